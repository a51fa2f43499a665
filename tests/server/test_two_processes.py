"""Two ``meeple serve`` processes on one PostgreSQL database (docs/server.md, "Moves: one
writer, persist then tell"): a match made through one is played through both; every move
reaches every page on either process, in order and at the same versions, and everything told
is the record stored; two moves racing through both processes at one version: one is
stored, the other is refused as stale."""

from __future__ import annotations

import asyncio
import random
from typing import Iterator

import pytest

from postgres_cluster import Cluster, PostgresUnavailable, fresh_database
from served import ServedProcess, run_apart, start_servers
from socket_pages import Page, check_told, create_match, get_json, replays, seat_token

#: Rounds of racing moves (each: both processes get a move at the same version).
RACES = 6


@pytest.fixture(scope="module")
def two_servers(postgres_cluster: Cluster | PostgresUnavailable,
                tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServedProcess, ServedProcess]]:
    """Processes A and B, each ``meeple serve`` on the same fresh PostgreSQL database (one
    pair for the module: starting a server takes seconds)."""
    logs = tmp_path_factory.mktemp("two-processes")
    first, second = start_servers(fresh_database(postgres_cluster), [logs / "a.log", logs / "b.log"])
    try:
        yield first, second
    finally:
        first.stop()
        second.stop()


async def open_pages(pages: list[Page]) -> None:
    for page in pages:
        await page.open()


async def close_pages(pages: list[Page]) -> None:
    for page in pages:
        await page.close()


async def play_move(mover: Page, pages: list[Page], rng: random.Random) -> int:
    """``mover`` makes a legal move; every page is told it; the new version."""
    version = mover.version + 1
    await mover.move(mover.pick(rng))
    for page in pages:
        await page.until_version(version)
    return version


def next_mover(seats: dict[int, Page]) -> Page:
    """The page of the lowest seat to act (both act at once only while keeping traits)."""
    to_act = [s for s in next(iter(seats.values())).view["to_act"] if s in seats]
    return seats[min(to_act)]


def versions_told(page: Page) -> list[int]:
    return [t.version for t in page.told]


async def play_through_both(a: ServedProcess, b: ServedProcess) -> None:
    made = await create_match(a.base_url, [("Ann", "human"), ("Bob", "human")])
    match = made["id"]
    ann = Page(a.ws_url, match, seat_token(made, 0), "Ann on A")
    bob = Page(b.ws_url, match, seat_token(made, 1), "Bob on B")
    watcher = Page(b.ws_url, match, None, "spectator on B")
    pages = [ann, bob, watcher]
    await open_pages(pages)
    rng = random.Random(5)
    moves_by_process = {"A": 0, "B": 0}
    while not watcher.over():
        mover = next_mover({0: ann, 1: bob})
        moves_by_process["A" if mover is ann else "B"] += 1
        await play_move(mover, pages, rng)
    await close_pages(pages)
    assert moves_by_process["A"] > 0 and moves_by_process["B"] > 0, moves_by_process
    final = watcher.version
    for page in pages:
        assert versions_told(page) == list(range(final + 1)), f"{page.name} was told each version once, in order"
    frames = await replays(a.base_url, match, pages)
    for page in pages:
        check_told(page, frames[page.seat])
    for server in (a, b):
        stored = await get_json(server.base_url, f"/api/matches/{match}")
        assert (stored["status"], stored["version"]) == ("over", final)


def test_a_match_played_through_two_processes_reaches_every_page_in_order(
    two_servers: tuple[ServedProcess, ServedProcess]
) -> None:
    run_apart(play_through_both(*two_servers))


async def race(left: Page, right: Page, pages: list[Page], rng: random.Random) -> tuple[list[Page], int]:
    """``left`` and ``right`` (on different processes) each send a legal move at the same
    version, at once; the pages that were refused as stale, and the version after."""
    version = left.version
    assert right.version == version
    await asyncio.gather(left.move(left.pick(rng)), right.move(right.pick(rng)))
    for page in pages:
        await page.until_version(version + 1)
    for racer in (left, right):  # a ping's pong follows the answer to the move before it
        await racer.send({"type": "ping"})
        while (await racer.receive())["type"] != "pong":
            pass
    refused = [p for p in (left, right) if any(e["version"] == version + 1 for e in p.errors)]
    for page in refused:
        assert page.errors[-1]["reason"].startswith("stale"), page.errors[-1]
    return refused, version + 1


async def race_through_both(a: ServedProcess, b: ServedProcess) -> None:
    made = await create_match(a.base_url, [("Ann", "human"), ("Bob", "human")])
    match = made["id"]
    ann_a = Page(a.ws_url, match, seat_token(made, 0), "Ann on A")
    bob_a = Page(a.ws_url, match, seat_token(made, 1), "Bob on A")
    ann_b = Page(b.ws_url, match, seat_token(made, 0), "Ann on B")
    bob_b = Page(b.ws_url, match, seat_token(made, 1), "Bob on B")
    watcher = Page(b.ws_url, match, None, "spectator on B")
    pages = [ann_a, bob_a, ann_b, bob_b, watcher]
    await open_pages(pages)
    rng = random.Random(11)
    assert sorted(ann_a.view["to_act"]) == [0, 1], "both seats keep a trait at once (p. 3)"
    refused, version = await race(ann_a, bob_b, pages, rng)
    assert len(refused) == 1, "two seats, one version: exactly one move is stored"
    for _ in range(RACES):
        on_a = next_mover({0: ann_a, 1: bob_a})
        on_b = ann_b if on_a is ann_a else bob_b
        refused, version = await race(on_a, on_b, pages, rng)
        assert len(refused) == 1, "one seat on two processes, one version: exactly one move is stored"
        for server in (a, b):
            assert (await get_json(server.base_url, f"/api/matches/{match}"))["version"] == version
    while not watcher.over():
        await play_move(next_mover({0: ann_a, 1: bob_a}), pages, rng)
    await close_pages(pages)
    frames = await replays(b.base_url, match, pages)
    for page in pages:
        assert versions_told(page) == list(range(watcher.version + 1))
        check_told(page, frames[page.seat])


def test_two_moves_racing_through_both_processes_at_one_version_one_is_stored_one_is_stale(
    two_servers: tuple[ServedProcess, ServedProcess]
) -> None:
    run_apart(race_through_both(*two_servers))

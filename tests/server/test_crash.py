"""The server killed outright (SIGKILL) in the middle of play and started again on the same
database (docs/server.md, "Moves: one writer, persist then tell"): nothing any page was told
is lost. Several Dead Man's Draw matches are played at once, people's seats by a scripted
policy over the socket and bot seats by the server; the server is killed at seeded moments;
every page reconnects with the last version it saw and is welcomed from there; the stored
version is never behind what a page was told; every match goes on to its end; and at the end
everything each page was told -- every welcome, update and sync -- is the stored record's
replay as that page's seat saw it.
"""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from websockets.exceptions import WebSocketException

from postgres_cluster import fresh_database
from served import ServedProcess, run_apart
from socket_pages import Json, Page, check_told, create_match, get_json, replays, seat_token

#: The matches played at once: two of people only, one with a bot, one of three seats.
MATCHES = [
    [("Ann", "human"), ("Bob", "human")],
    [("Cat", "human"), ("Dan", "human")],
    [("Eve", "human"), ("Bot", "heuristic")],
    [("Fay", "human"), ("Bot", "heuristic"), ("Gus", "human")],
]
#: How many times the server is killed, per database.
KILLS = {"sqlite": 5, "postgresql": 3}
#: Each kill comes once the pages have been told this many new versions (seeded), then
#: after up to KILL_JITTER seconds more.
KILL_AFTER = (3, 25)
KILL_JITTER = 0.03
#: Seconds the test waits for progress before it fails (a guard against a hang, not a timing).
GUARD = 120.0
#: Seconds between a page's attempts to reconnect while the server is down.
RETRY = 0.1
LOST = (WebSocketException, OSError, asyncio.TimeoutError)


@pytest.fixture(params=["sqlite", "postgresql"])
def database(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[str, str]:
    """The database kind and its URL: an SQLite file, or a fresh PostgreSQL database."""
    if request.param == "sqlite":
        return "sqlite", f"sqlite:///{tmp_path / 'crash.sqlite3'}"
    return "postgresql", fresh_database(request.getfixturevalue("postgres_cluster"))


@dataclass
class Player:
    """One page played to the end of its match through every crash: a seat's page moves
    (one move per version it sees, chosen at random among the legal ones), a spectator's
    only watches."""

    page: Page
    rng: random.Random
    reconnects: int = 0
    moved_at: int | None = None
    welcomes: list[tuple[int, Json]] = field(default_factory=list)

    async def play(self) -> None:
        while not self.page.over():
            try:
                if self.page.socket is None:
                    await self.reconnect()
                if self.page.to_act() and self.moved_at != self.page.version:
                    self.moved_at = self.page.version
                    await self.page.move(self.page.pick(self.rng))
                await self.page.receive()
            except LOST:
                self.page.socket = None
                self.moved_at = None
                await asyncio.sleep(RETRY)
        await self.page.close()

    async def reconnect(self) -> None:
        """Open the page again, saying the last version it saw; note the welcome."""
        seen = self.page.version
        welcome = await self.page.open()
        self.reconnects += 1
        self.welcomes.append((seen, welcome))


def check_welcome(player: Player) -> None:
    """Each welcome after a crash starts where the page left off: the match is at least at
    the version the page saw, and the log is given from that version on."""
    for seen, welcome in player.welcomes:
        assert welcome["version"] >= seen, f"{player.page.name} saw version {seen}; the server came back at {welcome['version']}"
        if seen >= 0:
            assert welcome["since"] == seen, f"{player.page.name}: the log after version {seen} was not kept"


async def made_players(base_url: str, ws_url: str, rng: random.Random) -> tuple[list[str], list[Player]]:
    """The matches, each with a page per person's seat and a spectator's page."""
    ids: list[str] = []
    players: list[Player] = []
    for number, seats in enumerate(MATCHES):
        made = await create_match(base_url, seats)
        ids.append(made["id"])
        for seat, (name, agent) in enumerate(seats):
            if agent == "human":
                page = Page(ws_url, made["id"], seat_token(made, seat), f"match {number} {name}")
                players.append(Player(page, random.Random(rng.random())))
        players.append(Player(Page(ws_url, made["id"], None, f"match {number} spectator"), random.Random(0)))
    return ids, players


def told_versions(players: list[Player]) -> dict[str, int]:
    """The newest version any page of each match was told."""
    newest: dict[str, int] = {}
    for player in players:
        match = player.page.match_id
        newest[match] = max(newest.get(match, -1), player.page.version)
    return newest


async def progress(players: list[Player], tasks: list["asyncio.Task[None]"], target: int) -> None:
    """Wait until the pages have been told ``target`` versions in all (or every match is
    over); a page that failed fails the test."""
    for _ in range(int(GUARD / 0.01)):
        for task in tasks:
            if task.done() and task.exception() is not None:
                raise task.exception()  # type: ignore[misc]
        if sum(told_versions(players).values()) >= target or all(t.done() for t in tasks):
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"no progress for {GUARD:.0f} s: told {told_versions(players)}")


async def crash_and_restart(server: ServedProcess, kills: int, seed: int) -> None:
    rng = random.Random(seed)
    ids, players = await made_players(server.base_url, server.ws_url, rng)
    tasks = [asyncio.create_task(player.play()) for player in players]
    killed = 0
    for _ in range(kills):
        await progress(players, tasks, sum(told_versions(players).values()) + rng.randint(*KILL_AFTER))
        if all(t.done() for t in tasks):
            break
        await asyncio.sleep(rng.uniform(0, KILL_JITTER))
        server.kill()
        killed += 1
        server.start()
        await asyncio.to_thread(server.wait_ready)
        told = told_versions(players)
        for match in ids:
            stored = await get_json(server.base_url, f"/api/matches/{match}")
            assert stored["version"] >= told[match], f"match {match}: told version {told[match]}, stored {stored['version']}"
    await asyncio.wait_for(asyncio.gather(*tasks), GUARD)
    assert killed == kills, f"the matches ended after {killed} of {kills} kills"
    assert all(p.reconnects > 1 for p in players), "every page reconnected after a crash"
    for match in ids:
        pages = [p.page for p in players if p.page.match_id == match]
        frames = await replays(server.base_url, match, pages)
        stored = await get_json(server.base_url, f"/api/matches/{match}")
        assert stored["status"] == "over"
        for player in (p for p in players if p.page.match_id == match):
            check_welcome(player)
            check_told(player.page, frames[player.page.seat])
            assert player.page.version == stored["version"] == len(frames[player.page.seat]["frames"]) - 1
            assert all(e["reason"].startswith("stale") for e in player.page.errors), player.page.errors


def test_a_killed_server_loses_nothing_it_told_and_every_match_goes_on_to_its_end(
    database: tuple[str, str], tmp_path: Path
) -> None:
    kind, url = database
    server = ServedProcess(url, tmp_path / "serve.log", bot_delay=0.0).start().wait_ready()
    try:
        run_apart(crash_and_restart(server, KILLS[kind], seed=20))
    finally:
        server.stop()

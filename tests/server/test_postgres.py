"""PostgreSQL: the same server code on a PostgreSQL database, and several server processes
sharing it -- a move made through one reaches the pages connected to another (LISTEN/NOTIFY),
and the match's row lock keeps one writer across them."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Callable

from sqlalchemy import create_engine, text
from starlette.testclient import TestClient

from meeple.server.settings import ServerSettings
from server_helpers import Table, create, open_page, pick, token


def test_a_whole_match_is_played_on_postgresql(
    postgres_url: str, settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient]
) -> None:
    client = make_client(replace(settings, database_url=postgres_url))
    made = create(client, [("Ann", "human"), ("Bot", "heuristic"), ("Cat", "human")])
    table = Table(client, made, random.Random(8))
    table.play_out()
    assert client.get(f"/api/matches/{made['id']}").json()["status"] == "over"
    engine = create_engine(postgres_url)
    with engine.connect() as db:
        hashes = db.execute(text("SELECT token_hash FROM seats WHERE match_id = :m ORDER BY seat"), {"m": made["id"]}).all()
    engine.dispose()
    assert [h is None for (h,) in hashes] == [False, True, False]


def test_a_move_made_through_one_server_reaches_the_pages_of_another(
    postgres_url: str, settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient]
) -> None:
    on_postgres = replace(settings, database_url=postgres_url)
    first, second = make_client(on_postgres), make_client(on_postgres)
    made = create(first)
    ann, ann_welcome = open_page(first, made["id"], token(made, 0))
    bob, bob_welcome = open_page(second, made["id"], token(made, 1))
    watcher, _ = open_page(second, made["id"])
    views = {0: ann_welcome["view"], 1: bob_welcome["view"]}
    pages = {0: ann, 1: bob}
    rng = random.Random(9)
    version = 0
    for _ in range(6):
        seat = views[0]["to_act"][0]
        pages[seat].send({"type": "move", "action": pick(views[seat], rng), "version": version})
        version += 1
        for page_seat, page in pages.items():
            update = page.receive_until("update")
            assert update["version"] == version
            views[page_seat] = update["view"]
        assert watcher.receive_until("update")["version"] == version
    assert first.get(f"/api/matches/{made['id']}").json()["version"] == version


def test_a_stale_move_through_a_second_server_is_refused(
    postgres_url: str, settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient]
) -> None:
    """The second server checks the version under the row's lock, against the database,
    whether or not it has heard of the change yet."""
    on_postgres = replace(settings, database_url=postgres_url)
    first, second = make_client(on_postgres), make_client(on_postgres)
    made = create(first)
    ann, welcome = open_page(first, made["id"], token(made, 0))
    ann_again, _ = open_page(second, made["id"], token(made, 0))
    action = pick(welcome["view"], random.Random(1))
    ann.send({"type": "move", "action": action, "version": 0})
    assert ann.receive()["version"] == 1
    ann_again.send({"type": "move", "action": action, "version": 0})
    answers = [ann_again.receive() for _ in range(2)]
    assert sorted(a["type"] for a in answers) == ["error", "update"]
    refused = next(a for a in answers if a["type"] == "error")
    assert refused["reason"].startswith("stale") and refused["version"] == 1
    assert second.get(f"/api/matches/{made['id']}").json()["version"] == 1

"""Storage: a match is its game record plus what the server needs; seat tokens are kept as
SHA-256 hashes only; a move is committed before any page hears of it; the schema is made by
the packaged migrations."""

from __future__ import annotations

import hashlib
import random
from typing import Any, Callable

from sqlalchemy import create_engine, inspect, text
from starlette.testclient import TestClient

from meeple.server.database import make_engine, migrate
from meeple.server.settings import ServerSettings
from server_helpers import create, open_page, pick, token


def database_text(url: str) -> str:
    """Every value of every table, as text."""
    engine = create_engine(url)
    rows: list[str] = []
    with engine.connect() as db:
        for table in inspect(engine).get_table_names():
            rows += [repr(tuple(r)) for r in db.execute(text(f"SELECT * FROM {table}"))]
    engine.dispose()
    return "\n".join(rows)


def test_the_database_holds_the_tokens_hashes_and_never_a_token(client: TestClient, database_url: str) -> None:
    made = create(client, [("Ann", "human"), ("Bot", "heuristic"), ("Cat", "human")])
    stored = database_text(database_url)
    for seat in (0, 2):
        secret = token(made, seat)
        assert secret not in stored
        assert hashlib.sha256(secret.encode()).hexdigest() in stored


def test_each_match_gets_its_own_unguessable_seed_kept_as_text(client: TestClient, database_url: str) -> None:
    ids = [create(client)["id"] for _ in range(3)]
    engine = create_engine(database_url)
    with engine.connect() as db:
        seeds = [db.execute(text("SELECT seed FROM matches WHERE id = :i"), {"i": i}).scalar_one() for i in ids]
    engine.dispose()
    assert all(isinstance(s, str) and s.isdigit() and 2**128 <= int(s) < 2**129 for s in seeds), "live seeds"
    assert len(set(seeds)) == 3


def test_a_move_a_page_was_told_of_is_in_the_database(
    client: TestClient, settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient]
) -> None:
    """Persist, then tell: once a page has its update, a server started afresh on the same
    database (the first one's memory gone) holds the move."""
    made = create(client)
    page, welcome = open_page(client, made["id"], token(made, 0))
    seat = welcome["view"]["to_act"][0]
    mover = page if seat == 0 else open_page(client, made["id"], token(made, seat))[0]
    view = welcome["view"] if seat == 0 else mover.received[0]["view"]
    mover.send({"type": "move", "action": pick(view, random.Random(5)), "version": 0})
    told = mover.receive()
    assert told["version"] == 1
    fresh = make_client(settings)
    assert fresh.get(f"/api/matches/{made['id']}").json()["version"] == 1
    _page, again = open_page(fresh, made["id"], token(made, seat))
    assert again["version"] == 1
    assert again["view"] == told["view"]


def test_the_record_is_the_stored_moves(client: TestClient, database_url: str) -> None:
    made = create(client, [("Bot", "heuristic"), ("Rand", "random")])
    watcher, welcome = open_page(client, made["id"])
    view = welcome["view"]
    while view["status"] != "over":
        view = watcher.receive()["view"]
    record: dict[str, Any] = client.get(f"/api/matches/{made['id']}/record").json()
    engine = create_engine(database_url)
    with engine.connect() as db:
        rows = db.execute(text("SELECT by, action FROM moves WHERE match_id = :m ORDER BY idx"), {"m": made["id"]}).all()
    engine.dispose()
    assert [(m["by"], m["action"]) for m in record["moves"]] == [("chance" if b == -1 else b, a) for b, a in rows]
    assert record["seats"] == [{"name": "Bot", "agent": "heuristic"}, {"name": "Rand", "agent": "random"}]


def test_the_schema_is_made_by_the_packaged_migrations_and_migrating_again_changes_nothing(database_url: str) -> None:
    engine = make_engine(database_url)
    migrate(engine)
    migrate(engine)
    with engine.connect() as db:
        assert db.execute(text("SELECT version_num FROM alembic_version")).scalar_one() == "0002"
    assert set(inspect(engine).get_table_names()) == {"alembic_version", "matches", "seats", "moves"}
    engine.dispose()

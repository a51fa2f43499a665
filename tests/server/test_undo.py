"""Undo through the socket: a seat takes back its own last decision as the session allows
(docs/undo.md), the stored record is cut with it, the version goes up and every page gets a
``sync``; what may not be taken back is refused with the session's reason."""

from __future__ import annotations

from typing import Callable

from sqlalchemy import create_engine, text
from starlette.testclient import TestClient

from meeple.server.settings import ServerSettings
from server_helpers import Json, Page, create, open_page, token


def stored_moves(database_url: str, match_id: str) -> int:
    engine = create_engine(database_url)
    with engine.connect() as db:
        count = int(db.execute(text("SELECT count(*) FROM moves WHERE match_id = :m"), {"m": match_id}).scalar_one())
    engine.dispose()
    return count


def keep_first_trait(page: Page, view: Json, version: int) -> Json:
    """The seat keeps the first of its two dealt traits (p. 3); its update."""
    page.send({"type": "move", "action": view["legal"][0]["action"], "version": version})
    return page.receive_until("update")


def test_a_seat_takes_back_its_kept_trait_before_the_others_choose(client: TestClient, database_url: str) -> None:
    made = create(client, [("Ann", "human"), ("Bob", "human")])
    ann, welcome = open_page(client, made["id"], token(made, 0))
    bob, _ = open_page(client, made["id"], token(made, 1))
    watcher, _ = open_page(client, made["id"])
    assert welcome["view"]["can_undo"] is False
    dealt = stored_moves(database_url, made["id"])
    kept = keep_first_trait(ann, welcome["view"], 0)
    assert kept["view"]["can_undo"] is True
    assert kept["events"], "Ann is told which trait she kept"
    assert stored_moves(database_url, made["id"]) == dealt + 1
    bob.receive_until("update")
    watcher.receive_until("update")
    ann.send({"type": "undo", "version": 1})
    for page, seat in ((ann, 0), (bob, 1), (watcher, None)):
        sync = page.receive()
        assert sync["type"] == "sync" and sync["version"] == 2 and sync["since"] == -1
        assert sync["seat"] == seat
    again = ann.received[-1]
    assert again["view"]["legal"] == welcome["view"]["legal"], "Ann chooses her trait again"
    assert again["view"]["can_undo"] is False
    assert again["log"] == welcome["log"], "the news of the kept trait is forgotten with it"
    assert stored_moves(database_url, made["id"]) == dealt


def test_a_decision_that_chance_answered_cannot_be_taken_back(client: TestClient) -> None:
    made = create(client, [("Ann", "human"), ("Bob", "human")])
    pages = {seat: open_page(client, made["id"], token(made, seat)) for seat in (0, 1)}
    version = 0
    views = {seat: pages[seat][1]["view"] for seat in (0, 1)}
    while views[0]["observation"]["phase"] != "play":
        seat = views[0]["to_act"][0]
        views[seat] = keep_first_trait(pages[seat][0], views[seat], version)["view"]
        version += 1
        views[1 - seat] = pages[1 - seat][0].receive_until("update")["view"]
    mover = views[0]["to_act"][0]
    page = pages[mover][0]
    assert views[mover]["can_undo"] is False, "the traits were revealed, chance chose who begins"
    page.send({"type": "undo", "version": version})
    refused = page.receive()
    assert refused["type"] == "error" and refused["version"] == version
    assert "'s last move (keep " in refused["reason"] and "cannot be taken back: " in refused["reason"]
    page.send({"type": "move", "action": "draw", "version": version})
    drawn = page.receive_until("update")
    assert drawn["view"]["can_undo"] is False
    page.send({"type": "undo", "version": version + 1})
    refused = page.receive_until("error")
    assert "'s last move (draw) cannot be taken back: chance has played since (" in refused["reason"]


def test_a_stale_undo_and_a_spectators_undo_are_refused(client: TestClient) -> None:
    made = create(client, [("Ann", "human"), ("Bob", "human")])
    ann, welcome = open_page(client, made["id"], token(made, 0))
    keep_first_trait(ann, welcome["view"], 0)
    ann.send({"type": "undo", "version": 0})
    assert ann.receive()["reason"].startswith("stale")
    watcher, _ = open_page(client, made["id"])
    watcher.send({"type": "undo", "version": 1})
    assert watcher.receive()["reason"] == "a spectator cannot undo: open a seat link to play"
    assert client.get(f"/api/matches/{made['id']}").json()["version"] == 1


def test_a_move_another_seat_saw_stays_out_of_reach_after_a_restart(
    settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient], client: TestClient
) -> None:
    """Ann keeps a trait, Bob keeps one and takes it back: Bob's move was made after Ann's,
    so Ann's may no longer be taken back -- in this server, and in one started afresh on the
    same database (the match's undo floor)."""
    made = create(client, [("Ann", "human"), ("Bob", "human"), ("Cat", "human")])
    ann, ann_welcome = open_page(client, made["id"], token(made, 0))
    bob, bob_welcome = open_page(client, made["id"], token(made, 1))
    assert keep_first_trait(ann, ann_welcome["view"], 0)["view"]["can_undo"] is True
    bob.receive_until("update")
    keep_first_trait(bob, bob_welcome["view"], 1)
    assert ann.receive_until("update")["view"]["can_undo"] is False
    bob.send({"type": "undo", "version": 2})
    assert bob.receive_until("sync")["view"]["can_undo"] is False
    assert ann.receive_until("sync")["view"]["can_undo"] is False
    ann.close()
    bob.close()
    fresh = make_client(settings)
    _page, again = open_page(fresh, made["id"], token(made, 0))
    assert again["version"] == 3
    assert again["view"]["can_undo"] is False

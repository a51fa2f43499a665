"""A match is made, its seats say hello and move, and every page hears of each move."""

from __future__ import annotations

import random
from typing import Any

from starlette.testclient import TestClient

from server_helpers import Page, create, open_page, pick, token


def test_a_seat_says_hello_and_is_welcomed_with_its_view_and_log(client: TestClient) -> None:
    made = create(client)
    page, welcome = open_page(client, made["id"], token(made, 0))
    assert welcome["type"] == "welcome"
    assert welcome["seat"] == 0
    assert welcome["names"] == ["Ann", "Bob"]
    assert welcome["agents"] == ["human", "human"]
    assert welcome["version"] == 0
    assert welcome["view"]["status"] == "playing"
    assert welcome["view"]["observation"]["seat"] == 0
    assert welcome["log"], "the deal is told"
    page.close()


def test_a_move_is_told_to_every_page_of_the_match(client: TestClient) -> None:
    made = create(client)
    ann, welcome = open_page(client, made["id"], token(made, 0))
    bob, _ = open_page(client, made["id"], token(made, 1))
    watcher, _ = open_page(client, made["id"])
    to_act = welcome["view"]["to_act"]
    mover = ann if to_act == [0] else bob
    view = welcome["view"] if to_act == [0] else bob.received[0]["view"]
    mover.send({"type": "move", "action": pick(view, random.Random(1)), "version": 0})
    for page in (ann, bob, watcher):
        update = page.receive()
        assert update["type"] == "update"
        assert update["version"] == 1
    assert mover.received[-1]["events"], "the mover is told what it did"


def test_a_spectator_sees_the_public_view_and_no_choices(client: TestClient) -> None:
    made = create(client)
    watcher, welcome = open_page(client, made["id"])
    assert welcome["seat"] is None
    assert welcome["view"]["legal"] == []
    assert welcome["view"]["observation"]["seat"] is None
    assert "dealt_traits" not in welcome["view"]["observation"]
    watcher.close()


def first_mover(client: TestClient, made: dict[str, Any]) -> tuple[int, Page, Page, dict[str, Any]]:
    """Both seats' pages once both have kept a trait (which they do at the same time, p. 3)
    and one seat is to act alone: that seat, its page, the other's page, and its view."""
    pages = {seat: open_page(client, made["id"], token(made, seat))[0] for seat in (0, 1)}
    views = {seat: pages[seat].received[0]["view"] for seat in (0, 1)}
    version = 0
    while len(views[0]["to_act"]) != 1:
        seat = views[0]["to_act"][0]
        pages[seat].send({"type": "move", "action": views[seat]["legal"][0]["action"], "version": version})
        version += 1
        for page_seat, page in pages.items():
            views[page_seat] = page.receive_until("update")["view"]
    mover = views[0]["to_act"][0]
    return mover, pages[mover], pages[1 - mover], views[mover]


def test_a_seat_link_opened_twice_is_the_same_seat_and_both_tabs_hear_its_moves(client: TestClient) -> None:
    made = create(client)
    seat, mover, _other, view = first_mover(client, made)
    second_tab, welcome = open_page(client, made["id"], token(made, seat))
    assert welcome["seat"] == seat
    assert welcome["view"] == view
    version = welcome["version"]
    second_tab.send({"type": "move", "action": pick(view, random.Random(2)), "version": version})
    assert mover.receive()["version"] == version + 1
    moved = second_tab.receive()
    assert moved["type"] == "update" and moved["version"] == version + 1


def test_a_stale_move_is_refused_to_its_sender_only(client: TestClient) -> None:
    made = create(client)
    seat, mover, other, view = first_mover(client, made)
    second_tab, welcome = open_page(client, made["id"], token(made, seat))
    seen = welcome["version"]
    action = pick(view, random.Random(3))
    mover.send({"type": "move", "action": action, "version": seen})
    assert mover.receive()["version"] == seen + 1
    assert second_tab.receive()["version"] == seen + 1
    assert other.receive()["version"] == seen + 1
    second_tab.send({"type": "move", "action": action, "version": seen})
    refused = second_tab.receive()
    assert refused["type"] == "error"
    assert refused["reason"].startswith("stale")
    assert refused["version"] == seen + 1
    for page in (mover, other):
        page.send({"type": "ping"})
        assert page.receive() == {"type": "pong", "version": seen + 1}, "nobody else heard of the refusal"


def test_an_illegal_move_is_refused_with_the_games_reason_and_changes_nothing(client: TestClient) -> None:
    made = create(client)
    _seat, mover, other, _view = first_mover(client, made)
    version = client.get(f"/api/matches/{made['id']}").json()["version"]
    mover.send({"type": "move", "action": "bank", "version": version})
    refused = mover.receive()
    assert refused["type"] == "error" and refused["version"] == version
    assert "'bank' is not legal" in refused["reason"]
    mover.send({"type": "move", "action": "no such move", "version": version})
    assert mover.receive()["type"] == "error"
    other.send({"type": "ping"})
    assert other.receive() == {"type": "pong", "version": version}
    assert client.get(f"/api/matches/{made['id']}").json()["version"] == version


def test_a_seat_not_to_act_cannot_move(client: TestClient) -> None:
    made = create(client)
    _seat, _mover, other, view = first_mover(client, made)
    version = client.get(f"/api/matches/{made['id']}").json()["version"]
    other.send({"type": "move", "action": view["legal"][0]["action"], "version": version})
    refused = other.receive()
    assert refused["type"] == "error"
    assert "turn" in refused["reason"]


def test_a_move_naming_another_seat_cannot_act_as_that_seat(client: TestClient) -> None:
    """The seat comes from the token said in hello, never from a message."""
    made = create(client)
    seat, mover, other, view = first_mover(client, made)
    version = client.get(f"/api/matches/{made['id']}").json()["version"]
    other.send({"type": "move", "action": view["legal"][0]["action"], "version": version, "seat": seat})
    refused = other.receive()
    assert refused["type"] == "error"
    assert refused["reason"] == 'unknown field "seat" in a move message'
    mover.send({"type": "ping"})
    assert mover.receive() == {"type": "pong", "version": version}


def test_a_spectator_cannot_move(client: TestClient) -> None:
    made = create(client)
    _seat, _mover, _other, view = first_mover(client, made)
    watcher, welcome = open_page(client, made["id"])
    watcher.send({"type": "move", "action": view["legal"][0]["action"], "version": welcome["version"]})
    refused = watcher.receive()
    assert refused["type"] == "error"
    assert "spectator" in refused["reason"]
    assert client.get(f"/api/matches/{made['id']}").json()["version"] == welcome["version"]


def test_a_move_with_a_ref_is_answered_done_with_that_ref_after_its_update(client: TestClient) -> None:
    """A page numbers its messages (``ref``) to know which answer is whose: another seat's
    news never ends its wait, only the ``done`` or ``error`` that carries its number."""
    made = create(client)
    _seat, mover, other, view = first_mover(client, made)
    version = client.get(f"/api/matches/{made['id']}").json()["version"]
    mover.send({"type": "move", "action": pick(view, random.Random(4)), "version": version, "ref": 7})
    assert mover.receive()["type"] == "update"
    assert mover.receive() == {"type": "done", "ref": 7, "version": version + 1}
    assert other.receive()["type"] == "update"
    other.send({"type": "ping"})
    assert other.receive() == {"type": "pong", "version": version + 1}, "only the sender is told done"


def test_a_refused_move_with_a_ref_is_answered_with_that_ref(client: TestClient) -> None:
    made = create(client)
    _seat, mover, _other, view = first_mover(client, made)
    version = client.get(f"/api/matches/{made['id']}").json()["version"]
    mover.send({"type": "move", "action": pick(view, random.Random(5)), "version": version - 1, "ref": 3})
    refused = mover.receive()
    assert refused["type"] == "error" and refused["ref"] == 3
    assert refused["reason"].startswith("stale")


def test_a_ref_that_is_not_a_small_whole_number_is_refused(client: TestClient) -> None:
    made = create(client)
    _seat, mover, _other, view = first_mover(client, made)
    version = client.get(f"/api/matches/{made['id']}").json()["version"]
    for ref in (-1, 2**31, "7", True, 1.5):
        mover.send({"type": "move", "action": view["legal"][0]["action"], "version": version, "ref": ref})
        refused = mover.receive()
        assert refused["type"] == "error" and "ref" not in refused
        assert refused["reason"] == '"ref" must be a whole number from 0 to 2147483647'
    assert client.get(f"/api/matches/{made['id']}").json()["version"] == version

"""Bots play their seats on the server, through the same path as people; a seat whose
player has left can be handed to a bot by another seat."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Callable

from starlette.testclient import TestClient

from meeple.server.settings import ServerSettings
from server_helpers import Json, Page, Table, create, open_page, token


def watch_to_the_end(page: Page, welcome: Json) -> Json:
    view: Json = welcome["view"]
    while view["status"] != "over":
        view = page.receive()["view"]
    return view


def test_bots_play_a_whole_match_on_their_own(client: TestClient) -> None:
    made = create(client, [("Heu", "heuristic"), ("Rand", "random"), ("Heu2", "heuristic")])
    watcher, welcome = open_page(client, made["id"])
    assert welcome["agents"] == ["heuristic", "random", "heuristic"]
    view = watch_to_the_end(watcher, welcome)
    assert view["result"]["returns"]
    assert client.get(f"/api/matches/{made['id']}").json()["status"] == "over"


def test_a_person_and_a_bot_play_a_match_to_its_end(client: TestClient) -> None:
    made = create(client, [("Ann", "human"), ("Bot", "heuristic")])
    table = Table(client, made, random.Random(11))
    table.play_out()
    final = table.views[0]
    assert final["status"] == "over" and final["legal"] == []
    assert set(final["result"]) >= {"returns", "scores"}


def test_a_person_cannot_move_for_a_bot_seat(client: TestClient) -> None:
    """A bot's seat has no token: nobody can say hello as it."""
    made = create(client, [("Ann", "human"), ("Bot", "heuristic")])
    assert "link" not in made["seats"][1]
    assert made["hotseat_link"].count(",") == 0


def test_a_seat_whose_player_left_is_handed_to_a_bot_by_another_seat(
    settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient]
) -> None:
    client = make_client(replace(settings, handover_after=0.0))
    made = create(client, [("Ann", "human"), ("Bob", "human")])
    ann, welcome = open_page(client, made["id"], token(made, 0))
    response = client.post(f"/api/matches/{made['id']}/handover", json={"seat": 1},
                           headers={"Authorization": f"Bearer {token(made, 0)}"})
    assert response.status_code == 200, response.text
    assert response.json() == {"seat": 1, "agent": "heuristic", "version": 1}
    sync = ann.receive()
    assert sync["type"] == "sync" and sync["agents"] == ["human", "heuristic"]
    ann.close()
    table = Table(client, made, random.Random(3))
    assert table.humans == [0]
    table.play_out()
    assert table.views[-1]["status"] == "over"


def test_a_seat_cannot_be_handed_over_while_its_player_may_be_back(client: TestClient) -> None:
    made = create(client, [("Ann", "human"), ("Bob", "human")])
    bearer = {"Authorization": f"Bearer {token(made, 0)}"}
    url = f"/api/matches/{made['id']}/handover"
    away = client.post(url, json={"seat": 1}, headers=bearer)
    assert away.status_code == 409
    assert away.json()["error"].endswith("a seat can be handed over after 60 seconds without its player")
    bob, _ = open_page(client, made["id"], token(made, 1))
    assert client.post(url, json={"seat": 1}, headers=bearer).json() == {"error": "seat 1's player is here"}
    assert client.post(url, json={"seat": 0}, headers=bearer).json() == {"error": "a seat cannot hand itself to a bot"}
    assert client.post(url, json={"seat": 7}, headers=bearer).json() == {"error": "there is no seat 7 (seats 0-1)"}
    assert client.post(url, json={"seat": 1, "agent": "random"}, headers=bearer).json() == {
        "error": 'the body must be {"seat": n}'}


def test_a_handover_needs_a_seat_of_the_match(
    settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient]
) -> None:
    client = make_client(replace(settings, handover_after=0.0))
    made = create(client)
    other = create(client)
    url = f"/api/matches/{made['id']}/handover"
    assert client.post(url, json={"seat": 1}).status_code == 401
    wrong = client.post(url, json={"seat": 1}, headers={"Authorization": f"Bearer {token(other, 0)}"})
    assert wrong.status_code == 401
    assert wrong.json() == {"error": f"this token is not a seat of match {made['id']}"}
    assert client.get(f"/api/matches/{made['id']}").json()["seats"][1]["agent"] == "human"


def test_the_pages_are_told_which_seats_are_away_and_when_a_handover_may_be_asked(client: TestClient) -> None:
    made = create(client, [("Ann", "human"), ("Bob", "human"), ("Bot", "heuristic")])
    ann, welcome = open_page(client, made["id"], token(made, 0))
    assert welcome["handover_after"] == 60
    assert set(welcome["away"]) == {"1"}, "Bob has not come yet; the bot is never away"
    bob, _ = open_page(client, made["id"], token(made, 1))
    assert ann.receive_until_presence() == {}
    bob.close()
    gone = ann.receive_until_presence()
    assert set(gone) == {"1"}
    assert gone["1"] > welcome["away"]["1"], "away since Bob's page closed"


def test_a_search_bot_with_its_strength_plays_a_seat_of_a_match(client: TestClient) -> None:
    made = create(client, [("Search", "ismcts:10"), ("Heu", "heuristic")])
    watcher, welcome = open_page(client, made["id"])
    assert welcome["agents"] == ["ismcts:10", "heuristic"]
    assert watch_to_the_end(watcher, welcome)["result"]["returns"]


def test_a_search_bot_out_of_bounds_is_refused_when_the_match_is_made(client: TestClient) -> None:
    response = client.post("/api/matches", json={"game": "dead-mans-draw", "seats": [
        {"name": "A", "agent": "mcts:0"}, {"name": "B", "agent": "heuristic"}]})
    assert response.status_code == 400 and "unknown agent" in response.text

"""A player's own Dust Tactics unit cards on the server (DT-139): a units file's text read as
``meeple units validate`` reads a file and answered as the content the ``units`` option takes; a
match created with it plays, tells and draws the player's cards; a card a game cannot play is
refused on one line."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

from server_helpers import create, open_page, token

READ = "/api/dust-tactics/units/read"
EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "dust-tactics-units.toml"


def example_text() -> str:
    return EXAMPLE.read_text(encoding="utf-8")


def test_a_units_file_is_answered_as_the_units_option_takes_it(client: TestClient) -> None:
    data = client.post(READ, json={"text": example_text()}).json()
    assert data["summary"].startswith("valid: 2 units: hell-boys (Allies squad, 34 AP), rhino")
    assert data["content"]["unit"][1]["hit_points"] == 6
    assert data["units"]["rhino"]["hit_points"] == 6


def test_a_match_with_the_players_cards_sends_them_in_its_table_and_plays_them(client: TestClient) -> None:
    content = client.post(READ, json={"text": example_text()}).json()["content"]
    army = {"faction": "allies", "scenario": "bridgehead",
            "unit": [{"id": "the-hammers"}, {"id": "rhino", "joins": "the-hammers"}, {"id": "hell-boys"}]}
    made = create(client, game="dust-tactics", options={"scenario": "bridgehead", "units": content, "allies_army": army})
    page, welcome = open_page(client, made["id"], token(made, 0))
    assert welcome["table"]["cards"]["rhino"]["hit_points"] == 6
    assert welcome["table"]["cards"]["rhino"]["reconstructed"] == []
    hammers = next(u for u in welcome["view"]["observation"]["units"] if u["id"] == "the-hammers")
    assert hammers["hero"]["hit_points"] == 6
    page.close()


def test_a_card_of_a_new_id_is_refused_when_the_match_is_created(client: TestClient) -> None:
    content = client.post(READ, json={"text": example_text().replace('id = "rhino"', 'id = "big-rhino"')}).json()["content"]
    answer = client.post("/api/matches", json={"game": "dust-tactics", "options": {"units": content},
                                               "seats": [{"name": "Ann", "agent": "human"}, {"name": "Bot", "agent": "heuristic"}]})
    assert answer.status_code == 400
    error = answer.json()["error"]
    assert "unit big-rhino: id: a game plays the packaged cards' ids only" in error and "\n" not in error


def test_a_broken_units_file_is_refused_on_one_line(client: TestClient) -> None:
    answer = client.post(READ, json={"text": example_text().replace("hit_points = 6", "hit_points = 60")})
    assert answer.status_code == 400
    error = answer.json()["error"]
    assert error.startswith("units file: unit rhino: hit_points:") and "\n" not in error

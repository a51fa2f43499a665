"""The HTTP API: the games offered, making matches (strictly read bodies), the lobby's list,
the pages and their security headers, and one-line errors."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Callable

from starlette.testclient import TestClient

from meeple.engine.registry import all_games
from meeple.server.creation import offered
from meeple.server.settings import ServerSettings
from server_helpers import create, open_page, token


def error_of(response: object, status: int) -> str:
    assert response.status_code == status, response.text  # type: ignore[attr-defined]
    body = response.json()  # type: ignore[attr-defined]
    assert set(body) == {"error"}
    reason: str = body["error"]
    assert "\n" not in reason and "Traceback" not in reason
    return reason


def test_the_lobby_offers_only_the_games_that_have_words_and_a_table_in_the_browser(client: TestClient) -> None:
    games = client.get("/api/games").json()
    assert [g["id"] for g in games] == [g.id for g in all_games() if offered(g)]
    assert "dead-mans-draw" in [g["id"] for g in games]
    assert "dust-tactics" in [g["id"] for g in games]
    for game in (g for g in all_games() if not offered(g)):  # words without a table, or no words
        refused = client.post("/api/matches", json={"game": game.id, "seats": [{"name": "A"}, {"name": "B"}]})
        assert refused.status_code >= 400 and "cannot be played in the browser yet" in refused.json()["error"]
    dmd = next(g for g in games if g["id"] == "dead-mans-draw")
    assert (dmd["min_players"], dmd["max_players"]) == (2, 8)
    assert [b["name"] for b in dmd["bots"]] == ["random", "mcts", "ismcts", "rollout", "focus", "heuristic"]


def test_a_new_match_has_a_link_per_human_seat_a_spectator_link_and_a_hotseat_link(client: TestClient) -> None:
    made = create(client, [("Ann", "human"), ("Bot", "heuristic"), ("Cat", "human")])
    match_id = made["id"]
    assert len(match_id) == 22
    assert [s["agent"] for s in made["seats"]] == ["human", "heuristic", "human"]
    assert "link" not in made["seats"][1]
    ann, cat = token(made, 0), token(made, 2)
    assert len(ann) == 32 and ann != cat
    assert made["seats"][0]["link"] == f"/play/{match_id}#seat={ann}"
    assert made["spectator_link"] == f"/play/{match_id}"
    assert made["hotseat_link"] == f"/play/{match_id}#seat={ann},{cat}"


def test_the_lists_of_matches_hold_no_token_no_seed_and_no_link(client: TestClient) -> None:
    made = create(client)
    listed = client.get("/api/matches").json()
    one = client.get(f"/api/matches/{made['id']}").json()
    assert listed == [one]
    assert set(one) == {"id", "game", "name", "status", "seats", "version", "created", "updated", "rematch"}
    assert one["seats"] == [{"name": "Ann", "agent": "human"}, {"name": "Bob", "agent": "human"}]
    text = json.dumps(listed)
    assert token(made, 0) not in text and token(made, 1) not in text
    assert "seed" not in text and "link" not in text


def test_names_are_stored_as_given_and_sent_as_json_text(client: TestClient) -> None:
    name = "<script>alert('x')</script> & \"Ann\""
    made = create(client, [(name, "human"), ("Bob", "human")], name="<b>bold</b>")
    assert made["seats"][0]["name"] == name
    one = client.get(f"/api/matches/{made['id']}").json()
    assert one["seats"][0]["name"] == name and one["name"] == "<b>bold</b>"
    page, welcome = open_page(client, made["id"], token(made, 0))
    assert welcome["names"][0] == name


def test_a_bad_match_request_is_refused_with_one_line(client: TestClient) -> None:
    def refused(body: object) -> str:
        return error_of(client.post("/api/matches", json=body), 400)

    human = {"name": "Ann", "agent": "human"}
    assert refused({"game": "chess", "seats": [human, human]}).startswith("unknown game 'chess'")
    wordless = next((g for g in all_games() if g.words() is None), None)
    if wordless is not None:
        assert refused({"game": wordless.id, "seats": [human]}) == f"{wordless.name} cannot be played in the browser yet"
    assert refused({"game": "dead-mans-draw", "seats": [human], "colour": "red"}).startswith("unknown field 'colour'")
    assert refused({"game": "dead-mans-draw", "seats": [human]}) == "dead-mans-draw is played by 2-8 players, not 1"
    assert refused({"game": "dead-mans-draw", "seats": [human] * 9}) == "dead-mans-draw is played by 2-8 seats, not 9"
    assert refused({"game": "dead-mans-draw", "seats": [human, {"name": "B", "agent": "oracle"}]}).startswith(
        "seat 1: unknown agent 'oracle'")
    assert refused({"game": "dead-mans-draw", "seats": [human, {"name": "B", "seat": 0}]}).startswith(
        "seat 1: unknown field 'seat'")
    assert refused({"game": "dead-mans-draw", "seats": [human, {"name": "B\u0007ob"}]}) == (
        "seat 1's name must not contain control characters (found U+0007)")
    assert refused({"game": "dead-mans-draw", "seats": [human, {"name": "B\u202eob"}]}).endswith("(found U+202E)")
    assert refused({"game": "dead-mans-draw", "seats": [human, {"name": "x" * 41}]}) == (
        "seat 1's name must be at most 40 characters long")
    assert refused({"game": "dead-mans-draw", "seats": [human, {"name": "  "}]}) == "seat 1's name must not be empty"
    assert refused({"game": "dead-mans-draw", "seats": [human, human], "options": {"map": "x"}}).startswith(
        "dead-mans-draw: unknown option(s) map")
    assert client.get("/api/matches").json() == []


def test_a_body_that_is_not_json_or_too_large_is_refused(client: TestClient) -> None:
    reason = error_of(client.post("/api/matches", content=b"{nope", headers={"content-type": "application/json"}), 400)
    assert reason.startswith("the body is not valid JSON")
    big = b"[" + b"1," * (1 << 19) + b"1]"
    assert error_of(client.post("/api/matches", content=big), 413).startswith("the body is too large")

    def chunks() -> object:
        for _ in range(33):
            yield b" " * 32768

    assert error_of(client.post("/api/replay", content=chunks()), 413) == "the body is too large (at most 1048576 bytes)"


def test_unknown_paths_and_methods_answer_one_json_line(client: TestClient) -> None:
    assert error_of(client.get("/api/nothing"), 404) == "no such page: /api/nothing"
    assert error_of(client.delete("/api/matches"), 405) == "DELETE is not allowed here"
    assert error_of(client.get("/api/matches/nope"), 404) == "there is no match nope"
    assert error_of(client.get("/api/matches/" + "A" * 22), 404) == f"there is no match {'A' * 22}"


def test_every_answer_carries_a_strict_content_security_policy(
    settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient], tmp_path: Path
) -> None:
    static = tmp_path / "static"
    (static / "js").mkdir(parents=True)
    for page in ("index.html", "play.html", "replay.html"):
        (static / page).write_text(f"<!doctype html><title>{page}</title>")
    (static / "js" / "play.js").write_text("export {};\n")
    client = make_client(replace(settings, static_dir=static))
    made = create(client)
    for path in ("/", f"/play/{made['id']}", "/replay", "/static/js/play.js", "/api/games", "/api/nothing"):
        response = client.get(path)
        policy = response.headers["content-security-policy"]
        directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
        assert directives["default-src"] == "'self'"
        assert directives["script-src"] == "'self'" and directives["style-src"] == "'self'"
        assert "unsafe-inline" not in policy and "unsafe-eval" not in policy
        assert directives["connect-src"] == "'self' ws://testserver wss://testserver"
        assert directives["frame-ancestors"] == "'none'" and directives["base-uri"] == "'none'"
        assert response.headers["referrer-policy"] == "no-referrer"
        assert response.headers["x-content-type-options"] == "nosniff"
    assert client.get("/").text == "<!doctype html><title>index.html</title>"
    assert client.get(f"/play/{made['id']}").headers["content-type"] == "text/html; charset=utf-8"
    assert client.get("/static/js/play.js").headers["content-type"].startswith("text/javascript")
    assert error_of(client.get("/static/../settings.py"), 404)
    assert client.get("/api/games").headers["cache-control"] == "no-store"

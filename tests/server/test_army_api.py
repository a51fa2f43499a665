"""The army builder's HTTP API: the verdict is the one `meeple army check` gives, army files
read and written back, a user's unit cards validated as `meeple units validate` does; and
what arrives is bounded and refused on one line."""

from __future__ import annotations

from starlette.testclient import TestClient

from meeple.games.dust_tactics.army import army_content, check_army

ARMY = {"name": "Core", "faction": "allies", "scenario": "reconnaissance-in-force",
        "unit": [{"id": "the-hammers"}, {"id": "rhino", "joins": "the-hammers"}]}

CARD = '''
[[unit]]
id = "my-squad"
name = "My Squad"
faction = "allies"
type = "squad"
movement = 1
armour = 2
models = 3
ap = 20
soft_cover = "hit"
hard_cover = "miss"

[[unit.weapons]]
name = "Rifle"
range = 2
infantry = ["1/1", "1/1", "1/1", "-"]
vehicle = ["-", "-", "-", "-", "-", "-", "-"]
aircraft = ["-", "-", "-"]
'''


def test_the_builder_offers_every_packaged_card_and_scenario(client: TestClient) -> None:
    data = client.get("/api/dust-tactics/army-builder").json()
    assert "hell-boys" in data["units"] and data["units"]["hell-boys"]["ap"] > 0
    assert data["scenarios"]["bridgehead"]["army_points"] == 110


def test_the_verdict_is_the_army_checks_own(client: TestClient) -> None:
    answer = client.post("/api/dust-tactics/army/check", json={"army": ARMY}).json()
    assert answer == check_army(army_content(ARMY, "army")).to_json()
    assert answer["valid"] and answer["total_ap"] == 30 + answer["units"][1]["ap"]


def test_every_problem_of_an_army_over_the_limit_is_listed(client: TestClient) -> None:
    heavy = {**ARMY, "scenario": "bridgehead", "unit": [{"id": "hell-boys"}] * 4 + [{"id": "lara"}]}
    answer = client.post("/api/dust-tactics/army/check", json={"army": heavy}).json()
    assert not answer["valid"]
    assert any("limit" in p or "AP" in p for p in answer["problems"])
    assert any("axis" in p.lower() or "faction" in p for p in answer["problems"])


def test_an_army_file_written_reads_back_the_same(client: TestClient) -> None:
    text = client.post("/api/dust-tactics/army/write", json={"army": ARMY}).json()["text"]
    assert 'joins = "the-hammers"' in text
    assert client.post("/api/dust-tactics/army/read", json={"text": text}).json()["army"] == ARMY


def test_user_unit_cards_are_validated_and_checked_against(client: TestClient) -> None:
    read = client.post("/api/dust-tactics/units/read", json={"text": CARD}).json()
    assert read["summary"].startswith("valid: 1 unit: my-squad")
    own = {"faction": "allies", "points": 50, "unit": [{"id": "my-squad"}]}
    assert client.post("/api/dust-tactics/army/check", json={"army": own, "units": CARD}).json()["valid"]
    assert not client.post("/api/dust-tactics/army/check", json={"army": own}).json()["valid"]


def test_bad_input_is_refused_on_one_line(client: TestClient) -> None:
    for path, body in [
        ("/api/dust-tactics/army/read", {"text": "faction = "}),
        ("/api/dust-tactics/army/read", {"text": "x" * 70_000}),
        ("/api/dust-tactics/units/read", {"text": CARD.replace("ap = 20", "ap = -3")}),
        ("/api/dust-tactics/army/check", {"army": {"faction": "martians"}}),
        ("/api/dust-tactics/army/check", {"army": ARMY, "extra": 1}),
        ("/api/dust-tactics/army/write", {"army": "not an army"}),
    ]:
        response = client.post(path, json=body)
        assert response.status_code == 400, (path, response.text)
        assert "\n" not in response.json()["error"] and len(response.json()["error"]) < 400
    too_big = client.post("/api/dust-tactics/army/read", content=b'{"text": "' + b"x" * 200_000 + b'"}')
    assert too_big.status_code == 413

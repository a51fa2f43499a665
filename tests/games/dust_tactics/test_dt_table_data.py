"""The table a Dust Tactics match's options fix (``DtWords.table``): the battlefield of its
scenario, packaged or given as content, and the unit cards of the armies in play."""

from __future__ import annotations

import json

import pytest

from meeple.engine.errors import OptionsError
from meeple.games.dust_tactics.scenarios import load_scenario, scenario_ids
from meeple.games.dust_tactics.words.game_words import WORDS


@pytest.mark.parametrize("scenario_id", scenario_ids())
def test_every_square_of_every_packaged_scenario_has_its_terrain(scenario_id: str) -> None:
    table = WORDS.table({"scenario": scenario_id})
    field = load_scenario(scenario_id).battlefield()
    assert (table["width"], table["height"]) == (field.width, field.height)
    assert table["terrain"] == [[t.value for t in row] for row in field.terrain]
    assert json.loads(json.dumps(table)) == table


def test_the_farmhouse_structure_has_outer_walls_round_its_squares_and_its_entrances() -> None:
    table = WORDS.table({"scenario": "farmhouse"})
    (house,) = table["structures"]
    assert {"square": "f4", "side": "north", "size": "large"} in house["entrances"]
    walls = {(w["square"], w["side"]) for w in house["walls"]}
    assert ("f4", "north") in walls
    inside = set(house["squares"])
    for square, side in walls:
        assert square in inside
    assert not any(w["side"] == "south" and w["square"] == "f4" for w in house["walls"] if "f5" in inside)


def test_the_cards_are_the_armies_in_play_with_their_weapon_lines() -> None:
    table = WORDS.table({"scenario": "bridgehead"})
    units = [u["card"] for side in ("allies", "axis") for u in table["armies"][side]]
    assert set(table["cards"]) == set(units)
    assert all(card["weapons"] for card in table["cards"].values())


def test_a_scenario_given_as_content_is_drawn_as_given() -> None:
    own = {
        "id": "small-field", "name": "Small field", "army_points": 150, "turns": 2,
        "terrain": ["oooo", "o^xo", "oooo", "oooo"],
        "entry": {"allies": "south", "axis": "north"}, "cover_zone": ["a2", "d3"],
        "cover_elements": {"ammo-crate": 1},
    }
    table = WORDS.table({"scenario": own})
    assert table["terrain"][1] == ["open", "deep-water", "debris", "open"]
    assert table["entry"] == {"allies": "south", "axis": "north"}


def test_a_scenario_that_is_not_one_is_a_one_line_error() -> None:
    with pytest.raises(OptionsError) as caught:
        WORDS.table({"scenario": {"id": "broken"}})
    assert "\n" not in str(caught.value)

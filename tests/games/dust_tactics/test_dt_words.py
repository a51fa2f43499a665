"""Dust Tactics' words (``DustTactics.words()``): the sentences, labels, card texts and names
every front end shows, as plain text with semantic tags, written once in the game package."""

from __future__ import annotations

import json
from typing import Any, get_args

from meeple.engine.registry import get_game
from meeple.engine.words import GameWords, plain
from meeple.games.dust_tactics.command_squads import ABILITIES
from meeple.games.dust_tactics.scenarios import scenario_ids
from meeple.games.dust_tactics.terrain import CoverElement, Terrain
from meeple.games.dust_tactics.units import Skill, load_units
from meeple.games.dust_tactics.words.tags import known

GAME = get_game("dust-tactics")


def words() -> GameWords:
    found = GAME.words()
    assert found is not None
    return found


def glossary() -> dict[str, Any]:
    return words().glossary()


def test_the_glossary_is_json_and_names_every_unit_card_skill_terrain_and_scenario() -> None:
    found = glossary()
    assert json.loads(json.dumps(found)) == found
    assert list(found["units"]) == [card.id for card in load_units()]
    assert set(found["skills"]) == set(get_args(Skill))
    assert set(found["abilities"]) == {*ABILITIES, "relay"}
    assert set(found["terrain"]) == {t.value for t in Terrain}
    assert set(found["elements"]) == {e.value for e in CoverElement}
    assert set(found["scenarios"]) == set(scenario_ids())


def test_a_unit_card_gives_its_figures_its_skills_with_their_rule_and_each_weapon_line_as_data_and_words() -> None:
    hell_boys = glossary()["units"]["hell-boys"]
    assert {k: hell_boys[k] for k in ("name", "faction", "type", "armour", "ap", "movement", "models")} == {
        "name": "Hell Boys", "faction": "allies", "type": "squad", "armour": 2, "ap": 34, "movement": 1, "models": 5}
    assert hell_boys["skills"][0]["name"] == "Fast" and "one square further" in hell_boys["skills"][0]["text"]
    shotgun, flamethrower, knife = hell_boys["weapons"]
    assert shotgun["against"]["infantry"] == ["6/1", "3/1", "2/1", "-"] and shotgun["carried_by"] == 3
    assert shotgun["text"].startswith("Shotgun: range 1, carried by 3 models; against infantry 1: 6 dice, 1 damage "
                                      "per hit, 2: 3 dice")
    assert "Ignores cover" in flamethrower["special"]["flamethrower"]
    assert knife["range_text"] == "close combat (range C)" and "every model" in knife["special"]["knife"]


def test_a_heros_skill_says_whether_his_squad_shares_it() -> None:
    """p. 18: a hero's skills are his own but where the skill says the squad shares it."""
    units = glossary()["units"]
    shared = {s["id"]: s["shared_with_squad"] for card in units.values() if card["type"] == "hero"
              for s in card["skills"]}
    assert shared["heroic-attack"] is True and shared["medal-of-honor"] is False


def test_the_skills_say_which_cost_a_skill_action_and_which_are_once_a_game() -> None:
    skills = glossary()["skills"]
    assert skills["tank-head"]["skill_action"] and skills["tank-head"]["limit"] == "game"
    assert not skills["fast"]["skill_action"] and skills["fast"]["limit"] == ""
    assert glossary()["abilities"]["get-moving"]["die"] is True and glossary()["abilities"]["get-up"]["die"] is False


def test_a_scenarios_objectives_are_told_in_words() -> None:
    farmhouse = glossary()["scenarios"]["farmhouse"]
    assert farmhouse["name"] == "The Farmhouse"
    text = farmhouse["objectives"][0]["text"]
    assert text.startswith("the-farmhouse (+10 VP to either side): ") and "with no enemy on them" in text


def test_the_plans_and_the_phases_have_words() -> None:
    found = glossary()
    assert found["plans"]["move+attack"] == "move, then attack"
    assert {"activate", "declare", "move", "aim", "react", "over"} <= set(found["phases"])
    assert found["terrain"]["deep-water"]["name"] == "deep water"


def test_a_destroyed_unit_is_told_with_its_side_and_the_points_it_gives() -> None:
    phrase = words().event({"type": "destroyed", "unit": "hans"}, ["Ann", "Bob"], 0) or []
    assert plain(phrase) == "Hans is destroyed! (+24 VP to the Allies)"
    assert phrase[0] == ("Hans", "unit axis") and (" is destroyed!", "destroyed") in phrase
    assert all(known(tag) for _, tag in phrase)


def test_with_four_seats_the_words_name_the_sides_players_and_the_seat_that_activates() -> None:
    seats = ["Ann", "Bob", "Cy", "Di"]
    assert plain(words().event({"type": "activate", "unit": "blackhawk", "seat": 2}, seats, None) or []) == \
        "Cy activates Blackhawk"
    initiative = words().event({"type": "initiative", "winner": "allies"}, seats, 1) or []
    assert plain(initiative) == "Allies (Ann & Cy) win the initiative and choose who activates first"

"""Dust Tactics played with a player's own unit cards: the ``units`` option (DT-139).

The cards of ``docs/examples/dust-tactics-units.toml`` differ from the packaged ones: the Hell
Boys' Shotgun rolls 4 dice a carrier against armour 2 (packaged: 3), Rhino has 6 hit points
(packaged: 4, reconstructed), and neither card marks a value reconstructed.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from meeple.engine.data_files import read_toml
from meeple.engine.errors import IllegalActionError, OptionsError, RecordError
from meeple.engine.record import GameRecord, load_record, replay_record, save_record
from meeple.engine.registry import get_game
from meeple.engine.words import plain, telling
from meeple.games.dust_tactics import given_units
from meeple.games.dust_tactics.army import army_content, check_army
from meeple.games.dust_tactics.given_units import game_cards, packaged_cards, with_cards
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.units import load_units, units_content
from meeple.games.dust_tactics.words.attack_event_words import attack_phrase
from meeple.games.dust_tactics.words.names import cards_by_id
from meeple.games.dust_tactics.words.unit_words import strength_text
from meeple.sim.play import play_game

ROOT = Path(__file__).resolve().parents[3]
EXAMPLE = ROOT / "docs" / "examples" / "dust-tactics-units.toml"
RECORDS = Path(__file__).parent / "records"
GAME = get_game("dust-tactics")


def own_units() -> dict[str, Any]:
    """What the example units file parses to: the content the option holds."""
    return read_toml(EXAMPLE, "units")


def with_card_change(change: dict[str, Any], card: int = 0) -> dict[str, Any]:
    """The example's content with ``change`` made to its ``card``-th card."""
    raw = own_units()
    raw["unit"][card] = {**raw["unit"][card], **change}
    return raw


def new_game(**options: Any) -> DtState:
    state = GAME.new_game(2, options)
    assert isinstance(state, DtState)
    return state


# ------------------------------------------------------------------------- the option


def test_the_game_fields_the_players_cards_in_place_of_the_packaged_ones() -> None:
    state = new_game(units=own_units())
    assert state.units["rhino"].hit_points == 6 and state.units["rhino"].card.hit_points == 6
    shotgun = state.units["hell-boys"].card.weapon("Shotgun")
    assert str(shotgun.infantry[1]) == "4/1"
    assert state.units["hell-boys"].card.reconstructed == ()
    assert state.units["death-dealers"].card == packaged_cards()["death-dealers"]  # not given: packaged


def test_without_the_option_the_packaged_cards_are_played() -> None:
    assert new_game().units["rhino"].hit_points == 4


@pytest.mark.parametrize(("content", "problem"), [
    ("my-units.toml", "units: 'my-units.toml' is not unit cards"),
    (with_card_change({"ap": "many"}), "units: unit hell-boys: ap:"),
    (with_card_change({"models": 9}), "units: unit hell-boys: models: a squad has 2 to 5 (p. 4)"),
    (with_card_change({"id": "my-hell-boys"}), "units: unit my-hell-boys: id: a game plays the packaged cards' ids only"),
    (with_card_change({"name": "Heaven Boys"}), "units: unit hell-boys: name: 'Heaven Boys' is not the printed card's"),
    (with_card_change({"faction": "axis"}), "units: unit hell-boys: faction:"),
    ({"unit": [own_units()["unit"][0], own_units()["unit"][0]]}, "units: unit hell-boys: id: listed twice"),
    ({"unit": [], "extra": 1}, "units: extra: "),
    ({"unit": [{"notes": "x" * 70_000}]}, "option units: the content given is refused: larger than"),
])
def test_bad_unit_cards_are_refused_on_one_line_and_nothing_is_kept(content: Any, problem: str) -> None:
    known = dict(given_units._GIVEN)
    with pytest.raises(OptionsError) as refused:
        new_game(units=content)
    message = str(refused.value)
    assert problem in message and "\n" not in message
    assert given_units._GIVEN == known
    assert packaged_cards()["hell-boys"] == next(c for c in load_units() if c.id == "hell-boys")


def test_a_units_file_is_checked_as_meeple_units_validate_checks_one() -> None:
    raw = with_card_change({"armour": 9})
    with pytest.raises(Exception) as as_file:
        units_content(raw, "units")
    with pytest.raises(OptionsError) as as_option:
        new_game(units=raw)
    assert str(as_file.value) in str(as_option.value)


def test_the_same_cards_given_twice_are_read_once() -> None:
    assert game_cards(own_units()) is game_cards(own_units())


def test_a_process_keeps_a_bounded_number_of_sets_of_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    known = game_cards(own_units())
    monkeypatch.setattr(given_units, "MAX_GIVEN", len(given_units._GIVEN))
    with pytest.raises(OptionsError, match=r"^units: \d+ sets of unit cards were given already in this process"):
        new_game(units=with_card_change({"ap": 33}))
    assert game_cards(own_units()) is known  # cards already known are still played


def test_an_army_may_field_the_players_card_and_is_checked_against_it() -> None:
    army = {"faction": "allies", "scenario": "bridgehead",
            "unit": [{"id": "rhino", "joins": "the-hammers"}, {"id": "the-hammers"}]}
    state = new_game(scenario="bridgehead", units=own_units(), allies_army=army)
    assert state.units["the-hammers"].hero is not None and state.units["the-hammers"].hero.hit_points == 6
    over = with_card_change({"ap": 99}, card=1)
    with pytest.raises(OptionsError, match=r"allies_army: army points: \d+ AP is \d+ over the limit of 110"):
        new_game(scenario="bridgehead", units=over, allies_army=army)


def test_the_army_check_adds_a_new_card_and_replaces_a_packaged_one() -> None:
    raw = own_units()
    new_card = {**raw["unit"][1], "id": "big-rhino", "name": "Big Rhino"}
    cards = with_cards(units_content({"unit": [raw["unit"][0], new_card]}, "units"))
    army = army_content({"faction": "allies", "points": 200,
                         "unit": [{"id": "big-rhino"}, {"id": "hell-boys"}, {"id": "blackhawk"}]}, "army")
    verdict = check_army(army, None, cards)
    assert verdict.valid, verdict.problems
    assert [u.card.name for u in verdict.units if u.card] == ["Big Rhino", "Hell Boys", "Blackhawk"]


# ------------------------------------------------------------------ the rules, a record


def shotgun_record() -> GameRecord:
    """p. 11's Shotgun attack, played up to the roll of the Shotgun's dice."""
    record = load_record(RECORDS / "hell-boys-shotgun-9-then-6.json")
    return record.model_copy(update={"moves": record.moves[:18]})


def test_the_rules_roll_the_dice_of_the_players_card() -> None:
    """p. 11: three Shotgun carriers against armour 2 roll 3 x 3 = 9 dice with the packaged
    card; the player's card says 4/1, so they roll 12."""
    packaged = replay_record(shotgun_record()).state
    record = shotgun_record()
    own = replay_record(record.model_copy(update={"options": {**record.options, "units": own_units()}})).state
    assert [len(a.arg) for a, _ in packaged.chance_outcomes()][-1] == 9
    assert [len(a.arg) for a, _ in own.chance_outcomes()][-1] == 12


def test_a_record_pinning_the_packaged_cards_dice_does_not_replay_with_the_players_cards() -> None:
    record = load_record(RECORDS / "hell-boys-shotgun-9-then-6.json")
    mine = record.model_copy(update={"options": {**record.options, "units": own_units()}})
    with pytest.raises((RecordError, IllegalActionError)):
        replay_record(mine)


def test_a_whole_game_with_the_players_cards_is_kept_in_its_record_and_replays_from_it(tmp_path: Path) -> None:
    outcome = play_game(GAME, ["heuristic", "random"], seed=11, options={"scenario": "bridgehead", "units": own_units()},
                        keep_record=True)
    record = outcome.record
    assert record is not None and record.options["units"] == own_units()
    path = tmp_path / "game.json"
    save_record(record, path)
    assert json.loads(path.read_text(encoding="utf-8"))["options"]["units"] == own_units()
    replayed = replay_record(load_record(path)).state
    assert isinstance(replayed, DtState) and replayed.is_over()
    assert replayed.returns() == outcome.returns
    assert replayed.units["rhino"].card.hit_points == 6


def test_a_game_without_the_players_cards_keeps_a_record_without_the_option() -> None:
    """The record of a game that gives no cards reads as records did before the option existed."""
    outcome = play_game(GAME, ["random", "random"], seed=5, options={"scenario": "bridgehead"}, keep_record=True)
    assert outcome.record is not None and "units" not in outcome.record.options
    assert set(outcome.record.options) == {"scenario", "allies_army", "axis_army", "seat_units"}
    assert replay_record(outcome.record).state.returns() == outcome.returns


# ------------------------------------------------------------------------------ words


def test_the_words_read_the_games_own_cards_while_they_tell_it() -> None:
    options = {"units": own_units()}
    state = new_game(**options)
    rhino = next(u for u in state.observation(0)["units"] if u["id"] == "rhino")
    assert strength_text(rhino) == "6/4 HP"  # the packaged card's 4 when the game is not held
    with telling(GAME.words(), options):
        assert strength_text(rhino) == "6/6 HP"
        assert cards_by_id()["rhino"].hit_points == 6
    assert cards_by_id()["rhino"].hit_points == 4


def test_the_table_a_front_end_receives_holds_the_players_cards_without_reconstructed_marks() -> None:
    table = GAME.words().table({"units": own_units()})
    rhino = table["cards"]["rhino"]
    assert rhino["hit_points"] == 6 and not rhino.get("reconstructed")
    packaged = GAME.words().table({})["cards"]["rhino"]
    assert packaged["hit_points"] == 4 and packaged.get("reconstructed")


def test_the_news_of_an_attack_names_the_line_of_the_players_card() -> None:
    raw = own_units()
    raw["unit"][1]["weapons"][0]["name"] = "Rocket Fist"
    event = {"type": "attack", "unit": "rhino", "shots": [["0", "sturmpioniere"]]}
    with telling(GAME.words(), {"units": raw}):
        told = plain(attack_phrase(event))
    assert told == "Rhino attacks: Rocket Fist at Sturmpioniere"
    assert plain(attack_phrase(event)) == "Rhino attacks: Heavy Rocket Punch at Sturmpioniere"

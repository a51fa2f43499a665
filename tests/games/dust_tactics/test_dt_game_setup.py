"""Set-up of a game from a scenario (rulebook p. 19, "PREPARAZIONE DEL GIOCO"; p. 18, heroes
joining at the start): armies within the army-point limit, cover elements placed in the
cover zone after three dice each, heroes joining a squad of their armour class, and units
entering on turn one with a first move of one square."""

from __future__ import annotations

import pytest

from dt_game_helpers import GAME, fresh, initiative_to, play, texts, through_setup
from meeple.engine.errors import IllegalActionError, OptionsError
from meeple.games.dust_tactics.armies import army_points, default_army
from meeple.games.dust_tactics.scenarios import load_scenario


def test_the_game_is_registered_for_two_to_six_players_with_the_scenario_option() -> None:
    assert (GAME.min_players, GAME.max_players) == (2, 6)  # "in 3, 4, 5 e perfino 6 giocatori" (p. 7; teams.py)
    assert GAME.check_options(2, None)["scenario"] == "reconnaissance-in-force"
    with pytest.raises(OptionsError):
        GAME.new_game(2, {"scenario": "no-such-scenario"})


def test_reconnaissance_in_force_fields_the_whole_core_set_on_each_side() -> None:
    state = fresh()
    assert sorted(state.units) == sorted([
        "hell-boys", "death-dealers", "the-hammers", "rhino", "blackhawk",
        "sturmpioniere", "heavy-laser-grenadiers", "heavy-flak-grenadiers", "lara", "hans",
    ])
    assert all(square is None for square in state.pos.values()), "units enter on turn one (p. 19)"


def test_bridgehead_armies_stay_within_its_100_army_points() -> None:
    """"bisogna che i punti armata delle due fazioni non sorpassino quelli indicati"."""
    limit = load_scenario("bridgehead").army_points
    for faction in ("allies", "axis"):
        cards = default_army(faction, limit)
        assert army_points(cards) <= limit
    state = fresh("bridgehead")
    for seat in (0, 1):
        assert sum(u.card.ap for uid, u in state.units.items() if state.seat_of[uid] == seat) <= limit


def test_three_dice_each_decide_who_places_cover_first_and_ties_are_rerolled() -> None:
    state = fresh()
    assert state.phase == "cover-roll" and state.is_chance()
    play(state, "chance: roll hbb", "chance: roll bhb")
    assert state.is_chance(), "a tie is rolled again"
    play(state, "chance: roll bbb", "chance: roll hbb")
    assert state.phase == "cover-place" and state.current_players() == [1]


def test_cover_elements_go_in_the_cover_zone_alternately() -> None:
    """"Gli elementi di copertura possono essere posizionati solo nella 'zona di copertura'"."""
    state = fresh()
    play(state, "chance: roll hhh", "chance: roll bbb")
    legal = texts(state.legal_actions(0))
    assert "place ammo-crate e4" in legal and "place ammo-crate e3" not in legal
    assert "place ammo-crate b4" not in legal, "no cover element on deep water (p. 6)"
    play(state, "0: place ammo-crate e4")
    assert state.current_players() == [1]
    with pytest.raises(IllegalActionError):
        play(state, "1: place ammo-crate e4")


def test_a_hero_joins_only_a_squad_of_its_armour_class() -> None:
    """"un eroe [armatura] 2 può affiancare solo una squadra [armatura] 2"."""
    state = fresh()
    play(state, "chance: roll hhh", "chance: roll bbb", "0: place ammo-crate a4", "1: place ammo-crate a5",
         "0: place anti-tank-block b5", "1: place anti-tank-block c4")
    assert state.phase == "heroes" and state.hero_queue[0] == "rhino"
    # Rhino is armour 3: The Hammers (3) yes, Hell Boys and Death Dealers (2) no.
    assert texts(state.legal_actions(0)) == ["join the-hammers", "alone"]
    play(state, "0: join the-hammers")
    assert state.units["the-hammers"].hero is not None and "rhino" not in state.pos
    assert state.current_players() == [1]
    assert set(texts(state.legal_actions(1))) == {"join heavy-laser-grenadiers", "join heavy-flak-grenadiers", "alone"}


def test_units_enter_on_turn_one_with_a_move_of_one_square_from_their_edge() -> None:
    """"La prima azione di ogni unità deve essere il movimento di un quadrato"."""
    state = through_setup(fresh())
    initiative_to(state, 1)
    play(state, "1: activate sturmpioniere")
    assert texts(state.legal_actions(1)) == ["declare move", "declare move+move", "declare move+attack"]
    play(state, "1: declare move+attack")
    moves = texts(state.legal_actions(1))
    assert moves == [f"move {c}1" for c in "abcdefghijkl"], "the Axis enter from the north edge (row 1)"
    play(state, "1: move e1")
    assert str(state.pos["sturmpioniere"]) == "e1"

"""Heroes in squads (rulebook p. 18): one activation, the hero's lines beside the squad's,
shared hit points, the faster movement, and leaving the squad for good."""

from __future__ import annotations

import pytest

from dt_game_helpers import battle, fresh, initiative_to, play, texts
from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics import heroes


def joined(**squares: str):
    state = battle(**squares)
    heroes.join(state, "rhino", "the-hammers")
    state._occupancy = None
    return state


def test_the_hero_and_the_squad_are_activated_together_and_fire_together() -> None:
    """"L'eroe e la squadra sono attivati nello stesso momento. Le armi dell'eroe sono
    utilizzate nello stesso momento di quelle della squadra"."""
    state = joined(the_hammers="e5", rhino="e5", sturmpioniere="e4")
    initiative_to(state, 0)
    assert texts(state.legal_actions(0)) == ["activate the-hammers"]
    play(state, "0: activate the-hammers", "0: declare attack")
    lines = [ref for ref in state.aim.lines]
    assert [r.hero for r in lines] == [False, False, False, True, True]


def test_the_combined_unit_moves_as_its_fastest() -> None:
    """"Il valore di movimento dell'unità combinata è uguale al valore di movimento della più rapida"."""
    state = joined(the_hammers="e6", rhino="e6", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate the-hammers", "0: declare move")
    assert "move e4" in texts(state.legal_actions(0)), "Rhino's 2 squares"


def test_damage_may_be_given_to_the_hero_and_a_hero_alone_never_rolls_cover() -> None:
    """Lara's MG 44 Zwei rolls three dice against armour 3. "Quando la squadra subisce un danno il giocatore può decidere se attribuirlo all'eroe
    oppure alla squadra"."""
    state = joined(the_hammers="e5", rhino="e5", blackhawk="l8", lara="e3")
    initiative_to(state, 1)
    play(state, "1: activate lara", "1: declare attack", "1: aim the-hammers", "1: hold-fire",
         "chance: roll hbb")
    assert "lose hero" in texts(state.legal_actions(0))
    play(state, "0: lose hero")
    assert state.units["the-hammers"].hero.hit_points == 3


def test_a_hero_leaves_its_squad_for_good_and_never_joins_again() -> None:
    """"Un eroe e una squadra possono invece decidere di separarsi" ... "non potrà più unirsi"."""
    state = joined(the_hammers="e6", rhino="e6", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate the-hammers")
    assert "detach" in texts(state.legal_actions(0))
    play(state, "0: detach")
    assert state.pos["rhino"] == state.pos["the-hammers"] and "rhino" in state.activated
    assert state.units["the-hammers"].hero is None and "rhino" in state.left
    assert "detach" not in texts(state.legal_actions(0))


def test_a_joined_hero_enters_with_its_squad_and_may_leave_it_only_once_on_the_battlefield() -> None:
    """p. 18: "L'eroe entra in gioco nello stesso momento della squadra"; p. 19: "Durante il primo
    turno tutte le unità devono entrare nel campo di battaglia" (DT-31). Rhino joined to The
    Hammers at set-up: on turn one the squad, still off the battlefield, is offered no
    ``detach``, and it is refused; the pair enters together with the squad's first Move."""
    state = fresh()
    play(state, "chance: roll hhh", "chance: roll bbb", "0: place ammo-crate a4", "1: place ammo-crate a5",
         "0: place anti-tank-block b5", "1: place anti-tank-block c4", "0: join the-hammers", "1: alone")
    initiative_to(state, 0)
    play(state, "0: activate the-hammers")
    assert state.pos["the-hammers"] is None
    assert texts(state.legal_actions(0)) == ["declare move", "declare move+move", "declare move+attack"]
    with pytest.raises(IllegalActionError):
        play(state, "0: detach")
    assert state.units["the-hammers"].hero is not None and "rhino" not in state.pos
    play(state, "0: declare move")
    play(state, "0: move e8")
    assert state.pos["the-hammers"] is not None and state.units["the-hammers"].hero is not None


def test_a_hero_whose_squad_falls_goes_on_alone() -> None:
    state = joined(the_hammers="e5", rhino="e5", blackhawk="l8", lara="e3")
    initiative_to(state, 1)
    play(state, "1: activate lara", "1: declare attack", "1: aim the-hammers", "1: hold-fire",
         "chance: roll hhh", "0: lose 0", "0: lose 0", "0: lose 1")
    assert "the-hammers" not in state.pos and str(state.pos["rhino"]) == "e5"
    assert state.vp == [0, 30] and state.units["rhino"].hit_points == 4


def test_no_hero_waits_to_join_when_the_player_refuses() -> None:
    state = fresh()
    play(state, "chance: roll hhh", "chance: roll bbb", "0: place ammo-crate a4", "1: place ammo-crate a5",
         "0: place anti-tank-block b5", "1: place anti-tank-block c4", "0: alone", "1: alone")
    assert state.phase == "initiative" and state.joined == {}


def test_a_vehicle_moves_onto_a_friendly_heros_square_and_both_stay_targets() -> None:
    """DT-8: the Blackhawk may end its Move on Rhino's e5 (p. 18: "Gli eroi possono occupare lo
    stesso quadrato di un'unità di fanteria o di un veicolo amico"); then the Sturmpioniere may
    aim at either unit there, each in its own column."""
    state = battle(blackhawk="e6", rhino="e5", sturmpioniere="e3")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare move")
    assert "move e5" in texts(state.legal_actions(0))
    play(state, "0: move e5")
    assert state.pos["blackhawk"] == state.pos["rhino"]
    play(state, "1: activate sturmpioniere", "1: declare attack")
    assert {"aim rhino", "aim blackhawk"} <= set(texts(state.legal_actions(1)))

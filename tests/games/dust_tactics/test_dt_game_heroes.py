"""Heroes in squads (rulebook p. 18): one activation, the hero's lines beside the squad's,
shared hit points, the faster movement, and leaving the squad for good."""

from __future__ import annotations

import pytest

from dt_game_helpers import battle, fresh, initiative_to, play, texts
from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics import artillery, heroes, limited_ammo, orders, reload
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.units import WeaponRange


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


def test_a_hero_who_leaves_his_squad_takes_his_unloaded_weapons_and_crossed_munitions_with_him() -> None:
    """p. 19: "Quando un eroe si separa dalla sua squadra, separate le due schede unità"; p. 22:
    "Collocate sulla carta dell'unità il segnalino "loaded""; p. 24: "fate una croce su un
    quadratino per ogni munizione usata" (DT-131). No card has it, so Rhino is given a
    reloadable Werfer and a range-A Mortar with two munitions: joined to The Hammers he fires
    both on turn two; when he leaves the squad on turn three both lines are still unloaded on his
    own card, one Mortar box still crossed, and the squad's lines are as they were."""
    state = battle(the_hammers="e5", rhino="e5", sturmpioniere="e1")
    card = state.units["rhino"].card
    punch, second = card.weapons
    werfer = punch.model_copy(update={"name": "Werfer", "range": WeaponRange.model_validate(4), "special": ("reloadable",)})
    mortar = second.model_copy(update={"name": "Mortar", "range": WeaponRange.model_validate("A"), "limited_ammo": 2})
    armed = card.model_copy(update={"id": "rhino-armed", "weapons": (werfer, mortar), "skills": ("reload",)})
    state.units["rhino"] = UnitState.fresh(armed)  # its own card id: what a card may order is kept per id
    heroes.join(state, "rhino", "the-hammers")
    state._occupancy = None
    initiative_to(state, 0)
    play(state, "0: activate the-hammers", "0: declare attack", "0: hold-fire", "0: hold-fire",
         "0: aim sturmpioniere", "0: aim sturmpioniere", "0: hold-fire", "chance: roll bbbb", "chance: roll bbbb")
    assert not reload.loaded(state, "the-hammers", WeaponRef(0, hero=True))
    assert artillery.unloaded_lines(state, "the-hammers") == (WeaponRef(1, hero=True),)
    play(state, "1: activate sturmpioniere", "1: declare nothing")
    initiative_to(state, 0)
    play(state, "0: activate the-hammers", "0: detach")
    assert reload.unloaded_reloadable(state, "rhino") == (WeaponRef(0),), "the Werfer is still unloaded"
    assert artillery.unloaded_lines(state, "rhino") == (WeaponRef(1),), "so is the Mortar"
    assert limited_ammo.boxes_left(state.units["rhino"], WeaponRef(1)) == 1
    assert reload.unloaded_reloadable(state, "the-hammers") == () == artillery.unloaded_lines(state, "the-hammers")
    assert all(uid == "rhino" for uid, _ in state.markers.unloaded)
    assert "skill reload" in texts(orders.options(state, "rhino")), "his Skill action reloads them"

"""Battle map N.07, Pointe-du-Hoc: every sector rule of the rulebooks, scripted through games on
the packaged map with every die pinned, and heuristic-bot games whose records replay.

Rulebooks: Spanish 002_..., "Mapa de Batalla N-07 : POINTE-DU-HOC" (the better source for
maps); Italian 000_..., p. 20, "Mappa N.07: POINT-DU-HOC". Rulings DDM-50 .. DDM-55
(docs/rulings.md).

The board (data/maps/pointe-du-hoc.toml; layout and numbers reconstructed): row 6 bunker 13;
row 5: 11, 12; row 4: the cliff, 9 and 10 (climbing; a barrier between them); row 3: 6, 7 (the
retreat), 8; row 2: 4 (no item), 5; row 1: 1, 2 (start), 3. Courage 1, 2, 2, 2 across the row
lines; 6 and 7 advance into 9, 7 and 8 into 10.
"""

from __future__ import annotations


import re

import pytest

from dday_helpers import (
    act, assert_record_replays, board_cell, chance, legal, map_notes, maps_show, new_map_game,
    place_before_upkeep as place, play_bot_game, roll_if_locking as roll, skip,
)
from meeple.engine.core import CHANCE
from meeple.games.dday_dice.maps import load_map
from meeple.games.dday_dice.phases import COMBAT, MOVE, SUPPLY, UPKEEP
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import LOCK, REROLL

MAP = "pointe-du-hoc"
#: No RWB, no full set, no skull: +2 soldiers, 3 Item Points, +1 courage, +1 star.
QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")
#: Four skulls (red, red, white, white: no Dead Man's Gift), a star and a courage.
FOUR_SKULLS = ("skull", "skull", "skull", "skull", "star", "courage")


# ----------------------------------------------------------------------------- helpers


def new(players: int = 1, **options: object) -> DdState:
    """A new game on this file's map."""
    return new_map_game(MAP, players, **options)


def cancel_all(state: DdState, seat: int = 0) -> None:
    """Phase 2: each skull cancels the first die it may."""
    while state.phase == UPKEEP and seat in state.current_players():
        options = [a for a in state.legal_actions(seat) if a.kind == "cancel"]
        if not options:
            return
        state.apply(seat, options[0])


# -------------------------------------------------------------------------- the board


def test_the_start_is_sector_2_with_1_soldier_and_3_courage() -> None:
    """es: "Sector 2: Tus recursos iniciales son 1 Soldado y 3 de Coraje" (DDM-50)."""
    board = load_map(MAP)
    assert [s.number for s in board.start_sectors] == [2]
    state = new(2)
    for unit in state.units:
        assert (unit.sector, unit.soldiers, unit.courage, unit.stars) == (2, 1, 3, 0)


def test_the_cliff_sectors_are_9_and_10_and_sector_7_lies_under_both() -> None:
    """"Si Escalas en el Sector 9 ó 10 y fallas, se te permite retirarte al Sector 7 ... e
    intentar Escalar en otro Sector": 7 advances into both; 6 and 8 climb without passing 7."""
    board = load_map(MAP)
    climbs = sorted(c.number for c in board.sectors if any(r.rule == "climb" for r in c.special))
    assert climbs == [9, 10]
    assert [c.number for c in board.sectors if any(r.rule == "climb-retreat" for r in c.special)] == [7]
    assert {m.to for m in board.moves_from(7) if m.kind == "forward"} == {9, 10}
    assert {m.to for m in board.moves_from(6) if m.kind == "forward"} == {9}
    assert {m.to for m in board.moves_from(8) if m.kind == "forward"} == {10}
    assert board.move(9, 10) is not None and board.move(9, 10).barrier, "no second try along the cliff"
    assert board.last_sectors_before_bunker() == (11, 12)


def test_the_card_lists_are_the_rulebooks() -> None:
    cards = load_map(MAP).cards
    assert cards.regular_specialists == ("corporal", "hero", "medic", "platoon-leader", "point-man", "sharpshooter", "veteran")
    assert cards.unique_specialists == ("captain", "lieutenant", "marksman", "quartermaster", "war-correspondent")
    assert cards.special_items == ("ammo-box", "command-jacket", "dispatch-case", "grappling-hook", "rangefinder", "rope-ladder")


# ------------------------------------------------------------------------ sector 4: no item


def test_sector_4_allows_no_new_item_but_items_held_are_used() -> None:
    """"Sector 4: Aunque no se pueden encontrar Objetos aquí, pueden ser usados en el Sector si
    se encontraron antes"."""
    state = new()
    place(state, 0, 4, (2,))
    unit = state.units[0]
    unit.item_points = 30
    unit.items.append("walkie-talkie")
    roll(state, QUIET)
    skip(state, SUPPLY)
    assert state.phase == SUPPLY
    options = legal(state)
    assert not any(o.startswith("find") for o in options)
    assert "use walkie-talkie" in options
    act(state, "use walkie-talkie")
    assert unit.items == []


# ----------------------------------------------------------------- the climb: 4 skulls


def test_no_die_is_locked_on_the_first_roll_while_climbing() -> None:
    """"cuando Escalas no se Fijan dados": after the first roll the unit may reroll all six."""
    state = new()
    place(state, 0, 9, (2, 4, 6))
    chance(state, *(f"face {f}" for f in QUIET))
    unit = state.units[0]
    assert unit.stage == REROLL and not any(unit.locked)
    options = legal(state)
    assert not any(o.startswith("lock") for o in options)
    assert "reroll r1,r2,w1,w2,b1,b2" in options and "stop" in options


def test_outside_the_cliff_two_dice_are_locked_as_usual() -> None:
    state = new()
    place(state, 0, 7, (2, 4))
    chance(state, *(f"face {f}" for f in QUIET))
    assert state.units[0].stage == LOCK
    assert "stop" not in legal(state)


def test_four_skulls_in_the_final_count_let_the_climber_advance() -> None:
    """"Para "Escalar", debes obtener 4 Calaveras en tu Resultado Final": with them the advance
    from 9 into 11 is open (and costs the row line's 2 courage)."""
    state = new()
    place(state, 0, 9, (2, 4, 6))
    unit = state.units[0]
    unit.soldiers = 10
    roll(state, FOUR_SKULLS)
    assert state.phase == UPKEEP
    cancel_all(state)
    skip(state, MOVE)
    assert "move 11" in legal(state)
    act(state, "move 11")
    assert unit.sector == 11 and unit.courage == 3 + 0 - 2, "the two other dice were cancelled: no courage gained"


def test_three_skulls_are_no_climb_the_unit_cannot_advance() -> None:
    state = new()
    place(state, 0, 9, (2, 4, 6))
    state.units[0].soldiers = 10
    roll(state, ("skull", "skull", "skull", "soldier", "star", "courage"))
    cancel_all(state)
    skip(state, MOVE)
    assert legal(state) == {"stay"}


def test_a_grappling_hook_skull_completes_the_climb() -> None:
    """Added skulls are in the Final Count: the Grappling Hook ("Aggiungi 1 teschio di qualsiasi
    colore al tuo Conteggio Finale") turns three skulls into a climb."""
    state = new()
    place(state, 0, 10, (2, 5, 8))
    unit = state.units[0]
    unit.soldiers = 10
    unit.items.append("grappling-hook")
    roll(state, ("skull", "skull", "skull", "soldier", "star", "courage"))
    act(state, "use grappling-hook red")
    assert state.units[0].extra == [(0, 0)], "a red skull added"
    cancel_all(state)
    skip(state, MOVE)
    assert "move 12" in legal(state)


def test_the_climb_counts_for_its_own_turn_only() -> None:
    """The climb opens this turn's advance; a unit that stays must climb again (DDM-51)."""
    state = new()
    place(state, 0, 9, (2, 4, 6))
    state.units[0].soldiers = 12
    roll(state, FOUR_SKULLS)
    cancel_all(state)
    skip(state, MOVE)
    act(state, "stay")
    skip(state, lambda s: s.turn == 2)
    assert state.turn == 2 and len(state.dice_queue) == 6
    roll(state, QUIET)
    skip(state, MOVE)
    assert legal(state) == {"stay"}


def test_skulls_cancel_dice_while_climbing() -> None:
    """"Las Calaveras obtenidas mientras Escalas cuentan como siempre (cancelan otros dados)"."""
    state = new()
    place(state, 0, 9, (2, 4, 6))
    unit = state.units[0]
    soldiers = unit.soldiers
    roll(state, ("skull", "skull", "skull", "skull", "soldiers", "soldiers"))
    assert sum(1 for c in unit.choices if c == "skull") == 2
    cancel_all(state)
    assert unit.soldiers == soldiers, "both two-soldier dice were cancelled"


def test_four_skulls_in_three_colours_give_a_dead_mans_gift_and_the_fourth_cancels_a_die() -> None:
    """"... y pueden darte un Regalo del Hombre Muerto"; "Las Calaveras obtenidas mientras
    Escalas cuentan como siempre (cancelan otros dados)"; the Gift: "ignori gli effetti negativi
    di questi teschi" -- skulls red, white and blue make the RWB (20 Item Points) and cancel
    nothing; the fourth skull cancels a die as always (DDM-52)."""
    state = new()
    place(state, 0, 9, (2, 4, 6))
    unit = state.units[0]
    unit.soldiers = 10
    roll(state, ("skull", "soldiers", "skull", "soldiers", "skull", "skull"))
    assert unit.choices == ["skull"], "one skull to place: the fourth"
    act(state, "cancel r2")
    assert unit.item_points == 20
    assert unit.soldiers == 10 + 2
    skip(state, MOVE)
    assert "move 11" in legal(state), "four skulls: a climb as well"


def test_no_rwb_battle_cry_while_climbing() -> None:
    """"no está permitido el Grito de Guerra RBA": three courage of three colours in sector 9
    give no Battle Cry choice; the courage results still count."""
    state = new()
    place(state, 0, 9, (2, 4, 6))
    unit = state.units[0]
    courage = unit.courage
    roll(state, ("courage", "soldier", "courage", "soldier", "courage", "star"))
    assert "battle-cry" not in unit.choices
    assert unit.courage == courage + 3


def test_a_battle_cry_granted_by_a_medal_stands_on_the_cliff() -> None:
    """Precedence (it p. 11): "Onorificenze (ignorare tutto il resto) ... Attributi di settore":
    the Croix de Guerre ("Tutte le unità guadagnano un RWB Battle Cry") played while climbing
    gives its Battle Cry; only the dice's is barred there (DDM-52)."""
    state = new()
    place(state, 0, 9, (2, 4, 6))
    unit = state.units[0]
    state.medal_deck.remove("croix-de-guerre")
    unit.medals.append("croix-de-guerre")
    roll(state, ("soldier", "soldier", "tool", "star", "courage", "star"))
    act(state, "play croix-de-guerre")
    skip(state, lambda s: "battle-cry" in unit.choices)
    assert legal(state) == {"battle-cry soldiers", "battle-cry move"}


def test_the_battle_cry_stands_below_the_cliff() -> None:
    state = new()
    place(state, 0, 7, (2, 4))
    roll(state, ("courage", "soldier", "courage", "soldier", "courage", "star"))
    assert legal(state) == {"battle-cry soldiers", "battle-cry move"}


def test_other_rwb_bonuses_stand_while_climbing() -> None:
    """Only the Battle Cry is barred (DDM-52): Fresh Troops still gives 6 soldiers."""
    state = new()
    place(state, 0, 10, (2, 5, 8))
    unit = state.units[0]
    roll(state, ("soldiers", "star", "soldiers", "star", "soldiers", "courage"))
    assert unit.soldiers == 1 + 6 + 6


# ------------------------------------------------------ three turns, and the retreat to 7


def climb_fails_on_the_third_turn(visited: tuple[int, ...]) -> DdState:
    """A unit on its third turn in sector 9 (marker 2 so far) rolls no climb."""
    state = new()
    place(state, 0, 9, visited, marker=3)
    state.units[0].soldiers = 10
    roll(state, QUIET)
    skip(state, MOVE)
    return state


def test_three_turns_without_a_climb_send_the_unit_back_to_sector_7() -> None:
    """"Tienes 3 turnos para conseguirlo. Si fallas en tu Escalada, debes retirarte al Sector 7
    (si aún no lo has visitado)": the retreat is the failed climber's one move; it costs no
    courage and the unit's marker starts again."""
    state = climb_fails_on_the_third_turn((2, 4, 6))
    unit = state.units[0]
    assert unit.must_move
    assert legal(state) == {"move 7"}
    courage = unit.courage
    act(state, "move 7")
    assert (unit.sector, unit.marker, unit.must_move, unit.courage) == (7, 1, False, courage)
    assert unit.visited == [2, 4, 6, 9, 7]


def test_after_the_retreat_the_unit_climbs_in_the_other_sector() -> None:
    """"... e intentar Escalar en otro Sector": from 7 the way up is 10, never 9 again."""
    state = climb_fails_on_the_third_turn((2, 4, 6))
    act(state, "move 7")
    unit = state.units[0]
    unit.courage = 5
    skip(state, lambda s: s.phase != COMBAT and s.current_players() == [CHANCE] and bool(s.dice_queue))
    assert state.turn == 2
    roll(state, QUIET)
    skip(state, MOVE)
    assert {"move 10", "move 8"} <= legal(state) and "move 9" not in legal(state)


def test_a_failed_climber_that_came_through_sector_7_is_lost() -> None:
    """"si ya has visitado el Sector 7 al Escalar, ¡no puedes retirarte ahí!": with no move
    left, the unit that must move is eliminated ("Se un'unità deve muovere e non può farlo
    ... sarà eliminata")."""
    state = climb_fails_on_the_third_turn((2, 4, 7))
    unit = state.units[0]
    assert unit.lost and "could not" in unit.lost_cause
    assert state.is_over() or state.phase != MOVE


def test_a_unit_that_climbs_on_its_third_turn_goes_up_not_back() -> None:
    state = new()
    place(state, 0, 9, (2, 4, 6), marker=3)
    state.units[0].soldiers = 10
    roll(state, FOUR_SKULLS)
    cancel_all(state)
    skip(state, MOVE)
    assert state.units[0].must_move
    assert legal(state) == {"move 11"}


# ---------------------------------------------------------------- no vehicle on the cliff


def test_a_vehicle_is_left_behind_on_the_way_into_a_climbing_sector() -> None:
    """"Un Vehículo nunca puede estar presente en un Sector de Escalada" (DDM-55)."""
    state = new()
    place(state, 0, 6, (2, 4))
    unit = state.units[0]
    unit.vehicles.append("jeep")
    unit.soldiers, unit.courage = 10, 5
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "move 9")
    assert unit.sector == 9 and unit.vehicles == [] and "jeep" in state.abandoned


def test_a_vehicle_drawn_in_a_climbing_sector_is_left_at_once() -> None:
    """The Legion of Merit ("Pesca 1 veicolo a caso gratuitamente") played on the cliff: the
    vehicle cannot be there."""
    state = new()
    place(state, 0, 10, (2, 5, 8))
    unit = state.units[0]
    unit.soldiers = 10
    unit.medals.append("legion-of-merit")
    state.medal_deck.remove("legion-of-merit")
    roll(state, QUIET)
    act(state, "play legion-of-merit")
    chance(state, "draw tank")
    assert unit.vehicles == [] and "tank" in state.abandoned


def test_no_vehicle_is_given_to_a_unit_on_the_cliff() -> None:
    """Trading a vehicle ("Soldati, Coraggio, Stelle, Attrezzi, Oggetti e Veicoli") to a unit in
    a climbing sector is not offered: the vehicle could not be there."""
    state = new(2)
    place(state, 0, 10, (2, 5, 8))
    place(state, 1, 10, (2, 5, 8))
    state.units[1].vehicles.append("jeep")
    for unit in state.units:
        unit.soldiers = 10
    state.units[0].soldiers = 11  # seat 1 has fewer soldiers: it acts first in Phase 3
    roll(state, QUIET, QUIET)
    skip(state, lambda s: s.phase == SUPPLY)
    assert state.current_players() == [1]
    options = legal(state, 1)
    assert "give 0 soldier" in options and "give 0 jeep" not in options


def test_a_vehicle_swapped_onto_the_cliff_is_left_behind() -> None:
    """The War Correspondent's swap is not a move (DDC-26), but "Un Vehículo nunca puede estar
    presente en un Sector de Escalada": a unit swapped into sector 10 abandons its Jeep (DDM-55)."""
    state = new(2)
    place(state, 0, 8, (2, 5))
    place(state, 1, 10, (2, 5, 8))
    swapper, climber = state.units
    swapper.specialists.append("war-correspondent")
    swapper.vehicles.append("jeep")
    state.vehicle_deck.remove("jeep")
    for unit in state.units:
        unit.soldiers, unit.courage = 10, 5
    roll(state, QUIET, QUIET)
    skip(state, lambda s: s.phase == MOVE and 0 in s.current_players())
    assert "swap-sectors 1" in legal(state, 0)
    act(state, "swap-sectors 1", 0)
    assert (swapper.sector, climber.sector) == (10, 8)
    assert swapper.vehicles == [] and "jeep" in state.abandoned


# ---------------------------------------------------------------------- bots and records


@pytest.mark.parametrize("players", (1, 4))
def test_heuristic_bots_play_pointe_du_hoc_to_the_end_and_the_records_replay(players: int) -> None:
    for seed in range(3):
        session = play_bot_game({"map": MAP}, players, seed)[0]
        assert session.state.is_over()
        assert_record_replays(session)


# ---------------------------------------------------------------------- `meeple maps show`


def test_meeple_maps_show_draws_every_pointe_du_hoc_sector_with_the_climb_and_marks_reconstructed_values(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = maps_show(MAP, capsys, monkeypatch)
    assert out.startswith("Map N.07: Pointe-du-Hoc")
    for number in range(1, 13):
        assert board_cell(out, f"Sector {number}").startswith(f"Sector {number}")
    # the bunker's number itself is reconstructed
    assert board_cell(out, "BUNKER 13†").startswith("BUNKER 13† DEF 8†")
    # the start: sector 2, 1 soldier and 3 courage, as printed (no †)
    assert "▲ START" in board_cell(out, "Sector 2") and "start: 1 soldiers, 3 courage" in board_cell(out, "Sector 2")
    assert "▲ START sector 2: 1 soldiers, 3 courage" in out
    assert "no new item" in board_cell(out, "Sector 4")
    # sectors 9 and 10 are the cliff: 4 skulls to advance, no locked die, no RWB Battle Cry, no vehicle
    for number in (9, 10):
        assert "CLIMB: 4 skulls to advance" in board_cell(out, f"Sector {number}")
        assert ("[climb] climbing sector: a unit advances out of it only after a Final Tally with 4 skulls; "
                "no die is locked here, no RWB Battle Cry, no vehicle") in map_notes(out, f"Sector {number}")
    assert "█ Sector 10" in out, "a barrier between the two faces of the cliff"
    assert "failed climbers retreat here" in board_cell(out, "Sector 7") and "[climb-retreat]" in map_notes(
        out, "Sector 7")
    assert not any("CLIMB" in board_cell(out, f"Sector {number}") for number in (7, 8, 11, 12))
    # values the rulebooks do not print are marked
    assert "DEF 2·3·4†" in board_cell(out, "Sector 9") and "+1 star/turn†" in board_cell(out, "Sector 12")
    assert "†  reconstructed: not in the rulebook texts" in out
    assert re.search(r"\n  [1-9]\d* values on this map are reconstructed\.\n", out)

"""The Binoculars on the plain d6 rolls: the minefield die, Sword Beach's Mortar fire (and
Booby traps), the Gammon Bomb's die and the soldiers die.

The card (it 000, "CARTE DEL GIOCO"): "Cambia il risultato di 1 dado (ma non il suo colore).
Può essere usato su un dado bloccato o qualsiasi altro dato (tipo il MGF)". "Campo minato" (it
p. 9): "Il dado del campo minato più essere modificato da alcuni effetti (ad esempio usando i
Binoculars)"; es 002: "El dado de las Minas puede ser modificado por algunos efectos (como usar
los Prismáticos -Binoculars-)". Ruling DDM-78 (docs/rulings.md): once the
die is rolled, the holders on the beach are asked in seat order; then the die acts.

Sword Beach (data/maps/sword-beach.toml, reconstructed): a landmines on the line 2-5; sector
6's roll 1 is "Mortar fire: lose 1d6 soldiers in every Phase 5".
"""

from __future__ import annotations

from dday_helpers import legal
from test_dday_map_gold import STRONG, Script

from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import binoculars_dice
from meeple.games.dday_dice.state import DdState

MAP = "sword-beach"
#: Four tools (12 Item Points) and two soldiers each: no RWB.
TOOLS = ("tool", "tool", "tool", "tool", "soldiers", "soldiers")
CHANGES = {f"use binoculars roll {n}" for n in range(1, 7)}


def with_binoculars(players: int = 1, finder: int = 0) -> Script:
    """Turn 1: unit ``finder`` finds the Binoculars (4 Item Points) and every unit moves to 2."""
    s = Script(MAP, players)
    s.roll(*TOOLS * players)
    s.do(finder, "find binoculars")
    for seat in range(players):
        s.do(seat, "move 2")
    s.finish_turn()
    return s


def test_the_binoculars_change_the_minefield_die() -> None:
    s = with_binoculars()
    unit = s.state.units[0]
    s.roll(*STRONG)
    s.do(0, "move 5")  # across the minefield 2-5
    s.chance("d6 6")
    assert legal(s.state) == {"done"} | (CHANGES - {"use binoculars roll 6"})
    soldiers = unit.soldiers
    s.do(0, "use binoculars roll 1")
    assert "binoculars" in s.state.used and "binoculars" not in unit.items
    s.settle_moves()
    assert unit.soldiers == soldiers - 1, "one casualty, not six"
    s.assert_replays()


def test_kept_the_minefield_die_acts_as_rolled() -> None:
    s = with_binoculars()
    unit = s.state.units[0]
    s.roll(*STRONG)
    s.do(0, "move 5")
    s.chance("d6 4")
    soldiers = unit.soldiers
    s.do(0, "done")
    s.settle_moves()
    assert unit.soldiers == soldiers - 4 and unit.items == ["binoculars"]
    s.assert_replays()


def test_another_units_binoculars_may_change_the_minefield_die() -> None:
    """"qualsiasi altro dado": the holder need not be the unit crossing."""
    s = with_binoculars(players=2, finder=1)
    crossing = s.state.units[0]
    s.roll(*STRONG, *STRONG)
    s.do(0, "move 5")
    s.chance("d6 5")
    assert 1 in s.state.current_players() and legal(s.state, 1) == {"done"} | (CHANGES - {"use binoculars roll 5"})
    soldiers = crossing.soldiers
    s.do(1, "use binoculars roll 2")
    s.settle_moves()
    assert crossing.soldiers == soldiers - 2
    s.assert_replays()


def test_without_binoculars_the_minefield_die_acts_at_once() -> None:
    s = Script(MAP)
    s.turn({0: "move 2"})
    s.roll(*STRONG)
    s.to_moves()
    unit = s.state.units[0]
    soldiers = unit.soldiers
    s.do(0, "move 5")
    s.chance("d6 3")
    assert not unit.pending, "nobody is asked"
    s.settle_moves()
    assert unit.soldiers == soldiers - 3
    s.assert_replays()


def test_the_binoculars_change_swords_mortar_fire_die() -> None:
    """Sector 6, roll 1: "Fuoco di mortaio: Perdi 1d6 soldati durante ogni Fase 5" -- the d6 of
    this Phase 5 changed to 1: DEF 4 + 1 soldiers lost."""
    s = Script(MAP)
    s.roll("tool", "tool", "tool", "tool", "courage", "courage")
    s.do(0, "find binoculars")
    s.do(0, "move 3")
    s.finish_turn()
    s.roll(*STRONG)
    s.do(0, "move 6")
    s.chance("d6 1")  # the sector's roll: Mortar fire
    s.do(0, "done")  # the Binoculars kept for the fire
    s.settle_moves()
    unit = s.state.units[0]
    soldiers = unit.soldiers
    s.chance("d6 6")  # the Mortar's d6
    assert legal(s.state) == {"done"} | (CHANGES - {"use binoculars roll 6"})
    s.do(0, "use binoculars roll 1")
    s.finish_turn()
    assert unit.soldiers == soldiers - (4 + 1)
    s.assert_replays()


def test_the_binoculars_change_swords_booby_trap_die() -> None:
    """Sector 11, roll 1: "Trappole esplosive" -- each Phase 5 a d6 more soldiers lost (DEF 5
    on the first turn there). The unit found the Binoculars in sector 1, kept them through the
    sector's roll, and turns the booby traps' 6 into a 1: 5 + 1 soldiers lost."""
    s = Script(MAP)
    s.roll("tool", "tool", "tool", "tool", "courage", "courage")
    s.do(0, "find binoculars")
    s.do(0, "move 4")
    s.finish_turn()
    s.turn({0: "move 7"}, after_move=("d6 4",))
    s.turn({0: "move 10"})
    s.roll(*STRONG)
    s.do(0, "move 11")
    s.chance("d6 1")  # the sector's roll: Booby traps
    s.do(0, "done")  # the Binoculars kept for the fire
    s.settle_moves()
    unit = s.state.units[0]
    soldiers = unit.soldiers
    s.chance("d6 6")  # the booby traps' d6
    assert legal(s.state) == {"done"} | (CHANGES - {"use binoculars roll 6"})
    s.do(0, "use binoculars roll 1")
    s.finish_turn()
    assert unit.soldiers == soldiers - (5 + 1)
    s.assert_replays()


def test_the_binoculars_change_the_gammon_bombs_die() -> None:
    """"Sottrai 1d6 dal DEF del tuo settore (o bunker)": the die turned to 6 cuts 6."""
    state = get_game("dday-dice").new_game(2, {"map": MAP})
    assert isinstance(state, DdState)
    state.units[1].items.append("binoculars")
    events: list[dict[str, object]] = []
    binoculars_dice.on_die(state, binoculars_dice.GAMMON, 1, 2, events)
    assert state.units[1].pending == ["die-binoculars:gammon:1:2"] and state.def_cut == {}
    binoculars_dice.apply(state, state.units[1], A.USE_BINOCULARS_ROLL[6], events)
    assert state.def_cut == {1: 6} and not state.units[1].pending and "binoculars" in state.used


def test_holders_are_asked_in_seat_order_until_one_uses_them() -> None:
    state = get_game("dday-dice").new_game(3, {"map": MAP})
    assert isinstance(state, DdState)
    for seat in (0, 2):
        state.units[seat].items.append("binoculars")
    events: list[dict[str, object]] = []
    binoculars_dice.on_die(state, binoculars_dice.SOLDIERS, 1, 1, events)
    assert state.units[0].pending and not state.units[2].pending
    binoculars_dice.apply(state, state.units[0], A.DONE, events)
    assert state.units[2].pending == ["die-binoculars:soldiers:1:1"]
    soldiers = state.units[1].soldiers
    binoculars_dice.apply(state, state.units[2], A.USE_BINOCULARS_ROLL[6], events)
    assert state.units[1].soldiers == soldiers + 6 and state.units[0].items == ["binoculars"]
    assert CHANCE not in state.current_players() or state.dice_queue


def test_binoculars_used_on_one_of_several_dice_leave_only_done_for_the_others() -> None:
    """Two dice rolled at once ask the same holder; the Binoculars change one and are
    discarded, so the second can only be passed on, and it then acts as rolled."""
    state = get_game("dday-dice").new_game(2, {"map": MAP})
    assert isinstance(state, DdState)
    holder = state.units[0]
    holder.items.append("binoculars")
    events: list[dict[str, object]] = []
    binoculars_dice.on_die(state, binoculars_dice.SOLDIERS, 1, 2, events)
    binoculars_dice.on_die(state, binoculars_dice.SOLDIERS, 1, 3, events)
    assert len(holder.pending) == 2
    soldiers = state.units[1].soldiers
    binoculars_dice.apply(state, holder, A.USE_BINOCULARS_ROLL[6], events)
    assert "binoculars" not in holder.items and "binoculars" in state.used
    assert binoculars_dice.actions(state, holder) == [A.DONE]
    binoculars_dice.apply(state, holder, A.DONE, events)
    assert not holder.pending
    assert state.units[1].soldiers == soldiers + 6 + 2

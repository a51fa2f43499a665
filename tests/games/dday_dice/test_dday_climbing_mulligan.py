"""The optional Soldier Mulligan for a unit that locks no die: a climb at Pointe-du-Hoc.

"Soldier Mulligan (raccomandato): Se il tuo primo tiro di ogni turno non mostra nessun soldato,
puoi ritirare tutti i 6 dadi (una volta per partita)" (it 000, p. 11); es 002: "Si tu primera
tirada de un turno cualquiera no muestra Soldado alguno puedes relanzar los 6 dados (una vez
por partida)". Pointe-du-Hoc: "cuando Escalas no se Fijan dados". The mulligan is offered right
after the first roll: where no die is locked, at the first reroll (DDM-79).
"""

from __future__ import annotations

from dday_helpers import legal
from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import REROLL

NO_SOLDIER = ("skull", "star", "tool", "tool", "courage", "star")
A_SOLDIER = ("skull", "star", "tool", "soldier", "courage", "star")


def climbing_game(mulligan: bool = True) -> DdState:
    """Solo at Pointe-du-Hoc, the unit on the cliff (sector 9, came by 2, 4, 6)."""
    state = get_game("dday-dice").new_game(1, {"map": "pointe-du-hoc", "soldier_mulligan": mulligan})
    assert isinstance(state, DdState)
    unit = state.units[0]
    unit.sector, unit.visited, unit.marker = 9, [2, 4, 6, 9], 0
    return state


def faces(state: DdState, shown: tuple[str, ...]) -> None:
    for face in shown:
        state.apply(CHANCE, A.parse_action(f"face {face}"))


def test_a_climber_whose_first_roll_shows_no_soldier_may_take_the_mulligan() -> None:
    state = climbing_game()
    faces(state, NO_SOLDIER)
    unit = state.units[0]
    assert unit.stage == REROLL and not any(unit.locked)
    assert "mulligan" in legal(state) and "stop" in legal(state)
    state.apply(0, A.MULLIGAN)
    assert unit.mulligan_used and state.current_players() == [CHANCE] and len(state.dice_queue) == 6
    faces(state, NO_SOLDIER)
    assert unit.rolls == 1 and unit.stage == REROLL, "the new roll is the turn's first roll"
    assert "mulligan" not in legal(state), "once a game"
    assert "reroll r1,r2,w1,w2,b1,b2" in legal(state), "two rerolls are left"


def test_no_mulligan_for_a_climber_whose_first_roll_shows_a_soldier() -> None:
    state = climbing_game()
    faces(state, A_SOLDIER)
    assert "mulligan" not in legal(state)


def test_no_mulligan_after_the_climbers_first_reroll() -> None:
    state = climbing_game()
    faces(state, A_SOLDIER)
    state.apply(0, A.parse_action("reroll b1"))
    faces(state, ("star",))
    assert state.units[0].rolls == 2 and "mulligan" not in legal(state)


def test_no_mulligan_without_the_optional_rule() -> None:
    state = climbing_game(mulligan=False)
    faces(state, NO_SOLDIER)
    assert "mulligan" not in legal(state)


def test_after_two_dice_are_locked_the_mulligan_is_gone_as_before() -> None:
    """Off the cliff the mulligan stays at the lock step only."""
    state = get_game("dday-dice").new_game(1, {"map": "pointe-du-hoc", "soldier_mulligan": True})
    assert isinstance(state, DdState)
    faces(state, NO_SOLDIER)
    assert "mulligan" in legal(state)
    state.apply(0, A.parse_action("lock r1"))
    state.apply(0, A.parse_action("lock r2"))
    assert state.units[0].stage == REROLL and "mulligan" not in legal(state)

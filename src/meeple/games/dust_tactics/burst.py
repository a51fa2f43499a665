"""Burst Weapons (rulebook p. 25, "ARMI SPECIALI").

p. 25: "Alcune armi hanno una cadenza di tiro eccezionale che permette all'unità di riversare
un muro di piombo sull'avversario. Quando un obiettivo che non si è ancora mosso nel turno è
colpito da una Burst Weapon, raddoppiate il numero di dadi lanciati dall'attaccante."

A unit has moved in the turn once it has made a Move action this turn (entering the
battlefield is one, p. 19; so is any move a skill makes, which calls :func:`mark_moved`); the
mark is cleared when the turn ends (DT-105). A cover element never moves, so a burst line
aimed at one doubles its dice.
"""

from __future__ import annotations

from typing import Final, TYPE_CHECKING

from meeple.games.dust_tactics.units import WeaponLine

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

#: "raddoppiate il numero di dadi lanciati dall'attaccante"
BURST_FACTOR: Final = 2


def is_burst(line: WeaponLine) -> bool:
    """Whether ``line`` is a Burst Weapon."""
    return "burst" in line.special


def dice_factor(line: WeaponLine, target_moved: bool) -> int:
    """What the dice of ``line`` are multiplied by against a target that has (or has not)
    moved this turn: twice for a burst line at a target that has not moved yet."""
    return BURST_FACTOR if is_burst(line) and not target_moved else 1


def mark_moved(state: "DtState", unit_id: str) -> None:
    """Record that ``unit_id`` moved this turn (a Move action, or a skill that moves it)."""
    state.moved.add(unit_id)


def has_moved(state: "DtState", unit_id: str) -> bool:
    """Whether ``unit_id`` has moved this turn."""
    return unit_id in state.moved


__all__ = ["BURST_FACTOR", "dice_factor", "has_moved", "is_burst", "mark_moved"]

"""Skills that change how far a unit moves (rulebook pp. 20-22): Agile and Scout Vehicle.
(Assault doubles the movement value, :func:`~.skills.movement_points`; Fast adds a square,
:func:`~.skills.fast_bonus`; Jump passes obstacles, :mod:`.jump`.)

- Agile (p. 20): "Un'unità dotata di questa competenza è rapida e agile. Quando si sposta tutti
  i suoi movimenti in diagonale contano solo 1 MOVE. Un eroe dotato di questa competenza la
  condivide con la sua squadra." Every diagonal step costs 1, not only the activation's first
  (p. 8); free, always on (DT-57).
- Scout Vehicle (p. 22): "Unicamente durante il primo turno di gioco, quest'unità può spostarsi
  di due quadrati supplementari. Se il veicolo entra in gioco dopo il primo turno la
  competenza non può essere utilizzata." Two extra squares for the activation of the first
  turn, spent like Fast's square over the activation's Moves (none on the entry move, which is
  one square, p. 19); free, always on (DT-57).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final, TYPE_CHECKING

from meeple.games.dust_tactics.skills import skills_of
from meeple.games.dust_tactics.unit_state import UnitState

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

AGILE: Final = "agile"
SCOUT_VEHICLE: Final = "scout-vehicle"
#: "può spostarsi di due quadrati supplementari".
SCOUT_SQUARES: Final = 2
#: "Unicamente durante il primo turno di gioco".
SCOUT_TURN: Final = 1


def is_agile(unit: UnitState) -> bool:
    """Whether every diagonal of the unit costs 1 (its own Agile or a joined hero's)."""
    return AGILE in skills_of(unit)


def scout_bonus(state: "DtState", unit_id: str) -> int:
    """The extra squares of Scout Vehicle for an activation now: two in the first turn, for
    its first activation only -- a second one that turn (Get Moving, p. 23) moves as usual:
    the skill gives two squares in the turn, not two an activation (DT-57)."""
    unit = state.units[unit_id]
    first = SCOUT_VEHICLE not in unit.skills_turn
    return SCOUT_SQUARES if SCOUT_VEHICLE in skills_of(unit) and state.turn == SCOUT_TURN and first else 0


def spend_scout_bonus(state: "DtState", unit_id: str) -> None:
    """The activation starting now had Scout Vehicle's squares (:func:`scout_bonus`): the
    turn's are spent."""
    if scout_bonus(state, unit_id):
        unit = state.units[unit_id]
        state.units[unit_id] = replace(unit, skills_turn=unit.skills_turn + (SCOUT_VEHICLE,))

"""Smoke: a unit standing in it makes no attack of any kind (rulebook p. 6, "Terreno con
losanga").

p. 6: "Questi quadrati rappresentano fumo oppure una zona in cui la visuale è ostacolata. Il
terreno con losanga non impedisce il movimento ma blocca la linea di vista. Tutte le unità che
occupano questo tipo di terreno non possono né attaccare né essere attaccate."

The line of sight already sees nothing from or into smoke (:mod:`.line_of_sight`, DT-13), so
an attack traced from the attacker's own square never starts there. An indirect fire is not
traced from the artillery's square (p. 15: the observer sees the target, DT-85), yet "L'attacco
si svolge come un qualsiasi attacco": the artillery still attacks, and "non possono [...]
attaccare" admits no exception. So the rule is asked of the attacker itself, whatever the
attack (:func:`may_attack`): by :func:`~.aiming.line_targets`, which every attack's targets
pass through, and by :func:`~.artillery.strike_options`, which offers the order (DT-125).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.terrain import TERRAIN

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState


def may_attack(state: "DtState", unit_id: str) -> bool:
    """Whether ``unit_id`` may attack at all: it stands on the battlefield, and not in smoke
    ("Tutte le unità che occupano questo tipo di terreno non possono né attaccare", p. 6)."""
    square = state.pos.get(unit_id)
    return square is not None and square not in smoke_squares(state.field)


def smoke_squares(field: Battlefield) -> frozenset[Square]:
    """The squares of ``field`` whose terrain bars attacks (p. 6), worked out once per
    battlefield."""
    found: frozenset[Square] | None = field.known("smoke")
    if found is None:
        found = field.memo("smoke", lambda: frozenset(s for s in field.squares() if TERRAIN[field.terrain_at(s)].no_attacks))
    return found


__all__ = ["may_attack", "smoke_squares"]

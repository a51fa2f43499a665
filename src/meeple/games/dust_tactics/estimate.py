"""A position's estimated result, for search that stops its playouts early
(:meth:`meeple.engine.core.State.estimate_returns`).

Each side is worth its victory points so far (rulebook p. 7: the army points of the enemy units
destroyed), the bonus of the objectives it holds now, and the army points of its units still in
play, each in proportion to the models or hit points it has left. The Allies' chance of winning
is a logistic curve of the difference, its spread a share of both armies' points. It is a guide
for the search, not a rule.
"""

from __future__ import annotations

import math
from typing import Final, TYPE_CHECKING

from meeple.games.dust_tactics import teams, victory

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

#: The logistic curve's spread, as a share of both armies' army points.
SPREAD_SHARE: Final = 0.12


def side_worth(s: "DtState") -> tuple[list[float], float]:
    """Each side's worth now, and both armies' army points."""
    worth = [float(s.vp[0]), float(s.vp[1])]
    bonus = victory.objective_bonus(s)
    total = 0.0
    for side in (0, 1):
        worth[side] += bonus[side]
    for uid, unit in s.units.items():
        ap = unit.card.ap + (unit.hero.card.ap if unit.hero is not None else 0)
        total += ap
        if uid not in s.pos:
            continue
        full = unit.card.strength + (unit.hero.card.strength if unit.hero is not None else 0)
        worth[s.seat_of[uid]] += ap * unit.remaining / full
    return worth, total


def estimate_returns(s: "DtState") -> list[float]:
    """Each seat's estimated chance of winning from here (its side's)."""
    worth, total = side_worth(s)
    spread = max(1.0, SPREAD_SHARE * total)
    allies = 1.0 / (1.0 + math.exp(max(-60.0, min(60.0, (worth[1] - worth[0]) / spread))))
    sides = [allies, 1.0 - allies]
    return teams.seat_returns(s, sides) if s.seating.shared else sides

"""Dust Tactics' end-of-game summary for sweeps and reports (docs/analysis.md): each seat's
side, each side's army points and victory points, and every unit destroyed with its side and
army points, read from the final state (rulebook p. 7, victory points; p. 19, army points)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.games.dust_tactics.victory import SIDES

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState


def analysis_summary(state: "DtState") -> dict[str, Any]:
    """Teams (the seats' sides, ``Allies`` or ``Axis``), the sides' army points and victory
    points, the turns, the end's reason and the units destroyed."""
    summary = state.result_summary()
    side_ap = [0, 0]
    for unit in state.units.values():
        side_ap[SIDES.index(unit.card.faction)] += unit.card.ap
    return {
        "teams": [SIDES[side].capitalize() for side in state.seating.sides],
        "turns": state.turn,
        "result": state.result,
        "side_vp": list(summary["victory_points"]),
        "side_ap": side_ap,
        "destroyed": [
            {"unit": uid, "side": state.units[uid].card.faction.capitalize(), "ap": state.units[uid].card.ap}
            for uid in state.destroyed if uid in state.units
        ],
    }

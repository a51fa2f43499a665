"""Dust Tactics' panels of the report: each side's victory points per army point fielded,
per setting, and each unit's army points lost per game (rulebook p. 7, victory points:
a destroyed unit's army points go to the other side)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.sim.report_charts import new_figure
from meeple.sim.report_tables import Table

if TYPE_CHECKING:
    from matplotlib.figure import Figure

COLOURS = {"Allies": "#4c72b0", "Axis": "#8c8c8c"}


def efficiency_chart(armies: Table, units: Table) -> "Figure":
    """Two panels: the armies' VP per army point, the units' army points lost per game."""
    figure, (left, right) = new_figure(12, 1.5 + 0.3 * max(len(armies), len(units)), 2)
    left.barh(range(len(armies)), [r["vp_per_army_point"] for r in armies],
              color=[COLOURS.get(r["side"], "#55a868") for r in armies])
    left.set_yticks(range(len(armies)), [f"{r['setting']} | {r['side']}" for r in armies], fontsize=7)
    left.invert_yaxis()
    left.set_xlabel("victory points per army point")
    left.set_title("Army efficiency")
    right.barh(range(len(units)), [r["ap_lost_per_game"] for r in units],
               color=[COLOURS.get(r["side"], "#55a868") for r in units])
    right.set_yticks(range(len(units)), [f"{r['unit']} ({r['side']}, {r['ap']} AP)" for r in units], fontsize=7)
    right.invert_yaxis()
    right.set_xlabel("army points lost per game")
    right.set_title("Units destroyed")
    return figure

"""D-Day Dice's panel of the report: where units fell, as a heat map drawn on each battle
map's grid of sectors (the map's data: each sector's row, column and span), the count of
units lost written in each sector."""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.errors import ContentError
from meeple.games.dday_dice.maps import load_map
from meeple.sim.report_charts import new_figure
from meeple.sim.report_tables import Table

if TYPE_CHECKING:
    from matplotlib.figure import Figure


def falls_heat_map(rows: Table, maps: list[str]) -> "Figure":
    """One panel per map (in the given order; a combined scenario, which has no single grid,
    is left out): each sector a rectangle shaded by the units that fell in it."""
    from matplotlib import colormaps
    from matplotlib.patches import Rectangle

    boards = []
    for map_id in maps:
        try:
            boards.append(load_map(map_id))
        except ContentError:
            continue
    panels = max(len(boards), 1)
    columns = min(panels, 5)
    figure, axes = new_figure(3.2 * columns, 4.2 * -(-panels // columns), panels, columns)
    cmap = colormaps["Reds"]
    for ax, board in zip(axes, boards):
        counts: dict[int, int] = {}
        for r in rows:
            if r["map"] == board.id:
                counts[int(r["sector"])] = counts.get(int(r["sector"]), 0) + int(r["units"])
        top = max(counts.values(), default=0) or 1
        for cell in board.cells:
            n = counts.get(cell.number, 0)
            y = cell.row - 1
            ax.add_patch(Rectangle((cell.col, y), cell.span, 1, facecolor=cmap(0.08 + 0.85 * n / top),
                                   edgecolor="#333333"))
            ax.text(cell.col + cell.span / 2, y + 0.5, f"{cell.number}\n{n}", ha="center", va="center", fontsize=7,
                    color="white" if n > top / 2 else "black")
        ax.set_xlim(0, board.width)
        ax.set_ylim(0, board.row_count)
        ax.set_aspect("equal")
        ax.set_xticks([])
        ax.set_yticks([])
        ax.set_title(f"Units fallen: {board.name}", fontsize=8)
    return figure

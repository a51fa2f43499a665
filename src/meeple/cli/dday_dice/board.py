"""The board: the battle map drawn by :func:`meeple.cli.maps.draw_board`, as ``meeple maps show``
draws it, with each box's printed rules (:func:`meeple.cli.maps.sector_rule_lines`) and the
units in their sectors; the legend of its marks; a sector's rules on one line.
"""

from __future__ import annotations

from typing import Sequence

from rich.console import Console, ConsoleOptions, RenderResult
from rich.text import Text

from meeple.cli.dday_dice.observation import Obs
from meeple.cli.dday_dice.words import seat_name, seat_style
from meeple.cli.maps import LEGEND, CellLine, draw_board, marks_in_play, sector_rule_lines
from meeple.games.dday_dice.maps import BattleMap, Bunker, Cell, Sector


def defs_text(cell: Cell) -> str:
    """A cell's DEF shields: ``2·3·4``, a black shield as ``■2■``."""
    defs = "·".join(str(v) for v in cell.def_)
    return f"■{defs}■" if isinstance(cell, Sector) and cell.black_shield else defs


def _unit_marks(unit: Obs) -> str:
    if unit.get("safe"):
        return "✓"
    if unit.get("lost"):
        return "✗"
    return "●"


class BoardView:
    """The battle map with the units in their sectors, drawn at the width it is given. Every
    box shows its printed rules in Phase 4, where the board decides the move; in the other
    phases only the boxes with units do (the screen stays short)."""

    def __init__(self, obs: Obs, names: Sequence[str], viewer: int | None, bmap: BattleMap) -> None:
        self.obs, self.names, self.viewer, self.bmap = obs, names, viewer, bmap
        self.all_rules = obs.get("phase") == "move"

    def occupied(self, number: int) -> bool:
        return any(unit.get("sector") == number for unit in self.obs.get("units", []))

    def cell_lines(self, bmap: BattleMap, cell: Cell) -> list[CellLine]:
        """A box: its number and DEF (and a bunker's entry courage), its printed rules in one
        line as ``meeple maps show`` words them (:func:`rules_line`), then a line per unit."""
        if isinstance(cell, Bunker):
            title = CellLine(f"BUNKER {cell.number}  DEF {defs_text(cell)}  enter: courage {cell.courage}", "bold red")
        else:
            style = "bold reverse" if cell.black_shield else "bold"
            title = CellLine(f"{cell.number}  DEF {defs_text(cell)}" + ("  can't stay" if cell.black_shield else ""),
                             style)
        lines = [title]
        rules = rules_line(bmap, cell) if self.all_rules or self.occupied(cell.number) else None
        if rules is not None:
            lines.append(rules)
        for unit in self.obs.get("units", []):
            if unit.get("sector") != cell.number:
                continue
            seat = unit["seat"]
            you = " (you)" if seat == self.viewer else ""
            style = seat_style(seat) if not unit.get("lost") else "strike dim"  # not maps.OFF: no "off:"
            lines.append(CellLine(f"{_unit_marks(unit)} {seat} {seat_name(self.names, seat)}{you}", style))
        return lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = min(options.max_width, BOARD_WIDTH)
        yield from draw_board(self.bmap, width, self.cell_lines, marks=False, ignored_lines=False)


#: The widest the board is drawn: the panel's width up to this (wide boxes wrap their rules less).
BOARD_WIDTH = 160


def board_legend(bmap: BattleMap) -> Text | None:
    """What the marks on the board mean (``meeple maps show``'s legend, for the marks this
    board shows in play: minefields, barriers, machine-gun fire, bonuses per turn ...)."""
    keys = marks_in_play(bmap)
    if not keys:
        return None
    return Text.assemble(("Marks: ", "bold"), ("  ·  ".join(LEGEND[key] for key in keys), "dim"))


def rules_text(bmap: BattleMap, number: int) -> str:
    """A sector's printed rules on one line (``MGF ×2, a 6: -1 specialist; 1 unit max``), ""
    for none; those the map's form ignores are left out, and a bunker's entry courage (the
    box's title and a move's label say it)."""
    lines = sector_rule_lines(bmap, bmap.cell(number), marks=False, ignored=False, courage=False)
    return "; ".join(line.text for line in lines)


def rules_line(bmap: BattleMap, cell: Cell) -> CellLine | None:
    """A box's printed rules in one line (the board stays short), in the colour of the first
    (red for machine-gun fire, green for a bonus ...); None for none."""
    lines = sector_rule_lines(bmap, cell, marks=False, ignored=False, courage=False)
    return CellLine("; ".join(line.text for line in lines), lines[0].style) if lines else None

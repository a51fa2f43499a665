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


def deciding_move(obs: Obs, viewer: int | None) -> bool:
    """Whether the board decides what the viewer chooses now: Phase 4 (the second edition's
    5), unless the viewer's unit is offered no move (a card's choice comes first, it has
    moved, it is safe or lost). A spectator sees the board as a mover does."""
    if obs.get("phase") != "move":
        return False
    return _viewer_unit(obs, viewer).get("moves") != []


def board_shown(obs: Obs, viewer: int | None) -> bool:
    """Whether the table draws the board: where it decides the viewer's move
    (:func:`deciding_move`), at the end of the game, and to a spectator in Phases 4 and 5.
    Elsewhere the decisions are on the dice and the cards: the units table says where each
    unit is and the DEF there, and the ``board`` command draws the board."""
    phase = obs.get("phase")
    return phase == "over" or deciding_move(obs, viewer) or (viewer is None and phase in ("move", "combat"))


def _viewer_unit(obs: Obs, viewer: int | None) -> Obs:
    units: list[Obs] = obs.get("units", [])
    return units[viewer] if viewer is not None and 0 <= viewer < len(units) else {}


class BoardView:
    """The battle map with the units in their sectors, drawn at the width it is given. A box
    shows its printed rules after its number and DEF when a unit is in it, or when the viewer
    may move there (:func:`deciding_move`: the board decides the move); the other boxes their
    number and DEF only, so that the screen stays short (``all_rules``: every box's rules, as
    for a spectator or a move whose targets are not known). The units in a box share its
    lines, as many a line as its width allows."""

    def __init__(self, obs: Obs, names: Sequence[str], viewer: int | None, bmap: BattleMap,
                 all_rules: bool = False) -> None:
        self.obs, self.names, self.viewer, self.bmap = obs, names, viewer, bmap
        moving = deciding_move(obs, viewer)
        offered = _viewer_unit(obs, viewer).get("moves")
        self.all_rules = all_rules or (moving and not isinstance(offered, list))
        self.targets = {move.get("to") for move in offered} if moving and isinstance(offered, list) else set()

    def occupied(self, number: int) -> bool:
        return any(unit.get("sector") == number for unit in self.obs.get("units", []))

    def shows_rules(self, number: int) -> bool:
        return self.all_rules or number in self.targets or self.occupied(number)

    def cell_lines(self, bmap: BattleMap, cell: Cell) -> list[CellLine]:
        """A box: its number and DEF (and a bunker's entry courage), then its printed rules as
        ``meeple maps show`` words them, run on after them in their colours (a rule is not
        split across two lines if a line holds it), then its units."""
        if isinstance(cell, Bunker):
            title = [(f"BUNKER {cell.number}  DEF {defs_text(cell)}  enter: courage {cell.courage}", "bold red")]
        else:
            style = "bold reverse" if cell.black_shield else "bold"
            title = [(f"{cell.number}  DEF {defs_text(cell)}" + ("  can't stay" if cell.black_shield else ""), style)]
        rules = sector_rule_lines(bmap, cell, marks=False, ignored=False, courage=False) \
            if self.shows_rules(cell.number) else []
        title += [(("  " if i == 0 else " ") + rule.text + (";" if i < len(rules) - 1 else ""), rule.style)
                  for i, rule in enumerate(rules)]
        lines = [CellLine("", parts=tuple(title))]
        units: list[tuple[str, str]] = []
        for unit in self.obs.get("units", []):
            if unit.get("sector") != cell.number:
                continue
            seat = unit["seat"]
            you = " (you)" if seat == self.viewer else ""
            style = seat_style(seat) if not unit.get("lost") else "strike dim"  # not maps.OFF: no "off:"
            units.append((f"{'  ' if units else ''}{_unit_marks(unit)} {seat} {seat_name(self.names, seat)}{you}", style))
        if units:
            lines.append(CellLine("", parts=tuple(units)))
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

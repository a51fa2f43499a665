"""The battle maps of D-Day Dice drawn as text: :func:`draw_board` lays a board out as the
printed one is -- the bunker at the top, the beach (row 1) at the bottom, the courage of each
row line at its left end -- each box with its printed rules (:func:`sector_rule_lines`), and
the legend of its marks (:data:`LEGEND`, :func:`marks_in_play`). ``meeple maps show``
(:mod:`meeple.cli.maps`), the joined board of Silence the Guns (:mod:`meeple.cli.maps_joined`)
and the board in play (:mod:`meeple.cli.dday_dice.board`) draw with it. It draws what the
data says and decides nothing; values the rulebook texts do not hold are marked ``†``.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass
from typing import Callable

from rich.text import Text

from meeple.games.dday_dice.maps import BattleMap, Bunker, Cell, Sector
from meeple.games.dday_dice.words.sector_rule_words import DAGGER, reconstructed_mark, sector_rules

MARGIN = 12  # left margin: row labels and the courage printed at the left end of each line

# box-drawing by the directions a point joins: up, down, left, right
_U, _D, _L, _R = 1, 2, 4, 8
_BOX = {
    _L | _R: "─", _L: "─", _R: "─", _U | _D: "│", _U: "│", _D: "│",
    _D | _R: "┌", _D | _L: "┐", _U | _R: "└", _U | _L: "┘",
    _U | _D | _R: "├", _U | _D | _L: "┤", _L | _R | _D: "┬", _L | _R | _U: "┴",
    _U | _D | _L | _R: "┼",
}


@dataclass
class CellLine:
    """One line of text in a box of the board, with its rich style; or (``parts``) pieces of
    text each with its own style, run on as many lines as the box's width needs, each piece
    beginning with its separator from the one before (``text`` is then ignored)."""

    text: str
    style: str = ""
    parts: tuple[tuple[str, str], ...] = ()


class _Canvas:
    """A grid of characters with styles, and a mask of box-drawing joins."""

    def __init__(self, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.chars = [[" "] * width for _ in range(height)]
        self.styles = [[""] * width for _ in range(height)]
        self.joins = [[0] * width for _ in range(height)]

    def box(self, x0: int, y0: int, x1: int, y1: int) -> None:
        for x in range(x0, x1):
            for y in (y0, y1):
                self.joins[y][x] |= _R
                self.joins[y][x + 1] |= _L
        for y in range(y0, y1):
            for x in (x0, x1):
                self.joins[y][x] |= _D
                self.joins[y + 1][x] |= _U

    def draw_joins(self, style: str) -> None:
        for y in range(self.height):
            for x in range(self.width):
                if self.joins[y][x]:
                    self.chars[y][x] = _BOX[self.joins[y][x]]
                    self.styles[y][x] = style

    def put(self, x: int, y: int, text: str, style: str = "") -> None:
        for i, ch in enumerate(text):
            if 0 <= x + i < self.width and 0 <= y < self.height:
                self.chars[y][x + i] = ch
                self.styles[y][x + i] = style

    def lines(self) -> list[Text]:
        out = []
        for y in range(self.height):
            text = Text(no_wrap=True, overflow="crop")
            run, style = "", self.styles[y][0]
            for ch, st in zip(self.chars[y], self.styles[y]):
                if st != style:
                    text.append(run, style=style or None)
                    run, style = "", st
                run += ch
            text.append(run.rstrip() if not style else run, style=style or None)
            out.append(text)
        return out


def printed_box_lines(board: BattleMap, cell: Cell) -> list[CellLine]:
    """What a cell shows, top to bottom; attributes the map's mode ignores are dimmed."""
    lines: list[CellLine] = []
    if isinstance(cell, Bunker):
        lines.append(CellLine(f"BUNKER {cell.number}{reconstructed_mark(cell, 'number')}", "bold red"))
    else:
        title = f"Sector {cell.number}"
        if cell.start is not None:
            title += "  ▲ START"
        lines.append(CellLine(title, "bold"))
    defs = "·".join(str(v) for v in cell.def_) + reconstructed_mark(cell, "def")
    if isinstance(cell, Sector) and cell.black_shield:
        lines.append(CellLine(f"DEF ■{defs}■ can't stay", "bold reverse"))
    else:
        lines.append(CellLine(f"DEF {defs}", "bold"))
    lines += sector_rule_lines(board, cell)
    if isinstance(cell, Sector) and cell.start is not None:
        lines.append(CellLine(f"start: {resources_words(cell)}", "cyan"))
    return lines


#: The style of each kind of printed rule (:class:`meeple.games.dday_dice.words.sector_rule_words.RuleLine`).
RULE_STYLES: dict[str, str] = {
    "mgf": "red", "courage": "yellow", "bunker-rule": "yellow", "bonus": "green", "penalty": "red",
    "requirement": "magenta", "no-item": "magenta", "one-unit": "magenta", "special": "green",
}


def sector_rule_lines(
    board: BattleMap, cell: Cell, *, marks: bool = True, ignored: bool = True, courage: bool = True,
    award: str = "award",
) -> list[CellLine]:
    """A cell's printed rules, one line each, in the game's words
    (:func:`meeple.games.dday_dice.words.sector_rule_words.sector_rules`: ``marks``, ``ignored``,
    ``courage`` and ``award`` as there), each in its kind's colour, an attribute the map's
    mode ignores dimmed and struck (:data:`OFF`). ``meeple maps show`` draws them in the
    boxes; ``meeple play`` on its board."""
    return [CellLine(line.text, OFF if line.off else RULE_STYLES[line.kind])
            for line in sector_rules(board, cell, marks=marks, ignored=ignored, courage=courage, award=award)]


def resources_words(sector: Sector) -> str:
    start = sector.start
    if start is None:
        return ""
    parts = []
    for field in ("soldiers", "courage", "stars", "item_points"):
        value = getattr(start, field)
        if value or start.is_reconstructed(field) or field == "soldiers":  # Utah: "0 soldati"
            parts.append(f"{value} {field.replace('_', ' ')}{reconstructed_mark(start, field)}")
    parts += [f"{s}{reconstructed_mark(start, 'specialists')}" for s in start.specialists]
    return ", ".join(parts) or "nothing"


OFF = "dim strike"


def _wrap(lines: list[CellLine], width: int) -> list[CellLine]:
    out: list[CellLine] = []
    for line in lines:
        if line.parts:
            out += _wrap_parts(line.parts, width)
            continue
        if line.style == OFF:
            line = CellLine(f"off: {line.text}", OFF)
        for chunk in textwrap.wrap(line.text, width=max(width, 4), break_on_hyphens=False) or [""]:
            out.append(CellLine(chunk, line.style))
    return out


def _wrap_parts(parts: tuple[tuple[str, str], ...], width: int) -> list[CellLine]:
    """Styled pieces on as few lines as ``width`` allows, a piece never split across two lines
    unless it is wider than a line by itself (then it is wrapped at its words, from a line of
    its own); a piece begins with its separator from the one before (``"  ● 1 Bob"``), which
    is dropped at the start of a line."""
    width = max(width, 4)
    out: list[CellLine] = []
    line: list[tuple[str, str]] = []
    used = 0

    def flush() -> None:
        nonlocal line, used
        if line:
            out.append(CellLine("", parts=tuple(line)))
        line, used = [], 0

    for text, style in parts:
        if line and used + len(text) > width:
            flush()
        if not line:
            text = text.lstrip(" ")
        if len(text) > width:
            chunks = textwrap.wrap(text, width=width, break_on_hyphens=False)
            out.extend(CellLine(chunk, style) for chunk in chunks[:-1])
            text = chunks[-1] if chunks else ""
        line.append((text, style))
        used += len(text)
    flush()
    return out


CellLines = Callable[[BattleMap, Cell], list[CellLine]]


def draw_board(
    board: BattleMap,
    total_width: int,
    cell_lines: CellLines | None = None,
    *,
    marks: bool = True,
    ignored_lines: bool = True,
) -> list[Text]:
    """The board as lines of text, laid out as the printed one: the bunker on top, the
    beach at the bottom, the courage of each row line at its left end, minefields and
    barriers on the borders. ``cell_lines`` says what each box shows (default: the map's
    attributes, as ``meeple maps show`` draws them); ``marks`` adds ``†`` to reconstructed
    values; ``ignored_lines`` draws the line features the map's form ignores (dimmed)."""
    describe = cell_lines or printed_box_lines
    columns = board.width
    unit = max(7, (total_width - MARGIN - 1) // columns)
    width = MARGIN + columns * unit + 1

    def x_of(col: int) -> int:
        return MARGIN + col * unit

    rows = list(range(board.row_count, 0, -1))  # top (bunker) to bottom (beach)
    contents: dict[int, list[CellLine]] = {}
    heights: dict[int, int] = {}
    for r in rows:
        height = 1
        for cell in board.row(r):
            inner = cell.span * unit - 3
            contents[cell.number] = _wrap(describe(board, cell), inner)
            height = max(height, len(contents[cell.number]))
        heights[r] = height
    # y of the line above each row; the line below row r is the line above row r - 1
    top: dict[int, int] = {}
    y = 0
    for r in rows:
        top[r] = y
        y += heights[r] + 1
    bottom_y = y
    canvas = _Canvas(width, bottom_y + 1)

    def y_below(r: int) -> int:
        return top[r] + heights[r] + 1

    for r in rows:
        for cell in board.row(r):
            canvas.box(x_of(cell.col), top[r], x_of(cell.col + cell.span), y_below(r))
    canvas.draw_joins("grey50")
    mines_on = board.mode.mines
    for r in rows:
        canvas.put(0, top[r] + 1, f"row {r}", "dim")
        for cell in board.row(r):
            x = x_of(cell.col) + 2
            for i, line in enumerate(contents[cell.number]):
                if line.parts:
                    at = x
                    for text, style in line.parts:
                        canvas.put(at, top[r] + 1 + i, text, style)
                        at += len(text)
                else:
                    canvas.put(x, top[r] + 1 + i, line.text, line.style)
    # courage at the left end of each row line; minefields and barriers on the borders
    for r in rows:
        if r == 1:
            continue
        rl = board.row_line(r - 1)
        if rl is not None:
            mark = reconstructed_mark(rl, "courage") if marks else ""
            canvas.put(0, y_below(r), f"courage {rl.courage}{mark}", "bold yellow")
    for cell in board.cells:
        for move in board.moves_from(cell.number, cross_barriers=True):
            if not (move.minefield or move.barrier) or move.to < move.origin and move.kind == "sideways":
                continue
            if move.minefield and not mines_on and not ignored_lines:
                continue
            border = board.line_between(move.origin, move.to)
            mark = DAGGER if marks and border is not None and border.reconstructed else ""
            if move.barrier:
                char, style, label = "█", "bold white on red", f" barrier{mark} "
            else:
                char, style, label = "≈", ("red" if mines_on else "dim"), f" mines{mark}{'' if mines_on else ' off'} "
            a, b = board.cell(move.origin), board.cell(move.to)
            if move.kind == "forward":
                y0 = y_below(b.row)
                x0 = max(x_of(a.col), x_of(b.col)) + 1
                x1 = min(x_of(a.col + a.span), x_of(b.col + b.span))
                canvas.put(x0, y0, char * (x1 - x0), style)
                if x1 - x0 > len(label) + 2:
                    canvas.put(x0 + (x1 - x0 - len(label)) // 2, y0, label, style)
            else:
                left = a if a.col < b.col else b
                x = x_of(left.col + left.span)
                for yy in range(top[a.row] + 1, y_below(a.row)):
                    canvas.put(x, yy, char, style)
    return canvas.lines()


#: The legend of the board's marks, by key (``meeple maps show`` prints them all).
LEGEND: dict[str, str] = {
    "def": "DEF a·b·c  soldiers lost in Phase 5 on the 1st·2nd·3rd turn in the sector",
    "black-shield": "■n■ can't stay  black shield: at most 1 turn here, move in the next Phase 4",
    "mgf": "MGF ×n  roll n d6, added to DEF; \"a 6:\" special damage for each 6",
    "per-turn": "+n X/turn, -n X/turn  colourless results added to / removed from the Final Tally",
    "requires": "to enter: ...  requirement (must have / sacrifice a specialist) when moving in",
    "mines": "≈≈ mines  landmines on the line: crossing it costs a d6 of soldiers",
    "barrier": "██ barrier  impassable line",
    "courage": "courage n  courage to advance across that row line (printed at its left end)",
    "moves": "moves  sideways in a row, or forward (up) where two boxes share a border; never back, never diagonally",
    "dagger": f"{DAGGER}  reconstructed: not in the rulebook texts (see docs/rulings.md, DDM-…)",
}


def legend_lines(board: BattleMap) -> list[str]:
    return list(LEGEND.values()) + (["off: ...  ignored in this form"] if ignored_parts(board) else [])


def marks_in_play(board: BattleMap) -> list[str]:
    """The keys of :data:`LEGEND` for the marks a board drawn for play shows (the attributes
    and line features its form ignores are left out): its machine-gun fire, bonuses and
    penalties per turn, requirements, minefields and barriers."""
    mode = board.mode
    cells = board.cells
    keys = []
    if mode.mgf and any(cell.mgf for cell in cells):
        keys.append("mgf")
    sectors = [cell for cell in cells if isinstance(cell, Sector)]
    if mode.sector_attributes and any(cell.bonus or cell.penalty for cell in sectors):
        keys.append("per-turn")
    if mode.sector_attributes and any(cell.requires for cell in sectors):
        keys.append("requires")
    moves = [move for cell in cells for move in board.moves_from(cell.number, cross_barriers=True)]
    if mode.mines and any(move.minefield for move in moves):
        keys.append("mines")
    if any(move.barrier for move in moves):
        keys.append("barrier")
    return keys


def ignored_parts(board: BattleMap) -> list[str]:
    mode = board.mode
    out = []
    if not mode.sector_attributes:
        out.append("sector attributes (bonuses, penalties, requirements, special rules)")
    if not mode.mgf:
        out.append("machine-gun fire")
    if not mode.mines:
        out.append("landmines")
    if not mode.specialists:
        out.append("specialists")
    if not mode.items:
        out.append("items")
    if not mode.awards:
        out.append("awards")
    if mode.ignored_results:
        out.append("dice results " + ", ".join(mode.ignored_results))
    return out

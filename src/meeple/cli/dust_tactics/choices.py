"""The compact list of many choices: the choices that differ only by their square grouped as
``12 e4`` cells after their pattern, the others a line and a label each.
"""

from __future__ import annotations

import re
from typing import Sequence

from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from meeple.cli.dust_tactics.board import board
from meeple.cli.dust_tactics.labels import describe_action
from meeple.games.dust_tactics.words.names import Obs
from meeple.games.dust_tactics.battlefield import Square


#: A list of more choices than this is drawn compactly: the choices that differ only by
#: their square (placing an element, a Move) are grouped on a few lines, each a number and
#: its square; the others keep a line and a label each.
LONG_LIST = 10
#: Fewer choices than this that differ only by their square keep a line each.
GROUPED = 4
_SQUARE_WORD = re.compile(r"^[a-z]\d{1,2}$")
#: A group of more choices than this whose numbers follow each other is one line: the range of
#: its numbers and its squares as runs (``1-96  a1-l8``), answered by its notation; a cell
#: each would not fit a terminal (the 384 terrain choices of a scenario of one's own).
MAX_CELLS = 40
#: The key of the short marks after a grouped choice's square.
CELL_KEY = "after a square: * an objective, (its cost in movement points, soft/hard cover)"


def square_pattern(notation: str) -> tuple[str, str] | None:
    """A notation with a square as (its pattern, the square): ``move e4 crush`` ->
    (``move <square> crush``, ``e4``); None without a square."""
    words = notation.split()
    at = next((i for i, w in enumerate(words) if _SQUARE_WORD.match(w)), None)
    if at is None:
        return None
    return " ".join(words[:at] + ["<square>"] + words[at + 1:]), words[at]


def draw_choices(notations: Sequence[str], obs: Obs, names: Sequence[str]) -> RenderableType | None:
    """The legal choices numbered from 1 in the order given; a long list (more than
    :data:`LONG_LIST`) drawn compactly, the choices that differ only by their square grouped
    (:func:`square_pattern`) as ``12 e4`` cells after their pattern. None for a short list,
    or a long one with nothing to group (the play loop's one choice a line)."""
    if len(notations) <= LONG_LIST:
        return None
    patterns = [square_pattern(n) for n in notations]
    sizes: dict[str, int] = {}
    for found in patterns:
        if found is not None:
            sizes[found[0]] = sizes.get(found[0], 0) + 1
    if not any(size >= GROUPED for size in sizes.values()):
        return None  # nothing to group (the twelve plans of a unit with skills): a line each
    blocks: list[tuple[bool, list[tuple[RenderableType, ...]]]] = []  # (grouped, its rows)

    def add(grouped: bool, row: tuple[RenderableType, ...]) -> None:
        if not blocks or blocks[-1][0] != grouped:
            blocks.append((grouped, []))
        blocks[-1][1].append(row)

    done: set[str] = set()
    for number, (notation, found) in enumerate(zip(notations, patterns), start=1):
        if found is None or sizes[found[0]] < GROUPED:
            add(False, (Text(f"{number:>2}", style="bold cyan"), Text(notation, style="cyan"),
                        describe_action(notation, obs, names)))
        elif found[0] not in done:
            done.add(found[0])
            members = [(n, text) for n, (text, f) in enumerate(zip(notations, patterns), start=1)
                       if f is not None and f[0] == found[0]]
            add(True, _choice_group(found[0], members, obs))
    parts: list[RenderableType] = []
    for _, rows in blocks:
        grid = Table.grid(padding=(0, 2))
        for row in rows:
            grid.add_row(*row)
        parts.append(grid)
    example = next(n for n, f in zip(notations, patterns) if f is not None and f[0] in done)
    parts.append(Text(f"Answer a number or a notation (`{example}`); {CELL_KEY}.", style="dim"))
    return Group(*parts)


def _choice_group(pattern: str, members: Sequence[tuple[int, str]], obs: Obs) -> tuple[RenderableType, ...]:
    """One grouped pattern: the pattern, and a cell per choice (or their range, :data:`MAX_CELLS`)."""
    head = Text(pattern, style="cyan")
    numbers = [number for number, _ in members]
    if len(members) > MAX_CELLS and numbers == list(range(numbers[0], numbers[-1] + 1)):
        squares = [found[1] for _, notation in members if (found := square_pattern(notation)) is not None]
        return head, Text.assemble((f"{numbers[0]}-{numbers[-1]}", "bold cyan"), "  any of ",
                                   (square_runs(squares), "cyan"))
    cells = [_choice_cell(number, notation, obs) for number, notation in members]
    width = max(cell.cell_len for cell in cells)
    for cell in cells:
        cell.pad_right(width - cell.cell_len)
    return head, Columns(cells, padding=(0, 2))


def square_runs(squares: Sequence[str]) -> str:
    """Squares as runs along their rows (``a1-h1, a2-c2, e2``), or ``a1-h8`` for every square
    of a rectangle."""
    parsed = [Square.parse(square) for square in squares]
    rows: dict[int, list[int]] = {}
    for sq in parsed:
        rows.setdefault(sq.row, []).append(sq.col)
    columns = {tuple(sorted(cols)) for cols in rows.values()}
    row_ids = sorted(rows)
    if len(columns) == 1 and row_ids == list(range(row_ids[0], row_ids[-1] + 1)):
        span = next(iter(columns))
        if list(span) == list(range(span[0], span[-1] + 1)):
            return f"{Square(span[0], row_ids[0])}-{Square(span[-1], row_ids[-1])}"
    runs: list[str] = []
    for row in row_ids:
        in_row = sorted(rows[row])
        start = prev = in_row[0]
        for col in [*in_row[1:], None]:
            if col is not None and col == prev + 1:
                prev = col
                continue
            runs.append(str(Square(start, row)) if start == prev else f"{Square(start, row)}-{Square(prev, row)}")
            if col is not None:
                start = prev = col
    return ", ".join(runs)


def _choice_cell(number: int, notation: str, obs: Obs) -> Text:
    """``12 e4`` and the square's short marks: an objective, a Move's cost in movement points
    and cover in brackets (``12 e4* (2 MP, soft)``), apart from the choice numbers."""
    found = square_pattern(notation)
    square = found[1] if found else notation
    text = Text.assemble((f"{number:>2}", "bold cyan"), " ", (square, "cyan"))
    marks: list[str] = []
    bd = board(obs)
    if notation.startswith("move "):
        way = bd.moves().get(Square.parse(square)) or {}
        if way.get("cost") is not None:
            marks.append(f"{way['cost']} MP")
        cover = way.get("cover")
        if cover and cover != "none":
            marks.append(str(cover))
    if any(square in o.get("squares", ()) for o in bd.objectives):
        text.append("*", style="bold magenta")
    if marks:
        text.append(" (" + ", ".join(marks) + ")", style="dim")
    return text

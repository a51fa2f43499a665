"""How the map and its notes share the screen: short items packed on as few lines as the
width allows (:class:`Packed`), and the notes beside the map, the rest below it
(:class:`MapBlock`).
"""

from __future__ import annotations

import io
from typing import Sequence

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.segment import Segment
from rich.text import Text


def pack(items: Sequence[Text], width: int, gap: str = "  ") -> list[Text]:
    """``items`` in lines no wider than ``width``, ``gap`` between two on a line; an item is
    never split unless it is wider than a line by itself."""
    lines: list[Text] = []
    line = Text()
    for item in items:
        if line.cell_len and line.cell_len + len(gap) + item.cell_len > width:
            lines.append(line)
            line = Text()
        if line.cell_len:
            line.append(gap)
        line.append_text(item)
    if line.cell_len:
        lines.append(line)
    return [piece for whole in lines for piece in (whole.wrap(_WRAP_CONSOLE, width) if whole.cell_len > width else [whole])]


#: A console used only to wrap text (its size is never used).
_WRAP_CONSOLE = Console(width=400, file=io.StringIO(), color_system=None)


class Packed:
    """Short items (the legend's) on as few lines as the width allows (:func:`pack`)."""

    def __init__(self, items: Sequence[Text]) -> None:
        self.items = list(items)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from pack(self.items, options.max_width)


class MapBlock:
    """The map, and its notes beside it (the attack under way, the legend, the squares whose
    cell hides something, the objectives), each note that does not fit in the map's rows
    below it: a 140-column terminal keeps the whole screen on 50 rows."""

    #: Columns between the map and its notes, and the narrowest notes worth putting beside it.
    GAP, NARROWEST = 3, 40

    def __init__(self, grid: Sequence[Text], notes: Sequence[RenderableType]) -> None:
        self.grid = list(grid)
        self.notes = list(notes)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        grid_width = max((line.cell_len for line in self.grid), default=0)
        side = options.max_width - grid_width - self.GAP
        beside: list[list[Segment]] = []
        below: list[RenderableType] = []
        for note in self.notes:
            lines = console.render_lines(note, options.update_width(side), pad=False) if side >= self.NARROWEST else []
            if lines and len(beside) + len(lines) <= len(self.grid):
                beside += lines
            else:
                below.append(note)
        if not beside:
            yield from self.grid
            yield from below
            return
        rows = console.render_lines(Group(*self.grid), options.update_width(grid_width), pad=True)
        for i, row in enumerate(rows):
            yield from row
            if i < len(beside):
                yield Segment(" " * self.GAP)
                yield from beside[i]
            yield Segment.line()
        yield from below

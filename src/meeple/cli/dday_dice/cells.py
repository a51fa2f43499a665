"""Numbered cells packed on as few lines as the width allows: the compact choices
(:mod:`.choices`, :mod:`.card_choices`) and the other units' dice (:mod:`.dice_panel`) draw
with them; a choice's cell (:func:`choice_cell`), lines of cells each after its heading
(:func:`cell_lines`), and a grouped kind of choice as drawn (:data:`Grouped`).
"""

from __future__ import annotations

from typing import Sequence

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text


class Cells:
    """Short items laid out in columns as wide as the widest item, as many a line as the
    width allows (read line by line); an item wider than the line wraps."""

    def __init__(self, items: Sequence[Text], gap: int = 2) -> None:
        self.items = list(items)
        self.gap = gap

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        widest = max((item.cell_len for item in self.items), default=0)
        whole = (widest + self.gap) * len(self.items) - self.gap if self.items else 0
        return Measurement(min(widest, options.max_width), min(whole, options.max_width))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        if not self.items:
            return
        cell = max(item.cell_len for item in self.items)
        per_line = max(1, (width + self.gap) // (cell + self.gap))
        for start in range(0, len(self.items), per_line):
            line = Text()
            for i, item in enumerate(self.items[start:start + per_line]):
                if i:
                    line.append(" " * self.gap)
                line.append_text(item)
                if start + i + 1 < min(start + per_line, len(self.items)):
                    line.append(" " * (cell - item.cell_len))
            yield line


class Matrix:
    """A table of numbers, one row per item and one column per heading, folded into as many
    side-by-side blocks as the width allows (read down each block): ``rows`` are (item text,
    one cell per heading, blank where that choice is not offered)."""

    GAP = 4

    def __init__(self, headings: Sequence[Text], rows: Sequence[tuple[Text, Sequence[Text]]]) -> None:
        self.headings = list(headings)
        self.rows = list(rows)

    def _widths(self) -> tuple[int, list[int]]:
        item = max((label.cell_len for label, _ in self.rows), default=0)
        columns = [max([heading.cell_len] + [cells[i].cell_len for _, cells in self.rows])
                   for i, heading in enumerate(self.headings)]
        return item, columns

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        item, columns = self._widths()
        block = item + sum(w + 1 for w in columns)
        return Measurement(min(block, options.max_width), options.max_width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        item, columns = self._widths()
        block = item + sum(w + 1 for w in columns)
        blocks = max(1, (options.max_width + self.GAP) // (block + self.GAP))
        height = -(-len(self.rows) // blocks)
        blocks = -(-len(self.rows) // height) if height else 1
        lines: list[Text] = []
        if any(heading.plain for heading in self.headings):
            head = Text()
            for b in range(blocks):
                if b:
                    head.append(" " * self.GAP)
                head.append(" " * item)
                for heading, w in zip(self.headings, columns):
                    head.append(" " + " " * (w - heading.cell_len))
                    head.append_text(heading)
            lines.append(head)
        for r in range(height):
            line = Text()
            for b in range(blocks):
                at = b * height + r
                if at >= len(self.rows):
                    break
                label, cells = self.rows[at]
                if b:
                    line.append(" " * self.GAP)
                line.append_text(label)
                line.append(" " * (item - label.cell_len))
                for cell, w in zip(cells, columns):
                    line.append(" " + " " * (w - cell.cell_len))
                    line.append_text(cell)
            lines.append(line)
        for line in lines:
            line.rstrip()
            yield line


#: A grouped kind as drawn: its pattern, what it does, its numbered cells.
Grouped = tuple[str, "Text | str", RenderableType]


def choice_cell(number: str, word: str, mark: str = "", mark_style: str = "dim") -> Text:
    """``12 bazooka`` and a short mark after it (``number`` aligned right, as a string)."""
    text = Text.assemble((number, "bold cyan"), " ", (word, "cyan"))
    if mark:
        text.append(f" {mark}", style=mark_style)
    return text


def cell_lines(rows: Sequence[tuple[Text, list[Text]]]) -> Table:
    """Lines of cells, each after its own heading (``2 dice``, ``to Bob (1)``, ``swap r1 2``)."""
    lines = Table.grid(padding=(0, 2))
    lines.add_column(no_wrap=True)
    lines.add_column()
    for heading, cells in rows:
        lines.add_row(heading, Cells(cells))
    return lines

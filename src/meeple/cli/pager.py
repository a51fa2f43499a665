"""Long texts in a terminal of any size: paged (:func:`page`), a screenful at a time, and
pre-formatted help whose lines are wrapped under their own description column
(:func:`hanging_text`), so that nothing is cut inside a word and nothing scrolls away unread.
Output that is not a terminal (a file, a pipe, a test) is printed whole."""

from __future__ import annotations

import re
import textwrap
from typing import Sequence

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.segment import Segment
from rich.text import Text

#: The prompt between two pages.
MORE = "-- more: Enter for the next page, q to stop -- "
#: Two spaces or more before a description: the column a wrapped line hangs under.
_GAP = re.compile(r"\S( {2,})(?=\S)")


def hanging_text(text: str, width: int) -> str:
    """``text`` (lines laid out in columns: ``lock <die>   lock that die``) wrapped to
    ``width`` between words, each line's continuation indented under its last column."""
    out: list[str] = []
    for line in text.splitlines():
        if len(line) <= width:
            out.append(line)
            continue
        column = 0
        for gap in _GAP.finditer(line[:width]):
            column = gap.end(1)
        if column == 0 or column > width // 2:
            column = len(line) - len(line.lstrip())
        out.extend(textwrap.wrap(line, width, subsequent_indent=" " * column, break_on_hyphens=False,
                                 break_long_words=True) or [""])
    return "\n".join(out)


def page(console: Console, parts: Sequence[RenderableType]) -> None:
    """Print ``parts``; in a terminal too short for them, a page at a time with a prompt
    between pages (Enter: the next, ``q``, Ctrl-D or Ctrl-C: stop)."""
    lines: list[list[Segment]] = []
    for part in parts:
        lines.extend(console.render_lines(part, pad=False))
    rows = max(console.height - 1, 1)
    if not console.is_terminal or len(lines) <= rows:
        _print_lines(console, lines)
        return
    for start in range(0, len(lines), rows):
        _print_lines(console, lines[start:start + rows])
        if start + rows >= len(lines):
            return
        try:
            answer = console.input(Text(MORE, style="dim"))
        except (EOFError, KeyboardInterrupt):
            console.print()
            return
        if answer.strip().lower() in ("q", "quit", "stop"):
            return


def _print_lines(console: Console, lines: Sequence[list[Segment]]) -> None:
    """Lines rendered already, printed as they are."""
    console.print(_Lines(lines))


class _Lines:
    def __init__(self, lines: Sequence[list[Segment]]) -> None:
        self.lines = lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for line in self.lines:
            yield from line
            yield Segment.line()


def page_then(console: Console, parts: Sequence[RenderableType], last: Sequence[RenderableType]) -> None:
    """Print ``parts`` then ``last``; in a terminal too short for them, ``parts`` a page at a
    time (as :func:`page`), and ``last`` whole under the final page, shown even when the
    reader stops paging (``q``): the end of a game pages its table, never its result."""
    head = [line for part in parts for line in console.render_lines(part, pad=False)]
    tail = [line for part in last for line in console.render_lines(part, pad=False)]
    rows = max(console.height - 1, 1)
    start = 0
    while console.is_terminal and len(head) - start + len(tail) > rows and start < len(head):
        _print_lines(console, head[start:start + rows])
        start += rows
        try:
            answer = console.input(Text(MORE, style="dim"))
        except (EOFError, KeyboardInterrupt):
            console.print()
            answer = "q"
        if answer.strip().lower() in ("q", "quit", "stop"):
            start = len(head)
    _print_lines(console, [*head[start:], *tail])

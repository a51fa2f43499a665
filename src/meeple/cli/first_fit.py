"""A table drawn in several forms, from the whole to the most compact: the first that fits
the rows a screen leaves it (:class:`FirstThatFits`), for a view's ``fitted_table`` hook."""

from __future__ import annotations

from typing import Sequence

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.segment import Segment


class FirstThatFits:
    """The first of ``candidates`` that fits in ``rows`` rows at the width given, else the last."""

    def __init__(self, candidates: Sequence[RenderableType], rows: int) -> None:
        self.candidates, self.rows = list(candidates), rows

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        for candidate in self.candidates[:-1]:
            lines = console.render_lines(candidate, options, pad=False)
            if len(lines) <= self.rows:
                for line in lines:
                    yield from line
                    yield Segment.line()
                return
        yield self.candidates[-1]

"""Text cut to the width it is drawn in between two words, never inside one: a label too
long for its line (``Reroll 1 die of your …``), a panel's title (:func:`cut_between_words`,
:class:`WordCut`)."""

from __future__ import annotations

from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.text import Text

#: The mark of a text cut short.
CUT = "…"


def cut_between_words(text: Text, width: int) -> Text:
    """``text`` whole if it fits in ``width`` cells, else its words that fit and ``…`` (a
    first word longer than the width is the only one cut)."""
    if text.cell_len <= width:
        return text
    plain = text.plain
    end = plain.rfind(" ", 0, max(width - 1, 1) + 1)
    if end <= 0:
        end = max(width - 1, 1)
    short = text.divide([end])[0]
    short.rstrip()
    short.append(CUT, style="dim")
    return short


class WordCut:
    """A one-line label drawn in the width it is given, cut between words
    (:func:`cut_between_words`)."""

    def __init__(self, text: Text) -> None:
        self.text = text

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(min(self.text.cell_len, 8), self.text.cell_len)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        line = cut_between_words(self.text, options.max_width)
        line.no_wrap = True
        yield line

"""Checks of what a terminal screen shows: no word cut in two by the width."""

from __future__ import annotations

import re

#: Box-drawing and rule characters, which are no words.
_FRAME = re.compile(r"[\u2500-\u257f≈]+")


def words(text: str) -> set[str]:
    """The words of a text, its frame left out."""
    return {w for w in _FRAME.sub(" ", text).split() if w}


def broken_words(narrow: str, whole: str) -> list[str]:
    """The words of ``narrow`` (a text drawn in a narrow terminal) that are not words of
    ``whole`` (the same text drawn where nothing is cut): pieces of a word cut by the width."""
    known = words(whole)
    return sorted(w for w in words(narrow) if w not in known)


def too_wide(text: str, width: int) -> list[str]:
    """The lines of ``text`` longer than ``width`` columns (a terminal would break them anywhere)."""
    from rich.cells import cell_len

    return [line for line in text.splitlines() if cell_len(line.rstrip()) > width]


def _compact_words() -> set[str]:
    from meeple.cli.dday_dice.board import BOARD_LEFT_OUT
    from meeple.cli.dday_dice.table import COMMANDS_SHORT
    from meeple.cli.play import TABLE_LEFT_OUT

    return words(" ".join((COMMANDS_SHORT, TABLE_LEFT_OUT, *BOARD_LEFT_OUT,
                           "P> Sold Cour IP locked: free kept final cancelled · roll): rolls):",
                           "… earlier lines (type `news` to see every line)")))


#: The words only a compact screen writes: its short headings and notes.
COMPACT = _compact_words()
#: The line under D-Day Dice choices: how to answer, and the ``card`` command where a card's text was cut.
_CARD = r"`card <name>` shows a card's whole text \(`card [\w-]+`\)\."
CARD_HINT = re.compile(rf"Answer a number or a notation \(`[^`]+`\)[.;](?: {_CARD})?|{_CARD}")


def known_words(whole: str, narrow: str) -> set[str]:
    """The words a screen drawn in a narrow terminal (``narrow``, the whole output) may show:
    those of the same game drawn where nothing is cut (``whole``), those printed before the
    first screen, and the compact screens' own."""
    known = words(whole) | words(narrow.split("Type `help` at any prompt", 1)[0]) | COMPACT
    joined = " ".join(narrow.split())  # the hint's words, wherever the width wrapped it
    return known | {w for hint in CARD_HINT.findall(joined) for w in words(hint)}  # said only where a label is cut


def cut_words(screen: str, known: set[str]) -> list[str]:
    """The words of ``screen`` that are not ``known``: pieces of words cut by the width."""
    return sorted(w for w in words(screen) if w not in known and w.rstrip("…") not in known)

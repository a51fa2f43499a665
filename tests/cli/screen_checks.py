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

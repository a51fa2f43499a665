"""Small pieces of English the terminal views share."""

from __future__ import annotations


def plural(n: int, word: str, words: str | None = None) -> str:
    """``1 card``, ``3 cards``; ``words`` for an irregular plural (``2 casualties``)."""
    return f"{n} {word if n == 1 else (words or word + 's')}"

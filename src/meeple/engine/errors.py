"""The error types of meeple.

Every error a user can cause derives from :class:`MeepleError` (itself a ``ValueError``),
and carries a message a person can read, with the context needed to fix the input.
A rejected action, record or data file never changes any state: errors are raised before
anything is mutated.
"""

from __future__ import annotations


class MeepleError(ValueError):
    """Base class of every error caused by bad input."""


class IllegalActionError(MeepleError):
    """An action that is not legal here: unknown notation, wrong seat, wrong moment,
    an impossible chance outcome, or a move after the end of the game."""


class RecordError(MeepleError):
    """A game record that cannot be read or replayed."""


class ContentError(MeepleError):
    """A content data file (cards, traits, maps, units) that fails validation."""


class OptionsError(MeepleError):
    """Game options or a seat list that the game does not accept."""


class UnknownGameError(MeepleError):
    """A game id that is not in the registry."""


class RuleNotImplementedError(MeepleError):
    """A rule meeple does not implement yet was reached. Every such rule is listed in
    docs/rules-coverage.md; it is never skipped silently."""


#: How many characters of a given text an error quotes (:func:`excerpt`).
EXCERPT_CHARS = 60
#: Integers longer than this many bits are described by their size, not written out.
_EXCERPT_INT_BITS = 256


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """What an error quotes of something a person gave: the ``repr`` of its first ``limit``
    characters, cut with ``…`` (``'target 9999…'``), so a 10 MB action gives a short line.
    A huge integer is described by its number of digits; anything else is quoted as text."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > _EXCERPT_INT_BITS:
        digits = len(str(abs(value))) if value.bit_length() < 14_000 else int(value.bit_length() * 0.30103) + 1
        return f"an integer of {digits} digits"
    if isinstance(value, str):
        text = value
    else:
        try:
            text = repr(value)
        except (ValueError, RecursionError):  # an integer too long to write, a structure too deep
            text = f"<{type(value).__name__}>"
        if len(text) <= limit:
            return text
        return text[: max(limit - 1, 0)] + "…"
    if len(text) <= limit:
        return repr(text)
    return repr(text[: max(limit - 1, 0)] + "…")


def short_name(value: object, limit: int = 40) -> str:
    """A name quoted in an error (an option's, a field's, a table's entry): as it is when it is
    short printable text, else as its :func:`excerpt`."""
    if isinstance(value, str) and len(value) <= limit and value.isprintable():
        return value
    return excerpt(value, limit)

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

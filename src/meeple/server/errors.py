"""The server's refusals: each a :class:`MeepleError` with a line a person can read and the
HTTP status it is answered with (docs/server.md, "Errors")."""

from __future__ import annotations

from typing import ClassVar

from meeple.engine.errors import MeepleError


class Refusal(MeepleError):
    """A request the server refuses; nothing has changed."""

    status: ClassVar[int] = 400


class NotFound(Refusal):
    """No such match (or page)."""

    status = 404


class Unauthorized(Refusal):
    """A missing or wrong seat token."""

    status = 401


class Forbidden(Refusal):
    """A seat asking for something that is not its own to ask."""

    status = 403


class Conflict(Refusal):
    """Not now: the match is not over yet, or over already, or the seat is still present."""

    status = 409


class TooLarge(Refusal):
    """A body or a message over its size bound."""

    status = 413


class TooMany(Refusal):
    """A flood of messages."""

    status = 429


class Stale(Refusal):
    """A move or an undo made on an old version of the match."""

    status = 409

"""The changes a match goes through -- a move, an undo, a handover -- each checked, applied
and stored inside the transaction :meth:`MatchService.change` opens (docs/server.md, "Moves:
one writer, persist then tell"). A change refuses (a :class:`MeepleError` with the reason)
before it changes anything; the engine's session decides every rule.
"""

from __future__ import annotations

from typing import Any, Callable

from sqlalchemy import Connection as Db

from meeple.engine.core import CHANCE, Event
from meeple.engine.record import SeatRecord
from meeple.server import store
from meeple.server.errors import Conflict, Forbidden, Refusal, Stale
from meeple.server.live import HUMAN, LiveMatch, LogEntry
from meeple.server.store import MatchRow, MoveRow, now

#: A change: given the open transaction, the match's row as stored now (locked) and the
#: live match (caught up with it), check, apply and store.
Change = Callable[[Db, MatchRow, LiveMatch], None]


def stored(db: Db, live: LiveMatch, first_move: int, events: list[Event], **values: Any) -> None:
    """Store the session's moves from ``first_move`` on as the next version, with the
    match's new status, and announce it (delivered at commit)."""
    version = live.version + 1
    session = live.session
    fmt = live.game.format_action
    moves = [MoveRow(i, p, fmt(a), version) for i, (p, a) in enumerate(session.moves[first_move:], first_move)]
    status = "over" if live.is_over() else "playing"
    moment = now()
    store.append_moves(db, live.id, moves)
    store.update_match(db, live.id, version=version, status=status, updated=moment, **values)
    store.notify(db, live.id, version)
    live.row.version, live.row.status, live.row.updated = version, status, moment
    live.move_versions += [version] * len(moves)
    live.log.append(LogEntry(version, events))


def check_version(live: LiveMatch, version: int) -> None:
    """Refuse a change sent on another version of the match than its own, or once over."""
    if live.is_over():
        raise Conflict("the game is over: no more moves can be made")
    if version != live.version:
        raise Stale(f"stale: this was sent at version {version}, and the match is at version {live.version} "
                    "(the page is being brought up to date)")


def move(seat: int, action: str, version: int, agent: str) -> Change:
    """Seat ``seat`` makes ``action`` (notation), having seen ``version``; ``agent`` is who
    plays it (a person, or the server's bot for the seat). The session applies it -- the game
    refuses an illegal one before changing anything -- and draws the chance it sets off."""

    def apply(db: Db, _row: MatchRow, live: LiveMatch) -> None:
        check_version(live, version)
        if live.agents[seat] != agent:
            raise Forbidden(f"seat {seat} is played by the {live.agents[seat]} bot")
        parsed = live.game.parse_action(action)
        first = len(live.session.moves)
        events = live.session.act(seat, parsed)
        events += live.session.settle_chance()
        stored(db, live, first, events)

    return apply


def last_mover(live: LiveMatch) -> int | None:
    """The seat that made the last seat's move of the record, if any."""
    return next((p for p, _a in reversed(live.session.moves) if p != CHANCE), None)


def undo(seat: int, version: int) -> Change:
    """Take back seat ``seat``'s last decision, as the session allows it (never across
    chance, a reveal or another seat's move: docs/undo.md). The record is cut with it, its
    news leaves the log, and the version starts a new log (the pages get a ``sync``)."""

    def apply(db: Db, _row: MatchRow, live: LiveMatch) -> None:
        check_version(live, version)
        session = live.session
        session.undo(seat)  # refused with the reason, changing nothing, if it may not
        keep = len(session.moves)
        cut = live.move_versions[keep]
        del live.move_versions[keep:]
        live.log = [entry for entry in live.log if entry.version < cut]
        floor = live.row.undo_floor
        if last_mover(live) not in (None, seat):
            floor = keep  # the moves before were seen by the seat that took its own back
        version_now = live.version + 1
        store.truncate_moves(db, live.id, keep)
        store.update_match(db, live.id, version=version_now, log_from=version_now, undo_floor=floor,
                           status="playing", updated=now())
        store.notify(db, live.id, version_now)
        live.row.version = live.row.log_from = version_now
        live.row.undo_floor, live.row.status = floor, "playing"
        live.log.append(LogEntry(version_now, []))
        live.resync = True

    return apply


def strongest_bot(live: LiveMatch) -> str:
    """The bot a seat is handed to: the game's own first bot, else ``random``."""
    bots = live.game.bots()
    return bots[0].name if bots else "random"


def handover(by_seat: int, seat: int, handover_after: float) -> Change:
    """Seat ``by_seat`` hands seat ``seat`` to a bot: a person's seat, not its own, with no
    socket open here and none seen anywhere for ``handover_after`` seconds."""

    def apply(db: Db, row: MatchRow, live: LiveMatch) -> None:
        if live.is_over():
            raise Conflict("the game is over")
        if not 0 <= seat < len(live.row.seats):
            raise Refusal(f"there is no seat {seat} (seats 0-{len(live.row.seats) - 1})")
        if seat == by_seat:
            raise Refusal("a seat cannot hand itself to a bot")
        if live.agents[seat] != HUMAN:
            raise Conflict(f"seat {seat} is played by the {live.agents[seat]} bot already")
        if seat in live.seats_with_sockets():
            raise Conflict(f"seat {seat}'s player is here")
        absent = (now() - row.seats[seat].last_seen).total_seconds()
        if absent < handover_after:
            raise Conflict(f"seat {seat}'s player was here {absent:.0f} seconds ago: "
                           f"a seat can be handed over after {handover_after:.0f} seconds without its player")
        bot = strongest_bot(live)
        store.set_agent(db, live.id, seat, bot)
        live.row.seats[seat].agent = bot
        live.session.seats[seat] = SeatRecord(name=live.row.seats[seat].name, agent=bot)
        live.resync = True
        stored(db, live, len(live.session.moves), [])

    return apply

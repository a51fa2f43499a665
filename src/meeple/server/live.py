"""A match in play in this process: its session (state, chance sampler, moves), its event
log grouped by version, its open connections, and the lock that makes its moves one at a time.

The database is the truth; a :class:`LiveMatch` is rebuilt from it (:func:`load_live`) by
playing the stored moves through a :class:`~meeple.engine.session.Session`, exactly as they
were first played, so the engine checks every one of them again.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Sequence

from sqlalchemy import Connection

from meeple.engine.core import CHANCE, Event, Game
from meeple.engine.errors import MeepleError, RecordError
from meeple.engine.record import SeatRecord
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.server import store
from meeple.server.errors import Conflict, NotFound
from meeple.server.store import MatchRow, MoveRow

if TYPE_CHECKING:
    from meeple.server.connections import Connection as Socket

HUMAN = "human"


@dataclass
class LogEntry:
    """The events one committed change caused (a move and the chance it set off)."""

    version: int
    events: list[Event]


@dataclass
class LiveMatch:
    """One match as this process holds it (see the module docstring)."""

    row: MatchRow
    game: Game
    session: Session
    log: list[LogEntry]
    #: The version that committed each of the session's moves.
    move_versions: list[int] = field(default_factory=list)
    connections: set["Socket"] = field(default_factory=set)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    bot_task: "asyncio.Task[None] | None" = None
    #: Bots playing seats, created on their first decision.
    bots: dict[int, Any] = field(default_factory=dict)
    #: Whether the pages need a full ``sync`` at the next telling (agents changed, an undo).
    resync: bool = False

    @property
    def id(self) -> str:
        return self.row.id

    @property
    def version(self) -> int:
        return self.row.version

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.row.seats]

    @property
    def agents(self) -> list[str]:
        return [s.agent for s in self.row.seats]

    def is_over(self) -> bool:
        return self.session.state.is_over()

    def events_since(self, version: int) -> list[Event]:
        """The events of the changes after ``version`` (all of them for -1)."""
        return [e for entry in self.log if entry.version > version for e in entry.events]

    def replace(self, other: "LiveMatch") -> None:
        """Take the match as ``other`` holds it (reloaded from the database), keeping this
        object's connections, lock and bot task."""
        self.row, self.game, self.session, self.log = other.row, other.game, other.session, other.log
        self.move_versions = other.move_versions
        self.bots = {}

    def seats_with_sockets(self) -> list[int]:
        return sorted({c.seat for c in self.connections if c.seat is not None})


def session_for(game: Game, row: MatchRow) -> Session:
    """A new session of the match ``row``: its game, seats, seed and options."""
    seats = [SeatRecord(name=s.name, agent=s.agent) for s in row.seats]
    return Session(game, seats, row.seed, row.options)


def play_stored(live: "LiveMatch", moves: Sequence[MoveRow]) -> None:
    """Play the stored ``moves`` (which follow the session's own moves) through the match's
    session: a seat's move through :meth:`Session.act`, chance through
    :meth:`Session.settle_chance`, whose draws must be the stored ones. Their events go to the
    log by version. The session keeps its undo snapshots as it did live (the moves of a seat
    since the last chance or other seat's move), except across the match's undo floor."""
    session, log, match_id, floor = live.session, live.log, live.id, live.row.undo_floor
    game = session.game
    i = 0
    while i < len(moves):
        move = moves[i]
        if session.state.is_chance():
            start = len(session.moves)
            events = session.settle_chance()
            drawn = session.moves[start:]
            stored = moves[i:i + len(drawn)]
            if [(CHANCE, game.format_action(a)) for _p, a in drawn] != [(m.by, m.action) for m in stored]:
                raise RecordError(f"match {match_id}: the stored chance moves from move {move.idx + 1} "
                                  "are not those its seed draws")
            i += len(drawn)
        else:
            if move.by == CHANCE:
                raise RecordError(f"match {match_id}: move {move.idx + 1} is chance's, and no chance is due")
            events = session.act(move.by, game.parse_action(move.action))
            i += 1
        _add_events(log, move.version, events)
        live.move_versions += [move.version] * (len(session.moves) - len(live.move_versions))
        if len(session.moves) == floor:
            session.snapshots.clear()  # a seat took back a move after these: they stay
    if session.state.is_chance():
        raise RecordError(f"match {match_id}: the stored moves stop at a chance node")


def _add_events(log: list[LogEntry], version: int, events: list[Event]) -> None:
    if log and log[-1].version == version:
        log[-1].events.extend(events)
    else:
        log.append(LogEntry(version, list(events)))


def load_live(db: Connection, match_id: str) -> LiveMatch:
    """The match ``match_id`` rebuilt from the database."""
    row = store.load_match(db, match_id)
    if row is None:
        raise NotFound(f"there is no match {match_id}")
    game = get_game(row.game)
    if row.rules_version != game.rules_version:
        raise Conflict(f"match {match_id} was played under {game.name} rules version {row.rules_version}; "
                       f"this server plays version {game.rules_version}")
    live = LiveMatch(row=row, game=game, session=session_for(game, row), log=[])
    try:
        play_stored(live, store.load_moves(db, match_id))
    except MeepleError as exc:
        raise Conflict(f"match {match_id} cannot be resumed: {exc}") from None
    return live


def catch_up(db: Connection, live: LiveMatch, row: MatchRow) -> bool:
    """Bring ``live`` to the stored ``row`` (read in this transaction) when another process
    changed it: the moves it lacks when none was undone, else the whole match again.
    Return whether the seats' agents changed (the pages then need a full resync)."""
    if row.version == live.version:
        return False
    agents_changed = [s.agent for s in row.seats] != live.agents
    if row.log_from == live.row.log_from and row.version > live.version:
        new_moves = store.load_moves(db, live.id, start=len(live.session.moves))
        live.row = row
        for seat in row.seats:
            live.session.seats[seat.seat] = SeatRecord(name=seat.name, agent=seat.agent)
        play_stored(live, new_moves)
        if agents_changed:
            live.bots = {}
    else:
        live.replace(load_live(db, live.id))
    return agents_changed

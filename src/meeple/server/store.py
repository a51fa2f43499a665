"""Reading and writing matches in the database (:mod:`meeple.server.tables`).

Plain functions over one SQLAlchemy connection: the caller owns the transaction, so a move
and its version are committed together or not at all.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Sequence

from sqlalchemy import Connection, delete, func, insert, select, text, update

from meeple.server.tables import matches, moves, seats

#: The PostgreSQL channel a committed change is announced on: ``"<match id> <version>"``.
NOTIFY_CHANNEL = "meeple_match"


def now() -> datetime:
    """The current time, in UTC."""
    return datetime.now(timezone.utc)


def as_utc(moment: datetime) -> datetime:
    """``moment`` with its time zone (SQLite gives times back without one)."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)


@dataclass
class SeatRow:
    seat: int
    name: str
    agent: str
    token_hash: str | None
    last_seen: datetime


@dataclass
class MatchRow:
    id: str
    game: str
    rules_version: str
    name: str
    options: dict[str, Any]
    seed: int
    status: str
    version: int
    log_from: int
    created: datetime
    updated: datetime
    rematch_of: str | None = None
    rematch: str | None = None
    undo_floor: int = 0
    seats: list[SeatRow] = field(default_factory=list)


@dataclass(frozen=True)
class MoveRow:
    idx: int
    by: int
    action: str
    version: int


def insert_match(db: Connection, match: MatchRow, first_moves: Sequence[MoveRow]) -> None:
    """Store a new match with its seats and its first (set-up) moves."""
    db.execute(insert(matches).values(
        id=match.id, game=match.game, rules_version=match.rules_version, name=match.name,
        options=json.dumps(match.options, sort_keys=True), seed=str(match.seed), status=match.status,
        version=match.version, log_from=match.log_from, rematch_of=match.rematch_of,
        rematch=match.rematch, undo_floor=match.undo_floor, created=match.created, updated=match.updated,
    ))
    db.execute(insert(seats), [
        {"match_id": match.id, "seat": s.seat, "name": s.name, "agent": s.agent,
         "token_hash": s.token_hash, "last_seen": s.last_seen}
        for s in match.seats
    ])
    append_moves(db, match.id, first_moves)


def _match_row(row: Any, seat_rows: list[SeatRow]) -> MatchRow:
    return MatchRow(
        id=row.id, game=row.game, rules_version=row.rules_version, name=row.name,
        options=json.loads(row.options), seed=int(row.seed), status=row.status,
        version=row.version, log_from=row.log_from, created=as_utc(row.created),
        updated=as_utc(row.updated), rematch_of=row.rematch_of, rematch=row.rematch,
        undo_floor=row.undo_floor, seats=seat_rows,
    )


def load_match(db: Connection, match_id: str, for_update: bool = False) -> MatchRow | None:
    """The match ``match_id`` with its seats, or None. With ``for_update`` the match's row
    stays locked until the transaction ends (``SELECT ... FOR UPDATE`` on PostgreSQL; SQLite
    transactions here are ``BEGIN IMMEDIATE``, which already hold the one write lock)."""
    query = select(matches).where(matches.c.id == match_id)
    if for_update:
        query = query.with_for_update()
    row = db.execute(query).first()
    if row is None:
        return None
    return _match_row(row, load_seats(db, match_id))


def load_seats(db: Connection, match_id: str) -> list[SeatRow]:
    rows = db.execute(select(seats).where(seats.c.match_id == match_id).order_by(seats.c.seat))
    return [SeatRow(r.seat, r.name, r.agent, r.token_hash, as_utc(r.last_seen)) for r in rows]


def list_matches(db: Connection, limit: int) -> list[MatchRow]:
    """The newest ``limit`` matches, newest first, with their seats."""
    rows = db.execute(select(matches).order_by(matches.c.created.desc(), matches.c.id).limit(limit)).all()
    ids = [r.id for r in rows]
    by_match: dict[str, list[SeatRow]] = {i: [] for i in ids}
    if ids:
        seat_rows = db.execute(select(seats).where(seats.c.match_id.in_(ids)).order_by(seats.c.seat))
        for s in seat_rows:
            by_match[s.match_id].append(SeatRow(s.seat, s.name, s.agent, s.token_hash, as_utc(s.last_seen)))
    return [_match_row(r, by_match[r.id]) for r in rows]


def playing_with_bots(db: Connection) -> list[str]:
    """The ids of the matches still playing with at least one seat played by a bot."""
    query = (
        select(matches.c.id).join(seats, seats.c.match_id == matches.c.id)
        .where(matches.c.status == "playing", seats.c.agent != "human").distinct()
    )
    return [r.id for r in db.execute(query)]


def load_moves(db: Connection, match_id: str, start: int = 0) -> list[MoveRow]:
    """The match's moves from index ``start`` on, in order."""
    query = (select(moves).where(moves.c.match_id == match_id, moves.c.idx >= start).order_by(moves.c.idx))
    return [MoveRow(r.idx, r.by, r.action, r.version) for r in db.execute(query)]


def count_moves(db: Connection, match_id: str) -> int:
    return int(db.execute(select(func.count()).select_from(moves).where(moves.c.match_id == match_id)).scalar_one())


def append_moves(db: Connection, match_id: str, new_moves: Sequence[MoveRow]) -> None:
    if new_moves:
        db.execute(insert(moves), [
            {"match_id": match_id, "idx": m.idx, "by": m.by, "action": m.action, "version": m.version}
            for m in new_moves
        ])


def truncate_moves(db: Connection, match_id: str, keep: int) -> None:
    """Keep the first ``keep`` moves of the match (an undo)."""
    db.execute(delete(moves).where(moves.c.match_id == match_id, moves.c.idx >= keep))


def update_match(db: Connection, match_id: str, **values: Any) -> None:
    db.execute(update(matches).where(matches.c.id == match_id).values(**values))


def set_agent(db: Connection, match_id: str, seat: int, agent: str) -> None:
    db.execute(update(seats).where(seats.c.match_id == match_id, seats.c.seat == seat).values(agent=agent))


def touch_seats(db: Connection, match_id: str, seat_numbers: Sequence[int], moment: datetime) -> None:
    """Mark these seats as seen now (they have a socket open)."""
    if seat_numbers:
        db.execute(update(seats).where(seats.c.match_id == match_id, seats.c.seat.in_(list(seat_numbers)))
                   .values(last_seen=moment))


def notify(db: Connection, match_id: str, version: int) -> None:
    """Announce a change to the other server processes (PostgreSQL only; delivered when the
    transaction commits, and never if it does not)."""
    if db.dialect.name == "postgresql":
        db.execute(text("SELECT pg_notify(:channel, :payload)"),
                   {"channel": NOTIFY_CHANNEL, "payload": f"{match_id} {version}"})

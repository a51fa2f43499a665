"""The matches of this process and every change made to them (docs/server.md, "Moves: one
writer, persist then tell").

Each change -- a move, an undo, a handover -- runs under the match's :class:`asyncio.Lock`,
in a worker thread, inside one database transaction that first locks the match's row
(``SELECT ... FOR UPDATE``; SQLite's ``BEGIN IMMEDIATE``) and catches up with any change
another server process committed. It is checked, stored and committed, and only then are
the connections told, each through what its seat may see (:mod:`meeple.server.payloads`).
"""

from __future__ import annotations

import asyncio
import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager, contextmanager
from typing import Any, AsyncIterator, Callable, Iterator, TypeVar

from sqlalchemy import Connection as Db
from sqlalchemy import Engine

from meeple.engine.errors import MeepleError
from meeple.engine.record import SeatRecord
from meeple.server import changes, payloads, store
from meeple.server.bots import bot_to_act, play_bots
from meeple.server.changes import Change
from meeple.server.connections import Connection
from meeple.server.creation import MatchSpec, NewMatch, links, new_match
from meeple.server.database import is_postgres
from meeple.server.errors import Conflict, NotFound, Unauthorized
from meeple.server.live import HUMAN, LiveMatch, catch_up, load_live
from meeple.server.settings import ServerSettings
from meeple.server.store import now
from meeple.server.tokens import looks_like_match_id, same_hash, token_hash

log = logging.getLogger("meeple.server")
T = TypeVar("T")


class MatchService:
    """See the module docstring."""

    def __init__(self, settings: ServerSettings, engine: Engine) -> None:
        self.settings = settings
        self.engine = engine
        self.matches: dict[str, LiveMatch] = {}
        #: The first loads under way, one per match (docs/server-operations.md).
        self.loading: dict[str, asyncio.Future[LiveMatch]] = {}
        self.tasks: set[asyncio.Task[Any]] = set()
        self.bot_pool = ThreadPoolExecutor(max_workers=settings.bot_threads, thread_name_prefix="meeple-bot")
        #: SQLite has one writer: this process's transactions take it one at a time here,
        #: rather than in SQLite's busy handler (PostgreSQL keeps its row locks).
        self.writer: threading.Lock | None = None if is_postgres(engine) else threading.Lock()

    # ------------------------------------------------------------------ database
    @contextmanager
    def _begin(self) -> Iterator[Db]:
        """One transaction; on SQLite one at a time in this process, so that a waiting
        thread is woken as soon as the writer is free instead of sleeping in SQLite's busy
        handler (steps of up to 100 ms) while the write lock stands free."""
        if self.writer is None:
            with self.engine.begin() as db:
                yield db
            return
        with self.writer, self.engine.begin() as db:
            yield db

    def _transaction(self, work: Callable[[Db], T]) -> T:
        with self._begin() as db:
            return work(db)

    async def read(self, work: Callable[[Db], T]) -> T:
        """Run ``work`` in one transaction, off the event loop."""
        return await asyncio.to_thread(self._transaction, work)

    # ------------------------------------------------------------------ live matches
    async def live(self, match_id: str) -> LiveMatch:
        """The match ``match_id``, loaded from the database on first use: once, however many
        pages ask for it at the same time, and without holding up other matches' loads."""
        if not looks_like_match_id(match_id):
            raise NotFound(f"there is no match {match_id[:40]}")
        found = self.matches.get(match_id)
        if found is not None:
            return found
        pending = self.loading.get(match_id)
        if pending is None:
            pending = asyncio.ensure_future(self._load(match_id))
            self.loading[match_id] = pending
            pending.add_done_callback(lambda _done: self.loading.pop(match_id, None))
        return await asyncio.shield(pending)

    async def _load(self, match_id: str) -> LiveMatch:
        loaded = await self.read(lambda db: load_live(db, match_id))
        return self.matches.setdefault(match_id, loaded)

    @asynccontextmanager
    async def locked(self, match_id: str) -> AsyncIterator[LiveMatch]:
        """The match with its lock held (the object this process holds for it now)."""
        while True:
            live = await self.live(match_id)
            async with live.lock:
                if self.matches.get(match_id) is live:
                    yield live
                    return

    def release_if_idle(self, live: LiveMatch) -> None:
        """Forget a match no page and no bot is using (the database keeps it)."""
        busy = live.connections or live.lock.locked() or (live.bot_task is not None and not live.bot_task.done())
        if not busy and self.matches.get(live.id) is live:
            del self.matches[live.id]

    def spawn(self, coroutine: Any) -> "asyncio.Task[Any]":
        task: asyncio.Task[Any] = asyncio.get_running_loop().create_task(coroutine)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    # ------------------------------------------------------------------ seats
    async def seat_of(self, match_id: str, token: str | None) -> int:
        """The seat whose token this is; raise Unauthorized otherwise."""
        if not token:
            raise Unauthorized("a seat's token is needed (the seat link's, as \"Authorization: Bearer <token>\")")
        if not looks_like_match_id(match_id):
            raise NotFound(f"there is no match {match_id[:40]}")
        held = self.matches.get(match_id)
        seats = held.row.seats if held is not None else await self.read(lambda db: store.load_seats(db, match_id))
        if not seats:
            raise NotFound(f"there is no match {match_id}")
        digest = token_hash(token)
        for seat in seats:
            if seat.token_hash is not None and same_hash(seat.token_hash, digest):
                return seat.seat
        raise Unauthorized(f"this token is not a seat of match {match_id}")

    # ------------------------------------------------------------------ creating
    async def create(self, spec: MatchSpec, rematch_of: str | None = None) -> tuple[LiveMatch, dict[str, Any]]:
        """Make, store and commit a new match; answer it with its links (the only time its
        tokens are shown). A rematch is recorded on the old match in the same transaction."""
        made = await asyncio.to_thread(new_match, spec, rematch_of)
        await self.read(lambda db: self._store_new(db, made, rematch_of))
        live = made.live
        self.matches[live.id] = live
        self.start_bots(live)
        self.release_if_idle(live)
        return live, links(live.id, made.tokens)

    def _store_new(self, db: Db, made: NewMatch, rematch_of: str | None) -> None:
        if rematch_of is not None:
            old = store.load_match(db, rematch_of, for_update=True)
            if old is None:
                raise NotFound(f"there is no match {rematch_of}")
            if old.rematch is not None:
                raise Conflict(f"this match has a rematch already: /play/{old.rematch}")
        store.insert_match(db, made.live.row, made.moves)
        if rematch_of is not None:
            store.update_match(db, rematch_of, rematch=made.live.id)

    # ------------------------------------------------------------------ changing
    async def change(self, match_id: str, change: Change) -> LiveMatch:
        """Run ``change`` as one writer, persist it, then tell every connection."""
        async with self.locked(match_id) as live:
            try:
                await asyncio.to_thread(self._commit, live, change)
            finally:
                self.tell(live)
        self.start_bots(live)
        self.release_if_idle(live)
        return live

    def _commit(self, live: LiveMatch, change: Change) -> None:
        checkpoint: tuple[int, int] | None = None
        try:
            with self._begin() as db:
                row = store.load_match(db, live.id, for_update=True)
                if row is None:
                    raise NotFound(f"there is no match {live.id}")
                if catch_up(db, live, row):
                    live.resync = True
                checkpoint = (live.version, len(live.session.moves))
                change(db, row, live)
        except MeepleError:
            if checkpoint is None or checkpoint == (live.version, len(live.session.moves)):
                raise  # refused before anything changed
            self._reload(live)
            raise
        except Exception:
            log.exception("match %s: a change could not be committed; reloading it", live.id)
            self._reload(live)
            raise

    def _reload(self, live: LiveMatch) -> None:
        """Drop what this process holds of the match for what the database holds."""
        with self._begin() as db:
            live.replace(load_live(db, live.id))
        live.resync = True

    async def move(self, match_id: str, seat: int, action: str, version: int, agent: str = HUMAN) -> LiveMatch:
        """Seat ``seat`` makes ``action`` (notation), having seen ``version``; ``agent`` is
        who plays the seat (a person, or the bot the server runs for it)."""
        return await self.change(match_id, changes.move(seat, action, version, agent))

    async def undo(self, match_id: str, seat: int, version: int) -> LiveMatch:
        """Seat ``seat`` takes back its last decision; every page then gets a ``sync``."""
        return await self.change(match_id, changes.undo(seat, version))

    async def handover(self, match_id: str, by_seat: int, seat: int) -> LiveMatch:
        """Seat ``by_seat`` hands seat ``seat``, whose player has left, to a bot."""
        return await self.change(match_id, changes.handover(by_seat, seat, self.settings.handover_after))

    async def rematch(self, match_id: str, seat: int) -> tuple[LiveMatch, dict[str, Any]]:
        """A new match with the same game, options, seat names and agents; each page of the
        old match is told its own new link."""
        old = await self.live(match_id)
        if not old.is_over():
            raise Conflict("a rematch can be made once the game is over")
        spec = MatchSpec(game=old.game, name=old.row.name, options=dict(old.row.options),
                         seats=[SeatRecord(name=s.name, agent=s.agent) for s in old.row.seats])
        new, made_links = await self.create(spec, rematch_of=old.id)
        async with self.locked(match_id) as old:
            old.row.rematch = new.id
            for conn in old.connections:
                link = made_links["seats"].get(conn.seat, made_links["spectator"])
                conn.send({"type": "rematch", "match": new.id, "link": link, "version": old.version})
        self.release_if_idle(old)
        return new, made_links

    # ------------------------------------------------------------------ telling
    def tell(self, live: LiveMatch) -> None:
        """Send each connection what it has not been told: an ``update`` with the events
        since its version, or a ``sync`` after an undo, a handover or a resync."""
        resync, live.resync = live.resync, False
        built: dict[tuple[Any, ...], dict[str, Any]] = {}
        for conn in list(live.connections):
            if conn.version == live.version and not resync:
                continue
            if resync or conn.version < live.row.log_from:
                key: tuple[Any, ...] = ("sync", conn.seat)
                if key not in built:
                    built[key] = payloads.welcome(live, conn.seat, None, self.settings.handover_after, kind="sync")
            else:
                key = ("update", conn.seat, conn.version)
                if key not in built:
                    built[key] = payloads.update(live, conn.seat, conn.version)
            conn.send(built[key])
            conn.version = live.version

    async def join(self, match_id: str, conn: Connection, since: int | None) -> LiveMatch:
        """Add a page's connection to the match and send it its ``welcome``; if it is its
        seat's first socket here, tell the other pages that the seat is back."""
        async with self.locked(match_id) as live:
            arrived = conn.seat is not None and conn.seat not in live.seats_with_sockets()
            live.connections.add(conn)
            conn.send(payloads.welcome(live, conn.seat, since, self.settings.handover_after))
            conn.version = live.version
            if arrived:
                self.tell_presence(live, but=conn)
        await self.mark_present(live, [conn.seat] if conn.seat is not None else [])
        self.start_bots(live)
        return live

    async def leave(self, live: LiveMatch, conn: Connection) -> None:
        """Forget a closed connection; if it was its seat's last here, the seat is away from
        now on (told to the other pages at once, stored after)."""
        live.connections.discard(conn)
        self.release_if_idle(live)
        seat = conn.seat
        if seat is None:
            return
        moment = now()
        live.row.seats[seat].last_seen = moment
        if seat not in live.seats_with_sockets():
            self.tell_presence(live)
        await self.read(lambda db: store.touch_seats(db, live.id, [seat], moment))

    @staticmethod
    def tell_presence(live: LiveMatch, but: Connection | None = None) -> None:
        """Send every page (but ``but``) which human seats have no socket open."""
        message = payloads.presence(live)
        for conn in list(live.connections):
            if conn is not but:
                conn.send(message)

    async def mark_present(self, live: LiveMatch, seats: list[int]) -> None:
        """Note that these seats' players are here now (for the handover rule)."""
        if seats:
            moment = now()
            await self.read(lambda db: store.touch_seats(db, live.id, seats, moment))
            for seat in seats:
                live.row.seats[seat].last_seen = moment

    async def heartbeat(self) -> None:
        """Keep ``last_seen`` fresh for the seats with an open socket in this process, so
        that another process sees them present too."""
        interval = min(max(self.settings.handover_after / 4, 1.0), 15.0)
        while True:
            await asyncio.sleep(interval)
            try:
                await self.mark_all_present()
            except Exception:
                log.exception("could not note the players of the held matches as present")

    async def mark_all_present(self) -> None:
        """Note, in one transaction, that the seats with an open socket here are present."""
        present = [(live, live.seats_with_sockets()) for live in list(self.matches.values())]
        present = [(live, seats) for live, seats in present if seats]
        if not present:
            return
        moment = now()

        def touch(db: Db) -> None:
            for live, seats in present:
                store.touch_seats(db, live.id, seats, moment)

        await self.read(touch)
        for live, seats in present:
            for seat in seats:
                live.row.seats[seat].last_seen = moment

    # ------------------------------------------------------------------ other processes
    async def on_notify(self, match_id: str, version: int) -> None:
        """Another process committed ``version`` of ``match_id``: catch up and tell."""
        live = self.matches.get(match_id)
        if live is None or live.version >= version:
            return
        async with live.lock:
            if live.version >= version:
                return

            def reload(db: Db) -> None:
                row = store.load_match(db, live.id)
                if row is not None and catch_up(db, live, row):
                    live.resync = True

            await self.read(reload)
            self.tell(live)

    async def catch_up_all(self) -> None:
        """After a lost notification channel: bring every held match up to date."""
        for match_id, live in list(self.matches.items()):
            await self.on_notify(match_id, live.version + 1)

    # ------------------------------------------------------------------ bots
    def start_bots(self, live: LiveMatch) -> None:
        """Have this process play the bot seats of ``live`` while one is to act."""
        if live.bot_task is None or live.bot_task.done():
            if bot_to_act(live) is not None:
                live.bot_task = self.spawn(play_bots(self, live))
                live.bot_task.add_done_callback(lambda _task: self.release_if_idle(live))

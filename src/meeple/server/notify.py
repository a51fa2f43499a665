"""Several server processes on one PostgreSQL (docs/server.md, "Several processes").

Each committed change is announced with ``pg_notify`` inside its transaction (so it is
delivered at commit and never for a change rolled back); each process listens on its own
connection and, on a notification for a match it holds, reloads what it lacks from the
database and tells its own pages.
"""

from __future__ import annotations

import asyncio
import logging

import psycopg
from sqlalchemy import Engine

from meeple.server.service import MatchService
from meeple.server.store import NOTIFY_CHANNEL

log = logging.getLogger("meeple.server")


def conninfo(engine: Engine) -> str:
    """The libpq address of the engine's database (psycopg's own, without the dialect)."""
    return engine.url.set(drivername="postgresql").render_as_string(hide_password=False)


async def listen(service: MatchService, engine: Engine, ready: asyncio.Event | None = None) -> None:
    """Listen for changes until cancelled; reconnect (and catch up) after a lost connection."""
    delay = 0.5
    while True:
        try:
            async with await psycopg.AsyncConnection.connect(conninfo(engine), autocommit=True) as conn:
                await conn.execute(f"LISTEN {NOTIFY_CHANNEL}")
                delay = 0.5
                await service.catch_up_all()
                if ready is not None:
                    ready.set()
                async for note in conn.notifies():
                    match_id, _, version = note.payload.partition(" ")
                    if version.isdigit():
                        await tell_change(service, match_id, int(version))
        except asyncio.CancelledError:
            raise
        except Exception as exc:
            log.warning("the change notifications stopped (%s); listening again in %.1f s", exc, delay)
            await asyncio.sleep(delay)
            delay = min(delay * 2, 10.0)


async def tell_change(service: MatchService, match_id: str, version: int) -> None:
    """Handle one notification; a match that cannot be reloaded is logged, not fatal."""
    try:
        await service.on_notify(match_id, version)
    except Exception:
        log.exception("match %s: could not catch up with version %d", match_id, version)

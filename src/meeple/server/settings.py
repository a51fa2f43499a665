"""The server's settings (``meeple serve`` flags and what the tests tune)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

#: Where the browser client's files are (written by the client, served as they are).
STATIC_DIR = Path(__file__).resolve().parent / "static"


@dataclass(frozen=True)
class ServerSettings:
    """Everything the app needs to know besides its requests."""

    #: SQLAlchemy URL of the database (``sqlite:///...`` or ``postgresql+psycopg://...``).
    database_url: str
    #: Seconds a seat must have had no open socket before another seat may hand it to a bot.
    handover_after: float = 60.0
    #: The largest socket message accepted, in bytes (docs/server.md: 4 KiB).
    max_message_bytes: int = 4096
    #: The largest HTTP body accepted, in bytes (1 MiB).
    max_body_bytes: int = 1 << 20
    #: Socket messages per second a connection may send on average, and its burst.
    messages_per_second: float = 20.0
    message_burst: int = 40
    #: API requests (``/api/...``) per second one client address may make on average, and
    #: its burst (429 beyond: :mod:`meeple.server.request_limits`).
    requests_per_second: float = 20.0
    request_burst: int = 100
    #: Refused messages (over the rate) a connection may send before it is closed.
    flood_strikes: int = 40
    #: Seconds a bot waits before each of its moves, so people can follow its play.
    bot_delay: float = 0.4
    #: Worker threads for the bots' decisions (apart from the database's, so a slow bot
    #: never holds up a move, a page or another match's storage).
    bot_threads: int = 2
    #: Messages waiting for one slow connection before the server closes it.
    max_queued_messages: int = 256
    #: The most matches ``GET /api/matches`` lists.
    list_limit: int = 100
    static_dir: Path = STATIC_DIR

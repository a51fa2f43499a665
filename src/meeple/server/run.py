"""``meeple serve``: the app on uvicorn, a ready line, and a browser tab where there is one."""

from __future__ import annotations

import os
import socket
import sys
import threading
import webbrowser
from contextlib import suppress
from typing import Callable

import uvicorn

from meeple.server.app import create_app
from meeple.server.database import default_database_url, normalize_url
from meeple.server.settings import ServerSettings

#: The largest socket frame uvicorn accepts at all; the app refuses anything over 4 KiB
#: with an error line, so this only stops a frame too big to be worth reading.
WS_MAX_FRAME = 64 * 1024


def has_display() -> bool:
    """Whether a browser window could open here (not over SSH or in a headless box)."""
    if sys.platform in ("darwin", "win32"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def open_browser(url: str) -> None:
    """Open ``url`` in the user's browser, if there is one (never fails the server)."""
    def target() -> None:
        with suppress(webbrowser.Error):  # no browser here: the printed address is enough
            webbrowser.open(url)

    threading.Thread(target=target, daemon=True).start()


def page_url(host: str, port: int) -> str:
    shown = f"[{host}]" if ":" in host else host
    if host in ("0.0.0.0", "::"):
        shown = "127.0.0.1"
    return f"http://{shown}:{port}/"


def bind(host: str, port: int) -> socket.socket:
    """The listening socket (bound before start-up, so the ready line can name the port
    even when ``--port 0`` lets the system choose it)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(2048)
    sock.set_inheritable(True)
    return sock


def serve(host: str, port: int, db: str | None, browser: bool, handover_after: float,
          say: Callable[[str], None], bot_delay: float = ServerSettings.bot_delay,
          api_rate: float = ServerSettings.requests_per_second) -> None:
    """Run the server until interrupted; each client address may make ``api_rate`` API
    requests a second, and five seconds' worth at once."""
    url = normalize_url(db) if db else default_database_url()
    settings = ServerSettings(database_url=url, handover_after=handover_after, bot_delay=bot_delay,
                              requests_per_second=api_rate, request_burst=max(1, round(5 * api_rate)))
    sock = bind(host, port)
    address = page_url(host, sock.getsockname()[1])

    async def ready() -> None:
        say(f"meeple serve: ready at {address} (database: {database_label(url)})")
        if browser and has_display():
            open_browser(address)

    app = create_app(settings, on_ready=ready)
    config = uvicorn.Config(app, ws_max_size=WS_MAX_FRAME, log_level="info", proxy_headers=True,
                            server_header=False)
    server = uvicorn.Server(config)
    server.run(sockets=[sock])


def database_label(url: str) -> str:
    """The database for the ready line, without a password."""
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)

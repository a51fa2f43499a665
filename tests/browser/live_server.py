"""A real meeple server for the browser tests: uvicorn in a thread on 127.0.0.1, a free port
and a temporary SQLite file; it can be stopped and started again on the same port and
database (a server restart, as a player's page lives through it)."""

from __future__ import annotations

import socket
import threading
import time
from pathlib import Path
from typing import Any

import httpx
import uvicorn

from meeple.server.app import create_app
from meeple.server.settings import ServerSettings


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


class LiveServer:
    """``meeple serve`` as the browser meets it, on ``self.url``."""

    def __init__(self, database: Path, handover_after: float = 60.0) -> None:
        self.database = database
        self.handover_after = handover_after
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        settings = ServerSettings(database_url=f"sqlite:///{self.database}", bot_delay=0.0,
                                  handover_after=self.handover_after)
        config = uvicorn.Config(create_app(settings), host="127.0.0.1", port=self.port,
                                log_level="warning", lifespan="on", ws_ping_interval=None)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name="meeple-test-server", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + 20
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the test server did not start")
            time.sleep(0.02)

    def stop(self) -> None:
        if self._server is None or self._thread is None:
            return
        self._server.should_exit = True
        self._thread.join(timeout=20)
        self._server = None
        self._thread = None

    def api(self, method: str, path: str, **kwargs: Any) -> Any:
        """One API call; the answer's JSON (raises on an error status)."""
        response = httpx.request(method, self.url + path, timeout=20, **kwargs)
        response.raise_for_status()
        return response.json()

    def create_match(self, seats: list[tuple[str, str]], game: str = "dead-mans-draw") -> Any:
        body = {"game": game, "options": {}, "seats": [{"name": n, "agent": a} for n, a in seats]}
        return self.api("POST", "/api/matches", json=body)

    def wait_until_over(self, match_id: str, timeout: float = 60) -> Any:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            match = self.api("GET", f"/api/matches/{match_id}")
            if match["status"] == "over":
                return match
            time.sleep(0.2)
        raise AssertionError(f"match {match_id} did not end in {timeout} s")

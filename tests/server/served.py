"""``meeple serve`` as a process of its own, as people run it: started on 127.0.0.1 with its
database URL, ready once it prints its ready line, stopped politely or killed outright
(SIGKILL to the pid started here, and only that one)."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Coroutine, TypeVar

from postgres_cluster import free_port

#: Seconds a server may take to print its ready line (imports, migrations, a busy machine).
START_WAIT = 90.0
#: Seconds a server is given to stop after SIGTERM before it is killed.
STOP_WAIT = 15.0
READY = re.compile(r"meeple serve: ready at http://127\.0\.0\.1:(\d+)/")


class ServerFailed(Exception):
    """The server process did not start (the message holds its last output lines)."""


class ServedProcess:
    """One ``meeple serve --host 127.0.0.1 --port P --db URL --no-browser`` process; its
    output goes to ``log`` (appended to across restarts)."""

    def __init__(self, database_url: str, log: Path, port: int | None = None, bot_delay: float | None = None) -> None:
        self.database_url = database_url
        self.bot_delay = bot_delay
        self.log = log
        self.port = port if port is not None else free_port()
        self.process: subprocess.Popen[bytes] | None = None
        self.starts = 0

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    @property
    def pid(self) -> int:
        assert self.process is not None, "the server is not running"
        return self.process.pid

    def start(self) -> "ServedProcess":
        """Start the process (no wait; see :meth:`wait_ready`)."""
        assert self.process is None or self.process.poll() is not None, "the server is running already"
        self.starts += 1
        with self.log.open("ab") as out:
            out.write(f"--- start {self.starts}\n".encode())
            out.flush()
            self.process = subprocess.Popen(
                [sys.executable, "-m", "meeple", "serve", "--host", "127.0.0.1", "--port", str(self.port),
                 "--db", self.database_url, "--no-browser",
                 *(["--bot-delay", str(self.bot_delay)] if self.bot_delay is not None else [])],
                stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=dict(os.environ),
            )
        return self

    def wait_ready(self) -> "ServedProcess":
        """Wait for this start's ready line; ServerFailed if the process ends first."""
        marker = f"--- start {self.starts}\n"
        deadline = time.monotonic() + START_WAIT
        while time.monotonic() < deadline:
            text = self.log.read_text(errors="replace")
            this_start = text[text.rfind(marker):]
            found = READY.search(this_start)
            if found:
                assert int(found.group(1)) == self.port, this_start
                return self
            if self.process is None or self.process.poll() is not None:
                raise ServerFailed(f"meeple serve exited before it was ready: {self.tail()}")
            time.sleep(0.05)
        raise ServerFailed(f"meeple serve printed no ready line within {START_WAIT:.0f} s: {self.tail()}")

    def tail(self, lines: int = 15) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])

    def kill(self) -> None:
        """SIGKILL: the process ends at once, wherever it is (no clean-up of any kind)."""
        if self.process is not None and self.process.poll() is None:
            os.kill(self.process.pid, signal.SIGKILL)
            self.process.wait()

    def stop(self) -> None:
        """SIGTERM, and SIGKILL if it has not stopped within STOP_WAIT."""
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(STOP_WAIT)
            except subprocess.TimeoutExpired:
                self.kill()


def start_servers(database_url: str, logs: list[Path]) -> list[ServedProcess]:
    """Start one server per log on the same database, all at once; each ready."""
    servers = [ServedProcess(database_url, log).start() for log in logs]
    try:
        for server in servers:
            server.wait_ready()
    except BaseException:
        for server in servers:
            server.stop()
        raise
    return servers


T = TypeVar("T")


def run_apart(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run ``coroutine`` to its end on an event loop of its own, in a thread of its own: a test
    run may hold a running loop in this thread already (Playwright's sync API keeps one for the
    browser tests), where ``asyncio.run`` would refuse to start."""
    outcome: dict[str, Any] = {}

    def run() -> None:
        try:
            outcome["value"] = asyncio.run(coroutine)
        except BaseException as exc:  # handed to the test's own thread below
            outcome["error"] = exc

    thread = threading.Thread(target=run, name="run-apart")
    thread.start()
    thread.join()
    if "error" in outcome:
        raise outcome["error"]
    value: T = outcome["value"]
    return value

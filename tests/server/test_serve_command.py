"""``meeple serve`` as a process: it starts on the command line, prints a line when it is
ready, serves pages, the API and the sockets, and its logs never hold a seat token."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import httpx
import pytest
from websockets.sync.client import connect

import meeple as meeple_package
from cli_runner import meeple, one_line_error

#: Where the tests import meeple from (src/, or the compiled build .ci/compiled installs): the
#: processes a test starts run the same build.
SRC = Path(meeple_package.__file__).resolve().parents[1]


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, subprocess.Popen[str]]]:
    """``python -m meeple serve`` on a free port; its address once it says it is ready."""
    env = {**os.environ, "PYTHONPATH": str(SRC), "PYTHONUNBUFFERED": "1"}
    process = subprocess.Popen(
        [sys.executable, "-m", "meeple", "serve", "--host", "127.0.0.1", "--port", "0",
         "--db", f"sqlite:///{tmp_path / 'served.sqlite3'}", "--no-browser"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
    )
    assert process.stdout is not None
    lines = []
    for line in process.stdout:
        lines.append(line)
        if line.startswith("meeple serve: ready at "):
            break
    else:
        process.wait()
        raise AssertionError("the server never said it was ready:\n" + "".join(lines))
    address = line.split("ready at ", 1)[1].split(" ", 1)[0].rstrip("/")
    try:
        yield address, process
    finally:
        if process.poll() is None:
            os.kill(process.pid, signal.SIGTERM)
            process.wait(timeout=30)


def test_the_server_starts_serves_and_logs_no_token(server: tuple[str, subprocess.Popen[str]]) -> None:
    address, process = server
    assert address.startswith("http://127.0.0.1:")
    seats = [{"name": "Ann", "agent": "human"}, {"name": "Bob", "agent": "human"}]
    made = httpx.post(f"{address}/api/matches", json={"game": "dead-mans-draw", "seats": seats}).json()
    tokens = [s["link"].split("#seat=", 1)[1] for s in made["seats"]]
    socket_url = address.replace("http://", "ws://") + f"/ws/{made['id']}"
    with connect(socket_url) as ws:
        ws.send(json.dumps({"type": "hello", "token": tokens[0]}))
        welcome = json.loads(ws.recv())
        assert welcome["type"] == "welcome" and welcome["seat"] == 0
        ws.send(json.dumps({"type": "move", "action": welcome["view"]["legal"][0]["action"], "version": 0}))
        assert json.loads(ws.recv())["type"] == "update"
    bearer = {"Authorization": f"Bearer {tokens[1]}"}
    assert httpx.post(f"{address}/api/matches/{made['id']}/handover", json={"seat": 0}, headers=bearer).status_code == 409
    assert httpx.post(f"{address}/api/matches/{made['id']}/rematch", headers=bearer).status_code == 409
    os.kill(process.pid, signal.SIGTERM)
    output, _ = process.communicate(timeout=30)
    assert "Application shutdown complete." in output, "a stopped server shuts down in order"
    assert '"POST /api/matches HTTP/1.1" 201' in output, "the access log is on"
    assert f"/ws/{made['id']}" in output
    for secret in tokens:
        assert secret not in output


def test_a_database_url_the_server_cannot_use_is_one_error_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = meeple(capsys, "serve", "--db", "mysql://user@host/db", "--no-browser")
    assert code == 1
    assert one_line_error(err) == "error: --db: mysql is not supported (use SQLite or PostgreSQL)"
    code, _out, err = meeple(capsys, "serve", "--db", "not a url", "--no-browser")
    assert code == 1
    assert one_line_error(err).startswith("error: --db 'not a url' is not a database URL")


def test_a_port_in_use_is_one_error_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        code, _out, err = meeple(capsys, "serve", "--port", str(port), "--no-browser",
                                 "--db", f"sqlite:///{tmp_path / 'x.sqlite3'}")
    assert code == 1
    assert one_line_error(err) == f"error: cannot listen on 127.0.0.1:{port}: Address already in use"


def test_a_negative_bot_delay_is_one_error_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _out, err = meeple(capsys, "serve", "--bot-delay", "-1", "--no-browser",
                             "--db", f"sqlite:///{tmp_path / 'x.sqlite3'}")
    assert code != 0
    assert "--bot-delay" in one_line_error(err)

"""A throwaway PostgreSQL cluster for the server's tests: made with ``initdb`` in a temporary
directory, listening on 127.0.0.1 on a free port (its socket directory in the same temporary
directory), with trust authentication on loopback, and stopped and removed at the end.

``initdb`` refuses to run as root, so as root every PostgreSQL program runs as the
``postgres`` system user (which Debian's ``postgresql`` package creates) through ``runuser``,
and the temporary directory is given to that user. When the cluster cannot be made, the
reason says what is missing (:class:`PostgresUnavailable`), for a skip line CI's log shows.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from contextlib import suppress
from itertools import count
from pathlib import Path
from typing import Iterator, Sequence

import psycopg
import pytest

from components import unavailable

#: Where Debian puts the server programs of each installed major version.
DEBIAN_BIN_GLOB = "/usr/lib/postgresql/*/bin"
#: The system user the programs run as when the tests run as root.
SYSTEM_USER = "postgres"
#: Seconds ``pg_ctl`` waits for the server to start or stop.
PG_CTL_WAIT = 60
#: Settings for a small test cluster: few buffers, room for a few server processes'
#: connection pools, and no flush to disk (the cluster is thrown away; the server
#: processes under test are what gets killed, never PostgreSQL).
SERVER_SETTINGS = ("-c", "shared_buffers=16MB", "-c", "max_connections=80", "-c", "fsync=off",
                   "-c", "full_page_writes=off", "-c", "listen_addresses=127.0.0.1")


class PostgresUnavailable(Exception):
    """No cluster could be made here; the message says what is missing."""


def bin_dir() -> Path:
    """The directory of ``initdb``, ``pg_ctl`` and ``postgres``: Debian's newest installed
    version, else the one on PATH."""
    found = sorted(Path(d) for d in glob.glob(DEBIAN_BIN_GLOB) if (Path(d) / "initdb").exists())
    if found:
        return max(found, key=lambda d: int(d.parent.name) if d.parent.name.isdigit() else 0)
    initdb = shutil.which("initdb")
    if initdb:
        return Path(initdb).parent
    raise PostgresUnavailable(f"PostgreSQL server programs not found (no {DEBIAN_BIN_GLOB}/initdb and no "
                              "initdb on PATH): install the postgresql package")


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def last_lines(text: str, lines: int = 3) -> str:
    """The last few lines of a program's output, on one line."""
    return " | ".join(text.strip().splitlines()[-lines:])


class Runner:
    """Runs the PostgreSQL programs as this user, or as ``postgres`` when this is root."""

    def __init__(self) -> None:
        self.as_root = os.geteuid() == 0
        self.user: pwd.struct_passwd | None = None
        if self.as_root:
            try:
                self.user = pwd.getpwnam(SYSTEM_USER)
            except KeyError:
                raise PostgresUnavailable(f"running as root and there is no {SYSTEM_USER!r} system user to run "
                                          "initdb as (the postgresql package creates it)") from None
            if shutil.which("runuser") is None:
                raise PostgresUnavailable("running as root and runuser is missing (util-linux): cannot run "
                                          f"initdb as {SYSTEM_USER!r}")

    def give(self, path: Path) -> None:
        """Make ``path`` the programs' own (as root: chown to ``postgres``)."""
        if self.user is not None:
            os.chown(path, self.user.pw_uid, self.user.pw_gid)

    def run(self, argv: Sequence[str], what: str) -> None:
        """Run one program; raise PostgresUnavailable with its last output lines if it fails."""
        command = list(argv)
        if self.user is not None:
            command = ["runuser", "-u", self.user.pw_name, "--", *command]
        try:
            done = subprocess.run(command, capture_output=True, text=True, timeout=PG_CTL_WAIT + 30)
        except subprocess.TimeoutExpired:
            raise PostgresUnavailable(f"{what} did not finish within {PG_CTL_WAIT + 30} s") from None
        if done.returncode != 0:
            raise PostgresUnavailable(f"{what} failed (exit {done.returncode}): {last_lines(done.stdout + done.stderr)}")


class Cluster:
    """See the module docstring. ``start()`` makes and starts it, ``stop()`` ends it, and
    ``new_database()`` gives the SQLAlchemy URL of a fresh, empty database in it."""

    def __init__(self) -> None:
        self.bin = bin_dir()
        self.runner = Runner()
        self.root = Path(tempfile.mkdtemp(prefix="meeple-postgres-"))
        self.data = self.root / "data"
        self.sockets = self.root / "sockets"
        self.port = 0
        self.started = False
        self.names = count(1)

    def start(self) -> "Cluster":
        self.runner.give(self.root)
        self.sockets.mkdir()
        self.runner.give(self.sockets)
        self.runner.run([str(self.bin / "initdb"), "-D", str(self.data), "-U", SYSTEM_USER, "-A", "trust",
                         "-E", "UTF8", "--locale=C", "--no-sync"], "initdb")
        self.port = free_port()
        options = " ".join([*SERVER_SETTINGS, "-p", str(self.port), "-k", str(self.sockets)])
        log = self.root / "server.log"
        self.started = True  # from here on, stop() tries pg_ctl stop
        try:
            self.runner.run([str(self.bin / "pg_ctl"), "-D", str(self.data), "-l", str(log),
                             "-o", options, "-w", "-t", str(PG_CTL_WAIT), "start"], "pg_ctl start")
        except PostgresUnavailable as exc:
            told = log.read_text(errors="replace") if log.exists() else ""
            raise PostgresUnavailable(f"{exc}; server log: {last_lines(told)}") from None
        return self

    def admin_conninfo(self, database: str = "postgres") -> str:
        return f"host=127.0.0.1 port={self.port} user={SYSTEM_USER} dbname={database}"

    def url(self, database: str) -> str:
        """The SQLAlchemy URL of ``database`` in this cluster (psycopg 3)."""
        return f"postgresql+psycopg://{SYSTEM_USER}@127.0.0.1:{self.port}/{database}"

    def new_database(self, prefix: str = "meeple") -> str:
        """Create an empty database; its SQLAlchemy URL."""
        name = f"{prefix}_{next(self.names)}"
        with psycopg.connect(self.admin_conninfo(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def stop(self) -> None:
        """Stop the server at once (nothing in it is kept) and remove the directory."""
        try:
            if self.started:
                self.runner.run([str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate",
                                 "-w", "-t", str(PG_CTL_WAIT), "stop"], "pg_ctl stop")
        finally:
            self.started = False
            shutil.rmtree(self.root, ignore_errors=True)


def start_cluster() -> Cluster:
    """A started cluster; PostgresUnavailable (saying what is missing) if there can be none."""
    cluster = Cluster()
    try:
        return cluster.start()
    except BaseException:
        with suppress(PostgresUnavailable):  # a server that never started cannot be stopped
            cluster.stop()
        raise


def fresh_database(cluster: Cluster | PostgresUnavailable) -> str:
    """A new database in ``cluster``; where there is no cluster, the test is skipped with
    the reason (what is missing), which CI's log shows."""
    if isinstance(cluster, PostgresUnavailable):
        unavailable(f"no PostgreSQL for this test: {cluster}")
    return cluster.new_database()


def running_cluster() -> Iterator[Cluster | PostgresUnavailable]:
    """A cluster for the session, stopped at its end; where none can be made, the reason
    (for the tests that need one to skip with)."""
    try:
        cluster = start_cluster()
    except PostgresUnavailable as exc:
        yield exc
        return
    try:
        yield cluster
    finally:
        cluster.stop()

"""A throwaway PostgreSQL cluster for the tests: made with the server binaries found on this
machine, listening on 127.0.0.1 on a free port, stopped at the end. Each test gets a fresh
database in it. (PostgreSQL refuses to run as root: under root the cluster runs as the
``postgres`` user.)"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path
from typing import Iterator

import psycopg


def server_binaries() -> Path | None:
    """The directory of ``initdb`` and ``pg_ctl``, if PostgreSQL's server is installed."""
    found = shutil.which("pg_ctl")
    if found:
        return Path(os.path.realpath(found)).parent
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    return Path(versions[-1]).parent if versions else None


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class Cluster:
    """One running cluster; :meth:`new_database` hands out fresh databases."""

    def __init__(self, binaries: Path) -> None:
        self.binaries = binaries
        self.base = Path(tempfile.mkdtemp(prefix="meeple-pg-"))
        self.data = self.base / "data"
        self.port = free_port()
        self.prefix: list[str] = []
        if os.geteuid() == 0:
            user = pwd.getpwnam("postgres")
            os.chown(self.base, user.pw_uid, user.pw_gid)
            self.prefix = ["runuser", "-u", "postgres", "--"]
        os.chmod(self.base, 0o755)
        self.run("initdb", "-D", str(self.data), "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync")
        options = f"-p {self.port} -k {self.base} -c listen_addresses=127.0.0.1 -c fsync=off"
        self.run("pg_ctl", "-D", str(self.data), "-o", options, "-l", str(self.base / "log"), "-w", "start")
        self.count = 0

    def run(self, program: str, *args: str) -> None:
        subprocess.run([*self.prefix, str(self.binaries / program), *args], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def url(self, database: str) -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database's SQLAlchemy URL."""
        self.count += 1
        name = f"meeple_test_{self.count}"
        with psycopg.connect(f"postgresql://postgres@127.0.0.1:{self.port}/postgres", autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self) -> None:
        try:
            self.run("pg_ctl", "-D", str(self.data), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(self.base, ignore_errors=True)


def running_cluster() -> Iterator[Cluster | None]:
    """A cluster for the session (None where PostgreSQL's server is not installed)."""
    binaries = server_binaries()
    if binaries is None:
        yield None
        return
    cluster = Cluster(binaries)
    try:
        yield cluster
    finally:
        cluster.stop()

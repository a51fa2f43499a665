"""Fixtures of the server tests: an app on a fresh SQLite file, driven in process."""

from __future__ import annotations

from pathlib import Path
from typing import Callable, Iterator

import pytest
from starlette.testclient import TestClient

from meeple.server.app import create_app
from meeple.server.settings import ServerSettings
from postgres_cluster import Cluster, PostgresUnavailable, fresh_database, running_cluster
from server_helpers import close_pages


@pytest.fixture
def database_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'meeple.sqlite3'}"


@pytest.fixture
def settings(database_url: str) -> ServerSettings:
    """Bots move at once in tests, and the tests' people click faster than any person (the
    rate limit has a test of its own); everything else as ``meeple serve`` has it."""
    return ServerSettings(database_url=database_url, bot_delay=0.0, messages_per_second=1e6, message_burst=1_000_000,
                          requests_per_second=1e6, request_burst=1_000_000)


@pytest.fixture
def make_client() -> Iterator[Callable[[ServerSettings], TestClient]]:
    """Start apps (each with its start-up run), closed at the end of the test."""
    opened: list[TestClient] = []

    def start(settings: ServerSettings) -> TestClient:
        client = TestClient(create_app(settings))
        client.__enter__()
        opened.append(client)
        return client

    yield start
    for client in reversed(opened):
        close_pages(client)
        client.__exit__(None, None, None)


@pytest.fixture
def client(settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient]) -> TestClient:
    return make_client(settings)


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[Cluster | PostgresUnavailable]:
    """One throwaway cluster for the session (or why there can be none here)."""
    yield from running_cluster()


@pytest.fixture
def postgres_url(postgres_cluster: Cluster | PostgresUnavailable) -> str:
    """A fresh PostgreSQL database; the test is skipped, saying what is missing, where no
    cluster could be started."""
    return fresh_database(postgres_cluster)

"""Each client address may make so many API requests: a burst at once, then a steady rate;
beyond it the answer is 429 with a one-line reason, and the request reaches no endpoint.
Pages, static files and sockets are not counted here (sockets have their own bucket)."""

from __future__ import annotations

from dataclasses import replace
from typing import Callable

from starlette.testclient import TestClient

from meeple.server.request_limits import MAX_CLIENTS, RequestLimits
from meeple.server.settings import ServerSettings
from server_helpers import create, open_page

REASON = "too many requests: at most 3 at once and 0.001 a second"


def limited(settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient]) -> TestClient:
    """An app allowing 3 API requests at once, refilling one every thousand seconds."""
    return make_client(replace(settings, requests_per_second=0.001, request_burst=3))


def test_a_client_past_its_burst_is_refused_with_429_and_a_reason(
    settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient]
) -> None:
    client = limited(settings, make_client)
    assert [client.get("/api/games").status_code for _ in range(3)] == [200, 200, 200]
    refused = client.get("/api/games")
    assert refused.status_code == 429
    assert refused.json() == {"error": REASON}
    assert refused.headers["retry-after"] == "1000"
    assert refused.headers["x-content-type-options"] == "nosniff"  # the security headers too


def test_a_refused_request_reaches_no_endpoint(
    settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient]
) -> None:
    client = limited(settings, make_client)
    create(client)  # one request
    assert len(client.get("/api/matches").json()) == 1
    client.get("/api/games")
    body = {"game": "dead-mans-draw", "options": {}, "seats": [{"name": "Ann", "agent": "human"},
                                                              {"name": "Bob", "agent": "human"}]}
    assert client.post("/api/matches", json=body).status_code == 429
    big = make_client(settings)  # another app on the same database, not limited
    assert len(big.get("/api/matches").json()) == 1


def test_pages_static_files_and_sockets_are_not_counted(
    settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient]
) -> None:
    client = limited(settings, make_client)
    made = create(client)
    for _ in range(5):
        assert client.get("/").status_code == 200
    page, welcome = open_page(client, made["id"])
    assert welcome["type"] == "welcome"
    assert client.get("/api/games").status_code == 200
    assert client.get("/api/games").status_code == 200
    assert client.get("/api/games").status_code == 429


def test_each_client_address_has_its_own_bucket_and_the_rate_refills_it() -> None:
    now = [0.0]
    limits = RequestLimits(app=None, rate=2.0, burst=2, clock=lambda: now[0])  # type: ignore[arg-type]
    assert limits.allows("10.0.0.1") and limits.allows("10.0.0.1")
    assert not limits.allows("10.0.0.1")
    assert limits.allows("10.0.0.2")
    now[0] += 0.5  # one more for each
    assert limits.allows("10.0.0.1")
    assert not limits.allows("10.0.0.1")


def test_the_longest_unseen_clients_are_forgotten_beyond_the_cap() -> None:
    now = [0.0]
    limits = RequestLimits(app=None, rate=0.001, burst=1, clock=lambda: now[0])  # type: ignore[arg-type]
    assert limits.allows("first")
    for number in range(MAX_CLIENTS):
        assert limits.allows(f"client-{number}")
    assert len(limits.buckets) == MAX_CLIENTS
    assert "first" not in limits.buckets
    assert limits.allows("first")  # a fresh bucket: forgotten, not refused
    assert not limits.allows(f"client-{MAX_CLIENTS - 1}")  # seen recently: still spent

"""A match this process does not hold is loaded from the database on first use: once,
however many pages ask for it at the same time."""

from __future__ import annotations

import asyncio

import pytest
from starlette.testclient import TestClient

from meeple.server.errors import NotFound
from meeple.server.live import LiveMatch
from meeple.server.service import MatchService
from server_helpers import create


def service_of(client: TestClient) -> MatchService:
    service: MatchService = client.app.state.service  # type: ignore[attr-defined]
    return service


def test_pages_asking_at_once_for_a_match_not_held_get_one_loaded_match(client: TestClient) -> None:
    service = service_of(client)
    first, second = create(client), create(client)
    for made in (first, second):
        service.matches.pop(str(made["id"]), None)

    async def ask_at_once() -> list[LiveMatch]:
        ids = [str(first["id"]), str(second["id"])] * 4
        return list(await asyncio.gather(*(service.live(match_id) for match_id in ids)))

    loaded = client.portal.call(ask_at_once)  # type: ignore[union-attr]
    assert {id(live) for live in loaded[0::2]} == {id(service.matches[str(first["id"])])}
    assert {id(live) for live in loaded[1::2]} == {id(service.matches[str(second["id"])])}
    assert service.loading == {}, "no load is left under way"


def test_every_page_asking_at_once_for_a_match_that_is_not_there_is_told_so(client: TestClient) -> None:
    service = service_of(client)
    missing = "A" * 22  # a match id's form, of no match

    async def ask_at_once() -> list[BaseException | LiveMatch]:
        return list(await asyncio.gather(*(service.live(missing) for _ in range(3)), return_exceptions=True))

    answers = client.portal.call(ask_at_once)  # type: ignore[union-attr]
    assert all(isinstance(answer, NotFound) for answer in answers)
    assert missing not in service.matches and service.loading == {}
    with pytest.raises(NotFound):
        client.portal.call(service.live, missing)  # type: ignore[union-attr]

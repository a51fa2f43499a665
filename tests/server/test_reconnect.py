"""A page that comes back says the last version it saw, and is told what it missed --
filtered for its seat -- or, when that is no longer kept as it was, everything."""

from __future__ import annotations

import random

from starlette.testclient import TestClient

from meeple.engine.registry import get_game
from meeple.server.payloads import tell
from server_helpers import Table, create, open_page, token


def test_a_page_that_reconnects_is_told_only_what_it_missed(client: TestClient) -> None:
    made = create(client, [("Ann", "human"), ("Bob", "human")])
    table = Table(client, made, random.Random(4))
    table.settle()
    while len(table.views[-1]["to_act"]) != 1:  # both keep a trait at once (p. 3)
        table.step()
        table.settle()
    mover = table.views[-1]["to_act"][0]
    away = 1 - mover
    left_at = table.versions[away]
    table.pages.pop(away).close()
    table.step()
    table.catch_up(-1, table.versions[mover])
    back, welcome = open_page(client, made["id"], token(made, away), version=left_at)
    assert welcome["since"] == left_at
    assert welcome["version"] == table.versions[-1] > left_at
    live = client.app.state.service.matches[made["id"]]  # type: ignore[attr-defined]
    words = get_game("dead-mans-draw").words()
    assert words is not None
    assert [p for group in welcome["log"] for p in group["events"]] == tell(
        words, live.events_since(left_at), live.names, away)
    assert welcome["log"], "the move it missed is told"
    assert all(left_at < group["version"] <= welcome["version"] for group in welcome["log"])
    _whole, full = open_page(client, made["id"], token(made, away))
    assert full["since"] == -1
    assert full["view"] == welcome["view"]
    assert full["log"][-len(welcome["log"]):] == welcome["log"]
    assert len(full["log"]) > len(welcome["log"])


def test_a_page_that_is_up_to_date_is_told_nothing_again(client: TestClient) -> None:
    made = create(client)
    _page, first = open_page(client, made["id"], token(made, 0))
    _again, second = open_page(client, made["id"], token(made, 0), version=first["version"])
    assert second["since"] == first["version"] and second["log"] == []


def test_a_version_from_the_future_gets_the_whole_log(client: TestClient) -> None:
    made = create(client)
    _page, welcome = open_page(client, made["id"], token(made, 0), version=99)
    assert welcome["since"] == -1 and welcome["log"], "the traits dealt to this seat are told"

"""The presence heartbeat (docs/server.md, handover): the seats with a socket open in this
process are noted as present in the database, for every held match at once."""

from __future__ import annotations

from datetime import datetime

from starlette.testclient import TestClient

from meeple.server import store
from meeple.server.service import MatchService
from server_helpers import create, open_page, token


def stored_last_seen(client: TestClient, service: MatchService, match_id: str) -> list[datetime]:
    seats = client.portal.call(service.read, lambda db: store.load_seats(db, match_id))  # type: ignore[union-attr]
    return [seat.last_seen for seat in seats]


def test_one_beat_notes_the_open_seats_of_every_held_match_and_no_other(client: TestClient) -> None:
    service: MatchService = client.app.state.service  # type: ignore[attr-defined]
    first, second = create(client), create(client)
    open_page(client, first["id"], token(first, 0))
    open_page(client, second["id"], token(second, 1))
    before = {m["id"]: stored_last_seen(client, service, m["id"]) for m in (first, second)}
    client.portal.call(service.mark_all_present)  # type: ignore[union-attr]
    after = {m["id"]: stored_last_seen(client, service, m["id"]) for m in (first, second)}
    assert after[first["id"]][0] > before[first["id"]][0]
    assert after[second["id"]][1] > before[second["id"]][1]
    assert after[first["id"]][0] == after[second["id"]][1], "one moment, one transaction"
    assert after[first["id"]][1] == before[first["id"]][1], "a seat with no page is not present"
    assert after[second["id"]][0] == before[second["id"]][0]
    held = service.matches[first["id"]].row.seats[0].last_seen
    assert held == after[first["id"]][0], "the process holds what it stored"

"""Bad input on a game page's socket gets one clear line and changes nothing: malformed
JSON, unknown messages and fields, oversized messages, floods, bad tokens."""

from __future__ import annotations

import json
from typing import Callable

from starlette.testclient import TestClient

from meeple.server.ratelimit import TokenBucket
from meeple.server.settings import ServerSettings
from server_helpers import Page, create, open_page, token


def refusal(page: Page, text: str) -> str:
    """Send ``text``; the reason of the error that answers it."""
    page.send_text(text)
    answer = page.receive()
    assert answer["type"] == "error"
    reason: str = answer["reason"]
    assert "\n" not in reason
    return reason


def test_malformed_json_unknown_types_and_fields_are_refused_one_line_each(client: TestClient) -> None:
    made = create(client)
    page, _ = open_page(client, made["id"], token(made, 0))
    assert refusal(page, "{not json").startswith("not valid JSON")
    assert refusal(page, "[1, 2]") == 'a message must be a JSON object with a "type"'
    assert refusal(page, '{"type": "shout"}') == 'unknown message type "shout" (known: hello, move, undo, ping)'
    assert refusal(page, '{"type": "ping", "loud": true}') == 'unknown field "loud" in a ping message'
    assert refusal(page, '{"type": "move", "action": "draw"}') == 'a move message needs "version"'
    assert refusal(page, '{"type": "move", "action": 5, "version": 0}').startswith('"action" must be')
    assert refusal(page, '{"type": "move", "action": "draw", "version": true}').startswith('"version" must be')
    assert refusal(page, "[" * 3000).startswith("not valid JSON")
    assert refusal(page, '{"type": "hello"}') == "hello was said already on this socket"
    page.send({"type": "ping"})
    assert page.receive() == {"type": "pong", "version": 0}
    assert client.get(f"/api/matches/{made['id']}").json()["version"] == 0


def test_a_message_over_4_kib_is_refused(client: TestClient) -> None:
    made = create(client)
    page, _ = open_page(client, made["id"], token(made, 0))
    big = json.dumps({"type": "move", "action": "x" * 5000, "version": 0})
    assert refusal(page, big) == f"message too large: {len(big)} bytes (at most 4096)"
    page.send({"type": "ping"})
    assert page.receive()["type"] == "pong"


def test_a_binary_message_is_refused(client: TestClient) -> None:
    made = create(client)
    page, _ = open_page(client, made["id"])
    page.session.send_bytes(b'{"type": "ping"}')
    answer = page.receive()
    assert answer == {"type": "error", "reason": "messages must be JSON text, not binary", "version": 0}


def test_the_first_message_must_be_hello(client: TestClient) -> None:
    made = create(client)
    page = Page(client, made["id"])
    page.send({"type": "ping"})
    assert page.receive() == {"type": "error", "reason": "the first message must be hello", "version": None}
    assert page.closed()[0] == 1008


def altered(text: str) -> str:
    """The same text with its last character changed (never to itself)."""
    return text[:-1] + ("B" if text.endswith("A") else "A")


def test_a_wrong_token_is_refused_and_the_socket_closed(client: TestClient) -> None:
    made = create(client)
    other = create(client)
    for wrong in ("not-a-token", token(other, 0), altered(token(made, 0)), ""):
        page = Page(client, made["id"])
        page.send({"type": "hello", "token": wrong})
        answer = page.receive()
        assert answer["type"] == "error"
        assert answer["reason"] in (f"this token is not a seat of match {made['id']}", '"token" must be a seat token (text)')
        assert page.closed()[0] == 1008


def test_hello_to_a_match_that_does_not_exist_is_refused(client: TestClient) -> None:
    page = Page(client, "A" * 22)
    page.send({"type": "hello"})
    assert page.receive()["reason"] == f"there is no match {'A' * 22}"
    assert page.closed()[0] == 1008


def test_a_flood_of_messages_is_refused_and_then_the_socket_closed(
    settings: ServerSettings, make_client: Callable[[ServerSettings], TestClient]
) -> None:
    """A token bucket per connection: here 3 messages at once, refilling at one every
    thousand seconds; past 2 refused messages, the next refusal closes the socket."""
    from dataclasses import replace

    client = make_client(replace(settings, messages_per_second=0.001, message_burst=3, flood_strikes=2))
    made = create(client)
    page, _ = open_page(client, made["id"])  # hello spends the first message
    for _ in range(2):
        page.send({"type": "ping"})
        assert page.receive()["type"] == "pong"
    for _ in range(3):
        page.send({"type": "ping"})
        answer = page.receive()
        assert answer["type"] == "error"
        assert answer["reason"].startswith("too many messages")
    assert page.closed()[0] == 1008


def test_a_token_bucket_allows_its_burst_then_its_rate() -> None:
    now = [0.0]
    bucket = TokenBucket(rate=20.0, burst=40, clock=lambda: now[0])
    assert all(bucket.take() for _ in range(40))
    assert not bucket.take()
    now[0] += 0.5  # ten more
    assert all(bucket.take() for _ in range(10))
    assert not bucket.take()
    now[0] += 100.0  # never more than the burst
    assert sum(bucket.take() for _ in range(100)) == 40


def test_a_hello_cannot_choose_its_seat(client: TestClient) -> None:
    """Only the token says the seat: a hello naming one is refused, and a spectator's hello
    stays a spectator's."""
    made = create(client)
    page = Page(client, made["id"])
    page.send({"type": "hello", "seat": 0})
    assert page.receive()["reason"] == 'unknown field "seat" in a hello message'
    assert page.closed()[0] == 1008
    watcher, welcome = open_page(client, made["id"])
    assert welcome["seat"] is None and welcome["view"]["legal"] == []

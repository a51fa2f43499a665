"""The game page's socket, ``/ws/<match id>`` (docs/server.md, "The socket").

The first message must be ``hello``: its token, and nothing else, says which seat this
connection is (no token: a spectator). Every later message is checked for size, rate and
form before it reaches the match; a refused one gets an ``error`` to this connection only
and changes nothing.
"""

from __future__ import annotations

import asyncio
import logging
from contextlib import suppress

from starlette.websockets import WebSocket, WebSocketDisconnect

from meeple.engine.errors import MeepleError
from meeple.server import payloads
from meeple.server.connections import POLICY_VIOLATION, Connection, encode
from meeple.server.errors import Refusal, TooMany
from meeple.server.live import LiveMatch
from meeple.server.messages import Message, parse_message
from meeple.server.ratelimit import TokenBucket
from meeple.server.service import MatchService

log = logging.getLogger("meeple.server")


class Gate:
    """What a connection's messages pass before they are read: the rate and the size."""

    def __init__(self, service: MatchService) -> None:
        settings = service.settings
        self.bucket = TokenBucket(settings.messages_per_second, settings.message_burst)
        self.max_bytes = settings.max_message_bytes
        self.strikes_left = settings.flood_strikes

    def check(self, text: str | None) -> Message:
        """The message, or a Refusal (TooMany when over the rate)."""
        if not self.bucket.take():
            self.strikes_left -= 1
            raise TooMany("too many messages: slow down (at most "
                          f"{self.bucket.rate:g} a second)")
        if text is None:
            raise Refusal("messages must be JSON text, not binary")
        return parse_message(text, self.max_bytes)

    def flooded(self) -> bool:
        return self.strikes_left < 0


async def receive(websocket: WebSocket) -> str | None:
    """The next message's text (None for a binary one); WebSocketDisconnect at the end."""
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(message.get("code", 1000))
    text = message.get("text")
    return text if isinstance(text, str) else None


async def refuse_and_close(websocket: WebSocket, reason: str, version: int | None = None) -> None:
    await websocket.send_text(encode(payloads.error(reason, version)))
    await websocket.close(POLICY_VIOLATION, reason[:120])


async def game_socket(websocket: WebSocket) -> None:
    """Serve one game page's socket from ``hello`` to its close."""
    service: MatchService = websocket.app.state.service
    match_id: str = websocket.path_params["match_id"]
    await websocket.accept()
    gate = Gate(service)
    try:
        hello = gate.check(await receive(websocket))
        if hello.type != "hello":
            raise Refusal("the first message must be hello")
        seat = await service.seat_of(match_id, hello.token) if hello.token is not None else None
    except MeepleError as exc:
        await refuse_and_close(websocket, str(exc))
        return
    except WebSocketDisconnect:
        return
    conn = Connection(websocket, seat, service.settings.max_queued_messages)
    try:
        live = await service.join(match_id, conn, hello.version)
    except MeepleError as exc:
        await refuse_and_close(websocket, str(exc))
        return
    writer = asyncio.get_running_loop().create_task(conn.write())
    try:
        with suppress(WebSocketDisconnect):  # the page left: nothing more to read
            await serve_messages(service, live, conn, gate)
    finally:
        conn.close()
        await service.leave(live, conn)
        with suppress(Exception):  # the page is gone: what was left to send has nowhere to go
            await writer


async def serve_messages(service: MatchService, live: LiveMatch, conn: Connection, gate: Gate) -> None:
    """Read and answer messages until the page goes (or floods)."""
    while True:
        text = await receive(conn.websocket)
        message: Message | None = None
        try:
            message = gate.check(text)
            await answer(service, live, conn, message)
            if message.ref is not None:
                conn.send(payloads.done(message.ref, live.version))
        except MeepleError as exc:
            conn.send(payloads.error(str(exc), live.version, None if message is None else message.ref))
            if gate.flooded():
                conn.close(POLICY_VIOLATION, "too many messages")
                return


async def answer(service: MatchService, live: LiveMatch, conn: Connection, message: Message) -> None:
    """Do what one checked message asks, as this connection's seat."""
    if message.type == "ping":
        conn.send({"type": "pong", "version": live.version})
        return
    if message.type == "hello":
        raise Refusal("hello was said already on this socket")
    if conn.seat is None:
        raise Refusal(f"a spectator cannot {message.type}: open a seat link to play")
    if message.version is None:
        raise Refusal(f"a {message.type} message needs \"version\"")
    if message.type == "undo":
        await service.undo(live.id, conn.seat, message.version)
    elif message.action is None:
        raise Refusal("a move message needs \"action\"")
    else:
        await service.move(live.id, conn.seat, message.action, message.version)

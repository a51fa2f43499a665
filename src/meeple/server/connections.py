"""One open socket of a game page: its seat (from its token, or None for a spectator), the
last version it was told, and its queue of outgoing messages, written in order by one task
so that a slow page never holds a match's lock."""

from __future__ import annotations

import asyncio
import json
from typing import Any

from starlette.websockets import WebSocket

#: The close code of a socket closed for a broken rule (RFC 6455: policy violation).
POLICY_VIOLATION = 1008


def encode(message: dict[str, Any]) -> str:
    """A message as compact JSON text (names and sentences stay text: the page never reads
    them as HTML)."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


class Connection:
    """See the module docstring."""

    def __init__(self, websocket: WebSocket, seat: int | None, max_queued: int) -> None:
        self.websocket = websocket
        self.seat = seat
        self.version = -1
        self.queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue(max_queued)
        self.overflowed = False
        #: Set to close the socket once the queued messages are sent: (code, reason).
        self.closing: tuple[int, str] | None = None

    def send(self, message: dict[str, Any]) -> None:
        """Queue ``message``; a page too slow to read its messages is disconnected (its
        queue is full, so its writer is busy and sees the flag after its current send)."""
        if self.overflowed:
            return
        try:
            self.queue.put_nowait(message)
        except asyncio.QueueFull:
            self.overflowed = True

    def close(self, code: int | None = None, reason: str = "") -> None:
        """Ask the writer to stop after the queued messages (and, with ``code``, to close
        the socket then)."""
        if code is not None:
            self.closing = (code, reason)
        try:
            self.queue.put_nowait(None)
        except asyncio.QueueFull:
            self.overflowed = True

    async def write(self) -> None:
        """Send the queued messages in order until :meth:`close` (or an overflow)."""
        while not self.overflowed:
            message = await self.queue.get()
            if message is None:
                break
            await self.websocket.send_text(encode(message))
        if self.overflowed:
            await self.websocket.close(POLICY_VIOLATION, "too slow: messages were piling up")
        elif self.closing is not None:
            await self.websocket.close(*self.closing)

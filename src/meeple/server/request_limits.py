"""How many API requests one client may make (docs/server.md, "Security model": "Bounded
input"): a token bucket per client address over every ``/api/`` request, so no client can
keep the server busy validating maps, checking armies or making matches. Pages and static
files are not counted (they cost nothing to serve); sockets have their own bucket per
connection, and hints their own per seat.

A request over the rate is answered 429 with a one-line reason and ``Retry-After``, and
reaches no endpoint.
"""

from __future__ import annotations

import json
import math
import time
from typing import Callable

from starlette.types import ASGIApp, Receive, Scope, Send

from meeple.server.ratelimit import TokenBucket

#: Client addresses whose buckets are kept; the longest-unseen are forgotten beyond this.
MAX_CLIENTS = 10_000


class RequestLimits:
    """ASGI middleware: ``rate`` API requests a second per client address, ``burst`` at once."""

    def __init__(self, app: ASGIApp, rate: float, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.app = app
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.buckets: dict[str, TokenBucket] = {}

    def reason(self) -> str:
        return f"too many requests: at most {self.burst} at once and {self.rate:g} a second"

    def allows(self, client: str) -> bool:
        """Spend one request of ``client``; whether it had one."""
        bucket = self.buckets.pop(client, None)
        if bucket is None:
            if len(self.buckets) >= MAX_CLIENTS:
                self.buckets.pop(next(iter(self.buckets)))
            bucket = TokenBucket(self.rate, self.burst, self.clock)
        self.buckets[client] = bucket  # most recently seen last
        return bucket.take()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not str(scope.get("path", "")).startswith("/api/"):
            await self.app(scope, receive, send)
            return
        client = scope.get("client")
        address = str(client[0]) if client else "unknown"
        if self.allows(address):
            await self.app(scope, receive, send)
            return
        body = json.dumps({"error": self.reason()}).encode()
        await send({
            "type": "http.response.start",
            "status": 429,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"retry-after", str(max(1, math.ceil(1 / self.rate))).encode()),
            ],
        })
        await send({"type": "http.response.body", "body": body})

"""Security headers on every HTTP answer (docs/server.md, "Security model").

A strict Content-Security-Policy: the pages load scripts, styles and images from this server
only, with no inline script or style, may open sockets only to this server, and may not be
framed. No Referer leaves a page; no content type is guessed.
"""

from __future__ import annotations

import re

from starlette.types import ASGIApp, Message, Receive, Scope, Send

#: A Host header safe to write into the policy (a name or address, and a port).
SAFE_HOST = re.compile(r"^[A-Za-z0-9.\-]+(:[0-9]{1,5})?$|^\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?$")


def content_security_policy(host: str | None) -> str:
    """The policy; the socket's address is named by host (``'self'`` covers it in newer
    browsers only)."""
    sockets = f" ws://{host} wss://{host}" if host and SAFE_HOST.match(host) else ""
    return "; ".join([
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        f"connect-src 'self'{sockets}",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ])


class SecurityHeaders:
    """ASGI middleware adding the headers to every HTTP response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        host = None
        for name, value in scope.get("headers", []):
            if name == b"host":
                host = value.decode("latin-1")
        api = str(scope.get("path", "")).startswith("/api/")
        extra = [
            (b"content-security-policy", content_security_policy(host).encode("latin-1")),
            (b"referrer-policy", b"no-referrer"),
            (b"x-content-type-options", b"nosniff"),
            (b"x-frame-options", b"DENY"),
            (b"cross-origin-opener-policy", b"same-origin"),
        ]
        if api:
            extra.append((b"cache-control", b"no-store"))

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = [(k, v) for k, v in message.get("headers", []) if k.lower() not in {h for h, _ in extra}]
                message = {**message, "headers": headers + extra}
            await send(message)

        await self.app(scope, receive, send_with_headers)

"""Request bodies and the seat a request speaks for: bounded, strict, one-line refusals."""

from __future__ import annotations

import json
from typing import Any

from starlette.requests import Request

from meeple.server.errors import Refusal, TooLarge


async def read_body(request: Request, limit: int) -> bytes:
    """The body, refused past ``limit`` bytes (by its length header or while it streams)."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise TooLarge(f"the body is too large: {int(declared)} bytes (at most {limit})")
    size = 0
    chunks: list[bytes] = []
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise TooLarge(f"the body is too large (at most {limit} bytes)")
        chunks.append(chunk)
    return b"".join(chunks)


async def read_json(request: Request, limit: int) -> Any:
    """The body as JSON."""
    raw = await read_body(request, limit)
    if not raw:
        raise Refusal("a JSON body is needed")
    try:
        return json.loads(raw)
    except UnicodeDecodeError:
        raise Refusal("the body is not UTF-8 text") from None
    except json.JSONDecodeError as exc:
        raise Refusal(f"the body is not valid JSON: {exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise Refusal("the body is not valid JSON: nested too deeply") from None


def bearer_token(request: Request) -> str | None:
    """The token of ``Authorization: Bearer <token>``, if the request carries one."""
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        return None
    return token.strip()

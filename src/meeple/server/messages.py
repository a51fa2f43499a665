"""The messages a page may send on its socket (docs/server.md, "The socket"), read strictly:
anything malformed, unknown or oversized is refused with one line saying what."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from meeple.server.errors import Refusal, TooLarge
from meeple.server.tokens import MAX_TOKEN_LENGTH

#: The longest action notation accepted (real ones are a few dozen characters).
MAX_ACTION_LENGTH = 256

#: The largest ``ref`` a page may put on a move or an undo (a counter of its own).
MAX_REF = 2**31 - 1

#: Each message type, its fields, and whether each is required.
FIELDS: dict[str, dict[str, bool]] = {
    "hello": {"token": False, "version": False},
    "move": {"action": True, "version": True, "ref": False},
    "undo": {"version": True, "ref": False},
    "ping": {},
}


@dataclass(frozen=True)
class Message:
    """A checked client message."""

    type: str
    token: str | None = None
    version: int | None = None
    action: str | None = None
    ref: int | None = None


def parse_message(text: str, max_bytes: int) -> Message:
    """Read one socket message; raise :class:`Refusal` with the reason if it is not one."""
    size = len(text.encode("utf-8"))
    if size > max_bytes:
        raise TooLarge(f"message too large: {size} bytes (at most {max_bytes})")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise Refusal(f"not valid JSON: {exc.msg} at column {exc.colno}") from None
    except RecursionError:
        raise Refusal("not valid JSON: nested too deeply") from None
    if not isinstance(data, dict):
        raise Refusal("a message must be a JSON object with a \"type\"")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        raise Refusal(f"unknown message type {_short(kind)} (known: {', '.join(FIELDS)})")
    fields = FIELDS[kind]
    for name in data:
        if name != "type" and name not in fields:
            raise Refusal(f"unknown field {_short(name)} in a {kind} message")
    for name, required in fields.items():
        if required and data.get(name) is None:
            raise Refusal(f"a {kind} message needs \"{name}\"")
    return Message(
        type=kind,
        token=_token(data.get("token")),
        version=_version(data.get("version")),
        action=_action(data.get("action")),
        ref=_ref(data.get("ref")),
    )


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=True)
    return text if len(text) <= 40 else text[:37] + "..."


def _token(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not 0 < len(value) <= MAX_TOKEN_LENGTH:
        raise Refusal("\"token\" must be a seat token (text)")
    return value


def _version(value: Any) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value < -1:
        raise Refusal("\"version\" must be an event version (an integer)")
    return value


def _action(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or not 0 < len(value) <= MAX_ACTION_LENGTH:
        raise Refusal(f"\"action\" must be an action's notation (text of 1-{MAX_ACTION_LENGTH} characters)")
    return value


def _ref(value: Any) -> int | None:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_REF:
        raise Refusal(f"\"ref\" must be a whole number from 0 to {MAX_REF}")
    return value

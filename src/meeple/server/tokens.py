"""Match ids and seat tokens (docs/server.md, "Matches, seats and links").

A seat token is shown once, when the match is made; the server keeps only its SHA-256.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets

#: A match id: 16 random bytes as 22 URL-safe characters (not a secret).
MATCH_ID_BYTES = 16
#: A seat token: 24 random bytes (192 bits) as 32 URL-safe characters.
TOKEN_BYTES = 24
#: The longest token text accepted from a client (a real one is 32 characters).
MAX_TOKEN_LENGTH = 64


def new_match_id() -> str:
    """A fresh match id."""
    return secrets.token_urlsafe(MATCH_ID_BYTES)


def new_token() -> str:
    """A fresh seat token."""
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """The SHA-256 of a token, in hex: what the database holds."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def same_hash(a: str, b: str) -> bool:
    """Compare two token hashes in constant time."""
    return hmac.compare_digest(a.encode("ascii"), b.encode("ascii"))


def looks_like_match_id(text: str) -> bool:
    """Whether ``text`` could be a match id (URL-safe characters, the right length): anything
    else is refused before the database is asked."""
    return len(text) == 22 and all(c.isascii() and (c.isalnum() or c in "-_") for c in text)

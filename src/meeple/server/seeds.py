"""Where a match's seed comes from: the one place to change when the engine offers its own."""

from __future__ import annotations

import secrets


def match_seed() -> int:
    """An unguessable seed for a new match: 128 bits from the operating system's generator
    (:mod:`secrets`), so no one can foresee a shuffle or a roll from the seed's range."""
    return secrets.randbits(128)

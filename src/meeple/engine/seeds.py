"""The seeds of chance of live games: unguessable, from the operating system's secure source.

A game's seed decides every chance outcome of the game (:class:`meeple.engine.session.Session`
draws them from ``random.Random(seed)``): whoever knows it knows every card still to come, the
traits dealt to the others and every die not yet rolled. A seed drawn from a small range can be
found by trying them all against what one seat saw (its own traits and the public draws are
enough in Dead Man's Draw), so a live game's seed is :func:`live_seed`: 128 bits from
:mod:`secrets`, above :data:`LIVE_SEED_FLOOR`, so that it lies in no small range anyone could
search. Every front end that starts a live game (the terminal's ``meeple play``, the server)
takes its seed from here.

A seed a user chooses (``meeple play --seed N``) and the seeds of ``meeple simulate`` (derived
from its master seed, so that a batch can be reproduced) are reproducible on purpose and
secret from no one. Who may see a live game's seed: docs/records.md, "Who may see the seed".
"""

from __future__ import annotations

import secrets
from typing import Final

#: The bits of randomness in a live seed.
LIVE_SEED_BITS: Final = 128
#: Every live seed is at least this: no small seed (a ``--seed 7``, a simulation's) is ever one.
LIVE_SEED_FLOOR: Final = 2**LIVE_SEED_BITS


def live_seed() -> int:
    """A new seed for a live game: :data:`LIVE_SEED_BITS` random bits from :mod:`secrets`,
    added to :data:`LIVE_SEED_FLOOR` (so ``2**128 <= seed < 2**129``)."""
    return LIVE_SEED_FLOOR + secrets.randbits(LIVE_SEED_BITS)


"""The hint of a seat (docs/server.md, "Hints"): each legal action of the seat with the search's
win probability, best first, and the game's exact odds (:mod:`meeple.agents.advice`).

The seat comes from the request's token alone, and the advice reads only what that seat may
know (the search starts from ``State.resample(seat)``). A hint is thought in the bots' pool of
threads, on a clone of the state, so it never blocks the event loop; each seat may ask for
:data:`HINT_RATE` hints a second on average, :data:`HINT_BURST` at once (429 beyond).
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any, Callable

from meeple.agents.advice import advise
from meeple.server.errors import Conflict, TooMany
from meeple.server.ratelimit import TokenBucket

if TYPE_CHECKING:
    from meeple.server.service import MatchService

HINT_RATE = 0.5
HINT_BURST = 3
#: Seats whose buckets are kept; the oldest are forgotten beyond this.
MAX_BUCKETS = 10_000


class HintLimits:
    """A token bucket per (match, seat)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.buckets: dict[tuple[str, int], TokenBucket] = {}
        self.clock = clock

    def take(self, match_id: str, seat: int) -> None:
        """Spend one hint of the seat, or raise TooMany."""
        key = (match_id, seat)
        bucket = self.buckets.get(key)
        if bucket is None:
            if len(self.buckets) >= MAX_BUCKETS:
                self.buckets.pop(next(iter(self.buckets)))
            bucket = self.buckets[key] = TokenBucket(HINT_RATE, HINT_BURST, self.clock)
        if not bucket.take():
            raise TooMany(f"too many hints: at most {HINT_BURST} at once and one every {1 / HINT_RATE:g} seconds")


async def seat_hint(service: "MatchService", match_id: str, seat: int) -> dict[str, Any]:
    """The hint for ``seat`` in match ``match_id`` now (a Conflict when the seat has no decision)."""
    live = await service.live(match_id)
    async with live.lock:
        if live.is_over():
            raise Conflict("the game is over")
        state = live.session.state
        if seat not in state.current_players():
            raise Conflict(f"seat {seat} has no decision to make now")
        state, version = state.clone(), live.version
    advice = await asyncio.get_running_loop().run_in_executor(service.bot_pool, advise, state, seat)
    return {"version": version, **advice.to_json()}

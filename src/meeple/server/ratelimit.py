"""A token bucket: how many messages a connection may send (docs/server.md, "The socket")."""

from __future__ import annotations

import time
from typing import Callable


class TokenBucket:
    """``rate`` messages a second on average, ``burst`` at once. The clock is passed in so
    the bucket can be checked without waiting."""

    def __init__(self, rate: float, burst: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = rate
        self.burst = float(burst)
        self.tokens = float(burst)
        self.clock = clock
        self.stamp = clock()

    def take(self) -> bool:
        """Spend one token if there is one; return whether there was."""
        moment = self.clock()
        self.tokens = min(self.burst, self.tokens + (moment - self.stamp) * self.rate)
        self.stamp = moment
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False

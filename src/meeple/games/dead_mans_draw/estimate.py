"""A position's estimated result, for search that stops its playouts early
(:meth:`meeple.engine.core.State.estimate_returns`).

Each seat's chance of winning is read from the scores (rulebook p. 4: the top card of each suit
pile scores) as a softmax whose spread shrinks as the draw pile runs out (the game ends when it
is empty, p. 4): early on a lead means little, at the end it decides. The play area of the seat
whose turn it is counts at half its bankable worth (it may still bust). It is a guide for the
search, not a rule.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from meeple.games.dead_mans_draw.scoring import score

if TYPE_CHECKING:
    from meeple.games.dead_mans_draw.state import DmdState

#: Score points a seat's lead is worth per unit of the softmax, at least and per draw-pile card.
SPREAD_BASE, SPREAD_PER_CARD = 2.0, 0.25


def estimate_returns(s: "DmdState") -> list[float]:
    """Each seat's estimated chance of winning from here (sums to 1)."""
    scores = [float(score(bank, trait)) for bank, trait in zip(s.banks, s.traits)]
    if 0 <= s.current < s.n and s.play:
        tops = [pile[-1] if pile else 0 for pile in s.banks[s.current]]
        gain = 0
        for c in s.play:
            suit, value = c >> 4, c & 15
            if value > tops[suit]:
                gain += value - tops[suit]
                tops[suit] = value
        scores[s.current] += 0.5 * gain
    spread = SPREAD_BASE + SPREAD_PER_CARD * len(s.draw_pile)
    best = max(scores)
    weights = [math.exp((x - best) / spread) for x in scores]
    total = sum(weights)
    return [w / total for w in weights]

"""A focused playout search over the game's heuristic bot (the ``focus`` bot), through the
kernel contract only: the ``rollout`` search (:mod:`meeple.agents.rollout_search`) made for
long games with many near-identical moves (Dust Tactics).

At a decision with a choice the bot asks the game's heuristic bot what it would play (the
*incumbent*), then:

- **Doubt first.** The incumbent is played out ``probe`` times; where every playout's value
  for the seat is at least ``sure`` (a win, or a position the game estimates as won), it is
  played without more search.
- **Few candidates.** Only ``width`` actions compete: the heuristic's own ranking of the legal
  actions, best first, where its bot offers one (a ``ranked(state, seat)`` method: a game's
  heuristic bot may rank the squares of a move by the score it chose by); otherwise the
  incumbent and a seeded sample of the rest. The incumbent is always one of them.
- **Short playouts.** Each candidate is played, then the heuristic plays every seat for
  ``depth`` moves (chance's included), and the position is valued by the game's estimate
  (:meth:`~meeple.engine.core.State.estimate_returns`: on Dust Tactics, victory points and the
  army points still in play); a game that gives no estimate is played to its end. A playout
  that ends the game counts its result.
- **Common seeds, sequential halving** as in the ``rollout`` search: the first round plays every
  candidate on the probe's seeds (the incumbent's probe counts), each later round the better
  half on new seeds shared by them (the incumbent always stays), within ``playouts`` playouts
  a decision; the incumbent is played unless another candidate is strictly better over the
  same seeds.

With the same seed the bot makes the same choice.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable

from meeple.agents.rollout_search import RolloutAgent
from meeple.engine.core import Action, State

#: The playouts a decision, the moves of a playout and the candidates a decision, by default.
#: A hundred and twenty moves: on Dust Tactics a decision of the first turns (the approach) is
#: judged only once the fire it walks into has been exchanged, two to four turns on (a turn is
#: twenty to thirty moves); forty moves stopped most playouts before it, where the estimate tells
#: a won game from a lost one little better than a coin (docs/bots.md, "Why the Allies lost";
#: ``benchmarks/estimate_horizon.py``). A hundred and forty-four playouts: on Bridgehead, the
#: Allies' hardest scenario, three times forty-eight won 39 games of 64 where forty-eight won 21
#: on the same seeds, and twice the horizon (240 moves) won 12 of 32 where 120 won 11
#: (docs/bots.md).
DEFAULT_PLAYOUTS, DEFAULT_DEPTH, DEFAULT_WIDTH = 144, 120, 8
#: A probe of the incumbent this good (every one of them) ends the search at a decision.
SURE = 0.9


class FocusedAgent(RolloutAgent):
    """A search bot: ``choose(state, seat)`` improves on the heuristic's choice by short
    playouts among its best-ranked candidates (see the module docstring)."""

    def __init__(self, name: str, playouts: int, seed: int, heuristic: Callable[[int], Any],
                 depth: int = DEFAULT_DEPTH, width: int = DEFAULT_WIDTH, probe: int = 4, sure: float = SURE) -> None:
        super().__init__(name, playouts, seed, heuristic, probe)
        self.depth = depth
        self.width = max(2, width)
        self.sure = sure

    def choose(self, state: State, player: int) -> Action:
        legal: list[Action] = state.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        incumbent: Action = self._incumbent.choose(state, player)
        probe = [self.rng.getrandbits(63) for _ in range(self.probe)]
        values = [self.playout(state, player, incumbent, s) for s in probe]
        if min(values) >= self.sure:
            return incumbent
        return self.focused_halving(state, player, self.candidates(state, player, legal, incumbent), probe,
                                    sum(values))

    def focused_halving(self, state: State, player: int, candidates: list[Action], probe: list[int],
                        probed: float) -> Action:
        """Sequential halving over ``candidates`` (the incumbent first), its first round on the
        probe's seeds (the incumbent's playouts there, worth ``probed``, are not played again),
        every later round on new seeds shared by the candidates left; the incumbent always stays
        and is played unless another candidate is strictly better over the same seeds."""
        totals = [probed] + [sum(self.playout(state, player, a, s) for s in probe) for a in candidates[1:]]
        used = len(probe) * len(candidates)
        left = list(range(len(candidates)))
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        for round_no in range(1, rounds + 1):
            left.sort(key=lambda i: (-totals[i], i))  # ties: the incumbent (index 0) first
            kept = left[:max(1, (len(left) + 1) // 2)]
            left = kept if 0 in kept else kept[:-1] + [0] if len(kept) > 1 else kept + [0]
            if len(left) == 1 or used >= self.playouts:
                break
            share = max(1, (self.playouts - used) // (len(left) * (rounds - round_no + 1)))
            batch = [self.rng.getrandbits(63) for _ in range(share)]
            for i in left:
                totals[i] += sum(self.playout(state, player, candidates[i], s) for s in batch)
            used += share * len(left)
        best = max(left, key=lambda i: (totals[i], -i))
        return candidates[best] if totals[best] > totals[0] else candidates[0]

    def candidates(self, state: State, player: int, legal: list[Action], incumbent: Action) -> list[Action]:
        """At most ``width`` legal actions, the incumbent first: the heuristic's ranking where
        its bot ranks, else a seeded sample of the others."""
        ranking = getattr(self._incumbent, "ranked", None)
        if ranking is not None:
            ranked = [a for a in ranking(state, player) if a != incumbent and a in legal]
        else:
            ranked = [a for a in legal if a != incumbent]
            if len(ranked) > self.width - 1:
                ranked = self.rng.sample(ranked, self.width - 1)
        return [incumbent] + ranked[:self.width - 1]

    def playout(self, state: State, player: int, action: Action, seed: int) -> float:
        """``player``'s value when ``action`` is played and the heuristic plays on for
        ``depth`` moves, every draw from ``seed``: the result where the game ends, else the
        game's estimate (played on to the end where it gives none)."""
        rng = random.Random(seed)
        drawn = state.resample(player, rng)
        drawn.apply(player, action)
        return self.play_on(drawn, player, rng, seed, self.depth)

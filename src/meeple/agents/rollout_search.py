"""Playout search over the game's heuristic bot: a one-step policy improvement (the ``rollout``
bot), through the kernel contract only.

At a decision with a choice, the bot asks the game's heuristic bot what it would play (the
*incumbent*), then values the legal actions by playouts in which the heuristic plays every
seat to the end of the game, and plays the best of them:

- **Doubt first.** The incumbent is played out ``probe`` times. Where every one of those
  playouts wins, the result is not in doubt and the incumbent is played without more search:
  most of a game's decisions are of this kind, and the budget goes to the others.
- **Common random numbers.** Playout ``j`` of every action draws its states
  (``State.resample``), its chance outcomes and its heuristic bots from the same seed, so two
  actions are compared on the same dice where their games run alike: the difference of their
  means is far less noisy than either mean.
- **Sequential halving.** The budget (``playouts`` a decision) is split into rounds; each
  round plays every remaining action on the same new seeds, then keeps the better half (the
  incumbent always stays). At the end the best mean over the shared seeds wins; the incumbent
  is kept unless another action is strictly better, so a small budget plays as the heuristic.

Playouts run to the end of the game (the win is a long-horizon event; where the game
estimates positions the estimate is not used: a D-Day Dice game has no estimate). With the
same seed the bot makes the same choice. The heuristic is the game's first bot.
"""

from __future__ import annotations

import math
import random
from typing import Any, Callable

from meeple.engine.core import CHANCE, Action, State

#: A playout that never ends stops here and counts as a shared result.
PLAYOUT_CAP = 20_000


class RolloutAgent:
    """A search bot: ``choose(state, seat)`` improves on the heuristic's choice by playouts
    (see the module docstring)."""

    def __init__(self, name: str, playouts: int, seed: int, heuristic: Callable[[int], Any], probe: int = 4) -> None:
        self.name = name
        self.playouts = playouts
        self.probe = min(probe, playouts)
        self.rng = random.Random(seed)
        self._make_heuristic = heuristic
        self._incumbent = heuristic(seed)

    def choose(self, state: State, player: int) -> Action:
        legal: list[Action] = state.legal_actions(player)
        incumbent: Action = self._incumbent.choose(state, player)
        if len(legal) == 1:
            return legal[0]
        probe = [self.rng.getrandbits(63) for _ in range(self.probe)]
        if all(self.playout(state, player, incumbent, s) >= 1.0 for s in probe):
            return incumbent
        return self.halving(state, player, legal, incumbent, self.playouts)

    def halving(self, state: State, player: int, legal: list[Action], incumbent: Action, budget: int) -> Action:
        """Sequential halving over ``legal`` with common seeds; the incumbent always stays."""
        candidates = [incumbent] + [a for a in legal if a != incumbent]
        totals = {i: 0.0 for i in range(len(candidates))}
        used = 0
        rounds = max(1, math.ceil(math.log2(len(candidates))))
        left = list(range(len(candidates)))
        for round_no in range(rounds):
            share = max(1, (budget - used) // (len(left) * (rounds - round_no)))
            batch = [self.rng.getrandbits(63) for _ in range(share)]
            # every action left plays the same batch (and has played every batch before it)
            for i in left:
                totals[i] += sum(self.playout(state, player, candidates[i], s) for s in batch)
            used += share * len(left)
            if len(left) <= 2 and round_no < rounds - 1:
                continue
            left.sort(key=lambda i: (-totals[i], i))  # ties: the incumbent (index 0) first
            keep = max(2, (len(left) + 1) // 2) if round_no < rounds - 1 else 1
            kept = left[:keep]
            if 0 not in kept and round_no < rounds - 1:
                kept = kept[:-1] + [0]
            left = kept
        best = max(left, key=lambda i: (totals[i], -i))
        return candidates[best] if totals[best] > totals[0] else incumbent

    def playout(self, state: State, player: int, action: Action, seed: int) -> float:
        """``player``'s return when ``action`` is played and the heuristic plays on, every draw
        from ``seed``."""
        rng = random.Random(seed)
        drawn = state.resample(player, rng)
        drawn.apply(player, action)
        return self.play_on(drawn, player, rng, seed)

    def play_on(self, drawn: State, player: int, rng: random.Random, seed: int, depth: int | None = None) -> float:
        """``player``'s value as the heuristic plays every seat on from ``drawn`` (each seat's bot
        seeded from ``seed``, chance drawn from ``rng``): the result where the game ends; after
        ``depth`` moves, the game's estimate where it gives one; a draw after ``PLAYOUT_CAP``."""
        bots: dict[int, Any] = {}
        steps = 0
        while not drawn.is_over():
            if depth is not None and steps >= depth:
                estimate = drawn.estimate_returns()
                if estimate is not None:
                    return estimate[player]
            if steps >= PLAYOUT_CAP:
                return 1.0 / drawn.num_players
            steps += 1
            if drawn.is_chance():
                drawn.apply(CHANCE, drawn.sample_chance(rng))
                continue
            actor = drawn.current_players()[0]
            bot = bots.get(actor)
            if bot is None:
                bot = bots[actor] = self._make_heuristic(seed + actor)
            drawn.apply(actor, bot.choose(drawn, actor))
        value: float = drawn.returns()[player]
        return value

"""Outcomes sampled through the engine, cheaply, for checking exact odds against frequencies.

A stretch of play from one state (an attack, a reroll, the rest of a turn) is sampled many
times: at each chance node the state's own sampler (``State.sample_chance``) draws the outcome,
and the engine's ``State.apply`` plays it. ``apply`` is deterministic given the action (chance
is a player: a replay is exact), so each distinct step is applied once, to a clone, and
remembered: the states met form a tree, and a sample is a walk down it. The frequencies are those
of cloning the start state for every sample, at a fraction of the cost.

The 99% intervals: a frequency of ``n`` samples agrees with a chance ``p`` when it is within
2.576 standard errors, ``sqrt(p (1 - p) / n)``; a mean when it is within 2.576 standard
deviations over ``sqrt(n)``. Many checks at 99% each miss now and then by chance: :class:`Checks`
counts them, and a set of checks holds when its misses are no more than chance allows (a binomial
tail below one in a thousand) and none is beyond five standard errors.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable

from meeple.engine.core import CHANCE, State

Z99 = 2.576
#: How far (in standard errors) no frequency may ever be, whatever the number of checks.
Z_NEVER = 5.0
SAMPLES = 100_000

Event = dict[str, Any]
#: The seat's move at a decision of the stretch, or None where the stretch ends there.
Decide = Callable[[State], "tuple[int, Any] | None"]


@dataclass
class Node:
    """A state met in the stretch, the events that led to it from the start, and the states
    each outcome (or the decision) leads to."""

    state: State
    events: tuple[Event, ...]
    children: dict[Any, "Node"] = field(default_factory=dict)
    #: The decision taken here (None at a chance node or at the end).
    move: tuple[int, Any] | None = None
    end: bool = False


class OutcomeTree:
    """The stretch of play from ``start``: chance by the engine's sampler, the seats' decisions
    by ``decide`` (None ends the stretch); ``ends`` may end it at a chance node too."""

    def __init__(self, start: State, decide: Decide, ends: Callable[[State], bool] = lambda s: False) -> None:
        self.decide = decide
        self.ends = ends
        self.applied = 0
        self.root = self._node(start.clone(), ())

    def _node(self, state: State, events: tuple[Event, ...]) -> Node:
        node = Node(state, events)
        if state.is_over() or self.ends(state):
            node.end = True
        elif not state.is_chance():
            node.move = self.decide(state)
            node.end = node.move is None
        return node

    def _child(self, node: Node, key: Any, player: int, action: Any) -> Node:
        child = node.children.get(key)
        if child is None:
            state = node.state.clone()
            events = state.apply(player, action)
            self.applied += 1
            child = node.children[key] = self._node(state, node.events + tuple(events))
        return child

    def sample(self, rng: random.Random) -> Node:
        """One walk from the start to the end of the stretch."""
        node = self.root
        while not node.end:
            if node.move is not None:
                node = self._child(node, None, *node.move)
            else:
                action = node.state.sample_chance(rng)
                node = self._child(node, action, CHANCE, action)
        return node

    def ends_met(self, samples: int, seed: int) -> Counter[int]:
        """How many of ``samples`` walks ended at each end node (by ``id``); the nodes are
        kept in :attr:`by_id`."""
        rng = random.Random(seed)
        counts: Counter[int] = Counter()
        self.by_id: dict[int, Node] = {}
        for _ in range(samples):
            node = self.sample(rng)
            key = id(node)
            if key not in counts:
                self.by_id[key] = node
            counts[key] += 1
        return counts

    def frequencies(self, measure: Callable[[Node], Any], samples: int = SAMPLES, seed: int = 0) -> dict[Any, float]:
        """Each value of ``measure`` (read at the end of a walk) with its share of the walks."""
        found: Counter[Any] = Counter()
        for key, count in self.ends_met(samples, seed).items():
            found[measure(self.by_id[key])] += count
        return {value: count / samples for value, count in found.items()}

    def values(self, measure: Callable[[Node], float], samples: int = SAMPLES, seed: int = 0) -> tuple[float, float]:
        """The mean of ``measure`` over the walks and its standard deviation."""
        counts = self.ends_met(samples, seed)
        mean = sum(measure(self.by_id[k]) * n for k, n in counts.items()) / samples
        var = sum((measure(self.by_id[k]) - mean) ** 2 * n for k, n in counts.items()) / (samples - 1)
        return mean, math.sqrt(var)


@dataclass
class Checks:
    """Frequencies checked against exact chances at 99%, the misses counted."""

    done: int = 0
    misses: list[str] = field(default_factory=list)
    worst: float = 0.0

    def chance(self, what: str, chance: float, frequency: float, samples: int = SAMPLES) -> None:
        """A frequency of ``samples`` walks against the exact ``chance``."""
        error = math.sqrt(max(chance * (1 - chance), 1e-12) / samples)
        self._check(what, abs(frequency - chance) / error if error else 0.0, chance, frequency)

    def mean(self, what: str, exact: float, mean: float, sd: float, samples: int = SAMPLES) -> None:
        """A mean of ``samples`` walks against the exact expectation."""
        error = sd / math.sqrt(samples)
        off = abs(mean - exact)
        self._check(what, off / error if error else (0.0 if off < 1e-9 else math.inf), exact, mean)

    def distribution(self, what: str, exact: dict[Any, float], seen: dict[Any, float], samples: int = SAMPLES) -> None:
        """Each value's frequency against its exact chance (values never seen count as 0)."""
        for value in set(exact) | set(seen):
            self.chance(f"{what}={value}", exact.get(value, 0.0), seen.get(value, 0.0), samples)

    def _check(self, what: str, z: float, exact: float, seen: float) -> None:
        self.done += 1
        self.worst = max(self.worst, z)
        if z > Z99 + 1e-9:
            self.misses.append(f"{what}: exact {exact:.5f}, seen {seen:.5f} ({z:.1f} standard errors)")

    def allowed_misses(self) -> int:
        """The most misses of :attr:`done` checks at 99% that chance gives one time in a
        thousand or more (each check counted as independent)."""
        n, p, tail, k = self.done, 0.01, 1.0, 0
        while True:
            tail -= math.comb(n, k) * p**k * (1 - p) ** (n - k)
            if tail < 1e-3:
                return k
            k += 1

    def hold(self) -> bool:
        """No more misses than chance allows, and none beyond :data:`Z_NEVER`."""
        return self.worst <= Z_NEVER and len(self.misses) <= self.allowed_misses()

    def report(self) -> str:
        return (f"{len(self.misses)} of {self.done} checks outside their 99% interval (at most "
                f"{self.allowed_misses()} allowed), worst {self.worst:.1f} standard errors: " + "; ".join(self.misses))

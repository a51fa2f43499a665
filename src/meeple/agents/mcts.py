"""Monte Carlo tree search through the kernel contract: UCT with chance nodes, and
single-observer information-set search (SO-ISMCTS, Cowling, Powley and Whitehouse 2012).

Every iteration starts from ``state.resample(seat, rng)``: a full state consistent with what
the searching seat knows (for a game without hidden information, a clone). So the search never
reads what its seat may not know, and the same code is UCT on a perfect-information game and
SO-ISMCTS on Dead Man's Draw. The tree is keyed by the moves made from the root (the observer's
information sets: in the games here every move is seen by all, hidden facts are dealt before
the search starts); at a node, only the moves legal in this iteration's state compete, and each
child counts how often it was available (the ISMCTS form of UCB1).

- **Decisions** are taken by the first seat of ``current_players()``: where several seats act at
  once (D-Day Dice's phases), the search takes them in seat order, each maximising its own
  return (the same return for a team).
- **Chance** is a node of its own. Where it has few outcomes (``few_outcomes``, a die), they are
  read with their probabilities (``chance_outcomes()``) once per node, each visit follows the
  outcome furthest below its share of the node's visits (stratified; ties, as at a fresh node,
  drawn by probability, so a roll-off repeated on ties ends), and the node's value is
  the expectation: the probability-weighted mean of its outcomes' values. Where they are many
  (a card from a pile), each visit draws one with the game's sampler (``sample_chance``) and the
  node's value is the mean of what was drawn. With hidden information the states drawn for one
  node may list different outcomes (what the seat has not seen changes what chance can do), so
  each visit reads its own state's outcomes, stratified where few, and the node's value is the
  mean of what its visits found.
- **Playouts** below a new node: random moves, or the game's own heuristic bot (``rollout``;
  then a node tries the heuristic's own choice first, so a small budget plays no worse than it);
  stopped after ``rollout_depth`` moves when the game estimates a position
  (:meth:`~meeple.engine.core.State.estimate_returns`), played to the end otherwise. ``guided``
  playouts take the heuristic's moves and are stopped and estimated like random ones: on a long
  game (Dust Tactics) a few good moves and the game's evaluation beat a noisy random playout.
- **Budget**: a number of simulations, or seconds. With a number, the same seed gives the same
  choice; a time budget depends on the machine.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Any, Callable

from meeple.engine.core import CHANCE, Action, State

#: A playout that neither ends nor can be estimated stops here (a bound far above any game's
#: length) and counts as a shared result.
PLAYOUT_CAP = 20_000


@dataclass(frozen=True)
class SearchConfig:
    """How hard and how a search looks (see the module docstring)."""

    #: Iterations per decision; None when the budget is ``seconds``.
    simulations: int | None = 1000
    #: Seconds per decision; None when the budget is ``simulations``.
    seconds: float | None = None
    #: UCB1's exploration constant (returns lie in 0..1).
    exploration: float = 0.7
    #: "random", "heuristic" (the game's first bot), "guided" (the heuristic's moves, stopped
    #: after ``rollout_depth`` moves where the game estimates a position), or "auto": random
    #: where the game estimates a position (playouts stopped early), its heuristic where
    #: playouts must run to the end.
    rollout: str = "auto"
    #: Moves of a playout before the position is estimated (when the game estimates).
    rollout_depth: int = 20
    #: Chance with at most this many outcomes is an expectation node; more are sampled.
    few_outcomes: int = 16


class Node:
    """One position of the tree (an information set of the searching seat): reached by a move
    of ``actor`` (CHANCE for a chance outcome)."""

    __slots__ = ("actor", "children", "visits", "sums", "avail", "outcomes", "many")

    def __init__(self, actor: int, num_players: int) -> None:
        self.actor = actor
        self.children: dict[Action, Node] = {}
        self.visits = 0
        #: Summed return of every seat over the visits.
        self.sums = [0.0] * num_players
        #: How many visits of the parent this move was legal in (ISMCTS availability).
        self.avail = 0
        #: At a chance node: each outcome with its probability where they are few, ``[]`` where
        #: they are many (sampled); None until the node is first left by chance.
        self.outcomes: list[tuple[Action, float]] | None = None
        #: At a chance node searched with hidden information: whether its first visit found
        #: many outcomes (then every visit samples its own state's chance).
        self.many = False

    def mean(self, seat: int) -> float:
        """The mean return of ``seat`` through this node."""
        return self.sums[seat] / self.visits if self.visits else 0.0


@dataclass(frozen=True)
class ActionValue:
    """A root move's result: its visits and the searching seat's mean return (its win
    probability where returns are wins), with a 95% Wilson interval that takes the visits as the
    sample size (approximate: a tree's values are not independent draws)."""

    action: Action
    visits: int
    value: float
    low: float
    high: float


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``p`` seen in ``n`` trials."""
    if n <= 0:
        return 0.0, 1.0
    p = min(1.0, max(0.0, p))
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


Policy = Callable[[State, int], Action]


class Search:
    """One search from one position for one seat (see the module docstring)."""

    def __init__(self, config: SearchConfig, rng: random.Random, heuristic: Callable[[int], Any] | None) -> None:
        self.config = config
        self.rng = rng
        self._make_heuristic = heuristic
        self._heuristics: dict[int, Any] = {}
        self.heuristic_playouts = False
        self.hidden_information = False

    # ------------------------------------------------------------------ the search
    def run(self, state: State, player: int) -> Node:
        """Search ``state`` for ``player`` within the budget; the root of the tree."""
        root = Node(CHANCE, state.num_players)
        config = self.config
        self.hidden_information = state.game.hidden_information
        self.heuristic_playouts = uses_heuristic(config, state, self._make_heuristic)
        if config.seconds is not None:
            deadline = time.perf_counter() + config.seconds
            done = 0
            while done == 0 or time.perf_counter() < deadline:
                for _ in range(8):
                    self.iterate(state, player, root)
                done += 8
        else:
            for _ in range(max(1, config.simulations or 1)):
                self.iterate(state, player, root)
        return root

    def iterate(self, root_state: State, player: int, root: Node) -> None:
        """One iteration: draw a state the seat cannot tell apart, walk down, expand, play out,
        and back the result up."""
        rng = self.rng
        state = root_state.resample(player, rng)
        node = root
        path = [root]
        n = state.num_players
        c = self.config.exploration
        while True:
            if state.is_over():
                rewards = state.returns()
                break
            if len(path) > PLAYOUT_CAP:  # a walk that never leaves the tree: estimate and stop
                rewards = state.estimate_returns() or [1.0 / n] * n
                break
            chance = state.is_chance()
            actor = CHANCE if chance else player if node is root else state.current_players()[0]
            if chance:
                outcome = self.chance_outcome(state, node)
                child = node.children.get(outcome)
                if child is None:
                    child = node.children[outcome] = Node(CHANCE, n)
                state.apply_quietly(CHANCE, outcome)
                node = child
                path.append(node)
                continue
            legal = state.legal_actions(actor)
            children = node.children
            untried = [a for a in legal if a not in children]
            if untried:
                action = untried[int(rng.random() * len(untried))]
                if self.heuristic_playouts:  # the heuristic's own choice is tried first
                    preferred = self.heuristic_bot(actor).choose(state, actor)
                    if preferred in untried:
                        action = preferred
                children[action] = Node(actor, n)
                for a in legal:
                    known = children.get(a)
                    if known is not None:
                        known.avail += 1
                state.apply_quietly(actor, action)
                path.append(children[action])
                rewards = self.playout(state)
                break
            best: Action = legal[0]
            best_score = -math.inf
            for a in legal:
                child = children[a]
                child.avail += 1
                score = child.sums[actor] / child.visits + c * math.sqrt(math.log(child.avail) / child.visits)
                if score > best_score:
                    best, best_score = a, score
            state.apply_quietly(actor, best)
            node = children[best]
            path.append(node)
        backup(path, rewards)

    def chance_outcome(self, state: State, node: Node) -> Action:
        """The outcome this visit follows: stratified over few outcomes, sampled over many.

        With hidden information the states drawn for one node differ in what they hide
        (Dead Man's Draw: the other seats' traits), and so may their chance (what an ability
        leaves in the discard pile). Such a node is no expectation node: each visit takes an
        outcome of its own state, stratified over the children where they are few, and backs
        up what it found."""
        if self.hidden_information:
            listed = [] if node.many else state.chance_outcomes()
            if node.many or len(listed) > self.config.few_outcomes:
                node.many = True
                sampled: Action = state.sample_chance(self.rng)
                return sampled
            return self.least_visited(listed, node)
        outcomes = node.outcomes
        if outcomes is None:
            listed = state.chance_outcomes()
            outcomes = node.outcomes = listed if len(listed) <= self.config.few_outcomes else []
        if not outcomes:
            drawn: Action = state.sample_chance(self.rng)
            return drawn
        return self.least_visited(outcomes, node)

    def least_visited(self, outcomes: list[tuple[Action, float]], node: Node) -> Action:
        """Among the outcomes furthest below their share of the node's visits, one drawn by its
        probability: a fresh node draws as chance does (a roll-off repeated on ties still
        ends)."""
        children = node.children
        lowest = math.inf
        tied: list[tuple[Action, float]] = []
        for action, p in outcomes:
            child = children.get(action)
            share = (child.visits if child is not None else 0) / p
            if share < lowest - 1e-12:
                lowest, tied = share, [(action, p)]
            elif share <= lowest + 1e-12:
                tied.append((action, p))
        pick = self.rng.random() * sum(p for _, p in tied)
        for action, p in tied:
            pick -= p
            if pick <= 0:
                return action
        return tied[-1][0]

    # ------------------------------------------------------------------ playouts
    def playout(self, state: State) -> list[float]:
        """Play on from ``state`` (see :class:`SearchConfig`); each seat's return."""
        rng = self.rng
        config = self.config
        heuristic = self.heuristic_playouts
        depth = 0
        truncated = not heuristic or config.rollout == "guided"
        limit = config.rollout_depth if truncated else PLAYOUT_CAP
        apply, is_chance, is_over = state.apply_quietly, state.is_chance, state.is_over
        while not is_over():
            if depth >= limit:
                estimate = state.estimate_returns() if truncated else None
                if estimate is not None:
                    return estimate
                if depth >= PLAYOUT_CAP:
                    return [1.0 / state.num_players] * state.num_players
            depth += 1
            if is_chance():
                apply(CHANCE, state.sample_chance(rng))
                continue
            actor = state.current_players()[0]
            if heuristic:
                state.apply_quietly(actor, self.heuristic_bot(actor).choose(state, actor))
            else:
                legal = state.legal_actions(actor)
                apply(actor, legal[int(rng.random() * len(legal))])
        return state.returns()

    def heuristic_bot(self, seat: int) -> Any:
        """The game's heuristic bot playing ``seat`` in playouts (one per seat and search)."""
        bot = self._heuristics.get(seat)
        if bot is None and self._make_heuristic is not None:
            bot = self._heuristics[seat] = self._make_heuristic(self.rng.getrandbits(63))
        return bot


def uses_heuristic(config: SearchConfig, state: State, heuristic: Callable[[int], Any] | None) -> bool:
    """Whether the playouts take the game's heuristic bot's moves: asked for ("heuristic",
    "guided"), or "auto" on a game that cannot estimate a position."""
    if heuristic is None:
        return False
    return config.rollout in ("heuristic", "guided") or (config.rollout == "auto" and state.estimate_returns() is None)


def backup(path: list[Node], rewards: list[float]) -> None:
    """Add ``rewards`` to every node of ``path``, leaf first; an expectation node passes up
    the probability-weighted mean of its outcomes' values instead of the one it drew."""
    reward = rewards
    for node in reversed(path):
        outcomes = node.outcomes
        if outcomes and node.children:
            reward = expectation(node, outcomes)
        node.visits += 1
        sums = node.sums
        for seat, value in enumerate(reward):
            sums[seat] += value


def expectation(node: Node, outcomes: list[tuple[Action, float]]) -> list[float]:
    """The probability-weighted mean value of a chance node's visited outcomes."""
    total = 0.0
    values = [0.0] * len(node.sums)
    for action, p in outcomes:
        child = node.children.get(action)
        if child is not None and child.visits:
            total += p
            for seat, value in enumerate(child.sums):
                values[seat] += p * value / child.visits
    return [v / total for v in values]


def root_values(root: Node, player: int) -> list[ActionValue]:
    """Each move searched at the root, most visited first (ties: higher value)."""
    rows = []
    for action, child in root.children.items():
        # a move into an expectation node is worth that node's expectation now
        value = expectation(child, child.outcomes)[player] if child.outcomes and child.children else child.mean(player)
        low, high = wilson(value, child.visits)
        rows.append(ActionValue(action, child.visits, value, low, high))
    rows.sort(key=lambda r: (-r.visits, -r.value))
    return rows


def action_value(state: State, player: int, action: Action, config: SearchConfig, heuristic: Callable[[int], Any] | None,
                 samples: int, seed: int) -> float:
    """``player``'s mean return after ``action``: ``samples`` playouts from states drawn by
    ``resample(player)`` (what the seat knows), seeded, so two actions valued with the same
    seed see the same draws where they can (common random numbers)."""
    search = Search(config, random.Random(seed), heuristic)
    search.heuristic_playouts = uses_heuristic(config, state, heuristic)
    total = 0.0
    for _ in range(samples):
        drawn = state.resample(player, search.rng)
        drawn.apply_quietly(player, action)
        total += search.playout(drawn)[player]
    return total / samples


class MctsAgent:
    """A search bot: ``choose(state, seat)`` searches and plays the most visited move."""

    def __init__(self, name: str, config: SearchConfig, seed: int, heuristic: Callable[[int], Any] | None) -> None:
        self.name = name
        self.config = config
        self.rng = random.Random(seed)
        self._heuristic = heuristic

    def search(self, state: State, player: int) -> list[ActionValue]:
        """Every legal move of ``player`` with the search's value, most visited first."""
        root = Search(self.config, self.rng, self._heuristic).run(state, player)
        return root_values(root, player)

    def value_of(self, state: State, player: int, action: Action, samples: int, seed: int) -> float:
        """``player``'s win probability after ``action`` by playouts (:func:`action_value`)."""
        return action_value(state, player, action, self.config, self._heuristic, samples, seed)

    def choose(self, state: State, player: int) -> Action:
        legal: list[Action] = state.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        return self.search(state, player)[0].action

"""Game-agnostic players, working through the kernel contract only (design notes, layer 3).

An agent is anything with ``choose(state, player) -> action``; it is given the state so it
can ask for legal actions and the seat's observation, and must use nothing else.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from meeple.engine.core import Action, Game, State
from meeple.engine.errors import OptionsError, MeepleError, excerpt
from meeple.agents.search_names import SEARCH_AGENTS, is_search_name, make_search_bot


class Agent(Protocol):
    """A player: picks one of the legal actions of ``player`` in ``state``."""

    def choose(self, state: State, player: int) -> Action: ...


class RandomAgent:
    """Picks uniformly among the legal actions, with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._random = self.rng.random

    def choose(self, state: State, player: int) -> Action:
        legal: list[Action] = state.legal_actions(player)
        # Uniform choice; ``random()`` is cheaper than ``choice`` and the bias of a 53-bit
        # float over a few actions is far below anything a simulation could measure.
        return legal[int(self._random() * len(legal))]


GENERIC_AGENTS = {"random": "picks uniformly among the legal actions", **SEARCH_AGENTS}


def agent_names(game: Game) -> list[str]:
    """Every bot name usable for ``game``."""
    return list(GENERIC_AGENTS) + [b.name for b in game.bots()]


def is_agent(game: Game, name: str) -> bool:
    """Whether ``name`` is a bot of ``game``: one of :func:`agent_names`, or a search bot with
    a strength (``mcts:2000``, ``ismcts:2s``: :mod:`meeple.agents.search_names`)."""
    if name in agent_names(game):
        return True
    if not is_search_name(name):
        return False
    try:
        make_search_bot(game, name, 0)
    except MeepleError:
        return False
    return True


def make_agent(game: Game, name: str, seed: int) -> Any:
    """Create the bot ``name`` for ``game`` with a seed for its own randomness."""
    if name == "random":
        return RandomAgent(seed)
    if is_search_name(name) and name not in {b.name for b in game.bots()}:
        return make_search_bot(game, name, seed)
    if name in {b.name for b in game.bots()}:
        return game.make_bot(name, seed)
    raise OptionsError(f"unknown bot {excerpt(name)} for {game.id} (bots: {', '.join(agent_names(game))})")

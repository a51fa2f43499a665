"""Speed figures measured through the public engine interface (no shortcut): the same
Session, random agents and checked ``apply`` every player uses."""

from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass
from typing import Any

from meeple.engine.core import Game, State
from meeple.engine.registry import get_game
from meeple.sim.play import play_game


@dataclass
class BenchResult:
    game: str
    players: int
    games: int
    games_per_second: float
    clones: int
    clones_per_second: float

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _midgame_state(game: Game, players: int, seed: int) -> State:
    """A state some way into a random game (something worth cloning)."""
    state = game.new_game(players)
    rng = random.Random(seed)
    for _ in range(60):
        if state.is_over():
            break
        player = state.current_players()[0]
        action = state.sample_chance(rng) if state.is_chance() else rng.choice(state.legal_actions(player))
        state.apply(player, action)
    return state


def bench(game_id: str, seconds: float = 3.0, players: int = 2) -> BenchResult:
    """Random-bot games per second and clones per second, each measured for ``seconds``."""
    game = get_game(game_id)
    bots = ["random"] * players
    count = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        play_game(game, bots, seed=count, index=count)
        count += 1
    games_rate = count / (time.perf_counter() - started)
    state = _midgame_state(game, players, seed=1)
    clones = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        for _ in range(1000):
            state.clone()
        clones += 1000
    clone_rate = clones / (time.perf_counter() - started)
    return BenchResult(game_id, players, count, games_rate, clones, clone_rate)

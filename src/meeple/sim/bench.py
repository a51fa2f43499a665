"""Speed figures measured through the public engine interface (no shortcut): the same
Session, random agents and checked ``apply`` every player uses.

Each figure is measured in several rounds on one core and the best round is reported, as
Python's ``timeit`` recommends: slower rounds measure interference from other processes,
not the code. The median round is reported beside it. A round is timed in the CPU time of
this process (``time.process_time``: one core's time, the benchmark being single-threaded),
not the wall clock: on a machine that other processes share, the wall clock also counts the
time the benchmark waited for the core.
"""

from __future__ import annotations

import importlib.machinery
import random
import statistics
import sys
import time
from dataclasses import asdict, dataclass
from typing import Any, Callable, Mapping

from meeple.engine.core import Game, State
from meeple.engine.registry import get_game
from meeple.sim.play import play_game

ROUNDS = 5
#: ``meeple simulate``'s default bots (heuristic against random), whose speed ``meeple bench``
#: measures for this game too.
SIMULATED_GAME = "dead-mans-draw"
SIMULATE_BOTS = ("heuristic", "random")
#: The kernel module whose form tells the build: a compiled extension module in the compiled
#: build (``MEEPLE_COMPILE=1``, docs/speed.md), Python source in the pure one.
KERNEL_MODULE = "meeple.engine.core"


def compiled_modules() -> list[str]:
    """meeple's modules loaded now from compiled extension modules (mypyc), sorted."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    return sorted(
        name for name, module in list(sys.modules.items())
        if name.startswith("meeple.") and str(getattr(module, "__file__", "") or "").endswith(suffixes)
    )


def build() -> str:
    """Which build runs: ``"compiled"`` when the kernel is a compiled extension module,
    ``"pure"`` otherwise."""
    __import__(KERNEL_MODULE)
    return "compiled" if KERNEL_MODULE in compiled_modules() else "pure"


@dataclass
class BenchResult:
    """What ``meeple bench`` prints."""

    game: str
    players: int
    bot: str
    options: dict[str, Any]
    rounds: int
    games: int
    games_per_second: float
    games_per_second_median: float
    clones: int
    clones_per_second: float
    clones_per_second_median: float
    build: str = "pure"

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def _midgame_state(game: Game, players: int, seed: int, options: dict[str, Any]) -> State:
    """A state some way into a random game (something worth cloning)."""
    state = game.new_game(players, options)
    rng = random.Random(seed)
    for _ in range(60):
        if state.is_over():
            break
        player = state.current_players()[0]
        action = state.sample_chance(rng) if state.is_chance() else rng.choice(state.legal_actions(player))
        state.apply(player, action)
    return state


def _rounds(step: Callable[[], int], seconds: float, rounds: int) -> tuple[int, list[float]]:
    """Run ``step`` (which returns how many units it did) for ``seconds`` of CPU time per round."""
    total = 0
    rates: list[float] = []
    for _ in range(rounds):
        done = 0
        started = time.process_time()
        while True:
            done += step()
            elapsed = time.process_time() - started
            if elapsed >= seconds:
                break
        total += done
        rates.append(done / elapsed)
    return total, rates


def bench(
    game_id: str, seconds: float = 3.0, rounds: int = ROUNDS, options: Mapping[str, Any] | None = None
) -> BenchResult:
    """Bot games per second (the game's ``bench_setup``: random two-player games of Dead
    Man's Draw, solo heuristic games of D-Day Dice) and clones per second, ``rounds`` rounds
    of ``seconds / rounds`` each. ``options`` (``meeple bench --scenario``) replace the
    set-up's options of the same name."""
    game = get_game(game_id)
    players, bot, setup_options = game.bench_setup
    options = game.check_options(players, {**setup_options, **(options or {})})
    bots = [bot] * players
    per_round = seconds / rounds
    counter = iter(range(10**12))

    def one_game() -> int:
        i = next(counter)
        play_game(game, bots, seed=i, index=i, options=options)
        return 1

    games, game_rates = _rounds(one_game, per_round, rounds)
    state = _midgame_state(game, players, seed=1, options=options)

    def thousand_clones() -> int:
        for _ in range(1000):
            state.clone()
        return 1000

    clones, clone_rates = _rounds(thousand_clones, per_round, rounds)
    return BenchResult(
        game=game_id,
        players=players,
        bot=bot,
        options=dict(options),
        rounds=rounds,
        games=games,
        games_per_second=max(game_rates),
        games_per_second_median=statistics.median(game_rates),
        clones=clones,
        clones_per_second=max(clone_rates),
        clones_per_second_median=statistics.median(clone_rates),
        build=build(),
    )


@dataclass
class SimulateBenchResult:
    """``meeple simulate``'s own speed with its default bots, its per-game overhead included."""

    game: str
    bots: list[str]
    rounds: int
    games: int
    games_per_second: float
    games_per_second_median: float
    build: str

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def bench_simulate(
    game_id: str = SIMULATED_GAME, seconds: float = 3.0, rounds: int = ROUNDS, batch: int = 50
) -> SimulateBenchResult:
    """Games per second of :func:`meeple.sim.simulate.simulate` itself (one worker, batches of
    ``batch`` games, each batch's seed the next number), ``rounds`` rounds of ``seconds /
    rounds`` each."""
    from meeple.sim.simulate import simulate

    bots = list(SIMULATE_BOTS)
    counter = iter(range(10**12))

    def one_batch() -> int:
        return simulate(game_id, batch, next(counter), bots).games

    games, rates = _rounds(one_batch, seconds / rounds, rounds)
    return SimulateBenchResult(
        game=game_id,
        bots=bots,
        rounds=rounds,
        games=games,
        games_per_second=max(rates),
        games_per_second_median=statistics.median(rates),
        build=build(),
    )

"""Steps per second of the research adapters next to the raw engine's (docs/research.md).

Every loop plays whole games with uniformly random legal decisions, chance drawn from a
seeded ``random.Random`` as a Session draws it, and counts the seats' decisions:

- ``engine``: ``legal_actions``, choose, ``apply``, chance settled -- the engine alone;
- ``engine+json``: the same, reading the seat's JSON ``observation`` before each decision
  (what a learner without the adapters would read);
- ``pettingzoo``: ``last()`` (the observation tensor and the action mask) and ``step``;
- ``gymnasium``: ``step`` with a random masked action, the other seats random bots (every
  seat's decision counted; only the learner's come with a tensor and a mask);
- ``openspiel``: ``legal_actions``, the observation tensor (an observer of
  ``open_spiel.python.observation.make_observation``, the way to read a Python game's tensors
  cheaply), ``apply_action``, chance sampled from ``chance_outcomes``.

``overhead`` is each adapter's time per decision over ``engine+json``'s, minus one (the target:
at most 0.30); ``over bare engine`` the same over ``engine``'s. Each figure is the best of
``--rounds`` interleaved rounds. Usage::

    python benchmarks/bench_rl_adapters.py [--seconds 3] [--rounds 3] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import time
from typing import Any, Callable

import numpy as np
import pyspiel
from open_spiel.python.observation import make_observation

from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.rl.aec_env import MeepleAECEnv
from meeple.rl.gym_env import MeepleEnv
from meeple.rl.openspiel_game import SHORT_NAMES

CONFIGURATIONS: list[tuple[str, int, dict[str, Any]]] = [
    ("dead-mans-draw", 2, {}),
    ("dust-tactics", 2, {"scenario": "reconnaissance-in-force"}),
    ("dday-dice", 2, {"map": "omaha-beach"}),
]


def timed(seconds: float, play_one: Callable[[int], int]) -> float:
    """Decisions per second of ``play_one(seed)`` (one whole game, its decisions) for about
    ``seconds``."""
    decisions, start, seed = 0, time.perf_counter(), 0
    while time.perf_counter() - start < seconds:
        decisions += play_one(seed)
        seed += 1
    return decisions / (time.perf_counter() - start)


def engine_loop(game_id: str, players: int, options: dict[str, Any], read_json: bool) -> Callable[[int], int]:
    game = get_game(game_id)

    def play(seed: int) -> int:
        state, rng, count = game.new_game(players, options), random.Random(seed), 0
        while True:
            while state.is_chance():
                state.apply(CHANCE, state.sample_chance(rng))
            current = state.current_players()
            if not current:
                return count
            seat = current[0]
            legal = state.legal_actions(seat)
            if read_json:
                state.observation(seat)
            state.apply(seat, legal[int(rng.random() * len(legal))])
            count += 1

    return play


def pettingzoo_loop(game_id: str, players: int, options: dict[str, Any]) -> Callable[[int], int]:
    env = MeepleAECEnv(game_id, players, **options)

    def play(seed: int) -> int:
        env.reset(seed=seed)
        rng, count = random.Random(seed), 0
        for _ in env.agent_iter():
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:
                env.step(None)
                continue
            legal = np.flatnonzero(obs["action_mask"])
            env.step(int(legal[int(rng.random() * len(legal))]))
            count += 1
        return count

    return play


def gymnasium_loop(game_id: str, players: int, options: dict[str, Any]) -> Callable[[int], int]:
    env = MeepleEnv(game_id, players, opponents="random", **options)

    def play(seed: int) -> int:
        _, info = env.reset(seed=seed)
        rng, done = random.Random(seed), False
        while not done:
            legal = np.flatnonzero(info["action_mask"])
            _, _, done, _, info = env.step(int(legal[int(rng.random() * len(legal))]))
        return len(env.table.decisions) if env.table is not None else 0

    return play


def openspiel_loop(game_id: str, players: int, options: dict[str, Any]) -> Callable[[int], int]:
    game = pyspiel.load_game(SHORT_NAMES[game_id], {"players": players, **options})
    observer = make_observation(game)

    def play(seed: int) -> int:
        state, rng, count = game.new_initial_state(), random.Random(seed), 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probabilities = zip(*state.chance_outcomes())
                state.apply_action(rng.choices(outcomes, probabilities)[0])
                continue
            legal = state.legal_actions()
            observer.set_from(state, state.current_player())
            state.apply_action(legal[int(rng.random() * len(legal))])
            count += 1
        return count

    return play


def measure(seconds: float, rounds: int) -> list[dict[str, Any]]:
    """Each loop's best rate over ``rounds`` interleaved rounds of ``seconds / rounds`` (the
    best of a few is the least disturbed by other work on a shared machine)."""
    rows = []
    for game_id, players, options in CONFIGURATIONS:
        loops = {
            "engine": engine_loop(game_id, players, options, False),
            "engine+json": engine_loop(game_id, players, options, True),
            "pettingzoo": pettingzoo_loop(game_id, players, options),
            "gymnasium": gymnasium_loop(game_id, players, options),
            "openspiel": openspiel_loop(game_id, players, options),
        }
        rates = dict.fromkeys(loops, 0.0)
        for _ in range(rounds):
            for name, loop in loops.items():
                rates[name] = max(rates[name], timed(seconds / rounds, loop))
        base = rates["engine+json"]
        rows.append({
            "game": game_id, "players": players, "options": options,
            "decisions_per_second": {k: round(v) for k, v in rates.items()},
            "overhead": {k: round(base / v - 1, 2) for k, v in rates.items() if k not in ("engine", "engine+json")},
            "over_bare_engine": {k: round(rates["engine"] / v - 1, 2) for k, v in rates.items() if k != "engine"},
        })
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description="research adapters' speed beside the engine's")
    parser.add_argument("--seconds", type=float, default=3.0, help="seconds per loop")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds; the best is kept")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = measure(args.seconds, args.rounds)
    if args.json:
        print(json.dumps(rows, indent=1))
        return
    print(f"{'game':16} {'engine':>8} {'+json':>8} {'pettingzoo':>11} {'gymnasium':>10} {'openspiel':>10}   overhead over engine+json")
    for row in rows:
        r, o = row["decisions_per_second"], row["overhead"]
        print(f"{row['game']:16} {r['engine']:>8} {r['engine+json']:>8} {r['pettingzoo']:>11} {r['gymnasium']:>10} {r['openspiel']:>10}   "
              + ", ".join(f"{k} {v:+.0%}" for k, v in o.items()))
    print("overhead over the bare engine: " + "; ".join(
        f"{row['game']}: " + ", ".join(f"{k} {v:+.0%}" for k, v in row["over_bare_engine"].items()) for row in rows))


if __name__ == "__main__":
    main()

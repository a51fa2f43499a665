"""Instructions per game, counted by valgrind's callgrind, next to games per second.

A timing on a loaded machine moves with whatever else runs; an instruction count does not,
so a change to a hot path is judged by both. Each workload is the set-up ``meeple bench``
measures (every game's ``bench_setup``, seeds 0, 1, 2, ...) and ``meeple simulate
dead-mans-draw`` with its default bots (heuristic, random; master seed 0). The count is
taken twice, for ``n`` and ``2n`` games, under callgrind; the difference divided by ``n``
is the cost of one game without Python's start-up and the imports.

    python benchmarks/instructions.py [--workloads dead-mans-draw,simulate-dead-mans-draw]
        [--scale 1.0] [--json]

Needs valgrind (Debian's ``valgrind`` package). Run it from the tree it measures, with
``PYTHONPATH=src`` or in a virtual environment where meeple is installed.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable

#: Each workload with the number of games ``n`` it is counted over (``--scale`` multiplies it).
WORKLOADS: dict[str, int] = {
    "dead-mans-draw": 200,
    "simulate-dead-mans-draw": 100,
    "dday-dice": 20,
    "dust-tactics": 6,
}
SIMULATED_GAME = "dead-mans-draw"
SIMULATE_BOTS = ["heuristic", "random"]


def workload(name: str) -> Callable[[int], None]:
    """A function playing ``n`` games of workload ``name``."""
    if name == "simulate-" + SIMULATED_GAME:
        from meeple.sim.simulate import simulate

        def simulated(n: int) -> None:
            simulate(SIMULATED_GAME, n, 0, SIMULATE_BOTS)

        return simulated
    from meeple.engine.registry import get_game
    from meeple.sim.play import play_game

    game = get_game(name)
    players, bot, setup = game.bench_setup
    options = game.check_options(players, setup)
    bots = [bot] * players

    def played(n: int) -> None:
        for seed in range(n):
            play_game(game, bots, seed=seed, index=seed, options=options)

    return played


def run_worker(name: str, games: int) -> None:
    """Import everything, play one game to warm the caches, then ``games`` games."""
    play = workload(name)
    play(1)
    play(games)


def count(name: str, games: int) -> int:
    """Instructions of a worker process playing ``games`` games of ``name`` under callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "callgrind.out")
        command = [
            "valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
            sys.executable, os.path.abspath(__file__), "--worker", name, str(games),
        ]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        if done.returncode != 0:
            raise SystemExit(f"callgrind failed on {name}:\n{done.stderr[-2000:]}")
        found = re.search(r"Collected\s*:\s*(\d+)", done.stderr)
        if found is None:
            raise SystemExit(f"callgrind printed no count for {name}:\n{done.stderr[-2000:]}")
        return int(found.group(1))


def games_per_second(name: str, games: int, rounds: int = 3) -> float:
    """The best of ``rounds`` rounds of ``games`` games, in this process."""
    play = workload(name)
    play(1)
    best = 0.0
    for _ in range(rounds):
        started = time.perf_counter()
        play(games)
        best = max(best, games / (time.perf_counter() - started))
    return best


def measure(name: str, scale: float) -> dict[str, Any]:
    n = max(1, round(WORKLOADS[name] * scale))
    single, double = count(name, n), count(name, 2 * n)
    per_game = (double - single) / n
    rate = games_per_second(name, n * 5)
    return {"workload": name, "games": n, "instructions_per_game": round(per_game), "games_per_second": round(rate, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workloads", default=",".join(WORKLOADS), help="comma-separated: " + ", ".join(WORKLOADS))
    parser.add_argument("--scale", type=float, default=1.0, help="multiply each workload's number of games")
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    parser.add_argument("--worker", nargs=2, metavar=("WORKLOAD", "GAMES"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        run_worker(args.worker[0], int(args.worker[1]))
        return
    for name in args.workloads.split(","):
        if name not in WORKLOADS:
            raise SystemExit(f"unknown workload {name!r} (known: {', '.join(WORKLOADS)})")
        row = measure(name, args.scale)
        if args.json:
            print(json.dumps(row), flush=True)
        else:
            print(
                f"{name:26} {row['instructions_per_game']:>14,} instructions/game "
                f"{row['games_per_second']:>10,.1f} games/s (best of 3 rounds of {row['games'] * 5})",
                flush=True,
            )


if __name__ == "__main__":
    main()

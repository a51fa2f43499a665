"""Sweep throughput: games per second at one and two workers, on local processes and on Ray.

    python benchmarks/sweep_throughput.py [--games 400] [--chunk 50] [--backends local,ray] [--address ADDR]

Each measurement plays the same sweep (D-Day Dice, Omaha Beach, solo, heuristic bot: one
cell of ``--games`` games) into a fresh store, and prints games/s with the scaling from one to
two workers (two workers' rate over twice one worker's). The time counted includes starting
the workers (and, for Ray without ``--address``, a private Ray instance of that many CPUs),
so short runs understate the scaling; the steady figures count from the first finished task
to the last. The machine's other load shows in every figure; the games per CPU-second of one
worker (printed first) is the per-core throughput a projection starts from.

Ray's daemons listen on every interface of the machine: on a machine others can reach, run the
Ray measurements in a loopback-only network namespace (as root):

    unshare --net sh -c 'ip link set lo up && exec python benchmarks/sweep_throughput.py'
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from meeple.sim.sweep import run_sweep
from meeple.sim.sweep_spec import spec_from_dict


def measure(backend: str, workers: int, games: int, chunk: int, address: str | None) -> tuple[float, float]:
    """Games per second of one sweep of ``games`` games: from the start (workers' start-up
    included), and steady (from the first finished task to the last, the games of the tasks
    finished after the first)."""
    spec = spec_from_dict({"game": "dday-dice", "seed": 1, "games": games, "chunk": chunk, "players": [1],
                           "options": {"map": "omaha-beach"}})
    marks: list[tuple[float, int]] = []

    def note(done: int, total: int) -> None:
        marks.append((time.perf_counter(), done))

    with tempfile.TemporaryDirectory() as store:
        started = time.perf_counter()
        run = run_sweep(spec, Path(store), workers=workers, backend=backend, address=address, progress=note)
        elapsed = time.perf_counter() - started
    finished = [(t, d) for t, d in marks if d > 0]
    steady = (finished[-1][1] - finished[0][1]) / (finished[-1][0] - finished[0][0]) if len(finished) > 2 else 0.0
    return run.played_games / elapsed, steady


def per_cpu_second(games: int) -> float:
    """Games per second of CPU time in this process (one worker, in process): the per-core
    throughput, which the machine's other load does not change the way it changes wall time."""
    spec = spec_from_dict({"game": "dday-dice", "seed": 1, "games": games, "chunk": 50, "players": [1],
                           "options": {"map": "omaha-beach"}})
    with tempfile.TemporaryDirectory() as store:
        started = time.process_time()
        run = run_sweep(spec, Path(store), workers=1)
        return run.played_games / (time.process_time() - started)


def main() -> None:
    parser = argparse.ArgumentParser(description="sweep games/s at one and two workers, local and Ray")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--chunk", type=int, default=50)
    parser.add_argument("--backends", default="local,ray")
    parser.add_argument("--address", default=None, help="a Ray cluster to use instead of a private one")
    args = parser.parse_args()
    print(json.dumps({"games": args.games, "games_per_cpu_second": round(per_cpu_second(args.games), 1)}), flush=True)
    for backend in args.backends.split(","):
        rates = {w: measure(backend, w, args.games, args.chunk, args.address) for w in (1, 2)}
        print(json.dumps({"backend": backend, "games": args.games, "chunk": args.chunk,
                          "games_per_second_1_worker": round(rates[1][0], 1),
                          "games_per_second_2_workers": round(rates[2][0], 1),
                          "scaling_1_to_2": round(rates[2][0] / (2 * rates[1][0]), 3),
                          "steady_games_per_second_1_worker": round(rates[1][1], 1),
                          "steady_games_per_second_2_workers": round(rates[2][1], 1),
                          "steady_scaling_1_to_2": round(rates[2][1] / (2 * rates[1][1]), 3) if rates[1][1] else None}),
              flush=True)


if __name__ == "__main__":
    main()

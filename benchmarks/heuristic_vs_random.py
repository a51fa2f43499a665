"""The heuristic bot against the random bot: 10,000 two-player games of Dead Man's Draw.

    python benchmarks/heuristic_vs_random.py [--games 10000] [--workers 2] [--seed 1]

The first player is chosen by chance, so seat 0 and seat 1 are equivalent. The issue asks
for a heuristic win rate of at least 80%."""

from __future__ import annotations

import argparse
import json

from meeple.sim.simulate import simulate


def main() -> None:
    parser = argparse.ArgumentParser(description="heuristic vs random, Dead Man's Draw")
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    result = simulate("dead-mans-draw", args.games, args.seed, ["heuristic", "random"], args.workers)
    heuristic = result.seats[0]
    print(json.dumps({
        "games": result.games,
        "heuristic_win_rate": heuristic.win_rate,
        "heuristic_ci95": heuristic.ci95,
        "random_win_rate": result.seats[1].win_rate,
        "shared_wins": result.shared_wins,
        "games_per_second": round(result.games_per_second, 1),
    }))


if __name__ == "__main__":
    main()

"""The D-Day Dice sweep of issue 24: every battle map x both editions x solo and four units,
the editions paired on common seeds, written to a results store and reported.

    python benchmarks/sweep_dday.py [--games 1000] [--workers 2] [--store DIR] [--out DIR]

The issue's full size is 2,000 games a cell (44 cells, 88,000 games): ``--games 2000``, about
ten minutes on both cores of the project's machine when it is idle (590 s, 151.6 games/s,
docs/analysis.md). The default is half of it, 1,000 games a cell. Interrupt it at any time (Ctrl-C) and run the same
command again: it continues where it stopped, and the finished store is the same.
"""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from meeple.sim.report import write_report
from meeple.sim.sweep import run_sweep
from meeple.sim.sweep_spec import spec_from_dict

SWEEP = {
    "game": "dday-dice", "seed": 2026, "players": [1, 4], "pair": ["edition"],
    "grid": {"map": "all", "edition": "all"},
}


def main() -> None:
    parser = argparse.ArgumentParser(description="D-Day Dice: every map x both editions x solo and four units")
    parser.add_argument("--games", type=int, default=1000, help="games per cell (the issue's full size: 2000)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--store", type=Path, default=Path("dday-sweep-store"))
    parser.add_argument("--out", type=Path, default=None, help="report folder (default STORE/report)")
    args = parser.parse_args()
    spec = spec_from_dict({**SWEEP, "games": args.games})
    started = time.perf_counter()
    run = run_sweep(spec, args.store, workers=args.workers,
                    progress=lambda done, total: print(f"\r{done:,}/{total:,} games", end="", flush=True))
    print()
    page = write_report(args.store, args.out or args.store / "report") if run.finished else None
    print(json.dumps({
        "cells": run.cells, "games_per_cell": args.games, "games": run.total_games,
        "played_now": run.played_games, "resumed": run.resumed_games, "interrupted": run.interrupted,
        "workers": args.workers, "seconds": round(time.perf_counter() - started, 1),
        "games_per_second": round(run.played_games / run.elapsed_seconds, 1) if run.elapsed_seconds else None,
        "report": str(page) if page else None,
    }))


if __name__ == "__main__":
    main()

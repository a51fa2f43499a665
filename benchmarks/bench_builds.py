"""``meeple bench`` on the pure and the compiled build, side by side (docs/speed.md).

Runs ``meeple bench --json`` with each build's Python, one after the other (never at once: they
would share the cores), and prints every figure of both with the ratio.

    python benchmarks/bench_builds.py [--pure .venv/bin/python] [--compiled .venv-compiled/bin/python]
        [--seconds 3] [--json]

A build's Python is any interpreter where meeple is importable: a virtual environment's, or
this tree's ``src`` on ``PYTHONPATH`` for the pure build.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from typing import Any

BENCH = "from meeple.cli.main import run; run()"


def bench(python: str, seconds: float) -> dict[str, Any]:
    """``meeple bench --json`` with ``python``: the build it ran and its figures."""
    done = subprocess.run(
        [python, "-c", BENCH, "bench", "--json", "--seconds", str(seconds)],
        capture_output=True, text=True, check=False,
    )
    if done.returncode != 0:
        raise SystemExit(f"{python}: meeple bench failed:\n{done.stderr[-2000:]}")
    figures: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return figures


def rows(figures: dict[str, Any]) -> dict[str, tuple[float, float]]:
    """Each measured set-up with its best and median games per second."""
    found = {
        f"{g['game']} ({g['bot']}, {g['players']} seats)": (g["games_per_second"], g["games_per_second_median"])
        for g in figures["games"]
    }
    sim = figures["simulate"]
    found[f"simulate {sim['game']} ({','.join(sim['bots'])})"] = (sim["games_per_second"], sim["games_per_second_median"])
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pure", default=".venv/bin/python", help="the pure build's Python")
    parser.add_argument("--compiled", default=".venv-compiled/bin/python", help="the compiled build's Python")
    parser.add_argument("--seconds", type=float, default=3.0, help="how long each measurement runs")
    parser.add_argument("--json", action="store_true", help="print both builds' figures as one JSON object")
    args = parser.parse_args()
    pure, compiled = bench(args.pure, args.seconds), bench(args.compiled, args.seconds)
    if args.json:
        print(json.dumps({"pure": pure, "compiled": compiled}))
        return
    print(f"{'games/s, best (median)':44} {'build: ' + pure['build']:>20} {'build: ' + compiled['build']:>20} {'ratio':>7}")
    compiled_rows = rows(compiled)
    for name, (best, median) in rows(pure).items():
        other = compiled_rows.get(name, (0.0, 0.0))
        ratio = other[0] / best if best else 0.0
        print(f"{name:44} {f'{best:,.0f} ({median:,.0f})':>20} {f'{other[0]:,.0f} ({other[1]:,.0f})':>20} {ratio:>6.2f}x")
    sys.stdout.flush()


if __name__ == "__main__":
    main()

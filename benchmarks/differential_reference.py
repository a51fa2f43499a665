"""Write the differential tests' reference digests (docs/speed.md): every configuration of
:mod:`meeple.sim.fingerprint` played for its share of 10,000 seeded games per game, each
game's digest one line of ``tests/differential/reference/<game>.txt``.

Run it only on code whose games are the reference (it was run once, on the code before the
speed work); the differential tests then hold every later change to the same games.

    python benchmarks/differential_reference.py [GAME ...]
"""

from __future__ import annotations

import argparse
import subprocess
import time
from pathlib import Path

from meeple.sim.fingerprint import CONFIGURATIONS, fingerprints, seeds_per_configuration

REFERENCE = Path(__file__).resolve().parent.parent / "tests" / "differential" / "reference"


def commit() -> str:
    """The commit the reference is written from (with ``+changes`` when the tree differs)."""
    root = Path(__file__).resolve().parent.parent
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "src"], cwd=root, capture_output=True, text=True).stdout
    return head + ("+changes" if dirty.strip() else "")


def write(game_id: str) -> None:
    started = time.perf_counter()
    per = seeds_per_configuration(game_id)
    lines = [f"# {game_id}: {per} seeded games per configuration, from commit {commit()}"]
    for config in CONFIGURATIONS[game_id]:
        lines += [f"{config.name} {seed} {digest}" for seed, digest in fingerprints(config, range(per))]
    REFERENCE.mkdir(parents=True, exist_ok=True)
    (REFERENCE / f"{game_id}.txt").write_text("\n".join(lines) + "\n")
    print(f"{game_id}: {len(lines) - 1} games in {time.perf_counter() - started:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(CONFIGURATIONS))
    for game_id in parser.parse_args().games:
        write(game_id)


if __name__ == "__main__":
    main()

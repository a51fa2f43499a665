"""Write the reference digests of Dead Man's Draw's events (docs/speed.md, "Events when
asked"): the events a session returns for the first seeds of every Dead Man's Draw
configuration of :mod:`meeple.sim.fingerprint`, one game's digest a line of
``tests/differential/reference/dead-mans-draw-events.txt``.

Run it only on code whose events are the reference (it was run once, on the code before
events were made optional); ``tests/differential/test_events_when_asked.py`` then holds
every later change to the same events.

    python benchmarks/events_reference.py [--seeds 200]
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from differential_reference import commit

from meeple.sim.fingerprint import CONFIGURATIONS, events_fingerprints

REFERENCE = Path(__file__).resolve().parent.parent / "tests" / "differential" / "reference"
GAME = "dead-mans-draw"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=200, help="seeded games per configuration")
    per = parser.parse_args().seeds
    started = time.perf_counter()
    lines = [f"# {GAME} events: {per} seeded games per configuration, from commit {commit()}"]
    for config in CONFIGURATIONS[GAME]:
        lines += [f"{config.name} {seed} {digest}" for seed, digest in events_fingerprints(config, range(per))]
    (REFERENCE / f"{GAME}-events.txt").write_text("\n".join(lines) + "\n")
    print(f"{GAME} events: {len(lines) - 1} games in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()

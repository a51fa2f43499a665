"""Speed of Dead Man's Draw on one core, through the public engine interface
(same as `meeple bench dead-mans-draw --json`). Targets: 1,000 random two-player games per
second and 50,000 clones per second.

    python benchmarks/bench_dead_mans_draw.py [--seconds 10]
"""

from __future__ import annotations

import argparse
import json

from meeple.sim.bench import bench


def main() -> None:
    parser = argparse.ArgumentParser(description="Dead Man's Draw speed")
    parser.add_argument("--seconds", type=float, default=10.0)
    args = parser.parse_args()
    print(json.dumps(bench("dead-mans-draw", args.seconds).to_json()))


if __name__ == "__main__":
    main()

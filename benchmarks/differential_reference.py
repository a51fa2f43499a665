"""Write the differential tests' reference digests (docs/speed.md): every configuration of
:mod:`meeple.sim.fingerprint` played for its share of 10,000 seeded games per game, each
game's digest one line of ``tests/differential/reference/<game>.txt``.

Run it only on code whose games are the reference (it was run once, on the code before the
speed work); the differential tests then hold every later change to the same games. A rules
ruling that changes some configurations' games only (a map's values, say) rewrites those and
keeps every other line, with a header line that says why:

    python benchmarks/differential_reference.py [GAME ...]
    python benchmarks/differential_reference.py dday-dice --only utah-beach,juno-beach --why "DDM-81"
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


def rewrite(game_id: str, only: list[str], why: str) -> None:
    """Rewrite the lines of the configurations whose names hold one of ``only``; keep the rest."""
    started = time.perf_counter()
    path = REFERENCE / f"{game_id}.txt"
    old = path.read_text().splitlines()
    chosen = [config for config in CONFIGURATIONS[game_id] if any(part in config.name for part in only)]
    if not chosen:
        raise SystemExit(f"no configuration of {game_id} is named after {', '.join(only)}")
    names = {config.name for config in chosen}
    per = seeds_per_configuration(game_id)
    fresh = {config.name: [f"{config.name} {seed} {digest}" for seed, digest in fingerprints(config, range(per))]
             for config in chosen}
    lines = [line for line in old if line.startswith("#")]
    lines.append(f"# {', '.join(sorted(names))}: rewritten from commit {commit()} ({why})")
    for config in CONFIGURATIONS[game_id]:
        kept = [line for line in old if line.split(" ", 1)[0] == config.name]
        lines += fresh.get(config.name, kept)
    path.write_text("\n".join(lines) + "\n")
    print(f"{game_id}: {sum(len(v) for v in fresh.values())} games rewritten ({', '.join(sorted(names))}) "
          f"in {time.perf_counter() - started:.0f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(CONFIGURATIONS))
    parser.add_argument("--only", help="rewrite only the configurations whose names hold one of these "
                                       "(comma-separated), keeping every other line")
    parser.add_argument("--why", default="a rules ruling", help="with --only: why, for the header line")
    args = parser.parse_args()
    for game_id in args.games:
        if args.only:
            rewrite(game_id, args.only.split(","), args.why)
        else:
            write(game_id)


if __name__ == "__main__":
    main()

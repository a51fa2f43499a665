"""A long run of the D-Day Dice invariant check of tests/games/dday_dice/test_dday_invariants.py:
random configurations (map, 1-4 units, edition, up to three optional rules, how often a seat
plays at random instead of the heuristic bot), each game checked after every move, its record
replayed. Prints one line per violation and a final count; exits non-zero if any was found.

    python benchmarks/dday_invariants_long.py [--seconds 600] [--seed 7]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "games" / "dday_dice"))

import test_dday_invariants as invariants  # noqa: E402  (the checks live with the tests)
from hypothesis.errors import UnsatisfiedAssumption  # noqa: E402

from meeple.engine.record import parse_record, replay_record  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=600, help="how long to run (default 600)")
    parser.add_argument("--seed", type=int, default=7, help="seed of the configurations drawn")
    args = parser.parse_args()
    warnings.filterwarnings("ignore", message=".*assume.*outside a property-based test")  # the refusals
    rng = random.Random(args.seed)
    games = refused = violations = 0
    start = time.time()
    while time.time() - start < args.seconds:
        players, wild = rng.randint(1, 4), rng.choice((0.05, 0.1, 0.3, 1.0))
        rules = rng.sample(invariants.OPTIONAL, rng.randint(0, 3))
        options = {"map": rng.choice(invariants.MAPS), "edition": rng.choice((1, 2)), **{r: True for r in rules}}
        seed = rng.randrange(10**6)
        try:
            session = invariants.play_randomly(options, players, seed, wild)
            replayed = replay_record(parse_record(session.record().to_json_text()), settle_chance=False).state
            assert replayed.to_json() == session.state.to_json(), "the record replays to another state"
        except UnsatisfiedAssumption:
            refused += 1  # a combination of options the rules refuse
            continue
        except AssertionError as exc:
            violations += 1
            print(json.dumps({"options": options, "players": players, "seed": seed, "wild": wild,
                              "violation": str(exc)[:500]}), flush=True)
        games += 1
    print(json.dumps({"games": games, "refused_configurations": refused, "violations": violations,
                      "seconds": round(time.time() - start, 1)}))
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())

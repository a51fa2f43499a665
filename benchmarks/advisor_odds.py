"""The exact advisors against 100,000 outcomes through the engine on many random positions (the
tests do the same on a few): each frequency against its exact chance at 99%.

    PYTHONPATH=src python benchmarks/advisor_odds.py [--positions 30] [--samples 100000]

Prints one JSON line per advisor: positions, checks, misses outside the 99% interval (about 1%
of the checks is chance), the most a correct advisor gives one time in a thousand, the worst
distance in standard errors, and the seconds taken.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
for folder in ("tests", "tests/games/dead_mans_draw", "tests/games/dday_dice", "tests/games/dust_tactics"):
    sys.path.insert(0, str(ROOT / folder))

from engine_outcomes import Checks, OutcomeTree  # noqa: E402


def dead_mans_draw(positions: int, samples: int, checks: Checks) -> None:
    from test_dmd_advisor import bust_and_suit, random_tables, trimmed, turn_gain, turn_played

    from meeple.games.dead_mans_draw import actions as A
    from meeple.games.dead_mans_draw.advisor import next_card, turn_values

    for state, seat in random_tables(positions, seed=101):
        odds = next_card(state, seat)
        drawn = state.clone()
        drawn.apply(seat, A.DRAW)
        left = len(drawn.draw_pile)
        seen = OutcomeTree(drawn, lambda s: None, ends=lambda s: len(s.draw_pile) < left).frequencies(
            bust_and_suit, samples)
        checks.chance("bust", odds.bust, sum(p for (bust, _), p in seen.items() if bust), samples)
        suits: dict[str, float] = {}
        for (_, suit), p in seen.items():
            suits[suit] = suits.get(suit, 0.0) + p
        checks.distribution("suit", odds.suits, suits, samples)
        table = trimmed(state, 8)
        values = turn_values(table, seat)
        if table.draw_pile and not values.approximate and values.optimal is not None:
            tree = turn_played(table, seat, lambda s: bool(turn_values(s, seat).optimal_draws))
            mean, sd = tree.values(turn_gain(seat, table), samples)
            checks.mean("optimal", values.optimal, mean, sd, samples)


def dday_dice(positions: int, samples: int, checks: Checks) -> None:
    from test_dday_roll_odds import TARGET, choice_rolled, reroll_positions, unit_dice

    from meeple.games.dday_dice.roll_odds import parse_target, roll_choices, tally

    holds = parse_target(TARGET)
    for state in reroll_positions(positions, seed=104):
        rows = roll_choices(state, 0, TARGET) or []
        row = max(rows, key=lambda r: r.action.count(","))
        ends = choice_rolled(state, row.action).frequencies(unit_dice, samples)
        seen: dict[str, dict[int, float]] = {}
        hit = 0.0
        for (faces, colours), share in ends.items():
            counted = tally(faces, colours)
            for name, value in counted.items():
                seen.setdefault(name, {})[value] = seen.get(name, {}).get(value, 0.0) + share
            hit += share if holds(counted) else 0.0
        for name, dist in row.tally.items():
            checks.distribution(name, dist, seen[name], samples)
        checks.chance("target", row.target or 0.0, hit, samples)


def dust_tactics(positions: int, samples: int, checks: Checks) -> None:
    from test_dt_attack_odds import CLOSE, aiming_positions, attack_fired, engine_outcome

    from meeple.games.dust_tactics.attack_odds import line_odds

    scenarios: list[Any] = ["reconnaissance-in-force", "bridgehead", "farmhouse", CLOSE]
    for n, scenario in enumerate(scenarios):
        for state, target in aiming_positions(200 + n, max(1, positions // len(scenarios)), scenario, scenario is CLOSE):
            if state.aim is None or state.aim.shots:
                continue
            odds = line_odds(state, state.aim, target)
            seen = attack_fired(state, target).frequencies(engine_outcome(target, state.aim.attacker), samples)
            for figure in ("hits", "removed", "lost"):
                exact = {v: float(p) for v, p in enumerate(odds.of(figure)) if p}
                shares: dict[int, float] = {}
                for outcome, share in seen.items():
                    shares[getattr(outcome, figure)] = shares.get(getattr(outcome, figure), 0.0) + share
                checks.distribution(figure, exact, shares, samples)


ADVISORS: dict[str, Callable[[int, int, Checks], None]] = {
    "dead-mans-draw bust, next suit, optimal policy": dead_mans_draw,
    "dday-dice widest reroll's tally and target": dday_dice,
    "dust-tactics hits, removed, lost": dust_tactics,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--samples", type=int, default=100_000)
    args = parser.parse_args()
    for name, run in ADVISORS.items():
        checks = Checks()
        started = time.perf_counter()
        run(args.positions, args.samples, checks)
        print(json.dumps({"advisor": name, "positions": args.positions, "samples": args.samples,
                          "checks": checks.done, "misses_99": len(checks.misses),
                          "allowed": checks.allowed_misses(), "worst_z": round(checks.worst, 2),
                          "holds": checks.hold(), "seconds": round(time.perf_counter() - started, 1)}), flush=True)


if __name__ == "__main__":
    main()

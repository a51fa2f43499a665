"""Which units do the damage and which are lost, per Dust Tactics scenario: a bot (the heuristic
unless ``--bot`` names another) against itself, seeded games, every ``losses`` event credited to
the unit activated last (a reaction fire is credited to the unit it answered, so the figures are
approximate). Prints one line per unit: its side, how often it was destroyed, and the models plus hit points it removed a
game. A diagnostic for the scenarios' side balance (docs/bots.md)::

    python benchmarks/dust_unit_losses.py --games 200 --seed 2026
"""

from __future__ import annotations

import argparse
from collections import Counter
from typing import Any

from meeple.engine.registry import get_game
from meeple.sim.fingerprint import Configuration, play_configuration


def tally(scenario: str, games: int, seed: int,
          bot: str = "heuristic") -> tuple[Counter[str], Counter[str], Counter[str], int]:
    game = get_game("dust-tactics")
    config = Configuration(f"dust-{scenario}-{bot}", "dust-tactics", (bot, bot), {"scenario": scenario})
    removed: Counter[str] = Counter()
    destroyed: Counter[str] = Counter()
    fielded: Counter[str] = Counter()
    allied_wins = 0
    sides: dict[str, str] = {}
    for index in range(games):
        active: list[str] = [""]

        def on_events(events: list[Any]) -> None:
            for event in events:
                kind = event.get("type") if isinstance(event, dict) else None
                if kind == "activate":
                    active[0] = str(event["unit"])
                elif kind == "losses":
                    removed[active[0]] += int(event.get("models", 0)) + int(event.get("hit_points", 0)) \
                        + int(event.get("hero_hit_points", 0))
                elif kind == "destroyed":
                    destroyed[str(event["unit"])] += 1

        session = play_configuration(game, config, seed + index, True, on_events)
        for unit in session.state.to_json()["units"]:
            fielded[f"{unit['side']} {unit['id']}"] += 1
            sides[unit["id"]] = unit["side"]
        allied_wins += session.state.returns()[0] > session.state.returns()[1]
    keyed = {uid: f"{side} {uid}" for uid, side in sides.items()}
    return (Counter({keyed.get(u, u): n for u, n in removed.items()}),
            Counter({keyed.get(u, u): n for u, n in destroyed.items()}), fielded, allied_wins)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--scenarios", default="")
    parser.add_argument("--bot", default="heuristic", help="the bot of both sides (e.g. focus:48:120:8)")
    args = parser.parse_args()
    scenarios = args.scenarios.split(",") if args.scenarios else get_game("dust-tactics").option_choices("scenario")
    for scenario in scenarios:
        removed, destroyed, fielded, wins = tally(scenario, args.games, args.seed, args.bot)
        print(f"{scenario}: the Allies won {wins} of {args.games}")
        for uid in sorted(fielded):
            print(f"  {uid:28} destroyed {destroyed[uid] / args.games:5.0%}   removed {removed[uid] / args.games:5.2f} a game")


if __name__ == "__main__":
    main()

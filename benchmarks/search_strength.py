"""The search bots' strength against the heuristic bots, with 95% Wilson intervals.

    python benchmarks/search_strength.py [--quick] [--part dmd,dust,dday] [--workers 2] [--seed 2026]
        [--dmd-games N] [--dust-games N] [--dust-search mcts:30:guided]
        [--dday-search rollout:16] [--dday-games 100] [--dday-maps omaha-beach,sword-beach]
        [--dday-heuristic-games 2000]
        [--balance-half dust]

- Dead Man's Draw: ``ismcts`` against ``heuristic``, two players, half the games with the search
  in seat 0 and half in seat 1 (seats rotated); the search's win rate (a shared win counts).
- Dust Tactics: ``mcts`` against ``heuristic`` on every scenario, the search playing the Allies
  (seat 0) and then the Axis (seat 1).
- D-Day Dice: the solo team win rate on every map of the search bot and of the heuristic bot,
  on the same seeds.
- ``--part balance`` (not in the default run): equal search bots on both sides of every Dust
  Tactics scenario, and a four-unit search team on every D-Day Dice map.

The full size (the defaults) takes about an hour on two cores of the project's machine; ``--quick``
takes a few minutes. Each row prints the size it was measured at.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any, Iterator

from meeple.engine.registry import get_game
from meeple.sim.simulate import simulate, wilson_interval

FULL = {"dmd_games": 2000, "dmd_search": "ismcts:300", "dust_games": 16, "dust_search": "mcts:100",
        "dday_games": 10, "dday_search": "mcts:20", "dday_heuristic_games": 2000}
QUICK = {"dmd_games": 40, "dmd_search": "ismcts:100", "dust_games": 2, "dust_search": "mcts:30",
         "dday_games": 2, "dday_search": "mcts:8", "dday_heuristic_games": 200}


def row(label: str, wins: float, games: int, **extra: Any) -> dict[str, Any]:
    low, high = wilson_interval(wins, games)
    return {"row": label, "games": games, "win_rate": round(wins / games, 4), "ci95": [round(low, 4), round(high, 4)],
            **extra}


def dead_mans_draw(size: dict[str, Any], seed: int, workers: int) -> list[dict[str, Any]]:
    search, games = size["dmd_search"], size["dmd_games"]
    first = simulate("dead-mans-draw", games // 2, seed, [search, "heuristic"], workers)
    print(json.dumps({"half": f"{search} in seat 0", "games": games // 2, "search_wins": first.seats[0].wins}),
          file=sys.stderr, flush=True)
    second = simulate("dead-mans-draw", games - games // 2, seed + 1, ["heuristic", search], workers)
    print(json.dumps({"half": f"{search} in seat 1", "games": games - games // 2, "search_wins": second.seats[1].wins}),
          file=sys.stderr, flush=True)
    wins = first.seats[0].wins + second.seats[1].wins
    return [row(f"dead-mans-draw: {search} vs heuristic, seats rotated", wins, games, search=search)]


def dust_tactics(size: dict[str, Any], seed: int, workers: int) -> Iterator[dict[str, Any]]:
    """Each row as soon as it is played (a long run shows its rows as it goes)."""
    search, games = size["dust_search"], size["dust_games"]
    sides = size.get("dust_sides") or ("Allies", "Axis")
    for scenario in size.get("dust_scenarios") or get_game("dust-tactics").option_choices("scenario"):
        for seat, side in ((0, "Allies"), (1, "Axis")):
            if side not in sides:
                continue
            bots = [search, "heuristic"] if seat == 0 else ["heuristic", search]
            result = simulate("dust-tactics", games, seed, bots, workers, options={"scenario": scenario})
            yield row(f"dust-tactics {scenario}: {search} as {side} vs heuristic", result.seats[seat].wins,
                      games, search=search)


def dday_dice(size: dict[str, Any], seed: int, workers: int) -> list[dict[str, Any]]:
    rows = []
    maps = size.get("dday_maps") or get_game("dday-dice").option_choices("map")
    for game_map in maps:
        for bot, games in ((size["dday_search"], size["dday_games"]), ("heuristic", size["dday_heuristic_games"])):
            result = simulate("dday-dice", games, seed, [bot], workers, options={"map": game_map})
            wins = (result.win_rate or 0.0) * games
            rows.append(row(f"dday-dice {game_map}: solo {bot}", wins, games, bot=bot))
    return rows


def balance(size: dict[str, Any], seed: int, workers: int) -> Iterator[dict[str, Any]]:
    """Equal search bots on both sides of every Dust Tactics scenario (the Allies' win rate), and
    the search bot's four-unit team on every D-Day Dice map (``--balance-half dust`` or ``dday``
    for one half only): how the reconstructed content balances between equal strong players.
    Each row as soon as it is played."""
    search = size["dust_search"]
    if size.get("balance_half") in (None, "dust"):
        for scenario in size.get("dust_scenarios") or get_game("dust-tactics").option_choices("scenario"):
            result = simulate("dust-tactics", size["dust_games"], seed, [search, search], workers,
                              options={"scenario": scenario})
            yield row(f"dust-tactics {scenario}: Allies' wins, {search} both sides", result.seats[0].wins,
                      size["dust_games"], search=search)
    if size.get("balance_half") in (None, "dday"):
        for game_map in size.get("dday_maps") or get_game("dday-dice").option_choices("map"):
            games = size["dday_games"]
            result = simulate("dday-dice", games, seed, [size["dday_search"]] * 4, workers, options={"map": game_map})
            yield row(f"dday-dice {game_map}: four units, {size['dday_search']}", (result.win_rate or 0.0) * games,
                      games, search=size["dday_search"])


PARTS = {"dmd": dead_mans_draw, "dust": dust_tactics, "dday": dday_dice, "balance": balance}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a few minutes instead of about an hour")
    parser.add_argument("--part", default="dmd,dust,dday", help="which tables: dmd, dust, dday")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--dmd-games", type=int, help="override the Dead Man's Draw games")
    parser.add_argument("--dust-games", type=int, help="override the Dust Tactics games a row")
    parser.add_argument("--dust-search", help="override the Dust Tactics search bot (e.g. mcts:30:guided)")
    parser.add_argument("--dust-sides", help="only the search as these Dust Tactics sides (Allies,Axis)")
    parser.add_argument("--dust-scenarios", help="only these Dust Tactics scenarios (comma-separated)")
    parser.add_argument("--dday-search", help="override the D-Day Dice search bot (e.g. rollout:16)")
    parser.add_argument("--dday-games", type=int, help="override the D-Day Dice search games a map")
    parser.add_argument("--dday-maps", help="only these D-Day Dice maps (comma-separated)")
    parser.add_argument("--dday-heuristic-games", type=int,
                        help="override the D-Day Dice heuristic games a map (the same seeds first)")
    parser.add_argument("--balance-half", choices=("dust", "dday"), help="only this half of --part balance")
    args = parser.parse_args()
    size = dict(QUICK if args.quick else FULL)
    if args.dmd_games:
        size["dmd_games"] = args.dmd_games
    if args.dust_games:
        size["dust_games"] = args.dust_games
    if args.dust_search:
        size["dust_search"] = args.dust_search
    if args.dust_sides:
        size["dust_sides"] = args.dust_sides.split(",")
    if args.dust_scenarios:
        size["dust_scenarios"] = args.dust_scenarios.split(",")
    if args.dday_search:
        size["dday_search"] = args.dday_search
    if args.dday_games:
        size["dday_games"] = args.dday_games
    if args.dday_maps:
        size["dday_maps"] = args.dday_maps.split(",")
    if args.dday_heuristic_games:
        size["dday_heuristic_games"] = args.dday_heuristic_games
    if args.balance_half:
        size["balance_half"] = args.balance_half
    for part in args.part.split(","):
        started = time.perf_counter()
        for line in PARTS[part](size, args.seed, args.workers):
            line["seconds"] = round(time.perf_counter() - started, 1)
            print(json.dumps(line), flush=True)


if __name__ == "__main__":
    main()

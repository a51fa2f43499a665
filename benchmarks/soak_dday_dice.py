"""Soak test of D-Day Dice: heuristic-bot games on every playable map (the joined "Silence the
Guns" included), solo and with four
units. After every move no resource of any unit is negative; after every game its record
replays to the identical final state, both with chance pinned and with chance re-drawn from
the seed.

    python benchmarks/soak_dday_dice.py --games 20000 --workers 2 [--bots random] [--maps omaha-beach] [--edition 2]

Maps that still need unimplemented rules are skipped and listed (docs/rules-coverage.md).
Prints the figures and exits non-zero if any game failed.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
import traceback

from meeple.agents import make_agent
from meeple.engine.core import CHANCE
from meeple.engine.errors import RuleNotImplementedError
from meeple.engine.record import SeatRecord, parse_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.sim.play import game_seed

CHUNK = 200
RESOURCES = ("soldiers", "courage", "stars", "item_points")


def soak_game(map_id: str, players: int, seed: int, bot: str = "heuristic",
              edition: int = 1) -> tuple[bool, str | None]:
    game = get_game("dday-dice")
    seats = [SeatRecord(name=f"unit {i}", agent=bot) for i in range(players)]
    options: dict[str, object] = {"map": map_id} if edition == 1 else {"map": map_id, "edition": edition}
    session = Session(game, seats, seed, options)
    state = session.state
    agents = [make_agent(game, bot, seed + 1 + i) for i in range(players)]
    try:
        while True:
            current = state.current_players()
            if not current:
                break
            player = current[0]
            if player == CHANCE:
                session.settle_chance()
            else:
                session.act(player, agents[player].choose(state, player))
            for unit in state.units:  # type: ignore[attr-defined]
                if any(getattr(unit, r) < 0 for r in RESOURCES):
                    return False, f"negative resource: {unit.to_json()}"
        final = state.to_json()
        record = session.record()
        if replay_record(parse_record(record.to_json_text())).state.to_json() != final:
            return False, "replay with pinned chance differs"
        if replay_record(record.without_chance()).state.to_json() != final:
            return False, "replay with chance re-drawn from the seed differs"
        return all(r == 1.0 for r in state.returns()), None
    except Exception:  # noqa: BLE001 - a soak run reports every failure
        return False, traceback.format_exc(limit=5)


def run_chunk(args: tuple[str, int, int, int, int, str, int]) -> tuple[int, int, list[str]]:
    map_id, players, master, start, stop, bot, edition = args
    wins = 0
    failures = []
    for i in range(start, stop):
        won, failure = soak_game(map_id, players, game_seed(master, i), bot, edition)
        wins += won
        if failure:
            failures.append(f"game {i}: {failure}")
    return stop - start, wins, failures


def main() -> int:
    parser = argparse.ArgumentParser(description="D-Day Dice soak test")
    parser.add_argument("--games", type=int, default=20_000, help="games per map and player count")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--bots", choices=("heuristic", "random"), default="heuristic")
    parser.add_argument("--maps", default="", help="comma-separated map ids (default: every map)")
    parser.add_argument("--players", default="1,4", help="comma-separated unit counts (default: 1,4)")
    parser.add_argument("--edition", type=int, choices=(1, 2), default=1,
                        help="rule set: 1 = first edition, 2 = second edition rules (game option edition)")
    args = parser.parse_args()
    game = get_game("dday-dice")
    reports = []
    failed = False
    for map_id in (args.maps.split(",") if args.maps else game.option_choices("map")):
        try:
            game.new_game(1, {"map": map_id})
        except RuleNotImplementedError as exc:
            reports.append({"map": map_id, "skipped": str(exc)})
            continue
        for players in (int(p) for p in args.players.split(",")):
            tasks = [(map_id, players, args.seed, s, min(s + CHUNK, args.games), args.bots, args.edition)
                     for s in range(0, args.games, CHUNK)]
            started = time.perf_counter()
            games = wins = 0
            failures: list[str] = []
            with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
                for done, won, fails in pool.imap_unordered(run_chunk, tasks):
                    games, wins, failures = games + done, wins + won, failures + fails
            elapsed = time.perf_counter() - started
            failed |= bool(failures)
            reports.append({
                "map": map_id, "players": players, "bots": args.bots, "edition": args.edition, "games": games, "team_win_rate": round(wins / games, 4),
                "failures": len(failures), "elapsed_seconds": round(elapsed, 1),
                "games_per_second": round(games / elapsed, 1),
            })
            print(json.dumps(reports[-1]), flush=True)
            for failure in failures[:3]:
                print(failure, file=sys.stderr)
    print(json.dumps({"reports": reports}))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

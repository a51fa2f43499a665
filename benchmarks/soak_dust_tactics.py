"""Soak test of Dust Tactics: N heuristic-bot games and N random-bot games on every packaged
scenario. After every move no unit has a negative count of models or hit points (nor a joined
hero); after every game its record replays to the identical final state, both with chance
pinned and with chance re-drawn from the seed.

    python benchmarks/soak_dust_tactics.py --games 200 [--seed 1] [--bots heuristic] [--scenarios bridgehead]

Prints the figures (games, decisions, units destroyed, wins of each side, seconds) and exits
non-zero if any game failed.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback

from meeple.agents import make_agent
from meeple.engine.core import CHANCE
from meeple.engine.record import SeatRecord, parse_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.games.dust_tactics.scenarios import scenario_ids
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.unit_state import UnitState
from meeple.sim.play import game_seed


def never_negative(unit: UnitState) -> bool:
    own = all(n >= 0 for n in unit.models) and unit.hit_points >= 0
    return own and (unit.hero is None or never_negative(unit.hero))


def soak_game(scenario: str, seed: int, bot: str) -> dict[str, object]:
    game = get_game("dust-tactics")
    seats = [SeatRecord(name=f"{bot}-{i}", agent=bot) for i in range(2)]
    session = Session(game, seats, seed, {"scenario": scenario})
    agents = [make_agent(game, bot, seed + 1 + i) for i in range(2)]
    decisions = 0
    while True:
        session.settle_chance()
        state = session.state
        assert isinstance(state, DtState)
        for uid, unit in state.units.items():
            if not never_negative(unit):
                raise AssertionError(f"{uid} has negative strength: {unit}")
        if state.is_over():
            break
        player = state.current_players()[0]
        if player == CHANCE:
            continue
        session.act(player, agents[player].choose(state, player))
        decisions += 1
    record = session.record()
    final = session.state.to_json()
    if replay_record(parse_record(record.to_json_text())).state.to_json() != final:
        raise AssertionError("the record with chance pinned does not replay identically")
    if replay_record(record.without_chance()).state.to_json() != final:
        raise AssertionError("the record with chance re-drawn does not replay identically")
    summary = session.state.result_summary()  # type: ignore[attr-defined]
    return {"decisions": decisions, "destroyed": len(summary["destroyed"]), "returns": session.state.returns()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per bot and scenario")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="heuristic,random", help="comma-separated: heuristic, random")
    parser.add_argument("--scenarios", default="", help="comma-separated scenario ids (default: every one)")
    args = parser.parse_args()
    failures = 0
    scenarios = args.scenarios.split(",") if args.scenarios else list(scenario_ids())
    for bot in args.bots.split(","):
        for scenario in scenarios:
            started = time.perf_counter()
            decisions = destroyed = 0
            wins = [0, 0]
            for i in range(args.games):
                seed = game_seed(args.seed, i)
                try:
                    result = soak_game(scenario, seed, bot)
                except Exception:  # a failure is reported with its seed, the soak goes on
                    failures += 1
                    print(f"FAIL {bot} {scenario} seed {seed}:\n{traceback.format_exc()}", file=sys.stderr)
                    continue
                decisions += int(result["decisions"])  # type: ignore[call-overload]
                destroyed += int(result["destroyed"])  # type: ignore[call-overload]
                returns = result["returns"]
                assert isinstance(returns, list)
                for seat in (0, 1):
                    wins[seat] += returns[seat] == 1.0
            elapsed = time.perf_counter() - started
            print(
                f"{bot:9} {scenario:24} games {args.games}  decisions/game {decisions / args.games:6.1f}  "
                f"destroyed/game {destroyed / args.games:4.1f}  allies wins {wins[0]}  axis wins {wins[1]}  "
                f"{args.games / elapsed:5.1f} games/s (with two replays each)"
            )
    print(f"failures: {failures}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()

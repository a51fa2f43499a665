"""Soak test of Dust Tactics: N heuristic-bot games and N random-bot games on every packaged
scenario. After every move no unit has a negative count of models or hit points (nor a joined
hero); after every game its record replays to the identical final state, both with chance
pinned and with chance re-drawn from the seed.

    python benchmarks/soak_dust_tactics.py --games 200 [--seed 1] [--bots heuristic] [--scenarios bridgehead]
        [--armies mixed] [--workers 2]

``--armies scenario`` (the default) fields each scenario's own armies; ``--armies mixed`` draws
a new army for each side in every game from every packaged unit of its faction (the core set
and the units of ``data/units/*.toml`` carrying each skill and special weapon), within the
scenario's army points, so that over the run every unit, skill and weapon is played. It also
prints how many games fielded each unit. ``--workers`` splits the games over processes (the
figures do not depend on it).

Prints the figures (games, decisions, units destroyed, wins of each side, seconds) and exits
non-zero if any game failed.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
import traceback
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from meeple.agents import make_agent
from meeple.engine.core import CHANCE
from meeple.engine.record import SeatRecord, parse_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.games.dust_tactics.army import Army, check_army
from meeple.games.dust_tactics.scenarios import load_scenario, scenario_ids
from meeple.games.dust_tactics.units import load_units
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.unit_state import UnitState
from meeple.sim.play import game_seed


def never_negative(unit: UnitState) -> bool:
    own = all(n >= 0 for n in unit.models) and unit.hit_points >= 0
    return own and (unit.hero is None or never_negative(unit.hero))


def mixed_army_file(scenario: str, faction: str, rng: random.Random, folder: Path) -> tuple[str, list[str]]:
    """An army file of random packaged units of ``faction`` within the scenario's points (one
    copy of each card, heroes fighting on their own), checked legal; its path and unit ids."""
    limit = load_scenario(scenario).army_points
    cards = [c for c in load_units() if c.faction == faction]
    for _ in range(50):
        rng.shuffle(cards)
        chosen: list[str] = []
        total = 0
        for card in cards:
            if total + card.ap <= limit:
                chosen.append(card.id)
                total += card.ap
        army = Army(faction=faction, points=limit, unit=[{"id": c} for c in chosen])
        if chosen and check_army(army).valid:
            path = folder / f"{faction}.toml"
            lines = [f'faction = "{faction}"', f"points = {limit}"]
            lines += [f'[[unit]]\nid = "{c}"' for c in chosen]
            path.write_text("\n".join(lines) + "\n")
            return str(path), chosen
    raise AssertionError(f"no legal mixed {faction} army found for {scenario}")


def soak_game(scenario: str, seed: int, bot: str, armies: str = "scenario") -> dict[str, object]:
    game = get_game("dust-tactics")
    seats = [SeatRecord(name=f"{bot}-{i}", agent=bot) for i in range(2)]
    options: dict[str, object] = {"scenario": scenario}
    fielded: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        if armies == "mixed":
            rng = random.Random(seed)
            for faction in ("allies", "axis"):
                path, ids = mixed_army_file(scenario, faction, rng, Path(folder))
                options[f"{faction}_army"] = path
                fielded += ids
        result = _soak_session(game, seats, seed, bot, options)
    result["fielded"] = fielded
    return result


def _soak_session(game, seats, seed: int, bot: str, options: dict[str, object]) -> dict[str, object]:  # type: ignore[no-untyped-def]
    session = Session(game, seats, seed, options)
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
    parser.add_argument("--armies", choices=("scenario", "mixed"), default="scenario")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    failures = 0
    fielded: Counter[str] = Counter()
    scenarios = args.scenarios.split(",") if args.scenarios else list(scenario_ids())
    for bot in args.bots.split(","):
        for scenario in scenarios:
            started = time.perf_counter()
            decisions = destroyed = 0
            wins = [0, 0]
            seeds = [game_seed(args.seed, i) for i in range(args.games)]
            jobs = [(scenario, seed, bot, args.armies) for seed in seeds]
            if args.workers > 1:
                with ProcessPoolExecutor(args.workers) as pool:
                    results = list(pool.map(_run_one, jobs, chunksize=8))
            else:
                results = [_run_one(job) for job in jobs]
            for seed, result in zip(seeds, results):
                if isinstance(result, str):  # a failure is reported with its seed, the soak goes on
                    failures += 1
                    print(f"FAIL {bot} {scenario} seed {seed}:\n{result}", file=sys.stderr)
                    continue
                decisions += int(result["decisions"])  # type: ignore[call-overload]
                destroyed += int(result["destroyed"])  # type: ignore[call-overload]
                fielded.update(result["fielded"])  # type: ignore[arg-type]
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
    if args.armies == "mixed":
        never = sorted({c.id for c in load_units()} - set(fielded))
        print("games fielding each unit: " + ", ".join(f"{u} {n}" for u, n in sorted(fielded.items())))
        print(f"units never fielded: {', '.join(never) or 'none'}")
    print(f"failures: {failures}")
    sys.exit(1 if failures else 0)


def _run_one(job: tuple[str, int, str, str]) -> dict[str, object] | str:
    """One soak game, or the traceback of its failure (picklable for worker processes)."""
    scenario, seed, bot, armies = job
    try:
        return soak_game(scenario, seed, bot, armies)
    except Exception:
        return traceback.format_exc()


if __name__ == "__main__":
    main()

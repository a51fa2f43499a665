"""Soak test of D-Day Dice: heuristic-bot games on every playable map (the joined "Silence the
Guns" included), solo and with four units, under either edition. After every move no resource
of any unit is negative, no unit holds two vehicles without an abandon to choose, and no unit on
the beach holds a vehicle in a bunker or a climbing sector; after every game its record, written to JSON text and read back,
replays to the identical final state with chance pinned. Every tenth game is also replayed with
chance re-drawn from the seed (the same draws must come out).

    python benchmarks/soak_dday_dice.py --games 20000 --workers 2 [--bots random] [--maps omaha-beach] [--edition 2]
    python benchmarks/soak_dday_dice.py --games 20000 --players 4 --out benchmarks/results/dday-soak.jsonl
    python benchmarks/soak_dday_dice.py --summary benchmarks/results/dday-soak.jsonl [--markdown] [--target 20000]
    python benchmarks/soak_dday_dice.py --summary benchmarks/results/dday-soak.jsonl --target 20000 --docs docs/bots.md

With ``--out`` every finished chunk of 200 games is appended to the file as one JSON line,
keyed by a fingerprint of the code a D-Day Dice game runs (every file under src/meeple but the
command line and the other games): a run that stops part way is resumed by running the same
command again -- chunks already in the file for this code are skipped -- and a change to the
engine or to D-Day Dice starts the count afresh. ``--summary`` prints one row per
map, unit count and edition from such a file, for the current code only.

Maps that still need unimplemented rules are skipped and listed (docs/rules-coverage.md).
Prints the figures and exits non-zero if any game failed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import sys
import time
import traceback
from collections import defaultdict
from pathlib import Path
from typing import Any

import meeple
from meeple.agents import make_agent
from meeple.engine.core import CHANCE
from meeple.engine.errors import RuleNotImplementedError
from meeple.engine.record import SeatRecord, parse_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.games.dday_dice.vehicles import barred as vehicle_barred
from meeple.sim.play import game_seed
from meeple.sim.simulate import wilson_interval

CHUNK = 200
RESOURCES = ("soldiers", "courage", "stars", "item_points")
#: Every how many games the record is also replayed with chance re-drawn from the seed.
REDRAW_EVERY = 10

Config = tuple[str, int, int, str, int]  # map, units, edition, bots, master seed


#: Parts of the package no D-Day Dice game runs: the other games and the command line. A change
#: there does not start the soak afresh. Everything else (the engine, the D-Day Dice rules and bot,
#: the agents, the simulation helpers) is fingerprinted.
OUTSIDE_THE_SOAK = (("cli",), ("games", "dead_mans_draw"), ("games", "dust_tactics"))


def soaked_files(root: Path) -> list[Path]:
    """The files of the package a D-Day Dice soak game depends on, in a stable order."""
    def inside(path: Path) -> bool:
        parts = path.relative_to(root).parts
        return "__pycache__" not in parts and not any(parts[:len(o)] == o for o in OUTSIDE_THE_SOAK)
    return sorted(p for p in root.rglob("*") if p.is_file() and inside(p))


def code_fingerprint(root: Path | None = None) -> str:
    """A hash of every file of the installed package a D-Day Dice game runs (``soaked_files``):
    results for other code are not counted."""
    root = root or Path(meeple.__file__).resolve().parent
    digest = hashlib.sha256()
    for path in soaked_files(root):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def broken_invariant(state: Any) -> str | None:
    """What the rules never allow, checked after every move: a negative resource; two vehicles
    held with no abandon to choose ("Un'unità non può mai avere più di un veicolo", DDC-18); a
    vehicle held on the beach in a bunker or a climbing sector (DDC-18, DDM-55)."""
    for unit in state.units:
        # the four resources (RESOURCES), read directly: this check runs after every move
        if min(unit.soldiers, unit.courage, unit.stars, unit.item_points) < 0:
            return f"negative resource: {unit.to_json()}"
        if unit.vehicles:
            if len(unit.vehicles) > 1 and "abandon" not in unit.pending:
                return f"two vehicles held: {unit.to_json()}"
            if unit.active and vehicle_barred(state, unit.sector):
                return f"a vehicle in sector {unit.sector}, where none may be: {unit.to_json()}"
    return None


def soak_game(map_id: str, players: int, seed: int, bot: str = "heuristic",
              edition: int = 1, redraw: bool = True) -> tuple[bool, str | None]:
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
            broken = broken_invariant(state)
            if broken is not None:
                return False, broken
        final = state.to_json()
        record = session.record()
        if replay_record(parse_record(record.to_json_text())).state.to_json() != final:
            return False, "replay with pinned chance differs"
        if redraw and replay_record(record.without_chance()).state.to_json() != final:
            return False, "replay with chance re-drawn from the seed differs"
        return all(r == 1.0 for r in state.returns()), None
    except Exception:  # noqa: BLE001 - a soak run reports every failure
        return False, traceback.format_exc(limit=5)


def run_chunk(args: tuple[str, int, int, int, int, str, int]) -> dict[str, Any]:
    map_id, players, master, start, stop, bot, edition = args
    started = time.perf_counter()
    wins = 0
    failures = []
    for i in range(start, stop):
        won, failure = soak_game(map_id, players, game_seed(master, i), bot, edition, i % REDRAW_EVERY == 0)
        wins += won
        if failure:
            failures.append(f"game {i}: {failure}")
    return {"map": map_id, "players": players, "edition": edition, "bots": bot, "seed": master,
            "start": start, "stop": stop, "wins": wins, "failures": failures,
            "seconds": round(time.perf_counter() - started, 2)}


def _key(row: dict[str, Any]) -> Config:
    return (row["map"], row["players"], row["edition"], row["bots"], row["seed"])


def read_results(path: Path | None, fingerprint: str) -> list[dict[str, Any]]:
    """The chunks already soaked for this code (none without a file)."""
    if path is None or not path.exists():
        return []
    rows = []
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise SystemExit(f"{path}:{number}: not a JSON line ({exc.msg})") from None
        if row.get("code") == fingerprint:
            rows.append(row)
    return rows


def summarise(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One report per configuration: games, team win rate, failures, games per second."""
    grouped: dict[Config, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        grouped[_key(row)].append(row)
    reports = []
    for (map_id, players, edition, bots, seed), chunks in grouped.items():
        games = sum(c["stop"] - c["start"] for c in chunks)
        seconds = sum(c["seconds"] for c in chunks)
        reports.append({
            "map": map_id, "players": players, "edition": edition, "bots": bots, "seed": seed,
            "games": games, "team_win_rate": round(sum(c["wins"] for c in chunks) / games, 4),
            "failures": sum(len(c["failures"]) for c in chunks),
            "games_per_core_second": round(games / seconds, 1) if seconds else None,
        })
    return reports


def still_to_run(reports: list[dict[str, Any]], target: int) -> dict[str, Any]:
    """The games left to reach ``target`` in every configuration seen, and the core-hours they
    need at each configuration's measured rate (an estimate: the rate was measured on whatever
    else the machine was doing)."""
    left = {(r["map"], r["players"], r["edition"]): max(target - r["games"], 0) for r in reports}
    seconds = sum(max(target - r["games"], 0) / r["games_per_core_second"]
                  for r in reports if r["games_per_core_second"])
    return {"target_per_configuration": target, "games_left": sum(left.values()),
            "configurations_done": sum(1 for n in left.values() if n == 0),
            "estimated_core_hours_left": round(seconds / 3600, 1)}


def markdown(reports: list[dict[str, Any]]) -> str:
    """The summary as Markdown: a table per edition, a row per map in game order, the games
    and the team win rate (Wilson 95% interval) of each unit count side by side, and the
    failures of the row."""
    order = {m: i for i, m in enumerate(get_game("dday-dice").option_choices("map"))}
    by_key = {(r["edition"], r["map"], r["players"]): r for r in reports}
    lines = []
    for edition in sorted({r["edition"] for r in reports}):
        counts = sorted({r["players"] for r in reports if r["edition"] == edition})
        maps = sorted({r["map"] for r in reports if r["edition"] == edition}, key=lambda m: order.get(m, len(order)))
        heads = [f"{n} unit{'s' if n > 1 else ''}: {what}" for n in counts for what in ("games", "team win rate (95% CI)")]
        lines += [f"Edition {edition}:", "", "| map | " + " | ".join(heads) + " | failures |",
                  "|---|" + "---:|---|" * len(counts) + "---:|"]
        for map_id in maps:
            cells, failures = [], 0
            for players in counts:
                r = by_key.get((edition, map_id, players))
                if r is None:
                    cells += ["-", "-"]
                    continue
                low, high = wilson_interval(r["team_win_rate"] * r["games"], r["games"])
                cells += [f"{r['games']:,}", f"{100 * r['team_win_rate']:.1f}% ({100 * low:.1f}-{100 * high:.1f}%)"]
                failures += r["failures"]
            lines.append(f"| {map_id} | " + " | ".join(cells) + f" | {failures} |")
        lines.append("")
    return "\n".join(lines)


#: The lines between which ``--docs`` writes the summary (docs/bots.md holds one such block).
DOCS_START, DOCS_END = "<!-- soak-summary:start -->", "<!-- soak-summary:end -->"


def docs_block(reports: list[dict[str, Any]], fingerprint: str, target: int) -> str:
    """The soak's figures as docs/ holds them: how far the run is, then :func:`markdown`."""
    games = sum(r["games"] for r in reports)
    failures = sum(r["failures"] for r in reports)
    head = f"{games:,} games, {failures} failure{'s' if failures != 1 else ''} (code {fingerprint})"
    if target > 0:
        left = still_to_run(reports, target)
        done = left["configurations_done"] == len(reports) and left["games_left"] == 0
        head += (f"; every one of the {len(reports)} configurations has {target:,} games." if done else
                 f"; still running: {left['games_left']:,} games left to reach {target:,} in each of the "
                 f"{len(reports)} configurations ({left['configurations_done']} complete).")
    return f"{head}\n\n{markdown(reports)}"


def write_docs(path: Path, block: str) -> None:
    """Replace the text between :data:`DOCS_START` and :data:`DOCS_END` in ``path`` with
    ``block``; a file without both lines is an error and is left as it is."""
    text = path.read_text()
    if DOCS_START not in text or DOCS_END not in text or text.index(DOCS_START) > text.index(DOCS_END):
        raise SystemExit(f"{path}: no {DOCS_START} ... {DOCS_END} block to write the summary in")
    before, rest = text.split(DOCS_START, 1)
    after = rest.split(DOCS_END, 1)[1]
    path.write_text(f"{before}{DOCS_START}\n{block.rstrip()}\n{DOCS_END}{after}")


def soak_config(map_id: str, players: int, args: argparse.Namespace, done: set[tuple[Config, int]],
                out: Path | None, fingerprint: str) -> dict[str, Any]:
    config: Config = (map_id, players, args.edition, args.bots, args.seed)
    tasks = [(map_id, players, args.seed, s, min(s + CHUNK, args.games), args.bots, args.edition)
             for s in range(0, args.games, CHUNK) if (config, s) not in done]
    started = time.perf_counter()
    rows = []
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        for row in pool.imap_unordered(run_chunk, tasks):
            row["code"] = fingerprint
            rows.append(row)
            if out is not None:
                with out.open("a") as handle:
                    handle.write(json.dumps(row) + "\n")
    elapsed = time.perf_counter() - started
    games = sum(r["stop"] - r["start"] for r in rows)
    wins = sum(r["wins"] for r in rows)
    failures = [f for r in rows for f in r["failures"]]
    for failure in failures[:3]:
        print(failure, file=sys.stderr)
    return {
        "map": map_id, "players": players, "bots": args.bots, "edition": args.edition, "games": games,
        "skipped_as_done": args.games - games,
        "team_win_rate": round(wins / games, 4) if games else None, "failures": len(failures),
        "elapsed_seconds": round(elapsed, 1), "games_per_second": round(games / elapsed, 1) if games else None,
    }


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
    parser.add_argument("--out", type=Path, help="append each finished chunk here and skip chunks already there")
    parser.add_argument("--summary", type=Path, help="only print the per-configuration figures of this file")
    parser.add_argument("--markdown", action="store_true", help="with --summary: Markdown tables for docs/")
    parser.add_argument("--docs", type=Path,
                        help="with --summary: write the progress line and the Markdown tables into this file, "
                             f"between its {DOCS_START} and {DOCS_END} lines")
    parser.add_argument("--target", type=int, default=0,
                        help="with --summary: games wanted per configuration; adds the games left and an "
                             "estimate of the core-hours they need at each configuration's measured rate")
    args = parser.parse_args()
    fingerprint = code_fingerprint()
    if args.summary is not None:
        if not args.summary.exists():
            parser.error(f"no such results file: {args.summary}")
        reports = summarise(read_results(args.summary, fingerprint))
        if args.docs is not None:
            write_docs(args.docs, docs_block(reports, fingerprint, args.target))
        if args.markdown:
            print(markdown(reports))
        else:
            for report in reports:
                print(json.dumps(report))
        totals = {"code": fingerprint, "configurations": len(reports),
                  "games": sum(r["games"] for r in reports),
                  "failures": sum(r["failures"] for r in reports)}
        if args.target > 0:
            totals.update(still_to_run(reports, args.target))
        print(json.dumps(totals))
        return 1 if any(r["failures"] for r in reports) else 0
    if args.games <= 0 or args.workers <= 0:
        parser.error("--games and --workers must be positive")
    done = {(_key(r), r["start"]) for r in read_results(args.out, fingerprint) if r["stop"] == min(r["start"] + CHUNK, args.games)}
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
            reports.append(soak_config(map_id, players, args, done, args.out, fingerprint))
            failed |= bool(reports[-1]["failures"])
            print(json.dumps(reports[-1]), flush=True)
    print(json.dumps({"code": fingerprint, "reports": reports}))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

"""Soak test of Dead Man's Draw: many bot games over 2-8 seats.

After every move, every card must be in exactly one place (draw pile, face-up top of the
draw pile, discard pile, play area, Map's revealed cards, a bank): the census of the state
must equal the whole deck (two decks in the party variant). After every game, its record
must replay to the identical final state, both with every chance move pinned and with the
chance moves left out (re-drawn from the seed).

    python benchmarks/soak_dead_mans_draw.py --games 100000 --bots random --workers 2
    python benchmarks/soak_dead_mans_draw.py --games 100000 --bots heuristic --workers 2

Prints the figures and exits non-zero if any game failed.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
import traceback
from collections import Counter

from meeple.agents import make_agent
from meeple.engine.core import CHANCE
from meeple.engine.record import SeatRecord, parse_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.games.dead_mans_draw.cards import DECK
from meeple.sim.play import game_seed

CHUNK = 200


def full_deck(decks: int) -> dict[int, int]:
    return dict(Counter(DECK * decks))


def soak_game(bot: str, seed: int, players: int) -> tuple[int, str | None]:
    """Play one game with checks; return (moves, failure or None)."""
    game = get_game("dead-mans-draw")
    seats = [SeatRecord(name=f"{bot}-{i}", agent=bot) for i in range(players)]
    session = Session(game, seats, seed)
    state = session.state
    deck = full_deck(state.decks)  # type: ignore[attr-defined]
    agents = [make_agent(game, bot, seed + 1 + i) for i in range(players)]
    moves = 0
    try:
        while True:
            current = state.current_players()
            if not current:
                break
            player = current[0]
            if player == CHANCE:
                action = state.sample_chance(session.rng)
                state.apply(CHANCE, action)
                session.moves.append((CHANCE, action))
            else:
                session.act(player, agents[player].choose(state, player))
            moves += 1
            if state.card_census() != deck:  # type: ignore[attr-defined]
                return moves, f"cards not conserved after move {moves}"
        final = state.to_json()
        record = session.record()
        pinned = replay_record(parse_record(record.to_json_text())).state.to_json()
        if pinned != final:
            return moves, "replay with pinned chance differs"
        drawn = replay_record(record.without_chance()).state.to_json()
        if drawn != final:
            return moves, "replay with chance re-drawn from the seed differs"
    except Exception:  # noqa: BLE001 - a soak run reports every failure
        return moves, traceback.format_exc(limit=5)
    return moves, None


def run_chunk(args: tuple[str, int, int, int]) -> tuple[int, int, list[tuple[int, str]], Counter[int]]:
    bot, master, start, stop = args
    moves = 0
    failures: list[tuple[int, str]] = []
    per_count: Counter[int] = Counter()
    for i in range(start, stop):
        players = 2 + i % 7
        m, failure = soak_game(bot, game_seed(master, i), players)
        moves += m
        per_count[players] += 1
        if failure:
            failures.append((i, failure))
    return stop - start, moves, failures, per_count


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--bots", choices=["random", "heuristic"], default="random")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    tasks = [(args.bots, args.seed, s, min(s + CHUNK, args.games)) for s in range(0, args.games, CHUNK)]
    started = time.perf_counter()
    games = moves = 0
    failures: list[tuple[int, str]] = []
    per_count: Counter[int] = Counter()
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        for done, m, fails, counts in pool.imap_unordered(run_chunk, tasks):
            games += done
            moves += m
            failures += fails
            per_count += counts
            if games % 10_000 < CHUNK:
                print(f"  {games} games, {len(failures)} failures, {time.perf_counter() - started:.0f} s", flush=True)
    elapsed = time.perf_counter() - started
    report = {
        "bots": args.bots,
        "games": games,
        "games_by_players": {str(k): per_count[k] for k in sorted(per_count)},
        "moves": moves,
        "failures": len(failures),
        "elapsed_seconds": round(elapsed, 1),
        "games_per_second": round(games / elapsed, 1),
        "workers": args.workers,
        "seed": args.seed,
    }
    print(json.dumps(report))
    for index, failure in failures[:5]:
        print(f"game {index}: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

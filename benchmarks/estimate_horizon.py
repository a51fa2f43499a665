"""How well a game's position estimate foretells the result, by the moves played: the horizon a
truncated playout needs.

    python benchmarks/estimate_horizon.py [--game dust-tactics] [--option scenario] [--games 120]
        [--moves 20,40,60,80,100,120] [--seed 11]

The game's heuristic bot plays every seat; after each number of moves (seat decisions, chance's
not counted) the first seat's estimate (``State.estimate_returns``, the value a ``focus``
playout stops on) is read, and at the end the result. For every checkpoint the row prints the
estimate's AUC: the chance that a game the first seat won had a higher estimate there than a
game it lost (ties count half; 0.5 is a coin, 1.0 tells every result). A game over before a
checkpoint is read at its end. Drawn games are left out. Every choice of ``--option`` (each
Dust Tactics scenario) is a row.
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.sim.play import bot_seats, game_seed
from meeple.agents import make_agent


def auc(won: list[float], lost: list[float]) -> float | None:
    """The chance that a won game's estimate is above a lost one's (ties half); None without both."""
    if not won or not lost:
        return None
    above = sum((w > x) + 0.5 * (w == x) for w in won for x in lost)
    return above / (len(won) * len(lost))


def estimates(game_id: str, options: dict[str, Any], seed: int,
              checkpoints: list[int]) -> tuple[list[float], float | None, int]:
    """One heuristic game: the first seat's estimate at each checkpoint, its result (None for a
    draw: every seat the same return), the moves."""
    game = get_game(game_id)
    session = Session(game, bot_seats(("heuristic",) * 2), seed, options, with_events=False)
    bots = [make_agent(game, "heuristic", seed + 1 + seat) for seat in range(2)]
    state, moves = session.state, 0
    read: list[float] = []
    while state.current_players():
        player = state.current_players()[0]
        if player == CHANCE:
            session.settle_chance()
            continue
        if len(read) < len(checkpoints) and moves == checkpoints[len(read)]:
            read.append((state.estimate_returns() or [0.5])[0])
        session.act(player, bots[player].choose(state, player))
        moves += 1
    returns = state.returns()
    final = returns[0] if len(set(returns)) > 1 else None
    return read + [returns[0]] * (len(checkpoints) - len(read)), final, moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="dust-tactics")
    parser.add_argument("--option", default="scenario", help="a row for each choice of this option")
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--moves", default="20,40,60,80,100,120")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    checkpoints = sorted(int(m) for m in args.moves.split(","))
    for choice in get_game(args.game).option_choices(args.option):
        started = time.perf_counter()
        won: list[list[float]] = [[] for _ in checkpoints]
        lost: list[list[float]] = [[] for _ in checkpoints]
        lengths = []
        for index in range(args.games):
            read, final, moves = estimates(args.game, {args.option: choice}, game_seed(args.seed, index), checkpoints)
            lengths.append(moves)
            if final is None:
                continue
            for i, value in enumerate(read):
                (won if final > 0.5 else lost)[i].append(value)
        row = {"row": f"{args.game} {choice}", "games": args.games, "first_seat_wins": len(won[0]),
               "mean_moves": round(sum(lengths) / len(lengths), 1),
               "auc_by_moves": {str(m): None if (a := auc(won[i], lost[i])) is None else round(a, 2)
                                for i, m in enumerate(checkpoints)},
               "seconds": round(time.perf_counter() - started, 1)}
        print(json.dumps(row), flush=True)


if __name__ == "__main__":
    main()

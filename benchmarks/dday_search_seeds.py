"""A D-Day Dice bot's solo win rate over seeded games, each game's dice and bot seeded with the
game's number (so two bots are compared on the same dice streams where their games run alike).

    python benchmarks/dday_search_seeds.py rollout:16 pointe-du-hoc --first 0 --games 40
    python benchmarks/dday_search_seeds.py heuristic pointe-du-hoc --first 0 --games 2000

Prints the bot, the map, the games, the wins, the 95% Wilson interval and seconds a game.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from meeple.agents import make_agent
from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.sim.simulate import wilson_interval


def solo_win(bot_name: str, game_map: str, seed: int) -> float:
    """The solo team's result of one game of ``bot_name`` on ``game_map``, seeded with ``seed``."""
    game = get_game("dday-dice")
    state, bot, rng = game.new_game(1, {"map": game_map}), make_agent(game, bot_name, seed), random.Random(seed)
    while not state.is_over():
        if state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
        else:
            seat = state.current_players()[0]
            state.apply(seat, bot.choose(state, seat))
    result: float = state.returns()[0]
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("bot")
    parser.add_argument("map")
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--games", type=int, default=40)
    args = parser.parse_args()
    started = time.perf_counter()
    wins = sum(solo_win(args.bot, args.map, seed) for seed in range(args.first, args.first + args.games))
    low, high = wilson_interval(wins, args.games)
    print(json.dumps({"bot": args.bot, "map": args.map, "seeds": [args.first, args.first + args.games - 1],
                      "games": args.games, "wins": wins, "ci95": [round(low, 4), round(high, 4)],
                      "seconds_a_game": round((time.perf_counter() - started) / args.games, 3)}))


if __name__ == "__main__":
    main()

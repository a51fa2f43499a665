"""Search simulations per second per game on one core, and the advisors' answer times.

    python benchmarks/search_speed.py [--simulations 2000] [--positions 5]

For each game, positions of heuristic games where a seat has a choice; the search bot (default
playouts) runs ``--simulations`` there and the rate is simulations over seconds, best and median
of the positions. Then the answer time of the Dead Man's Draw advisor (bust odds, one more card,
the optimal policy) and of the D-Day Dice roll advisor (every reroll with a target), the
slowest and the median over the positions, and each at its hardest position (the largest unseen
multiset; the widest reroll choice with the last roll left).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any, Callable

from meeple.agents import make_agent
from meeple.engine.core import CHANCE, State
from meeple.engine.registry import get_game

GAMES: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("dead-mans-draw", 2, {}),
    ("dday-dice", 1, {"map": "omaha-beach"}),
    ("dust-tactics", 2, {}),
)


def positions(game_id: str, players: int, options: dict[str, Any], count: int, seed: int,
              wanted: Callable[[State, int], bool], first: bool = False) -> list[tuple[State, int]]:
    """``count`` positions of heuristic games where ``wanted(state, seat)`` (the first such
    position of each game if ``first``)."""
    game = get_game(game_id)
    rng = random.Random(seed)
    found: list[tuple[State, int]] = []
    while len(found) < count:
        state = game.new_game(players, options)
        bots = [make_agent(game, "heuristic", rng.randrange(1000)) for _ in range(players)]
        stop, seen = (1 if first else rng.randrange(2, 30)), 0
        while not state.is_over():
            seat = state.current_players()[0]
            if seat == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            if wanted(state, seat):
                seen += 1
                if seen == stop:
                    found.append((state, seat))
                    break
            state.apply(seat, bots[seat].choose(state, seat))
    return found


def search_rate(game_id: str, players: int, options: dict[str, Any], simulations: int, count: int) -> dict[str, Any]:
    game = get_game(game_id)
    rates = []
    for state, seat in positions(game_id, players, options, count, 1, lambda s, p: len(s.legal_actions(p)) > 1):
        agent = make_agent(game, f"mcts:{simulations}", 1)
        started = time.perf_counter()
        agent.search(state, seat)
        rates.append(simulations / (time.perf_counter() - started))
    return {"game": game_id, "simulations": simulations, "positions": count,
            "best_per_second": round(max(rates)), "median_per_second": round(statistics.median(rates))}


def advisor_times(count: int) -> list[dict[str, Any]]:
    from meeple.games.dday_dice.roll_odds import roll_choices
    from meeple.games.dday_dice.unit import REROLL
    from meeple.games.dead_mans_draw import actions as A
    from meeple.games.dead_mans_draw.advisor import next_card, turn_values

    rows = []
    dmd = positions("dead-mans-draw", 2, {}, count, 2,
                    lambda s, p: A.DRAW in s.legal_actions(p) and A.BANK in s.legal_actions(p))
    times, exact = [], 0
    for state, seat in dmd:
        started = time.perf_counter()
        next_card(state, seat)  # type: ignore[arg-type]
        exact += turn_values(state, seat).optimal is not None  # type: ignore[arg-type]
        times.append(time.perf_counter() - started)
    rows.append({"advisor": "dead-mans-draw draw or bank", "positions": count, "slowest_seconds": round(max(times), 3),
                 "median_seconds": round(statistics.median(times), 3), "optimal_policy_solved": exact})
    dday = positions("dday-dice", 1, {"map": "omaha-beach"}, count, 3, lambda s, p: s.units[p].stage == REROLL)
    times = []
    for state, seat in dday:
        started = time.perf_counter()
        roll_choices(state, seat, "courage>=2,skulls==0")  # type: ignore[arg-type]
        times.append(time.perf_counter() - started)
    rows.append({"advisor": "dday-dice reroll with a target", "positions": count, "slowest_seconds": round(max(times), 3),
                 "median_seconds": round(statistics.median(times), 3)})
    return rows + hardest_times()


def first_decision(game_id: str, players: int, options: dict[str, Any], seed: int,
                   wanted: Callable[[State, int], bool]) -> tuple[State, int]:
    """The first position of a heuristic game where ``wanted(state, seat)``."""
    return positions(game_id, players, options, 1, seed, wanted, first=True)[0]


def hardest_times() -> list[dict[str, Any]]:
    """The answer time where each advisor has most to enumerate: Dead Man's Draw's first draw
    or bank of a game (one card in play, the largest unseen multiset for the optimal policy),
    D-Day Dice's reroll with four free dice and the last roll left (fifteen rerolls, each with
    its best last roll for the target)."""
    from meeple.games.dday_dice.roll_odds import roll_choices
    from meeple.games.dday_dice.unit import REROLL
    from meeple.games.dead_mans_draw import actions as A
    from meeple.games.dead_mans_draw.advisor import next_card, turn_values

    state, seat = first_decision("dead-mans-draw", 2, {}, 5,
                                 lambda s, p: A.DRAW in s.legal_actions(p) and A.BANK in s.legal_actions(p))
    started = time.perf_counter()
    next_card(state, seat)  # type: ignore[arg-type]
    solved = turn_values(state, seat)  # type: ignore[arg-type]
    rows = [{"advisor": "dead-mans-draw hardest: first draw or bank of a game",
             "unseen_cards": len(state.draw_pile), "seconds": round(time.perf_counter() - started, 3),  # type: ignore[attr-defined]
             "optimal_policy_solved": solved.optimal is not None, "positions_visited": solved.nodes}]

    def widest(s: State, p: int) -> bool:
        unit = s.units[p]  # type: ignore[attr-defined]
        return bool(unit.stage == REROLL and unit.rolls < 2 and unit.locked.count(False) == 4)

    state, seat = first_decision("dday-dice", 1, {"map": "omaha-beach"}, 6, widest)
    started = time.perf_counter()
    choices = roll_choices(state, seat, "courage>=2,skulls==0")  # type: ignore[arg-type]
    rows.append({"advisor": "dday-dice hardest: four free dice, a roll left, with a target",
                 "choices": len(choices or []), "seconds": round(time.perf_counter() - started, 3)})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--simulations", type=int, default=2000)
    parser.add_argument("--positions", type=int, default=5)
    args = parser.parse_args()
    for game_id, players, options in GAMES:
        sims = args.simulations if game_id == "dead-mans-draw" else max(1, args.simulations // 10)
        print(json.dumps(search_rate(game_id, players, options, sims, args.positions)), flush=True)
    for line in advisor_times(args.positions):
        print(json.dumps(line), flush=True)


if __name__ == "__main__":
    main()

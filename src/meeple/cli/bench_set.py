"""`meeple bench` without a game: every game's bench set-up, ``meeple simulate``'s own speed
with its default bots, and the build that ran them (docs/speed.md, "meeple bench")."""

from __future__ import annotations

import json

from rich.console import Console

from meeple.engine.registry import all_games
from meeple.sim.bench import SIMULATED_GAME, BenchResult, SimulateBenchResult, bench, bench_simulate, build


def bench_set(console: Console, seconds: float, as_json: bool) -> None:
    """Measure and print the bench set: one line a figure, or one JSON object."""
    results = [bench(game.id, seconds) for game in all_games()]
    simulated = bench_simulate(SIMULATED_GAME, seconds)
    if as_json:
        print(json.dumps({
            "build": build(),
            "games": [r.to_json() for r in results],
            "simulate": simulated.to_json(),
        }))
        return
    console.print(f"build: {build()}", highlight=False, soft_wrap=True)
    for result in results:
        console.print(game_line(result), highlight=False, soft_wrap=True)
    console.print(simulate_line(simulated), highlight=False, soft_wrap=True)


def game_line(result: BenchResult) -> str:
    """One game's bench set-up and its games per second."""
    setup = ", ".join(f"{k}={v}" for k, v in result.options.items() if k in ("map", "scenario"))
    where = f" on {setup}" if setup else ""
    return (
        f"{result.game}: {result.games_per_second:,.0f} {result.bot} {result.players}-seat games per second{where} "
        f"(CPU time, best of {result.rounds} rounds; median {result.games_per_second_median:,.0f})"
    )


def simulate_line(result: SimulateBenchResult) -> str:
    """``meeple simulate``'s games per second with its default bots."""
    return (
        f"meeple simulate {result.game} --bots {','.join(result.bots)}: {result.games_per_second:,.0f} games per second "
        f"(CPU time, best of {result.rounds} rounds; median {result.games_per_second_median:,.0f})"
    )

"""``meeple advise`` and ``meeple analyse``: a record's position advised, a seat's game reviewed
(a thin front end over :mod:`meeple.agents.advice` and :mod:`meeple.agents.review`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from meeple.agents.advice import Advice, advise
from meeple.agents.review import Review, review
from meeple.cli.safe_text import safe_text
from meeple.engine.core import CHANCE, State
from meeple.engine.errors import OptionsError
from meeple.engine.record import load_record, replay_record


def position(path: Path, at: int | None) -> tuple[State, int, list[str]]:
    """The state after move ``at`` of the record (its end by default), the moves replayed,
    and the seats' names."""
    record = load_record(path)
    count = len(record.moves) if at is None else at
    if not 0 <= count <= len(record.moves):
        raise OptionsError(f"--at {at}: the record has moves 0-{len(record.moves)}")
    prefix = record.model_copy(update={"moves": record.moves[:count]})
    state = replay_record(prefix).state
    return state, count, [seat.name for seat in record.seats]


def advise_record(console: Console, path: Path, at: int | None, seat: int | None, as_json: bool,
                  simulations: int, target: str | None = None) -> None:
    """`meeple advise`: each legal action of the seat to act, best first, and the exact odds."""
    state, count, names = position(path, at)
    if state.is_over():
        raise OptionsError(f"the game is over after move {count}: give --at N for an earlier position")
    acting = [p for p in state.current_players() if p != CHANCE]
    if not acting:
        raise OptionsError(f"after move {count} chance acts, and the record has no seed to draw it: give another --at")
    chosen = acting[0] if seat is None else seat
    if chosen not in acting:
        raise OptionsError(f"--seat {seat}: after move {count} only seat(s) {', '.join(map(str, acting))} decide")
    advice = advise(state, chosen, simulations, target=target)
    if as_json:
        print(json.dumps({"move": count, **advice.to_json()}, indent=1))
        return
    show_advice(console, advice, f"After move {count}, seat {chosen} ({safe_text(names[chosen])}) to act")


def show_advice(console: Console, advice: Advice, title: str) -> None:
    """The advice as a table, its exact odds first."""
    console.print(title, soft_wrap=True)
    odds = advice.odds or {}
    if "points_optimal" in odds and odds["points_optimal"] is None:
        console.print("  the optimal policy for the turn is too large to solve exactly here: the search below estimates it")
    for choice in odds.get("choices", []):
        console.print(choice_line(choice), soft_wrap=True, highlight=False)
    for target in odds.get("targets", []):
        removed = target.get("removed", [])
        console.print(f"  at {safe_text(str(target['target']))}: hits {target['mean_hits']:.2f} on average, removes "
                      f"{target['mean_removed']:.2f} ({1 - (removed[0] if removed else 1.0):.1%} chance of at least one)",
                      soft_wrap=True, highlight=False)
    for key, value in odds.items():
        if value is None or key in ("choices", "targets"):
            continue
        console.print(f"  {key.replace('_', ' ')}: {format_value(value)}", soft_wrap=True, highlight=False)
    table = Table(title="search: the seat's win probability after each action")
    for column in ("action", "win", "95% interval", "simulations"):
        table.add_column(column)
    for row in advice.actions:
        table.add_row(safe_text(row.action), f"{row.value:.1%}", f"{row.low:.1%}-{row.high:.1%}", str(row.visits))
    console.print(table)


def choice_line(choice: dict[str, Any]) -> str:
    """A roll choice: its target chances, and each quantity's mean."""
    parts = [f"  {choice['action']}:"]
    if choice.get("target") is not None:
        parts.append(f"target {choice['target']:.1%}")
    if choice.get("target_best") is not None:
        parts.append(f"(with the best last roll {choice['target_best']:.1%})")
    means = {name: sum(float(v) * p for v, p in row.items()) for name, row in choice["tally"].items()
             if not name.startswith("rwb-")}
    parts.append(", ".join(f"{name} {mean:.2f}" for name, mean in means.items()))
    return " ".join(parts)


def format_value(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:.3f}"
    if isinstance(value, dict):
        return ", ".join(f"{k} {v:.1%}" if isinstance(v, float) else f"{k} {v}" for k, v in value.items())
    return str(value)


def analyse_record(console: Console, path: Path, seat: int | None, as_json: bool, simulations: int) -> None:
    """`meeple analyse`: every decision of the seat(s) against the best, the loss and the luck."""
    record = load_record(path)
    reviews = review(record, None if seat is None else [seat], simulations)
    if as_json:
        print(json.dumps([one.to_json() for one in reviews], indent=1))
        return
    for one in reviews:
        show_review(console, one, record.seats[one.seat].name)


def show_review(console: Console, one: Review, name: str) -> None:
    console.print(f"Seat {one.seat} ({safe_text(name)}): {len(one.decisions)} decisions with a choice", soft_wrap=True)
    if one.start is not None:
        console.print(f"  win probability at the first decision: {one.start:.1%}")
    console.print(f"  expected loss over the game (the best action's value less the chosen's): {one.total_loss:.3f}")
    console.print(f"  luck (chance and the other seats' moves against expectation): {one.total_luck:+.3f}")
    if one.result is not None:
        console.print(f"  result: {one.result:g}")
    mistakes = one.mistakes()
    if mistakes:
        table = Table(title="biggest mistakes")
        for column in ("move", "played", "its value", "best", "best's value", "loss"):
            table.add_column(column)
        for d in mistakes:
            table.add_row(str(d.move), safe_text(d.chosen), f"{d.chosen_value:.1%}", safe_text(d.best),
                          f"{d.best_value:.1%}", f"{d.loss:.3f}")
        console.print(table)

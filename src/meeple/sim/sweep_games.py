"""Playing a sweep's tasks: a task is a run of consecutive games of one cell, and each game
becomes one row of the results store (:mod:`meeple.sim.store` gives the columns' types).

This module needs nothing beyond the base install, so any worker (a local process, a Ray
task on another machine) can play a task and send its rows back as plain values.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from meeple.engine.core import Game
from meeple.engine.registry import get_game
from meeple.sim.play import GameOutcome, cell_game_seed, play_game
from meeple.sim.sweep_spec import Cell

Row = dict[str, Any]


@dataclass(frozen=True)
class Task:
    """Games ``start`` to ``stop - 1`` of ``cell``, of the sweep seeded ``seed``."""

    game: str
    seed: int
    cell: Cell
    start: int
    stop: int
    records: bool = False

    @property
    def games(self) -> int:
        return self.stop - self.start


def tasks_of(game: str, seed: int, cells: list[Cell], games: int, chunk: int, records: bool) -> list[Task]:
    """Every task of a sweep, cell by cell, ``chunk`` games each (a cell's last may be fewer)."""
    return [Task(game, seed, cell, start, min(start + chunk, games), records)
            for cell in cells for start in range(0, games, chunk)]


def play_task(task: Task) -> list[Row]:
    """Play the task's games; one row each, in game order."""
    game = get_game(task.game)
    cell = task.cell
    rows = []
    for index in range(task.start, task.stop):
        seed = cell_game_seed(task.seed, cell.seed_group, index)
        outcome = play_game(game, list(cell.seats), seed, index=index, options=dict(cell.options),
                            keep_record=task.records, analyse=True)
        rows.append(game_row(game, task, outcome))
    return rows


def game_row(game: Game, task: Task, outcome: GameOutcome) -> Row:
    """One game's row: its cell, seed, result, scores, length and the game's own summary."""
    cell = task.cell
    summary = outcome.summary or {}
    extra = outcome.analysis or {}
    teams = list(extra.get("teams") or _bot_teams(cell.seats))
    winners = [seat for seat, r in enumerate(outcome.returns) if r > 0]
    winning_teams = teams_won(teams, winners)
    first_seat = cell.seats.index(cell.lineup[0])
    return {
        "game": game.id,
        "rules_version": game.rules_version,
        "cell": cell.number,
        "setting": cell.label,
        "players": cell.players,
        "options": json.dumps(cell.options, sort_keys=True, default=str),
        "lineup": ",".join(cell.lineup),
        "seats": ",".join(cell.seats),
        "rotation": cell.rotation,
        "seed_group": cell.seed_group,
        "index": outcome.index,
        "seed": outcome.seed,
        "result": str(extra.get("result") or summary.get("result") or _won_by(winning_teams)),
        "teams": teams,
        "winners": winners,
        "winning_teams": winning_teams,
        "first_won": teams[first_seat] in winning_teams,
        "returns": [float(r) for r in outcome.returns],
        "scores": None if outcome.scores is None else [float(s) for s in outcome.scores],
        "team_vp": None if extra.get("team_vp") is None else float(extra["team_vp"]),
        "length": outcome.length,
        "turns": extra.get("turns"),
        "falls": extra.get("falls"),
        "destroyed": extra.get("destroyed"),
        "side_vp": None if extra.get("side_vp") is None else [float(v) for v in extra["side_vp"]],
        "side_ap": extra.get("side_ap"),
        "banked": extra.get("banked"),
        "summary": json.dumps(summary, sort_keys=True, default=str),
        "record": None if outcome.record is None else outcome.record.to_json_text(),
    }


def teams_won(teams: list[str], winners: list[int]) -> list[str]:
    """The teams every seat of which won: a team of several seats wins only whole. In D-Day
    Dice's Exercise Tiger each unit succeeds or fails alone ("gli altri giocatori devono
    continuare verso il loro obiettivo", DDM-9), so a team of four with a unit lost has not
    won, as ``meeple simulate``'s team win rate and the soak count it."""
    return sorted(t for t in set(teams) if all(seat in winners for seat, own in enumerate(teams) if own == t))


def _won_by(teams: list[str]) -> str:
    """The end in words where the game has none of its own: who won."""
    return f"won by {' and '.join(teams)}" if teams else "no winner"


def _bot_teams(seats: tuple[str, ...]) -> list[str]:
    """Each seat's team where the game has none: its bot, or its seat when a bot plays two."""
    if len(set(seats)) == len(seats):
        return list(seats)
    return [f"seat {i}" for i in range(len(seats))]

"""A team of several seats wins a sweep's game only whole: in Exercise Tiger, where each D-Day
Dice unit succeeds or fails alone, four units with one lost are not a team win, as `meeple
simulate` and the soak count it."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("pyarrow")

from meeple.sim.sweep_games import play_task, tasks_of  # noqa: E402
from meeple.sim.sweep_games import teams_won  # noqa: E402
from meeple.sim.sweep_spec import check_spec, spec_from_dict  # noqa: E402


def test_a_team_with_one_seat_lost_has_not_won() -> None:
    assert teams_won(["team"] * 4, [0, 1, 3]) == []


def test_a_team_whose_every_seat_won_has_won_and_single_seat_teams_win_alone() -> None:
    assert teams_won(["team"] * 2, [0, 1]) == ["team"]
    assert teams_won(["heuristic", "random"], [0, 1]) == ["heuristic", "random"]
    assert teams_won(["heuristic", "random"], [1]) == ["random"]


def test_four_units_in_exercise_tiger_win_as_a_team_exactly_when_every_unit_is_safe() -> None:
    spec = spec_from_dict({"game": "dday-dice", "seed": 7, "games": 40, "chunk": 40, "players": [4],
                           "options": {"map": "exercise-tiger-basic"}})
    tasks = tasks_of(spec.game, spec.seed, check_spec(spec), spec.games, spec.chunk, False)
    rows = [row for task in tasks for row in play_task(task)]
    partial = [r for r in rows if 0 < len(r["winners"]) < 4]
    assert partial, "no game of these seeds lost a unit while others were safe"
    for row in rows:
        assert row["first_won"] == json.loads(row["summary"])["team_won"] == (len(row["winners"]) == 4)

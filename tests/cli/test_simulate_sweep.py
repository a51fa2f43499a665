"""`meeple simulate GAME --map all` / `--scenario all`: the same simulation on every map or
scenario the game can play, one row each with its 95% interval."""

from __future__ import annotations

import json

from meeple.engine.registry import get_game
from tests.cli.test_commands import meeple, one_line_error


def test_every_playable_dday_map_gets_a_row_with_its_team_win_rate_and_interval(capsys) -> None:
    code, out, _ = meeple(capsys, "simulate", "dday-dice", "--map", "all", "--players", "1",
                          "--games", "3", "--seed", "4", "--json")
    assert code == 0
    data = json.loads(out)
    maps = [row["map"] for row in data["results"]]
    assert maps == list(get_game("dday-dice").option_choices("map"))
    assert "omaha-beach" in maps and "exercise-tiger-practice" in maps
    for row in data["results"]:
        assert row["games"] == 3
        low, high = row["ci95"]
        assert 0.0 <= low <= row["win_rate"] <= high <= 1.0


def test_the_sweep_table_names_each_map(capsys) -> None:
    code, out, _ = meeple(capsys, "simulate", "dday-dice", "--map", "all", "--players", "1", "--games", "2")
    assert code == 0
    assert "team win rate" in out and "95% CI" in out
    for map_id in get_game("dday-dice").option_choices("map"):
        assert map_id in out


def test_every_dust_tactics_scenario_gets_a_row_per_seat(capsys) -> None:
    code, out, _ = meeple(capsys, "simulate", "dust-tactics", "--scenario", "all", "--games", "1",
                          "--bots", "random,random", "--json")
    assert code == 0
    data = json.loads(out)
    assert [row["scenario"] for row in data["results"]] == list(get_game("dust-tactics").option_choices("scenario"))
    assert all(len(row["seats"]) == 2 for row in data["results"])


def test_a_game_without_maps_refuses_map_all(capsys) -> None:
    code, _, err = meeple(capsys, "simulate", "dead-mans-draw", "--map", "all", "--games", "2")
    assert code != 0
    one_line_error(err)

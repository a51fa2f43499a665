"""`meeple advise` and `meeple analyse` on recorded games of every game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cli_runner import meeple, one_line_error
from meeple.engine.record import save_record
from meeple.engine.registry import get_game
from meeple.sim.play import play_game


def recorded(tmp_path: Path, game_id: str, bots: list[str], options: dict[str, object] | None = None) -> Path:
    outcome = play_game(get_game(game_id), bots, 7, options=options, keep_record=True)
    assert outcome.record is not None
    return save_record(outcome.record, tmp_path / f"{game_id}.json")


def test_advise_lists_every_legal_action_best_first_with_the_exact_draw_odds(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = recorded(tmp_path, "dead-mans-draw", ["heuristic", "random"])
    code, out, _ = meeple(capsys, "advise", str(path), "--at", "20", "--json", "--simulations", "60")
    advice = json.loads(out)
    assert code == 0 and advice["move"] == 20
    assert {row["action"] for row in advice["actions"]} == {"draw", "bank"}
    visits = [row["visits"] for row in advice["actions"]]
    assert visits == sorted(visits, reverse=True) and sum(visits) == 60
    assert 0.0 <= advice["odds"]["bust"] <= 1.0 and advice["odds"]["unseen_cards"] > 0


def test_advise_draws_a_table_and_refuses_a_seat_that_does_not_decide(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = recorded(tmp_path, "dead-mans-draw", ["heuristic", "random"])
    code, out, _ = meeple(capsys, "advise", str(path), "--at", "20", "--simulations", "30")
    assert code == 0 and "bust" in out and "95% interval" in out
    code, _, err = meeple(capsys, "advise", str(path), "--at", "20", "--seat", "0", "--simulations", "30")
    assert code == 1 and "only seat(s) 1 decide" in one_line_error(err)
    code, _, err = meeple(capsys, "advise", str(path))
    assert code == 1 and "the game is over" in one_line_error(err)


@pytest.mark.parametrize("game_id,bots,options", [
    ("dead-mans-draw", ["heuristic", "random"], None),
    ("dday-dice", ["heuristic"], {"map": "exercise-tiger-practice"}),
])
def test_analyse_splits_each_result_into_the_start_the_losses_and_the_luck(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], game_id: str, bots: list[str],
        options: dict[str, object] | None) -> None:
    path = recorded(tmp_path, game_id, bots, options)
    code, out, _ = meeple(capsys, "analyse", str(path), "--seat", "0", "--json", "--simulations", "8")
    [review] = json.loads(out)
    assert code == 0 and review["decisions"]
    gave_away = sum(d["chosen_value"] - d["best_value"] for d in review["decisions"])
    assert review["result"] == pytest.approx(review["start"] + gave_away + review["total_luck"])
    assert review["total_loss"] >= 0


def test_advise_gives_each_target_of_an_aimed_dust_tactics_line_its_exact_odds(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from meeple.engine.record import load_record, replay_record

    path = recorded(tmp_path, "dust-tactics", ["heuristic", "random"])
    record = load_record(path)
    at = next(n for n in range(len(record.moves)) if replay_record(
        record.model_copy(update={"moves": record.moves[:n]})).state.aim is not None)
    code, out, _ = meeple(capsys, "advise", str(path), "--at", str(at), "--json", "--simulations", "10")
    odds = json.loads(out)["odds"]
    assert code == 0 and odds["targets"]
    for target in odds["targets"]:
        assert sum(target["removed"]) + target["tail"] == pytest.approx(1.0)

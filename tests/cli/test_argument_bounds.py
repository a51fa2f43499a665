"""Counts, seeds and names given on the command line are checked before anything is built from
them: a player count of 23 digits is one error line, not an OverflowError, and a seat name is
short printable text."""

from __future__ import annotations

import pytest

from meeple.engine.errors import OptionsError
from meeple.engine.record import SeatRecord
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from cli_runner import meeple, one_line_error

HUGE = "99999999999999999999999"


@pytest.mark.parametrize("args", [("play", "--players", HUGE), ("play", "dday-dice", "--players", "100000000"),
                                  ("simulate", "dead-mans-draw", "--players", HUGE)])
def test_a_huge_player_count_is_refused_before_any_seat_is_made(capsys, args: tuple[str, ...]) -> None:
    code, _, err = meeple(capsys, *args)
    assert code == 1 and "players, not" in one_line_error(err)


@pytest.mark.parametrize("flag, value, message", [("--workers", HUGE, "--workers must be from 1 to 64"),
                                                  ("--games", HUGE, "--games must be from 1 to 10,000,000")])
def test_simulate_bounds_its_games_and_workers_before_it_starts(capsys, flag: str, value: str, message: str) -> None:
    code, _, err = meeple(capsys, "simulate", "dead-mans-draw", flag, value)
    assert code == 1 and message in one_line_error(err)


def test_bench_runs_at_most_ten_minutes_a_measurement(capsys) -> None:
    code, _, err = meeple(capsys, "bench", "dead-mans-draw", "--seconds", "inf")
    assert code == 2 and "--seconds" in one_line_error(err)


@pytest.mark.parametrize("seed", ["-5", str(2**256)])
def test_a_seed_out_of_range_is_one_line(capsys, tmp_path, seed: str) -> None:
    code, _, err = meeple(capsys, "play", "dead-mans-draw", "--seats", "random,random", "--seed", seed,
                          "--save", str(tmp_path / "g.json"))
    assert code == 1 and "a seed is a whole number from 0 to 2**256 - 1" in one_line_error(err)
    assert not (tmp_path / "g.json").exists()


@pytest.mark.parametrize("name, problem", [("A" * 41, "at most 40 characters"), ("Ann\x1b[2J", "no control character"),
                                           ("Ann\tBob", "no control character")])
def test_a_seat_name_is_short_printable_text(capsys, name: str, problem: str) -> None:
    code, _, err = meeple(capsys, "play", "dead-mans-draw", "--seats", f"{name}=random,random")
    assert code == 1 and problem in one_line_error(err)


def test_a_session_refuses_a_seed_a_record_could_not_keep() -> None:
    seats = [SeatRecord(name="a"), SeatRecord(name="b")]
    with pytest.raises(OptionsError, match="a seed is a whole number"):
        Session(get_game("dead-mans-draw"), seats, seed=-1)


def test_a_player_count_is_checked_without_being_written_out_in_full() -> None:
    with pytest.raises(OptionsError) as caught:
        get_game("dead-mans-draw").check_player_count(10**5000)
    assert "an integer of 5001 digits" in str(caught.value)


def test_a_choice_of_five_thousand_digits_at_the_prompt_is_no_choice(capsys, tmp_path, monkeypatch, answers) -> None:
    monkeypatch.chdir(tmp_path)
    answers(["1", "9" * 5000, "quit"])
    code, out, err = meeple(capsys, "play", "dead-mans-draw", "--seats", "human,random", "--seed", "7")
    assert code == 0, err
    assert "there is no choice '99999" in out

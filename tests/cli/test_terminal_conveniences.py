"""The terminal's conveniences for a new player (issue 25): the version, the notation as a
command, unambiguous prefixes, a story without empty lines, and a record's edited luck."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from meeple.cli.play import run_play
from meeple.engine.record import GameRecord, load_record, save_record
from meeple.engine.registry import get_game
from meeple.sim.play import play_game
from cli_runner import meeple, one_line_error
from play_helpers import console, output, seat_moves


def saved(tmp_path: Path, game_id: str, bots: list[str], seed: int = 12) -> Path:
    outcome = play_game(get_game(game_id), bots, seed=seed, keep_record=True)
    assert outcome.record is not None
    return save_record(outcome.record, tmp_path / f"{game_id}.json")


def test_version_prints_the_installed_version(capsys) -> None:
    from meeple import __version__

    code, out, _ = meeple(capsys, "--version")
    assert code == 0 and out.strip() == f"meeple {__version__}"


def test_help_notation_prints_a_games_notation_and_errors_point_to_it(capsys) -> None:
    code, out, _ = meeple(capsys, "help", "notation", "dust")
    assert code == 0 and "Dust Tactics: the notation" in out and "activate hell-boys" in out
    with pytest.raises(Exception) as error:
        get_game("dust-tactics").parse_action("fly away")
    assert "`meeple help notation dust-tactics`" in str(error.value) and "docs/" not in str(error.value)
    code, _, err = meeple(capsys, "help", "notation", "chess")
    assert code == 1 and "unknown game 'chess'" in one_line_error(err)


def test_a_move_is_answered_by_the_start_of_the_only_legal_move_it_begins(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "g.json"
    answers(["1", "d", "quit"])
    run_play(con, "dead-mans-draw", "human,random", 7, None, save)
    assert seat_moves(load_record(save), 0)[1] == "draw"


def test_a_map_or_a_unit_is_named_by_an_unambiguous_start(capsys) -> None:
    _, whole, _ = meeple(capsys, "maps", "show", "omaha-beach")
    code, short, _ = meeple(capsys, "maps", "show", "omaha")
    assert code == 0 and short == whole
    code, out, _ = meeple(capsys, "units", "show", "hell")
    assert code == 0 and "(hell-boys)" in out
    code, _, err = meeple(capsys, "units", "show", "h")
    assert code == 1 and "could be more than one unit (hell-boys, " in one_line_error(err)


def test_a_spectators_story_says_who_drew_and_banked_and_has_no_empty_chance_line(capsys, tmp_path: Path) -> None:
    code, out, _ = meeple(capsys, "replay", str(saved(tmp_path, "dead-mans-draw", ["random", "heuristic"])), "--story")
    lines = out.splitlines()
    assert code == 0
    for at, line in enumerate(lines[:-1]):
        if re.match(r"move \d+, chance$", line):
            assert lines[at + 1].startswith("  "), f"an empty chance line: {line}"
    assert re.search(r"(?m)^move \d+, heuristic-2 \(seat 1\): draw$", out)
    assert re.search(r"(?m)^move \d+, \S+ \(seat \d\): bank$", out)
    assert not re.search(r"(?m)^move \d+, .*: keep ", out), "a kept trait stays hidden"


def edited(record: GameRecord, at: int) -> GameRecord:
    """``record`` with its pinned die at move ``at`` (from 1) turned to another face."""
    moves = list(record.moves)
    move = moves[at - 1]
    assert move.by == "chance" and move.action.startswith("face ")
    other = "face skull" if move.action != "face skull" else "face star"
    moves[at - 1] = move.model_copy(update={"action": other})
    return record.model_copy(update={"moves": moves})


def test_replay_says_how_many_pinned_outcomes_differ_from_the_seed_and_from_which_move(capsys, tmp_path: Path) -> None:
    path = saved(tmp_path, "dday-dice", ["heuristic"])
    code, out, _ = meeple(capsys, "replay", str(path))
    assert code == 0 and "differ" not in out
    changed = save_record(edited(edited(load_record(path), 2), 3), tmp_path / "edited.json")
    code, out, _ = meeple(capsys, "replay", str(changed))
    assert code == 0 and "2 pinned chance outcomes differ from what the record's seed draws, the first at move 2" in out
    _, story, _ = meeple(capsys, "replay", str(changed), "--story")
    assert "the first at move 2" in story


DDAY = {"map": "omaha-beach"}


def test_log_tells_the_whole_game_so_far_in_sentences(tmp_path: Path, answers) -> None:
    con = console()
    answers(["1", "draw", "log", "quit"])
    run_play(con, "dead-mans-draw", "Ann=human,random", 7, None, tmp_path / "g.json")
    told = output(con).split("The game so far", 1)[1]
    assert re.search(r"(?m)^move \d+, Ann \(seat 0\): keep \w+", told)
    assert re.search(r"(?m)^move \d+, Ann \(seat 0\): draw$", told) and "Ann draws " in told


def test_log_in_dday_dice_groups_a_roll_in_one_line(tmp_path: Path, answers) -> None:
    con = console()
    answers(["log", "quit"])
    run_play(con, "dday-dice", "Ann=human", 5, None, tmp_path / "g.json", DDAY)
    told = output(con).split("The game so far", 1)[1]
    assert "moves 1-6, chance" in told and "Ann rolls:" in told


def test_several_dice_are_locked_in_one_answer_as_successive_locks(tmp_path: Path, answers) -> None:
    save = tmp_path / "g.json"
    answers(["lock r1 w2", "quit"])
    run_play(console(), "dday-dice", "human", 5, None, save, DDAY)
    assert seat_moves(load_record(save), 0) == ["lock r1", "lock w2"]


def test_a_lock_that_cannot_follow_is_named_and_the_rest_waits(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "g.json"
    answers(["lock r1 r1", "quit"])
    run_play(con, "dday-dice", "human", 5, None, save, DDAY)
    assert seat_moves(load_record(save), 0) == ["lock r1"]
    assert "x `lock r1`: not played (it is not a legal move now)" in output(con)


def test_a_choice_numbered_anew_within_one_decision_is_said_on_the_screen(tmp_path: Path, answers) -> None:
    con = console()
    answers(["1", "quit"])
    run_play(con, "dday-dice", "human", 5, None, tmp_path / "g.json", DDAY)
    assert "The choices are numbered anew: 1 is now `lock r2` (it was `lock r1`)" in output(con)


def test_help_is_paged_in_a_short_terminal_and_wrapped_between_words(tmp_path: Path, answers) -> None:
    import io

    from rich.console import Console

    con = Console(file=io.StringIO(), width=80, height=24, force_terminal=True, color_system=None)
    answers(["help", "", "q", "quit"])
    run_play(con, "dday-dice", "human", 5, None, tmp_path / "g.json", DDAY)
    text = output(con)
    assert text.count("-- more: Enter for the next page, q to stop --") == 2
    assert "lock several, one after the other, in one answer: lock r2 w1" in " ".join(text.split())


def test_log_at_the_hand_over_prompt_tells_nothing_private(tmp_path: Path, answers) -> None:
    con = console()
    answers(["", "1", "log", "", "log", "quit"])
    run_play(con, "dead-mans-draw", "Ann=human,Bob=human", 7, None, tmp_path / "g.json")
    text = output(con)
    handover = text.split("Pass the keyboard to Bob", 1)[1].split("Bob (seat 1) to act", 1)[0]
    assert "`log` waits for your own prompt." in handover and "Ann (seat 0): keep" not in handover
    told = text.split("The game so far", 1)[1]
    assert "Bob is dealt" in told and "Ann is dealt" not in told and "Ann (seat 0): keep" not in told


def test_a_terminal_too_small_for_the_choices_says_so_in_one_line_and_pages_them(tmp_path: Path, answers) -> None:
    import io

    from rich.console import Console

    con = Console(file=io.StringIO(), width=60, height=6, force_terminal=True, color_system=None)
    answers(["", "quit"])
    run_play(con, "dday-dice", "human", 21, None, tmp_path / "g.json", DDAY)
    text = output(con)
    assert "Too small for this screen (60x6): `table` draws the table." in text
    assert "-- more: Enter for the next page, q to stop --" in text and " 6  lock b2" in text

"""Text from a record reaches the terminal as text: a seat name (or agent, or move) holding
escape sequences cannot clear the screen or move the cursor, and one holding rich markup is
shown as written (`meeple replay`, its `--story` and `--to`, `meeple play --resume`, errors)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from meeple.cli.safe_text import safe_text
from meeple.engine.core import Game
from meeple.engine.record import GameRecord, SeatRecord, save_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from cli_runner import meeple, one_line_error

#: A seat name that clears the screen and its scrollback, retitles the window, rings the bell,
#: turns the line around and asks for bold, if shown raw.
NASTY = "Ann\x1b[2J\x1b[3J\x1b]0;owned\x07\u202e[bold]x[/bold]"
NASTY_SHOWN = "Ann\\x1b[2J\\x1b[3J\\x1b]0;owned\\x07\\u202e[bold]x[/bold]"
OTHER = "Bob\r\n[red]"
OTHER_SHOWN = "Bob\\x0d\\x0a[red]"
GAMES: dict[str, dict[str, Any]] = {
    "dead-mans-draw": {},
    "dday-dice": {"map": "omaha-beach"},
    "dust-tactics": {"scenario": "reconnaissance-in-force"},
}


def played(game: Game, seats: list[SeatRecord], moves: int | None, options: dict[str, Any]) -> GameRecord:
    """A game of random choices, ``moves`` seat moves long (None: to the end)."""
    session, pick, made = Session(game, seats, 11, options), random.Random(3), 0
    while moves is None or made < moves:
        session.settle_chance()
        if session.state.is_over():
            break
        seat = session.state.current_players()[0]
        legal = session.state.legal_actions(seat)
        session.act(seat, legal[int(pick.random() * len(legal))])
        made += 1
    return session.record()


def assert_shown_as_text(out: str) -> None:
    """No control character reached the output, and the name is there written out (a table's
    narrow column may cut it short)."""
    assert "\x1b" not in out and "\x07" not in out and "\u202e" not in out and "\r" not in out
    assert "Ann\\x1b[2J" in out


def test_safe_text_writes_control_characters_out_and_leaves_other_text_alone() -> None:
    assert safe_text(NASTY) == NASTY_SHOWN
    assert safe_text(OTHER) == OTHER_SHOWN
    assert safe_text("Zoë 🏴‍☠️ [bold] a\u00a0b") == "Zoë 🏴‍☠️ [bold] a\u00a0b"
    assert safe_text("\x7f\x9b\u2028\u2066") == "\\x7f\\x9b\\u2028\\u2066"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_replay_its_story_and_its_table_show_a_seat_name_with_escapes_as_text(capsys, tmp_path: Path,
                                                                                game_id: str) -> None:
    game = get_game(game_id)
    seats = [SeatRecord(name=NASTY, agent="human"), SeatRecord(name=OTHER, agent="random")]
    path = save_record(played(game, seats, 12, GAMES[game_id]), tmp_path / "game.json")
    for args in ([], ["--story"], ["--story", "--seat", "0"], ["--to", "6", "--seat", "0"], ["--to", "6", "--seat", "1"]):
        code, out, err = meeple(capsys, "replay", str(path), *args)
        assert code == 0, err
        assert_shown_as_text(out + err)
        if not args:
            assert f"seat 0: {NASTY_SHOWN} (human)" in out and f"seat 1: {OTHER_SHOWN} (random)" in out
        if "--story" in args:
            assert f"{NASTY_SHOWN} (seat 0)" in out


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_resumed_game_shows_a_seat_name_with_escapes_as_text(capsys, tmp_path: Path, answers,
                                                                game_id: str) -> None:
    game = get_game(game_id)
    seats = [SeatRecord(name=NASTY, agent="human"), SeatRecord(name=OTHER, agent="heuristic")]
    path = save_record(played(game, seats, 8, GAMES[game_id]), tmp_path / "game.json")
    answers(["show", "help", "quit"])
    code, out, err = meeple(capsys, "play", "--resume", str(path))
    assert code == 0, err
    assert_shown_as_text(out + err)
    assert f"Resumed {game.name}" in out and f"{NASTY_SHOWN} (human), {OTHER_SHOWN} (heuristic)" in out
    assert f"{NASTY_SHOWN} (seat 0) to act" in out and f"{NASTY_SHOWN}> " in out


@pytest.mark.parametrize("game_id", ["dead-mans-draw", "dday-dice"])
def test_the_end_of_a_game_shows_names_and_agents_from_the_record_as_text(capsys, tmp_path: Path,
                                                                          game_id: str) -> None:
    game = get_game(game_id)
    seats = [SeatRecord(name=NASTY, agent="random\x1b[5m[blink]"), SeatRecord(name=OTHER, agent="random")]
    record = played(game, seats, None, GAMES[game_id])
    path = save_record(record, tmp_path / "game.json")
    code, out, err = meeple(capsys, "replay", str(path), "--story")
    assert code == 0, err
    assert_shown_as_text(out)
    assert "random\\x1b[5m[b" in out.split("Final result")[-1]  # cut by the column, but as written


def test_a_replay_error_quoting_the_record_shows_its_escapes_as_text(capsys, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"game": "dead-mans-draw", "rules_version": "\\u001b[2J[bold]0", "seats": [{"name": "A"}, '
                    '{"name": "B"}], "seed": 1}')
    code, _, err = meeple(capsys, "replay", str(path))
    line = one_line_error(err)
    assert code == 1 and "\x1b" not in err and "rules version \\x1b[2J[bold]0" in line


@pytest.mark.parametrize("args", [("scenarios", "validate"), ("scenarios", "show"), ("army", "check"),
                                  ("play", "dust-tactics", "--scenario")])
def test_a_data_file_whose_text_holds_an_escape_is_refused_on_one_line(capsys, tmp_path: Path,
                                                                        args: tuple[str, ...]) -> None:
    source = Path(__file__).resolve().parents[2] / "src/meeple/games/dust_tactics/data/scenarios/bridgehead.toml"
    if args[0] == "army":
        source = Path(__file__).resolve().parents[2] / "docs/examples/dust-tactics-army-allies.toml"
    path = tmp_path / "mine.toml"
    path.write_text(source.read_text().replace('name = "', 'name = "\\u001b[2J', 1))
    code, _, err = meeple(capsys, *args, str(path))
    assert code == 1 and "\x1b" not in err
    assert f"{path}: a text holds the control character U+001B" in one_line_error(err)

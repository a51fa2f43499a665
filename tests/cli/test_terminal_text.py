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


def test_safe_text_writes_control_characters_out_and_leaves_other_text_alone() -> None:
    assert safe_text(NASTY) == NASTY_SHOWN
    assert safe_text(OTHER) == OTHER_SHOWN
    assert safe_text("Zoë 🏴‍☠️ [bold] a\u00a0b") == "Zoë 🏴‍☠️ [bold] a\u00a0b"
    assert safe_text("\x7f\x9b\u2028\u2066") == "\\x7f\\x9b\\u2028\\u2066"


#: A seat name a record may hold (short printable text) that asks for rich markup if read as
#: markup; names holding control characters are refused by the record itself (below).
MARKUP = "Ann [bold]x[/bold] [red]"
MARKUP_OTHER = "Bob [link=x]y[/link]"


def assert_markup_shown_as_written(out: str) -> None:
    """No control character reached the output, and the markup is there as written."""
    assert "\x1b" not in out and "\x07" not in out
    assert "Ann [bold]x[/bold]" in out


@pytest.mark.parametrize("game_id", list(GAMES))
def test_replay_its_story_and_its_table_show_a_seat_name_with_markup_as_written(capsys, tmp_path: Path,
                                                                                 game_id: str) -> None:
    game = get_game(game_id)
    seats = [SeatRecord(name=MARKUP, agent="human"), SeatRecord(name=MARKUP_OTHER, agent="random")]
    path = save_record(played(game, seats, 12, GAMES[game_id]), tmp_path / "game.json")
    for args in ([], ["--story"], ["--story", "--seat", "0"], ["--to", "6", "--seat", "0"], ["--to", "6", "--seat", "1"]):
        code, out, err = meeple(capsys, "replay", str(path), *args)
        assert code == 0, err
        assert_markup_shown_as_written(out + err)
        if not args:
            assert f"seat 0: {MARKUP} (human)" in out and f"seat 1: {MARKUP_OTHER} (random)" in out
        if "--story" in args:
            assert f"{MARKUP} (seat 0)" in out


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_resumed_game_shows_a_seat_name_with_markup_as_written(capsys, tmp_path: Path, answers,
                                                                  game_id: str) -> None:
    game = get_game(game_id)
    seats = [SeatRecord(name=MARKUP, agent="human"), SeatRecord(name=MARKUP_OTHER, agent="heuristic")]
    path = save_record(played(game, seats, 8, GAMES[game_id]), tmp_path / "game.json")
    answers(["show", "help", "quit"])
    code, out, err = meeple(capsys, "play", "--resume", str(path))
    assert code == 0, err
    assert_markup_shown_as_written(out + err)
    assert f"Resumed {game.name}" in out and f"{MARKUP} (human), {MARKUP_OTHER} (heuristic)" in out
    assert f"{MARKUP} (seat 0) to act" in out and f"{MARKUP}> " in out


@pytest.mark.parametrize("command", [("replay",), ("replay", "--story"), ("play", "--resume")])
def test_a_record_whose_seat_name_holds_escapes_is_refused_on_one_line_shown_as_text(
        capsys, tmp_path: Path, command: tuple[str, ...]) -> None:
    game = get_game("dead-mans-draw")
    seats = [SeatRecord(name="Ann", agent="human"), SeatRecord(name="Bob", agent="random")]
    text = played(game, seats, 4, {}).to_json_text().replace('"Ann"', '"Ann\\u001b[2J\\u0007[bold]"')
    path = tmp_path / "game.json"
    path.write_text(text)
    code, _, err = meeple(capsys, command[0], *command[1:], str(path))
    assert code == 1 and "\x1b" not in err and "\x07" not in err
    assert "seats.0.name" in one_line_error(err) and "control character" in one_line_error(err)


def test_a_replay_error_quoting_the_record_shows_its_escapes_as_text(capsys, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text('{"game": "dead-mans-draw", "rules_version": "\\u001b[2J[bold]0", "seats": [{"name": "A"}, '
                    '{"name": "B"}], "seed": 1}')
    code, _, err = meeple(capsys, "replay", str(path))
    line = one_line_error(err)
    assert code == 1 and "\x1b" not in err and "rules_version" in line and "control character" in line


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

"""Game options never make the game read a file; a person's own command line may.

The problem this guards against: Dust Tactics' options `scenario`, `allies_army` and
`axis_army` took any path, inside a record too, and the game read it: `/dev/zero` exhausted
the memory, a FIFO hung for ever, and the error told whether a file existed and quoted what
was in it. Now a record or the network gives an id or the content itself; a path is read only
when a person names it on `meeple play`, `simulate` or `bench`, bounded, and the record keeps
its content.
"""

from __future__ import annotations

import json
import os
import shutil
import threading
import time
import tomllib
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Iterator

import pytest

from meeple.engine.errors import excerpt
from meeple.engine.errors import OptionsError, RecordError
from meeple.engine.option_content import MAX_CONTENT_BYTES, MAX_CONTENT_DEPTH
from meeple.engine.record import load_record, parse_record, replay_record
from meeple.engine.registry import get_game
from cli_runner import meeple, one_line_error

DT = "dust-tactics"
EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
ALLIES = EXAMPLES / "dust-tactics-army-allies.toml"
AXIS = EXAMPLES / "dust-tactics-army-axis.toml"
#: A TOML file a player would not want quoted to anyone.
SECRET = 'password = "hunter2"\n'


@contextmanager
def watched_fifo(path: Path) -> Iterator[threading.Event]:
    """A FIFO at ``path``, and an event set if anything opens it for reading meanwhile. A reader
    waiting on it is let go at once (a writer opens and closes it), so that a game reading it
    fails the test instead of hanging it."""
    os.mkfifo(path)
    opened, stop = threading.Event(), threading.Event()

    def watch() -> None:
        while not stop.is_set():
            try:
                handle = os.open(path, os.O_WRONLY | os.O_NONBLOCK)
            except OSError:  # no reader
                time.sleep(0.005)
                continue
            opened.set()
            os.close(handle)

    watcher = threading.Thread(target=watch, daemon=True)
    watcher.start()
    try:
        yield opened
    finally:
        stop.set()
        watcher.join()


def record_text(game: str, options: dict[str, Any]) -> str:
    return json.dumps({"game": game, "options": options, "seats": [{"name": "A"}, {"name": "B"}], "seed": 1})


def refusal(game: str, options: dict[str, Any]) -> str:
    """The one-line error replaying a record with these options gives."""
    with pytest.raises(RecordError) as info:
        replay_record(parse_record(record_text(game, options)))
    return str(info.value)


# ---------------------------------------------------------------- from a record: no file read
@pytest.mark.parametrize("option", ["scenario", "allies_army", "axis_army"])
def test_a_record_naming_an_existing_file_gets_the_same_answer_as_for_a_missing_one(tmp_path: Path, monkeypatch,
                                                                                    option: str) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "secret.toml").write_text(SECRET)
    there, absent = refusal(DT, {option: "secret.toml"}), refusal(DT, {option: "absent.toml"})
    assert there.replace("secret", "absent") == absent, "the answer does not tell whether the file exists"
    assert "hunter2" not in there and "password" not in there
    assert there.startswith(f"record options: {option}: ")


def test_a_record_naming_a_fifo_never_opens_it(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.toml"
    with watched_fifo(fifo) as opened:
        for option in ("scenario", "allies_army", "axis_army"):
            assert refusal(DT, {option: str(fifo)}).startswith(f"record options: {option}: ")
    assert not opened.is_set(), "the game opened a FIFO a record named"


@pytest.mark.parametrize("option", ["scenario", "allies_army", "axis_army"])
def test_a_record_naming_dev_zero_is_refused_without_reading_it(option: str) -> None:
    message = refusal(DT, {option: "/dev/zero"})
    assert "'/dev/zero'" in message and ("is not an army" in message or "unknown scenario" in message)


def test_d_day_dice_s_map_is_an_id_never_a_file(tmp_path: Path) -> None:
    fifo = tmp_path / "map.toml"
    omaha = Path(__file__).resolve().parents[2] / "src/meeple/games/dday_dice/data/maps/omaha-beach.toml"
    with watched_fifo(fifo) as opened:
        for path in (str(fifo), "/dev/zero", str(omaha)):
            assert f"unknown map {excerpt(path)}" in refusal("dday-dice", {"map": path})
    assert not opened.is_set()


# ---------------------------------------------------------------- content: data, checked
def test_content_options_take_the_data_a_file_of_their_kind_parses_to() -> None:
    state = get_game(DT).new_game(2, {"allies_army": tomllib.loads(ALLIES.read_text()),
                                       "axis_army": {"faction": "axis", "unit": [{"id": "hans"}, {"id": "lara"}]}})
    assert state.joined == {"rhino": "the-hammers"}
    assert sorted(u for u, s in state.seat_of.items() if s == 1) == ["hans", "lara"]


@pytest.mark.parametrize("value, problem", [
    ({"faction": "allies", "name": "a\x1b[2Jb"}, "a text holds the control character U+001B"),
    ({"faction": "allies", "name": "a\u202eb"}, "a text holds the control character U+202E"),
    ({"faction": "allies", "name": "x" * MAX_CONTENT_BYTES}, "larger than 64 KiB"),
    ({"faction": "allies", "unit": [[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]}, f"nested more than {MAX_CONTENT_DEPTH} deep"),
    ({"faction": "allies", "points": float("nan")}, "a number is not finite"),
])
def test_content_beyond_the_bounds_is_refused_on_one_line(value: dict[str, Any], problem: str) -> None:
    with pytest.raises(OptionsError) as info:
        get_game(DT).check_options(2, {"allies_army": value})
    assert str(info.value) == f"dust-tactics: option allies_army: the content given is refused: {problem}"


def test_content_that_is_no_army_is_refused_as_an_army_file_would_be() -> None:
    with pytest.raises(OptionsError, match=r"^axis_army: unit tiger: id: unknown unit 'tiger'"):
        get_game(DT).new_game(2, {"axis_army": {"faction": "axis", "unit": [{"id": "tiger"}]}})
    with pytest.raises(OptionsError, match=r"must be an id or the content itself \(a table\), not list"):
        get_game(DT).new_game(2, {"axis_army": ["hans"]})


# ---------------------------------------------------------------- the command line reads, bounded
@pytest.mark.parametrize("args", [
    ("--option", "allies_army=/dev/zero"),
    ("--scenario", "/dev/zero"),
])
def test_the_command_line_refuses_a_device_without_reading_it(capsys, args: tuple[str, ...]) -> None:
    code, _, err = meeple(capsys, "play", DT, *args)
    assert code == 1 and "/dev/zero: cannot read " in one_line_error(err) and "file (not a regular file)" in err


@pytest.mark.parametrize("args", [("maps", "validate"), ("scenarios", "validate"), ("units", "validate"),
                                  ("army", "check"), ("scenarios", "show")])
def test_every_data_file_a_command_reads_is_bounded_too(capsys, args: tuple[str, ...]) -> None:
    code, _, err = meeple(capsys, *args, "/dev/zero")
    assert code == 1 and "/dev/zero: cannot read " in one_line_error(err) and "file (not a regular file)" in err


def test_the_command_line_refuses_a_fifo_without_waiting_for_a_writer(capsys, tmp_path: Path) -> None:
    fifo = tmp_path / "army.toml"
    os.mkfifo(fifo)
    code, _, err = meeple(capsys, "simulate", DT, "--games", "1", "--option", f"axis_army={fifo}")
    assert code == 1 and f"axis_army: {fifo}: cannot read army file (not a regular file)" in one_line_error(err)


def test_the_command_line_reads_at_most_64_kib(capsys, tmp_path: Path) -> None:
    big = tmp_path / "big.toml"
    big.write_text(ALLIES.read_text() + "#" * MAX_CONTENT_BYTES)
    code, _, err = meeple(capsys, "play", DT, "--option", f"allies_army={big}")
    assert code == 1 and f"allies_army: {big}: army file larger than 64 KiB" in one_line_error(err)


def test_a_file_that_is_not_toml_is_named_without_its_contents(capsys, tmp_path: Path) -> None:
    path = tmp_path / "notes.toml"
    path.write_text("my password is hunter2\n")
    code, _, err = meeple(capsys, "play", DT, "--scenario", str(path))
    line = one_line_error(err)
    assert code == 1 and f"scenario: {path}: not valid TOML (" in line and "hunter2" not in line


def test_a_game_played_with_files_replays_and_resumes_without_them(capsys, tmp_path: Path, monkeypatch,
                                                                    answers) -> None:
    """The record holds the scenario and the armies themselves: the files may go."""
    made, elsewhere = tmp_path / "made", tmp_path / "elsewhere"
    made.mkdir()
    elsewhere.mkdir()
    monkeypatch.chdir(made)
    shutil.copy(ALLIES, "allies.toml")
    shutil.copy(AXIS, "axis.toml")
    answers(["quit"])
    code, _, err = meeple(capsys, "play", DT, "--seats", "human,heuristic", "--option", "allies_army=allies.toml",
                          "--option", "axis_army=axis.toml", "--save", str(tmp_path / "g.json"))
    assert code == 0, err
    record = load_record(tmp_path / "g.json")
    assert record.options["allies_army"] == tomllib.loads(ALLIES.read_text())
    assert record.options["axis_army"] == tomllib.loads(AXIS.read_text())
    assert record.options["scenario"] == "reconnaissance-in-force"
    shutil.rmtree(made)
    monkeypatch.chdir(elsewhere)
    code, out, err = meeple(capsys, "replay", str(tmp_path / "g.json"))
    assert code == 0, err
    answers(["quit"])
    code, out, err = meeple(capsys, "play", "--resume", str(tmp_path / "g.json"))
    assert code == 0 and "Resumed Dust Tactics" in out, err
    state = replay_record(record).state
    assert state.joined == {"rhino": "the-hammers", "lara": "heavy-laser-grenadiers"}, "as the files said"


def test_a_scenario_file_on_the_command_line_is_played_and_kept_in_the_record(capsys, tmp_path: Path,
                                                                               answers) -> None:
    source = Path(__file__).resolve().parents[2] / "src/meeple/games/dust_tactics/data/scenarios/bridgehead.toml"
    mine = tmp_path / "my-bridge.toml"
    mine.write_text(source.read_text().replace('id = "bridgehead"', 'id = "my-bridge"'))
    answers(["quit"])
    code, _, err = meeple(capsys, "play", DT, "--scenario", str(mine), "--save", str(tmp_path / "g.json"))
    assert code == 0, err
    record = load_record(tmp_path / "g.json")
    assert record.options["scenario"]["id"] == "my-bridge"
    mine.unlink()
    assert replay_record(record).state.scenario.id == "my-bridge"

"""`meeple play` never loses a saved game: a new game never overwrites one, a save path that
cannot be written is refused before play, and a save that fails later keeps the game (the
player stays in it, or the record goes to a temporary file)."""

from __future__ import annotations

import hashlib
import io
import shutil
import tempfile
from pathlib import Path

import pytest
from rich.console import Console

from meeple.cli import play as play_module
from meeple.cli import save_files
from meeple.cli.play import run_play
from meeple.engine.errors import RecordError
from meeple.engine.record import load_record, replay_record
from cli_runner import meeple, one_line_error

GAME = "dead-mans-draw"


def console() -> Console:
    return Console(file=io.StringIO(), width=200, force_terminal=False, color_system=None)


def output(con: Console) -> str:
    return con.file.getvalue()  # type: ignore[attr-defined]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def in_tmp(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Run in an empty folder, where the default save file is written."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.fixture
def temp_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The system's temporary directory, for fallback saves, is a fresh folder."""
    folder = tmp_path / "system-tmp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


def break_folder(folder: Path) -> None:
    """Make ``folder`` unwritable even for root: it becomes a file."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.write_text("not a folder")


# ------------------------------------------------------------------ finding 1: no overwrite
def test_a_new_game_without_save_never_overwrites_the_default_save(capsys, in_tmp: Path, answers) -> None:
    answers(["1", "quit"])
    code, _, err = meeple(capsys, "play", GAME, "--seed", "7")
    assert code == 0, err
    first = digest(in_tmp / "meeple-save.json")
    answers(["quit"])
    code, out, err = meeple(capsys, "play", GAME, "--seed", "8")
    assert code == 0, err
    assert "meeple-save.json holds another game: this game saves to meeple-save-2.json" in out
    assert digest(in_tmp / "meeple-save.json") == first
    assert load_record(in_tmp / "meeple-save-2.json").seed == 8
    answers([])
    code, out, _ = meeple(capsys, "play", GAME, "--seed", "9")
    assert "this game saves to meeple-save-3.json" in out and load_record(in_tmp / "meeple-save-3.json").seed == 9


def test_an_explicit_save_that_exists_is_refused_before_play_and_left_intact(capsys, in_tmp: Path, answers) -> None:
    answers(["quit"])
    meeple(capsys, "play", GAME, "--seed", "7", "--save", "mine.json")
    before = digest(in_tmp / "mine.json")
    answers(["1", "quit"])
    code, out, err = meeple(capsys, "play", GAME, "--seed", "8", "--save", "mine.json")
    line = one_line_error(err)
    assert code == 1 and "--save mine.json already exists" in line
    assert "--resume mine.json" in line and "choose another --save" in line
    assert "to act" not in out and digest(in_tmp / "mine.json") == before


def test_resuming_without_save_writes_back_and_an_explicit_save_writes_a_branch_copy(
    capsys, in_tmp: Path, answers
) -> None:
    answers(["1", "quit"])
    meeple(capsys, "play", GAME, "--seed", "7", "--save", "a.json")
    moves = len(load_record(in_tmp / "a.json").moves)
    answers(["draw", "quit"])
    code, out, err = meeple(capsys, "play", "--resume", "a.json", "--save", "meeple-save.json")
    assert code == 0, err
    assert len(load_record(in_tmp / "a.json").moves) == moves  # the resumed file is untouched
    assert len(load_record(in_tmp / "meeple-save.json").moves) > moves
    answers(["draw", "quit"])
    code, _, err = meeple(capsys, "play", "--resume", "a.json")
    assert code == 0, err
    assert len(load_record(in_tmp / "a.json").moves) > moves


def test_resuming_into_another_existing_file_is_refused(capsys, in_tmp: Path, answers) -> None:
    for name in ("a.json", "b.json"):
        answers(["quit"])
        meeple(capsys, "play", GAME, "--seed", "7", "--save", name)
    before = digest(in_tmp / "b.json")
    code, _, err = meeple(capsys, "play", "--resume", "a.json", "--save", "b.json")
    assert code == 1 and "--save b.json already exists" in one_line_error(err)
    assert digest(in_tmp / "b.json") == before


# ------------------------------------------------------------------ finding 2: failed saves
@pytest.mark.parametrize("target", ["folder", "/proc/no-such/x.json", "file/x.json"])
def test_a_save_path_that_cannot_be_written_is_refused_before_play(capsys, in_tmp: Path, target: str) -> None:
    (in_tmp / "folder").mkdir()
    (in_tmp / "file").write_text("a file, not a folder")
    code, out, err = meeple(capsys, "play", GAME, "--seed", "3", "--save", target)
    line = one_line_error(err)
    assert code == 1 and f"cannot save the game to {target}" in line and "choose another --save" in line
    assert "to act" not in out


def test_a_quit_whose_save_fails_stays_in_the_game_and_save_path_rescues_it(tmp_path: Path, answers) -> None:
    con, save, other = console(), tmp_path / "d" / "game.json", tmp_path / "other.json"
    save.parent.mkdir()
    answers(["1", lambda: break_folder(tmp_path / "d") or "quit", f"save {other}", "quit"])
    run_play(con, GAME, "human,random", 11, None, save)
    text = output(con)
    assert "x could not save" in text and "You are still in the game" in text
    assert f"Game saved to {other}" in text and f"meeple play --resume {other}" in text
    record = load_record(other)
    assert len([m for m in record.moves if m.by == 0]) == 1


def test_save_path_refuses_an_existing_file_and_keeps_it(tmp_path: Path, answers) -> None:
    con, save, taken = console(), tmp_path / "game.json", tmp_path / "taken.json"
    taken.write_text("my notes")
    answers([f"save {taken}", "quit"])
    run_play(con, GAME, "human,random", 11, None, save)
    assert f"x cannot save to {taken}: it exists" in output(con)
    assert taken.read_text() == "my notes" and load_record(save).seed == 11


def test_the_end_of_input_with_a_failed_save_writes_a_temporary_file(tmp_path: Path, temp_dir: Path, answers) -> None:
    con, save = console(), tmp_path / "d" / "game.json"
    save.parent.mkdir()
    answers(["1", lambda: break_folder(tmp_path / "d") or "draw"])
    run_play(con, GAME, "human,random", 11, None, save)
    text = output(con)
    [fallback] = list(temp_dir.glob("meeple-save-*.json"))
    assert "x could not save" in text and f"The game is saved to {fallback} instead" in text
    assert f"meeple play --resume {fallback}" in text
    assert len([m for m in load_record(fallback).moves if m.by == 0]) == 2


def test_the_end_of_a_game_with_a_failed_save_writes_a_temporary_file(tmp_path: Path, temp_dir: Path, answers) -> None:
    con, save = console(), tmp_path / "d" / "game.json"
    save.parent.mkdir()
    answers([lambda: break_folder(tmp_path / "d") or "1", *["1"] * 3000])
    run_play(con, GAME, "human,random", 11, None, save)
    [fallback] = list(temp_dir.glob("meeple-save-*.json"))
    assert f"Game record saved to {fallback}" in output(con)
    assert replay_record(load_record(fallback)).state.is_over()


def test_a_game_saved_nowhere_exits_non_zero_with_one_line(
    capsys, in_tmp: Path, monkeypatch: pytest.MonkeyPatch, answers
) -> None:
    def refuse(record: object, path: object) -> Path:
        raise RecordError(f"cannot write record {path}: No space left on device")

    def disk_full() -> str:  # every write fails: the save file's and the temporary file's
        monkeypatch.setattr(play_module, "save_record", refuse)
        monkeypatch.setattr(save_files, "save_record", refuse)
        return "draw"

    answers(["1", disk_full])
    code, _, err = meeple(capsys, "play", GAME, "--seed", "11", "--save", "g.json")
    line = one_line_error(err)
    assert code == 1 and "could not be saved to g.json, nor to a temporary file" in line


def test_an_unexpected_error_saves_the_moves_before_it_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, answers) -> None:
    con, save = console(), tmp_path / "game.json"

    def crash(self: object, text: str, legal: object, obs: object = None) -> object:
        raise RuntimeError("a bug")

    answers(["1", lambda: monkeypatch.setattr(play_module.TerminalGame, "resolve", crash) or "draw"])
    with pytest.raises(RuntimeError, match="a bug"):
        run_play(con, GAME, "human,random", 11, None, save)
    assert "an unexpected error stopped the game; the moves so far are saved to" in output(con)
    assert len([m for m in load_record(save).moves if m.by == 0]) == 1


def test_help_names_the_save_file_and_save_path(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers(["help", "quit"])
    run_play(con, GAME, "human,random", 11, None, save)
    text = output(con)
    assert f"write the game record to {save}" in text and "save PATH" in text


# ------------------------------------------------------------------ finding 3: Unicode digits
def test_a_unicode_digit_answer_is_not_a_choice_and_re_prompts(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers(["1", "²", "sword ² chest", "draw"])
    run_play(con, GAME, "human,random", 7, None, save)
    text = output(con)
    assert "unknown action '²'" in text and "'²' is not a seat number" in text
    assert [m.action for m in load_record(save).moves if m.by == 0][1] == "draw"

"""`meeple play dday-dice --map FILE`: a player's own map, checked as `meeple maps validate`
checks it; the record keeps the map itself, so it replays without the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from meeple.engine.record import load_record, replay_record
from meeple.games.dday_dice.maps import maps_dir
from cli_runner import meeple, one_line_error


@pytest.fixture
def my_map(tmp_path: Path) -> Path:
    """Omaha Beach transcribed by a player, under another name."""
    text = (maps_dir() / "omaha-beach.toml").read_text(encoding="utf-8")
    path = tmp_path / "my-omaha.toml"
    path.write_text(text.replace('name = "Omaha Beach"', 'name = "My Omaha"', 1), encoding="utf-8")
    return path


def test_a_game_on_a_players_map_file_is_drawn_saved_and_replayed_without_the_file(
        capsys, tmp_path: Path, my_map: Path, answers) -> None:
    answers(["lock r1", "quit"])
    save = tmp_path / "game.json"
    code, out, err = meeple(capsys, "play", "dday-dice", "--map", str(my_map), "--seed", "5", "--save", str(save))
    assert code == 0, err
    assert "My Omaha" in out
    my_map.unlink()
    record = load_record(save)
    assert isinstance(record.options["map"], dict) and record.options["map"]["name"] == "My Omaha"
    assert [m.action for m in record.moves if m.by == 0] == ["lock r1"]
    assert replay_record(record).state.observation(0)["map"].startswith("omaha-beach-given-")


def test_a_bad_map_file_is_refused_before_play_as_maps_validate_words_it(capsys, tmp_path: Path, my_map: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(my_map.read_text(encoding="utf-8").replace("def = [2, 3, 4]", "def = [2, 3, 4, 5]", 1),
                   encoding="utf-8")
    _, _, validated = meeple(capsys, "maps", "validate", str(bad))
    code, out, err = meeple(capsys, "play", "dday-dice", "--map", str(bad), "--save", str(tmp_path / "g.json"))
    problem = one_line_error(validated).split(f"{bad}: ", 1)[1]
    assert code == 1 and problem in one_line_error(err) and "to act" not in out

"""`meeple play dust-tactics --units FILE`: a player's own unit cards, checked as `meeple units
validate` checks them; the record keeps the cards, so it replays without the file (DT-139)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from meeple.engine.record import load_record, replay_record
from cli_runner import meeple, one_line_error

EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "dust-tactics-units.toml"


@pytest.fixture
def my_units(tmp_path: Path) -> Path:
    """The example units file: Rhino with 6 hit points, the Hell Boys' Shotgun 4/1 against armour 2."""
    path = tmp_path / "my-units.toml"
    shutil.copyfile(EXAMPLE, path)
    return path


def test_a_game_with_a_players_units_file_shows_its_cards_and_replays_without_the_file(
        capsys, tmp_path: Path, my_units: Path, answers) -> None:
    answers(["card rhino", "quit"])
    save = tmp_path / "game.json"
    code, out, err = meeple(capsys, "play", "dust-tactics", "--units", str(my_units), "--seed", "3", "--save", str(save))
    assert code == 0, err
    card = out.split("Rhino  Allies hero", 1)[1]
    assert card.splitlines()[1].startswith("Move 2   Armour 3 (infantry)   6 HP   22 AP")  # no † left
    assert "reconstructed: 0 marks on this card" in card
    my_units.unlink()
    record = load_record(save)
    assert record.options["units"]["unit"][1]["hit_points"] == 6
    assert replay_record(record).state.units["rhino"].hit_points == 6
    code, out, err = meeple(capsys, "replay", str(save), "--story")
    assert code == 0, err


def test_the_packaged_card_is_shown_without_the_option(capsys, tmp_path: Path, answers) -> None:
    answers(["card rhino", "quit"])
    code, out, err = meeple(capsys, "play", "dust-tactics", "--seed", "3", "--save", str(tmp_path / "g.json"))
    assert code == 0, err
    assert "4 HP†" in out.split("Rhino  Allies hero", 1)[1].splitlines()[1]


def test_a_bad_units_file_is_refused_before_play_as_units_validate_words_it(
        capsys, tmp_path: Path, my_units: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(my_units.read_text(encoding="utf-8").replace("hit_points = 6", "hit_points = 60", 1), encoding="utf-8")
    _, _, validated = meeple(capsys, "units", "validate", str(bad))
    code, out, err = meeple(capsys, "play", "dust-tactics", "--units", str(bad), "--save", str(tmp_path / "g.json"))
    problem = one_line_error(validated).split(f"{bad}: ", 1)[1]
    assert code == 1 and problem in one_line_error(err) and "to act" not in out


def test_a_card_of_a_new_id_is_refused_before_play_on_one_line(capsys, tmp_path: Path, my_units: Path) -> None:
    new = tmp_path / "new.toml"
    new.write_text(my_units.read_text(encoding="utf-8").replace('id = "rhino"', 'id = "big-rhino"', 1), encoding="utf-8")
    code, out, err = meeple(capsys, "play", "dust-tactics", "--units", str(new), "--save", str(tmp_path / "g.json"))
    assert code == 1 and "unit big-rhino: id: a game plays the packaged cards' ids only" in one_line_error(err)


def test_units_is_refused_for_a_game_without_unit_cards(capsys, my_units: Path) -> None:
    code, _, err = meeple(capsys, "play", "dead-mans-draw", "--units", str(my_units))
    assert code == 1 and "--units: dead-mans-draw has no units option" in one_line_error(err)


def test_the_play_help_tells_of_the_units_flag(capsys) -> None:
    code, out, _ = meeple(capsys, "play", "--help")
    assert code == 0 and "--units" in out and "units validate" in " ".join(out.split())


def test_army_check_with_units_combines_the_files_cards_with_the_packaged_ones(capsys, tmp_path: Path,
                                                                              my_units: Path) -> None:
    """DT-139: the file's Rhino (6 HP) replaces the packaged one; The Hammers stay packaged."""
    army = tmp_path / "army.toml"
    army.write_text('faction = "allies"\nscenario = "bridgehead"\n\n[[unit]]\nid = "the-hammers"\n\n'
                    '[[unit]]\nid = "rhino"\njoins = "the-hammers"\n', encoding="utf-8")
    code, out, err = meeple(capsys, "army", "check", str(army), "--units", str(my_units))
    assert code == 0, err
    assert "valid:" in out and "total 52 AP of 110" in out

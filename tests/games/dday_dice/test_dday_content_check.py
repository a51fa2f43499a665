"""`meeple data check dday-dice [--dir DIR]`: every content data file of D-Day Dice -- the
cards, their second-edition kinds, the battle maps and the joined maps -- is validated, the
packaged ones or a user's copies; a broken file is named on one line and nothing is changed."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from meeple.engine.errors import ContentError
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.content_check import check_content
from meeple.games.dday_dice.joined_maps import joined_dir
from meeple.games.dday_dice.maps import load_map, load_map_file, map_ids, maps_dir
from cli_runner import meeple

DATA = maps_dir().parent


def test_the_packaged_data_files_are_all_checked() -> None:
    summary = check_content()
    assert summary.startswith(f"{len(load_cards().cards)} cards, ")
    assert f"{len(list(maps_dir().glob('*.toml')))} maps" in summary
    assert f"{len(list(joined_dir().glob('*.toml')))} joined map" in summary


def test_the_command_line_checks_a_users_copy_of_a_map(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "maps").mkdir()
    shutil.copy(maps_dir() / "utah-beach.toml", tmp_path / "maps")
    code, out, err = meeple(capsys, "data", "check", "dday-dice", "--dir", str(tmp_path))
    assert code == 0, err
    assert "1 map," in " ".join(out.split()) and "from" in out


def test_a_broken_card_file_is_named_on_one_line_and_left_as_it_was(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = (DATA / "cards.toml").read_text(encoding="utf-8")
    broken = text.replace("[[card]]", "[[cards]]", 1)
    (tmp_path / "cards.toml").write_text(broken, encoding="utf-8")
    code, _, err = meeple(capsys, "data", "check", "dday-dice", "--dir", str(tmp_path))
    lines = [line for line in err.splitlines() if line.strip()]
    assert code == 1 and len(lines) == 1 and "cards.toml" in err and "cards" in err
    assert (tmp_path / "cards.toml").read_text(encoding="utf-8") == broken


def test_second_edition_kinds_are_checked_against_the_users_cards(tmp_path: Path) -> None:
    """edition2.toml names each first-edition specialist's kind (DDE-8): a specialist the
    user's cards.toml does not have is refused."""
    text = (DATA / "edition2.toml").read_text(encoding="utf-8")
    (tmp_path / "edition2.toml").write_text(text.replace('"medic"', '"medicine-man"', 1), encoding="utf-8")
    with pytest.raises(ContentError, match="medicine-man"):
        check_content(tmp_path)


def test_a_joined_map_must_join_known_maps(tmp_path: Path) -> None:
    (tmp_path / "joined").mkdir()
    text = (joined_dir() / "silence-the-guns.toml").read_text(encoding="utf-8")
    (tmp_path / "joined" / "silence-the-guns.toml").write_text(
        text.replace('"sword-beach"', '"dover-beach"', 1), encoding="utf-8")
    with pytest.raises(ContentError, match="'dover-beach' is not a map"):
        check_content(tmp_path)


def test_a_folder_without_data_files_or_no_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match="no D-Day Dice data files"):
        check_content(tmp_path)
    with pytest.raises(ContentError, match="not a folder"):
        check_content(tmp_path / "nowhere")


def test_an_unknown_map_lists_the_joined_maps_too() -> None:
    with pytest.raises(ContentError, match="two maps joined: silence-the-guns"):
        load_map("dover-beach")


def test_board_from_a_map_that_is_nowhere_names_the_users_file(tmp_path: Path) -> None:
    form = next(m for m in map_ids() if load_map(m).board_from)
    text = (maps_dir() / f"{form}.toml").read_text(encoding="utf-8")
    path = tmp_path / f"{form}.toml"
    path.write_text(text.replace(f'board_from = "{load_map(form).board_from}"', 'board_from = "dover-beach"'),
                    encoding="utf-8")
    with pytest.raises(ContentError, match=rf"{form}.toml: board_from: no map 'dover-beach'"):
        load_map_file(path)

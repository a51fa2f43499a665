"""A data file is read within bounds: deeply nested lists, an integer of thousands of digits,
``inf``, a file over 1 MiB or a name too long for the system give one short ContentError, from
the engine's reader and from every game's loaders."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from meeple.engine.data_files import read_toml
from meeple.engine.errors import ContentError
from meeple.engine.limits import MAX_DATA_FILE_BYTES
from meeple.engine.registry import get_game
from meeple.games.dday_dice.edition_cards import read_edition2_cards
from meeple.games.dday_dice.maps import load_map_file
from meeple.games.dust_tactics.army import check_army, load_army_file
from meeple.games.dust_tactics.scenarios import load_scenario
from meeple.games.dust_tactics.units import load_units_file

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"


def dday_data(name: str) -> str:
    return (resources.files("meeple.games.dday_dice") / "data" / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("text, problem", [
    ("a = " + "[" * 5000 + "]" * 5000, "nested too deeply"),
    ("a = " + "[" * 20 + "]" * 20, "nested more than 16 levels deep"),
    ("a = " + "9" * 5000, "a number too long"),
    ("a = " + "9" * 30, "a: the integer is out of bounds"),
    ("a = {b = [1, -inf]}", r"a\.b\[1\]: -inf is not a finite number"),
    ("a = nan", "a: nan is not a finite number"),
])
def test_a_value_out_of_bounds_is_one_content_error(tmp_path: Path, text: str, problem: str) -> None:
    path = tmp_path / "x.toml"
    path.write_text(text)
    with pytest.raises(ContentError, match=problem):
        read_toml(path, "map")


def test_a_data_file_over_one_mebibyte_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "x.toml"
    path.write_text("# " + "x" * MAX_DATA_FILE_BYTES + "\n")
    with pytest.raises(ContentError, match="map file larger than 1 MiB"):
        read_toml(path, "map")


@pytest.mark.parametrize("loader", [load_map_file, load_units_file, load_army_file])
def test_every_loader_refuses_a_huge_integer_in_one_line(tmp_path: Path, loader) -> None:
    path = tmp_path / "x.toml"
    path.write_text("id = " + "7" * 4400 + "\n")
    with pytest.raises(ContentError, match="a number too long"):
        loader(path)


@pytest.mark.parametrize("edit, problem", [
    ("specialists = [1]", "specialists: a table"),
    ("[specialists]\nregular = {a = 1}", "specialists.regular: a list of specialist ids"),
    ("[specialists]\nregular = [[1]]", "specialists.regular: a list of specialist ids"),
])
def test_a_second_edition_file_of_the_wrong_shape_is_a_content_error(tmp_path: Path, edit: str, problem: str) -> None:
    (tmp_path / "edition2.toml").write_text(edit + "\n")
    with pytest.raises(ContentError, match=problem):
        read_edition2_cards(tmp_path)


def test_explosives_are_a_table(tmp_path: Path) -> None:
    text = "explosives = 3\n" + dday_data("edition2.toml").split("[explosives]")[0]
    (tmp_path / "edition2.toml").write_text(text)
    with pytest.raises(ContentError, match="explosives: a table, not 3"):
        read_edition2_cards(tmp_path)


def test_an_explosive_card_carries_the_integer_one_or_two_not_true(tmp_path: Path) -> None:
    text = dday_data("edition2.toml").replace("grenade = 1", "grenade = true")
    (tmp_path / "edition2.toml").write_text(text)
    with pytest.raises(ContentError, match="1 or 2 explosion symbols, not True"):
        read_edition2_cards(tmp_path)


def test_a_value_ten_thousand_characters_long_is_quoted_by_an_excerpt(tmp_path: Path) -> None:
    text = dday_data("maps/omaha-beach.toml").replace('id = "omaha-beach"', 'id = "' + "x y" * 5_000 + '"', 1)
    (tmp_path / "omaha-beach.toml").write_text(text)
    with pytest.raises(ContentError) as caught:
        load_map_file(tmp_path / "omaha-beach.toml")
    assert "…" in str(caught.value) and len(str(caught.value)) < 300


def test_an_army_naming_a_scenario_id_too_long_for_a_file_name_is_a_problem_not_a_crash(tmp_path: Path) -> None:
    text = (EXAMPLES / "dust-tactics-army-allies.toml").read_text()
    path = tmp_path / "army.toml"
    path.write_text(text.replace('scenario = "reconnaissance-in-force"', 'scenario = "' + "a" * 5000 + '"'))
    problems = check_army(load_army_file(path)).problems
    assert any("unknown scenario" in p and len(p) < 400 for p in problems), problems


def test_a_scenario_id_too_long_for_a_file_name_is_unknown() -> None:
    with pytest.raises(ContentError, match="unknown scenario"):
        load_scenario("a" * 5000)


@pytest.mark.parametrize("game_id", ["dead-mans-draw", "dday-dice", "dust-tactics"])
def test_a_data_folder_too_long_for_the_system_is_not_a_folder(game_id: str) -> None:
    with pytest.raises(ContentError, match="not a folder"):
        get_game(game_id).check_content(Path("d" * 5000))  # type: ignore[attr-defined]

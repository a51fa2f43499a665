"""The board a front end draws (``DDayWords.table``): every map laid out from its data, as
``meeple maps show`` lays it out, with the printed rules in the game's words and the rulings
behind every reconstructed value."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from meeple.engine.data_files import read_toml
from meeple.engine.errors import ContentError
from meeple.engine.registry import get_game
from meeple.games.dday_dice.given_maps import checked_map
from meeple.games.dday_dice.joined_maps import build_joined, joined_ids
from meeple.games.dday_dice.map_parts import drawn_parts, junction_words
from meeple.games.dday_dice.maps import load_map, map_ids, maps_dir
from meeple.games.dday_dice.words.board_table import board_table, map_file_table
from meeple.games.dday_dice.words.sector_rule_words import sector_rules

WORDS = get_game("dday-dice").words()


@pytest.mark.parametrize("map_id", map_ids())
def test_a_maps_table_holds_every_sector_and_bunker_with_its_printed_rules(map_id: str) -> None:
    table = WORDS.table({"map": map_id})
    bmap = load_map(map_id)
    [part] = table["parts"]
    assert [c["sector"] for c in part["cells"]] == [c.number for c in bmap.cells]
    for cell, data in zip(bmap.cells, part["cells"]):
        assert data["def"] == list(cell.def_)
        assert (data["row"], data["col"], data["span"]) == (cell.row, cell.col, cell.span)
        assert [r["text"] for r in data["rules"]] == [r.text for r in sector_rules(bmap, cell, marks=False)]
    assert part["columns"] == bmap.width and part["rows"] == bmap.row_count
    assert json.loads(json.dumps(table)) == table, "the table is JSON-safe"


@pytest.mark.parametrize("map_id", map_ids())
def test_every_reconstructed_value_names_the_rulings_its_map_file_cites(map_id: str) -> None:
    part = board_table({"map": map_id})["parts"][0]
    for cell in part["cells"]:
        if cell["reconstructed"]:
            assert cell["rulings"], f"sector {cell['label']} has reconstructed values and no ruling"
            assert all(r.startswith("DD") for r in cell["rulings"])
    for line in part["row_lines"] + part["lines"]:
        assert bool(line["rulings"]) == bool(line["reconstructed"]), f"a line and its rulings: {line}"


def test_omaha_beach_sector_1_cites_ruling_ddm_15_for_its_start() -> None:
    sector_1 = board_table({"map": "omaha-beach"})["parts"][0]["cells"][0]
    assert sector_1["rulings"] == ["DDM-15"]
    assert "start soldiers" in sector_1["reconstructed"]
    assert sector_1["start"] == {"soldiers": 5, "courage": 1, "stars": 2, "item_points": 0, "specialists": []}


def test_the_second_edition_board_says_medal_where_the_first_says_award() -> None:
    def texts(edition: int) -> str:
        cells = board_table({"map": "gold-beach", "edition": edition})["parts"][0]["cells"]
        return json.dumps([rule["text"] for cell in cells for rule in cell["rules"]])

    assert "1st unit in: award (or VC)" in texts(1) and "medal" not in texts(1)
    assert "1st unit in: medal (or VC)" in texts(2)


@pytest.mark.parametrize("map_id", joined_ids())
def test_a_joined_board_is_laid_out_as_maps_show_draws_it(map_id: str) -> None:
    table = board_table({"map": map_id})
    parts = drawn_parts(map_id)
    assert table["joined"] is True
    assert [p["id"] for p in table["parts"]] == [p.bmap.id for p in parts]
    assert [p["heading"] for p in table["parts"]] == [p.heading for p in parts]
    board = build_joined(map_id)
    numbers = sorted(c["sector"] for p in table["parts"] for c in p["cells"])
    assert numbers == sorted(board.sectors)
    assert [(j["text"], j["kind"]) for j in table["junction"]] == junction_words(map_id)
    labels = {c["sector"]: c["label"] for p in table["parts"] for c in p["cells"]}
    assert labels[28] == "M8" and labels[5] == "S5"


def test_a_map_file_a_player_validated_is_laid_out_as_a_packaged_one(tmp_path: Path) -> None:
    copy = tmp_path / "omaha-beach.toml"
    shutil.copy(maps_dir() / "omaha-beach.toml", copy)
    assert map_file_table(copy) == board_table({"map": "omaha-beach"})


def test_a_map_given_as_content_is_laid_out_as_the_packaged_map_it_copies() -> None:
    """A match may be played on a player's own map (the ``map`` option holding the map):
    its board is drawn from that content the same way, with the same reconstructed marks and
    the same rulings (each table's ``rulings`` field)."""
    raw = dict(read_toml(maps_dir() / "omaha-beach.toml", "map"))
    raw["id"] = "my-omaha"
    given = board_table({"map": raw})
    packaged = board_table({"map": "omaha-beach"})
    assert given["map"].startswith("my-omaha-given-")
    [given_part], [packaged_part] = given["parts"], packaged["parts"]
    assert given_part["cells"] == packaged_part["cells"]
    assert given_part["row_lines"] == packaged_part["row_lines"]
    assert given_part["lines"] == packaged_part["lines"]
    assert given_part["row_lines"][0]["rulings"] == ["DDM-15"]


def test_a_players_map_without_marks_shows_no_ruling_and_one_with_marks_shows_its_own() -> None:
    """A player's map holds the printed values they typed: nothing reconstructed, no ruling.
    Where it marks a value reconstructed and cites a ruling, the ruling is shown."""
    raw = dict(read_toml(maps_dir() / "omaha-beach.toml", "map"))
    raw["id"] = "printed-omaha"

    def unmarked(table: object) -> object:
        if isinstance(table, dict):
            return {k: unmarked(v) for k, v in table.items() if k not in ("reconstructed", "rulings")}
        return [unmarked(v) for v in table] if isinstance(table, list) else table

    printed = board_table({"map": unmarked(raw)})["parts"][0]
    assert all(not c["reconstructed"] and not c["rulings"] for c in printed["cells"])
    assert all(not line["rulings"] for line in printed["row_lines"] + printed["lines"])
    marked = unmarked(raw)
    assert isinstance(marked, dict)
    marked["row_lines"][0] |= {"reconstructed": ["courage"], "rulings": ["DDM-2"]}
    shown = board_table({"map": marked})["parts"][0]["row_lines"][0]
    assert shown["reconstructed"] == ["courage"] and shown["rulings"] == ["DDM-2"]


def test_a_ruling_a_map_file_cites_must_be_one_of_docs_rulings() -> None:
    raw = dict(read_toml(maps_dir() / "omaha-beach.toml", "map"))
    raw["row_lines"] = [dict(raw["row_lines"][0], rulings=["DDM-999"]), *raw["row_lines"][1:]]
    with pytest.raises(ContentError, match="no ruling DDM-999 in docs/rulings.md"):
        checked_map(raw)
    raw["row_lines"][0]["rulings"] = ["DDM-15", "DDM-15"]
    with pytest.raises(ContentError, match="DDM-15.* is listed twice"):
        checked_map(raw)


def test_dead_mans_draw_has_no_table_fixed_by_its_options() -> None:
    words = get_game("dead-mans-draw").words()
    assert words is not None and words.table({}) == {}

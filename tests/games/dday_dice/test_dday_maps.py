"""D-Day Dice battle maps as data: every statement the rulebooks make about Exercise Tiger
and Omaha Beach holds in the data, broken copies of a map are refused on one line, and
`meeple maps list|show|validate` work.

Rulebooks: ../shared/seeds/000_0577ee46b0be016d.txt (Italian, "MAPPE", pp. 13-16) and
002_6d8b677ec3c56c4d.txt (Spanish, "MAPAS DE BATALLA"); rulings DDM-n in
docs/_fragments/dday-maps-rulings.md.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from meeple.games.dday_dice.state import DdState
from meeple.engine.errors import ContentError
from meeple.games.dday_dice.maps import (
    REGULAR_SPECIALISTS, SPECIAL_ITEMS, UNIQUE_SPECIALISTS, BattleMap, Bunker, Sector, load_map,
    load_map_file, map_ids, maps_dir,
)
from cli_runner import meeple

MAP_IDS = ("exercise-tiger-practice", "exercise-tiger-basic", "exercise-tiger-advanced", "omaha-beach")


def sector(board: BattleMap, number: int) -> Sector:
    cell = board.cell(number)
    assert isinstance(cell, Sector)
    return cell


def broken_copy(tmp_path: Path, map_id: str, old: str, new: str, name: str = "broken.toml") -> Path:
    text = (maps_dir() / f"{map_id}.toml").read_text(encoding="utf-8")
    assert old in text, f"the test's anchor {old!r} is not in {map_id}.toml"
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


# ---------------------------------------------------------------------------------------
# The packaged maps
# ---------------------------------------------------------------------------------------


def test_the_four_maps_are_listed_in_the_rulebooks_order() -> None:
    # the maps N.03 .. N.08 follow them (their own test files)
    assert map_ids()[:len(MAP_IDS)] == MAP_IDS


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_each_map_loads_and_validates(map_id: str) -> None:
    board = load_map(map_id)
    assert board.id == map_id
    assert board.start_sectors and board.bunkers
    assert load_map_file(maps_dir() / f"{map_id}.toml") == board


def test_the_three_exercise_tiger_forms_are_one_board() -> None:
    """Map N.01 is one board played three ways: Practice, Basic, Advanced (DDM-6)."""
    forms = [load_map(i) for i in MAP_IDS[:3]]
    assert [f.form for f in forms] == ["practice", "basic", "advanced"]
    assert {f.map_number for f in forms} == {1}
    advanced = forms[2]
    for form in forms[:2]:
        assert form.board_from == "exercise-tiger-advanced"
        assert (form.sectors, form.bunkers, form.row_lines, form.lines) == (
            advanced.sectors, advanced.bunkers, advanced.row_lines, advanced.lines
        )


def test_exercise_tiger_sectors_4_and_6_have_black_shields() -> None:
    """it p. 14: "non puoi stare più di 1 turno in un settore con lo scudo nero (Settore 4 e 6)"."""
    board = load_map("exercise-tiger-practice")
    black = [s.number for s in board.sectors if s.black_shield]
    assert black == [4, 6]
    assert all(len(sector(board, n).def_) == 1 for n in black)


def test_exercise_tiger_has_mgf_and_minefields_for_the_practice_to_ignore() -> None:
    """it p. 14: "Ignora anche le icone fuoco di mitragliatrice e campo minato"."""
    board = load_map("exercise-tiger-practice")
    assert any(c.mgf for c in board.cells)
    assert any(line.minefield for line in board.lines)
    assert (board.mode.mgf, board.mode.mines) == (False, False)


def test_practice_counts_only_soldiers_and_courage_and_a_lost_unit_does_not_end_it() -> None:
    mode = load_map("exercise-tiger-practice").mode
    assert not mode.sector_attributes and not mode.specialists and not mode.items and not mode.awards
    assert set(mode.ignored_results) == {"skull", "star", "tool"}
    assert not mode.unit_loss_ends_game


def test_basic_ignores_sector_attributes_but_mgf_and_mines_and_has_no_items() -> None:
    """it p. 14: "ignora gli attributi di settore ad eccezione del fuoco di mitragliatrice e del
    campo minato"; "non ci sono oggetti ... ignorate tutti i risultati Oggetto"."""
    board = load_map("exercise-tiger-basic")
    mode = board.mode
    assert not mode.sector_attributes and mode.mgf and mode.mines
    assert mode.specialists and not mode.items and mode.ignored_results == ("tool",)
    assert not mode.unit_loss_ends_game
    assert board.cards.special_items == ()


def test_advanced_uses_everything_and_a_lost_unit_ends_the_game() -> None:
    mode = load_map("exercise-tiger-advanced").mode
    assert mode.sector_attributes and mode.mgf and mode.mines and mode.specialists and mode.items
    assert mode.ignored_results == () and mode.unit_loss_ends_game


def test_advanced_sectors_2_and_3_give_their_specialist_automatically() -> None:
    board = load_map("exercise-tiger-advanced")
    for number in (2, 3):
        rules = sector(board, number).special
        assert [r.rule for r in rules] == ["auto-specialist"]
        assert rules[0].specialist in board.cards.regular_specialists
        assert rules[0].is_reconstructed("specialist")  # the text does not name them (DDM-10)
    assert sector(board, 2).special[0].key == "auto-specialist:minesweeper"


def test_advanced_sectors_7_and_10_require_sacrificing_any_specialist() -> None:
    """es: "Sectores 7 y 10: 1 Especialista cualquiera debe ser sacrificado" (DDM-11)."""
    board = load_map("exercise-tiger-advanced")
    for number in (7, 10):
        assert [r.kind for r in sector(board, number).requires] == ["sacrifice-any"]
    assert [s.number for s in board.sectors if s.requires] == [7, 10]


def test_advanced_sector_9_allows_no_new_item() -> None:
    board = load_map("exercise-tiger-advanced")
    assert [s.number for s in board.sectors if s.no_item] == [9]


def test_advanced_sector_10_gives_a_d6_of_soldiers_once_on_entering() -> None:
    board = load_map("exercise-tiger-advanced")
    assert [r.key for r in sector(board, 10).special] == ["d6-soldiers-once"]


def test_omaha_has_ten_sectors_counting_the_bunker() -> None:
    """fr 004: "100 PV pour le nombre total de Secteurs, Bunker inclus (10 Secteurs x 10)"."""
    board = load_map("omaha-beach")
    assert board.sector_count == 10
    assert board.bunker_numbers == (10,)
    assert isinstance(board.cell(10), Bunker)


def test_omaha_sector_9_is_the_last_before_the_bunker() -> None:
    """it/es VP example: "90 VP per l'ultimo settore (l'ultimo settore prima del bunker è il
    Settore #9)"."""
    board = load_map("omaha-beach")
    assert board.last_sectors_before_bunker() == (9,)
    move = board.move(9, 10)
    assert move is not None and move.advances and move.courage == board.bunkers[0].courage


def test_omaha_sector_5_mgf_special_damage_is_a_specialist() -> None:
    board = load_map("omaha-beach")
    assert sector(board, 5).mgf >= 1 and sector(board, 5).mgf_special == "specialist"
    assert [c.number for c in board.cells if c.mgf_special != "none"] == [5]  # DDM-16


def test_omaha_sector_7_allows_no_new_item_and_sector_8_one_unit() -> None:
    board = load_map("omaha-beach")
    assert [s.number for s in board.sectors if s.no_item] == [7]
    assert [s.number for s in board.sectors if s.one_unit] == [8]


def test_card_lists_match_the_rulebook() -> None:
    """The lists of it pp. 14-16 / es "Esp. Normales", "Esp. Exclusivos", "Objetos Especiales"."""
    practice = load_map("exercise-tiger-practice").cards
    assert (practice.regular_specialists, practice.unique_specialists, practice.special_items) == ((), (), ())
    basic = load_map("exercise-tiger-basic").cards
    assert set(basic.regular_specialists) == {"beachmaster", "corporal", "medic", "minesweeper", "sharpshooter"}
    assert set(basic.unique_specialists) == {"captain", "lieutenant", "engineer", "general"}
    advanced = load_map("exercise-tiger-advanced").cards
    assert set(advanced.regular_specialists) == {
        "beachmaster", "corporal", "medic", "minesweeper", "scout", "sharpshooter", "veteran"
    }
    assert set(advanced.unique_specialists) == {"captain", "engineer", "lieutenant", "messenger", "general"}
    assert set(advanced.special_items) == {
        "bazooka", "dispatch-case", "flak-vest", "lucky-charm", "strategic-map", "toolkit"
    }
    omaha = load_map("omaha-beach").cards
    assert set(omaha.regular_specialists) == {
        "corporal", "hero", "medic", "minesweeper", "scout", "sharpshooter", "veteran"
    }
    assert set(omaha.unique_specialists) == {"captain", "combat-photographer", "decoy", "lieutenant", "messenger"}
    assert set(omaha.special_items) == {
        "command-jacket", "dispatch-case", "flak-vest", "lucky-charm", "mortar", "strategic-map"
    }
    for cards in (basic, advanced, omaha):
        assert set(cards.regular_specialists) <= set(REGULAR_SPECIALISTS)
        assert set(cards.unique_specialists) <= set(UNIQUE_SPECIALISTS)
        assert set(cards.special_items) <= set(SPECIAL_ITEMS)


# ---------------------------------------------------------------------------------------
# Movement geometry: sideways or forward, never back, never diagonally
# ---------------------------------------------------------------------------------------


def test_moves_are_sideways_or_forward_never_back() -> None:
    board = load_map("omaha-beach")
    for cell in board.cells:
        for move in board.moves_from(cell.number):
            target = board.cell(move.to)
            if move.kind == "sideways":
                assert target.row == cell.row and board.move(move.to, cell.number) is not None
            else:
                assert target.row == cell.row + 1
                assert board.move(move.to, cell.number) is None  # never back


def test_a_corner_is_diagonal_and_no_move() -> None:
    """Omaha: sector 8 (row 4, left half) touches the bunker (row 5, right half) only at a corner."""
    board = load_map("omaha-beach")
    assert board.move(8, 10) is None
    assert board.move(1, 5) is None  # sector 1 (left half) and sector 5 (right third) share no border


def test_advancing_costs_the_courage_of_the_row_line_and_sideways_costs_none() -> None:
    board = load_map("exercise-tiger-advanced")
    forward = board.move(1, 2)
    sideways = board.move(2, 3)
    assert forward is not None and forward.kind == "forward"
    line = board.row_line(1)
    assert line is not None and forward.courage == line.courage
    assert sideways is not None and sideways.kind == "sideways" and sideways.courage == 0


def test_def_per_turn_rises_and_the_last_shield_repeats() -> None:
    board = load_map("omaha-beach")
    assert [board.def_for(9, t) for t in (1, 2, 3, 4)] == [6, 7, 8, 8]
    assert board.def_for(10, 1) == 12


def test_reconstructed_values_are_marked_beside_them() -> None:
    board = load_map("omaha-beach")
    assert sector(board, 5).is_reconstructed("def") and not sector(board, 5).is_reconstructed("mgf_special")
    assert all(rl.is_reconstructed("courage") for rl in board.row_lines)
    assert ("bunker 10", "def") in board.reconstructed_marks()


# ---------------------------------------------------------------------------------------
# Broken copies are refused on one line naming file, sector and field
# ---------------------------------------------------------------------------------------


def refused(path: Path) -> str:
    with pytest.raises(ContentError) as info:
        load_map_file(path)
    message = str(info.value)
    assert "\n" not in message and message.startswith(str(path))
    return message


def test_a_duplicate_sector_number_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "omaha-beach", "number = 4\n", "number = 3\n")
    assert "sector 3: number: sector number used twice" in refused(path)


def test_an_unknown_field_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "omaha-beach", "number = 7\n", "number = 7\ncolour = \"red\"\n")
    assert "sector 7: colour: unknown field" in refused(path)


def test_a_def_list_longer_than_three_turns_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "omaha-beach", "def = [6, 7, 8]", "def = [6, 7, 8, 9]")
    assert "sector 9: def: 4 entries, at most 3 allowed" in refused(path)


def test_a_negative_def_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "omaha-beach", "def = [6, 7, 8]", "def = [-1, 7, 8]")
    assert "sector 9: def[0]: must be 0 or more" in refused(path)


def test_a_black_shield_with_three_def_values_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "exercise-tiger-advanced", "def = [2]\nblack_shield = true", "def = [2, 3, 4]\nblack_shield = true")
    assert "sector 4: def: a black shield" in refused(path)


def test_an_unreachable_bunker_is_refused(tmp_path: Path) -> None:
    # move the bunker to the right of sector 9's columns: it then shares no border with row 4
    path = broken_copy(tmp_path, "omaha-beach", "row = 5\ncol = 3\nspan = 3", "row = 5\ncol = 6\nspan = 3")
    assert "sector 1: no path leads from this start sector to the bunker (10)" in refused(path)


def test_a_barrier_that_closes_the_bunker_is_refused(tmp_path: Path) -> None:
    text = (maps_dir() / "omaha-beach.toml").read_text(encoding="utf-8")
    path = tmp_path / "barrier.toml"
    path.write_text(text + "\n[[lines]]\nsectors = [9, 10]\nbarrier = true\n", encoding="utf-8")
    assert "no path leads from this start sector to the bunker" in refused(path)


def test_a_reconstructed_mark_naming_no_field_is_refused(tmp_path: Path) -> None:
    path = broken_copy(
        tmp_path, "omaha-beach",
        'reconstructed = ["row", "col", "span", "def", "courage", "mgf"]',
        'reconstructed = ["row", "col", "span", "def", "courage", "mfg"]',
    )
    assert "bunker 10: reconstructed: 'mfg' names no field of this table" in refused(path)


def test_bad_toml_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "omaha-beach", "[[bunkers]]", "[[bunkers]")
    assert "not valid TOML" in refused(path)


def test_a_gap_in_the_sector_numbers_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "omaha-beach", "number = 9\n", "number = 11\n")
    assert "must run 1..10 without gaps (missing: [9]" in refused(path)


def test_a_minefield_between_sectors_that_share_no_border_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "omaha-beach", "sectors = [3, 6]", "sectors = [3, 7]")
    assert "line 3-7: sectors: sectors 3 and 7 share no border" in refused(path)


def test_an_unknown_card_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "omaha-beach", '"mortar"', '"morter"')
    assert "cards.special_items: unknown special item 'morter'" in refused(path)


def test_an_advance_without_a_courage_value_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "omaha-beach",
                       '[[row_lines]]\nrows = [3, 4]\ncourage = 3\nreconstructed = ["courage"]\nrulings = ["DDM-15"]\n', "")
    assert "row line 3-4: missing: sector 6 advances into sector 8 across it" in refused(path)


def test_a_row_line_given_twice_is_refused(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "omaha-beach", "rows = [3, 4]\n", "rows = [2, 3]\n")
    assert "row line 2-3: given twice" in refused(path)


def test_a_form_file_cannot_hold_its_own_board(tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "exercise-tiger-basic", "[cards]", "[[lines]]\nsectors = [1, 2]\nbarrier = true\n\n[cards]")
    assert "lines: the board comes from 'exercise-tiger-advanced'" in refused(path)


def test_a_broken_board_is_reported_through_the_form_that_uses_it(tmp_path: Path) -> None:
    broken_copy(tmp_path, "exercise-tiger-advanced", "def = [4, 5, 6]", "def = [6, 5, 4]", name="exercise-tiger-advanced.toml")
    form = tmp_path / "exercise-tiger-basic.toml"
    form.write_text((maps_dir() / "exercise-tiger-basic.toml").read_text(encoding="utf-8"), encoding="utf-8")
    message = refused(form)
    assert "(board from exercise-tiger-advanced.toml): sector 10: def:" in message


# ---------------------------------------------------------------------------------------
# The command line
# ---------------------------------------------------------------------------------------


def test_cli_maps_list_json_lists_the_four_ids(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = meeple(capsys, "maps", "list", "--json")
    assert code == 0
    rows = json.loads(out)
    assert [r["id"] for r in rows][:len(MAP_IDS)] == list(MAP_IDS)
    omaha = rows[len(MAP_IDS) - 1]
    assert omaha["sectors"] == 10 and omaha["bunkers"] == [10] and omaha["start_sectors"] == [1]


def test_cli_maps_list_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = meeple(capsys, "maps", "list")
    assert code == 0 and all(map_id in out for map_id in MAP_IDS)


def test_cli_maps_show_omaha_prints_every_sector(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = meeple(capsys, "maps", "show", "omaha-beach")
    assert code == 0
    for number in range(1, 10):
        assert f"Sector {number}" in out
    assert "BUNKER 10" in out
    assert "1 unit max" in out and "no new item" in out and "MGF ×2†, a 6: -1" in out
    assert "courage 2†" in out and "mines†" in out and "▲ START" in out
    assert "Legend" in out and "†" in out


def test_cli_maps_show_draws_the_bunker_on_top_and_the_beach_at_the_bottom(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = meeple(capsys, "maps", "show", "exercise-tiger-advanced")
    assert out.index("BUNKER 11") < out.index("Sector 10") < out.index("Sector 7") < out.index("Sector 1 ")
    assert out.count("■2†■") == 2  # the black shields of sectors 4 and 6


def test_cli_maps_show_marks_what_a_form_ignores(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = meeple(capsys, "maps", "show", "exercise-tiger-practice")
    assert "Ignored in this form" in out and "off: MGF" in out and "mines† off" in out


def test_cli_maps_show_an_unknown_map_fails_on_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = meeple(capsys, "maps", "show", "atlantic-wall")  # no such map (Utah Beach is one now)
    assert code == 1 and err.strip().startswith("error: unknown map 'atlantic-wall'") and len(err.strip().splitlines()) == 1


def test_cli_maps_validate_a_good_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = meeple(capsys, "maps", "validate", str(maps_dir() / "omaha-beach.toml"))
    assert code == 0 and out.startswith("valid: omaha-beach")


def test_cli_maps_validate_a_broken_file_exits_1_with_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = broken_copy(tmp_path, "omaha-beach", "def = [6, 7, 8]", "def = [6, 7, 8, 9]")
    code, out, err = meeple(capsys, "maps", "validate", str(path))
    lines = [line for line in err.splitlines() if line.strip()]
    assert code == 1 and out == ""
    assert len(lines) == 1 and lines[0].startswith("error:") and "sector 9: def" in lines[0]


def _basic_training_with_unit_1_falling() -> DdState:
    """Two units on Basic Training; unit 1, with no soldier and no specialist, falls in its
    first combat."""
    from dday_helpers import act, new_map_game, roll, skip

    from meeple.games.dday_dice.phases import MOVE

    state = new_map_game("exercise-tiger-basic", 2)
    state.units[1].soldiers = 0
    no_soldiers = ("courage", "courage", "star", "star", "courage", "star")
    roll(state, ("soldier", "soldier", "courage", "star", "courage", "star"), no_soldiers)
    skip(state, MOVE)
    act(state, "stay", 0)
    act(state, "stay", 1)
    skip(state)
    return state


def test_in_basic_training_a_lost_unit_does_not_end_the_game_for_the_others() -> None:
    """it p. 14 (Addestramento base): "Se un'unità viene eliminata lungo il percorso, gli altri
    giocatori devono continuare verso il loro obiettivo" (DDM-9)."""
    state = _basic_training_with_unit_1_falling()
    assert state.units[1].lost and state.units[0].active
    assert not state.is_over() and state.result == ""


def test_basic_training_ends_when_no_unit_is_on_the_beach_each_unit_safe_counting_for_itself() -> None:
    """"L'obiettivo è sopravvivere entrando nel bunker ed al combattimento seguente": once the
    other unit is safe the training is over; the safe unit scores 1, the lost one 0."""
    from meeple.games.dday_dice.scoring import check_end, team_returns

    state = _basic_training_with_unit_1_falling()
    state.units[0].safe = True
    assert check_end(state) == "training-over"
    state.result = check_end(state)
    assert team_returns(state) == [1.0, 0.0]
    state.units[1].lost, state.units[1].safe = False, True
    assert check_end(state) == "victory", "every unit safe: the whole team made it"

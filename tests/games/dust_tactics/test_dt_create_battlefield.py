"""Creating one's own battlefield (rulebook p. 19, "Creare un campo di battaglia"; p. 3, "9
elementi di terreno fronte-retro"; DT-47): the scenario ``create-your-own`` starts from the
bare boards; three dice each decide who places the first terrain element, ties rolled again;
the players alternate until the pool is spent; then the cover elements, the armies' entry and
the battle go on as in any scenario."""

from __future__ import annotations

import pytest

from dt_game_helpers import GAME, fresh, play, texts
from meeple.engine.errors import ContentError, IllegalActionError
from meeple.engine.record import parse_record, replay_record
from meeple.games.dust_tactics import actions as A
from meeple.games.dust_tactics.battlefield_creation import CORE_SET_TILES, placement_problem
from meeple.games.dust_tactics.scenarios import load_scenario, load_scenario_file
from meeple.games.dust_tactics.terrain import Terrain
from meeple.sim.play import play_game

SCENARIO = "create-your-own"
OPTIONS = {"scenario": SCENARIO}


def created() -> object:
    return fresh(SCENARIO)


def test_the_table_starts_bare_with_the_core_sets_nine_terrain_elements_to_place() -> None:
    """p. 19: "possono allestire il tavolo di gioco come meglio credono"; p. 3: "9 elementi di
    terreno fronte-retro"."""
    scenario = load_scenario(SCENARIO)
    assert set(scenario.terrain_counts()) >= {Terrain.OPEN}
    assert all(c == "o" for row in scenario.terrain for c in row), "the bare boards"
    assert sum(scenario.terrain_elements.values()) == CORE_SET_TILES
    assert Terrain.OPEN not in scenario.terrain_elements
    assert scenario.is_reconstructed("terrain_elements")
    state = created()
    assert state.phase == "terrain-roll" and state.is_chance()
    assert state.to_json()["terrain_left"] == {"debris": 3, "deep-water": 2, "smoke": 2, "impassable": 2}


def test_three_dice_each_decide_who_places_terrain_first_and_ties_are_rerolled() -> None:
    """"Per determinare chi posiziona per primo gli elementi di terreno ogni giocatore lancia
    tre dadi. Colui che ottiene più [colpi] comincia." """
    state = created()
    assert len(state.legal_actions(-1)) == 4, "three dice: 0 to 3 hits"
    events = play(state, "chance: roll hbb", "chance: roll bhb")
    assert events[-1] == {"type": "terrain-roll", "dice": [3, 3], "hits": [1, 1], "winner": None,
                          "faces": [["hit", "blank", "blank"], ["hit", "blank", "blank"]], "scores": "hit"}
    assert state.is_chance() and state.phase == "terrain-roll", "a tie is rolled again"
    events = play(state, "chance: roll bbb", "chance: roll hbb")
    assert events[-1]["winner"] == "axis"
    assert state.phase == "terrain-place" and state.current_players() == [1]


def test_the_players_alternate_until_the_pool_is_spent_then_the_cover_roll() -> None:
    """"L'altro giocatore lo segue e così via fino a quando non sono terminati gli elementi di
    terreno"; then "Una volta che le tavole e gli elementi di terreno sono disposti bisogna
    posizionare gli elementi di copertura"."""
    state = created()
    play(state, "chance: roll hhh", "chance: roll bbb")
    tiles = ["debris c6", "debris j3", "debris f6", "deep-water a4", "deep-water l5",
             "smoke e5", "smoke h4", "impassable c2", "impassable j7"]
    seats = []
    for i, tile in enumerate(tiles):
        seats.append(state.current_players()[0])
        events = play(state, f"{i % 2}: terrain {tile}")
        assert events[0] == {"type": "terrain", "terrain": tile.split()[0], "square": tile.split()[1],
                             "by": "allies" if i % 2 == 0 else "axis"}
    assert seats == [0, 1, 0, 1, 0, 1, 0, 1, 0]
    assert state.to_json()["terrain_left"] == {}
    assert [e["type"] for e in events][-2:] == ["terrain", "battlefield-ready"]
    assert state.phase == "cover-roll" and state.is_chance()
    drawn = state.field.draw()
    assert drawn[5][2] == "x" and drawn[3][0] == "^" and drawn[4][4] == "*" and drawn[1][2] == "#"
    assert len(state.tiles) == CORE_SET_TILES
    # the terrain placed rules the rest of the game: no cover element on debris or water (p. 6)
    play(state, "chance: roll hhh", "chance: roll bbb")
    legal = texts(state.legal_actions(0))
    assert "place ammo-crate e5" in legal, "smoke takes a cover element"
    assert "place ammo-crate a4" not in legal and "place ammo-crate b4" in legal


def test_each_kind_is_offered_while_one_is_left() -> None:
    state = created()
    play(state, "chance: roll hhh", "chance: roll bbb")
    for tile in ("debris a3", "debris b3", "debris c3"):
        play(state, f"{state.current_players()[0]}: terrain {tile}")
    legal = texts(state.legal_actions(state.current_players()[0]))
    assert not any(t.startswith("terrain debris") for t in legal), "the three debris are spent"
    assert {t.split()[1] for t in legal} == {"deep-water", "smoke", "impassable"}
    with pytest.raises(IllegalActionError, match="no debris terrain element left to place"):
        play(state, f"{state.current_players()[0]}: terrain debris d3")


def test_illegal_placements_are_refused_with_a_clear_error_and_nothing_placed() -> None:
    state = created()
    play(state, "chance: roll hhh", "chance: roll bbb")
    play(state, "0: terrain impassable e4")
    before = state.field
    with pytest.raises(IllegalActionError, match="e4 already holds a terrain element"):
        play(state, "1: terrain smoke e4")
    with pytest.raises(IllegalActionError, match="turn"):
        play(state, "0: terrain smoke f4")  # the Axis place next
    with pytest.raises(IllegalActionError, match="z9 is not on the 12 x 8 battlefield"):
        play(state, "1: terrain debris z9")
    assert state.field is before and len(state.tiles) == 1
    with pytest.raises(IllegalActionError, match="not a Dust Tactics action"):
        GAME.parse_action("terrain lava e4")


def test_no_terrain_element_on_a_no_dot_square_of_the_board() -> None:
    """p. 6: "Su questo quadrato non possono essere collocati elementi di terreno"."""
    scenario = load_scenario(SCENARIO)
    field = scenario.battlefield()
    from meeple.games.dust_tactics.battlefield_creation import with_terrain

    field = with_terrain(field, A.parse_action("terrain debris e4").square, Terrain.IMPASSABLE)
    square = A.parse_action("terrain debris e4").square
    assert "no-dot square" in (placement_problem(scenario, field, (), Terrain.DEBRIS, square) or "")


def test_an_entry_edge_is_never_closed_nor_cut_off_from_the_other() -> None:
    """DT-47: the battle stays playable, each side can enter and reach the other."""
    scenario = load_scenario(SCENARIO).model_copy(update={"terrain_elements": {Terrain.IMPASSABLE: 9}})
    from meeple.games.dust_tactics.battlefield_creation import with_terrain

    field = scenario.battlefield()
    placed = []
    for col in "abcdefghijk":  # eleven of the twelve south-edge squares closed
        square = A.parse_action(f"terrain impassable {col}8").square
        field = with_terrain(field, square, Terrain.IMPASSABLE)
        placed.append((square, Terrain.IMPASSABLE))
    scenario = scenario.model_copy(update={"terrain_elements": {Terrain.IMPASSABLE: 20, Terrain.DEBRIS: 1}})
    last = A.parse_action("terrain impassable l8").square
    problem = placement_problem(scenario, field, placed, Terrain.IMPASSABLE, last)
    assert problem is not None and "entry edge" in problem
    assert placement_problem(scenario, field, placed, Terrain.DEBRIS, last) is None, "debris lets infantry in"
    above = A.parse_action("terrain impassable l7").square
    problem = placement_problem(scenario, field, placed, Terrain.IMPASSABLE, above)
    assert problem is not None and "cut" in problem, "l8 would be cut off"


def test_a_scenario_file_may_not_hold_more_than_the_core_sets_tiles(tmp_path) -> None:
    from meeple.games.dust_tactics.scenarios import scenarios_dir

    text = (scenarios_dir() / "create-your-own.toml").read_text().replace("debris = 3", "debris = 4")
    path = tmp_path / "too-many.toml"
    path.write_text(text)
    with pytest.raises(ContentError, match="9 terrain elements"):
        load_scenario_file(path)
    path.write_text(text.replace("debris = 4", "open = 1"))
    with pytest.raises(ContentError, match="open"):
        load_scenario_file(path)


def test_scenarios_with_a_fixed_battlefield_skip_the_terrain_roll() -> None:
    assert fresh("reconnaissance-in-force").phase == "cover-roll"


@pytest.mark.parametrize("bots", [["heuristic", "random"], ["random", "heuristic"]])
def test_a_full_game_from_the_created_battlefield_to_the_end_replays_identically(bots: list[str]) -> None:
    outcome = play_game(GAME, bots, seed=7, options=OPTIONS, keep_record=True)
    record = outcome.record
    assert record is not None
    moves = [m for m in record.to_json_text().split('"') if m.startswith("terrain ")]
    assert len(moves) == CORE_SET_TILES, "the whole pool was placed"
    replay = replay_record(parse_record(record.to_json_text()))
    assert replay.state.is_over()
    assert replay.state.result_summary()["scores"] == outcome.scores
    assert len(replay.state.tiles) == CORE_SET_TILES
    assert replay_record(record.without_chance()).state.to_json() == replay.state.to_json()


def test_the_heuristic_bot_places_debris_on_its_own_half_near_the_centre() -> None:
    from meeple.games.dust_tactics.bots import HeuristicBot

    state = created()
    play(state, "chance: roll hhh", "chance: roll bbb")
    allies = HeuristicBot(1).choose(state, 0)
    assert allies.kind == "terrain" and allies.arg == "debris"
    assert allies.square is not None and allies.square.row == 4 and 3 <= allies.square.col <= 8
    play(state, f"0: {allies.text}")
    axis = HeuristicBot(2).choose(state, 1)
    assert axis.arg == "debris" and axis.square is not None and axis.square.row == 3

"""Battle map N.06, Sword Beach: sector 4's virtual skull, the Lieutenant of sector 5, the random
sectors 6, 7 and 11 with their three tables (every line of each), the Binoculars on their roll,
and sector 15's medal -- scripted through games on the packaged map with every die pinned
(their records replay), and heuristic-bot games.

Rulebooks: Spanish 002_..., "Mapa de Batalla N-06 : SWORD BEACH"; Italian 000_..., p. 18-19,
"Mappa N.06: SWORD BEACH". Rulings DDM-42 .. DDM-49 (docs/rulings.md).

The board (data/maps/sword-beach.toml; values reconstructed):
row 6: bunker 16; row 5: 12, 13, 14, 15 (medal); row 4: 9, 10, 11 (random); row 3: 6 (random),
7 (random), 8; row 2: 3, 4 (+1 skull), 5 (Lieutenant); row 1: 1 (start), 2. Minefields 2-5,
8-11, 9-12.
"""

from __future__ import annotations

import pytest
from dday_helpers import check_bot_games, legal
from test_dday_map_gold import STRONG, Script, shown

from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.games.dday_dice import random_sectors
from meeple.games.dday_dice.maps import load_map
from meeple.games.dday_dice.dice import COURAGE
from meeple.games.dday_dice.phases import FINAL_COUNT, UPKEEP
from meeple.games.dday_dice.rwb import faces_with_rwb

MAP = "sword-beach"
#: Four tools (r1 r2 w1 w2: 12 Item Points) and two soldiers each (b1 b2): no RWB.
TOOLS = ("tool", "tool", "tool", "tool", "soldiers", "soldiers")
TOOLS_AND_COURAGE = ("tool", "tool", "tool", "tool", "courage", "courage")
#: Four stars (r1 r2 w1 w2) and two soldiers each: no RWB.
STARS = ("star", "star", "star", "star", "soldiers", "soldiers")
#: A skull (r1), stars on w1 w2, two soldiers each on r2 b1 b2: no RWB, no full set.
SKULL = ("skull", "soldiers", "star", "star", "soldiers", "soldiers")


def saving(s: Script, sector: int) -> None:
    """Two turns gathering 24 Item Points: one in sector 1, then the move into ``sector``."""
    s.turn({}, faces=TOOLS)
    s.turn({0: f"move {sector}"}, faces=TOOLS_AND_COURAGE)


def to_6(roll: int, rich: bool = False) -> Script:
    """Solo: 1 -> 3 -> 6 (sector 6's roll); ``rich``: with 24 Item Points."""
    s = Script(MAP)
    if rich:
        saving(s, 3)
    else:
        s.turn({0: "move 3"})
    s.turn({0: "move 6"}, after_move=(f"d6 {roll}",), combat=("d6 3",) if roll == 1 else ())
    return s


def to_7(roll: int, rich: bool = False) -> Script:
    """Solo: 1 -> 4 -> 7 (sector 4's skull cancels the first die; sector 7's roll)."""
    s = Script(MAP)
    if rich:
        saving(s, 4)
    else:
        s.turn({0: "move 4"})
    s.turn({0: "move 7"}, after_move=(f"d6 {roll}",))
    return s


def to_11(roll: int) -> Script:
    """Solo: 1 -> 4 -> 7 (a Trench: +1 star) -> 10 -> 11 (sector 11's roll)."""
    s = to_7(4)
    s.turn({0: "move 10"})
    s.turn({0: "move 11"}, after_move=(f"d6 {roll}",), combat=("d6 2",) if roll == 1 else ())
    return s


def next_upkeep(s: Script, faces: tuple[str, ...]) -> dict[str, int]:
    """Roll ``faces`` and play up to the end of the upkeep; the resources it collected."""
    unit = s.state.units[0]
    before = (unit.soldiers, unit.courage, unit.stars)
    s.roll(*faces)
    while s.state.phase in (1, 7, UPKEEP) and CHANCE not in s.state.current_players() and s.state.current_players():
        s._apply(s.state.current_players()[0], s._default(s.state.current_players()[0]))
    return {"soldiers": unit.soldiers - before[0], "courage": unit.courage - before[1], "stars": unit.stars - before[2]}


# ----------------------------------------------------------------------------- the board


def test_sword_beach_loads_its_three_random_tables_and_renders() -> None:
    board = load_map(MAP)
    tables = {n: random_sectors.table(MAP, n) for n in (6, 7, 11)}
    assert [o.name for o in tables[6]] == ["Mortar fire", "Minefield", "Foxholes", "Shelter", "Broken half-track",
                                           "Fields of glory"]
    assert [o.name for o in tables[7]] == ["Artillery barrage", "Fallen soldiers", "No cover", "Trench",
                                           "Broken bulldozer", "High ground"]
    assert [o.name for o in tables[11]] == ["Booby traps", "Crossfire", "Ambush", "Artillery barrage", "Armored car",
                                            "Rally point"]
    assert board.bunker_numbers == (16,) and not get_game("dday-dice").new_game(1, {"map": MAP}).board.unimplemented
    text = shown(MAP)
    assert "RANDOM: d6 on 1st entry" in text and "6. Rally point" in text


# ----------------------------------------------------------------------------- sector 4


def test_sector_4_adds_a_virtual_skull_that_cancels_a_die_every_turn() -> None:
    """Sector 4's bonus is a skull: a result added to the Final Count, so it cancels a die ("Per
    ogni teschio ... 1 altro dado di sua scelta viene annullato")."""
    s = Script(MAP)
    s.turn({0: "move 4"})
    s.roll(*STRONG)
    while s.state.phase != UPKEEP:
        s._apply(0, s._default(0))
    assert s.state.units[0].choices == ["skull"]
    s.do(0, "cancel r1")
    assert s.state.units[0].cancelled[0]
    s.finish_turn()
    s.assert_replays()


def test_sector_4_s_skull_cannot_be_swapped_by_the_lieutenant() -> None:
    """"Come con tutti i risultati "virtuali", il teschio bonus non può essere scambiato con il
    Lieutenant": the Lieutenant (won in sector 5) swaps real dice only."""
    s = Script(MAP)
    s.turn({0: "move 2"})
    s.turn({0: "move 5"}, after_move=("d6 1",), combat=("d6 1",))  # the minefield 2-5; MGF
    assert "lieutenant" in s.state.units[0].specialists
    s.turn({0: "move 4"}, faces=STRONG + STRONG)  # the solo Lieutenant's spare set rolls too
    s.roll(*STRONG)
    while s.state.phase != FINAL_COUNT:
        s._apply(0, s._default(0))
    swaps = [a for a in s.state.legal_actions(0) if a.kind == "swap"]
    assert swaps and all(0 <= a.dice[0] < 6 and a.dice[1] == -1 and 0 <= a.dice[2] < 6 for a in swaps)
    assert not any("skull" in a.text for a in swaps)
    s.do(0, "done")
    assert s.state.units[0].choices == ["skull"], "the sector's skull still cancels a die"
    s.assert_replays()


# ----------------------------------------------------------------------------- sector 5


def test_sector_5_the_first_unit_in_recruits_the_lieutenant_free_and_no_one_else_can() -> None:
    """"Il Lieutenant è reclutato gratuitamente dalla prima unità che vi entra. Questo
    specialista non può essere reclutato da nessun'altra parte in questa mappa.\""""
    s = Script(MAP, players=2)
    s.roll(*STARS * 2)
    while s.state.phase != 3:
        s._apply(s.state.current_players()[0], s._default(s.state.current_players()[0]))
    offered = legal(s.state, s.state.current_players()[0])
    assert "recruit captain" in offered and "recruit lieutenant" not in offered, "6 stars: not the Lieutenant"
    s.do(0, "move 2")
    s.do(1, "move 2")
    s.finish_turn()
    s.roll(*STRONG * 2)
    stars = s.state.units[0].stars
    s.do(0, "move 5")
    s.chance("d6 1")  # the minefield 2-5
    assert s.state.units[0].specialists == ["lieutenant"] and s.state.units[0].stars == stars
    s.do(1, "move 5")
    s.chance("d6 1")
    assert "lieutenant" not in s.state.units[1].specialists
    s.settle_moves()
    s.chance("d6 1")
    s.finish_turn()
    s.assert_replays()


# ----------------------------------------------------------------------------- random sectors


def test_the_first_unit_into_a_random_sector_rolls_once_and_the_marker_stays() -> None:
    """"La prima volta che un'unità muove in uno di questi settori, tira un dado 1d6 ...
    L'attributo ottenuto per ogni settore rimarrà per tutto il resto del gioco": a second unit
    entering later rolls nothing and meets the same attribute."""
    s = Script(MAP, players=2)
    s.turn({0: "move 4", 1: "move 4"})
    s.roll(*STRONG * 2)
    s.do(0, "move 7")
    assert s.state.d6_queue == [("random-sector", 0)] and 7 not in s.state.marks.rolls
    s.chance("d6 4")
    s.settle_moves()
    s.finish_turn()
    assert s.state.marks.rolls == {7: 4}
    s.roll(*STRONG * 2)
    s.do(1, "move 7")
    assert not s.state.d6_queue and s.state.marks.rolls == {7: 4}
    s.assert_replays()


def test_binoculars_change_a_random_sector_s_roll() -> None:
    """"(i Binoculars possono essere usati per cambiare il risultato del tiro)"."""
    s = Script(MAP)
    s.roll(*TOOLS)
    s.do(0, "find binoculars")
    s.finish_turn()
    s.turn({0: "move 3"})
    s.roll(*STRONG)
    s.do(0, "move 6")
    s.chance("d6 1")  # Mortar fire
    assert legal(s.state) == {"done"} | {f"use binoculars roll {n}" for n in (2, 3, 4, 5, 6)}
    s.do(0, "use binoculars roll 4")
    assert s.state.marks.rolls == {6: 4} and "binoculars" in s.state.used and not s.state.units[0].items
    s.settle_moves()
    s.finish_turn()  # no Mortar fire any more: no d6 in this Phase 5
    assert next_upkeep(s, STRONG)["courage"] == 3 + 1, "Shelter: +1 courage a turn"
    s.assert_replays()


# -- sector 6's table


def test_sector_6_roll_1_mortar_fire_costs_a_d6_of_soldiers_every_phase_5() -> None:
    s = to_6(1)  # the Mortar's d6 was a 3, with DEF 4
    unit = s.state.units[0]
    assert s.state.marks.rolls == {6: 1}
    soldiers = unit.soldiers
    s.turn({}, combat=("d6 5",))
    assert unit.soldiers == soldiers + 6 - (5 + 5), "6 soldiers rolled; DEF 5 (second turn) + the d6"
    s.assert_replays()


def test_sector_6_roll_2_skulls_cannot_be_rerolled_there() -> None:
    s = to_6(2)
    s.roll(*SKULL)
    s.do(0, "lock w1")
    s.do(0, "lock w2")
    rerolls = [a for a in s.state.legal_actions(0) if a.kind == "reroll"]
    assert rerolls and not any(0 in a.dice for a in rerolls), "r1 shows a skull"
    s.assert_replays()


@pytest.mark.parametrize(("roll", "face", "change"), [(3, "stars", -1), (4, "courage", +1)])
def test_sector_6_rolls_3_and_4_take_a_star_or_add_a_courage_each_turn(roll: int, face: str, change: int) -> None:
    s = to_6(roll)
    gained = next_upkeep(s, STARS)
    assert gained[face] == {"stars": 4, "courage": 0}[face] + change
    s.assert_replays()


def test_sector_6_roll_5_a_half_track_is_found_there_for_its_item_points() -> None:
    s = to_6(5, rich=True)
    points = s.state.units[0].item_points
    assert points >= 20
    s.roll(*STRONG)
    s.do(0, "find half-track")
    assert s.state.units[0].vehicles == ["half-track"] and s.state.units[0].item_points == points - 20
    s.assert_replays()


def test_sector_6_roll_6_fields_of_glory_the_first_unit_in_draws_a_medal() -> None:
    s = Script(MAP)
    s.turn({0: "move 3"})
    s.roll(*STRONG)
    s.do(0, "move 6")
    s.chance("d6 6")
    assert s.state.card_queue == [("medal", 0)]
    s.chance("draw bronze-star")
    assert s.state.units[0].medals == ["bronze-star"] and 6 in s.state.marks.claimed
    s.assert_replays()


# -- sector 7's table


def test_sector_7_roll_1_artillery_barrage_allows_one_turn_only() -> None:
    s = to_7(1)
    s.roll(*STRONG)
    while s.state.phase != 4:
        s._apply(0, s._default(0))
    assert s.state.units[0].must_move and "stay" not in legal(s.state)
    s.assert_replays()


@pytest.mark.parametrize(("roll", "face", "change"), [(2, "courage", -1), (4, "stars", +1)])
def test_sector_7_rolls_2_and_4_take_a_courage_or_add_a_star_each_turn(roll: int, face: str, change: int) -> None:
    s = to_7(roll)
    gained = next_upkeep(s, STRONG)
    assert gained[face] == {"courage": 3, "stars": 0}[face] + change
    s.assert_replays()


def test_sector_7_roll_3_no_cover_adds_a_skull_of_the_unit_s_colour_choice() -> None:
    s = to_7(3)
    s.roll(*STRONG)
    while not s.state.units[0].pending:
        s._apply(0, s._default(0))
    assert legal(s.state) == {"skull red", "skull white", "skull blue"}
    s.do(0, "skull blue")
    assert s.state.units[0].choices == ["skull"], "the added skull cancels a die"
    s.assert_replays()


def test_sector_7_roll_5_a_bulldozer_is_found_there_for_its_item_points() -> None:
    s = to_7(5, rich=True)
    s.roll(*STRONG)
    s.do(0, "find bulldozer")
    assert s.state.units[0].vehicles == ["bulldozer"]
    s.assert_replays()


def test_sector_7_roll_6_high_ground_no_die_is_locked() -> None:
    s = to_7(6)
    s.roll(*STRONG)
    assert not any(a.kind == "lock" for a in s.state.legal_actions(0))
    assert "reroll r1,r2,w1,w2,b1,b2" in legal(s.state)
    s.assert_replays()


# -- sector 11's table


def test_sector_11_roll_1_booby_traps_cost_a_d6_without_a_minesweeper() -> None:
    s = to_11(1)  # the booby traps' d6 was a 2
    unit = s.state.units[0]
    soldiers = unit.soldiers
    s.turn({}, combat=("d6 4",))
    assert unit.soldiers == soldiers + 6 - (6 + 4), "DEF 6 (second turn) + the d6"
    s.assert_replays()


def test_sector_11_booby_traps_spare_a_unit_with_a_minesweeper() -> None:
    s = to_11(1)
    s.roll(*STARS)
    s.do(0, "recruit minesweeper")
    s.finish_turn()  # it would stop on a d6 due: none is rolled for a unit with a Minesweeper
    assert s.state.units[0].specialists == ["minesweeper"]
    s.assert_replays()


def test_sector_11_roll_2_crossfire_no_rwb_battle_cry_from_the_dice() -> None:
    s = to_11(2)
    courage = ("courage", "soldiers", "courage", "soldiers", "courage", "soldiers")
    s.roll(*courage)
    while s.state.phase not in (3, 4):  # through the upkeep
        s._apply(0, s._default(0))
    assert COURAGE in faces_with_rwb(s.state.units[0]), "red, white and blue courage: a Battle Cry"
    assert not s.state.units[0].battle_cry and s.state.units[0].choices == []
    s.assert_replays()


def test_sector_11_roll_3_ambush_a_soldier_lost_per_star() -> None:
    s = to_11(3)
    gained = next_upkeep(s, STARS)
    assert gained["stars"] == 4 and gained["soldiers"] == 4 - 4
    s.assert_replays()


def test_sector_11_roll_4_artillery_barrage_allows_one_turn_only() -> None:
    s = to_11(4)
    s.roll(*STRONG)
    while s.state.phase != 4:
        s._apply(0, s._default(0))
    assert s.state.units[0].must_move
    s.assert_replays()


def test_sector_11_roll_5_the_unit_finds_the_armored_car_free() -> None:
    s = to_11(5)
    unit = s.state.units[0]
    assert unit.vehicles == ["armored-car"] and "armored-car" not in s.state.vehicle_deck
    s.assert_replays()


def test_sector_11_roll_6_rally_point_a_soldier_per_rwb() -> None:
    s = to_11(6)
    fresh = ("soldiers", "courage", "soldiers", "courage", "soldiers", "star")  # Fresh Troops RWB
    gained = next_upkeep(s, fresh)
    assert gained["soldiers"] == 6 + 6 + 1
    s.assert_replays()


# ----------------------------------------------------------------------------- sector 15


def test_sector_15_the_first_unit_in_draws_a_random_medal() -> None:
    """"La prima unità ad entrare in questo settore automaticamente guadagna una onorificenza a
    caso": 1 -> 2 -> 5 -> 8 -> 11 (rolled: Crossfire) -> 15."""
    s = Script(MAP)
    s.turn({0: "move 2"})
    s.turn({0: "move 5"}, after_move=("d6 1",), combat=("d6 1",))
    s.turn({0: "move 8"}, combat=("d6 1",), faces=STRONG + STRONG)  # the Lieutenant's spare set
    s.turn({0: "move 11"}, after_move=("d6 1", "d6 2"))  # the minefield 8-11; Crossfire
    s.roll(*STRONG)
    s.do(0, "move 15")
    assert s.state.card_queue == [("medal", 0)]
    s.chance("draw military-medal")
    assert s.state.units[0].medals == ["military-medal"] and 15 in s.state.marks.claimed
    s.assert_replays()


# ----------------------------------------------------------------------------- bots


@pytest.mark.parametrize("players", [1, 4])
def test_heuristic_bots_play_sword_beach_and_their_records_replay(players: int) -> None:
    check_bot_games(MAP, players, 70)


def test_crossfire_leaves_a_battle_cry_granted_by_a_card() -> None:
    """A medal or an item outranks a sector attribute ("Onorificenze", "Oggetti & Veicoli"
    before "Attributi di settore"): a Battle Cry a card grants stands in the crossfire (DDM-48)."""
    from meeple.games.dday_dice import rwb

    s = to_11(2)
    unit = s.state.units[0]
    events: list[dict[str, object]] = []
    rwb.gain(s.state, unit, COURAGE, events, granted=False)
    assert events[-1]["type"] == "rwb-barred" and not unit.choices
    rwb.gain(s.state, unit, COURAGE, events, granted=True)
    assert events[-1]["type"] == "rwb" and unit.choices == ["battle-cry"]

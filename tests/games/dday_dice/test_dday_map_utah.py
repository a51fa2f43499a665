"""Battle map N.03, Utah Beach: every sector rule of the rulebooks, scripted through games on
the packaged map with every die pinned, and heuristic-bot games whose records replay.

Rulebooks: Spanish 002_..., "Mapa de Batalla N-03 : UTAH BEACH"; Italian 000_..., p. 16,
"Mappa N.03: UTAH BEACH". Rulings DDM-21 .. DDM-28 and DDM-81 (docs/rulings.md).

The board (data/maps/utah-beach.toml; † values reconstructed):
row 6 bunker 15; row 5: 12 (Flame-Thrower), 13 (MGF, -1 courage), 14 (MGF x2, -1 courage);
row 4: 9, 10 (Shoulder Patch), 11 (four of a kind: +5 soldiers); row 3: 6 (MGF, -1 courage;
skulls not rerolled), 7, 8; row 2: 4, 5; row 1: 1, 2 (start), 3.
"""

from __future__ import annotations

import re

import pytest

from dday_helpers import (
    act, board_cell, bot_games, chance, legal, map_notes, maps_show, new_map_game, place, roll, show, skip,
)
from meeple.engine.errors import IllegalActionError
from meeple.games.dday_dice.dice import FACES
from meeple.games.dday_dice.maps import load_map
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, SUPPLY, UPKEEP
from meeple.games.dday_dice.state import DdState

MAP = "utah-beach"
#: No RWB, no full set, no four of a kind, no skull.
QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")


# ----------------------------------------------------------------------------- helpers


def new(players: int = 1, **options: object) -> DdState:
    """A new game on this file's map."""
    return new_map_game(MAP, players, **options)


def to_combat_fire(state: DdState) -> None:
    """From Phase 4 (every unit staying) to the machine-gun dice."""
    for unit in state.units:
        if unit.active and not unit.moved:
            act(state, "stay", unit.seat)
    skip(state, lambda s: s.phase == COMBAT and s.d6_queue != [])


# ------------------------------------------------------------------- start resources


@pytest.mark.parametrize("players", (1, 4))
def test_every_unit_starts_in_sector_2_with_the_corporal_and_0_soldiers(players: int) -> None:
    """it: "Settore 2: Le tue risorse iniziali sono il Corporal e 0 soldati"; es: "Tus recursos
    iniciales son 0 Soldados y el Cabo -Corporal-" (DDM-21)."""
    state = new(players)
    for unit in state.units:
        assert unit.sector == 2 and unit.visited == [2]
        assert (unit.soldiers, unit.courage, unit.stars, unit.item_points) == (0, 0, 0, 0)
        assert unit.specialists == ["corporal"]


def test_the_starting_corporal_rerolls_a_die_of_the_first_final_count() -> None:
    """The Corporal is in the unit from the start: "Ritira 1 dado nel tuo Conteggio Finale"."""
    state = new()
    roll(state, ("soldiers", "soldiers", "soldier", "tool", "tool", "skull"))
    assert state.phase == FINAL_COUNT
    assert "corporal b2" in legal(state) and "corporal r1" not in legal(state)  # r1 locked first
    act(state, "corporal b2")
    show(state, "soldiers")
    assert state.units[0].dice[5] == FACES.index("soldiers")


def test_the_corporal_alone_is_a_soldier_who_can_fall() -> None:
    """Specialists count as soldiers: a unit with only its Corporal that loses one is
    eliminated ("Se non ci sono più soldati (o specialisti) in un'unità")."""
    state = new()
    roll(state, ("star", "star", "tool", "tool", "courage", "courage"))
    skip(state, MOVE)
    act(state, "stay")
    skip(state, lambda s: s.phase != COMBAT or s.units[0].lost)
    unit = state.units[0]
    assert unit.lost and "corporal" in unit.killed and state.result == "defeat"


# ------------------------------------------------------- MGF special damage: -1 courage


def test_the_mgf_special_damage_is_minus_1_courage_in_sectors_6_13_and_14_only() -> None:
    """it: "Il danno speciale da MGF (Settori 6, 13 e 14) è "-1 CORAGGIO"" (DDM-23)."""
    board = load_map(MAP)
    special = {c.number: c.mgf_special for c in board.cells if c.mgf_special != "none"}
    assert special == {6: "courage", 13: "courage", 14: "courage"}
    assert all(board.cell(n).mgf >= 1 for n in special)


@pytest.mark.parametrize("sector", (6, 13, 14))
def test_a_six_on_the_machine_gun_costs_a_courage_besides_the_soldiers(sector: int) -> None:
    state = new()
    place(state, 0, sector)
    unit = state.units[0]
    unit.soldiers, unit.courage = 30, 2
    roll(state, QUIET)  # +1 courage: 3
    skip(state, MOVE)
    to_combat_fire(state)
    dice = state.board.sectors[sector].mgf
    chance(state, "d6 6", *["d6 1"] * (dice - 1))
    skip(state, lambda s: s.phase != COMBAT)
    loss = state.board.def_for(sector, 1) + 6 + (dice - 1)
    assert unit.courage == 3 - 1
    assert unit.soldiers == 30 + 2 - loss


def test_without_courage_the_special_damage_is_ignored() -> None:
    """"Se non ti è rimasto nessun coraggio, ignora la perdita"."""
    state = new()
    place(state, 0, 6)
    unit = state.units[0]
    unit.soldiers = 30
    roll(state, ("soldier", "soldier", "tool", "tool", "star", "star"))
    skip(state, MOVE)
    to_combat_fire(state)
    chance(state, "d6 6")
    skip(state, lambda s: s.phase != COMBAT)
    assert unit.courage == 0 and unit.soldiers == 30 + 2 - (4 + 6)  # DEF 4 on row 3's first turn (DDM-81)


# ------------------------------------------------------- sector 6: skulls stay


def test_in_sector_6_no_reroll_may_include_a_skull() -> None:
    """it: "Settore 6: Non puoi rilanciare i teschi"; es: "No puedes relanzar las Calaveras"
    (DDM-24)."""
    state = new()
    place(state, 0, 6)
    show(state, "star", "tool", "skull", "skull", "tool", "soldier")
    act(state, "lock r1")
    act(state, "lock w2")  # a skull may be locked
    options = legal(state)
    assert "reroll r2,b1" in options and "reroll r2" in options
    assert not any("w1" in o for o in options if o.startswith("reroll"))
    before = state.to_json()
    with pytest.raises(IllegalActionError):
        act(state, "reroll w1,r2")
    assert state.to_json() == before
    act(state, "reroll r2,b1")
    show(state, "skull", "star")
    # b2, kept, is locked; r2 now shows a skull: only b1 may be rolled a third time
    assert {o for o in legal(state) if o.startswith("reroll")} == {"reroll b1"}


def test_skulls_are_rerolled_as_usual_outside_sector_6() -> None:
    state = new()
    place(state, 0, 7)
    show(state, "star", "tool", "skull", "skull", "tool", "soldier")
    act(state, "lock r1")
    act(state, "lock r2")
    assert "reroll w1,w2" in legal(state)


def test_in_sector_6_the_corporal_cannot_reroll_a_skull() -> None:
    """The Corporal's "Ritira 1 dado" is a reroll: not of a skull in sector 6."""
    state = new()
    place(state, 0, 6)
    roll(state, ("star", "tool", "skull", "tool", "soldier", "skull"))
    options = legal(state)
    assert "corporal w2" in options and "corporal b1" in options
    assert "corporal w1" not in options and "corporal b2" not in options


def test_in_sector_6_binoculars_and_ammo_box_still_change_a_skull_and_the_sharpshooter_ignores_one() -> None:
    """"puoi solo ignorarli (con lo Sharpshooter) o cambiare il loro risultato (con l'Ammo Box o
    i Binoculars)"."""
    state = new()
    place(state, 0, 6)
    unit = state.units[0]
    unit.items += ["binoculars", "ammo-box"]
    unit.specialists.append("sharpshooter")
    roll(state, ("star", "tool", "skull", "skull", "soldier", "skull"))
    options = legal(state)
    assert "use binoculars w1 star" in options and "use ammo-box soldiers" in options
    act(state, "use binoculars w1 star")
    assert unit.dice[2] == FACES.index("star")
    act(state, "done")
    assert state.phase == UPKEEP
    # two skulls left, the Sharpshooter may ignore one (DDE-31): one die to cancel at least
    assert unit.choices == ["sharpshooter-skull", "skull"] and "ignore skull" in legal(state)


@pytest.mark.parametrize(("sector", "allowed"), ((6, False), (7, True)))
def test_no_soldier_mulligan_rerolls_a_skull_in_sector_6(sector: int, allowed: bool) -> None:
    """The optional Soldier Mulligan ("puoi ritirare tutti i 6 dadi") is a rule of the game; a
    sector attribute comes first ("Regole in conflitto": "Attributi di settore" before "Regole
    del gioco"), so with a skull showing in sector 6 there is no mulligan (DDM-24)."""
    state = new(soldier_mulligan=True)
    place(state, 0, sector)
    show(state, "star", "tool", "skull", "courage", "tool", "star")
    assert ("mulligan" in legal(state)) is allowed


# ------------------------------------------------ sectors 10 and 12: items found free


def test_the_shoulder_patch_and_the_flame_thrower_are_set_aside_from_the_reserve() -> None:
    """"piazzate questi 2 oggetti al di fuori della riserva comune all'inizio del gioco" (DDM-25)."""
    for players in (1, 4):
        reserve = new(players).reserve
        assert "shoulder-patch" not in reserve and "flame-thrower" not in reserve
        assert "bangalore-torpedo" in reserve  # the other regular items are there


def test_the_set_aside_items_are_never_found_with_item_points() -> None:
    state = new()
    unit = state.units[0]
    unit.item_points = 100
    roll(state, QUIET)
    skip(state, SUPPLY)
    finds = {a for a in legal(state) if a.startswith("find")}
    assert "find bazooka" not in finds  # not on Utah's list
    assert "find bangalore-torpedo" in finds
    assert "find shoulder-patch" not in finds and "find flame-thrower" not in finds


def test_the_first_unit_to_enter_sector_10_finds_the_shoulder_patch_free_and_the_next_finds_nothing() -> None:
    """"Vengono trovati gratuitamente dalla prima unità ad entrare e non saranno più disponibili"."""
    state = new(2)
    for seat in (0, 1):
        place(state, seat, 7, visited=(2, 5))
        state.units[seat].soldiers, state.units[seat].courage = 20 - 2 * seat, 4
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    assert state.current_players() == [1], "the unit with fewer soldiers chooses first (tie rule)"
    act(state, "move 10", 1)
    act(state, "move 10", 0)
    first, second = state.units[1], state.units[0]
    assert first.items == ["shoulder-patch"] and second.items == []
    assert first.item_points == second.item_points == 3  # nothing paid
    assert first.found_turn == 0  # outside the one-find-a-turn limit


def test_the_shoulder_patch_found_in_sector_10_recruits_for_a_soldier() -> None:
    """Shoulder Patch: "Perdi 1 soldato per reclutare 1 specialista"."""
    state = new()
    place(state, 0, 7, visited=(2, 5))
    unit = state.units[0]
    unit.soldiers, unit.courage = 20, 4
    roll(state, ("soldier", "soldier", "tool", "tool", "courage", "courage"))
    skip(state, MOVE)
    act(state, "move 10")
    assert unit.items == ["shoulder-patch"]
    to_combat_fire(state)
    skip(state, lambda s: s.turn == 2)
    roll(state, ("soldier", "soldier", "tool", "tool", "courage", "courage"))
    skip(state, SUPPLY)
    assert "recruit hero patch" in legal(state)
    soldiers = unit.soldiers
    act(state, "recruit hero patch")
    assert "hero" in unit.specialists and unit.soldiers == soldiers - 1
    assert "shoulder-patch" in state.used


def test_the_first_unit_to_enter_sector_12_finds_the_flame_thrower_and_uses_it_in_the_bunker() -> None:
    """Sector 12: the Flame-Thrower, free; the card: "Sottrai 10 al DEF del tuo bunker"."""
    state = new()
    place(state, 0, 9, visited=(2, 4, 6))
    unit = state.units[0]
    unit.soldiers, unit.courage = 30, 6
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "move 12")
    assert unit.items == ["flame-thrower"] and unit.item_points == 3
    skip(state, lambda s: s.turn == 2)
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "move 15")
    skip(state, lambda s: s.phase == COMBAT)
    assert "use flame-thrower" in legal(state)
    act(state, "use flame-thrower")
    skip(state, lambda s: s.phase == COMBAT and s.d6_queue != [])
    chance(state, "d6 2")
    soldiers = unit.soldiers
    skip(state, lambda s: s.is_over())
    assert state.result == "victory"
    assert unit.soldiers == soldiers - (22 - 10 + 2)  # the bunker's DEF 22 (DDM-81)


@pytest.mark.parametrize(("map_id", "bunker", "meant"), (("utah-beach", 15, 12), ("juno-beach", 14, 14)))
def test_the_flame_thrower_brings_utah_and_junos_bunkers_to_the_def_of_the_reconstruction(
        map_id: str, bunker: int, meant: int) -> None:
    """DDM-81: the card ("Sottrai 10 al DEF del tuo bunker") acts for every unit in the bunker
    ("coinvolgono tutte le Unità presenti nel settore"), so each bunker is 10 higher than the
    earlier reconstruction meant a team to fight: with the card, Utah's is Omaha's 12 and Juno's
    the 14 of the second-hardest beach."""
    board = new_map_game(map_id).board
    assert board.sectors[bunker].bunker
    assert board.sectors[bunker].defs == (meant + 10,)


def test_every_sector_of_utah_has_omaha_beachs_def_ladder() -> None:
    """DDM-81: row r of the board has DEF r+1, r+2, r+3, as Omaha Beach's rows (DDM-15)."""
    sectors = [sector for sector in new().board.sectors.values() if not sector.bunker]
    assert len(sectors) == 14
    for sector in sectors:
        assert sector.defs == (sector.row + 1, sector.row + 2, sector.row + 3), sector.number


# ------------------------------------------------------ sector 11: four of a kind


def four_of_a_kind_game(faces: tuple[str, ...], *choices: str, sector: int = 11) -> DdState:
    """A unit with 10 soldiers in ``sector`` rolls ``faces``, makes its upkeep ``choices``."""
    state = new()
    place(state, 0, sector, visited=(3, 5, 8))
    state.units[0].soldiers = 10
    roll(state, faces)
    skip(state, UPKEEP)
    for choice in choices:
        act(state, choice)
    assert state.phase != UPKEEP
    return state


def test_four_results_of_a_kind_in_sector_11_give_5_soldiers() -> None:
    """it: "Settore 11: Se ottieni 4 simboli dello stesso tipo nel tuo conteggio finale,
    guadagni 5 soldati" (DDM-27)."""
    state = four_of_a_kind_game(("tool", "tool", "tool", "tool", "star", "soldier"))
    unit = state.units[0]
    assert unit.soldiers == 10 + 1 + 5
    assert unit.item_points == 12  # the four tools still count: 4x = 12 Item Points


def test_five_or_six_of_a_kind_still_give_the_bonus() -> None:
    """"Se ne ottieni 5 o 6, guadagnerai lo stesso il bonus" (five stars: a Leadership RWB too)."""
    state = four_of_a_kind_game(("star", "star", "star", "soldier", "star", "star"), "leadership courage 0")
    assert state.units[0].soldiers == 10 + 1 + 5
    state = four_of_a_kind_game(("courage",) * 6, "battle-cry soldiers")
    assert state.units[0].soldiers == 10 + 3 + 5


def test_three_of_a_kind_give_nothing() -> None:
    state = four_of_a_kind_game(("tool", "tool", "tool", "star", "soldier", "courage"))
    assert state.units[0].soldiers == 10 + 1


def test_the_bonus_comes_on_top_of_an_rwb() -> None:
    """"Questo bonus è in aggiunta ad un qualsiasi RWB": four 2-soldier results, red, white and
    blue among them, give Fresh Troops (6 soldiers), the 8 soldiers of the dice and 5 more."""
    state = four_of_a_kind_game(("soldiers", "soldiers", "soldiers", "star", "soldiers", "tool"))
    assert state.units[0].soldiers == 10 + 8 + 6 + 5


def test_the_bonus_holds_only_in_sector_11() -> None:
    state = four_of_a_kind_game(("tool", "tool", "tool", "tool", "star", "soldier"), sector=10)
    assert state.units[0].soldiers == 11


def test_a_die_a_skull_cancels_still_counts_for_the_four() -> None:
    """The Final Count is the dice on the table (DDM-27): four stars and two skulls, the
    skulls cancelling two stars, still show four of a kind."""
    state = four_of_a_kind_game(("star", "star", "star", "star", "skull", "skull"), "cancel r1", "cancel r2")
    unit = state.units[0]
    assert unit.soldiers == 10 + 5 and unit.stars == 2


# ------------------------------------------------------------ whole games, bots


@pytest.mark.parametrize(("players", "games"), ((1, 60), (4, 20)))
def test_heuristic_bots_play_utah_beach_to_the_end_and_the_records_replay(players: int, games: int) -> None:
    wins, seen = bot_games(MAP, players, games)
    assert 0 < wins
    assert "find" in seen  # the items lying in sectors 10 and 12 reach the bots' units


# ------------------------------------------------------------ `meeple maps show`


def test_meeple_maps_show_draws_every_utah_sector_with_its_rules_and_marks_reconstructed_values(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = maps_show(MAP, capsys, monkeypatch)
    assert out.startswith("Map N.03: Utah Beach")
    for number in range(1, 15):
        assert board_cell(out, f"Sector {number}").startswith(f"Sector {number}")
    assert "enter: courage 3†" in board_cell(out, "BUNKER 15")
    # the start: sector 2, the Corporal and 0 soldiers, as printed (no †)
    assert "▲ START" in board_cell(out, "Sector 2") and "start: 0 soldiers, corporal" in board_cell(out, "Sector 2")
    assert "▲ START sector 2: 0 soldiers, corporal" in out
    # sectors 6, 13 and 14: the machine guns' special damage is -1 courage
    for number in (6, 13, 14):
        assert "a 6: -1 courage" in board_cell(out, f"Sector {number}")
        assert "“-1 CORAGGIO”" in map_notes(out, f"Sector {number}")
    assert "skulls not rerolled" in board_cell(out, "Sector 6") and "[no-skull-reroll]" in map_notes(out, "Sector 6")
    assert "1st unit in finds free: shoulder-patch" in board_cell(out, "Sector 10")
    assert "1st unit in finds free: flame-thrower" in board_cell(out, "Sector 12")
    # sector 11: four of a kind gives 5 soldiers, on top of any RWB
    assert "4 of a kind: +5 soldiers" in board_cell(out, "Sector 11")
    assert "+5 soldiers, on top of any RWB" in map_notes(out, "Sector 11")
    assert "4 of a kind" not in board_cell(out, "Sector 10") + board_cell(out, "Sector 12")
    # values the rulebooks do not print are marked
    assert "DEF 6·7·8†" in board_cell(out, "Sector 14") and "DEF 22†" in board_cell(out, "BUNKER 15")
    assert "†  reconstructed: not in the rulebook texts" in out
    assert re.search(r"\n  [1-9]\d* values on this map are reconstructed\.\n", out)

"""Battle map N.05, Juno Beach: every sector rule of the rulebooks, scripted through games on
the packaged map with every die pinned, and heuristic-bot games whose records replay.

Rulebooks: Spanish 002_..., "Mapa de Batalla N-05 : JUNO BEACH"; Italian 000_..., pp. 17-18,
"Mappa N.05: JUNO BEACH". Rulings DDM-26 .. DDM-34 (docs/rulings.md).

The board (data/maps/juno-beach.toml; † values reconstructed):
row 6 bunker 14; row 5: 11 (four of a kind: -3 soldiers), 12 (MGF x2), 13 (Flame-Thrower);
row 4: 9 (the Beachmaster joins), 10 (MGF); row 3: 6, 7 (MGF x2, -1 courage; a General
cancels them), 8 (-3 stars); row 2: 3, 4 (the Minesweeper† joins), 5 (the Tank);
row 1: 1 (start), 2. Minefields† on the lines 3-6 and 5-8.
"""

from __future__ import annotations

import re

import pytest

from dday_helpers import (
    act, board_cell, bot_games, chance, legal, map_notes, maps_show, new_map_game, place, roll, skip, to_next_turn,
)
from meeple.engine.core import CHANCE
from meeple.engine.errors import IllegalActionError
from meeple.games.dday_dice.maps import load_map
from meeple.games.dday_dice.phases import COMBAT, MOVE, SUPPLY, UPKEEP
from meeple.games.dday_dice.state import DdState

MAP = "juno-beach"
#: No RWB, no full set, no four of a kind, no skull: +2 soldiers, 3 Item Points, +1 courage, +1 star.
QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")


# ----------------------------------------------------------------------------- helpers


def new(players: int = 1, **options: object) -> DdState:
    """A new game on this file's map."""
    return new_map_game(MAP, players, **options)


# ------------------------------------------------------- sectors 4 and 9: free specialists


def test_moving_into_sector_4_the_minesweeper_joins_free() -> None:
    """it: "Settori 4 e 9: Gli specialisti specificati entrano nella tua unità gratuitamente
    quando muovi qui" (which specialist sector 4 prints is reconstructed: DDM-31)."""
    state = new()
    unit = state.units[0]
    roll(state, QUIET)
    skip(state, MOVE)
    stars = unit.stars
    act(state, "move 4")
    assert unit.specialists == ["minesweeper"] and unit.stars == stars
    assert unit.recruited_turn == 0  # not a recruit: the one-a-turn limit is untouched


def test_a_unit_that_lost_the_minesweeper_does_not_get_it_again_in_sector_4() -> None:
    """"Una volta che lo specialista è stato eliminato, non potrà essere reclutato ancora"."""
    state = new()
    unit = state.units[0]
    unit.killed.append("minesweeper")
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "move 4")
    assert unit.specialists == []


def test_the_beachmaster_gained_by_advancing_into_sector_9_brings_no_3_soldiers() -> None:
    """it: "Se ottieni il Beachmaster mentre avanzi al Settore 9, non guadagni i suoi 3 soldati
    bonus (il Beachmaster deve essere nella tua unità prima di avanzare)" (DDM-31)."""
    state = new()
    place(state, 0, 6, visited=(1, 3))
    unit = state.units[0]
    unit.soldiers, unit.courage = 20, 4
    roll(state, QUIET)
    skip(state, MOVE)
    soldiers = unit.soldiers
    act(state, "move 9")
    assert unit.specialists == ["beachmaster"]
    assert unit.soldiers == soldiers  # no "Guadagna 3 soldati ogni volta che avanzi" this time
    to_next_turn(state)
    roll(state, QUIET)
    skip(state, MOVE)
    soldiers = unit.soldiers
    act(state, "move 11")
    assert unit.soldiers == soldiers + 3  # in the unit before this advance: the bonus counts


def test_a_unit_that_already_has_the_beachmaster_gains_its_3_soldiers_advancing_into_9() -> None:
    state = new()
    place(state, 0, 6, visited=(1, 3))
    unit = state.units[0]
    unit.soldiers, unit.courage = 20, 4
    unit.specialists.append("beachmaster")
    roll(state, QUIET)
    skip(state, MOVE)
    soldiers = unit.soldiers
    act(state, "move 9")
    assert unit.specialists == ["beachmaster"] and unit.soldiers == soldiers + 3


# ------------------------------------------------------------- sector 5: the Tank


def tank_game(item_points: int, sector: int = 5) -> DdState:
    state = new()
    place(state, 0, sector, visited=(2,))
    unit = state.units[0]
    unit.soldiers, unit.courage, unit.item_points = 20, 4, item_points
    roll(state, ("soldier", "soldier", "star", "star", "courage", "star"))  # no tool: no Item Point
    skip(state, lambda s: s.phase == SUPPLY and s.current_players() == [0])
    return state


def test_the_tank_is_found_in_sector_5_for_its_20_item_points() -> None:
    """it: "Settore 5: Un carro armato può essere trovato qui, ma devi pagarne il costo in punti
    oggetto" (DDM-32)."""
    state = tank_game(25)
    unit = state.units[0]
    assert "find tank" in legal(state)
    act(state, "find tank")
    assert unit.vehicles == ["tank"] and unit.item_points == 5
    assert "tank" not in state.vehicle_deck
    # found "come un oggetto": the unit's one find of the turn
    assert not any(a.startswith("find") for a in legal(state))


def test_the_tank_needs_its_full_cost() -> None:
    state = tank_game(19)
    assert "find tank" not in legal(state)
    with pytest.raises(IllegalActionError):
        act(state, "find tank")


def test_item_discounts_do_not_lower_the_tanks_cost() -> None:
    """Quartermaster: "Gli oggetti costano -2 punti oggetto": items, not vehicles (DDC-17)."""
    state = tank_game(19)
    state.units[0].specialists.append("quartermaster")
    assert "find tank" not in legal(state)


def test_the_tank_is_found_only_in_sector_5() -> None:
    state = tank_game(40, sector=4)
    assert "find tank" not in legal(state)


def test_the_tank_cuts_the_def_by_2_and_is_left_behind_on_the_minefield_to_sector_8() -> None:
    """Tank: "Sottrai 2 dal DEF del tuo settore"; sector 5: "Ricorda che i veicoli non possono
    muoversi attraverso i campi minati"."""
    state = tank_game(20)
    unit = state.units[0]
    act(state, "find tank")
    skip(state, MOVE)
    to_next_turn(state)
    assert unit.soldiers == 20 + 2 - (state.board.def_for(5, 1) - 2)
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "move 8")
    assert unit.vehicles == [] and "tank" in state.abandoned


def test_a_tank_already_drawn_by_a_legion_of_merit_cannot_be_found() -> None:
    state = tank_game(30)
    state.vehicle_deck.remove("tank")
    state.units[0].vehicles.append("tank")
    assert "find tank" not in legal(state)


# ------------------------------------------------------------ sector 7: the General


def sector_7_game(general: bool) -> DdState:
    """A unit in sector 7 with 30 soldiers and 3 courage; with ``general``, a General recruited
    by it (the General is not on Juno's list: the optional rule Bazooka Joe's second step,
    "rendi disponibili tutti gli specialisti", puts it in the game)."""
    options = {"bazooka_joe": True, "bazooka_joe_specialists": True} if general else {}
    state = new(**options)
    place(state, 0, 7, visited=(1, 4))
    unit = state.units[0]
    unit.soldiers, unit.courage, unit.stars = 30, 3, 4
    roll(state, QUIET)
    if general:
        skip(state, lambda s: s.phase == SUPPLY and s.current_players() == [0])
        act(state, "recruit general")
    skip(state, MOVE)
    act(state, "stay")
    skip(state, lambda s: s.phase == COMBAT and s.combat_stage >= 1)
    return state


def test_without_a_general_sector_7_has_its_machine_guns_and_penalty() -> None:
    state = sector_7_game(general=False)
    assert state.current_players() == [CHANCE] and state.d6_queue == [("mgf", 7), ("mgf", 7)]
    assert state.units[0].courage == 3 + 1 - 1  # the -1 courage penalty on the Final Count


def test_with_a_general_in_play_units_ignore_sector_7s_attributes() -> None:
    """it: "Settore 7: Se un General è in gioco, le unità ignorano gli attributi di questo
    settore" (DDM-33): no machine-gun fire, no penalty; the DEF stays."""
    state = sector_7_game(general=True)
    unit = state.units[0]
    assert state.d6_queue == []
    skip(state, lambda s: s.turn == 2)
    assert unit.soldiers == 30 + 2 - state.board.def_for(7, 1)
    assert "general" in unit.specialists


def test_the_general_cancels_the_attributes_only_while_in_play() -> None:
    """"In gioco": once the General falls, sector 7 fires again (DDC-16)."""
    state = sector_7_game(general=True)
    skip(state, lambda s: s.turn == 2)
    unit = state.units[0]
    unit.specialists.remove("general")
    unit.killed.append("general")
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "stay")
    skip(state, lambda s: s.phase == COMBAT and s.combat_stage >= 1)
    assert state.d6_queue == [("mgf", 7), ("mgf", 7)]


# ------------------------------------------------------ sector 8: -3 stars in the count


def test_sector_8_removes_3_star_results_from_the_final_count_not_3_stars_from_the_card() -> None:
    """it: "Settore 8: Ricorda che la penalità si assegna solo al Conteggio Finale (non perdi 3
    stelle per turno, semplicemente perdi 3 risultati stella nel conteggio)" (DDM-34)."""
    board = load_map(MAP)
    assert board.cell(8).penalty == {"star": 3}  # type: ignore[union-attr]
    state = new()
    place(state, 0, 8, visited=(2, 5))
    unit = state.units[0]
    unit.soldiers, unit.stars = 20, 5
    roll(state, ("star", "star", "star", "star", "soldier", "tool"))  # four stars, red and white: no RWB
    skip(state, lambda s: s.phase != UPKEEP)
    assert unit.stars == 5 + 1  # 4 star results - 3


def test_with_fewer_than_3_star_results_the_card_keeps_its_stars() -> None:
    state = new()
    place(state, 0, 8, visited=(2, 5))
    unit = state.units[0]
    unit.soldiers, unit.stars = 20, 5
    roll(state, QUIET)  # one star result
    skip(state, lambda s: s.phase != UPKEEP)
    assert unit.stars == 5


# ------------------------------------------------------ sector 11: four of a kind


def sector_11_game(faces: tuple[str, ...], *choices: str, specialists: tuple[str, ...] = ()) -> DdState:
    state = new()
    place(state, 0, 11, visited=(1, 3, 6, 9))
    unit = state.units[0]
    unit.soldiers = 10
    unit.specialists += list(specialists)
    roll(state, faces)
    skip(state, UPKEEP)
    for choice in choices:
        act(state, choice)
    return state


def test_four_results_of_a_kind_in_sector_11_cost_3_soldiers() -> None:
    """it: "Settore 11: Se ottieni 4 risultati di uno stesso tipo nel tuo Conteggio Finale,
    predi 3 soldati" (DDM-28)."""
    state = sector_11_game(("tool", "tool", "tool", "tool", "soldier", "star"))
    assert state.phase != UPKEEP
    assert state.units[0].soldiers == 10 + 1 - 3


def test_five_or_six_of_a_kind_also_cost_3_soldiers() -> None:
    """"Se ottieni 5 o 6 risultati di uno stesso tipo, comunque perderai i soldati"."""
    state = sector_11_game(("soldier",) * 6)
    assert state.units[0].soldiers == 10 + 6 + 4 + 4 - 3  # Reinforcements 4+4 solo, then the loss


def test_three_of_a_kind_cost_nothing() -> None:
    state = sector_11_game(("tool", "tool", "tool", "star", "soldier", "star"))
    assert state.units[0].soldiers == 10 + 1


def test_the_loss_is_a_casualty_the_medic_reduces_and_a_specialist_may_take() -> None:
    """Medic: "Ogni volta che perdi soldati ne perdi 1 meno (una sola volta per fase)"."""
    state = sector_11_game(("tool", "tool", "tool", "tool", "soldier", "star"), specialists=("medic",))
    unit = state.units[0]
    assert unit.casualties == 2 and "lose medic" in legal(state)
    act(state, "lose soldiers")
    assert unit.soldiers == 10 + 1 - 2 and unit.specialists == ["medic"]


# ------------------------------------------------------ sector 13: the Flame-Thrower


def test_the_flame_thrower_is_set_aside_and_never_found_with_item_points() -> None:
    """it: "Settore 13: Il Flame-Thrower può essere trovato solo in questo settore ... piazza il
    Flame-Thrower a fianco della Riserva Comune" (DDM-26)."""
    state = new(4)
    assert "flame-thrower" not in state.reserve and "bangalore-torpedo" in state.reserve
    state = new()
    state.units[0].item_points = 100
    roll(state, QUIET)
    skip(state, lambda s: s.phase == SUPPLY and s.current_players() == [0])
    finds = {a for a in legal(state) if a.startswith("find")}
    assert "find bangalore-torpedo" in finds and "find flame-thrower" not in finds


def test_the_first_unit_into_sector_13_finds_the_flame_thrower_and_cuts_the_bunker_by_10() -> None:
    """"Viene trovato gratuitamente dalla prima unità che vi entra"; the card: "Sottrai 10 al
    DEF del tuo bunker" (DDC-11)."""
    state = new(2)
    for seat in (0, 1):
        place(state, seat, 10, visited=(2, 5, 8))
        state.units[seat].soldiers, state.units[seat].courage = 30, 8
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "move 13", 0)
    act(state, "move 13", 1)
    first, second = state.units
    assert first.items == ["flame-thrower"] and second.items == []
    assert first.item_points == 3
    to_next_turn(state)
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "move 14", 0)
    act(state, "move 14", 1)
    skip(state, lambda s: s.phase == COMBAT)
    act(state, "use flame-thrower", 0)
    skip(state, lambda s: s.phase == COMBAT and s.d6_queue != [])
    chance(state, "d6 3")
    skip(state, lambda s: s.is_over())
    bunker = state.board.def_for(14, 1)
    assert state.result == "victory"
    # "coinvolgono tutte le Unità presenti nel settore": both units fight DEF - 10
    sector_13 = state.board.def_for(13, 1)
    assert first.soldiers == 30 + 2 - sector_13 + 2 - (bunker - 10 + 3) and second.soldiers == first.soldiers


# ------------------------------------------------------------ whole games, bots


@pytest.mark.parametrize(("players", "games"), ((1, 60), (4, 20)))
def test_heuristic_bots_play_juno_beach_to_the_end_and_the_records_replay(players: int, games: int) -> None:
    wins, seen = bot_games(MAP, players, games)
    assert 0 < wins
    assert "joins" in seen  # the free specialists of sectors 4 and 9 reach the bots' units


# ------------------------------------------------------------ `meeple maps show`


def test_meeple_maps_show_draws_every_juno_sector_with_its_rules_and_marks_reconstructed_values(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = maps_show(MAP, capsys, monkeypatch)
    assert out.startswith("Map N.05: Juno Beach")
    for number in range(1, 14):
        assert board_cell(out, f"Sector {number}").startswith(f"Sector {number}")
    assert "enter: courage 4†" in board_cell(out, "BUNKER 14")
    # the start: sector 1, its resources reconstructed
    assert "▲ START" in board_cell(out, "Sector 1")
    assert "▲ START sector 1: 5 soldiers†, 1 courage†, 1 stars†" in out
    # sectors 4 and 9: a specialist joins free (the Minesweeper in 4 is reconstructed, DDM-31)
    assert "joins free: minesweeper†" in board_cell(out, "Sector 4")
    assert "joins free: beachmaster" in board_cell(out, "Sector 9") and "beachmaster†" not in out
    assert "[auto-specialist:minesweeper†]" in map_notes(out, "Sector 4")
    assert "[auto-specialist:beachmaster]" in map_notes(out, "Sector 9")
    # sector 5: the Tank, found for its Item Points
    assert "find here (Item Points): tank" in board_cell(out, "Sector 5")
    assert "[vehicle-here:tank]" in map_notes(out, "Sector 5")
    assert "General in play: attributes off" in board_cell(out, "Sector 7")
    assert "-3 star/turn" in board_cell(out, "Sector 8")
    assert "4 of a kind: -3 soldiers" in board_cell(out, "Sector 11")
    assert "1st unit in finds free: flame-thrower" in board_cell(out, "Sector 13")
    # values the rulebooks do not print are marked
    assert "DEF 24†" in board_cell(out, "BUNKER 14") and "DEF 6·7·8†" in board_cell(out, "Sector 13")
    assert "†  reconstructed: not in the rulebook texts" in out
    assert re.search(r"\n  [1-9]\d* values on this map are reconstructed\.\n", out)

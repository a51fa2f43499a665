"""Battle map N.08, Merville Battery: every sector rule of the rulebooks, scripted through games
on the packaged map with every die pinned, the Medal Case (meeple's reading, DDM-60), and
heuristic-bot games whose records replay.

Rulebooks: Spanish 002_..., "Mapa de Batalla N-08 : MERVILLE BATTERY" (the better source for
maps); Italian 000_..., pp. 20-21, "Mappa N.08: MERVILLE BATTERY". Rulings DDM-56 .. DDM-64
(docs/rulings.md).

The board (data/maps/merville-battery.toml; layout and numbers reconstructed): row 6 the
battery 14 (DEF 12; only with the RWB Battle Cry); row 5: 12 (a General cancels its MGF, -1
courage and "sacrifice 1 specialist"), 13 (stay for ever; DEF 4·5·6, MGF x1); row 4: 10, 11
(DEF 4·5·6 nothing reduces); row 3: 7, 8, 9 (Wirecutters only; the Amphetamines, solo the
Signalling Lamp);
row 2: 4 (a General cancels its MGF with -1 courage on a 6 and its -1 star), 5, 6 (Wirecutters
only; the Medal Case); row 1: 1, 2 (start), 3.
"""

from __future__ import annotations


import re

import pytest

from dday_helpers import (
    act, assert_record_replays, board_cell, chance, legal, map_notes, maps_show, new_map_game,
    place_before_upkeep as place, play_bot_game, roll_if_locking as roll, skip, to_next_turn,
)
from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.games.dday_dice.combat import sector_def
from meeple.games.dday_dice.maps import load_map
from meeple.games.dday_dice.medals import SILVER_STAR_FLAG
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, UPKEEP
from meeple.games.dday_dice.state import DdState

MAP = "merville-battery"
#: No RWB, no full set, no skull: +2 soldiers, 3 Item Points, +1 courage, +1 star.
QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")
#: Courage in red, white and blue: an RWB Battle Cry.
BATTLE_CRY = ("courage", "soldier", "courage", "soldier", "courage", "star")


# ----------------------------------------------------------------------------- helpers


def new(players: int = 1, **options: object) -> DdState:
    """A new game on this file's map."""
    return new_map_game(MAP, players, **options)


# -------------------------------------------------------------------------- the board


def test_the_start_is_sector_2_with_1_soldier_and_2_stars() -> None:
    """es: "Sector 2: Tus recursos iniciales son 1 Soldado y 2 Estrellas" (DDM-56)."""
    assert [s.number for s in load_map(MAP).start_sectors] == [2]
    for unit in new(3).units:
        assert (unit.sector, unit.soldiers, unit.courage, unit.stars) == (2, 1, 0, 2)


def test_the_card_lists_are_the_rulebooks() -> None:
    cards = load_map(MAP).cards
    assert cards.regular_specialists == ("corporal", "hero", "medic", "minesweeper", "paratrooper", "pathfinder", "sharpshooter")
    assert cards.unique_specialists == ("captain", "grenadier", "lieutenant", "marksman", "quartermaster")
    assert set(cards.special_items) == {"signalling-lamp", "amphetamines", "medal-case", "flak-vest", "mortar",
                                        "strategic-map", "wirecutters"}
    assert cards.solo_substitutes == {"amphetamines": "signalling-lamp"}


def test_the_items_found_in_sectors_6_and_9_are_set_aside_not_in_the_reserve() -> None:
    """"coloca estos 2 Objetos a un lado de la Reserva"; the Signalling Lamp, "(En Solitario
    únicamente)", is never in the reserve either (DDM-58, DDM-61)."""
    for players in (1, 3):
        reserve = new(players).reserve
        assert not {"medal-case", "amphetamines", "signalling-lamp"} & set(reserve)
        assert {"flak-vest", "strategic-map", "wirecutters"} <= set(reserve)


# ---------------------------------------------------------- sectors 4 and 12: the General


def test_sector_4_attributes_hold_without_a_general() -> None:
    """Sector 4's reconstructed attributes: -1 star a turn, MGF x1 with -1 courage on a 6."""
    state = new()
    place(state, 0, 4, (2,))
    unit = state.units[0]
    unit.soldiers, unit.courage = 10, 2
    roll(state, QUIET)
    assert unit.stars == 2 + 1 - 1
    skip(state, MOVE)
    act(state, "stay")
    skip(state, lambda s: s.current_players() == [CHANCE])
    assert state.d6_queue == [("mgf", 4)]
    chance(state, "d6 6")
    skip(state, lambda s: s.turn == 2)
    assert unit.courage == 2 + 1 - 1, "the 6 cost a courage"


def test_with_a_general_in_play_units_ignore_sector_4s_attributes() -> None:
    """"Sectores 4 y 12: Si el General está en juego, las Unidades ignorarán los atributos de este
    Sector": no penalty, no machine-gun fire (DDM-64)."""
    state = new()
    place(state, 0, 4, (2,))
    unit = state.units[0]
    unit.soldiers = 10
    unit.specialists.append("general")
    roll(state, ("soldier", "soldier", "tool", "tool", "courage", "star"))
    assert unit.stars == 2 + 1
    skip(state, MOVE)
    act(state, "stay")
    skip(state, lambda s: s.phase == COMBAT and s.combat_stage >= 1)
    assert state.d6_queue == [] and state.mgf_rolls == {}


def test_sector_12_asks_a_sacrifice_unless_a_general_is_in_play() -> None:
    """Sector 12's reconstructed requirement ("Sacrifica 1 specialista") bars a unit without
    specialists; a General in play anywhere on the beach lifts it."""
    state = new(2)
    place(state, 0, 10, (2, 5, 8))
    place(state, 1, 3)
    for unit in state.units:
        unit.soldiers, unit.courage = 12, 6
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    assert "move 12" not in legal(state, 0)
    state.units[1].specialists.append("general")
    assert "move 12" in legal(state, 0)
    act(state, "move 12", 0)
    assert state.units[0].sector == 12 and state.units[0].specialists == []


# --------------------------------------------------------- sectors 6 and 9: the Wirecutters


def test_sector_6_is_closed_without_the_wirecutters() -> None:
    """"Sectores 6 y 9: Estos Sectores sólo están accesibles usando el Cortaalambres"."""
    state = new()
    place(state, 0, 5, (2,))
    state.units[0].soldiers = 10
    roll(state, QUIET)
    skip(state, MOVE)
    assert "move 6" not in legal(state) and "move 4" in legal(state)


def test_the_wirecutters_open_sector_6_where_the_first_unit_finds_the_medal_case_free() -> None:
    """The Wirecutters ("Ignora le Barriers per 1 turno. Vale anche per le unità che muovono con
    te") open the way; "Son encontrados sin coste por la primera Unidad que entre"."""
    state = new(2)
    place(state, 0, 5, (2,))
    place(state, 1, 5, (2,))
    for unit in state.units:
        unit.soldiers = 10
    state.units[0].items.append("wirecutters")
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    assert "move 6" not in legal(state, 0)
    act(state, "use wirecutters", 0)
    assert "move 6" in legal(state, 0), "the unit moving with it too"
    assert state.current_players() == [0], "equal soldiers: the lower seat chooses first (tie rule)"
    item_points = state.units[0].item_points
    act(state, "move 6", 0)
    assert "move 6" in legal(state, 1)
    assert state.units[0].items == ["medal-case"] and state.units[0].item_points == item_points
    act(state, "move 6", 1)
    assert state.units[1].items == [], "only the first unit finds it"


def test_a_unit_moving_twice_needs_a_second_use_to_go_on_from_6_to_9() -> None:
    """The pass is the sector's, where the Wirecutters were used (DDM-57): a Silver Star unit
    ("1 unità qualsiasi può muovere due volte durante la Fase 4") cuts its way 3 -> 6, and
    sector 9 stays closed from 6 until a second Wirecutters card is used there."""
    state = new()
    place(state, 0, 3, (2,))
    unit = state.units[0]
    unit.soldiers, unit.courage = 10, 6
    unit.items += ["wirecutters", "wirecutters"]  # a second copy, for the test
    roll(state, QUIET)
    unit.flags.append(SILVER_STAR_FLAG)
    skip(state, MOVE)
    act(state, "use wirecutters")
    act(state, "move 6")
    assert unit.sector == 6 and not unit.moved, "the Silver Star's second move"
    assert "move 9" not in legal(state)
    act(state, "use wirecutters")
    assert "move 9" in legal(state)
    act(state, "move 9")
    assert unit.sector == 9


def test_a_unit_arriving_where_the_wire_was_cut_goes_through() -> None:
    """"Vale anche per le unità che muovono con te" (DDC-25, DDM-57): unit 0 cuts the wire in
    sector 5; unit 1, moving twice (Silver Star), arrives there from 2 and goes on into 6; the
    user itself may not cut in 2 and use the pass from 5."""
    state = new(2)
    place(state, 0, 5, (2,))
    place(state, 1, 2)
    for unit in state.units:
        unit.soldiers, unit.courage = 10, 6
    state.units[0].items.append("wirecutters")
    roll(state, QUIET, QUIET)
    state.units[1].flags.append(SILVER_STAR_FLAG)
    skip(state, MOVE)
    act(state, "use wirecutters", 0)
    act(state, "stay", 0)
    assert "move 6" not in legal(state, 1), "sector 2 is not beside 6"
    act(state, "move 5", 1)
    assert "move 6" in legal(state, 1)
    act(state, "move 6", 1)
    assert state.units[1].sector == 6


def test_the_wire_cut_in_one_sector_opens_nothing_from_another() -> None:
    """A unit that cut the wire in sector 2 and moves on to 5 (Silver Star) finds sector 6
    closed: the pass stayed in sector 2 (DDM-57)."""
    state = new()
    unit = state.units[0]
    unit.soldiers, unit.courage = 10, 6
    unit.items.append("wirecutters")
    roll(state, QUIET)
    unit.flags.append(SILVER_STAR_FLAG)
    skip(state, MOVE)
    act(state, "use wirecutters")
    assert state.wires_cut == [2]
    act(state, "move 5")
    assert unit.sector == 5 and "move 6" not in legal(state) and "move 4" in legal(state)


def test_a_battle_cry_does_not_open_a_wirecutters_sector() -> None:
    """The Battle Cry ignores a sector's requirements; the fence is the only way in (DDM-57)."""
    state = new()
    place(state, 0, 5, (2,))
    unit = state.units[0]
    unit.soldiers = 10
    roll(state, BATTLE_CRY)
    act(state, "battle-cry move")
    skip(state, MOVE)
    assert unit.battle_cry
    assert "move 6" not in legal(state) and "move 8" in legal(state)


def test_the_amphetamines_lie_in_sector_9_with_two_or_more_units() -> None:
    state = new(2)
    place(state, 0, 8, (2, 5))
    place(state, 1, 1)
    unit = state.units[0]
    unit.soldiers = 10
    unit.items.append("wirecutters")
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "use wirecutters", 0)
    act(state, "move 9", 0)
    assert unit.items == ["amphetamines"]


def test_solo_the_signalling_lamp_lies_in_sector_9_instead() -> None:
    """"Solitario: La Anfetamina no está disponible en este Mapa. Debes reemplazar la Anfetamina
    en el Sector 9 por la Lámpara de Señales" (DDM-61)."""
    state = new()
    place(state, 0, 8, (2, 5))
    unit = state.units[0]
    unit.soldiers = 10
    unit.items.append("wirecutters")
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "use wirecutters")
    act(state, "move 9")
    assert unit.items == ["signalling-lamp"]


# ------------------------------------------------------------------------ the Medal Case


def test_the_medal_case_gives_an_award_drawn_at_random() -> None:
    """DDM-60: used, the Medal Case draws one award from the deck for its unit, free; the award
    is played at the end of a Phase 1 as always."""
    state = new()
    unit = state.units[0]
    unit.items.append("medal-case")
    roll(state, QUIET)
    assert state.phase == FINAL_COUNT and "use medal-case" in legal(state)
    act(state, "use medal-case")
    assert state.current_players() == [CHANCE]
    deck = len(state.medal_deck)
    chance(state, "draw silver-star")
    assert unit.medals == ["silver-star"] and unit.medals_won == 1 and len(state.medal_deck) == deck - 1
    assert "medal-case" in state.used and "medal-case" not in unit.items
    assert "play silver-star" in legal(state)


def test_the_medal_case_is_not_offered_when_the_unit_had_its_award_this_turn() -> None:
    """"Un'unità non può ricevere più di 1 carta onorificenza per turno"."""
    state = new()
    unit = state.units[0]
    unit.items.append("medal-case")
    unit.medal_turn = state.turn
    roll(state, QUIET)
    assert "use medal-case" not in legal(state)


def test_the_medal_case_is_not_offered_once_the_award_deck_is_empty() -> None:
    """"Quando non ci saranno più carte disponibili nel mazzo onorificenze, non sarà più possibile
    riceverne"."""
    state = new()
    state.units[0].items.append("medal-case")
    state.medal_deck.clear()
    roll(state, QUIET)
    assert "use medal-case" not in legal(state)


# ------------------------------------------------------------------ sector 11: fixed DEF


def test_nothing_reduces_sector_11s_def() -> None:
    """"Sector 11: Ningún Objeto o Especialista puede reducir la DEF de este Sector. Esto incluye
    el Torpedo Bangalore, el Bazooka y el Tanque": a Tank beside the unit, a DEF cut on the
    sector, the unit fights DEF 4 on its first turn; the DEF items are not offered."""
    state = new()
    place(state, 0, 11, (2, 5, 8))
    unit = state.units[0]
    unit.soldiers = 20
    unit.vehicles.append("tank")
    unit.items += ["bazooka", "bangalore-torpedo", "gammon-bomb", "flak-vest"]
    roll(state, ("soldier", "soldier", "star", "star", "courage", "courage"))
    skip(state, MOVE)
    act(state, "stay")
    assert state.phase == COMBAT
    options = legal(state)
    assert options == {"use flak-vest", "done"}
    state.def_cut[11] = 3
    assert sector_def(state, unit, []) == 4
    act(state, "done")
    skip(state, lambda s: s.turn == 2)
    assert unit.soldiers == 20 + 2 - 4


def test_the_same_items_do_cut_the_def_elsewhere() -> None:
    state = new()
    place(state, 0, 10, (2, 5, 8))
    unit = state.units[0]
    unit.soldiers = 20
    unit.items.append("bazooka")
    roll(state, ("soldier", "soldier", "star", "star", "courage", "courage"))
    skip(state, MOVE)
    act(state, "stay")
    assert "use bazooka" in legal(state)


# --------------------------------------------------------------- sector 13: stay for ever


def test_in_sector_13_the_unit_marker_never_turns() -> None:
    """"Sector 13: Las unidades pueden estar en este Sector indefinidamente. No ajustar los
    Marcadores de Unidad durante la Fase 2": four turns, and the unit still fights the first
    shield and need not move."""
    state = new()
    place(state, 0, 13, (2, 5, 8, 11), marker=1)
    unit = state.units[0]
    unit.soldiers = 30
    for turn in range(1, 5):
        roll(state, ("soldier", "soldier", "star", "star", "tool", "tool"))
        skip(state, MOVE)
        assert unit.marker == 1 and not unit.must_move
        assert "stay" in legal(state)
        assert sector_def(state, unit, []) == 4
        to_next_turn(state)
        assert state.turn == turn + 1


def test_elsewhere_the_third_turn_brings_the_must_move_arrow() -> None:
    state = new()
    place(state, 0, 12, (2, 4, 7, 10), marker=3)
    state.units[0].soldiers = 10
    roll(state, QUIET)
    assert state.units[0].must_move


# ------------------------------------------------------------ the battery: Battle Cry only


def test_the_battery_is_closed_without_a_battle_cry() -> None:
    """"Búnker: La única manera de entrar al Búnker es con el Grito de Guerra RBA": courage
    enough, no Battle Cry, no way in."""
    state = new()
    place(state, 0, 13, (2, 5, 8, 11))
    unit = state.units[0]
    unit.soldiers, unit.courage = 30, 10
    unit.items.append("whistle")
    roll(state, QUIET)
    skip(state, MOVE)
    assert "move 14" not in legal(state)
    act(state, "use whistle")
    assert "move 14" not in legal(state), "a Whistle spares courage, it opens nothing"


def test_a_rolled_battle_cry_taken_as_a_move_opens_the_battery() -> None:
    """"... con los dados apropiados en tu Resultado Final": the unit goes in, spends no
    courage, survives DEF 12 + MGF and is safe: the solo game is won."""
    state = new()
    place(state, 0, 13, (2, 5, 8, 11))
    unit = state.units[0]
    unit.soldiers, unit.courage = 30, 0
    roll(state, BATTLE_CRY)
    assert legal(state) == {"battle-cry soldiers", "battle-cry move"}
    act(state, "battle-cry move")
    skip(state, MOVE)
    assert "move 14" in legal(state)
    act(state, "move 14")
    assert unit.sector == 14 and unit.courage == 3
    skip(state, lambda s: s.current_players() == [CHANCE])
    chance(state, "d6 2")
    skip(state, lambda s: s.is_over())
    assert unit.safe and state.result == "victory"


def test_the_battle_cry_taken_as_soldiers_leaves_the_battery_closed() -> None:
    state = new()
    place(state, 0, 12, (2, 4, 7, 10))
    unit = state.units[0]
    unit.soldiers = 30
    roll(state, BATTLE_CRY)
    act(state, "battle-cry soldiers")
    skip(state, MOVE)
    assert "move 14" not in legal(state) and "move 13" in legal(state)


def test_the_amphetamines_give_the_battle_cry_that_opens_the_battery() -> None:
    """"... o con ayuda de un Objeto como la Anfetamina" ("Guadagna un RWB Battle Cry")."""
    state = new(2)
    place(state, 0, 13, (2, 5, 8, 11))
    place(state, 1, 3)
    unit = state.units[0]
    unit.soldiers = 30
    unit.items.append("amphetamines")
    roll(state, QUIET, QUIET)
    act(state, "use amphetamines", 0)
    skip(state, UPKEEP)
    assert legal(state, 0) == {"battle-cry soldiers", "battle-cry move"}
    act(state, "battle-cry move", 0)
    skip(state, MOVE)
    assert "move 14" in legal(state, 0)


# ---------------------------------------------------------------------- bots and records


@pytest.mark.parametrize("players", (1, 4))
def test_heuristic_bots_play_merville_to_the_end_and_the_records_replay(players: int) -> None:
    for seed in range(3):
        session = play_bot_game({"map": MAP}, players, seed)[0]
        assert session.state.is_over()
        assert_record_replays(session)


def test_meeple_play_starts_on_merville(capsys: pytest.CaptureFixture[str]) -> None:
    state = get_game("dday-dice").new_game(1, {"map": MAP})
    assert state.current_players() == [CHANCE] and not state.board.unimplemented


# ---------------------------------------------------------------------- `meeple maps show`


def test_meeple_maps_show_draws_every_merville_sector_with_its_rules_and_marks_reconstructed_values(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = maps_show(MAP, capsys, monkeypatch)
    assert out.startswith("Map N.08: Merville Battery")
    for number in range(1, 14):
        assert board_cell(out, f"Sector {number}").startswith(f"Sector {number}")
    # the battery: its number is reconstructed; the only way in is the RWB Battle Cry
    assert "enter only with RWB Battle Cry" in board_cell(out, "BUNKER 14†")
    assert "[battle-cry-entry]" in map_notes(out, "Bunker 14")
    # the start: sector 2, 1 soldier and 2 stars, as printed (no †)
    assert "▲ START" in board_cell(out, "Sector 2") and "start: 1 soldiers, 2 stars" in board_cell(out, "Sector 2")
    assert "▲ START sector 2: 1 soldiers, 2 stars" in out
    for number in (4, 12):
        assert "General in play: attributes off" in board_cell(out, f"Sector {number}")
    # sectors 6 and 9: only with the Wirecutters; the Medal Case and the Amphetamines lie there
    for number, item in ((6, "medal-case"), (9, "amphetamines")):
        assert "enter only with Wirecutters" in board_cell(out, f"Sector {number}")
        assert f"1st unit in finds free: {item}" in board_cell(out, f"Sector {number}")
        assert "[wirecutters-only]" in map_notes(out, f"Sector {number}")
    assert not any("Wirecutters" in board_cell(out, f"Sector {number}") for number in (5, 8, 10, 11))
    assert "DEF cannot be reduced" in board_cell(out, "Sector 11")
    # sector 13: a unit may stay for ever
    assert "stay for ever (marker kept)" in board_cell(out, "Sector 13")
    assert "[stay-indefinitely]" in map_notes(out, "Sector 13")
    assert "Solo:                signalling-lamp replaces amphetamines" in out
    # values the rulebooks do not print are marked
    assert "DEF 12†" in board_cell(out, "BUNKER 14†")
    assert "MGF ×1†, a 6: -1 courage†" in board_cell(out, "Sector 4")
    assert "†  reconstructed: not in the rulebook texts" in out
    assert re.search(r"\n  [1-9]\d* values on this map are reconstructed\.\n", out)

"""The scenario "Silence the Guns" (it 000 p. 21 "TACCIANO I CANNONI"; es 002 "SILENCIAR LOS
CAÑONES"): Sword Beach and Merville Battery joined top to top, every rule of the scenario
scripted through games on the packaged boards with every die pinned, and heuristic-bot games
whose records replay. Rulings DDM-65 .. DDM-79 (docs/rulings.md).

Numbering: Sword's sector n is n (S1..S16), Merville's is 20 + n (M1..M14 = 21..34).
The junction: M13 (33) meets S12, S13; M12 (32) meets S14, S15; the bunker M14 (34) leads
into S16 (16), one way.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from dday_helpers import (
    act, assert_record_replays, chance, legal, new_map_game, place_before_upkeep as place, play_bot_game,
    roll_if_locking as roll, skip as skip_windows,
)
from meeple.engine.core import CHANCE
from meeple.engine.errors import OptionsError
from meeple.engine.registry import get_game
from meeple.games.dday_dice import joined_maps, supply, windows
from meeple.games.dday_dice.combat import sector_def
from meeple.games.dday_dice.phases import COMBAT, MOVE
from meeple.games.dday_dice.scoring import victory_points
from meeple.games.dday_dice.state import DdState

MAP = "silence-the-guns"
M = 20  # Merville's offset
#: No RWB, no full set, no skull: +2 soldiers, 3 Item Points, +1 courage, +1 star.
QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")
#: Courage in red, white and blue: an RWB Battle Cry.
BATTLE_CRY = ("courage", "soldier", "courage", "soldier", "courage", "star")


# ----------------------------------------------------------------------------- helpers


def new(players: int = 2, starts: str = "") -> DdState:
    """A new game on this file's map (``starts``: the units' start sectors)."""
    return new_map_game(MAP, players, **({"starts": starts} if starts else {}))


def skip(state: DdState, until: int | Callable[[DdState], bool]) -> None:
    """``dday_helpers.skip``, each skull also cancelling the last die offered (Sword 4's virtual skull)."""
    skip_windows(state, until, cancel=True)


def fire(state: DdState, die: int = 1) -> None:
    """Phase 5 from the window before the machine-gun fire: every d6 shows ``die``."""
    skip(state, lambda s: s.current_players() == [CHANCE])
    while state.current_players() == [CHANCE] and state.phase == COMBAT and state.d6_queue:
        chance(state, f"d6 {die}")
    skip(state, lambda s: any(u.pending for u in s.units if u.active) or s.phase != COMBAT or s.is_over())


def moves(state: DdState, **by_seat: str) -> None:
    """Phase 4: each unit (``u0=...``) makes its move, in the order the game asks for them."""
    todo = {int(k[1:]): v for k, v in by_seat.items()}
    while todo:
        seat = next(s for s in state.current_players() if s in todo)
        act(state, todo.pop(seat), seat)


def strong(state: DdState, seat: int, soldiers: int = 40, courage: int = 10) -> None:
    state.units[seat].soldiers, state.units[seat].courage = soldiers, courage


# ------------------------------------------------------------------ the board and the set-up


def test_the_joined_board_numbers_merville_after_an_offset_of_20_and_labels_each_part() -> None:
    board = new().board
    assert isinstance(board, joined_maps.JoinedBoard)
    assert len(board.sectors) == 16 + 14
    assert joined_maps.label(board, 5) == "S5" and joined_maps.label(board, 28) == "M8"
    assert board.sectors[16].bunker and board.sectors[34].bunker
    assert board.sectors[28].number == 28 and board.sectors[28].mgf == 1  # Merville 8, MGF x1


def test_the_top_rows_meet_with_merville_turned_round() -> None:
    """"Le righe superiori delle mappe sono considerate adiacenti" (DDM-67)."""
    board = new().board
    assert isinstance(board, joined_maps.JoinedBoard)
    assert set(board.junction) == {(12, 33), (33, 12), (13, 33), (33, 13), (14, 32), (32, 14), (15, 32), (32, 15)}
    assert [(e.to, e.forward) for e in board.exits[34]] == [(16, True)], "the bunkers: Merville's into Sword's"
    assert not any(e.to == 34 for e in board.exits[16]), "one way"


def test_seats_alternate_between_the_maps_by_default_each_with_its_maps_start() -> None:
    """"I giocatori scelgono con che mappa iniziare (almeno un giocatore per mappa)" (DDM-68)."""
    state = new(4)
    assert [u.sector for u in state.units] == [1, 22, 1, 22]
    sword, merville = state.units[0], state.units[1]
    assert (sword.soldiers, sword.courage, sword.stars) == (5, 1, 2)
    assert (merville.soldiers, merville.courage, merville.stars) == (1, 0, 2)  # "1 Soldado y 2 Estrellas"


def test_the_option_starts_chooses_each_seats_map() -> None:
    state = new(3, "MMS")
    assert [u.sector for u in state.units] == [22, 22, 1]


@pytest.mark.parametrize("starts", ("SS", "MM", "SX", "S", "SMS"))
def test_at_least_one_unit_starts_on_each_map_and_one_letter_a_seat(starts: str) -> None:
    with pytest.raises(OptionsError):
        new(2, starts)


def test_the_option_starts_belongs_to_joined_maps_only() -> None:
    with pytest.raises(OptionsError):
        get_game("dday-dice").new_game(2, {"map": "sword-beach", "starts": "SM"})


def test_solo_the_unit_starts_on_merville() -> None:
    state = new(1)
    assert state.units[0].sector == 22


def test_the_starting_map_gives_the_regular_specialists() -> None:
    """"... le quali determinano i loro specialisti regolari"."""
    state = new(2)
    sword, merville = state.units
    assert "chaplain" in supply.hand(state, sword) and "medic" not in supply.hand(state, sword)
    assert "medic" in supply.hand(state, merville) and "chaplain" not in supply.hand(state, merville)


def test_one_reserve_holds_both_maps_items_and_unique_specialists_and_the_bazooka_and_gammon_bomb() -> None:
    """"Tutti gli oggetti e gli specialisti unici di entrambe le mappe sono aggiunti alla stessa
    Riserva Comune. Si raccomanda di aggiungere anche ... Bazooka e Gammon Bomb" (DDM-70)."""
    state = new(2)
    for item in ("ammo-box", "toolkit", "flak-vest", "mortar", "bazooka", "gammon-bomb", "carrier-pigeon"):
        assert item in state.reserve
    for placed in ("medal-case", "amphetamines", "signalling-lamp"):
        assert placed not in state.reserve, "Merville's sector items lie in their sectors"
    assert {"messenger", "grenadier", "captain"} <= set(supply.reserve(state))


def test_the_lieutenant_is_found_only_in_swords_sector_5() -> None:
    """"Ricorda che il Lieutenant può essere trovato solo nel settore 5 di Sword Beach"."""
    state = new(2)
    assert "lieutenant" not in supply.reserve(state)
    place(state, 1, 4, (1,))
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    moves(state, u0="stay", u1="move 5")
    assert "lieutenant" in state.units[1].specialists


# ------------------------------------------------------------------ Sword under mortar fire


def test_swords_sectors_have_def_plus_1_until_a_unit_occupies_merville_8() -> None:
    """"tutti i suoi settori hanno un DEF +1 fin quando un'unità occuperà il settore 8 di
    Merville" (DDM-69): the Sword unit fights 3 in sector 3, 2+1; Merville's own sectors are
    not touched."""
    state = new(2)
    place(state, 0, 3, (1,))
    place(state, 1, M + 5, (22,))
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    sword, merville = state.units
    sword.marker = merville.marker = 1
    assert sector_def(state, sword, []) == 3 + 1
    assert sector_def(state, merville, []) == 2


def test_the_mortar_falls_silent_for_good_once_a_unit_enters_merville_8() -> None:
    state = new(2)
    place(state, 0, 3, (1,))
    place(state, 1, M + 5, (22,))
    strong(state, 1)
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    moves(state, u0="stay", u1=f"move {M + 8}")
    sword = state.units[0]
    assert sector_def(state, sword, []) == 3
    fire(state)
    assert state.units[1].sector == M + 8
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    assert sector_def(state, sword, []) == 4 - 0, "the second shield, no +1 any more"


def test_swords_bunker_has_def_plus_1_too() -> None:
    """Bunkers count as sectors ("i bunkers contano anch'essi come settori")."""
    state = new(2)
    assert joined_maps.def_plus(state, 16) == 1 and joined_maps.def_plus(state, 34) == 0


# ------------------------------------------------------------------ the junction


def test_a_unit_advances_across_the_top_rows_paying_the_rows_courage() -> None:
    """"Il movimento tra le 2 mappe è possibile (come un normale avanzamento, pagando il costo
    in coraggio come scritto sulla riga)"."""
    state = new(2)
    place(state, 0, 12, (1, 3, 6, 9))
    strong(state, 0, courage=3)
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    assert f"move {M + 13}" in legal(state) and f"move {M + 12}" not in legal(state)
    courage = state.units[0].courage
    act(state, f"move {M + 13}")
    assert state.units[0].sector == M + 13 and state.units[0].courage == courage - 3


def test_a_unit_without_the_courage_cannot_cross() -> None:
    state = new(2)
    place(state, 0, 12, (1, 3, 6, 9))
    state.units[0].soldiers = 30
    roll(state, ("soldier", "soldier", "tool", "tool", "star", "star"), QUIET)
    skip(state, MOVE)
    assert state.units[0].courage < 3
    assert f"move {M + 13}" not in legal(state) and "move 13" in legal(state)


def test_a_unit_that_crossed_never_goes_back() -> None:
    """"un'unità che muove da Merville a Sword non può tornare a Merville!" (DDM-71)."""
    state = new(2)
    place(state, 1, M + 13, (22, 25, 28, 31))
    strong(state, 1)
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    moves(state, u0="stay", u1="move 12")
    fire(state)
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    options = legal(state, 1)
    assert "move 13" in options and f"move {M + 13}" not in options
    moves(state, u0="stay", u1="move 13")
    fire(state)
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    assert f"move {M + 13}" not in legal(state, 1), "not from another sector of the top row either"


# ------------------------------------------------------------------ the bunkers


def test_swords_bunker_is_closed_until_merville_s_is_conquered() -> None:
    """"il bunker di Sword Beach ... non si può avere accesso fin quando qualcuno riuscirà ad
    entrare nel bunker di Merville" (DDM-72)."""
    state = new(2)
    place(state, 0, 13, (1, 3, 6, 9))
    strong(state, 0)
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    assert "move 16" not in legal(state)
    state.marks.conquered.append((34, 1))
    state._who = None
    assert "move 16" in legal(state)


def _into_merville_bunker(state: DdState, seat: int) -> None:
    """Unit ``seat`` in M13 takes a Battle Cry and enters M14; the other units stay."""
    place(state, seat, M + 13, (22, 25, 28, 31))
    strong(state, seat)
    faces = [QUIET] * len(state.units)
    faces[seat] = BATTLE_CRY
    roll(state, *faces)
    act(state, "battle-cry move", seat)
    skip(state, MOVE)
    moves(state, **{f"u{other}": "stay" if other != seat else f"move {M + 14}" for other in range(len(state.units))})
    fire(state)


def test_a_unit_that_survives_in_merville_s_bunker_chooses_to_go_on_or_retire() -> None:
    """"una volta che un'unità è entrata nel bunker di Merville, può decidere di rimanere in
    gioco ed entrare nel bunker di Sword o può scegliere di abbandonare il gioco" (DDM-73)."""
    state = new(2)
    _into_merville_bunker(state, 1)
    assert legal(state, 1) == {"go-on", "retire"}
    act(state, "retire", 1)
    assert state.units[1].safe and not state.is_over()
    assert (34, 1) in state.marks.conquered


def test_a_unit_that_goes_on_enters_swords_bunker_and_wins_there() -> None:
    state = new(2)
    _into_merville_bunker(state, 1)
    act(state, "go-on", 1)
    unit = state.units[1]
    assert not unit.safe and unit.active and unit.sector == 34
    place(state, 0, 13, (1, 3, 6, 9))
    strong(state, 0)
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    assert "move 16" in legal(state, 1) and "move 16" in legal(state, 0)
    courage = unit.courage
    moves(state, u0="move 16", u1="move 16")
    assert unit.courage == courage - 4
    fire(state)
    assert state.is_over() and state.result == "victory"
    assert all(u.safe for u in state.units)


def test_a_unit_that_crossed_from_sword_is_not_offered_swords_bunker() -> None:
    """A Sword unit that went over to Merville never goes back: safe in Merville's bunker, it
    retires."""
    state = new(2)
    place(state, 0, M + 13, (1, 3, 6, 9, 12))
    strong(state, 0)
    roll(state, BATTLE_CRY, QUIET)
    act(state, "battle-cry move", 0)
    skip(state, MOVE)
    moves(state, u0=f"move {M + 14}", u1="stay")
    fire(state)
    assert state.units[0].safe and not state.units[0].pending


def test_every_unit_safe_is_a_victory_whatever_the_bunker() -> None:
    """The standard victory (DDM-74): all units entered a bunker and survived."""
    state = new(1)
    _into_merville_bunker(state, 0)
    act(state, "retire", 0)
    assert state.is_over() and state.result == "victory"


def test_victory_points_count_the_number_printed_on_the_sectors_own_map() -> None:
    """"10 x il numero dell'ultimo settore visitato prima del bunker": M13 counts 13 (DDM-77)."""
    state = new(1)
    _into_merville_bunker(state, 0)
    act(state, "retire", 0)
    unit = state.units[0]
    points = victory_points(state, unit)
    assert points == 130 + 20 + 20 + unit.soldiers + 2 * unit.courage + 3 * len(unit.specialists)


# ------------------------------------------------------------------ cards across the maps


def test_the_carrier_pigeon_trades_between_the_maps() -> None:
    """"Il Carrier Pigeon permette alle unità di scambiare risorse tra mappe"."""
    state = new(2)
    sword, merville = state.units
    assert merville not in windows.trade_partners(state, sword)
    sword.flags.append("carrier-pigeon")
    assert merville in windows.trade_partners(state, sword)


def test_the_mortar_on_a_top_row_reaches_the_other_map() -> None:
    """"Il Mortar può essere giocato sull'ultima riga di una mappa per avere effetto sull'altra"."""
    state = new(2)
    place(state, 0, 14, (1, 3, 6, 9))
    strong(state, 0)
    state.units[0].items.append("mortar")
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    moves(state, u0="stay", u1="stay")
    assert state.phase == COMBAT
    assert f"use mortar {M + 12}" in legal(state, 0) and "use mortar 13" in legal(state, 0)


def test_a_lone_unit_on_merville_follows_its_solo_rules() -> None:
    """"Se solo 1 unità inizia a Merville, deve usare le regole per il gioco solitario di questa
    mappa": the Signalling Lamp lies in M9 instead of the Amphetamines (DDM-75)."""
    for starts, found in (("SM", "signalling-lamp"), ("SMM", "amphetamines")):
        state = new(len(starts), starts)
        seat = 1
        place(state, seat, M + 8, (22, 25))
        strong(state, seat)
        state.units[seat].items.append("wirecutters")
        roll(state, *[QUIET] * len(starts))
        skip(state, MOVE)
        act(state, "use wirecutters", seat)
        act(state, f"move {M + 9}", seat)
        assert found in state.units[seat].items


def test_swords_random_sectors_roll_on_the_joined_board() -> None:
    state = new(2)
    place(state, 0, 3, (1,))
    strong(state, 0)
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "move 6", 0)
    assert state.current_players() == [CHANCE]
    chance(state, "d6 2")
    assert state.marks.rolls == {6: 2}


# ---------------------------------------------------------------------- bots and records


@pytest.mark.parametrize("players", (1, 2, 4))
def test_heuristic_bots_play_silence_the_guns_to_the_end_and_the_records_replay(players: int) -> None:
    for seed in range(3):
        session = play_bot_game({"map": MAP}, players, seed)[0]
        assert session.state.is_over()
        assert_record_replays(session)


def test_random_bots_play_silence_the_guns_through_legal_actions() -> None:
    for seed in range(3):
        session = play_bot_game({"map": MAP}, 3, seed, agent="random")[0]
        assert session.state.is_over()


def test_meeple_maps_show_draws_both_boards_and_the_junction(capsys: pytest.CaptureFixture[str]) -> None:
    from rich.console import Console

    from meeple.cli.maps import show_map

    show_map(Console(width=120, force_terminal=False), MAP)
    out = capsys.readouterr().out
    assert "Sector M8 (28)" in out and "Sector S5 (5)" in out and "BUNKER M14 (34)" in out
    assert "Junction" in out and "M13 (33) <-> S12 (12), S13 (13)" in out


def test_the_map_option_lists_silence_the_guns() -> None:
    assert MAP in get_game("dday-dice").option_choices("map")

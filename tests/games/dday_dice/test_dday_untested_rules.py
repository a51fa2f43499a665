"""Rules of the Italian rulebook (/work/shared/seeds/000_0577ee46b0be016d.txt, cited by line)
that the engine implements and no test showed yet: what the RWB Battle Cry does not ignore
(minefields, barriers), the colourless per-turn sector bonus and the per-turn penalty, one
minefield die per unit, the Lieutenant's swap across sectors, what may not be traded, and the
Captain's once-a-turn colour change.

All on the hand-drawn board of dday_helpers.full_board: sector 1 "+1 star a turn", sector 3
"-1 courage a turn", a landmines on the line 3-6 (sector 6: MGF x2), sector 4 MGF x1.
"""

from __future__ import annotations

import dataclasses

from dday_helpers import act, chance, full_board, legal, new_full_game, place, show
from test_dday_combat_and_specialists import QUIET, fight_it_out, turn_dice, with_specialists
from meeple.engine.core import CHANCE, Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.dice import BLUE, DIE_NAMES, RED, SOLDIERS, STAR, WHITE
from meeple.games.dday_dice.game import DDayDice, new_state
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, ROLL, SUPPLY, UPKEEP
from meeple.games.dday_dice.state import DdState

#: Three courage dice, one of each colour: an RWB Battle Cry (and two stars, no other RWB).
BATTLE_CRY = ("courage", "star", "courage", "tool", "courage", "star")

R2, B1 = DIE_NAMES.index("r2"), DIE_NAMES.index("b1")


def roll_and_stop(state: DdState, *faces_by_seat: tuple[str, ...]) -> None:
    """Phase 1: units 0, 1 ... show these faces (r1 r2 w1 w2 b1 b2), lock r1 and r2 and stop."""
    for faces in faces_by_seat:
        show(state, *faces)
    for seat in range(len(faces_by_seat)):
        for text in ("lock r1", "lock r2", "stop"):
            act(state, text, seat)


def chance_events(state: DdState, text: str) -> list[Event]:
    """Chance takes the action ``text``: the events it causes."""
    return state.apply(CHANCE, A.parse_action(text))


def with_requirement(state: DdState, sector: int, *requires: tuple[str, str]) -> None:
    """Give ``sector`` of the board these requirements ("Devi avere XXX", "Sacrifica XXX")."""
    sectors = dict(state.board.sectors)
    sectors[sector] = dataclasses.replace(sectors[sector], requires=requires)
    state.board = dataclasses.replace(state.board, sectors=sectors)


def with_barrier(state: DdState, start: int, end: int) -> None:
    """Put a barrier on the line from ``start`` to ``end``."""
    exits = dict(state.board.exits)
    exits[start] = tuple(dataclasses.replace(e, barrier=e.to == end) for e in exits[start])
    state.board = dataclasses.replace(state.board, exits=exits)


def awards_game(players: int = 1) -> DdState:
    """The full board with medals (and items) in the game: a full set earns a medal."""
    board = dataclasses.replace(full_board(10, 5, 0), awards=True, items=True)
    return new_state(DDayDice(), board, players)


def close_windows(state: DdState, *phases: int) -> None:
    """Every unit asked in one of ``phases`` (Final Count, Phase 3) says ``done``."""
    while state.phase in phases and state.current_players() and state.current_players() != [CHANCE]:
        act(state, "done", state.current_players()[0])


def skip_to_supply(state: DdState) -> None:
    """Close every Final Count window; upkeep runs."""
    close_windows(state, FINAL_COUNT)
    assert state.phase in (SUPPLY, MOVE), state.phase


# ------------------------------------------------------------------ 1. the RWB Battle Cry


def beside_sector_6(battle_cry: str) -> DdState:
    """A unit in sector 3, beside sector 6 ("Sacrifica Medic", across the minefield 3-6), that
    rolled a Battle Cry and took it as ``battle_cry``; Phase 4 is next."""
    state = new_full_game(start_soldiers=20, start_courage=0)
    with_requirement(state, 6, ("sacrifice", "medic"))
    place(state, 0, 3)
    turn_dice(state, BATTLE_CRY)
    act(state, battle_cry)
    close_windows(state, SUPPLY)
    return state


def test_a_battle_cry_move_ignores_the_sectors_requirement_but_not_its_minefield() -> None:
    """it l. 133-135, BATTLE CRY: "se muovi in questo turno, ignora tutti i requisiti del settore
    in cui ti stai muovendo e non spendi coraggio per andarci. Le mine non saranno ignorate e il
    combattimento si effettuerà normalmente una volta che ti sei mosso"; l. 325: "L'unico modo di
    ignorare i requisiti di un settore è muovendo grazie al RWB Battle Cry."

    Sector 6 asks "Sacrifica Medic" and lies across the minefield 3-6."""
    without = beside_sector_6("battle-cry soldiers")
    assert without.phase == MOVE and "move 6" not in legal(without), "no Medic: sector 6 is closed"

    state = beside_sector_6("battle-cry move")
    unit = state.units[0]
    courage, soldiers = unit.courage, unit.soldiers
    assert courage == 0 + 3 - 1, "three courage dice, less sector 3's penalty"
    assert "move 6" in legal(state), "the requirement is ignored"
    act(state, "move 6")
    assert unit.sector == 6 and unit.killed == [] and unit.specialists == []
    assert unit.courage == courage, "the advance costs no courage"
    assert state.d6_queue[:1] == [("mine", 0)], "the minefield is not ignored"
    events = chance_events(state, "d6 4")
    assert [e for e in events if e["type"] == "minefield"] == [
        {"type": "minefield", "seat": 0, "die": 4, "casualties": 4}
    ]
    assert unit.soldiers == soldiers - 4
    assert state.phase == COMBAT and state.d6_queue == [("mgf", 6), ("mgf", 6)], "combat as usual"


def test_a_battle_cry_move_does_not_cross_a_barrier() -> None:
    """it l. 344-346: "Le barriere sono inattraversabili: le unità non possono mai
    attraversarle, neanche con gli RWB Battle Cry." -- a barrier on the line 2-5."""
    state = new_full_game(start_soldiers=20, start_courage=0)
    with_barrier(state, 2, 5)
    turn_dice(state, BATTLE_CRY)
    act(state, "battle-cry move")
    close_windows(state, SUPPLY)
    unit = state.units[0]
    assert state.phase == MOVE and unit.battle_cry and unit.courage == 3, "the advance could be paid for too"
    assert legal(state) == {"stay", "move 1", "move 3"}, "sideways only: sector 5 is behind the barrier"


# ------------------------------------------------------------ 2. per-turn bonus and penalty


def test_a_sector_bonus_is_a_colourless_result_that_makes_no_rwb() -> None:
    """it l. 326-330, "Bonus per turno": "vengono aggiunti al Conteggio Finale (Fase 1). Questi
    bonus non hanno un colore e non possono far ottenere al giocatore gli RWB" -- in sector 1
    (+1 star a turn) a red and a white star with the sector's star are three stars, not a
    Leadership."""
    state = new_full_game(start_soldiers=10, start_courage=5)
    place(state, 0, 1)
    turn_dice(state, ("star", "soldier", "star", "tool", "courage", "tool"), supply=False)
    unit = state.units[0]
    assert state.phase == SUPPLY and unit.choices == [], "no RWB to choose for"
    assert unit.stars == 2 + 1, "the bonus still counts as a star"

    blue = new_full_game(start_soldiers=10, start_courage=5)
    place(blue, 0, 1)
    turn_dice(blue, ("star", "soldier", "star", "tool", "star", "tool"), supply=False)
    assert blue.phase == UPKEEP and blue.units[0].choices == ["leadership"], "a real blue star does"


def test_a_sector_bonus_result_does_not_complete_a_full_set() -> None:
    """it l. 328-329: "Questi bonus non hanno un colore e non possono far ottenere al giocatore
    gli RWB, le onorificenze" -- five faces on the dice and sector 1's star are no full set
    (l. 113-116: "Set Completo ... esso guadagna una Onorificenza")."""
    state = awards_game()
    place(state, 0, 1)
    turn_dice(state, ("skull", "soldier", "soldiers", "tool", "courage", "tool"), supply=False)
    assert state.phase == UPKEEP and state.units[0].choices == ["skull"], "no medal to choose"
    act(state, "cancel w2")  # the skull cancels a tool
    unit = state.units[0]
    assert unit.medals == [] and unit.medals_won == 0
    assert unit.stars == 1, "the sector's star is still a result"

    real = awards_game()
    place(real, 0, 1)
    turn_dice(real, ("skull", "soldier", "soldiers", "star", "courage", "tool"), supply=False)
    assert real.units[0].choices == ["medal", "skull"], "a star die does make a full set"


def test_a_sector_bonus_result_cannot_be_swapped_by_the_lieutenant() -> None:
    """it l. 329-330: the bonuses "non possono essere scambiati tramite il Lieutenant"; l. 256-257:
    "I risultati “virtuali” dati dai settori ... non possono essere scambiati: solo i dadi reali
    possono essere scambiati." -- unit 0 in sector 1 (+1 star) swaps its only star die away and
    keeps the sector's star; unit 1 gets the die, not the bonus."""
    state = new_full_game(players=2, start_soldiers=5, start_courage=5)
    place(state, 0, 1)
    with_specialists(state, 0, "lieutenant")
    roll_and_stop(
        state,
        ("soldier", "tool", "soldier", "tool", "star", "courage"),
        ("tool", "tool", "tool", "tool", "soldier", "courage"),
    )
    assert state.phase == FINAL_COUNT
    swaps = {text for text in legal(state, 0) if text.startswith("swap")}
    assert swaps == {f"swap {mine} 1 {theirs}" for mine in DIE_NAMES for theirs in DIE_NAMES}, "real dice only"
    act(state, "swap b1 1 b2", 0)  # unit 0's blue star for unit 1's blue courage
    skip_to_supply(state)
    mine, theirs = state.units
    assert (mine.soldiers, mine.courage, mine.stars, mine.item_points) == (5 + 2, 5 + 2, 1, 3)
    assert (theirs.soldiers, theirs.courage, theirs.stars, theirs.item_points) == (5 + 1, 5, 1, 12)


def test_a_sector_penalty_takes_a_result_only_from_a_final_count_that_shows_it() -> None:
    """it l. 331-335, "Penalità per turno": "semplicemente sottrai la penalità dal tuo Conteggio
    Finale (Fase1). Se non ottieni un dado con quello specifico risultato nel tuo Conteggio
    Finale, non soffrirai di alcuna penalità." -- sector 3: -1 courage a turn."""
    without = new_full_game(start_soldiers=10, start_courage=5)
    place(without, 0, 3)
    turn_dice(without, ("soldier", "soldier", "tool", "tool", "star", "star"), supply=False)
    assert without.units[0].courage == 5, "no courage die: no penalty, none taken from the resource card"
    assert (without.units[0].soldiers, without.units[0].stars) == (10 + 2, 2), "nothing else taken"

    two = new_full_game(start_soldiers=10, start_courage=5)
    place(two, 0, 3)
    turn_dice(two, ("courage", "soldier", "courage", "tool", "star", "star"), supply=False)
    assert two.units[0].courage == 5 + 2 - 1, "two courage dice, one taken away"


# ------------------------------------------------------------------------ 3. minefields


def test_each_unit_crossing_the_same_minefield_rolls_its_own_die() -> None:
    """it l. 341-342: "Se più di un'unità attraversa lo stesso campo minato durante lo stesso
    turno, ognuna di esse deve tirare un dado (perchè alcune unità sono più fortunate di altre
    mentre lo attraversano)." -- both units cross the minefield 3-6: a 2 for one, a 5 for the
    other."""
    state = new_full_game(players=2, start_soldiers=20, start_courage=5)
    place(state, 0, 3)
    place(state, 1, 3)
    turn_dice(state, seats=(0, 1))
    first, second = state.units
    before = (first.soldiers, second.soldiers)
    act(state, "move 6", 0)
    assert state.d6_queue == [("mine", 0)], "unit 0 rolls at once, for itself"
    events = chance_events(state, "d6 2")
    act(state, "move 6", 1)
    assert state.d6_queue == [("mine", 1)], "unit 1 rolls its own die"
    events += chance_events(state, "d6 5")
    assert [(e["seat"], e["die"], e["casualties"]) for e in events if e["type"] == "minefield"] == [
        (0, 2, 2), (1, 5, 5)
    ]
    assert (before[0] - first.soldiers, before[1] - second.soldiers) == (2, 5)
    assert first.sector == second.sector == 6


# ----------------------------------------------------------------------- 4. the Lieutenant


def test_the_lieutenant_swaps_a_die_with_a_unit_in_another_sector() -> None:
    """it l. 254-255: "Per le unità non è necessario essere nello stesso settore per scambiarsi
    i dadi (il Lieutenant comunica con gli altri tramite la radio o segnali gestuali)." --
    unit 0 in sector 2, the Lieutenant's unit in sector 4."""
    state = new_full_game(players=2, start_soldiers=5, start_courage=5)
    place(state, 1, 4, visited=(1,))
    with_specialists(state, 1, "lieutenant")
    roll_and_stop(
        state,
        ("soldiers", "tool", "soldiers", "tool", "star", "star"),
        ("tool", "tool", "tool", "tool", "soldiers", "star"),
    )
    mine, theirs = state.units
    assert (mine.sector, theirs.sector) == (2, 4)
    assert "swap b1 1 b1" in legal(state, 0) and "swap b1 0 b1" in legal(state, 1)
    act(state, "swap b1 1 b1", 0)  # unit 0's blue star for unit 1's blue two-soldiers
    assert (mine.dice[B1], mine.colours[B1]) == (SOLDIERS, BLUE)
    assert (theirs.dice[B1], theirs.colours[B1]) == (STAR, BLUE)
    assert state.phase in (SUPPLY, MOVE), "both units have swapped: the Final Count is over"
    assert mine.soldiers == 5 + 2 + 2 + 2 + 6, "red, white and now blue two-soldiers: Fresh Troops"
    assert (theirs.stars, theirs.item_points) == (2, 12)


# ------------------------------------------------------------------------------ 5. trading


def test_medals_and_specialists_other_than_the_messenger_cannot_be_traded() -> None:
    """it l. 243-245: "Queste includono Soldati, Coraggio, Stelle, Attrezzi, Oggetti e Veicoli.
    Non possono essere scambiati in questo modo le Onorificenze e gli Specialisti (ad eccezione
    del Messenger)." -- unit 0 holds a Medic, the Messenger, a Silver Star and a Whistle: it
    may give the Messenger and the Whistle, never the Medic nor the medal (Phase 3)."""
    state = awards_game(players=2)
    state.medal_deck.remove("silver-star")
    unit = state.units[0]
    unit.medals.append("silver-star")
    unit.medals_won += 1
    unit.items.append("whistle")
    with_specialists(state, 0, "medic", "messenger")
    turn_dice(state, QUIET, seats=(0, 1), supply=False)
    close_windows(state, FINAL_COUNT)
    assert state.phase == SUPPLY and state.current_players() == [0]
    gifts = {text for text in legal(state) if text.startswith("give")}
    assert gifts == {"give 1 soldier", "give 1 courage", "give 1 star", "give 1 item-point",
                     "give 1 messenger", "give 1 whistle"}
    act(state, "give 1 whistle")
    act(state, "give 1 messenger")
    assert state.units[1].items == ["whistle"] and state.units[1].specialists == ["messenger"]
    assert unit.specialists == ["medic"] and unit.medals == ["silver-star"], "the Medic and the medal stay"


def test_specialists_cannot_be_traded_before_casualties_either() -> None:
    """it l. 245-249: "Non possono essere scambiati in questo modo le Onorificenze e gli
    Specialisti ... Durante il Combattimento (Fase 5), gli scambi si possono fare dopo aver
    tirato il dado del Fuoco di Mitragliatrice ma prima che le unità subiscano perdite" --
    in that window (sector 4, MGF x1) only resources are offered, not the Medic."""
    state = new_full_game(players=2, start_soldiers=10, start_courage=5)
    place(state, 0, 4, visited=(1,))
    place(state, 1, 4, visited=(1,))
    with_specialists(state, 0, "medic", "veteran")
    turn_dice(state, seats=(0, 1))
    act(state, "stay", 0)
    act(state, "stay", 1)
    chance(state, "d6 3")
    assert state.phase == COMBAT and state.current_players() == [0, 1]
    gifts = {text for text in legal(state, 0) if text.startswith("give")}
    assert gifts == {"give 1 soldier", "give 1 courage", "give 1 star", "give 1 item-point"}


# ------------------------------------------------------------------------------ 6. the Captain


def test_the_captain_changes_a_dies_colour_once_a_turn() -> None:
    """it l. 1128-1138, Captain: "Cambia il colore di 1 dado nel tuo Conteggio Finale (ma non il
    suo risultato)" -- one die: once used, the Captain is not offered again this turn (the
    Corporal keeps the window open); next turn the dice have their own colours back and the
    Captain may act again."""
    state = new_full_game(start_soldiers=5, start_courage=5)
    with_specialists(state, 0, "captain", "corporal")
    roll_and_stop(state, ("soldiers", "soldiers", "tool", "tool", "soldiers", "star"))
    assert state.phase == FINAL_COUNT
    assert {t for t in legal(state) if t.startswith("captain")} == {
        f"captain {d} {c}" for d, own in zip(DIE_NAMES, ("red", "red", "white", "white", "blue", "blue"))
        for c in ("red", "white", "blue") if c != own
    }
    act(state, "captain r2 white")
    unit = state.units[0]
    assert unit.colours == [RED, WHITE, WHITE, WHITE, BLUE, BLUE] and unit.dice[R2] == SOLDIERS
    assert state.phase == FINAL_COUNT and legal(state) == {"corporal w1", "corporal w2", "corporal b1",
                                                           "corporal b2", "done"}, "no second change"
    act(state, "done")
    assert unit.soldiers == 5 + 6 + 6, "red, white (the Captain's) and blue two-soldiers: Fresh Troops"

    act(state, "stay")
    fight_it_out(state)
    assert state.turn == 2 and state.phase == ROLL
    roll_and_stop(state, QUIET)
    assert unit.colours == [RED, RED, WHITE, WHITE, BLUE, BLUE], "the new colour lasted one turn"
    assert "captain r2 white" in legal(state), "a new turn: the Captain acts again"


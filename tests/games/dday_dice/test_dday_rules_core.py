"""D-Day Dice core rules on a hand-drawn board (dday_helpers.test_board), with every die
pinned: the dice, upkeep in the Practice Run, movement and combat."""

from __future__ import annotations

import pytest

from dday_helpers import new_test_game
from meeple.engine.core import CHANCE
from meeple.engine.errors import IllegalActionError
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.dice import item_points, is_full_set, rwb_faces
from meeple.games.dday_dice.phases import MOVE, ROLL
from meeple.games.dday_dice.scoring import victory_points
from meeple.games.dday_dice.state import DdState


def roll(state: DdState, *faces: str) -> None:
    for face in faces:
        state.apply(CHANCE, A.parse_action(f"face {face}"))


def act(state: DdState, seat: int, text: str) -> list[dict]:
    return state.apply(seat, A.parse_action(text))


def test_item_points_follow_the_table_then_24_more_each() -> None:
    """"1x = 1 ... 2x = 3 ... 3x = 6 ... 4x = 12 ... 5x = 24 ... 6x = 48 ... +24 Punti Oggetto
    per ogni successivo." """
    assert [item_points(n) for n in range(9)] == [0, 1, 3, 6, 12, 24, 48, 72, 96]


def test_a_full_set_is_one_of_each_face_whatever_the_colours() -> None:
    """"Se un giocatore ha come risultato una figura per ogni simbolo (indipendentemente dal
    colore) esso guadagna una Onorificenza." """
    assert is_full_set([0, 1, 2, 3, 4, 5])
    assert not is_full_set([0, 1, 2, 3, 4, 4])


def test_rwb_needs_the_same_face_on_a_red_a_white_and_a_blue_die() -> None:
    """"Se un giocatore tira 3 dadi con risultato identico in 3 differenti colori" """
    colours = [0, 0, 1, 1, 2, 2]
    assert rwb_faces([4, 1, 4, 2, 4, 3], colours) == [4]
    assert rwb_faces([4, 4, 2, 2, 3, 3], colours) == []
    assert rwb_faces([4, 5, 4, 5, 4, 5], colours) == [4, 5]


def test_the_first_roll_is_six_dice_then_two_must_be_locked() -> None:
    """"Al primo tiro (e solo al primo) 2 dadi devono essere 'bloccati'" """
    state = new_test_game()
    assert state.current_players() == [CHANCE]
    roll(state, "soldiers", "skull", "courage", "star", "tool", "soldier")
    assert state.current_players() == [0]
    assert {a.kind for a in state.legal_actions(0)} == {"lock"}
    act(state, 0, "lock r1")
    with pytest.raises(IllegalActionError, match="not legal"):
        act(state, 0, "stop")
    act(state, 0, "lock w1")
    assert A.STOP in state.legal_actions(0)
    assert not any(a.kind == "reroll" and 0 in a.dice for a in state.legal_actions(0))


def test_kept_dice_are_locked_and_the_third_roll_is_the_last() -> None:
    """FAQ: "puoi ritirare i 4 dadi sbloccati, bloccarne quanti ne vuoi (e metterli con i
    primi 2 bloccati) e infine se vuoi, puoi ritirare i rimanenti un'altra volta (la terza)" """
    state = new_test_game()
    roll(state, "soldiers", "skull", "courage", "star", "tool", "soldier")
    act(state, 0, "lock r1")
    act(state, 0, "lock w1")
    act(state, 0, "reroll r2,w2,b1")  # b2 is kept, so locked
    roll(state, "skull", "star", "soldiers")
    rerolls = [a for a in state.legal_actions(0) if a.kind == "reroll"]
    assert {d for a in rerolls for d in a.dice} == {1, 3, 4}
    act(state, 0, "reroll r2,w2")
    roll(state, "soldiers", "courage")
    assert state.units[0].dice == [3, 3, 4, 4, 3, 2]
    assert state.phase == MOVE, "the Final Count is set after the third roll"


def test_practice_upkeep_adds_soldiers_and_courage_only() -> None:
    """Practice Run: "dovrai preoccuparti soltanto dei soldati e del coraggio". """
    state = new_test_game(start_soldiers=5)
    roll(state, "soldiers", "soldier", "courage", "star", "tool", "skull")
    act(state, 0, "lock r1")
    act(state, 0, "lock r2")
    act(state, 0, "stop")
    unit = state.units[0]
    assert (unit.soldiers, unit.courage, unit.stars, unit.item_points) == (8, 1, 0, 0)
    assert unit.marker == 1, "the set-up placement counts as arriving: one chevron"


NO_RWB = ("soldier", "soldier", "star", "star", "tool", "tool")  # two soldiers, no triple


def finish_roll(state: DdState, seat: int, faces: tuple[str, ...] = NO_RWB) -> None:
    roll(state, *faces)
    act(state, seat, "lock r1")
    act(state, seat, "lock r2")
    act(state, seat, "stop")


def test_moving_forward_costs_the_courage_of_the_line_and_sideways_is_free() -> None:
    """"Un giocatore deve spendere coraggio ogni volta che avanza." """
    state = new_test_game(start_soldiers=5, start_courage=0)
    finish_roll(state, 0)
    legal = {a.text for a in state.legal_actions(0)}
    assert legal == {"stay", "move 1", "move 3"}, "no courage: no advance"
    act(state, 0, "move 3")
    unit = state.units[0]
    assert unit.sector == 3 and unit.visited == [2, 3] and unit.courage == 0
    assert unit.soldiers == 5 + 2 - 2, "sector 3's DEF is 2"


def test_a_unit_never_goes_back_to_a_sector_it_visited() -> None:
    """"non può mai visitare lo stesso settore due volte" """
    state = new_test_game(start_soldiers=9, start_courage=0)
    finish_roll(state, 0)
    act(state, 0, "move 3")
    finish_roll(state, 0, ("courage",) * 6)
    assert "move 2" not in {a.text for a in state.legal_actions(0)}
    with pytest.raises(IllegalActionError):
        act(state, 0, "move 2")


def test_def_grows_with_the_turns_spent_in_a_sector() -> None:
    """"devi usare il primo (e più basso) DEF durante il tuo primo turno di combattimento,
    quindi il secondo scudo per il secondo turno" (sector 2: DEF 1, 2, 3). """
    state = new_test_game(start_soldiers=20)
    losses = []
    for _ in range(3):
        finish_roll(state, 0, ("star",) * 6)
        before = state.units[0].soldiers
        act(state, 0, "stay")
        losses.append(before - state.units[0].soldiers)
    assert losses == [1, 2, 3]
    finish_roll(state, 0, ("star",) * 6)
    assert A.STAY not in state.legal_actions(0), "after three turns the unit must move"


def test_a_black_shield_sector_allows_one_turn() -> None:
    """"I settori con lo scudo nero sono settori dove non è possibile rimanere per più di 1
    turno." """
    state = new_test_game(start_soldiers=20, start_courage=5)
    finish_roll(state, 0, ("star",) * 6)
    act(state, 0, "move 5")
    finish_roll(state, 0, ("star",) * 6)
    assert state.units[0].must_move
    assert A.STAY not in state.legal_actions(0)


def test_a_unit_that_must_move_and_cannot_is_lost() -> None:
    """"Se un'unità deve muovere e non può farlo (per qualsiasi ragione), sarà eliminata" """
    state = new_test_game(start_soldiers=30, start_courage=1)
    finish_roll(state, 0, ("star",) * 6)
    act(state, 0, "move 5")  # courage 1 -> 0: black shield sector, sector 4 and 6 open
    finish_roll(state, 0, ("star",) * 6)
    act(state, 0, "move 4")
    for _ in range(3):
        if state.is_over():
            break
        finish_roll(state, 0, ("star",) * 6)
        if state.current_players() == [0]:
            act(state, 0, "stay")
    assert state.is_over() and state.units[0].lost
    assert "could not" in state.units[0].lost_cause


def test_a_unit_that_survives_the_bunker_is_safe_and_the_game_ends() -> None:
    """"Quando un'unità entra con successo in un bunker, l'unità è considerata 'salva'" """
    state = new_test_game(start_soldiers=12, start_courage=3)
    finish_roll(state, 0, ("star",) * 6)
    act(state, 0, "move 5")
    finish_roll(state, 0, ("star",) * 6)
    act(state, 0, "move 7")
    unit = state.units[0]
    assert unit.safe and state.is_over() and state.returns() == [1.0]
    assert unit.soldiers == 12 - 3 - 6 and unit.courage == 0


def test_victory_points_of_a_solo_winner_count_both_bunker_bonuses() -> None:
    """"Se un giocatore in modalità solitaria vince il gioco, quando conta i suoi punti VP,
    conta entrambi i bonus" """
    state = new_test_game(start_soldiers=12, start_courage=3)
    finish_roll(state, 0, ("star",) * 6)
    act(state, 0, "move 5")
    finish_roll(state, 0, ("star",) * 6)
    act(state, 0, "move 7")
    unit = state.units[0]
    assert unit.first_in_bunker
    assert victory_points(state, unit) == 20 + 20 + 5 * 10 + 3 * 1 + 0


def test_several_units_decide_at_the_same_time() -> None:
    """"Il gioco è simultaneo. Tutti i giocatori eseguono la sequenza del turno insieme" """
    state = new_test_game(players=3)
    roll(state, *(["soldier"] * 18))
    assert state.current_players() == [0, 1, 2]
    act(state, 2, "lock b1")
    act(state, 0, "lock r1")
    assert state.phase == ROLL


def test_an_illegal_action_changes_nothing() -> None:
    state = new_test_game()
    roll(state, *(["soldier"] * 6))
    before = state.to_json()
    for text in ("stay", "move 5", "reroll r1"):
        with pytest.raises(IllegalActionError):
            act(state, 0, text)
    with pytest.raises(IllegalActionError, match="not .*turn"):
        state.apply(CHANCE, A.parse_action("face skull"))
    assert state.to_json() == before


def three_colours(face: str) -> tuple[str, ...]:
    """r1, w1 and b1 show ``face``; the other dice show stars (ignored in the Practice Run)."""
    return (face, "star", face, "star", face, "star")


def test_fresh_troops_gives_six_soldiers_on_top_of_the_dice() -> None:
    """FRESH TROOPS: "Guadagni 6 soldati." -- "in aggiunta ai dadi stessi" """
    state = new_test_game(start_soldiers=5)
    finish_roll(state, 0, three_colours("soldiers"))
    assert state.units[0].soldiers == 5 + 6 + 6


def test_solo_reinforcements_give_four_plus_four() -> None:
    """"il RWB 'Reinforcement' ora fornirà al giocatore in solitaria 4+4 soldati" """
    state = new_test_game(start_soldiers=5)
    finish_roll(state, 0, three_colours("soldier"))
    assert state.units[0].soldiers == 5 + 3 + 8


def test_reinforcements_give_four_to_another_unit_of_your_choice() -> None:
    """REINFORCEMENTS: "Aggiungi 4 soldati alla tua unità e 4 soldati ad un'altra unità a tua
    scelta." """
    state = new_test_game(players=3, start_soldiers=5)
    roll(state, *three_colours("soldier"), *NO_RWB, *NO_RWB)
    for seat in range(3):
        act(state, seat, "lock r1")
        act(state, seat, "lock r2")
        act(state, seat, "stop")
    assert state.current_players() == [0]
    assert {a.text for a in state.legal_actions(0)} == {"reinforce 1", "reinforce 2"}
    act(state, 0, "reinforce 2")
    assert [u.soldiers for u in state.units] == [5 + 3 + 4, 5 + 2, 5 + 2 + 4]


def test_battle_cry_is_three_soldiers_or_a_free_move() -> None:
    """BATTLE CRY: "Guadagni 3 soldati oppure, se muovi in questo turno, ... non spendi
    coraggio per andarci." """
    state = new_test_game(start_soldiers=9, start_courage=0)
    finish_roll(state, 0, three_colours("courage"))
    assert {a.text for a in state.legal_actions(0)} == {"battle-cry soldiers", "battle-cry move"}
    act(state, 0, "battle-cry move")
    courage = state.units[0].courage
    assert courage == 3 and "move 5" in {a.text for a in state.legal_actions(0)}
    act(state, 0, "move 5")
    assert state.units[0].courage == 3, "the advance cost no courage"

    state = new_test_game(start_soldiers=9, start_courage=0)
    finish_roll(state, 0, three_colours("courage"))
    act(state, 0, "battle-cry soldiers")
    assert state.units[0].soldiers == 9 + 3


def test_the_practice_run_ignores_star_skull_and_tool_triples() -> None:
    """Practice Run: "Gli altri risultati dei dadi non verranno presi in considerazione" """
    state = new_test_game(start_soldiers=5)
    finish_roll(state, 0, ("star", "soldier", "star", "tool", "star", "soldier"))
    unit = state.units[0]
    assert (unit.soldiers, unit.stars) == (5 + 2, 0)
    assert state.current_players() == [0] and state.phase == MOVE

"""Phase 2 with every result counted (a hand-drawn board outside the Practice Run): skulls,
the six RWB bonuses, resources, sector bonuses and penalties."""

from __future__ import annotations

import pytest

from dday_helpers import act, new_test_game
from meeple.engine.core import CHANCE
from meeple.engine.errors import IllegalActionError
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.phases import MOVE, UPKEEP
from meeple.games.dday_dice.state import DdState


def final_count(state: DdState, *faces: str, seat: int = 0) -> None:
    """Roll ``faces`` (r1 r2 w1 w2 b1 b2) and stop at once."""
    for face in faces:
        state.apply(CHANCE, A.parse_action(f"face {face}"))
    for text in ("lock r1", "lock r2", "stop"):
        state.apply(seat, A.parse_action(text))


def game(**kwargs: object) -> DdState:
    return new_test_game(practice=False, **kwargs)


def test_each_skull_cancels_another_die_of_the_players_choice() -> None:
    """"Per ogni teschio ... 1 altro dado di sua scelta viene annullato ... Un teschio non può
    cancellare un altro teschio." """
    state = game(start_soldiers=5)
    final_count(state, "skull", "soldiers", "skull", "star", "courage", "tool")
    assert state.phase == UPKEEP
    assert {a.text for a in state.legal_actions(0)} == {"cancel r2", "cancel w2", "cancel b1", "cancel b2"}
    act(state, "cancel r2")
    with pytest.raises(IllegalActionError):
        act(state, "cancel r2")
    act(state, "cancel b2")
    unit = state.units[0]
    assert (unit.soldiers, unit.stars, unit.courage, unit.item_points) == (5, 1, 1, 0)
    assert state.phase == MOVE


def test_a_skull_cancels_a_potential_rwb() -> None:
    """FAQ: "prima di determinare se hai qualche bonus RWB, l'effetto del teschio annullerà
    anche il potenziale bonus RWB" """
    state = game(start_soldiers=5)
    final_count(state, "courage", "skull", "courage", "star", "courage", "star")
    act(state, "cancel w1")
    assert state.phase == MOVE, "no Battle Cry left to choose"
    assert state.units[0].courage == 2


def test_dead_mans_gift_gives_20_item_points_and_its_skulls_cancel_nothing() -> None:
    """DEAD MAN'S GIFT: "Guadagni 20 Punti Oggetto e ignori gli effetti negativi di questi
    teschi (non annullano nessun dado)." """
    state = game(start_soldiers=5)
    final_count(state, "skull", "soldiers", "skull", "star", "skull", "star")
    unit = state.units[0]
    assert state.phase == MOVE
    assert (unit.item_points, unit.soldiers, unit.stars) == (20, 7, 2)


def test_leadership_adds_a_white_result_that_can_make_another_rwb() -> None:
    """LEADERSHIP: "Aggiungi 1 risultato BIANCO a tua scelta al tuo Conteggio Finale: questo
    può attivare un altro bonus RWB" -- here a red and a blue two-soldier die become Fresh
    Troops."""
    state = game(start_soldiers=5)
    final_count(state, "star", "soldiers", "star", "courage", "star", "soldiers")
    assert A.LEADERSHIP_RESULT[3] in state.legal_actions(0)
    act(state, "leadership soldiers")
    unit = state.units[0]
    assert unit.soldiers == 5 + 2 + 2 + 2 + 6, "two dice, the white result, and Fresh Troops"
    assert unit.stars == 3 and unit.courage == 1


def test_a_leadership_skull_completes_a_dead_mans_gift_without_undoing_cancellations() -> None:
    """LEADERSHIP "può attivare un altro bonus RWB"; the skulls cancel in step b, the RWB bonuses
    come in step c (DDD-19): a white skull added by Leadership makes a Dead Man's Gift with the
    red skull the Sharpshooter ignored and the blue skull, but the die the blue skull cancelled
    stays cancelled."""
    state = game(start_soldiers=5)
    state.units[0].specialists = ["sharpshooter"]
    final_count(state, "skull", "star", "star", "soldiers", "skull", "star")
    act(state, "ignore skull")
    act(state, "cancel w2")
    act(state, "leadership skull")
    unit = state.units[0]
    assert unit.item_points == 20, "the Dead Man's Gift"
    assert unit.cancelled[3] and unit.soldiers == 5, "the two soldiers of w2 stay cancelled"
    assert unit.stars == 3 and state.phase == MOVE


def test_leadership_can_give_another_unit_two_courage() -> None:
    """LEADERSHIP: "... oppure un'altra unità guadagna 2 Coraggio." """
    state = game(players=2, start_soldiers=5)
    for face in ("star", "soldiers", "star", "courage", "star", "soldiers"):
        state.apply(CHANCE, A.parse_action(f"face {face}"))
    for face in ("soldier", "soldier", "tool", "tool", "courage", "courage"):
        state.apply(CHANCE, A.parse_action(f"face {face}"))
    for seat in (0, 1):
        for text in ("lock r1", "lock r2", "stop"):
            act(state, text, seat)
    act(state, "leadership courage 1")
    assert state.units[1].courage == 2 + 2
    assert state.units[1].item_points == 3, "two tools: 3 Item Points"


def test_special_find_gives_two_stars_where_no_item_can_be_found() -> None:
    """SPECIAL FIND: "... oppure guadagna 2 stelle." """
    state = game(start_soldiers=5)
    final_count(state, "tool", "soldiers", "tool", "courage", "tool", "soldiers")
    assert [a.text for a in state.legal_actions(0)] == ["special-find stars"]
    act(state, "special-find stars")
    unit = state.units[0]
    assert (unit.stars, unit.item_points, unit.soldiers) == (2, 6, 9)


def test_a_full_set_earns_a_medal_chosen_from_the_deck_on_top_of_the_dice() -> None:
    """"Se un giocatore ottiene 1 simbolo di ogni tipo diverso nel suo Conteggio Finale (in un Set
    Completo), lui sceglie 1 carta onorificenza durante la Fase 2" -- step a), before the skulls;
    "riceverà comunque le risorse riportate sui suoi dadi"."""
    import dataclasses

    from meeple.games.dday_dice import medals

    state = game(start_soldiers=5)
    state.board = dataclasses.replace(state.board, awards=True)
    state.medal_deck = medals.initial_deck(state)
    final_count(state, "skull", "star", "soldier", "soldiers", "courage", "tool")
    assert {a.text for a in state.legal_actions(0)} == {f"medal {m}" for m in medals.MEDALS} - {"medal victoria-cross"}
    act(state, "medal silver-star")
    unit = state.units[0]
    assert unit.medals == ["silver-star"] and unit.medals_won == 1 and "silver-star" not in state.medal_deck
    act(state, "cancel w1")  # then the skull
    assert (unit.soldiers, unit.stars, unit.courage, unit.item_points) == (5 + 2, 1, 1, 1)


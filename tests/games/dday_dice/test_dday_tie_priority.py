"""The tie rule in the movement phase: "se mai ci fosse un pareggio tra 2 unità che tentano di
fare la stessa cosa ... l'unità con il minor numero di soldati ha sempre la priorità" (it p. 11);
fr "S'il y a une égalité entre 2 Unités qui essaient de faire la même chose (trouver un Objet,
récupérer une Médaille sur le Champ de Bataille, etc.), c'est l'Unité avec le moins de Soldats
qui est prioritaire" (DDD-10, tie_priority.py)."""

from __future__ import annotations

import dataclasses

from dday_helpers import act, chance, new_full_game, new_map_game, place, roll, skip
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.phases import MOVE, SUPPLY
from meeple.games.dday_dice.state import DdState

QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")


def to_phase_4(state: DdState) -> None:
    """Every unit rolls quietly and is done with Phase 3."""
    for _ in state.units:
        chance(state, *(f"face {f}" for f in QUIET))
    for unit in state.units:
        while unit.stage == 1:
            act(state, "lock " + next(a.text.split()[1] for a in state.legal_actions(unit.seat)), unit.seat)
        act(state, "stop", unit.seat)
    while state.phase == SUPPLY:
        act(state, "done", state.current_players()[0])
    assert state.phase == MOVE


def one_unit_sector_5() -> DdState:
    """Two units that could both move into sector 5, a one-unit sector: unit 0 from 4 with 12
    soldiers, unit 1 from 6 with 9."""
    state = new_full_game(players=2, start_soldiers=10, start_courage=5)
    sectors = dict(state.board.sectors)
    sectors[5] = dataclasses.replace(sectors[5], one_unit=True)
    state.board = dataclasses.replace(state.board, sectors=sectors)
    first, second = state.units
    first.sector, first.visited = 4, [1, 4]
    second.sector, second.visited = 6, [3, 6]
    first.soldiers, second.soldiers = 10, 7
    to_phase_4(state)
    return state


def test_of_two_units_that_could_take_a_one_unit_sector_the_one_with_fewer_soldiers_chooses_first() -> None:
    state = one_unit_sector_5()
    assert state.current_players() == [1] and "move 5" in {a.text for a in state.legal_actions(1)}
    assert state.legal_actions(0) == [], "the unit with more soldiers waits"
    act(state, "move 5", 1)
    assert state.current_players() == [0]
    assert "move 5" not in {a.text for a in state.legal_actions(0)}, "the sector is full now"


def test_once_the_unit_with_priority_goes_elsewhere_the_other_may_take_the_sector() -> None:
    state = one_unit_sector_5()
    act(state, "stay", 1)
    assert state.current_players() == [0] and "move 5" in {a.text for a in state.legal_actions(0)}
    act(state, "move 5", 0)
    assert state.units[0].sector == 5


def test_on_equal_soldiers_the_lower_seat_chooses_first() -> None:
    state = one_unit_sector_5()
    state.units[1].soldiers = state.units[0].soldiers
    state._who = None  # the soldiers were set by hand: read who decides afresh
    assert state.current_players() == [0]


def test_units_that_want_nothing_only_one_can_have_choose_in_any_order() -> None:
    """No tie: both units are asked at once, as in every simultaneous phase."""
    state = new_full_game(players=2, start_soldiers=10, start_courage=5)
    state.units[1].soldiers = 3
    to_phase_4(state)
    assert state.current_players() == [0, 1]


def test_the_first_unit_medal_of_gold_beach_8_goes_to_the_unit_with_fewer_soldiers() -> None:
    """es (Gold Beach) "Sector 8: La primera Unidad en entrar gana automáticamente una
    Condecoración al azar": two units beside sector 8, the one with fewer soldiers moves first."""
    state = new_map_game("gold-beach", 2)
    for seat, soldiers in ((0, 9), (1, 6)):
        place(state, seat, 5, visited=(2, 5), marker=1)
        state.units[seat].soldiers, state.units[seat].courage = soldiers, 6
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    assert state.current_players() == [1]
    act(state, "move 8", 1)
    assert state.units[1].sector == 8 and 8 in state.marks.claimed, "the medal is unit 1's"


STRAIGHT = ("soldier", "soldiers", "courage", "star", "tool", "skull")  # a full set: a medal


def two_full_sets(deck: int | None = None) -> DdState:
    """Omaha Beach, unit 0 with 5 soldiers and unit 1 with 2, both rolling a full set."""
    state = new_map_game("omaha-beach", 2)
    state.units[0].soldiers, state.units[1].soldiers = 5, 2
    if deck is not None:
        state.medal_deck = state.medal_deck[:deck]
    roll(state, STRAIGHT, STRAIGHT)
    return state


def test_of_two_units_choosing_a_medal_for_a_full_set_the_one_with_fewer_soldiers_chooses_first() -> None:
    """it p. 11: "se mai ci fosse un pareggio tra 2 unità che tentano di fare la stessa cosa
    (cercare un oggetto, prendere un oggetto o una onorificenza, etc...) l'unità con il minor
    numero di soldati ha sempre la priorità" (DDD-17)."""
    state = two_full_sets()
    assert state.units[0].choices[0] == state.units[1].choices[0] == "medal"
    assert state.current_players() == [1]
    act(state, "medal silver-star", 1)
    assert 0 in state.current_players()
    assert "medal silver-star" not in {a.text for a in state.legal_actions(0)}, "taken already"


def test_a_unit_waiting_for_a_medal_when_the_deck_runs_out_gets_none_and_goes_on() -> None:
    """it p. 5: "Quando non ci saranno più carte disponibili nel mazzo onorificenze, non sarà più
    possibile riceverne" (DDD-17): the last card goes to the unit with priority; the other's full
    set earns nothing, and its Phase 2 goes on (its skull to place)."""
    state = two_full_sets(deck=1)
    last = state.medal_deck[0]
    events = state.apply(1, A.CHOOSE_MEDAL[last])
    assert {"type": "no-medal-left", "seat": 0} in events
    assert state.units[0].choices == ["skull"] and 0 in state.current_players()

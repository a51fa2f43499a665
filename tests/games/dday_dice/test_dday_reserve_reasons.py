"""Why a card of the reserve is not offered (``reserve_refused`` in each unit's observation,
:mod:`meeple.games.dday_dice.reserve_reasons`), each kind of refusal against the rulebook
("Fase 3 * Reclutare Specialisti / Cercare Oggetti", pp. 5-7; "Oggetti", p. 6; "Onorificenze",
p. 5; the second edition's "LES 4 SORTES DE SPÉCIALISTES"), on the hand-drawn board of
dday_helpers.full_board with items in play; and, over random games, that a card is offered
exactly when the game states no reason for it.
"""

from __future__ import annotations

import dataclasses
import random
import re
from typing import Callable

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dday_helpers import act, chance, new_full_game, module_source, skip
from meeple.agents import make_agent
from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.games.dday_dice import actions as A
from meeple.engine.words import plain
from meeple.games.dday_dice import items, medals, reserve_reasons, specialist_limits, supply, vehicle_finds
from meeple.games.dday_dice.edition import SECOND
from meeple.games.dday_dice.phases import MOVE, SUPPLY
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.words import refusal_words
from meeple.games.dday_dice.words.table_notes import table_notes

#: +2 soldiers, 3 Item Points, +1 courage, +1 star (no RWB, no full set).
QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")
GAME = get_game("dday-dice")


def item_game(players: int = 1, stars: int = 0, courage: int = 5) -> DdState:
    """The full test board (regular and unique specialists) with the regular items in play,
    each unit with 4 Item Points (7 after a quiet roll: Phase 3 has a choice)."""
    state = new_full_game(players=players, start_stars=stars, start_courage=courage)
    state.board = dataclasses.replace(state.board, items=True, awards=True)
    state.reserve = items.initial_reserve(state)
    state.medal_deck = medals.initial_deck(state)
    for unit in state.units:
        unit.item_points = 4
    return state


def to_supply(state: DdState) -> None:
    """Every unit shows a quiet roll, locks two dice and stops: Phase 3 begins."""
    for _ in state.units:
        chance(state, *(f"face {f}" for f in QUIET))
    for unit in state.units:
        act(state, "lock r1", unit.seat)
        act(state, "lock r2", unit.seat)
        act(state, "stop", unit.seat)
    skip(state, SUPPLY)
    assert state.phase == SUPPLY


def refused(state: DdState, seat: int = 0) -> dict[str, dict[str, object]]:
    refusals: dict[str, dict[str, object]] = state.observation(seat)["units"][seat]["reserve_refused"]
    return refusals


def test_a_specialist_the_unit_cannot_pay_for_needs_its_stars() -> None:
    """"Nel momento in cui un giocatore colleziona abbastanza stelle, può spenderle per
    reclutare un specialista": the Medic costs 4 stars, a unit with 1 star is told so."""
    state = item_game()
    to_supply(state)
    assert state.units[0].stars == 1
    assert refused(state)["medic"] == {"reason": "stars", "stars": 4, "has": 1}


def test_one_specialist_a_turn_then_the_one_recruited_is_the_units_own() -> None:
    """"un solo specialista può essere reclutato per turno per giocatore"."""
    state = item_game(stars=10)
    to_supply(state)
    assert "scout" not in refused(state)
    act(state, "recruit scout")
    reasons = refused(state)
    assert reasons["medic"] == {"reason": "recruited-this-turn"}
    assert reasons["scout"] == {"reason": "has-it"}


def test_a_unique_specialist_another_unit_holds_or_one_killed_is_not_in_the_reserve() -> None:
    """Unique specialists are one common reserve; "Una volta che lo specialista è stato
    eliminato, non potrà essere reclutato ancora"."""
    state = item_game(players=2, stars=10)
    state.units[1].specialists.append("engineer")
    state.units[1].killed.append("general")
    to_supply(state)
    reasons = refused(state, state.current_players()[0])
    assert reasons["engineer"] == {"reason": "held", "seat": 1}
    assert reasons["general"] == {"reason": "killed"}


def test_the_unit_waiting_for_another_to_act_is_told_who_acts() -> None:
    """Tie rule (p. 11): "l'unità con il minor numero di soldati ha sempre la priorità"; units
    act in Phase 3 one at a time (DDD-15)."""
    state = item_game(players=2, stars=10)
    state.units[1].soldiers += 3
    to_supply(state)
    assert state.current_players() == [0]
    waiting = refused(state, 1)
    assert waiting["scout"] == waiting["whistle"] == {"reason": "another-acts", "seat": 0}
    act(state, "done", 0)
    assert "scout" not in refused(state, 1)
    assert refused(state, 0)["scout"] == {"reason": "done"}


def test_outside_phase_3_nothing_is_recruited_or_found() -> None:
    """Recruiting and finding are Phase 3's ("Fase 3 * Reclutare Specialisti / Cercare Oggetti")."""
    state = item_game(stars=10)
    to_supply(state)
    skip(state, MOVE)
    reasons = refused(state)
    assert reasons["scout"] == reasons["whistle"] == {"reason": "phase", "phase": "move"}


def test_an_item_costs_item_points_one_a_turn_and_none_in_a_no_item_sector() -> None:
    """"Nel momento in cui il giocatore colleziona abbastanza punti oggetto ... (ne può essere
    trovato solo uno per turno per giocatore)"; a no-item sector: "non è possibile trovare un
    nuovo oggetto ma si possono usare"."""
    state = item_game()
    to_supply(state)
    assert refused(state)["field-radio"] == {"reason": "item-points", "item_points": 12, "has": 7}
    assert "whistle" not in refused(state)
    act(state, "find whistle")
    assert refused(state)["walkie-talkie"] == {"reason": "found-this-turn"}

    state = item_game()
    sectors = dict(state.board.sectors)
    sectors[2] = dataclasses.replace(sectors[2], no_item=True)
    state.board = dataclasses.replace(state.board, sectors=sectors)
    to_supply(state)
    assert refused(state)["whistle"] == {"reason": "no-item-sector"}


def test_second_edition_one_auxiliary_in_a_unit_one_unique_in_play() -> None:
    """"Une Unité ne peut avoir qu'un seul Spécialiste Auxiliaire à la fois"; "Il ne peut y
    avoir qu'un seul Spécialiste Unique en jeu à la fois"."""
    state = item_game(stars=10)
    state.edition = SECOND
    state.units[0].specialists += ["paratrooper", "engineer"]
    to_supply(state)
    reasons = refused(state)
    assert reasons["minesweeper"] == {"reason": "auxiliary-held", "specialist": "paratrooper"}
    assert reasons["marksman"] == {"reason": "unique-in-play", "specialist": "engineer"}


def test_a_medal_costs_6_courage_and_one_a_turn() -> None:
    """"Se, durante la Fase 3, un giocatore spende 6 coraggio, pesca 1 carta onorificenza a
    caso"; "Un'unità non può ricevere più di 1 carta onorificenza per turno"."""
    state = item_game(courage=2)
    to_supply(state)
    assert state.observation(0)["units"][0]["medal_refused"] == {"reason": "courage", "courage": 6, "has": 3}
    state.units[0].courage = 9
    state.units[0].medal_turn = state.turn
    assert state.observation(0)["units"][0]["medal_refused"] == {"reason": "medal-this-turn"}


# ------------------------------------------------------------- offered exactly when no reason


def offered(state: DdState, seat: int) -> set[str]:
    return {a.name for a in state.legal_actions(seat) if a.kind in ("recruit", "find")}


def check_reasons(state: DdState) -> None:
    """Each active unit: a card of the reserve is offered exactly when it has no reason, and a
    medal may be bought exactly when that has none."""
    for unit in state.units:
        if not unit.active:
            continue
        reasons = reserve_reasons.refusals(state, unit)
        cards = set(reserve_reasons.reserve_cards(state, unit))
        assert offered(state, unit.seat) <= cards, "every card offered is one the reserve shows"
        assert cards - set(reasons) == offered(state, unit.seat), (unit.seat, reasons)
        buys = A.BUY_MEDAL in state.legal_actions(unit.seat)
        assert buys == (reserve_reasons.medal_refusal(state, unit) is None)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    map_id=st.sampled_from(("omaha-beach", "juno-beach", "sword-beach", "utah-beach", "gold-beach")),
    players=st.integers(min_value=1, max_value=3),
    edition=st.sampled_from((1, 2)),
    random_specialists=st.booleans(),
    seed=st.integers(min_value=0, max_value=10**6),
)
def test_a_card_is_offered_exactly_when_the_game_states_no_reason(
        map_id: str, players: int, edition: int, random_specialists: bool, seed: int) -> None:
    state = GAME.new_game(players, {"map": map_id, "edition": edition, "random_specialists": random_specialists})
    assert isinstance(state, DdState)
    play_checking(state, seed, lambda s: check_reasons(s) if s.phase == SUPPLY else None, moves=500)


def play_checking(state: DdState, seed: int, check: Callable[[DdState], None], moves: int) -> None:
    """A seeded game of heuristic seats with a random move three times in ten, ``check`` run
    before every decision."""
    rng = random.Random(seed)
    bots = [make_agent(GAME, "heuristic", seed + 1 + i) for i in range(state.num_players)]
    for _ in range(moves):
        if state.is_over():
            break
        [player, *_] = state.current_players()
        if player == CHANCE:
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        check(state)
        legal = state.legal_actions(player)
        state.apply(player, rng.choice(legal) if rng.random() < 0.3 else bots[player].choose(state, player))


# ----------------------------------------------------------------------------- the words


def test_the_reasons_are_said_in_the_games_words_for_the_browser_and_the_terminal() -> None:
    state = item_game(courage=2)
    to_supply(state)
    obs = state.observation(0)
    unit = obs["units"][0]
    said = refusal_words.cards_refused(obs, unit)
    assert said["medic"] == "needs 4 stars, the unit has 1"
    assert said["field-radio"] == "needs 12 item points, the unit has 7"
    assert refusal_words.medal_refused(obs, unit) == "Buying an award: needs 6 courage, the unit has 3"
    lines = [plain(line) for line in refusal_words.not_offered_lines(obs, unit)]
    assert any(line.startswith("Not offered: Chaplain, Medic") and line.endswith(": needs 4 stars, the unit has 1")
               for line in lines), lines
    notes = table_notes(obs, ["Ann"])
    assert notes["reserve_refused"]["medic"] == "needs 4 stars, the unit has 1"


def test_every_reason_the_rules_state_has_its_words() -> None:
    stated = set(re.findall(r'"reason": "([a-z-]+)"', "".join(
        module_source(module) for module in (reserve_reasons, items, medals, supply, vehicle_finds, specialist_limits))))
    assert stated <= set(refusal_words.REFUSAL_WORDS), stated - set(refusal_words.REFUSAL_WORDS)


def test_what_a_unit_was_given_this_phase_is_not_given_on_and_its_panel_says_so() -> None:
    """docs/rulings.md DDD-23: a unit gives none of the kinds it was given in that phase."""
    state = item_game(players=2, stars=3)
    to_supply(state)
    giver = state.current_players()[0]
    taker = 1 - giver
    act(state, f"give {taker} star", giver)
    obs = state.observation(taker)
    assert table_notes(obs, ["Ann", "Bob"])["units"][taker]["effects"][-1] == \
        "not given on this phase (it was given them): stars"
    act(state, "done", giver)
    assert state.current_players() == [taker]
    gifts = {a.text for a in state.legal_actions(taker) if a.kind == "give"}
    assert f"give {giver} soldier" in gifts and f"give {giver} star" not in gifts

"""The Dead Man's Draw advisor: the next card's odds and the value of drawing again, worked out
by hand on built tables, and checked against 100,000 outcomes of the engine (draws, whole turns) on random tables."""

from __future__ import annotations

import random
from typing import Any, Callable

import pytest

from engine_outcomes import Checks, Node, OutcomeTree
from helpers import play
from meeple.agents import make_agent
from meeple.engine.core import CHANCE, State
from meeple.engine.registry import get_game
from meeple.games.dead_mans_draw import actions as A
from meeple.games.dead_mans_draw.advisor import next_card, turn_of, turn_values
from meeple.games.dead_mans_draw.cards import CANNON, HOOK, KRAKEN, MAP, ORACLE, PLUNDERER, SWORD, parse_card
from meeple.games.dead_mans_draw.scoring import score
from meeple.games.dead_mans_draw.state import DmdState
from meeple.games.dead_mans_draw.stopping import bonus_gain


def table(moves: list[str], pile: list[str], traits: list[str] | None = None) -> DmdState:
    """Seat 0's table after ``moves``, its draw pile made of ``pile`` exactly (the other cards
    of the pile moved to the discard pile, so every card of the deck is still somewhere)."""
    state = play(traits=traits, moves=moves).state
    wanted = [parse_card(text) for text in pile]
    rest = list(state.draw_pile)
    for c in wanted:
        rest.remove(c)
    state.draw_pile = wanted
    state.discard += rest
    state.legal_cache = None
    return state


def test_two_suits_in_play_and_five_unseen_cards_bust_three_times_in_five() -> None:
    state = table(["0: draw mermaid6", "0: draw cannon4"], ["mermaid5", "mermaid7", "cannon5", "anchor4", "kraken7"])
    odds = next_card(state, 0)
    assert odds.unseen == 5 and odds.known is None
    assert odds.bust == pytest.approx(3 / 5)
    assert odds.suits == pytest.approx({"mermaid": 2 / 5, "cannon": 1 / 5, "anchor": 1 / 5, "kraken": 1 / 5})


def test_banking_drawing_once_and_the_best_policy_worked_out_by_hand() -> None:
    state = table(["0: draw mermaid6", "0: draw cannon4"], ["mermaid5", "mermaid7", "cannon5", "anchor4", "kraken7"])
    values = turn_values(state, 0)
    assert values.bank_now == 10  # Mermaid 6 + Cannon 4
    # one card then bank: 3/5 bust (nothing saved), Anchor 4 -> 14, Kraken 7 -> 17
    assert values.draw_once == pytest.approx((14 + 17) / 5)
    # the best play after drawing: the Anchor saves 6 + 4; drawing again from {m5, m7, c5, k7}
    # is worth 3/4 * 10 + 1/4 * 10 (the Kraken's two forced cards all bust) = 10 < 14: bank 14.
    # The Kraken 7 forces two cards from {m5, m7, c5, a4}: only the Anchor first (1/4) saves
    # the 6 + 4 + 7 before the next card busts: 17/4.
    assert values.draw_value == pytest.approx(14 / 5 + (17 / 4) / 5)
    assert values.optimal == 10 and values.optimal_draws is False
    assert values.approximate is False


def test_with_nothing_to_lose_the_best_policy_draws() -> None:
    state = table([], ["mermaid5", "anchor4"])
    values = turn_values(state, 0)
    assert values.bank_now == 0
    # draw the Mermaid 5 or the Anchor 4, then the other: both, 5 + 4, for sure
    assert values.optimal == pytest.approx(9) and values.optimal_draws is True


def test_a_face_up_card_on_the_pile_is_the_next_card_for_sure() -> None:
    state = table(["0: draw mermaid6"], ["cannon5", "anchor4"])
    state.draw_top = [state.draw_pile.pop(0)]
    odds = next_card(state, 0)
    assert (odds.known, odds.bust, odds.suits) == ("cannon5", 0.0, {"cannon": 1.0})


def test_the_key_and_chest_bonus_takes_every_discarded_card_when_there_are_few() -> None:
    discard = (parse_card("mermaid9"), parse_card("anchor2"))
    assert bonus_gain((0,) * 10, discard, 2, False) == pytest.approx(11)
    # one card of two: the Mermaid 9 half the time, the Anchor 2 the other half
    assert bonus_gain((0,) * 10, discard, 1, False) == pytest.approx(5.5)


def test_the_advice_is_only_for_a_draw_or_bank_decision() -> None:
    state = play(moves=["0: draw hook3"]).state
    from meeple.engine.errors import IllegalActionError

    with pytest.raises(IllegalActionError):
        turn_values(state, 1)


# ------------------------------------------------------------------ against the engine
def random_tables(count: int, seed: int) -> list[tuple[DmdState, int]]:
    """Tables of heuristic games at a draw-or-bank decision with cards in play."""
    game = get_game("dead-mans-draw")
    rng = random.Random(seed)
    found: list[tuple[DmdState, int]] = []
    while len(found) < count:
        state = game.new_game(2)
        bots = [make_agent(game, "heuristic", rng.randrange(1000)) for _ in range(2)]
        stop = rng.randrange(3, 40)
        seen = 0
        while not state.is_over():
            seat = state.current_players()[0]
            if seat == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            legal = state.legal_actions(seat)
            if A.DRAW in legal and A.BANK in legal and state.play and not state.draw_top:
                seen += 1
                if seen == stop:
                    found.append((state, seat))
                    break
            state.apply(seat, bots[seat].choose(state, seat))
    return found


def bust_and_suit(node: Node) -> tuple[bool, str]:
    """Whether the engine's draw busted, and the drawn card's suit (from its ``draw`` event)."""
    drawn = next(e["card"] for e in node.events if e["type"] == "draw")
    return any(e["type"] == "bust" for e in node.events), drawn.rstrip("0123456789")


def test_the_bust_odds_and_the_next_suit_match_100000_engine_draws_on_each_of_twelve_random_tables() -> None:
    checks = Checks()
    for state, seat in random_tables(12, seed=9):
        odds = next_card(state, seat)
        drawn = state.clone()
        drawn.apply(seat, A.DRAW)
        left = len(drawn.draw_pile)
        tree = OutcomeTree(drawn, lambda s: None, ends=lambda s: len(s.draw_pile) < left)
        seen = tree.frequencies(bust_and_suit)
        busts = sum(share for (bust, _), share in seen.items() if bust)
        suits: dict[str, float] = {}
        for (_, suit), share in seen.items():
            suits[suit] = suits.get(suit, 0.0) + share
        checks.chance("bust", odds.bust, busts)
        checks.distribution("suit", odds.suits, suits)
    assert checks.done >= 60 and checks.hold(), checks.report()


def plain_pile(state: DmdState) -> DmdState:
    """The same table with the suits whose abilities the one-step value leaves out (Hook, Sword,
    Map, Kraken, Oracle, Cannon) moved from the draw pile to the discard pile."""
    out = state.clone()
    kept = [c for c in out.draw_pile if c >> 4 not in (HOOK, SWORD, MAP, KRAKEN, ORACLE, CANNON)]
    out.discard += [c for c in out.draw_pile if c not in kept]
    out.draw_pile = kept
    out.legal_cache = None
    return out


def turn_gain(seat: int, start: DmdState) -> "Callable[[Node], float]":
    """The points the seat's score gained by the end of the stretch."""
    before = score(start.banks[seat], start.traits[seat])
    return lambda node: float(score(node.state.banks[seat], node.state.traits[seat]) - before)  # type: ignore[attr-defined]


def turn_played(state: DmdState, seat: int, draws: Callable[[DmdState], bool]) -> OutcomeTree:
    """The rest of the seat's turn through the engine: at each draw-or-bank decision the seat
    draws if ``draws(state)``, at any other decision (a Kraken's forced draw, a Cannon's target)
    it takes the first legal action; the stretch ends when the turn passes."""

    def decide(s: State) -> tuple[int, Any] | None:
        assert isinstance(s, DmdState)
        legal = s.legal_actions(seat)
        if A.DRAW in legal and A.BANK in legal:
            return seat, A.DRAW if draws(s) else A.BANK
        return seat, legal[0]

    return OutcomeTree(state, decide, ends=lambda s: s.current != seat)  # type: ignore[attr-defined]


def test_banking_and_drawing_once_are_worth_what_100000_engine_turns_pay_on_random_tables() -> None:
    """Eight tables of the suits the one step plays in full (Hook, Sword, Map, Kraken, Oracle
    and Cannon moved out of the draw pile): the seat draws once then banks, or banks now."""
    checks = Checks()
    for state, seat in random_tables(8, seed=21):
        table_now = plain_pile(state)
        if not table_now.draw_pile:
            continue
        values = turn_values(table_now, seat)
        if table_now.traits[seat] == PLUNDERER:  # its bonus comes from a bank: not modelled
            assert values.approximate
            continue
        assert not values.approximate
        full = len(table_now.draw_pile)
        once = turn_played(table_now, seat, lambda s: len(s.draw_pile) == full)  # no card drawn yet
        checks.mean("draw once", values.draw_once, *once.values(turn_gain(seat, table_now)))
        bank = turn_played(table_now, seat, lambda s: False)
        checks.mean("bank now", values.bank_now, *bank.values(turn_gain(seat, table_now)))
    assert checks.done >= 10 and checks.hold(), checks.report()


def test_the_advice_reads_only_what_the_seat_knows() -> None:
    state, seat = random_tables(1, seed=13)[0]
    assert turn_of(state, seat) == turn_of(state.resample(seat, random.Random(8)), seat)


def test_the_optimal_policy_is_worth_what_100000_engine_turns_pay_when_it_plays_it() -> None:
    """Random tables with ten cards left in the draw pile (Hook, Sword and Map, which the model
    plays as plain cards, moved out; Kraken, Oracle, Anchor, Key & Chest and Cannon kept): the
    engine plays the rest of the turn, the advisor's optimal policy deciding each draw or bank."""
    checks = Checks()
    for state, seat in random_tables(6, seed=31):
        table_now = trimmed(state, 10)
        values = turn_values(table_now, seat)
        if not table_now.draw_pile or values.approximate:
            continue
        assert values.optimal is not None and values.optimal >= values.bank_now
        tree = turn_played(table_now, seat, lambda s: bool(turn_values(s, seat).optimal_draws))
        checks.mean("optimal", values.optimal, *tree.values(turn_gain(seat, table_now)))
    assert checks.done >= 3 and checks.hold(), checks.report()


def trimmed(state: DmdState, size: int) -> DmdState:
    """The table with Hook, Sword and Map and all but ``size`` cards of the draw pile moved to
    the discard pile."""
    out = state.clone()
    kept = [c for c in out.draw_pile if c >> 4 not in (HOOK, SWORD, MAP)][:size]
    out.discard += [c for c in out.draw_pile if c not in kept]
    out.draw_pile = kept
    out.legal_cache = None
    return out

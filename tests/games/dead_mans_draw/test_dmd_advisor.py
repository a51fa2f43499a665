"""The Dead Man's Draw advisor: the next card's odds and the value of drawing again, worked out
by hand on built tables, and checked against the engine's own draws on random tables."""

from __future__ import annotations

import math
import random

import pytest

from helpers import play
from meeple.agents import make_agent
from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.games.dead_mans_draw import actions as A
from meeple.games.dead_mans_draw.advisor import next_card, turn_of, turn_values
from meeple.games.dead_mans_draw.cards import CANNON, HOOK, KRAKEN, MAP, ORACLE, PLUNDERER, SWORD, parse_card
from meeple.games.dead_mans_draw.scoring import score
from meeple.games.dead_mans_draw.state import DmdState
from meeple.games.dead_mans_draw.stopping import bonus_gain

Z99 = 2.576


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


def engine_next_card(state: DmdState, seat: int, samples: int, rng: random.Random) -> tuple[float, dict[str, float]]:
    """How often the engine's next draw busts, and each suit's share of the cards drawn."""
    busts = 0
    suits: dict[str, int] = {}
    for _ in range(samples):
        s = state.clone()
        s.apply(seat, A.DRAW)
        card = s.sample_chance(rng)
        events = s.apply(CHANCE, card)
        busts += any(e["type"] == "bust" for e in events)
        suit = card.text.split()[1].rstrip("0123456789")
        suits[suit] = suits.get(suit, 0) + 1
    return busts / samples, {k: v / samples for k, v in suits.items()}


def within_99(p: float, freq: float, n: int) -> bool:
    return abs(freq - p) <= Z99 * math.sqrt(max(p * (1 - p), 1e-12) / n) + 1e-9


def test_the_bust_odds_of_one_table_match_100000_draws_of_the_engine() -> None:
    state, seat = random_tables(1, seed=5)[0]
    odds = next_card(state, seat)
    bust, suits = engine_next_card(state, seat, 100_000, random.Random(1))
    assert within_99(odds.bust, bust, 100_000)
    for suit, p in odds.suits.items():
        assert within_99(p, suits.get(suit, 0.0), 100_000)


def test_the_bust_odds_of_random_tables_match_the_engine_draws() -> None:
    """12 tables, 5,000 draws each (wider 99% intervals than 100,000 would give)."""
    for state, seat in random_tables(12, seed=9):
        odds = next_card(state, seat)
        bust, _ = engine_next_card(state, seat, 5_000, random.Random(2))
        assert within_99(odds.bust, bust, 5_000)


def plain_pile(state: DmdState) -> DmdState:
    """The same table with the suits whose abilities the one-step value leaves out (Hook, Sword,
    Map, Kraken, Oracle, Cannon) moved from the draw pile to the discard pile."""
    out = state.clone()
    kept = [c for c in out.draw_pile if c >> 4 not in (HOOK, SWORD, MAP, KRAKEN, ORACLE, CANNON)]
    out.discard += [c for c in out.draw_pile if c not in kept]
    out.draw_pile = kept
    out.legal_cache = None
    return out


def engine_draw_once(state: DmdState, seat: int, samples: int, rng: random.Random) -> tuple[float, float]:
    """The mean and standard deviation of the seat's score gain when it draws once and banks,
    played by the engine (the Key & Chest bonus drawn by chance)."""
    start = score(state.banks[seat], state.traits[seat])
    gains = []
    for _ in range(samples):
        s = state.clone()
        s.apply(seat, A.DRAW)
        while not s.is_over() and s.current == seat:
            if s.is_chance():
                s.apply(CHANCE, s.sample_chance(rng))
            else:
                legal = s.legal_actions(seat)
                s.apply(seat, A.BANK if A.BANK in legal else legal[0])
        gains.append(score(s.banks[seat], s.traits[seat]) - start)
    mean = sum(gains) / samples
    sd = math.sqrt(sum((g - mean) ** 2 for g in gains) / (samples - 1))
    return mean, sd


def test_drawing_once_is_worth_what_the_engine_pays_on_random_tables() -> None:
    """8 tables of the suits the one step plays in full, 4,000 engine turns each, 99% intervals."""
    for state, seat in random_tables(8, seed=21):
        table_now = plain_pile(state)
        if not table_now.draw_pile:
            continue
        values = turn_values(table_now, seat)
        if table_now.traits[seat] == PLUNDERER:  # its bonus comes from a bank: not modelled
            assert values.approximate
            continue
        assert not values.approximate
        mean, sd = engine_draw_once(table_now, seat, 4_000, random.Random(3))
        assert abs(values.draw_once - mean) <= Z99 * sd / math.sqrt(4_000) + 1e-9
        bank_mean, bank_sd = engine_bank(table_now, seat, 2_000, random.Random(4))
        assert abs(values.bank_now - bank_mean) <= Z99 * bank_sd / math.sqrt(2_000) + 1e-9


def engine_bank(state: DmdState, seat: int, samples: int, rng: random.Random) -> tuple[float, float]:
    start = score(state.banks[seat], state.traits[seat])
    gains = []
    for _ in range(samples):
        s = state.clone()
        s.apply(seat, A.BANK)
        while not s.is_over() and s.current == seat and s.is_chance():
            s.apply(CHANCE, s.sample_chance(rng))
        gains.append(score(s.banks[seat], s.traits[seat]) - start)
    mean = sum(gains) / samples
    sd = math.sqrt(sum((g - mean) ** 2 for g in gains) / (samples - 1)) if len(set(gains)) > 1 else 0.0
    return mean, sd


def test_the_advice_reads_only_what_the_seat_knows() -> None:
    state, seat = random_tables(1, seed=13)[0]
    assert turn_of(state, seat) == turn_of(state.resample(seat, random.Random(8)), seat)


def engine_optimal(state: DmdState, seat: int, samples: int, rng: random.Random) -> tuple[float, float]:
    """The seat's mean gain (and its standard deviation) when the engine plays the turn and the
    advisor's optimal policy decides each draw or bank."""
    start = score(state.banks[seat], state.traits[seat])
    decided: dict[object, bool] = {}
    gains = []
    for _ in range(samples):
        s = state.clone()
        while not s.is_over() and s.current == seat:
            if s.is_chance():
                s.apply(CHANCE, s.sample_chance(rng))
                continue
            legal = s.legal_actions(seat)
            if A.DRAW in legal and A.BANK in legal:
                turn = turn_of(s, seat)
                if turn not in decided:
                    decided[turn] = bool(turn_values(s, seat).optimal_draws)
                s.apply(seat, A.DRAW if decided[turn] else A.BANK)
            else:
                s.apply(seat, legal[0])
        gains.append(score(s.banks[seat], s.traits[seat]) - start)
    mean = sum(gains) / samples
    return mean, math.sqrt(sum((g - mean) ** 2 for g in gains) / (samples - 1))


def test_the_optimal_policy_is_worth_what_the_engine_pays_when_it_plays_it() -> None:
    """Tables of the modelled suits with eight cards left in the draw pile, 1,500 engine turns each."""
    checked = 0
    for state, seat in random_tables(6, seed=31):
        table_now = plain_pile(state)
        table_now.discard += table_now.draw_pile[8:]
        del table_now.draw_pile[8:]
        if not table_now.draw_pile or table_now.traits[seat] == PLUNDERER:
            continue
        values = turn_values(table_now, seat)
        assert values.optimal is not None and values.optimal >= max(values.bank_now, values.draw_once) - 1e-9
        mean, sd = engine_optimal(table_now, seat, 1_500, random.Random(6))
        assert abs(values.optimal - mean) <= Z99 * sd / math.sqrt(1_500) + 1e-9
        checked += 1
    assert checked >= 3

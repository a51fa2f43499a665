"""The odds of a Dead Man's Draw turn, from what the seat knows (rulebook pp. 2-7).

What a seat knows is enough for exact odds: the draw pile's contents are public (the 50 cards
that start there, p. 2, minus the cards seen leaving it), its order does not exist until a card
is drawn (docs/rulings.md, DMD-1), the top cards an Oracle or a Map turned face up are seen, the
discard pile's contents are remembered (every card enters it face up), and the traits are
revealed once kept (p. 2). The advisor reads ``state.resample(seat)``, a state that seat cannot
tell from the real one, so it never reads more.

- :func:`next_card` -- the chance that the next draw busts (its suit is already in the play
  area, p. 3; Casanova's Mermaids and Fisherman's Krakens never bust, pp. 8-9) and the next
  card's suit distribution, exact over the unseen cards.
- :func:`turn_values` -- the points the seat's score gains by the end of the turn, in
  expectation: banking now, drawing one more card and banking (exact over the next card), and
  the optimal stopping policy for the rest of the turn (:mod:`.stopping`, exact over the unseen
  multiset with the abilities and traits it models).
- :func:`cannon_values` -- at a Cannon's choice (p. 5), each target with the points the rest of
  the turn brings the seat after that shot (the shot may feed its Key & Chest bonus), by the
  same policy; :func:`best_cannon` the best of them, the highest card shot among equals.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from meeple.engine.errors import IllegalActionError
from meeple.games.dead_mans_draw import actions as A
from meeple.games.dead_mans_draw.abilities import opponents
from meeple.games.dead_mans_draw.cards import (
    BEASTMASTER, CASANOVA, DAVY_JONES_LOCKER, FISHERMAN, KRAKEN, MERMAID, MISFIRE, card, card_text,
)
from meeple.games.dead_mans_draw.content import SUIT_IDS
from meeple.games.dead_mans_draw.scoring import score
from meeple.games.dead_mans_draw.stopping import NODES, Solution, Turn, solve

if TYPE_CHECKING:
    from meeple.games.dead_mans_draw.state import DmdState


@dataclass(frozen=True)
class NextCard:
    """The next card of the draw pile as the seat sees it."""

    #: The chance that drawing it busts the seat's turn.
    bust: float
    #: Each suit's chance of being the next card (suits that cannot come are left out).
    suits: dict[str, float]
    #: Cards the next card may be (the unseen draw pile, or 1 when its top card is face up).
    unseen: int
    #: The face-up top card, when an Oracle or a Map showed it (it comes next for sure).
    known: str | None


def seat_view(state: "DmdState", seat: int) -> "DmdState":
    """A state ``seat`` cannot tell from ``state`` (its hidden facts redrawn)."""
    return state.resample(seat, random.Random(0))


def busts(s: "DmdState", seat: int, c: int) -> bool:
    """Whether card ``c`` entering ``seat``'s play area busts (p. 3), its trait considered."""
    suit = c >> 4
    trait = s.traits[seat]
    if (suit == MERMAID and trait == CASANOVA) or (suit == KRAKEN and trait == FISHERMAN):
        return False
    return bool((s.play_suits >> suit) & 1)


def next_card(state: "DmdState", seat: int) -> NextCard:
    """The chance that the next draw busts, and the next card's suit distribution."""
    s = seat_view(state, seat)
    if s.draw_top:
        c = s.draw_top[0]
        return NextCard(1.0 if busts(s, seat, c) else 0.0, {SUIT_IDS[c >> 4]: 1.0}, 1, card_text(c))
    pile = s.draw_pile
    total = len(pile)
    if not total:
        return NextCard(0.0, {}, 0, None)
    counts = [0] * len(SUIT_IDS)
    bust = 0
    for c in pile:
        counts[c >> 4] += 1
        if busts(s, seat, c):
            bust += 1
    suits = {SUIT_IDS[i]: k / total for i, k in enumerate(counts) if k}
    return NextCard(bust / total, suits, total, None)


def turn_of(state: "DmdState", seat: int) -> Turn:
    """``seat``'s turn at a draw-or-bank decision, as it knows it (:class:`.stopping.Turn`)."""
    s = seat_view(state, seat)
    legal = s.legal_actions(seat)
    if A.DRAW not in legal:
        raise IllegalActionError("the odds of drawing again are given where the seat may draw")
    return turn_seen(s, seat)


def turn_seen(s: "DmdState", seat: int) -> Turn:
    """``seat``'s turn in ``s``, a state of the seat's view, wherever the turn stands."""
    bank = s.banks[seat]
    foes = opponents(s, seat)
    return Turn(
        tops=tuple(pile[-1] if pile else 0 for pile in bank),
        trait=s.traits[seat],
        beastmaster=any(s.traits[q] == BEASTMASTER for q in opponents(s, seat)),
        play=tuple(sorted(zip(s.play, s.protected))),
        protect_next=s.protect_next,
        known=tuple(s.draw_top),
        unseen=tuple(sorted(s.draw_pile)),
        discard=tuple(sorted(s.discard)),
        cannon_pays=any(s.traits[q] == MISFIRE for q in foes),
        forced=s.kraken_need,
        targets=tuple(tuple(card(suit, v) for v in pile) for q in foes for suit, pile in enumerate(s.banks[q]) if pile),
        locker=any(s.traits[q] == DAVY_JONES_LOCKER and s.djl_target[q] == seat for q in foes),
    )


def turn_values(state: "DmdState", seat: int, nodes: int = NODES) -> Solution:
    """Bank now, draw once then bank, and the optimal policy (:func:`.stopping.solve`)."""
    return solve(turn_of(state, seat), nodes)


def cannon_values(state: "DmdState", seat: int, nodes: int = NODES) -> dict[A.DmdAction, float]:
    """At ``seat``'s Cannon choice, each target with the points the seat's score gains by the
    end of the turn after that shot, the optimal policy playing the rest (the engine fires the
    shot; :func:`.stopping.solve` values what follows, its bank-now value where it gives up)."""
    s = seat_view(state, seat)
    shots = [a for a in s.legal_actions(seat) if a.kind == "cannon"]
    if not shots:
        raise IllegalActionError("the values of the Cannon's targets are given at a Cannon's choice")
    before = score(s.banks[seat], s.traits[seat])
    values: dict[A.DmdAction, float] = {}
    for shot in shots:
        after = s.clone()
        after.apply(seat, shot)
        solution = solve(turn_seen(after, seat), nodes)
        rest = solution.optimal if solution.optimal is not None else solution.bank_now
        # a Scavenger's shot is in its bank already (p. 10)
        values[shot] = score(after.banks[seat], after.traits[seat]) - before + rest
    return values


def best_cannon(state: "DmdState", seat: int) -> A.DmdAction:
    """The Cannon's target worth most to the seat's turn; among equals, the highest card shot
    (what costs the opponent most)."""
    values = cannon_values(state, seat)
    banks = state.banks
    return max(values, key=lambda a: (round(values[a], 9), banks[a.a][a.b][-1]))


def odds_json(state: "DmdState", seat: int) -> dict[str, Any] | None:
    """The odds of ``seat``'s draw decision as JSON-safe data; None at any other decision."""
    if A.DRAW not in state.legal_actions(seat):
        return None
    card = next_card(state, seat)
    values = turn_values(state, seat)
    return {
        "bust": card.bust,
        "next_suits": card.suits,
        "unseen_cards": card.unseen,
        "next_card_known": card.known,
        "points_bank_now": values.bank_now if A.BANK in state.legal_actions(seat) else None,
        "points_draw_once": values.draw_once,
        "points_draw_best": values.draw_value,
        "points_optimal": values.optimal,
        "optimal_draws": values.optimal_draws,
        "model_approximate": values.approximate,
    }

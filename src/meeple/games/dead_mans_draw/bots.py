"""The ``heuristic`` bot for Dead Man's Draw.

It sees exactly what its seat sees (the fields of the state that ``state.observation(seat)``
shows, read directly, and the legal actions) and weighs the odds like a careful player:

* The draw pile's contents are public knowledge: the 50 (party: 100) cards that start
  there (rulebook p. 2) minus the cards it has seen leave it (``left_draw_pile``) and the
  cards face up on top. From them it computes the chance that the next card busts.
* The value at stake is what banking now would add to its score (only the top card of each
  suit pile scores, p. 4), plus a little for each card (the tie-break counts cards), plus
  the Key & Chest bonus if both are in play. Protected cards (Anchor, Safe Harbor, Miser)
  are not at stake.
* It draws while the expected gain of one more card beats the expected loss.

Choices (Hook, Sword, Map, Cannon, Misfire, Plunderer) are scored by how much they change
its score and its opponents' scores, and by whether the card would bust.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from meeple.engine.core import State
from meeple.games.dead_mans_draw import actions as A
from meeple.games.dead_mans_draw.cards import (
    CASANOVA,
    CHEST,
    DECK,
    FISHERMAN,
    GOLDEN_SCALES,
    KEY,
    KRAKEN,
    LOWEST,
    MASTER_GUNNER,
    MERMAID,
    SCAVENGER,
    NO_TRAIT,
)
from meeple.games.dead_mans_draw.bank import size
from meeple.games.dead_mans_draw.content import SUIT_IDS
from meeple.games.dead_mans_draw.phases import DEAL, KEEP
from meeple.games.dead_mans_draw.scoring import score
from meeple.games.dead_mans_draw.state import DmdState
_START_DRAW_PILE = Counter(c for c in DECK if c not in set(LOWEST))

_START_BY_DECKS: dict[int, dict[int, int]] = {}


def _start_draw_pile(decks: int) -> dict[int, int]:
    """The cards that start in the draw pile with ``decks`` decks, each with its number of
    copies, in deck order (rulebook p. 2; p. 12 for the party variant's two decks)."""
    found = _START_BY_DECKS.get(decks)
    if found is None:
        found = _START_BY_DECKS[decks] = {c: k * decks for c, k in _START_DRAW_PILE.items()}
    return found


#: Trait preference when choosing which of the two dealt traits to keep.
TRAIT_PREFERENCE = (
    "treasure-hunter", "davy-jones-locker", "golden-scales", "safe-harbor", "scavenger",
    "miser", "master-gunner", "mystic", "casanova", "swordsman", "navigator", "captains-hook",
    "plunderer", "fisherman", "parry", "beastmaster", "misfire",
)
CARD_VALUE = 0.35       # worth of one more banked card (tie-break, Hook/Sword fodder)
BUST_PENALTY = 12.0     # how bad it is to choose a card that busts
ABILITY_BONUS = {"anchor": 1.5, "hook": 1.0, "sword": 1.0, "map": 0.8, "oracle": 0.8,
                 "kraken": -1.0, "key": 0.5, "chest": 0.5}


class _View:
    """The bot's reading of the state: the fields its seat may see (rulebook p. 2 and p. 4:
    the banks, the play area, the cards face up and those seen leaving the draw pile, its own
    trait), read from the state itself rather than from its JSON observation."""

    def __init__(self, s: DmdState, me: int) -> None:
        self.me = me
        self.n = s.n
        self.decks = s.decks
        self.banks = s.banks
        self.piles: list[list[int]] = [[pile[-1] if pile else 0 for pile in bank] for bank in s.banks]
        self.shown = s.phase not in (DEAL, KEEP)  # traits are revealed after the keep (p. 2)
        self.traits = s.traits
        self._scores: list[int] | None = None
        self.trait = s.traits[me]
        self.play = s.play
        self.protected = s.protected
        self.top = s.draw_top
        self.drawn = s.drawn
        self.pending = s.pending

    @property
    def scores(self) -> list[int]:
        """Each seat's score (p. 4), worked out when a choice first weighs it."""
        if self._scores is None:
            shown = self.shown
            self._scores = [score(bank, t if shown else NO_TRAIT) for bank, t in zip(self.banks, self.traits)]
        return self._scores

    @property
    def cards(self) -> list[int]:
        """How many cards each seat has banked (the tie-break, p. 4)."""
        return [size(bank) for bank in self.banks]

    def pile_below_top(self, seat: int, suit: int) -> int:
        pile = self.banks[seat][suit]
        return pile[-2] if len(pile) > 1 else 0

    def gain(self, seat: int, cards: list[int]) -> float:
        """How much banking ``cards`` would add to ``seat``'s score (plus a little per card)."""
        tops = self.piles[seat][:]
        before = sum(tops)
        for c in cards:
            suit, value = c >> 4, c & 15
            if value > tops[suit]:
                tops[suit] = value
        total = sum(tops) - before + CARD_VALUE * len(cards)
        if seat == self.me and self.trait == GOLDEN_SCALES and not self.piles[seat][MERMAID]:
            if any(c >> 4 == MERMAID for c in cards):
                total += 5
        return total


class HeuristicBot:
    """A bot that weighs bust odds against the value in play (see the module docstring)."""

    name = "heuristic"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State[A.DmdAction], player: int) -> A.DmdAction:
        legal = state.legal_actions(player)
        if len(legal) == 1:
            return legal[0]
        kind = legal[0].kind
        if kind == "keep":
            ids = {a.text.split()[1]: a for a in legal}
            return next(ids[t] for t in TRAIT_PREFERENCE if t in ids)
        if kind == "target":
            return self.rng.choice(legal)
        if not isinstance(state, DmdState):
            raise TypeError(f"the Dead Man's Draw bot plays Dead Man's Draw states, not {type(state).__name__}")
        view = _View(state, player)
        if kind in ("draw", "bank"):
            return A.DRAW if self.should_draw(view) else A.BANK
        return max(legal, key=lambda a: self.score_choice(view, a))

    # ------------------------------------------------------------------ draw or bank
    def unknown_draw_pile(self, view: _View) -> dict[int, int]:
        """The cards still hidden in the draw pile (public knowledge, rulebook p. 2): each
        card with its number of copies, in deck order."""
        remaining = dict(_start_draw_pile(view.decks))
        for c in view.drawn:
            remaining[c] = remaining.get(c, 0) - 1
        for c in view.top:
            remaining[c] = remaining.get(c, 0) - 1
        return {c: k for c, k in remaining.items() if k > 0}

    def busts(self, view: _View, c: int) -> bool:
        suit = c >> 4
        if (suit == MERMAID and view.trait == CASANOVA) or (suit == KRAKEN and view.trait == FISHERMAN):
            return False
        return any(p >> 4 == suit for p in view.play)

    def should_draw(self, view: _View) -> bool:
        at_stake_cards = [c for c, safe in zip(view.play, view.protected) if not safe]
        at_risk = view.gain(view.me, view.play) - view.gain(
            view.me, [c for c, safe in zip(view.play, view.protected) if safe]
        )
        suits = {c >> 4 for c in view.play}
        if KEY in suits and CHEST in suits:
            at_risk += 2.0 * len(view.play)
        if view.top:
            nxt = view.top[0]
            if self.busts(view, nxt):
                return False
            return view.gain(view.me, view.play + [nxt]) - view.gain(view.me, view.play) > -0.5
        remaining = self.unknown_draw_pile(view)
        total = sum(remaining.values())
        if total == 0:
            return False
        if not at_stake_cards:
            return True
        bust, safe_gain = self.draw_odds(view, remaining)
        p_bust = bust / total
        expected_gain = safe_gain / total
        return expected_gain * 1.15 > p_bust * at_risk

    def draw_odds(self, view: _View, remaining: dict[int, int]) -> tuple[int, float]:
        """How many of the ``remaining`` cards bust, and the sum over the others of what
        drawing it would add (``view.gain(me, play + [c]) - view.gain(me, play)``, computed
        once for the play area and then per card: the same numbers, in the same order)."""
        me, play = view.me, view.play
        tops = view.piles[me][:]
        before = sum(tops)
        in_play = 0  # the suits in the play area, one bit each
        for c in play:
            suit, value = c >> 4, c & 15
            in_play |= 1 << suit
            if value > tops[suit]:
                tops[suit] = value
        play_gain = sum(tops) - before
        base = view.gain(me, play)
        per_card = CARD_VALUE * (len(play) + 1)
        golden = view.trait == GOLDEN_SCALES and not view.piles[me][MERMAID]
        mermaid_in_play = bool(in_play >> MERMAID & 1)
        casanova, fisherman = view.trait == CASANOVA, view.trait == FISHERMAN
        bust = 0
        safe_gain = 0.0
        for c, k in remaining.items():
            suit, value = c >> 4, c & 15
            if in_play >> suit & 1 and not (suit == MERMAID and casanova) and not (suit == KRAKEN and fisherman):
                bust += k
                continue
            gained = play_gain + (value - tops[suit] if value > tops[suit] else 0)
            total = gained + per_card
            if golden and (mermaid_in_play or suit == MERMAID):
                total += 5
            safe_gain += k * (total - base)
        return bust, safe_gain

    # ------------------------------------------------------------------ choices
    def score_choice(self, view: _View, action: A.DmdAction) -> float:
        kind = action.kind
        me = view.me
        if kind == "hook":
            c = (action.a << 4) | view.piles[me][action.a]
            loss = view.piles[me][action.a] - view.pile_below_top(me, action.a)
            return self.card_worth(view, c) - 0.3 * loss
        if kind == "sword":
            q, suit = action.a, action.b
            c = (suit << 4) | view.piles[q][suit]
            their_loss = view.piles[q][suit] - view.pile_below_top(q, suit)
            return self.card_worth(view, c) + 0.8 * their_loss
        if kind == "take":
            return self.card_worth(view, action.a)
        if kind == "cannon":
            q, suit = action.a, action.b
            whole = view.trait == MASTER_GUNNER
            loss = view.piles[q][suit] if whole else view.piles[q][suit] - view.pile_below_top(q, suit)
            leader = 1.0 + 0.05 * (view.scores[q] - min(view.scores))
            mine = view.gain(me, [(suit << 4) | view.piles[q][suit]]) if view.trait == SCAVENGER else 0.0
            return loss * leader + mine
        if kind == "give":
            suit = action.a
            return -(view.piles[me][suit] - view.pile_below_top(me, suit))
        if kind == "plunder":
            return view.scores[action.a] + 0.1 * view.cards[action.a]
        if kind == "seize":
            victim = view.pending[-1][1]  # the Plunderer's victim (observation: pending.victim)
            suit = action.a
            c = (suit << 4) | view.piles[victim][suit]
            return view.gain(me, [c]) + 0.8 * (view.piles[victim][suit] - view.pile_below_top(victim, suit))
        return self.rng.random()

    def card_worth(self, view: _View, c: int) -> float:
        """The worth of putting card ``c`` into the play area now."""
        if self.busts(view, c):
            return -BUST_PENALTY - view.gain(view.me, view.play)
        return view.gain(view.me, [c]) + ABILITY_BONUS.get(SUIT_IDS[c >> 4], 0.0)


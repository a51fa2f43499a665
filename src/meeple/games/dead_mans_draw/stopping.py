"""Draw again or bank: the rest of a Dead Man's Draw turn as a stopping problem, solved exactly
over the unseen cards (rulebook pp. 3-7).

The turn is modelled from what the seat knows: the cards in its play area (and which are
protected), its bank's top cards, the draw pile's contents (public, p. 2) and the face-up cards
on top of it, the discard pile (for the Key & Chest bonus) and the traits. Its value is the
points the seat's own score gains by the end of the turn (p. 4: the top card of each suit pile
scores). The model plays:

- the bust (p. 3: a suit already in the play area), with Casanova's Mermaids and Fisherman's
  Krakens collected at once instead (pp. 8-9);
- Anchor (p. 5: the cards before it are safe) and Safe Harbor (p. 10: the Anchor and the next
  two cards too), Miser's Hook (p. 9: the Hook and the next card);
- Kraken (p. 7: two more cards before banking; four against a Beastmaster, p. 8);
- Oracle (p. 6: the next card is seen before deciding; Mystic, p. 10: three);
- Key & Chest (p. 6: as many cards from the discard pile as were banked, Treasure Hunter three
  times as many, p. 11), their expected points by the hypergeometric law over the discard pile
  *as it is when the bonus is drawn*; Golden Scales' 5 points for the first Mermaid (p. 9);
- Cannon (p. 5: "Posizionare la prima carta di una pila di semi della riserva di qualsiasi
  altro giocatore nella pila degli scarti"): the top card of an opponent's pile (the banks are
  public, p. 4) joins the discard pile, where a later Key & Chest bonus may draw it; the seat
  picks the pile best for its own turn; Master Gunner shoots the whole pile (p. 9), Scavenger
  banks the shot instead (p. 10); an opponent's Misfire (p. 10, the seat pays from its own
  bank) is not modelled;
- on a bust the lost cards join the discard pile before the bonus of the saved cards is drawn
  (p. 3 "tutte le carte nell'area di gioco sono collocate nella pila degli scarti";
  docs/rulings.md, DMD-4), unless an opponent's Davy Jones' Locker collects them (p. 9, DMD-5).

Hook, Sword and Map are played as plain cards: what they would bring into the play area (a card
of the seat's bank, an opponent's, the discard pile's) is not modelled, nor the Plunderer's
bonus (counted 0). Where none of them can come (none unseen), the model is the turn itself.

:func:`solve` gives banking now, drawing exactly once more and banking (:func:`one_step`),
and the optimal policy, by exhaustive expectimax with memoisation and a bound that stops
looking where even the best cards could not beat banking. It gives up (``optimal`` None) past
``nodes`` positions.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from math import comb

from meeple.games.dead_mans_draw.cards import (
    ANCHOR,
    CANNON,
    CASANOVA,
    CHEST,
    FISHERMAN,
    GOLDEN_SCALES,
    HOOK,
    KEY,
    KRAKEN,
    MAP,
    MASTER_GUNNER,
    MERMAID,
    MISER,
    MYSTIC,
    ORACLE,
    PLUNDERER,
    SAFE_HARBOR,
    SCAVENGER,
    SWORD,
    TREASURE_HUNTER,
)
from meeple.games.dead_mans_draw.scoring import GOLDEN_SCALES_BONUS

#: Positions the optimal policy may visit before it gives up (about a second on one core).
NODES = 2_500

Play = tuple[tuple[int, bool], ...]
#: Suit piles, each its cards bottom first (the top card last), in a canonical order.
Piles = tuple[tuple[int, ...], ...]
#: A card that cannot raise any of the seat's suit piles (value 0): in the discard pile it only
#: makes the Key & Chest bonus likelier to miss the cards that would.
BLANK = 0


@dataclass(frozen=True)
class Turn:
    """A seat's turn at a draw-or-bank decision, as the seat knows it."""

    #: The top value of each of the seat's ten suit piles (0: empty).
    tops: tuple[int, ...]
    trait: int
    #: Whether an opponent is a Beastmaster (four Kraken cards instead of two).
    beastmaster: bool
    #: The play area: each card and whether it is protected from a bust.
    play: Play
    #: How many of the next cards placed are protected (Safe Harbor, Miser).
    protect_next: int
    #: The cards face up on top of the draw pile, next first.
    known: tuple[int, ...]
    #: The unseen cards of the draw pile.
    unseen: tuple[int, ...]
    #: The discard pile (the Key & Chest bonus comes from it).
    discard: tuple[int, ...]
    #: Whether a Cannon makes the seat pay from its own bank (an opponent's Misfire): not
    #: modelled.
    cannon_pays: bool = False
    #: Cards a Kraken still makes the seat draw before it may bank.
    forced: int = 0
    #: The opponents' suit piles a Cannon may shoot at (each its cards, top card last).
    targets: Piles = ()
    #: Whether an opponent's Davy Jones' Locker collects the cards the seat loses in a bust
    #: (else they join the discard pile).
    locker: bool = False


@dataclass(frozen=True)
class Solution:
    """Expected points gained by the end of the turn."""

    bank_now: float
    draw_once: float
    #: The optimal policy's expected gain if it draws now, its gain, and whether it draws now;
    #: None where it gave up.
    draw_value: float | None
    optimal: float | None
    optimal_draws: bool | None
    #: Positions visited for the optimal policy.
    nodes: int
    #: Whether Hook, Sword or Map (played as plain cards), or a Cannon that pays, may come, or
    #: the seat is a Plunderer (its Key & Chest bonus, from an opponent's bank, is counted 0).
    approximate: bool


def canonical(piles: Iterable[tuple[int, ...]]) -> Piles:
    """The non-empty piles in one order, so that equal tables meet in the memo."""
    return tuple(sorted(p for p in piles if p))


class _GiveUp(Exception):
    """More positions than allowed."""


class _Solver:
    def __init__(self, turn: Turn, nodes: int) -> None:
        self.turn = turn
        self.start = sum(turn.tops) + (GOLDEN_SCALES_BONUS if turn.trait == GOLDEN_SCALES and turn.tops[MERMAID] else 0)
        self.counts: dict[int, int] = {}
        for c in turn.unseen:
            self.counts[c] = self.counts.get(c, 0) + 1
        self.left = len(turn.unseen)
        self.memo: dict[tuple[object, ...], float] = {}
        self.bank_memo: dict[tuple[object, ...], float] = {}
        #: Unseen cards of each suit.
        self.suit_left = [0] * len(turn.tops)
        for c in turn.unseen:
            self.suit_left[c >> 4] += 1
        self.nodes = 0
        self.limit = nodes
        self.drawn: list[int] = []
        #: Cards put on the discard pile since the decision (a Cannon's shots).
        self.added: list[int] = []
        #: The opponents' piles the Cannon may still shoot at, each card the seat's top of its
        #: suit already matches written :data:`BLANK` (tops only rise, so it can never score).
        self.piles = self.reach(canonical(tuple(BLANK if c & 15 <= turn.tops[c >> 4] else c for c in pile)
                                          for pile in turn.targets), turn.known)
        self.best_possible = self._best_possible()

    # ------------------------------------------------------------------ points
    def points(self, tops: tuple[int, ...] | list[int]) -> int:
        extra = GOLDEN_SCALES_BONUS if self.turn.trait == GOLDEN_SCALES and tops[MERMAID] else 0
        return sum(tops) + extra

    def banked(self, tops: tuple[int, ...], cards: list[int], lost: tuple[int, ...] = ()) -> float:
        """The gain of banking ``cards`` onto ``tops``, Key & Chest bonus included, the bonus
        drawn from the discard pile with the cards put there this turn (and ``lost``)."""
        key = (tops, tuple(cards), self.discarded(lost))
        known = self.bank_memo.get(key)
        if known is None:
            known = self.bank_memo[key] = self._banked(tops, cards, key[2])
        return known

    def discarded(self, lost: tuple[int, ...] = ()) -> tuple[int, ...]:
        """The cards put on the discard pile since the decision, in order of value."""
        return tuple(sorted((*self.added, *lost))) if self.added or lost else ()

    def _banked(self, tops: tuple[int, ...], cards: list[int], discarded: tuple[int, ...]) -> float:
        after = list(tops)
        for c in cards:
            suit, value = c >> 4, c & 15
            if value > after[suit]:
                after[suit] = value
        gain = float(self.points(after) - self.start)
        suits = {c >> 4 for c in cards}
        if KEY in suits and CHEST in suits and self.turn.trait != PLUNDERER:
            count = len(cards) * (3 if self.turn.trait == TREASURE_HUNTER else 1)
            gain += bonus_gain(after, self.turn.discard + discarded, count, self.turn.trait == GOLDEN_SCALES)
        return gain

    def _best_possible(self) -> float:
        """A bound on any gain this turn: every suit at its best card in sight."""
        best = list(self.turn.tops)
        shootable = (c for pile in self.turn.targets for c in pile)
        for c in (*self.turn.unseen, *self.turn.known, *self.turn.discard, *(c for c, _ in self.turn.play), *shootable):
            suit, value = c >> 4, c & 15
            if value > best[suit]:
                best[suit] = value
        return float(self.points(best) + GOLDEN_SCALES_BONUS - self.start)

    # ------------------------------------------------------------------ the turn
    def value(self, play: Play, tops: tuple[int, ...], protect: int, forced: int, known: tuple[int, ...],
              optimal: bool) -> float:
        """The expected gain from a point where the seat may bank (or must draw: ``forced``)."""
        bank = self.banked(tops, [c for c, _ in play])
        if not known and not self.left:
            return bank
        if forced == 0 and not optimal:
            return bank
        key = (optimal, play, tops, protect, forced, known, tuple(sorted(self.drawn)), self.discarded(), self.piles)
        seen = self.memo.get(key)
        if seen is not None:
            return seen
        self.nodes += 1
        if self.nodes > self.limit:
            raise _GiveUp
        if forced == 0 and not known:
            bust_share = sum(self.suit_left[suit] for suit in self.bust_suits(play)) / self.left
            bound = self.bust_mean(play, tops, bust_share) + (1 - bust_share) * self.best_possible
            if bound <= bank:
                self.memo[key] = bank
                return bank
        result = self.draw(play, tops, protect, forced, known, optimal)
        if forced == 0:
            result = max(bank, result)
        self.memo[key] = result
        return result

    def busts(self, play: Play, c: int) -> bool:
        suit = c >> 4
        trait = self.turn.trait
        if (suit == MERMAID and trait == CASANOVA) or (suit == KRAKEN and trait == FISHERMAN):
            return False
        return any(p >> 4 == suit for p, _ in play)

    def bust_suits(self, play: Play) -> set[int]:
        suits = {c >> 4 for c, _ in play}
        trait = self.turn.trait
        suits.discard(MERMAID if trait == CASANOVA else KRAKEN if trait == FISHERMAN else -1)
        return suits

    def bust_value(self, play: Play, tops: tuple[int, ...], c: int) -> float:
        """Busting on ``c``: the protected cards are banked (p. 5), their Key & Chest bonus
        drawn after the lost cards, ``c`` among them, joined the discard pile (p. 3; DMD-4)."""
        saved = [p for p, safe in play if safe]
        if not self.bonus_after_bust(saved):
            return self.banked(tops, saved)
        return self.banked(tops, saved, (*(p for p, safe in play if not safe), c))

    def bonus_after_bust(self, saved: list[int]) -> bool:
        """Whether the cards a bust saves draw a Key & Chest bonus from a discard pile the lost
        cards joined (not where Davy Jones' Locker takes them, p. 9)."""
        suits = {p >> 4 for p in saved}
        return KEY in suits and CHEST in suits and not self.turn.locker

    def bust_mean(self, play: Play, tops: tuple[int, ...], bust_share: float) -> float:
        """The busts' share of the expected gain of drawing an unseen card."""
        saved = [p for p, safe in play if safe]
        if not self.bonus_after_bust(saved):
            return bust_share * self.banked(tops, saved)
        return sum(k * self.bust_value(play, tops, c) for c, k in self.counts.items()
                   if k and self.busts(play, c)) / self.left

    def draw(self, play: Play, tops: tuple[int, ...], protect: int, forced: int, known: tuple[int, ...],
             optimal: bool) -> float:
        """The expected gain of drawing the next card."""
        if known:
            return self.place(known[0], play, tops, protect, forced, known[1:], optimal)
        total = 0.0
        left = self.left
        for c, k in list(self.counts.items()):
            if not k:
                continue
            self.take(c)
            total += k / left * self.place(c, play, tops, protect, forced, (), optimal)
            self.put_back(c)
        return total

    def take(self, c: int) -> None:
        self.counts[c] -= 1
        self.suit_left[c >> 4] -= 1
        self.left -= 1
        self.drawn.append(c)

    def put_back(self, c: int) -> None:
        self.counts[c] += 1
        self.suit_left[c >> 4] += 1
        self.left += 1
        self.drawn.pop()

    def place(self, c: int, play: Play, tops: tuple[int, ...], protect: int, forced: int, known: tuple[int, ...],
              optimal: bool) -> float:
        """Card ``c`` comes into the play area (p. 3), or busts, or is collected at once."""
        suit, trait = c >> 4, self.turn.trait
        if (suit == MERMAID and trait == CASANOVA) or (suit == KRAKEN and trait == FISHERMAN):
            if (c & 15) > tops[suit]:
                tops = tops[:suit] + (c & 15,) + tops[suit + 1:]
            return self.value(play, tops, protect, forced, known, optimal)
        if self.busts(play, c):
            return self.bust_value(play, tops, c)
        safe = protect > 0
        protect = protect - 1 if safe else protect
        forced = max(0, forced - 1)
        if suit == ANCHOR:
            play = tuple((p, True) for p, _ in play)
            if trait == SAFE_HARBOR:
                safe, protect = True, max(protect, 2)
        elif suit == HOOK and trait == MISER:
            safe, protect = True, max(protect, 1)
        elif suit == KRAKEN:
            forced = 4 if self.turn.beastmaster else 2
        new_play = tuple(sorted((*play, (c, safe))))
        if suit == CANNON and self.piles and not self.turn.cannon_pays:
            return self.fire(new_play, tops, protect, forced, known, optimal)
        if suit == ORACLE and (known or self.left):
            more = (3 if trait == MYSTIC else 1) - len(known)
            if more > 0 and self.left:
                return self.reveal(min(more, self.left), new_play, tops, protect, forced, known, optimal)
        return self.value(new_play, tops, protect, forced, known, optimal)

    def shot_counts(self, play: Play, known: tuple[int, ...]) -> bool:
        """Whether a Cannon's target can change the seat's points: the shot goes to its bank
        (Scavenger), or a Key and a Chest may still be banked together this turn (the shot
        is then among the cards their bonus draws from)."""
        if self.turn.trait == SCAVENGER:
            return True
        suits = {c >> 4 for c, _ in play} | {c >> 4 for c in known}
        return all(suit in suits or self.suit_left[suit] for suit in (KEY, CHEST))

    def fire(self, play: Play, tops: tuple[int, ...], protect: int, forced: int, known: tuple[int, ...],
             optimal: bool) -> float:
        """Cannon (p. 5): the seat shoots the top card of the opponent's pile best for its own
        turn; the shot joins the discard pile (Master Gunner's whole pile, p. 9), or the
        seat's bank for a Scavenger (p. 10). Where no target can change the seat's points
        (:meth:`shot_counts`), the Cannon is a plain card."""
        piles = self.piles
        if not self.shot_counts(play, known):
            self.piles = self.reach(piles, known)
            value = self.value(play, tops, protect, forced, known, optimal)
            self.piles = piles
            return value
        whole = self.turn.trait == MASTER_GUNNER
        last = not whole and not self.reach(piles, known)
        best = float("-inf")
        for i, pile in enumerate(piles):
            if i and pile == piles[i - 1] or last and self.outshot(pile[-1], piles):
                continue
            shot, rest = (pile, ()) if whole else (pile[-1:], pile[:-1])
            self.piles = self.reach(canonical((*piles[:i], rest, *piles[i + 1:])), known)
            if self.turn.trait == SCAVENGER:
                value = self.value(play, raised(tops, shot), protect, forced, known, optimal)
            else:
                self.added.extend(shot)
                value = self.value(play, tops, protect, forced, known, optimal)
                del self.added[len(self.added) - len(shot):]
            best = max(best, value)
        self.piles = piles
        return best

    @staticmethod
    def outshot(top: int, piles: Piles) -> bool:
        """Whether the last Cannon's shot ``top`` is worth no more than another pile's top card:
        a higher card of its suit, or any card when ``top`` is :data:`BLANK` (a bank or a
        bonus with the other card in its place is never worth less, whatever comes after)."""
        for pile in piles:
            other = pile[-1]
            if other != top and (other >> 4 == top >> 4 and other > top or top == BLANK):
                return True
        return False

    def reach(self, piles: Piles, known: tuple[int, ...]) -> Piles:
        """The part of ``piles`` the Cannons still to come may shoot: the top card of each pile
        per Cannon (Master Gunner: whole piles), nothing once no Cannon is left."""
        cannons = self.suit_left[CANNON] + sum(1 for c in known if c >> 4 == CANNON)
        if not cannons:
            return ()
        if self.turn.trait == MASTER_GUNNER:
            return piles
        return canonical(pile[-cannons:] for pile in piles)

    def reveal(self, more: int, play: Play, tops: tuple[int, ...], protect: int, forced: int, known: tuple[int, ...],
               optimal: bool) -> float:
        """Oracle: chance turns ``more`` cards face up, then the seat decides seeing them."""
        if more == 0:
            return self.value(play, tops, protect, forced, known, optimal)
        total = 0.0
        left = self.left
        for c, k in list(self.counts.items()):
            if not k:
                continue
            self.take(c)
            total += k / left * self.reveal(more - 1, play, tops, protect, forced, known + (c,), optimal)
            self.put_back(c)
        return total


def raised(tops: tuple[int, ...], cards: "tuple[int, ...] | list[int]") -> tuple[int, ...]:
    """The top values of suit piles after ``cards`` join them."""
    after = list(tops)
    for c in cards:
        after[c >> 4] = max(after[c >> 4], c & 15)
    return tuple(after)


def bonus_gain(tops: list[int] | tuple[int, ...], discard: tuple[int, ...], count: int, golden_scales: bool) -> float:
    """The expected points ``count`` Key & Chest bonus cards add to a bank whose suit piles have
    ``tops`` (p. 6: "prendere dal mazzo degli scarti lo stesso numero di carte"; the pile is
    shuffled, so the cards taken are a uniform draw without replacement): per suit, the expected
    top card after the draw by the hypergeometric law, and Golden Scales' 5 points (p. 9) if the
    first Mermaid comes."""
    total = len(discard)
    taken = min(count, total)
    if not taken:
        return 0.0
    ways = comb(total, taken)
    gain = 0.0
    for suit in range(len(tops)):
        top = tops[suit]
        values = [c & 15 for c in discard if c >> 4 == suit]
        for v in range(top + 1, max(values, default=0) + 1):
            # P(final top >= v) = 1 - P(no card of the suit at v or above is taken)
            above = sum(1 for x in values if x >= v)
            gain += 1.0 - comb(total - above, taken) / ways
    if golden_scales and not tops[MERMAID]:
        mermaids = sum(1 for c in discard if c >> 4 == MERMAID)
        gain += GOLDEN_SCALES_BONUS * (1.0 - comb(total - mermaids, taken) / ways)
    return gain


def one_step(solver: "_Solver", turn: Turn) -> float:
    """Draw the next card and bank: exact over the unseen cards (or the face-up one). The card
    busts (the protected cards are banked), is collected at once (Casanova, Fisherman), or joins
    the play area and everything is banked, a Cannon's shot made first (it may feed the Key &
    Chest bonus); what any other ability would set going is left to the optimal policy."""
    cards = [c for c, _ in turn.play]
    choices = [(turn.known[0], 1.0)] if turn.known else [(c, k / len(turn.unseen)) for c, k in sorted(solver.counts.items())]
    total = 0.0
    for c, p in choices:
        suit = c >> 4
        if (suit == MERMAID and turn.trait == CASANOVA) or (suit == KRAKEN and turn.trait == FISHERMAN):
            tops = turn.tops[:suit] + (max(turn.tops[suit], c & 15),) + turn.tops[suit + 1:]
            total += p * solver.banked(tops, cards)
        elif solver.busts(turn.play, c):
            total += p * solver.bust_value(turn.play, turn.tops, c)
        elif suit == CANNON and solver.piles and not turn.cannon_pays:
            total += p * solver.fire(tuple(sorted((*turn.play, (c, False)))), turn.tops, 0, 0, (), False)
        else:
            total += p * solver.banked(turn.tops, cards + [c])
    return total


def solve(turn: Turn, nodes: int = NODES) -> Solution:
    """Bank now, draw once then bank, and the optimal policy for the rest of ``turn``."""
    tops = turn.tops
    solver = _Solver(turn, nodes)
    bank_now = solver.banked(tops, [c for c, _ in turn.play])
    approximate = any(c >> 4 in (HOOK, SWORD, MAP) for c in (*turn.unseen, *turn.known)) or (
        turn.cannon_pays and any(c >> 4 == CANNON for c in (*turn.unseen, *turn.known))) or (
        turn.trait == PLUNDERER)
    if not (turn.known or turn.unseen):
        return Solution(bank_now, bank_now, None, bank_now, False, 0, approximate)
    draw_once = one_step(solver, turn)
    try:
        draw_best = solver.draw(turn.play, tops, turn.protect_next, turn.forced, turn.known, True)
    except _GiveUp:
        return Solution(bank_now, draw_once, None, None, None, solver.nodes, approximate)
    if turn.forced or not turn.play:  # nothing to bank, or a Kraken's cards still to come
        return Solution(bank_now, draw_once, draw_best, draw_best, True, solver.nodes, approximate)
    return Solution(bank_now, draw_once, draw_best, max(bank_now, draw_best), draw_best > bank_now, solver.nodes, approximate)

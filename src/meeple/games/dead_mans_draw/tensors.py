"""Dead Man's Draw as fixed-shape numpy tensors, for learners (docs/research.md).

The integer action space is the game's action table (:mod:`.actions`): ids
``0 .. NUM_PLAYER_ACTIONS - 1`` are the seats' actions in the order the table builds them
(``draw`` 0, ``bank`` 1, ``keep <trait>`` 2-18, ``target <seat>`` 19-26, ``hook <suit>``
27-36, ``cannon <seat> <suit>`` 37-116, ``sword <seat> <suit>`` 117-196, ``take <card>``
197-256, ``give <suit>`` 257-266, ``plunder <seat>`` 267-274, ``seize <suit>`` 275-284).
Every decision is already small (at most a few dozen legal actions), so no decision is split.
Chance outcomes are numbered apart, from 0: the table's chance actions in their order
(``trait <trait>`` 0-16, ``first <seat>`` 17-24, ``card <card>`` 25-84).

The observation tensor of a seat is one float32 vector, every entry a count or a flag
(between 0 and :data:`OBS_HIGH`), built only from what the seat may know (rulebook p. 2 and
p. 4, as :mod:`.observation` states them). Seats are numbered *relative* to the observer:
slot 0 is the observer, slot 1 the next seat clockwise, and so on. Cards are counted in the
order of :data:`~.cards.DECK` (ten suits of six: anchor2..anchor7, hook2..., kraken...).
Its blocks, in order (``n`` seats):

=====================  =====  ==========================================================
block                  size   meaning
=====================  =====  ==========================================================
phase                  6      one-hot: deal, keep, target, first, play, over
to_act                 n      flags: the relative seats that decide now
current                n      one-hot: whose turn it is (all zero before the first)
draw_pile              60     copies of each card still in the draw pile (public: the
                              cards that start there minus those seen leaving, p. 2)
draw_pile_top          60     copies of each card face up on the draw pile (Oracle)
play_area              60     copies of each card in the play area
protected              60     copies of each protected card in the play area
last_played            60     one-hot: the card placed last in the play area
map_revealed           60     copies of each card a Map revealed
banks                  n*60   copies of each card in each relative seat's bank
scores                 n      each relative seat's score (p. 4)
traits                 n*17   one-hot: each relative seat's trait, once the seat may see it
dealt                  17     the traits dealt to the observer
locker_targets         n*n    one-hot: the relative seat each Davy Jones' Locker aims at
pending                12     one-hot: the effect waiting (draw, oracle, map, key-and-chest,
                              map choice, navigator, hook, cannon, sword, misfire,
                              plunderer, seize)
pending_args           2      the effect's count still to go; its seat (relative, +1)
navigator_discard      60     copies of each discarded card, while the observer's
                              Navigator chooses among them (p. 9)
counts                 5      draw pile size, discard pile size, Kraken cards owed, last
                              turn flag, turn number
=====================  =====  ==========================================================

The information-state tensor (perfect recall) is the observation tensor followed by 60
entries: the copies of each card in the discard pile. The discard pile is face down, but
every card enters and leaves it in view of all, so a seat that remembers knows its
contents (as :meth:`.state.DmdState.information_state` says; rulings DMD-1).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Mapping, Sequence

import numpy as np
import numpy.typing as npt

from meeple.engine.chance_numbering import ChanceNumbering
from meeple.games.dead_mans_draw import actions as A
from meeple.games.dead_mans_draw import effects as E
from meeple.games.dead_mans_draw.cards import DECK, NO_TRAIT, NUM_SUITS, NUM_TRAITS
from meeple.games.dead_mans_draw.phases import DEAL, KEEP, PLAY
from meeple.games.dead_mans_draw.scoring import score

if TYPE_CHECKING:
    from meeple.games.dead_mans_draw.state import DmdState

#: The largest value any entry takes (a score: ten suits topped by a 9, and a bonus).
OBS_HIGH = 255.0
NUM_CARDS = len(DECK)
CARD_SLOT: dict[int, int] = {c: i for i, c in enumerate(DECK)}
#: The pending effects in tensor order.
PENDING_KINDS: tuple[int, ...] = (
    E.DRAW, E.REVEAL, E.MAP_REVEAL, E.BONUS, E.MAP_CHOOSE, E.NAVIGATE, E.HOOK, E.CANNON, E.SWORD,
    E.MISFIRE, E.PLUNDER, E.SEIZE,
)
_PENDING_SLOT = {kind: i for i, kind in enumerate(PENDING_KINDS)}
#: Chance's actions, numbered from 0 in the order the action table builds them.
CHANCE_ACTIONS: tuple[A.DmdAction, ...] = (*A.CHANCE_TRAIT, *A.CHANCE_FIRST, *A.CHANCE_CARD.values())
_CHANCE = ChanceNumbering(CHANCE_ACTIONS)
#: The longest game in decisions and chance outcomes: every card drawn, revealed and moved a
#: few times, every seat's set-up (a generous bound; random play stays far below it).
MAX_GAME_LENGTH = 2000

Array = npt.NDArray[np.float32]


@lru_cache(maxsize=None)
def layout(num_players: int) -> dict[str, slice]:
    """Where each block of the observation tensor lies (the table of the module docstring)."""
    n, c = num_players, NUM_CARDS
    sizes = (
        ("phase", 6), ("to_act", n), ("current", n), ("draw_pile", c), ("draw_pile_top", c),
        ("play_area", c), ("protected", c), ("last_played", c), ("map_revealed", c),
        ("banks", n * c), ("scores", n), ("traits", n * NUM_TRAITS), ("dealt", NUM_TRAITS),
        ("locker_targets", n * n), ("pending", len(PENDING_KINDS)), ("pending_args", 2),
        ("navigator_discard", c), ("counts", 5),
    )
    blocks: dict[str, slice] = {}
    start = 0
    for name, size in sizes:
        blocks[name] = slice(start, start + size)
        start += size
    return blocks


def observation_size(num_players: int) -> int:
    """The length of a seat's observation tensor with ``num_players`` seats."""
    end: int = layout(num_players)["counts"].stop
    return end


def observation_shape(num_players: int, options: Mapping[str, Any] | None = None) -> tuple[int, ...]:
    """The shape of a seat's observation tensor."""
    return (observation_size(num_players),)


def information_state_shape(num_players: int, options: Mapping[str, Any] | None = None) -> tuple[int, ...]:
    """The shape of a seat's information-state tensor: the observation and the discard pile."""
    return (observation_size(num_players) + NUM_CARDS,)


def max_game_length(num_players: int, options: Mapping[str, Any] | None = None) -> int:
    return MAX_GAME_LENGTH


#: The id of a chance outcome (a distribution's as (id, probability) pairs, in order of id),
#: the outcome of an id, and how many ids there are.
chance_to_int = _CHANCE.to_int
numbered_chance = _CHANCE.numbered
int_to_chance = _CHANCE.from_int
max_chance_outcomes = _CHANCE.count


class _Plan:
    """Where each card, seat and effect of an ``n``-seat tensor counts, worked out once per
    seat count: lists indexed by a card's integer give its entry in each card block."""

    __slots__ = (
        "size", "to_act", "current", "draw_pile", "draw_top", "play", "protected", "last_played",
        "map_revealed", "banks", "scores", "traits", "dealt", "locker", "pending", "navigator",
        "discard", "counts",
    )

    def __init__(self, n: int) -> None:
        blocks = layout(n)
        start = {name: block.start for name, block in blocks.items()}
        self.size = blocks["counts"].stop
        self.to_act, self.current = start["to_act"], start["current"]
        self.draw_pile = _card_entries(start["draw_pile"])
        self.draw_top = _card_entries(start["draw_pile_top"])
        self.play = _card_entries(start["play_area"])
        self.protected = _card_entries(start["protected"])
        self.last_played = _card_entries(start["last_played"])
        self.map_revealed = _card_entries(start["map_revealed"])
        #: ``banks[rel][suit][value]``: the entry of that card in relative seat ``rel``'s bank.
        self.banks = [
            [_card_entries(start["banks"] + rel * NUM_CARDS)[suit * 16: suit * 16 + 16] for suit in range(NUM_SUITS)]
            for rel in range(n)
        ]
        self.scores, self.traits, self.dealt = start["scores"], start["traits"], start["dealt"]
        self.locker, self.pending = start["locker_targets"], start["pending"]
        self.navigator = _card_entries(start["navigator_discard"])
        self.discard = _card_entries(self.size)
        self.counts = start["counts"]


def _card_entries(offset: int) -> list[int]:
    """The entry of each card (indexed by the card's integer) in a card block at ``offset``."""
    entries = [-1] * _CARD_LIMIT
    for c, slot in CARD_SLOT.items():
        entries[c] = offset + slot
    return entries


_CARD_LIMIT = max(DECK) + 1
_PLANS: dict[int, _Plan] = {}


def _plan(n: int) -> _Plan:
    plan = _PLANS.get(n)
    if plan is None:
        plan = _PLANS[n] = _Plan(n)
    return plan


def observation_tensor(s: "DmdState", player: int) -> Array:
    """Seat ``player``'s observation tensor (layout in the module docstring)."""
    plan = _plan(s.n)
    return _array(_entries(s, player, plan, bytearray(plan.size)))


def information_state_tensor(s: "DmdState", player: int) -> Array:
    """Seat ``player``'s information-state tensor: the observation, then the discard pile."""
    plan = _plan(s.n)
    out = _entries(s, player, plan, bytearray(plan.size + NUM_CARDS))
    _count(out, plan.discard, s.discard)
    return _array(out)


def _array(entries: bytearray) -> Array:
    """The float32 tensor of the entries (every one a whole number from 0 to 255)."""
    return np.frombuffer(entries, np.uint8).astype(np.float32)


def _count(out: bytearray, entries: list[int], cards: Sequence[int]) -> None:
    """One more copy of each of ``cards`` in the card block whose ``entries`` are given."""
    for c in cards:
        out[entries[c]] += 1


def _entries(s: "DmdState", player: int, plan: _Plan, out: bytearray) -> bytearray:
    """The observation's entries written into ``out`` (zeros; the counts and values are
    whole numbers: a byte each), which is returned."""
    n = s.n
    out[s.phase] = 1
    for seat in s.current_players():
        if seat >= 0:
            out[plan.to_act + (seat - player) % n] += 1
    if s.current >= 0:
        out[plan.current + (s.current - player) % n] = 1
    _count(out, plan.draw_pile, s.draw_pile)
    _count(out, plan.draw_top, s.draw_top)
    play = s.play
    if play:
        _count(out, plan.play, play)
        protected = plan.protected
        for c, safe in zip(play, s.protected):
            if safe:
                out[protected[c]] += 1
        out[plan.last_played[play[-1]]] = 1
    _count(out, plan.map_revealed, s.revealed)
    _seats(s, player, plan, out)
    if 0 <= player < n:
        for trait in s.dealt[player]:
            out[plan.dealt + trait] += 1
    if s.pending:
        top = s.pending[-1]
        _pending(top, out, plan.pending, player, n)
        if top[0] == E.NAVIGATE and player == s.current:
            _count(out, plan.navigator, s.discard)
    i = plan.counts
    out[i] = len(s.draw_pile) + len(s.draw_top)
    out[i + 1] = len(s.discard)
    out[i + 2] = s.kraken_need
    out[i + 3] = s.phase == PLAY and not s.draw_pile and not s.draw_top
    out[i + 4] = min(s.turn, _TURN_HIGH)
    return out


_TURN_HIGH = int(OBS_HIGH)


def _seats(s: "DmdState", player: int, plan: _Plan, out: bytearray) -> None:
    """Each seat's bank, score, trait (once the seat may see it) and Locker target, at its
    slot relative to ``player``."""
    n = s.n
    revealed = s.phase not in (DEAL, KEEP)
    for seat, (bank, trait, target) in enumerate(zip(s.banks, s.traits, s.djl_target)):
        rel = (seat - player) % n
        for pile, entries in zip(bank, plan.banks[rel]):
            for value in pile:
                out[entries[value]] += 1
        out[plan.scores + rel] = score(bank, trait if revealed else NO_TRAIT)
        if trait != NO_TRAIT and (revealed or seat == player):
            out[plan.traits + rel * NUM_TRAITS + trait] += 1
        if target >= 0:
            out[plan.locker + rel * n + (target - player) % n] += 1


def _pending(top: tuple[int, ...], out: bytearray, i: int, player: int, n: int) -> None:
    """The pending effect's block (one-hot), then its count and its relative seat + 1."""
    out[i + _PENDING_SLOT[top[0]]] += 1
    args = i + len(PENDING_KINDS)
    kind = top[0]
    if kind == E.MISFIRE:
        out[args + 1] = (top[1] - player) % n + 1
    elif kind == E.SEIZE:
        out[args + 1] = (top[1] - player) % n + 1
        out[args] = top[2]
    elif kind in (E.REVEAL, E.MAP_REVEAL, E.BONUS, E.PLUNDER):
        out[args] = top[1]

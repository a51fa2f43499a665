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
from typing import TYPE_CHECKING, Any, Mapping

import numpy as np
import numpy.typing as npt

from meeple.games.dead_mans_draw import actions as A
from meeple.games.dead_mans_draw import effects as E
from meeple.games.dead_mans_draw.cards import DECK, NO_TRAIT, NUM_TRAITS
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
_CHANCE_ID = {action.index: i for i, action in enumerate(CHANCE_ACTIONS)}
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


def max_chance_outcomes(num_players: int, options: Mapping[str, Any] | None = None) -> int:
    return len(CHANCE_ACTIONS)


def max_game_length(num_players: int, options: Mapping[str, Any] | None = None) -> int:
    return MAX_GAME_LENGTH


def chance_to_int(action: A.DmdAction) -> int:
    """The id of a chance outcome (``trait``, ``first`` or ``card``)."""
    index: int = _CHANCE_ID[action.index]
    return index


def int_to_chance(index: int) -> A.DmdAction:
    """The chance outcome with id ``index``."""
    return CHANCE_ACTIONS[index]


def _count_cards(hits: list[int], offset: int, cards: list[int]) -> None:
    slot = CARD_SLOT
    hits.extend([offset + slot[c] for c in cards])


def observation_tensor(s: "DmdState", player: int) -> Array:
    """Seat ``player``'s observation tensor (layout in the module docstring)."""
    hits, values = _observe(s, player)
    return _tensor(hits, values, observation_size(s.n))


def information_state_tensor(s: "DmdState", player: int) -> Array:
    """Seat ``player``'s information-state tensor: the observation, then the discard pile."""
    size = observation_size(s.n)
    hits, values = _observe(s, player)
    _count_cards(hits, size, s.discard)
    return _tensor(hits, values, size + NUM_CARDS)


def _tensor(hits: list[int], values: list[tuple[int, float]], length: int) -> Array:
    """The tensor: 1 added at each of ``hits`` (counts and flags), then the ``values`` set."""
    out = np.bincount(np.array(hits, dtype=np.intp), minlength=length).astype(np.float32)
    for index, value in values:
        out[index] = value
    return out


def _observe(s: "DmdState", player: int) -> tuple[list[int], list[tuple[int, float]]]:
    """The tensor's entries: the indices counted once each, and the entries given a value."""
    n = s.n
    blocks = layout(n)
    hits = [s.phase]
    values: list[tuple[int, float]] = []
    i = blocks["to_act"].start
    hits.extend([i + (seat - player) % n for seat in s.current_players() if seat >= 0])
    if s.current >= 0:
        hits.append(blocks["current"].start + (s.current - player) % n)
    _count_cards(hits, blocks["draw_pile"].start, s.draw_pile)
    _count_cards(hits, blocks["draw_pile_top"].start, s.draw_top)
    _count_cards(hits, blocks["play_area"].start, s.play)
    _count_cards(hits, blocks["protected"].start, [c for c, safe in zip(s.play, s.protected) if safe])
    if s.play:
        hits.append(blocks["last_played"].start + CARD_SLOT[s.play[-1]])
    _count_cards(hits, blocks["map_revealed"].start, s.revealed)
    revealed = s.phase not in (DEAL, KEEP)
    for seat in range(n):
        rel = (seat - player) % n
        base = blocks["banks"].start + rel * NUM_CARDS
        for suit, pile in enumerate(s.banks[seat]):
            if pile:
                hits.extend([base + CARD_SLOT[suit * 16 + value] for value in pile])
        values.append((blocks["scores"].start + rel, score(s.banks[seat], s.traits[seat] if revealed else NO_TRAIT)))
        trait = s.traits[seat]
        if trait != NO_TRAIT and (revealed or seat == player):
            hits.append(blocks["traits"].start + rel * NUM_TRAITS + trait)
        target = s.djl_target[seat]
        if target >= 0:
            hits.append(blocks["locker_targets"].start + rel * n + (target - player) % n)
    if 0 <= player < n:
        hits.extend([blocks["dealt"].start + trait for trait in s.dealt[player]])
    if s.pending:
        _pending(s.pending[-1], hits, values, blocks["pending"].start, player, n)
        if s.pending[-1][0] == E.NAVIGATE and player == s.current:
            _count_cards(hits, blocks["navigator_discard"].start, s.discard)
    i = blocks["counts"].start
    values += [
        (i, len(s.draw_pile) + len(s.draw_top)), (i + 1, len(s.discard)), (i + 2, s.kraken_need),
        (i + 3, float(s.phase == PLAY and not s.draw_pile and not s.draw_top)), (i + 4, min(s.turn, OBS_HIGH)),
    ]
    return hits, values


def _pending(top: tuple[int, ...], hits: list[int], values: list[tuple[int, float]], i: int, player: int, n: int) -> None:
    """The pending effect's block (one-hot), then its count and its relative seat + 1."""
    hits.append(i + _PENDING_SLOT[top[0]])
    args = i + len(PENDING_KINDS)
    if top[0] == E.MISFIRE:
        values.append((args + 1, (top[1] - player) % n + 1))
    elif top[0] == E.SEIZE:
        values += [(args + 1, (top[1] - player) % n + 1), (args, top[2])]
    elif top[0] in (E.REVEAL, E.MAP_REVEAL, E.BONUS, E.PLUNDER):
        values.append((args, top[1]))

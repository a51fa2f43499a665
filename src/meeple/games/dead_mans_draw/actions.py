"""The actions of Dead Man's Draw, their notation and their integer ids.

Every action is a prebuilt immutable value from one table, so legal-action lists are
cheap and ``parse(format(a)) is a``. Notation (docs/notation/dead-mans-draw.md):

==========================  =====================================================
``draw``                    draw the top card of the draw pile (p. 3)
``bank``                    collect the play area into your bank (p. 4)
``keep <trait>``            keep one of the two traits dealt to you (p. 2)
``target <seat>``           Davy Jones' Locker: the opponent whose busts you collect
``hook <suit>``             Hook: play the top card of your own ``suit`` pile
``cannon <seat> <suit>``    Cannon: discard the top card of that seat's ``suit`` pile
``sword <seat> <suit>``     Sword: steal the top card of that seat's ``suit`` pile
``take <card>``             Map: put that revealed (Navigator: discarded) card in play
``give <suit>``             Misfire: give the top card of your ``suit`` pile
``plunder <seat>``          Plunderer: the opponent the Key & Chest bonus comes from
``seize <suit>``            Plunderer: take the top card of the victim's ``suit`` pile
==========================  =====================================================

Chance's outcomes: ``trait <trait>`` (a trait dealt), ``first <seat>`` (the first
player), ``card <card>`` (the card drawn, revealed, or taken from the discard pile).
Seats are numbered from 0.
"""

from __future__ import annotations

from typing import Final

from dataclasses import dataclass, field

from meeple.engine.errors import IllegalActionError, excerpt
from meeple.engine.limits import action_text
from meeple.games.dead_mans_draw.cards import (
    DECK,
    NUM_SUITS,
    NUM_TRAITS,
    card_text,
    parse_card,
    parse_suit,
    parse_trait,
)
from meeple.games.dead_mans_draw.content import SUIT_IDS, TRAIT_IDS

MAX_SEATS: Final = 8


@dataclass(frozen=True, slots=True)
class DmdAction:
    """One action: its kind and up to two integer arguments (seat, suit, card or trait)."""

    kind: str
    a: int = -1
    b: int = -1
    index: int = field(default=-1, compare=False)
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text


# The tables below are Final: the compiled build reads them without a module attribute lookup.
_TABLE: Final[list[DmdAction]] = []
_BY_TEXT: Final[dict[str, DmdAction]] = {}


def _add(kind: str, text: str, a: int = -1, b: int = -1) -> DmdAction:
    action = DmdAction(kind, a, b, len(_TABLE), text)
    _TABLE.append(action)
    _BY_TEXT[text] = action
    return action


DRAW: Final = _add("draw", "draw")
BANK: Final = _add("bank", "bank")
KEEP: Final[list[DmdAction]] = [_add("keep", f"keep {TRAIT_IDS[t]}", t) for t in range(NUM_TRAITS)]
TARGET: Final[list[DmdAction]] = [_add("target", f"target {s}", s) for s in range(MAX_SEATS)]
HOOK: Final[list[DmdAction]] = [_add("hook", f"hook {SUIT_IDS[u]}", u) for u in range(NUM_SUITS)]
CANNON: Final[list[list[DmdAction]]] = [[_add("cannon", f"cannon {s} {SUIT_IDS[u]}", s, u) for u in range(NUM_SUITS)] for s in range(MAX_SEATS)]
SWORD: Final[list[list[DmdAction]]] = [[_add("sword", f"sword {s} {SUIT_IDS[u]}", s, u) for u in range(NUM_SUITS)] for s in range(MAX_SEATS)]
TAKE: Final[dict[int, DmdAction]] = {c: _add("take", f"take {card_text(c)}", c) for c in DECK}
GIVE: Final[list[DmdAction]] = [_add("give", f"give {SUIT_IDS[u]}", u) for u in range(NUM_SUITS)]
PLUNDER: Final[list[DmdAction]] = [_add("plunder", f"plunder {s}", s) for s in range(MAX_SEATS)]
SEIZE: Final[list[DmdAction]] = [_add("seize", f"seize {SUIT_IDS[u]}", u) for u in range(NUM_SUITS)]

#: Player actions occupy ids 0..NUM_PLAYER_ACTIONS-1 (the learners' action space).
NUM_PLAYER_ACTIONS: Final = len(_TABLE)

CHANCE_TRAIT: Final[list[DmdAction]] = [_add("trait", f"trait {TRAIT_IDS[t]}", t) for t in range(NUM_TRAITS)]
CHANCE_FIRST: Final[list[DmdAction]] = [_add("first", f"first {s}", s) for s in range(MAX_SEATS)]
CHANCE_CARD: Final[dict[int, DmdAction]] = {c: _add("card", f"card {card_text(c)}", c) for c in DECK}

_ARGUMENTS = {
    "draw": (), "bank": (), "keep": ("trait",), "target": ("seat",), "hook": ("suit",),
    "cannon": ("seat", "suit"), "sword": ("seat", "suit"), "take": ("card",),
    "give": ("suit",), "plunder": ("seat",), "seize": ("suit",), "trait": ("trait",),
    "first": ("seat",), "card": ("card",),
}


def action_by_index(index: int) -> DmdAction:
    """The action with integer id ``index``."""
    if not 0 <= index < len(_TABLE):
        raise IllegalActionError(f"there is no action number {index}")
    return _TABLE[index]


def parse_action(text: object) -> DmdAction:
    """Parse an action written in the notation above (anything but text is refused by
    ``action_text``, in the compiled build as in the pure one)."""
    words = action_text(text).strip().lower().split()
    canonical = " ".join(words)
    found = _BY_TEXT.get(canonical)
    if found is not None:
        return found
    if not words or words[0] not in _ARGUMENTS:
        kinds = ", ".join(k for k in _ARGUMENTS if k not in ("trait", "first", "card"))
        raise IllegalActionError(f"unknown action {excerpt(text)} (actions: {kinds})")
    kind, expected = words[0], _ARGUMENTS[words[0]]
    if len(words) - 1 != len(expected):
        form = " ".join([kind, *(f"<{e}>" for e in expected)])
        raise IllegalActionError(f"{excerpt(text)}: write it as '{form}'")
    for word, what in zip(words[1:], expected):
        if what == "card":
            parse_card(word)
        elif what == "suit":
            parse_suit(word)
        elif what == "trait":
            parse_trait(word)
        elif not _is_seat_number(word):
            raise IllegalActionError(f"{excerpt(text)}: {excerpt(word)} is not a seat number (0-{MAX_SEATS - 1})")
    raise IllegalActionError(f"unknown action {excerpt(text)}")


def _is_seat_number(word: str) -> bool:
    """Whether ``word`` writes a seat of the table in ASCII digits (``0`` ... ``7``)."""
    return word.isascii() and word.isdigit() and len(word) <= len(str(MAX_SEATS)) and int(word) < MAX_SEATS


def format_action(action: DmdAction) -> str:
    """The notation of ``action``."""
    return action.text

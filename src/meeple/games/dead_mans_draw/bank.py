"""A player's bank: suit piles ordered by value (rulebook p. 4, "Collezionare carte").

"Separare le carte nella riserva suddivise per seme ... Le carte in mazzi di semi diversi
sono messi in ordine decrescente, dal 7 scendendo al 2 sul fondo. I mazzi dei semi sono
visibili a tutti i giocatori." A pile is stored as a tuple of values in ascending order, so
its top card -- "la prima carta" that Hook, Cannon, Sword and Misfire take -- is the last
item, and the highest value.
"""

from __future__ import annotations

from bisect import insort

from meeple.games.dead_mans_draw.cards import card

Bank = list[tuple[int, ...]]


def empty_bank() -> Bank:
    return [()] * 10


def add_card(bank: Bank, c: int) -> None:
    """Put card ``c`` in its suit pile, keeping the pile ordered."""
    suit = c >> 4
    pile = list(bank[suit])
    insort(pile, c & 15)
    bank[suit] = tuple(pile)


def take_top(bank: Bank, suit: int) -> int:
    """Remove and return the top (highest) card of the ``suit`` pile."""
    pile = bank[suit]
    bank[suit] = pile[:-1]
    return card(suit, pile[-1])


def take_pile(bank: Bank, suit: int) -> list[int]:
    """Remove and return the whole ``suit`` pile, top card first."""
    pile = bank[suit]
    bank[suit] = ()
    return [card(suit, v) for v in reversed(pile)]


def top_cards(bank: Bank) -> list[int]:
    """The top card of every non-empty pile."""
    return [card(suit, pile[-1]) for suit, pile in enumerate(bank) if pile]


def size(bank: Bank) -> int:
    """How many cards the bank holds."""
    return sum(len(pile) for pile in bank)


def has_cards(bank: Bank) -> bool:
    return any(bank)

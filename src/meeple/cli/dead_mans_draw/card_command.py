"""The ``card <name>`` command of Dead Man's Draw: a suit's ability or a character trait
(rulebook pp. 5-11), named by its id or its printed name, told in the game's words
(:func:`meeple.games.dead_mans_draw.glossary.card_lines`: in English with the Italian text it
comes from, then who holds the trait in this game). It reads the game's content data and the
observation; it decides nothing.
"""

from __future__ import annotations

import unicodedata
from typing import Sequence

from rich.console import Console, Group, RenderableType
from rich.text import Text

from meeple.cli.dead_mans_draw.styles import styled
from meeple.games.dead_mans_draw.cards import CONTENT
from meeple.games.dead_mans_draw.content import SuitData, TraitData
from meeple.games.dead_mans_draw.glossary import card_lines
from meeple.games.dead_mans_draw.phrases import SUIT_NAMES, Obs

#: The words of the command (``card kraken``, ``show Davy Jones' Locker``, ``info fisherman``).
CARD_WORDS = ("card", "show", "info")


def card_key(words: str) -> str:
    """A name or id as a key: ``Davy Jones' Locker`` and ``davy-jones-locker`` alike."""
    plain = unicodedata.normalize("NFKD", words).encode("ascii", "ignore").decode().lower()
    return "-".join("".join(c if c.isalnum() else " " for c in plain.replace("'", "")).split())


def _entries() -> dict[str, SuitData | TraitData]:
    """Every suit and trait by its id, its English name and its Italian name (suits)."""
    found: dict[str, SuitData | TraitData] = {}
    for suit in CONTENT.suits:
        for key in (suit.id, suit.name, suit.italian):
            found[card_key(key)] = suit
    for trait in CONTENT.traits:
        for key in (trait.id, trait.name):
            found[card_key(key)] = trait
    return found


def lookup(query: str) -> SuitData | TraitData | list[str]:
    """The suit or trait ``query`` names (its id or name, or the start of one that only it
    starts with); otherwise the names it could mean (none: no match)."""
    entries, key = _entries(), card_key(query)
    if key in entries:
        return entries[key]
    starts = {entry.id: entry for name, entry in entries.items() if key and name.startswith(key)}
    if len(starts) == 1:
        return next(iter(starts.values()))
    return sorted(starts)


def describe(entry: SuitData | TraitData, obs: Obs, names: Sequence[str]) -> RenderableType:
    """A suit's or a trait's card: its name and kind, the rule in English, the Italian text."""
    return Group(*(styled(line) for line in card_lines(entry, obs, names)))


def show_card(console: Console, query: str, obs: Obs, names: Sequence[str]) -> None:
    """``card <name>``: the suit or trait, or one line saying what the name could mean."""
    found = lookup(query)
    if isinstance(found, list):
        if found:
            console.print(Text(f"x {query!r} names several cards: {', '.join(found)}", style="red"))
        else:
            suits = ", ".join(SUIT_NAMES.values())
            console.print(Text(f"x no suit or trait {query!r} (suits: {suits}; `meeple cards dead-mans-draw` "
                               "lists the traits)", style="red"))
        return
    console.print(describe(found, obs, names))

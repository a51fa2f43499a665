"""The ``card <name>`` command of Dead Man's Draw: a suit's ability or a character trait
(rulebook pp. 5-11), named by its id or its printed name, in English with the Italian text it
comes from, then who holds the trait in this game (kept traits are public once revealed,
p. 2: "Ogni giocatore rivela il proprio Personaggio agli altri giocatori"). It reads the
game's content data and the observation; it decides nothing.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Sequence

from rich.console import Console, Group, RenderableType
from rich.text import Text

from meeple.cli.dead_mans_draw.words import SUIT_NAMES, Obs, seat_name, suit_text, trait_suit_text
from meeple.games.dead_mans_draw.cards import CONTENT
from meeple.games.dead_mans_draw.content import SuitData, TraitData

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
    lines: list[RenderableType] = []
    if isinstance(entry, SuitData):
        head = Text.assemble(suit_text(entry.id), ("  suit", "dim"),
                             (f"  (cards {entry.values[0]}-{entry.values[-1]}, six of them)", "dim"))
        lines += [head, Text(entry.summary), Text(f"it ({entry.italian}): {entry.text}", style="dim")]
        return Group(*lines)
    head = Text.assemble((entry.name, "bold italic"), ("  character trait, works on ", "dim"),
                         trait_suit_text(entry, obs), ("  (" + entry.id + ")", "dim"))
    lines += [head, Text(entry.summary), Text(f"it: {entry.text}", style="dim")]
    holders = [seat for seat, trait in enumerate(obs.get("traits") or []) if trait == entry.id]
    if holders:
        who = " and ".join("you" if seat == obs.get("seat") else seat_name(names, seat) for seat in holders)
        lines.append(Text(f"In this game: kept by {who}", style="cyan"))
    return Group(*lines)


def show_card(console: Console, query: str, obs: Obs, names: Sequence[str]) -> None:
    """``card <name>``: the suit or trait, or one line saying what the name could mean."""
    found = lookup(query)
    if isinstance(found, list):
        if found:
            console.print(Text(f"x {query!r} names several cards: {', '.join(found)}", style="red"))
        else:
            suits = ", ".join(SUIT_NAMES.values())
            console.print(Text(f"x no suit or trait {query!r} (suits: {suits}; `meeple cards dead-mans-draw` "
                               "lists the traits)", style="red"), soft_wrap=True)
        return
    console.print(describe(found, obs, names))


def card_rows() -> list[dict[str, Any]]:
    """Every suit and trait as JSON-safe rows (``meeple cards dead-mans-draw --json``)."""
    rows: list[dict[str, Any]] = [
        {"id": s.id, "name": s.name, "kind": "suit", "italian": s.italian, "values": s.values,
         "text": s.summary, "text_it": s.text} for s in CONTENT.suits]
    rows += [{"id": t.id, "name": t.name, "kind": "trait", "suit": t.suit, "text": t.summary, "text_it": t.text}
             for t in CONTENT.traits]
    return rows

"""The ``card <name>`` command: any card the game knows -- a specialist, an item, a vehicle, a
medal -- named by its id or its printed name, with its kind, cost, timing and text (as
``meeple cards`` lists it), then where it is in this game.
"""

from __future__ import annotations

import unicodedata
from typing import Sequence

from rich.console import Console, Group, RenderableType
from rich.text import Text

from meeple.cli.dday_dice.styles import rich_text
from meeple.games.dday_dice.cards import CardData
from meeple.games.dday_dice.words.card_texts import card_facts, card_head, whereabouts
from meeple.games.dday_dice.words.card_words import cards_by_id
from meeple.games.dday_dice.words.reading import Obs, edition_of


#: The words of the command (``card bazooka``, ``show Flak Vest``, ``info legion-d-honneur``).
CARD_WORDS = ("card", "show", "info")


def card_key(words: str) -> str:
    """A card's name or id as a key: ``Légion d'Honneur`` and ``legion-d-honneur`` alike."""
    plain = unicodedata.normalize("NFKD", words).encode("ascii", "ignore").decode().lower()
    return "-".join("".join(c if c.isalnum() else " " for c in plain).split())


def find_cards(query: str) -> list[CardData]:
    """The cards ``query`` names: the card whose id or name it is, else every card whose id
    or name begins with it, else every one containing it."""
    wanted = card_key(query)
    cards = list(cards_by_id().values())
    if not wanted:
        return []
    exact = [c for c in cards if wanted in (c.id, card_key(c.name))]
    if exact:
        return exact
    starting = [c for c in cards if c.id.startswith(wanted) or card_key(c.name).startswith(wanted)]
    return starting or [c for c in cards if wanted in c.id or wanted in card_key(c.name)]


def card_lines(card: CardData, obs: Obs, names: Sequence[str]) -> list[RenderableType]:
    """A card as ``meeple cards`` lists it, with the second edition's kind and explosion
    symbols when that edition is played, and where the card is in this game (the game's
    words: :mod:`meeple.games.dday_dice.words.card_texts`)."""
    lines: list[RenderableType] = [rich_text(card_head(card)), Text("; ".join(card_facts(card, edition_of(obs))),
                                                                    style="dim"), Text(card.summary)]
    where = whereabouts(card.id, obs, names)
    if where is not None:
        lines.append(Text.assemble(("In this game: ", "bold"), rich_text(where)))
    return lines


def show_card(console: Console, query: str, obs: Obs, names: Sequence[str]) -> None:
    """Print the card ``query`` names (:func:`find_cards`); several: their names; none: say so."""
    found = find_cards(query)
    if len(found) == 1:
        console.print(Group(*card_lines(found[0], obs, names)), soft_wrap=False)
        return
    if found:
        console.print(Text(f"x {query!r} names several cards: " + ", ".join(c.id for c in found)
                           + " (type one of them)", style="red"))
        return
    console.print(Text(f"x no card {query!r} (`meeple cards` lists them all: specialists, items, vehicles, awards)",
                       style="red"))

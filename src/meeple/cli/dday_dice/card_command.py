"""The ``card <name>`` command: any card the game knows -- a specialist, an item, a vehicle, a
medal -- named by its id or its printed name, with its kind, cost, timing and text (as
``meeple cards`` lists it), then where it is in this game.
"""

from __future__ import annotations

import unicodedata
from typing import Any, Sequence

from rich.console import Console, Group, RenderableType
from rich.text import Text

from meeple.cli.cards import KIND_TITLES
from meeple.cli.dday_dice.cards import cards_by_id, item_points_words
from meeple.cli.dday_dice.observation import Obs, acting_unit, edition_of
from meeple.cli.dday_dice.words import and_join, phase_titles, seat_name, seat_style


#: The words of the command (``card bazooka``, ``show Flak Vest``, ``info legion-d-honneur``).
CARD_WORDS = ("card", "show", "info")
#: When a card is played (its ``timing`` in the card list), in words, with the titles of the
#: phases in the edition played (``{supply}``, ``{move}``, ``{combat}``).
TIMING_WORDS: dict[str, str] = {
    "permanent": "permanent (it works as long as the unit has it)",
    "any-time": "at any time",
    "end-of-phase-1": "at the end of Phase 1, on a Final Tally",
    "phase-3-recruit": "when recruiting ({supply})",
    "phase-4-move": "when moving ({move})",
    "phase-5-before-mgf": "in combat, before the machine-gun fire is rolled ({combat})",
    "phase-5-combat": "in combat ({combat})",
    "on-losses": "when the unit takes losses",
}


def card_key(words: str) -> str:
    """A card's name or id as a key: ``Légion d'Honneur`` and ``legion-d-honneur`` alike."""
    plain = unicodedata.normalize("NFKD", words).encode("ascii", "ignore").decode().lower()
    return "-".join("".join(c if c.isalnum() else " " for c in plain).split())


def find_cards(query: str) -> list[Any]:
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


def cost_words(card: Any) -> str:
    if card.cost_kind == "stars":
        return f"{card.cost} star{'s' if card.cost != 1 else ''}"
    if card.cost_kind == "item-points":
        return item_points_words(int(card.cost))
    return "no cost"


def card_lines(card: Any, obs: Obs, names: Sequence[str]) -> list[RenderableType]:
    """A card as ``meeple cards`` lists it, with the second edition's kind and explosion
    symbols when that edition is played, and where the card is in this game."""
    edition = edition_of(obs)
    titles = phase_titles(edition)
    head = Text.assemble((card.name, "bold"), "  ", KIND_TITLES.get(card.kind, card.kind), (f"  ({card.id})", "dim"))
    facts = [f"cost: {cost_words(card)}",
             "when: " + TIMING_WORDS.get(card.timing, card.timing).format(
                 supply=titles.get("supply", "supply"), move=titles.get("move", "move"),
                 combat=titles.get("combat", "combat"))]
    if not card.solo:
        facts.append("not used in solo games")
    if card.two_part:
        facts.append("in two parts (solo: only the first)")
    if edition == 2:
        facts += _second_edition(card.id)
    lines: list[RenderableType] = [head, Text("; ".join(facts), style="dim"), Text(card.summary)]
    where = whereabouts(card.id, obs, names)
    if where is not None:
        lines.append(Text.assemble(("In this game: ", "bold"), where))
    return lines


def _second_edition(card_id: str) -> list[str]:
    """The second edition's kind of a specialist and a card's explosion symbols."""
    from meeple.games.dday_dice.edition_cards import load_edition2_cards

    try:
        cards = load_edition2_cards()
    except Exception:  # noqa: BLE001 - the words only: a broken data file is the game's to report
        return []
    facts = []
    if card_id in cards.kind:
        facts.append(f"2nd edition: {cards.kind[card_id]} specialist")
    if card_id in cards.explosives:
        symbols = cards.explosives[card_id]
        facts.append(f"{symbols} explosion symbol{'s' if symbols != 1 else ''}")
    return facts


def whereabouts(card_id: str, obs: Obs, names: Sequence[str]) -> Text | None:
    """Where the card is in this game, from the observation: which units have it, in the
    reserve (with what it costs the acting unit), used, played, abandoned (None: nowhere
    the table shows)."""
    parts: list[Text] = []
    holders = []
    for unit in obs.get("units", []):
        if any(card_id in (unit.get(field) or []) for field in ("items", "vehicles", "specialists", "medals")):
            seat = unit.get("seat")
            who = "you" if seat == obs.get("seat") else seat_name(names, seat)
            holders.append(Text(who, style=seat_style(seat) if isinstance(seat, int) else ""))
    if holders:
        parts.append(Text.assemble("held by ", and_join(holders)))
    if card_id in (obs.get("reserve_items") or []):
        cost = (acting_unit(obs).get("item_costs") or {}).get(card_id)
        parts.append(Text("in the reserve" + (f" ({item_points_words(cost)} for you)" if isinstance(cost, int) else "")))
    for field, words in (("used_items", "used"), ("medals_played", "played"), ("vehicles_abandoned", "abandoned")):
        if card_id in (obs.get(field) or []):
            parts.append(Text(words))
    return Text("; ").join(parts) if parts else None


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

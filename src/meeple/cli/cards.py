"""`meeple cards [GAME] [--json]`: every card of a game, with its kind, cost, timing and text.

Only D-Day Dice has cards to list. Its cards are read straight from the game's content data
(:func:`meeple.games.dday_dice.cards.load_cards`), not through the game registry: the card
list is data and needs no rules engine. A thin front end: it prints, it decides nothing.
"""

from __future__ import annotations

import json
from typing import Any

from rich.console import Console
from rich.table import Table

from meeple.engine.errors import OptionsError

#: The games whose cards `meeple cards` can list.
GAMES_WITH_CARDS: tuple[str, ...] = ("dday-dice",)

KIND_TITLES: dict[str, str] = {
    "regular-specialist": "regular specialist",
    "unique-specialist": "unique specialist",
    "regular-item": "regular item",
    "special-item": "special item",
    "vehicle": "vehicle",
    "medal": "award",
}


def _cost_label(cost: int, cost_kind: str) -> str:
    if cost_kind == "stars":
        return f"{cost} ★"
    if cost_kind == "item-points":
        return f"{cost} IP"
    return "-"


def card_rows(game_id: str) -> list[dict[str, Any]]:
    """The cards of ``game_id`` as JSON-safe rows, in the order of the game's data."""
    from meeple.engine.registry import get_game

    get_game(game_id)  # an unknown game is named as such
    if game_id not in GAMES_WITH_CARDS:
        raise OptionsError(
            f"listing cards is only implemented for {', '.join(GAMES_WITH_CARDS)}, not {game_id}"
        )
    from meeple.games.dday_dice.cards import load_cards

    return [
        {
            "id": card.id,
            "name": card.name,
            "italian": card.italian,
            "kind": card.kind,
            "cost": card.cost,
            "cost_kind": card.cost_kind,
            "timing": card.timing,
            "effect": card.effect,
            "solo": card.solo,
            "two_part": card.two_part,
            "text": card.summary,
            "text_it": card.text,
            "text_es": card.text_es,
            "source": card.source,
        }
        for card in load_cards()
    ]


def list_cards(console: Console, game_id: str, as_json: bool) -> None:
    """`meeple cards`: a table grouped by kind, or (``--json``) a JSON list of the cards."""
    rows = card_rows(game_id)
    if as_json:
        console.print_json(json.dumps(rows, ensure_ascii=False))
        return
    table = Table(
        title="D-Day Dice cards (first edition)",
        caption="★ stars, IP Item Points. † not used in solo games. "
        "Italian texts and rulings: docs/rulings.md (DDC-*); `meeple cards --json` for every field.",
        show_lines=False,
    )
    table.add_column("kind", no_wrap=True)
    table.add_column("name", no_wrap=True)
    table.add_column("cost", justify="right", no_wrap=True)
    table.add_column("timing", no_wrap=True)
    table.add_column("text")
    kinds = list(dict.fromkeys(row["kind"] for row in rows))
    for kind in kinds:
        group = [row for row in rows if row["kind"] == kind]
        for position, row in enumerate(group):
            name = row["name"] + ("" if row["solo"] else " †")
            table.add_row(
                KIND_TITLES.get(kind, kind) if position == 0 else "",
                name,
                _cost_label(row["cost"], row["cost_kind"]),
                row["timing"],
                row["text"],
                end_section=position == len(group) - 1,
            )
    console.print(table)

"""`meeple cards [GAME] [--json]`: every card of a game, with its kind, cost, timing and text.

D-Day Dice: its specialists, items, vehicles and awards (read from
:func:`meeple.games.dday_dice.cards.load_cards`). Dead Man's Draw: its ten suits and their
abilities, and its character traits (:func:`meeple.games.dead_mans_draw.glossary.card_rows`). Dust
Tactics keeps its unit cards in ``meeple units``. The card lists are data and need no rules
engine. A thin front end: it prints, it decides nothing.
"""

from __future__ import annotations

import json
from typing import Any

from rich.console import Console
from rich.table import Table

from meeple.engine.errors import OptionsError
from meeple.games.dday_dice.words.vocabulary import KIND_TITLES

#: The games whose cards `meeple cards` can list.
GAMES_WITH_CARDS: tuple[str, ...] = ("dday-dice", "dead-mans-draw")
#: Where a game without cards here keeps its own.
ELSEWHERE: dict[str, str] = {"dust-tactics": "Dust Tactics' unit cards: `meeple units list`, `meeple units show UNIT`"}


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
        elsewhere = f" ({ELSEWHERE[game_id]})" if game_id in ELSEWHERE else ""
        raise OptionsError(f"`meeple cards` lists the cards of {', '.join(GAMES_WITH_CARDS)}, not {game_id}{elsewhere}")
    if game_id == "dead-mans-draw":
        from meeple.games.dead_mans_draw.glossary import card_rows as dmd_rows

        return dmd_rows()
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
    if game_id == "dead-mans-draw":
        console.print(dmd_table(rows))
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


def dmd_table(rows: list[dict[str, Any]]) -> Table:
    """Dead Man's Draw's suits (values, ability) and character traits (what each works on)."""
    from meeple.games.dead_mans_draw.phrases import SUIT_NAMES

    table = Table(title="Dead Man's Draw: suits and character traits",
                  caption="Italian texts: `meeple cards dead-mans-draw --json`; rulings: docs/rulings.md (DMD-*). "
                          "In play, `card <name>` shows one.")
    for column in ("kind", "name", "cards / works on", "text"):
        table.add_column(column, no_wrap=column != "text")
    suits = [row for row in rows if row["kind"] == "suit"]
    traits = [row for row in rows if row["kind"] == "trait"]
    for position, row in enumerate(suits):
        table.add_row("suit" if position == 0 else "", row["name"], f"{row['values'][0]}-{row['values'][-1]}",
                      row["text"], end_section=position == len(suits) - 1)
    for position, row in enumerate(traits):
        on = "Key & Chest" if row["suit"] == "key" else SUIT_NAMES.get(row["suit"], "") or "busts"
        table.add_row("trait" if position == 0 else "", row["name"], on, row["text"])
    return table

"""What a front end looks names up in to draw a table of Dead Man's Draw without writing a
word of its own (:func:`glossary`), and the text of one suit's or trait's card
(:func:`card_lines`, the terminal's ``card <name>``). Read from the content data (rulebook
pp. 5-11: ``summary`` in English, ``text`` the Italian it comes from). Tags: :mod:`.words`.
"""

from __future__ import annotations

from typing import Any, Sequence

from meeple.engine.words import Phrase
from meeple.games.dead_mans_draw.cards import CONTENT, DECK, card_label, card_text, suit_of, value_of
from meeple.games.dead_mans_draw.content import SUIT_IDS, SuitData, TraitData
from meeple.games.dead_mans_draw.phrases import Obs, players_of, seat_name, suit, works_on

#: What each pending effect of the observation (``pending.effect``) is waiting for
#: (:mod:`.effects`; a chance effect is resolved by the next card drawn, the others are
#: the current player's choice).
PENDING: dict[str, str] = {
    "draw": "a card is drawn from the draw pile",
    "oracle": "the Oracle turns up the top card of the draw pile",
    "map": "the Map: cards are turned up from the discard pile, then one is put into play",
    "key-and-chest": "Key & Chest: bonus cards are taken from the discard pile",
    "navigator": "the Navigator puts any card of the discard pile into play",
    "hook": "the Hook plays the top card of one of the player's own piles",
    "cannon": "the Cannon discards the top card of an opponent's pile",
    "sword": "the Sword steals the top card of an opponent's pile into play",
    "misfire": "Misfire: the player gives the top card of one of their piles to the Misfire's holder",
    "plunderer": "the Plunderer takes the Key & Chest bonus from an opponent's bank",
}

#: Each phase of the observation (``phase``), as the table's headline names it (p. 2, p. 3).
PHASES: dict[str, str] = {
    "deal": "set-up (deal)",
    "keep": "set-up (keep)",
    "target": "set-up (target)",
    "first": "set-up (first)",
    "play": "play",
    "over": "game over",
}

#: The table's words, keyed by the observation's field they head.
TABLE: dict[str, str] = {
    "game": "Dead Man's Draw",
    "draw_pile": "Draw pile",
    "discard_pile": "Discard pile",
    "left_draw_pile": "Drawn so far",
    "draw_pile_top": "Face up on top of the draw pile (Oracle):",
    "map_revealed": "Revealed by the Map:",
    "discard_pile_cards": "Discard pile (Navigator):",
    "play_area": "Play area",
    "protected": "[safe]",
    "empty": "empty",
    "dealt_traits": "Your dealt traits: keep one",
    "choosing": "choosing...",
    "no_trait": "-",
    "seat": "Seat",
    "trait": "Trait",
    "score": "Score",
    "cards": "Cards",
    "piles": "Bank piles: top card (under it)",
    "you": "(you)",
}


def _suit_entry(data: SuitData) -> dict[str, Any]:
    return {"name": data.name, "italian": data.italian, "values": list(data.values),
            "ability": data.summary, "ability_it": data.text}


def _trait_entry(data: TraitData) -> dict[str, Any]:
    return {"name": data.name, "suit": data.suit, "works_on": {"2": works_on(data, 2)[0], "3+": works_on(data, 3)[0]},
            "text": data.summary, "text_it": data.text}


def glossary() -> dict[str, Any]:
    """Every name a table of Dead Man's Draw shows, as JSON-safe data:

    ``suits``: id -> name, Italian name, values, ability (English) and ``ability_it`` (the
    rulebook's text); ``traits``: id -> name, suit (``""``: Davy Jones' Locker), what it works
    on (with two players, and with three or more), text and ``text_it``; ``cards``: notation ->
    name, suit and value; ``pending``: what each pending effect waits for; ``phases``: each
    phase's name; ``table``: the table's headings."""
    return {
        "game": "dead-mans-draw",
        "suits": {s.id: _suit_entry(s) for s in CONTENT.suits},
        "traits": {t.id: _trait_entry(t) for t in CONTENT.traits},
        "cards": {card_text(c): {"name": card_label(c), "suit": SUIT_IDS[suit_of(c)], "value": value_of(c)}
                  for c in DECK},
        "pending": dict(PENDING),
        "phases": dict(PHASES),
        "table": dict(TABLE),
    }


def card_rows() -> list[dict[str, Any]]:
    """Every suit and trait as JSON-safe rows (``meeple cards dead-mans-draw --json``)."""
    rows: list[dict[str, Any]] = [
        {"id": s.id, "name": s.name, "kind": "suit", "italian": s.italian, "values": s.values,
         "text": s.summary, "text_it": s.text} for s in CONTENT.suits]
    rows += [{"id": t.id, "name": t.name, "kind": "trait", "suit": t.suit, "text": t.summary, "text_it": t.text}
             for t in CONTENT.traits]
    return rows


def card_lines(entry: SuitData | TraitData, obs: Obs, names: Sequence[str]) -> list[Phrase]:
    """A suit's or a trait's card: its name and kind, the rule in English, the Italian text;
    for a trait, who kept it in this game (kept traits are public once revealed, p. 2: "Ogni
    giocatore rivela il proprio Personaggio agli altri giocatori")."""
    if isinstance(entry, SuitData):
        values = f"  (cards {entry.values[0]}-{entry.values[-1]}, six of them)"
        return [[suit(entry.id), ("  suit", "dim"), (values, "dim")], [(entry.summary, "")],
                [(f"it ({entry.italian}): {entry.text}", "dim")]]
    lines: list[Phrase] = [
        [(entry.name, "heading"), ("  character trait, works on ", "dim"), works_on(entry, players_of(obs)),
         (f"  ({entry.id})", "dim")],
        [(entry.summary, "")], [(f"it: {entry.text}", "dim")]]
    holders = [seat for seat, kept in enumerate(obs.get("traits") or []) if kept == entry.id]
    if holders:
        who = " and ".join("you" if seat == obs.get("seat") else seat_name(names, seat) for seat in holders)
        lines.append([(f"In this game: kept by {who}", "note")])
    return lines

"""Unit cards given as content: the game option ``units`` holding a player's own unit cards
(what a units file parses to, checked as ``meeple units validate`` checks a file), so that an
owner of the game plays with the values printed on the cards instead of the reconstructed ones
(docs/rulings.md, DT-139), and the record keeps the cards (it replays anywhere).

How the cards combine (DT-139): a units file holds whole cards, so a card given with a packaged
card's id replaces that card, every value of it; its ``reconstructed`` marks are the player's
own (none: every value was read off the printed card). A game plays the packaged cards' ids only
(the action table numbers the units of the packaged cards, docs/notation/dust-tactics.md), and a
card keeps the name, faction and type that identify it; the army check (``meeple army check
--units``, the army builder) also takes cards of new ids, added to the packaged ones.

Once checked, given cards are known in this process by a digest of their content, at most
:data:`MAX_GIVEN` sets (each at most 64 KiB), so a long-running server is not filled by them.
"""

from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from typing import Any, Mapping

from meeple.engine.errors import ContentError, excerpt
from meeple.games.dust_tactics.units import UnitCard, load_units, units_content

#: The most sets of given cards one process keeps.
MAX_GIVEN = 256
#: The option holding a player's unit cards.
UNITS_OPTION = "units"
#: What a card given for a packaged id must keep: what tells which printed card it is.
IDENTITY = ("name", "faction", "type")

_GIVEN: dict[str, Mapping[str, UnitCard]] = {}


@lru_cache(maxsize=1)
def packaged_cards() -> Mapping[str, UnitCard]:
    """The packaged cards by id (read-only)."""
    return {card.id: card for card in load_units()}


def with_cards(given: tuple[UnitCard, ...]) -> tuple[UnitCard, ...]:
    """The packaged cards with ``given`` combined (DT-139): a given card replaces the packaged card
    of its id, in its place; a card of a new id is added after them. The cards an army is checked
    against."""
    by_id = {**packaged_cards(), **{card.id: card for card in given}}
    return tuple(by_id.values())


def identity_problem(card: UnitCard) -> str | None:
    """Why ``card`` cannot be played in a game (a new id, or a packaged card's identity changed);
    None if it can."""
    printed = packaged_cards().get(card.id)
    if printed is None:
        return (f"unit {card.id}: id: a game plays the packaged cards' ids only (see `meeple units list`; "
                "the action table numbers their units); correct a packaged card, or check the army with "
                "`meeple army check --units`")
    for field in IDENTITY:
        if getattr(card, field) != getattr(printed, field):
            return (f"unit {card.id}: {field}: {excerpt(getattr(card, field))} is not the printed card's "
                    f"{excerpt(getattr(printed, field))}: a card given corrects the values of the card of its id")
    return None


def game_cards(given: str | Mapping[str, Any] = "") -> Mapping[str, UnitCard]:
    """The cards a game plays, by id: the packaged ones, with the cards of the ``units`` option's
    content ``given`` replacing those of their ids. ``""``: the packaged cards. ContentError on one
    line (``units: unit <id>: <field>: <problem>``) for content that is not a units file or gives a
    card a game cannot play; text other than empty is refused, never opened as a file."""
    if isinstance(given, str):
        if given:
            raise ContentError(f"{UNITS_OPTION}: {excerpt(given)} is not unit cards: the option holds a units file's "
                               "content; to play with your cards, name the file on your command line (--units FILE.toml)")
        return packaged_cards()
    raw = dict(given)
    key = hashlib.sha256(json.dumps(raw, sort_keys=True, ensure_ascii=False).encode("utf-8")).hexdigest()
    known = _GIVEN.get(key)
    if known is not None:
        return known
    cards = units_content(raw, UNITS_OPTION)
    problem = next((p for card in cards if (p := identity_problem(card)) is not None), None)
    if problem is not None:
        raise ContentError(f"{UNITS_OPTION}: {problem}")
    if len(_GIVEN) >= MAX_GIVEN:
        raise ContentError(f"{UNITS_OPTION}: {MAX_GIVEN} sets of unit cards were given already in this process; "
                           "play the packaged cards or start meeple again")
    combined = {**packaged_cards(), **{card.id: card for card in cards}}
    _GIVEN[key] = combined
    return combined


def cards_of_options(options: Mapping[str, Any]) -> Mapping[str, UnitCard]:
    """The cards of a game with ``options`` (:func:`game_cards` of its ``units``)."""
    return game_cards(options.get(UNITS_OPTION) or "")


__all__ = ["IDENTITY", "MAX_GIVEN", "UNITS_OPTION", "cards_of_options", "game_cards", "identity_problem",
           "packaged_cards", "with_cards"]

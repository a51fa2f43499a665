"""The names of Dust Tactics' pieces in a sentence: a unit's name from its id (``hell-boys-2``
is ``Hell Boys 2``) tagged with its side, a side with its player, a target (a unit or a cover
element), the seats' names by side when more than two play, and the two-letter tags the units
carry on a map. Read from the game's unit cards and the observation: the packaged cards, or while
:func:`playing_cards` holds a game's own (its ``units`` option, DT-139), those.
"""

from __future__ import annotations

import re
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, Iterator, Mapping, Sequence

from meeple.engine.words import Phrase, Span
from meeple.games.dust_tactics.teams import seat_sides
from meeple.games.dust_tactics.given_units import cards_of_options, packaged_cards
from meeple.games.dust_tactics.units import UnitCard
from meeple.games.dust_tactics.words.phrases import phrase
from meeple.games.dust_tactics.words.tags import SIDE, UNIT, side_tag, with_tag
from meeple.games.dust_tactics.words.vocabulary import FACTIONS, SIDES, element_name

Obs = dict[str, Any]


#: The unit cards of the game being told, while :func:`playing_cards` holds them.
_GAME_CARDS: ContextVar[Mapping[str, UnitCard] | None] = ContextVar("dust_tactics_game_cards", default=None)


def cards_by_id() -> Mapping[str, UnitCard]:
    """Every unit card by its id: the game's own while :func:`playing_cards` holds them, else
    the packaged ones."""
    return _GAME_CARDS.get() or packaged_cards()


@contextmanager
def playing_cards(options: Mapping[str, Any]) -> Iterator[Mapping[str, UnitCard]]:
    """Within the block, the words read the unit cards of a game with ``options`` (its ``units``
    option's cards replacing the packaged ones, DT-139): a front end telling a game holds them."""
    token = _GAME_CARDS.set(cards_of_options(options))
    try:
        yield cards_by_id()
    finally:
        _GAME_CARDS.reset(token)


_COPY = re.compile(r"^(.+)-(\d+)$")


def split_id(unit_id: str) -> tuple[str, int]:
    """A unit id as (card id, copy): ``hell-boys-2`` -> (``hell-boys``, 2)."""
    if unit_id in cards_by_id():
        return unit_id, 1
    match = _COPY.match(unit_id)
    if match and match.group(1) in cards_by_id():
        return match.group(1), int(match.group(2))
    return unit_id, 1


def card_of(unit_id: str) -> UnitCard | None:
    """The unit card of a unit id (None for an id no card has)."""
    return cards_by_id().get(split_id(unit_id)[0])


def card_name(card_id: str, missing: str = "?") -> str:
    """The printed name of a card, by its id (``missing`` for an id no card has)."""
    card = cards_by_id().get(card_id)
    return card.name if card is not None else missing


def unit_name(unit_id: str) -> str:
    """``Hell Boys``, ``Hell Boys 2`` for a second copy."""
    card_id, copy = split_id(unit_id)
    card = cards_by_id().get(card_id)
    name = card.name if card is not None else unit_id
    return f"{name} {copy}" if copy > 1 else name


def side_of(unit_id: str, obs: Obs | None = None) -> str:
    """The faction of a unit: the observation's word, else its card's."""
    if obs is not None:
        for unit in obs.get("units", ()):
            if unit["id"] == unit_id:
                return str(unit["side"])
    card = card_of(unit_id)
    return card.faction if card is not None else ""


def unit(unit_id: str, obs: Obs | None = None) -> Span:
    """A unit's name, tagged ``unit`` and its side."""
    return (unit_name(unit_id), with_tag(UNIT, side_tag(side_of(unit_id, obs))))


def side(side_id: str, names: Sequence[str] | None = None) -> Phrase:
    """``Allies (Ann)``: the side's name tagged with it, and its player's name in the side's
    colour."""
    out: Phrase = [(FACTIONS.get(side_id, side_id), with_tag(SIDE, side_tag(side_id)))]
    if names is not None and side_id in SIDES and SIDES.index(side_id) < len(names):
        out.append((f" ({names[SIDES.index(side_id)]})", side_tag(side_id) or SIDE))
    return out


def player_of(side_id: str, names: Sequence[str]) -> str:
    """The name of the player of a side (the side's name if there is none)."""
    if side_id in SIDES and SIDES.index(side_id) < len(names):
        return names[SIDES.index(side_id)]
    return FACTIONS.get(side_id, side_id)


def possessive_end(name: str) -> str:
    """What follows a name to make it possessive: ``The Hammers' ``, ``Lara's ``."""
    return "' " if name.endswith("s") else "'s "


def target(target_id: str, obs: Obs | None = None) -> Phrase:
    """A target id as words: a unit's name, ``the attacker``, or ``the ammo crate on e4``."""
    if target_id.startswith("element:"):
        square = target_id[len("element:"):]
        kind = next((e["element"] for e in (obs or {}).get("elements", ()) if e["square"] == square), None)
        return [(f"the {element_name(kind) if kind else 'cover element'} on {square}", "")]
    if target_id == "attacker":
        return [("the attacker", "")]
    return phrase(unit(target_id, obs))


def side_names(names: Sequence[str]) -> list[str]:
    """The players' names by side: with more than two seats, each side's players joined
    (``Ann & Cy``), the seats' sides as the game gives them (teams.py, DT-115)."""
    if len(names) <= 2:
        return list(names)
    sides = seat_sides(len(names))
    return [" & ".join(n for n, s in zip(names, sides) if s == side) for side in (0, 1)]


def side_viewer(names: Sequence[str], viewer: int | None) -> int | None:
    """The viewer's side (0 the Allies, 1 the Axis), with more than two seats; the seat itself
    with two."""
    if viewer is None or len(names) <= 2 or not 0 <= viewer < len(names):
        return viewer
    return seat_sides(len(names))[viewer]


def units_by_id(obs: Obs) -> dict[str, Obs]:
    """The observation's units by id."""
    return {u["id"]: u for u in obs.get("units", ())}


def tags_of(obs: Obs) -> dict[str, str]:
    """Each unit's two-letter tag (:func:`unit_tags`), for the units of the observation."""
    return unit_tags([data["id"] for data in obs.get("units", ())])


def unit_tags(unit_ids: Sequence[str]) -> dict[str, str]:
    """A short, unique two-letter tag per unit, as a map shows it: the initials of its name
    (``HB`` Hell Boys, ``DD`` Death Dealers), the first two letters of a one-word name (``Rh``
    Rhino), and the first letter and the copy number when taken (``H2``); in the order of
    ``unit_ids``."""
    tags: dict[str, str] = {}
    taken: set[str] = set()
    for uid in unit_ids:
        words = [w for w in re.split(r"[\s\-]+", unit_name(split_id(uid)[0])) if w]
        tag = (words[0][0] + words[1][0]).upper() if len(words) > 1 else (words[0][:2] if words else uid[:2])
        if tag in taken:
            copy = split_id(uid)[1]
            tag = f"{tag[0]}{copy}"
            n = 2
            while tag in taken:
                tag = f"{tag[0]}{n}"
                n += 1
        taken.add(tag)
        tags[uid] = tag
    return tags

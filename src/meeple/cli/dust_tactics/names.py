"""How the terminal game of Dust Tactics names and colours things: the sides' colours, the
words of plans, cover and cover elements, a unit's name from its id (``hell-boys-2`` is
``Hell Boys 2``), a target's words, and the two-letter tags of the units on the map.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Sequence

from rich.text import Text

from meeple.cli.scenarios import FACTIONS
from meeple.games.dust_tactics.terrain import Cover, CoverElement
from meeple.games.dust_tactics.units import UnitCard, load_units


Obs = dict[str, Any]
SIDES: tuple[str, str] = ("allies", "axis")

#: Each side's colour: text, and the square of a unit on the map.
SIDE_STYLE: dict[str, str] = {"allies": "bold dodger_blue1", "axis": "bold red1"}
SIDE_CELL: dict[str, str] = {"allies": "bold bright_white on blue", "axis": "bold bright_white on red3"}
#: A unit already activated this turn is drawn dimmer; the unit acting stands out.
SPENT_CELL: dict[str, str] = {"allies": "white on navy_blue", "axis": "white on dark_red"}
ACTING_CELL = "bold black on yellow"
#: Squares the Move under way may end on, with their cost.
REACH_STYLE = "bold green1"
TARGET_STYLE = "bold black on orange1"

TYPE_WORDS = {"squad": "squad", "hero": "hero", "vehicle": "vehicle", "aircraft": "aircraft"}
COVER_WORDS = {Cover.NONE: "no cover", Cover.SOFT: "soft cover", Cover.HARD: "hard cover"}
#: The cover of the observation (``"none"``, ``"soft"``, ``"hard"``) in words.
COVER_NAMES = {"none": "no cover", "soft": "soft cover", "hard": "hard cover"}
PLAN_WORDS: dict[str, str] = {
    "nothing": "do nothing",
    "move": "move",
    "attack": "attack",
    "move+move": "move, then move again",
    "move+attack": "move, then attack",
    "attack+move": "attack, then move",
    "sustained": "Sustained Attack (one action-pair: reroll every miss once, no move)",
    "charge": "charge (Charge: move, move, then attack with the range 1 and C weapons)",
    "move+move+charge": "charge: move, move, then attack with the range 1 and C weapons",
    "jump": "jump (Jump: one move of twice the movement over one obstacle, both actions)",
    "skill": "use a skill (Skill action)",
    "move+skill": "move, then use a skill",
    "skill+move": "use a skill, then move",
    "attack+skill": "attack, then use a skill",
    "skill+attack": "use a skill, then attack",
}
ENTER_WORDS: dict[str, str] = {
    "move": "enter the battlefield",
    "move+move": "enter, then move",
    "move+attack": "enter, then attack",
}
ELEMENT_WORDS = {CoverElement.AMMO_CRATE: "ammo crate", CoverElement.ANTI_TANK_BLOCK: "anti-tank block"}

#: What each cover element does, said once above the placement choices.
ELEMENT_RULES: dict[CoverElement, str] = {
    CoverElement.AMMO_CRATE: "soft cover to a squad on it; vehicles may enter and crush it",
    CoverElement.ANTI_TANK_BLOCK: "hard cover to a squad on it; no vehicle enters; blocks sight between infantry",
}


# ----------------------------------------------------------------------------- cards, names
@lru_cache(maxsize=None)
def cards_by_id() -> dict[str, UnitCard]:
    return {card.id: card for card in load_units()}


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


def unit_text(unit_id: str, obs: Obs | None = None) -> Text:
    """A unit's name in its side's colour."""
    return Text(unit_name(unit_id), style=SIDE_STYLE.get(side_of(unit_id, obs), "bold"))


def side_text(side: str, names: Sequence[str] | None = None) -> Text:
    """``Allies (Ann)`` in the side's colour."""
    text = Text(FACTIONS.get(side, side), style=SIDE_STYLE.get(side, "bold"))
    if names is not None and side in SIDES and SIDES.index(side) < len(names):
        text.append(f" ({names[SIDES.index(side)]})", style="")
    return text


def player_of(side: str, names: Sequence[str]) -> str:
    """The name of the player of a side (the side's name if there is none)."""
    if side in SIDES and SIDES.index(side) < len(names):
        return names[SIDES.index(side)]
    return FACTIONS.get(side, side)


def element_name(element: str | CoverElement) -> str:
    try:
        return ELEMENT_WORDS[CoverElement(element)]
    except ValueError:
        return str(element).replace("-", " ")


def tags_of(obs: Obs) -> dict[str, str]:
    """A short, unique two-letter tag per unit: the initials of its name (``HB`` Hell Boys,
    ``DD`` Death Dealers), the first two letters of a one-word name (``Rh`` Rhino), and the
    first letter and the copy number when taken (``H2``)."""
    tags: dict[str, str] = {}
    taken: set[str] = set()
    for unit in obs.get("units", ()):
        uid = unit["id"]
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


def units_by_id(obs: Obs) -> dict[str, Obs]:
    return {u["id"]: u for u in obs.get("units", ())}


def target_text(target: str, obs: Obs | None = None) -> Text:
    """A target id as words: a unit's name, or ``the ammo crate on e4``."""
    if target.startswith("element:"):
        square = target[len("element:"):]
        kind = next((e["element"] for e in (obs or {}).get("elements", ()) if e["square"] == square), None)
        return Text(f"the {element_name(kind) if kind else 'cover element'} on {square}")
    if target == "attacker":
        return Text("the attacker")
    return unit_text(target, obs)

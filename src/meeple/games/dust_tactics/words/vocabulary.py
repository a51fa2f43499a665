"""The words of Dust Tactics' things (rulebook pp. 3-8, 13, 19-22): the sides, the unit types,
cover, the cover elements and the terrain, the plans of an activation. Plain English, for
every front end (the tags are in :mod:`.tags`).
"""

from __future__ import annotations

from meeple.games.dust_tactics.terrain import Cover, CoverElement, Terrain

#: The two sides (p. 3), in seat order: seat 0 the Allies, seat 1 the Axis.
SIDES: tuple[str, str] = ("allies", "axis")
#: Each side's name.
FACTIONS: dict[str, str] = {"allies": "Allies", "axis": "Axis"}
#: Each unit type in a table (short) and on a card (p. 4).
TYPE_WORDS: dict[str, str] = {"squad": "squad", "hero": "hero", "vehicle": "vehicle", "aircraft": "aircraft"}
CARD_TYPES: dict[str, str] = {"squad": "infantry squad", "hero": "hero", "vehicle": "vehicle", "aircraft": "aircraft"}
#: Cover (p. 13) in words, by the rule's value and by the observation's word.
COVER_WORDS: dict[Cover, str] = {Cover.NONE: "no cover", Cover.SOFT: "soft cover", Cover.HARD: "hard cover"}
COVER_NAMES: dict[str, str] = {"none": "no cover", "soft": "soft cover", "hard": "hard cover"}
#: What a squad's cover value saves (p. 13): the face of its card's SOFT/HARD COVER box.
COVER_FACES: dict[str, str] = {
    "hit": "hit faces save (one damage cancelled per hit)",
    "miss": "blank faces save (one damage cancelled per blank)",
    "none": "no cover roll",
}
#: Each plan an activation may declare (p. 7 and the skills, pp. 20-22), after "will" or as
#: a choice.
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
#: The plans of a unit that enters the battlefield (p. 19: its first action is a Move).
ENTER_WORDS: dict[str, str] = {
    "move": "enter the battlefield",
    "move+move": "enter, then move",
    "move+attack": "enter, then attack",
}
#: The two cover elements (p. 6).
ELEMENT_WORDS: dict[CoverElement, str] = {
    CoverElement.AMMO_CRATE: "ammo crate", CoverElement.ANTI_TANK_BLOCK: "anti-tank block",
}
#: What each cover element does (p. 6, p. 8, p. 13), said once above the placement choices.
ELEMENT_RULES: dict[CoverElement, str] = {
    CoverElement.AMMO_CRATE: "soft cover to a squad on it; vehicles may enter and crush it",
    CoverElement.ANTI_TANK_BLOCK: "hard cover to a squad on it; no vehicle enters; blocks sight between infantry",
}
#: Each cover element in a map's legend (its name, then what it does in short).
ELEMENT_LEGEND: dict[CoverElement, str] = {
    CoverElement.AMMO_CRATE: "ammo crate: soft cover; vehicles may enter and crush it",
    CoverElement.ANTI_TANK_BLOCK: "anti-tank block: hard cover; no vehicles; blocks sight between infantry",
}
#: Each terrain type (p. 6, the symbol on its square in brackets) and what it does.
TERRAIN_LEGEND: dict[Terrain, str] = {
    Terrain.OPEN: "open (circle): anyone may enter",
    Terrain.DEEP_WATER: "deep water (triangle): blocks movement, not sight; no cover element",
    Terrain.DEBRIS: "debris (cross): blocks vehicles; soft cover to squads",
    Terrain.SMOKE: "smoke (lozenge): blocks sight; nobody in it attacks or is attacked",
    Terrain.IMPASSABLE: "impassable (no dot): blocks movement, sight and Jump",
}


def terrain_name(terrain: str | Terrain) -> str:
    """A terrain type's name: ``deep-water`` -> ``deep water``."""
    return str(getattr(terrain, "value", terrain)).replace("-", " ")


def element_name(element: str | CoverElement) -> str:
    """A cover element's name: ``ammo-crate`` -> ``ammo crate`` (any other text with its
    hyphens as spaces)."""
    try:
        return ELEMENT_WORDS[CoverElement(element)]
    except ValueError:
        return str(element).replace("-", " ")


def article(word: str) -> str:
    """``A`` or ``An`` before ``word``."""
    return "An" if word[:1] in "aeiou" else "A"

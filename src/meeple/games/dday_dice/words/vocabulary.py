"""The game's vocabulary in English: the faces and their symbols, the dice's colours, the
phases of each edition, the results, the RWB bonuses, the resources, the cards' kinds and
timings, and what the Binoculars' d6 rolls are for. Plain text, no tag: :mod:`.pieces` and
the sentences put them into phrases, the front ends show them as they are.
"""

from __future__ import annotations

from meeple.games.dday_dice.dice import FACE_LABELS, FACES

#: A simple symbol for each face, beside its name (the name alone is the notation's word).
FACE_SYMBOLS: dict[str, str] = {
    "skull": "☠", "star": "★", "soldier": "♟", "soldiers": "♟♟", "courage": "⚑", "tool": "⚒",
}
#: Each face's name as the rulebook prints it (``soldiers`` is ``2 Soldiers``).
FACE_NAMES: dict[str, str] = dict(zip(FACES, FACE_LABELS))
#: Die colours by the first letter of a die's name (r1 r2 w1 w2 b1 b2).
DIE_COLOURS: dict[str, str] = {"r": "Red", "w": "White", "b": "Blue"}
#: The first edition's five phases (and the markers' step, which only the second edition has).
PHASE_TITLES: dict[str, str] = {
    "roll": "Phase 1: roll the dice",
    "final-count": "end of Phase 1: play awards and items",
    "upkeep": "Phase 2: upkeep",
    "supply": "Phase 3: recruit, find items and trade",
    "move": "Phase 4: move",
    "combat": "Phase 5: combat",
    "over": "game over",
    "markers": "Phase 3: adjust the unit markers (second edition)",
}
#: The second edition's six phases (option edition=2: meeple.games.dday_dice.six_phases).
PHASE_TITLES_2: dict[str, str] = {
    **PHASE_TITLES,
    "final-count": "end of Phase 1: play medals and items",
    "markers": "Phase 3: adjust the unit markers",
    "supply": "Phase 4: rally a specialist, find an item, draw a medal, trade",
    "move": "Phase 5: move",
    "combat": "Phase 6: combat",
}
#: Phase 5's windows (``combat_stage`` in the observation).
COMBAT_WINDOWS: dict[str, str] = {
    "before-mgf": "before the machine-gun fire",
    "after-mgf": "after the machine-gun fire",
    "resolved": "casualties",
}
#: How a game ends (the state's ``result``).
RESULT_WORDS: dict[str, str] = {
    "victory": "Victory! Every unit is safe in the bunker",
    "defeat": "Defeat: a unit was lost before the whole team reached the bunker",
    "practice-over": "The Practice Run is over: no unit is left on the beach",
    "training-over": "Basic Training is over: no unit is left on the beach",
}
RWB_NAMES: dict[str, str] = {
    "dead-mans-gift": "Dead Man's Gift", "leadership": "Leadership", "reinforcements": "Reinforcements",
    "fresh-troops": "Fresh Troops", "battle-cry": "Battle Cry", "special-find": "Special Find",
}
#: The RWB bonus of each face (three of a face in three colours), in the engine's words.
RWB_OF_FACE: dict[str, str] = {
    "skull": "dead-mans-gift", "star": "leadership", "soldier": "reinforcements",
    "soldiers": "fresh-troops", "courage": "battle-cry", "tool": "special-find",
}
#: What players call the cards the engine names medals: Awards in the first edition's English
#: rulebook, Medals in the second's (shared/seeds/README.md: it. Onorificenze, es.
#: Condecoraciones, fr. Médailles): (one, many, with its article).
AWARD_WORDS: dict[int, tuple[str, str, str]] = {1: ("award", "awards", "an award"), 2: ("medal", "medals", "a medal")}
#: A resource a unit gives (``give <seat> <what>``) in words, and its field in the observation.
RESOURCE_WORDS = {"soldier": "soldier", "courage": "courage", "star": "star", "item-point": "item point"}
RESOURCE_FIELDS = {"soldier": "soldiers", "courage": "courage", "star": "stars", "item-point": "item_points"}
#: The resources of a ``resources`` event, with their words (singular, plural).
RESOURCE_GAINS: tuple[tuple[str, str, str], ...] = (
    ("soldiers", "soldier", "soldiers"), ("courage", "courage", "courage"), ("stars", "star", "stars"),
    ("item_points", "item point", "item points"),
)
#: The d6 rolls the Binoculars may change (:mod:`meeple.games.dday_dice.binoculars_dice`), by purpose.
D6_PURPOSES = {"mine": "The landmines die", "sector-fire": "The sector's fire die",
               "gammon": "The Gammon Bomb's die", "soldiers": "The soldiers die"}
#: The kinds of card (``data/cards.toml``) in words; the first edition's medals are Awards.
KIND_TITLES: dict[str, str] = {
    "regular-specialist": "regular specialist",
    "unique-specialist": "unique specialist",
    "regular-item": "regular item",
    "special-item": "special item",
    "vehicle": "vehicle",
    "medal": "award",
}
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
#: A card's effect on a unit this turn (``effects_this_turn``), in words.
EFFECT_WORDS: dict[str, str] = {
    "mine-detector": "Mine Detector: ignores landmines",
    "whistle": "Whistle: advances without courage",
    "wirecutters": "Wirecutters: barriers do not block",
    "flak-vest": "Flak Vest: ignores machine-gun fire",
    "carrier-pigeon": "Carrier Pigeon: trades anywhere",
    "silver-star": "Silver Star: may move twice",
    "free-regular": "a free regular recruit (Military Medal)",
    "free-unique": "a free unique recruit (Military Medal)",
    "special-find": "Special Find: may find a used item",
    "photograph": "next turn's Final Tally is photographed",
}
#: What a card just played still asks of its unit (``pending``), in words.
PENDING_WORDS: dict[str, str] = {
    "result": "to choose: a result to add",
    "result-other": "to choose: a result for another unit",
    "honour": "to choose: a free item (Légion d'Honneur)",
    "silver-star": "to choose: the unit that moves twice",
    "dismiss": "to choose: a specialist to dismiss (Purple Heart)",
    "skull-colour": "to choose: the colour of its added skull",
    "deal": "to deal: the Victoria Cross's dice",
    "abandon": "to choose: a vehicle to abandon",
    "go-on": "to choose: go on towards Sword's bunker, or retire safe (Silence the Guns)",
}


def phase_titles(edition: int | None) -> dict[str, str]:
    """The phases' numbers and names in that edition's turn (the first's five, the second's six)."""
    return PHASE_TITLES_2 if edition == 2 else PHASE_TITLES


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``11th``."""
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def capital(text: str) -> str:
    """``text`` with its first letter a capital."""
    return text[:1].upper() + text[1:]


def die_name(die: str) -> str:
    """``r1`` -> ``Red 1``."""
    return f"{DIE_COLOURS.get(die[:1], die[:1])} {die[1:]}" if die else die


def item_points_words(n: int) -> str:
    """``1 item point``, ``3 item points``."""
    return f"{n} item point{'s' if n != 1 else ''}"

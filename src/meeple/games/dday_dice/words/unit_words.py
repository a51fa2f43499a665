"""A unit in words, as the tables show it: where it stands in the game (on the beach, safe,
lost and why: :func:`status`), its unit marker (:func:`marker`) and this turn's card effects
and choices (:func:`effects`).
"""

from __future__ import annotations

from meeple.engine.words import Phrase, plural
from meeple.games.dday_dice.words.phrases import phrase
from meeple.games.dday_dice.words.reading import Obs, sectors_named
from meeple.games.dday_dice.words.tags import DIM, LOST, STRONG, SUCCESS, URGENT
from meeple.games.dday_dice.words.vocabulary import EFFECT_WORDS, PENDING_WORDS, RWB_NAMES, RWB_OF_FACE


def status(unit: Obs, obs: Obs | None = None) -> Phrase:
    """On the beach (with its casualties to assign), safe in the bunker (first in?), or lost
    and why (its sector named as the board of ``obs`` names it)."""
    if unit.get("safe"):
        return [("SAFE in the bunker, 1st" if unit.get("first_in_bunker") else "SAFE in the bunker", SUCCESS)]
    if unit.get("lost"):
        return [(f"LOST: {sectors_named(obs or {}, str(unit.get('lost_cause') or 'eliminated'))}", LOST)]
    owed = int(unit.get("casualties_to_assign") or 0) + int(unit.get("specialist_casualties_to_assign") or 0)
    return phrase("on the beach", (f", {plural(owed, 'casualty', 'casualties')} to assign", URGENT) if owed else "")


def marker(unit: Obs, compact: bool = False) -> Phrase:
    """The unit marker: a chevron per turn spent in the sector, or the must-move arrow."""
    value = unit.get("marker")
    if value == "must-move":
        return [("MUST MOVE", URGENT)]
    count = int(value or 0)
    if count <= 0:
        return [("landing", DIM)]
    if compact:
        return [("^" * count, STRONG)]
    return phrase(("^" * count, STRONG), f" {plural(count, 'turn')}")


def effects(unit: Obs) -> list[str]:
    """This turn's card effects on the unit, the RWB bonuses cards granted it, the choices a
    card still asks of it, and a photographed Final Tally waiting for next turn (each once)."""
    parts = [EFFECT_WORDS.get(str(f), str(f)) for f in unit.get("effects_this_turn") or []]
    parts += [f"RWB {RWB_NAMES.get(RWB_OF_FACE.get(str(f), ''), str(f))} to collect" for f in unit.get("granted_rwb") or []]
    parts += [pending_words(str(kind)) for kind in unit.get("pending") or []]
    if unit.get("photo"):
        parts.append("next turn's Final Tally is photographed")
    return list(dict.fromkeys(parts))


def pending_words(kind: str) -> str:
    """What a card just played still asks of its unit (``pending``)."""
    if kind.startswith("moh:"):
        return f"to choose: a {kind.split(':')[1]} result (Medal of Honor)"
    if kind.startswith("die-binoculars:") and kind.count(":") == 3:  # binoculars_dice (DDM-78)
        _, purpose, _key, value = kind.split(":")
        return f"to choose: change the {purpose.replace('-', ' ')} d6 ({value}) with the Binoculars, or not"
    return PENDING_WORDS.get(kind, f"to choose: {kind}")

"""The sentences of the events of the dice (:data:`DICE_SENTENCES`, by the event's ``type``):
a die rolled, locked, rerolled, changed; a Final Tally; the skulls; the RWB bonuses and their
choices; the specialists' and the vehicles' rerolls; the Soldier Mulligan.
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase, plural
from meeple.games.dday_dice.rwb import LEADERSHIP_COURAGE, SPECIAL_FIND_STARS
from meeple.games.dday_dice.words.phrases import join, phrase
from meeple.games.dday_dice.words.pieces import die, face, tally, who
from meeple.games.dday_dice.words.reading import Obs, sector_label
from meeple.games.dday_dice.words.sentences import EventSentence
from meeple.games.dday_dice.words.tags import EFFECT, GAIN, RWB, STRONG
from meeple.games.dday_dice.words.vocabulary import RWB_NAMES


def _die(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), " rolls ", die(str(event.get("die")), str(event.get("face"))))


def _lock(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), " locks ", die(str(event.get("die"))))


def _reroll(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), " rerolls ", join([die(d) for d in event.get("dice", [])]))


def _final_count(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    dice: dict[str, str] = event.get("dice") or {}
    return phrase(who(names, event), ("'s Final Tally: ", STRONG), tally(dice.values()))


def rwb_effect(event: Event) -> str:
    """What an RWB bonus that needs no choice gives, in brackets (the event's ``grants``; those
    with a choice say it when it is made)."""
    bonus, grants = str(event.get("bonus")), event.get("grants") or {}
    if bonus == "fresh-troops" and grants.get("soldiers"):
        return f" (+{grants['soldiers']} soldiers)"
    if bonus == "dead-mans-gift":
        points = f"+{grants['item_points']} item points; " if grants.get("item_points") else ""
        return f" ({points}these skulls cancel nothing)"
    return ""


def _rwb(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    bonus = str(event.get("bonus"))
    name = (RWB_NAMES.get(bonus, bonus) + "!", RWB)
    if event.get("granted"):
        return phrase(who(names, event), " gains the RWB bonus ", name, rwb_effect(event), " (from a card)")
    return phrase(who(names, event), (" rolls Red, White and Blue: ", STRONG), name, rwb_effect(event))


def _rwb_barred(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    """A Battle Cry refused: while climbing (Pointe-du-Hoc), in a crossfire (Sword Beach)."""
    reason = event.get("reason")
    if reason == "crossfire":
        where = sector_label(board, event.get("sector"))
        return phrase(who(names, event), (f" gets no RWB Battle Cry in the crossfire of sector {where}", EFFECT))
    return phrase(who(names, event), (" gets no RWB Battle Cry while climbing" if reason == "climbing"
                                      else " gets no RWB Battle Cry", EFFECT))


def _rally_point(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), " gains ", (plural(int(event.get("soldiers") or 0), "soldier"), GAIN),
                  " for its RWB (Rally point)")


def _skull(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), "'s skull cancels ", die(str(event.get("cancels")), str(event.get("face"))))


def _skull_ignored(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), "'s Sharpshooter ignores a skull: it cancels nothing")


def _leadership(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    if event.get("courage_to") is not None:
        return phrase(who(names, event), f"'s Leadership: {LEADERSHIP_COURAGE} courage to ", who(names, event, "courage_to"))
    return phrase(who(names, event), "'s Leadership adds a white ", face(str(event.get("white_result"))))


def _special_find(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    if event.get("choice") == "item":
        return phrase(who(names, event), "'s Special Find: may search a used item in Phase 3")
    return phrase(who(names, event), f"'s Special Find: +{SPECIAL_FIND_STARS} stars")


def _reinforcements(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f" sends {event.get('soldiers')} soldiers to ", who(names, event, "to"),
                  " (Reinforcements)")


def _die_changed(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), "'s die now shows: ", die(str(event.get("die")), str(event.get("face"))))


def _die_colour(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f"'s {event.get('die')} is now a {event.get('colour')} die")


def _reroll_by(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    """The Corporal's or the Jeep's reroll."""
    return phrase(who(names, event), f"'s {str(event.get('type')).title()} rerolls ", die(str(event.get("die"))))


def _captain(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), f"'s Captain makes {event.get('die')} a {event.get('colour')} die")


def _spare_die(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), "'s spare die: ", die(str(event.get("die")), str(event.get("face"))))


def _mulligan(event: Event, names: Sequence[str], board: Obs) -> Phrase:
    return phrase(who(names, event), " takes the Soldier Mulligan: all six dice are rolled again")


#: The sentences of the dice's events, by the event's type.
DICE_SENTENCES: dict[str, EventSentence] = {
    "die": _die,
    "lock": _lock,
    "reroll": _reroll,
    "final-count": _final_count,
    "rwb": _rwb,
    "rwb-barred": _rwb_barred,
    "rally-point": _rally_point,
    "skull": _skull,
    "skull-ignored": _skull_ignored,
    "leadership": _leadership,
    "special-find": _special_find,
    "reinforcements": _reinforcements,
    "die-changed": _die_changed,
    "die-colour": _die_colour,
    "corporal": _reroll_by,
    "jeep": _reroll_by,
    "captain": _captain,
    "spare-die": _spare_die,
    "mulligan": _mulligan,
}

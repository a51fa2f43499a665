"""The labels of the actions on the dice: Phase 1's locks, rerolls and specialists' rerolls,
Phase 2's skulls and RWB bonuses, and the cards that add, deal or swap a result
(:data:`DICE_LABELS`, by the notation's first word).
"""

from __future__ import annotations

from typing import Any, Sequence

from meeple.engine.words import Phrase
from meeple.games.dday_dice.dice import DIE_NAMES
from meeple.games.dday_dice.rwb import BATTLE_CRY_SOLDIERS, LEADERSHIP_COURAGE, REINFORCEMENTS_SOLDIERS, SPECIAL_FIND_STARS
from meeple.games.dday_dice.words.labels import ActionLabel
from meeple.games.dday_dice.words.phrases import and_join, phrase
from meeple.games.dday_dice.words.pieces import die_with_face, face, face_colour, unit, whom
from meeple.games.dday_dice.words.reading import Obs, acting_unit, seat_name
from meeple.games.dday_dice.words.tags import DIM, STRONG
from meeple.games.dday_dice.words.vocabulary import die_name


def _die_with_face(prefix: str, args: list[str], obs: Obs) -> Phrase:
    """``<prefix> Red 1 (face)``: a die of the acting unit named with what it shows."""
    return phrase(f"{prefix} ", die_with_face(args[0] if args else "", obs))


def _lock(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return _die_with_face("lock", args, obs)


def _reroll(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    dice = [d for d in (args[0] if args else "").split(",") if d]
    faces = acting_unit(obs).get("dice") or {}
    items = [phrase(die_name(d), " (", face(faces[d], symbol=False), ")") if d in faces else phrase(die_name(d))
             for d in dice]
    locked = set(acting_unit(obs).get("locked") or [])
    kept = [d for d in DIE_NAMES if d not in dice and d not in locked]
    out = phrase("reroll ", and_join(items))
    if kept:
        out += phrase((f"; keep {'and lock ' if kept_dice_lock(obs) else ''}{', '.join(kept)}", DIM))
    return out


def kept_dice_lock(obs: Obs) -> bool:
    """Whether the dice kept at a reroll lock, as the observation states (the first edition's
    third roll; in the second the kept dice stay free, DDE-30)."""
    return bool(obs.get("kept_dice_lock", (obs.get("rule_set") or {}).get("edition") != 2))


def _stop(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return phrase("keep all six dice: ", ("this is your Final Tally", STRONG))


def _reinforce(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    seat = int(args[0])
    units: list[Obs] = obs.get("units", [])
    has = f" (has {units[seat].get('soldiers')})" if 0 <= seat < len(units) else ""
    return phrase(f"Reinforcements: {REINFORCEMENTS_SOLDIERS} more soldiers to ", unit(names, seat), has)


def _cancel(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return _die_with_face("a skull cancels", args, obs)


def _ignore(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return phrase("Sharpshooter: ignore this skull, it cancels no die")


def _leadership(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    if len(args) == 2 and args[0] == "courage":
        return phrase(f"Leadership: {LEADERSHIP_COURAGE} courage to ", unit(names, int(args[1])))
    return phrase("Leadership: add a white ", face(args[0] if args else "?"), " to your Final Tally")


def _special_find(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    if args and args[0] == "item":
        return phrase("Special Find: search a used item in Phase 3 (pay its item points; outside the one-a-turn limit)")
    return phrase(f"Special Find: gain {SPECIAL_FIND_STARS} stars")


def _battle_cry(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    if args and args[0] == "soldiers":
        return phrase(f"Battle Cry: take {BATTLE_CRY_SOLDIERS} soldiers")
    return phrase("Battle Cry: move this turn without paying courage (sector requirements ignored)")


def _corporal(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return phrase("Corporal: ", _die_with_face("reroll", args, obs), " (once this turn)")


def _jeep(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return phrase("Jeep: ", _die_with_face("reroll", args, obs), " (once this turn)")


def _result(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    """``result <face> <colour>`` (your Final Tally) or ``result <seat> <face> <colour>``."""
    seat: Any = int(args[0]) if len(args) == 3 else obs.get("seat")
    face_id, colour = args[-2], args[-1]
    whose = whom(seat, obs, names, possessive=True) if isinstance(seat, int) else phrase("your")
    return phrase("add ", face_colour(face_id, colour), " to ", whose, " Final Tally")


def _skull(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return phrase("Rope Ladder: add ", face_colour("skull", args[0]), " to your Final Tally")


def _deal(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return phrase("Victoria Cross: the next die dealt shows ", face(args[0]))


def _captain(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return phrase("Captain: ", die_with_face(args[0], obs), f" becomes a {args[1]} die this turn (same result)")


def _swap(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    if args[1] == "spare":
        return phrase(f"Lieutenant: swap your {args[0]} for the spare {args[2]}")
    return phrase(f"Lieutenant: swap your {args[0]} for {seat_name(names, int(args[1]))}'s {args[2]}")


def _mulligan(args: list[str], obs: Obs, names: Sequence[str]) -> Phrase:
    return phrase("Soldier Mulligan: roll all six dice again (once a game; no soldier shows)")


#: The labels of the actions on the dice, by the notation's first word.
DICE_LABELS: dict[str, ActionLabel] = {
    "lock": _lock,
    "reroll": _reroll,
    "stop": _stop,
    "reinforce": _reinforce,
    "cancel": _cancel,
    "ignore": _ignore,
    "leadership": _leadership,
    "special-find": _special_find,
    "battle-cry": _battle_cry,
    "corporal": _corporal,
    "captain": _captain,
    "swap": _swap,
    "result": _result,
    "skull": _skull,
    "deal": _deal,
    "jeep": _jeep,
    "mulligan": _mulligan,
}

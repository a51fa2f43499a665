"""A unit's dice in words, as the table shows them: where it is in Phase 1 (:func:`roll_status`),
what its dice count (:func:`tally_line`: the tally, the dice skulls cancelled, the dice locked
on the first roll, the results added), and the results the map ignores
(:func:`ignored_results`).
"""

from __future__ import annotations

from typing import Collection, Sequence

from meeple.engine.words import Phrase, plural
from meeple.games.dday_dice.dice import DIE_NAMES
from meeple.games.dday_dice.roll import MAX_ROLLS
from meeple.games.dday_dice.words.phrases import and_join, join, merged, phrase, tagged
from meeple.games.dday_dice.words.pieces import face, tally
from meeple.games.dday_dice.words.reading import Obs
from meeple.games.dday_dice.words.tags import DIM, STRONG, SUCCESS
from meeple.games.dday_dice.words.vocabulary import FACE_NAMES


def final_count_set(obs: Obs, unit: Obs) -> bool:
    """Whether the dice shown are the unit's Final Tally of this turn: every die is kept
    once the Final Tally is set, and after Phase 1 the dice on the table are that count."""
    if obs.get("phase") != "roll":
        return True
    return len(unit.get("locked") or []) == len(DIE_NAMES)


def roll_status(obs: Obs, unit: Obs) -> Phrase:
    """Where the unit is in Phase 1: which roll, what it must do, or its Final Tally."""
    rolls = int(unit.get("rolls") or 0)
    locked = len(unit.get("locked") or [])
    if final_count_set(obs, unit):
        if rolls == 0 and unit.get("stage") == "final":  # the Combat Photographer's: not rolled
            return [("Final Tally (photographed last turn)", SUCCESS)]
        return [(f"Final Tally (after {plural(rolls, 'roll')})", SUCCESS)]
    if rolls == 0:
        return [("waiting for the dice", DIM)]
    # The observation does not say whether the unit is still locking after its first roll
    # (two dice, fewer with some specialists) or may reroll: the choices listed say it.
    return phrase((f"roll {rolls} of {MAX_ROLLS}", STRONG), f" - {locked} {'die' if locked == 1 else 'dice'} locked")


def first_locks(first_locked: Collection[str], reminder: bool = True) -> Phrase:
    """Which dice of a Final Tally were locked on the first roll (``reminder``: and that no
    Corporal or Jeep rerolls them, DDD-9)."""
    dice = [d for d in DIE_NAMES if d in first_locked]
    if not dice:
        return [("no die locked on the first roll", DIM)] if reminder else []
    return [(f"locked on the first roll: {', '.join(dice)}" + (" (no Corporal or Jeep reroll)" if reminder else ""), DIM)]


def extra_results(unit: Obs) -> Phrase:
    """``extra results: white ★ Star, colourless ⚒ Tool`` (nothing without any)."""
    extra = [phrase(f"{colour or 'colourless'} ", face(str(face_id))) for face_id, colour in unit.get("extra_results") or []]
    return phrase("extra results: ", join(extra)) if extra else []


def cancelled_dice(unit: Obs) -> list[str]:
    """The unit's dice skulls cancelled, in the dice's order."""
    cancelled = set(unit.get("cancelled") or [])
    return [d for d in DIE_NAMES if d in cancelled and d in (unit.get("dice") or {})]


def tally_line(obs: Obs, unit: Obs, ignored: Sequence[str]) -> Phrase:
    """What the dice count: ``Final Tally: ♟ 1 Soldier ×2, ...`` (the dice skulls cancelled
    left out, and named), the dice locked on the first roll (the observation's
    ``first_locks``), the results added to it."""
    dice: dict[str, str] = unit.get("dice") or {}
    final = final_count_set(obs, unit)
    cancelled = set(unit.get("cancelled") or [])
    out = phrase(("Final Tally: " if final else "On the table: ", STRONG),
                 tally([f for d, f in dice.items() if d not in cancelled], ignored))
    if cancelled:
        out.append((f" ({', '.join(d for d in DIE_NAMES if d in cancelled)} cancelled by skulls)", DIM))
    notes = []
    if final and "first_locks" in unit:
        notes.append(first_locks(unit["first_locks"]))
    notes.append(extra_results(unit))
    for note in notes:
        if note:
            out += phrase("; ", note)
    return out


def ignored_results(ignored: Sequence[str]) -> Phrase | None:
    """``Skull, Star and Tool results do not count on this map`` (None: all count)."""
    if not ignored:
        return None
    return merged(tagged(phrase(and_join([[(FACE_NAMES.get(f, f), "")] for f in ignored]),
                                " results do not count on this map"), DIM))

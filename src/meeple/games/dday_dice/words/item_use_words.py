"""What using an item does, in words (:func:`use_effect`): for the label of a ``use`` action
and for the sentence of a ``use`` event.
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.words import Phrase
from meeple.games.dday_dice.words.card_words import card_summary
from meeple.games.dday_dice.words.phrases import phrase
from meeple.games.dday_dice.words.pieces import die_with_face, face, face_colour, tally, whom
from meeple.games.dday_dice.words.reading import Obs, acting_unit, sector_label

#: What the Bazooka and the Flame-Thrower take off a DEF.
DEF_CUTS = {"bazooka": 7, "flame-thrower": 10}


def _mgf_die(args: list[str], obs: Obs, board: Obs, numbered: bool) -> Phrase:
    """``machine-gun die 1 (shows 6) becomes 2``: the Binoculars on an MGF die of the unit's
    sector, or (``mgf1 2 sector 7``) of another sector, named as ``board`` names it (with its
    notation's number if ``numbered``)."""
    k = int(args[0][3:])
    sector = args[3] if len(args) == 4 else str(acting_unit(obs).get("sector"))
    rolls = (obs.get("mgf") or {}).get(sector) or []
    shows = f" (shows {rolls[k - 1]})" if 0 < k <= len(rolls) else ""
    where = f" of sector {sector_label(board, sector, numbered)}" if len(args) == 4 else ""
    return phrase(f"machine-gun die {k}{where}{shows} becomes {args[1]}")


def use_effect(item: str, args: list[str], obs: Obs | None = None, names: Sequence[str] = (),
               board: Obs | None = None) -> Phrase:
    """What using ``item`` with these arguments does, in words: to the acting unit (``your``)
    with the faces and the other units from ``obs`` for a label; of the unit that used it
    (``its``) without ``obs``, for an event. A sector is named as the board names it: from
    ``obs`` (a sector the notation names with its number too, as the move labels do), or for
    an event from ``board``, the table as the viewer knows it."""
    your, numbered = ("your", True) if obs is not None else ("its", False)
    board = obs if obs is not None else board or {}
    obs = obs or {}
    if item == "binoculars" and len(args) == 4 and args[0].startswith("mgf") and args[2] == "sector":
        return _mgf_die(args, obs, board, numbered)
    if item == "binoculars" and len(args) == 2 and args[0] == "roll":  # a d6 (binoculars_dice, random_sectors)
        return phrase(f"the d6 rolled becomes a {args[1]}")
    if item in ("binoculars", "rangefinder") and len(args) == 2:
        if args[0].startswith("mgf"):
            return _mgf_die(args, obs, board, numbered)
        return phrase(die_with_face(args[0], obs), " becomes ", face(args[1]))
    if item == "strategic-map" and len(args) == 2:
        return phrase(die_with_face(args[0], obs), f" becomes a {args[1]} die")
    if item == "lucky-charm" and args:
        return phrase(f"+1 {args[0]}")
    if item == "grappling-hook" and args:
        return phrase("add ", face_colour("skull", args[0]), f" to {your} Final Tally")
    if item == "ammo-box" and args:
        return phrase(f"{your} skulls become ", face(args[0]))
    if item == "mortar" and args:
        return phrase(f"no machine-gun fire in sector {sector_label(board, args[0], numbered)} this turn")
    if item == "dispatch-case" and args:
        return _dispatch_case(int(args[0]), your, obs, names)
    return _on_own_sector(item, your, obs)


def _dispatch_case(seat: int, your: str, obs: Obs, names: Sequence[str]) -> Phrase:
    """``copy Bob's Final Tally, ignore your own (★ Star ×6)``."""
    out = phrase("copy ", whom(seat, obs, names, possessive=True), f" Final Tally, ignore {your} own")
    units: list[Obs] = obs.get("units", [])
    if 0 <= seat < len(units) and units[seat].get("dice"):
        out += phrase(" (", tally((units[seat].get("dice") or {}).values()), ")")
    return out


def _on_own_sector(item: str, your: str, obs: Obs) -> Phrase:
    """The items that act on the unit's own sector, else the card's summary."""
    sector = acting_unit(obs).get("sector")
    here = f" ({sector_label(obs, sector)})" if isinstance(sector, int) else ""
    if item == "grenade":
        return phrase(f"no machine-gun fire in {your} sector{here} this turn")
    if item == "bangalore-torpedo":
        return phrase(f"the DEF of {your} sector{here} is 0 this turn")
    if item in DEF_CUTS:
        target = "bunker" if item == "flame-thrower" else "sector"
        return phrase(f"subtract {DEF_CUTS[item]} from the DEF of {your} {target}{here} this turn")
    if item == "gammon-bomb":
        return phrase(f"subtract a d6 from the DEF of {your} sector{here} this turn")
    summary = card_summary(item).rstrip(".")
    return phrase(summary[:1].lower() + summary[1:] if summary[:1].isupper() and summary[1:2].islower() else summary)

"""What using an item does, in words (:func:`use_effect`): for the label of a ``use`` action and
for the sentence of a ``use`` event.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dday_dice.cards import card_summary
from meeple.cli.dday_dice.observation import Obs, acting_unit, sector_label
from meeple.cli.dday_dice.words import die_with_face, face_colour, face_text, tally, whom


def _mgf_die(args: list[str], obs: Obs, board: Obs, numbered: bool) -> Text:
    """``machine-gun die 1 (shows 6) becomes 2``: the Binoculars on an MGF die of the unit's
    sector, or (``mgf1 2 sector 7``) of another sector, named as ``board`` names it (with its
    notation's number if ``numbered``)."""
    k = int(args[0][3:])
    sector = args[3] if len(args) == 4 else str(acting_unit(obs).get("sector"))
    rolls = (obs.get("mgf") or {}).get(sector) or []
    shows = f" (shows {rolls[k - 1]})" if 0 < k <= len(rolls) else ""
    where = f" of sector {sector_label(board, sector, numbered)}" if len(args) == 4 else ""
    return Text(f"machine-gun die {k}{where}{shows} becomes {args[1]}")


def use_effect(item: str, args: list[str], obs: Obs | None = None, names: Sequence[str] = (),
               board: Obs | None = None) -> Text:
    """What using ``item`` with these arguments does, in words: to the acting unit (``your``)
    with the faces and the other units from ``obs`` for a label; of the unit that used it
    (``its``) without ``obs``, for an event. A sector is named as the board names it
    (:func:`.observation.sector_label`): from ``obs`` (a sector the notation names with its
    number too, as the move labels do), or for an event from ``board``, the board as the
    viewer knows it (:attr:`.news_memory.NewsMemory.board`)."""
    your, numbered = ("your", True) if obs is not None else ("its", False)
    board = obs if obs is not None else board or {}
    obs = obs or {}
    if item == "binoculars" and len(args) == 4 and args[0].startswith("mgf") and args[2] == "sector":
        return _mgf_die(args, obs, board, numbered)
    if item == "binoculars" and len(args) == 2 and args[0] == "roll":  # a d6 (binoculars_dice, random_sectors)
        return Text(f"the d6 rolled becomes a {args[1]}")
    if item in ("binoculars", "rangefinder") and len(args) == 2:
        if args[0].startswith("mgf"):
            return _mgf_die(args, obs, board, numbered)
        return Text.assemble(die_with_face(args[0], obs), " becomes ", face_text(args[1]))
    if item == "strategic-map" and len(args) == 2:
        return Text.assemble(die_with_face(args[0], obs), f" becomes a {args[1]} die")
    if item == "lucky-charm" and args:
        return Text(f"+1 {args[0]}")
    if item == "grappling-hook" and args:
        return Text.assemble("add ", face_colour("skull", args[0]), f" to {your} Final Tally")
    if item == "ammo-box" and args:
        return Text.assemble(f"{your} skulls become ", face_text(args[0]))
    if item == "mortar" and args:
        return Text(f"no machine-gun fire in sector {sector_label(board, args[0], numbered)} this turn")
    if item == "dispatch-case" and args:
        seat = int(args[0])
        text = Text.assemble("copy ", whom(seat, obs, names, possessive=True), f" Final Tally, ignore {your} own")
        units: list[Obs] = obs.get("units", [])
        if 0 <= seat < len(units) and units[seat].get("dice"):
            text.append(" (")
            text.append(tally((units[seat].get("dice") or {}).values()))
            text.append(")")
        return text
    sector = acting_unit(obs).get("sector")
    here = f" ({sector_label(obs, sector)})" if isinstance(sector, int) else ""
    if item == "grenade":
        return Text(f"no machine-gun fire in {your} sector{here} this turn")
    if item == "bangalore-torpedo":
        return Text(f"the DEF of {your} sector{here} is 0 this turn")
    if item in ("bazooka", "flame-thrower"):
        cut = {"bazooka": 7, "flame-thrower": 10}[item]
        return Text(f"subtract {cut} from the DEF of {your} {'bunker' if item == 'flame-thrower' else 'sector'}{here} this turn")
    if item == "gammon-bomb":
        return Text(f"subtract a d6 from the DEF of {your} sector{here} this turn")
    summary = card_summary(item).rstrip(".")
    return Text(summary[:1].lower() + summary[1:] if summary[:1].isupper() and summary[1:2].islower() else summary)

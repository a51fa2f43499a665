"""The dice: the viewer's six dice as coloured boxes (:func:`dice_panel`: which are locked, the
rolls made, the Final Tally and the dice locked on its first roll), or on a line once their
count is in (:func:`dice_line`), another unit's dice on one line (:func:`other_dice`), and the
results the map ignores.
"""

from __future__ import annotations

from typing import Sequence

from rich import box
from rich.columns import Columns
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.text import Text

from meeple.cli.dday_dice.observation import Obs
from meeple.cli.dday_dice.words import (
    DIE_STYLES,
    FACE_NAMES,
    FACE_SYMBOLS,
    and_join,
    die_chip,
    face_text,
    seat_name,
    seat_style,
    tally,
)
from meeple.games.dday_dice.dice import DIE_NAMES
from meeple.games.dday_dice.maps import BattleMap
from meeple.games.dday_dice.roll import MAX_ROLLS


def final_count_set(obs: Obs, unit: Obs) -> bool:
    """Whether the dice shown are the unit's Final Tally of this turn: every die is kept
    once the Final Tally is set, and after Phase 1 the dice on the table are that count."""
    if obs.get("phase") != "roll":
        return True
    return len(unit.get("locked") or []) == len(DIE_NAMES)


def dice_on_table(unit: Obs) -> bool:
    """Whether the unit has dice to show: rolled this turn, or a Final Tally set without
    rolling (the Combat Photographer's)."""
    return int(unit.get("rolls") or 0) > 0 or unit.get("stage") == "final"


def roll_status(obs: Obs, unit: Obs) -> Text:
    """Where the unit is in Phase 1: which roll, what it must do, or its Final Tally."""
    rolls = int(unit.get("rolls") or 0)
    locked = len(unit.get("locked") or [])
    if final_count_set(obs, unit):
        if rolls == 0 and unit.get("stage") == "final":  # the Combat Photographer's: not rolled
            return Text("Final Tally (photographed last turn)", style="bold green")
        return Text(f"Final Tally (after {rolls} roll{'s' if rolls != 1 else ''})", style="bold green")
    if rolls == 0:
        return Text("waiting for the dice", style="dim")
    # The observation does not say whether the unit is still locking after its first roll
    # (two dice, fewer with some specialists) or may reroll: the choices listed say it.
    return Text.assemble((f"roll {rolls} of {MAX_ROLLS}", "bold"),
                         f" - {locked} {'die' if locked == 1 else 'dice'} locked")


def die_box(die: str, face: str, locked: bool, cancelled: bool = False, state: str | None = None) -> Panel:
    """One die as a coloured box: its name, its face's symbol and name; locked or free (or
    cancelled by a skull); ``state`` words it otherwise (a Final Tally's ``kept`` die)."""
    body = Text.assemble((FACE_SYMBOLS.get(face, "?"), "bold"), "\n", (FACE_NAMES.get(face, face), "bold"),
                         justify="center")
    if cancelled:
        body.stylize("strike")
    subtitle = "cancelled" if cancelled else state or ("locked" if locked else "free")
    return Panel(
        body, title=f"{die}", subtitle=subtitle, width=14,
        box=box.HEAVY if locked else box.ROUNDED, style=DIE_STYLES.get(die[:1], ""),
        border_style="bold" if locked else "",
    )


def final_die_state(die: str, first_locked: set[str] | None) -> tuple[bool, str]:
    """A die of a Final Tally: ``locked`` if locked on the first roll (no Corporal or Jeep
    rerolls it: DDD-9), else ``kept``; ``final`` for all when the log did not tell the locks."""
    if first_locked is None:
        return True, "final"
    return (True, "locked") if die in first_locked else (False, "kept")


def first_locks_text(first_locked: set[str]) -> Text:
    """Which dice of a Final Tally were locked on the first roll, and what that means."""
    dice = [d for d in DIE_NAMES if d in first_locked]
    if not dice:
        return Text("no die locked on the first roll", style="dim")
    return Text(f"locked on the first roll: {', '.join(dice)} (no Corporal or Jeep reroll)", style="dim")


def dice_panel(obs: Obs, unit: Obs, names: Sequence[str], ignored: Sequence[str],
               first_locked: set[str] | None = None) -> RenderableType:
    """The unit's six dice as coloured boxes, which are locked, the rolls made, the Final Tally.
    Once the Final Tally is set every die is kept: those locked on the first roll
    (``first_locked``, from the log; None if unknown) are told apart."""
    dice: dict[str, str] = unit.get("dice") or {}
    locked = set(unit.get("locked") or [])
    final = final_count_set(obs, unit)
    cancelled = set(unit.get("cancelled") or [])
    boxes = []
    for d in DIE_NAMES:
        if d in dice:
            heavy, state = final_die_state(d, first_locked) if final else (d in locked, None)
            boxes.append(die_box(d, dice[d], heavy, d in cancelled, state))
    summary = dice_summary(obs, unit, ignored, first_locked)
    note = ignored_note(ignored)
    return Panel(Group(Columns(boxes, padding=(0, 1)), summary), title=dice_title(obs, unit, names), title_align="left",
                 subtitle=note, subtitle_align="right", border_style="white")


def dice_title(obs: Obs, unit: Obs, names: Sequence[str]) -> Text:
    """``Ann's dice - roll 1 of 3 - 0 dice locked``, ``Ann's dice - Final Tally (after 2 rolls)``."""
    return Text.assemble((f"{seat_name(names, unit['seat'])}'s dice", seat_style(unit["seat"])), " - ",
                         roll_status(obs, unit))


def dice_summary(obs: Obs, unit: Obs, ignored: Sequence[str], first_locked: set[str] | None) -> Text:
    """What the dice count: the tally (the dice skulls cancelled left out), then
    :func:`dice_notes`."""
    dice: dict[str, str] = unit.get("dice") or {}
    final = final_count_set(obs, unit)
    cancelled = set(unit.get("cancelled") or [])
    counted = [face for d, face in dice.items() if d not in cancelled]
    summary = Text.assemble(("Final Tally: " if final else "On the table: ", "bold"), tally(counted, ignored))
    if cancelled:
        summary.append(f" ({', '.join(d for d in DIE_NAMES if d in cancelled)} cancelled by skulls)", style="dim")
    for note in dice_notes(obs, unit, first_locked):
        summary.append("; ")
        summary.append_text(note)
    return summary


def dice_notes(obs: Obs, unit: Obs, first_locked: set[str] | None) -> list[Text]:
    """What a Final Tally's tally does not say: the dice locked on the first roll (when the
    log told them), the results added to it."""
    notes = []
    if final_count_set(obs, unit) and first_locked is not None:
        notes.append(first_locks_text(first_locked))
    extra = [Text.assemble(f"{colour or 'colourless'} ", face_text(str(face)))
             for face, colour in (unit.get("extra_results") or [])]
    if extra:
        notes.append(Text.assemble("extra results: ", Text(", ").join(extra)))
    return notes


def ignored_note(ignored: Sequence[str]) -> Text | None:
    """``Skull, Star and Tool results do not count on this map`` (None: all count)."""
    if not ignored:
        return None
    note = Text.assemble(and_join([Text(FACE_NAMES.get(f, f)) for f in ignored]), " results do not count on this map")
    note.stylize("dim")
    return note


def dice_line(obs: Obs, unit: Obs, names: Sequence[str], ignored: Sequence[str],
              first_locked: set[str] | None = None) -> Text:
    """The viewer's dice once its Final Tally has been counted (after upkeep), in a line
    instead of the boxes: the panel's title, each die and its face, the dice skulls
    cancelled, those locked on the first roll and the results added (the tally is the
    panel's)."""
    dice: dict[str, str] = unit.get("dice") or {}
    cancelled = set(unit.get("cancelled") or [])
    text = Text.assemble(dice_title(obs, unit, names), ":")
    for d in DIE_NAMES:
        if d in dice:
            chip = Text.assemble(die_chip(d), (FACE_SYMBOLS.get(dice[d], "?"), "bold"))
            if d in cancelled:
                chip.stylize("strike")
            text.append(" ")
            text.append_text(chip)
    cancelled_dice = [d for d in DIE_NAMES if d in cancelled and d in dice]
    notes = [Text(f"{', '.join(cancelled_dice)} cancelled by skulls", style="dim")] if cancelled_dice else []
    locks = [d for d in DIE_NAMES if d in (first_locked or ())]
    if locks:  # without the panel's reminder of the Corporal and the Jeep: Phase 1 is over
        notes.append(Text(f"locked on the first roll: {', '.join(locks)}", style="dim"))
    notes += dice_notes(obs, unit, None)
    for note in notes:
        text.append("; ")
        text.append_text(note)
    return text


def other_dice(obs: Obs, unit: Obs, names: Sequence[str]) -> Text:
    """Another unit's dice on one line (what its rolls show this turn)."""
    dice: dict[str, str] = unit.get("dice") or {}
    locked = set(unit.get("locked") or [])
    final = final_count_set(obs, unit)
    rolls = int(unit.get("rolls") or 0)
    state = "Final Tally" if final else f"roll {rolls} of {MAX_ROLLS}"
    text = Text.assemble((f"{seat_name(names, unit['seat'])}'s dice", seat_style(unit["seat"])), f" ({state}): ")
    chips = []
    for d in DIE_NAMES:
        if d in dice:
            chip = Text.assemble(die_chip(d), FACE_SYMBOLS.get(dice[d], "?"))
            if not final and d in locked:
                chip.append(" locked", style="dim")
            chips.append(chip)
    text.append(Text(" ").join(chips))
    return text


def ignored_faces(bmap: BattleMap | None) -> list[str]:
    """The dice results the map's form ignores, in the engine's face words."""
    if bmap is None:
        return []
    words = {"two-soldiers": "soldiers"}
    return [words.get(f, f) for f in bmap.mode.ignored_results]

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

from meeple.cli.dday_dice.styles import DIE_STYLES, rich_text, seat_style
from meeple.cli.dday_dice.words import die_chip
from meeple.engine.words import Phrase
from meeple.games.dday_dice.dice import DIE_NAMES
from meeple.games.dday_dice.maps import BattleMap
from meeple.games.dday_dice.roll import MAX_ROLLS
from meeple.games.dday_dice.words import dice_words
from meeple.games.dday_dice.words.dice_words import final_count_set
from meeple.games.dday_dice.words.reading import Obs, seat_name
from meeple.games.dday_dice.words.tags import DIM
from meeple.games.dday_dice.words.vocabulary import FACE_NAMES, FACE_SYMBOLS


def dice_on_table(unit: Obs) -> bool:
    """Whether the unit has dice to show: rolled this turn, or a Final Tally set without
    rolling (the Combat Photographer's)."""
    return int(unit.get("rolls") or 0) > 0 or unit.get("stage") == "final"


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


def first_locked(unit: Obs) -> set[str] | None:
    """The dice the unit locked on this turn's first roll, as the observation states them
    (``first_locks``; None for an observation without them)."""
    return set(unit["first_locks"]) if "first_locks" in unit else None


def final_die_state(die: str, locks: set[str] | None) -> tuple[bool, str]:
    """A die of a Final Tally: ``locked`` if locked on the first roll (no Corporal or Jeep
    rerolls it: DDD-9), else ``kept``; ``final`` for all when the locks are not known."""
    if locks is None:
        return True, "final"
    return (True, "locked") if die in locks else (False, "kept")


def dice_panel(obs: Obs, unit: Obs, names: Sequence[str], ignored: Sequence[str]) -> RenderableType:
    """The unit's six dice as coloured boxes, which are locked, the rolls made, the Final Tally.
    Once the Final Tally is set every die is kept: those locked on the first roll are told
    apart."""
    dice: dict[str, str] = unit.get("dice") or {}
    locked = set(unit.get("locked") or [])
    final = final_count_set(obs, unit)
    cancelled = set(unit.get("cancelled") or [])
    boxes = []
    for d in DIE_NAMES:
        if d in dice:
            heavy, state = final_die_state(d, first_locked(unit)) if final else (d in locked, None)
            boxes.append(die_box(d, dice[d], heavy, d in cancelled, state))
    summary = rich_text(dice_words.tally_line(obs, unit, ignored))
    return Panel(Group(Columns(boxes, padding=(0, 1)), summary), title=dice_title(obs, unit, names), title_align="left",
                 subtitle=ignored_note(ignored), subtitle_align="right", border_style="white")


def dice_cells(obs: Obs, unit: Obs, names: Sequence[str], ignored: Sequence[str]) -> RenderableType:
    """The panel's dice in a few lines, for a short terminal: the title, then each die as a
    cell (``r1 ♟♟ 2 Soldiers locked``, never broken across lines), then the tally."""
    dice: dict[str, str] = unit.get("dice") or {}
    locked = set(unit.get("locked") or [])
    final = final_count_set(obs, unit)
    cancelled = set(unit.get("cancelled") or [])
    cells = []
    for d in DIE_NAMES:
        if d in dice:
            heavy, state = final_die_state(d, first_locked(unit)) if final else (d in locked, None)
            word = "cancelled" if d in cancelled else state or ("locked" if heavy else "free")
            cells.append(Text.assemble(die_chip(d), (f"{FACE_SYMBOLS.get(dice[d], '?')} {FACE_NAMES.get(dice[d], dice[d])}",
                                                     "bold" if heavy else ""), (f" {word}", "dim")))
    note = ignored_note(ignored)
    parts: list[RenderableType] = [Text.assemble(dice_title(obs, unit, names), ":"), Columns(cells, padding=(0, 2)),
                                   rich_text(dice_words.tally_line(obs, unit, ignored))]
    return Group(*parts, *([note] if note is not None else []))


def dice_title(obs: Obs, unit: Obs, names: Sequence[str]) -> Text:
    """``Ann's dice - roll 1 of 3 - 0 dice locked``, ``Ann's dice - Final Tally (after 2 rolls)``."""
    return Text.assemble(_whose_dice(unit, names), " - ", rich_text(dice_words.roll_status(obs, unit)))


def _whose_dice(unit: Obs, names: Sequence[str]) -> Text:
    return Text(f"{seat_name(names, unit['seat'])}'s dice", style=seat_style(unit["seat"]))


def ignored_note(ignored: Sequence[str]) -> Text | None:
    """``Skull, Star and Tool results do not count on this map`` (None: all count)."""
    note = dice_words.ignored_results(ignored)
    return rich_text(note, whole=False) if note is not None else None  # the panel's border is not dimmed


def dice_line(obs: Obs, unit: Obs, names: Sequence[str], ignored: Sequence[str]) -> Text:
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
    cancelled_dice = dice_words.cancelled_dice(unit)
    notes: list[Phrase] = [[(f"{', '.join(cancelled_dice)} cancelled by skulls", DIM)]] if cancelled_dice else []
    # without the panel's reminder of the Corporal and the Jeep: Phase 1 is over
    notes += [dice_words.first_locks(first_locked(unit) or (), reminder=False), dice_words.extra_results(unit)]
    for note in notes:
        if note:
            text.append("; ")
            text.append_text(rich_text(note))
    return text


def other_dice(obs: Obs, unit: Obs, names: Sequence[str]) -> Text:
    """Another unit's dice on one line (what its rolls show this turn)."""
    dice: dict[str, str] = unit.get("dice") or {}
    locked = set(unit.get("locked") or [])
    final = final_count_set(obs, unit)
    rolls = int(unit.get("rolls") or 0)
    state = "Final Tally" if final else f"roll {rolls} of {MAX_ROLLS}"
    text = Text.assemble(_whose_dice(unit, names), f" ({state}): ")
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

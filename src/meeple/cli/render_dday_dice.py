"""A rich rendering of a D-Day Dice observation, its events and its actions.

Everything here is drawn from ``state.observation(seat)`` (``DdState.to_json()`` with the
seat and who must act), from the kernel events, from the notation of the legal actions the
engine lists and from the battle map's data (:func:`meeple.games.dday_dice.maps.load_map`,
public: it is printed on the board). This module decides no rule: it never works out which
moves are legal, what a Final Count earns or who won; it puts the game's words into
sentences. The board is drawn by :func:`meeple.cli.maps.draw_board`, as ``meeple maps
show`` draws it, with the units in their sectors. :data:`VIEW` is what
:mod:`meeple.cli.play` looks up for ``dday-dice``.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any, Iterable, Iterator, Sequence

from rich import box
from rich.columns import Columns
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from meeple.cli.maps import CellLine, draw_board
from meeple.engine.core import Event
from meeple.engine.errors import MeepleError
from meeple.engine.record import GameRecord
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.dice import DIE_NAMES, FACE_LABELS, FACES
from meeple.games.dday_dice.maps import BattleMap, Bunker, Cell, Sector, load_map
from meeple.games.dday_dice.roll import MAX_ROLLS
from meeple.games.dday_dice.rwb import (
    BATTLE_CRY_SOLDIERS,
    DEAD_MANS_GIFT_POINTS,
    FRESH_TROOPS_SOLDIERS,
    LEADERSHIP_COURAGE,
    REINFORCEMENTS_SOLDIERS,
    SPECIAL_FIND_STARS,
)

Obs = dict[str, Any]

# ----------------------------------------------------------------------------- words
#: A simple symbol for each face, beside its name (the name alone is the notation's word).
FACE_SYMBOLS: dict[str, str] = {
    "skull": "☠", "star": "★", "soldier": "♟", "soldiers": "♟♟", "courage": "⚑", "tool": "⚒",
}
FACE_NAMES: dict[str, str] = dict(zip(FACES, FACE_LABELS))
#: Die colours by the first letter of a die's name (r1 r2 w1 w2 b1 b2).
DIE_COLOURS: dict[str, str] = {"r": "Red", "w": "White", "b": "Blue"}
DIE_STYLES: dict[str, str] = {"r": "white on red3", "w": "black on grey89", "b": "white on blue3"}
#: One colour per seat, on the board and in the tables.
SEAT_STYLES = ("bold yellow", "bold cyan", "bold magenta", "bold green")
PHASE_TITLES: dict[str, str] = {
    "roll": "Phase 1: roll the dice",
    "upkeep": "Phase 2: upkeep",
    "supply": "Phase 3: recruit and trade",
    "move": "Phase 4: move",
    "combat": "Phase 5: combat",
    "over": "game over",
}
RESULT_WORDS: dict[str, str] = {
    "victory": "Victory! Every unit is safe in the bunker",
    "defeat": "Defeat: a unit was lost before the whole team reached the bunker",
    "practice-over": "The Practice Run is over: no unit is left on the beach",
}
RWB_NAMES: dict[str, str] = {
    "dead-mans-gift": "Dead Man's Gift", "leadership": "Leadership", "reinforcements": "Reinforcements",
    "fresh-troops": "Fresh Troops", "battle-cry": "Battle Cry", "special-find": "Special Find",
}

#: The notation, for the `help` command (docs/notation/dday-dice.md).
NOTATION_HELP = f"""\
D-Day Dice moves (docs/notation/dday-dice.md); dice are r1 r2 w1 w2 b1 b2:
Phase 1  lock <die>                 after the first roll, lock a die: lock r1
         reroll <die>,<die>...      reroll these dice, keep and lock the others: reroll r2,w1
         stop                       keep every die: the Final Count is set
Phase 2  cancel <die>               a skull cancels that die: cancel w2
         reinforce <seat>           RWB Reinforcements: the other unit that gets {REINFORCEMENTS_SOLDIERS} soldiers
         battle-cry soldiers        RWB Battle Cry: take {BATTLE_CRY_SOLDIERS} soldiers
         battle-cry move            RWB Battle Cry: move this turn without paying courage
         leadership <face>          RWB Leadership: add a white result: leadership soldiers
         leadership courage <seat>  RWB Leadership: that other unit gains {LEADERSHIP_COURAGE} courage
         special-find stars         RWB Special Find: gain {SPECIAL_FIND_STARS} stars
Phase 3  recruit <specialist>       recruit a specialist with stars: recruit medic
         give <seat> <what>         give 1 soldier, courage, star or item-point: give 1 courage
         done                       nothing more to do in Phase 3
Phase 4  stay                       stay in your sector
         move <sector>              move to that sector: move 5
Losses   lose soldiers              casualties fall among your soldiers
         lose <specialist>          one casualty falls as that specialist: lose medic
A unit's seat is the number before its name in the table (the first is 0)."""


def seat_name(names: Sequence[str], seat: Any) -> str:
    """A seat's name, or its number when unknown."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"seat {seat}"


def seat_style(seat: int) -> str:
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def die_name(die: str) -> str:
    """``r1`` -> ``Red 1``."""
    return f"{DIE_COLOURS.get(die[:1], die[:1])} {die[1:]}" if die else die


def face_text(face: str, symbol: bool = True) -> Text:
    """A face people can read: ``♟♟ 2 Soldiers``."""
    name = FACE_NAMES.get(face, face)
    if not symbol:
        return Text(name, style="bold")
    return Text.assemble(FACE_SYMBOLS.get(face, "?"), " ", (name, "bold"))


def die_chip(die: str, face: str | None = None, locked: bool = False) -> Text:
    """A die in a line of text: its name on its colour, then its face."""
    chip = Text.assemble((f" {die} ", f"bold {DIE_STYLES.get(die[:1], '')}"))
    if face is not None:
        chip.append(" ")
        chip.append(face_text(face))
    if locked:
        chip.append(" (locked)", style="dim")
    return chip


def tally(faces: Iterable[str], ignored: Sequence[str] = ()) -> Text:
    """How many of each face: ``♟ 1 Soldier ×2, ⚑ Courage ×1`` (faces the map ignores dimmed)."""
    counts = Counter(faces)
    parts = []
    for face in FACES:
        if counts[face]:
            part = Text.assemble(face_text(face), f" ×{counts[face]}")
            if face in ignored:
                part.stylize("dim")
            parts.append(part)
    return Text(", ").join(parts) if parts else Text("no dice", style="dim")


@lru_cache(maxsize=None)
def _cards() -> dict[str, Any]:
    try:
        return {card.id: card for card in load_cards()}
    except MeepleError:
        return {}


def _card_names() -> dict[str, str]:
    return {card_id: card.name for card_id, card in _cards().items()}


def card_name(card_id: str) -> str:
    """A card's printed name (``platoon-leader`` -> its name in the card list)."""
    return _card_names().get(card_id, card_id.replace("-", " ").title())


def battle_map(obs: Obs) -> BattleMap | None:
    """The map the game is played on (None if the observation names none we know)."""
    try:
        return load_map(str(obs.get("map")))
    except MeepleError:
        return None


def defs_text(cell: Cell) -> str:
    """A cell's DEF shields: ``2·3·4``, a black shield as ``■2■``."""
    defs = "·".join(str(v) for v in cell.def_)
    return f"■{defs}■" if isinstance(cell, Sector) and cell.black_shield else defs


def marker_text(unit: Obs) -> Text:
    """The unit marker: a chevron per turn spent in the sector, or the must-move arrow."""
    marker = unit.get("marker")
    if marker == "must-move":
        return Text("MUST MOVE", style="bold red")
    count = int(marker or 0)
    if count <= 0:
        return Text("landing", style="dim")
    return Text.assemble(("^" * count, "bold"), f" {count} turn{'s' if count != 1 else ''}")


def status_text(unit: Obs, bmap: BattleMap | None = None) -> Text:
    """On the beach, safe in the bunker (first in?), or lost and why."""
    if unit.get("safe"):
        if unit.get("first_in_bunker"):
            return Text("SAFE in the bunker, 1st", style="bold green")
        return Text("SAFE in the bunker", style="bold green")
    if unit.get("lost"):
        return Text(f"LOST: {unit.get('lost_cause') or 'eliminated'}", style="bold red")
    text = Text("on the beach")
    owed = int(unit.get("casualties_to_assign") or 0) + int(unit.get("specialist_casualties_to_assign") or 0)
    if owed:
        text.append(f", {owed} casualt{'ies' if owed != 1 else 'y'} to assign", style="bold red")
    return text


# ----------------------------------------------------------------------------- the board
def _unit_marks(unit: Obs) -> str:
    if unit.get("safe"):
        return "✓"
    if unit.get("lost"):
        return "✗"
    return "●"


class BoardView:
    """The battle map with the units in their sectors, drawn at the width it is given."""

    def __init__(self, obs: Obs, names: Sequence[str], viewer: int | None, bmap: BattleMap) -> None:
        self.obs, self.names, self.viewer, self.bmap = obs, names, viewer, bmap

    def cell_lines(self, bmap: BattleMap, cell: Cell) -> list[CellLine]:
        """A box: its number and DEF (and a bunker's entry courage), then a line per unit."""
        if isinstance(cell, Bunker):
            title = CellLine(f"BUNKER {cell.number}  DEF {defs_text(cell)}  enter: courage {cell.courage}", "bold red")
        else:
            style = "bold reverse" if cell.black_shield else "bold"
            title = CellLine(f"{cell.number}  DEF {defs_text(cell)}" + ("  can't stay" if cell.black_shield else ""),
                             style)
        lines = [title]
        for unit in self.obs.get("units", []):
            if unit.get("sector") != cell.number:
                continue
            seat = unit["seat"]
            you = " (you)" if seat == self.viewer else ""
            style = seat_style(seat) if not unit.get("lost") else "strike dim"  # not maps.OFF: no "off:"
            lines.append(CellLine(f"{_unit_marks(unit)} {seat} {seat_name(self.names, seat)}{you}", style))
        return lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = min(options.max_width, 100)
        yield from draw_board(self.bmap, width, self.cell_lines, marks=False, ignored_lines=False)


# ----------------------------------------------------------------------------- the table
def units_table(obs: Obs, names: Sequence[str], viewer: int | None, bmap: BattleMap | None) -> Table:
    """Every unit's resource card (soldiers, courage, stars, item points, specialists), its
    sector and the sector's DEF shields, its unit marker and its status."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, expand=False, padding=(0, 1, 0, 0))
    for header_, justify in (("Unit", "left"), ("Sector", "left"), ("Marker", "left"),
                             ("Soldiers", "right"), ("Courage", "right"), ("Stars", "right"),
                             ("Items", "right"), ("Specialists", "left"), ("Status", "left")):
        table.add_column(header_, justify=justify, no_wrap=header_ not in ("Specialists", "Status"))  # type: ignore[arg-type]
    for unit in obs.get("units", []):
        seat = unit["seat"]
        name = Text(f"{seat} {seat_name(names, seat)}", style=seat_style(seat))
        if seat == viewer:
            name.append(" (you)", style="dim")
        sector = Text(str(unit.get("sector")))
        if bmap is not None:
            try:
                cell = bmap.cell(int(unit["sector"]))
            except (MeepleError, TypeError, ValueError):
                cell = None
            if cell is not None:
                sector.append(f" DEF {defs_text(cell)}", style="dim")
        active = not unit.get("safe") and not unit.get("lost")
        specialists = unit.get("specialists") or []
        table.add_row(
            name, sector, marker_text(unit) if active else Text("-", style="dim"),
            Text(str(unit.get("soldiers", 0)), style="bold"), Text(str(unit.get("courage", 0)), style="bold"),
            str(unit.get("stars", 0)), str(unit.get("item_points", 0)),
            Text(", ".join(card_name(c) for c in specialists) or "-", style="" if specialists else "dim"),
            status_text(unit, bmap),
        )
    return table


def final_count_set(obs: Obs, unit: Obs) -> bool:
    """Whether the dice shown are the unit's Final Count of this turn: every die is kept
    once the Final Count is set, and after Phase 1 the dice on the table are that count."""
    if obs.get("phase") != "roll":
        return True
    return len(unit.get("locked") or []) == len(DIE_NAMES)


def roll_status(obs: Obs, unit: Obs) -> Text:
    """Where the unit is in Phase 1: which roll, what it must do, or its Final Count."""
    rolls = int(unit.get("rolls") or 0)
    locked = len(unit.get("locked") or [])
    if final_count_set(obs, unit):
        return Text(f"Final Count (after {rolls} roll{'s' if rolls != 1 else ''})", style="bold green")
    if rolls == 0:
        return Text("waiting for the dice", style="dim")
    # The observation does not say whether the unit is still locking after its first roll
    # (two dice, fewer with some specialists) or may reroll: the choices listed say it.
    return Text.assemble((f"roll {rolls} of {MAX_ROLLS}", "bold"),
                         f" - {locked} {'die' if locked == 1 else 'dice'} locked")


def die_box(die: str, face: str, locked: bool, cancelled: bool = False) -> Panel:
    """One die as a coloured box: its name, its face's symbol and name; locked or free (or
    cancelled by a skull)."""
    body = Text.assemble((FACE_SYMBOLS.get(face, "?"), "bold"), "\n", (FACE_NAMES.get(face, face), "bold"),
                         justify="center")
    if cancelled:
        body.stylize("strike")
    subtitle = "cancelled" if cancelled else "locked" if locked else "free"
    return Panel(
        body, title=f"{die}", subtitle=subtitle, width=14,
        box=box.HEAVY if locked else box.ROUNDED, style=DIE_STYLES.get(die[:1], ""),
        border_style="bold" if locked else "",
    )


def dice_panel(obs: Obs, unit: Obs, names: Sequence[str], ignored: Sequence[str]) -> RenderableType:
    """The unit's six dice as coloured boxes, which are locked, the rolls made, the Final Count."""
    dice: dict[str, str] = unit.get("dice") or {}
    locked = set(unit.get("locked") or [])
    final = final_count_set(obs, unit)
    cancelled = set(unit.get("cancelled") or [])
    boxes = [die_box(d, dice[d], final or d in locked, d in cancelled) for d in DIE_NAMES if d in dice]
    counted = [face for d, face in dice.items() if d not in cancelled]
    summary = Text.assemble(("Final Count: " if final else "On the table: ", "bold"), tally(counted, ignored))
    if cancelled:
        summary.append(f" ({', '.join(d for d in DIE_NAMES if d in cancelled)} cancelled by skulls)", style="dim")
    extra = [Text.assemble(f"{colour or 'colourless'} ", face_text(str(face)))
             for face, colour in (unit.get("extra_results") or [])]
    if extra:
        summary.append("; extra results: ")
        summary.append(Text(", ").join(extra))
    title = Text.assemble((f"{seat_name(names, unit['seat'])}'s dice", seat_style(unit["seat"])), " - ",
                          roll_status(obs, unit))
    note = None
    if ignored:
        note = Text.assemble(_and([Text(FACE_NAMES.get(f, f)) for f in ignored]), " results do not count on this map")
        note.stylize("dim")
    return Panel(Group(Columns(boxes, padding=(0, 1)), summary), title=title, title_align="left",
                 subtitle=note, subtitle_align="right", border_style="white")


def other_dice(obs: Obs, unit: Obs, names: Sequence[str]) -> Text:
    """Another unit's dice on one line (what its rolls show this turn)."""
    dice: dict[str, str] = unit.get("dice") or {}
    locked = set(unit.get("locked") or [])
    final = final_count_set(obs, unit)
    rolls = int(unit.get("rolls") or 0)
    state = "Final Count" if final else f"roll {rolls} of {MAX_ROLLS}"
    text = Text.assemble((f"{seat_name(names, unit['seat'])}'s dice", seat_style(unit["seat"])), f" ({state}): ")
    chips = []
    for d in DIE_NAMES:
        if d in dice:
            chip = Text.assemble(die_chip(d), " ", FACE_SYMBOLS.get(dice[d], "?"))
            if not final and d in locked:
                chip.append(" locked", style="dim")
            chips.append(chip)
    text.append(Text("  ").join(chips))
    return text


def ignored_faces(bmap: BattleMap | None) -> list[str]:
    """The dice results the map's form ignores, in the engine's face words."""
    if bmap is None:
        return []
    words = {"two-soldiers": "soldiers"}
    return [words.get(f, f) for f in bmap.mode.ignored_results]


def header(obs: Obs, bmap: BattleMap | None) -> Text:
    """Game, map, turn and phase."""
    text = Text("D-Day Dice", style="bold")
    text.append(f" - {bmap.name if bmap is not None else obs.get('map')}")
    phase = str(obs.get("phase"))
    if phase == "over":
        text.append(" - game over", style="bold")
    else:
        text.append(f" - turn {obs.get('turn')} - {PHASE_TITLES.get(phase, phase)}")
    return text


def render_observation(obs: Obs, names: Sequence[str], viewer: int | None = None) -> RenderableType:
    """The whole table as ``observation(seat)`` shows it, to ``viewer`` (None: a spectator):
    the board with the units, every resource card, and the dice."""
    bmap = battle_map(obs)
    parts: list[RenderableType] = []
    if bmap is not None and obs.get("phase") != "roll":  # Phase 1 is all dice: the board waits
        parts.append(BoardView(obs, names, viewer, bmap))
    parts.append(units_table(obs, names, viewer, bmap))
    ignored = ignored_faces(bmap)
    units: list[Obs] = obs.get("units", [])
    on_beach = [u for u in units if not u.get("safe") and not u.get("lost")]
    mine = next((u for u in on_beach if u["seat"] == viewer), None)
    if obs.get("phase") != "over":
        for unit in on_beach:
            if unit is not mine and int(unit.get("rolls") or 0) > 0:
                parts.append(other_dice(obs, unit, names))
        if mine is not None and int(mine.get("rolls") or 0) > 0:
            parts.append(dice_panel(obs, mine, names, ignored))
        if mine is not None and mine.get("battle_cry"):
            parts.append(Text("Battle Cry: your move this turn costs no courage", style="bold yellow"))
    return Panel(Group(*parts), title=header(obs, bmap), title_align="left", border_style="white")


# ----------------------------------------------------------------------------- events
def _who(names: Sequence[str], event: Event, key: str = "seat") -> Text:
    seat = event.get(key)
    return Text(seat_name(names, seat), style=seat_style(seat) if isinstance(seat, int) else "")


def _sentence(*parts: str | Text | tuple[str, str]) -> Text:
    return Text.assemble(*parts)


def _event_move(event: Event, names: Sequence[str]) -> Text:
    spent = int(event.get("courage_spent") or 0)
    cost = f" (spends {spent} courage)" if spent else ""
    if event.get("bunker"):
        return _sentence(_who(names, event), (f" storms the bunker, sector {event.get('to')}{cost}", "bold"))
    return _sentence(_who(names, event), f" moves to sector {event.get('to')}{cost}")


def _event_casualties(event: Event, names: Sequence[str]) -> Text:
    if "lost" not in event:  # casualties to assign: how they fall is told by later events
        count, cause = int(event.get("count") or 0), str(event.get("cause") or "")
        if not count and not event.get("specialists"):
            return _sentence(_who(names, event), f" loses no soldiers in sector {event.get('sector')}")
        text = _sentence(_who(names, event), (f" takes {count} casualt{'ies' if count != 1 else 'y'}", "red"))
        if event.get("specialists"):
            text.append(f" and must lose {event['specialists']} specialist(s)", style="red")
        text.append(f" ({cause})" if cause else f" in sector {event.get('sector')}")
        return text
    lost = int(event.get("lost") or 0)
    where = f"in sector {event.get('sector')}"
    if not lost:
        return _sentence(_who(names, event), f" loses no soldiers {where} ({event.get('soldiers_left')} left)")
    return _sentence(_who(names, event), (f" loses {lost} soldier{'s' if lost != 1 else ''}", "red"),
                     f" {where} ({event.get('soldiers_left')} left)")


def _event_resources(event: Event, names: Sequence[str]) -> Text:
    soldiers, courage = int(event.get("soldiers") or 0), int(event.get("courage") or 0)
    stars, points = int(event.get("stars") or 0), int(event.get("item_points") or 0)
    gains = [f"{soldiers} soldier{'s' if soldiers != 1 else ''}"] if soldiers else []
    gains += [f"{courage} courage"] if courage else []
    gains += [f"{stars} star{'s' if stars != 1 else ''}"] if stars else []
    gains += [f"{points} item point{'s' if points != 1 else ''}"] if points else []
    if not gains:
        return _sentence(_who(names, event), " gains nothing from the Final Count")
    return _sentence(_who(names, event), " gains ", (" and ".join(gains), "green"), " from the Final Count")


def _event_battle_cry(event: Event, names: Sequence[str]) -> Text:
    if event.get("choice") == "soldiers":
        return _sentence(_who(names, event), f"'s Battle Cry: +{BATTLE_CRY_SOLDIERS} soldiers")
    return _sentence(_who(names, event), "'s Battle Cry: this turn's move costs no courage")


def _event_game_over(event: Event, names: Sequence[str]) -> Text:
    result = str(event.get("result"))
    words = RESULT_WORDS.get(result, result)
    return Text(f"Game over after turn {event.get('turn')}: {words}", style="bold")


def _event_phase(event: Event, names: Sequence[str]) -> Text:
    phase = str(event.get("phase"))
    if phase == "roll":
        return Text(f"-- Turn {event.get('turn')} --", style="bold")
    return Text(f"{PHASE_TITLES.get(phase, phase)}", style="dim")


_SIMPLE = {
    "move": _event_move,
    "casualties": _event_casualties,
    "resources": _event_resources,
    "battle-cry": _event_battle_cry,
    "game-over": _event_game_over,
    "phase": _event_phase,
}


def describe_event(event: Event, names: Sequence[str], viewer: int | None) -> RenderableType | None:
    """One event as a line of text (a die alone: see :func:`describe_events` for a roll)."""
    kind = event.get("type")
    if kind in _SIMPLE:
        return _SIMPLE[kind](event, names)
    who = _who(names, event)
    if kind == "die":
        return _sentence(who, " rolls ", die_chip(str(event.get("die")), str(event.get("face"))))
    if kind == "lock":
        return _sentence(who, " locks ", die_chip(str(event.get("die"))))
    if kind == "reroll":
        return _sentence(who, " rerolls ", Text(", ").join(die_chip(d) for d in event.get("dice", [])))
    if kind == "final-count":
        dice: dict[str, str] = event.get("dice") or {}
        return _sentence(who, ("'s Final Count: ", "bold"), tally(dice.values()))
    if kind == "rwb":
        bonus = str(event.get("bonus"))
        effect = {"fresh-troops": f" (+{FRESH_TROOPS_SOLDIERS} soldiers)",
                  "dead-mans-gift": f" (+{DEAD_MANS_GIFT_POINTS} item points; these skulls cancel nothing)"}
        return _sentence(who, (" rolls Red, White and Blue: ", "bold"),
                         (RWB_NAMES.get(bonus, bonus) + "!", "bold yellow"), effect.get(bonus, ""))
    if kind == "soldiers-lost":
        count = int(event.get("count") or 0)
        return _sentence(who, (f" loses {count} soldier{'s' if count != 1 else ''}", "red"))
    if kind == "specialist-lost":
        return _sentence(who, ("'s ", ""), (card_name(str(event.get("specialist"))), "bold"),
                         (" falls (never to be recruited again)", "red"))
    if kind == "mgf":
        return Text(f"Machine-gun fire on sector {event.get('sector')}: a {event.get('die')}", style="red")
    if kind == "special-damage":
        return _sentence(who, (f" loses {event.get('courage')} courage to machine-gun fire", "red"))
    if kind == "minefield":
        return _sentence(who, f" crosses a minefield: rolls {event.get('die')}, ",
                         (f"{event.get('casualties')} casualties", "red"))
    if kind == "give":
        what = str(event.get("what", "")).replace("-", " ")
        return _sentence(who, f" gives 1 {what} to ", _who(names, event, "to"))
    if kind == "recruit":
        return _sentence(who, " recruits ", (card_name(str(event.get("specialist"))), "bold"),
                         f" for {event.get('stars')} stars")
    if kind == "hero-save":
        return _sentence(who, f"'s Hero saves a soldier for 1 {event.get('spent')}")
    if kind == "skull":
        return _sentence(who, "'s skull cancels ", die_chip(str(event.get("cancels")), str(event.get("face"))))
    if kind == "leadership":
        if event.get("courage_to") is not None:
            return _sentence(who, f"'s Leadership: {LEADERSHIP_COURAGE} courage to ", _who(names, event, "courage_to"))
        return _sentence(who, "'s Leadership adds a white ", face_text(str(event.get("white_result"))))
    if kind == "special-find":
        return _sentence(who, f"'s Special Find: +{SPECIAL_FIND_STARS} stars")
    if kind == "reinforcements":
        return _sentence(who, f" sends {event.get('soldiers')} soldiers to ", _who(names, event, "to"),
                         " (Reinforcements)")
    if kind == "must-move":
        return _sentence(who, (f" must leave sector {event.get('sector')} next move", "red"),
                         " (its marker shows must-move)")
    if kind == "stay":
        return _sentence(who, f" stays in sector {event.get('sector')}")
    if kind == "safe":
        return _sentence(who, (" is safe in the bunker!", "bold green"))
    if kind == "unit-lost":
        return _sentence(who, (" is lost: ", "bold red"), str(event.get("cause", "")))
    details = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "visible_to"))
    return Text(f"{kind}: {details}")


def _roll_line(who: Text, dice: list[Event], rerolled: bool) -> Text:
    """``Ann rolls: r1 Courage, ...`` for the dice of one roll."""
    verb = " rerolls: " if rerolled else " rolls: "
    return _sentence(who, verb, Text(", ").join(die_chip(str(e.get("die")), str(e.get("face"))) for e in dice))


def _runs(events: Sequence[Event]) -> Iterator[tuple[str, list[Event]]]:
    """Events grouped: a reroll with the dice it rolls, a roll's dice, consecutive locks
    of a unit; every other event alone."""
    i = 0
    while i < len(events):
        event = events[i]
        kind, seat = event.get("type"), event.get("seat")
        if kind == "mgf":
            j = i + 1
            while j < len(events) and events[j].get("type") == "mgf" and events[j].get("sector") == event.get("sector"):
                j += 1
            yield "mgf", list(events[i:j])
            i = j
        elif (kind == "casualties" and "lost" not in event and i + 1 < len(events)
              and events[i + 1].get("type") == "soldiers-lost" and events[i + 1].get("seat") == seat
              and events[i + 1].get("count") == event.get("count")):
            yield "casualties-fell", list(events[i:i + 2])
            i += 2
        elif kind in ("die", "reroll", "lock"):
            j = i + 1
            if kind == "reroll":
                while j < len(events) and events[j].get("type") == "die" and events[j].get("seat") == seat:
                    j += 1
            else:
                while j < len(events) and events[j].get("type") == kind and events[j].get("seat") == seat:
                    j += 1
            yield str(kind), list(events[i:j])
            i = j
        else:
            yield str(kind), [event]
            i += 1


def describe_events(events: Sequence[Event], names: Sequence[str], viewer: int | None) -> list[RenderableType]:
    """A run of events as lines: each roll in one line ("Ann rolls: r1 Courage, ..."), a
    reroll with its new faces, locks together; the rest one line each."""
    lines: list[RenderableType] = []
    for kind, run in _runs(events):
        who = _who(names, run[0])
        if kind == "die":
            lines.append(_roll_line(who, run, rerolled=False))
        elif kind == "reroll":
            lines.append(_roll_line(who, run[1:], rerolled=True) if len(run) > 1
                         else describe_event(run[0], names, viewer) or Text(""))
        elif kind == "lock":
            lines.append(_sentence(who, " locks ", Text(" and ").join(die_chip(str(e.get("die"))) for e in run)))
        elif kind == "mgf":
            rolls = " + ".join(str(e.get("die")) for e in run)
            lines.append(Text(f"Machine-gun fire on sector {run[0].get('sector')}: {rolls}", style="red"))
        elif kind == "casualties-fell":
            count, cause = int(run[1].get("count") or 0), str(run[0].get("cause") or "")
            where = f" in sector {run[0].get('sector')}" if cause.startswith("fell in combat") or not cause else f" ({cause})"
            lines.append(_sentence(who, (f" loses {count} soldier{'s' if count != 1 else ''}", "red"), where))
        else:
            line = describe_event(run[0], names, viewer)
            if line is not None:
                lines.append(line)
    return lines


# ----------------------------------------------------------------------------- actions
def _unit(obs: Obs) -> Obs:
    seat = obs.get("seat")
    units: list[Obs] = obs.get("units", [])
    return units[seat] if isinstance(seat, int) and 0 <= seat < len(units) else {}


def _and(items: list[Text]) -> Text:
    if len(items) <= 1:
        return items[0] if items else Text("")
    return Text(", ").join(items[:-1]) + Text(" and ") + items[-1]


def _die_with_face(prefix: str, args: list[str], obs: Obs) -> Text:
    """``<prefix> Red 1 (face)``: a die of the acting unit named with what it shows."""
    die = args[0] if args else ""
    face = (_unit(obs).get("dice") or {}).get(die)
    text = Text(f"{prefix} {die_name(die)}")
    if face:
        text.append(" (")
        text.append(face_text(face))
        text.append(")")
    return text


def _label_lock(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return _die_with_face("lock", args, obs)


def _label_reroll(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    dice = [d for d in (args[0] if args else "").split(",") if d]
    faces = _unit(obs).get("dice") or {}
    items = [Text.assemble(die_name(d), " (", face_text(faces[d], symbol=False), ")") if d in faces
             else Text(die_name(d)) for d in dice]
    locked = set(_unit(obs).get("locked") or [])
    kept = [d for d in DIE_NAMES if d not in dice and d not in locked]
    text = Text.assemble("reroll ", _and(items))
    if kept:
        text.append(f"; keep and lock {', '.join(kept)}", style="dim")
    return text


def _label_stop(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("keep all six dice: ", ("this is your Final Count", "bold"))


def _label_reinforce(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat = int(args[0])
    units: list[Obs] = obs.get("units", [])
    has = f" (has {units[seat].get('soldiers')})" if 0 <= seat < len(units) else ""
    return Text.assemble(f"Reinforcements: {REINFORCEMENTS_SOLDIERS} more soldiers to ",
                         (seat_name(names, seat), seat_style(seat)), has)


def _label_cancel(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return _die_with_face("a skull cancels", args, obs)


def _label_leadership(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    if len(args) == 2 and args[0] == "courage":
        seat = int(args[1])
        return Text.assemble(f"Leadership: {LEADERSHIP_COURAGE} courage to ", (seat_name(names, seat), seat_style(seat)))
    return Text.assemble("Leadership: add a white ", face_text(args[0] if args else "?"), " to your Final Count")


def _label_special_find(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text(f"Special Find: gain {SPECIAL_FIND_STARS} stars")


def _label_lose(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    unit = _unit(obs)
    owed = int(unit.get("casualties_to_assign") or 0)
    if args and args[0] == "soldiers":
        return Text(f"the casualties fall among your soldiers ({owed} to assign, {unit.get('soldiers')} soldiers)")
    return Text.assemble("one casualty falls as your ", (card_name(args[0]) if args else "specialist", "bold"))


RESOURCE_WORDS = {"soldier": "soldier", "courage": "courage", "star": "star", "item-point": "item point"}
RESOURCE_FIELDS = {"soldier": "soldiers", "courage": "courage", "star": "stars", "item-point": "item_points"}


def _label_give(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat, what = int(args[0]), args[1]
    has = _unit(obs).get(RESOURCE_FIELDS.get(what, what))
    return Text.assemble(f"give 1 {RESOURCE_WORDS.get(what, what)} to ", (seat_name(names, seat), seat_style(seat)),
                         (f" (you have {has})" if has is not None else "", "dim"))


def _label_recruit(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    card = _cards().get(args[0])
    text = Text.assemble("recruit ", (card_name(args[0]), "bold"))
    if card is not None and card.cost is not None:
        text.append(f" for {card.cost} stars")
    summary = getattr(card, "summary", "") if card is not None else ""
    if summary:
        text.append(f" - {summary}", style="dim")
    return text


def _label_done(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text("done: nothing more to recruit or trade this turn")


def _label_hero(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text(f"your Hero saves one soldier for 1 {args[0] if args else 'courage'}")


def _label_sacrifice(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("sacrifice your ", (card_name(args[0]) if args else "specialist", "bold"),
                         " to prevent casualties")


def _label_battle_cry(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    if args and args[0] == "soldiers":
        return Text(f"Battle Cry: take {BATTLE_CRY_SOLDIERS} soldiers")
    return Text("Battle Cry: move this turn without paying courage (sector requirements ignored)")


def _label_stay(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    unit = _unit(obs)
    sector = unit.get("sector")
    text = Text(f"stay in sector {sector}")
    bmap = battle_map(obs)
    marker = unit.get("marker")
    if isinstance(unit.get("def_here"), int) and isinstance(marker, int):
        text.append(f" - DEF {unit['def_here']} this turn ({_ordinal(max(marker, 1))} turn there)", style="dim")
    elif bmap is not None and isinstance(sector, int) and isinstance(marker, int):
        text.append(f" - DEF {bmap.def_for(sector, marker)} this turn ({_ordinal(marker)} turn there)", style="dim")
    return text


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _label_move(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    to = int(args[0])
    unit = _unit(obs)
    bmap = battle_map(obs)
    origin = unit.get("sector")
    move = bmap.move(origin, to) if bmap is not None and isinstance(origin, int) else None
    if bmap is None or move is None:
        return Text(f"move to sector {to}")
    cell = bmap.cell(to)
    if move.into_bunker:
        text = Text.assemble(("enter the BUNKER", "bold"), f" (sector {to})")
    elif move.advances:
        text = Text(f"advance to sector {to}")
    else:
        text = Text(f"move sideways to sector {to}")
    engine_move = next((m for m in unit.get("moves", []) if m.get("to") == to), None)
    courage = engine_move["courage"] if engine_move else move.courage
    if move.advances:
        if unit.get("battle_cry"):
            text.append(" - free with your Battle Cry", style="yellow")
        else:
            text.append(f" - costs {courage} courage", style="yellow")
    if engine_move and engine_move.get("minefield"):
        text.append(" - MINEFIELD: a d6 of casualties", style="red")
    text.append(f" - DEF there {defs_text(cell)}", style="dim")
    if isinstance(cell, Sector) and cell.black_shield:
        text.append(" (black shield: one turn only)", style="dim")
    return text


def _label_corporal(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text(f"Corporal: reroll {args[0]} (once this turn)")


def _label_captain(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text(f"Captain: {args[0]} becomes a {args[1]} die this turn (same result)")


def _label_swap(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    if args[1] == "spare":
        return Text(f"Lieutenant: swap your {args[0]} for the spare {args[2]}")
    return Text(f"Lieutenant: swap your {args[0]} for {_who(names, {'seat': int(args[1])})}'s {args[2]}")


_LABELS = {
    "lock": _label_lock, "reroll": _label_reroll, "stop": _label_stop, "reinforce": _label_reinforce,
    "cancel": _label_cancel, "lose": _label_lose, "give": _label_give, "recruit": _label_recruit,
    "done": _label_done, "hero": _label_hero, "sacrifice": _label_sacrifice, "leadership": _label_leadership, "special-find": _label_special_find,
    "battle-cry": _label_battle_cry, "stay": _label_stay, "move": _label_move,
    "corporal": _label_corporal, "captain": _label_captain, "swap": _label_swap,
}


def describe_action(notation: str, obs: Obs, names: Sequence[str]) -> Text:
    """A readable label for one legal action, from the acting seat's observation and the map."""
    kind, *args = notation.split()
    label = _LABELS.get(kind)
    if label is None:
        return Text(notation)
    try:
        return label(args, obs, names)
    except (MeepleError, ValueError, IndexError, KeyError):
        return Text(notation)


# ----------------------------------------------------------------------------- the end
def results_view(record: GameRecord, obs: Obs, names: Sequence[str]) -> RenderableType:
    """The end of the game: each unit's fate and victory points (``state.result_summary()``
    as the record keeps it), the team's victory points and the result."""
    result = record.result or {}
    vps: list[Any] = result.get("victory_points") or result.get("scores") or []
    units: list[Obs] = obs.get("units", [])
    table = Table(title="Final result", title_justify="left")
    for header_, justify in (("#", "right"), ("Unit", "left"), ("Played by", "left"), ("Outcome", "left"),
                             ("Victory points", "right")):
        table.add_column(header_, justify=justify)  # type: ignore[arg-type]
    bmap = battle_map(obs)
    for seat, seat_record in enumerate(record.seats):
        outcome = status_text(units[seat], bmap) if seat < len(units) else Text("-")
        vp = str(vps[seat]) if seat < len(vps) else "-"
        table.add_row(str(seat), Text(names[seat], style=seat_style(seat)), seat_record.agent, outcome, vp)
    lines: list[RenderableType] = [table]
    if result.get("team_victory_points") is not None:
        lines.append(Text(f"Team victory points (the lowest unit's): {result['team_victory_points']}", style="bold"))
    outcome_word = str(result.get("result") or "")
    if outcome_word:
        lines.append(Text(RESULT_WORDS.get(outcome_word, outcome_word), style="bold green"))
    safe = [names[s] for s, u in enumerate(units) if u.get("safe") and s < len(names)]
    if outcome_word == "practice-over":
        reached = " and ".join(safe) + (" reached the bunker" if safe else "") if safe else "No unit reached the bunker"
        lines.append(Text(reached + ".", style="bold"))
    return Group(*lines)


class DDayDiceView:
    """The :class:`meeple.cli.play.GameView` of D-Day Dice."""

    notation_help = NOTATION_HELP

    def table(self, obs: Obs, names: Sequence[str], viewer: int | None) -> RenderableType:
        return render_observation(obs, names, viewer)

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> RenderableType | None:
        return describe_event(event, names, viewer)

    def events(self, events: Sequence[Event], names: Sequence[str], viewer: int | None) -> list[RenderableType]:
        return describe_events(events, names, viewer)

    def action_label(self, notation: str, obs: Obs, names: Sequence[str]) -> RenderableType:
        return describe_action(notation, obs, names)

    def is_private(self, obs: Obs) -> bool:
        return False  # everything on the table is public in D-Day Dice (a cooperative game)

    def results(self, record: GameRecord, obs: Obs, names: Sequence[str]) -> RenderableType:
        return results_view(record, obs, names)


VIEW = DDayDiceView()

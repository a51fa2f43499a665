"""A rich rendering of a D-Day Dice observation, its events and its actions.

Everything here is drawn from ``state.observation(seat)`` (``DdState.to_json()`` with the
seat and who must act), from the kernel events, from the notation of the legal actions the
engine lists and from the battle map's data (:func:`meeple.games.dday_dice.maps.load_map`,
public: it is printed on the board). This module decides no rule: it never works out which
moves are legal, what upkeep gains or who won; it puts the game's words into sentences (to
say how much of upkeep's gains a Final Count explains, it reads the count's earnings from the
game's own tables, :func:`.dice.soldiers_of` and :func:`.dice.item_points`). What a single
event does not say -- the edition, the dice locked on the first roll, a unit's Final Count
through its skulls -- the view remembers from the log (:class:`NewsMemory`, one per viewer).
The board is drawn by :func:`meeple.cli.maps.draw_board`, as ``meeple maps show`` draws it,
with each box's printed rules (:func:`meeple.cli.maps.sector_rule_lines`) and the units in
their sectors. The cards (items, vehicles, medals, the
specialists) are named, priced and summed up from the card list (``data/cards.toml``, through
:func:`_cards`); the printed cost is shown, not a discounted one (the observation does not
carry what an item costs a unit). :data:`VIEW` is what :mod:`meeple.cli.play` looks up for
``dday-dice``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Iterable, Iterator, Sequence

from rich import box
from rich.columns import Columns
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from meeple.cli.maps import LEGEND, CellLine, draw_board, marks_in_play, sector_rule_lines
from meeple.engine.core import Event
from meeple.engine.errors import MeepleError
from meeple.engine.record import GameRecord
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.dice import DIE_NAMES, FACE_LABELS, FACES, item_points, soldiers_of
from meeple.games.dday_dice.maps import BattleMap, Bunker, Cell, Sector, load_map
from meeple.games.dday_dice.medals import MEDAL_PRICE
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
    "final-count": "end of Phase 1: play medals and items",
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
#: A card's effect on a unit this turn (``effects_this_turn``), in words.
EFFECT_WORDS: dict[str, str] = {
    "mine-detector": "Mine Detector: ignores a minefield",
    "whistle": "Whistle: advances without courage",
    "wirecutters": "Wirecutters: barriers do not block",
    "flak-vest": "Flak Vest: ignores machine-gun fire",
    "carrier-pigeon": "Carrier Pigeon: trades anywhere",
    "silver-star": "Silver Star: may move twice",
    "free-regular": "a free regular recruit (Military Medal)",
    "free-unique": "a free unique recruit (Military Medal)",
    "special-find": "Special Find: may find a used item",
    "photograph": "next turn's Final Count is photographed",
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

#: The notation, for the `help` command (docs/notation/dday-dice.md).
NOTATION_HELP = f"""\
D-Day Dice moves (docs/notation/dday-dice.md); dice are r1 r2 w1 w2 b1 b2, colours red white blue:
Phase 1  lock <die>                 after the first roll, lock a die: lock r1
         reroll <die>,<die>...      reroll these dice, keep (1st edition: and lock) the others: reroll r2,w1
         stop                       keep every die: the Final Count is set
End of   play <medal>               play a medal you won: play silver-star
Phase 1  use <item> [<args>]        use an item: use binoculars r1 star, use strategic-map b1 red
         corporal <die>             the Corporal rerolls a die: corporal w2
         jeep <die>                 the Jeep rerolls a die (not one locked on the first roll)
         captain <die> <colour>     the Captain changes a die's colour: captain r1 white
         swap <die> <seat> <die>    the Lieutenant swaps a die with another unit (solo: spare)
         sacrifice combat-photographer  keep this Final Count for next turn too
         done                       nothing more to play at the end of Phase 1
Phase 2  cancel <die>               a skull cancels that die: cancel w2
         medal <medal>              a full set: choose that medal from the deck
         reinforce <seat>           RWB Reinforcements: the other unit that gets {REINFORCEMENTS_SOLDIERS} soldiers
         battle-cry soldiers        RWB Battle Cry: take {BATTLE_CRY_SOLDIERS} soldiers
         battle-cry move            RWB Battle Cry: move this turn without paying courage
         leadership <face>          RWB Leadership: add a white result: leadership soldiers
         leadership courage <seat>  RWB Leadership: that other unit gains {LEADERSHIP_COURAGE} courage
         special-find stars         RWB Special Find: gain {SPECIAL_FIND_STARS} stars
         special-find item          RWB Special Find: search a used item in Phase 3
Phase 3  recruit <specialist>       recruit a specialist with stars: recruit medic
         recruit <sp> patch|free    recruit with the Shoulder Patch (1 soldier) or a medal (free)
         find <item>                find an item with Item Points (one a turn): find grenade
         find <item> used           Special Find: a used item, outside the limit
         buy medal                  draw a medal at random for {MEDAL_PRICE} courage
         give <seat> <what>         give 1 soldier, courage, star, item-point, an item or the vehicle
         abandon <vehicle>          leave your vehicle behind (lost for good)
         done                       nothing more to do in Phase 3
Phase 4  stay                       stay in your sector
         move <sector>              move to that sector: move 5
         move <sector> decoy <seat> move, sacrificing that unit's Decoy for the sector's sacrifice
         swap-sectors <seat>        sacrifice the War Correspondent to swap sectors with that unit
Phase 5  use <item> [<args>]        before the fire: use grenade, use mortar 5; after: use binoculars mgf1 2
         sacrifice grenadier        silence the machine guns of your sector for good
         done                       before the fire: let it be rolled; after: take the casualties
Losses   lose soldiers              casualties fall among your soldiers
         lose <specialist>          one casualty falls as that specialist: lose medic
         sacrifice paratrooper      the Paratrooper prevents up to 6 casualties
         hero courage|star          the Hero saves one soldier for 1 courage or 1 star
Cards    result [<seat>] <face> <colour>  a medal's added result: result star red, result 1 soldier blue
         silver-star <seat>         the Silver Star: that unit may move twice this turn
         honour <seat> <item>       the Légion d'Honneur: that unit finds that item for free
         dismiss <specialist> <bonus>  the Purple Heart: dismiss a specialist for an RWB bonus
         skull <colour>             the Rope Ladder: the colour of your added skull
         deal <face>                the Victoria Cross: the next die dealt shows that face
A unit's seat is the number before its name in the table (the first is 0).
The board with every sector's rules, its card lists and a legend: meeple maps show <map>."""


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


def card_summary(card_id: str) -> str:
    """What the card does, in the card list's English summary ("" if unknown)."""
    card = _cards().get(card_id)
    return str(getattr(card, "summary", "") or "") if card is not None else ""


def card_cost(card_id: str) -> int | None:
    """The printed cost (stars or Item Points), None when the card has none."""
    card = _cards().get(card_id)
    cost = getattr(card, "cost", None) if card is not None else None
    return cost if isinstance(cost, int) and getattr(card, "cost_kind", "") != "none" else None


def card_kind(card_id: str) -> str:
    card = _cards().get(card_id)
    return str(getattr(card, "kind", "")) if card is not None else ""


def the_card(card_id: str) -> Text:
    """``the Walkie-Talkie`` with the name in bold."""
    return Text.assemble("the ", (card_name(card_id), "bold"))


def _points(n: int) -> str:
    return f"{n} item point{'s' if n != 1 else ''}"


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


def marker_text(unit: Obs, compact: bool = False) -> Text:
    """The unit marker: a chevron per turn spent in the sector, or the must-move arrow."""
    marker = unit.get("marker")
    if marker == "must-move":
        return Text("MUST MOVE", style="bold red")
    count = int(marker or 0)
    if count <= 0:
        return Text("landing", style="dim")
    if compact:
        return Text("^" * count, style="bold")
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
    """The battle map with the units in their sectors, drawn at the width it is given. Every
    box shows its printed rules in Phase 4, where the board decides the move; in the other
    phases only the boxes with units do (the screen stays short)."""

    def __init__(self, obs: Obs, names: Sequence[str], viewer: int | None, bmap: BattleMap) -> None:
        self.obs, self.names, self.viewer, self.bmap = obs, names, viewer, bmap
        self.all_rules = obs.get("phase") == "move"

    def occupied(self, number: int) -> bool:
        return any(unit.get("sector") == number for unit in self.obs.get("units", []))

    def cell_lines(self, bmap: BattleMap, cell: Cell) -> list[CellLine]:
        """A box: its number and DEF (and a bunker's entry courage), its printed rules in one
        line as ``meeple maps show`` words them (:func:`rules_line`), then a line per unit."""
        if isinstance(cell, Bunker):
            title = CellLine(f"BUNKER {cell.number}  DEF {defs_text(cell)}  enter: courage {cell.courage}", "bold red")
        else:
            style = "bold reverse" if cell.black_shield else "bold"
            title = CellLine(f"{cell.number}  DEF {defs_text(cell)}" + ("  can't stay" if cell.black_shield else ""),
                             style)
        lines = [title]
        rules = rules_line(bmap, cell) if self.all_rules or self.occupied(cell.number) else None
        if rules is not None:
            lines.append(rules)
        for unit in self.obs.get("units", []):
            if unit.get("sector") != cell.number:
                continue
            seat = unit["seat"]
            you = " (you)" if seat == self.viewer else ""
            style = seat_style(seat) if not unit.get("lost") else "strike dim"  # not maps.OFF: no "off:"
            lines.append(CellLine(f"{_unit_marks(unit)} {seat} {seat_name(self.names, seat)}{you}", style))
        return lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = min(options.max_width, BOARD_WIDTH)
        yield from draw_board(self.bmap, width, self.cell_lines, marks=False, ignored_lines=False)


#: The widest the board is drawn: the panel's width up to this (wide boxes wrap their rules less).
BOARD_WIDTH = 160


def board_legend(bmap: BattleMap) -> Text | None:
    """What the marks on the board mean (``meeple maps show``'s legend, for the marks this
    board shows in play: minefields, barriers, machine-gun fire, bonuses per turn ...)."""
    keys = marks_in_play(bmap)
    if not keys:
        return None
    return Text.assemble(("Marks: ", "bold"), ("  ·  ".join(LEGEND[key] for key in keys), "dim"))


def rules_text(bmap: BattleMap, number: int) -> str:
    """A sector's printed rules on one line (``MGF ×2, a 6: -1 specialist; 1 unit max``), ""
    for none; those the map's form ignores are left out, and a bunker's entry courage (the
    box's title and a move's label say it)."""
    lines = sector_rule_lines(bmap, bmap.cell(number), marks=False, ignored=False, courage=False)
    return "; ".join(line.text for line in lines)


def rules_line(bmap: BattleMap, cell: Cell) -> CellLine | None:
    """A box's printed rules in one line (the board stays short), in the colour of the first
    (red for machine-gun fire, green for a bonus ...); None for none."""
    lines = sector_rule_lines(bmap, cell, marks=False, ignored=False, courage=False)
    return CellLine("; ".join(line.text for line in lines), lines[0].style) if lines else None


# ----------------------------------------------------------------------------- the table
def items_in_play(obs: Obs, bmap: BattleMap | None) -> bool:
    """Whether the map has items (and vehicles): its form says, or the table shows some."""
    if bmap is not None:
        return bool(bmap.mode.items)
    units: list[Obs] = obs.get("units", [])
    return bool(obs.get("reserve_items") or obs.get("used_items") or obs.get("vehicle_deck_size")
                or any(u.get("items") or u.get("vehicles") for u in units))


def medals_in_play(obs: Obs, bmap: BattleMap | None) -> bool:
    """Whether the map has medals (awards): its form says, or the table shows some."""
    if bmap is not None:
        return bool(bmap.mode.awards)
    units: list[Obs] = obs.get("units", [])
    return bool(obs.get("medal_deck_size") or obs.get("medals_played")
                or any(u.get("medals") or u.get("medals_won") for u in units))


def _names(card_ids: Iterable[str]) -> str:
    """Card names in a list, a card held twice as ``Grenade ×2``."""
    counts = Counter(card_ids)
    return ", ".join(card_name(c) + (f" ×{n}" if n > 1 else "") for c, n in counts.items())


def items_text(unit: Obs) -> Text:
    items = unit.get("items") or []
    return Text(_names(items)) if items else Text("-", style="dim")


def vehicle_text(unit: Obs) -> Text:
    vehicles = unit.get("vehicles") or []
    return Text(_names(vehicles), style="bold") if vehicles else Text("-", style="dim")


def medals_text(unit: Obs) -> Text:
    """The medals held (not yet played), and how many the unit has won in all."""
    held = unit.get("medals") or []
    won = int(unit.get("medals_won") or 0)
    text = Text(_names(held), style="bold yellow") if held else Text("")
    if won:
        text.append(f" ({won} won)" if held else f"none held ({won} won)", style="dim")
    return text if text.plain else Text("-", style="dim")


def effects_text(unit: Obs) -> Text:
    """This turn's card effects on the unit, the RWB bonuses cards granted it, the choices a
    card still asks of it, and a photographed Final Count waiting for next turn."""
    parts = [EFFECT_WORDS.get(str(f), str(f)) for f in unit.get("effects_this_turn") or []]
    parts += [f"RWB {RWB_NAMES.get(RWB_OF_FACE.get(str(f), ''), str(f))} to collect" for f in unit.get("granted_rwb") or []]
    for kind in unit.get("pending") or []:
        kind = str(kind)
        if kind.startswith("moh:"):
            parts.append(f"to choose: a {kind.split(':')[1]} result (Medal of Honor)")
        elif kind.startswith("die-binoculars:") and kind.count(":") == 3:  # binoculars_dice (DDM-78)
            _, purpose, _key, value = kind.split(":")
            parts.append(f"to choose: change the {purpose.replace('-', ' ')} d6 ({value}) with the Binoculars, or not")
        else:
            parts.append(PENDING_WORDS.get(kind, f"to choose: {kind}"))
    if unit.get("photo"):
        parts.append("next turn's Final Count is photographed")
    return Text("; ".join(dict.fromkeys(parts))) if parts else Text("-", style="dim")


def _unit_name(unit: Obs, names: Sequence[str], viewer: int | None) -> Text:
    seat = unit["seat"]
    name = Text(f"{seat} {seat_name(names, seat)}", style=seat_style(seat))
    if seat == viewer:
        name.append(" (you)", style="dim")
    return name


#: Below this width the units table drops the DEF beside each sector (the board shows it) and
#: the words beside the chevrons, so that the specialists and the status still fit.
COMPACT_WIDTH = 100


def units_table(obs: Obs, names: Sequence[str], viewer: int | None, bmap: BattleMap | None,
                compact: bool = False) -> Table:
    """Every unit's resource card (soldiers, courage, stars, item points, specialists), its
    sector and the sector's DEF shields, its unit marker and its status."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, expand=False, padding=(0, 1, 0, 0))
    for header_, justify in (("Unit", "left"), ("Sector", "left"), ("Marker", "left"),
                             ("Soldiers", "right"), ("Courage", "right"), ("Stars", "right"),
                             ("Item pts", "right"), ("Specialists", "left"), ("Status", "left")):
        table.add_column(header_, justify=justify, no_wrap=header_ not in ("Specialists", "Status"))  # type: ignore[arg-type]
    for unit in obs.get("units", []):
        sector = Text(str((obs.get("sector_labels") or {}).get(str(unit.get("sector")), unit.get("sector"))))
        if bmap is not None and not compact:
            try:
                cell = bmap.cell(int(unit["sector"]))
            except (MeepleError, TypeError, ValueError):
                cell = None
            if cell is not None:
                sector.append(f" DEF {defs_text(cell)}", style="dim")
        active = not unit.get("safe") and not unit.get("lost")
        specialists = unit.get("specialists") or []
        marker = marker_text(unit, compact) if active else Text("-", style="dim")
        table.add_row(
            _unit_name(unit, names, viewer), sector, marker,
            Text(str(unit.get("soldiers", 0)), style="bold"), Text(str(unit.get("courage", 0)), style="bold"),
            str(unit.get("stars", 0)), str(unit.get("item_points", 0)),
            Text(_names(specialists) or "-", style="" if specialists else "dim"),
            status_text(unit, bmap),
        )
    return table


class UnitsView:
    """The units table, compact in a narrow terminal."""

    def __init__(self, obs: Obs, names: Sequence[str], viewer: int | None, bmap: BattleMap | None) -> None:
        self.obs, self.names, self.viewer, self.bmap = obs, names, viewer, bmap

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield units_table(self.obs, self.names, self.viewer, self.bmap, compact=options.max_width < COMPACT_WIDTH)


def _has_effects(unit: Obs) -> bool:
    return bool(unit.get("effects_this_turn") or unit.get("granted_rwb") or unit.get("pending") or unit.get("photo"))


def cards_table(obs: Obs, names: Sequence[str], viewer: int | None, bmap: BattleMap | None) -> Table | None:
    """Each unit's cards: its items, its vehicle, its medals (held, and won in all), and this
    turn's card effects on it -- where the map has items or medals and a unit has any."""
    units: list[Obs] = obs.get("units", [])
    with_items, with_medals = items_in_play(obs, bmap), medals_in_play(obs, bmap)
    with_effects = any(_has_effects(u) for u in units)
    held = any(u.get("items") or u.get("vehicles") or u.get("medals") or u.get("medals_won") for u in units)
    if not (held and (with_items or with_medals)) and not with_effects:
        return None
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, expand=False, padding=(0, 1, 0, 0))
    table.add_column("Unit", no_wrap=True)
    if with_items:
        table.add_column("Items")
        table.add_column("Vehicle")
    if with_medals:
        table.add_column("Medals (won)")
    if with_effects:
        table.add_column("This turn")
    for unit in units:
        row: list[RenderableType] = [_unit_name(unit, names, viewer)]
        if with_items:
            row += [items_text(unit), vehicle_text(unit)]
        if with_medals:
            row.append(medals_text(unit))
        if with_effects:
            row.append(effects_text(unit))
        table.add_row(*row)
    return table


def reserve_line(obs: Obs, bmap: BattleMap | None) -> Text | None:
    """The common reserve: the items on the table (named with their printed cost in Phase 3,
    when they may be found), how many were used, the vehicle and medal decks and the medals
    played."""
    with_items, with_medals = items_in_play(obs, bmap), medals_in_play(obs, bmap)
    if not with_items and not with_medals:
        return None
    text = Text()
    if with_items:
        reserve = list(dict.fromkeys(obs.get("reserve_items") or []))
        finding = obs.get("phase") == "supply" or "honour" in (_unit(obs).get("pending") or [])
        text.append("Reserve: ", style="bold")
        if reserve:
            text.append(f"{len(reserve)} item{'s' if len(reserve) != 1 else ''}")
            if finding:
                text.append(" (")
                text.append(", ".join(card_name(i) + (f" {card_cost(i)}" if card_cost(i) is not None else "")
                                      for i in reserve))
                text.append(")")
        else:
            text.append("no item left", style="dim")
        used = len(obs.get("used_items") or [])
        text.append(f" - used items: {used}")
        text.append(f" - vehicle deck: {int(obs.get('vehicle_deck_size') or 0)}")
        abandoned = obs.get("vehicles_abandoned") or []
        if abandoned:
            text.append(f" (abandoned: {_names(abandoned)})", style="dim")
    if with_medals:
        if text.plain:
            text.append(" - ")
        text.append(f"medal deck: {int(obs.get('medal_deck_size') or 0)}")
        played = obs.get("medals_played") or []
        if played:
            text.append(f" (played: {_names(played)})", style="dim")
    return text


def sector_effects_line(obs: Obs) -> Text | None:
    """The sector effects of this turn: DEF cuts, DEF 0, machine-gun fire prevented, machine
    guns silenced for good, unit markers frozen."""
    parts: list[str] = []
    for sector, cut in (obs.get("def_cut") or {}).items():
        parts.append(f"sector {sector} DEF -{cut}")
    parts += [f"sector {n} DEF 0" for n in obs.get("def_zero") or []]
    prevented = obs.get("mgf_prevented") or []
    if prevented:
        parts.append(f"no machine-gun fire in sector{'s' if len(prevented) > 1 else ''} "
                     + ", ".join(str(n) for n in prevented))
    silenced = obs.get("mgf_silenced") or []
    if silenced:
        parts.append(f"machine guns silenced for good in sector{'s' if len(silenced) > 1 else ''} "
                     + ", ".join(str(n) for n in silenced))
    if obs.get("markers_frozen"):
        parts.append("unit markers stay as they are (Bronze Star)")
    parts += [f"wire cut in sector {n}: the fenced sectors open from it" for n in obs.get("wires_cut") or []]
    if not parts:
        return None
    return Text.assemble(("This turn: ", "bold"), ("; ".join(parts), "yellow"))


def board_marks_line(obs: Obs, bmap: BattleMap | None) -> Text | None:
    """The marks on the board (the engine's ``board_marks``): each random sector's d6 marker and
    the attribute it gave (Sword Beach), the bunkers conquered (Gold Beach)."""
    marks = obs.get("board_marks") or {}
    parts: list[str] = []
    for sector, roll in (marks.get("random_sectors") or {}).items():
        name = ""
        if bmap is not None:
            for rule in getattr(bmap.cell(int(sector)), "special", ()):
                name = next((f" {o.name}" for o in rule.outcomes if o.roll == roll), name)
        parts.append(f"sector {sector}: {roll}{name}")
    conquered = sorted({pair[0] for pair in marks.get("bunkers_conquered") or []})
    if conquered and bmap is not None and len(bmap.bunkers) > 1:
        parts.append("bunkers conquered: " + ", ".join(str(n) for n in conquered))
    if not parts:
        return None
    return Text.assemble(("Board: ", "bold"), ("; ".join(parts), "cyan"))


def mgf_line(obs: Obs) -> Text | None:
    """This turn's machine-gun fire dice, by sector (once rolled, in Phase 5)."""
    rolls: dict[str, list[int]] = obs.get("mgf") or {}
    if obs.get("phase") != "combat" or not rolls:
        return None
    parts = []
    for sector, dice in rolls.items():
        shown = " + ".join(f"mgf{k} {v}" for k, v in enumerate(dice, start=1))
        parts.append(f"sector {sector}: {shown}" + (f" = {sum(dice)}" if len(dice) > 1 else ""))
    return Text.assemble(("Machine-gun fire: ", "bold red"), "; ".join(parts))


def coming_line(obs: Obs, unit: Obs) -> Text | None:
    """Phase 5, after the machine-gun fire: what the unit's sector holds for it, as the
    observation gives it (the DEF of its sector this turn, the machine-gun dice rolled there).
    The observation carries no casualty count before it is taken, so none is summed here."""
    if obs.get("phase") != "combat" or obs.get("combat_stage") != "after-mgf" or not isinstance(unit.get("def_here"), int):
        return None
    sector = unit.get("sector")
    rolls = (obs.get("mgf") or {}).get(str(sector)) or []
    fire = f"machine-gun fire {' + '.join(str(v) for v in rolls)}" if rolls else "no machine-gun fire rolled"
    cut = str(sector) in (obs.get("def_cut") or {}) or sector in (obs.get("def_zero") or [])
    printed = f"DEF {unit['def_here']} this turn" + (" before this turn's cut" if cut else "")
    return Text.assemble(("Before your casualties: ", "bold"), f"sector {sector}, {printed}, {fire}",
                         (" (the game counts the casualties once every unit is done)", "dim"))


def missing_moves_line(obs: Obs, unit: Obs, bmap: BattleMap | None) -> Text | None:
    """Phase 4: the board's moves out of the unit's sector that are not offered because the
    unit was already there (its ``visited`` sectors); other reasons are not guessed."""
    sector, offered = unit.get("sector"), unit.get("moves")
    if obs.get("phase") != "move" or bmap is None or not isinstance(sector, int) or offered is None:
        return None
    targets = {move.get("to") for move in offered}
    visited = set(unit.get("visited") or []) - {sector}
    try:
        missing = [m.to for m in bmap.moves_from(sector) if m.to not in targets and m.to in visited]
    except MeepleError:
        return None
    if not missing:
        return None
    where = ", ".join(str(n) for n in sorted(set(missing)))
    return Text(f"No move to sector {where}: already visited (a unit never enters a sector twice)", style="dim")


def final_count_set(obs: Obs, unit: Obs) -> bool:
    """Whether the dice shown are the unit's Final Count of this turn: every die is kept
    once the Final Count is set, and after Phase 1 the dice on the table are that count."""
    if obs.get("phase") != "roll":
        return True
    return len(unit.get("locked") or []) == len(DIE_NAMES)


def dice_on_table(unit: Obs) -> bool:
    """Whether the unit has dice to show: rolled this turn, or a Final Count set without
    rolling (the Combat Photographer's)."""
    return int(unit.get("rolls") or 0) > 0 or unit.get("stage") == "final"


def roll_status(obs: Obs, unit: Obs) -> Text:
    """Where the unit is in Phase 1: which roll, what it must do, or its Final Count."""
    rolls = int(unit.get("rolls") or 0)
    locked = len(unit.get("locked") or [])
    if final_count_set(obs, unit):
        if rolls == 0 and unit.get("stage") == "final":  # the Combat Photographer's: not rolled
            return Text("Final Count (photographed last turn)", style="bold green")
        return Text(f"Final Count (after {rolls} roll{'s' if rolls != 1 else ''})", style="bold green")
    if rolls == 0:
        return Text("waiting for the dice", style="dim")
    # The observation does not say whether the unit is still locking after its first roll
    # (two dice, fewer with some specialists) or may reroll: the choices listed say it.
    return Text.assemble((f"roll {rolls} of {MAX_ROLLS}", "bold"),
                         f" - {locked} {'die' if locked == 1 else 'dice'} locked")


def die_box(die: str, face: str, locked: bool, cancelled: bool = False, state: str | None = None) -> Panel:
    """One die as a coloured box: its name, its face's symbol and name; locked or free (or
    cancelled by a skull); ``state`` words it otherwise (a Final Count's ``kept`` die)."""
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
    """A die of a Final Count: ``locked`` if locked on the first roll (no Corporal or Jeep
    rerolls it: DDD-9), else ``kept``; ``final`` for all when the log did not tell the locks."""
    if first_locked is None:
        return True, "final"
    return (True, "locked") if die in first_locked else (False, "kept")


def first_locks_text(first_locked: set[str]) -> Text:
    """Which dice of a Final Count were locked on the first roll, and what that means."""
    dice = [d for d in DIE_NAMES if d in first_locked]
    if not dice:
        return Text("no die locked on the first roll", style="dim")
    return Text(f"locked on the first roll: {', '.join(dice)} (no Corporal or Jeep reroll)", style="dim")


def dice_panel(obs: Obs, unit: Obs, names: Sequence[str], ignored: Sequence[str],
               first_locked: set[str] | None = None) -> RenderableType:
    """The unit's six dice as coloured boxes, which are locked, the rolls made, the Final Count.
    Once the Final Count is set every die is kept: those locked on the first roll
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
    counted = [face for d, face in dice.items() if d not in cancelled]
    summary = Text.assemble(("Final Count: " if final else "On the table: ", "bold"), tally(counted, ignored))
    if cancelled:
        summary.append(f" ({', '.join(d for d in DIE_NAMES if d in cancelled)} cancelled by skulls)", style="dim")
    if final and first_locked is not None:
        summary.append("; ")
        summary.append(first_locks_text(first_locked))
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


def edition_of(obs: Obs) -> int:
    """The edition whose rules are played (the observation's ``rule_set``; 1 by default)."""
    edition = (obs.get("rule_set") or {}).get("edition")
    return edition if isinstance(edition, int) else 1


def phase_titles(edition: int | None) -> dict[str, str]:
    """The phases' numbers and names in that edition's turn (the first's five, the second's six)."""
    return PHASE_TITLES_2 if edition == 2 else PHASE_TITLES


def edition_words(obs: Obs) -> str:
    """``1st edition``, or ``2nd edition, A Handful of Warriors``: the rules played."""
    rule_set = obs.get("rule_set") or {}
    words = "2nd edition" if edition_of(obs) == 2 else "1st edition"
    if rule_set.get("handful_of_warriors"):
        words += ", A Handful of Warriors"
    return words


def header(obs: Obs, bmap: BattleMap | None) -> Text:
    """Game and edition, map, turn and phase."""
    text = Text("D-Day Dice", style="bold")
    text.append(f" ({edition_words(obs)})")
    text.append(f" - {bmap.name if bmap is not None else obs.get('map')}")
    phase = str(obs.get("phase"))
    if phase == "over":
        text.append(" - game over", style="bold")
    else:
        text.append(f" - turn {obs.get('turn')} - {phase_titles(edition_of(obs)).get(phase, phase)}")
        window = obs.get("combat_stage")
        if phase == "combat" and window:
            text.append(f" - {COMBAT_WINDOWS.get(str(window), str(window))}", style="bold")
    return text


def render_observation(obs: Obs, names: Sequence[str], viewer: int | None = None,
                       memory: NewsMemory | None = None) -> RenderableType:
    """The whole table as ``observation(seat)`` shows it, to ``viewer`` (None: a spectator):
    the board with the units, every resource card, and the dice. ``memory``: what the log
    told this viewer (which dice were locked on the first roll)."""
    bmap = battle_map(obs)
    parts: list[RenderableType] = []
    if bmap is not None and obs.get("phase") != "roll":  # Phase 1 is all dice: the board waits
        parts.append(BoardView(obs, names, viewer, bmap))
        legend = board_legend(bmap) if obs.get("phase") == "move" else None  # where the board is read
        if legend is not None:
            parts.append(legend)
    parts.append(UnitsView(obs, names, viewer, bmap))
    for line in (cards_table(obs, names, viewer, bmap), reserve_line(obs, bmap), sector_effects_line(obs),
                 board_marks_line(obs, bmap), mgf_line(obs)):
        if line is not None:
            parts.append(line)
    ignored = ignored_faces(bmap)
    units: list[Obs] = obs.get("units", [])
    on_beach = [u for u in units if not u.get("safe") and not u.get("lost")]
    mine = next((u for u in on_beach if u["seat"] == viewer), None)
    if obs.get("phase") != "over":
        for unit in on_beach:
            if unit is not mine and dice_on_table(unit):
                parts.append(other_dice(obs, unit, names))
        if mine is not None and dice_on_table(mine):
            first_locked = memory.first_locked(mine["seat"], obs.get("turn")) if memory is not None else None
            parts.append(dice_panel(obs, mine, names, ignored, first_locked))
        if mine is not None and mine.get("battle_cry"):
            parts.append(Text("Battle Cry: your move this turn costs no courage", style="bold yellow"))
        for line in (coming_line(obs, mine), missing_moves_line(obs, mine, bmap)) if mine is not None else ():
            if line is not None:
                parts.append(line)
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
    if event.get("retreat"):
        return _sentence(_who(names, event), f" retreats down the cliff to sector {event.get('to')}")
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


def _event_resources(event: Event, names: Sequence[str], count: CountNews | None = None) -> Text:
    """Upkeep's gains. The event gives totals only: they also count colourless results (a
    Scout's tool, a vehicle's, the sector's bonus or penalty, the Marksman's soldiers) that no
    event or observation lists. With the Final Count the log told (``count``), a total that
    differs from what that count earns says so: ``12 item points (Final Count 3 + other
    sources 9)``; without it, the sentence claims no split."""
    earned = count.resources() if count is not None else None
    gains: list[Text] = []
    other = False
    for field_, one, many in RESOURCE_GAINS:
        n = int(event.get(field_) or 0)
        if not n:
            continue
        gain = Text(f"{n} {one if n == 1 else many}", style="green")
        if earned is not None and earned[field_] != n:
            gain.append(f" (Final Count {earned[field_]} + other sources {n - earned[field_]})")
            other = True
        gains.append(gain)
    if not gains:
        return _sentence(_who(names, event), " gains nothing from the Final Count")
    if earned is None:
        source = " from the Final Count and any colourless results"
    else:
        source = " in upkeep" if other else " from the Final Count"
    return _sentence(_who(names, event), " gains ", Text(" and ").join(gains), source)


def _event_battle_cry(event: Event, names: Sequence[str]) -> Text:
    if event.get("choice") == "soldiers":
        return _sentence(_who(names, event), f"'s Battle Cry: +{BATTLE_CRY_SOLDIERS} soldiers")
    return _sentence(_who(names, event), "'s Battle Cry: this turn's move costs no courage")


def _event_game_over(event: Event, names: Sequence[str]) -> Text:
    result = str(event.get("result"))
    words = RESULT_WORDS.get(result, result)
    return Text(f"Game over after turn {event.get('turn')}: {words}", style="bold")


def phase_line(event: Event, edition: int | None = None) -> Text:
    """A new turn, or a new phase named as the panel's title names it in ``edition``."""
    phase = str(event.get("phase"))
    if phase == "roll":
        return Text(f"-- Turn {event.get('turn')} --", style="bold")
    return Text(f"{phase_titles(edition).get(phase, phase)}", style="dim")


def _event_phase(event: Event, names: Sequence[str]) -> Text:
    return phase_line(event)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'s' if n != 1 else ''}"


def _event_find(event: Event, names: Sequence[str]) -> Text:
    item = str(event.get("item"))
    what = Text.assemble(("the used " if event.get("used_item") else "the "), (card_name(item), "bold"))
    if event.get("free") and event.get("sector"):
        return _sentence(_who(names, event), " finds ", what, f" lying in sector {event.get('sector')}, for free")
    if event.get("free"):
        return _sentence(_who(names, event), " finds ", what, " for free (Légion d'Honneur)")
    text = _sentence(_who(names, event), " finds ", what, f" for {_points(int(event.get('item_points') or 0))}")
    if event.get("used_item"):
        text.append(" (Special Find)")
    return text


def _event_use(event: Event, names: Sequence[str]) -> Text:
    item = str(event.get("item"))
    words = str(event.get("action") or "").split()
    text = _sentence(_who(names, event), " uses ", the_card(item))
    effect = use_effect(item, words[2:] if len(words) > 2 else [], None, names)
    if effect.plain:
        text.append(": ")
        text.append(effect)
    return text


def _event_medal(event: Event, names: Sequence[str]) -> Text:
    medal = str(event.get("medal"))
    how = str(event.get("how") or "")
    if how == "drawn":
        return _sentence(_who(names, event), " draws ", the_card(medal), " from the medal deck")
    return _sentence(_who(names, event), " wins ", the_card(medal), f" ({how})" if how else "")


def _event_play(event: Event, names: Sequence[str]) -> Text:
    medal = str(event.get("medal"))
    text = _sentence(_who(names, event), (" plays ", "bold"), the_card(medal))
    summary = card_summary(medal)
    if summary:
        text.append(f": {summary}", style="dim")
    return text


def _event_item_gain(event: Event, names: Sequence[str]) -> Text:
    words = {"soldiers": "soldier", "courage": "courage", "stars": "star", "item_points": "item point"}
    gains = []
    for field, word in words.items():
        n = int(event.get(field) or 0)
        if n:
            gains.append(f"{n} {word}" if word == "courage" else _plural(n, word))
    return _sentence(_who(names, event), " gains ", (" and ".join(gains) or "nothing", "green"))


def _event_recruit(event: Event, names: Sequence[str]) -> Text:
    text = _sentence(_who(names, event), " recruits ", (card_name(str(event.get("specialist"))), "bold"))
    how = event.get("how", "stars")
    if how == "shoulder-patch":
        text.append(" with the Shoulder Patch (1 soldier)")
    elif how == "medal":
        text.append(" for free (Military Medal)")
    else:
        text.append(f" for {event.get('stars')} stars")
    return text


def _event_give(event: Event, names: Sequence[str]) -> Text:
    what = str(event.get("what", ""))
    if what in RESOURCE_WORDS:
        return _sentence(_who(names, event), f" gives 1 {RESOURCE_WORDS[what]} to ", _who(names, event, "to"))
    return _sentence(_who(names, event), " gives ", the_card(what), " to ", _who(names, event, "to"))


def sector_effect(event: Event) -> str:
    """A card's effect on a sector this turn, as a phrase: ``the DEF of sector 4 is cut by 7``."""
    kind, sector = event.get("type"), event.get("sector")
    if kind == "def-cut":
        return f"the DEF of sector {sector} is cut by {event.get('by')} this turn"
    if kind == "def-zero":
        return f"the DEF of sector {sector} is 0 this turn"
    return f"no machine-gun fire in sector {sector} this turn"


def _capital(phrase: str) -> str:
    return phrase[:1].upper() + phrase[1:]


def _event_def_cut(event: Event, names: Sequence[str]) -> Text:
    text = Text(_capital(sector_effect(event)), style="yellow")
    if event.get("die") is not None:
        text.append(f" (the Gammon Bomb rolls {event.get('die')})")
    return text


def _event_binoculars(event: Event, names: Sequence[str]) -> Text:
    if event.get("mgf_die") is not None:
        where = f" of sector {event.get('sector')}" if event.get("sector") is not None else ""
        return _sentence(_who(names, event), f"'s Binoculars: machine-gun die {event.get('mgf_die')}{where} now shows ",
                         (str(event.get("value")), "bold"))
    return _sentence(_who(names, event), "'s Binoculars: ", die_chip(str(event.get("die")), str(event.get("face"))))


def _deal_words(event: Event) -> tuple[str, str]:
    """The Victoria Cross's die and face (the engine may give their numbers)."""
    die, face = event.get("die"), event.get("face")
    if isinstance(die, int) and 0 <= die < len(DIE_NAMES):
        die = DIE_NAMES[die]
    if isinstance(face, int) and 0 <= face < len(FACES):
        face = FACES[face]
    return str(die), str(face)


def _event_deal(event: Event, names: Sequence[str]) -> Text:
    die, face = _deal_words(event)
    return _sentence("Victoria Cross: ", _who(names, event, "to"), " is dealt ", die_chip(die, face))


def _event_swap(event: Event, names: Sequence[str]) -> Text:
    if event.get("with") == "spare":
        return _sentence(_who(names, event), f"'s Lieutenant swaps {event.get('die')} for the spare {event.get('other_die')}")
    return _sentence(_who(names, event), f"'s Lieutenant swaps {event.get('die')} for ",
                     _who(names, event, "with"), f"'s {event.get('other_die')}")


def _event_swap_sectors(event: Event, names: Sequence[str]) -> Text:
    sectors = event.get("sectors") or ["?", "?"]
    return _sentence(_who(names, event), "'s War Correspondent swaps sectors with ", _who(names, event, "with"),
                     f": now in sector {sectors[0]}, and ", _who(names, event, "with"), f" in sector {sectors[1]}")


def _event_result_added(event: Event, names: Sequence[str]) -> Text:
    face, colour = str(event.get("face")), event.get("colour")
    whose = Text("its") if event.get("to") == event.get("seat") else Text.assemble(_who(names, event, "to"), "'s")
    return _sentence(_who(names, event), " adds ", _face_colour(face, str(colour) if colour else None),
                     " to ", whose, " Final Count")


_SIMPLE = {
    "find": _event_find,
    "use": _event_use,
    "medal": _event_medal,
    "play": _event_play,
    "item-gain": _event_item_gain,
    "recruit": _event_recruit,
    "give": _event_give,
    "def-cut": _event_def_cut,
    "binoculars": _event_binoculars,
    "deal": _event_deal,
    "swap": _event_swap,
    "swap-sectors": _event_swap_sectors,
    "result-added": _event_result_added,
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
        if event.get("granted"):
            return _sentence(who, " gains the RWB bonus ", (RWB_NAMES.get(bonus, bonus) + "!", "bold yellow"),
                             effect.get(bonus, ""), " (from a card)")
        return _sentence(who, (" rolls Red, White and Blue: ", "bold"),
                         (RWB_NAMES.get(bonus, bonus) + "!", "bold yellow"), effect.get(bonus, ""))
    if kind == "soldiers-lost":
        count = int(event.get("count") or 0)
        if not count:
            return None  # the casualties fell on specialists: their lines tell it
        return _sentence(who, (f" loses {count} soldier{'s' if count != 1 else ''}", "red"))
    if kind == "specialist-lost":
        return _sentence(who, ("'s ", ""), (card_name(str(event.get("specialist"))), "bold"),
                         (" falls (never to be recruited again)", "red"))
    if kind == "mgf":
        return Text(f"Machine-gun fire on sector {event.get('sector')}: a {event.get('die')}", style="red")
    if kind == "special-damage":
        if not event.get("courage"):
            return _sentence(who, " has no courage for the machine-gun fire to take")
        return _sentence(who, (f" loses {event.get('courage')} courage to machine-gun fire", "red"))
    if kind == "minefield":
        return _sentence(who, f" crosses a minefield: rolls {event.get('die')}, ",
                         (f"{event.get('casualties')} casualties", "red"))
    if kind == "hero-save":
        return _sentence(who, f"'s Hero saves a soldier for 1 {event.get('spent')}")
    if kind == "skull":
        return _sentence(who, "'s skull cancels ", die_chip(str(event.get("cancels")), str(event.get("face"))))
    if kind == "skull-ignored":
        return _sentence(who, "'s Sharpshooter ignores a skull: it cancels nothing")
    if kind == "leadership":
        if event.get("courage_to") is not None:
            return _sentence(who, f"'s Leadership: {LEADERSHIP_COURAGE} courage to ", _who(names, event, "courage_to"))
        return _sentence(who, "'s Leadership adds a white ", face_text(str(event.get("white_result"))))
    if kind == "special-find":
        if event.get("choice") == "item":
            return _sentence(who, "'s Special Find: may search a used item in Phase 3")
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
    if kind == "buy-medal":
        return _sentence(who, f" pays {event.get('courage', MEDAL_PRICE)} courage for a medal drawn at random")
    if kind == "vehicle":
        vehicle = str(event.get("vehicle"))
        text = _sentence(who, " gets ", the_card(vehicle), " (vehicle)")
        if card_summary(vehicle):
            text.append(f": {card_summary(vehicle)}", style="dim")
        return text
    if kind == "abandon":
        reason = str(event.get("reason") or "")
        return _sentence(who, " abandons ", the_card(str(event.get("vehicle"))), (" for good", "red"),
                         f" ({reason})" if reason else "")
    if kind == "no-vehicle-left":
        return _sentence(who, " draws no vehicle: the vehicle deck is empty")
    if kind == "no-item-in-this-game":
        return _sentence(who, "'s ", the_card(str(event.get("medal") or "legion-d-honneur"))[4:],
                         " finds nothing: there are no items on this map")
    if kind == "no-other-unit":
        return _sentence(who, "'s ", the_card(str(event.get("medal") or "medal-of-honor"))[4:],
                         " gives nothing: no other unit is on the beach")
    if kind == "def-zero":
        return Text(_capital(sector_effect(event)), style="yellow")
    if kind == "mgf-prevented":
        by = f" ({card_name(str(event['by']))})" if event.get("by") else ""
        return Text(_capital(sector_effect(event)) + by, style="yellow")
    if kind == "mgf-silenced":
        return Text(f"The machine guns of sector {event.get('sector')} are silenced for good (Grenadier)",
                    style="bold yellow")
    if kind == "die-changed":
        return _sentence(who, "'s die now shows: ", die_chip(str(event.get("die")), str(event.get("face"))))
    if kind == "die-colour":
        return _sentence(who, f"'s {event.get('die')} is now a {event.get('colour')} die")
    if kind == "ammo-box":
        return _sentence(who, "'s skulls become ", face_text(str(event.get("face"))), " (Ammo Box)")
    if kind == "dispatch-case":
        return _sentence(who, " copies ", _who(names, event, "copies"), "'s Final Count (Dispatch Case)")
    if kind == "silver-star":
        return _sentence(who, "'s Silver Star: ", _who(names, event, "to"), " may move twice this turn")
    if kind == "dismiss":
        bonus = str(event.get("rwb"))
        return _sentence(who, " dismisses ", the_card(str(event.get("specialist"))), " for the RWB bonus ",
                         (RWB_NAMES.get(bonus, bonus), "bold yellow"), " (Purple Heart)")
    if kind == "photograph":
        return _sentence(who, "'s ", ("Combat Photographer", "bold"),
                         " is sacrificed: this Final Count stands next turn too")
    if kind == "minefield-ignored":
        return _sentence(who, " crosses the minefield unharmed (Mine Detector)")
    if kind == "markers-kept":
        return Text("The unit markers are not turned this turn (Bronze Star)", style="yellow")
    if kind in ("corporal", "jeep"):
        return _sentence(who, f"'s {str(kind).title()} rerolls ", die_chip(str(event.get("die"))))
    if kind == "captain":
        return _sentence(who, f"'s Captain makes {event.get('die')} a {event.get('colour')} die")
    if kind == "spare-die":
        return _sentence(who, "'s spare die: ", die_chip(str(event.get("die")), str(event.get("face"))))
    if kind == "joins":
        return _sentence((card_name(str(event.get("specialist"))), "bold"), " joins ", who)
    if kind == "four-of-a-kind":
        gained = int(event.get("soldiers") or 0)
        return _sentence(who, f" shows four of a kind in sector {event.get('sector')}: ",
                         (f"+{gained} soldiers", "green") if gained > 0 else (f"{gained} soldiers", "red"))
    if kind == "soldiers-found":
        return _sentence(who, " finds ", (_plural(int(event.get("soldiers") or 0), "soldier"), "green"))
    # Pointe-du-Hoc and Merville Battery
    if kind == "climb":
        skulls = _plural(int(event.get("skulls") or 0), "skull")
        if event.get("success"):
            return _sentence(who, f" climbs the cliff of sector {event.get('sector')} ({skulls}): ",
                             ("the advance is open this turn", "bold green"))
        return _sentence(who, f" fails to climb this turn ({skulls}, 4 needed)")
    if kind == "rwb-barred":
        return _sentence(who, (" gets no RWB Battle Cry while climbing", "yellow"))
    if kind == "wire-cut":
        return _sentence(who, f" cuts the wire in sector {event.get('sector')} (Wirecutters)")
    if kind == "medal-case":
        return _sentence(who, " opens the Medal Case: a medal drawn at random")
    if kind == "mulligan":
        return _sentence(who, " takes the Soldier Mulligan: all six dice are rolled again")
    if kind == "marker-die":
        return _sentence(who, f" rolls a unit-marker die: {event.get('face')} "
                              f"(+{event.get('soldiers')} soldiers, +{event.get('stars')} stars)")
    if kind == "set-up-draw" and "seat" in event:
        return _sentence(who, " draws ", (card_name(str(event.get("card"))), "bold"))
    if kind == "set-up-draw":
        return Text.assemble("Drawn for the common reserve: ", (card_name(str(event.get("card"))), "bold"))
    details = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "visible_to"))
    return Text(f"{kind}: {details}")


def _roll_line(who: Text, dice: list[Event], rerolled: bool) -> Text:
    """``Ann rolls: r1 Courage, ...`` for the dice of one roll."""
    verb = " rerolls: " if rerolled else " rolls: "
    return _sentence(who, verb, Text(", ").join(die_chip(str(e.get("die")), str(e.get("face"))) for e in dice))


#: The event that tells what an item did, right after its ``use``: told in the same line.
USE_FOLLOWERS: dict[str, tuple[str, ...]] = {
    **{item: ("item-gain",) for item in ("walkie-talkie", "field-radio", "pocket-bible", "lucky-charm")},
    "binoculars": ("binoculars",), "rangefinder": ("die-changed",), "strategic-map": ("die-colour",),
    "ammo-box": ("ammo-box",), "dispatch-case": ("dispatch-case",), "bangalore-torpedo": ("def-zero",),
    "bazooka": ("def-cut",), "flame-thrower": ("def-cut",), "grenade": ("mgf-prevented",),
    "mortar": ("mgf-prevented",),
}


#: The events that leave a unit's counted Final Count as it is once told (a die's colour, a
#: card played, a gain or a loss of its own ...); a Final Count is followed through skulls
#: (``skull``), added results (``leadership``, ``result-added``) and a die's new face (a
#: Corporal's or a Jeep's reroll, the Binoculars, the Rangefinder). An item's ``use`` is told
#: by the events that follow it; the Toolkit's colourless tools, which no event tells, count
#: among the other sources. Any other event of the unit (a swap, the Ammo Box, the Dispatch
#: Case ...) loses its count until the next one.
COUNT_KEEPERS = frozenset({
    "phase", "skull-ignored", "rwb", "rwb-barred", "reinforcements", "battle-cry", "special-find", "medal",
    "no-medal-left", "buy-medal", "captain", "die-colour", "play", "silver-star", "give", "photograph",
    "specialist-lost", "soldiers-lost", "casualties", "item-gain", "must-move", "markers-kept", "resources",
    "recruit", "find", "vehicle", "abandon", "no-vehicle-left", "joins", "dismiss", "lock", "reroll",
    "corporal", "jeep", "use",
})
#: The resources of a ``resources`` event, with their words (singular, plural).
RESOURCE_GAINS: tuple[tuple[str, str, str], ...] = (
    ("soldiers", "soldier", "soldiers"), ("courage", "courage", "courage"), ("stars", "star", "stars"),
    ("item_points", "item point", "item points"),
)


@dataclass
class CountNews:
    """A unit's Final Count as the log told it: the dice (``final-count``), those skulls
    cancelled (``skull``) and the results added to it (``leadership``, ``result-added``)."""

    dice: dict[str, str]
    cancelled: set[str] = field(default_factory=set)
    added: list[str] = field(default_factory=list)

    def faces(self) -> list[str]:
        """The counted faces: the dice not cancelled, and the added results."""
        return [face for die, face in self.dice.items() if die not in self.cancelled] + self.added

    def resources(self) -> dict[str, int]:
        """What these faces earn by the game's own tables (:func:`.dice.soldiers_of`,
        :func:`.dice.item_points`), as a ``resources`` event names them."""
        counts = Counter(face for face in self.faces() if face in FACES)
        return {
            "soldiers": sum(soldiers_of(FACES.index(face)) * n for face, n in counts.items()),
            "courage": counts["courage"], "stars": counts["star"], "item_points": item_points(counts["tool"]),
        }


@dataclass
class NewsMemory:
    """What the log has told one viewer that a single event does not say. The events do not
    name the edition played: the observation drawn last says it (:meth:`saw`), and so does the
    log -- only the second edition has a ``markers`` phase, and in the first ``supply``
    follows ``upkeep`` at once."""

    edition: int | None = None
    last_phase: str | None = None
    #: Each unit's Final Count this turn, None once an event changed it in a way not followed.
    counts: dict[int, CountNews | None] = field(default_factory=dict)
    #: The turn whose first roll the log showed, the dice each unit locked then (``lock``:
    #: only the first roll's locks are told; a swap or a Victoria Cross moves them), and the
    #: units whose locks are no longer known (a Soldier Mulligan rolls again).
    turn: int | None = None
    first_locks: dict[int, set[str]] = field(default_factory=dict)
    locks_lost: set[int] = field(default_factory=set)

    def saw(self, obs: Obs) -> None:
        """An observation was drawn: it names the edition; in Phase 1 of a turn whose roll the
        log did not show (a new game's first turn begins before its log), what it says of the
        first roll's locks."""
        self.edition = edition_of(obs)
        turn = obs.get("turn")
        if obs.get("phase") == "roll" and isinstance(turn, int) and turn != self.turn:
            self._first_locks_shown(obs, turn)

    def _first_locks_shown(self, obs: Obs, turn: int) -> None:
        """Up to a unit's first reroll, the dice the observation shows locked are those of its
        first roll; a unit further on (or whose Final Count is set) is not known."""
        self.turn, self.first_locks, self.locks_lost = turn, {}, set()
        for unit in obs.get("units", []):
            seat, rolls, stage = unit.get("seat"), int(unit.get("rolls") or 0), unit.get("stage")
            if not isinstance(seat, int):
                continue
            if (rolls == 1 and stage in ("lock", "reroll")) or (rolls == 0 and stage == "rolling"):
                self.first_locks[seat] = set(unit.get("locked") or [])
            else:
                self.locks_lost.add(seat)

    def read(self, event: Event) -> None:
        """Take in one event, in the log's order."""
        kind, seat = event.get("type"), event.get("seat")
        if kind == "phase" and event.get("phase") == "roll":
            self.turn = event.get("turn") if isinstance(event.get("turn"), int) else None
            self.first_locks, self.locks_lost = {}, set()
        self._read_locks(event)
        if kind == "phase":
            self._read_phase(str(event.get("phase")))
        elif kind == "final-count" and isinstance(seat, int):
            self.counts[seat] = CountNews(dict(event.get("dice") or {}))
        elif kind in ("skull", "leadership", "result-added", "die", "binoculars", "die-changed"):
            self._read_count_change(event)
        elif kind not in COUNT_KEEPERS:
            for other in (seat, event.get("with")):
                if isinstance(other, int) and other in self.counts:
                    self.counts[other] = None

    def _read_phase(self, phase: str) -> None:
        if phase == "roll":
            self.counts = {}
        elif phase == "markers":
            self.edition = 2
        elif phase == "supply" and self.last_phase == "upkeep":
            self.edition = 1
        self.last_phase = phase

    def first_locked(self, seat: int, turn: Any) -> set[str] | None:
        """The dice ``seat`` locked on ``turn``'s first roll; None when the log did not tell
        them to this viewer (a game resumed mid-turn, a Soldier Mulligan)."""
        if self.turn is None or turn != self.turn or seat in self.locks_lost:
            return None
        return set(self.first_locks.get(seat, set()))

    def _read_locks(self, event: Event) -> None:
        """A first roll's lock; a swap or a dealt die moves a die's lock (DDD-9, DDC-22)."""
        kind, seat = event.get("type"), event.get("seat")
        if kind == "lock" and isinstance(seat, int):
            self.first_locks.setdefault(seat, set()).add(str(event.get("die")))
        elif kind == "mulligan" and isinstance(seat, int):
            self.locks_lost.add(seat)
        elif kind == "deal" and isinstance(event.get("to"), int):
            self.first_locks.get(event["to"], set()).discard(_deal_words(event)[0])
        elif kind == "swap" and isinstance(seat, int):
            mine, theirs, other = str(event.get("die")), str(event.get("other_die")), event.get("with")
            mine_locked = mine in self.first_locks.get(seat, set())
            theirs_locked = isinstance(other, int) and theirs in self.first_locks.get(other, set())
            self._set_lock(seat, mine, theirs_locked)
            if isinstance(other, int):
                self._set_lock(other, theirs, mine_locked)

    def _set_lock(self, seat: int, die: str, locked: bool) -> None:
        locks = self.first_locks.setdefault(seat, set())
        if locked:
            locks.add(die)
        else:
            locks.discard(die)

    def _read_count_change(self, event: Event) -> None:
        """A skull cancels a die; a Leadership or a card adds a result; a die shows a new face."""
        kind = event.get("type")
        seat = event.get("to") if kind == "result-added" else event.get("seat")
        count = self.counts.get(seat) if isinstance(seat, int) else None
        if count is None:
            return
        if kind in ("die", "binoculars", "die-changed"):
            if event.get("die") is not None:  # not the Binoculars on a machine-gun die
                count.dice[str(event["die"])] = str(event.get("face"))
        elif kind == "skull":
            count.cancelled.add(str(event.get("cancels")))
        elif kind == "leadership" and event.get("white_result"):
            count.added.append(str(event["white_result"]))
        elif kind == "result-added":
            count.added.append(str(event.get("face")))


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
        elif (kind == "use" and i + 1 < len(events)
              and events[i + 1].get("type") in USE_FOLLOWERS.get(str(event.get("item")), ())
              and events[i + 1].get("seat", seat) == seat):
            yield "use-told", list(events[i:i + 2])
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


def _turn_first(events: Sequence[Event]) -> list[Event]:
    """A new turn's line before the Final Counts set as it begins (the Combat Photographer's:
    the engine tells them just before the turn's ``phase`` event)."""
    ordered = list(events)
    for i, event in enumerate(ordered):
        if event.get("type") == "phase" and event.get("phase") == "roll":
            j = i
            while j > 0 and ordered[j - 1].get("type") == "final-count":
                j -= 1
            if j < i:
                ordered[j:i + 1] = [event, *ordered[j:i]]
    return ordered


def describe_events(events: Sequence[Event], names: Sequence[str], viewer: int | None,
                    memory: NewsMemory | None = None) -> list[RenderableType]:
    """A run of events as lines: each roll in one line ("Ann rolls: r1 Courage, ..."), a
    reroll with its new faces, locks together; the rest one line each. ``memory`` is what the
    log told this viewer before (a fresh one if None); it takes these events in."""
    memory = memory if memory is not None else NewsMemory()
    lines: list[RenderableType] = []
    for kind, run in _runs(_turn_first(events)):
        for event in run:
            memory.read(event)
        who = _who(names, run[0])
        if kind == "phase":
            lines.append(phase_line(run[0], memory.edition))
        elif kind == "resources":
            seat = run[0].get("seat")
            lines.append(_event_resources(run[0], names, memory.counts.get(seat) if isinstance(seat, int) else None))
        elif kind == "die":
            lines.append(_roll_line(who, run, rerolled=False))
        elif kind == "reroll":
            lines.append(_roll_line(who, run[1:], rerolled=True) if len(run) > 1
                         else describe_event(run[0], names, viewer) or Text(""))
        elif kind == "lock":
            lines.append(_sentence(who, " locks ", Text(" and ").join(die_chip(str(e.get("die"))) for e in run)))
        elif kind == "mgf":
            rolls = " + ".join(str(e.get("die")) for e in run)
            lines.append(Text(f"Machine-gun fire on sector {run[0].get('sector')}: {rolls}", style="red"))
        elif kind == "use-told":
            use, effect = run
            if effect.get("type") in ("def-cut", "def-zero", "mgf-prevented"):
                lines.append(_sentence(who, " uses ", the_card(str(use.get("item"))), ": ", sector_effect(effect)))
            else:  # the use's own words say it all (the action names the die, face, unit ...)
                lines.append(describe_event(use, names, viewer) or Text(""))
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


def die_with_face(die: str, obs: Obs) -> Text:
    """``Red 1 (⚑ Courage)``: a die of the acting unit named with what it shows."""
    face = (_unit(obs).get("dice") or {}).get(die)
    text = Text(die_name(die))
    if face:
        text.append(" (")
        text.append(face_text(face))
        text.append(")")
    return text


def _die_with_face(prefix: str, args: list[str], obs: Obs) -> Text:
    """``<prefix> Red 1 (face)``: a die of the acting unit named with what it shows."""
    return Text.assemble(f"{prefix} ", die_with_face(args[0] if args else "", obs))


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
        second = (obs.get("rule_set") or {}).get("edition") == 2  # the kept dice stay free (DDE-30)
        text.append(f"; keep {'' if second else 'and lock '}{', '.join(kept)}", style="dim")
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


def _label_ignore(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text("Sharpshooter: ignore this skull, it cancels no die")


def _label_leadership(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    if len(args) == 2 and args[0] == "courage":
        seat = int(args[1])
        return Text.assemble(f"Leadership: {LEADERSHIP_COURAGE} courage to ", (seat_name(names, seat), seat_style(seat)))
    return Text.assemble("Leadership: add a white ", face_text(args[0] if args else "?"), " to your Final Count")


def _label_special_find(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    if args and args[0] == "item":
        return Text("Special Find: search a used item in Phase 3 (pay its item points; outside the one-a-turn limit)")
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
    to = (seat_name(names, seat), seat_style(seat))
    if what in RESOURCE_WORDS:
        has = _unit(obs).get(RESOURCE_FIELDS.get(what, what))
        return Text.assemble(f"give 1 {RESOURCE_WORDS.get(what, what)} to ", to,
                             (f" (you have {has})" if has is not None else "", "dim"))
    kind = card_kind(what)
    text = Text.assemble("give your ", (card_name(what), "bold"))
    if kind == "vehicle":
        text.append(" (vehicle)")
    elif kind.endswith("specialist"):
        text.append(" (specialist, once a turn)")
    text.append(" to ")
    text.append(*to)
    return text


def _label_recruit(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    card = _cards().get(args[0])
    how = args[1] if len(args) > 1 else ""
    text = Text.assemble("recruit ", (card_name(args[0]), "bold"))
    if how == "patch":
        text.append(" with your Shoulder Patch (lose 1 soldier)")
    elif how == "free":
        text.append(" for free (Military Medal)")
    elif card is not None and card.cost is not None:
        text.append(f" for {card.cost} stars")
    summary = card_summary(args[0])
    if summary:
        text.append(f" - {summary}", style="dim")
    return text


def _label_done(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    """``done`` closes whatever window is open: a card's choice, the end of Phase 1, Phase 3,
    the second edition's window after the moves, a Phase 5 window."""
    pending = _unit(obs).get("pending") or []
    if pending and pending[0] == "dismiss":
        return Text("done: dismiss no specialist (keep them all)")
    if pending and str(pending[0]).startswith(("die-binoculars", "sector-roll")):
        return Text("done: leave the die as rolled")
    phase = obs.get("phase")
    if phase == "final-count":
        return Text("done: nothing more to play on this Final Count")
    if phase == "combat":
        if obs.get("combat_stage") == "before-mgf":
            return Text("done: nothing more before the machine-gun fire is rolled")
        return Text("done: nothing more before casualties are taken")
    if phase == "move" and not pending:  # second edition: the window once every unit has moved (DDE-32)
        return Text("done: no more gifts or medals before combat")
    return Text("done: nothing more to recruit, find or trade this turn")


def _label_hero(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text(f"your Hero saves one soldier for 1 {args[0] if args else 'courage'}")


SACRIFICE_WORDS = {
    "paratrooper": "to prevent up to 6 casualties",
    "point-man": "to stay 1 extra turn in this sector",
    "combat-photographer": "- this Final Count will be yours next turn too",
    "grenadier": "- no machine-gun fire in your sector for the rest of the game",
}


def _label_sacrifice(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    who = args[0] if args else ""
    text = Text.assemble("sacrifice your ", (card_name(who) if who else "specialist", "bold"), " ")
    words = SACRIFICE_WORDS.get(who, "to prevent casualties")
    if who == "grenadier" and isinstance(_unit(obs).get("sector"), int):
        words = f"- no machine-gun fire in sector {_unit(obs)['sector']} for the rest of the game"
    text.append(words)
    return text


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
    rules = rules_text(bmap, sector) if bmap is not None and isinstance(sector, int) else ""
    if rules:
        text.append(f" - {rules}", style="magenta")
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
        label = (obs.get("sector_labels") or {}).get(str(to))  # Silence the Guns: "M8"
        return Text(f"move to sector {label} ({to})" if label else f"move to sector {to}")
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
    rules = rules_text(bmap, to)
    if rules:
        text.append(f" - {rules}", style="magenta")
    return text


def _label_move_any(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    """``move <n>``, or ``move <n> decoy <seat>``: a Decoy falls for the sector's sacrifice."""
    text = _label_move(args[:1], obs, names)
    if len(args) == 3 and args[1] == "decoy":
        seat = int(args[2])
        whose: Text = Text("your") if seat == obs.get("seat") else Text.assemble(
            (seat_name(names, seat), seat_style(seat)), "'s")
        text.append(" - sacrificing ")
        text.append(whose)
        text.append(" Decoy", style="bold")
        text.append(" in place of the sector's sacrifice")
    return text


def _label_corporal(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Corporal: ", _die_with_face("reroll", args, obs), " (once this turn)")


def _label_jeep(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Jeep: ", _die_with_face("reroll", args, obs), " (once this turn)")


def _face_colour(face: str, colour: str | None) -> Text:
    """``a red ★ Star``."""
    return Text.assemble(f"a {colour} " if colour else "a ", face_text(face))


def _whom(seat: int, obs: Obs, names: Sequence[str], possessive: bool = False) -> Text:
    """``you``/``your`` for the acting seat, the unit's name otherwise."""
    if seat == obs.get("seat"):
        return Text("your" if possessive else "you")
    return Text.assemble((seat_name(names, seat), seat_style(seat)), "'s" if possessive else "")


def _label_find(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    item = args[0]
    used = len(args) > 1 and args[1] == "used"
    text = Text("find ")
    if used:
        text.append("the used ")
    text.append(card_name(item), style="bold")
    if card_kind(item) == "vehicle":
        text.append(" (vehicle)")
    cost = (_unit(obs).get("item_costs") or {}).get(item, card_cost(item))  # discounts included
    if cost is not None:
        text.append(f" - {_points(cost)}", style="yellow")
        has = _unit(obs).get("item_points")
        if has is not None:
            text.append(f" (you have {has})", style="dim")
    if used:
        text.append(" - Special Find: outside the one-a-turn limit", style="dim")
    summary = card_summary(item)
    if summary:
        text.append(f" - {summary}", style="dim")
    return text


def _label_buy(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    text = Text(f"buy a medal drawn at random for {MEDAL_PRICE} courage")
    has, deck = _unit(obs).get("courage"), obs.get("medal_deck_size")
    notes = ([f"you have {has}"] if has is not None else []) + ([f"{deck} in the deck"] if deck is not None else [])
    if notes:
        text.append(f" ({', '.join(notes)})", style="dim")
    return text


def _medal_label(verb: str, medal: str) -> Text:
    text = Text.assemble(verb, the_card(medal))
    summary = card_summary(medal)
    if summary:
        text.append(f" - {summary}", style="dim")
    return text


def _label_medal(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return _medal_label("full set: take ", args[0])


def _label_play(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return _medal_label("play ", args[0])


def _mgf_die(args: list[str], obs: Obs) -> Text:
    """``machine-gun die 1 (shows 6) becomes 2``: the Binoculars on an MGF die of the unit's
    sector, or (``mgf1 2 sector 7``) of another sector."""
    k = int(args[0][3:])
    sector = args[3] if len(args) == 4 else str(_unit(obs).get("sector"))
    rolls = (obs.get("mgf") or {}).get(sector) or []
    shows = f" (shows {rolls[k - 1]})" if 0 < k <= len(rolls) else ""
    where = f" of sector {sector}" if len(args) == 4 else ""
    return Text(f"machine-gun die {k}{where}{shows} becomes {args[1]}")


def use_effect(item: str, args: list[str], obs: Obs | None = None, names: Sequence[str] = ()) -> Text:
    """What using ``item`` with these arguments does, in words: to the acting unit (``your``)
    with the faces and the other units from ``obs`` for a label; of the unit that used it
    (``its``) without ``obs``, for an event."""
    your = "your" if obs is not None else "its"
    obs = obs or {}
    if item == "binoculars" and len(args) == 4 and args[0].startswith("mgf") and args[2] == "sector":
        return _mgf_die(args, obs)
    if item in ("binoculars", "rangefinder") and len(args) == 2:
        if args[0].startswith("mgf"):
            return _mgf_die(args, obs)
        return Text.assemble(die_with_face(args[0], obs), " becomes ", face_text(args[1]))
    if item == "strategic-map" and len(args) == 2:
        return Text.assemble(die_with_face(args[0], obs), f" becomes a {args[1]} die")
    if item == "lucky-charm" and args:
        return Text(f"+1 {args[0]}")
    if item == "grappling-hook" and args:
        return Text.assemble("add ", _face_colour("skull", args[0]), f" to {your} Final Count")
    if item == "ammo-box" and args:
        return Text.assemble(f"{your} skulls become ", face_text(args[0]))
    if item == "mortar" and args:
        return Text(f"no machine-gun fire in sector {args[0]} this turn")
    if item == "dispatch-case" and args:
        seat = int(args[0])
        text = Text.assemble("copy ", _whom(seat, obs, names, possessive=True), f" Final Count, ignore {your} own")
        units: list[Obs] = obs.get("units", [])
        if 0 <= seat < len(units) and units[seat].get("dice"):
            text.append(" (")
            text.append(tally((units[seat].get("dice") or {}).values()))
            text.append(")")
        return text
    sector = _unit(obs).get("sector")
    here = f" ({sector})" if isinstance(sector, int) else ""
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


def _label_use(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    item, rest = args[0], args[1:]
    text = Text.assemble("use ", the_card(item))
    effect = use_effect(item, rest, obs, names)
    if effect.plain:
        text.append(": ")
        text.append(effect)
    return text


def _label_result(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    """``result <face> <colour>`` (your Final Count) or ``result <seat> <face> <colour>``."""
    seat: Any = int(args[0]) if len(args) == 3 else obs.get("seat")
    face, colour = args[-2], args[-1]
    whose = _whom(seat, obs, names, possessive=True) if isinstance(seat, int) else Text("your")
    return Text.assemble("add ", _face_colour(face, colour), " to ", whose, " Final Count")


def _label_silver_star(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat = int(args[0])
    who = Text("you") if seat == obs.get("seat") else Text(seat_name(names, seat), style=seat_style(seat))
    return Text.assemble("Silver Star: ", who, " may move twice this Phase 4 (advancing still costs courage)")


def _label_honour(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat, item = int(args[0]), args[1]
    who = Text("you find") if seat == obs.get("seat") else Text.assemble(
        (seat_name(names, seat), seat_style(seat)), " finds")
    text = Text.assemble("Légion d'Honneur: ", who, " ", the_card(item), " for free")
    if item in (obs.get("used_items") or []) and item not in (obs.get("reserve_items") or []):
        text.append(" (a used one)", style="dim")
    summary = card_summary(item)
    if summary:
        text.append(f" - {summary}", style="dim")
    return text


def _label_dismiss(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    bonus = RWB_NAMES.get(args[1], args[1])
    return Text.assemble("Purple Heart: dismiss your ", (card_name(args[0]), "bold"),
                         " for the RWB bonus ", (bonus, "bold yellow"), " (it may be recruited again)")


def _label_skull(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Rope Ladder: add ", _face_colour("skull", args[0]), " to your Final Count")


def _label_deal(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Victoria Cross: the next die dealt shows ", face_text(args[0]))


def _label_abandon(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    text = Text.assemble("abandon ", the_card(args[0]), " (out of the game for good)")
    summary = card_summary(args[0])
    if summary:
        text.append(f" - {summary}", style="dim")
    return text


def _label_swap_sectors(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    seat = int(args[0])
    units: list[Obs] = obs.get("units", [])
    where = f" in sector {units[seat].get('sector')}" if 0 <= seat < len(units) else ""
    return Text.assemble("sacrifice your ", ("War Correspondent", "bold"), " to swap sectors with ",
                         (seat_name(names, seat), seat_style(seat)), where, " (markers stay as they are)")


def _label_captain(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble("Captain: ", die_with_face(args[0], obs), f" becomes a {args[1]} die this turn (same result)")


def _label_swap(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    if args[1] == "spare":
        return Text(f"Lieutenant: swap your {args[0]} for the spare {args[2]}")
    return Text(f"Lieutenant: swap your {args[0]} for {_who(names, {'seat': int(args[1])})}'s {args[2]}")


def _label_go_on(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text("stay in play: go on into Sword Beach's bunker later")


def _label_retire(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text("leave the game, safe in Merville's bunker (standard victory)")


_LABELS = {
    "lock": _label_lock, "reroll": _label_reroll, "stop": _label_stop, "reinforce": _label_reinforce,
    "cancel": _label_cancel, "ignore": _label_ignore, "lose": _label_lose, "give": _label_give, "recruit": _label_recruit,
    "done": _label_done, "hero": _label_hero, "sacrifice": _label_sacrifice, "leadership": _label_leadership,
    "special-find": _label_special_find, "battle-cry": _label_battle_cry, "stay": _label_stay,
    "move": _label_move_any, "corporal": _label_corporal, "captain": _label_captain, "swap": _label_swap,
    "find": _label_find, "buy": _label_buy, "medal": _label_medal, "play": _label_play, "use": _label_use,
    "result": _label_result, "silver-star": _label_silver_star, "honour": _label_honour,
    "dismiss": _label_dismiss, "skull": _label_skull, "deal": _label_deal, "abandon": _label_abandon,
    "jeep": _label_jeep, "swap-sectors": _label_swap_sectors,
    "go-on": _label_go_on, "retire": _label_retire,  # Silence the Guns (joined_maps)
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
    if outcome_word in ("practice-over", "training-over"):
        reached = " and ".join(safe) + (" reached the bunker" if safe else "") if safe else "No unit reached the bunker"
        lines.append(Text(reached + ".", style="bold"))
    return Group(*lines)


class DDayDiceView:
    """The :class:`meeple.cli.play.GameView` of D-Day Dice. It keeps a :class:`NewsMemory` for
    each viewer (the terminal shows each viewer the events since it last looked, in order):
    what the log said before, which the next events and screens need. A game is known by its
    list of names (the terminal passes the same list all game long): another list, another
    game, a fresh memory -- so a game never reads another's log."""

    notation_help = NOTATION_HELP

    def __init__(self) -> None:
        self.memories: dict[int | None, tuple[Sequence[str], NewsMemory]] = {}

    def memory(self, names: Sequence[str], viewer: int | None) -> NewsMemory:
        known = self.memories.get(viewer)
        if known is None or known[0] is not names:
            known = self.memories[viewer] = (names, NewsMemory())
        return known[1]

    def table(self, obs: Obs, names: Sequence[str], viewer: int | None) -> RenderableType:
        memory = self.memory(names, viewer)
        memory.saw(obs)
        return render_observation(obs, names, viewer, memory)

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> RenderableType | None:
        lines = describe_events([event], names, viewer, self.memory(names, viewer))
        return lines[0] if lines else None

    def events(self, events: Sequence[Event], names: Sequence[str], viewer: int | None) -> list[RenderableType]:
        return describe_events(events, names, viewer, self.memory(names, viewer))

    def action_label(self, notation: str, obs: Obs, names: Sequence[str]) -> RenderableType:
        return describe_action(notation, obs, names)

    def is_private(self, obs: Obs) -> bool:
        return False  # everything on the table is public in D-Day Dice (a cooperative game)

    def results(self, record: GameRecord, obs: Obs, names: Sequence[str]) -> RenderableType:
        return results_view(record, obs, names)


VIEW = DDayDiceView()

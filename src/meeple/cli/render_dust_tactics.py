"""A rich rendering of a Dust Tactics observation, its events and its actions.

Everything here is drawn from ``state.observation(seat)`` (:meth:`DtState.observation
<meeple.games.dust_tactics.state.DtState.observation>`: the whole table, nothing is hidden in
Dust Tactics, with the scenario's entry edges, objectives and cover zone, and the figures of
the choices on offer: each move's cost, each target's dice and cover, each reaction's dice),
from the kernel events (every roll of the dice and what it did) and from the notation of the
legal actions. The view decides no rule and asks the engine nothing: a scenario loaded from a
file is drawn as well as a packaged one. :data:`VIEW` is what :mod:`meeple.cli.play` looks up
for ``dust-tactics``.
"""

from __future__ import annotations

import io
import re
from functools import lru_cache
from typing import Any, Iterable, Sequence

from rich import box
from rich.columns import Columns
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.segment import Segment
from rich.table import Table
from rich.text import Text

from meeple.cli.scenarios import ELEMENT_GLYPHS, FACTIONS, TERRAIN_GLYPHS, ZONE_STYLE, draw_grid, square_cell
from meeple.engine.core import Event
from meeple.engine.record import GameRecord
from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.structures import structures_from_json
from meeple.games.dust_tactics.teams import seat_sides
from meeple.games.dust_tactics.scenarios import Entry
from meeple.games.dust_tactics.terrain import Cover, CoverElement, Terrain
from meeple.games.dust_tactics.unit_state import WeaponRef
from meeple.games.dust_tactics.units import UnitCard, WeaponLine, load_units

Obs = dict[str, Any]
SIDES: tuple[str, str] = ("allies", "axis")

#: Each side's colour: text, and the square of a unit on the map.
SIDE_STYLE: dict[str, str] = {"allies": "bold dodger_blue1", "axis": "bold red1"}
SIDE_CELL: dict[str, str] = {"allies": "bold bright_white on blue", "axis": "bold bright_white on red3"}
#: A unit already activated this turn is drawn dimmer; the unit acting stands out.
SPENT_CELL: dict[str, str] = {"allies": "white on navy_blue", "axis": "white on dark_red"}
ACTING_CELL = "bold black on yellow"
#: Squares the Move under way may end on, with their cost.
REACH_STYLE = "bold green1"
TARGET_STYLE = "bold black on orange1"

TYPE_WORDS = {"squad": "squad", "hero": "hero", "vehicle": "vehicle", "aircraft": "aircraft"}
COVER_WORDS = {Cover.NONE: "no cover", Cover.SOFT: "soft cover", Cover.HARD: "hard cover"}
#: The cover of the observation (``"none"``, ``"soft"``, ``"hard"``) in words.
COVER_NAMES = {"none": "no cover", "soft": "soft cover", "hard": "hard cover"}
PLAN_WORDS: dict[str, str] = {
    "nothing": "do nothing",
    "move": "move",
    "attack": "attack",
    "move+move": "move, then move again",
    "move+attack": "move, then attack",
    "attack+move": "attack, then move",
    "sustained": "sustained attack (one action-pair: reroll every miss once, no move)",
    "charge": "charge (Charge: move, move, then attack with the range 1 and C weapons)",
    "move+move+charge": "charge: move, move, then attack with the range 1 and C weapons",
    "jump": "jump (Jump: one move of twice the movement over one obstacle, both actions)",
    "skill": "use a skill (Skill action)",
    "move+skill": "move, then use a skill",
    "skill+move": "use a skill, then move",
    "attack+skill": "attack, then use a skill",
    "skill+attack": "use a skill, then attack",
}
ENTER_WORDS: dict[str, str] = {
    "move": "enter the battlefield",
    "move+move": "enter, then move",
    "move+attack": "enter, then attack",
}
ELEMENT_WORDS = {CoverElement.AMMO_CRATE: "ammo crate", CoverElement.ANTI_TANK_BLOCK: "anti-tank block"}

NOTATION_HELP = """\
Dust Tactics notation (docs/notation/dust-tactics.md). Squares: a column letter and a row
number, row 1 the north edge (e4). Units: their ids (hell-boys, lara; hell-boys-2 a copy).
  terrain debris e4         set-up (create-your-own): a terrain element (debris, deep-water,
                            smoke, impassable) on that square
  place ammo-crate e4       set-up: put a cover element in the cover zone (shaded)
  join the-hammers | alone  set-up: the hero waiting joins that squad, or fights alone
  first allies | first axis the initiative winner says which side activates first
  activate hell-boys        choose the unit to activate
  detach                    the squad's joined hero leaves it for good
  declare move+attack       the plan: nothing, move, attack, move+move, move+attack,
                            attack+move, sustained (a unit entering must start with a move)
  move e4 | move e4 crush   end the Move there (a vehicle may crush an ammo crate)
  stay                      end the Move where the unit stands
  aim sturmpioniere         the weapon line being declared fires at that unit
  aim element e4            ... at the cover element on e4
  hold-fire                 leave this weapon line (or its further munitions) unused
  lose 0 | lose other | lose hero
                            a casualty: a model carrying weapon line 0, a model carrying
                            only the lines every model has (the Heavy Laser Grenadiers'
                            Schwer Laser-Werfer, a knife), or a hit point of the joined hero
  react heavy-flak-grenadiers | no-reaction
                            try a reaction fire at the enemy unit just activated, or let it go on
Commands (they change nothing):
  card hell-boys | card HB  a unit's card: move, armour, models or HP, each weapon line's range
                            and dice (as `meeple units show`), and the unit now
  news                      every line of the last news, when it was too long to show whole
The map: each unit is a two-letter tag and the models or hit points it has left (* for 10 or
more), in its side's colour (dim once activated this turn, yellow while it acts); after it,
+ a hero joined to the squad, & another unit on the same square (a hero beside a squad it
has not joined), ‡ both. A unit on a cover element, terrain or an objective is underlined,
and "Under the units" beside the map says what it stands on and who shares its square.
During a Move the squares it may end on show their cost in movement points. A long list of
choices groups those that differ only by their square: `12 e4`, answer 12 or `move e4`."""


# ----------------------------------------------------------------------------- cards, names
@lru_cache(maxsize=None)
def _cards() -> dict[str, UnitCard]:
    return {card.id: card for card in load_units()}


_COPY = re.compile(r"^(.+)-(\d+)$")


def split_id(unit_id: str) -> tuple[str, int]:
    """A unit id as (card id, copy): ``hell-boys-2`` -> (``hell-boys``, 2)."""
    if unit_id in _cards():
        return unit_id, 1
    match = _COPY.match(unit_id)
    if match and match.group(1) in _cards():
        return match.group(1), int(match.group(2))
    return unit_id, 1


def card_of(unit_id: str) -> UnitCard | None:
    """The unit card of a unit id (None for an id no card has)."""
    return _cards().get(split_id(unit_id)[0])


def unit_name(unit_id: str) -> str:
    """``Hell Boys``, ``Hell Boys 2`` for a second copy."""
    card_id, copy = split_id(unit_id)
    card = _cards().get(card_id)
    name = card.name if card is not None else unit_id
    return f"{name} {copy}" if copy > 1 else name


def side_of(unit_id: str, obs: Obs | None = None) -> str:
    """The faction of a unit: the observation's word, else its card's."""
    if obs is not None:
        for unit in obs.get("units", ()):
            if unit["id"] == unit_id:
                return str(unit["side"])
    card = card_of(unit_id)
    return card.faction if card is not None else ""


def unit_text(unit_id: str, obs: Obs | None = None) -> Text:
    """A unit's name in its side's colour."""
    return Text(unit_name(unit_id), style=SIDE_STYLE.get(side_of(unit_id, obs), "bold"))


def side_text(side: str, names: Sequence[str] | None = None) -> Text:
    """``Allies (Ann)`` in the side's colour."""
    text = Text(FACTIONS.get(side, side), style=SIDE_STYLE.get(side, "bold"))
    if names is not None and side in SIDES and SIDES.index(side) < len(names):
        text.append(f" ({names[SIDES.index(side)]})", style="")
    return text


def player_of(side: str, names: Sequence[str]) -> str:
    """The name of the player of a side (the side's name if there is none)."""
    if side in SIDES and SIDES.index(side) < len(names):
        return names[SIDES.index(side)]
    return FACTIONS.get(side, side)


def plural(n: int, word: str, words: str | None = None) -> str:
    return f"{n} {word if n == 1 else (words or word + 's')}"


def element_name(element: str | CoverElement) -> str:
    try:
        return ELEMENT_WORDS[CoverElement(element)]
    except ValueError:
        return str(element).replace("-", " ")


def tags_of(obs: Obs) -> dict[str, str]:
    """A short, unique two-letter tag per unit: the initials of its name (``HB`` Hell Boys,
    ``DD`` Death Dealers), the first two letters of a one-word name (``Rh`` Rhino), and the
    first letter and the copy number when taken (``H2``)."""
    tags: dict[str, str] = {}
    taken: set[str] = set()
    for unit in obs.get("units", ()):
        uid = unit["id"]
        words = [w for w in re.split(r"[\s\-]+", unit_name(split_id(uid)[0])) if w]
        tag = (words[0][0] + words[1][0]).upper() if len(words) > 1 else (words[0][:2] if words else uid[:2])
        if tag in taken:
            copy = split_id(uid)[1]
            tag = f"{tag[0]}{copy}"
            n = 2
            while tag in taken:
                tag = f"{tag[0]}{n}"
                n += 1
        taken.add(tag)
        tags[uid] = tag
    return tags


def units_by_id(obs: Obs) -> dict[str, Obs]:
    return {u["id"]: u for u in obs.get("units", ())}


# ----------------------------------------------------------------------------- unit states
#: The marks of a unit that an attack under way changes (its models, hit points, ammunition).
_ATTACK_MARKS = ("models", "hit_points", "ammo_spent", "limited_used")


def units_now(obs: Obs) -> Obs:
    """The observation with each unit as the attack under way holds it now.

    While an attack waits for a casualty, the state keeps its units as they were before it
    (they are written back once the attack is settled, flow.settle_attack); the attack holds
    the models and hit points each target has left after every casualty removed so far, and
    the attacker's. The map and the tables are drawn from this, so they agree with the attack
    panel; the damage still to take is :func:`damage_to_take`."""
    attack = obs.get("attack")
    if not attack:
        return obs
    states: dict[str, Obs] = {str(i): t["state"] for i, t in attack.get("targets") or []
                              if isinstance(t, dict) and isinstance(t.get("state"), dict)}
    if obs.get("attacker") and isinstance(attack.get("attacker"), dict):
        states[str(obs["attacker"])] = attack["attacker"]
    units = [_with_state(u, states[u["id"]]) if u.get("id") in states else u for u in obs.get("units", ())]
    return dict(obs, units=units)


def _with_state(unit: Obs, state: Obs) -> Obs:
    now = dict(unit, **{k: state[k] for k in _ATTACK_MARKS if k in state})
    if unit.get("hero") and isinstance(state.get("hero"), dict):
        now["hero"] = dict(unit["hero"], **{k: state["hero"][k] for k in _ATTACK_MARKS if k in state["hero"]})
    return now


def damage_to_take(obs: Obs) -> dict[str, int]:
    """The damage points each unit must still take in the attack under way (its casualties
    not yet removed), by unit id."""
    attack = obs.get("attack") or {}
    found: dict[str, int] = {}
    for target_id, points in attack.get("pending") or []:
        uid = str(obs.get("attacker") if target_id == "attacker" else target_id)
        if int(points) > 0 and not uid.startswith("element:"):
            found[uid] = found.get(uid, 0) + int(points)
    return found


def strength(data: Obs) -> tuple[int, int]:
    """(left, at full strength) of a unit's own models or hit points."""
    card = card_of(data["card"]) if data.get("card") else None
    full = card.strength if card is not None else 0
    if data.get("type") == "squad":
        return sum(data.get("models", ())), full
    return int(data.get("hit_points", 0)), full


def strength_text(data: Obs) -> str:
    """``3/5 models``, ``2/4 HP``; with a joined hero, ``+ Rhino 4/4 HP``."""
    left, full = strength(data)
    text = f"{left}/{full} {'models' if data.get('type') == 'squad' else 'HP'}"
    hero = data.get("hero")
    if hero:
        hero_card = _cards().get(hero.get("card", ""))
        full_hp = hero_card.strength if hero_card is not None else 0
        text += f" + {hero_card.name if hero_card else hero.get('card')} {hero.get('hit_points', 0)}/{full_hp} HP"
    return text


def ammo_text(data: Obs) -> str:
    """The limited-ammunition boxes left: ``Panzerfaust 2/3`` (the joined hero's too)."""
    parts: list[str] = []
    for owner in (data, data.get("hero")):
        if not owner:
            continue
        card = _cards().get(owner.get("card", ""))
        if card is None:
            continue
        spent = owner.get("ammo_spent", ())
        for i, line in enumerate(card.weapons):
            if line.limited_ammo is not None:
                used = spent[i] if i < len(spent) else 0
                parts.append(f"{line.name} {line.limited_ammo - used}/{line.limited_ammo}")
    return ", ".join(parts) or "-"


def shared_lines(card: UnitCard) -> tuple[list[str], list[str]]:
    """The weapon lines of a squad that no model is counted for (no ``carried_by``): those
    every model fires, its dice times the models (the Heavy Laser Grenadiers' Schwer
    Laser-Werfer), and the knives (p. 25); a limited-ammunition line belongs to the unit,
    not to a model, and is left out. As (the lines fired by every model, the knives)."""
    fired = [w.name for w in card.weapons if w.carried_by is None and w.limited_ammo is None
             and "knife" not in w.special]
    knives = [w.name for w in card.weapons if w.carried_by is None and "knife" in w.special]
    return fired, knives


def plain_model_words(card: UnitCard | None) -> str:
    """What a model with no counted weapon (``lose other``) carries, after a count:
    ``Schwer Laser-Werfer``, ``with only the Knife & Grenade``."""
    if card is None:
        return "other"
    fired, knives = shared_lines(card)
    if fired:
        return " and ".join(fired)
    return f"with only the {' and '.join(knives)}" if knives else "with no weapon of its own"


def line_of(data: Obs, ref: Obs | WeaponRef) -> WeaponLine | None:
    """The weapon line ``ref`` (``{"index": 1, "hero": false}``) of a unit."""
    index, hero = (ref.index, ref.hero) if isinstance(ref, WeaponRef) else (int(ref["index"]), bool(ref.get("hero")))
    owner = data.get("hero") if hero else data
    card = _cards().get((owner or {}).get("card", ""))
    if card is None or not 0 <= index < len(card.weapons):
        return None
    return card.weapons[index]


def line_words(line: WeaponLine, data: Obs | None = None, ref: Obs | None = None) -> str:
    """``Shotgun (range 2)``; a joined hero's line is named with the hero: ``Rhino's Heavy
    Rocket Punch (range C)``."""
    return f"{line_name(line, data, ref)} (range {line.range})"


def line_name(line: WeaponLine, data: Obs | None = None, ref: Obs | None = None) -> str:
    """A weapon line's name, with its hero's for a joined hero's line."""
    if data and ref and ref.get("hero"):
        hero_card = _cards().get((data.get("hero") or {}).get("card", ""))
        if hero_card is not None:
            return f"{hero_card.name}'s {line.name}"
    return line.name


#: The background of a structure's squares (its walls stand on their sides, p. 17).
STRUCTURE_STYLE = "on grey30"


# ----------------------------------------------------------------------------- the board
class Board:
    """The table of an observation as the drawing needs it: the battlefield (terrain and cover
    elements), the units' squares, the entry edges, and the options of the decision now."""

    def __init__(self, obs: Obs) -> None:
        self.obs = obs
        self.units = units_by_id(obs)
        self.field = self._field()
        self.pos: dict[str, Square | None] = {
            u["id"]: (Square.parse(u["square"]) if u.get("square") else None)
            for u in obs.get("units", ()) if u.get("in_play")
        }
        entry = obs.get("entry")
        self.entry: Entry | None = Entry(**entry) if entry else None
        self.objectives: list[Obs] = list(obs.get("objectives") or ())
        self._moves: dict[Square, Obs] | None = None
        self._aims: dict[str, Obs] | None = None

    def _field(self) -> Battlefield:
        elements = {Square.parse(e["square"]): CoverElement(e["element"]) for e in self.obs.get("elements", ())}
        rows = self.obs.get("terrain")
        if rows is None:  # an older observation: the drawing, the elements read as open ground
            rows = [row.replace("C", "o").replace("A", "o") for row in self.obs.get("battlefield", ())]
        plain = Battlefield.from_rows(rows, elements)
        structures = structures_from_json(self.obs.get("structures"))
        return Battlefield(plain.terrain, plain.elements, structures) if structures else plain

    def square_of(self, unit_id: str) -> Square | None:
        return self.pos.get(unit_id)

    def moves(self) -> dict[Square, Obs]:
        """The squares the Move under way may end on, with the observation's figures (cost,
        whether it spends the cheap diagonal or the Fast square, ``enter`` for an entry
        square)."""
        if self._moves is None:
            self._moves = {Square.parse(o["square"]): o for o in self.obs.get("move_options") or ()}
        return self._moves

    def aims(self) -> dict[str, Obs]:
        """The targets of the line being aimed, with their dice, damage and cover."""
        if self._aims is None:
            self._aims = {o["target"]: o for o in self.obs.get("aim_options") or ()}
        return self._aims

    def objective_squares(self) -> set[Square]:
        return {Square.parse(t) for o in self.objectives for t in o.get("squares", ())}


_BOARD: list[tuple[Obs, Board]] = []


def board(obs: Obs) -> Board:
    """The :class:`Board` of an observation (the last one is kept: the labels of one screen
    share it)."""
    if _BOARD and _BOARD[0][0] is obs:
        return _BOARD[0][1]
    built = Board(obs)
    _BOARD[:] = [(obs, built)]
    return built


# ----------------------------------------------------------------------------- the map
def draw_map(obs: Obs, bd: Board | None = None, viewer: int | None = None) -> list[Text]:
    """The battlefield: terrain and cover elements as ``meeple scenarios show`` draws them,
    and each unit as its tag and strength in its side's colour."""
    bd = bd or board(obs)
    tags = tags_of(obs)
    acting = (obs.get("activation") or {}).get("unit")
    aiming = obs.get("aiming") or {}
    shooter = aiming.get("attacker") if obs.get("phase") == "aim" else None
    reaction = obs.get("reaction") or {}
    at_square = units_at(bd)
    moves = bd.moves() if viewer is not None and viewer in obs.get("to_act", ()) else {}
    zone: set[Square] = set()
    if obs.get("phase") in ("cover-roll", "cover-place", "setup"):
        zone = {Square.parse(t) for t in obs.get("cover_zone") or ()}
    objectives = bd.objective_squares()
    damaged = {Square.parse(e["square"]): e.get("damage", 0) for e in obs.get("elements", ()) if e.get("damage")}
    inside = {q for structure in bd.field.structures for q in structure.squares}
    marked = {square for square in at_square if square_features(bd, square)}

    def cell(square: Square) -> Text:
        here = at_square.get(square)
        if here:
            main = main_unit(here)
            left, _ = strength(main)
            text = f"{tags.get(main['id'], '??')}{left if left < 10 else MANY_MARK}"
            mark = cell_mark(main, here)
            side = str(main.get("side"))
            if main["id"] in (acting, shooter, reaction.get("reactor")):
                style = ACTING_CELL
            elif main.get("activated"):
                style = SPENT_CELL.get(side, "")
            else:
                style = SIDE_CELL.get(side, "bold")
            if square in marked:  # a cover element, an objective or terrain under the unit
                style += " underline"
            out = Text(text, style=style)
            out.append(mark, style="bold yellow" if mark != " " else "")
            return out
        if square in moves:
            way = moves[square]
            cost = "in" if way.get("enter") else str(way.get("cost", "?"))
            element = bd.field.element_at(square)
            out = Text(" " if len(cost) < 2 else "")
            out.append(cost, style=REACH_STYLE)
            if element is not None:
                glyph, style, _ = ELEMENT_GLYPHS[element]
                out.append(glyph, style=style)
            out.append(" " * (4 - len(out)))
            return out
        base = square_cell(bd.field, square, zone, objectives)
        if square in damaged:
            base = Text.assemble(base[:2], (str(damaged[square]), "bold yellow"))
        base.append(" ")
        if square in inside:
            base.stylize(STRUCTURE_STYLE)
        return base

    return draw_grid(bd.field, bd.entry, cell, cell_width=4)


#: A unit's mark on the map, after its tag and strength: a hero joined to the squad, another
#: unit on the same square (a hero standing with a squad it has not joined, a unit passing),
#: both; a strength of 10 or more is drawn as :data:`MANY_MARK`.
HERO_MARK, SHARED_MARK, BOTH_MARK, MANY_MARK = "+", "&", "‡", "*"


def main_unit(here: Sequence[Obs]) -> Obs:
    """The unit a square's cell is drawn for: a squad with its joined hero first, then any
    unit that is not a hero."""
    return next((u for u in here if u.get("hero")), None) or next((u for u in here if u.get("type") != "hero"), here[0])


def cell_mark(main: Obs, here: Sequence[Obs]) -> str:
    """The mark after a unit's tag and strength (:data:`HERO_MARK`, :data:`SHARED_MARK`,
    :data:`BOTH_MARK`, or a blank)."""
    shared = len(here) > 1
    if main.get("hero"):
        return BOTH_MARK if shared else HERO_MARK
    return SHARED_MARK if shared else " "


def units_at(bd: Board) -> dict[Square, list[Obs]]:
    """The units on each occupied square."""
    found: dict[Square, list[Obs]] = {}
    for uid, square in bd.pos.items():
        if square is not None and uid in bd.units:
            found.setdefault(square, []).append(bd.units[uid])
    return found


def square_features(bd: Board, square: Square) -> list[str]:
    """What the cell of a unit hides on its square: a cover element, terrain, an objective."""
    bits: list[str] = []
    element = bd.field.element_at(square)
    if element is not None:
        bits.append(f"an {element_name(element)}")
    terrain = bd.field.terrain_at(square)
    if terrain is not Terrain.OPEN:
        bits.append(terrain.value.replace("-", " "))
    bits += [f"objective {o.get('id')}" for o in bd.objectives if str(square) in o.get("squares", ())]
    return bits


def occupied_squares(obs: Obs, bd: Board) -> Text | None:
    """The squares whose cell hides something: the units standing together (a hero beside a
    squad, a joined hero's squad with another unit) and what lies under a unit (a cover
    element, terrain, an objective). None when no cell hides anything."""
    tags = tags_of(obs)
    notes: list[Text] = []
    for square, here in sorted(units_at(bd).items(), key=lambda item: (item[0].row, item[0].col)):
        features = square_features(bd, square)
        if len(here) < 2 and not features:
            continue
        main = main_unit(here)
        order = [main] + [u for u in here if u is not main]
        note = Text(f"{square} ", style="bold")
        note.append_text(Text(" & ").join(_unit_tag_name(u, tags) for u in order))
        if features:
            note.append(f" on {', '.join(features)}", style="dim")
        notes.append(note)
    if not notes:
        return None
    return Text.assemble(("Under the units: ", "bold"), Text(" · ").join(notes))


def _unit_tag_name(unit: Obs, tags: dict[str, str]) -> Text:
    """``St Sturmpioniere``, with its joined hero: ``HL Heavy Laser Grenadiers + Lara``."""
    text = Text.assemble((tags.get(unit["id"], "??"), SIDE_CELL.get(str(unit.get("side")), "")), " ",
                         unit_text(unit["id"]))
    hero = unit.get("hero")
    if hero:
        hero_card = _cards().get(hero.get("card", ""))
        text.append(f" + {hero_card.name if hero_card else '?'}", style=SIDE_STYLE.get(str(unit.get("side")), ""))
    return text


def legend_items(obs: Obs, bd: Board) -> list[Text]:
    """The glyphs that appear on the map, each explained in a few words."""
    used_terrain = {bd.field.terrain_at(s) for s in bd.field.squares()}
    used_elements = {e for _, e in bd.field.elements}
    parts: list[Text] = []
    for terrain, (glyph, style, words) in TERRAIN_GLYPHS.items():
        if terrain in used_terrain and terrain is not Terrain.OPEN:
            parts.append(Text.assemble((glyph, style), f" {words.split(' (')[0]}"))
    for element, (glyph, style, words) in ELEMENT_GLYPHS.items():
        if element in used_elements:
            parts.append(Text.assemble((glyph, style), f" {words.split(':')[0]}"))
    if bd.objectives:
        parts.append(Text.assemble(("[·]", "bold magenta"), " objective"))
    for structure in bd.field.structures:
        doors = ", ".join(f"{e.square} {e.side} ({e.size})" for e in structure.entrances) or "none"
        inner = ", ".join(f"{q} {side}" for q, side in structure.inner_walls)
        parts.append(Text.assemble(("    ", STRUCTURE_STYLE), f" structure {structure.name}: walls all round, entrances {doors}"
                                   + (f", inner walls {inner}" if inner else "")))
    if obs.get("phase") in ("cover-roll", "cover-place"):
        parts.append(Text.assemble((" · ", ZONE_STYLE), " cover zone"))
    if any(e.get("damage") for e in obs.get("elements", ())):
        parts.append(Text.assemble(("C1", "bold yellow"), " damage on an element"))
    moves = bd.moves()
    if moves and any(way.get("enter") for way in moves.values()):
        parts.append(Text.assemble(("in", REACH_STYLE), " entry square"))
    elif moves:
        parts.append(Text.assemble(("2", REACH_STYLE), " where the move may end, and its cost"))
    return parts


def unit_legend_items(bd: Board) -> list[Text]:
    """How a unit is drawn: its tag and strength in its side's colour, and the marks after it
    (always the joined hero's and the shared square's; the others when on the map)."""
    here = units_at(bd)
    marks = {cell_mark(main_unit(units), units) for units in here.values()}
    items = [Text.assemble(("HB5", SIDE_CELL["allies"]), " a unit: tag, models/HP left (",
                           ("Allies", SIDE_CELL["allies"]), " ", ("Axis", SIDE_CELL["axis"]), ")")]
    if any(strength(main_unit(units))[0] >= 10 for units in here.values()):
        items.append(Text.assemble((MANY_MARK, "bold"), " 10 or more"))
    items.append(Text.assemble((HERO_MARK, "bold yellow"), " hero joined"))
    items.append(Text.assemble((SHARED_MARK, "bold yellow"), " another unit on the square"))
    if BOTH_MARK in marks:
        items.append(Text.assemble((BOTH_MARK, "bold yellow"), " hero joined and another unit there"))
    return items


def legend(obs: Obs, bd: Board) -> Text:
    """The glyphs of the map and the marks of its units, explained in one run of text."""
    return Text("  ").join(legend_items(obs, bd) + unit_legend_items(bd))


def pack(items: Sequence[Text], width: int, gap: str = "  ") -> list[Text]:
    """``items`` in lines no wider than ``width``, ``gap`` between two on a line; an item is
    never split unless it is wider than a line by itself."""
    lines: list[Text] = []
    line = Text()
    for item in items:
        if line.cell_len and line.cell_len + len(gap) + item.cell_len > width:
            lines.append(line)
            line = Text()
        if line.cell_len:
            line.append(gap)
        line.append_text(item)
    if line.cell_len:
        lines.append(line)
    return [piece for whole in lines for piece in (whole.wrap(_WRAP_CONSOLE, width) if whole.cell_len > width else [whole])]


#: A console used only to wrap text (its size is never used).
_WRAP_CONSOLE = Console(width=400, file=io.StringIO(), color_system=None)


class Packed:
    """Short items (the legend's) on as few lines as the width allows (:func:`pack`)."""

    def __init__(self, items: Sequence[Text]) -> None:
        self.items = list(items)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield from pack(self.items, options.max_width)


class MapBlock:
    """The map, and its notes beside it (the attack under way, the legend, the squares whose
    cell hides something, the objectives), each note that does not fit in the map's rows
    below it: a 140-column terminal keeps the whole screen on 50 rows."""

    #: Columns between the map and its notes, and the narrowest notes worth putting beside it.
    GAP, NARROWEST = 3, 40

    def __init__(self, grid: Sequence[Text], notes: Sequence[RenderableType]) -> None:
        self.grid = list(grid)
        self.notes = list(notes)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        grid_width = max((line.cell_len for line in self.grid), default=0)
        side = options.max_width - grid_width - self.GAP
        beside: list[list[Segment]] = []
        below: list[RenderableType] = []
        for note in self.notes:
            lines = console.render_lines(note, options.update_width(side), pad=False) if side >= self.NARROWEST else []
            if lines and len(beside) + len(lines) <= len(self.grid):
                beside += lines
            else:
                below.append(note)
        if not beside:
            yield from self.grid
            yield from below
            return
        rows = console.render_lines(Group(*self.grid), options.update_width(grid_width), pad=True)
        for i, row in enumerate(rows):
            yield from row
            if i < len(beside):
                yield Segment(" " * self.GAP)
                yield from beside[i]
            yield Segment.line()
        yield from below


# ----------------------------------------------------------------------------- the table
def header(obs: Obs, names: Sequence[str], bd: Board) -> Text:
    """Scenario, turn, initiative, victory points."""
    name = str(obs.get("scenario_name") or obs.get("scenario"))
    text = Text.assemble(("Dust Tactics", "bold"), " · ", (name, "bold"))
    turn = obs.get("turn", 0)
    if obs.get("phase") == "over":
        text.append(f" · game over after turn {turn}", style="bold")
    elif turn:
        text.append(f" · turn {turn} of {obs.get('turns')}")
    else:
        text.append(" · set-up")
    if obs.get("initiative") and obs.get("phase") != "over":
        text.append(" · initiative ")
        text.append_text(side_text(obs["initiative"]))
    scores = obs.get("scores") or obs.get("victory_points") or [0, 0]
    text.append(" · VP ")
    text.append_text(side_text("allies"))
    text.append(f" {scores[0]}, ")
    text.append_text(side_text("axis"))
    text.append(f" {scores[1]}")
    return text


def situation(obs: Obs, names: Sequence[str], bd: Board, viewer: int | None) -> Text:
    """What is being decided now, and by whom."""
    phase = obs.get("phase")
    to_act = [s for s in obs.get("to_act", ()) if isinstance(s, int) and 0 <= s < 2]
    who = Text()
    if to_act:
        who = side_text(SIDES[to_act[0]], names)
    act = obs.get("activation") or {}
    unit = act.get("unit")
    if phase == "over":
        return Text(f"Game over: {obs.get('result') or 'the battle is over'}.", style="bold")
    if obs.get("attack") and to_act:
        choice = _casualty_step(obs)
        if choice is not None:
            target = choice.get("unit")
            victim = obs.get("attacker") if target == "attacker" else target
            return Text.assemble(who, " removes a casualty from ", unit_text(victim or "", obs),
                                 f": {plural(int(choice.get('damage', 0)), 'damage point')} still to take.")
    if phase == "terrain-place":
        left = ", ".join(f"{n} {t}" for t, n in (obs.get("terrain_left") or {}).items()) or "none"
        return Text.assemble(who, f" places a terrain element (one square; left: {left}).")
    if phase == "cover-place":
        remaining = {CoverElement(e): int(n) for e, n in (obs.get("cover_left") or {}).items()}
        text = Text.assemble(who, " places a cover element in the shaded cover zone (left: ",
                             ", ".join(plural(n, element_name(e)) for e, n in remaining.items() if n > 0) or "none",
                             ").")
        for element, n in remaining.items():
            if n > 0:
                glyph, style, _ = ELEMENT_GLYPHS[element]
                text.append("\n  ")
                text.append(glyph, style=style)
                text.append(f" {element_name(element)}: {ELEMENT_RULES[element]}", style="dim")
        return text
    if phase == "heroes":
        return Text.assemble(who, ": may ", unit_text(obs.get("hero_waiting") or "", obs),
                             " join a squad of its armour class? (p. 18)")
    if phase == "first":
        return Text.assemble(who, " won the initiative and says which side activates first.")
    if phase == "activate":
        side = SIDES[to_act[0]] if to_act else ""
        waiting = [u for u in obs.get("units", ()) if u.get("side") == side and u.get("in_play")
                   and not u.get("joined_to") and not u.get("activated")]
        return Text.assemble(who, f" activates a unit ({plural(len(waiting), 'unit')} not yet activated this turn).")
    if phase == "declare" and unit:
        entering = bd.pos.get(unit) is None
        return Text.assemble(who, " declares what ", unit_text(unit, obs),
                             " will do" + (" (it enters the battlefield first)" if entering else "") + ".")
    if phase == "move" and unit:
        plan = act.get("plan") or []
        step = int(act.get("step", 0))
        where = bd.pos.get(unit)
        text = Text.assemble(unit_text(unit, obs), f" moves (action {step + 1} of {len(plan)}: "
                             f"{PLAN_WORDS.get('+'.join(plan), '+'.join(plan))})")
        if where is None:
            text.append(": it enters on an edge square.")
        else:
            extras = []
            if act.get("diagonal_used"):
                extras.append("its cheap diagonal is spent")
            if act.get("fast_left"):
                extras.append("Fast: one square more")
            text.append(f" from {where}" + (f"; {', '.join(extras)}" if extras else "") + ".")
        return text
    if phase == "aim":
        return aim_situation(obs, bd)
    if phase == "react" and unit:
        return Text.assemble(who, " may try a reaction fire at ", unit_text(unit, obs),
                             " with a unit not yet activated (p. 16).")
    if phase in ("terrain-roll", "cover-roll", "initiative", "setup"):
        return Text("Rolling dice.", style="dim")
    return Text(f"({phase})", style="dim")


def aim_situation(obs: Obs, bd: Board) -> Text:
    """The line being aimed and the shots declared so far."""
    aiming = obs.get("aiming") or {}
    attacker = aiming.get("attacker") or ""
    data = bd.units.get(attacker, {})
    lines = aiming.get("lines") or []
    index = int(aiming.get("index", 0))
    text = unit_text(attacker, obs)
    kind = "reaction fire" if aiming.get("only") else ("sustained attack" if aiming.get("sustained") else "attack")
    text.append(f" declares its {kind}: ")
    if index < len(lines):
        line = line_of(data, lines[index])
        text.append(f"weapon line {index + 1} of {len(lines)}, ")
        text.append(line_words(line, data, lines[index]) if line else "?", style="bold")
        if line is not None and line.limited_ammo is not None:
            text.append(" (one munition per aim)")
        text.append(".")
    shots = aiming.get("shots") or []
    if shots:
        text.append(" Declared: ")
        text.append_text(Text("; ").join(_shot_text(data, s, obs) for s in shots))
        text.append(".")
    return text


def _shot_text(data: Obs, shot: Obs, obs: Obs) -> Text:
    line = line_of(data, shot.get("line", {}))
    return Text.assemble(line_name(line, data, shot.get("line")) if line else "?", " at ",
                         target_text(str(shot.get("target")), obs))


def target_text(target: str, obs: Obs | None = None) -> Text:
    """A target id as words: a unit's name, or ``the ammo crate on e4``."""
    if target.startswith("element:"):
        square = target[len("element:"):]
        kind = next((e["element"] for e in (obs or {}).get("elements", ()) if e["square"] == square), None)
        return Text(f"the {element_name(kind) if kind else 'cover element'} on {square}")
    if target == "attacker":
        return Text("the attacker")
    return unit_text(target, obs)


def _casualty_step(obs: Obs) -> Obs | None:
    attack = obs.get("attack") or {}
    queue = attack.get("queue") or []
    step = queue[0] if queue else None
    if isinstance(step, dict) and "options" in step:
        return step
    return None


def attack_panel(obs: Obs, names: Sequence[str]) -> RenderableType | None:
    """An attack waiting for a casualty choice: each shot's dice and hits (a laser's rerolled
    hits added), and the strength of each unit it hit now (``obs`` as :func:`units_now`
    gives it)."""
    attack = obs.get("attack")
    if not attack:
        return None
    attacker = obs.get("attacker") or ""
    units = units_by_id(obs)
    data = units.get(attacker, {})
    rows = Table.grid(padding=(0, 2))
    faces_of = attack.get("shot_faces") or []
    totals = attack.get("shot_hits") or []
    for i, shot in enumerate(attack.get("shots") or []):
        faces = faces_of[i] if i < len(faces_of) else None
        line = line_of(data, shot.get("line", {}))
        if faces is None:
            rolled = Text("not rolled", style="dim")
        else:
            hits = sum(1 for f in faces if f == "hit")
            total = int(totals[i]) if i < len(totals) else hits
            rolled = Text.assemble(dice_text(faces), f"  {plural(total, 'hit')}")
            if total > hits:
                rolled.append(f" ({total - hits} from its rerolled hits)", style="dim")
        rows.add_row(Text(line.name if line else "?", style="bold"), target_text(str(shot.get("target")), obs), rolled)
    parts: list[RenderableType] = [rows]
    now = [Text.assemble(unit_text(target_id, obs), f" now: {strength_text(units[target_id])}")
           for target_id, _ in attack.get("targets") or [] if target_id in units]
    if now:
        parts.append(Text("; ").join(now))
    return Panel(Group(*parts), title=Text.assemble("Attack by ", unit_text(attacker, obs)), title_align="left",
                 border_style="red")


def dice_text(faces: Iterable[str]) -> Text:
    """Dice faces as ``■`` hits and ``□`` blanks."""
    text = Text()
    for face in faces:
        text.append("■" if face == "hit" else "□", style="bold red1" if face == "hit" else "grey62")
    return text


def army_table(obs: Obs, side: str, names: Sequence[str], bd: Board, viewer: int | None) -> Table:
    """One side's units: tag, name (and joined hero), type, armour, models or hit points,
    square, activated this turn, ammunition left, army points."""
    tags = tags_of(obs)
    seat = SIDES.index(side)
    title = side_text(side, names)
    if viewer == seat:
        title.append(" - you", style="dim")
    scores = obs.get("scores") or obs.get("victory_points") or [0, 0]
    title.append(f" · {scores[seat]} VP", style="bold")
    table = Table(title=title, title_justify="left", box=None, pad_edge=False, expand=False,
                  padding=(0, 1), header_style="bold underline")
    for header_text, justify, wrap in (("Tag", "left", False), ("Unit", "left", True), ("Type", "left", False),
                                       ("Arm", "right", False), ("Models/HP", "left", False),
                                       ("Sq", "left", False), ("Turn", "left", False), ("Ammo left", "left", True),
                                       ("AP", "right", False)):
        table.add_column(header_text, justify=justify, no_wrap=not wrap)  # type: ignore[arg-type]
    destroyed = set(obs.get("destroyed", ()))
    to_take = damage_to_take(obs)
    acting = (obs.get("activation") or {}).get("unit") if obs.get("phase") not in ("activate", "over") else None
    for unit in obs.get("units", ()):
        if unit.get("side") != side or unit.get("joined_to"):
            continue
        uid = unit["id"]
        card = card_of(unit["card"]) if unit.get("card") else None
        kind = TYPE_WORDS.get(unit.get("type", ""), "")
        armour = str(unit.get("armour", ""))
        ap = str(card.ap) if card else ""
        if not unit.get("in_play"):
            gone = uid in destroyed
            table.add_row(Text(tags.get(uid, ""), style="dim"), Text(unit_name(uid), style="dim strike"), kind,
                          armour, Text("destroyed" if gone else "-", style="red" if gone else "dim"), "", "", "",
                          Text(ap, style="dim"))
            continue
        name = Text(unit_name(uid), style=SIDE_STYLE[side])
        controller = (obs.get("controllers") or {}).get(uid)
        if controller is not None:  # more than two seats: the seat that plays it (teams.py)
            name.append(" (you)" if controller == obs.get("seat") else f" (seat {controller})", style="dim")
        hero = unit.get("hero")
        if hero:
            hero_card = _cards().get(hero.get("card", ""))
            name.append(f"\n+ {hero_card.name if hero_card else '?'}", style=SIDE_STYLE[side])
            ap += f"\n{hero_card.ap if hero_card else '?'}"
        if uid == acting:
            turn = Text("acting", style="bold yellow")
        elif unit.get("activated"):
            turn = Text("done", style="dim")
        else:
            turn = Text("ready", style="green")
        table.add_row(Text(tags.get(uid, ""), style=SIDE_CELL[side]), name, kind, armour,
                      _strength_cell(unit, to_take.get(uid, 0)),
                      unit.get("square") or Text("-", style="dim"), turn, ammo_text(unit), ap)
    return table


def _strength_cell(unit: Obs, to_take: int = 0) -> Text:
    """``3/5``, and a joined hero's ``4/4`` below; ``(2 to take)`` while an attack's damage
    waits to be removed from the unit."""
    left, full = strength(unit)
    style = "bold" if left == full else ("yellow" if left * 2 > full else "bold red1")
    text = Text(f"{left}/{full}", style=style)
    if to_take:
        text.append(f" ({to_take} to take)", style="bold red1")
    hero = unit.get("hero")
    if hero:
        hero_card = _cards().get(hero.get("card", ""))
        hp, hero_full = int(hero.get("hit_points", 0)), (hero_card.strength if hero_card else 0)
        text.append(f"\n{hp}/{hero_full}", style="bold" if hp == hero_full else "yellow")
    return text


def objectives_line(obs: Obs, names: Sequence[str], bd: Board) -> Text | None:
    """Each objective, its squares, its bonus and who holds it now."""
    if not bd.objectives:
        return None
    parts: list[Text] = []
    for objective in bd.objectives:
        side = str(objective.get("side", "both"))
        text = Text.assemble(("Objective ", "bold"), (str(objective.get("id")), "bold magenta"),
                             f" ({' '.join(objective.get('squares', ()))}): +{objective.get('bonus_vp')} VP at the end "
                             "to the side alone on it")
        if side != "both":
            text.append(f" (only the {FACTIONS.get(side, side)})")
        holder = objective.get("held_by")
        text.append(" · now ")
        if holder in SIDES:
            text.append("held by ")
            text.append_text(side_text(str(holder)))
        else:
            text.append("contested" if holder == "contested" else "empty", style="dim")
        parts.append(text)
    return Text("\n").join(parts)


def render_observation(obs: Obs, names: Sequence[str], viewer: int | None = None) -> RenderableType:
    """The whole table as ``observation(seat)`` shows it, to ``viewer`` (None: a spectator)."""
    obs = units_now(obs)
    bd = board(obs)
    parts: list[RenderableType] = []
    parts.append(situation(obs, names, bd, viewer))
    parts.append(Text(""))
    notes = [attack_panel(obs, names), Packed(legend_items(obs, bd)), Packed(unit_legend_items(bd)),
             occupied_squares(obs, bd), objectives_line(obs, names, bd)]
    parts.append(MapBlock(draw_map(obs, bd, viewer), [n for n in notes if n is not None]))
    field = Panel(Group(*parts), title=header(obs, names, bd), title_align="left", border_style="white")
    return Group(field, *(army_table(obs, side, names, bd, viewer) for side in SIDES))


# ----------------------------------------------------------------------------- events
def _hits(n: Any) -> str:
    return plural(int(n), "hit")


def _event_roll(event: Event, names: Sequence[str], what: str) -> Text:
    hits = event.get("hits") or [0, 0]
    text = Text(f"{what}: ")
    text.append_text(side_text("allies", names))
    text.append(f" {_hits(hits[0])}, ")
    text.append_text(side_text("axis", names))
    text.append(f" {_hits(hits[1])}")
    dice = event.get("dice")
    if dice and dice[0] != dice[1]:
        text.append(f" (of {dice[0]} and {dice[1]} dice)")
    if hits[0] == hits[1]:
        text.append(" - a tie: both roll again")
    elif what.startswith("Cover"):
        winner = SIDES[0 if hits[0] > hits[1] else 1]
        text.append(f" - {player_of(winner, names)} places the first cover element")
    elif what.startswith("Terrain"):
        winner = SIDES[0 if hits[0] > hits[1] else 1]
        text.append(f" - {player_of(winner, names)} places the first terrain element")
    return text


def _event_attack(event: Event, names: Sequence[str]) -> Text:
    attacker = str(event.get("unit"))
    text = Text.assemble(unit_text(attacker), " attacks: ")
    shots: list[Text] = []
    card = card_of(attacker)
    for line_ref, target in event.get("shots", ()):
        ref = str(line_ref)
        hero = ref.endswith("h")
        index = int(ref.rstrip("h")) if ref.rstrip("h").isdigit() else -1
        line_name = "a hero's weapon" if hero else "?"
        if not hero and card is not None and 0 <= index < len(card.weapons):
            line_name = card.weapons[index].name
        elif hero:
            line_name = _hero_line_name(attacker, index) or line_name
        shots.append(Text.assemble((line_name, "bold"), " at ", target_text(str(target))))
    text.append_text(Text(", ").join(shots) if shots else Text("nothing"))
    return text


#: Joined heroes as the events have told them (a hero's weapon in an attack event is only
#: ``<index>h``): squad id -> hero id.
_JOINED: dict[str, str] = {}


def _hero_line_name(squad_id: str, index: int) -> str | None:
    hero_id = _hero_of(squad_id)
    card = card_of(hero_id) if hero_id else None
    if card is None or not 0 <= index < len(card.weapons):
        return None
    return f"{card.name}'s {card.weapons[index].name}"


def _hero_of(squad_id: str) -> str | None:
    """The hero joined to a squad, as the events or the last table drawn tell it."""
    hero_id = _JOINED.get(squad_id)
    if hero_id is None and _BOARD:
        data = _BOARD[0][1].units.get(squad_id, {})
        hero_id = (data.get("hero") or {}).get("card")
    return hero_id


#: The events that only repeat a player's own decision back to them.
ECHOES = frozenset({"activate", "declare", "move", "stay", "join", "alone", "detach", "hold-fire", "first",
                    "no-reaction"})


def _actor_side(event: Event) -> str:
    """The side whose player took the decision an event tells."""
    if event.get("by") in SIDES:
        return str(event["by"])
    return side_of(str(event.get("hero") or event.get("unit")))


def describe_events(events: Sequence[Event], names: Sequence[str], viewer: int | None) -> list[RenderableType]:
    """The news since ``viewer`` last looked, one sentence per event; the first events, which
    only repeat the viewer's own last decision (its unit activated, declared, moved), are
    left out: the table shows them."""
    start = 0
    if viewer in (0, 1):
        while start < len(events) and events[start].get("type") in ECHOES and \
                _actor_side(events[start]) == SIDES[viewer]:
            start += 1
    lines = [describe_event(e, names, viewer) for e in events[start:]]
    return [line for line in lines if line is not None]


def _describe_dice(event: Event) -> Text:
    """What the dice of an attack did: a line's roll or reroll, a close-combat reply, a cover
    save, the losses, a cover element's damage, a line spent on a fallen target."""
    kind = event.get("type")
    unit = str(event.get("unit", ""))
    weapon = (str(event.get("weapon") or "?"), "bold")
    shooter = _event_shooter(event)
    if kind in ("attack-roll", "reply-roll"):
        hits = int(event.get("hits", 0))
        reply = " replies with " if shooter.plain != unit_name(unit) else " reply with "
        text = Text.assemble("  ", shooter, "'s " if kind == "attack-roll" else reply, weapon,
                             " at ", target_text(str(event.get("target"))),
                             f": {plural(int(event.get('dice', 0)), 'die', 'dice')}, ")
        text.append(_hits(hits), style="bold red1" if hits else "")
        if event.get("damage"):
            text.append(f" ({plural(int(event['damage']), 'damage point')})")
        return text
    if kind == "attack-reroll":
        what, dice, rule = _reroll_words(event)
        total = event.get("total_hits", event.get("hits", 0))
        text = Text.assemble("  ", shooter, f" rerolls {what} ", weapon,
                             f" {dice} ({rule}): {plural(int(event.get('dice', 0)), 'die', 'dice')}, "
                             f"{_hits(event.get('hits', 0))}; {_hits(total)} in all")
        if event.get("damage"):
            text.append(f" ({plural(int(event['damage']), 'damage point')})")
        return text
    if kind == "cover-save":
        return _cover_save_text(event)
    if kind == "losses":
        bits: list[str] = []
        if event.get("models"):  # a joined hero's hit points alone: no model lost
            plain = plain_model_words(card_of(unit))
            removed = ", ".join(f"{r['models']} {r['weapon'] or plain}" for r in event.get("removed", ()))
            bits.append(f"{plural(int(event['models']), 'model')}" + (f" ({removed})" if removed else "")
                        + f", {event.get('models_left')} left")
        if event.get("hit_points"):
            bits.append(f"{event['hit_points']} HP, {event.get('hit_points_left')} left")
        if event.get("hero_hit_points"):
            bits.append(f"{unit_name(str(event.get('hero')))} {event['hero_hit_points']} HP, "
                        f"{event.get('hero_hit_points_left')} left")
        text = Text.assemble("  ", unit_text(unit), " loses ", (" and ".join(bits), "bold red1"))
        if event.get("chosen"):
            text.append(" (chosen by its player)", style="dim")
        return text
    if kind == "element-damage":
        what = element_name(str(event.get("element", "")))
        if event.get("destroyed"):
            return Text.assemble("  ", (f"The {what} on {event.get('square')} is destroyed", "bold"),
                                 f" ({plural(int(event.get('damage', 0)), 'damage point')})")
        return Text(f"  The {what} on {event.get('square')} takes {plural(int(event.get('damage', 0)), 'damage point')}"
                    f" ({event.get('marked')} marked)")
    return Text.assemble("  ", unit_text(unit), "'s ", weapon, " is spent: ", target_text(str(event.get("target"))),
                         " fell first", style="dim")


def _event_shooter(event: Event) -> Text:
    """Who fires the weapon of a dice event: the unit, or for a joined hero's line (its
    ``line`` is ``0h``) the hero (``Lara``, of the Heavy Laser Grenadiers)."""
    unit = str(event.get("unit", ""))
    ref = str(event.get("line", ""))
    hero = _hero_of(unit) if ref.endswith("h") else None
    return unit_text(hero, None) if hero else unit_text(unit)


def _reroll_words(event: Event) -> tuple[str, str, str]:
    """What an ``attack-reroll`` rolls again and the rule that lets it: a laser its hits (p. 26),
    Berserk (p. 20) and the Sustained Attack (p. 7) the misses, the Medal of Honor one failed
    die (p. 21). As the words before the weapon, after it, and the rule."""
    if event.get("laser"):
        return "the", "hits", "laser"
    if event.get("medal_of_honor"):
        return "a failed", "die", "Medal of Honor"
    if event.get("berserk"):
        return "the", "misses", "Berserk"
    return "the", "misses", "Sustained Attack"


def _cover_save_text(event: Event) -> Text:
    """A cover roll: the dice, the saves and the damage left; and, when some of the damage was
    never rolled for cover (a flamethrower's, p. 25), that damage and the total to take."""
    saves = int(event.get("saves", 0))
    left = int(event.get("damage_left", 0))
    text = Text.assemble("  ", unit_text(str(event.get("unit", ""))),
                         f" roll {plural(int(event.get('dice', 0)), 'die', 'dice')} for "
                         f"{COVER_NAMES.get(str(event.get('cover')), event.get('cover'))}: ",
                         (f"{saves} saved", "bold green" if saves else ""),
                         f", {plural(left, 'damage point')} left")
    uncovered = int(event.get("uncovered", 0))
    if uncovered:
        weapons = " and the ".join(str(w) for w in event.get("uncovered_weapons") or ()) or "weapons that ignore cover"
        text.append(f", +{uncovered} from the {weapons} (no cover roll): {left + uncovered} to take")
    return text


def describe_event(event: Event, names: Sequence[str], viewer: int | None) -> RenderableType | None:
    """One event as a sentence."""
    kind = event.get("type")
    unit = str(event.get("unit", ""))
    if kind == "turn":
        return Text(f"── Turn {event.get('turn')} ──", style="bold")
    if kind == "cover-roll":
        return _event_roll(event, names, "Cover placement roll (3 dice each)")
    if kind == "terrain-roll":
        return _event_roll(event, names, "Terrain placement roll (3 dice each)")
    if kind == "terrain":
        return Text(f"A {str(event.get('terrain', '')).replace('-', ' ')} terrain element is placed on {event.get('square')}")
    if kind == "battlefield-ready":
        return Text("The battlefield is ready: now the cover elements.")
    if kind == "initiative-roll":
        return _event_roll(event, names, "Initiative roll")
    if kind == "initiative":
        side = str(event.get("winner"))
        return Text.assemble(side_text(side, names), " win the initiative and choose who activates first")
    if kind == "place":
        what = element_name(event.get("element", ""))
        return Text(f"{'An' if what[:1] in 'aeiou' else 'A'} {what} is placed on {event.get('square')}")
    if kind == "join":
        _JOINED[str(event.get("squad"))] = str(event.get("hero"))
        return Text.assemble(unit_text(str(event.get("hero"))), " joins ", unit_text(str(event.get("squad"))))
    if kind == "detach":
        _JOINED.pop(str(event.get("squad")), None)
        return Text.assemble(unit_text(str(event.get("hero"))), " leaves ", unit_text(str(event.get("squad"))),
                             " for good (both stay on the square)")
    if kind == "activate":
        side = side_of(unit)
        return Text.assemble(player_of(side, names), " activates ", unit_text(unit))
    if kind == "declare":
        plan = str(event.get("plan"))
        words = "make a sustained attack" if plan == "sustained" else PLAN_WORDS.get(plan, plan).split(' (')[0]
        return Text.assemble(unit_text(unit), f" will {words}")
    if kind == "move":
        text = Text.assemble(unit_text(unit), f" moves to {event.get('to')}")
        if event.get("crush"):
            text.append(", crushing the ammo crate there", style="bold")
        return text
    if kind == "reaction":
        return Text.assemble(unit_text(unit), " tries a reaction fire at ", unit_text(str(event.get("at"))))
    if kind == "reaction-roll":
        hits = int(event.get("hits", 0))
        dice = int(event.get("dice", 1))
        of = f" of {dice} dice" if dice > 1 else ""
        if hits:
            return Text.assemble(unit_text(unit), f" rolls {_hits(hits)}{of}: ", ("it fires!", "bold"))
        return Text.assemble(unit_text(unit), f" rolls no hit{of}: no reaction fire (it counts as activated)")
    if kind in ("attack-roll", "attack-reroll", "reply-roll", "cover-save", "losses", "element-damage", "line-spent"):
        return _describe_dice(event)
    if kind == "first":
        by, side = str(event.get("by")), str(event.get("side"))
        text = Text.assemble(player_of(by, names), " lets the ", side_text(side), " activate first")
        if event.get("chosen") and event.get("chosen") != side:
            text.append(f" (the {FACTIONS.get(str(event['chosen']), event['chosen'])} have no unit to activate)")
        return text
    if kind == "stay":
        square = event.get("square")
        if square:
            return Text.assemble(unit_text(unit), f" stays on {square}")
        return Text.assemble(unit_text(unit), " stays off the battlefield (no entry square is free)")
    if kind == "hold-fire":
        weapon = str(event.get("weapon") or "weapon")
        if event.get("fired"):
            return Text.assemble(unit_text(unit), " fires no more ", (weapon, "bold"), " munitions", style="dim")
        return Text.assemble(unit_text(unit), " holds its ", (weapon, "bold"), style="dim")
    if kind == "alone":
        return Text.assemble(unit_text(str(event.get("hero"))), " fights alone")
    if kind == "no-reaction":
        return Text.assemble(player_of(str(event.get("by")), names), " lets ", unit_text(str(event.get("at"))),
                             " go on (no reaction fire)", style="dim")
    if kind == "attack":
        return _event_attack(event, names)
    if kind == "no-target":
        return Text.assemble(unit_text(unit), " has no target in range and sight: its attack is lost", style="dim")
    if kind == "no-shots":
        return Text.assemble(unit_text(unit), " holds its fire", style="dim")
    if kind == "destroyed":
        card = card_of(unit)
        side = side_of(unit)
        other = SIDES[1 - SIDES.index(side)] if side in SIDES else ""
        text = Text.assemble(unit_text(unit), (" is destroyed!", "bold red1"))
        if card is not None and other:
            text.append(f" (+{card.ap} VP to the ")
            text.append_text(side_text(other))
            text.append(")")
        return text
    if kind == "hero-alone":
        return Text.assemble(unit_text(unit), " survives its squad and fights on alone")
    if kind == "game-over":
        scores = event.get("scores") or [0, 0]
        text = Text(f"Game over ({event.get('why')}): ", style="bold")
        text.append_text(side_text("allies", names))
        text.append(f" {scores[0]} VP, ")
        text.append_text(side_text("axis", names))
        text.append(f" {scores[1]} VP")
        return text
    details = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "visible_to"))
    return Text(f"{kind}: {details}")


# ----------------------------------------------------------------------------- actions
def _label_place(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    element, square = CoverElement(args[0]), Square.parse(args[1])
    text = Text(f"{element_name(element).capitalize()} on {square}", style="bold")
    bd = board(obs)
    bits = []
    terrain = bd.field.terrain_at(square)
    if terrain is not Terrain.OPEN:
        bits.append(terrain.value.replace("-", " "))
    bits += [f"objective {o.get('id')}" for o in bd.objectives if str(square) in o.get("squares", ())]
    if bits:
        text.append(f" ({', '.join(bits)})", style="dim")
    return text


def _label_terrain(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    terrain, square = Terrain(args[0]), Square.parse(args[1])
    _, _, words = TERRAIN_GLYPHS[terrain]
    return Text.assemble((f"{terrain.value.replace('-', ' ').capitalize()} on {square}", "bold"),
                         (f" ({words})", "dim"))


#: What each cover element does, said once above the placement choices.
ELEMENT_RULES: dict[CoverElement, str] = {
    CoverElement.AMMO_CRATE: "soft cover to a squad on it; vehicles may enter and crush it",
    CoverElement.ANTI_TANK_BLOCK: "hard cover to a squad on it; no vehicle enters; blocks sight between infantry",
}


def _label_join(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    hero = obs.get("hero_waiting") or ""
    squad = units_by_id(obs).get(args[0], {})
    text = Text.assemble(unit_text(hero, obs), " joins ", unit_text(args[0], obs))
    if squad:
        text.append(f" (armour {squad.get('armour')}, {strength_text(squad)})", style="dim")
    return text


def _label_alone(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    return Text.assemble(unit_text(obs.get("hero_waiting") or "", obs), " fights alone")


def _label_first(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    side = args[0]
    seat = obs.get("seat")
    if isinstance(seat, int) and seat in (0, 1) and SIDES[seat] == side:
        return Text.assemble("You (", side_text(side), ") activate first")
    return Text.assemble(side_text(side, names), " activate first")


def _label_activate(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    uid = args[0]
    data = units_by_id(obs).get(uid, {})
    tag = tags_of(obs).get(uid, "")
    text = Text.assemble((f"{tag:<2}", SIDE_CELL.get(str(data.get("side")), "")), " ", unit_text(uid, obs))
    if data.get("hero"):
        hero_card = _cards().get(data["hero"].get("card", ""))
        text.append(f" + {hero_card.name if hero_card else '?'}", style=SIDE_STYLE.get(str(data.get("side")), ""))
    bits = [TYPE_WORDS.get(data.get("type", ""), ""), strength_text(data).split(" + ")[0] if data else ""]
    square = data.get("square")
    if square:
        bits.append(f"on {square}")
    else:
        entry = board(obs).entry
        bits.append(f"to enter from the {entry.edge(str(data.get('side')))}" if entry else "to enter")
    ammo = ammo_text(data) if data else "-"
    if ammo != "-":
        bits.append(f"ammo {ammo}")
    text.append(" - " + ", ".join(b for b in bits if b), style="dim")
    return text


def _label_detach(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    unit = (obs.get("activation") or {}).get("unit") or ""
    hero = (units_by_id(obs).get(unit, {}).get("hero") or {}).get("card", "")
    return Text.assemble(unit_text(hero, obs), " leaves ", unit_text(unit, obs),
                         " for good (it becomes a unit of its own, already activated this turn)")


def _label_declare(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    plan = args[0]
    unit = (obs.get("activation") or {}).get("unit") or ""
    entering = board(obs).pos.get(unit) is None
    words = ENTER_WORDS.get(plan) if entering else None
    words = words or PLAN_WORDS.get(plan, plan)
    if plan == "nothing" and entering:
        words = "do nothing (no entry square is free)"
    return Text(words[0].upper() + words[1:])


def _label_move(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    square = Square.parse(args[0])
    bd = board(obs)
    unit = (obs.get("activation") or {}).get("unit") or ""
    way = bd.moves().get(square) or {}
    text = Text()
    if bd.pos.get(unit) is None:
        text.append(f"Enter on {square}", style="bold")
    else:
        text.append(f"To {square}", style="bold")
        cost = way.get("cost")
        text.append(f" - {plural(int(cost), 'movement point')}" if cost is not None else "")
        spends = [w for w, key in (("the cheap diagonal", "diagonal"), ("the Fast square", "fast")) if way.get(key)]
        if spends:
            text.append(f" (spends {' and '.join(spends)})", style="dim")
        elif cost is not None and way.get("cost", 0) > 1 and _straight_keeps_diagonal(obs, square, unit, int(cost)):
            text.append(" (straight, keeping the cheap diagonal for the next move)", style="dim")
    info = _square_words(bd, square, unit, way)
    if info:
        text.append(f" - {info}", style="dim")
    if len(args) > 1 and args[1] == "crush":
        text.append(" - and crush the ammo crate there", style="bold")
    return text


def _straight_keeps_diagonal(obs: Obs, square: Square, unit: str, cost: int) -> bool:
    """Whether a move to a square one diagonal step away goes there straight (two points),
    keeping the activation's cheap diagonal for its next Move (DT-45)."""
    here = board(obs).pos.get(unit)
    act = obs.get("activation") or {}
    return (here is not None and cost == 2 and not act.get("diagonal_used")
            and abs(here.col - square.col) == 1 and abs(here.row - square.row) == 1)


def _square_words(bd: Board, square: Square, unit: str, way: Obs | None = None) -> str:
    """What a square gives a unit ending there: cover for a squad, an objective."""
    bits: list[str] = []
    element = bd.field.element_at(square)
    terrain = bd.field.terrain_at(square)
    if element is not None:
        bits.append(element_name(element))
    if terrain is not Terrain.OPEN:
        bits.append(terrain.value.replace("-", " "))
    cover = (way or {}).get("cover")
    if cover and cover != "none":
        bits.append(COVER_NAMES.get(str(cover), str(cover)))
    for objective in bd.objectives:
        if str(square) in objective.get("squares", ()):
            bits.append(f"objective {objective.get('id')}")
    return ", ".join(bits)


def _label_stay(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    unit = (obs.get("activation") or {}).get("unit") or ""
    square = board(obs).pos.get(unit)
    if square is None:
        return Text("Stay off the battlefield (no entry square is free)")
    return Text(f"Stay on {square}")


def _label_aim(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    aiming = obs.get("aiming") or {}
    attacker = aiming.get("attacker") or ""
    lines = aiming.get("lines") or []
    index = int(aiming.get("index", 0))
    bd = board(obs)
    data = bd.units.get(attacker, {})
    ref = lines[index] if index < len(lines) else None
    line = line_of(data, ref) if ref is not None else None
    if args[0] == "element" and len(args) > 1:
        target = f"element:{args[1]}"
        square: Square | None = Square.parse(args[1])
    else:
        target = args[0]
        square = bd.pos.get(target)
    option = bd.aims().get(target) or {}
    text = Text()
    text.append(line_name(line, data, ref) if line else "Fire", style="bold")
    text.append(" at ")
    text.append_text(target_text(target, obs))
    if not target.startswith("element:"):
        tag = tags_of(obs).get(target)
        strength_now = strength_text(bd.units[target]) if target in bd.units else ""
        text.append(f" ({tag}, {strength_now}" + (f", on {square}" if square else "") + ")", style="dim")
    elif option.get("to_destroy") is not None:
        text.append(f" ({option['to_destroy']} damage to destroy it)", style="dim")
    bits: list[str] = []
    if option.get("distance") is not None:
        bits.append(f"{plural(int(option['distance']), 'square')} away")
    if option.get("dice") is not None:
        bits.append(f"{plural(int(option['dice']), 'die', 'dice')}, {option.get('damage_per_hit')} damage per hit")
    cover_words = COVER_NAMES.get(option.get("cover", ""), option.get("cover"))
    if option.get("ignores_cover") and option.get("cover") not in (None, "none"):
        weapon = line.name if line else "this weapon"
        bits.append(f"{cover_words}, but the {weapon} ignores cover (no cover roll)")
    elif option.get("cover_roll"):
        bits.append(f"{cover_words} (it rolls to save)")
    if bits:
        text.append(": " + ", ".join(bits))
    return text


def _label_hold_fire(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    aiming = obs.get("aiming") or {}
    lines = aiming.get("lines") or []
    index = int(aiming.get("index", 0))
    data = units_by_id(obs).get(aiming.get("attacker") or "", {})
    line = line_of(data, lines[index]) if index < len(lines) else None
    if line is None:
        return Text("Hold fire")
    fired = sum(1 for s in aiming.get("shots") or [] if s.get("line") == lines[index])
    if line.limited_ammo is not None and fired:
        return Text.assemble("Fire no more ", (line.name, "bold"), " munitions")
    rest = len(lines) - index - 1
    after = " (then the next weapon line)" if rest else " (the attack is then rolled)" if aiming.get("shots") else ""
    return Text.assemble("Don't use the ", (line_name(line, data, lines[index]), "bold"), after)


def _label_lose(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    step = _casualty_step(obs) or {}
    victim = obs.get("attacker") if step.get("unit") == "attacker" else step.get("unit")
    attack = obs.get("attack") or {}
    state: Obs = {}
    for target_id, target in attack.get("targets") or []:
        if target_id == victim and isinstance(target, dict):
            state = target.get("state") or {}
    if step.get("unit") == "attacker":
        state = attack.get("attacker") or {}
    card = _cards().get((state.get("card") or "")) or (card_of(str(victim)) if victim else None)
    if args[0] == "hero":
        hero = state.get("hero") or {}
        hero_card = _cards().get(hero.get("card", ""))
        return Text.assemble("A hit point of ", (hero_card.name if hero_card else "the hero", "bold"),
                             f" ({hero.get('hit_points', '?')} HP left)")
    models = state.get("models") or []
    if args[0] == "other":
        count = models[-1] if models else "?"
        fired, _ = shared_lines(card) if card else ([], [])
        if fired:
            return Text.assemble(("A model carrying the ", "bold"), (" and the ".join(fired), "bold"), f" ({count} left)")
        return Text.assemble((f"A model {plain_model_words(card)}", "bold"), f" ({count} left)")
    index = int(args[0])
    name = card.weapons[index].name if card and 0 <= index < len(card.weapons) else f"line {index}"
    kinds = [i for i, w in enumerate(card.weapons) if w.carried_by is not None] if card else []
    count = models[kinds.index(index)] if index in kinds and kinds.index(index) < len(models) else "?"
    return Text.assemble(("A model carrying the ", "bold"), (name, "bold"), f" ({count} left)")


def _label_react(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    uid = args[0]
    target = (obs.get("activation") or {}).get("unit") or ""
    option: Obs = next((o for o in obs.get("reaction_options") or () if o.get("unit") == uid), {})
    dice = int(option.get("dice", 1))
    distance = option.get("distance")
    text = Text.assemble(unit_text(uid, obs), " fires back at ", unit_text(target, obs))
    text.append(f" - roll {plural(dice, 'die', 'dice')}: a hit lets it attack; either way it is activated"
                + (f" ({plural(distance, 'square')} away)" if distance is not None else ""), style="dim")
    return text


def _label_no_reaction(args: list[str], obs: Obs, names: Sequence[str]) -> Text:
    target = (obs.get("activation") or {}).get("unit") or ""
    return Text.assemble("No reaction fire: let ", unit_text(target, obs), " go on")


_LABELS = {
    "place": _label_place, "join": _label_join, "alone": _label_alone, "first": _label_first,
    "activate": _label_activate, "detach": _label_detach, "declare": _label_declare, "move": _label_move,
    "stay": _label_stay, "aim": _label_aim, "hold-fire": _label_hold_fire, "lose": _label_lose,
    "react": _label_react, "no-reaction": _label_no_reaction, "terrain": _label_terrain,
}


def describe_action(notation: str, obs: Obs, names: Sequence[str]) -> Text:
    """A readable label for one legal action, from the acting seat's observation."""
    kind, *args = notation.split()
    label = _LABELS.get(kind)
    if label is None:
        return Text(notation)
    try:
        return label(args, obs, names)
    except Exception:  # a label never stops the game: the notation is shown beside it
        return Text("")


# ----------------------------------------------------------------------------- long lists
#: A list of more choices than this is drawn compactly: the choices that differ only by
#: their square (placing an element, a Move) are grouped on a few lines, each a number and
#: its square; the others keep a line and a label each.
LONG_LIST = 10
#: Fewer choices than this that differ only by their square keep a line each.
GROUPED = 4
_SQUARE_WORD = re.compile(r"^[a-z]\d{1,2}$")
#: The key of the short marks after a grouped choice's square.
CELL_KEY = "after a square: its cost in movement points, soft/hard cover, * objective"


def square_pattern(notation: str) -> tuple[str, str] | None:
    """A notation with a square as (its pattern, the square): ``move e4 crush`` ->
    (``move <square> crush``, ``e4``); None without a square."""
    words = notation.split()
    at = next((i for i, w in enumerate(words) if _SQUARE_WORD.match(w)), None)
    if at is None:
        return None
    return " ".join(words[:at] + ["<square>"] + words[at + 1:]), words[at]


def draw_choices(notations: Sequence[str], obs: Obs, names: Sequence[str]) -> RenderableType | None:
    """The legal choices numbered from 1 in the order given; a long list (more than
    :data:`LONG_LIST`) drawn compactly, the choices that differ only by their square grouped
    (:func:`square_pattern`) as ``12 e4`` cells after their pattern. None for a short list
    (the play loop's one choice a line)."""
    if len(notations) <= LONG_LIST:
        return None
    patterns = [square_pattern(n) for n in notations]
    sizes: dict[str, int] = {}
    for found in patterns:
        if found is not None:
            sizes[found[0]] = sizes.get(found[0], 0) + 1
    blocks: list[tuple[bool, list[tuple[RenderableType, ...]]]] = []  # (grouped, its rows)

    def add(grouped: bool, row: tuple[RenderableType, ...]) -> None:
        if not blocks or blocks[-1][0] != grouped:
            blocks.append((grouped, []))
        blocks[-1][1].append(row)

    done: set[str] = set()
    for number, (notation, found) in enumerate(zip(notations, patterns), start=1):
        if found is None or sizes[found[0]] < GROUPED:
            add(False, (Text(f"{number:>2}", style="bold cyan"), Text(notation, style="cyan"),
                        describe_action(notation, obs, names)))
        elif found[0] not in done:
            done.add(found[0])
            members = [(n, text) for n, (text, f) in enumerate(zip(notations, patterns), start=1)
                       if f is not None and f[0] == found[0]]
            add(True, _choice_group(found[0], members, obs))
    parts: list[RenderableType] = []
    for _, rows in blocks:
        grid = Table.grid(padding=(0, 2))
        for row in rows:
            grid.add_row(*row)
        parts.append(grid)
    example = next(n for n, f in zip(notations, patterns) if f is not None and f[0] in done)
    parts.append(Text(f"Answer a number or a notation (`{example}`); {CELL_KEY}.", style="dim"))
    return Group(*parts)


def _choice_group(pattern: str, members: Sequence[tuple[int, str]], obs: Obs) -> tuple[RenderableType, ...]:
    """One grouped pattern: the pattern, and a cell per choice."""
    head = Text(pattern, style="cyan")
    cells = [_choice_cell(number, notation, obs) for number, notation in members]
    width = max(cell.cell_len for cell in cells)
    for cell in cells:
        cell.pad_right(width - cell.cell_len)
    return head, Columns(cells, padding=(0, 2))


def _choice_cell(number: int, notation: str, obs: Obs) -> Text:
    """``12 e4`` and the square's short marks: a Move's cost and cover, an objective."""
    found = square_pattern(notation)
    square = found[1] if found else notation
    text = Text.assemble((f"{number:>2}", "bold cyan"), " ", (square, "cyan"))
    marks: list[str] = []
    bd = board(obs)
    if notation.startswith("move "):
        way = bd.moves().get(Square.parse(square)) or {}
        if way.get("cost") is not None:
            marks.append(str(way["cost"]))
        cover = way.get("cover")
        if cover and cover != "none":
            marks.append(str(cover))
    if any(square in o.get("squares", ()) for o in bd.objectives):
        text.append("*", style="bold magenta")
    if marks:
        text.append(" " + " ".join(marks), style="dim")
    return text


# ----------------------------------------------------------------------------- results
def render_results(record: GameRecord, obs: Obs, names: Sequence[str]) -> RenderableType:
    """Victory points per side (destroyed enemies' AP and the objectives' bonus), the units
    destroyed, and the winner, from the record's result."""
    result = record.result or {}
    points: list[int] = list(result.get("victory_points") or result.get("scores") or obs.get("scores") or [0, 0])
    bonus: list[int] = list(result.get("objective_bonus") or [0, 0])
    destroyed: list[str] = list(result.get("destroyed") or obs.get("destroyed") or [])
    returns: list[float] = list(result.get("returns") or [])
    if len(returns) > 2:  # more than two seats: each side's result is its players' (teams.py)
        sides = seat_sides(len(returns))
        returns = [returns[sides.index(side)] for side in (0, 1)]
    winners = [i for i, r in enumerate(returns) if returns and r == max(returns)] or \
              [i for i, p in enumerate(points) if p == max(points)]
    table = Table(title="Final result", title_justify="left", box=box.SIMPLE_HEAD)
    for column, justify in (("Side", "left"), ("Player", "left"), ("Units destroyed", "right"),
                            ("Objectives", "right"), ("Victory points", "right"), ("", "left")):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for seat, side in enumerate(SIDES):
        bonus_here = bonus[seat] if seat < len(bonus) else 0
        won = Text("Winner", style="bold green") if seat in winners else Text("")
        table.add_row(side_text(side), Text(names[seat] if seat < len(names) else ""), str(points[seat] - bonus_here),
                      f"+{bonus_here}", Text(str(points[seat]), style="bold"), won)
    lines: list[RenderableType] = [table]
    for seat, side in enumerate(SIDES):
        lost = [u for u in destroyed if side_of(u, obs) == side]
        text = Text.assemble(side_text(side), " lost: ")
        if lost:
            text.append_text(Text(", ").join(
                Text(f"{unit_name(u)} ({card.ap if (card := card_of(u)) else '?'} AP)") for u in lost))
        else:
            text.append("nothing", style="dim")
        lines.append(text)
    why = result.get("result") or obs.get("result")
    if why:
        lines.append(Text(f"The battle ended: {why}, after turn {result.get('turns', obs.get('turn'))}."))
    if len(winners) > 1:
        lines.append(Text("A draw: both sides share the victory.", style="bold green"))
    elif winners:
        side = SIDES[winners[0]]
        lines.append(Text.assemble(side_text(side, names), (" win the battle!", "bold green")))
    return Group(*lines)


# ----------------------------------------------------------------------------- the view
def side_names(names: Sequence[str]) -> list[str]:
    """The players' names by side: with more than two seats, each side's players joined
    (``Ann & Cy``), the seats' sides as the game gives them (teams.py, DT-115)."""
    if len(names) <= 2:
        return list(names)
    sides = seat_sides(len(names))
    return [" & ".join(n for n, s in zip(names, sides) if s == side) for side in (0, 1)]


def side_viewer(names: Sequence[str], viewer: int | None) -> int | None:
    """The viewer's side, with more than two seats (the renderer draws sides)."""
    if viewer is None or len(names) <= 2 or not 0 <= viewer < len(names):
        return viewer
    return seat_sides(len(names))[viewer]


# ----------------------------------------------------------------------------- commands
#: The words of the command that shows a unit's card (``card hell-boys``, ``show HB``).
CARD_WORDS = ("card", "show", "info")
#: The most lines of news shown at once to a player; the earlier ones: the ``news`` command.
NEWS_LINES = 10


def find_unit_id(query: str, obs: Obs) -> str | None:
    """The unit of the observation that ``query`` names: its id (``hell-boys-2``), its map
    tag (``HB``, any case) or its name (``Hell Boys``); None if none does."""
    wanted = "-".join(query.strip().lower().split())
    tags = tags_of(obs)
    for unit in obs.get("units", ()):
        uid = unit["id"]
        if wanted in (uid, tags.get(uid, "").lower(), "-".join(unit_name(uid).lower().split())):
            return str(uid)
    return None


def show_card(console: Console, query: str, obs: Obs) -> None:
    """Print a unit's card as ``meeple units show`` draws it (movement, armour, the weapon
    lines with their range and dice), then the unit as it stands now; ``query`` is a unit of
    the game (:func:`find_unit_id`) or any card's id or name."""
    from meeple.cli.units import show_unit
    from meeple.engine.errors import MeepleError

    uid = find_unit_id(query, obs)
    card = card_of(uid) if uid else None
    try:
        show_unit(console, card.id if card else query)
    except MeepleError:
        known = ", ".join(f"{tag.lower()} {uid}" for uid, tag in tags_of(obs).items())
        console.print(Text(f"x no unit {query!r} in this game (its tags and ids: {known})", style="red"), soft_wrap=True)
        return
    data = units_now(obs)
    unit = units_by_id(data).get(uid or "")
    if unit is not None:
        console.print(Text.assemble(("Now: ", "bold"), _label_activate([str(uid)], data, ())))


class DustTacticsView:
    """The :class:`meeple.cli.play.GameView` of Dust Tactics. With more than two seats the
    table, the news and the results speak of the two sides, each with its players' names.
    Its own commands: ``card <unit>`` (a unit's card) and ``news`` (every line of the last
    news, when it was too long to show whole)."""

    notation_help = NOTATION_HELP
    commands_hint = "`card <unit>` (a unit's weapons, range and move)"

    def __init__(self) -> None:
        #: The last news shown to each viewer, every line (for the ``news`` command).
        self.last_news: dict[int | None, list[RenderableType]] = {}

    def table(self, obs: Obs, names: Sequence[str], viewer: int | None) -> RenderableType:
        return render_observation(obs, side_names(names), side_viewer(names, viewer))

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> RenderableType | None:
        return describe_event(event, side_names(names), side_viewer(names, viewer))

    def events(self, events: Sequence[Event], names: Sequence[str], viewer: int | None) -> list[RenderableType]:
        """The news; for a player, at most :data:`NEWS_LINES` lines, the last ones, after a
        line saying how many earlier ones the ``news`` command shows."""
        lines = describe_events(events, side_names(names), side_viewer(names, viewer))
        if viewer is None:
            return lines
        self.last_news[viewer] = lines
        if len(lines) <= NEWS_LINES:
            return lines
        hidden = len(lines) - NEWS_LINES + 1
        return [Text(f"… {plural(hidden, 'earlier line')} (type `news` to see every line)", style="dim"),
                *lines[-(NEWS_LINES - 1):]]

    def command(self, console: Console, text: str, obs: Obs, names: Sequence[str]) -> bool:
        """``card <unit>`` (or ``show``/``info <unit>``): the unit's card; ``news``: every
        line of the last news that was cut. False for anything else."""
        word, _, argument = text.partition(" ")
        word = word.lower().lstrip(":")
        if word in CARD_WORDS and argument.strip():
            show_card(console, argument.strip(), obs)
            return True
        if word == "news" and not argument.strip():
            lines = self.last_news.get(obs.get("seat"))
            console.print(Panel(Group(*lines), title="What happened (every line)", title_align="left", border_style="dim")
                          if lines else Text("No news yet.", style="dim"))
            return True
        return False

    def action_label(self, notation: str, obs: Obs, names: Sequence[str]) -> RenderableType:
        return describe_action(notation, obs, side_names(names))

    def choices(self, notations: Sequence[str], obs: Obs, names: Sequence[str]) -> RenderableType | None:
        return draw_choices(notations, obs, side_names(names))

    def is_private(self, obs: Obs) -> bool:
        return False

    def results(self, record: GameRecord, obs: Obs, names: Sequence[str]) -> RenderableType:
        return render_results(record, obs, side_names(names))


VIEW = DustTacticsView()

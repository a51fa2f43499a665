"""The battle maps of D-Day Dice (first edition) as data: ``data/maps/<id>.toml``.

A battle map is a grid of sectors in rows, row 1 being the beach (the bottom of the printed
board) and the bunker(s) at the top. The rules the format carries are those of the Italian
rulebook (``000_…``), "Fase 4 * Muovere" to "Fase 5 * Combattere", and the map section
"MAPPE"; the per-map sector notes follow the Spanish rulebook (``002_…``), "MAPAS DE
BATALLA" (``../shared/seeds/README.md``: the Spanish map descriptions are the better source).

**Geometry.** Each sector (and each bunker: "i bunkers contano anch'essi come settori") has a
``row`` and a column range ``col .. col + span`` on a grid of equal columns. Adjacency is
derived from the grid, never listed (docs/rulings.md, "DDM-2"):

* two cells of the same row whose ranges touch are *sideways* neighbours (both ways);
* a cell of row ``r`` and a cell of row ``r + 1`` whose ranges overlap share a border: moving
  from the lower to the upper one is *forward* ("avanza", it costs courage); the opposite
  direction is *back*, never allowed ("non può mai tornare indietro");
* cells that only touch at a corner are diagonal ("non può muovere diagonalmente"): no move.

A ``[[lines]]`` entry puts a minefield or a barrier on the border of two adjacent cells; a
``[[row_lines]]`` entry holds the courage printed at the left end of the line between two rows;
a bunker holds its own courage ("Entrare in un bunker conta come un avanzamento: il coraggio
necessario è stampato sul bunker").

**Reconstructed values.** The texts do not print the boards. Every table (map, sector,
bunker, line, row line, start resources, requirement, special rule) may hold
``reconstructed = ["field", ...]``: the fields of *that table* whose values are not in the
rulebook texts (design notes, "Content is data"). The loader checks that each mark names a
field of the table; docs/rulings.md ("DDM-…") says why each value was chosen.

**Forms.** A map file may take its board (``sectors``, ``bunkers``, ``row_lines``, ``lines``)
from another map file with ``board_from = "<map id>"``; the three forms of Exercise Tiger do
so and differ only in ``[mode]`` and ``[cards]``.

Errors raise :class:`~meeple.engine.errors.ContentError` on one line naming the file, the
sector (by its number, not its position in the file) and the field.

The engine's entry points: :func:`load_map`, :func:`map_ids`, :func:`load_map_file`, then on a
:class:`BattleMap`: ``cell``, ``moves_from``, ``move``, ``def_for``, ``start_sectors``,
``bunker_numbers``, ``last_sectors_before_bunker``, ``mode`` and ``cards``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Annotated, Any, Iterable, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, ValidationError, field_validator, model_validator
from pydantic_core import ErrorDetails

from meeple.engine.data_files import is_file, read_toml
from meeple.engine.errors import ContentError, excerpt, short_name

# --------------------------------------------------------------------------------------
# Vocabulary: dice faces, special damage, card ids, named special rules
# --------------------------------------------------------------------------------------

#: The six faces of a D-Day Dice die (it. "Risultati del dadi": Teschio, Stella, 1 Soldato,
#: 2 Soldati, Coraggio, Utensile/Attrezzo).
Face = Literal["skull", "star", "soldier", "two-soldiers", "courage", "tool"]
FACES: tuple[str, ...] = ("skull", "star", "soldier", "two-soldiers", "courage", "tool")

#: What a 6 on an MGF die does besides its pips ("Danno speciale": "di solito, il giocatore
#: perderà 1 coraggio o 1 specialista a sua scelta").
SpecialDamage = Literal["none", "courage", "specialist"]

#: The Exercise Tiger forms ("Pratica", "Addestramento base", "Addestramento avanzato").
Form = Literal["practice", "basic", "advanced"]
FORM_ORDER: tuple[str, ...] = ("practice", "basic", "advanced")

#: First-edition card list (Italian rulebook, "CARTE DEL GIOCO"), English names in kebab-case.
REGULAR_SPECIALISTS: tuple[str, ...] = (
    "corporal", "paratrooper", "platoon-leader", "point-man", "scout", "sharpshooter",
    "beachmaster", "hero", "minesweeper", "pathfinder", "veteran", "chaplain", "medic",
)
UNIQUE_SPECIALISTS: tuple[str, ...] = (
    "decoy", "marksman", "quartermaster", "combat-photographer", "messenger", "war-correspondent",
    "captain", "engineer", "general", "grenadier", "lieutenant",
)
REGULAR_ITEMS: tuple[str, ...] = (
    "carrier-pigeon", "walkie-talkie", "mine-detector", "whistle", "binoculars", "grenade",
    "field-radio", "shoulder-patch", "bangalore-torpedo", "flame-thrower",
)
SPECIAL_ITEMS: tuple[str, ...] = (
    "lucky-charm", "grappling-hook", "flak-vest", "gammon-bomb", "mortar", "pocket-bible",
    "rangefinder", "strategic-map", "toolkit", "ammo-box", "command-jacket", "rope-ladder",
    "wirecutters", "amphetamines", "dispatch-case", "bazooka", "signalling-lamp",
    # named only by Merville Battery (its text is not printed: docs/rulings.md DDC-6, DDM-60)
    "medal-case",
)
SPECIALISTS: tuple[str, ...] = REGULAR_SPECIALISTS + UNIQUE_SPECIALISTS
VEHICLES: tuple[str, ...] = ("jeep", "half-track", "ambulance", "armored-car", "bulldozer", "tank")


@dataclass(frozen=True)
class SpecialRuleSpec:
    """A named sector rule whose effect the game implements in code."""

    needs_specialist: bool
    summary: str
    #: "item" or "vehicle": the rule names that card in ``card`` (Utah's Shoulder Patch in
    #: sector 10, Juno's Tank in sector 5); "" for none.
    card_kind: str = ""


#: The named special rules a sector may carry (``[[sectors.special]] rule = ...``). The
#: effect is implemented once in the game's effects code; a new board needing a new effect
#: adds its name here.
SPECIAL_RULES: dict[str, SpecialRuleSpec] = {
    "auto-specialist": SpecialRuleSpec(
        True, "the named specialist joins the unit that moves here, without being recruited"
    ),
    "d6-soldiers-once": SpecialRuleSpec(
        False, "a unit moving here rolls a d6 and gains that many soldiers, once (not every turn)"
    ),
    # Utah Beach and Juno Beach (free_finds, vehicle_finds, skull_rerolls, four_of_a_kind,
    # sector_attributes; docs/rulings.md DDM-21 .. DDM-34)
    "free-item": SpecialRuleSpec(
        False, "the named item is set aside at set-up; the first unit to enter finds it free; it is found nowhere else",
        card_kind="item",
    ),
    "vehicle-here": SpecialRuleSpec(
        False, "a unit here may find the named vehicle in Phase 3, paying its cost in Item Points", card_kind="vehicle"
    ),
    "no-skull-reroll": SpecialRuleSpec(
        False, "skulls cannot be rerolled here (the Sharpshooter, Ammo Box and Binoculars still act on them)"
    ),
    "four-of-a-kind-bonus": SpecialRuleSpec(
        False, "4 (or 5, 6) results of one kind in the Final Tally: +5 soldiers, on top of any RWB"
    ),
    "four-of-a-kind-loss": SpecialRuleSpec(
        False, "4 (or 5, 6) results of one kind in the Final Tally: lose 3 soldiers"
    ),
    "general-ignores-attributes": SpecialRuleSpec(
        False, "while a General is in play, units ignore this sector's attributes"
    ),
    # Pointe-du-Hoc (docs/rulings.md DDM-50 .. DDM-55; the game's rules: climbing.py)
    "climb": SpecialRuleSpec(
        False, "climbing sector: a unit advances out of it only after a Final Tally with 4 skulls; "
        "no die is locked here, no RWB Battle Cry, no vehicle"
    ),
    "climb-retreat": SpecialRuleSpec(
        False, "a unit that failed its climb (3 turns without 4 skulls) retreats here, if it has not visited it"
    ),
    # Merville Battery (DDM-56 .. DDM-64; wirecutters_only.py, def_fixed.py, stay_indefinitely.py,
    # battle_cry_entry.py)
    "wirecutters-only": SpecialRuleSpec(
        False, "a unit enters only with the Wirecutters used this turn in its sector"
    ),
    "def-fixed": SpecialRuleSpec(
        False, "no item, specialist or vehicle can reduce this sector's DEF"
    ),
    "stay-indefinitely": SpecialRuleSpec(
        False, "a unit may stay here for ever: its unit marker is not turned in Phase 2"
    ),
    "battle-cry-entry": SpecialRuleSpec(
        False, "the only way in is a move with the RWB Battle Cry"
    ),
    # second edition, "EXPLOSIFS" (explosives.py; DDE-26 .. DDE-28)
    "explosives-doors": SpecialRuleSpec(
        False, "a unit enters only by discarding explosives: 2 cards with 1 explosion symbol or 1 card with 2"
    ),
    # Gold Beach sector 8, Sword Beach sectors 5 and 15 (sector_rewards.py; DDM-35 .. DDM-49)
    "first-unit-medal": SpecialRuleSpec(
        False, "the first unit to enter draws a random medal (one medal per game from this sector)"
    ),
    "first-unit-medal-or-victoria-cross": SpecialRuleSpec(
        False, "the first unit to enter draws a random medal, or takes the Victoria Cross if it is "
        "still in the deck (one medal per game from this sector)"
    ),
    "first-unit-specialist": SpecialRuleSpec(
        True, "the first unit to enter recruits the named unique specialist free; it cannot be "
        "recruited anywhere else on the map"
    ),
    # Sword Beach sectors 6, 7 and 11 (random_sectors.py)
    "random-sector": SpecialRuleSpec(
        False, "the first unit to enter rolls a d6 (Binoculars may change it): the sector keeps that "
        "attribute of its table for the rest of the game"
    ),
}

#: The attributes a random sector's table may give (``[[sectors.special.outcomes]]``), each
#: implemented once in random_sectors.py; ``face`` and ``vehicle`` name what they act on.
RANDOM_EFFECTS: dict[str, str] = {
    "combat-d6-soldiers": "lose 1d6 soldiers in every Phase 5",
    "combat-d6-soldiers-unless-minesweeper": "without a Minesweeper, lose 1d6 more soldiers in every Phase 5",
    "no-skull-reroll": "skulls cannot be rerolled here",
    "bonus": "+1 result of the face a turn (colourless)",
    "penalty": "-1 result of the face a turn",
    "vehicle-for-item-points": "the vehicle can be found here for its cost in Item Points",
    "vehicle-free": "the first unit here finds the vehicle free",
    "first-unit-medal": "the first unit to enter draws a random medal (one per game from this sector)",
    "black-shield": "cannot stay here (like a black shield): one turn",
    "added-skull": "add 1 skull of any colour to your Final Tally",
    "no-locks": "no die is locked",
    "no-battle-cry": "no RWB Battle Cry here",
    "soldier-lost-per-star": "lose 1 soldier for each star in your Final Tally",
    "soldier-per-rwb": "gain 1 soldier for each RWB you get",
}

_KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")

Count = Annotated[int, Field(ge=0)]
Positive = Annotated[int, Field(ge=1)]

# --------------------------------------------------------------------------------------
# Tables
# --------------------------------------------------------------------------------------


class MapTable(BaseModel):
    """A TOML table of a map file; ``reconstructed`` names its fields whose values are not
    in the rulebook texts."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)
    reconstructed: tuple[str, ...] = ()
    #: The rulings of docs/rulings.md (``DDM-15``) that say why this table's values were chosen.
    rulings: tuple[str, ...] = ()

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        """The names a file uses for this table's fields (``def``, not ``def_``)."""
        return tuple(f.alias or name for name, f in cls.model_fields.items() if name not in ("reconstructed", "rulings"))

    @field_validator("rulings")
    @classmethod
    def _known_rulings(cls, ids: tuple[str, ...]) -> tuple[str, ...]:
        """Each id names a ruling of docs/rulings.md, once."""
        from meeple.engine.rulings import ruling

        for index, ruling_id in enumerate(ids):
            try:
                ruling(ruling_id)
            except ContentError as exc:
                raise ValueError(str(exc)) from None
            if ruling_id in ids[:index]:
                raise ValueError(f"{excerpt(ruling_id)} is listed twice")
        return ids

    @model_validator(mode="after")
    def _marks_name_fields(self) -> "MapTable":
        names = self.field_names()
        seen: set[str] = set()
        for mark in self.reconstructed:
            if mark not in names:
                raise ValueError(
                    f"reconstructed: {excerpt(mark)} names no field of this table (its fields: {', '.join(names)})"
                )
            if mark in seen:
                raise ValueError(f"reconstructed: {excerpt(mark)} is marked twice")
            seen.add(mark)
        return self

    def is_reconstructed(self, field: str) -> bool:
        """Whether ``field`` (its name in the file) is marked reconstructed."""
        return field in self.reconstructed


def _known(ids: Iterable[str], known: tuple[str, ...], what: str) -> None:
    seen: set[str] = set()
    for card in ids:
        if not _KEBAB.match(card):
            raise ValueError(f"{excerpt(card)} is not a kebab-case card id (e.g. 'strategic-map')")
        if card not in known:
            raise ValueError(f"unknown {what} {excerpt(card)} (known: {', '.join(known)})")
        if card in seen:
            raise ValueError(f"{excerpt(card)} is listed twice")
        seen.add(card)


class Mode(MapTable):
    """Which parts of the game a map (or a form of one) uses. The defaults are the full game;
    the Exercise Tiger forms switch parts off ("Exercise Tiger: Pratica / Addestramento base")."""

    #: False: ignore the sector attributes (bonuses, penalties, requirements, no-item,
    #: one-unit, special rules, special damage). DEF, black shields, courage and barriers
    #: always hold (docs/rulings.md, "DDM-7").
    sector_attributes: bool = True
    #: False: ignore the machine-gun-fire icons (sectors and bunkers).
    mgf: bool = True
    #: False: ignore the minefields on lines.
    mines: bool = True
    #: False: no specialist can be recruited (and ``cards`` lists none).
    specialists: bool = True
    #: False: no item can be found (and ``cards`` lists no special item; no regular item either).
    items: bool = True
    #: False: no award (Straight or 6 courage) is drawn.
    awards: bool = True
    #: Dice results removed from the Final Count (rerolled where possible).
    ignored_results: tuple[Face, ...] = ()
    #: False: when a unit is eliminated the others play on ("gli altri giocatori devono continuare").
    unit_loss_ends_game: bool = True


class Cards(MapTable):
    """The specialists and items available on the map, as printed in its list."""

    regular_specialists: tuple[str, ...] = ()
    unique_specialists: tuple[str, ...] = ()
    special_items: tuple[str, ...] = ()
    #: Solo play: an item of the map replaced by another ("Solitario: Rimpiazza le
    #: Amphetamines nel settore 9 con il Signalling Lamp"): ``{ amphetamines = "signalling-lamp" }``.
    solo_substitutes: dict[str, str] = Field(default_factory=dict)

    @field_validator("solo_substitutes")
    @classmethod
    def _substitutes(cls, pairs: dict[str, str]) -> dict[str, str]:
        for old, new in pairs.items():
            _known([old], REGULAR_ITEMS + SPECIAL_ITEMS, "item")
            _known([new], REGULAR_ITEMS + SPECIAL_ITEMS, "item")
        return pairs

    @field_validator("regular_specialists")
    @classmethod
    def _regular(cls, ids: tuple[str, ...]) -> tuple[str, ...]:
        _known(ids, REGULAR_SPECIALISTS, "regular specialist")
        return ids

    @field_validator("unique_specialists")
    @classmethod
    def _unique(cls, ids: tuple[str, ...]) -> tuple[str, ...]:
        _known(ids, UNIQUE_SPECIALISTS, "unique specialist")
        return ids

    @field_validator("special_items")
    @classmethod
    def _items(cls, ids: tuple[str, ...]) -> tuple[str, ...]:
        _known(ids, SPECIAL_ITEMS, "special item")
        return ids


class StartResources(MapTable):
    """The start resources printed at the bottom of the board beside a start sector."""

    soldiers: Count = 0
    courage: Count = 0
    stars: Count = 0
    item_points: Count = 0
    specialists: tuple[str, ...] = ()

    @field_validator("specialists")
    @classmethod
    def _specialists(cls, ids: tuple[str, ...]) -> tuple[str, ...]:
        _known(ids, SPECIALISTS, "specialist")
        return ids


class Requirement(MapTable):
    """A requirement to move into a sector: "Devi avere XXX" (``have``), "Sacrifica XXX"
    (``sacrifice``), "Sacrifica 1 specialista" (``sacrifice-any``)."""

    kind: Literal["have", "sacrifice", "sacrifice-any"]
    specialist: str | None = None

    @model_validator(mode="after")
    def _specialist_given(self) -> "Requirement":
        if self.kind == "sacrifice-any":
            if self.specialist is not None:
                raise ValueError("specialist: a 'sacrifice-any' requirement names no specialist")
        elif self.specialist is None:
            raise ValueError(f"specialist: a {excerpt(self.kind)} requirement names the specialist")
        else:
            _known([self.specialist], SPECIALISTS, "specialist")
        return self

    def describe(self) -> str:
        if self.kind == "have":
            return f"must have {self.specialist}"
        if self.kind == "sacrifice":
            return f"sacrifice {self.specialist}"
        return "sacrifice 1 specialist"


class RandomOutcome(MapTable):
    """One line of a random sector's table (Sword Beach): the d6 roll, its name and the
    attribute the sector takes (``RANDOM_EFFECTS``), with the rulebook's words."""

    roll: Annotated[int, Field(ge=1, le=6)]
    name: str
    effect: str
    #: The face a ``bonus`` or a ``penalty`` adds or removes.
    face: Face | None = None
    #: The vehicle a ``vehicle-…`` attribute offers.
    vehicle: str | None = None
    text: str
    text_es: str = ""

    @model_validator(mode="after")
    def _known_effect(self) -> "RandomOutcome":
        if self.effect not in RANDOM_EFFECTS:
            raise ValueError(f"effect: unknown random attribute {excerpt(self.effect)} (known: {', '.join(RANDOM_EFFECTS)})")
        if (self.effect in ("bonus", "penalty")) != (self.face is not None):
            raise ValueError("face: a bonus or a penalty names its face, and no other attribute does")
        if self.effect.startswith("vehicle-") != (self.vehicle is not None):
            raise ValueError("vehicle: a vehicle attribute names its vehicle, and no other attribute does")
        if self.vehicle is not None and self.vehicle not in VEHICLES:
            raise ValueError(f"vehicle: unknown vehicle {excerpt(self.vehicle)} (known: {', '.join(VEHICLES)})")
        return self


class SpecialRule(MapTable):
    """A named sector rule (``SPECIAL_RULES``) with the rulebook's words for it."""

    rule: str
    specialist: str | None = None
    #: The item or vehicle the rule names (``SpecialRuleSpec.card_kind``).
    card: str | None = None
    #: The Italian rulebook's text for this sector.
    text: str
    #: The Spanish rulebook's text for this sector.
    text_es: str = ""
    #: A ``random-sector``'s table: the attribute a d6 gives it, one for each roll 1 to 6.
    outcomes: tuple[RandomOutcome, ...] = ()

    @model_validator(mode="after")
    def _known_rule(self) -> "SpecialRule":
        spec = SPECIAL_RULES.get(self.rule)
        if spec is None:
            raise ValueError(f"rule: unknown special rule {excerpt(self.rule)} (known: {', '.join(SPECIAL_RULES)})")
        if self.rule == "random-sector":
            if sorted(o.roll for o in self.outcomes) != [1, 2, 3, 4, 5, 6]:
                raise ValueError("outcomes: a random sector's table has one attribute for each roll 1 to 6")
        elif self.outcomes:
            raise ValueError(f"outcomes: only a random sector has a table, not {excerpt(self.rule)}")
        if spec.needs_specialist:
            if self.specialist is None:
                raise ValueError(f"specialist: the special rule {excerpt(self.rule)} names a specialist")
            _known([self.specialist], SPECIALISTS, "specialist")
        elif self.specialist is not None:
            raise ValueError(f"specialist: the special rule {excerpt(self.rule)} takes no specialist")
        if spec.card_kind:
            if self.card is None:
                raise ValueError(f"card: the special rule {excerpt(self.rule)} names a {spec.card_kind}")
            if spec.card_kind == "item":
                _known([self.card], REGULAR_ITEMS + SPECIAL_ITEMS, "item")
            else:
                _known([self.card], VEHICLES, "vehicle")
        elif self.card is not None:
            raise ValueError(f"card: the special rule {excerpt(self.rule)} takes no card")
        return self

    @property
    def key(self) -> str:
        """``rule`` or ``rule:specialist`` / ``rule:card``, e.g. ``auto-specialist:medic``."""
        arg = self.specialist or self.card
        return f"{self.rule}:{arg}" if arg else self.rule


class _Cell(MapTable):
    """What sectors and bunkers share: number, place on the grid, DEF and MGF."""

    number: Positive
    name: str = ""
    row: Positive
    col: Count
    span: Positive = 1
    #: DEF per turn spent in the sector: the first (and lowest) value on the first turn, the
    #: second on the second, ... ("Alcuni settori hanno più di un DEF").
    def_: tuple[Count, ...] = Field(alias="def", min_length=1, max_length=3)
    #: How many MGF symbols: a d6 each, added together, in Phase 5.
    mgf: Count = 0
    #: What a 6 on an MGF die also does (the die icon beside the MGF symbol).
    mgf_special: SpecialDamage = "none"
    notes: tuple[str, ...] = ()

    @field_validator("def_")
    @classmethod
    def _rising(cls, values: tuple[int, ...]) -> tuple[int, ...]:
        if list(values) != sorted(values):
            raise ValueError("the DEF values run from the first (and lowest) turn upward (\"il primo (e più basso) DEF\")")
        return values

    @model_validator(mode="after")
    def _special_needs_mgf(self) -> "_Cell":
        if self.mgf_special != "none" and self.mgf == 0:
            raise ValueError("mgf_special: special damage comes with an MGF symbol, but mgf is 0")
        return self

    @property
    def columns(self) -> tuple[int, int]:
        """The column range ``[col, col + span)``."""
        return (self.col, self.col + self.span)


class Sector(_Cell):
    """A sector of the board (not a bunker)."""

    #: "Non puoi stare qui": at most one turn here (one DEF value).
    black_shield: bool = False
    #: Colourless results added to the Final Count every turn ("Bonus per turno").
    bonus: dict[Face, Positive] = Field(default_factory=dict)
    #: Results removed from the Final Count every turn ("Penalità per turno").
    penalty: dict[Face, Positive] = Field(default_factory=dict)
    requires: tuple[Requirement, ...] = ()
    #: No new item can be found here; items held may be used.
    no_item: bool = False
    #: No more than one unit here at a time.
    one_unit: bool = False
    special: tuple[SpecialRule, ...] = ()
    #: Present on a start sector: the start resources printed at the bottom of the board.
    start: StartResources | None = None

    @model_validator(mode="after")
    def _black_shield_one_turn(self) -> "Sector":
        if self.black_shield and len(self.def_) != 1:
            raise ValueError("def: a black shield (\"Non puoi stare qui\") allows one turn, so one DEF value")
        return self


class Bunker(_Cell):
    """A bunker: a sector whose entry counts as advancing, at its own printed courage."""

    #: The courage printed on the bunker: the cost of entering it.
    courage: Count
    #: Named special rules of the bunker (Merville Battery: ``battle-cry-entry``).
    special: tuple[SpecialRule, ...] = ()


Cell = Union[Sector, Bunker]


class RowLine(MapTable):
    """The horizontal line between row ``rows[0]`` and row ``rows[1]``, with the courage
    printed at its left end: the cost of advancing across it."""

    rows: tuple[Positive, Positive]
    courage: Count

    @field_validator("rows")
    @classmethod
    def _consecutive(cls, rows: tuple[int, int]) -> tuple[int, int]:
        if rows[1] != rows[0] + 1:
            raise ValueError("a row line lies between a row and the next one up, e.g. [1, 2]")
        return rows


class Line(MapTable):
    """The border of two adjacent cells, with a minefield or a barrier on it."""

    sectors: tuple[Positive, Positive]
    minefield: bool = False
    barrier: bool = False

    @model_validator(mode="after")
    def _one_feature(self) -> "Line":
        if self.sectors[0] == self.sectors[1]:
            raise ValueError("sectors: a line lies between two different sectors")
        if self.minefield and self.barrier:
            raise ValueError(
                "a line holds a minefield or a barrier, not both: a barrier cannot be crossed, "
                "so its mines would never be rolled"
            )
        if not (self.minefield or self.barrier):
            raise ValueError("a line entry holds a minefield or a barrier; this one holds neither")
        return self

    @property
    def key(self) -> frozenset[int]:
        return frozenset(self.sectors)


@dataclass(frozen=True)
class Move:
    """A move between two adjacent cells, as the board draws it."""

    origin: int
    to: int
    kind: Literal["sideways", "forward"]
    #: Courage to spend: 0 sideways, the row line's courage forward, the bunker's courage
    #: when ``to`` is a bunker (entering a bunker "conta come un avanzamento").
    courage: int
    minefield: bool
    barrier: bool
    into_bunker: bool = False

    @property
    def advances(self) -> bool:
        """Whether the move is an advance: forward, or into a bunker from any side."""
        return self.kind == "forward" or self.into_bunker


BOARD_KEYS: tuple[str, ...] = ("sectors", "bunkers", "row_lines", "lines")


class BattleMap(MapTable):
    """One battle map (or one form of it), validated."""

    id: str
    name: str
    #: The rulebook's map number ("Mappa N.01").
    map_number: Positive
    #: For the forms of Exercise Tiger.
    form: Form | None = None
    #: The map whose board this map uses (set by the file; see the module docstring).
    board_from: str | None = None
    #: Gold Beach: "ambos Búnkers necesitan ser conquistados por al menos 1 Unidad"; solo, the
    #: unit enters every bunker in turn (bunkers.py, DDM-36 .. DDM-39).
    conquer_every_bunker: bool = False
    #: The rulebook passages the file transcribes.
    sources: tuple[str, ...] = ()
    dedication: str = ""
    notes: tuple[str, ...] = ()
    mode: Mode = Field(default_factory=Mode)
    cards: Cards = Field(default_factory=Cards)
    sectors: tuple[Sector, ...] = Field(min_length=1)
    bunkers: tuple[Bunker, ...] = Field(min_length=1)
    row_lines: tuple[RowLine, ...] = ()
    lines: tuple[Line, ...] = ()

    _cells: dict[int, Cell] = PrivateAttr(default_factory=dict)
    _moves: dict[int, tuple[Move, ...]] = PrivateAttr(default_factory=dict)

    @field_validator("id")
    @classmethod
    def _kebab(cls, value: str) -> str:
        if not _KEBAB.match(value):
            raise ValueError(f"{excerpt(value)} is not a kebab-case id (e.g. 'omaha-beach')")
        return value

    # -- derived board -------------------------------------------------------------

    def cell(self, number: int) -> Cell:
        """The sector or bunker with this number."""
        try:
            return self._cells[number]
        except KeyError:
            raise ContentError(f"map {self.id}: no sector {number}") from None

    @property
    def cells(self) -> tuple[Cell, ...]:
        """Every sector and bunker, by number."""
        return tuple(self._cells[n] for n in sorted(self._cells))

    def is_bunker(self, number: int) -> bool:
        return isinstance(self.cell(number), Bunker)

    @property
    def sector_count(self) -> int:
        """How many sectors, the bunkers counted ("i bunkers contano anch'essi come settori")."""
        return len(self._cells)

    @property
    def row_count(self) -> int:
        return max(c.row for c in self._cells.values())

    @property
    def width(self) -> int:
        """Grid columns."""
        return max(c.col + c.span for c in self._cells.values())

    @property
    def start_sectors(self) -> tuple[Sector, ...]:
        return tuple(s for s in self.sectors if s.start is not None)

    @property
    def bunker_numbers(self) -> tuple[int, ...]:
        return tuple(sorted(b.number for b in self.bunkers))

    def row(self, row: int) -> tuple[Cell, ...]:
        """The cells of a row, left to right."""
        return tuple(sorted((c for c in self._cells.values() if c.row == row), key=lambda c: c.col))

    def row_line(self, lower_row: int) -> RowLine | None:
        """The line between ``lower_row`` and the row above it, if it has a courage value."""
        for line in self.row_lines:
            if line.rows[0] == lower_row:
                return line
        return None

    def line_between(self, a: int, b: int) -> Line | None:
        key = frozenset((a, b))
        for line in self.lines:
            if line.key == key:
                return line
        return None

    def moves_from(self, number: int, *, cross_barriers: bool = False) -> tuple[Move, ...]:
        """The sideways and forward moves out of a cell, as the board allows them (barriers
        excluded unless ``cross_barriers``, for the cards that cross them). Whether a move is
        legal in a game also depends on the unit: visited sectors, requirements, courage,
        one-unit sectors, and the ``mode``."""
        moves = self._moves.get(number)
        if moves is None:
            self.cell(number)  # raises for an unknown number
            return ()
        return tuple(m for m in moves if cross_barriers or not m.barrier)

    def move(self, origin: int, to: int) -> Move | None:
        """The move from ``origin`` to ``to`` if the cells are adjacent that way (a back or
        diagonal move gives None), barriers included."""
        for candidate in self._moves.get(origin, ()):
            if candidate.to == to:
                return candidate
        return None

    def def_for(self, number: int, turn: int) -> int:
        """The printed DEF of a cell on the unit's ``turn``-th turn there (1, 2, 3, ...); past
        the last shield the last value holds (docs/rulings.md, "DDM-4")."""
        values = self.cell(number).def_
        return values[min(max(turn, 1), len(values)) - 1]

    def last_sectors_before_bunker(self) -> tuple[int, ...]:
        """The sectors from which a bunker is entered."""
        bunkers = set(self.bunker_numbers)
        return tuple(
            sorted({m.origin for moves in self._moves.values() for m in moves if m.to in bunkers and m.origin not in bunkers})
        )

    def reconstructed_marks(self) -> list[tuple[str, str]]:
        """Every reconstructed mark: (where, field), e.g. ("sector 4", "def")."""
        marks: list[tuple[str, str]] = [("map", m) for m in self.reconstructed]
        marks += [("mode", m) for m in self.mode.reconstructed] + [("cards", m) for m in self.cards.reconstructed]
        for cell in self.cells:
            where = f"{'bunker' if isinstance(cell, Bunker) else 'sector'} {cell.number}"
            marks += [(where, m) for m in cell.reconstructed]
            if isinstance(cell, Sector):
                if cell.start is not None:
                    marks += [(f"{where} start", m) for m in cell.start.reconstructed]
                for req in cell.requires:
                    marks += [(f"{where} requirement", m) for m in req.reconstructed]
                for rule in cell.special:
                    marks += [(f"{where} {rule.rule}", m) for m in rule.reconstructed]
        marks += [(f"row line {r.rows[0]}-{r.rows[1]}", m) for r in self.row_lines for m in r.reconstructed]
        marks += [(f"line {l.sectors[0]}-{l.sectors[1]}", m) for l in self.lines for m in l.reconstructed]
        return marks

    def summary(self) -> str:
        """One line: sectors, rows, start, bunker."""
        starts = ", ".join(str(s.number) for s in self.start_sectors)
        bunkers = ", ".join(str(n) for n in self.bunker_numbers)
        return (
            f"{self.id} ({self.name}): {self.sector_count} sectors counting "
            f"{'the bunker' if len(self.bunkers) == 1 else 'the bunkers'} ({bunkers}), {self.row_count} rows, "
            f"start {starts}, {len(self.reconstructed_marks())} reconstructed values"
        )

    # -- whole-board checks ----------------------------------------------------------

    @model_validator(mode="after")
    def _check_board(self) -> "BattleMap":
        _BoardChecker(self).run()
        return self


class _BoardError(ValueError):
    """A whole-board problem; ``where`` names the table (e.g. "sector 4")."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(message)
        self.where = where


class _BoardChecker:
    """The checks that need the whole board: numbering, grid, lines, reachability."""

    def __init__(self, board: BattleMap) -> None:
        self.board = board

    def run(self) -> None:
        board = self.board
        cells: dict[int, Cell] = {}
        every_cell: list[Cell] = [*board.sectors, *board.bunkers]
        for cell in every_cell:
            kind = "bunker" if isinstance(cell, Bunker) else "sector"
            if cell.number in cells:
                raise _BoardError(f"{kind} {cell.number}", "number: sector number used twice (sectors and bunkers share one numbering)")
            cells[cell.number] = cell
        expected = set(range(1, len(cells) + 1))
        if set(cells) != expected:
            missing = sorted(expected - set(cells))
            extra = sorted(set(cells) - expected)
            raise _BoardError(
                "sectors",
                f"the sector numbers (bunkers included) must run 1..{len(cells)} without gaps "
                f"(missing: {missing or 'none'}; beyond: {extra or 'none'})",
            )
        board._cells.clear()
        board._cells.update(cells)
        self._check_grid(cells)
        self._check_cards()
        moves = self._derive_moves(cells)
        board._moves.clear()
        board._moves.update(moves)
        self._check_reachability(cells, moves)

    def _check_grid(self, cells: dict[int, Cell]) -> None:
        rows = sorted({c.row for c in cells.values()})
        for r in range(1, rows[-1] + 1):
            if r not in rows:
                raise _BoardError(f"row {r}", "holds no sector: rows run from 1 (the beach) upward without gaps")
        by_row: dict[int, list[Cell]] = {}
        for cell in cells.values():
            by_row.setdefault(cell.row, []).append(cell)
        for r, row in by_row.items():
            row.sort(key=lambda c: c.col)
            for left, right in zip(row, row[1:]):
                if right.col < left.col + left.span:
                    raise _BoardError(
                        f"sector {right.number}",
                        f"col: overlaps sector {left.number} in row {r} "
                        f"(columns {left.col}..{left.col + left.span - 1} and {right.col}..{right.col + right.span - 1})",
                    )
        if not self.board.start_sectors:
            raise _BoardError("sectors", "no start sector: give the start sector a `start` table with its resources")

    def _check_cards(self) -> None:
        board = self.board
        mode, cards = board.mode, board.cards
        if not mode.specialists and (cards.regular_specialists or cards.unique_specialists):
            raise _BoardError("cards", "the mode allows no specialist, but the map lists specialists")
        if not mode.items and cards.special_items:
            raise _BoardError("cards", "special_items: the mode allows no item, but the map lists special items")

    def _derive_moves(self, cells: dict[int, Cell]) -> dict[int, tuple[Move, ...]]:
        board = self.board
        row_lines: dict[int, RowLine] = {}
        for rl in board.row_lines:
            where = f"row line {rl.rows[0]}-{rl.rows[1]}"
            if rl.rows[0] in row_lines:
                raise _BoardError(where, "given twice")
            if rl.rows[1] > board.row_count:
                raise _BoardError(where, f"rows: the board has {board.row_count} rows")
            row_lines[rl.rows[0]] = rl
        lines: dict[frozenset[int], Line] = {}
        for line in board.lines:
            where = f"line {line.sectors[0]}-{line.sectors[1]}"
            for n in line.sectors:
                if n not in cells:
                    raise _BoardError(where, f"sectors: no sector {n}")
            if line.key in lines:
                raise _BoardError(where, "given twice")
            lines[line.key] = line
        moves: dict[int, list[Move]] = {n: [] for n in cells}
        used_lines: set[frozenset[int]] = set()
        used_row_lines: set[int] = set()
        for a in cells.values():
            for b in cells.values():
                if a.number == b.number:
                    continue
                kind: Literal["sideways", "forward"]
                if a.row == b.row and (a.col + a.span == b.col or b.col + b.span == a.col):
                    kind = "sideways"
                elif b.row == a.row + 1 and max(a.col, b.col) < min(a.col + a.span, b.col + b.span):
                    kind = "forward"
                else:
                    continue
                border = lines.get(frozenset((a.number, b.number)))
                if border is not None:
                    used_lines.add(border.key)
                into_bunker = isinstance(b, Bunker)
                if isinstance(b, Bunker):
                    courage = b.courage
                elif kind == "forward":
                    row_line = row_lines.get(a.row)
                    if row_line is None:
                        raise _BoardError(
                            f"row line {a.row}-{a.row + 1}",
                            f"missing: sector {a.number} advances into sector {b.number} across it, "
                            "so the courage printed at its left end is needed ([[row_lines]] rows = "
                            f"[{a.row}, {a.row + 1}], courage = ...)",
                        )
                    used_row_lines.add(a.row)
                    courage = row_line.courage
                else:
                    courage = 0
                moves[a.number].append(Move(
                    origin=a.number, to=b.number, kind=kind, courage=courage,
                    minefield=bool(border and border.minefield), barrier=bool(border and border.barrier),
                    into_bunker=into_bunker,
                ))
        for key, line in lines.items():
            if key not in used_lines:
                first, second = line.sectors
                raise _BoardError(
                    f"line {first}-{second}",
                    f"sectors: sectors {first} and {second} share no border (same row side by side, or overlapping "
                    "columns in neighbouring rows); a corner is diagonal",
                )
        for lower, rl in row_lines.items():
            if lower not in used_row_lines:
                raise _BoardError(
                    f"row line {rl.rows[0]}-{rl.rows[1]}",
                    "no advance crosses it except into a bunker, which uses its own courage",
                )
        # the checker derives sideways moves pairwise; check they come in pairs anyway
        for number, out in moves.items():
            for m in out:
                if m.kind == "sideways" and not any(back.to == number for back in moves[m.to] if back.kind == "sideways"):
                    raise _BoardError(f"sector {number}", f"sideways move to {m.to} has no way back")
        return {n: tuple(sorted(ms, key=lambda m: m.to)) for n, ms in moves.items()}

    def _check_reachability(self, cells: dict[int, Cell], moves: dict[int, tuple[Move, ...]]) -> None:
        starts = [s.number for s in self.board.start_sectors]
        bunkers = set(self.board.bunker_numbers)
        reached_from: dict[int, set[int]] = {}
        for start in starts:
            seen = {start}
            todo = [start]
            while todo:
                here = todo.pop()
                for m in moves[here]:
                    if not m.barrier and m.to not in seen:
                        seen.add(m.to)
                        # a unit in a bunker is safe; it moves on only on maps with a row above
                        todo.append(m.to)
            reached_from[start] = seen
            if not seen & bunkers:
                names = ", ".join(str(b) for b in sorted(bunkers))
                raise _BoardError(
                    f"sector {start}",
                    f"no path leads from this start sector to the bunker ({names}): check rows, columns and barriers",
                )
        reached = set().union(*reached_from.values())
        for number in sorted(cells):
            if number not in reached:
                kind = "bunker" if number in bunkers else "sector"
                raise _BoardError(
                    f"{kind} {number}",
                    f"cannot be reached from the start ({', '.join(map(str, starts))}) by sideways and forward moves",
                )
        # no trap: from every sector some bunker can still be reached
        leads_to_bunker = set(bunkers)
        changed = True
        while changed:
            changed = False
            for number in cells:
                if number not in leads_to_bunker and any(
                    not m.barrier and m.to in leads_to_bunker for m in moves[number]
                ):
                    leads_to_bunker.add(number)
                    changed = True
        for number in sorted(cells):
            if number not in leads_to_bunker:
                raise _BoardError(
                    f"sector {number}",
                    "no path leads from here to a bunker: a unit that entered could never win "
                    "(check rows, columns and barriers)",
                )


# --------------------------------------------------------------------------------------
# Loading
# --------------------------------------------------------------------------------------


def maps_dir() -> Path:
    """The packaged map files."""
    return Path(str(resources.files(__package__) / "data" / "maps"))


def _item_name(raw: dict[str, Any], loc: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    """Name a list entry by what it is (sector 4, line 5-8), not by its index."""
    if len(loc) >= 2 and isinstance(loc[1], int) and loc[0] in BOARD_KEYS:
        entries = raw.get(loc[0])
        entry = entries[loc[1]] if isinstance(entries, list) and loc[1] < len(entries) else {}
        entry = entry if isinstance(entry, dict) else {}
        if loc[0] in ("sectors", "bunkers"):
            number = entry.get("number", f"#{loc[1] + 1} in the file")
            return f"{loc[0][:-1]} {short_name(number)}", loc[2:]
        pair = entry.get("sectors" if loc[0] == "lines" else "rows")
        label = "line" if loc[0] == "lines" else "row line"
        if isinstance(pair, list) and len(pair) == 2:
            return f"{label} {short_name(pair[0])}-{short_name(pair[1])}", loc[2:]
        return f"{label} #{loc[1] + 1} in the file", loc[2:]
    return "", loc


def _format_loc(loc: tuple[Any, ...]) -> str:
    out = ""
    for part in loc:
        if part == "[key]":
            continue
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + short_name(str(part))
    return out


def _validation_message(err: ErrorDetails) -> str:
    kind = err["type"]
    if kind == "extra_forbidden":
        return "unknown field"
    if kind == "missing":
        return "missing field"
    ctx = err.get("ctx") or {}
    if kind == "too_long":
        return f"{ctx.get('actual_length')} entries, at most {ctx.get('max_length')} allowed"
    if kind == "too_short":
        return f"{ctx.get('actual_length')} entries, at least {ctx.get('min_length')} needed"
    if kind == "greater_than_equal":
        return f"must be {ctx.get('ge')} or more"
    msg = str(err["msg"])
    return msg.removeprefix("Value error, ")


def _where_of(error: ValidationError | _BoardError, raw: dict[str, Any]) -> str:
    if isinstance(error, _BoardError):
        return f"{error.where}: {error}"
    first = error.errors()[0]
    name, rest = _item_name(raw, tuple(first["loc"]))
    message = _validation_message(first)
    field = _format_loc(rest)
    if field == "def" and first["type"] in ("too_long", "too_short"):
        message += " (one DEF shield per turn in the sector: turns 1 to 3)"
    # a model-level error already names its field ("def: ..."); don't name the table twice
    parts = [p for p in (name, field) if p]
    return ": ".join(parts + [message])


def _merge_board(path: Path, raw: dict[str, Any]) -> tuple[dict[str, Any], str]:
    """Resolve ``board_from``: the board keys come from that map file."""
    base_id = raw.get("board_from")
    if base_id is None:
        return raw, str(path)
    if not isinstance(base_id, str) or not _KEBAB.match(base_id):
        raise ContentError(f"{path}: board_from: {excerpt(base_id)} is not a map id")
    for key in BOARD_KEYS:
        if key in raw:
            raise ContentError(f"{path}: {key}: the board comes from {excerpt(base_id)} (board_from); a form file holds no {key}")
    base_path = path.parent / f"{base_id}.toml"
    if not is_file(base_path):
        base_path = maps_dir() / f"{base_id}.toml"
    if not is_file(base_path):
        raise ContentError(f"{path}: board_from: no map {excerpt(base_id)}, neither in {path.parent} "
                           f"nor among the packaged maps ({', '.join(packaged_ids())})")
    if base_path.resolve() == path.resolve():
        raise ContentError(f"{path}: board_from: a map cannot take its board from itself")
    base = read_toml(base_path, "map")
    if "board_from" in base:
        raise ContentError(f"{path}: board_from: {excerpt(base_id)} takes its own board from another file; name that one")
    merged = dict(raw)
    for key in BOARD_KEYS:
        if key in base:
            merged[key] = base[key]
    return merged, f"{path} (board from {base_path.name})"


def load_map_file(path: Path | str) -> BattleMap:
    """Load and validate one map file (a packaged one, or one transcribed by a player).

    Raises ContentError: ``<file>: <sector or table>: <field>: <problem>``."""
    path = Path(path)
    raw = read_toml(path, "map")
    merged, label = _merge_board(path, raw)
    try:
        return BattleMap.model_validate(merged)
    except ValidationError as exc:
        # a whole-board check raised from the model validator arrives wrapped
        cause = _board_cause(exc)
        raise ContentError(f"{label}: {_where_of(cause or exc, merged)}") from None


def _board_cause(exc: ValidationError) -> _BoardError | None:
    for err in exc.errors():
        ctx = err.get("ctx") or {}
        inner = ctx.get("error")
        if isinstance(inner, _BoardError):
            return inner
    return None


def _form_rank(board: BattleMap) -> int:
    return FORM_ORDER.index(board.form) if board.form else -1


def packaged_ids() -> list[str]:
    """The packaged map files' ids, sorted by name."""
    return sorted(p.stem for p in maps_dir().glob("*.toml"))


@lru_cache(maxsize=None)
def map_ids() -> tuple[str, ...]:
    """The packaged map ids, in the rulebook's order (map number, then form)."""
    boards = [load_map(p.stem) for p in sorted(maps_dir().glob("*.toml"))]
    return tuple(b.id for b in sorted(boards, key=lambda b: (b.map_number, _form_rank(b), b.id)))


#: Maps given as content in this process (a player's own map file, a record's map), by the id
#: :mod:`.given_maps` gave them.
GIVEN: dict[str, BattleMap] = {}


@lru_cache(maxsize=None)
def load_map(map_id: str) -> BattleMap:
    """The packaged map ``map_id`` (see :func:`map_ids`), validated; or a map given as content
    (:data:`GIVEN`)."""
    if map_id in GIVEN:
        return GIVEN[map_id]
    path = maps_dir() / f"{map_id}.toml"
    if map_id not in packaged_ids():
        joined = sorted(p.stem for p in (maps_dir().parent / "joined").glob("*.toml"))
        raise ContentError(f"unknown map {excerpt(map_id)} (known: {', '.join(packaged_ids())}; "
                           f"two maps joined: {', '.join(joined)})")
    board = load_map_file(path)
    if board.id != map_id:
        raise ContentError(f"{path}: id: {excerpt(board.id)} differs from the file name {excerpt(map_id)}")
    return board


def all_maps() -> tuple[BattleMap, ...]:
    """Every packaged map, in the rulebook's order."""
    return tuple(load_map(i) for i in map_ids())

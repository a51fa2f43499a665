"""Scenarios as data: ``data/scenarios/<id>.toml`` (rulebook p. 7, "Sequenza di gioco" and
"Fine della partita"; p. 19, "PREPARAZIONE DEL GIOCO").

"Prima di cominciare una partita i giocatori devono scegliere uno scenario e allestire il
tavolo da gioco seguendo le istruzioni dello scenario stesso." A scenario gives the
battlefield ("disporre le tavole e gli elementi di terreno come indicato sullo scenario"), the
army-point limit ("Quando si sceglie uno scenario bisogna che i punti armata delle due fazioni
non sorpassino quelli indicati"), the cover zone ("Gli elementi di copertura possono essere
posizionati solo nella 'zona di copertura' indicata nello scenario"), the side each faction
enters from, the turn limit ("E' stato raggiunto il limite massimo di turni previsto dallo
scenario"), and its objectives and bonus victory points ("Alcuni scenari danno un bonus in
punti vittoria per ogni obiettivo raggiunto").

The scenario book is not in the text: the packaged scenarios are built with the rulebook's
own "Creare un campo di battaglia" procedure and marked ``reconstructed`` (DT-14, DT-15).
``create-your-own`` leaves that procedure to the players: the bare boards and a pool of
``terrain_elements`` they place in turn (:mod:`.battlefield_creation`, DT-47).

Entry points: :func:`load_scenario`, :func:`scenario_ids`, :func:`load_scenario_file`,
:func:`find_scenario` (the game option ``scenario``: an id, or a scenario as data, never a
path: :mod:`meeple.engine.option_content`).
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Annotated, Any, Literal, Mapping

from pydantic import AfterValidator, Field, field_validator, model_validator

from meeple.engine.errors import ContentError, OptionsError, excerpt
from meeple.games.dust_tactics.battlefield_creation import CORE_SET_TILES
from meeple.games.dust_tactics.battlefield import MAX_WIDTH, Battlefield, Edge, Square
from meeple.engine.data_files import read_toml
from meeple.games.dust_tactics.datafile import KEBAB, DataTable, entry_label, validate
from meeple.games.dust_tactics.structures import (
    Entrance, EntranceSize, Side, Structure, anti_tank_block_allowed, build_layout,
)
from meeple.games.dust_tactics.terrain import (
    CORE_SET_ELEMENTS, TERRAIN, TERRAIN_BY_CHAR, CoverElement, Terrain,
)


@lru_cache(maxsize=256)
def _zone_squares(corners: tuple[str, str]) -> tuple[Square, ...]:
    """The squares of the rectangle between two corner squares, row by row."""
    a, b = (_square(c) for c in corners)
    return tuple(
        Square(c, r)
        for r in range(min(a.row, b.row), max(a.row, b.row) + 1)
        for c in range(min(a.col, b.col), max(a.col, b.col) + 1)
    )


def _square(text: str) -> Square:
    try:
        return Square.parse(text)
    except ValueError as exc:
        raise ValueError(str(exc)) from None


def _square_name(text: str) -> str:
    """``text`` checked to name a square ("e6"); a :class:`ValueError` if not."""
    _square(text)
    return text


#: A square's name in a scenario file, checked when the file is read.
SquareName = Annotated[str, AfterValidator(_square_name)]


def _distinct_squares(values: tuple[str, ...]) -> tuple[str, ...]:
    """``values`` checked to name squares, none of them twice."""
    for value in values:
        _square(value)
    if len(set(values)) != len(values):
        raise ValueError("a square is listed twice")
    return values


class Entry(DataTable):
    """The battlefield edge each faction enters from (p. 19, "Ingresso delle unità")."""

    allies: Edge
    axis: Edge

    @model_validator(mode="after")
    def _apart(self) -> "Entry":
        if self.allies == self.axis:
            raise ValueError("allies: the two factions enter from different edges")
        return self

    def edge(self, faction: str) -> Edge:
        """The edge of ``faction`` ("allies" or "axis")."""
        return self.allies if faction == "allies" else self.axis


class Armies(DataTable):
    """The armies a scenario gives each faction, as unit card ids (a card listed twice is
    two units). Checked against the army-point limit when a game is set up (p. 19: "bisogna
    che i punti armata delle due fazioni non sorpassino quelli indicati")."""

    allies: tuple[str, ...] = Field(min_length=1)
    axis: tuple[str, ...] = Field(min_length=1)

    def of(self, faction: str) -> tuple[str, ...]:
        """The card ids of ``faction``'s army."""
        return self.allies if faction == "allies" else self.axis


class PresetCover(DataTable):
    """A cover element the scenario itself places."""

    square: SquareName
    element: CoverElement


class StructureEntrance(DataTable):
    """An entrance of a structure: the side of one of its squares, small or large (p. 17)."""

    square: SquareName
    side: Side
    size: EntranceSize


class StructureWall(DataTable):
    """An inner wall of a structure: the side of one of its squares facing another of its
    squares (p. 17: "muri interni per separare i vani")."""

    square: SquareName
    side: Side


class StructureEntry(DataTable):
    """A structure the scenario sets on the battlefield (p. 17; :mod:`.structures`): its
    squares (every side facing a square outside it is an outer wall), its entrances and its
    inner walls."""

    name: str
    squares: tuple[str, ...] = Field(min_length=1)
    entrances: tuple[StructureEntrance, ...] = ()
    inner_walls: tuple[StructureWall, ...] = ()

    @field_validator("squares")
    @classmethod
    def _are_squares(cls, values: tuple[str, ...]) -> tuple[str, ...]:
        return _distinct_squares(values)

    def structure(self) -> Structure:
        """The structure as the rules read it."""
        return Structure(
            self.name,
            frozenset(_square(s) for s in self.squares),
            tuple(Entrance(_square(e.square), e.side, e.size) for e in self.entrances),
            tuple((_square(w.square), w.side) for w in self.inner_walls),
        )


class Objective(DataTable):
    """An objective and its bonus victory points (p. 7). ``hold``: at the end of the game,
    a side with a unit on one of ``squares`` and no enemy on any of them scores ``bonus_vp``
    (``side`` says which sides may: "allies", "axis" or "both")."""

    id: str
    kind: Literal["hold"]
    squares: tuple[str, ...] = Field(min_length=1)
    bonus_vp: Annotated[int, Field(ge=1)]
    side: Literal["allies", "axis", "both"] = "both"
    description: str = ""

    @field_validator("squares")
    @classmethod
    def _are_squares(cls, values: tuple[str, ...]) -> tuple[str, ...]:
        return _distinct_squares(values)


class Scenario(DataTable):
    """One scenario (see the module docstring). ``terrain`` draws the battlefield one row
    per string, north (row 1) first, with the characters of :data:`~.terrain.TERRAIN`."""

    id: str
    name: str
    italian: str = ""
    sources: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    boards: tuple[str, ...] = ()
    army_points: Annotated[int, Field(ge=1)]
    turns: Annotated[int, Field(ge=1)]
    entry: Entry
    terrain: tuple[str, ...] = Field(min_length=2)
    cover_zone: tuple[str, str]
    cover_elements: dict[CoverElement, Annotated[int, Field(ge=0)]]
    cover: tuple[PresetCover, ...] = ()
    #: Terrain elements (one-square tiles, by the terrain they show) the players place in
    #: turn before the cover ("Creare un campo di battaglia", p. 19; :mod:`.battlefield_creation`).
    terrain_elements: dict[Terrain, Annotated[int, Field(ge=0)]] = {}
    objectives: tuple[Objective, ...] = ()
    #: The structures standing on the battlefield (p. 17).
    structures: tuple[StructureEntry, ...] = ()
    #: The armies; absent, each side fields its default core-set army (:mod:`.armies`).
    armies: Armies | None = None

    @field_validator("id")
    @classmethod
    def _kebab(cls, value: str) -> str:
        if not KEBAB.match(value):
            raise ValueError(f"{excerpt(value)} is not a kebab-case id (e.g. 'reconnaissance-in-force')")
        return value

    @field_validator("terrain")
    @classmethod
    def _grid(cls, rows: tuple[str, ...]) -> tuple[str, ...]:
        width = len(rows[0])
        for number, row in enumerate(rows, 1):
            if len(row) != width:
                raise ValueError(f"row {number} has {len(row)} squares, row 1 has {width}")
            for char in row:
                if char not in TERRAIN_BY_CHAR:
                    raise ValueError(f"row {number}: {excerpt(char)} is no terrain (known: {''.join(TERRAIN_BY_CHAR)})")
        if not 2 <= width <= MAX_WIDTH:
            raise ValueError(f"a battlefield is 2 to {MAX_WIDTH} squares wide")
        return rows

    @field_validator("cover_zone")
    @classmethod
    def _zone_squares(cls, corners: tuple[str, str]) -> tuple[str, str]:
        for corner in corners:
            _square(corner)
        return corners

    @field_validator("cover_elements")
    @classmethod
    def _core_box(cls, counts: dict[CoverElement, int]) -> dict[CoverElement, int]:
        for element, count in counts.items():
            if count > CORE_SET_ELEMENTS[element]:
                raise ValueError(
                    f"{element.value}: the core set holds {CORE_SET_ELEMENTS[element]} (\"due casse di munizioni e due blocchi anticarro\")"
                )
        return counts

    @field_validator("terrain_elements")
    @classmethod
    def _tile_box(cls, counts: dict[Terrain, int]) -> dict[Terrain, int]:
        if counts.get(Terrain.OPEN):
            raise ValueError("open: a terrain element shows an obstacle or a danger (p. 3), not open ground")
        if sum(counts.values()) > CORE_SET_TILES:
            raise ValueError(f"the core set holds {CORE_SET_TILES} terrain elements (\"9 elementi di terreno fronte-retro\", p. 3)")
        return counts

    @model_validator(mode="after")
    def _board(self) -> "Scenario":
        field = self.battlefield()
        for corner in self.cover_zone:
            if not field.contains(_square(corner)):
                raise ValueError(f"cover_zone: {corner} is not on the {field.width} x {field.height} battlefield")
        zone = set(self.cover_zone_squares())
        for edge in (self.entry.allies, self.entry.axis):
            if zone & set(field.edge(edge)):
                raise ValueError(
                    f"cover_zone: it touches the {edge} entry edge; cover goes in the central part (p. 19)"
                )
            if not any(TERRAIN[field.terrain_at(s)].infantry_may_enter for s in field.edge(edge)):
                raise ValueError(f"entry: no square of the {edge} edge can be entered")
        placed: dict[CoverElement, int] = {}
        for preset in self.cover:
            square = _square(preset.square)
            if square not in zone:
                raise ValueError(f"cover: {preset.square} is outside the cover zone")
            placed[preset.element] = placed.get(preset.element, 0) + 1
            if placed[preset.element] > self.cover_elements.get(preset.element, 0):
                raise ValueError(f"cover: more {preset.element.value}s placed than cover_elements gives")
            if preset.element is CoverElement.ANTI_TANK_BLOCK and not anti_tank_block_allowed(field, square):
                raise ValueError(
                    f"cover: {preset.square}: no anti-tank block in a structure without a large entrance (p. 17)"
                )
        seen: set[str] = set()
        for objective in self.objectives:
            if objective.id in seen:
                raise ValueError(f"objectives: {excerpt(objective.id)} is listed twice")
            seen.add(objective.id)
            for text in objective.squares:
                square = _square(text)
                if not field.contains(square):
                    raise ValueError(f"objectives: {objective.id}: {text} is not on the battlefield")
                if not TERRAIN[field.terrain_at(square)].infantry_may_enter:
                    raise ValueError(f"objectives: {objective.id}: {text} cannot be entered")
        return self

    def battlefield(self) -> Battlefield:
        """The battlefield the scenario sets up, with its preset cover elements."""
        grid = tuple(tuple(TERRAIN_BY_CHAR[c] for c in row) for row in self.terrain)
        structures = tuple(s.structure() for s in self.structures)
        try:
            field = Battlefield(grid, tuple((_square(p.square), p.element) for p in self.cover), structures)
        except ValueError as exc:
            raise ValueError(f"cover: {exc}") from None
        if structures:
            try:
                build_layout(field.width, field.height, structures)
            except ValueError as exc:
                raise ValueError(f"structures: {exc}") from None
        return field

    def cover_zone_squares(self) -> tuple[Square, ...]:
        """The squares of the cover zone (the rectangle between the two corners)."""
        return _zone_squares(self.cover_zone)

    def terrain_counts(self) -> dict[Terrain, int]:
        """How many squares of each terrain type the battlefield has."""
        counts = {t: 0 for t in Terrain}
        for row in self.terrain:
            for char in row:
                counts[TERRAIN_BY_CHAR[char]] += 1
        return counts


def _namer(raw: dict[str, Any], loc: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    return entry_label(raw, loc, {"objectives": "objective", "cover": "cover", "structures": "structure"})


def scenarios_dir() -> Path:
    """The packaged scenario files."""
    return Path(str(resources.files(__package__) / "data" / "scenarios"))


def load_scenario_file(path: Path | str) -> Scenario:
    """Load and validate one scenario file (a packaged one, or one a player wrote).

    Raises ContentError: ``<file>: [<entry>:] <field>: <problem>``."""
    path = Path(path)
    return validate(Scenario, read_toml(path, "scenario"), path, _namer)


@lru_cache(maxsize=None)
def scenario_ids() -> tuple[str, ...]:
    """The packaged scenario ids, sorted."""
    return tuple(sorted(p.stem for p in scenarios_dir().glob("*.toml")))


@lru_cache(maxsize=None)
def load_scenario(scenario_id: str) -> Scenario:
    """The packaged scenario ``scenario_id`` (see :func:`scenario_ids`), validated."""
    path = scenarios_dir() / f"{scenario_id}.toml"
    if scenario_id not in scenario_ids():
        raise ContentError(f"unknown scenario {excerpt(scenario_id)} (known: {', '.join(scenario_ids())})")
    scenario = load_scenario_file(path)
    if scenario.id != scenario_id:
        raise ContentError(f"{path}: id: {excerpt(scenario.id)} differs from the file name {excerpt(scenario_id)}")
    return scenario



def find_scenario(value: str | Mapping[str, Any]) -> Scenario:
    """The scenario the game option ``scenario`` holds: a packaged id, or a scenario itself as
    data (what a scenario file parses to; the terminal reads a file named on its command line
    into it). Text is only ever an id: nothing is read from a path. OptionsError on one line for
    an unknown id or content that is not a valid scenario (checked as a scenario file is), so
    nothing starts."""
    if not isinstance(value, str):
        try:
            return validate(Scenario, dict(value), "scenario", _namer)
        except ContentError as exc:
            raise OptionsError(str(exc)) from None
    if value not in scenario_ids():
        raise OptionsError(
            f"scenario: unknown scenario {excerpt(value)} (known: {', '.join(scenario_ids())}); a scenario of your own: "
            "name its file on your command line (--scenario FILE.toml)"
        )
    return load_scenario(value)

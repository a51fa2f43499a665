"""Line of sight, from dot to dot (rulebook pp. 9-11, "Linea di vista" and "Linee di vista
attorno agli angoli"; p. 6, smoke).

"Per definire la linea di vista il giocatore deve tracciare una linea immaginaria tra il punto
del quadrato occupato dall'unità attivata e il punto del quadrato occupato dall'obiettivo. Se
la linea attraversa un quadrato senza punto la linea di vista è bloccata. Se, invece, la linea
tocca l'angolo di un quadrato senza punto la linea di vista non è bloccata ma l'obiettivo
beneficia di una copertura SOFT COVER."

What blocks a line depends on who looks at whom (:func:`blocks_sight`):

- a square without a dot, and smoke ("blocca la linea di vista"), for everyone;
- a square holding a vehicle: "I veicoli bloccano la linea di vista delle squadre di
  fanteria, amiche o nemiche che siano. Bloccano ugualmente la linea di vista dei veicoli. In
  occasione di un tiro considerate i quadrati occupati da un veicolo come privi di punto.";
- a square holding infantry, between infantry only: "Un'unità di fanteria non può vedere
  un'altra unità di fanteria se una terza unità di soldati è posizionata tra di loro. Un'unità
  di fanteria può invece vedere un veicolo anche se un'altra unità di fanteria si interpone";
- an anti-tank block, between infantry only: "Gli ostacoli anticarro bloccano la linea di
  vista tra soldati. In tutti gli altri casi non bloccano la linea di vista."

Corners (p. 10): "Un'unità in posizione adiacente ad un terreno insormontabile può vedere
un'unità avversaria ugualmente in posizione adiacente ad un terreno insormontabile purché
entrambe beneficino di copertura dallo stesso lato. Se le coperture sono su angli opposti le
unità non si possono vedere." So a line that touches blocking corners on both of its sides is
blocked (DT-11); one that touches them on one side only is clear, and the target has corner
cover if a touched blocker is next to it (p. 13; DT-12).

Geometry is exact: coordinates are doubled so that dots and corners are integers.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from math import gcd
from typing import Final

from meeple.games.dust_tactics.battlefield import Battlefield, Square, grid
from meeple.games.dust_tactics.occupancy import Occupancy
from meeple.games.dust_tactics.structures import Layout, layout as structure_layout
from meeple.games.dust_tactics.terrain import ELEMENTS, TERRAIN, Terrain
from meeple.games.dust_tactics.units import UnitType

#: A square's offset from the viewer, and on which side of the line it lies (+1 / -1).
_Offset = tuple[int, int]


@dataclass(frozen=True)
class LineShape:
    """The squares a line from a dot to another dot ``(dx, dy)`` squares away crosses
    (through their inside) and touches (at a corner only), as offsets from the viewer."""

    crossed: tuple[_Offset, ...]
    touched: tuple[tuple[_Offset, int], ...]


def _crosses_inside(p: tuple[int, int], d: tuple[int, int], box: tuple[int, int, int, int]) -> bool:
    """Whether the segment ``p + t d`` (0 <= t <= 1) meets the open box (x0, x1, y0, y1)."""
    low, high = Fraction(0), Fraction(1)
    for start, step, lo, hi in ((p[0], d[0], box[0], box[1]), (p[1], d[1], box[2], box[3])):
        if step == 0:
            if not lo < start < hi:
                return False
            continue
        t1, t2 = Fraction(lo - start, step), Fraction(hi - start, step)
        low, high = max(low, min(t1, t2)), min(high, max(t1, t2))
    return low < high


@lru_cache(maxsize=4096)
def line_shape(dx: int, dy: int) -> LineShape:
    """The squares crossed and touched by the line from the dot of (0, 0) to the dot of
    (dx, dy), endpoints excluded (p. 9). Pure geometry, cached by offset."""
    p = (1, 1)
    d = (2 * dx, 2 * dy)
    crossed: list[_Offset] = []
    for c in range(min(0, dx), max(0, dx) + 1):
        for r in range(min(0, dy), max(0, dy) + 1):
            if (c, r) in ((0, 0), (dx, dy)):
                continue
            if _crosses_inside(p, d, (2 * c, 2 * c + 2, 2 * r, 2 * r + 2)):
                crossed.append((c, r))
    touched: dict[_Offset, int] = {}
    steps = gcd(d[0], d[1])
    if steps:
        ux, uy = d[0] // steps, d[1] // steps
        for k in range(1, steps):
            x, y = p[0] + k * ux, p[1] + k * uy
            if x % 2 or y % 2:
                continue  # not a corner of the grid
            for c in (x // 2 - 1, x // 2):
                for r in (y // 2 - 1, y // 2):
                    if (c, r) in ((0, 0), (dx, dy)) or (c, r) in crossed:
                        continue
                    cx, cy = 2 * c + 1 - p[0], 2 * r + 1 - p[1]
                    touched[(c, r)] = 1 if d[0] * cy - d[1] * cx > 0 else -1
    return LineShape(tuple(crossed), tuple(sorted(touched.items())))


def blocks_sight(
    field: Battlefield, units: Occupancy, square: Square, viewer: UnitType, target: UnitType
) -> bool:
    """Whether ``square`` blocks the line between a ``viewer`` and a ``target`` of these
    types (pp. 6, 9-10; see the module docstring). Aircraft neither block nor are blocked
    by units (DT-13)."""
    if TERRAIN[field.terrain_at(square)].blocks_sight:
        return True
    if "aircraft" in (viewer, target):
        return False
    if units.has_vehicle(square):
        return True
    between_infantry = viewer in ("squad", "hero") and target in ("squad", "hero")
    if not between_infantry:
        return False
    if units.has_infantry(square):
        return True
    element = field.element_at(square)
    return element is not None and ELEMENTS[element].blocks_sight_between_infantry


@dataclass(frozen=True)
class Sight:
    """The answer of :func:`sight`: whether the target is seen, whether it has corner
    cover (squads only roll for it, p. 13), and why the line is blocked."""

    visible: bool
    corner_cover: bool = False
    reason: str = ""


def sight(
    field: Battlefield,
    units: Occupancy,
    viewer_square: Square,
    viewer: UnitType,
    target_square: Square,
    target: UnitType,
) -> Sight:
    """The line of sight from a ``viewer`` on ``viewer_square`` to a ``target`` on
    ``target_square`` (pp. 9-11). A unit in smoke neither attacks nor is attacked (p. 6),
    so nothing is seen from or into smoke.

    The same answer as :func:`sight_plain`: what the terrain decides is worked out once per
    pair of squares and terrain (:class:`_TerrainSight`), then the squares that units and
    anti-tank blocks make blocking (:func:`_blockers`) are laid over it. Each answer is
    remembered with the units (immutable) for their battlefield: a line is asked for each
    weapon line of an attacker, and again at each decision while nobody moves."""
    table: _TerrainSight | None = field.known("sight")
    if table is None:
        table = field.memo("sight", lambda: _terrain_sight(field.terrain, structure_layout(field)))
    index = table.grid.index
    viewer_at, target_at = index.get(viewer_square), index.get(target_square)
    if viewer_at is None or target_at is None:
        return sight_plain(field, units, viewer_square, viewer, target_square, target)  # off the battlefield
    seen = _seen(field, units)
    key = (viewer_at, target_at, viewer, target)
    found = seen.get(key)
    if found is None:
        found = seen[key] = _sight(field, units, table, viewer_at, target_at, viewer, target)
    return found


def _seen(field: Battlefield, units: Occupancy) -> dict[tuple[int, int, UnitType, UnitType], Sight]:
    """The answers of :func:`sight` remembered with ``units`` on ``field``."""
    key = ("seen", id(field))
    kept = units.memo.get(key)
    if kept is None or kept[0] is not field:
        kept = units.memo[key] = (field, {})
    found: dict[tuple[int, int, UnitType, UnitType], Sight] = kept[1]
    return found


def _sight(
    field: Battlefield, units: Occupancy, table: "_TerrainSight", viewer_at: int, target_at: int, viewer: UnitType,
    target: UnitType,
) -> Sight:
    """:func:`sight` between square numbers ``viewer_at`` and ``target_at``."""
    line = table.line(viewer_at, target_at)
    if isinstance(line, Sight):
        return line
    crossed, crossed_block, sides, cover, touched = line
    if viewer == "aircraft" or target == "aircraft":
        blocking: frozenset[int] = frozenset()
    else:
        blocking = _blockers(field, units, viewer in _INFANTRY and target in _INFANTRY)
    if blocking:
        for i in crossed:
            if i in blocking:
                return table.crosses[i]
    if crossed_block is not None:
        return crossed_block
    if blocking:
        for i, side, adjacent in touched:
            if i in blocking:
                sides |= side
                cover = cover or adjacent
    if sides == 3:
        return _OPPOSITE_CORNERS
    return _SEEN_FROM_CORNER if cover else _SEEN


_INFANTRY: Final = ("squad", "hero")
_OPPOSITE_CORNERS: Final = Sight(False, reason="the line touches blocking corners on opposite sides")
_SEEN: Final = Sight(True)
_SEEN_FROM_CORNER: Final = Sight(True, corner_cover=True)


def _blockers(field: Battlefield, units: Occupancy, between_infantry: bool) -> frozenset[int]:
    """The squares (numbered as in :class:`~.battlefield.Grid`) that block a line because of
    what stands on them (:func:`blocks_sight`): vehicles; between infantry also infantry and
    anti-tank blocks. Kept with the occupancy, per battlefield."""
    key = ("sight", id(field))
    found = units.memo.get(key)
    if found is None or found[0] is not field:
        index = field.grid.index
        vehicles = frozenset(index[s] for s, u in units.placed if u.type == "vehicle" and s in index)
        soldiers = frozenset(index[s] for s, u in units.placed if u.type in _INFANTRY and s in index)
        blocks = frozenset(index[s] for s, e in field.elements if ELEMENTS[e].blocks_sight_between_infantry)
        found = units.memo[key] = (field, vehicles, vehicles | soldiers | blocks)
    return found[2] if between_infantry else found[1]


#: A line the terrain leaves open: the crossed squares before the first one the terrain
#: blocks, the Sight for that square (or None), the sides (bits 1 and 2) of the touched
#: corners the terrain blocks, whether one of them gives corner cover, and the other touched
#: corners as (square, side bit, whether next to the target).
_Line = tuple[tuple[int, ...], "Sight | None", int, bool, tuple[tuple[int, int, bool], ...]]


#: How many lines one terrain remembers at most.
_MAX_LINES: Final = 100_000


class _TerrainSight:
    """What the terrain alone says of the lines between the squares of one battlefield
    drawing and its structures' walls (shared by every battlefield with that terrain and
    those walls, whatever its cover elements; walls: :mod:`.structures`, DT-96, DT-97)."""

    def __init__(self, terrain: tuple[tuple[Terrain, ...], ...], walls: Layout | None = None) -> None:
        self.walls = walls if walls is not None and not walls.empty else None
        self.grid = grid(len(terrain[0]), len(terrain))
        squares = self.grid.squares
        self.rules = [TERRAIN[terrain[s.row][s.col]] for s in squares]
        #: A line blocked where it crosses each square.
        self.crosses = tuple(Sight(False, reason=f"the line crosses {s}") for s in squares)
        self.lines: dict[int, Sight | _Line] = {}

    def line(self, viewer: int, target: int) -> "Sight | _Line":
        """The line from square number ``viewer`` to ``target``: the final :class:`Sight` if
        the terrain decides it whatever stands on the battlefield, else a :data:`_Line`."""
        key = viewer * self.grid.size + target
        found = self.lines.get(key)
        if found is None:
            if len(self.lines) >= _MAX_LINES:
                self.lines.clear()  # a bound on memory for very large battlefields
            found = self.lines[key] = self._work_out(viewer, target)
        return found

    def _work_out(self, viewer: int, target: int) -> "Sight | _Line":
        grid, rules = self.grid, self.rules
        viewer_square, target_square = grid.squares[viewer], grid.squares[target]
        for square, i, who in ((viewer_square, viewer, "the viewer"), (target_square, target, "the target")):
            if rules[i].no_attacks:
                return Sight(False, reason=f"{who} is in smoke ({square})")
        sides, cover = 0, False
        if self.walls is not None:  # a structure's walls (p. 17)
            why, sides, cover = self.walls.line(viewer_square, target_square)
            if why is not None:
                return Sight(False, reason=why)
        shape = line_shape(target_square.col - viewer_square.col, target_square.row - viewer_square.row)
        crossed: list[int] = []
        crossed_block: Sight | None = None
        for dc, dr in shape.crossed:
            i = grid.index[viewer_square.offset(dc, dr)]
            if rules[i].blocks_sight:
                crossed_block = self.crosses[i]
                break
            crossed.append(i)
        touched: list[tuple[int, int, bool]] = []
        for (dc, dr), side in shape.touched:
            square = viewer_square.offset(dc, dr)
            if square not in grid.index:
                continue
            i = grid.index[square]
            bit = 1 if side > 0 else 2
            adjacent = square.is_adjacent(target_square)
            if rules[i].blocks_sight:
                sides |= bit
                cover = cover or adjacent
            else:
                touched.append((i, bit, adjacent))
        if not crossed and crossed_block is not None:
            return crossed_block
        if not crossed:
            if sides == 3:
                return _OPPOSITE_CORNERS
            if not touched:
                return _SEEN_FROM_CORNER if cover else _SEEN
        return (tuple(crossed), crossed_block, sides, cover, tuple(touched))


@lru_cache(maxsize=32)
def _terrain_sight(terrain: tuple[tuple[Terrain, ...], ...], walls: Layout | None = None) -> _TerrainSight:
    return _TerrainSight(terrain, walls)


def sight_plain(
    field: Battlefield,
    units: Occupancy,
    viewer_square: Square,
    viewer: UnitType,
    target_square: Square,
    target: UnitType,
) -> Sight:
    """The answer of :func:`sight` (pp. 9-11, smoke p. 6), worked out by reading the rules
    square by square; :func:`sight` gives the same answer faster."""
    for square, who in ((viewer_square, "the viewer"), (target_square, "the target")):
        if TERRAIN[field.terrain_at(square)].no_attacks:
            return Sight(False, reason=f"{who} is in smoke ({square})")
    why, wall_sides, cover = structure_layout(field).line(viewer_square, target_square)
    if why is not None:  # a structure's wall (p. 17)
        return Sight(False, reason=why)
    shape = line_shape(target_square.col - viewer_square.col, target_square.row - viewer_square.row)
    for dc, dr in shape.crossed:
        square = viewer_square.offset(dc, dr)
        if blocks_sight(field, units, square, viewer, target):
            return Sight(False, reason=f"the line crosses {square}")
    sides: set[int] = {s for bit, s in ((1, 1), (2, -1)) if wall_sides & bit}
    for (dc, dr), side in shape.touched:
        square = viewer_square.offset(dc, dr)
        if not field.contains(square) or not blocks_sight(field, units, square, viewer, target):
            continue
        sides.add(side)
        cover = cover or square.is_adjacent(target_square)
    if len(sides) == 2:
        return Sight(False, reason="the line touches blocking corners on opposite sides")
    return Sight(True, corner_cover=cover)


def can_see(
    field: Battlefield,
    units: Occupancy,
    viewer_square: Square,
    viewer: UnitType,
    target_square: Square,
    target: UnitType,
) -> bool:
    """Whether the line of sight is clear (:func:`sight`, pp. 9-11)."""
    return sight(field, units, viewer_square, viewer, target_square, target).visible

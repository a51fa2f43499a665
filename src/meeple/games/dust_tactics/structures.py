"""Structures: buildings with walls and entrances on the battlefield (rulebook p. 17,
"STRUTTURE"; p. 21, Jump; p. 28, "Le strutture possono dare coperture, a seconda della
posizione dell'unità").

p. 17: "Esistono invece due differenti tipi d'ingressi: grandi e piccoli." "Tutte le
strutture hanno dei muri esterni e talune anche dei muri interni per separare i vani. Tutti i
muri bloccano la linea di vista." "I muri di una struttura non possono essere distrutti."
"I piccoli ingressi sono meno larghi di un quadrato." "I grandi ingressi sono della
larghezza di un quadrato." "Soldati ed eroi possono entrare in una struttura attraverso
qualsiasi tipo d'ingresso. I veicoli possono entrare in una struttura solo attraverso
ingressi grandi [...]. Gli aerei non possono mai entrare in una struttura." "Gli aerei non
possono posarsi sulle strutture." "Le mura delle strutture (interne ed esterne) bloccano la
linea di vista e offrono copertura d'angolo." "I muri dei piccoli ingressi non offrono
copertura d'angolo."

"Affinché un'unità all'interno di una struttura posso attaccare un'unità nemica
all'esterno, l'unità attaccante deve trovarsi su un quadrato che mostri un'uscita nella
direzione dell'obiettivo. Affinché un'unità all'esterno della struttura possa attaccare
un'unità nemica all'interno, l'unità nemica deve trovarsi in un quadrato che abbia
un'uscita nella direzione dell'attaccante."

p. 16-17, cover: "Una squadra beneficia di SOFT COVER quando si trova all'interno di una
struttura ed è l'obiettivo di un'unità che si trova all'interno della stessa." "Una squadra
beneficia di HARD COVER quando si trova in una struttura ed è l'obiettivo di una squadra che
si trova all'esterno." "All'interno di una struttura le coperture si sommano normalmente."
"I blocchi anticarro non possono essere piazzati in una struttura che non abbia un ingresso
grande."

The model (docs/rulings.md, DT-95 to DT-101): a structure is a set of
squares; its walls stand on the sides of squares. Every side of a structure square that
borders a square outside it is an outer wall, unless an entrance is there; inner walls are
listed sides between two of its squares. Sight and movement are traced dot to dot as on the
rest of the battlefield (p. 9): a line crossing a wall is blocked, so a unit sees out of a
structure (and is seen from outside) exactly through the entrances of its square's sides
("un'uscita nella direzione dell'obiettivo"), DT-96. A line passing exactly through a point
where walls end touches the wall's corner: walls on both sides of the line block it, walls
on one side give corner cover to a target within one square of that corner (like a blocking
square adjacent to the target, p. 13), except the ends of a small entrance: "I muri dei
piccoli ingressi non offrono copertura d'angolo", and the Heavy Flak Grenadiers of p. 17 see
the Death Dealers past one; an entrance, small or large, is open to sight (DT-97).

Everything is worked out once per battlefield (:func:`layout`, kept in
:meth:`~.battlefield.Battlefield.memo`) and folded into the fast sight and movement tables.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from math import floor
from typing import Final, Literal, TYPE_CHECKING

from meeple.engine.errors import excerpt
from meeple.games.dust_tactics.battlefield import Square, grid as grid_of
from meeple.games.dust_tactics.terrain import Cover
from meeple.games.dust_tactics.units import UnitType

if TYPE_CHECKING:
    from meeple.games.dust_tactics.battlefield import Battlefield

Side = Literal["north", "south", "east", "west"]
SIDES: Final[tuple[Side, ...]] = ("north", "east", "south", "west")
EntranceSize = Literal["small", "large"]
#: What stands on a side of a square: a wall, or an entrance of either size.
EdgeKind = Literal["wall", "small", "large"]

#: A side's midpoint in doubled coordinates (dots are odd, corners even), from the square.
_SIDE_MIDPOINT: Final[dict[Side, tuple[int, int]]] = {"north": (1, 0), "south": (1, 2), "west": (0, 1), "east": (2, 1)}
_SIDE_STEP: Final[dict[Side, tuple[int, int]]] = {"north": (0, -1), "south": (0, 1), "west": (-1, 0), "east": (1, 0)}

#: A point of the doubled grid: the midpoint of a side, or a corner.
Point = tuple[int, int]


@dataclass(frozen=True, order=True)
class Entrance:
    """An entrance on one side of a structure square (p. 17): ``small`` ("meno larghi di un
    quadrato": soldiers and heroes only) or ``large`` ("della larghezza di un quadrato")."""

    square: Square
    side: Side
    size: EntranceSize


@dataclass(frozen=True)
class Structure:
    """A structure: its squares, its entrances and its inner walls (each the side of a
    square that borders another square of the structure)."""

    name: str
    squares: frozenset[Square]
    entrances: tuple[Entrance, ...] = ()
    inner_walls: tuple[tuple[Square, Side], ...] = ()

    @property
    def has_large_entrance(self) -> bool:
        """Whether a vehicle can enter (p. 17), and so whether an anti-tank block may be
        placed inside."""
        return any(e.size == "large" for e in self.entrances)


def side_point(square: Square, side: Side) -> Point:
    """The midpoint of ``side`` of ``square`` in doubled coordinates: shared by the two
    squares the side separates."""
    dx, dy = _SIDE_MIDPOINT[side]
    return (2 * square.col + dx, 2 * square.row + dy)


def neighbour(square: Square, side: Side) -> Square:
    """The square across ``side`` of ``square``."""
    dc, dr = _SIDE_STEP[side]
    return square.offset(dc, dr)


@dataclass(frozen=True)
class Layout:
    """The walls and entrances of a battlefield's structures, by side midpoint, and the
    structure each square belongs to."""

    edges: tuple[tuple[Point, EdgeKind], ...]
    inside: tuple[tuple[Square, int], ...]
    _edges: dict[Point, EdgeKind] = field(init=False, repr=False, compare=False, hash=False)
    _inside: dict[Square, int] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_edges", dict(self.edges))
        object.__setattr__(self, "_inside", dict(self.inside))

    def edge(self, point: Point) -> EdgeKind | None:
        """What stands on the side whose midpoint is ``point`` (None: nothing)."""
        return self._edges.get(point)

    def structure_of(self, square: Square) -> int | None:
        """The index of the structure ``square`` belongs to, or None outside every one."""
        return self._inside.get(square)

    @property
    def empty(self) -> bool:
        return not self.edges

    # ------------------------------------------------------------------ sight

    def line(self, viewer: Square, target: Square) -> tuple[str | None, int, bool]:
        """The walls on the line from the dot of ``viewer`` to the dot of ``target``: why it
        is blocked (a wall crossed, or wall corners on both sides of one point) or None; the
        sides (bits 1 and 2, as :func:`~.line_of_sight.line_shape` counts them) of the wall
        corners it touches; whether one of them gives the target corner cover (DT-97). Between
        a square inside a structure and one outside it, the line must leave the inside square
        straight out of the structure (:meth:`no_exit`)."""
        shape = _wall_shape(target.col - viewer.col, target.row - viewer.row)
        ox, oy = 2 * viewer.col, 2 * viewer.row
        for mx, my in shape.crossed:
            point = (ox + mx, oy + my)
            if self._edges.get(point) == "wall":
                return f"the line crosses a wall ({_edge_name(point)})", 0, False
        why = self.no_exit(viewer, target) or self.no_exit(target, viewer)
        if why is not None:
            return why, 0, False
        sides, cover = 0, False
        tx, ty = 2 * target.col, 2 * target.row
        for (px, py), arms in shape.touched:
            point = (ox + px, oy + py)
            bits = 0
            small_end = False
            for (ax, ay), bit in arms:
                kind = self._edges.get((point[0] + ax, point[1] + ay))
                if kind == "wall":
                    bits |= bit
                elif kind == "small":  # "I muri dei piccoli ingressi non offrono copertura d'angolo"
                    small_end = True
            if not bits:
                continue
            if bits == 3:
                return f"the line crosses a wall at the corner {_corner_name(point)}", 0, False
            sides |= bits
            near = tx - 2 <= point[0] <= tx + 4 and ty - 2 <= point[1] <= ty + 4
            cover = cover or (near and not small_end)
        return None, sides, cover


    def no_exit(self, inside: Square, other: Square) -> str | None:
        """Why a unit on ``inside``, a square of a structure, and one on ``other``, outside
        it, cannot see each other for want of an exit (None if they may, walls aside): p. 17,
        "l'unità attaccante deve trovarsi su un quadrato che mostri un'uscita nella direzione
        dell'obiettivo" and "l'unità nemica deve trovarsi in un quadrato che abbia un'uscita
        nella direzione dell'attaccante". The line from dot to dot leaves ``inside`` through
        the side it meets first (the corner, when it runs diagonally); the square beyond must
        be outside the structure -- a line through a neighbouring square of the building goes
        out by that square's entrance, not this one's (DT-96). Walls on the way are
        :meth:`line`'s."""
        structure = self._inside.get(inside)
        if structure is None or self._inside.get(other) == structure:
            return None
        dx, dy = other.col - inside.col, other.row - inside.row
        step_x = (dx > 0) - (dx < 0) if abs(dx) >= abs(dy) else 0
        step_y = (dy > 0) - (dy < 0) if abs(dy) >= abs(dx) else 0
        if self._inside.get(inside.offset(step_x, step_y)) != structure:
            return None
        return f"{inside} has no exit towards {other} (p. 17: the line runs through the structure)"


@dataclass(frozen=True)
class _WallShape:
    """The sides a line from the dot of (0, 0) to the dot of (dx, dy) crosses (their
    midpoints, doubled, from the viewer square's top-left corner), and the grid corners it
    passes exactly through, each with its four arms (offset to the arm's midpoint, and the
    side of the line the arm lies on: bit 1 or 2)."""

    crossed: tuple[Point, ...]
    touched: tuple[tuple[Point, tuple[tuple[Point, int], ...]], ...]


@lru_cache(maxsize=4096)
def _wall_shape(dx: int, dy: int) -> _WallShape:
    px, py = 1, 1
    qx, qy = 2 * dx + 1, 2 * dy + 1
    ddx, ddy = qx - px, qy - py
    crossed: list[Point] = []
    corners: set[Point] = set()
    if ddx:
        for gx in range(min(px, qx) + 1, max(px, qx)):
            if gx % 2:
                continue
            fy = Fraction(py) + Fraction(gx - px) * ddy / ddx
            if fy.denominator == 1 and int(fy) % 2 == 0:
                corners.add((gx, int(fy)))
            else:
                crossed.append((gx, 2 * (floor(fy) // 2) + 1))
    if ddy:
        for gy in range(min(py, qy) + 1, max(py, qy)):
            if gy % 2:
                continue
            fx = Fraction(px) + Fraction(gy - py) * ddx / ddy
            if fx.denominator == 1 and int(fx) % 2 == 0:
                corners.add((int(fx), gy))
            else:
                crossed.append((2 * (floor(fx) // 2) + 1, gy))
    touched = []
    for cx, cy in sorted(corners):
        arms = []
        for ax, ay in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            side = ddx * (cy + ay - py) - ddy * (cx + ax - px)
            arms.append(((ax, ay), 1 if side > 0 else 2))
        touched.append(((cx, cy), tuple(arms)))
    return _WallShape(tuple(sorted(set(crossed))), tuple(touched))


def _edge_name(point: Point) -> str:
    x, y = point
    if x % 2 == 0:  # a vertical side: between the squares west and east of it
        return f"{Square(x // 2 - 1, y // 2)}|{Square(x // 2, y // 2)}"
    return f"{Square(x // 2, y // 2 - 1)}|{Square(x // 2, y // 2)}"


def _corner_name(point: Point) -> str:
    return f"{Square(point[0] // 2 - 1, point[1] // 2 - 1)}/{Square(point[0] // 2, point[1] // 2)}"


# ---------------------------------------------------------------------- building the layout

def build_layout(width: int, height: int, structures: tuple[Structure, ...]) -> Layout:
    """The walls and entrances of ``structures`` on a ``width`` x ``height`` battlefield.
    ValueError for a structure off the battlefield, two structures on one square, an
    entrance or inner wall on a side that is no wall of its structure, or an inner wall on
    an entrance."""
    inside: dict[Square, int] = {}
    edges: dict[Point, EdgeKind] = {}
    for number, structure in enumerate(structures):
        if not structure.squares:
            raise ValueError(f"structure {excerpt(structure.name)}: no square")
        for square in sorted(structure.squares):
            if not (0 <= square.col < width and 0 <= square.row < height):
                raise ValueError(f"structure {excerpt(structure.name)}: {square} is not on the battlefield")
            if square in inside:
                raise ValueError(f"structure {excerpt(structure.name)}: {square} is already in another structure")
            inside[square] = number
        for square in sorted(structure.squares):
            for side in SIDES:
                if neighbour(square, side) not in structure.squares:
                    edges[side_point(square, side)] = "wall"
        for square, side in structure.inner_walls:
            if square not in structure.squares or neighbour(square, side) not in structure.squares:
                raise ValueError(
                    f"structure {excerpt(structure.name)}: the inner wall {side} of {square} does not separate two of its squares"
                )
            edges[side_point(square, side)] = "wall"
        for entrance in structure.entrances:
            point = side_point(entrance.square, entrance.side)
            if entrance.square not in structure.squares or edges.get(point) != "wall":
                raise ValueError(
                    f"structure {excerpt(structure.name)}: the entrance {entrance.side} of {entrance.square} is on no wall of it"
                )
            edges[point] = entrance.size
    return Layout(tuple(sorted(edges.items())), tuple(sorted(inside.items())))


_EMPTY: Final = Layout((), ())


@lru_cache(maxsize=64)
def _shared_layout(width: int, height: int, structures: tuple[Structure, ...]) -> Layout:
    return build_layout(width, height, structures)


def layout(field_: "Battlefield") -> Layout:
    """The structures' layout of a battlefield, worked out once (and shared by the copies of
    a battlefield that differ in their cover elements only)."""
    structures: tuple[Structure, ...] = getattr(field_, "structures", ())
    if not structures:
        return _EMPTY
    found: Layout = field_.memo("structures", lambda: _shared_layout(field_.width, field_.height, structures))
    return found


def structure_at(field_: "Battlefield", square: Square) -> Structure | None:
    """The structure ``square`` belongs to, if any."""
    number = layout(field_).structure_of(square)
    return None if number is None else field_.structures[number]


def wall_on(field_: "Battlefield", square: Square, side: Side) -> EdgeKind | None:
    """What stands on ``side`` of ``square``: a wall, an entrance, or nothing."""
    return layout(field_).edge(side_point(square, side))


# ---------------------------------------------------------------------- cover

def structure_cover(field_: "Battlefield", attacker_square: Square, target_square: Square) -> Cover:
    """The cover a squad has from the structure it stands in against an attacker (p. 17):
    SOFT COVER against a unit inside the same structure, HARD COVER against a unit outside
    it (DT-98); none outside every structure. It adds to the other covers ("le coperture si
    sommano normalmente", :func:`~.terrain.combine`)."""
    plan = layout(field_)
    target_in = plan.structure_of(target_square)
    if target_in is None:
        return Cover.NONE
    return Cover.SOFT if plan.structure_of(attacker_square) == target_in else Cover.HARD


# ---------------------------------------------------------------------- movement

#: How the walls see a mover: soldiers pass small and large entrances, vehicles large only.
WallMobility = Literal["foot", "vehicle"]


def _closed(kind: EdgeKind | None, mobility: WallMobility) -> bool:
    return kind == "wall" or (kind == "small" and mobility == "vehicle")


def step_walls(plan: Layout, origin: Square, to: Square, mobility: WallMobility) -> tuple[bool, bool, bool]:
    """The walls a step from ``origin`` to the adjacent ``to`` meets, for a mover on foot or
    a vehicle (p. 17): (blocked, walled on the side of the first corner square, walled on
    the side of the second), the corner squares ordered as in
    :class:`~.battlefield.Grid` ``(to.col, origin.row)`` then ``(origin.col, to.row)``. An
    orthogonal step is blocked by a wall on the side it crosses (a small entrance too for a
    vehicle: "solo attraverso ingressi grandi"); a diagonal step passes the corner between
    the four squares: walls there on both sides of it block it, walls on one side count as
    an insurmountable corner on that side (p. 9, DT-99). A small entrance, "meno larga di un
    quadrato", has a jamb at each end: at a corner it counts as a wall, so nobody slips
    diagonally past its end; it is entered straight."""
    dc, dr = to.col - origin.col, to.row - origin.row
    if dc == 0 or dr == 0:
        point = (origin.col + to.col + 1, origin.row + to.row + 1)
        return _closed(plan.edge(point), mobility), False, False
    cx, cy = 2 * max(origin.col, to.col), 2 * max(origin.row, to.row)
    corner_a = Square(to.col, origin.row)
    corner_b = Square(origin.col, to.row)
    walled = []
    for corner in (corner_a, corner_b):
        # the two arms at the point that border the corner square
        arms = ((2 * corner.col + 1, cy), (cx, 2 * corner.row + 1))
        # a small entrance is narrower than a square: its jambs stand at its ends
        walled.append(any(plan.edge(a) in ("wall", "small") for a in arms))
    return walled[0] and walled[1], walled[0], walled[1]


def wall_steps(field_: "Battlefield", mobility: WallMobility) -> tuple[frozenset[int], dict[int, tuple[bool, bool]]]:
    """For the fast movement tables (numbered as in :class:`~.battlefield.Grid`, a step as
    ``origin * size + to``): the steps the walls block, and the diagonal steps walled on one
    side only with which side (:func:`step_walls`). Worked out once per battlefield."""
    plan = layout(field_)
    if plan.empty:
        return frozenset(), {}
    found: tuple[frozenset[int], dict[int, tuple[bool, bool]]] = field_.memo(
        ("structure-steps", mobility), lambda: _shared_steps(field_.width, field_.height, plan, mobility)
    )
    return found


@lru_cache(maxsize=64)
def _shared_steps(
    width: int, height: int, plan: Layout, mobility: WallMobility
) -> tuple[frozenset[int], dict[int, tuple[bool, bool]]]:
    grid = grid_of(width, height)
    blocked: set[int] = set()
    half: dict[int, tuple[bool, bool]] = {}
    points = {p for p, _ in plan.edges}
    for here, steps in enumerate(grid.steps):
        origin = grid.squares[here]
        for there, diagonal, _, _ in steps:
            to = grid.squares[there]
            if diagonal:
                cx, cy = 2 * max(origin.col, to.col), 2 * max(origin.row, to.row)
                if not any(p in points for p in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1))):
                    continue
            elif (origin.col + to.col + 1, origin.row + to.row + 1) not in points:
                continue
            closed, a, b = step_walls(plan, origin, to, mobility)
            key = here * grid.size + there
            if closed:
                blocked.add(key)
            elif a or b:
                half[key] = (a, b)
    return frozenset(blocked), half


def may_land(field_: "Battlefield", square: Square, mover: UnitType) -> bool:
    """Whether ``mover`` may end a move on ``square`` as far as structures go: aircraft
    never on a structure ("Gli aerei non possono posarsi sulle strutture", p. 17)."""
    return mover != "aircraft" or layout(field_).structure_of(square) is None


def structure_blocks_jump(field_: "Battlefield", jumper: UnitType, origin: Square, to: Square) -> bool:
    """Whether the structures forbid one step of a Jump from ``origin`` to the adjacent
    ``to`` (p. 21: "I veicoli dotati di competenza Jump non possono saltare sopra le
    strutture. I soldati e gli eroi invece possono."): soldiers and heroes leap every wall;
    a vehicle meets the walls as on a Move (:func:`step_walls`: no wall crossed, entering
    only by a large entrance), and no aircraft lands inside (DT-100). For the Jump skill."""
    if jumper in ("squad", "hero"):
        return False
    plan = layout(field_)
    if plan.empty:
        return False
    if jumper == "aircraft":
        return plan.structure_of(to) is not None
    closed, a, b = step_walls(plan, origin, to, "vehicle")
    return closed or a or b


# ---------------------------------------------------------------------- cover elements

def anti_tank_block_allowed(field_: "Battlefield", square: Square) -> bool:
    """p. 17: "I blocchi anticarro non possono essere piazzati in una struttura che non abbia
    un ingresso grande"."""
    structure = structure_at(field_, square)
    return structure is None or structure.has_large_entrance


def structures_json(field_: "Battlefield") -> list[dict[str, object]]:
    """The structures of a battlefield as JSON-safe data, for observations and front ends."""
    return [
        {
            "name": s.name,
            "squares": [str(q) for q in sorted(s.squares)],
            "entrances": [{"square": str(e.square), "side": e.side, "size": e.size} for e in s.entrances],
            "inner_walls": [{"square": str(q), "side": side} for q, side in s.inner_walls],
        }
        for s in field_.structures
    ]


def structures_from_json(data: object) -> tuple[Structure, ...]:
    """The structures :func:`structures_json` wrote (for front ends reading an observation)."""
    found: list[Structure] = []
    for item in data if isinstance(data, list) else ():
        found.append(Structure(
            str(item["name"]),
            frozenset(Square.parse(q) for q in item["squares"]),
            tuple(Entrance(Square.parse(e["square"]), e["side"], e["size"]) for e in item.get("entrances", ())),
            tuple((Square.parse(w["square"]), w["side"]) for w in item.get("inner_walls", ())),
        ))
    return tuple(found)


__all__ = [
    "structures_from_json", "structures_json",
    "Entrance", "Layout", "SIDES", "Side", "Structure", "anti_tank_block_allowed", "build_layout", "layout",
    "may_land", "side_point", "step_walls", "structure_at", "structure_blocks_jump", "structure_cover", "wall_on",
    "wall_steps",
]

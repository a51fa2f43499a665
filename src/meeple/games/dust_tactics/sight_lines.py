"""A line of sight as the rules trace it, for a display to draw (rulebook pp. 9-11, "Linea di
vista" and "Linee di vista attorno agli angoli"; p. 6, smoke; p. 17, structures).

"Per definire la linea di vista il giocatore deve tracciare una linea immaginaria tra il punto
del quadrato occupato dall'unità attivata e il punto del quadrato occupato dall'obiettivo. Se
la linea attraversa un quadrato senza punto la linea di vista è bloccata. Se, invece, la linea
tocca l'angolo di un quadrato senza punto la linea di vista non è bloccata ma l'obiettivo
beneficia di una copertura SOFT COVER."

:func:`sight_line` answers what :func:`~.line_of_sight.sight` decides (the verdict is its
own), and shows why: the dots the line joins, the squares it crosses in order from the viewer
(each with whether it blocks the line for this viewer and this target,
:func:`~.line_of_sight.blocks_sight`), the grid corners it touches with the squares meeting
there (each with its side of the line and whether it blocks), a structure's wall that stops it,
smoke at either end. Nothing here is a rule of its own: the geometry is
:func:`~.line_of_sight.line_shape`'s, the walls :meth:`~.structures.Layout.line`'s, so what a
display draws is what the game decided.

Corners are grid points in squares: ``[x, y]`` is the corner ``x`` column edges from the
left and ``y`` row edges from the top (the north-west corner of ``a1`` is ``[0, 0]``).
"""

from __future__ import annotations

from dataclasses import dataclass
from math import gcd
from typing import TYPE_CHECKING, Any

from meeple.games.dust_tactics.aiming import ELEMENT_PREFIX, Aiming, unit_type
from meeple.games.dust_tactics.artillery import cover_viewpoint
from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.line_of_sight import blocks_sight, line_shape, sight
from meeple.games.dust_tactics.occupancy import Occupancy
from meeple.games.dust_tactics.structures import layout as structure_layout
from meeple.games.dust_tactics.targets import ELEMENT_SIGHT_TYPE, Shot
from meeple.games.dust_tactics.terrain import TERRAIN
from meeple.games.dust_tactics.units import UnitType

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState


@dataclass(frozen=True)
class Crossed:
    """A square the line crosses through its inside (p. 9), and whether it blocks the line."""

    square: Square
    blocks: bool


@dataclass(frozen=True)
class Touched:
    """A square whose corner the line touches, on which side of the line (1 or -1), and
    whether it blocks (two blocking sides block the line, p. 10; one gives corner cover when
    next to the target, p. 13)."""

    square: Square
    side: int
    blocks: bool
    next_to_target: bool


@dataclass(frozen=True)
class Corner:
    """A grid corner the line passes through, with the squares meeting there that it touches."""

    at: tuple[int, int]
    squares: tuple[Touched, ...]


@dataclass(frozen=True)
class SightLine:
    """A traced line of sight (see the module docstring); ``visible``, ``corner_cover`` and
    ``reason`` are :func:`~.line_of_sight.sight`'s."""

    start: Square
    end: Square
    visible: bool
    corner_cover: bool
    reason: str
    crossed: tuple[Crossed, ...]
    corners: tuple[Corner, ...]
    #: Why a structure's wall stops the line (p. 17), else "".
    wall: str = ""
    #: The sides (1, -1) of the wall corners the line touches (p. 17, DT-97).
    wall_sides: tuple[int, ...] = ()
    #: The end of the line that stands in smoke (p. 6): "viewer", "target" or "".
    smoke: str = ""

    def to_json(self) -> dict[str, Any]:
        """The line as a display reads it (the observation's ``aim_options[].sight``)."""
        return {
            "from": str(self.start), "to": str(self.end),
            "visible": self.visible, "corner_cover": self.corner_cover, "reason": self.reason,
            "crossed": [{"square": str(c.square), "blocks": c.blocks} for c in self.crossed],
            "corners": [
                {"at": list(c.at), "blocks": any(t.blocks for t in c.squares), "squares": [
                    {"square": str(t.square), "side": t.side, "blocks": t.blocks, "next_to_target": t.next_to_target}
                    for t in c.squares
                ]}
                for c in self.corners
            ],
            "wall": self.wall, "wall_sides": list(self.wall_sides), "smoke": self.smoke,
        }


def sight_line(
    field: Battlefield,
    units: Occupancy,
    viewer_square: Square,
    viewer: UnitType,
    target_square: Square,
    target: UnitType,
) -> SightLine:
    """The line from a ``viewer`` on ``viewer_square`` to a ``target`` on ``target_square``
    as the rules trace it, with :func:`~.line_of_sight.sight`'s verdict."""
    verdict = sight(field, units, viewer_square, viewer, target_square, target)
    smoke = next((who for who, square in (("viewer", viewer_square), ("target", target_square))
                  if field.contains(square) and TERRAIN[field.terrain_at(square)].no_attacks), "")
    wall, wall_bits, _ = structure_layout(field).line(viewer_square, target_square)
    dx, dy = target_square.col - viewer_square.col, target_square.row - viewer_square.row
    shape = line_shape(dx, dy)

    def blocks(square: Square) -> bool:
        return field.contains(square) and blocks_sight(field, units, square, viewer, target)

    along = sorted(shape.crossed, key=lambda o: o[0] * dx + o[1] * dy)  # from the viewer outwards
    crossed = tuple(Crossed(s, blocks(s)) for s in (viewer_square.offset(*o) for o in along) if field.contains(s))
    sides = dict(shape.touched)
    corners: list[Corner] = []
    for x, y in _corner_points(dx, dy):
        around: list[Touched] = []
        for c in (x - 1, x):
            for r in (y - 1, y):
                if (c, r) not in sides:
                    continue
                square = viewer_square.offset(c, r)
                if field.contains(square):
                    around.append(Touched(square, sides[(c, r)], blocks(square), square.is_adjacent(target_square)))
        if around:
            corners.append(Corner((viewer_square.col + x, viewer_square.row + y), tuple(around)))
    return SightLine(
        viewer_square, target_square, verdict.visible, verdict.corner_cover, verdict.reason, crossed,
        tuple(corners), wall or "", tuple(side for bit, side in ((1, 1), (2, -1)) if wall_bits & bit), smoke,
    )


def _corner_points(dx: int, dy: int) -> list[tuple[int, int]]:
    """The grid corners (in squares from the viewer square's north-west corner) that the line
    from the viewer's dot to the dot ``(dx, dy)`` squares away passes through, in order."""
    steps = gcd(2 * dx, 2 * dy)
    if not steps:
        return []
    ux, uy = 2 * dx // steps, 2 * dy // steps
    points = ((1 + k * ux, 1 + k * uy) for k in range(1, steps))
    return [(x // 2, y // 2) for x, y in points if x % 2 == 0 and y % 2 == 0]


def drawn_blocked(line: dict[str, Any]) -> bool:
    """Whether a display drawing ``line`` (:meth:`SightLine.to_json`) shows it blocked: smoke
    at an end, a wall, a crossed square that blocks, or blocking corners (a wall's or a
    square's) on both sides of the line (pp. 6, 9-10, 17). The same reading as
    ``dt-board.js``'s, for the tests that hold the drawing to the game's verdict."""
    if line["smoke"] or line["wall"] or any(c["blocks"] for c in line["crossed"]):
        return True
    sides = set(line["wall_sides"])
    sides |= {t["side"] for c in line["corners"] for t in c["squares"] if t["blocks"]}
    return len(sides) == 2


def aim_sight(state: "DtState", aiming: Aiming, target_id: str) -> dict[str, Any] | None:
    """The line of sight to one target of the line being aimed, for the observation's
    ``aim_options[].sight``: from the attacker's square, or during an artillery strike from
    the observer's, whose sight guides the indirect fire (p. 15, DT-85; ``observer`` names
    it); to a unit, or to a cover element (seen as a vehicle is, DT-6). None when an end is
    off the battlefield."""
    attacker = aiming.attacker
    origin = state.pos.get(attacker)
    if target_id.startswith(ELEMENT_PREFIX):
        square: Square | None = Square.parse(target_id[len(ELEMENT_PREFIX):])
        target: UnitType = ELEMENT_SIGHT_TYPE
    else:
        square, target = state.pos.get(target_id), unit_type(state.units[target_id])
    if origin is None or square is None:
        return None
    ref = aiming.lines[aiming.index]
    eye = cover_viewpoint(state, attacker, (Shot(ref, target_id),), target_id)
    start, viewer = eye if eye is not None else (origin, unit_type(state.units[attacker]))
    out = sight_line(state.field, state.occupancy(), start, viewer, square, target).to_json()
    strike = state.markers.strike
    if eye is not None and strike is not None:
        out["observer"] = strike.observer
    return out


def other_sights(state: "DtState", aiming: Aiming, targets: set[str]) -> dict[str, dict[str, Any]]:
    """The lines of sight (as :func:`aim_sight`) to the enemy units on the battlefield that
    the line being aimed may not take (``targets`` are those it may), for the observation's
    ``aim_sights``: a display shows why one is not a target (blocked, and by what; or in
    sight but out of range or beyond the line's harm)."""
    attacker = aiming.attacker
    side = state.seat_of[attacker]
    found: dict[str, dict[str, Any]] = {}
    for uid, square in state.pos.items():
        if square is None or uid in targets or state.seat_of[uid] == side:
            continue
        line = aim_sight(state, aiming, uid)
        if line is not None:
            found[uid] = line
    return found

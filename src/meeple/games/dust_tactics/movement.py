"""Movement (rulebook pp. 8-9, "REGOLE DI MOVIMENTO"; p. 19, "Ingresso delle unità").

"Il valore di movimento di un'unità indica il numero di punti di movimento di cui l'unità
dispone nel corso di un turno." "Per ogni attivazione il primo movimento in diagonale conta
un punto movimento mentre i successivi ne contano due." "In alcun caso può essere
attraversato un quadrato occupato dal nemico. Un veicolo non può attraversare un quadrato
occupato da un'unità amica. Una squadra o un eroe possono attraversare liberamente un
quadrato occupato da un'unità amica ma non possono fermarvisi." "Le unità non possono invece
entrare in quadrati che non abbiano un punto al centro visibile."

Corners (p. 9): "I soldati (squadre o eroi) possono muoversi in diagonale per 1 anche se uno
degli angoli fa parte di un terreno insormontabile (un quadrato senza punto oppure occupato da
un'unità nemica)." "I veicoli non possono muoversi in diagonale se uno degli angoli fa parte
di un terreno insormontabile (un quadrato senza punto o contenente un blocco anticarro)."
"Nota: le unità non possono spostarsi in diagonale se due angoli appartengono a terreni
insormontabili."

:func:`reachable` gives every square a unit can end its move on, with its cost; the
terrain rules come from :data:`~.terrain.TERRAIN` and :data:`~.terrain.ELEMENTS`.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass
from functools import lru_cache
from typing import Final, Literal

from meeple.games.dust_tactics.battlefield import Battlefield, Edge, Grid, Square
from meeple.games.dust_tactics.occupancy import Occupancy, Presence
from meeple.games.dust_tactics.structures import layout as structure_layout, may_land, step_walls, wall_steps
from meeple.games.dust_tactics.terrain import ELEMENTS, TERRAIN, Terrain
from meeple.games.dust_tactics.units import UnitType

#: How a unit moves: soldiers on foot (squads and heroes), vehicles, aircraft.
Mobility = Literal["foot", "vehicle", "air"]
MOBILITY: Final[dict[UnitType, Mobility]] = {"squad": "foot", "hero": "foot", "vehicle": "vehicle", "aircraft": "air"}

#: p. 8: "il primo movimento in diagonale conta un punto movimento mentre i successivi ne contano due."
FIRST_DIAGONAL_COST: Final = 1
LATER_DIAGONAL_COST: Final = 2


def diagonal_cost(diagonal_used: bool) -> int:
    """The cost of a diagonal step, given whether the activation already made one (p. 8)."""
    return LATER_DIAGONAL_COST if diagonal_used else FIRST_DIAGONAL_COST


def _admits(field: Battlefield, units: Occupancy, square: Square, mover: Presence) -> bool:
    """Whether ``mover`` may set foot on ``square`` at all, friends aside (p. 6 terrain, p. 8
    cover elements and enemies): never onto enemies; vehicles not onto anti-tank blocks nor
    debris; nobody on foot onto deep water or no-dot squares; aircraft over any terrain (DT-9)."""
    if units.has_enemy(square, mover.side):
        return False
    mobility = MOBILITY[mover.type]
    rules = TERRAIN[field.terrain_at(square)]
    if mobility == "air":
        return rules.aircraft_may_cross
    if mobility == "vehicle":
        element = field.element_at(square)
        if element is not None and not ELEMENTS[element].vehicles_may_enter:
            return False
        return rules.vehicles_may_enter
    return rules.infantry_may_enter


def may_pass(field: Battlefield, units: Occupancy, square: Square, mover: Presence) -> bool:
    """Whether ``mover`` may cross ``square`` on its way (:func:`_admits`), and for a vehicle
    only where no friend stands: "Un veicolo non può attraversare un quadrato occupato da
    un'unità amica" (p. 8), a hero included (DT-8)."""
    if not _admits(field, units, square, mover):
        return False
    return MOBILITY[mover.type] != "vehicle" or not units.has_friend(square, mover.side)


def may_stop(field: Battlefield, units: Occupancy, square: Square, mover: Presence) -> bool:
    """Whether ``mover`` may end its move on ``square``: it may set foot there (:func:`_admits`),
    the terrain may be occupied, and the square holds no other unit unless the mover is a hero
    ("Gli eroi possono occupare lo stesso quadrato di un'unità di fanteria o di un veicolo
    amico", p. 18) or the square holds only friendly heroes (DT-8). A vehicle may so end its
    move on a square it may not cross: the one holding only friendly heroes (the last step of
    the move, never a step on the way; :func:`may_pass`)."""
    if not _admits(field, units, square, mover):
        return False
    if not TERRAIN[field.terrain_at(square)].may_be_occupied:
        return False
    if not may_land(field, square, mover.type):  # aircraft never on a structure (p. 17)
        return False
    if mover.type == "hero":
        return True
    return all(u.type == "hero" for u in units.at(square))


def insurmountable(field: Battlefield, units: Occupancy, square: Square, mover: Presence) -> bool:
    """Whether a corner square stops a diagonal step (p. 9): a square without a dot or
    holding an enemy unit, and for vehicles also a square with an anti-tank block (DT-7)."""
    if not TERRAIN[field.terrain_at(square)].has_dot or units.has_enemy(square, mover.side):
        return True
    element = field.element_at(square)
    return MOBILITY[mover.type] == "vehicle" and element is not None and not ELEMENTS[element].vehicles_may_enter


def diagonal_allowed(field: Battlefield, units: Occupancy, origin: Square, to: Square, mover: Presence) -> bool:
    """Whether the diagonal step ``origin`` -> ``to`` may go round its two corner squares
    (p. 9): soldiers past one insurmountable corner but not two, vehicles past none,
    aircraft past anything (DT-9)."""
    mobility = MOBILITY[mover.type]
    if mobility == "air":
        return True
    corners = (Square(to.col, origin.row), Square(origin.col, to.row))
    blocked = sum(1 for c in corners if insurmountable(field, units, c, mover))
    return blocked == 0 if mobility == "vehicle" else blocked < 2


def walls_allow(field: Battlefield, units: Occupancy, origin: Square, to: Square, mover: Presence) -> bool:
    """Whether a structure's walls let ``mover`` step from ``origin`` to the adjacent ``to``
    (p. 17, :func:`~.structures.step_walls`): never through a wall, a vehicle only through a
    large entrance; a diagonal step past walls on one side counts them as an insurmountable
    corner there (p. 9, DT-99). Aircraft fly over walls."""
    mobility = MOBILITY[mover.type]
    plan = structure_layout(field)
    if mobility == "air" or plan.empty:
        return True
    closed, a, b = step_walls(plan, origin, to, "vehicle" if mobility == "vehicle" else "foot")
    if closed:
        return False
    if not (a or b):
        return True
    a = a or insurmountable(field, units, Square(to.col, origin.row), mover)
    b = b or insurmountable(field, units, Square(origin.col, to.row), mover)
    return a + b <= (0 if mobility == "vehicle" else 1)


@dataclass(frozen=True, order=True)
class Reach:
    """One way to end a move on ``square``: its cost in movement points and whether the
    activation's first (cheap) diagonal has been spent on the way."""

    cost: int
    diagonal_used: bool
    square: Square


#: Every :class:`Reach` made so far: they are immutable, and each move's options hold many.
_REACHES: Final[dict[tuple[int, bool, Square], Reach]] = {}


def reach_of(cost: int, diagonal_used: bool, square: Square) -> Reach:
    """The :class:`Reach` of these values (one shared value for each)."""
    key = (cost, diagonal_used, square)
    found = _REACHES.get(key)
    if found is None:
        found = _REACHES[key] = Reach(cost, diagonal_used, square)
    return found


def reachable(
    field: Battlefield,
    units: Occupancy,
    start: Square,
    mover: Presence,
    points: int,
    *,
    diagonal_used: bool = False,
    agile: bool = False,
) -> dict[Square, tuple[Reach, ...]]:
    """Every square ``mover`` (standing on ``start``) can end a move on with ``points``
    movement points (p. 8: "L'unità attivata può muoversi fino al massimo del suo valore di
    movimento"), with the cheapest ways there.

    ``diagonal_used`` says whether an earlier move of the same activation already made a
    diagonal step (the first diagonal of an *activation* costs 1). For each square the result
    lists the cheapest way, and also the cheapest way that keeps the cheap diagonal unspent
    when that costs more, because it matters for a second Move action. The start square is
    not in the result (staying is not a move). ``agile``: every diagonal costs 1 (Agile,
    p. 20: "tutti i suoi movimenti in diagonale contano solo 1 MOVE").

    The same answer as :func:`reachable_plain` (which reads the rules square by square),
    worked out on numbered squares with the terrain rules tabled once per battlefield
    (:func:`_terrain_tables`) and the units laid over them; the answer is remembered with
    the occupancy (both are immutable), as a unit's options are asked for more than once."""
    if not field.contains(start):
        return reachable_plain(field, units, start, mover, points, diagonal_used=diagonal_used, agile=agile)
    key = (id(field), start, mover, points, diagonal_used, agile)
    memo = units.memo
    found = memo.get(key)
    if found is not None and found[0] is field:
        return dict(found[1])
    result = _reachable(field, units, start, mover, points, diagonal_used, agile)
    memo[key] = (field, result)
    return dict(result)


def _terrain_tables(field: Battlefield, mover: Presence) -> tuple[list[bool], list[bool], list[bool]]:
    """For a mover of this type on an empty ``field``, square by square (numbered as in
    :class:`~.battlefield.Grid`): may it pass there (:func:`may_pass`), may it stop there
    (:func:`may_stop`), is the square an insurmountable corner (:func:`insurmountable`).
    The bare terrain's tables are shared by every battlefield with that terrain; the squares
    with a cover element are read apart."""
    known: tuple[list[bool], list[bool], list[bool]] | None = field.known(("movement", mover.type))
    if known is not None:
        return known

    def build() -> tuple[list[bool], list[bool], list[bool]]:
        passable, stoppable, corner_blocked = (list(t) for t in _bare_tables(field.terrain, mover.type))
        nobody = Occupancy()
        index = field.grid.index
        for square, _ in field.elements:
            i = index[square]
            passable[i] = may_pass(field, nobody, square, mover)
            stoppable[i] = may_stop(field, nobody, square, mover)
            corner_blocked[i] = insurmountable(field, nobody, square, mover)
        for square, _ in structure_layout(field).inside:  # aircraft do not land there (p. 17)
            if not may_land(field, square, mover.type):
                stoppable[index[square]] = False
        return passable, stoppable, corner_blocked

    return field.memo(("movement", mover.type), build)  # type: ignore[no-any-return]


@lru_cache(maxsize=64)
def _bare_tables(
    terrain: tuple[tuple[Terrain, ...], ...], unit_type: UnitType
) -> tuple[tuple[bool, ...], tuple[bool, ...], tuple[bool, ...]]:
    """:func:`_terrain_tables` for the terrain without cover elements."""
    bare = Battlefield(terrain)
    nobody = Occupancy()
    mover = Presence("allies", unit_type)
    squares = bare.grid.squares
    return (
        tuple(may_pass(bare, nobody, s, mover) for s in squares),
        tuple(may_stop(bare, nobody, s, mover) for s in squares),
        tuple(insurmountable(bare, nobody, s, mover) for s in squares),
    )


def _reachable(
    field: Battlefield, units: Occupancy, start: Square, mover: Presence, points: int, diagonal_used: bool,
    agile: bool = False,
) -> dict[Square, tuple[Reach, ...]]:
    grid = field.grid
    later_diagonal = FIRST_DIAGONAL_COST if agile else LATER_DIAGONAL_COST
    index = grid.index
    passable, stoppable, corner_blocked = _terrain_tables(field, mover)
    mobility = MOBILITY[mover.type]
    # The units, the mover taken off its start square: enemies bar passing and are
    # insurmountable corners (p. 9); friends bar a vehicle's way (p. 8), though it may end its
    # move with friendly heroes; a square holding a unit not a hero is no place to stop for
    # anyone but a hero (p. 18, DT-8). A square one may stop on but not pass is reached as the
    # last step of the move only.
    passable = list(passable)
    stoppable = list(stoppable)
    corner_blocked = list(corner_blocked)
    side = mover.side
    is_hero = mover.type == "hero"
    is_vehicle = mobility == "vehicle"
    skipped = False
    for square, unit in units.placed:
        if not skipped and square == start and unit == mover:
            skipped = True
            continue
        i = index.get(square)
        if i is None:
            continue
        if unit.side != side:
            passable[i] = stoppable[i] = False
            corner_blocked[i] = True
        else:
            if is_vehicle:
                passable[i] = False
            if unit.type != "hero" and not is_hero:
                stoppable[i] = False
    steps = grid.steps
    origin = index[start]
    corners_limit = 0 if is_vehicle else 1  # soldiers round one insurmountable corner, not two
    air = mobility == "air"
    # the structures' walls (p. 17): steps they block, diagonals walled on one side
    wall_blocked, wall_half = wall_steps(field, "vehicle" if is_vehicle else "foot") if not air else (frozenset(), {})
    size = grid.size
    # the cheapest cost found of each (square, diagonal spent) as 2 * square + spent, and
    # those keys in the order they were first reached (the order of the answer)
    unreached = points + 1
    best = [unreached] * (2 * grid.size)
    first_key = 2 * origin + diagonal_used
    best[first_key] = 0
    order = [first_key]
    queue: list[tuple[int, bool, int]] = [(0, diagonal_used, origin)]
    pop, push = heapq.heappop, heapq.heappush
    while queue:
        cost, used, here = pop(queue)
        if best[2 * here + used] < cost:
            continue
        for there, diagonal, corner_a, corner_b in steps[here]:
            if not passable[there] and not stoppable[there]:
                continue
            if diagonal:
                new_cost = cost + (later_diagonal if used else FIRST_DIAGONAL_COST)
                if new_cost > points:
                    continue
                if wall_blocked and here * size + there in wall_blocked:
                    continue
                if not air:
                    a, b = corner_blocked[corner_a], corner_blocked[corner_b]
                    if wall_half:
                        half = wall_half.get(here * size + there)
                        if half is not None:
                            a, b = a or half[0], b or half[1]
                    if a + b > corners_limit:
                        continue
                new_used = True
            else:
                new_cost = cost + 1
                if new_cost > points:
                    continue
                if wall_blocked and here * size + there in wall_blocked:
                    continue
                new_used = used
            key = 2 * there + new_used
            known = best[key]
            if new_cost < known:
                if known == unreached:
                    order.append(key)
                best[key] = new_cost
                if passable[there]:  # else the move ends there (DT-8)
                    push(queue, (new_cost, new_used, there))
    squares = grid.squares
    reaches = _reach_table(grid)
    stride = 2 * size
    result: dict[Square, tuple[Reach, ...]] = {}
    several: list[Square] = []
    for key in order:
        here = key >> 1
        if here == origin or not stoppable[here]:
            continue
        cost = best[key]
        way = reaches.get(cost * stride + key)
        if way is None:
            way = reaches[cost * stride + key] = reach_of(cost, bool(key & 1), squares[here])
        square = squares[here]
        ways = result.get(square)
        if ways is None:
            result[square] = (way,)
        else:
            result[square] = ways + (way,)
            several.append(square)
    for square in several:
        ways = tuple(sorted(result[square]))
        cheapest = ways[0]
        result[square] = (cheapest,) + tuple(w for w in ways[1:] if cheapest.diagonal_used and not w.diagonal_used)
    return result


#: The :class:`Reach` values of each grid by ``cost * 2 * size + 2 * square + diagonal spent``.
_REACH_TABLES: Final[dict[Grid, dict[int, Reach]]] = {}


def _reach_table(grid: Grid) -> dict[int, Reach]:
    found = _REACH_TABLES.get(grid)
    if found is None:
        found = _REACH_TABLES[grid] = {}
    return found


def reachable_plain(
    field: Battlefield,
    units: Occupancy,
    start: Square,
    mover: Presence,
    points: int,
    *,
    diagonal_used: bool = False,
    agile: bool = False,
) -> dict[Square, tuple[Reach, ...]]:
    """The answer of :func:`reachable` (its arguments and result, p. 8 and p. 20), worked out
    by reading the rules square by square; :func:`reachable` gives the same answer faster."""
    units = units.without(start, mover) if mover in units.at(start) else units
    best: dict[tuple[Square, bool], int] = {(start, diagonal_used): 0}
    queue: list[tuple[int, bool, Square]] = [(0, diagonal_used, start)]
    while queue:
        cost, used, square = heapq.heappop(queue)
        if best.get((square, used), cost + 1) < cost:
            continue
        for neighbour, diagonal in field.neighbours(square):
            step = (1 if agile else diagonal_cost(used)) if diagonal else 1
            new_cost, new_used = cost + step, used or diagonal
            if new_cost > points:
                continue
            crossing = may_pass(field, units, neighbour, mover)
            if not crossing and not may_stop(field, units, neighbour, mover):
                continue
            if diagonal and not diagonal_allowed(field, units, square, neighbour, mover):
                continue
            if not walls_allow(field, units, square, neighbour, mover):
                continue
            key = (neighbour, new_used)
            if new_cost < best.get(key, points + 1):
                best[key] = new_cost
                if crossing:  # else the move ends there: a vehicle onto friendly heroes (DT-8)
                    heapq.heappush(queue, (new_cost, new_used, neighbour))
    found: dict[Square, list[Reach]] = {}
    for (square, used), cost in best.items():
        if square != start and may_stop(field, units, square, mover):
            found.setdefault(square, []).append(Reach(cost, used, square))
    result: dict[Square, tuple[Reach, ...]] = {}
    for square, ways in found.items():
        ways.sort()
        cheapest = ways[0]
        keep = [cheapest] + [w for w in ways[1:] if cheapest.diagonal_used and not w.diagonal_used]
        result[square] = tuple(keep)
    return result


def squares_after_moves(
    field: Battlefield, units: Occupancy, start: Square, mover: Presence, points: int, moves: int
) -> frozenset[Square]:
    """The squares ``mover`` can end on after ``moves`` Move actions of one activation, each
    of up to ``points`` (p. 7: "L'unità attivata può muoversi fino al massimo del suo valore
    di movimento", twice with Move + Move; p. 8: the cheap diagonal is the first of the
    *activation*). A unit may stop between the moves only where it may end a move; the start
    square is in the result when the unit can come back to it (or when ``moves`` is 0)."""
    units = units.without(start, mover) if mover in units.at(start) else units
    states: set[tuple[Square, bool]] = {(start, False)}
    for _ in range(moves):
        following: set[tuple[Square, bool]] = set()
        for square, used in states:
            ways = reachable(field, units, square, mover, points, diagonal_used=used)
            following.update((reach.square, reach.diagonal_used) for all_ways in ways.values() for reach in all_ways)
        states = following
    return frozenset(square for square, _ in states)


def movement_costs(
    field: Battlefield, units: Occupancy, start: Square, mover: Presence, points: int, *, diagonal_used: bool = False
) -> dict[Square, int]:
    """The cheapest cost of every square :func:`reachable` finds (p. 8)."""
    ways = reachable(field, units, start, mover, points, diagonal_used=diagonal_used)
    return {square: reach[0].cost for square, reach in ways.items()}


def entry_squares(field: Battlefield, units: Occupancy, edge: Edge, mover: Presence) -> tuple[Square, ...]:
    """The squares a unit may enter the battlefield on from its side's ``edge`` (p. 19,
    "Ingresso delle unità": "La prima azione di ogni unità deve essere il movimento di un
    quadrato, che rappresenta l'ingresso dell'unità sul campo di battaglia"): the edge
    squares it may stop on (DT-10)."""
    # the answer depends on the mover's side and type alone (not on its name)
    key = ("entry", id(field), edge, mover.side, mover.type)
    found = units.memo.get(key)
    if found is not None and found[0] is field:
        return found[1]  # type: ignore[no-any-return]
    squares = tuple(s for s in _edge_stops(field, edge, mover) if not units.at(s) or may_stop(field, units, s, mover))
    units.memo[key] = (field, squares)
    return squares


def _edge_stops(field: Battlefield, edge: Edge, mover: Presence) -> tuple[Square, ...]:
    """The squares of ``edge`` a unit of ``mover``'s type may stop on when no unit is near
    (:func:`_terrain_tables`), worked out once per battlefield."""
    key = ("edge-stops", edge, mover.type)
    found: tuple[Square, ...] | None = field.known(key)
    if found is None:
        found = field.memo(key, lambda: _stops_along(field, edge, mover))
    return found


def _stops_along(field: Battlefield, edge: Edge, mover: Presence) -> tuple[Square, ...]:
    _, stoppable, _ = _terrain_tables(field, mover)
    index = field.grid.index
    return tuple(s for s in field.edge(edge) if stoppable[index[s]])

"""Creating one's own battlefield (rulebook p. 19, "Creare un campo di battaglia"; p. 3,
"Elementi di terreno fronte-retro"; p. 6, "Tipi di terreno").

"Se i giocatori decidono di creare la propria battaglia possono allestire il tavolo di gioco
come meglio credono. Per determinare chi posiziona per primo gli elementi di terreno ogni
giocatore lancia tre dadi. Colui che ottiene più [colpi] comincia. L'altro giocatore lo segue
e così via fino a quando non sono terminati gli elementi di terreno."

p. 3: "9 elementi di terreno fronte-retro": "Questi quadrati rappresentano gli ostacoli o i
pericoli presenti sul campo di battaglia." So a terrain element is a tile one square large
that shows one terrain type (p. 6) over the board's square. A scenario with a
``terrain_elements`` pool (``data/scenarios/create-your-own.toml``) leaves those tiles to the
players; the three-dice roll and the alternation are in :mod:`.flow`.

Where a tile may go (DT-47): on a square of the battlefield that holds no tile and no cover
element yet and whose board square is not a no-dot square (p. 6: "Su questo quadrato non
possono essere collocati elementi di terreno"); and the battle must stay playable: each
entry edge keeps a square units can enter (p. 19, "Ingresso delle unità"), the two entry
edges stay joined by squares infantry may enter, and an objective's square is never made
one that cannot be entered.

Entry points: :func:`remaining_tiles`, :func:`placement_problem`, :func:`placeable_squares`,
:func:`place_tile`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final, Iterable, Mapping, TYPE_CHECKING

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.battlefield import ORTHOGONAL, Battlefield, Square
from meeple.games.dust_tactics.terrain import TERRAIN, Terrain

if TYPE_CHECKING:
    from meeple.games.dust_tactics.scenarios import Scenario

#: p. 3: "9 elementi di terreno fronte-retro".
CORE_SET_TILES: Final = 9

#: A tile placed: its square and the terrain it shows.
Tile = tuple[Square, Terrain]


def remaining_tiles(pool: Mapping[Terrain, int], placed: Iterable[Tile]) -> dict[Terrain, int]:
    """The tiles of ``pool`` not yet placed, by the terrain they show."""
    left = dict(pool)
    for _, terrain in placed:
        left[terrain] = left.get(terrain, 0) - 1
    return {t: n for t, n in left.items() if n > 0}


def with_terrain(field: Battlefield, square: Square, terrain: Terrain) -> Battlefield:
    """A copy of ``field`` whose ``square`` shows ``terrain`` (its cover elements kept)."""
    rows = [list(row) for row in field.terrain]
    rows[square.row][square.col] = terrain
    return Battlefield(tuple(tuple(row) for row in rows), field.elements, field.structures)


def _edges_joined(scenario: "Scenario", field: Battlefield, blocked: Square) -> bool:
    """Whether, with ``blocked`` made a square nobody may enter, each entry edge keeps a
    square infantry may enter and those squares reach the other edge (steps by a side).

    One way across is found for the open field; a square off that way cannot cut it, so
    only the squares on it need their own flood fill."""
    edges = (scenario.entry.allies, scenario.entry.axis)
    way = _way_across(field.terrain, field.width, field.height, edges, -1)
    if way is None:
        return False
    index = blocked.row * field.width + blocked.col
    if index not in way:
        return True
    return _way_across(field.terrain, field.width, field.height, edges, index) is not None


@lru_cache(maxsize=4096)
def _way_across(terrain: tuple[tuple[Terrain, ...], ...], width: int, height: int,
                edges: tuple[str, str], blocked: int) -> frozenset[int] | None:
    """The square indices (row * width + col) of one way by sides from the first entry edge
    to the second over squares infantry may enter, ``blocked`` (an index, or -1) closed; None
    when there is none."""
    enterable = [TERRAIN[t].infantry_may_enter for row in terrain for t in row]
    if blocked >= 0:
        enterable[blocked] = False
    start = [i for i in _edge_indices(edges[0], width, height) if enterable[i]]
    goal = {i for i in _edge_indices(edges[1], width, height) if enterable[i]}
    came_from: dict[int, int] = {i: -1 for i in start}
    todo = list(start)
    while todo:
        index = todo.pop()
        if index in goal:
            way = []
            while index >= 0:
                way.append(index)
                index = came_from[index]
            return frozenset(way)
        row, col = divmod(index, width)
        for dc, dr in ORTHOGONAL:
            r, c = row + dr, col + dc
            n = r * width + c
            if 0 <= r < height and 0 <= c < width and n not in came_from and enterable[n]:
                came_from[n] = index
                todo.append(n)
    return None


def _edge_indices(edge: str, width: int, height: int) -> list[int]:
    """The square indices along one edge (north is row 0)."""
    if edge == "north":
        return list(range(width))
    if edge == "south":
        return [(height - 1) * width + c for c in range(width)]
    if edge == "west":
        return [r * width for r in range(height)]
    return [r * width + width - 1 for r in range(height)]


def placement_problem(scenario: "Scenario", field: Battlefield, placed: Iterable[Tile],
                      terrain: Terrain, square: Square) -> str | None:
    """Why a tile showing ``terrain`` cannot go on ``square`` now, or None (DT-47)."""
    placed = tuple(placed)
    if remaining_tiles(scenario.terrain_elements, placed).get(terrain, 0) <= 0:
        return f"no {terrain.value} terrain element left to place"
    if not field.contains(square):
        return f"{square} is not on the {field.width} x {field.height} battlefield"
    if any(s == square for s, _ in placed):
        return f"{square} already holds a terrain element"
    if field.element_at(square) is not None:
        return f"{square} holds a cover element"
    if field.terrain_at(square) is Terrain.IMPASSABLE:
        return f"{square} is a no-dot square: no terrain element goes there (p. 6)"
    if not TERRAIN[terrain].infantry_may_enter:
        for objective in scenario.objectives:
            if str(square) in objective.squares:
                return f"{square} is a square of the objective {objective.id}: it must stay enterable"
        if not _edges_joined(scenario, field, square):
            return (f"{terrain.value} on {square} would leave an entry edge with no square to enter, or cut "
                    "the way between the two entry edges")
    return None


def placeable_squares(scenario: "Scenario", field: Battlefield, placed: Iterable[Tile],
                      terrain: Terrain) -> tuple[Square, ...]:
    """The squares a tile showing ``terrain`` may go on now, row by row."""
    placed = tuple(placed)
    if remaining_tiles(scenario.terrain_elements, placed).get(terrain, 0) <= 0:
        return ()
    return tuple(s for s in field.squares() if placement_problem(scenario, field, placed, terrain, s) is None)


def place_tile(scenario: "Scenario", field: Battlefield, placed: Iterable[Tile], terrain: Terrain,
               square: Square) -> Battlefield:
    """``field`` with a tile showing ``terrain`` on ``square``; IllegalActionError (nothing
    placed) saying why it may not go there."""
    problem = placement_problem(scenario, field, placed, terrain, square)
    if problem is not None:
        raise IllegalActionError(f"terrain {terrain.value} {square}: {problem} (p. 19, DT-47)")
    return with_terrain(field, square, terrain)

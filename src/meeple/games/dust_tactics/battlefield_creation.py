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

from typing import TYPE_CHECKING, Iterable, Mapping

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.battlefield import ORTHOGONAL, Battlefield, Square
from meeple.games.dust_tactics.terrain import TERRAIN, Terrain

if TYPE_CHECKING:
    from meeple.games.dust_tactics.scenarios import Scenario

#: p. 3: "9 elementi di terreno fronte-retro".
CORE_SET_TILES = 9

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
    return Battlefield(tuple(tuple(row) for row in rows), field.elements)


def _edges_joined(scenario: "Scenario", field: Battlefield, blocked: Square) -> bool:
    """Whether, with ``blocked`` made a square nobody may enter, each entry edge keeps a
    square infantry may enter and those squares reach the other edge (steps by a side)."""
    def open_(s: Square) -> bool:
        return s != blocked and TERRAIN[field.terrain_at(s)].infantry_may_enter

    start = [s for s in field.edge(scenario.entry.allies) if open_(s)]
    goal = {s for s in field.edge(scenario.entry.axis) if open_(s)}
    if not start or not goal:
        return False
    seen = set(start)
    todo = list(start)
    while todo:
        square = todo.pop()
        if square in goal:
            return True
        for dc, dr in ORTHOGONAL:
            n = square.offset(dc, dr)
            if n not in seen and field.contains(n) and open_(n):
                seen.add(n)
                todo.append(n)
    return False


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

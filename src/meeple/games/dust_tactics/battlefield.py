"""The battlefield: a grid of squares, each with its terrain, and the cover elements on them
(rulebook p. 6, "Tavolo di gioco": "Il tavolo di gioco di Dust Tactics è diviso in quadrati
di 9cm x 9cm. Una squadra occupa un quadrato.").

Squares are named like ``b3``: a letter for the column (``a`` at the left of the drawing)
and a number for the row (``1`` at the top of the drawing, the north edge). A battlefield is
drawn one row per string with the characters of :data:`~.terrain.TERRAIN` (``o`` circle,
``^`` triangle, ``x`` cross, ``*`` lozenge, ``#`` no dot); ``C`` and ``A`` draw an open
square holding an ammo crate or an anti-tank block.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Final, Iterator, Literal, Mapping, NamedTuple, Sequence, TYPE_CHECKING

from meeple.engine.errors import excerpt
from meeple.games.dust_tactics.terrain import (
    ELEMENT_BY_CHAR, TERRAIN, TERRAIN_BY_CHAR, CoverElement, Terrain,
)

if TYPE_CHECKING:
    from meeple.games.dust_tactics.structures import Structure

Edge = Literal["north", "south", "east", "west"]
EDGES: Final[tuple[Edge, ...]] = ("north", "south", "east", "west")
_SQUARE: Final = re.compile(r"^([a-z])([1-9][0-9]*)$")
#: Columns are letters, so a battlefield is at most 26 squares wide.
MAX_WIDTH: Final = 26


class Square(NamedTuple):
    """One square of the grid: ``col`` from the left, ``row`` from the top, both from 0.

    A named pair of integers: squares key most of the rules' tables, and a tuple's hashing,
    comparing and ordering cost no Python call (the same hash and order as the pair)."""

    col: int
    row: int

    @classmethod
    def parse(cls, text: str) -> "Square":
        """``"b3"`` -> Square(1, 2)."""
        known = _PARSED.get(text)
        if known is not None and cls is Square:
            return known
        match = _SQUARE.match(text.strip())
        if not match:
            raise ValueError(f"{excerpt(text)} is not a square (a column letter and a row number, e.g. 'b3')")
        square = cls(ord(match.group(1)) - ord("a"), int(match.group(2)) - 1)
        if cls is Square:
            _remember(_PARSED, text, square)
        return square

    def __str__(self) -> str:
        name = _NAMES.get(self)
        if name is None:
            name = f"{chr(ord('a') + self.col)}{self.row + 1}"
            _remember(_NAMES, self, name)
        return name

    def offset(self, dcol: int, drow: int) -> "Square":
        """The square ``dcol`` columns and ``drow`` rows away."""
        return Square(self.col + dcol, self.row + drow)

    def is_adjacent(self, other: "Square") -> bool:
        """Whether ``other`` touches this square by a side or a corner."""
        return self != other and abs(self.col - other.col) <= 1 and abs(self.row - other.row) <= 1


#: Squares read from text and squares' names, remembered (squares are named and read at
#: every move), at most :data:`_REMEMBERED` of each.
_PARSED: Final[dict[str, Square]] = {}
_NAMES: Final[dict[Square, str]] = {}
_REMEMBERED: Final = 4096


def _remember(table: dict[Any, Any], key: Any, value: Any) -> None:
    if len(table) >= _REMEMBERED:
        table.clear()
    table[key] = value


#: The eight neighbour offsets, orthogonal first.
ORTHOGONAL: Final[tuple[tuple[int, int], ...]] = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIAGONAL: Final[tuple[tuple[int, int], ...]] = ((1, -1), (1, 1), (-1, 1), (-1, -1))


@dataclass(frozen=True)
class Battlefield:
    """An immutable grid of terrain with the cover elements placed on it."""

    terrain: tuple[tuple[Terrain, ...], ...]
    elements: tuple[tuple[Square, CoverElement], ...] = ()
    #: The structures standing on the battlefield (p. 17; :mod:`.structures`).
    structures: "tuple[Structure, ...]" = ()
    _by_square: Mapping[Square, CoverElement] = field(init=False, repr=False, compare=False)
    _width: int = field(init=False, repr=False, compare=False)
    _height: int = field(init=False, repr=False, compare=False)
    #: What other modules work out from this battlefield alone (see :meth:`memo`).
    _memo: dict[Any, Any] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.terrain or not self.terrain[0]:
            raise ValueError("a battlefield has at least one square")
        width = len(self.terrain[0])
        if any(len(row) != width for row in self.terrain):
            raise ValueError("every row of a battlefield has the same number of squares")
        if width > MAX_WIDTH:
            raise ValueError(f"a battlefield is at most {MAX_WIDTH} squares wide")
        object.__setattr__(self, "_width", width)
        object.__setattr__(self, "_height", len(self.terrain))
        by_square: dict[Square, CoverElement] = {}
        for square, element in self.elements:
            if not self.contains(square):
                raise ValueError(f"{square}: not on the battlefield")
            if square in by_square:
                raise ValueError(f"{square}: holds two cover elements (\"coprono un quadrato\")")
            if not TERRAIN[self.terrain_at(square)].cover_element_allowed:
                raise ValueError(
                    f"{square}: no cover element may stand on {self.terrain_at(square).value} terrain (p. 6)"
                )
            by_square[square] = element
        object.__setattr__(self, "elements", tuple(sorted(self.elements)))
        object.__setattr__(self, "_by_square", by_square)
        object.__setattr__(self, "_memo", {})

    @classmethod
    def from_rows(cls, rows: Sequence[str], elements: Mapping[Square, CoverElement] | None = None) -> "Battlefield":
        """A battlefield drawn one string per row (spaces ignored); see the module docstring."""
        grid: list[tuple[Terrain, ...]] = []
        placed: dict[Square, CoverElement] = dict(elements or {})
        for r, text in enumerate(rows):
            line: list[Terrain] = []
            for c, char in enumerate(text.replace(" ", "")):
                if char in ELEMENT_BY_CHAR:
                    line.append(Terrain.OPEN)
                    placed[Square(c, r)] = ELEMENT_BY_CHAR[char]
                elif char in TERRAIN_BY_CHAR:
                    line.append(TERRAIN_BY_CHAR[char])
                else:
                    known = "".join(TERRAIN_BY_CHAR) + "".join(ELEMENT_BY_CHAR)
                    raise ValueError(f"row {r + 1}: {excerpt(char)} is no terrain (known: {known})")
            grid.append(tuple(line))
        return cls(tuple(grid), tuple(placed.items()))

    @property
    def width(self) -> int:
        """Number of columns."""
        return self._width

    @property
    def height(self) -> int:
        """Number of rows."""
        return self._height

    def contains(self, square: Square) -> bool:
        """Whether ``square`` is on the battlefield."""
        return 0 <= square.col < self._width and 0 <= square.row < self._height

    def terrain_at(self, square: Square) -> Terrain:
        """The terrain type of ``square``."""
        col, row = square.col, square.row
        if not (0 <= col < self._width and 0 <= row < self._height):
            raise ValueError(f"{square} is not on the battlefield ({self.width} x {self.height})")
        return self.terrain[row][col]

    @property
    def grid(self) -> "Grid":
        """The square numbering and neighbour table of this battlefield's shape (shared by
        every battlefield of the same size)."""
        return grid(self._width, self._height)

    def memo(self, key: Any, build: Callable[[], Any]) -> Any:
        """``build()``, worked out once per battlefield and ``key``: for tables that depend
        on the battlefield alone (it is immutable), such as the movement rules square by
        square."""
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = build()
        return found

    def known(self, key: Any) -> Any:
        """What :meth:`memo` has worked out for ``key`` so far (None: nothing yet)."""
        return self._memo.get(key)

    def element_at(self, square: Square) -> CoverElement | None:
        """The cover element on ``square``, if any."""
        return self._by_square.get(square)

    def squares(self) -> Iterator[Square]:
        """Every square, row by row (the shape's own squares, :attr:`grid`: none built anew)."""
        numbered = self.grid.squares
        height = self._height
        for r in range(height):
            for c in range(self._width):
                yield numbered[c * height + r]

    def neighbours(self, square: Square) -> Iterator[tuple[Square, bool]]:
        """The squares around ``square`` on the battlefield, each with whether the step to it
        is diagonal."""
        for dc, dr in ORTHOGONAL:
            n = square.offset(dc, dr)
            if self.contains(n):
                yield n, False
        for dc, dr in DIAGONAL:
            n = square.offset(dc, dr)
            if self.contains(n):
                yield n, True

    def edge(self, edge: Edge) -> tuple[Square, ...]:
        """The squares along one edge (north is row 1, the top of the drawing; the shape's own
        squares, :attr:`grid`)."""
        numbered = self.grid.squares
        width, height = self._width, self._height
        if edge == "north":
            return tuple([numbered[c * height] for c in range(width)])
        if edge == "south":
            return tuple([numbered[c * height + height - 1] for c in range(width)])
        if edge == "west":
            return tuple(numbered[:height])
        return tuple(numbered[(width - 1) * height:])

    def with_element(self, square: Square, element: CoverElement) -> "Battlefield":
        """A copy with ``element`` placed on ``square`` (checked like the constructor)."""
        return Battlefield(self.terrain, self.elements + ((square, element),), self.structures)

    def without_element(self, square: Square) -> "Battlefield":
        """A copy with the cover element on ``square`` removed (destroyed or crushed)."""
        if square not in self._by_square:
            raise ValueError(f"{square}: no cover element to remove")
        return Battlefield(self.terrain, tuple((s, e) for s, e in self.elements if s != square), self.structures)

    def draw(self) -> tuple[str, ...]:
        """The rows as characters; a cover element is drawn over its square's terrain."""
        rows = []
        for r in range(self.height):
            chars = []
            for c in range(self.width):
                element = self._by_square.get(Square(c, r))
                chars.append(ELEMENT_CHAR[element] if element else TERRAIN[self.terrain[r][c]].char)
            rows.append("".join(chars))
        return tuple(rows)


class Grid:
    """The squares of a ``width`` x ``height`` battlefield numbered for fast tables: square
    ``(col, row)`` is number ``col * height + row``, so numbers sort like squares do."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.size = width * height
        #: The square of each number.
        self.squares: tuple[Square, ...] = tuple(Square(c, r) for c in range(width) for r in range(height))
        #: The number of each square.
        self.index: dict[Square, int] = {s: i for i, s in enumerate(self.squares)}
        steps: list[tuple[tuple[int, bool, int, int], ...]] = []
        for square in self.squares:
            found = []
            for (dc, dr), diagonal in [(o, False) for o in ORTHOGONAL] + [(o, True) for o in DIAGONAL]:
                c, r = square.col + dc, square.row + dr
                if 0 <= c < width and 0 <= r < height:
                    # the two corner squares a diagonal step goes round (p. 9)
                    corners = (c * height + square.row, square.col * height + r) if diagonal else (-1, -1)
                    found.append((c * height + r, diagonal, *corners))
            steps.append(tuple(found))
        #: For each square number, the steps of :meth:`Battlefield.neighbours` in its order:
        #: (the neighbour's number, whether diagonal, the two corner squares' numbers or -1).
        self.steps: tuple[tuple[tuple[int, bool, int, int], ...], ...] = tuple(steps)


@lru_cache(maxsize=64)
def grid(width: int, height: int) -> Grid:
    """The :class:`Grid` of a battlefield's shape."""
    return Grid(width, height)


ELEMENT_CHAR: Final[dict[CoverElement, str]] = {element: char for char, element in ELEMENT_BY_CHAR.items()}

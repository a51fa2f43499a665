"""Weapon range, counted in squares like movement (rulebook p. 12, "1) Verificare la
portata"; p. 14, "Armi a portata variabile"; docs/rulings.md, DT-16).

"Come il movimento, la portata si misura in quadrati. La portata può essere misurata anche in
diagonale allo stesso modo del movimento (vedi 'Regole di movimento' a pagina 8). In altri
termini la prima diagonale costa un punto di portata e quelle successive due."

Range is counted over the grid whatever lies between (sight is checked apart, in
:mod:`.line_of_sight`). A path with ``k`` >= 1 diagonal steps costs ``(dx + dy - 2k)``
orthogonal points plus ``1 + 2(k - 1)`` diagonal points, that is ``dx + dy - 1`` whatever
``k``; without a diagonal it costs ``dx + dy``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.movement import FIRST_DIAGONAL_COST, LATER_DIAGONAL_COST
from meeple.games.dust_tactics.units import WeaponRange


@lru_cache(maxsize=1 << 16)
def distance(a: Square, b: Square) -> int:
    """The range from ``a`` to ``b`` in squares (p. 12): the cheapest count with the first
    diagonal at 1 and the later ones at 2 (remembered by pair of squares: it is asked of every
    target of every weapon line)."""
    dx, dy = abs(a.col - b.col), abs(a.row - b.row)
    diagonals = min(dx, dy)
    if diagonals == 0:
        return dx + dy
    straight = dx + dy - 2 * diagonals
    # every diagonal beyond the first costs as much as the two straight steps it replaces
    return straight + FIRST_DIAGONAL_COST + LATER_DIAGONAL_COST * (diagonals - 1)


#: The longest range :func:`reach_table` tables (beyond it, ask ``WeaponRange.reaches``).
TABLED_DISTANCE: Final = 64
_REACH_TABLES: Final[dict[tuple[str, int, int | None], tuple[bool, ...]]] = {}


def reach_table(weapon_range: WeaponRange) -> tuple[bool, ...]:
    """``weapon_range.reaches(d)`` for every distance ``d`` up to :data:`TABLED_DISTANCE`,
    worked out once per range (a weapon line's range is asked of every target)."""
    key = (weapon_range.kind, weapon_range.minimum, weapon_range.maximum)
    found = _REACH_TABLES.get(key)
    if found is None:
        found = _REACH_TABLES[key] = tuple(weapon_range.reaches(d) for d in range(TABLED_DISTANCE + 1))
    return found


def reaches_at(weapon_range: WeaponRange, steps: int) -> bool:
    """``weapon_range.reaches(steps)``, read from :func:`reach_table` when tabled."""
    return reach_table(weapon_range)[steps] if steps <= TABLED_DISTANCE else weapon_range.reaches(steps)


def in_range(weapon_range: WeaponRange, a: Square, b: Square) -> bool:
    """Whether a weapon of ``weapon_range`` on ``a`` reaches ``b`` (pp. 14-16: a maximum, a
    minimum and a maximum, U unlimited, C adjacent only, A from 4 squares on)."""
    return weapon_range.reaches(distance(a, b))


def squares_in_range(field: Battlefield, origin: Square, weapon_range: WeaponRange) -> tuple[Square, ...]:
    """Every square of ``field`` the weapon reaches from ``origin`` (the blue squares of
    the Nebelwerfer 42 and Petard Mortar figures, pp. 15-16)."""
    return tuple(s for s in field.squares() if s != origin and in_range(weapon_range, origin, s))

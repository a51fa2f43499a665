"""Small builders for Dust Tactics geometry tests: battlefields drawn in ASCII (``o`` circle,
``^`` triangle, ``x`` cross, ``*`` lozenge, ``#`` no dot, ``C`` ammo crate, ``A`` anti-tank
block; row 1 at the top) and units placed by square name."""

from __future__ import annotations

from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.occupancy import Occupancy, Presence
from meeple.games.dust_tactics.units import Faction, UnitType

ALLIES: Faction = "allies"
AXIS: Faction = "axis"


def sq(name: str) -> Square:
    return Square.parse(name)


def board(*rows: str) -> Battlefield:
    return Battlefield.from_rows(rows)


def unit(side: Faction, kind: UnitType, name: str = "") -> Presence:
    return Presence(side, kind, name)


def place(**units: Presence) -> Occupancy:
    """``place(c2=unit(...), ...)``: units by square name."""
    return Occupancy.of({sq(name): presence for name, presence in units.items()})


def names(squares: object) -> set[str]:
    return {str(s) for s in squares}  # type: ignore[attr-defined]

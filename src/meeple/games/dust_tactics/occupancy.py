"""Which units stand on which squares: what the geometry rules need to know of them.

p. 6: "Una squadra occupa un quadrato. Tutte le miniature della squadra devono stare al suo
interno. La stessa regola si applica ai veicoli." p. 18: "Gli eroi possono occupare lo
stesso quadrato di un'unità di fanteria o di un veicolo amico. Anche se l'eroe non fa parte
di una squadra può occuparne lo stesso quadrato." So a square holds units of one side only,
at most one of them not a hero (docs/rulings.md, DT-8).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Mapping, Sequence

from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.units import Faction, UnitType


@dataclass(frozen=True)
class Presence:
    """A unit on the battlefield as geometry sees it: its side and type (and a name for messages)."""

    side: Faction
    type: UnitType
    name: str = ""

    @property
    def is_infantry(self) -> bool:
        """Squads and heroes: "I soldati (squadre o eroi)" (p. 9)."""
        return self.type in ("squad", "hero")


@lru_cache(maxsize=4096)
def presence(side: Faction, unit_type: UnitType, name: str = "") -> Presence:
    """The :class:`Presence` of these values, one shared value for each (a unit's presence is
    asked for every time the units move)."""
    return Presence(side, unit_type, name)


@dataclass(frozen=True)
class Occupancy:
    """The units on the battlefield, by square."""

    placed: tuple[tuple[Square, Presence], ...] = ()
    _by_square: Mapping[Square, tuple[Presence, ...]] = field(init=False, repr=False, compare=False)
    _memo: dict[Any, Any] = field(init=False, repr=False, compare=False)

    def __init__(self, placed: tuple[tuple[Square, Presence], ...] = ()) -> None:
        """The dataclass's own ``__init__``, written out (compiled, a plain store rather than an
        interpreted ``__init__``'s call), then :meth:`__post_init__`."""
        object.__setattr__(self, "placed", placed)
        self.__post_init__()

    def __post_init__(self) -> None:
        by_square: dict[Square, tuple[Presence, ...]] = {}
        shared = False
        for square, unit in self.placed:
            here = by_square.get(square)
            if here is None:
                by_square[square] = (unit,)
            else:
                by_square[square] = here + (unit,)
                shared = True
        if shared:
            for square, units in by_square.items():
                if len({u.side for u in units}) > 1:
                    raise ValueError(f"{square}: units of both sides on one square")
                if sum(1 for u in units if u.type != "hero") > 1:
                    raise ValueError(f"{square}: only heroes share a square with another unit (p. 18)")
        object.__setattr__(self, "_by_square", by_square)
        object.__setattr__(self, "_memo", {})

    @property
    def memo(self) -> dict[Any, Any]:
        """What the geometry rules work out from these units (and a battlefield), kept with
        them as both are immutable: reachable squares, the squares that block sight."""
        return self._memo

    @classmethod
    def of(cls, units: Mapping[Square, Presence | Sequence[Presence]]) -> "Occupancy":
        """From a mapping of squares to one unit or several."""
        placed: list[tuple[Square, Presence]] = []
        for square, value in units.items():
            for unit in (value,) if isinstance(value, Presence) else value:
                placed.append((square, unit))
        return cls(tuple(placed))

    def at(self, square: Square) -> tuple[Presence, ...]:
        """The units on ``square``."""
        return self._by_square.get(square, ())

    def has_enemy(self, square: Square, side: Faction) -> bool:
        """Whether a unit of the other side stands on ``square``."""
        return any(u.side != side for u in self.at(square))

    def has_friend(self, square: Square, side: Faction) -> bool:
        """Whether a unit of ``side`` stands on ``square``."""
        return any(u.side == side for u in self.at(square))

    def has_vehicle(self, square: Square) -> bool:
        """Whether a vehicle stands on ``square``."""
        return any(u.type == "vehicle" for u in self.at(square))

    def has_infantry(self, square: Square) -> bool:
        """Whether a squad or a hero stands on ``square``."""
        return any(u.is_infantry for u in self.at(square))

    def without(self, square: Square, unit: Presence) -> "Occupancy":
        """A copy with one ``unit`` taken off ``square`` (the unit that is moving)."""
        placed = list(self.placed)
        try:
            placed.remove((square, unit))
        except ValueError:
            raise ValueError(f"{square}: {unit.name or unit.type} is not there") from None
        return Occupancy(tuple(placed))

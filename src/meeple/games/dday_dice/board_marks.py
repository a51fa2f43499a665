"""What the players mark on the board during a game of D-Day Dice: the d6 markers of the
random sectors, the sectors whose "first unit to enter" reward is taken, the bunkers conquered,
and this Phase 5's dice of the sectors that fire on their units.

Sword Beach (it p. 18, "Settori 6, 7 e 11"): "L'attributo ottenuto per ogni settore rimarrà
per tutto il resto del gioco. Per ricordarlo, piazza un segnalino numerico corrispondente al
risultato del dado d6 nel settore." Gold Beach (it p. 17): "entrambi i bunker devono essere
conquistati da almeno 1 unità".

Only results already rolled are held here: the state never holds a pre-drawn future
(every roll is a chance action: :mod:`.random_sectors`, :mod:`.sector_rewards`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class BoardMarks:
    """The marks of one game (cloned with the state)."""

    #: Random sector -> the d6 result that gave it its attribute (the numeric marker).
    rolls: dict[int, int] = field(default_factory=dict)
    #: Sectors whose first-unit reward (medal, specialist, vehicle) has been taken.
    claimed: list[int] = field(default_factory=list)
    #: (bunker, seat): the units that conquered each bunker (entered it and survived a Phase 5).
    conquered: list[tuple[int, int]] = field(default_factory=list)
    #: This Phase 5: seat -> the soldiers its sector's fire takes (Mortar fire, Booby traps).
    fire: dict[int, int] = field(default_factory=dict)
    #: Bunkers whose doors explosives have opened (second edition): open for good (DDE-26).
    doors_open: list[int] = field(default_factory=list)
    #: Specialists bound to a sector that a Purple Heart dismissed into the reserve (DDM-43).
    released: list[str] = field(default_factory=list)

    def clone(self) -> "BoardMarks":
        return BoardMarks(dict(self.rolls), self.claimed[:], self.conquered[:], dict(self.fire),
                          self.doors_open[:], self.released[:])

    def to_json(self) -> dict[str, Any]:
        return {
            "random_sectors": {str(k): v for k, v in sorted(self.rolls.items())},
            "rewards_taken": sorted(self.claimed),
            "bunkers_conquered": [list(pair) for pair in self.conquered],
            "sector_fire": {str(k): v for k, v in sorted(self.fire.items())},
            "bunker_doors_open": sorted(self.doors_open),
            "specialists_released": list(self.released),
        }

"""The five phases of a turn (rulebook "Sequenza del turno"): 1 roll the dice, 2 upkeep,
3 recruit specialists / find items, 4 move, 5 combat."""

from typing import Final

ROLL: Final = 1
UPKEEP: Final = 2
SUPPLY: Final = 3
MOVE: Final = 4
COMBAT: Final = 5
OVER: Final = 6
#: The end of Phase 1, after every Final Count and before upkeep: abilities that change the
#: Final Count act here (:mod:`.final_count`).
FINAL_COUNT: Final = 7
#: Second edition only: Phase 3, the unit markers are adjusted (:mod:`.six_phases`); it asks
#: no decision.
MARKERS: Final = 8
NAMES: Final = {
    ROLL: "roll", FINAL_COUNT: "final-count", UPKEEP: "upkeep", SUPPLY: "supply", MOVE: "move",
    COMBAT: "combat", OVER: "over", MARKERS: "markers",
}

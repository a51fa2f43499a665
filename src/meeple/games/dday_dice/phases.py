"""The five phases of a turn (rulebook "Sequenza del turno"): 1 roll the dice, 2 upkeep,
3 recruit specialists / find items, 4 move, 5 combat."""

ROLL, UPKEEP, SUPPLY, MOVE, COMBAT, OVER = 1, 2, 3, 4, 5, 6
#: The end of Phase 1, after every Final Count and before upkeep: abilities that change the
#: Final Count act here (:mod:`.final_count`).
FINAL_COUNT = 7
#: Second edition only: Phase 3, the unit markers are adjusted (:mod:`.six_phases`); it asks
#: no decision.
MARKERS = 8
NAMES = {
    ROLL: "roll", FINAL_COUNT: "final-count", UPKEEP: "upkeep", SUPPLY: "supply", MOVE: "move",
    COMBAT: "combat", OVER: "over", MARKERS: "markers",
}

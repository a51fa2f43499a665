"""The five phases of a turn (rulebook "Sequenza del turno"): 1 roll the dice, 2 upkeep,
3 recruit specialists / find items, 4 move, 5 combat."""

ROLL, UPKEEP, SUPPLY, MOVE, COMBAT, OVER = 1, 2, 3, 4, 5, 6
NAMES = {ROLL: "roll", UPKEEP: "upkeep", SUPPLY: "supply", MOVE: "move", COMBAT: "combat", OVER: "over"}

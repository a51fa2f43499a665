"""The pending effects of a turn: what must still happen before the player may draw or bank.

Abilities do not resolve in one step: a Hook waits for the player to choose a pile, a Map
for chance to reveal cards and then for the player's pick. Each such step is an effect on
a stack (``state.pending``), resolved from the top: an effect pushed by a card placed while
resolving another (a Sword stolen by a Hook) resolves first, as the rulebook's "every time
a card is placed in the play area you MUST trigger its ability" (p. 3) requires.

Each effect is a tuple whose first item is one of the kinds below.
"""

from __future__ import annotations

from typing import Final

# Final: the compiled build reads them as constants, not as module attributes at every use.
# Chance effects: the chance player resolves them.
DRAW: Final = 0          # ("draw",): chance draws the top card of the draw pile
REVEAL: Final = 1        # (REVEAL, n): Oracle/Mystic reveal n more cards on top of the draw pile
MAP_REVEAL: Final = 2    # (MAP_REVEAL, n): Map reveals n more cards from the discard pile
BONUS: Final = 3         # (BONUS, n): Key & Chest take n more cards from the discard pile
# Decisions of the player whose turn it is.
MAP_CHOOSE: Final = 10   # (MAP_CHOOSE,): put one of the revealed cards in play
NAVIGATE: Final = 11     # (NAVIGATE,): Navigator puts any discarded card in play
HOOK: Final = 12         # (HOOK,): play the top card of one of your piles
CANNON: Final = 13       # (CANNON,): discard the top card (Master Gunner: the pile) of an opponent
SWORD: Final = 14        # (SWORD,): steal an opponent's top card into play
MISFIRE: Final = 15      # (MISFIRE, seat): give a top card of yours to that Misfire holder
PLUNDER: Final = 16      # (PLUNDER, n): Plunderer chooses the opponent to take n cards from
SEIZE: Final = 17        # (SEIZE, victim, n): Plunderer takes n more top cards from victim

CHANCE_KINDS: Final = frozenset({DRAW, REVEAL, MAP_REVEAL, BONUS})
#: Every chance kind is below this number, every decision kind at or above it.
FIRST_DECISION: Final = 10

NAMES: Final = {
    DRAW: "draw", REVEAL: "oracle", MAP_REVEAL: "map", BONUS: "key-and-chest",
    MAP_CHOOSE: "map", NAVIGATE: "navigator", HOOK: "hook", CANNON: "cannon", SWORD: "sword",
    MISFIRE: "misfire", PLUNDER: "plunderer", SEIZE: "plunderer",
}

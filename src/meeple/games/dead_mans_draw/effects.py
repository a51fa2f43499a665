"""The pending effects of a turn: what must still happen before the player may draw or bank.

Abilities do not resolve in one step: a Hook waits for the player to choose a pile, a Map
for chance to reveal cards and then for the player's pick. Each such step is an effect on
a stack (``state.pending``), resolved from the top: an effect pushed by a card placed while
resolving another (a Sword stolen by a Hook) resolves first, as the rulebook's "every time
a card is placed in the play area you MUST trigger its ability" (p. 3) requires.

Each effect is a tuple whose first item is one of the kinds below.
"""

from __future__ import annotations

# Chance effects: the chance player resolves them.
DRAW = 0          # ("draw",): chance draws the top card of the draw pile
REVEAL = 1        # (REVEAL, n): Oracle/Mystic reveal n more cards on top of the draw pile
MAP_REVEAL = 2    # (MAP_REVEAL, n): Map reveals n more cards from the discard pile
BONUS = 3         # (BONUS, n): Key & Chest take n more cards from the discard pile
# Decisions of the player whose turn it is.
MAP_CHOOSE = 10   # (MAP_CHOOSE,): put one of the revealed cards in play
NAVIGATE = 11     # (NAVIGATE,): Navigator puts any discarded card in play
HOOK = 12         # (HOOK,): play the top card of one of your piles
CANNON = 13       # (CANNON,): discard the top card (Master Gunner: the pile) of an opponent
SWORD = 14        # (SWORD,): steal an opponent's top card into play
MISFIRE = 15      # (MISFIRE, seat): give a top card of yours to that Misfire holder
PLUNDER = 16      # (PLUNDER, n): Plunderer chooses the opponent to take n cards from
SEIZE = 17        # (SEIZE, victim, n): Plunderer takes n more top cards from victim

CHANCE_KINDS = frozenset({DRAW, REVEAL, MAP_REVEAL, BONUS})
#: Every chance kind is below this number, every decision kind at or above it.
FIRST_DECISION = 10

NAMES = {
    DRAW: "draw", REVEAL: "oracle", MAP_REVEAL: "map", BONUS: "key-and-chest",
    MAP_CHOOSE: "map", NAVIGATE: "navigator", HOOK: "hook", CANNON: "cannon", SWORD: "sword",
    MISFIRE: "misfire", PLUNDER: "plunderer", SEIZE: "plunderer",
}

"""The tie rule: the unit with fewer soldiers chooses first (the movement phase; a full set's
medal in Phase 2).

it p. 11: "se mai ci fosse un pareggio tra 2 unità che tentano di fare la stessa cosa ...
l'unità con il minor numero di soldati ha sempre la priorità". fr (second edition): "S'il y a
une égalité entre 2 Unités qui essaient de faire la même chose (trouver un Objet, récupérer une
Médaille sur le Champ de Bataille, etc.), c'est l'Unité avec le moins de Soldats qui est
prioritaire."

Phase 3's choices are already made one unit at a time, fewer soldiers first (DDD-15). In the
movement phase (Phase 4; the second edition's Phase 5) the units choose in any order, one move
at a time, except where two of them could do the same thing that only one can: move into a
one-unit sector, or into a sector whose first-unit reward (a medal, a specialist, an item found
free) is still there. Then the unit with fewer soldiers (on equal soldiers, the lower seat)
chooses first, and the other is asked once it has -- the sector may then be full or its reward
taken (DDD-10, as revised). In Phase 2, units choosing a medal for a full set from the one deck
choose in that order too (DDD-17).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.games.dday_dice import free_finds, movement, sector_rewards, upkeep
from meeple.games.dday_dice.sector_attributes import sector as sector_now
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

#: The sector rules whose reward goes to the first unit in.
FIRST_UNIT_RULES: Final = (sector_rewards.MEDAL, sector_rewards.MEDAL_OR_VC, sector_rewards.SPECIALIST)


def only_one_can(s: "DdState", sector: int) -> bool:
    """Whether moving into ``sector`` is something only one unit can do now."""
    here = sector_now(s, sector)
    if here.one_unit:
        return True
    for rule, card in here.special:
        if rule in FIRST_UNIT_RULES and sector_rewards.first_to_enter(s, sector):
            return True
        if rule == free_finds.FREE_ITEM and free_finds.waiting(s, card):
            return True
    return False


def priority(unit: Unit) -> tuple[int, int]:
    """Fewer soldiers first; on equal soldiers, the lower seat."""
    return unit.soldiers, unit.seat


def waits_for_medal(s: "DdState", unit: Unit) -> bool:
    """Phase 2: of the units about to choose a medal for a full set (one deck for all: "prendere
    ... una onorificenza"), the one with fewer soldiers chooses first (DDD-17)."""
    if not unit.choices or unit.choices[0] != upkeep.MEDAL_CHOICE:
        return False
    return any(
        other is not unit and other.active and other.choices and other.choices[0] == upkeep.MEDAL_CHOICE
        and priority(other) < priority(unit)
        for other in s.units
    )


def waits(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit`` must let a unit with priority choose its move first: both could make a
    move only one of them can."""
    first = priority(unit)
    rivals = [o for o in s.units if o is not unit and priority(o) < first and movement.must_decide(s, o)]
    if not rivals:  # the cheap test first: the exits are worked out only when a rival exists
        return False
    contested = {e.to for e in movement.exits(s, unit) if only_one_can(s, e.to)}
    return bool(contested) and any(contested & {e.to for e in movement.exits(s, o)} for o in rivals)

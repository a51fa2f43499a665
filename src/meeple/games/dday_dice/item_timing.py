"""Second edition: items are not used in combat, unless the card says so.

French rulebook (004_badc40968546fed3.txt), "OBJETS": "Les Objets peuvent être utilisés à tout
moment, excepté lors des Combats (sauf mention contraire)." The first edition: "possono essere
usati in qualsiasi momento (se non diversamente indicato)" -- combat included (docs/rulings.md,
DDD-12; :mod:`.item_effects`).

The cards are the first edition's (DDE-1). An item meeple offers at any time (the end of Phase
1, the supply and move phases, and combat: the Walkie-Talkie, the Field Radio, the Lucky Charm,
the Pocket Bible, the Carrier Pigeon, the Medal Case) has no "mention contraire": under the
second edition it is not used in combat. An item whose card is written for combat -- it acts on
the DEF or on the machine-gun fire of this turn's Phase 6 (the Grenade, the Mortar, the
Bangalore Torpedo, the Flame-Thrower, the Gammon Bomb, the Bazooka, the Flak Vest, the
Binoculars on an MGF die) -- is still used there (DDE-24).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.games.dday_dice.edition import second

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

#: The windows outside combat (item_effects.FINAL, SUPPLY, MOVE) and in combat.
OUTSIDE_COMBAT: Final = frozenset(("final-count", "supply", "move"))
IN_COMBAT: Final = frozenset(("pre-mgf", "post-mgf"))


def barred(s: "DdState", item_windows: frozenset[str], window: str) -> bool:
    """Whether an item usable in ``item_windows`` is barred from ``window``: a combat window,
    under the second edition, for an item usable at any time."""
    return window in IN_COMBAT and OUTSIDE_COMBAT <= item_windows and second(s)

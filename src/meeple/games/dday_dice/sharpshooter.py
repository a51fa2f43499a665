"""The Sharpshooter: one skull of the Final Count may be ignored -- a choice, not a must.

Italian card: "Può ignorare i soli effetti negativi di 1 teschio nel tuo Conteggio Finale."
French (second edition), "SPÉCIALISTES": "L'utilisation de cette aptitude est optionnelle, vous
pouvez profiter ou non de son avantage, comme vous l'entendez. Exemple d'aptitude : Le Tireur
d'Élite vous permet d'ignorer l'effet négatif d'un Crâne dans le Compte Final, mais il peut
survenir une situation où vous préférerez jouer l'effet négatif." So in both editions the first
skull choice of a unit with a Sharpshooter offers ``ignore skull`` beside the dice it may
cancel (DDE-31). An ignored skull cancels nothing; it still counts as a skull (a Dead Man's
Gift, climbing's four skulls). When the skulls outnumber the dice they may cancel, every die
falls whether one skull is ignored or not: the choice is not asked.

The other specialists' aptitudes only add resources or save losses; declining them never helps,
so they act without a question (DDE-31).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.specialists import SHARPSHOOTER, has
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

#: The upkeep choice of a skull the Sharpshooter may ignore.
CHOICE: Final = "sharpshooter-skull"


def offered(unit: Unit, skulls: int, targets: int) -> bool:
    """Whether ignoring one of ``skulls`` would leave one of the ``targets`` dice standing."""
    return has(unit, SHARPSHOOTER) and 0 < skulls <= targets


def skulls_that_cancel(unit: Unit, skulls: int, targets: int) -> int:
    """With more skulls than dice, the ignored skull changes nothing: one skull fewer cancels."""
    return skulls - 1 if has(unit, SHARPSHOOTER) and skulls > targets else skulls


def ignore(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """The Sharpshooter ignores this skull: it cancels no die."""
    unit.choices.pop(0)
    events.append({"type": "skull-ignored", "seat": unit.seat, "by": SHARPSHOOTER})


def is_ignore(action: A.DdAction) -> bool:
    return action is A.IGNORE_SKULL

"""Second edition: once every unit has moved, units still trade and play medals before combat.

French rulebook (004_badc40968546fed3.txt), "ÉCHANGE": "Lors de chaque phase, sauf PHASE 6,
COMBAT, lorsque 2 Unités ou plus sont dans un même Secteur, ces Unités peuvent échanger des
ressources". Units that reach the same sector by moving in Phase 5 are "dans un même Secteur"
during Phase 5, and medals are played "à n'importe quelle phase, sauf pendant le COMBAT" --
so the phase does not end with the last move (docs/rulings.md, DDE-32).

The window opens when no unit has a move left to make (``movement.start`` sets every unit on
the beach to be asked). A unit is asked when it has a gift or a
medal to give or play, and closes the window with ``done``; a unit given something is asked
again (:func:`.windows.reopen`). The first edition trades in combat instead (DDD-5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import movement, trading_windows
from meeple.games.dday_dice.edition import second
from meeple.games.dday_dice.item_effects import MOVE
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def is_open(s: "DdState") -> bool:
    """Whether the window is open: second edition, and no unit has its move still to make."""
    return second(s) and not any(movement.must_decide(s, u) for u in s.units)


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """The gifts ``unit`` may make and the medals it may play, then ``done``; nothing when it has
    neither."""
    options = trading_windows.actions(s, unit, MOVE)
    return options + [A.DONE] if options else []


def deciding(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit`` is asked in the window now."""
    return unit.active and not unit.window_done and is_open(s) and bool(actions(s, unit))


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Close the window for ``unit``, or make its gift or play its medal."""
    if action is A.DONE:
        unit.window_done = True
    else:
        trading_windows.apply(s, unit, action, events)

"""The window a unit is in now, and why it is not asked in it: what the reasons for items
(:mod:`.item_reasons`) and trades (:mod:`.trade_reasons`) share.

The windows are meeple's moments for cards and trades (docs/rulings.md, DDD-12; :mod:`.windows`):
the end of Phase 1 (``final-count``), Phase 3 (``supply``), Phase 4 (``move``: items before the
unit moves; in the second edition gifts and medals after every move too, DDE-32), and Phase 5
before (``pre-mgf``) and after (``post-mgf``) the machine-gun fire. A unit is asked in a window
until it says ``done``; casualties and a card's choice come first; in Phase 3 and Phase 4 units
act one at a time (DDD-15, the tie rule: "l'unità con il minor numero di soldati ha sempre la
priorità").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import CHANCE
from meeple.games.dday_dice import casualties, item_effects, movement, windows
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, SUPPLY
from meeple.games.dday_dice.refusal import Refusal
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def window_now(s: "DdState", unit: Unit) -> str | None:
    """The window the current phase opens for ``unit`` (None: none): Phase 4's is the one
    before the unit moves, and in the second edition the one after every move."""
    if s.phase == FINAL_COUNT:
        return item_effects.FINAL
    if s.phase == SUPPLY:
        return item_effects.SUPPLY
    if s.phase == MOVE:
        return item_effects.MOVE
    if s.phase == COMBAT and s.combat_stage < 2:
        return windows.combat_window(s)
    return None


def closed(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit`` said ``done`` in the window now open."""
    if s.phase == SUPPLY:
        return unit.supply_done
    if s.phase == FINAL_COUNT or (s.phase == MOVE and not movement.must_decide(s, unit)):
        return unit.window_done
    if s.phase == COMBAT:
        return unit.combat_window >= s.combat_stage
    return False


def turn_refusal(s: "DdState", unit: Unit) -> Refusal | None:
    """Why ``unit`` is asked nothing in the window now, whatever it holds: a decision of its own
    comes first, chance rolls or draws first, or it closed the window."""
    if casualties.pending(unit) or unit.pending:
        return {"reason": "decision-first"}
    if CHANCE in s.current_players():
        return {"reason": "chance-first"}
    if closed(s, unit):
        return {"reason": "window-closed"}
    return None


def waiting_refusal(s: "DdState", unit: Unit) -> Refusal | None:
    """Why ``unit``, with something it may do in the window, is not asked yet (None: it is):
    another unit acts first."""
    current = s.current_players()
    if unit.seat in current or not current:
        return None
    return {"reason": "another-acts" if s.phase == SUPPLY else "waits-for", "seat": current[0]}

"""Why a vehicle a unit holds is not used now (:func:`refusals`), for the observation
(``vehicle_refused``). Of the vehicles, only the Jeep is used at a moment of the player's
choosing -- "Ritira 1 dado del tuo Conteggio Finale. Non puoi ritirare un dado bloccato" (card
list p. 25), at the end of Phase 1, once a turn (:mod:`.final_count`); the others act by
themselves ("ne beneficiano tutte le unità presenti nel suo settore"), so they are never greyed.

The Jeep's reasons, in the order asked: the moment (``item-window``: the end of Phase 1), the
turn (:func:`.window_reasons.turn_refusal`), its reroll made this turn (``jeep-used``), no die
it may reroll (``no-die-to-reroll``: :func:`.final_count.rerollable`), another unit first. It
is offered exactly when it has no reason (tests/games/dday_dice/test_window_reasons.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.dday_dice import final_count, item_effects, window_reasons
from meeple.games.dday_dice.phases import FINAL_COUNT
from meeple.games.dday_dice.refusal import Refusal
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.vehicles import JEEP

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def refusals(s: "DdState", unit: Unit) -> dict[str, Refusal]:
    """The Jeep, when ``unit`` holds it and may not reroll a die with it now, with the reason."""
    why = jeep_refusal(s, unit) if JEEP in unit.vehicles else None
    return {JEEP: why} if why is not None else {}


def jeep_refusal(s: "DdState", unit: Unit) -> Refusal | None:
    """Why ``unit`` may not reroll a die with the Jeep now (None: it may)."""
    if s.phase != FINAL_COUNT:
        return {"reason": "item-window", "windows": [item_effects.FINAL]}
    why = window_reasons.turn_refusal(s, unit)
    if why is not None:
        return why
    if unit.jeep_used:
        return {"reason": "jeep-used"}
    if not final_count.rerollable(s, unit):
        return {"reason": "no-die-to-reroll"}
    return window_reasons.waiting_refusal(s, unit)

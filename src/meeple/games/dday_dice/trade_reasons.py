"""Why a unit is offered no gift to another unit now (:func:`refusals`), for the observation
(``trade_refused``, by the other unit's seat): a front end shows why no trade is offered rather
than guessing it.

it p. 7: "Quando 2 o più unità sono nello stesso settore, possono scambiarsi risorse tra loro
... Soldati, Coraggio, Stelle, Attrezzi, Oggetti e Veicoli ... Un'unità non può scambiare con
un'altra unità che risieda in un altro settore (se non diversamente indicato)"; fr "ÉCHANGE":
"Lors de chaque phase, sauf PHASE 6, COMBAT". The reasons, in the order asked:

- no trading now (:func:`.trading_windows.window_refusal`: the first edition trades in Phase 3
  and in combat after the machine-gun fire, DDD-5; the second in every window but combat,
  DDE-14);
- the other unit is in another sector and neither has a Carrier Pigeon's flag
  (``other-sector``: :func:`.windows.trade_partners`);
- the turn (:func:`.window_reasons.turn_refusal`);
- nothing to give (``nothing-to-give``), or only what it was given this phase
  (``given-this-phase``, DDD-23: :func:`.windows.gifts_to`);
- another unit acts first (:func:`.window_reasons.waiting_refusal`).

A gift to a unit is offered exactly when it has no reason (tests/games/dday_dice/test_window_reasons.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.dday_dice import gift_limits, supply, trading_windows, window_reasons, windows
from meeple.games.dday_dice.item_effects import SUPPLY
from meeple.games.dday_dice.refusal import Refusal
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def refusals(s: "DdState", unit: Unit) -> dict[str, Refusal]:
    """Each other unit on the beach ``unit`` may give nothing to now, by its seat (a string, as
    in JSON), with the first reason that refuses it."""
    out: dict[str, Refusal] = {}
    for other in s.units:
        if other is not unit and other.active:
            why = trade_refusal(s, unit, other)
            if why is not None:
                out[str(other.seat)] = why
    return out


def trade_refusal(s: "DdState", unit: Unit, other: Unit) -> Refusal | None:
    """Why ``unit`` may give ``other`` nothing now (None: a gift to it is offered)."""
    window = window_reasons.window_now(s, unit)
    why = trading_windows.window_refusal(s, window)
    if why is not None:
        return why
    if other not in windows.trade_partners(s, unit):
        return {"reason": "other-sector", "sector": other.sector}
    return window_reasons.turn_refusal(s, unit) or gifts_refusal(s, unit, other, window) \
        or window_reasons.waiting_refusal(s, unit)


def gifts_refusal(s: "DdState", unit: Unit, other: Unit, window: str | None) -> Refusal | None:
    """Why ``unit`` has no gift for ``other``: nothing to give, or only what it was given this
    phase (DDD-23); the Messenger is given in Phase 3 (:func:`.supply.messenger_gifts`)."""
    if window == SUPPLY and any(g.a == other.seat for g in supply.messenger_gifts(s, unit)):
        return None
    if windows.gifts_to(unit, other, s, gift_limits.received(s, unit)):
        return None
    return {"reason": "given-this-phase"} if windows.gifts_to(unit, other, s) else {"reason": "nothing-to-give"}

"""Why a medal (first edition: an award) a unit holds is not played now (:func:`refusals`), for
the observation (``held_medal_refused``): a front end shows why its card is greyed.

First edition: medals "devono essere giocate alla fine di ogni Fase 1" (:mod:`.medals`);
second edition: "jouées comme des Objets Standard ... lors de n'importe quelle phase, sauf
pendant la PHASE 6, COMBAT", each up to the last window where its effect still acts
(:mod:`.medal_timing`, DDE-12). The reasons, in the order asked: a choice put to the unit comes
first (``decision-first``); not a moment of this medal (``medal-window``, with the moments it is
played); the turn (:func:`.window_reasons.turn_refusal`); another unit acts first
(:func:`.window_reasons.waiting_refusal`). A medal is offered exactly when it has no reason
(tests/games/dday_dice/test_window_reasons.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.dday_dice import casualties, medal_timing, window_reasons
from meeple.games.dday_dice.refusal import Refusal, each_refused
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def refusals(s: "DdState", unit: Unit) -> dict[str, Refusal]:
    """Each medal ``unit`` holds that it may not play now, with the first reason that refuses it."""
    return each_refused(unit.medals, lambda medal: medal_refusal(s, unit, medal))


def medal_refusal(s: "DdState", unit: Unit, medal: str) -> Refusal | None:
    """Why ``unit`` may not play ``medal`` now (None: playing it is offered)."""
    if unit.pending and not casualties.pending(unit) and unit.seat in s.current_players():
        return {"reason": "decision-first"}
    window = window_reasons.window_now(s, unit)
    if window is None or not medal_timing.playable(s, medal, window):
        return {"reason": "medal-window", "windows": moments(s, medal)}
    return window_reasons.turn_refusal(s, unit) or window_reasons.waiting_refusal(s, unit)


def moments(s: "DdState", medal: str) -> list[str]:
    """The windows ``medal`` is played in, in turn order."""
    return [w for w in medal_timing.WINDOWS if medal_timing.playable(s, medal, w)]

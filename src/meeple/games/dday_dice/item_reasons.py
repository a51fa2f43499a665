"""Why an item a unit holds is not offered to it now (:func:`refusals`), for the observation
(``item_refused``): a front end shows why an item card is greyed rather than guessing it.

"Gli oggetti possono essere usati in qualsiasi momento (se non diversamente indicato)" (it
"Oggetti", p. 6); meeple offers an item at each window where it can change something
(docs/rulings.md, DDD-12; :mod:`.item_effects`). The reasons, in the order asked:

- a choice put to the unit comes first (``decision-first``), but the Binoculars may change the
  d6 it is asked about (DDM-78: :func:`choice_refusal`);
- no window now (``no-item-window``: rolling, upkeep; ``casualties-now``; ``moved``: Phase 4's window
  is before the unit moves);
- the card's own moments and what bars it (:func:`.item_effects.window_refusal`: the Shoulder
  Patch is used by recruiting, ``item-window``, ``def-fixed`` on Merville 11 (DDM-59), the
  second edition's ``not-in-combat`` (DDE-24));
- the turn (:func:`.window_reasons.turn_refusal`: ``decision-first``, ``chance-first``,
  ``window-closed``);
- nothing the card can change here now (:func:`idle_refusal`: its card's own condition);
- another unit acts first (:func:`.window_reasons.waiting_refusal`).

An item is offered exactly when it has no reason (tests/games/dday_dice/test_window_reasons.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.games.dday_dice import casualties, item_effects, medals, movement, pending, window_reasons
from meeple.games.dday_dice.dice import BLUE
from meeple.games.dday_dice.phases import COMBAT, MOVE, NAMES
from meeple.games.dday_dice.refusal import Refusal, each_refused
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def refusals(s: "DdState", unit: Unit) -> dict[str, Refusal]:
    """Each item ``unit`` holds that it may not use now, with the first reason that refuses it."""
    return each_refused(unit.items, lambda item: item_refusal(s, unit, item))


def item_refusal(s: "DdState", unit: Unit, item: str) -> Refusal | None:
    """Why ``unit`` may not use ``item`` now (None: a ``use`` of it is offered)."""
    if unit.pending and not casualties.pending(unit) and unit.seat in s.current_players():
        return choice_refusal(s, unit, item)
    window = window_reasons.window_now(s, unit)
    if window is None and s.phase == COMBAT:
        return {"reason": "casualties-now"}  # Phase 5's windows close before casualties (DDD-12)
    if window is None:
        return {"reason": "no-item-window", "phase": NAMES[s.phase]}
    if s.phase == MOVE and not movement.must_decide(s, unit):
        return {"reason": "moved"}
    return (item_effects.window_refusal(s, unit, item, window) or window_reasons.turn_refusal(s, unit)
            or idle_refusal(s, unit, item, window) or window_reasons.waiting_refusal(s, unit))


def choice_refusal(s: "DdState", unit: Unit, item: str) -> Refusal | None:
    """A choice put to the unit comes first; the Binoculars are offered in it when it is a d6
    they may change (a minefield, sector fire, a Gammon Bomb, a sector's roll: DDM-78)."""
    if any(a.kind == "use" and a.name == item for a in pending.actions(s, unit)):
        return None
    return {"reason": "decision-first"}


def idle_refusal(s: "DdState", unit: Unit, item: str, window: str) -> Refusal | None:
    """Why ``item``'s card offers nothing in ``window`` (None: it offers a use), the card's own
    condition: the Grenade and the Mortar need machine guns that will fire, the Bangalore
    Torpedo a sector that is no bunker and whose DEF is not 0, the Flame-Thrower a bunker, the
    Rangefinder a blue die, the Ammo Box a skull, the Binoculars after the roll a machine-gun
    die, the Dispatch Case another unit, the Lucky Charm and the Pocket Bible in combat a Hero,
    the Medal Case an award the unit may receive (DDM-60)."""
    if item_effects.USES[item].options(s, unit, window):
        return None
    return _CONDITIONS.get(item, _nothing)(s, unit)


def _nothing(s: "DdState", unit: Unit) -> Refusal:
    return {"reason": "nothing-to-change"}


def _bangalore(s: "DdState", unit: Unit) -> Refusal:
    return {"reason": "in-bunker"} if s.board.is_bunker(unit.sector) else {"reason": "def-zero"}


def _rangefinder(s: "DdState", unit: Unit) -> Refusal:
    return {"reason": "no-blue-die"} if BLUE not in unit.colours else _nothing(s, unit)


def _medal_case(s: "DdState", unit: Unit) -> Refusal:
    if not s.board.awards:
        return {"reason": "no-medals-on-map"}
    return medals.receive_refusal(s, unit) or _nothing(s, unit)


_CONDITIONS: Final = {
    "grenade": lambda s, unit: {"reason": "guns-silent"},
    "mortar": lambda s, unit: {"reason": "no-guns-adjacent"},
    "bangalore-torpedo": _bangalore,
    "flame-thrower": lambda s, unit: {"reason": "not-in-bunker"},
    "rangefinder": _rangefinder,
    "ammo-box": lambda s, unit: {"reason": "no-skull"},
    "binoculars": lambda s, unit: {"reason": "no-mgf-dice"},
    "dispatch-case": lambda s, unit: {"reason": "no-other-unit"},
    "lucky-charm": lambda s, unit: {"reason": "hero-only"},
    "pocket-bible": lambda s, unit: {"reason": "hero-only"},
    "medal-case": _medal_case,
}

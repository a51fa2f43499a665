"""Second edition: trading in every phase but combat.

French rulebook (004_badc40968546fed3.txt), "ÉCHANGE": "Lors de chaque phase, sauf PHASE 6,
COMBAT, lorsque 2 Unités ou plus sont dans un même Secteur, ces Unités peuvent échanger des
ressources : des Soldats, du Courage, des Étoiles, des Outils, des Objets et des Véhicules. Les
Médailles et les Spécialistes ne peuvent jamais être échangés. Une Unité peut échanger des
Ressources sans rien obtenir en retour. Une Unité ne peut pas échanger avec une Unité d'un
Secteur différent (à moins d'utiliser une carte spéciale comme le Pigeon Voyageur)."

The first edition trades in Phase 3 and in combat before casualties (docs/rulings.md, DDD-5).
In the second, gifts (``give <seat> <what>``, :func:`.windows.trade_actions`) are offered in
every window outside combat -- the end of Phase 1, Phase 4 and Phase 5 (Phases 2 and 3 ask no
decision: DDE-4) -- and never in combat (DDE-14). The first edition's Messenger, "the one
specialist that can be traded", is still traded once a turn in Phase 4 (its card says so, and
cards outrank the rules: "1 – Médailles ... 3 – Spécialistes ... 6 – Règles du jeu").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import medals, windows
from meeple.games.dday_dice.edition import second
from meeple.games.dday_dice.item_effects import FINAL, MOVE, POST_MGF, SUPPLY
from meeple.games.dday_dice.medal_timing import actions as medal_actions
from meeple.games.dday_dice.refusal import Refusal
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def window_refusal(s: "DdState", window: str | None) -> Refusal | None:
    """Why units do not trade in ``window`` (None: they may; None for ``window``: a moment with
    no window): the first edition trades in Phase 3 and in combat after the machine-gun fire
    (DDD-5), the second in every window but combat ("sauf PHASE 6, COMBAT": DDE-14)."""
    if second(s):
        return None if window in (FINAL, SUPPLY, MOVE) else {"reason": "trades-outside-combat"}
    return None if window in (SUPPLY, POST_MGF) else {"reason": "trades-in-supply-and-combat"}


def actions(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """Second edition, at the end of Phase 1 and in Phase 5: the gifts ``unit`` may make, and
    in Phase 5 the medals it may still play (:mod:`.medal_timing`). (Phase 4 offers both in
    both editions' way: :func:`.supply.actions`.)"""
    if window not in (FINAL, MOVE) or window_refusal(s, window) is not None:
        return []
    options = windows.trade_actions(s, unit)
    if window == MOVE:
        options = medal_actions(s, unit, MOVE) + options
    return options


def owns(action: A.DdAction) -> bool:
    """Whether ``action`` is one this module offers (a gift or a medal played)."""
    return action.kind in ("give", "play")


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Make the gift, or play the medal."""
    if action.kind == "play":
        medals.play(s, unit, action.name, events)
    else:
        windows.give(s, unit, action, events)

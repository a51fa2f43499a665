"""Phase 3: recruit specialists, trade (rulebook "Fase 3 * Reclutare Specialisti / Cercare
Oggetti", pp. 5-7).

Recruiting: "Nel momento in cui un giocatore colleziona abbastanza stelle, può spenderle per
reclutare un specialista (un solo specialista può essere reclutato per turno per giocatore).
Sottrai il costo dello specialista dalla carta risorse, prendi la carta specialista dalla tua
mano o dalla riserva comune". Regular specialists are each player's own hand; unique ones
are one common reserve; only those the map lists are in the game; "Una volta che lo
specialista è stato eliminato, non potrà essere reclutato ancora."

Trading: "Quando 2 o più unità sono nello stesso settore, possono scambiarsi risorse tra loro
... Soldati, Coraggio, Stelle, Attrezzi, Oggetti e Veicoli ... Un'unità può donare risorse
senza nulla in cambio." A unit gives one resource at a time (``give <seat> <what>``); a trade
is two gifts; the Messenger, "the one specialist that can be traded", once a turn. Items and
vehicles come with their rules (not implemented yet).
Trading is offered in Phase 3 (docs/rulings.md, DDD-5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.engine.errors import RuleNotImplementedError
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.specialists import IMPLEMENTED, MESSENGER, has
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

_CARDS = load_cards()
RESOURCES = ("soldier", "courage", "star", "item-point")
_FIELDS = {"soldier": "soldiers", "courage": "courage", "star": "stars", "item-point": "item_points"}


def cost(specialist: str, unit: Unit | None = None) -> int:
    """The specialist's cost in stars: as printed, 1 less for a unit with a Messenger ("I tuoi
    specialisti costano 1 stella in meno"), never below 0 (DDC-13)."""
    printed = _CARDS.by_id(specialist).cost or 0
    discount = 1 if unit is not None and has(unit, MESSENGER) else 0
    return max(0, printed - discount)


def recruitable(s: "DdState", unit: Unit) -> list[str]:
    """Specialists ``unit`` may recruit now."""
    if unit.recruited_turn == s.turn:
        return []
    taken = {sp for u in s.units for sp in u.specialists} | {sp for u in s.units for sp in u.killed}
    hand = [sp for sp in s.board.regular_specialists if sp not in unit.specialists and sp not in unit.killed]
    reserve = [sp for sp in s.board.unique_specialists if sp not in taken]
    return [sp for sp in hand + reserve if cost(sp, unit) <= unit.stars]


def partners(s: "DdState", unit: Unit) -> list[Unit]:
    """Units in the same sector to trade with."""
    return [u for u in s.units if u is not unit and u.active and u.sector == unit.sector]


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    options = [A.RECRUIT[sp] for sp in recruitable(s, unit)]
    for other in partners(s, unit):
        options += [A.GIVE[(other.seat, what)] for what in RESOURCES if getattr(unit, _FIELDS[what]) > 0]
        if has(unit, MESSENGER) and s.messenger_traded_turn != s.turn:
            options.append(A.GIVE[(other.seat, MESSENGER)])
    return options + [A.DONE] if options else []


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    if action is A.DONE:
        unit.supply_done = True
    elif action.kind == "recruit":
        recruit(s, unit, action.name, events)
    elif action.name == MESSENGER:
        # "Il Messenger può essere scambiato una volta per turno" -- the only specialist traded
        unit.specialists.remove(MESSENGER)
        s.units[action.a].specialists.append(MESSENGER)
        s.messenger_traded_turn = s.turn
        events.append({"type": "give", "seat": unit.seat, "to": action.a, "what": MESSENGER})
    else:
        what = _FIELDS[action.name]
        setattr(unit, what, getattr(unit, what) - 1)
        other = s.units[action.a]
        setattr(other, what, getattr(other, what) + 1)
        events.append({"type": "give", "seat": unit.seat, "to": other.seat, "what": action.name})


def recruit(s: "DdState", unit: Unit, specialist: str, events: list[Event]) -> None:
    if specialist not in IMPLEMENTED:
        raise RuleNotImplementedError(
            f"the {specialist} specialist's ability is not implemented yet (see docs/rules-coverage.md)"
        )
    paid = cost(specialist, unit)
    unit.stars -= paid
    unit.specialists.append(specialist)
    unit.recruited_turn = s.turn
    events.append({"type": "recruit", "seat": unit.seat, "specialist": specialist, "stars": paid})


def start(s: "DdState", events: list[Event]) -> None:
    events.append({"type": "phase", "phase": "supply", "turn": s.turn})
    for unit in s.units:
        unit.supply_done = not unit.active


def deciding(s: "DdState", unit: Unit) -> bool:
    return unit.active and not unit.supply_done and bool(actions(s, unit))

"""A vehicle found in a sector of the map, paying its cost in Item Points.

Juno Beach (Italian rulebook p. 17): "Settore 5: Un carro armato può essere trovato qui, ma
devi pagarne il costo in punti oggetto. Ricorda che i veicoli non possono muoversi attraverso i
campi minati." Spanish: "Sector 5: El Tanque -Tank- se puede encontrar aquí pero debes pagar
su coste en Puntos de Objeto." Rules p. 7 ("Veicoli"): "Un veicolo può essere trovato solo in
settori specifici di certe mappe (tipo Juno o Sword Beach), o con l'onorificenza "Legion of
Merit", è trovato come un oggetto (con i punti oggetto), ma funziona come uno specialista".

So (docs/rulings.md, DDM-32): in Phase 3 a unit in the sector may ``find
tank``, paying the printed cost (20 Item Points; item discounts do not apply to vehicles,
DDC-17). It is found "come un oggetto": it is the unit's one find of the turn, and a no-item
sector would forbid it (DDM-12). There is one Tank card: it is found while it is still in the
vehicle deck (not drawn by a Legion of Merit, not abandoned). A unit that already has a vehicle
then abandons one of the two (:func:`.vehicles.receive`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.items import here_refusal, limit_refusal
from meeple.games.dday_dice.refusal import Refusal
from meeple.games.dday_dice.sector_attributes import sector
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.vehicles import receive

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

VEHICLE_HERE: Final = "vehicle-here"
#: Each vehicle's printed cost in Item Points.
VEHICLE_COSTS: Final[dict[str, int]] = {c.id: c.cost or 0 for c in load_cards().of_kind("vehicle")}


def vehicles_here(s: "DdState", unit: Unit) -> list[str]:
    """The vehicles the unit's sector offers that are still in the vehicle deck."""
    return [card for rule, card in sector(s, unit.sector).special if rule == VEHICLE_HERE and card in s.vehicle_deck]


def find_refusal(s: "DdState", unit: Unit, vehicle: str) -> Refusal | None:
    """Why ``unit`` may not find ``vehicle`` here now (None: it may): found like an item (a
    no-item sector, one find a turn), its printed cost without the items' discounts."""
    refused = here_refusal(s, unit) or limit_refusal(s, unit)
    if refused is None and VEHICLE_COSTS[vehicle] > unit.item_points:
        return {"reason": "item-points", "item_points": VEHICLE_COSTS[vehicle], "has": unit.item_points}
    return refused


def find_actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """Phase 3: ``find <vehicle>`` for a vehicle here the unit can pay for."""
    here = vehicles_here(s, unit)  # most sectors offer none: nothing else to ask
    return [A.FIND[v] for v in here if find_refusal(s, unit, v) is None] if here else []


def is_vehicle_find(action: A.DdAction) -> bool:
    return action.kind == "find" and action.name in VEHICLE_COSTS


def find(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Pay the vehicle's cost and take it from the deck."""
    vehicle = action.name
    paid = VEHICLE_COSTS[vehicle]
    unit.item_points -= paid
    s.vehicle_deck.remove(vehicle)
    if unit.found_turn != s.turn:
        unit.found_turn, unit.finds = s.turn, 0
    unit.finds += 1
    events.append({"type": "find", "seat": unit.seat, "item": vehicle, "item_points": paid, "vehicle": True})
    receive(s, unit, vehicle, events)

"""Vehicles (rulebook "Veicoli", p. 7; card list p. 25).

"Un veicolo può essere trovato solo in settori specifici di certe mappe (tipo Juno o Sword
Beach), o con l'onorificenza "Legion of Merit", è trovato come un oggetto (con i punti
oggetto), ma funziona come uno specialista: I suoi poteri speciali sono permanenti e ne
beneficiano tutte le unità presenti nel suo settore. Al contrario degli specialisti, i veicoli
non contano come soldati. I veicoli non possono mai muoversi sopra i campi minati (anche se la
tua unità li ignora). I veicoli non possono mai entrare in un bunker. Un'unità non può mai
avere più di un veicolo allo stesso tempo. I veicoli possono essere scambiati o abbandonati,
ma una volta che sono stati abbandonati non possono più essere usati o trovati."

So a vehicle's power acts for every unit on the beach in the sector of the unit that holds it
(:func:`power`). A unit that crosses a minefield or enters a bunker leaves its vehicle behind,
abandoned for good; a unit that gets a second vehicle abandons one of the two (DDC-18).

The powers, each applied where its rule acts:

- Jeep: "Ritira 1 dado del tuo Conteggio Finale. Non puoi ritirare un dado bloccato"
  (:mod:`.final_count`, like the Corporal).
- Half-Track: "Guadagna 1 attrezzo per turno e ne puoi cercare più di uno per turno"
  (:func:`.upkeep.results`, :func:`.items.under_limit`).
- Ambulance: "Salva 1 soldato per fase e ignora i sacrifici" (:func:`.casualties.inflict`,
  :mod:`.movement`).
- Armored Car: "Guadagna 1 stella per turno e gli oggetti costano -1 attrezzi"
  (:func:`.upkeep.results`, :func:`.items.cost`).
- Bulldozer: "Guadagna 1 coraggio per turno e le Barriers non bloccano il tuo movimento. Vale
  anche per le unità che muovono con te" (:func:`.upkeep.results`, :mod:`.movement`).
- Tank: "Sottrai 2 dal DEF del tuo settore e ignora i danni speciali delle MGF"
  (:mod:`.combat`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import climbing
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

JEEP: Final = "jeep"
HALF_TRACK: Final = "half-track"
AMBULANCE: Final = "ambulance"
ARMORED_CAR: Final = "armored-car"
BULLDOZER: Final = "bulldozer"
TANK: Final = "tank"
VEHICLES: Final[tuple[str, ...]] = tuple(c.id for c in load_cards().of_kind("vehicle"))
TANK_DEF: Final = 2


def power(s: "DdState", unit: Unit, vehicle: str) -> bool:
    """Whether ``vehicle``'s power acts for ``unit``: a unit on the beach in its sector holds
    it ("ne beneficiano tutte le unità presenti nel suo settore")."""
    if vehicle in unit.vehicles:
        return True
    for other in s.units:
        if other is not unit and vehicle in other.vehicles and other.active and other.sector == unit.sector:
            return True
    return False


def initial_deck(s: "DdState") -> list[str]:
    """The vehicle deck: every vehicle, face down ("le carte veicoli vanno messe invece coperte
    ed impilate", FAQ), when items are in the game."""
    return list(VEHICLES) if s.board.items else []


def barred(s: "DdState", sector: int) -> bool:
    """Where a vehicle never is: a bunker ("I veicoli non possono mai ... entrare in un bunker",
    DDC-18) and, on Pointe-du-Hoc, a climbing sector ("Un Vehículo nunca puede estar presente
    en un Sector de Escalada", DDM-55)."""
    return s.board.is_bunker(sector) or climbing.no_vehicle_here(s, sector)


def receive(s: "DdState", unit: Unit, vehicle: str, events: list[Event]) -> None:
    """``unit`` draws or finds ``vehicle`` (:func:`take`)."""
    events.append({"type": "vehicle", "seat": unit.seat, "vehicle": vehicle})
    take(s, unit, vehicle, events)


def take(s: "DdState", unit: Unit, vehicle: str, events: list[Event]) -> None:
    """``unit`` holds ``vehicle`` now, drawn, found or given: in a bunker or a climbing sector
    it is abandoned at once; with two, the unit must abandon one ("un'unità può avere solo 1
    veicolo alla volta", DDC-18)."""
    unit.vehicles.append(vehicle)
    if unit.active and barred(s, unit.sector):
        abandon(s, unit, vehicle, "a vehicle is never in a bunker nor in a climbing sector", events)
        return
    if len(unit.vehicles) > 1:
        unit.pending.append("abandon")


def abandon(s: "DdState", unit: Unit, vehicle: str, reason: str, events: list[Event]) -> None:
    """The vehicle is left behind: out of the game ("non possono più essere usati o trovati")."""
    unit.vehicles.remove(vehicle)
    s.abandoned.append(vehicle)
    events.append({"type": "abandon", "seat": unit.seat, "vehicle": vehicle, "reason": reason})

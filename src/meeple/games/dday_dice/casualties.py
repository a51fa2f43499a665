"""Casualties, in any phase (rulebook "Perdite", p. 10).

"Ogni volta che un giocatore subisce perdite (durante qualsiasi fase), deve sottrarre quel
numero dal suo totale di soldati (non dimenticare che gli specialisti contano anche loro come
soldati). Se non ci sono più soldati (o specialisti) in un'unità, l'unità stessa viene
eliminata". "Gli specialisti contano anche come soldati, quindi un giocatore più decidere di
perderlo durante il combattimento ... Una volta che lo specialista è stato eliminato, non
potrà essere reclutato ancora."

A unit with specialists chooses how its casualties fall: ``lose soldiers`` takes as many as
it can from the soldiers, ``lose <specialist>`` takes one casualty as that specialist. A
unit without specialists simply loses soldiers. Special damage that must be a specialist
("-1 SPECIALISTA", Omaha Beach sector 5) is chosen among its specialists, if it has any.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import handful_of_warriors
from meeple.games.dday_dice.specialists import (
    HERO,
    MEDIC,
    MEDIC_SAVES,
    PARATROOPER,
    PARATROOPER_SAVES,
    has,
)
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.vehicles import AMBULANCE, power

AMBULANCE_SAVES: Final = 1

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def inflict(s: "DdState", unit: Unit, count: int, specialists: int, cause: str, events: list[Event]) -> None:
    """``unit`` suffers ``count`` casualties (soldiers or specialists) and ``specialists``
    casualties that must be specialists. The ``casualties`` event says how many there were
    before the Medic and the Ambulance saved one each (``before_saves``, ``saved_by``)."""
    key = (s.turn, s.phase)
    before, saved_by = count, []
    # both save a soldier: a unit with none left has no soldier to save ("non salva gli
    # specialisti"; the Ambulance "Salva 1 soldato"; DDC-13)
    if count > 0 and unit.soldiers > 0 and has(unit, MEDIC) and unit.medic_used != key:
        count -= MEDIC_SAVES  # "you lose 1 fewer (only once per phase; it does not save specialists)"
        unit.medic_used = key
        saved_by.append(MEDIC)
    if count > 0 and unit.soldiers > 0 and unit.ambulance_used != key and power(s, unit, AMBULANCE):
        count -= AMBULANCE_SAVES  # Ambulance: "Salva 1 soldato per fase"
        unit.ambulance_used = key
        saved_by.append(AMBULANCE)
    unit.casualties += max(0, count)
    unit.specialist_casualties += max(0, specialists)
    unit.casualty_cause = cause
    events.append({"type": "casualties", "seat": unit.seat, "count": count, "specialists": specialists,
                   "cause": cause, "sector": unit.sector, "before_saves": before, "saved_by": saved_by})
    settle(s, unit, events)


def pending(unit: Unit) -> bool:
    """Whether ``unit`` must still choose how casualties fall."""
    return unit.casualties > 0 or unit.specialist_casualties > 0


def settle(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """Apply every casualty that needs no choice; stop at the first real choice."""
    while True:
        if unit.specialist_casualties and not unit.specialists:
            unit.specialist_casualties = 0  # "Se non hai specialisti nella tua unità, ignora questa perdita"
        if unit.specialist_casualties:
            if len(set(unit.specialists)) > 1:
                return
            kill(unit, unit.specialists[0], events)
            unit.specialist_casualties -= 1
            continue
        if unit.casualties and not unit.specialists:
            taken = min(unit.casualties, unit.soldiers)
            unit.soldiers -= taken
            handful_of_warriors.on_soldiers_lost(s, unit, taken)  # 2nd edition: not halved
            unit.casualties = 0
            events.append({"type": "soldiers-lost", "seat": unit.seat, "count": taken})
        elif unit.casualties and unit.soldiers == 0 and len(actions(unit)) == 1:
            # the lone specialist falls -- unless it is a choice (a Hero who can pay, a Paratrooper)
            kill(unit, unit.specialists[0], events)
            unit.casualties -= 1
            continue
        if unit.casualties:
            return
        check_eliminated(s, unit, events)
        return


def actions(unit: Unit) -> list[A.DdAction]:
    """How the next casualty may fall."""
    if unit.specialist_casualties:
        return [A.LOSE_SPECIALIST[name] for name in sorted(set(unit.specialists))]
    options = [A.LOSE_SOLDIERS] if unit.soldiers > 0 else []
    if has(unit, PARATROOPER):
        options.append(A.SACRIFICE_PARATROOPER)
    if has(unit, HERO):
        options += [a for a, left in ((A.HERO_COURAGE, unit.courage), (A.HERO_STAR, unit.stars)) if left > 0]
    return options + [A.LOSE_SPECIALIST[name] for name in sorted(set(unit.specialists))]


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    if action is A.LOSE_SOLDIERS:
        taken = min(unit.casualties, unit.soldiers)
        unit.soldiers -= taken
        handful_of_warriors.on_soldiers_lost(s, unit, taken)  # 2nd edition: not halved
        unit.casualties -= taken
        events.append({"type": "soldiers-lost", "seat": unit.seat, "count": taken})
    elif action is A.SACRIFICE_PARATROOPER:
        # "Può essere sacrificato per prevenire la perdita di massimo 6 soldati"
        kill(unit, PARATROOPER, events)
        unit.casualties = max(0, unit.casualties - PARATROOPER_SAVES)
    elif action is A.HERO_COURAGE or action is A.HERO_STAR:
        # Hero: "Spendi coraggio o stelle per salvare soldati (rapporto 1 a 1)"
        if action is A.HERO_COURAGE:
            unit.courage -= 1
        else:
            unit.stars -= 1
        unit.casualties -= 1
        events.append({"type": "hero-save", "seat": unit.seat, "spent": "courage" if action is A.HERO_COURAGE else "star"})
    else:
        kill(unit, action.name, events)
        if unit.specialist_casualties:
            unit.specialist_casualties -= 1
        else:
            unit.casualties -= 1
    settle(s, unit, events)


def kill(unit: Unit, specialist: str, events: list[Event]) -> None:
    """A specialist dies: out of the unit, never to be recruited again."""
    unit.specialists.remove(specialist)
    unit.killed.append(specialist)
    events.append({"type": "specialist-lost", "seat": unit.seat, "specialist": specialist})


def check_eliminated(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"Se non ci sono più soldati (o specialisti) in un'unità, l'unità stessa viene eliminata"."""
    if unit.active and unit.soldiers == 0 and not unit.specialists:
        eliminate(unit, unit.casualty_cause or f"wiped out in sector {unit.sector}", events)


def eliminate(unit: Unit, cause: str, events: list[Event]) -> None:
    """The unit is eliminated ("l'unità stessa viene eliminata"; "Se un'unità deve muovere e non
    può farlo ... sarà eliminata")."""
    unit.lost = True
    unit.lost_cause = cause
    unit.casualties = unit.specialist_casualties = 0
    events.append({"type": "unit-lost", "seat": unit.seat, "sector": unit.sector, "cause": cause})

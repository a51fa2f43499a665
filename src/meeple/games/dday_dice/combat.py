"""Phase 5, combat (rulebook "Fase 5 * Combattere") and the bunker ("Vittoria").

"Indipendentemente che un'unità si sia mossa o meno, subirà delle perdite ... Il numero di
soldati che l'unità perderà è uguale alla Difesa (DEF) del settore". "Se non ci sono più
soldati (o specialisti) in un'unità, l'unità stessa viene eliminata". "Quando un'unità entra
con successo in un bunker, l'unità è considerata 'salva' ... Per ogni specialista
sopravvissuto il DEF del bunker sarà ridotto di 1 per le unità rimanenti ancora in gioco. Se
2 o più unità entrano nel bunker allo stesso tempo, non possono beneficiare dei reciproci
specialisti."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dday_dice.casualties import inflict
from meeple.games.dday_dice.specialists import ENGINEER, ENGINEER_BUNKER_DEF, has
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def start(s: "DdState", events: list[Event]) -> None:
    """Phase 5 begins: machine-gun fire is rolled for every sector with units in it ("Per ogni
    Fase 5, quando le unità sono presenti in questo settore, un giocatore tira un normale dado
    da 6 ... alcuni settori hanno più di un simbolo MGF ... tutti i dadi MGF sono aggiunti
    insieme e contano come un solo risultato")."""
    events.append({"type": "phase", "phase": "combat", "turn": s.turn})
    s.mgf_rolls = {}
    s.combat_resolved = False
    for sector in sorted({u.sector for u in s.units if u.active}):
        s.d6_queue.extend(("mgf", sector) for _ in range(s.board.sectors[sector].mgf))


def on_mgf_die(s: "DdState", sector: int, value: int, events: list[Event]) -> None:
    s.mgf_rolls.setdefault(sector, []).append(value)
    events.append({"type": "mgf", "sector": sector, "die": value})


def resolve(s: "DdState", events: list[Event]) -> None:
    """Every unit on the beach suffers its sector's DEF plus the MGF, and the special damage
    of each 6 ("I danni speciali sono attivati da qualsiasi dado con risultato 6 ... sempre in
    aggiunta al danno normale da MGF")."""
    s.combat_resolved = True
    already_safe = [u for u in s.units if u.safe]
    for unit in s.units:
        if not unit.active:
            continue
        sector = s.board.sectors[unit.sector]
        rolls = s.mgf_rolls.get(unit.sector, [])
        loss = sector_def(s, unit, already_safe) + sum(rolls)
        sixes = rolls.count(6)
        specialists = 0
        if sixes and sector.mgf_special == "courage":
            unit.courage = max(0, unit.courage - sixes)
            events.append({"type": "special-damage", "seat": unit.seat, "courage": sixes})
        elif sixes and sector.mgf_special == "specialist":
            specialists = sixes
        inflict(s, unit, loss, specialists, f"fell in combat in sector {unit.sector}", events)


def sector_def(s: "DdState", unit: Unit, already_safe: list[Unit]) -> int:
    """The DEF ``unit`` fights against now, never below 0 ("anche se un DEF di un settore va
    sotto lo zero, sarà comunque considerato zero")."""
    value = s.board.def_for(unit.sector, unit.marker)
    if s.board.is_bunker(unit.sector):
        value -= sum(len(u.specialists) for u in already_safe)
        if has(unit, ENGINEER):
            value -= ENGINEER_BUNKER_DEF  # "Sottrai 5 dal DEF del tuo bunker"
    return max(0, value)


def finish(s: "DdState", events: list[Event]) -> None:
    """Casualties are assigned: the units that entered a bunker and survive are safe."""
    for unit in s.units:
        if unit.active and s.board.is_bunker(unit.sector):
            unit.safe = True
            unit.first_in_bunker = not any(
                u.safe and u is not unit and u.entered_bunker_turn < s.turn for u in s.units
            )
            events.append({"type": "safe", "seat": unit.seat, "turn": s.turn})

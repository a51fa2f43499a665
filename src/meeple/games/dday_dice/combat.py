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
from meeple.engine.errors import RuleNotImplementedError
from meeple.games.dday_dice.movement import lose
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def run(s: "DdState", events: list[Event]) -> None:
    """Every unit on the beach loses its sector's DEF in soldiers; survivors in the bunker
    are safe."""
    events.append({"type": "phase", "phase": "combat", "turn": s.turn})
    already_safe = [u for u in s.units if u.safe]
    for unit in s.units:
        if unit.active:
            fight(s, unit, already_safe, events)


def sector_def(s: "DdState", unit: Unit, already_safe: list[Unit]) -> int:
    """The DEF ``unit`` fights against now, never below 0."""
    sector = s.board.sectors[unit.sector]
    if sector.mgf and not s.board.practice:
        raise RuleNotImplementedError("machine-gun fire is not implemented yet (see docs/rules-coverage.md)")
    value = s.board.def_for(unit.sector, unit.marker)
    if sector.bunker:
        value -= sum(len(u.specialists) for u in already_safe)
    return max(0, value)


def fight(s: "DdState", unit: Unit, already_safe: list[Unit], events: list[Event]) -> None:
    loss = sector_def(s, unit, already_safe)
    unit.soldiers = max(0, unit.soldiers - loss)
    events.append({"type": "casualties", "seat": unit.seat, "sector": unit.sector, "lost": loss,
                   "soldiers_left": unit.soldiers})
    if unit.soldiers == 0 and not unit.specialists:
        lose(s, unit, f"wiped out in sector {unit.sector}", events)
        return
    if s.board.is_bunker(unit.sector):
        unit.safe = True
        unit.first_in_bunker = not any(u.safe and u is not unit and u.entered_bunker_turn < s.turn for u in s.units)
        events.append({"type": "safe", "seat": unit.seat, "turn": s.turn})

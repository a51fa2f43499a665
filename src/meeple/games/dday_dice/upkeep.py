"""Phase 2, upkeep (rulebook "Fase 2 * Mantenimento"), in the rulebook's order:

"a) Se hai tirato un Set Completo, colleziona una onorificenza. b) Applica tutti gli effetti
teschio (ad eccezione del 'Dead Man's Gift' RWB). c) Colleziona tutti i bonus RWB.
d) Annota tutte le risorse che hai ottenuto (soldati, stelle, coraggio e punti oggetto)
nella tua carta Risorsa. e) Aggiorna il segnalino Unità."

In Exercise Tiger's Practice Run only soldiers and courage count ("dovrai preoccuparti
soltanto dei soldati e del coraggio ... Gli altri risultati dei dadi non verranno presi in
considerazione"), so steps a-c and the other resources are skipped there.

Unit marker: "Aggiungi alla faccia un grado in più per ogni fase Mantenimento. Se il terzo
grado è già in uso durante il Mantenimento cambialo su [must move]". A black shield sector
("Non puoi stare qui") allows one turn only. The set-up placement counts as the unit's
arrival (docs/rulings.md, DDD-2): the first upkeep shows one chevron.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.engine.errors import RuleNotImplementedError
from meeple.games.dday_dice import rwb
from meeple.games.dday_dice.dice import COURAGE, soldiers_of
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

MAX_CHEVRONS = 3
BLACK_SHIELD_TURNS = 1


def start(s: "DdState", events: list[Event]) -> None:
    """Upkeep steps a-d for every unit on the beach; choices (RWB) wait on the units."""
    if not s.board.practice:
        raise RuleNotImplementedError(
            "D-Day Dice upkeep with skulls, stars, tools and full sets is not implemented "
            "yet (see docs/rules-coverage.md); only Exercise Tiger's Practice Run can be played"
        )
    events.append({"type": "phase", "phase": "upkeep", "turn": s.turn})
    for unit in s.units:
        if unit.active:
            rwb.collect(s, unit, events)
            collect(unit, events)


def finish(s: "DdState", events: list[Event]) -> None:
    """Step e, once every choice is made: the unit markers."""
    for unit in s.units:
        if unit.active:
            update_marker(s, unit, events)


def collect(unit: Unit, events: list[Event]) -> None:
    """d) Soldiers and courage of the Final Count onto the Resource Card."""
    soldiers = sum(soldiers_of(face) for face in unit.dice)
    courage = sum(1 for face in unit.dice if face == COURAGE)
    unit.soldiers += soldiers
    unit.courage += courage
    events.append({"type": "resources", "seat": unit.seat, "soldiers": soldiers, "courage": courage})


def update_marker(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """e) One more chevron, or the must-move arrow once the sector's turns are used up."""
    limit = BLACK_SHIELD_TURNS if s.board.sectors[unit.sector].black else MAX_CHEVRONS
    if unit.marker >= limit:
        unit.must_move = True
        events.append({"type": "must-move", "seat": unit.seat, "sector": unit.sector})
    else:
        unit.marker += 1

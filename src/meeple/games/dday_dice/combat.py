"""Phase 5, combat (rulebook "Fase 5 * Combattere") and the bunker ("Vittoria").

"Indipendentemente che un'unità si sia mossa o meno, subirà delle perdite ... Il numero di
soldati che l'unità perderà è uguale alla Difesa (DEF) del settore". "Se non ci sono più
soldati (o specialisti) in un'unità, l'unità stessa viene eliminata". "Quando un'unità entra
con successo in un bunker, l'unità è considerata 'salva' ... Per ogni specialista
sopravvissuto il DEF del bunker sarà ridotto di 1 per le unità rimanenti ancora in gioco. Se
2 o più unità entrano nel bunker allo stesso tempo, non possono beneficiare dei reciproci
specialisti."

Cards (DEF and MGF effects "coinvolgono tutte le Unità presenti nel settore fin quando il turno
non finirà"; "tutti i gli effetti di riduzione del DEF sono cumulativi, ma anche se un DEF di un
settore va sotto lo zero, sarà comunque considerato zero"): the DEF cuts of the Bazooka, the
Gammon Bomb, the Flame-Thrower and the Tank, the Bangalore Torpedo's 0, the MGF prevented by the
Grenade and the Mortar or silenced by the Grenadier, the Flak Vest ("La tua unità ignora tutti
i risultati di MGF per 1 turno. Anche il danno speciale viene ignorato") and the Tank's "ignora
i danni speciali delle MGF". Phase 5 opens two windows for them (:mod:`.windows`): before the
machine-gun fire is rolled and after, before casualties.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import bunkers, def_fixed, joined_play, random_sectors
from meeple.games.dday_dice.casualties import inflict
from meeple.games.dday_dice.sector_attributes import sector as sector_now
from meeple.games.dday_dice.specialists import ENGINEER_BUNKER_DEF
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.vehicles import TANK, TANK_DEF, power

FLAK_VEST: Final = "flak-vest"

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def start(s: "DdState", events: list[Event]) -> None:
    """Phase 5 begins with the window before the machine-gun fire."""
    events.append({"type": "phase", "phase": "combat", "turn": s.turn})
    s.mgf_rolls = {}
    s.marks.fire = {}
    s.combat_stage = 0
    for unit in s.units:
        unit.combat_window = -1


def roll_mgf(s: "DdState", events: list[Event]) -> None:
    """Machine-gun fire is rolled for every sector with units in it ("Per ogni Fase 5, quando le
    unità sono presenti in questo settore, un giocatore tira un normale dado da 6 ... alcuni
    settori hanno più di un simbolo MGF ... tutti i dadi MGF sono aggiunti insieme e contano
    come un solo risultato"), unless prevented this turn or silenced for good."""
    s.combat_stage = 1
    for sector in sorted({u.sector for u in s.units if u.active}):
        if sector in s.mgf_off or sector in s.silenced:
            continue
        s.d6_queue.extend(("mgf", sector) for _ in range(sector_now(s, sector).mgf))
    random_sectors.queue_fire(s, events)  # Sword Beach: Mortar fire, Booby traps (DDM-46)


def on_mgf_die(s: "DdState", sector: int, value: int, events: list[Event]) -> None:
    s.mgf_rolls.setdefault(sector, []).append(value)
    events.append({"type": "mgf", "sector": sector, "die": value})


def resolve(s: "DdState", events: list[Event]) -> None:
    """Every unit on the beach suffers its sector's DEF plus the MGF, and the special damage
    of each 6 ("I danni speciali sono attivati da qualsiasi dado con risultato 6 ... sempre in
    aggiunta al danno normale da MGF")."""
    s.combat_stage = 2
    already_safe = [u for u in s.units if u.safe]
    for unit in s.units:
        if not unit.active:
            continue
        sector = sector_now(s, unit.sector)
        coming = incoming(s, unit, already_safe)
        random_sectors.fire_loss(s, unit)  # the sector's fire is spent (counted in ``coming``)
        loss, sixes = coming["casualties"], coming["sixes"]
        specialists = 0
        if sixes and sector.mgf_special == "courage":
            lost = min(unit.courage, sixes)  # "Se non ti è rimasto nessun coraggio, ignora la perdita"
            unit.courage -= lost
            events.append({"type": "special-damage", "seat": unit.seat, "courage": lost, "sixes": sixes})
        elif sixes and sector.mgf_special == "specialist":
            specialists = sixes
        inflict(s, unit, loss, specialists, f"fell in combat in sector {unit.sector}", events)
    joined_play.offer_go_on(s, events)  # Silence the Guns: stay in play or retire (DDM-73)


def incoming(s: "DdState", unit: Unit, already_safe: list[Unit]) -> dict[str, int]:
    """What Phase 5 costs ``unit`` as things stand: its sector's DEF now (:func:`sector_def`),
    the machine-gun fire on it (none under a Flak Vest), the sector's fire (Sword Beach), their
    sum in casualties (before a Medic or an Ambulance saves one), and the 6s whose special damage
    it takes (none with a Tank). The observation shows it once the fire is rolled."""
    rolls = [] if FLAK_VEST in unit.flags else s.mgf_rolls.get(unit.sector, [])
    fire = random_sectors.fire_waiting(s, unit)
    def_now = sector_def(s, unit, already_safe)
    return {"def": def_now, "mgf": sum(rolls), "fire": fire, "casualties": def_now + sum(rolls) + fire,
            "sixes": 0 if power(s, unit, TANK) else rolls.count(6)}


def sector_def(s: "DdState", unit: Unit, already_safe: list[Unit]) -> int:
    """The DEF ``unit`` fights against now, never below 0 ("anche se un DEF di un settore va
    sotto lo zero, sarà comunque considerato zero")."""
    if def_fixed.fixed(s, unit.sector):
        return s.board.def_for(unit.sector, unit.marker)  # Merville 11: nothing reduces it (DDM-59)
    if unit.sector in s.def_zero:
        return 0
    value = s.board.def_for(unit.sector, unit.marker) - s.def_cut.get(unit.sector, 0)
    value += joined_play.def_plus(s, unit.sector)  # Silence the Guns: Sword under mortar fire (DDM-69)
    if power(s, unit, TANK):
        value -= TANK_DEF
    if s.board.is_bunker(unit.sector):
        value -= bunkers.specialists_beside(s, unit, already_safe)  # those of its own bunker
        if bunkers.engineer_here(s, unit):
            value -= ENGINEER_BUNKER_DEF  # for every unit in the bunker with it (DDC-29)
    return max(0, value)


def on_gammon_die(s: "DdState", sector: int, value: int, events: list[Event]) -> None:
    """Gammon Bomb: "Sottrai 1d6 dal DEF del tuo settore (o bunker)"."""
    s.def_cut[sector] = s.def_cut.get(sector, 0) + value
    events.append({"type": "def-cut", "sector": sector, "by": value, "die": value})


def finish(s: "DdState", events: list[Event]) -> None:
    """Casualties are assigned: the units that entered a bunker and survive are safe."""
    for unit in s.units:
        if unit.active and s.board.is_bunker(unit.sector):
            if not bunkers.conquer(s, unit, events):
                continue  # solo on Gold Beach: on to the next bunker (DDM-37)
            unit.safe = True
            events.append({"type": "safe", "seat": unit.seat, "turn": s.turn})

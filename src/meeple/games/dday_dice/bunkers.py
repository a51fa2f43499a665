"""Maps with more than one bunker, and Gold Beach's "both bunkers must be conquered".

Rules p. 10 ("Vittoria"): "Quando un'unità entra con successo in un bunker, l'unità è
considerata 'salva' ... Il giocatore piazza le sue carte Specialista sopravvissute affianco al
bunker. Per ogni specialista sopravvissuto il DEF del bunker sarà ridotto di 1 per le unità
rimanenti ancora in gioco."

Gold Beach (es 002, "Mapa de Batalla N-04 : GOLD BEACH"): "En este Mapa, ambos Búnkers
necesitan ser conquistados por al menos 1 Unidad. Una vez una Unidad entra en uno de los
Búnkers, es retirada de la partida (según las reglas de "Ganando", dejando a sus Especialista
para reducir la DEF del Búnker)." "Solitario: Cuando juegues en solitario, debes entrar a
ambos Búnkers (conquistar uno, entonces moverte lateralmente al otro). Recuerda que al no poder
visitar el mismo Sector dos veces, debes entrar a tu 1er Bunker desde los Sectores 9 ó 10,
para salir por la fila superior (y moverte al 2o Bunker)." The Italian adds: "Puoi stare 3
turni nel primo bunker ma non è consigliato."

As meeple plays it (docs/rulings.md, DDM-36 .. DDM-39):

* A bunker is *conquered* by a unit that entered it and survives the Phase 5 there (the
  standard "entra con successo"). The survivors' specialists lower the DEF of *their* bunker
  only ("dejando a sus Especialistas para reducir la DEF del Búnker") -- :func:`specialists_beside`.
* With several players a unit that conquers a bunker is safe, out of the game. The team wins
  when every unit is safe and, on a map that asks it, every bunker has been conquered
  (:func:`check_end`); otherwise all units safe with a bunker left unconquered is a defeat.
* Solo on such a map the unit is not safe in its first bunker: it stays in play there (up to
  its marker's three turns, fighting the bunker's DEF each turn) and must move on, sideways,
  towards the next bunker; it is safe once every bunker is conquered (:func:`conquer`).
* Victory points: 20 for each bunker the unit conquered, 20 more for being first into a bunker
  (:func:`bunker_points`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.specialists import ENGINEER

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

def every_bunker(s: "DdState") -> bool:
    """Whether the map asks every bunker to be conquered (Gold Beach)."""
    return s.board.conquer_every_bunker


def bunker_numbers(s: "DdState") -> list[int]:
    return sorted(n for n, sector in s.board.sectors.items() if sector.bunker)


def conquered(s: "DdState") -> set[int]:
    """The bunkers conquered so far."""
    return {bunker for bunker, _seat in s.marks.conquered}


def conquered_by(s: "DdState", unit: Unit) -> list[int]:
    return sorted({bunker for bunker, seat in s.marks.conquered if seat == unit.seat})


def unconquered(s: "DdState") -> list[int]:
    done = conquered(s)
    return [b for b in bunker_numbers(s) if b not in done]


def goes_on(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit``, having conquered the bunker it is in, stays in play to go on into the
    next one: solo, on a map where every bunker must be conquered, while one is left; in
    Silence the Guns, the unit's own choice in Merville's bunker (:mod:`.joined_play`)."""
    from meeple.games.dday_dice import joined_play

    chosen = joined_play.goes_on(s, unit)
    if chosen is not None:
        return chosen
    return len(s.units) == 1 and every_bunker(s) and bool(unconquered(s))


def conquer(s: "DdState", unit: Unit, events: list[Event]) -> bool:
    """End of Phase 5: ``unit`` survived in the bunker it is in, so it has conquered it.
    Returns whether it is now safe (out of the game); a solo unit on Gold Beach goes on."""
    pair = (unit.sector, unit.seat)
    if pair not in s.marks.conquered:
        s.marks.conquered.append(pair)
        events.append({"type": "bunker-conquered", "seat": unit.seat, "bunker": unit.sector})
    if unit.conquered_turn == 0:
        # "Essere il primo ad entrare in un bunker": decided at the unit's first bunker, with
        # every unit that conquered one in the same turn (DDC-26); a unit going on keeps it
        unit.conquered_turn = s.turn
        unit.first_in_bunker = not any(u is not unit and 0 < u.conquered_turn < s.turn for u in s.units)
    if goes_on(s, unit):
        events.append({"type": "goes-on", "seat": unit.seat, "bunker": unit.sector,
                       "bunkers_left": unconquered(s)})
        return False
    return True


def specialists_beside(s: "DdState", unit: Unit, already_safe: list[Unit]) -> int:
    """The specialists placed beside ``unit``'s bunker by the units safe in it before this
    Phase 5 ("Se 2 o più unità entrano nel bunker allo stesso tempo, non possono beneficiare
    dei reciproci specialisti"): each lowers that bunker's DEF by 1. A unit that entered the
    bunker in the same turn as ``unit`` never counts, even once it is safe and ``unit`` fights on
    there (Silence the Guns: one retires, the other goes on but stays, DDM-80)."""
    return sum(len(u.specialists) for u in already_safe
               if u.sector == unit.sector and u.entered_bunker_turn != unit.entered_bunker_turn)


def engineer_here(s: "DdState", unit: Unit) -> bool:
    """Whether an Engineer fights in ``unit``'s bunker this turn: "Sottrai 5 dal DEF del tuo
    bunker", and a DEF lowered "viene applicato a tutte le unità presenti fino alla fine del
    turno" (it p. 10, "esempio: Flame-Thrower o Engineer"; fr "affecte toutes les Unités occupant
    ce Secteur"): the -5 holds for every unit in that bunker while the Engineer's unit is there,
    on the beach -- once safe, it only counts -1 like any survivor (FAQ; DDC-29)."""
    return any(ENGINEER in u.specialists for u in s.units if u.active and u.sector == unit.sector)


def check_end(s: "DdState") -> str:
    """Once every unit is safe: "victory", unless a bunker the map asks for is unconquered
    ("ambos Búnkers necesitan ser conquistados por al menos 1 Unidad"): then "defeat"."""
    if every_bunker(s) and unconquered(s):
        return "defeat"
    return "victory"


def bunker_points(s: "DdState", unit: Unit, per_bunker: int, first: int) -> int:
    """Victory points for bunkers: "Successo ad entrare in un bunker fornisce 20 VP; Essere il
    primo ad entrare in un bunker fornisce ulteriori 20 VP" -- 20 for each bunker the unit
    conquered (two for a solo win on Gold Beach, two for a unit that went on from Merville's
    bunker into Sword's: DDM-39, DDM-77), 20 more if it was first."""
    taken = len(conquered_by(s, unit))
    return per_bunker * taken + (first if taken and unit.first_in_bunker else 0)


# ------------------------------------------------------------------ what a bot should know


def way_on_from(s: "DdState", unit: Unit, bunker: int, came_from: int) -> bool:
    """Whether a solo unit entering ``bunker`` from ``came_from`` can still leave it towards
    another unconquered bunker (the Gold Beach solo path: in from 9 or 10, out along the top
    row)."""
    others = [b for b in unconquered(s) if b != bunker]
    if not others:
        return True
    visited = set(unit.visited) | {came_from, bunker}
    for e in s.board.exits.get(bunker, ()):
        if e.to in visited or s.board.is_bunker(e.to):
            continue
        if any(x.to in others for x in s.board.exits.get(e.to, ())):
            return True
    return False


def wise_bunkers(s: "DdState", unit: Unit, options: list[int]) -> list[int]:
    """The bunkers among ``options`` worth entering now: solo on Gold Beach, one the unit can
    leave for the next bunker (or the last one); with several units, an unconquered one if
    there is one at hand, and a conquered one only while enough units are left on the beach
    for the bunkers still to conquer."""
    if not every_bunker(s):
        return options
    if len(s.units) == 1:
        return [b for b in options if b not in conquered(s) and way_on_from(s, unit, b, unit.sector)]
    taken_now = {u.sector for u in s.units if u.active and s.board.is_bunker(u.sector)}
    open_ = [b for b in options if b in unconquered(s) and b not in taken_now]
    return open_ or ([] if unconquered(s) and len(on_beach(s)) <= len(unconquered(s)) else options)


def on_beach(s: "DdState") -> list[Unit]:
    """The units still on the beach outside the bunkers."""
    return [u for u in s.units if u.active and not s.board.is_bunker(u.sector)]


def dead_end(s: "DdState", unit: Unit, sector: int) -> bool:
    """Solo on Gold Beach before the first bunker: whether moving into ``sector`` leaves only
    bunkers that could not be left again (sector 11 between the bunkers)."""
    if len(s.units) != 1 or not every_bunker(s) or s.board.is_bunker(sector) or conquered(s):
        return False
    exits = [e for e in s.board.exits.get(sector, ()) if e.to not in unit.visited and e.to != unit.sector]
    if any(not s.board.is_bunker(e.to) for e in exits):
        return False
    return not any(way_on_from(s, unit, e.to, sector) for e in exits)

"""Climbing: Pointe-du-Hoc, sectors 9 and 10 (the climb) and sector 7 (the retreat).

es 002, "Mapa de Batalla N-07 : POINTE-DU-HOC" (the better source for maps):

    "Sector 7: Si Escalas en el Sector 9 ó 10 y fallas, se te permite retirarte al Sector 7
    para probar suerte de nuevo. Recuerda que no puedes visitar el mismo Sector dos veces: si
    ya has visitado el Sector 7 al Escalar, ¡no puedes retirarte ahí!."
    "REGLAS DE ESCALADA: Para Avanzar satisfactoriamente por estos Sectores, DEBES "Escalar" y
    no está permitido el Grito de Guerra RBA. Para "Escalar", debes obtener 4 Calaveras en tu
    Resultado Final. Para ayudarte a hacerlo, cuando Escalas no se Fijan dados. Tienes 3
    turnos para conseguirlo. Si fallas en tu Escalada, debes retirarte al Sector 7 (si aún no
    lo has visitado) e intentar Escalar en otro Sector. Las Calaveras obtenidas mientras
    Escalas cuentan como siempre (cancelan otros dados) y pueden darte un Regalo del Hombre
    Muerto. Un Vehículo nunca puede estar presente en un Sector de Escalada."

it 000 p. 20, "Mappa N.07: POINT-DU-HOC": "Per avanzare con successo da questi settori, dovrai
"arrampicarti" e nessun bonus RWB sarà possibile. Per arrampicarsi, devi ottenere 4 teschi nel
tuo Conteggio finale. Per aiutarti a fare ciò, nessun dado sarà bloccato quando farai
l'arrampicata. Hai 3 turni per maturare un successo. ... I teschi ottenuti nell'arrampicamento
vengono contati normalmente (cancellano gli altri dadi) e possono darti un RWB Dead Man's Gift.
Un veicolo non può mai essere presente in un settore di arrampicamento."

The rules, as meeple plays them (docs/rulings.md, DDM-51 .. DDM-55):

* A unit in a climbing sector advances out of it only in a turn whose Final Count holds 4
  skulls or more (dice and added results: the Grappling Hook's, the Rope Ladder's): that is the
  climb (:func:`climbed`). The advance still costs its courage.
* No die is locked on the first roll there (:func:`locks_none`); the other dice rules hold.
* No RWB Battle Cry there from the dice (:func:`battle_cry_barred`); one granted by a card
  (Croix de Guerre, Amphetamines, a Purple Heart's choice) outranks the sector ("Onorificenze",
  "Oggetti" before "Attributi di settore", as on Sword's "Fuoco incrociato"; DDM-52). The other
  RWB bonuses stand (the Dead Man's Gift is named), and skulls cancel dice as always -- the
  Gift's own three skulls excepted.
* "3 turns": the unit marker's three turns. A unit whose marker shows the must-move arrow
  there and has not climbed this turn has failed: it retreats to the retreat sector (sector 7)
  if it has never visited it (:func:`retreat_actions`), else it has no way out and is lost
  ("Se un'unità deve muovere e non può farlo ... sarà eliminata").
* A vehicle never stays in a climbing sector: the unit leaves it behind on the way in, and a
  vehicle the unit receives there is left at once (:func:`no_vehicle_here`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.dice import SKULL
from meeple.games.dday_dice.specialists import PATHFINDER, PATHFINDER_SOLDIERS, has
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

CLIMB: Final = "climb"
RETREAT: Final = "climb-retreat"
#: "debes obtener 4 Calaveras en tu Resultado Final".
SKULLS_TO_CLIMB: Final = 4


def is_climb(s: "DdState", sector: int) -> bool:
    """Whether ``sector`` is a climbing sector (Pointe-du-Hoc 9 and 10)."""
    return CLIMB in s.board.sectors[sector].rules


def climbing(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit`` is on the beach in a climbing sector."""
    return unit.active and CLIMB in s.board.sectors[unit.sector].rules


def skulls(unit: Unit) -> int:
    """The skulls of the unit's Final Count: dice and added results (any colour)."""
    return sum(1 for face in unit.dice if face == SKULL) + sum(1 for face, _ in unit.extra if face == SKULL)


def climbed(s: "DdState", unit: Unit) -> bool:
    """A climb this turn: 4 skulls or more in a Final Count rolled in the sector the unit is
    in ("cuando Escalas no se Fijan dados": the climb is rolled on the cliff). A unit that came
    into the climbing sector this turn -- a Silver Star's first move, a War Correspondent's
    swap -- has not climbed with dice it rolled below (DDM-51)."""
    return unit.rolled_in == unit.sector and skulls(unit) >= SKULLS_TO_CLIMB


def between_faces(s: "DdState", sector: int, to: int) -> bool:
    """A sideways move from one climbing sector to the other: never (the spur between them is
    the cliff, not a barrier a card removes; a failed climber retreats, DDM-53)."""
    return is_climb(s, sector) and is_climb(s, to)


def advance_barred(s: "DdState", unit: Unit, forward: bool) -> bool:
    """Whether a move is refused by the climb: a forward move out of a climbing sector in a
    turn without the 4 skulls ("Para Avanzar satisfactoriamente por estos Sectores, DEBES
    Escalar")."""
    return forward and climbing(s, unit) and not climbed(s, unit)


def locks_none(s: "DdState", unit: Unit | None) -> bool:
    """"cuando Escalas no se Fijan dados": a climbing unit locks no die after its first roll."""
    return unit is not None and climbing(s, unit)


def battle_cry_barred(s: "DdState", unit: Unit, granted: bool = False) -> bool:
    """"no está permitido el Grito de Guerra RBA": the dice make none while climbing; a card
    that grants one outranks the sector (DDM-52)."""
    return not granted and climbing(s, unit)


def retreat_sectors(s: "DdState", unit: Unit) -> list[int]:
    """Where a failed climber may retreat: a retreat sector it has never visited, once its
    three turns are up without a climb this turn."""
    if not (climbing(s, unit) and unit.must_move and not climbed(s, unit)):
        return []
    return [n for n, sector in s.board.sectors.items()
            if sector.has_rule(RETREAT) and n not in unit.visited]


def retreat_actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    return [A.MOVE[n] for n in retreat_sectors(s, unit)]


def is_retreat(s: "DdState", unit: Unit, action: A.DdAction) -> bool:
    return action.kind == "move" and action.name == "" and action.a in retreat_sectors(s, unit)


def retreat(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """The failed climber goes back down to the retreat sector: a move (one a turn; the
    Pathfinder's soldier), costing no courage; a new sector, so a fresh marker."""
    unit.moves_left -= 1
    unit.moved = unit.moves_left <= 0
    if has(unit, PATHFINDER):
        unit.soldiers += PATHFINDER_SOLDIERS
    unit.sector = action.a
    unit.visited.append(action.a)
    unit.marker = 1
    unit.must_move = False
    events.append({"type": "move", "seat": unit.seat, "to": action.a, "courage_spent": 0, "bunker": False,
                   "retreat": True})


def no_vehicle_here(s: "DdState", sector: int) -> bool:
    """"Un Vehículo nunca puede estar presente en un Sector de Escalada"."""
    return is_climb(s, sector)


def report(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """Phase 2: say whether a climbing unit's Final Count is a climb."""
    if climbing(s, unit):
        events.append({"type": "climb", "seat": unit.seat, "sector": unit.sector, "skulls": skulls(unit),
                       "success": climbed(s, unit)})

"""Red, white and blue bonuses (rulebook p. 4, "Rosso, bianco e blu (RWB)").

"Se un giocatore tira 3 dadi con risultato identico in 3 differenti colori, riesce nel bonus
speciale ... in aggiunta ai dadi stessi ... Molti di questi bonus offrono 2 differenti
possibilità (separati da un 'oppure')":

- REINFORCEMENTS (three 1-soldier faces): "Aggiungi 4 soldati alla tua unità e 4 soldati ad
  un'altra unità a tua scelta." Solo: "il RWB 'Reinforcement' ora fornirà al giocatore in
  solitaria 4+4 soldati".
- FRESH TROOPS (three 2-soldier faces): "Guadagni 6 soldati."
- BATTLE CRY (three courage faces): "Guadagni 3 soldati oppure, se muovi in questo turno,
  ignora tutti i requisiti del settore in cui ti stai muovendo e non spendi coraggio per
  andarci. Le mine non saranno ignorate e il combattimento si effettuerà normalmente".

The Practice Run counts only soldiers and courage (docs/rulings.md, DDM-8), so only these
three bonuses exist there; the others (Dead Man's Gift, Leadership, Special Find) need the
full game, which refuses to start until they are implemented (docs/rules-coverage.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.engine.errors import RuleNotImplementedError
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.dice import COURAGE, DIE_COLOURS, FACES, SOLDIER, SOLDIERS, rwb_faces
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

REINFORCEMENTS_SOLDIERS = 4
FRESH_TROOPS_SOLDIERS = 6
BATTLE_CRY_SOLDIERS = 3
NAMES = {SOLDIER: "reinforcements", SOLDIERS: "fresh-troops", COURAGE: "battle-cry"}

REINFORCE = "reinforce"
BATTLE_CRY = "battle-cry"


def collect(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """c) The unit's RWB bonuses: automatic ones at once, choices queued on the unit."""
    for face in rwb_faces(unit.dice, list(DIE_COLOURS)):
        if face in s.board.ignored_faces:
            continue
        if face not in NAMES:
            raise RuleNotImplementedError(f"the {FACES[face]} RWB bonus is not implemented yet")
        events.append({"type": "rwb", "seat": unit.seat, "bonus": NAMES[face]})
        if face == SOLDIERS:
            unit.soldiers += FRESH_TROOPS_SOLDIERS
        elif face == SOLDIER:
            unit.soldiers += REINFORCEMENTS_SOLDIERS
            if len(s.units) == 1:
                unit.soldiers += REINFORCEMENTS_SOLDIERS
            elif reinforcement_targets(s, unit):
                unit.choices.append(REINFORCE)
        else:
            unit.choices.append(BATTLE_CRY)


def reinforcement_targets(s: "DdState", unit: Unit) -> list[int]:
    """The other units on the beach ("un'altra unità"); a unit already safe needs none."""
    return [u.seat for u in s.units if u is not unit and u.active]


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """The choice the unit's first pending RWB bonus asks for."""
    choice = unit.choices[0]
    if choice == REINFORCE:
        return [A.REINFORCE[seat] for seat in reinforcement_targets(s, unit)]
    return [A.BATTLE_CRY_SOLDIERS, A.BATTLE_CRY_MOVE]


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    unit.choices.pop(0)
    if action.kind == "reinforce":
        s.units[action.a].soldiers += REINFORCEMENTS_SOLDIERS
        events.append({"type": "reinforcements", "seat": unit.seat, "to": action.a,
                       "soldiers": REINFORCEMENTS_SOLDIERS})
    elif action is A.BATTLE_CRY_SOLDIERS:
        unit.soldiers += BATTLE_CRY_SOLDIERS
        events.append({"type": "battle-cry", "seat": unit.seat, "choice": "soldiers"})
    else:
        unit.battle_cry = True
        events.append({"type": "battle-cry", "seat": unit.seat, "choice": "move"})

"""Red, white and blue bonuses (rulebook p. 4, "Rosso, bianco e blu (RWB)").

"Se un giocatore tira 3 dadi con risultato identico in 3 differenti colori, riesce nel bonus
speciale ... in aggiunta ai dadi stessi ... Molti di questi bonus offrono 2 differenti
possibilità (separati da un 'oppure')":

- DEAD MAN'S GIFT (skulls): "Guadagni 20 Punti Oggetto e ignori gli effetti negativi di questi
  teschi (non annullano nessun dado)."
- LEADERSHIP (stars): "Aggiungi 1 risultato BIANCO a tua scelta al tuo Conteggio Finale: questo
  può attivare un altro bonus RWB oppure un'altra unità guadagna 2 Coraggio."
- REINFORCEMENTS (1 soldier): "Aggiungi 4 soldati alla tua unità e 4 soldati ad un'altra unità
  a tua scelta." Solo: "il RWB 'Reinforcement' ora fornirà al giocatore in solitaria 4+4".
- FRESH TROOPS (2 soldiers): "Guadagni 6 soldati."
- BATTLE CRY (courage): "Guadagni 3 soldati oppure, se muovi in questo turno, ignora tutti i
  requisiti del settore in cui ti stai muovendo e non spendi coraggio per andarci. Le mine non
  saranno ignorate e il combattimento si effettuerà normalmente".
- SPECIAL FIND (tools): "Puoi cercare un oggetto usato a tua scelta (devi comunque pagarne il
  costo in punti oggetto e non conta nel limite di 1 per turno) oppure guadagna 2 stelle."

Only the dice the skulls left count (FAQ), plus coloured extra results (Leadership's white
one); sector bonuses are colourless and never make an RWB. A face the map ignores makes no
RWB (docs/rulings.md, DDM-8, DDM-9). Solo: "Oggetti, onorificenze e RWB che menzionano
'un'altra unità' ora riguardano il giocatore".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import climbing, random_sectors
from meeple.games.dday_dice.dice import (
    COLOURS,
    COURAGE,
    FACES,
    SKULL,
    SOLDIER,
    SOLDIERS,
    STAR,
    TOOL,
    WHITE,
)
from meeple.games.dday_dice.items import SPECIAL_FIND_FLAG, special_find_possible
from meeple.games.dday_dice.specialists import CHAPLAIN, VETERAN, has
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

DEAD_MANS_GIFT_POINTS: Final = 20
LEADERSHIP_COURAGE: Final = 2
REINFORCEMENTS_SOLDIERS: Final = 4
FRESH_TROOPS_SOLDIERS: Final = 6
BATTLE_CRY_SOLDIERS: Final = 3
SPECIAL_FIND_STARS: Final = 2
NAMES: Final = {
    SKULL: "dead-mans-gift", STAR: "leadership", SOLDIER: "reinforcements",
    SOLDIERS: "fresh-troops", COURAGE: "battle-cry", TOOL: "special-find",
}

REINFORCE: Final = "reinforce"
BATTLE_CRY: Final = "battle-cry"
LEADERSHIP: Final = "leadership"
SPECIAL_FIND: Final = "special-find"


def faces_with_rwb(unit: Unit) -> list[int]:
    """Faces shown by a red, a white and a blue result among the dice not cancelled and the
    coloured extra results."""
    colours: dict[int, set[int]] = {}
    for d, face in enumerate(unit.dice):
        if not unit.cancelled[d]:
            colours.setdefault(face, set()).add(unit.colours[d])
    for face, colour in unit.extra:
        if colour >= 0:
            colours.setdefault(face, set()).add(colour)
    return sorted(face for face, seen in colours.items() if len(seen) == len(COLOURS))


def others(s: "DdState", unit: Unit) -> list[int]:
    """The other units on the beach ("un'altra unità"; a safe or lost unit is out of play,
    docs/rulings.md DDD-3)."""
    return [u.seat for u in s.units if u is not unit and u.active]


def collect(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """c) Collect the unit's new RWB bonuses: automatic ones at once, choices queued; then the
    RWB bonuses cards granted this turn ("Guadagni un RWB ...", a medal's or an item's)."""
    for face in faces_with_rwb(unit):
        if face in unit.rwb_done or face in s.board.ignored_faces:
            continue
        unit.rwb_done.append(face)
        gain(s, unit, face, events)
    while unit.granted:
        gain(s, unit, unit.granted.pop(0), events, granted=True)


def gain(s: "DdState", unit: Unit, face: int, events: list[Event], granted: bool = False) -> None:
    """One RWB bonus: its gains (a Veteran's soldier and a Chaplain's courage too: DDC-24). The
    ``rwb`` event says what the bonus grants at once (``grants``; a bonus with a choice grants
    when the choice is made) and what the Veteran and the Chaplain add; ``rwb-barred`` why a
    Battle Cry is refused."""
    if face == COURAGE and climbing.battle_cry_barred(s, unit, granted):
        # Pointe-du-Hoc: "no está permitido el Grito de Guerra RBA" while climbing (DDM-52)
        events.append({"type": "rwb-barred", "seat": unit.seat, "bonus": NAMES[face], "granted": granted,
                       "reason": "climbing", "sector": unit.sector})
        return
    if face == COURAGE and random_sectors.battle_cry_barred(s, unit, granted):
        # Sword Beach: "Fuoco incrociato: Nessun RWB Battle Cry possibile qui" (DDM-48)
        events.append({"type": "rwb-barred", "seat": unit.seat, "bonus": NAMES[face], "granted": granted,
                       "reason": "crossfire", "sector": unit.sector})
        return
    events.append({"type": "rwb", "seat": unit.seat, "bonus": NAMES[face], "granted": granted,
                   "grants": grants(s, face), "veteran_soldiers": 1 if has(unit, VETERAN) else 0,
                   "chaplain_courage": 1 if has(unit, CHAPLAIN) else 0})
    random_sectors.rally_point(s, unit, events)  # Sword Beach: "Punto di raduno" (DDM-48)
    if has(unit, VETERAN):
        unit.soldiers += 1
    if has(unit, CHAPLAIN):
        unit.courage += 1
    if face == SKULL:
        unit.item_points += DEAD_MANS_GIFT_POINTS
    elif face == SOLDIERS:
        unit.soldiers += FRESH_TROOPS_SOLDIERS
    elif face == SOLDIER:
        unit.soldiers += REINFORCEMENTS_SOLDIERS
        if len(s.units) == 1:
            unit.soldiers += REINFORCEMENTS_SOLDIERS
        elif others(s, unit):
            unit.choices.append(REINFORCE)
    elif face == COURAGE:
        unit.choices.append(BATTLE_CRY)
    elif face == STAR:
        unit.choices.append(LEADERSHIP)
    else:
        unit.choices.append(SPECIAL_FIND)


def grants(s: "DdState", face: int) -> dict[str, int]:
    """What the RWB bonus of ``face`` grants its unit at once, before any choice: a Dead Man's
    Gift's item points, Fresh Troops' soldiers, Reinforcements' own soldiers (twice in solo)."""
    if face == SKULL:
        return {"item_points": DEAD_MANS_GIFT_POINTS}
    if face == SOLDIERS:
        return {"soldiers": FRESH_TROOPS_SOLDIERS}
    if face == SOLDIER:
        return {"soldiers": REINFORCEMENTS_SOLDIERS * (2 if len(s.units) == 1 else 1)}
    return {}


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """The choice the unit's first pending RWB bonus asks for."""
    choice = unit.choices[0]
    if choice == REINFORCE:
        return [A.REINFORCE[seat] for seat in others(s, unit)]
    if choice == BATTLE_CRY:
        return [A.BATTLE_CRY_SOLDIERS, A.BATTLE_CRY_MOVE]
    if choice == LEADERSHIP:
        targets = others(s, unit) if len(s.units) > 1 else [unit.seat]
        return [A.LEADERSHIP_RESULT[f] for f in range(len(FACES))] + [A.LEADERSHIP_COURAGE[t] for t in targets]
    return [A.SPECIAL_FIND_STARS] + ([A.SPECIAL_FIND_ITEM] if special_find_possible(s, unit) else [])


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Apply the unit's RWB choice."""
    unit.choices.pop(0)
    if action.kind == "reinforce":
        s.units[action.a].soldiers += REINFORCEMENTS_SOLDIERS
        events.append({"type": "reinforcements", "seat": unit.seat, "to": action.a,
                       "soldiers": REINFORCEMENTS_SOLDIERS})
    elif action is A.BATTLE_CRY_SOLDIERS:
        unit.soldiers += BATTLE_CRY_SOLDIERS
        events.append({"type": "battle-cry", "seat": unit.seat, "choice": "soldiers"})
    elif action is A.BATTLE_CRY_MOVE:
        unit.battle_cry = True
        events.append({"type": "battle-cry", "seat": unit.seat, "choice": "move"})
    elif action.kind == "leadership":
        unit.extra.append((action.a, WHITE))
        events.append({"type": "leadership", "seat": unit.seat, "white_result": FACES[action.a]})
    elif action.kind == "leadership-courage":
        s.units[action.a].courage += LEADERSHIP_COURAGE
        events.append({"type": "leadership", "seat": unit.seat, "courage_to": action.a})
    elif action is A.SPECIAL_FIND_ITEM:
        unit.flags.append(SPECIAL_FIND_FLAG)
        events.append({"type": "special-find", "seat": unit.seat, "choice": "item"})
    else:
        unit.stars += SPECIAL_FIND_STARS
        events.append({"type": "special-find", "seat": unit.seat, "choice": "stars"})

"""Phase 4, movement (rulebook "Fase 4 * Muovere").

"Quando un'unità decide di muovere (o è obbligata a farlo), deve muovere in un settore
adiacente ... Un'unità: può muovere solo una volta per turno, può muovere lateralmente o in
avanti, non può mai visitare lo stesso settore due volte, non può muovere diagonalmente, non
può mai tornare indietro." "Un giocatore deve spendere coraggio ogni volta che avanza ...
Entrare in un bunker conta come un avanzamento." "Se un'unità deve muovere e non può farlo
(per qualsiasi ragione), sarà eliminata." Barriers: "le unità non possono mai attraversarle".

Adjacency, sideways and forward come from the map (:mod:`.board`), which never lists a
diagonal or a backward move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.board import Exit
from meeple.games.dday_dice.casualties import eliminate, inflict, kill
from meeple.games.dday_dice.specialists import (
    BEACHMASTER,
    BEACHMASTER_SOLDIERS,
    MINESWEEPER,
    PATHFINDER,
    PATHFINDER_SOLDIERS,
    PLATOON_LEADER,
    POINT_MAN,
    has,
)
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def exits(s: "DdState", unit: Unit) -> list[Exit]:
    """The moves open to ``unit`` now."""
    return [
        e for e in s.board.exits.get(unit.sector, ())
        if e.to not in unit.visited and not e.barrier and unit.courage >= cost(unit, e)
        and meets_requirements(s, unit, e.to) and room_for(s, unit, e.to)
    ]


def meets_requirements(s: "DdState", unit: Unit, sector: int) -> bool:
    """Sector requirements (p. 9): "Devi avere XXX per muovere qui" and "Sacrifica XXX" need
    that specialist in the unit; "1 specialista" any one. "L'unico modo di ignorare i requisiti
    di un settore è muovendo grazie al RWB Battle Cry." """
    if unit.battle_cry:
        return True
    for kind, specialist in s.board.sectors[sector].requires:
        if kind == "sacrifice-any":
            if not unit.specialists:
                return False
        elif specialist not in unit.specialists:
            return False
    return True


def room_for(s: "DdState", unit: Unit, sector: int) -> bool:
    """A one-unit sector holds one unit: "Qualsiasi unità presente deve prima uscire per farne
    entrare un'altra" (docs/rulings.md, DDD-10)."""
    if not s.board.sectors[sector].one_unit:
        return True
    return not any(u is not unit and u.active and u.sector == sector for u in s.units)


def cost(unit: Unit, exit_: Exit) -> int:
    """Courage this move costs: an advance costs its line's (or the bunker's) courage, 1 less
    with a Platoon Leader ("-1 coraggio per avanzare"), nothing with a Battle Cry."""
    if not exit_.forward or unit.battle_cry:
        return 0
    return max(0, exit_.courage - (1 if has(unit, PLATOON_LEADER) else 0))


def must_decide(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit`` still has its Phase 4 choice to make."""
    return unit.active and not unit.moved


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    moves = [A.MOVE[e.to] for e in exits(s, unit)]
    if not unit.must_move:
        return [A.STAY, *moves]
    return moves + ([A.SACRIFICE_POINT_MAN] if has(unit, POINT_MAN) else [])


def start(s: "DdState", events: list[Event]) -> None:
    """Phase 4 begins: a unit that must move and cannot is lost at once."""
    events.append({"type": "phase", "phase": "move", "turn": s.turn})
    for unit in s.units:
        unit.moved = not unit.active
        if unit.active and unit.must_move and not exits(s, unit) and not has(unit, POINT_MAN):
            eliminate(unit, f"had to leave sector {unit.sector} and could not", events)
            unit.moved = True


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Stay, or move to an adjacent sector (paying courage to advance)."""
    unit.moved = True
    if action is A.SACRIFICE_POINT_MAN:
        # Point Man: "Sacrificalo per stare 1 turno extra nel tuo settore"
        kill(unit, POINT_MAN, events)
        unit.must_move = False
        events.append({"type": "stay", "seat": unit.seat, "sector": unit.sector})
        return
    if action is A.STAY:
        events.append({"type": "stay", "seat": unit.seat, "sector": unit.sector})
        return
    exit_ = next(e for e in exits(s, unit) if e.to == action.a)
    paid = cost(unit, exit_)
    unit.courage -= paid
    if has(unit, PATHFINDER):
        unit.soldiers += PATHFINDER_SOLDIERS
    if exit_.forward and has(unit, BEACHMASTER):
        unit.soldiers += BEACHMASTER_SOLDIERS
    unit.sector = exit_.to
    unit.visited.append(exit_.to)
    unit.marker = 1
    unit.must_move = False
    if s.board.is_bunker(exit_.to):
        unit.entered_bunker_turn = s.turn
    events.append({"type": "move", "seat": unit.seat, "to": exit_.to, "courage_spent": paid,
                   "bunker": s.board.is_bunker(exit_.to)})
    if exit_.minefield:
        s.d6_queue.append(("mine", unit.seat))
    enter(s, unit, events)


def enter(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """What happens on entering the sector: its requirements' sacrifices (unless a Battle Cry
    carried the unit in) and its special rules."""
    sector = s.board.sectors[unit.sector]
    if not unit.battle_cry:
        for kind, specialist in sector.requires:
            if kind == "sacrifice":
                kill(unit, specialist, events)
            elif kind == "sacrifice-any":
                # "puoi scegliere un qualsiasi specialista": the unit chooses which
                inflict(s, unit, 0, 1, f"sacrifice to enter sector {unit.sector}", events)
    for rule, specialist in sector.special:
        if rule == "auto-specialist":
            if specialist not in unit.specialists and specialist not in unit.killed:
                unit.specialists.append(specialist)
                events.append({"type": "joins", "seat": unit.seat, "specialist": specialist})
        elif rule == "d6-soldiers-once":
            s.d6_queue.append(("soldiers", unit.seat))


def on_soldiers_die(s: "DdState", unit: Unit, value: int, events: list[Event]) -> None:
    """Exercise Tiger Advanced sector 10: "tira un dado da 6 e guadagna, una sola volta, quel
    numero di soldati"."""
    unit.soldiers += value
    events.append({"type": "soldiers-found", "seat": unit.seat, "soldiers": value})


def on_mine_die(s: "DdState", unit: Unit, value: int, events: list[Event]) -> None:
    """Minefield (p. 9): "deve immediatamente tirare 1 dado per determinare il numero delle sue
    perdite. Un Medic può ridurre questo numero di 1 e un Minesweeper può interamente
    prevenirle ... ognuna di esse deve tirare un dado"."""
    count = 0 if has(unit, MINESWEEPER) else value  # the Medic's -1 acts in casualties.inflict
    events.append({"type": "minefield", "seat": unit.seat, "die": value, "casualties": count})
    inflict(s, unit, count, 0, f"minefield on the way into sector {unit.sector}", events)

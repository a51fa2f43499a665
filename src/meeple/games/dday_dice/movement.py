"""Phase 4, movement (rulebook "Fase 4 * Muovere").

"Quando un'unità decide di muovere (o è obbligata a farlo), deve muovere in un settore
adiacente ... Un'unità: può muovere solo una volta per turno, può muovere lateralmente o in
avanti, non può mai visitare lo stesso settore due volte, non può muovere diagonalmente, non
può mai tornare indietro." "Un giocatore deve spendere coraggio ogni volta che avanza ...
Entrare in un bunker conta come un avanzamento." "Se un'unità deve muovere e non può farlo
(per qualsiasi ragione), sarà eliminata." Barriers: "le unità non possono mai attraversarle".

Adjacency, sideways and forward come from the map (:mod:`.board`), which never lists a
diagonal or a backward move.

Cards at this moment: the Whistle ("Avanza senza spendere coraggio. Devi comunque rispettare
tutti i requisiti di settore e le restrizioni"), the Mine Detector ("Ignora un campo minato per
1 turno"), the Wirecutters and the Bulldozer (barriers do not block the unit "e le unità che
muovono con te": every unit leaving the same sector this turn, DDC-25), the Ambulance ("ignora
i sacrifici"), the Decoy ("Sacrificalo al posto di un altro specialista anche in un'unità non
tua. Non è necessario avere quello specialista nell'unità" -- for sacrifices only, FAQ), the
War Correspondent ("Sacrificalo per scambiarti di settore con un'altra unità. I segnalini unità
non cambiano faccia. (Entrambe le unità possono rientrare in un settore già visitato in
precedenza)"), the Silver Star (a second move) and the vehicles, which never cross a
minefield nor enter a bunker: their unit leaves them behind (DDC-18).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import random_sectors, sector_rewards, trading_windows
from meeple.games.dday_dice import (
    battle_cry_entry,
    climbing,
    explosives,
    free_finds,
    item_effects,
    joined_play,
    solo_substitutes,
    wirecutters_only,
)
from meeple.games.dday_dice.board import Exit
from meeple.games.dday_dice.casualties import eliminate, inflict, kill
from meeple.games.dday_dice.item_effects import MOVE
from meeple.games.dday_dice.medals import SILVER_STAR_FLAG
from meeple.games.dday_dice.sector_attributes import sector as sector_now
from meeple.games.dday_dice.specialists import (
    BEACHMASTER,
    BEACHMASTER_SOLDIERS,
    DECOY,
    MINESWEEPER,
    PATHFINDER,
    PATHFINDER_SOLDIERS,
    PLATOON_LEADER,
    POINT_MAN,
    WAR_CORRESPONDENT,
    has,
)
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.vehicles import AMBULANCE, BULLDOZER, abandon, barred, power

WHISTLE: Final = "whistle"
MINE_DETECTOR: Final = "mine-detector"
WIRECUTTERS: Final = "wirecutters"

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def exits(s: "DdState", unit: Unit, leaving: frozenset[int] = frozenset(), cut: bool = False) -> list[Exit]:
    """The moves open to ``unit`` now (with its own specialists for any requirement); with
    ``leaving``, as if those seats had left their one-unit sectors; with ``cut``, as if the
    Wirecutters had been used in its sector."""
    return [e for e in candidate_exits(s, unit, leaving, cut) if meets_requirements(s, unit, e.to)]


def candidate_exits(s: "DdState", unit: Unit, leaving: frozenset[int] = frozenset(),
                    cut: bool = False) -> list[Exit]:
    """The moves open to ``unit`` now, requirements aside (``leaving``, ``cut``: see :func:`exits`). A
    unit that entered a bunker this turn leaves it by no move (a Silver Star's second move, a
    swap): it fights there first, then goes on only where the map lets it (DDM-37, DDM-73)."""
    if s.board.is_bunker(unit.sector) and unit.entered_bunker_turn == s.turn:
        return []
    crosses = cut or crosses_barriers(s, unit)
    return [
        e for e in s.board.exits.get(unit.sector, ())
        if e.to not in unit.visited and (crosses or not e.barrier) and unit.courage >= cost(unit, e)
        and room_for(s, unit, e.to, leaving) and not climbing.between_faces(s, unit.sector, e.to)
        # Pointe-du-Hoc's climb; Merville's fenced sectors and bunker (DDM-51, DDM-57, DDM-63)
        and not climbing.advance_barred(s, unit, e.forward)
        and wirecutters_only.open_to(s, unit, e.to, cut) and battle_cry_entry.open_to(s, unit, e.to)
        and explosives.open_to(s, unit, e.to)  # a bunker's doors (DDE-26)
        and joined_play.open_to(s, unit, e.to)  # Silence the Guns: never back; Sword's bunker (DDM-71, DDM-72)
    ]


def crosses_barriers(s: "DdState", unit: Unit) -> bool:
    """Wirecutters ("Ignora le Barriers per 1 turno. Vale anche per le unità che muovono con
    te") used this turn in this sector, or a Bulldozer here now or when Phase 4 began (the
    units that move with it may move after it: DDC-25)."""
    return unit.sector in s.barriers_open or power(s, unit, BULLDOZER)


def ignores_sacrifices(s: "DdState", unit: Unit) -> bool:
    """A Battle Cry ignores every requirement; an Ambulance "ignora i sacrifici" for the units
    in its sector, now or when Phase 4 began (DDC-18)."""
    return unit.battle_cry or unit.sector in s.sacrifices_waived or power(s, unit, AMBULANCE)


def meets_requirements(s: "DdState", unit: Unit, sector: int, decoy: bool = False) -> bool:
    """Sector requirements (p. 9): "Devi avere XXX per muovere qui" and "Sacrifica XXX" need
    that specialist in the unit; "1 specialista" any one. "L'unico modo di ignorare i requisiti
    di un settore è muovendo grazie al RWB Battle Cry." With ``decoy``, a Decoy stands in for
    the first sacrifice (not for a specialist the unit must have: FAQ)."""
    if unit.battle_cry:
        return True
    decoy_free = decoy
    for kind, specialist in sector_now(s, sector).requires:
        if kind != "have" and ignores_sacrifices(s, unit):
            continue
        if kind != "have" and decoy_free:
            decoy_free = False
            continue
        if kind == "sacrifice-any":
            if not unit.specialists:
                return False
        elif specialist not in unit.specialists:
            return False
    return not decoy_free


def decoy_holders(s: "DdState", unit: Unit) -> list[Unit]:
    """The units on the beach whose Decoy ``unit`` may sacrifice ("anche in un'unità non tua")."""
    return [u for u in s.units if u.active and has(u, DECOY)]


def room_for(s: "DdState", unit: Unit, sector: int, leaving: frozenset[int] = frozenset()) -> bool:
    """A one-unit sector holds one unit: "Qualsiasi unità presente deve prima uscire per farne
    entrare un'altra" (docs/rulings.md, DDD-10); the seats ``leaving`` count as gone."""
    if not sector_now(s, sector).one_unit:
        return True
    return not any(u is not unit and u.active and u.sector == sector and u.seat not in leaving for u in s.units)


def waits_for_another(s: "DdState", unit: Unit) -> bool:
    """A unit that must move and has no move now waits for another unit's choice that would
    open its way: the occupant of the one-unit sector it needs, who may still leave it this
    phase ("the occupant's move out is resolved first", DDM-17, DDD-10), or a unit of its
    sector still to move that holds the Wirecutters ("by itself or by another unit there",
    DDM-57). If that choice does not come, the unit is lost then (:func:`trapped`)."""
    if not unit.must_move or not must_decide(s, unit) or exits(s, unit):
        return False
    leaving = frozenset(u.seat for u in s.units
                        if u is not unit and u.sector != unit.sector and must_decide(s, u) and exits(s, u))
    if leaving and exits(s, unit, leaving):
        return True
    cutter = any(u is not unit and u.active and u.sector == unit.sector and must_decide(s, u)
                 and WIRECUTTERS in u.items for u in s.units)
    return cutter and bool(exits(s, unit, cut=True))


def cost(unit: Unit, exit_: Exit) -> int:
    """Courage this move costs: an advance costs its line's (or the bunker's) courage, 1 less
    with a Platoon Leader ("-1 coraggio per avanzare"), nothing with a Battle Cry or after a
    Whistle."""
    if not exit_.forward or unit.battle_cry or WHISTLE in unit.flags:
        return 0
    return max(0, exit_.courage - (1 if has(unit, PLATOON_LEADER) else 0))


def must_decide(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit`` still has its Phase 4 choice to make."""
    return unit.active and not unit.moved


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    moves = [A.MOVE[e.to] for e in exits(s, unit)]
    for e in candidate_exits(s, unit):
        if meets_requirements(s, unit, e.to, decoy=True):
            moves += [A.MOVE_DECOY[(e.to, holder.seat)] for holder in decoy_holders(s, unit)]
    moves += swap_actions(s, unit)
    moves += climbing.retreat_actions(s, unit)  # Pointe-du-Hoc: a failed climb (DDM-54)
    moves += item_effects.options(s, unit, MOVE)
    moves += trading_windows.actions(s, unit, MOVE)  # 2nd edition: trades and medals here too
    if not unit.must_move:
        return [A.STAY, *moves]
    return moves + ([A.SACRIFICE_POINT_MAN] if has(unit, POINT_MAN) else [])


def swap_actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """The War Correspondent's swaps: with a unit on the beach in another sector, before the
    unit's first move of the phase (a Silver Star's second move included: DDC-26)."""
    if not has(unit, WAR_CORRESPONDENT) or len(s.units) == 1 or unit.moves_left < moves_at_start(unit):
        return []
    return [A.SWAP_SECTORS[u.seat] for u in s.units if u is not unit and u.active and u.sector != unit.sector]


def start(s: "DdState", events: list[Event]) -> None:
    """Phase 4 begins: a unit that must move and cannot is lost at once."""
    events.append({"type": "phase", "phase": "move", "turn": s.turn})
    on_beach = [u for u in s.units if u.active]
    s.barriers_open = sorted({u.sector for u in on_beach if BULLDOZER in u.vehicles or WIRECUTTERS in u.flags})
    s.sacrifices_waived = sorted({u.sector for u in on_beach if AMBULANCE in u.vehicles})
    for unit in s.units:  # every unit is to move before any is judged (DDM-17: one may wait for another)
        unit.moved = not unit.active
        unit.moves_left = moves_at_start(unit)
        unit.window_done = not unit.active  # 2nd edition: the window after the moves (DDE-32)
    trapped(s, events)


def moves_at_start(unit: Unit) -> int:
    """A unit's moves in Phase 4: one, two with a Silver Star ("1 unità qualsiasi può muovere
    due volte durante la Fase 4")."""
    return 2 if SILVER_STAR_FLAG in unit.flags else 1


def escapes(s: "DdState", unit: Unit) -> bool:
    """Whether a unit that must move has a way out: a move (a Decoy's, a Whistle's, a
    Wirecutters' included), the War Correspondent, the Point Man, or another unit's choice
    still to come that would open a way (:func:`waits_for_another`). An item that would open a way counts only if held now
    (DDD-16)."""
    if has(unit, POINT_MAN) or swap_actions(s, unit):
        return True
    if any(a.kind == "move" for a in actions(s, unit)):
        return True
    if any(item in unit.items for item in (WHISTLE, WIRECUTTERS)) or waits_for_another(s, unit):
        return True
    return card_opens_a_way(s, unit)


def card_opens_a_way(s: "DdState", unit: Unit) -> bool:
    """Whether a card the unit may play now in Phase 4 would give it a move: an item that adds
    courage (the Lucky Charm, the Pocket Bible) or, in the second edition, a medal (the DSO's
    courage, the Légion d'Honneur's free item), tried on a copy of the game (DDD-16). A card
    that leaves a choice to make (which item) counts: the unit is judged again once it is made."""
    for action in item_effects.options(s, unit, MOVE) + trading_windows.actions(s, unit, MOVE):
        if action.kind not in ("use", "play") or action.name in (WHISTLE, WIRECUTTERS):
            continue
        copy = s.clone()
        mine = copy.units[unit.seat]
        if action.kind == "use":
            item_effects.apply(copy, mine, action, [])
        else:
            trading_windows.apply(copy, mine, action, [])
        if mine.pending or exits(copy, mine):
            return True
    return False


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Stay, use an item, swap sectors, or move to an adjacent sector (paying courage to
    advance)."""
    if trading_windows.owns(action):  # 2nd edition: a gift or a medal before the move
        trading_windows.apply(s, unit, action, events)
        trapped(s, events)
        return
    if action.kind == "use":
        item_effects.apply(s, unit, action, events)
        if action.name == WIRECUTTERS and unit.sector not in s.barriers_open:
            s.barriers_open.append(unit.sector)
        if action.name == WIRECUTTERS:
            wirecutters_only.cut(s, unit, events)
        if unit.must_move and not escapes(s, unit):
            eliminate(unit, f"had to leave sector {unit.sector} and could not", events)
            unit.moved = True
        return
    if action is A.SACRIFICE_POINT_MAN:
        # Point Man: "Sacrificalo per stare 1 turno extra nel tuo settore"
        unit.moved = True
        kill(unit, POINT_MAN, events)
        unit.must_move = False
        events.append({"type": "stay", "seat": unit.seat, "sector": unit.sector})
        trapped(s, events)  # a unit waiting for this one-unit sector (DDM-17)
        return
    if action is A.STAY:
        unit.moved = True
        events.append({"type": "stay", "seat": unit.seat, "sector": unit.sector})
        trapped(s, events)  # a unit waiting for this one-unit sector (DDM-17)
        return
    if action.kind == "swap-sectors":
        swap_sectors(s, unit, s.units[action.a], events)
    elif climbing.is_retreat(s, unit, action):
        climbing.retreat(s, unit, action, events)
        enter(s, unit, [], events)  # sector 7 is entered like any sector
    else:
        move(s, unit, action, events)
    trapped(s, events)


def trapped(s: "DdState", events: list[Event]) -> None:
    """A unit that must move and has now no way out (at the start of Phase 4; after another unit
    took the one-unit sector it needed, stayed in it, or moved on without cutting the wire; after
    a swap) is lost at once (DDD-16). A stuck unit whose way the loss of another stuck unit
    would open (it holds the one-unit sector needed) is judged after that unit."""
    while True:
        stuck = [u for u in s.units if u.active and u.must_move and not u.moved and not escapes(s, u)]
        if not stuck:
            return
        gone = frozenset(u.seat for u in stuck)
        hopeless = [u for u in stuck if not exits(s, u, gone - {u.seat})] or stuck
        for unit in hopeless:
            eliminate(unit, f"had to leave sector {unit.sector} and could not", events)
            unit.moved = True


def move(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    exit_ = next(e for e in candidate_exits(s, unit) if e.to == action.a)
    decoy = s.units[action.dice[0]] if action.name == "decoy" else None
    sacrifices = [] if ignores_sacrifices(s, unit) else [
        r for r in sector_now(s, exit_.to).requires if r[0] != "have"
    ]
    paid = cost(unit, exit_)
    unit.courage -= paid
    if exit_.forward and WHISTLE in unit.flags:
        unit.flags.remove(WHISTLE)  # one advance ("Avanza senza spendere coraggio")
    unit.moves_left -= 1
    unit.moved = unit.moves_left <= 0
    if has(unit, PATHFINDER):
        unit.soldiers += PATHFINDER_SOLDIERS
    if exit_.forward and has(unit, BEACHMASTER):
        unit.soldiers += BEACHMASTER_SOLDIERS
    for vehicle in unit.vehicles[:]:
        if exit_.minefield or barred(s, exit_.to):
            # "I veicoli non possono mai muoversi sopra i campi minati ... mai entrare in un bunker"
            abandon(s, unit, vehicle, "a vehicle never crosses a minefield nor enters a bunker", events)
    unit.sector = exit_.to
    if exit_.to not in unit.visited:
        unit.visited.append(exit_.to)
    unit.marker = 1
    unit.must_move = False
    if s.board.is_bunker(exit_.to):
        unit.entered_bunker_turn = s.turn
    events.append({"type": "move", "seat": unit.seat, "to": exit_.to, "courage_spent": paid,
                   "bunker": s.board.is_bunker(exit_.to)})
    if decoy is not None and sacrifices:
        kill(decoy, DECOY, events)  # the Decoy falls in place of the first sacrifice
        sacrifices = sacrifices[1:]
    if exit_.minefield:
        if MINE_DETECTOR in unit.flags:
            unit.flags.remove(MINE_DETECTOR)  # "Ignora un campo minato": one minefield
            events.append({"type": "minefield-ignored", "seat": unit.seat})
        else:
            s.d6_queue.append(("mine", unit.seat))
    explosives.on_enter(s, unit, events)  # blow the bunker's doors open (DDE-26)
    enter(s, unit, sacrifices, events)


def swap_sectors(s: "DdState", unit: Unit, other: Unit, events: list[Event]) -> None:
    """War Correspondent: the two units swap sectors; markers keep their faces (a must-move
    arrow too); the swap is not a move: both units keep their Phase 4 move (DDC-13, DDC-26).
    A vehicle is still never in a bunker nor in a climbing sector ("Un Vehículo nunca puede
    estar presente en un Sector de Escalada"): one swapped there is abandoned (DDM-55)."""
    kill(unit, WAR_CORRESPONDENT, events)
    unit.sector, other.sector = other.sector, unit.sector
    events.append({"type": "swap-sectors", "seat": unit.seat, "with": other.seat,
                   "sectors": [unit.sector, other.sector]})
    for u in (unit, other):
        if u.sector not in u.visited:
            u.visited.append(u.sector)
        if s.board.is_bunker(u.sector):
            u.entered_bunker_turn = s.turn  # it fights there this turn: no way out before (DDM-36)
            u.must_move = False  # in the bunker, a must-move arrow has nothing left to ask (DDC-26)
        if barred(s, u.sector):
            for vehicle in u.vehicles[:]:
                abandon(s, u, vehicle, "a vehicle is never in a bunker nor in a climbing sector", events)


def enter(s: "DdState", unit: Unit, sacrifices: list[tuple[str, str]], events: list[Event]) -> None:
    """What happens on entering the sector: the sacrifices its requirements still ask (none
    after a Battle Cry or with an Ambulance, one fewer with a Decoy) and its special rules."""
    sector = sector_now(s, unit.sector)
    for kind, specialist in sacrifices:
        if kind == "sacrifice":
            kill(unit, specialist, events)
        else:
            # "puoi scegliere un qualsiasi specialista": the unit chooses which
            inflict(s, unit, 0, 1, f"sacrifice to enter sector {unit.sector}", events)
    for rule, specialist in sector.special:
        if rule == "auto-specialist":
            if specialist not in unit.specialists and specialist not in unit.killed:
                unit.specialists.append(specialist)
                events.append({"type": "joins", "seat": unit.seat, "specialist": specialist})
        elif rule == "d6-soldiers-once":
            s.d6_queue.append(("soldiers", unit.seat))
        elif rule == free_finds.FREE_ITEM:
            free_finds.on_enter(s, unit, solo_substitutes.item_for(s, specialist), events)  # Utah 10 and 12, Juno 13
    # Gold Beach 8, Sword Beach 5 and 15 (first unit in); Sword Beach 6, 7, 11 (random sectors)
    sector_rewards.on_enter(s, unit, sector.special, events)
    random_sectors.on_enter(s, unit, events)


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

"""Jump (rulebook p. 21, "Jump"; p. 5, the terrain types; p. 17, structures; p. 20, "Importante").

p. 21: "Un'unità dotata di questa competenza possiede gambe potenti o jet packs che gli
permettono di saltare sopra gli ostacoli. Durante uno spostamento l'unità può ignorare un
ostacolo (come un elemento di copertura o un'altra unità) ma deve comunque atterrare su un
quadrato vuoto. I quadrati senza punto non possono essere saltati (sia nel caso di un elemento
di terreno che di un veicolo). I veicoli dotati di competenza Jump non possono saltare sopra
le strutture. I soldati e gli eroi invece possono. Un'eroe dotato di questa competenza non può
che unirsi ad un'unità dotata della stessa e viceversa."

p. 21, the Hot Dog example: "l'Hot Dog non può superare il blocco anticarro utilizzando un Move
e non può nemmeno distruggerlo con il flamethrower. Il giocatore Alleato decide allora di
utilizzare la sua competenza Jump. Utilizzando due Move, può atterrare su uno dei quadrati
rossi. Se uno di questi fosse occupato da un'unità, l'Hot Dog non potrebbe atterrare su di esso."

p. 5: deep water "non blocca il movimento aereo e le unità con competenza 'Jump'"; debris
"bloccano il movimento dei veicoli senza invece ostacolare il movimento [...] delle unità con
competenza 'Jump'"; a square without a dot "blocca il movimento delle unità aventi la
competenza 'Jump'". p. 20: "un'unità con la competenza Jump può saltare sopra di essa [un'unità
nemica]". p. 17: "Le unità [soldati] che possiedono la competenza Jump possono saltare ogni
tipo di struttura. [...] [I veicoli] che possiedono la competenza Jump non possono saltare le
strutture."

The rulings (DT-56): Jump is free (no "(Skill)"). A unit with Jump moves over any square with a
dot whatever its terrain (deep water and debris never stop it; it never ends on deep water,
"Le unità non possono occuparli"), never over a square without a dot. In each Move it may
also pass over one obstacle: one square it could not otherwise pass, for a soldier or a hero
there (friend or foe) or a cover element it may not enter (an anti-tank block for a vehicle);
never a vehicle's square, which has no dot (:func:`may_jump_over`). A Move that
jumped an obstacle must land on a square holding no unit ("un quadrato vuoto"); a Move without
a jump ends by the usual rules (p. 8, p. 18). The corners of a diagonal step (p. 9) are read
as usual. The Hot Dog, movement 1, jumps the block "utilizzando due Move": a Jump unit may
declare ``jump``, its two actions spent on one Move of twice its movement with one obstacle
(:data:`~.actions.SKILL_PLANS`); its reaction window comes when it lands, after the whole
movement, as for Fast (p. 16: "il tiro di reazione deve avvenire dopo che questa ha completato
il suo movimento"). A structure's walls (p. 17) are read by
:func:`~.structures.structure_blocks_jump`: soldiers and heroes leap them, a vehicle meets
them as on a Move (DT-100); a wall leapt is not the Move's one obstacle (DT-56).
"""

from __future__ import annotations

import heapq
from typing import Final

from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.movement import FIRST_DIAGONAL_COST, MOBILITY, Reach, diagonal_allowed, diagonal_cost
from meeple.games.dust_tactics.occupancy import Occupancy, Presence
from meeple.games.dust_tactics.skills import skills_of
from meeple.games.dust_tactics.structures import may_land, structure_blocks_jump
from meeple.games.dust_tactics.terrain import ELEMENTS, TERRAIN
from meeple.games.dust_tactics.unit_state import UnitState
from meeple.games.dust_tactics.units import UnitCard

SKILL: Final = "jump"
#: The plan spending both actions on one jumping Move (the Hot Dog, p. 21).
PLAN_STEP: Final = "jump"
#: Obstacles one Move may pass over ("può ignorare un ostacolo").
OBSTACLES_PER_MOVE: Final = 1


def has_jump(unit: UnitState) -> bool:
    """Whether the unit has Jump (a joined hero's is the squad's too: they share it, p. 21)."""
    return SKILL in skills_of(unit)


def join_problems(hero: UnitCard, squad: UnitCard) -> list[str]:
    """"Un'eroe dotato di questa competenza non può che unirsi ad un'unità dotata della stessa e
    viceversa" (p. 21): a Jump hero joins only a Jump squad, a Jump squad only a Jump hero."""
    if (SKILL in hero.skills) == (SKILL in squad.skills):
        return []
    who = hero if SKILL in hero.skills else squad
    return [f"{who.name} has Jump: a Jump hero joins only a Jump squad and the other way round (p. 21)"]


def _ground(field: Battlefield, units: Occupancy, square: Square, mover: Presence) -> bool:
    """Whether a jumper may set foot on ``square``, friends aside: a dot, no enemy, and for a
    vehicle no element it may not enter (p. 8); any terrain with a dot (p. 5)."""
    if not TERRAIN[field.terrain_at(square)].jump_may_cross or units.has_enemy(square, mover.side):
        return False
    if MOBILITY[mover.type] == "vehicle":
        element = field.element_at(square)
        if element is not None and not ELEMENTS[element].vehicles_may_enter:
            return False
    return True


def _free(field: Battlefield, units: Occupancy, square: Square, mover: Presence) -> bool:
    """Whether a jumper passes ``square`` without jumping: :func:`_ground`, and for a vehicle
    no friend there ("Un veicolo non può attraversare un quadrato occupato da un'unità amica",
    p. 8)."""
    if not _ground(field, units, square, mover):
        return False
    return MOBILITY[mover.type] != "vehicle" or not units.has_friend(square, mover.side)


def may_jump_over(units: Occupancy, square: Square) -> bool:
    """Whether the unit on ``square`` is one a jumper may pass over: not a vehicle, whose
    square has no dot ("I quadrati senza punto non possono essere saltati (sia nel caso di un
    elemento di terreno che di un veicolo)", p. 21; DT-56)."""
    return not units.has_vehicle(square)


def _may_land(field: Battlefield, units: Occupancy, square: Square, mover: Presence, jumped: bool) -> bool:
    """Whether a jumper may end the Move on ``square``: it may set foot there, a terrain that may
    be occupied; after a jump no unit at all there, else the usual sharing rules (p. 18, DT-8:
    a vehicle may end with friendly heroes, though it may not cross them)."""
    if not _ground(field, units, square, mover) or not TERRAIN[field.terrain_at(square)].may_be_occupied:
        return False
    if not may_land(field, square, mover.type):
        return False
    present = units.at(square)
    if jumped:
        return not present
    return mover.type == "hero" or all(u.type == "hero" for u in present)


def jump_reachable(
    field: Battlefield,
    units: Occupancy,
    start: Square,
    mover: Presence,
    points: int,
    *,
    diagonal_used: bool = False,
    agile: bool = False,
) -> dict[Square, tuple[Reach, ...]]:
    """Every square a unit with Jump can end a Move on with ``points`` movement points, with
    the cheapest ways there (as :func:`~.movement.reachable`: the cheapest, and the cheapest
    keeping the activation's cheap diagonal when it costs more)."""
    units = units.without(start, mover) if mover in units.at(start) else units
    # (square, diagonal spent, obstacles jumped) -> cheapest cost
    best: dict[tuple[Square, bool, int], int] = {(start, diagonal_used, 0): 0}
    queue: list[tuple[int, bool, int, Square]] = [(0, diagonal_used, 0, start)]
    while queue:
        cost, used, jumped, square = heapq.heappop(queue)
        if best.get((square, used, jumped), cost + 1) < cost:
            continue
        for neighbour, diagonal in field.neighbours(square):
            step = (FIRST_DIAGONAL_COST if agile else diagonal_cost(used)) if diagonal else 1
            new_cost, new_used = cost + step, used or diagonal
            if new_cost > points or not TERRAIN[field.terrain_at(neighbour)].jump_may_cross:
                continue
            if diagonal and not diagonal_allowed(field, units, square, neighbour, mover):
                continue
            if structure_blocks_jump(field, mover.type, square, neighbour):
                continue
            new_jumped = jumped
            if not _free(field, units, neighbour, mover):
                if not jumped and new_cost < best.get((neighbour, new_used, 0), points + 1) and _may_land(
                    field, units, neighbour, mover, False
                ):  # a vehicle's last step onto friendly heroes, no jump (DT-8)
                    best[(neighbour, new_used, 0)] = new_cost
                if jumped >= OBSTACLES_PER_MOVE or not may_jump_over(units, neighbour):
                    continue
                new_jumped = jumped + 1
            key = (neighbour, new_used, new_jumped)
            if new_cost < best.get(key, points + 1):
                best[key] = new_cost
                heapq.heappush(queue, (new_cost, new_used, new_jumped, neighbour))
    found: dict[Square, list[Reach]] = {}
    for (square, used, jumped), cost in best.items():
        if square != start and _may_land(field, units, square, mover, jumped > 0):
            found.setdefault(square, []).append(Reach(cost, used, square))
    result: dict[Square, tuple[Reach, ...]] = {}
    for square, ways in found.items():
        ways = sorted(set(ways))
        cheapest = ways[0]
        keep = [cheapest] + [w for w in ways[1:] if cheapest.diagonal_used and not w.diagonal_used][:1]
        result[square] = tuple(keep)
    return result

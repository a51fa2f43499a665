"""Phase 2, upkeep (rulebook "Fase 2 * Mantenimento"), in the rulebook's order:

"a) Se hai tirato un Set Completo, colleziona una onorificenza. b) Applica tutti gli effetti
teschio (ad eccezione del 'Dead Man's Gift' RWB). c) Colleziona tutti i bonus RWB.
d) Annota tutte le risorse che hai ottenuto (soldati, stelle, coraggio e punti oggetto)
nella tua carta Risorsa. e) Aggiorna il segnalino Unità."

Skulls (p. 3): "Per ogni teschio che un giocatore ha nel suo Conteggio Finale, 1 altro dado di
sua scelta viene annullato ... Un teschio non può cancellare un altro teschio." The FAQ: "Nel
momento in cui il Conteggio Finale è determinato, prima di determinare se hai qualche bonus
RWB, l'effetto del teschio annullerà anche il potenziale bonus RWB" -- so the skulls are
placed first, and RWB bonuses count only the dice left.

Sector bonuses and penalties (p. 9) are colourless results "aggiunti al Conteggio Finale":
they never make an RWB or a full set. A map may ignore some results altogether (Exercise
Tiger's Practice Run counts only soldiers and courage; Basic Training ignores tools).

Unit marker: "Aggiungi alla faccia un grado in più per ogni fase Mantenimento. Se il terzo
grado è già in uso durante il Mantenimento cambialo su [must move]". A black shield sector
("Non puoi stare qui") allows one turn only. The set-up placement counts as the unit's
arrival (docs/rulings.md, DDD-2): the first upkeep shows one chevron.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import climbing, four_of_a_kind, medals, random_sectors, rwb, stay_indefinitely
from meeple.games.dday_dice import ignored_skulls, sharpshooter
from meeple.games.dday_dice.dice import (
    COURAGE,
    DIE_NAMES,
    FACES,
    SKULL,
    STAR,
    TOOL,
    is_full_set,
    item_points,
    soldiers_of,
)
from meeple.games.dday_dice.final_count import PHOTOGRAPH
from meeple.games.dday_dice.sector_attributes import sector as sector_now
from meeple.games.dday_dice.specialists import MARKSMAN, MARKSMAN_SOLDIERS, SCOUT, has
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.vehicles import ARMORED_CAR, BULLDOZER, HALF_TRACK, power

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

MAX_CHEVRONS: Final = 3
BLACK_SHIELD_TURNS: Final = 1
SKULL_CHOICE: Final = "skull"
MEDAL_CHOICE: Final = "medal"
#: The vehicles' "per turno" gains, colourless results of the Final Count (DDC-18).
VEHICLE_RESULTS: Final = ((HALF_TRACK, TOOL), (ARMORED_CAR, STAR), (BULLDOZER, COURAGE))


def start(s: "DdState", events: list[Event]) -> None:
    """Upkeep for every unit on the beach, up to its first choice."""
    events.append({"type": "phase", "phase": "upkeep", "turn": s.turn})
    for unit in s.units:
        if unit.active:
            unit.cancelled = [False] * len(unit.dice)
            unit.rwb_done = []
            unit.upkeep_done = False
            if PHOTOGRAPH in unit.flags:
                unit.photo = unit.dice[:] + unit.colours[:]
            full_set(s, unit)
            climbing.report(s, unit, events)  # Pointe-du-Hoc: is the Final Count a climb?
            queue_skulls(s, unit)
            if not unit.choices:
                after_skulls(s, unit, events)


def counted(s: "DdState", face: int) -> bool:
    """Whether this map counts results of ``face``."""
    return face not in s.board.ignored_faces


def full_set(s: "DdState", unit: Unit) -> None:
    """a) A full set earns a medal the unit chooses from the deck (where medals are in play).
    The dice and the coloured results added by cards count; colourless results never do
    (DDD-8, DDD-14)."""
    if not s.board.awards or s.board.ignored_faces:
        return
    faces = unit.dice + [face for face, colour in unit.extra if colour >= 0]
    if is_full_set(faces) and medals.may_receive(s, unit):
        unit.choices.append(MEDAL_CHOICE)


def no_medal_left(s: "DdState", events: list[Event]) -> None:
    """The deck ran out while other units waited to choose a medal for their full set: they get
    none ("an empty deck gives none", DDD-14) and go on with their Phase 2."""
    for unit in s.units:
        if unit.active and unit.choices and unit.choices[0] == MEDAL_CHOICE:
            unit.choices.pop(0)
            events.append({"type": "no-medal-left", "seat": unit.seat})
            if not unit.choices:
                after_skulls(s, unit, events)


#: The skulls that make a Dead Man's Gift: "3 dadi con risultato identico in 3 differenti colori".
GIFT_SKULLS: Final = 3


def skull_dice(unit: Unit) -> list[int]:
    return [d for d, face in enumerate(unit.dice) if face == SKULL]


def queue_skulls(s: "DdState", unit: Unit) -> None:
    """b) One choice per skull: which other die it cancels. The three skulls of a Dead Man's
    Gift (three colours) cancel nothing: "ignori gli effetti negativi di questi teschi"; any
    other skull cancels as usual (DDM-42, DDM-52)."""
    if not counted(s, SKULL):
        return
    # Sword Beach 4: the sector's (virtual) skull cancels a die as well; a Dead Man's Gift
    # spares only its own skulls (DDM-42)
    skulls = sum(n for face, n in sector_now(s, unit.sector).bonus if face == SKULL)
    skulls += len(skull_dice(unit)) + sum(1 for face, _ in unit.extra if face == SKULL)
    if SKULL in rwb.faces_with_rwb(unit):
        skulls -= GIFT_SKULLS  # "questi teschi": the Gift's three only
    skulls -= ignored_skulls.by_straight(s, unit)  # 2nd edition: the Straight's skull (DDE-5)
    targets = len([d for d, face in enumerate(unit.dice) if face != SKULL])
    if sharpshooter.offered(unit, skulls, targets):  # "Può ignorare": a choice (DDE-31)
        unit.choices.extend([sharpshooter.CHOICE] + [SKULL_CHOICE] * (skulls - 1))
        return
    skulls = sharpshooter.skulls_that_cancel(unit, skulls, targets)
    unit.choices.extend([SKULL_CHOICE] * min(skulls, targets))


def skull_actions(unit: Unit) -> list[A.DdAction]:
    return [A.CANCEL[d] for d, face in enumerate(unit.dice) if face != SKULL and not unit.cancelled[d]]


def cancel(s: "DdState", unit: Unit, die: int, events: list[Event]) -> None:
    unit.choices.pop(0)
    unit.cancelled[die] = True
    events.append({"type": "skull", "seat": unit.seat, "cancels": DIE_NAMES[die], "face": FACES[unit.dice[die]]})
    if not unit.choices:
        after_skulls(s, unit, events)


def after_skulls(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """c) RWB bonuses on the dice the skulls left; d) resources once no choice is pending."""
    rwb.collect(s, unit, events)
    if not unit.choices:
        collect(s, unit, events)


def results(s: "DdState", unit: Unit) -> dict[int, int]:
    """The counted results of the Final Count: real dice not cancelled, the unit's extra
    results (Leadership), the colourless results (the sector's bonus, less its penalty)."""
    counts = tally_results(unit)
    colourless = colourless_results(s, unit)
    for _source, face, n in colourless:
        if n > 0:
            counts[face] += n
    for _source, face, n in colourless:
        if n < 0:
            counts[face] = max(0, counts[face] + n)
    return {face: n for face, n in counts.items() if counted(s, face)}


def tally_results(unit: Unit) -> dict[int, int]:
    """The Final Count's own results: its real dice not cancelled by a skull, and the results
    added to it in a colour (Leadership's white one, a medal's, the Grappling Hook's skull)."""
    counts = {face: 0 for face in range(len(FACES))}
    for d, face in enumerate(unit.dice):
        if not unit.cancelled[d]:
            counts[face] += 1
    for face, colour in unit.extra:
        if colour >= 0:
            counts[face] += 1
    return counts


def colourless_results(s: "DdState", unit: Unit) -> list[tuple[str, int, int]]:
    """The colourless results added to the Final Count (p. 9; DDC-18), as (source, face,
    count), a penalty's count negative: the Toolkit's tools, the Scout's tool, a vehicle's
    result per turn, the sector's bonuses and penalties."""
    out = [("toolkit", face, 1) for face, colour in unit.extra if colour < 0]
    if has(unit, SCOUT):
        out.append((SCOUT, TOOL, 1))  # "Aggiungi 1 attrezzo al tuo Conteggio Finale. Questo attrezzo non ha colore"
    for vehicle, face in VEHICLE_RESULTS:
        if power(s, unit, vehicle):
            out.append((vehicle, face, 1))  # "Guadagna 1 attrezzo / stella / coraggio per turno"
    sector = sector_now(s, unit.sector)  # a General may cancel its attributes (Juno 7)
    out += [("sector", face, n) for face, n in sector.bonus]
    out += [("sector", face, -n) for face, n in sector.penalty]
    return out


def resources_of(counts: dict[int, int]) -> dict[str, int]:
    """What counted results earn: soldiers, courage, stars and item points (p. 4)."""
    return {
        "soldiers": sum(soldiers_of(face) * n for face, n in counts.items()),
        "courage": counts.get(COURAGE, 0), "stars": counts.get(STAR, 0), "item_points": item_points(counts.get(TOOL, 0)),
    }


def sources(s: "DdState", unit: Unit) -> dict[str, object]:
    """Where upkeep's gains come from, for the ``resources`` event: what the Final Count's own
    results earn alone, the colourless results added to it, and the Marksman's soldiers."""
    tally = {face: n for face, n in tally_results(unit).items() if counted(s, face)}
    return {
        "final_tally": resources_of(tally),
        "colourless": [{"source": source, "face": FACES[face], "count": n}
                       for source, face, n in colourless_results(s, unit) if counted(s, face)],
        "marksman_soldiers": MARKSMAN_SOLDIERS * unit.first_locked_skulls if has(unit, MARKSMAN) else 0,
    }


def collect(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """d) Soldiers, courage, stars and item points onto the Resource Card."""
    counts = results(s, unit)
    soldiers = sum(soldiers_of(face) * n for face, n in counts.items())
    if has(unit, MARKSMAN):
        soldiers += MARKSMAN_SOLDIERS * unit.first_locked_skulls
    courage = counts.get(COURAGE, 0)
    stars = counts.get(STAR, 0)
    points = item_points(counts.get(TOOL, 0))
    unit.soldiers += soldiers
    unit.courage += courage
    unit.stars += stars
    unit.item_points += points
    unit.upkeep_done = True
    events.append({"type": "resources", "seat": unit.seat, "soldiers": soldiers, "courage": courage,
                   "stars": stars, "item_points": points, "sources": sources(s, unit)})
    four_of_a_kind.apply(s, unit, events)  # Utah / Juno sector 11
    random_sectors.ambush(s, unit, counts, events)  # Sword Beach: "Imboscata" (DDM-48)


def choice_actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """The unit's pending upkeep choice."""
    if unit.choices[0] == SKULL_CHOICE:
        return skull_actions(unit)
    if unit.choices[0] == sharpshooter.CHOICE:
        return skull_actions(unit) + [A.IGNORE_SKULL]
    if unit.choices[0] == MEDAL_CHOICE:
        return medals.choose_actions(s)
    return rwb.actions(s, unit)


def apply_choice(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    if action.kind == "cancel":
        cancel(s, unit, action.a, events)
        return
    if sharpshooter.is_ignore(action):
        sharpshooter.ignore(s, unit, events)
        if not unit.choices:
            after_skulls(s, unit, events)
        return
    if action.kind == "medal":
        unit.choices.pop(0)
        medals.receive(s, unit, action.name, "full set", events)
        if not unit.choices:
            after_skulls(s, unit, events)
        if not s.medal_deck:
            no_medal_left(s, events)
        return
    rwb.apply(s, unit, action, events)
    if not unit.choices:
        rwb.collect(s, unit, events)  # a Leadership result may make another RWB
        if not unit.choices and not unit.upkeep_done:
            collect(s, unit, events)


def finish(s: "DdState", events: list[Event]) -> None:
    """e) The unit markers, once every choice is made (not turned this turn after a Bronze
    Star: "non si cambia il segnalino unità questo turno")."""
    if s.markers_frozen:
        events.append({"type": "markers-kept", "turn": s.turn})
        return
    for unit in s.units:
        if unit.active:
            update_marker(s, unit, events)


def update_marker(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """e) One more chevron, or the must-move arrow once the sector's turns are used up."""
    if stay_indefinitely.holds(s, unit.sector):
        return  # Merville 13: "No ajustar los Marcadores de Unidad durante la Fase 2" (DDM-62)
    # a random sector's "Sbarramento di artiglieria" is a black shield too (Sword Beach, DDM-45)
    limit = BLACK_SHIELD_TURNS if sector_now(s, unit.sector).black else MAX_CHEVRONS
    if unit.marker >= limit:
        unit.must_move = True
        events.append({"type": "must-move", "seat": unit.seat, "sector": unit.sector})
    else:
        unit.marker += 1


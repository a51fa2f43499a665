"""Random sectors: Sword Beach, sectors 6, 7 and 11.

it 000 p. 18, "Mappa N.06: SWORD BEACH": "Settori 6, 7 e 11: SETTORI CASUALI: La prima volta
che un'unità muove in uno di questi settori, tira un dado 1d6 e segue la relativa tabella degli
attributi casuali qui sotto (i Binoculars possono essere usati per cambiare il risultato del
tiro). L'attributo ottenuto per ogni settore rimarrà per tutto il resto del gioco. Per
ricordarlo, piazza un segnalino numerico corrispondente al risultato del dado d6 nel settore."
es 002: "La primera Unidad en entrar al Sector lanza 1d6 para determinar los atributos de dicho
Sector (los Prismáticos -Binoculars- pueden ser usados para cambiar el resultado)."

The three tables are data, in the map file (``[[sectors.special.outcomes]]``); each line names
one attribute of ``maps.RANDOM_EFFECTS``, implemented here once. As meeple plays them
(docs/rulings.md, DDM-44 .. DDM-48):

* The first unit whose move enters the sector rolls the d6: a chance action (``d6 <n>``) queued
  when it enters. The result is the sector's marker (:class:`.board_marks.BoardMarks`) for the
  rest of the game; nothing is rolled before a unit enters.
* Once it is rolled, every unit on the beach holding the Binoculars may use them to change it
  ("Cambia il risultato di 1 dado ... o qualsiasi altro dado"): ``use binoculars roll <n>``, or
  ``done`` to leave it. Then the attribute acts, first for the unit that rolled.
* The attribute is one of the sector's attributes from then on (:func:`as_rolled`): the
  bonuses and penalties count in the Final Count like printed ones (``bonus``, ``penalty``),
  an "Artillery barrage" is a black shield ("come uno scudo nero"), "skulls cannot be rerolled"
  is Utah's rule (:mod:`.skull_rerolls`), a vehicle for Item Points is Juno's
  (:mod:`.vehicle_finds`). The others act here: the sector's fire in Phase 5, the skull added
  to the Final Count, no die locked, no RWB Battle Cry, a soldier lost per star, a soldier per
  RWB, the free Armored Car, and the "Campi di gloria" medal (:mod:`.sector_rewards`).
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import items, sector_rewards
from meeple.games.dday_dice.board import Sector
from meeple.games.dday_dice.boards import face_index
from meeple.games.dday_dice.casualties import inflict
from meeple.games.dday_dice.dice import STAR
from meeple.games.dday_dice.maps import RandomOutcome, load_map
from meeple.games.dday_dice.specialists import MINESWEEPER, has
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.vehicles import receive

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

RANDOM: Final = "random-sector"
#: The chance queue's purposes: the sector's d6, and its fire on a unit in Phase 5.
ROLL: Final = "random-sector"
FIRE: Final = "sector-fire"
#: A unit holding the Binoculars decides whether to change the roll: "sector-roll:<sector>:<seat>".
PENDING: Final = "sector-roll"
BINOCULARS: Final = "binoculars"

MORTAR_FIRE: Final = "combat-d6-soldiers"
BOOBY_TRAPS: Final = "combat-d6-soldiers-unless-minesweeper"
NO_SKULL_REROLL: Final = "no-skull-reroll"
VEHICLE_FOR_POINTS: Final = "vehicle-for-item-points"
VEHICLE_FREE: Final = "vehicle-free"
FIELDS_OF_GLORY: Final = "first-unit-medal"
BLACK_SHIELD: Final = "black-shield"
ADDED_SKULL: Final = "added-skull"
NO_LOCKS: Final = "no-locks"
NO_BATTLE_CRY: Final = "no-battle-cry"
AMBUSH: Final = "soldier-lost-per-star"
RALLY_POINT: Final = "soldier-per-rwb"


def is_random(s: "DdState", sector: int) -> bool:
    """Whether ``sector`` is a random sector (its attributes in play)."""
    return s.board.sectors[sector].has_rule(RANDOM)


@lru_cache(maxsize=None)
def table(map_id: str, sector: int) -> tuple[RandomOutcome, ...]:
    """The sector's table, from the map file, by roll (on a joined board, its part's file)."""
    from meeple.games.dday_dice.joined_maps import locate

    map_id, sector = locate(map_id, sector)  # Silence the Guns: Sword's sectors (DDM-65)
    for rule in getattr(load_map(map_id).cell(sector), "special", ()):
        if rule.rule == RANDOM:
            return tuple(sorted(rule.outcomes, key=lambda o: o.roll))
    return ()


def outcome(s: "DdState", sector: int) -> RandomOutcome | None:
    """The attribute a random sector has taken, once rolled."""
    roll = s.marks.rolls.get(sector)
    if roll is None or not is_random(s, sector):
        return None
    return table(s.board.id, sector)[roll - 1]


def effect_here(s: "DdState", sector: int, effect: str) -> bool:
    found = outcome(s, sector)
    return found is not None and found.effect == effect


# ------------------------------------------------------------------ the sector as rolled


def as_rolled(s: "DdState", base: Sector) -> Sector:
    """``base`` with the attribute its roll gave it (unchanged before the roll, or for any
    other sector): the hook of :func:`.sector_attributes.sector`."""
    if not s.marks.rolls or base.number not in s.marks.rolls:
        return base
    found = outcome(s, base.number)
    return base if found is None else _with(base, found)


@lru_cache(maxsize=None)
def _with(base: Sector, found: RandomOutcome) -> Sector:
    bonus, penalty = dict(base.bonus), dict(base.penalty)
    if found.effect == "bonus" and found.face is not None:
        bonus[face_index(found.face)] = bonus.get(face_index(found.face), 0) + 1
    if found.effect == "penalty" and found.face is not None:
        penalty[face_index(found.face)] = penalty.get(face_index(found.face), 0) + 1
    special = base.special
    if found.effect == NO_SKULL_REROLL:
        special += (("no-skull-reroll", ""),)  # Utah's rule (skull_rerolls)
    elif found.effect == VEHICLE_FOR_POINTS:
        special += (("vehicle-here", found.vehicle or ""),)  # Juno's rule (vehicle_finds)
    elif found.effect not in ("bonus", "penalty", BLACK_SHIELD):
        special += ((found.effect, found.vehicle or ""),)
    return dataclasses.replace(
        base, bonus=tuple(sorted(bonus.items())), penalty=tuple(sorted(penalty.items())),
        black=base.black or found.effect == BLACK_SHIELD, special=special,
    )


# ------------------------------------------------------------------ the roll


def on_enter(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """A unit moved into a sector: the first unit into a random sector rolls its d6; a unit
    entering a sector already rolled meets its attribute."""
    if not is_random(s, unit.sector):
        return
    if unit.sector not in s.marks.rolls:
        s.d6_queue.append((ROLL, unit.seat))
        events.append({"type": "random-sector-roll", "seat": unit.seat, "sector": unit.sector})
    else:
        arrive(s, unit, events)


def on_die(s: "DdState", seat: int, value: int, events: list[Event]) -> None:
    """Chance rolled the sector's d6 for the unit that entered it."""
    unit = s.units[seat]
    sector = unit.sector
    s.marks.rolls[sector] = value
    events.append({"type": "random-sector", "seat": seat, "sector": sector, "roll": value,
                   "attribute": table(s.board.id, sector)[value - 1].name})
    holders = [u for u in s.units if u.active and BINOCULARS in u.items]
    for holder in holders:
        holder.pending.append(f"{PENDING}:{sector}:{seat}")
    if not holders:
        arrive(s, unit, events)


def owns(kind: str) -> bool:
    """Whether a pending choice is a Binoculars decision on a random sector's roll."""
    return kind.startswith(PENDING + ":")


def binoculars_actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """Change the sector's roll to another number, or leave it."""
    sector = int(unit.pending[0].split(":")[1])
    roll = s.marks.rolls[sector]
    options = [A.USE_BINOCULARS_ROLL[n] for n in range(1, 7) if n != roll] if BINOCULARS in unit.items else []
    return options + [A.DONE]


def apply_binoculars(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """The unit's pending ``sector-roll`` choice: ``use binoculars roll <n>`` discards the
    Binoculars and sets the sector's marker to ``n``; ``done`` leaves it. Once no unit has the
    choice left, the attribute acts for the unit that rolled."""
    kind = unit.pending.pop(0)
    _, sector_text, seat_text = kind.split(":")
    sector, seat = int(sector_text), int(seat_text)
    if action is not A.DONE:
        items.discard(s, unit, BINOCULARS)
        s.marks.rolls[sector] = action.a
        events.append({"type": "use", "seat": unit.seat, "item": BINOCULARS, "action": action.text})
        events.append({"type": "random-sector", "seat": unit.seat, "sector": sector, "roll": action.a,
                       "attribute": table(s.board.id, sector)[action.a - 1].name, "binoculars": True})
    if not any(p.startswith(f"{PENDING}:{sector}:") for u in s.units for p in u.pending):
        roller = s.units[seat]
        if roller.active and roller.sector == sector:
            arrive(s, roller, events)


def arrive(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """What the sector's attribute does to a unit entering it: the free vehicle ("Puoi trovare
    una Armored Car gratuitamente": the unit finds it while the card is in the vehicle deck)
    and the medal of the first unit in ("Campi di gloria")."""
    found = outcome(s, unit.sector)
    if found is None:
        return
    if found.effect == VEHICLE_FREE and found.vehicle in s.vehicle_deck:
        s.vehicle_deck.remove(found.vehicle)
        events.append({"type": "find", "seat": unit.seat, "item": found.vehicle, "item_points": 0,
                       "vehicle": True, "free": True})
        receive(s, unit, found.vehicle, events)
    elif found.effect == FIELDS_OF_GLORY:
        sector_rewards.medal_for_first(s, unit, victoria_cross=False, events=events)


# ------------------------------------------------------------------ the attributes at work


def queue_fire(s: "DdState", events: list[Event]) -> None:
    """Phase 5, with the machine-gun fire: "Fuoco di mortaio: Perdi 1d6 soldati durante ogni
    Fase 5"; "Trappole esplosive: Se non hai il Minesweeper, perdi 1d6 soldati in aggiunta ad
    ogni Fase 5" -- a d6 for each unit on the beach in such a sector (each unit rolls, as for
    minefields: DDM-46)."""
    s.marks.fire = {}
    for unit in s.units:
        if not unit.active:
            continue
        found = outcome(s, unit.sector)
        if found is None:
            continue
        if found.effect == MORTAR_FIRE or (found.effect == BOOBY_TRAPS and not has(unit, MINESWEEPER)):
            s.d6_queue.append((FIRE, unit.seat))


def on_fire_die(s: "DdState", seat: int, value: int, events: list[Event]) -> None:
    s.marks.fire[seat] = s.marks.fire.get(seat, 0) + value
    events.append({"type": "sector-fire", "seat": seat, "sector": s.units[seat].sector, "die": value})


def fire_loss(s: "DdState", unit: Unit) -> int:
    """The soldiers the sector's fire takes from ``unit`` this Phase 5 (with its DEF and MGF)."""
    return s.marks.fire.pop(unit.seat, 0)


def fire_waiting(s: "DdState", unit: Unit) -> int:
    """The soldiers the sector's fire will take from ``unit`` this Phase 5, not yet taken."""
    return s.marks.fire.get(unit.seat, 0)


def add_skulls(s: "DdState") -> None:
    """End of Phase 1: "Nessuna copertura: Aggiungi 1 teschio di qualsiasi colore al tuo
    Conteggio Finale" -- each unit there chooses its colour (``skull <colour>``, as for the
    Rope Ladder's "teschio di qualsiasi colore")."""
    for unit in s.units:
        if unit.active and effect_here(s, unit.sector, ADDED_SKULL):
            unit.pending.append("skull-colour")


def locks_none(s: "DdState", unit: Unit | None) -> bool:
    """"Altura: Nessun dado è bloccato": no lock after the first roll (as a climb, DDM-52)."""
    return unit is not None and unit.active and effect_here(s, unit.sector, NO_LOCKS)


def battle_cry_barred(s: "DdState", unit: Unit, granted: bool) -> bool:
    """"Fuoco incrociato: Nessun RWB Battle Cry possibile qui": the dice make none; a card that
    grants one outranks the sector ("Onorificenze", "Oggetti" before "Attributi di settore")."""
    return not granted and effect_here(s, unit.sector, NO_BATTLE_CRY)


def rally_point(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"Punto di raduno: Guadagni 1 soldato per ogni RWB che ottieni"."""
    if effect_here(s, unit.sector, RALLY_POINT):
        unit.soldiers += 1
        events.append({"type": "rally-point", "seat": unit.seat, "soldiers": 1})


def ambush(s: "DdState", unit: Unit, counts: dict[int, int], events: list[Event]) -> None:
    """"Imboscata: Per ogni stella nel Conteggio Finale perdi 1 soldato" (the stars counted, after
    the skulls and the sector's own results)."""
    stars = counts.get(STAR, 0)
    if stars and effect_here(s, unit.sector, AMBUSH):
        inflict(s, unit, stars, 0, f"ambush in sector {unit.sector}", events)

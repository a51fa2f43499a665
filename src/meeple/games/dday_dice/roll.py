"""Phase 1, the dice (rulebook "Fase 1 * Tira i dadi").

"Al primo tiro (e solo al primo) 2 dadi devono essere 'bloccati' e non possono essere
ritirati. Il giocatore può tenere o ritirare qualsiasi, o tutti, i restanti 4 dadi nel
secondo tiro. Nel terzo tiro ed ultimo tiro, una parte, o tutti, i 4 dadi rimanenti possono
essere ritirati." The FAQ ("Non ho capito come funziona il Conteggio Finale") adds that the
dice kept after the second roll join the locked ones: "bloccarne quanti ne vuoi (e metterli
con i primi 2 bloccati) e infine se vuoi, puoi ritirare i rimanenti" (docs/rulings.md,
DDD-1). So after the first roll a unit locks two dice; then, twice at most, it rerolls some
of its unlocked dice -- those it keeps are locked -- or stops. The dice then on the table
are the Final Count.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import climbing, mulligan, random_sectors, third_roll
from meeple.games.dday_dice.dice import DIE_COLOURS, DIE_NAMES, FACES, NUM_DICE, SKULL
from meeple.games.dday_dice.phases import ROLL
from meeple.games.dday_dice.final_count import SPARE, on_spare_die
from meeple.games.dday_dice.skull_rerolls import may_reroll
from meeple.games.dday_dice.specialists import GENERAL, in_play
from meeple.games.dday_dice.unit import FINAL, LOCK, REROLL, WAIT_ROLL, Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

LOCKS_FIRST_ROLL: Final = 2
MAX_ROLLS: Final = 3


def start(s: "DdState", events: list[Event]) -> None:
    """Every unit on the beach rolls its six dice."""
    events.append({"type": "phase", "phase": "roll", "turn": s.turn})
    for unit in s.units:
        if not unit.active:
            continue
        unit.locked = [False] * NUM_DICE
        unit.first_locks = [False] * NUM_DICE
        unit.colours = list(DIE_COLOURS)
        unit.rolls = 0
        unit.first_locked_skulls = 0
        if unit.photo:
            developed(unit, events)  # rolled where the photograph was taken (``rolled_in`` stays)
            continue
        unit.rolled_in = unit.sector
        unit.stage = WAIT_ROLL
        s.dice_queue.extend((unit.seat, d) for d in range(NUM_DICE))


def developed(unit: Unit, events: list[Event]) -> None:
    """Combat Photographer: "questo sarà il tuo Conteggio Finale anche per il prossimo turno" --
    the unit does not roll; last turn's Final Count (faces and colours) is set again."""
    unit.dice = unit.photo[:NUM_DICE]
    unit.colours = unit.photo[NUM_DICE:]
    unit.photo = []
    finish(unit, events)


def resolve_die(s: "DdState", face: int, events: list[Event]) -> None:
    """Chance shows ``face`` on the next die waiting."""
    seat, die = s.dice_queue.pop(0)
    if seat == SPARE:
        on_spare_die(s, die, face, events)
        return
    unit = s.units[seat]
    unit.dice[die] = face
    events.append({"type": "die", "seat": seat, "die": DIE_NAMES[die], "face": FACES[face]})
    if s.phase != ROLL:  # a Corporal's reroll after the Final Count
        return
    for waiting, _ in s.dice_queue:
        if waiting == seat:
            return  # more of the unit's dice to come
    unit.rolls += 1
    if unit.rolls == 1:
        unit.stage = LOCK if locks_required(s, unit) else REROLL  # no lock while climbing (DDM-52)
    elif unit.rolls >= MAX_ROLLS:
        finish(unit, events)
    else:
        unit.stage = REROLL


def locks_required(s: "DdState", unit: Unit | None = None) -> int:
    """Dice to lock after the first roll: two, or one while a General is in play ("Tutte le
    unità bloccano 1 solo dado"); none for a unit climbing at Pointe-du-Hoc ("cuando Escalas
    no se Fijan dados", :mod:`.climbing`)."""
    if climbing.locks_none(s, unit) or random_sectors.locks_none(s, unit):  # Sword: "Altura" (DDM-48)
        return 0
    return 1 if in_play(s, GENERAL) else LOCKS_FIRST_ROLL


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """A unit's choices in Phase 1."""
    if unit.stage == LOCK:
        return [A.LOCK[d] for d in range(NUM_DICE) if not unit.locked[d]] + mulligan.actions(s, unit)
    if unit.stage == REROLL:
        # Utah sector 6: a skull may not be rerolled there
        mask = sum(1 << d for d in range(NUM_DICE) if not unit.locked[d] and may_reroll(s, unit, d))
        return [A.STOP, *A.REROLL_WITHIN[mask]] + mulligan.actions(s, unit)  # no lock step: a climb (DDM-79)
    return []


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Lock a die, reroll some dice, stop, or (optional rule) take the Soldier Mulligan."""
    if action is A.MULLIGAN:
        mulligan.apply(s, unit, events)
        return
    if action.kind == "lock":
        unit.locked[action.a] = True
        events.append({"type": "lock", "seat": unit.seat, "die": DIE_NAMES[action.a]})
        if sum(unit.locked) >= locks_required(s, unit):
            unit.stage = REROLL
            unit.first_locks = unit.locked[:]
            unit.first_locked_skulls = sum(1 for d in range(NUM_DICE) if unit.locked[d] and unit.dice[d] == SKULL)
        return
    if action is A.STOP:
        finish(unit, events)
        return
    chosen = set(action.dice)
    if third_roll.kept_dice_lock(s):  # first edition: the kept dice join the locked (DDD-1, DDE-30)
        for d in range(NUM_DICE):
            if d not in chosen:
                unit.locked[d] = True
    unit.stage = WAIT_ROLL
    s.dice_queue.extend((unit.seat, d) for d in sorted(chosen))
    events.append({"type": "reroll", "seat": unit.seat, "dice": [DIE_NAMES[d] for d in sorted(chosen)]})


def finish(unit: Unit, events: list[Event]) -> None:
    """The unit's Final Count is set."""
    unit.stage = FINAL
    unit.locked = [True] * NUM_DICE
    events.append({
        "type": "final-count",
        "seat": unit.seat,
        "dice": {DIE_NAMES[d]: FACES[f] for d, f in enumerate(unit.dice)},
    })

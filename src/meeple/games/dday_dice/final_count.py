"""The moment after the Final Count, before upkeep: the abilities that change the Final Count.

Corporal (card list p. 24): "Ritira 1 dado nel tuo Conteggio Finale. Non puoi ritirare un
dado bloccato" -- one die, once a turn, that was not one of the dice locked after the first
roll (docs/rulings.md, DDD-9). Captain (p. 25): "Cambia il colore di 1 dado nel tuo Conteggio
Finale (ma non il suo risultato)" -- once a turn; the die keeps its new colour for this turn's
RWB bonuses.

Lieutenant (p. 25): "Dopo il Conteggio Finale, un'unità può scambiare 1 dado con un'altra
unità. Nessuna unità può scambiare con più di 1 unità." Rules p. 7: "ogni unità può scambiare
un (e solo 1) dado con un'altra unità ... Per le unità non è necessario essere nello stesso
settore ... solo i dadi reali possono essere scambiati"; the FAQ: before the skulls. A swap
(``swap <my die> <seat> <their die>``) moves each die, colour and face, to the other unit for
this turn; both units have then swapped (DDD-11).

Solo Lieutenant (p. 11): "prendi un secondo set di 6 dadi e tirali una volta (i teschi non
vengono ritirati ...) ... una volta per turno, di mettere da parte 1 dado del tuo Conteggio
Finale e rimpiazzarlo con uno dei dadi di scambio ... Dei dadi per lo scambio solo uno può
essere scambiato (poi scarta gli altri)". The Spanish text is plainer: "Los dados de la
Reserva de Intercambio sólo pueden ser intercambiados una vez cada uno (descártalos
después)", and so is the French second edition: "Chaque dé du Lieutenant ne peut être échangé
qu'une seule fois et doit ensuite être défaussé, ce qui vous donne un maximum de 6 échanges
par partie." So the spare set is rolled once ("tirali una volta": the first time the swap
moment comes with the Lieutenant in the unit), kept from turn to turn, and once a turn the
unit may swap one of its dice for one spare die, which is then discarded: six swaps at most
in a game (``swap <my die> spare <spare die>``; DDO-2, which replaces the solo sentence of
DDD-11).

Jeep (p. 25): "Ritira 1 dado del tuo Conteggio Finale. Non puoi ritirare un dado bloccato",
like the Corporal, for every unit in the Jeep's sector. Combat Photographer (p. 24):
"Sacrificalo dopo il tuo Conteggio Finale: questo sarà il tuo Conteggio Finale anche per il
prossimo turno" (the next turn's dice are set without rolling: :func:`.roll.start`).

This is also the moment medals are played ("alla fine di ogni Fase 1") and the items that
change a Final Count are used (:mod:`.windows`, DDD-12). Each unit with something to play may
play it, then says ``done`` (a unit with nothing is not asked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import item_effects, lieutenant_swaps, medals, random_sectors, trading_windows
from meeple.games.dday_dice.casualties import kill
from meeple.games.dday_dice.dice import COLOURS, DIE_COLOURS, DIE_NAMES, FACES, NUM_DICE
from meeple.games.dday_dice.item_effects import FINAL
from meeple.games.dday_dice.skull_rerolls import may_reroll
from meeple.games.dday_dice.specialists import CAPTAIN, COMBAT_PHOTOGRAPHER, CORPORAL, LIEUTENANT, has, in_play
from meeple.games.dday_dice.unit import Unit
from meeple.games.dday_dice.vehicles import JEEP, power

#: The chance queue's seat number for the solo Lieutenant's spare dice.
SPARE: Final = -1
#: A spare die already swapped ("sólo pueden ser intercambiados una vez cada uno").
DISCARDED: Final = -1
PHOTOGRAPH: Final = "photograph"

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def start(s: "DdState", events: list[Event]) -> None:
    for unit in s.units:
        unit.window_done = not unit.active
        unit.corporal_used = unit.captain_used = unit.swapped = unit.jeep_used = False
    if len(s.units) == 1 and s.units[0].active and has(s.units[0], LIEUTENANT) and not s.units[0].spare:
        s.dice_queue.extend((SPARE, d) for d in range(NUM_DICE))
    random_sectors.add_skulls(s)  # Sword Beach: "Nessuna copertura" (DDM-48)


def on_spare_die(s: "DdState", die: int, face: int, events: list[Event]) -> None:
    """Chance rolls the solo Lieutenant's spare dice."""
    unit = s.units[0]
    unit.spare.append(face)
    events.append({"type": "spare-die", "seat": 0, "die": DIE_NAMES[die], "face": FACES[face]})


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """What the unit may still do to its Final Count."""
    options: list[A.DdAction] = []
    if has(unit, CORPORAL) and not unit.corporal_used:
        options += [A.CORPORAL[d] for d in rerollable(s, unit)]
    if has(unit, CAPTAIN) and not unit.captain_used:
        options += [
            A.CAPTAIN[(d, colour)]
            for d in range(NUM_DICE) for colour in range(len(COLOURS)) if colour != unit.colours[d]
        ]
    if not unit.swapped and in_play(s, LIEUTENANT):
        if len(s.units) == 1:
            options += [A.SWAP_SPARE[(d, e)] for d in range(NUM_DICE) for e in range(len(unit.spare))
                        if unit.spare[e] != DISCARDED]
        else:
            options += [
                A.SWAP[(d, other.seat, e)]
                for other in s.units if other is not unit and other.active and not other.swapped
                for d in range(NUM_DICE) for e in range(NUM_DICE)
                if lieutenant_swaps.may_swap(s, unit.dice[d], other.dice[e])  # 2nd edition: no skull
            ]
    if power(s, unit, JEEP) and not unit.jeep_used:
        options += [A.JEEP[d] for d in rerollable(s, unit)]
    if has(unit, COMBAT_PHOTOGRAPHER):
        options.append(A.SACRIFICE_PHOTOGRAPHER)
    options += medals.play_actions(unit) + item_effects.options(s, unit, FINAL)
    options += trading_windows.actions(s, unit, FINAL)  # 2nd edition: trades in any phase but combat
    return options + [A.DONE] if options else []


def rerollable(s: "DdState", unit: Unit) -> list[int]:
    """The dice of ``unit``'s Final Count the Corporal or the Jeep may reroll: "Non puoi
    ritirare un dado bloccato" (not one locked after the first roll, DDD-9), and a skull only
    where skulls are rerolled (:func:`.skull_rerolls.may_reroll`)."""
    return [d for d in range(NUM_DICE) if not unit.first_locks[d] and may_reroll(s, unit, d)]


def deciding(s: "DdState", unit: Unit) -> bool:
    return unit.active and not unit.window_done and bool(actions(s, unit))


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    if action is A.DONE:
        unit.window_done = True
    elif action.kind == "swap":
        swap(s, unit, action, events)
    elif action.kind in ("corporal", "jeep"):
        if action.kind == "corporal":
            unit.corporal_used = True
        else:
            unit.jeep_used = True
        s.dice_queue.append((unit.seat, action.a))
        events.append({"type": action.kind, "seat": unit.seat, "die": DIE_NAMES[action.a]})
    elif action.kind == "play":
        medals.play(s, unit, action.name, events)
    elif action.kind == "give":
        trading_windows.apply(s, unit, action, events)
    elif action.kind == "use":
        item_effects.apply(s, unit, action, events)
    elif action is A.SACRIFICE_PHOTOGRAPHER:
        # the Final Count is photographed as it stands when Phase 1 ends (upkeep.start)
        kill(unit, COMBAT_PHOTOGRAPHER, events)
        unit.flags.append(PHOTOGRAPH)
        events.append({"type": "photograph", "seat": unit.seat})
    else:
        die, colour = action.dice
        unit.captain_used = True
        unit.colours[die] = colour
        events.append({"type": "captain", "seat": unit.seat, "die": DIE_NAMES[die], "colour": COLOURS[colour]})


def swap(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """The Lieutenant's swap: a die (face and colour) of this unit for one of another unit's,
    or, solo, for one of the spare dice (that spare die is then discarded: DDO-2). The dice
    travel (DDD-11), and with them whether they were locked after the first roll, which the
    Corporal and the Jeep read (DDD-9): a spare die was never locked."""
    mine, seat, theirs = action.dice
    unit.swapped = True
    if seat < 0:
        unit.dice[mine], unit.colours[mine] = unit.spare[theirs], DIE_COLOURS[theirs]
        unit.first_locks[mine] = False
        unit.spare[theirs] = DISCARDED
        events.append({"type": "swap", "seat": unit.seat, "die": DIE_NAMES[mine], "with": "spare",
                       "other_die": DIE_NAMES[theirs]})
        return
    other = s.units[seat]
    other.swapped = True
    unit.dice[mine], other.dice[theirs] = other.dice[theirs], unit.dice[mine]
    unit.colours[mine], other.colours[theirs] = other.colours[theirs], unit.colours[mine]
    unit.first_locks[mine], other.first_locks[theirs] = other.first_locks[theirs], unit.first_locks[mine]
    events.append({"type": "swap", "seat": unit.seat, "die": DIE_NAMES[mine], "with": seat,
                   "other_die": DIE_NAMES[theirs]})

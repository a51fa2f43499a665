"""The moment after the Final Count, before upkeep: the abilities that change the Final Count.

Corporal (card list p. 24): "Ritira 1 dado nel tuo Conteggio Finale. Non puoi ritirare un
dado bloccato" -- one die, once a turn, that was not one of the dice locked after the first
roll (docs/rulings.md, DDD-9). Captain (p. 25): "Cambia il colore di 1 dado nel tuo Conteggio
Finale (ma non il suo risultato)" -- once a turn; the die keeps its new colour for this turn's
RWB bonuses.

Each unit with such an ability may use it, then says ``done`` (a unit without one is not
asked). The FAQ puts the Lieutenant's swaps here too, before the skulls; the Lieutenant is not
implemented yet (docs/rules-coverage.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.dice import COLOURS, DIE_NAMES, NUM_DICE
from meeple.games.dday_dice.specialists import CAPTAIN, CORPORAL, has
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def start(s: "DdState", events: list[Event]) -> None:
    for unit in s.units:
        unit.window_done = not unit.active
        unit.corporal_used = unit.captain_used = False


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """What the unit may still do to its Final Count."""
    options: list[A.DdAction] = []
    if has(unit, CORPORAL) and not unit.corporal_used:
        options += [A.CORPORAL[d] for d in range(NUM_DICE) if not unit.first_locks[d]]
    if has(unit, CAPTAIN) and not unit.captain_used:
        options += [
            A.CAPTAIN[(d, colour)]
            for d in range(NUM_DICE) for colour in range(len(COLOURS)) if colour != unit.colours[d]
        ]
    return options + [A.DONE] if options else []


def deciding(s: "DdState", unit: Unit) -> bool:
    return unit.active and not unit.window_done and bool(actions(s, unit))


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    if action is A.DONE:
        unit.window_done = True
    elif action.kind == "corporal":
        unit.corporal_used = True
        s.dice_queue.append((unit.seat, action.a))
        events.append({"type": "corporal", "seat": unit.seat, "die": DIE_NAMES[action.a]})
    else:
        die, colour = action.dice
        unit.captain_used = True
        unit.colours[die] = colour
        events.append({"type": "captain", "seat": unit.seat, "die": DIE_NAMES[die], "colour": COLOURS[colour]})

"""Optional rule "Soldier Mulligan (raccomandato)", the game option ``soldier_mulligan``.

Italian (000_..., p. 11): "Se il tuo primo tiro di ogni turno non mostra nessun soldato, puoi
ritirare tutti i 6 dadi (una volta per partita)." Spanish: "Si tu primera tirada de un turno
cualquiera no muestra Soldado alguno puedes relanzar los 6 dados (una vez por partida)."
French (2nd ed.): "Après votre premier jet, à n'importe quel tour, si vos résultats ne donnent
aucun Soldat, relancez tous les dés. Vous pouvez faire ceci une seule fois par partie.
Utilisez un pion pour vous rappeler que vous avez utilisé votre Mulligan."

Rulings (DDO-6, DDO-7): each unit has its own mulligan ("votre Mulligan"), once a game. "No
soldier" means no die shows the one-soldier or the two-soldier face. The choice is offered
right after the first roll, before the unit locks a die (``mulligan``); the six dice are then
rolled again and that roll is the turn's first roll (the unit locks dice after it and may
reroll twice), whatever it shows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.dice import NUM_DICE, soldiers_of
from meeple.games.dday_dice.skull_rerolls import may_reroll
from meeple.games.dday_dice.unit import LOCK, REROLL, WAIT_ROLL, Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def available(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit`` may take its mulligan now."""
    from meeple.games.dday_dice.roll import locks_required

    return (
        s.rules.soldier_mulligan
        and not unit.mulligan_used
        # right after the first roll: at the lock step, or (no die locked there: a climb at
        # Pointe-du-Hoc, Sword's "Altura") at the first reroll (DDM-79)
        and (unit.stage == LOCK or (unit.stage == REROLL and not locks_required(s, unit)))
        and unit.rolls == 1
        and not any(unit.locked)
        and not any(soldiers_of(face) for face in unit.dice)
        # Utah sector 6, "Non puoi rilanciare i teschi": a sector attribute comes before the
        # game's rules (p. 11), so no mulligan there while a skull shows (DDM-24)
        and all(may_reroll(s, unit, d) for d in range(NUM_DICE))
    )


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    return [A.MULLIGAN] if available(s, unit) else []


def apply(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """The mulligan is spent; chance rolls the six dice again as the first roll."""
    unit.mulligan_used = True
    unit.rolls = 0
    unit.stage = WAIT_ROLL
    s.dice_queue.extend((unit.seat, d) for d in range(NUM_DICE))
    events.append({"type": "mulligan", "seat": unit.seat})

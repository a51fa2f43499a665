"""Self-Repair (rulebook p. 22, "COMPETENZE").

"Un veicolo dotato di questa competenza possiede un equipaggio addestrato a eseguire
riparazioni improvvisate sul campo di battaglia. Alla fine di ogni turno lanciate un dado per
ogni punto vita perso. Ogni [colpo] permette di recuperare un punto [vita]. Un veicolo non può
recuperare più dei suoi punti vita di partenza. Questa competenza non funziona se il veicolo
viene distrutto."

At the end of each turn, before the game's end is checked ("Il gioco termina sempre alla fine
di un turno", p. 7), every vehicle in play with the skill that has lost hit points rolls one
die per point lost, in the armies' order, each roll a chance node (``self-repair`` rolls of
the flow's queue); each hit face gives back one hit point (the transcript lacks the icon:
DT-72). A destroyed vehicle has left the battlefield and never rolls. The skill costs no
action and is not optional.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final, TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dust_tactics.skills import skills_of
from meeple.games.dust_tactics.unit_state import UnitState

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

SKILL: Final = "self-repair"
#: The purpose of a Self-Repair roll in the flow's queue: ``self-repair:<unit id>``.
PURPOSE: Final = "self-repair:"


def repair_dice(unit: UnitState) -> int:
    """"lanciate un dado per ogni punto vita perso": 0 without the skill, for a unit that is
    not a vehicle, or for a destroyed one."""
    if SKILL not in skills_of(unit) or unit.card.type != "vehicle" or unit.destroyed:
        return 0
    return unit.card.strength - unit.hit_points


def repaired(unit: UnitState, hits: int) -> UnitState:
    """The vehicle after ``hits`` hit points regained, never above its card's."""
    return replace(unit, hit_points=min(unit.card.strength, unit.hit_points + hits))


def queue_repairs(state: "DtState") -> bool:
    """Queue the end-of-turn Self-Repair roll of each damaged vehicle in play with the skill;
    whether any was queued."""
    rolls = [
        (PURPOSE + uid, state.seat_of[uid], dice)
        for uid, unit in state.units.items()
        if state.pos.get(uid) is not None and (dice := repair_dice(unit)) > 0
    ]
    state.rolls = rolls
    return bool(rolls)


def is_repair(purpose: str) -> bool:
    """Whether a roll of the queue is a Self-Repair roll."""
    return purpose.startswith(PURPOSE)


def on_repair_roll(state: "DtState", purpose: str, hits: int, events: list[Event]) -> None:
    """A vehicle's Self-Repair roll: its hit points back (a ``self-repair`` event)."""
    uid = purpose[len(PURPOSE):]
    unit = state.units[uid]
    dice = repair_dice(unit)
    after = repaired(unit, hits)
    state.units[uid] = after
    events.append({
        "type": "self-repair", "unit": uid, "dice": dice, "hits": hits,
        "repaired": after.hit_points - unit.hit_points, "hit_points_left": after.hit_points,
    })

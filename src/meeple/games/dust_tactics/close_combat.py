"""Close combat at range C (rulebook p. 14, "Combattimento corpo a corpo" and "Armi da corpo a
corpo (portata C)"; p. 25, knives).

"Quando dichiarate un attacco di portata C, effettuate prima tutti gli attacchi con altre armi
ed eliminate le perdite causate. Effettuate quindi il corpo a corpo. Il difensore può replicare
a sua volta con il corpo a corpo. Gli attacchi di corpo a corpo sono da intendersi come
simultanei (i giocatori lanciano i dadi contemporaneamente). Se un eroe possiede un'arma di
portata C, può ugualmente utilizzare quest'arma per attaccare. Quindi tutte le armi di portata
C possono essere usate in un attacco o in una replica di corpo a corpo." "Le armi di portata C
possono realizzare un attacco sostenuto."

p. 13: "Non può esistere un tiro di copertura nel combattimento corpo a corpo (portata C)."

The defender replies with every range-C line that can harm the attacker, its dice counted on
the models left after the other weapons (DT-25).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from meeple.games.dust_tactics.special_weapons import miniatures
from meeple.games.dust_tactics.targets import Shot
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.weapon_dice import ArmourClass, combat_value, shot_dice


def is_close(unit: UnitState, shot: Shot) -> bool:
    """Whether ``shot`` is a close-combat line (range C)."""
    return unit.line(shot.line).range.kind == "close"


def split(unit: UnitState, shots: Sequence[Shot]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The indices of the shots fired first ("prima tutti gli attacchi con altre armi") and of
    the close-combat shots fired after the casualties are removed."""
    first = tuple(i for i, s in enumerate(shots) if not is_close(unit, s))
    close = tuple(i for i, s in enumerate(shots) if is_close(unit, s))
    return first, close


@dataclass(frozen=True)
class Reply:
    """One line of a defender's reply: ``dice`` dice at the attacker."""

    defender: str
    line: WeaponRef
    dice: int


def reply_lines(defender_id: str, defender: UnitState, attacker: UnitState) -> tuple[Reply, ...]:
    """The defender's reply: each of its range-C lines (a joined hero's too) that can harm the
    attacker, with the dice it rolls now (knives: "per ogni miniatura presente nella squadra in
    quel momento", p. 25). None for a destroyed defender or one without such a line. Lines with
    limited ammunition are not used in a reply (no core unit has one at range C)."""
    if defender.destroyed:
        return ()
    armour = ArmourClass.of(attacker.card)
    replies: list[Reply] = []
    for ref, line in defender.lines():
        if line.range.kind != "close" or line.limited_ammo is not None:
            continue
        if not line.against(armour.kind, armour.value).can_damage:
            continue
        combat_value(line, armour)
        dice = shot_dice(defender, ref, armour, miniatures(attacker))
        if dice > 0:
            replies.append(Reply(defender_id, ref, dice))
    return tuple(replies)

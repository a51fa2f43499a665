"""Declaring the targets of an attack (rulebook p. 11, "Effettuare un attacco"; p. 12, "1)
Verificare la portata", "2) Verificare la linea di vista", "3) Annunciare gli obiettivi"; p. 13,
a squad and a cover element on one square).

p. 11: "Ogni linea d'armamento colpisce il suo proprio obiettivo. Un'unità equipaggiata con più
linee d'armamento può colpire obiettivi diversi oppure decidere di concentrare il fuoco su
un'unica unità avversaria." "Dopo aver verificato la linea di vista, prendete in considerazione
le armi che hanno una portata sufficiente per raggiungere l'obiettivo. ... Dichiarate l'obiettivo
di ogni arma e lanciate il numero di dadi indicati sulla linea d'armamento."

p. 12: "Il giocatore deve annunciare l'obiettivo di ogni linea d'armamento. Può scegliere gli
obiettivi tra quelli a portata, precisando quale arma colpisce quale obiettivo (anche per il
corpo a corpo). ... Un'unità non è obbligata a utilizzare tutte le armi disponibili" "Una volta
annunciato l'obiettivo di una linea d'armamento non si può più cambiare."

p. 13: "Quando una squadra e un elemento di copertura occupano lo stesso quadrato non possono
essere colpiti dalla stessa arma. Se un giocatore vuole colpire entrambi deve utilizzare due
linee d'armamento differenti."

A declaration is a tuple of :class:`Shot`: each line at most once, except a
limited-ammunition line, once per munition (DT-24).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Collection, Final, Sequence

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.battlefield import Battlefield, Square
from meeple.games.dust_tactics.limited_ammo import check_munitions
from meeple.games.dust_tactics.line_of_sight import sight
from meeple.games.dust_tactics.occupancy import Occupancy
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.units import UnitType, WeaponLine
from meeple.games.dust_tactics.weapon_dice import ArmourClass, combat_value, shot_dice
from meeple.games.dust_tactics.weapon_range import distance

#: Sight to a cover element is traced as to a vehicle (DT-26): it is read in the vehicle
#: column, and a soldier between does not hide it.
ELEMENT_SIGHT_TYPE: Final[UnitType] = "vehicle"


@dataclass(frozen=True, order=True)
class Shot:
    """One weapon line aimed at one target (a target id the kernel gives, unit or cover
    element)."""

    line: WeaponRef
    target: str


def aim_problem(
    field: Battlefield,
    units: Occupancy,
    line: WeaponLine,
    attacker_square: Square,
    attacker: UnitType,
    target_square: Square,
    target: UnitType,
    target_armour: ArmourClass,
) -> str | None:
    """Why ``line`` cannot be aimed at a target on ``target_square``, or None if it can: out
    of range (step 1, counted as in :mod:`.weapon_range`), out of sight (step 2, :mod:`.line_of_sight`),
    or "-" against its armour class (p. 4). For a cover element pass
    :data:`ELEMENT_SIGHT_TYPE` as ``target``."""
    steps = distance(attacker_square, target_square)
    if not line.range.reaches(steps):
        return f"{line.name} (range {line.range}) does not reach {target_square}, {steps} squares away"
    seen = sight(field, units, attacker_square, attacker, target_square, target)
    if not seen.visible:
        return f"no line of sight from {attacker_square} to {target_square}: {seen.reason}"
    if not line.against(target_armour.kind, target_armour.value).can_damage:
        return f"{line.name} cannot harm {target_armour} (\"-\", p. 4)"
    return None


def check_declaration(
    attacker: UnitState,
    shots: Sequence[Shot],
    targets: dict[str, ArmourClass],
    *,
    same_square: Collection[frozenset[str]] = (),
) -> None:
    """Refuse (IllegalActionError, nothing declared) a declaration where a line fires twice
    (a limited-ammunition line fires once per munition, within its boxes and the squad's
    per-turn limit), a target is unknown, a line cannot harm its target or has no carrier left,
    or the munitions of one line are aimed at a squad and at the cover element on its square
    (``same_square`` lists such pairs of target ids; two lines may, p. 13). Range and sight
    are :func:`aim_problem`'s."""
    if not shots:
        raise IllegalActionError(f"{attacker.card.name} declares no target")
    counts = Counter(s.line for s in shots)
    for ref, n in counts.items():
        line = attacker.line(ref)
        if n > 1 and line.limited_ammo is None:
            raise IllegalActionError(f"{line.name} has one target per attack (p. 11), not {n}")
    check_munitions(attacker, [s.line for s in shots])
    for shot in shots:
        line = attacker.line(shot.line)
        if shot.target not in targets:
            raise IllegalActionError(f"{line.name}: unknown target {shot.target!r}")
        if shot_dice(attacker, shot.line, targets[shot.target]) == 0:
            raise IllegalActionError(f"{line.name}: no model in play carries it (p. 11)")
        combat_value(line, targets[shot.target])
    for pair in same_square:
        for ref in counts:
            aimed = {s.target for s in shots if s.line == ref}
            if pair <= aimed:
                raise IllegalActionError(
                    f"{attacker.line(ref).name}: a squad and the cover element on its square are not hit "
                    "by the same weapon (p. 13)"
                )

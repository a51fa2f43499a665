"""Sectors that reward or punish four results of one kind in the Final Count.

Utah Beach (Italian rulebook p. 16): "Settore 11: Se ottieni 4 simboli dello stesso tipo nel
tuo conteggio finale, guadagni 5 soldati. Se ne ottieni 5 o 6, guadagnerai lo stesso il bonus.
Questo bonus è in aggiunta ad un qualsiasi RWB." Spanish: "Sector 11: Si sacas 4 resultados
iguales en tu Resultado Final, obtienes 5 Soldados. Si sacas 5 ó 6 resultados iguales,
todavía obtienes la bonificación."

Juno Beach (p. 17): "Settore 11: Se ottieni 4 risultati di uno stesso tipo nel tuo Conteggio
Finale, predi 3 soldati. Se ottieni 5 o 6 risultati di uno stesso tipo, comunque perderai i
soldati." Spanish: "Sector 11: Si obtienes 4 resultados iguales en tu Resultado Final, pierdes
3 Soldados."

What counts (docs/rulings.md, DDM-27, DDM-28): the Final Count as it stands
in Phase 2 -- the six dice (a die a skull cancels still shows its face: the Final Count is the
dice on the table, as for the full set, DDD-14) and the coloured results cards add
(Leadership's white result, a medal's); colourless results (sector bonuses, the Scout's tool,
the Toolkit) are not dice of the Final Count. Four, five or six of one face: once a turn (six
dice hold one such face at most). It is applied in Phase 2 with the resources (step d): Utah's
5 soldiers are gained, on top of any RWB; Juno's 3 soldiers are lost as casualties (the Medic's
"Ogni volta che perdi soldati ne perdi 1 meno" applies; a unit may lose specialists instead;
a unit with nobody left is eliminated).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice.casualties import inflict
from meeple.games.dday_dice.sector_attributes import sector
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

FOUR_OF_A_KIND_BONUS: Final = "four-of-a-kind-bonus"
FOUR_OF_A_KIND_LOSS: Final = "four-of-a-kind-loss"
#: "4 simboli dello stesso tipo ... Se ne ottieni 5 o 6": four or more.
OF_A_KIND: Final = 4
#: Utah sector 11: "guadagni 5 soldati".
BONUS_SOLDIERS: Final = 5
#: Juno sector 11: "predi 3 soldati".
LOSS_SOLDIERS: Final = 3


def four_of_a_kind(unit: Unit) -> bool:
    """Whether the unit's Final Count shows four (or more) results of one kind."""
    faces = Counter(unit.dice)
    faces.update(face for face, colour in unit.extra if colour >= 0)
    return max(faces.values(), default=0) >= OF_A_KIND


def apply(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """Phase 2 (d): the sector's four-of-a-kind bonus or loss, if the count shows one."""
    rules = [rule for rule, _ in sector(s, unit.sector).special if rule in (FOUR_OF_A_KIND_BONUS, FOUR_OF_A_KIND_LOSS)]
    if not rules or not four_of_a_kind(unit):
        return
    for rule in rules:
        if rule == FOUR_OF_A_KIND_BONUS:
            unit.soldiers += BONUS_SOLDIERS
            events.append({"type": "four-of-a-kind", "seat": unit.seat, "sector": unit.sector,
                           "soldiers": BONUS_SOLDIERS})
        else:
            events.append({"type": "four-of-a-kind", "seat": unit.seat, "sector": unit.sector,
                           "soldiers": -LOSS_SOLDIERS})
            inflict(s, unit, LOSS_SOLDIERS, 0, f"four of a kind in sector {unit.sector}", events)

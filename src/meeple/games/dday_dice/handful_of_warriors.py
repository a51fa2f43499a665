"""Second edition: "UNE POIGNÉE DE GUERRIERS" (A Handful of Warriors), the game option
``handful_of_warriors`` (with ``edition=2``).

French rulebook (004_badc40968546fed3.txt), "UNE POIGNÉE DE GUERRIERS": "Lorsque cette règle
spéciale est en jeu (comme indiqué sur certains Champs de Bataille), les Soldats deviennent plus
difficiles à récupérer : 1 seul Soldat est récupéré par groupe de 2 obtenus (ignorez le
reliquat). La division est effectuée à la fin de la PHASE 2 : ENTRETIEN, donc les bonus BBR
sont calculés avant de diviser le total par 2 (arrondi à l'inférieur). Par exemple, si vous
obtenez 7 Soldats dans votre Compte Final, vous n'en ajoutez que 3 à votre Unité durant la
PHASE 2. Cette règle n'affecte que les Soldats gagnés durant les PHASE 1 et PHASE 2. Les
Soldats gagnés grâce à des Objets et des Médailles pendant la PHASE 3 ne sont pas réduits de
moitié. Note : Les pertes ne sont pas réduites de moitié." And: "Les joueurs vétérans ...
peuvent appliquer « Une poignée de guerriers » à ce Champ de Bataille [Exercice Tigre]".

The second edition's maps that print the rule are not in the texts, so the rule is a switch on
any map (DDE-19). As meeple plays it (DDE-20): when Phase 2 begins each unit's soldiers are
noted; the soldiers it loses during Phase 2 are counted (:func:`on_soldiers_lost`); at the end
of Phase 2 the soldiers it gained there -- its dice, its RWB bonuses, other units' RWB bonuses
given to it, the sector's results -- are halved, rounded down. Soldiers an item or a medal gives
directly (played at the end of Phase 1 or later) are not gained in Phase 2 and are not halved;
a medal's results added to the Final Count are dice results, and are. The halving never takes
more soldiers than the unit has left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dday_dice import casualties
from meeple.games.dday_dice.phases import UPKEEP
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def in_play(s: "DdState") -> bool:
    return s.edition.handful_of_warriors


def begin(s: "DdState") -> None:
    """Phase 2 begins: note every unit's soldiers."""
    if in_play(s):
        s.phase2_soldiers = [(u.soldiers, 0) for u in s.units]


def on_soldiers_lost(s: "DdState", unit: Unit, count: int) -> None:
    """Casualties fell on ``count`` soldiers: during Phase 2 they are not part of the gain
    ("Les pertes ne sont pas réduites de moitié")."""
    if in_play(s) and s.phase == UPKEEP and s.phase2_soldiers:
        start, lost = s.phase2_soldiers[unit.seat]
        s.phase2_soldiers[unit.seat] = (start, lost + count)


def gained(s: "DdState", unit: Unit) -> int:
    """The soldiers ``unit`` gained in this Phase 2."""
    start, lost = s.phase2_soldiers[unit.seat]
    return unit.soldiers - start + lost


def halve(s: "DdState", events: list[Event]) -> None:
    """The end of Phase 2: each unit keeps 1 soldier for every 2 it gained there."""
    if not in_play(s) or not s.phase2_soldiers:
        return
    for unit in s.units:
        if not unit.active:
            continue
        got = gained(s, unit)
        if got <= 0:
            continue
        cut = min(got - got // 2, unit.soldiers)
        unit.soldiers -= cut
        events.append({"type": "handful-of-warriors", "seat": unit.seat, "gained": got, "kept": got - cut})
        casualties.check_eliminated(s, unit, events)
    s.phase2_soldiers = []

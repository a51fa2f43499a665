"""Second edition: ignored skulls, and the Straight's skull is ignored.

French rulebook (004_badc40968546fed3.txt), "CRÂNE (annule un autre dé)": "Pour chaque Crâne
dans votre Compte Final, annulez 1 autre dé ... Un Crâne ne peut pas annuler un autre Crâne. Si
un Crâne est neutralisé par une autre carte comme le Spécialiste Tireur d'Élite, alors ce Crâne
est ignoré et n'a aucun effet négatif. Si vous avez obtenu une Suite (voir SUITE, p. 7), vous
ignorez aussi les effets du Crâne." "SUITE": "Important : Lorsqu'il est obtenu dans le cadre
d'une Suite, le Crâne n'annule pas un autre dé (il est ignoré)." "PHASE 2 : ENTRETIEN": "Si vous
avez obtenu un ou plusieurs Crânes, appliquez leurs effets (sauf pour ceux qui sont ignorés)."
"Rappelez-vous : ... n'oubliez pas de noter les ressources montrées par vos dés, en ignorant le
Crâne."

An ignored skull has no negative effect: it cancels no die. It is still a result of the Final
Count: it made the Straight, and it counts for an RWB Dead Man's Gift (DDE-6). A Straight has
one skull among its six results, so the Straight ignores one skull -- the skulls of a Dead
Man's Gift are already ignored (the first edition's rule), so it then ignores none more. The
Straight is read as the first edition's full set: "Seuls les dés et résultats qui ont une
couleur comptent pour déterminer si vous avez une Suite", and it needs no medal in play: "Si
vous avez obtenu une Suite ... vous ignorez aussi les effets du Crâne" holds on a map without
medals too (DDE-5). The Sharpshooter ignores one skull in both editions
(:mod:`.sharpshooter`, a choice).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.dday_dice import rwb
from meeple.games.dday_dice.dice import SKULL, is_full_set
from meeple.games.dday_dice.edition import second
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState


def straight(s: "DdState", unit: Unit) -> bool:
    """Whether the unit's Final Count is a Straight (the dice and the coloured results). Never
    where the map removes a face from the Final Count (Exercise Tiger's Basic Training ignores
    the tools, "ignorate tutti i risultati Oggetto dal Conteggio Finale": DDM-9), as for the
    Straight's medal (``upkeep.full_set``)."""
    if s.board.ignored_faces:
        return False
    return is_full_set(unit.dice + [face for face, colour in unit.extra if colour >= 0])


def by_straight(s: "DdState", unit: Unit) -> int:
    """How many of the unit's skulls its Straight makes ignored: one in the second edition
    (none when the skulls are a Dead Man's Gift's, already ignored), none in the first."""
    if not second(s) or not straight(s, unit) or SKULL in rwb.faces_with_rwb(unit):
        return 0
    return 1

"""AP Incendiary Blast, "X/[fiamma perforante]" (rulebook p. 24, "VALORI DI COMBATTIMENTO
SPECIALI"; p. 28, "REFERENZE").

p. 24: "Questo valore rappresenta un'esplosione capace di squarciare i blindati più pesanti
per incendiarli. Per infliggere questo tipo di danno lanciate "X" dadi per ogni miniatura
dell'obiettivo ed eliminate l'intera unità se ottenete almeno un [colpo]." p. 28: "Lanciate
"X" dadi per ogni miniatura attaccata ed eliminate l'unità intera se ottenete almeno un
[colpo]." "Esempio: L'Hot Dog è dotato di Napalm Thrower. La linea d'armamento indica "1/
[fiamma]" e "1/[fiamma perforante]," ma l'arma è contemporaneamente soggetta alle regole
speciali delle Flame Weapon."

The dice are counted like an Incendiary Blast's (:func:`~.special_weapons.miniatures`: one
for a vehicle or a hero alone). One hit or more eliminates the whole unit, a joined hero
with its squad ("l'intera unità"); it is no damage a cover roll could save (DT-103): the
unit takes as many damage points as it has left, which no cover roll reduces. A cover element
is read as a vehicle of its class (p. 13, DT-6), one miniature: one hit or more destroys it,
all its points left (DT-128).
"""

from __future__ import annotations

from meeple.games.dust_tactics.units import CombatValue


def is_ap_incendiary(value: CombatValue) -> bool:
    """Whether ``value`` is an AP Incendiary Blast."""
    return value.kind == "ap-incendiary"


def damage(hits: int, left: int) -> int:
    """The damage points an AP Incendiary Blast with ``hits`` deals to a target with ``left``
    damage points left (a unit's, or a cover element's, DT-128): all of them ("eliminate
    l'intera unità se ottenete almeno un [colpo]"), or none."""
    return left if hits > 0 else 0


__all__ = ["damage", "is_ap_incendiary"]

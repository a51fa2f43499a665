"""Spotter (rulebook p. 22, "COMPETENZE").

"Un'unità dotata di questa competenza possiede un binocolo e accompagna sempre uno sniper o un
arma a lunga portata per aumentarne la precisione. Quando questa squadra attacca, invertite i
tiri del dado (considerate gli [colpi] come dei [mancati], e viceversa). Dal momento che i
risultati dei dadi vanno invertiti, nel caso di un attacco sostenuto, rilanciate gli [colpi]
e non i [mancati]."

So every die of the squad's attack (its roll, the Sustained Attack and Berserk rerolls and a
laser's rerolls) is read inverted: a blank scores, a hit face misses and is what a Sustained
Attack rerolls. The faces chance rolls stay the real ones (``roll hbb``); the attack reads them
through :func:`~.scoring.read` (DT-70), which also knows the indirect fire's blank (DT-133). The cover roll, Damage Resilient's dice and the reply of the
units attacked are not the squad's attack and are read as they fall. The skill costs no
action; the text does not share it with a joined hero's card, but a hero joined to the squad
uses the squad's skills (p. 18: "Tutte le competenze della squadra sono condivise con quelle
dell'eroe").
"""

from __future__ import annotations

from typing import Final

from meeple.games.dust_tactics.skills import skills_of
from meeple.games.dust_tactics.unit_state import UnitState

SKILL: Final = "spotter"


def spotting(unit: UnitState) -> bool:
    """Whether ``unit``'s attack reads its dice inverted (:func:`~.scoring.scoring_face`)."""
    return SKILL in skills_of(unit)

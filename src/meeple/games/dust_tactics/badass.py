"""Badass (rulebook p. 20, "COMPETENZE").

"Un'unità dotata di questa competenza è composta da veterani carichi di munizioni. Nel corso di
una sparatoria vince sempre chi ha più munizioni! Tutte le armi dell'unità a munizioni
limitate, in presenza di questa competenza, diventano armi a munizioni illimitate, tenendo però
conto che l'unità può usare solo il massimo delle munizioni consentito per turno. Un'eroe dotato
di questa competenza la condivide con la sua squadra."

p. 24 gives the only per-turn maximum of the rules: "una squadra non può utilizzare più armi a
munizioni limitate di quanti siano i componenti della squadra stessa" ("possono utilizzarne solo
due per turno"). So a Badass unit's limited lines never run out: the boxes it crosses are
cleared at the start of every turn (:func:`refill`), which leaves it each turn what a full card
allows, at most its boxes of each line, and a squad still fires no more limited munitions in
a turn than its models in play (DT-73). The skill costs no action. A hero's Badass is shared
with his squad, and a squad's with its hero (p. 18).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final

from meeple.games.dust_tactics.skills import skills_of
from meeple.games.dust_tactics.unit_state import UnitState

SKILL: Final = "badass"


def refill(unit: UnitState) -> UnitState:
    """``unit`` at the start of a turn: every box of its limited lines (and its joined hero's)
    unmarked again if it has Badass; unchanged otherwise."""
    if SKILL not in skills_of(unit):
        return unit
    hero = replace(unit.hero, ammo_spent=(0,) * len(unit.hero.ammo_spent)) if unit.hero is not None else None
    return replace(unit, ammo_spent=(0,) * len(unit.ammo_spent), hero=hero)

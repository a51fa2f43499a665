"""Blutkreuz Ape and Blutkreuz Zombie: who may join whom (rulebook pp. 20-21, "COMPETENZE").

p. 20, BLUTKREUZ APE: "Un'unità dotata si questa competenza è una scimmia geneticamente
modificata nei terribili laboratori del Blutkreuz Korps. Un'eroe che possiede questa
competenza può unirsi solo a una squadra con la medesima competenza e viceversa."

p. 21, BLUTKREUZ ZOMBIE (the transcript prints its text under the next heading): "Un'unità
dotata si questa competenza è un soldato morto-vivente geneticamente modificato nei
laboratori del Blutkreuz Korps. Un'eroe che possiede questa competenza può unirsi solo a una
squadra con la medesima competenza e viceversa."

"e viceversa": a squad with the skill is joined only by a hero with it (DT-67). Neither skill
costs an action nor does anything else in play. The rule is one more reason in
:func:`meeple.games.dust_tactics.army.join_problems`, so an army file and the set-up choice
of the heroes both apply it.
"""

from __future__ import annotations

from typing import Final

from meeple.games.dust_tactics.units import UnitCard

#: The skills that join only their like, with the rulebook's name.
BLUTKREUZ: Final[dict[str, str]] = {"blutkreuz-ape": "Blutkreuz Ape", "blutkreuz-zombie": "Blutkreuz Zombie"}


def blutkreuz_problems(hero: UnitCard, squad: UnitCard) -> list[str]:
    """Why ``hero`` may not join ``squad`` under Blutkreuz Ape or Blutkreuz Zombie: one of
    them has the skill and the other has not (empty when they agree)."""
    problems = []
    for skill, name in BLUTKREUZ.items():
        on_hero, on_squad = skill in hero.skills, skill in squad.skills
        if on_hero and not on_squad:
            problems.append(
                f"{hero.name} has {name} and joins only a squad with it, not {squad.name} (pp. 20-21: \"può unirsi "
                "solo a una squadra con la medesima competenza e viceversa\")"
            )
        elif on_squad and not on_hero:
            problems.append(
                f"{squad.name} has {name} and is joined only by a hero with it, not {hero.name} (pp. 20-21: "
                "\"può unirsi solo a una squadra con la medesima competenza e viceversa\")"
            )
    return problems

"""Inflicting damage (rulebook p. 12, "6) Infliggere danni"; p. 18, a hero joined to a squad).

"Prima di terminare l'attacco, l'unità colpita subisce dei danni. ... Ogni punto di danno
obbliga i veicoli e gli eroi perdere un [punto vita] e ogni squadra di fanteria a perdere un
soldato. Per i veicoli e gli eroi, smarcate sulla scheda unità un numero di croci
corrispondente ai danni. Una volta che le croci sono esaurite la miniatura è eliminata e
quindi va tolta dal tavolo di gioco. Nel caso di una squadra di fanteria togliete
immediatamente le perdite dal tavolo; una miniatura per ogni punto vita perso. E' il giocatore
che controlla la squadra a decidere quale miniatura togliere. Più una squadra subisce perdite,
meno dadi lancerà."

p. 18: "L'eroe condivide i suoi punti vita con quelli della squadra. Quando la squadra subisce
un danno il giocatore può decidere se attribuirlo all'eroe oppure alla squadra (obliterando una
croce sulla scheda dell'eroe o eliminando una miniatura della squadra). Quando un eroe perde
l'ultimo punto vita viene eliminato dal gioco."

The owner's choice is exposed one damage point at a time (:func:`casualty_options`,
:func:`take_casualty`), and asked only when it can matter (:func:`needs_choice`, DT-23).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.unit_state import UnitState, model_kinds


@dataclass(frozen=True, order=True)
class Casualty:
    """One damage point taken by a squad: a model that carries the line ``carries`` (``None``:
    a model with only the weapons every model has), or a cross on the joined ``hero``."""

    carries: int | None = None
    hero: bool = False

    def describe(self, unit: UnitState) -> str:
        """``"a Shotgun model"``, ``"a model"``, ``"a hit point of Rhino"``."""
        if self.hero:
            return f"a hit point of {unit.hero.card.name if unit.hero else 'the hero'}"
        if self.carries is None:
            return "a model"
        return f"a {unit.card.weapons[self.carries].name} model"


def casualty_options(unit: UnitState) -> tuple[Casualty, ...]:
    """What the owner may give up for one damage point of a squad: a model of each kind still
    in play, and a hit point of a joined hero. Empty for heroes and vehicles, which just lose
    a cross (:func:`take_damage`)."""
    if unit.card.type != "squad":
        return ()
    options = [Casualty(carries=kind) for kind, n in zip(model_kinds(unit.card), unit.models) if n > 0]
    if unit.hero is not None and unit.hero.hit_points > 0:
        options.append(Casualty(hero=True))
    return tuple(options)


def needs_choice(unit: UnitState, damage: int) -> bool:
    """Whether the owner has a real choice in taking ``damage`` points: a squad with two kinds
    of casualty or more that does not lose everything anyway."""
    return damage > 0 and damage < unit.remaining and len(casualty_options(unit)) > 1


def take_casualty(unit: UnitState, casualty: Casualty) -> UnitState:
    """``unit`` after the owner gives up ``casualty`` for one damage point (IllegalActionError
    if it is not one of :func:`casualty_options`)."""
    if casualty not in casualty_options(unit):
        raise IllegalActionError(
            f"{unit.card.name} cannot lose {casualty.describe(unit)} "
            f"(options: {', '.join(c.describe(unit) for c in casualty_options(unit)) or 'none'})"
        )
    if casualty.hero:
        hero = unit.hero
        if hero is None:  # excluded by casualty_options
            raise IllegalActionError(f"{unit.card.name} has no joined hero")
        return replace(unit, hero=replace(hero, hit_points=hero.hit_points - 1))
    index = model_kinds(unit.card).index(casualty.carries)
    models = tuple(n - 1 if i == index else n for i, n in enumerate(unit.models))
    return replace(unit, models=models)


def take_damage(unit: UnitState, damage: int) -> UnitState:
    """``unit`` after ``damage`` points where the owner has nothing to decide: crosses off a
    hero or a vehicle (never below none), every casualty of a squad that loses all it has, or
    of a squad with one kind of casualty. Raises IllegalActionError when the owner must choose
    (:func:`needs_choice`): the kernel asks with :func:`casualty_options`."""
    if damage < 0:
        raise ValueError("damage is never negative")
    if unit.card.type != "squad":
        return replace(unit, hit_points=max(0, unit.hit_points - damage))
    if needs_choice(unit, damage):
        raise IllegalActionError(f"the owner of {unit.card.name} chooses which models to remove (p. 12)")
    if damage >= unit.remaining:
        hero = replace(unit.hero, hit_points=0) if unit.hero is not None else None
        return replace(unit, models=(0,) * len(unit.models), hero=hero)
    for _ in range(damage):
        unit = take_casualty(unit, casualty_options(unit)[0])
    return unit

"""The skills the playable core needs (rulebook pp. 20-22, "COMPETENZE"); every other skill
is refused at set-up (:data:`~.armies.IMPLEMENTED_SKILLS`).

- Black Ops: "Lanciate un dado supplementare per ogni tiro d'iniziativa. Questo bonus non è
  cumulativo. Se un giocatore possiede due unità con questa competenza non può lanciare più di
  un dado in più."
- Fast: "Quando l'unità effettua un'azione di movimento può spostarsi di un quadrato
  supplementare. Se l'unità effettua un doppio movimento l'azione supplementare rimane una."
  "Se la squadra effettua un SUSTAINED ATTAck la competenza Fast non le permette di muoversi."
- Advanced Reactive Fire: "Quando quest'unità decide di effettuare un tiro di reazione tirate
  due dadi anziché uno. Se ottenete almeno un [colpo] potete effettuare l'attacco. Un eroe
  dotato di questa competenza la condivide con la sua squadra."
- Superior Reactive Fire: "lanciate tre dadi al posto di uno. [...] Un eroe dotato di questa
  competenza la condivide con la squadra."

p. 18: "Tutte le competenze della squadra sono condivise con quelle dell'eroe"; a hero's
skill is shared with its squad only where the skill says so (:data:`HERO_SHARES`).
"""

from __future__ import annotations

from typing import Final, Iterable

from meeple.games.dust_tactics.unit_state import UnitState

#: p. 6: "Ogni fazione lancia tre dadi".
INITIATIVE_DICE: Final = 3
#: p. 16: "lanciare un dado".
REACTION_DICE: Final = 1
#: The hero skills the text says are shared with the hero's squad: Advanced and Superior
#: Reactive Fire; p. 20-21: Agile, Assault, Charge and Heroic Attack: "Un eroe dotato di questa
#: competenza la condivide con la sua squadra"; Jump: a Jump hero joins only a Jump squad (DT-50);
#: pp. 20-21: Badass and Berserk, "Un eroe dotato di questa competenza la condivide con la
#: squadra"; Damage Resilient, Sniper and Wiederbelebungsserum are not shared (dt-skills-combat).
HERO_SHARES: Final[frozenset[str]] = frozenset({
    "advanced-reactive-fire", "superior-reactive-fire",
    "agile", "assault", "charge", "heroic-attack", "jump",
    "badass", "berserk",
})


def skills_of(unit: UnitState) -> frozenset[str]:
    """The skills a unit uses: its card's, and those of a joined hero that shares them.

    Worked out once per unit state (it is immutable) and kept with it (``unit.facts``):
    outside its fields, so it is neither compared, shown nor copied by
    :func:`dataclasses.replace`."""
    kept = unit.facts
    found: frozenset[str] | None = kept.get(_SKILLS_KEY)
    if found is None:
        own = set(unit.card.skills)
        if unit.hero is not None:
            own |= {s for s in unit.hero.card.skills if s in HERO_SHARES}
        found = kept[_SKILLS_KEY] = frozenset(own)
    return found


#: Where :func:`skills_of` keeps its answer on a unit state.
_SKILLS_KEY: Final = "_skills_of"


def initiative_dice(units: Iterable[UnitState]) -> int:
    """Three dice, one more if any of the side's units has Black Ops (never more than one)."""
    bonus = any("black-ops" in skills_of(u) or (u.hero is not None and "black-ops" in u.hero.card.skills) for u in units)
    return INITIATIVE_DICE + (1 if bonus else 0)


def reaction_dice(unit: UnitState) -> int:
    """One die, two with Advanced Reactive Fire, three with Superior Reactive Fire."""
    skills = skills_of(unit)
    if "superior-reactive-fire" in skills:
        return 3
    if "advanced-reactive-fire" in skills:
        return 2
    return REACTION_DICE


def movement_points(unit: UnitState) -> int:
    """The unit's movement: "Il valore di movimento dell'unità combinata è uguale al valore di
    movimento della più rapida" (p. 18); doubled by Assault declared for this activation
    (p. 20: "il suo valore di movimento raddoppia"; DT-127)."""
    value = max(unit.card.movement, unit.hero.card.movement) if unit.hero is not None else unit.card.movement
    return value * 2 if "assault" in unit.skills_now else value


def fast_bonus(unit: UnitState) -> int:
    """The extra square of Fast for one activation (0 without the skill)."""
    return 1 if "fast" in skills_of(unit) else 0

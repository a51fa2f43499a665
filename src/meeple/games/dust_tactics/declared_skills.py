"""Free skills the player declares when activating a unit (rulebook p. 7; pp. 20-22).

p. 7: "Prima di attivare un'unità il giocatore deve dichiarare quali sono le azioni che vuole
effettuare, così come le competenze e le armi speciali che vuole utilizzare." p. 7: "Tutte le
altre competenze sono libere e non sono incluse nelle due azioni del turno. Le unità devono
comunque essere attivate per poterle utilizzare." So these are declared (``use <skill>``) in
the declaration, before the plan, and cost no action:

- Assault (p. 20): "Quando un'unità utilizza questa competenza il suo valore di movimento
  raddoppia, anche se l'unità effettua un doppio movimento. Questa competenza può essere
  utilizzata una sola volta per partita. Un eroe dotato di questa competenza la condivide con
  la sua squadra." (:func:`~.skills.movement_points`)
- All In One (p. 20): "lanciate due volte i dadi per ogni linea d'armamento utilizzata nel
  turno. [...] questa competenza può essere utilizzata una sola volta per partita."
  (:mod:`.all_in_one`)
- Heroic Attack (p. 21): "Questa competenza non costa azioni ma il giocatore ne deve
  dichiarare l'attivazione prima di utilizzarla. Un'eroe può utilizzare questa competenza una
  sola volta per partita. Un'eroe dotato di questa competenza la condivide con la sua squadra."
  (:mod:`.heroic_attack`)
- Medal of Honor (p. 21): "Un eroe può utilizzare questa competenza una sola volta per turno e
  non la condivide con la sua squadra." (:mod:`.medal_of_honor`)
- Berserk (p. 20): "Questa competenza può essere utilizzata una sola volta nel corso della
  partita. Un eroe dotato di questa competenza la condivide con la squadra." (:mod:`.berserk`)

A skill is marked spent on the card that holds it (a joined hero's own state for the hero's
skill), and declared for the turn (:attr:`UnitState.skills_turn`). How long it acts is the
text's (DT-127): Heroic Attack and All In One for the turn ("tutti gli attacchi effettuati
contro di lui nel turno"; "ogni linea d'armamento utilizzata nel turno"); Assault, Berserk and
Medal of Honor for the activation that declared them (the movement of that activation, the
rerolls of its attack: :data:`FOR_THE_ACTIVATION`). A unit activated again in the same turn (Get
Moving, p. 23: "il giocatore attiverà due unità") starts its new activation without them
(:func:`new_activation`) and may not declare them again: "una sola volta per turno" (Medal of
Honor) and "una sola volta per partita" count declarations, not activations or attacks.

A unit activated for one attack only, a unit reacting (p. 16) or the artillery unit of an
Artillery Strike (p. 15), declares them while it aims, before its first line
(:func:`aiming_skills`; DT-51, DT-132).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final, TYPE_CHECKING

from meeple.engine.core import Event
from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.actions import DECLARED_SKILLS
from meeple.games.dust_tactics.skills import skills_of
from meeple.games.dust_tactics.unit_state import UnitState

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

#: The declared skills usable once per game (the others: once per turn).
ONCE_PER_GAME: Final[frozenset[str]] = frozenset({"assault", "all-in-one", "heroic-attack", "berserk"})  # Berserk: p. 20 (:mod:`.berserk`)
#: Declared skills a joined hero uses for himself only (not shared, DT-51): in effect on the
#: hero's own state, for the hero's own weapon lines.
HERO_ONLY: Final[frozenset[str]] = frozenset({"all-in-one", "medal-of-honor"})
#: Declared skills whose effect is the activation's own: Assault doubles "il suo valore di
#: movimento [...] anche se l'unità effettua un doppio movimento" (the Moves of one
#: activation), Berserk and Medal of Honor reroll dice of its attack (p. 20-21; DT-127). The
#: others act for the whole turn.
FOR_THE_ACTIVATION: Final[frozenset[str]] = frozenset({"assault", "berserk", "medal-of-honor"})


def owner(unit: UnitState, skill: str) -> UnitState | None:
    """The state whose card holds ``skill``: the unit's own, else a joined hero's."""
    if skill in unit.card.skills:
        return unit
    if unit.hero is not None and skill in unit.hero.card.skills:
        return unit.hero
    return None


def usable(unit: UnitState, skill: str) -> bool:
    """Whether the unit may declare ``skill`` now: one of its cards holds it (the squad's, a
    hero's shared one, or a joined hero's own), not yet used up, and not declared already."""
    holder = owner(unit, skill)
    if holder is None or skill not in DECLARED_SKILLS:
        return False
    if skill not in skills_of(unit) and skill not in HERO_ONLY:
        return False
    if skill in holder.skills_turn:  # once a turn at most, whatever the activations (DT-127)
        return False
    return not (skill in ONCE_PER_GAME and skill in holder.skills_spent)


def declarable(state: "DtState", unit_id: str) -> list[str]:
    """The free skills the activated unit may declare before its plan. A unit still to enter
    may declare Assault too: its entry is a Move of one square whatever its movement (p. 19),
    and the Move after it is doubled ("Dopo questa azione obbligatoria, l'unità può effettuare
    le azione che desidera"; DT-51, rules version 5)."""
    unit = state.units[unit_id]
    return [s for s in DECLARED_SKILLS if usable(unit, s)]


def declare(state: "DtState", unit_id: str, skill: str, events: list[Event]) -> None:
    """The unit declares ``skill``: spent on its card for the game (or the turn), in effect
    for the turn. IllegalActionError if it may not."""
    if skill not in declarable(state, unit_id):
        raise IllegalActionError(f"{unit_id} cannot use {skill} now (pp. 20-22)")
    unit = state.units[unit_id]
    holder = owner(unit, skill)
    assert holder is not None
    marked = replace(
        holder, skills_spent=holder.skills_spent + (skill,), skills_now=holder.skills_now + (skill,),
        skills_turn=holder.skills_turn + (skill,),
    )
    if holder is unit:
        unit = marked
    else:
        unit = replace(unit, hero=marked)
        if skill not in HERO_ONLY:  # shared with the squad (p. 20-21)
            unit = replace(unit, skills_now=unit.skills_now + (skill,))
    state.units[unit_id] = unit
    events.append({"type": "skill", "unit": unit_id, "skill": skill})


def aiming_skills(state: "DtState") -> list[str]:
    """The free skills a unit activated for one attack only may declare while it aims, before
    any line is aimed (p. 11: "deve annunciare tutte le competenze che intende utilizzare prima
    di lanciare i dadi"):

    - a unit reacting (p. 16: "Se ottenete un [colpo] potete effettuare un unico attacco.
      Potete anche attivare una competenza che non necessiti di un'azione"; DT-51);
    - the artillery unit an observer's Artillery Strike activates for its indirect fire (p. 15:
      "attivate immediatamente l'unità d'artiglieria affinché effettui il tiro indiretto.
      L'attacco si svolge come un qualsiasi attacco"; p. 7: "Tutte le altre competenze sono
      libere [...] Le unità devono comunque essere attivate per poterle utilizzare"; DT-132).

    Neither is offered Assault: each is one attack, with no Move for it to lengthen (DT-51). A
    unit's ordinary activation declares its free skills before its plan instead
    (:func:`declarable`, in the ``declare`` phase)."""
    aiming = state.aim
    if aiming is None or aiming.shots:
        return []
    reaction, strike = state.reaction, state.markers.strike
    reacting = reaction is not None and aiming.attacker == reaction.reactor
    striking = strike is not None and aiming.attacker == strike.artillery
    if not (reacting or striking):
        return []
    return [s for s in declarable(state, aiming.attacker) if s != "assault"]


def new_activation(unit: UnitState) -> UnitState:
    """``unit`` as a new activation of it starts: the skills declared for an earlier activation
    this turn (:data:`FOR_THE_ACTIVATION`) no longer act, on its card or its joined hero's
    (DT-127). The first activation of a turn finds none."""
    hero = new_activation(unit.hero) if unit.hero is not None else None
    kept = tuple(s for s in unit.skills_now if s not in FOR_THE_ACTIVATION)
    if kept == unit.skills_now and hero is unit.hero:
        return unit
    return replace(unit, skills_now=kept, hero=hero)


def in_effect(unit: UnitState, skill: str) -> bool:
    """Whether ``skill`` was declared this turn by this unit (or card)."""
    return skill in unit.skills_now

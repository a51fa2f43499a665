"""Limited-ammunition weapons (rulebook p. 24, "Armi a munizioni limitate"; p. 12).

"Le armi a munizioni limitate sono indicate in basso a destra, tra le competenze, nella scheda
unità (assieme ad alcuni quadratini bianchi). Quando un giocatore utilizza un'arma a munizioni
limitate fate una croce su un quadratino per ogni munizione usata. Se si effettua un sustained
attack, si devono rilanciare i dadi normalmente. I giocatori non sono obbligati a utilizzare
tutte le armi in una volta sola, sebbene sia possibile farlo."

"Le armi a munizioni limitate hanno la propria linea d'armamento e questo significa che
possono colpire qualsiasi obiettivo. Queste armi appartengono a tutta l'unità per cui possono
essere utilizzate da qualsiasi soldato della squadra (anche se si tratta dell'ultimo soldato
della squadra e se la miniatura non porta l'arma in oggetto). Tuttavia una squadra non può
utilizzare più armi a munizioni limitate di quanti siano i componenti della squadra stessa."

p. 12: "Se un giocatore decide di utilizzare un'arma a munizioni limitate (come il Panzerfaust o
le Demo Charges) deve eliminare una munizione anche se un'altra arma ha distrutto
precedentemente l'obiettivo."

Each munition is one shot with its own target; the per-turn limit counts a squad's shots of
all its limited lines against its models in play; heroes and vehicles are limited by their
boxes only (DT-24).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Iterable

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef


def boxes_left(unit: UnitState, ref: WeaponRef) -> int:
    """The unmarked boxes of limited line ``ref`` (0 for a line without boxes)."""
    owner = unit.owner_of(ref)
    return (unit.line(ref).limited_ammo or 0) - owner.ammo_spent[ref.index]


def shots_allowed_this_turn(unit: UnitState) -> int | None:
    """How many more limited-ammunition shots the squad's own lines may fire this turn: one
    per model in play ("non può utilizzare più armi a munizioni limitate di quanti siano i
    componenti della squadra"), less those already fired; None (no such limit) for a hero or
    a vehicle."""
    if unit.card.type != "squad":
        return None
    return max(0, unit.model_count - unit.limited_used)


def check_munitions(unit: UnitState, refs: Iterable[WeaponRef]) -> None:
    """Refuse (IllegalActionError) firing one munition per item of ``refs`` when a line has
    fewer boxes left, or the squad more shots than it has models this turn (p. 24: "I due
    Sturmpioniere rimasti trasportano sempre tre Panzerfaust ma possono utilizzarne solo due
    per turno")."""
    wanted = Counter(r for r in refs if unit.line(r).limited_ammo is not None)
    for ref, n in wanted.items():
        if n > boxes_left(unit, ref):
            raise IllegalActionError(
                f"{unit.line(ref).name}: {n} munitions wanted, {boxes_left(unit, ref)} left (p. 24)"
            )
    own = sum(n for ref, n in wanted.items() if not ref.hero)
    allowed = shots_allowed_this_turn(unit)
    if allowed is not None and own > allowed:
        raise IllegalActionError(
            f"{unit.card.name} may fire {allowed} more limited-ammunition shots this turn, "
            f"one per model in play, not {own} (p. 24)"
        )


def spend(unit: UnitState, refs: Iterable[WeaponRef]) -> UnitState:
    """``unit`` with one box crossed per limited-ammunition shot in ``refs`` (checked by
    :func:`check_munitions` first), whatever becomes of the target (p. 12)."""
    refs = [r for r in refs if unit.line(r).limited_ammo is not None]
    check_munitions(unit, refs)
    for ref in refs:
        owner = unit.owner_of(ref)
        spent = tuple(n + 1 if i == ref.index else n for i, n in enumerate(owner.ammo_spent))
        owner = replace(owner, ammo_spent=spent, limited_used=owner.limited_used + 1)
        unit = unit.with_line_owner(ref, owner)
    return unit

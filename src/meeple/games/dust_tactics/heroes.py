"""Heroes joining and leaving squads (rulebook p. 18, "EROI").

"All'inizio del primo turno di gioco un eroe può aggregarsi ad una squadra di fanteria avente
la stessa classe d'armatura (un eroe [armatura] 2 può affiancare solo una squadra
[armatura] 2.)" "Mettete assieme le schede unità di eroe e squadra. L'eroe entra in gioco nello
stesso momento della squadra. L'eroe e la squadra sono attivati nello stesso momento. Le armi
dell'eroe sono utilizzate nello stesso momento di quelle della squadra." "L'eroe condivide i
suoi punti vita con quelli della squadra." "L'eroe e la sua squadra sono sempre sullo stesso
quadrato. La squadra condivide il suo valore di copertura con l'eroe." "Un eroe non può
raggiungere una squadra durante la partita."

"Un eroe e una squadra possono invece decidere di separarsi durante la partita. A partire da
questo momento l'eroe si comporta come un'unità individuale. Durante il resto della partita
non potrà più unirsi né alla sua squadra né ad altre." "Le due unità potranno solo
condividere lo stesso quadrato."

A joined hero lives inside its squad's :class:`~.unit_state.UnitState` (``hero``); its own id
leaves the battlefield until it separates (:func:`detach`) or its squad is wiped out
(:func:`split_survivor`, docs/rulings.md DT-31).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.army import join_problems
from meeple.games.dust_tactics.unit_state import UnitState

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState


def join_options(state: "DtState", hero_id: str) -> tuple[str, ...]:
    """The squads ``hero_id`` may join: its side's squads without a hero that the joining rule
    allows (a squad of its armour class; a command squad only with Commander), the rule of
    :func:`meeple.games.dust_tactics.army.join_problems`."""
    hero = state.units[hero_id]
    seat = state.seat_of[hero_id]
    return tuple(
        uid for uid, unit in state.units.items()
        if state.seat_of[uid] == seat and unit.card.type == "squad" and unit.hero is None and uid in state.pos
        and not join_problems(hero.card, unit.card)
        and state.seating.same_player(hero_id, uid)  # with more players, a squad of its own player (DT-119)
    )


def join(state: "DtState", hero_id: str, squad_id: str) -> None:
    """Put the hero's card with the squad's (p. 18)."""
    if squad_id not in join_options(state, hero_id):
        raise IllegalActionError(f"{hero_id} cannot join {squad_id} (same side, a squad of its armour class, p. 18)")
    squad = state.units[squad_id]
    state.units[squad_id] = replace(squad, hero=state.units[hero_id])
    state.joined[hero_id] = squad_id
    del state.pos[hero_id]


def hero_in(state: "DtState", squad_id: str) -> str | None:
    """The id of the hero joined to ``squad_id``, if any."""
    for hero_id, squad in state.joined.items():
        if squad == squad_id:
            return hero_id
    return None


def may_detach(state: "DtState", squad_id: str) -> bool:
    """Whether the hero joined to ``squad_id`` may leave it now: the squad has one, and stands
    on the battlefield. A squad still to enter brings its hero in with it ("L'eroe entra in
    gioco nello stesso momento della squadra", p. 18; "Durante il primo turno tutte le unità
    devono entrare nel campo di battaglia", p. 19), so they part only once both are on the
    battlefield (DT-31)."""
    return state.units[squad_id].hero is not None and state.pos.get(squad_id) is not None


def parted(squad: UnitState) -> UnitState:
    """The squad once its hero has left: "Le due unità hanno dunque vita propria e non
    condivideranno più il valore di copertura, i punti vita, le competenze, etc." (p. 19).
    The hero's shared skills declared this turn stop acting for the squad; they stay in effect
    on the hero's own card (DT-126). A skill the squad's own card holds is its own."""
    own = set(squad.card.skills)
    return replace(squad, hero=None, skills_now=tuple(s for s in squad.skills_now if s in own))


def separate(state: "DtState", squad_id: str, hero_id: str) -> None:
    """The two cards taken apart (p. 19: "Quando un eroe si separa dalla sua squadra, separate
    le due schede unità. Le due unità hanno dunque vita propria"): the hero's state is his own
    unit again, the squad keeps none of his skills (:func:`parted`, DT-126), and what is marked
    on his card goes with it: his crossed munition boxes and hit points (his own state) and the
    "loaded" tokens of his reloadable and artillery lines, unloaded as they were ("Collocate
    sulla carta dell'unità il segnalino "loaded"", p. 22; DT-131), and whether he has moved this
    turn (Burst Weapons, p. 25; DT-136). The one place a hero and his
    squad part: :func:`detach` (and so :func:`split_survivor`) and :func:`hero_fallen`."""
    squad = state.units[squad_id]
    if squad.hero is None:
        raise IllegalActionError(f"{squad_id} has no joined hero")
    state.units[hero_id] = squad.hero
    state.units[squad_id] = parted(squad)
    state.markers = state.markers.parted(squad_id, hero_id)
    if squad_id in state.moved:  # he moved with it: a Burst Weapon's dice stay single (p. 25, DT-136)
        state.moved.add(hero_id)
    del state.joined[hero_id]


def detach(state: "DtState", squad_id: str) -> str:
    """The hero leaves the squad for good; both stand on the squad's square. The hero was
    activated with the squad, so it counts as activated this turn (DT-31); the squad keeps none
    of the hero's skills, and the hero keeps what his card carries (:func:`separate`, DT-126,
    DT-131). Returns its id."""
    hero_id = hero_in(state, squad_id)
    squad = state.units[squad_id]
    if hero_id is None or squad.hero is None:
        raise IllegalActionError(f"{squad_id} has no joined hero")
    separate(state, squad_id, hero_id)
    state.pos[hero_id] = state.pos[squad_id]
    state.left.add(hero_id)
    if squad_id in state.activated:
        state.activated.add(hero_id)
    return hero_id


def own_strength(unit: UnitState) -> int:
    """The models of a squad or the crosses of the others, a joined hero's not counted."""
    return unit.model_count if unit.card.type == "squad" else unit.hit_points


def split_survivor(state: "DtState", squad_id: str) -> str | None:
    """When a squad's last model is removed and its joined hero still stands, the hero goes
    on alone on the square (DT-31). Returns the hero's id, or None."""
    squad = state.units[squad_id]
    if squad.hero is None or squad.hero.hit_points == 0 or own_strength(squad) > 0:
        return None
    return detach(state, squad_id)


def hero_fallen(state: "DtState", squad_id: str) -> str | None:
    """When a joined hero loses its last hit point ("Quando un eroe perde l'ultimo punto vita
    viene eliminato dal gioco"), it leaves the squad's card, and its skills and tokens with it
    (:func:`separate`). Returns its id, or None."""
    squad = state.units[squad_id]
    hero_id = hero_in(state, squad_id)
    if squad.hero is None or hero_id is None or squad.hero.hit_points > 0:
        return None
    separate(state, squad_id, hero_id)
    return hero_id

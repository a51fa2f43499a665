"""Artillery weapons, range A: direct fire, indirect fire through an observer, and reloading
(rulebook pp. 14-15, "Armi d'artiglieria (portata A)", "Tiro diretto", "Tiro indiretto"; p. 20,
"ARTILLERY STRIKE (Skill)"; p. 25, "Reloadable Weapons").

p. 14: "le armi d'artiglieria hanno sempre una portata minima 4 e una portata massima
illimitata" (the range itself is :class:`~.units.WeaponRange`, kind ``artillery``). "Nota:
un'unità che possiede più armi può tirare sia con l'arma d'artiglieria che con altre armi."
"L'artiglieria può scegliere se effettuare un tiro diretto o un tiro indiretto. Dopo un tiro
d'artiglieria l'unità deve ricaricare l'arma prima di poterla riutilizzare. Ciò costa
un'azione Skill."

Direct fire (p. 15): "Se l'unità d'artiglieria dispone di linea di vista libera sul suo
obiettivo essa può effettuare un tiro diretto con la sua arma di portata A. I tiri diretti
hanno successo con il risultato [colpo]. Con il tiro diretto l'unità può realizzare attacchi
sostenuti." A direct fire is an ordinary Attack (or Sustained Attack) of the artillery unit:
nothing here changes it but the loaded token.

Indirect fire (p. 15): "Se l'osservatore ha la linea di vista libera sull'obiettivo, l'unità
d'artiglieria può effettuare un tiro indiretto con la sua arma di portata A. I tiri indiretti
hanno successo con [icon] ai dadi. I tiri indiretti costano all'unità due azioni per cui con
tale tiro non si può effettuare l'attacco sostenuto. L'unità può invece utilizzare nel turno
le altre linee d'armamento a disposizione." "I tiri indiretti hanno luogo nel momento in cui è
attivato l'osservatore [...] Un tiro indiretto è quindi possibile solo se l'unità
d'artiglieria non è stata ancora attivata". The transcript lost the icon of the indirect fire;
the sentence sets it against the direct fire's, so it is the other face of the die, the blank
(:data:`INDIRECT_HIT_FACE`; DT-84), and every rule that counts or rerolls the fire's dice reads
them by it (:mod:`.scoring`: Berserk rerolls the hit faces, a Spotter's fire scores on the
blank too; DT-133). The target must be one the observer sees and the artillery's
weapon reaches from its own square ("Abbiate cura di verificare che l'obiettivo sia a portata
dell'unità d'artiglieria", p. 20); the cover a squad has is the one it has against the observer,
whose sight guides the fire (DT-85).

Reloading (p. 25): "Quando un'unità utilizza queste armi, ritirate il gettone per indicare che
è scarica. Per ricaricare l'unità deve utilizzare un'azione Skill. Un'unità può tirare e
ricaricare l'arma nello stesso turno utilizzando due azioni." An artillery line is unloaded when
an attack declares a shot of it (direct, indirect or in a reaction fire) and is offered no target
until a Skill action reloads it (:mod:`.skill_action`, ``skill reload``; DT-86).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Final, TYPE_CHECKING

from meeple.games.dust_tactics import scoring
from meeple.games.dust_tactics.attack import Attack
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.command_squads import has_role, is_command_squad
from meeple.games.dust_tactics.dice import Face
from meeple.games.dust_tactics.limited_ammo import boxes_left
from meeple.games.dust_tactics.line_of_sight import sight
from meeple.games.dust_tactics.smoke import may_attack
from meeple.games.dust_tactics.targets import Shot
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.units import UnitType, WeaponLine
from meeple.games.dust_tactics.weapon_dice import ArmourClass, playable, shot_dice
from meeple.games.dust_tactics.weapon_range import distance

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

#: The skill that makes a unit an observer (p. 20).
OBSERVER_SKILL: Final = "artillery-strike"
#: The face a direct fire hits on (p. 15: "I tiri diretti hanno successo con il risultato [colpo]").
DIRECT_HIT_FACE: Final = Face.HIT
#: The face an indirect fire hits on (p. 15; the lost icon read as the blank, DT-84): the one
#: :mod:`.scoring` reads every attack die by.
INDIRECT_HIT_FACE: Final = scoring.INDIRECT_HIT_FACE
#: The step of the artillery's activation in a strike: one fire worth two actions (p. 15).
INDIRECT_PLAN: Final[tuple[str, ...]] = ("indirect",)


def is_artillery(line: WeaponLine) -> bool:
    """A weapon of range A (p. 14)."""
    return line.range.kind == "artillery"


def artillery_lines(unit: UnitState) -> tuple[WeaponRef, ...]:
    """The unit's range-A lines (a joined hero's included)."""
    return tuple(ref for ref, line in unit.lines() if is_artillery(line))


def unloaded_lines(state: "DtState", unit_id: str) -> tuple[WeaponRef, ...]:
    """The unit's artillery lines without their "loaded" token."""
    markers = state.markers
    return tuple(ref for ref in artillery_lines(state.units[unit_id]) if not markers.is_loaded(unit_id, ref))


def is_observer(unit: UnitState) -> bool:
    """An observer: a unit with Artillery Strike (p. 20: "Un'unità dotata di questa competenza
    è considerata come un osservatore"), its joined hero's included, or a command squad whose
    radioman still stands (p. 23: "Se il radiotelegrafista viene eliminato la squadra comando
    non può più utilizzare la competenza Artillery Strike")."""
    if OBSERVER_SKILL in unit.card.skills or (unit.hero is not None and OBSERVER_SKILL in unit.hero.card.skills):
        return True
    return is_command_squad(unit) and has_role(unit, "radioman")


def indirect_targets(state: "DtState", artillery_id: str, ref: WeaponRef, observer_id: str) -> list[str]:
    """The enemy units the artillery's line ``ref`` may fire at indirectly: in its range from the
    artillery's square, in the observer's sight ("un'unità verso la quale l'osservatore ha la
    linea di vista libera", p. 20), and a value meeple plays against their armour. Units only:
    the text orders the fire "su un'unità"."""
    origin = state.pos.get(artillery_id)
    eye = state.pos.get(observer_id)
    if origin is None or eye is None:
        return []
    unit = state.units[artillery_id]
    line = unit.line(ref)
    seat = state.seat_of[artillery_id]
    viewer = state.units[observer_id].card.type
    field, occupancy = state.field, state.occupancy()
    found: list[str] = []
    for uid, square in state.pos.items():
        if square is None or state.seat_of[uid] == seat or not line.range.reaches(distance(origin, square)):
            continue
        card = state.units[uid].card
        armour = ArmourClass.of(card)
        if not playable(line, armour) or shot_dice(unit, ref, armour) == 0:
            continue
        if sight(field, occupancy, eye, viewer, square, card.type).visible:
            found.append(uid)
    return found


def artillery_line_targets(state: "DtState", attacker_id: str, ref: WeaponRef) -> list[str] | None:
    """The hook of :func:`~.aiming.line_targets` for an artillery line: no target while it is
    unloaded, the observer's targets during a strike, None (the ordinary targets: a direct fire)
    otherwise."""
    markers = state.markers
    if not markers.is_loaded(attacker_id, ref):
        return []
    strike = markers.strike
    if strike is not None and strike.artillery == attacker_id:
        return indirect_targets(state, attacker_id, ref, strike.observer)
    return None


def strike_options(state: "DtState", observer_id: str) -> list[str]:
    """The friendly artillery units the observer may order to fire now: on the battlefield and
    not in smoke (p. 6: "non possono né attaccare", :func:`~.smoke.may_attack`, DT-125), not
    yet activated this turn (p. 15), with a loaded artillery line (and a munition left) that has
    a target the observer sees within its range."""
    if state.pos.get(observer_id) is None or not is_observer(state.units[observer_id]):
        return []
    seat = state.seat_of[observer_id]
    found: list[str] = []
    for uid, square in state.pos.items():
        if uid == observer_id or square is None or state.seat_of[uid] != seat or uid in state.activated:
            continue
        if not may_attack(state, uid):
            continue
        unit = state.units[uid]
        for ref in artillery_lines(unit):
            if not state.markers.is_loaded(uid, ref):
                continue
            if unit.line(ref).limited_ammo is not None and boxes_left(unit, ref) <= 0:
                continue
            if indirect_targets(state, uid, ref, observer_id):
                found.append(uid)
                break
    return found


def indirect_refs(state: "DtState", attacker_id: str, shots: tuple[Shot, ...]) -> tuple[WeaponRef, ...]:
    """The artillery lines of ``shots`` that fire indirectly: those of the artillery unit of a
    strike under way."""
    strike = state.markers.strike
    if strike is None or strike.artillery != attacker_id:
        return ()
    unit = state.units[attacker_id]
    return tuple(sorted({s.line for s in shots if is_artillery(unit.line(s.line))}))


def cover_viewpoint(state: "DtState", attacker_id: str, shots: tuple[Shot, ...], target_id: str) -> tuple[Square, UnitType] | None:
    """Where the cover of ``target_id`` is judged from when an indirect fire aims at it: the
    observer's square, whose sight guides the fire (DT-85); None for any other target (the
    attacker's own square)."""
    refs = indirect_refs(state, attacker_id, shots)
    strike = state.markers.strike
    if not refs or strike is None or not any(s.target == target_id and s.line in refs for s in shots):
        return None
    eye = state.pos.get(strike.observer)
    if eye is None:
        return None
    return eye, state.units[strike.observer].card.type


def fired(state: "DtState", attacker_id: str, shots: tuple[Shot, ...], attack: Attack) -> Attack:
    """An attack has been declared: every artillery line it fires loses its "loaded" token
    (p. 25); during a strike those lines fire indirectly, so their shots hit on
    :data:`INDIRECT_HIT_FACE` (DT-84; their targets' cover is :func:`cover_viewpoint`'s).
    Returns the attack to play."""
    unit = state.units[attacker_id]
    refs = tuple(sorted({s.line for s in shots if is_artillery(unit.line(s.line))}))
    if not refs:
        return attack
    state.markers = state.markers.fired(attacker_id, refs)
    indirect = indirect_refs(state, attacker_id, shots)
    return replace(attack, indirect_lines=indirect) if indirect else attack

"""An Attack action in play: the targets declared line by line, the attack resolved through
:class:`~.attack.Attack`, its outcome written back (rulebook pp. 11-14).

p. 12: "Il giocatore deve annunciare l'obiettivo di ogni linea d'armamento. Può scegliere gli
obiettivi tra quelli a portata, precisando quale arma colpisce quale obiettivo (anche per il
corpo a corpo). [...] Un'unità non è obbligata a utilizzare tutte le armi disponibili". So
each weapon line (each munition of a limited line) is one decision: ``aim <target>`` among
the targets in range and sight it can harm, or ``hold-fire``. The attack is rolled once
every line is declared ("Una volta annunciato l'obiettivo di una linea d'armamento non si
può più cambiare").

Every value of p. 24 is played: Incendiary Blast (DT-43), AP Incendiary (DT-103), Phaser
(DT-102) and Volley Blast (DT-104), against units and against cover elements alike (an element
is read as a vehicle of its class, one miniature: DT-6, DT-128); so are the laser,
flamethrower, UGL, knife, burst (DT-105) and reloadable lines (DT-75, offered while loaded). A
line is not offered where :func:`~.weapon_dice.playable` says no: a "-", or a tag the card
format does not know (DT-44). A flamethrower is not aimed at an anti-tank block ("non possono
distruggere i blocchi anticarro", p. 25, DT-42), and its flame burns every unit between
(p. 25, DT-41). A unit in smoke aims at nothing (p. 6, DT-125).

DT-33 (special values not offered) and DT-44's refusal of burst and reloadable lines are
superseded; the sentences that said so here were stale (audit 8).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, TYPE_CHECKING

from meeple.games.dust_tactics import reload
from meeple.games.dust_tactics.artillery import artillery_line_targets, cover_viewpoint
from meeple.games.dust_tactics.attack import ATTACKER, Attack, Target, UnitTarget
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.cover import cover_against
from meeple.games.dust_tactics.cover_destruction import ElementTarget
from meeple.games.dust_tactics.limited_ammo import boxes_left, shots_allowed_this_turn
from meeple.games.dust_tactics.line_of_sight import sight
from meeple.games.dust_tactics.smoke import may_attack
from meeple.games.dust_tactics.special_weapons import can_harm_element, flame_path, is_flamethrower
from meeple.games.dust_tactics.targets import ELEMENT_SIGHT_TYPE, Shot
from meeple.games.dust_tactics.terrain import Cover, CoverElement
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.occupancy import Occupancy
from meeple.games.dust_tactics.units import ARMOUR_KIND, UnitType, WeaponLine
from meeple.games.dust_tactics.weapon_dice import ArmourClass, playable, shot_dice
from meeple.games.dust_tactics.volley import more_munitions
from meeple.games.dust_tactics.weapon_range import TABLED_DISTANCE, distance, reach_table

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

#: Target ids of cover elements: ``element:e4``.
ELEMENT_PREFIX: Final = "element:"


@dataclass(frozen=True)
class Aiming:
    """An attack being declared: the attacker, its lines in order, the line being aimed
    (``index``), the shots declared so far, whether it is a Sustained Attack, and for a
    reaction fire the only unit it may aim at (p. 16: "Un tiro di reazione può essere
    indirizzato solo contro l'unità che il vostro avversario ha attivato")."""

    attacker: str
    lines: tuple[WeaponRef, ...]
    index: int = 0
    shots: tuple[Shot, ...] = ()
    sustained: bool = False
    only: str = ""

    def __init__(
        self, attacker: str, lines: tuple[WeaponRef, ...], index: int = 0, shots: tuple[Shot, ...] = (),
        sustained: bool = False, only: str = "",
    ) -> None:
        """The fields in order, as the dataclass's own ``__init__`` sets them (compiled, a field
        set this way is a plain store, not an interpreted ``__init__``'s call)."""
        object.__setattr__(self, "attacker", attacker)
        object.__setattr__(self, "lines", lines)
        object.__setattr__(self, "index", index)
        object.__setattr__(self, "shots", shots)
        object.__setattr__(self, "sustained", sustained)
        object.__setattr__(self, "only", only)

    @property
    def complete(self) -> bool:
        """Whether every line has been declared (or left unused)."""
        return self.index >= len(self.lines)


def element_id(square: Square) -> str:
    """The target id of the cover element on ``square``."""
    return f"{ELEMENT_PREFIX}{square}"


def unit_type(unit: UnitState) -> UnitType:
    """How sight and cover see a unit: a squad with a joined hero is a squad."""
    return unit.card.type


def _munitions_left(unit: UnitState, ref: WeaponRef, shots: tuple[Shot, ...]) -> int:
    left = boxes_left(unit, ref) - sum(1 for s in shots if s.line == ref)
    if not ref.hero:
        allowed = shots_allowed_this_turn(unit)
        if allowed is not None:
            own = sum(1 for s in shots if not s.line.hero and unit.line(s.line).limited_ammo is not None)
            left = min(left, allowed - own)
    return left


def line_targets(state: "DtState", aiming: Aiming) -> list[str]:
    """The targets the line being aimed may take (:func:`targets_of_line` of ``aiming.index``):
    those :func:`next_line` found for this same aiming during the move, if it did."""
    found = state.aimed
    if found is not None and found.hold_for(state, aiming):
        return found.targets
    return targets_of_line(state, aiming, aiming.index)


class FoundTargets:
    """The targets :func:`next_line` found for the line it moved to, with what they were worked
    out from: the aiming, the battlefield, the skill markers, the attacker's state and every
    unit's square. They hold while all of these are the same."""

    def __init__(self, state: "DtState", aiming: Aiming, targets: list[str]) -> None:
        self.aiming = aiming
        self.field = state.field
        self.markers: object = state.markers
        self.attacker: UnitState | None = state.units.get(aiming.attacker)
        self.placed = tuple(state.pos.items())
        self.targets = targets

    def hold_for(self, state: "DtState", aiming: Aiming) -> bool:
        """Whether these are still ``aiming``'s targets in ``state``."""
        return (
            aiming is self.aiming and state.field is self.field and state.markers is self.markers
            and state.units.get(aiming.attacker) is self.attacker and tuple(state.pos.items()) == self.placed
        )


def targets_of_line(state: "DtState", aiming: Aiming, index: int) -> list[str]:
    """The targets line ``index`` of ``aiming`` may take, its shots so far declared: enemy units and cover elements in range
    and sight (``targets.aim_problem``) that it can harm with a value meeple plays
    (:func:`~.weapon_dice.playable`: plain dice and every special value of p. 24, DT-128), with
    a model left to carry it and, for a limited line, a munition left (p. 24; a Volley Blast
    while its value lists more munitions at that target, DT-104); never a flamethrower at
    an anti-tank block (DT-42). None at all for an attacker in smoke, whatever the attack
    (p. 6, :func:`~.smoke.may_attack`, DT-125): every attack's targets pass through here."""
    attacker_id = aiming.attacker
    if not may_attack(state, attacker_id):
        return []
    unit = state.units[attacker_id]
    ref = aiming.lines[index]
    line = unit.line(ref)
    shots = aiming.shots
    if line.limited_ammo is not None and _munitions_left(unit, ref, shots) <= 0:
        return []
    if not reload.loaded(state, attacker_id, ref):  # an unloaded reloadable line (p. 25, reload.py)
        return []
    if line.range.kind == "artillery":  # range A: the loaded token, an indirect fire (artillery.py)
        special = artillery_line_targets(state, attacker_id, ref)
        if special is not None:
            return special
    pos = state.pos
    origin = pos[attacker_id]
    if origin is None:
        return []
    field = state.field
    occupancy: Occupancy | None = None  # asked for once a target is in range and harmed
    viewer = unit_type(unit)
    seat_of = state.seat_of
    units = state.units
    seat = seat_of[attacker_id]
    only = aiming.only
    same_line = {s.target for s in shots if s.line == ref} if shots else _NONE
    reaches = line.range.reaches
    within = reach_table(line.range)  # reaches(d) by distance
    # Each test of ``targets.aim_problem`` is a plain yes or no, so they are asked cheapest
    # first: range, then the armour class (the line has a value it plays against it, with a
    # model left to carry it: :func:`_harms`, kept per unit state; a "-" is none), then sight.
    harm = _harm_table(unit)
    line_key = -1 - ref.index if ref.hero else ref.index  # WeaponRef hashes in Python
    found: list[str] = []
    # a reaction fire looks at the activated unit only (the same answer as the whole list)
    candidates = pos.items() if not only else (((only, pos[only]),) if only in pos else ())
    for uid, square in candidates:
        if square is None or seat_of[uid] == seat:
            continue
        steps = distance(origin, square)
        if not (within[steps] if steps <= TABLED_DISTANCE else reaches(steps)):
            continue
        card = units[uid].card
        key = (line_key, ARMOUR_KIND[card.type], card.armour)
        harms = harm.get(key)
        if harms is None:
            harms = harm[key] = _harms(unit, ref, line, ArmourClass(key[1], key[2]))
        if not harms:
            continue
        if same_line and field.element_at(square) is not None and element_id(square) in same_line:
            continue
        if uid in same_line and not more_munitions(  # a Volley Blast's munitions at one target (p. 24)
            line, ArmourClass(key[1], key[2]), sum(1 for s in shots if s.line == ref and s.target == uid)
        ):
            continue
        if occupancy is None:
            occupancy = state.occupancy()
        if sight(field, occupancy, origin, viewer, square, card.type).visible:
            found.append(uid)
    if only or not field.elements:
        return found
    flame = is_flamethrower(line)
    for square, element in field.elements:
        steps = distance(origin, square)
        if not (within[steps] if steps <= TABLED_DISTANCE else reaches(steps)):
            continue
        if flame and not can_harm_element(line, element):
            continue
        armour = ArmourClass.of_element(element)  # a vehicle of its class (DT-6), any value (DT-128)
        key = (line_key, armour.kind, armour.value)
        harms = harm.get(key)
        if harms is None:
            harms = harm[key] = _harms(unit, ref, line, armour)
        if not harms:
            continue
        if same_line and any(pos.get(t) == square for t in same_line):
            continue
        target_id = element_id(square)
        if target_id in same_line and not more_munitions(  # a Volley Blast's munitions (p. 24)
            line, armour, sum(1 for s in shots if s.line == ref and s.target == target_id)
        ):
            continue
        if occupancy is None:
            occupancy = state.occupancy()
        if sight(field, occupancy, origin, viewer, square, ELEMENT_SIGHT_TYPE).visible:
            found.append(target_id)
    return found


#: No shot of the line yet.
_NONE: Final[frozenset[str]] = frozenset()
#: Where :func:`_harm_table` keeps its table on a unit state.
_HARM_KEY: Final = "_harms"


def _harm_table(unit: UnitState) -> dict[tuple[int, str, int], bool]:
    """The answers of :func:`_harms` for ``unit``, by line (its index, a joined hero's line's
    as ``-1 - index``) and armour class: kept with the unit
    state (it is immutable), outside its fields (``unit.facts``)."""
    kept = unit.facts
    table: dict[tuple[int, str, int], bool] | None = kept.get(_HARM_KEY)
    if table is None:
        table = kept[_HARM_KEY] = {}
    return table


def _harms(unit: UnitState, ref: WeaponRef, line: WeaponLine, armour: ArmourClass) -> bool:
    """Whether line ``ref`` of ``unit`` can harm a target of class ``armour``: it has a value
    meeple plays against it (:func:`~.weapon_dice.playable`) and a model left to carry it."""
    return playable(line, armour) and shot_dice(unit, ref, armour) != 0


def next_line(state: "DtState", aiming: Aiming) -> Aiming:
    """The aiming moved on to the first line, from ``aiming.index``, that has a target
    (:attr:`Aiming.complete` when every line is declared)."""
    index = aiming.index
    targets: list[str] = []
    while index < len(aiming.lines):
        targets = targets_of_line(state, aiming, index)
        if targets:
            break
        index += 1
    found = aiming if index == aiming.index else Aiming(
        aiming.attacker, aiming.lines, index, aiming.shots, aiming.sustained, aiming.only)
    # the line's targets, kept for the legal actions of this same move (``DtState.aimed``)
    state.aimed = FoundTargets(state, found, targets) if targets else None
    return found


def aim(state: "DtState", aiming: Aiming, target: str) -> Aiming:
    """Declare the current line (or munition) at ``target``; the next decision."""
    ref = aiming.lines[aiming.index]
    shots = aiming.shots + (Shot(ref, target),)
    unit = state.units[aiming.attacker]
    index = aiming.index if unit.line(ref).limited_ammo is not None else aiming.index + 1
    return next_line(state, Aiming(aiming.attacker, aiming.lines, index, shots, aiming.sustained, aiming.only))


def hold_fire(state: "DtState", aiming: Aiming) -> Aiming:
    """Leave the current line unused (or fire no more of its munitions)."""
    return next_line(state, Aiming(aiming.attacker, aiming.lines, aiming.index + 1, aiming.shots, aiming.sustained, aiming.only))


def build_attack(state: "DtState", aiming: Aiming) -> Attack:
    """The declared attack (p. 11): each target with the cover it has against the attacker
    (squads only, p. 13) and each cover element with the damage it has taken."""
    attacker_id = aiming.attacker
    unit = state.units[attacker_id]
    origin = state.pos[attacker_id]
    if origin is None:
        raise ValueError(f"{attacker_id} is not on the battlefield")
    occupancy = state.occupancy()
    targets: dict[str, Target] = {}
    squares: dict[str, Square] = {}
    caught: list[Shot] = []
    for shot in aiming.shots:
        if shot.target in targets:
            continue
        if shot.target.startswith(ELEMENT_PREFIX):
            square = Square.parse(shot.target[len(ELEMENT_PREFIX):])
            element = state.field.element_at(square)
            if element is None:
                raise ValueError(f"no cover element on {square}")
            targets[shot.target] = ElementTarget(element, state.element_damage.get(square, 0))
        else:
            square = state.pos[shot.target]  # type: ignore[assignment]
            target = state.units[shot.target]
            eye, viewer = cover_viewpoint(state, attacker_id, aiming.shots, shot.target) or (origin, unit_type(unit))
            cover = cover_against(state.field, occupancy, eye, viewer, square, unit_type(target))  # eye: an observer's (p. 15)
            targets[shot.target] = UnitTarget(target, cover, moved=shot.target in state.moved)  # burst: p. 25
        squares[shot.target] = square
    for shot in aiming.shots:
        if is_flamethrower(unit.line(shot.line)):
            caught += _caught(state, attacker_id, shot, origin, squares[shot.target], targets)
    # p. 13: a squad and the cover element on its square (not two units sharing a square, a
    # hero beside a squad: each may take its own munition)
    same_square = [
        frozenset((a, b)) for a in squares for b in squares
        if a < b and squares[a] == squares[b] and is_element(a) != is_element(b)
    ]
    return Attack.declare(
        unit, targets, aiming.shots, sustained=aiming.sustained, same_square=same_square, caught=caught
    )


def _caught(
    state: "DtState", attacker_id: str, shot: Shot, origin: Square, square: Square, targets: dict[str, Target]
) -> list[Shot]:
    """The flame of ``shot`` at every unit, friend or foe, on the squares between the attacker
    and its target (p. 25: "infliggono danni a tutte le unità che si trovano tra loro e l'unità
    colpita, anche se si tratta di unità amiche"; :func:`~.special_weapons.flame_path`, DT-41).
    Each is added to ``targets``; the flame ignores cover, so a unit hit only by it is given
    none. A sight-blocking square between leaves the target out of sight, so the flame never
    passes one ("non possono tirare aldilà di quadrati che bloccano la linea di vista")."""
    path = flame_path(origin, square)
    if not path:
        return []
    on: dict[Square, list[str]] = {}
    for uid, where in state.pos.items():
        if where is not None and uid != attacker_id:
            on.setdefault(where, []).append(uid)
    found: list[Shot] = []
    for between in path:
        for uid in on.get(between, ()):
            if uid not in targets:
                targets[uid] = UnitTarget(state.units[uid], Cover.NONE)
            found.append(Shot(shot.line, uid))
    return found


def write_back(state: "DtState", attacker_id: str, attack: Attack) -> list[str]:
    """Copy the attack's outcome onto the state: the attacker's markings (ammunition, a
    close-combat reply's damage), the units hit, the cover elements' damage (a destroyed one
    is taken off the battlefield). Returns the unit ids whose strength changed."""
    state.units[attacker_id] = attack.attacker
    touched = [attacker_id]
    for target_id, target in attack.targets:
        if isinstance(target, ElementTarget):
            square = Square.parse(target_id[len(ELEMENT_PREFIX):])
            if target.destroyed:
                state.field = state.field.without_element(square)
                state.element_damage.pop(square, None)
            else:
                state.element_damage[square] = target.damage
        else:
            state.units[target_id] = target.state
            touched.append(target_id)
    return touched


def is_element(target_id: str) -> bool:
    """Whether a target id names a cover element."""
    return target_id.startswith(ELEMENT_PREFIX)


def element_at(state: "DtState", target_id: str) -> CoverElement | None:
    """The cover element a target id names, if it is still there."""
    return state.field.element_at(Square.parse(target_id[len(ELEMENT_PREFIX):]))


__all__ = [
    "ATTACKER", "Aiming", "FoundTargets", "aim", "build_attack", "hold_fire", "line_targets", "next_line", "targets_of_line", "write_back",
]

"""Making an attack, from the declared targets to the last casualty (rulebook pp. 11-14:
"Effettuare un attacco", "Tiri di copertura", "Combattimento corpo a corpo"; p. 7, "Sustained
attack").

p. 11: "Per effettuare un attacco, seguite le tappe nell'ordine seguente: 1 – Verificate la
portata. 2 – Verificate la linea di vista. 3 – Annunciate gli obiettivi. 4 – Lanciate i dadi.
5 – Verificate i tiri di copertura. 6 – Attribuite i danni." Steps 1-3 are :mod:`.targets`;
this module runs 4-6, then close combat.

p. 12: "Quando effettuate degli attacchi, questi sono da considerarsi simultanei. Se un
giocatore decide di utilizzare tutte le sue armi contro un solo obiettivo e lo distrugge prima
di averle usate tutte, le armi rimanenti sono da considerarsi utilizzate per il turno." So every
line of the first volley rolls, each target rolls once for cover for all the damage aimed at it,
and the damage beyond what a target can take is lost: a line aimed at a destroyed target is
spent and never turned on another target (DT-22). p. 14: the close-combat lines (range C) come
after, with the defenders' simultaneous reply (:mod:`.close_combat`).

Special weapons (pp. 24-26, :mod:`.special_weapons`): a laser rerolls its hits until it rolls
none, the chain of a roll before the Sustained Attack's reroll of that roll's misses, and the
reroll's hits again rerolled (DT-39, DT-40); the damage of a flamethrower or UGL is never
rolled for cover, and a flamethrower's flame also burns every unit between the attacker and
its target, friend or foe (the ``caught`` shots, DT-41); an Incendiary Blast rolls its dice per
miniature of the target (DT-43).

:class:`Attack` is a small pure machine: :meth:`Attack.next_step` says what is needed next, a
:class:`DiceRoll` (chance: the faces are an input, so each die can be a chance node) or a
:class:`CasualtyChoice` (the owner of the unit hit picks which model to remove); :meth:`Attack.roll`
and :meth:`Attack.choose` answer it and return the next :class:`Attack`. Nothing is random here.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any, Final, Literal, Mapping, Sequence

from meeple.engine.errors import IllegalActionError
from meeple.games.dust_tactics.all_in_one import dice_factor
from meeple.games.dust_tactics.heroic_attack import unharmed
from meeple.games.dust_tactics import medal_of_honor, scoring
from meeple.games.dust_tactics.berserk import berserk_dice
from meeple.games.dust_tactics.sniper import sniper_line
from meeple.games.dust_tactics.damage_resilient import damage_after_resilience, resilience_dice
from meeple.games.dust_tactics import ap_incendiary, phaser, volley
from meeple.games.dust_tactics.burst import dice_factor as burst_factor
from meeple.games.dust_tactics.casualties import Casualty, casualty_options, needs_choice, take_casualty, take_damage
from meeple.games.dust_tactics.close_combat import Reply, reply_lines, split
from meeple.games.dust_tactics.cover_destruction import ElementTarget
from meeple.games.dust_tactics.cover_roll import cover_dice, damage_after_cover
from meeple.games.dust_tactics.dice import Face, hits, misses
from meeple.games.dust_tactics.limited_ammo import spend
from meeple.games.dust_tactics.special_weapons import can_harm_element, ignores_cover, is_flamethrower, is_laser, laser_rerolls, miniatures
from meeple.games.dust_tactics.targets import Shot, check_declaration
from meeple.games.dust_tactics.terrain import Cover
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.weapon_dice import ArmourClass, after_reroll, combat_value, damage_per_hit, shot_dice

#: The id under which the attacker takes the damage of a close-combat reply.
ATTACKER: Final = "attacker"


@dataclass(frozen=True)
class UnitTarget:
    """A unit attacked, and the cover it has against this attacker
    (:func:`~.cover.cover_against`; it counts only for the lines not at range C)."""

    state: UnitState
    cover: Cover = Cover.NONE
    #: Whether the unit has moved this turn (a burst line doubles its dice otherwise, p. 25).
    moved: bool = False


Target = UnitTarget | ElementTarget


def points_left(target: Target) -> int:
    """The damage points a target can still take: a unit's models and hit points (a joined
    hero's included), a cover element's points (p. 13: "Cassa di Munizioni: 3;2 Blocco
    Anticarro: 5;4", DT-6)."""
    if isinstance(target, ElementTarget):
        return target.hit_points_left
    return target.state.remaining


def armour_of(target: Target) -> ArmourClass:
    """The class a target is read in: a unit's own, a cover element's in the vehicle column."""
    if isinstance(target, ElementTarget):
        return target.armour
    return ArmourClass.of(target.state.card)


@dataclass(frozen=True)
class DiceRoll:
    """Chance: ``dice`` dice to roll, then :meth:`Attack.roll` with their faces.

    ``purpose``: ``"attack"`` (shot ``index`` at ``unit``), ``"sustained"`` (the misses of shot
    ``index`` rerolled, p. 7), ``"laser"`` (the hits of laser shot ``index`` rerolled, p. 26),
    ``"cover"`` (``unit`` rolls for cover, p. 13) or ``"reply"`` (reply line ``index`` of
    defender ``unit``, p. 14)."""

    purpose: Literal["attack", "sustained", "laser", "cover", "reply", "berserk", "resilient", "phaser", "medal"]
    dice: int
    unit: str
    index: int = -1


@dataclass(frozen=True)
class CasualtyChoice:
    """The owner of ``unit`` (a target id, or :data:`ATTACKER`) removes one casualty of the
    ``damage`` points still to take (p. 12: "E' il giocatore che controlla la squadra a decidere
    quale miniatura togliere"), with :meth:`Attack.choose`."""

    unit: str
    damage: int
    options: tuple[Casualty, ...]
    #: A Sniper's damage: the attacking player picks the miniature (p. 22, :mod:`.sniper`).
    by_attacker: bool = False


#: The rolls of the attacker's own attack dice, read through :func:`~.scoring.read`.
ATTACK_DICE: Final[frozenset[str]] = frozenset({"attack", "sustained", "laser", "berserk", "medal"})

Step = DiceRoll | CasualtyChoice
Phase = Literal["first", "close", "done"]
Stage = Literal["dice", "cover", "resilient", "casualties"]


@dataclass(frozen=True)
class Attack:
    """An attack being resolved. Build it with :meth:`declare`; then, while
    :meth:`next_step` is not None, answer it. Read the outcome from :attr:`attacker`,
    :meth:`target` and :meth:`destroyed`."""

    attacker: UnitState
    targets: tuple[tuple[str, Target], ...]
    #: The declared shots, then the flamethrowers' ``caught`` shots (DT-41).
    shots: tuple[Shot, ...]
    sustained: bool = False
    #: How many of :attr:`shots` were declared (the rest burn the units between).
    declared: int = -1
    phase: Phase = "first"
    stage: Stage = "dice"
    queue: tuple[Step, ...] = ()
    #: The final faces of each shot (after a Sustained Attack reroll), as the attack reads
    #: them (:meth:`read`: ``HIT`` for a die that scores); None if not rolled.
    shot_faces: tuple[tuple[Face, ...] | None, ...] = ()
    #: The hits of each shot: its roll after the Sustained Attack reroll, and a laser's rerolls.
    shot_hits: tuple[int, ...] = ()
    replies: tuple[Reply, ...] = ()
    reply_faces: tuple[tuple[Face, ...] | None, ...] = ()
    #: Damage points still to apply, per unit id, in order.
    pending: tuple[tuple[str, int], ...] = ()
    #: Damage points of the first volley that no cover roll saves (flamethrower, UGL: p. 25).
    uncovered: tuple[tuple[str, int], ...] = ()
    #: Of :attr:`pending`, the points of a Sniper's lines, whose miniatures the attacker picks (p. 22).
    sniped: tuple[tuple[str, int], ...] = ()
    #: The artillery lines fired indirectly: their dice score on the blank face (p. 15, DT-84;
    #: :mod:`.scoring`).
    indirect_lines: tuple[WeaponRef, ...] = ()
    #: The munitions of each shot: a volley line's munitions at one target are one shot
    #: (p. 24, :mod:`.volley`); empty: one each.
    munitions: tuple[int, ...] = ()
    #: The Phaser Blast shots whose damage dice are rolled (p. 24, :mod:`.phaser`).
    phaser_rolled: tuple[int, ...] = ()
    #: Whether the hero's Medal of Honor die has been rerolled in this attack (p. 21).
    medal_used: bool = False

    def __init__(
        self,
        attacker: UnitState,
        targets: tuple[tuple[str, Target], ...],
        shots: tuple[Shot, ...],
        sustained: bool = False,
        declared: int = -1,
        phase: Phase = "first",
        stage: Stage = "dice",
        queue: tuple[Step, ...] = (),
        shot_faces: tuple[tuple[Face, ...] | None, ...] = (),
        shot_hits: tuple[int, ...] = (),
        replies: tuple[Reply, ...] = (),
        reply_faces: tuple[tuple[Face, ...] | None, ...] = (),
        pending: tuple[tuple[str, int], ...] = (),
        uncovered: tuple[tuple[str, int], ...] = (),
        sniped: tuple[tuple[str, int], ...] = (),
        indirect_lines: tuple[WeaponRef, ...] = (),
        munitions: tuple[int, ...] = (),
        phaser_rolled: tuple[int, ...] = (),
        medal_used: bool = False,
    ) -> None:
        """The fields in order, as the dataclass's own ``__init__`` sets them (compiled, a field
        set this way is a plain store, not an interpreted ``__init__``'s call)."""
        object.__setattr__(self, "attacker", attacker)
        object.__setattr__(self, "targets", targets)
        object.__setattr__(self, "shots", shots)
        object.__setattr__(self, "sustained", sustained)
        object.__setattr__(self, "declared", declared)
        object.__setattr__(self, "phase", phase)
        object.__setattr__(self, "stage", stage)
        object.__setattr__(self, "queue", queue)
        object.__setattr__(self, "shot_faces", shot_faces)
        object.__setattr__(self, "shot_hits", shot_hits)
        object.__setattr__(self, "replies", replies)
        object.__setattr__(self, "reply_faces", reply_faces)
        object.__setattr__(self, "pending", pending)
        object.__setattr__(self, "uncovered", uncovered)
        object.__setattr__(self, "sniped", sniped)
        object.__setattr__(self, "indirect_lines", indirect_lines)
        object.__setattr__(self, "munitions", munitions)
        object.__setattr__(self, "phaser_rolled", phaser_rolled)
        object.__setattr__(self, "medal_used", medal_used)

    def _with(self, **changes: Any) -> "Attack":
        """A copy with ``changes``, as :func:`dataclasses.replace` makes it (an attack has no
        ``__post_init__`` and ``__init__`` sets every field), without its walk of the fields:
        an attack is copied at every step."""
        unknown = changes.keys() - _ATTACK_FIELDS
        if unknown:
            raise TypeError(f"Attack has no field {', '.join(sorted(unknown))}")
        if _ATTACK_HAS_DICT:
            new = object.__new__(Attack)
            values = new.__dict__
            values.update(self.__dict__)
            values.update(changes)
            return new
        return _rebuilt(self, changes)  # the compiled build: no instance __dict__, a fast __init__

    # ------------------------------------------------------------------ building

    @classmethod
    def declare(
        cls,
        attacker: UnitState,
        targets: Mapping[str, Target],
        shots: Sequence[Shot],
        *,
        sustained: bool = False,
        same_square: Sequence[frozenset[str]] = (),
        caught: Sequence[Shot] = (),
    ) -> "Attack":
        """Declare ``shots`` at ``targets`` (checked by :func:`~.targets.check_declaration`;
        range and sight by :func:`~.targets.aim_problem` beforehand). The munitions of the
        limited-ammunition shots are crossed off now, whatever becomes of their targets
        (p. 12). ``sustained``: a Sustained Attack, the misses of every line rerolled once
        (p. 7). ``same_square``: pairs of target ids, a squad and the cover element on its
        square (p. 13). ``caught``: for a declared flamethrower shot, the line at each unit
        between the attacker and its target (friend or foe, p. 25; :func:`~.special_weapons.flame_path`),
        each a :class:`UnitTarget` of ``targets``; a unit the line cannot harm ("-") is left
        out (DT-41)."""
        if ATTACKER in targets:
            raise IllegalActionError(f"{ATTACKER!r} is not a target id")
        for target_id, target in targets.items():
            if (target.destroyed if isinstance(target, ElementTarget) else target.state.destroyed):
                raise IllegalActionError(f"{target_id} is already destroyed")
        check_declaration(attacker, shots, {i: armour_of(t) for i, t in targets.items()}, same_square=same_square)
        for shot in shots:
            target = targets[shot.target]
            if isinstance(target, ElementTarget) and not can_harm_element(attacker.line(shot.line), target.element):
                raise IllegalActionError(
                    f"{attacker.line(shot.line).name}: a flamethrower cannot destroy an anti-tank block (p. 25)"
                )
        burning = [s for s in caught if cls._check_caught(attacker, shots, targets, s)]
        merged, munitions = volley.merge(attacker, shots)  # Volley Blast: one roll per target (p. 24)
        every = merged + tuple(burning)
        attack = cls(
            attacker=spend(attacker, [s.line for s in shots]),
            targets=tuple(targets.items()),
            shots=every,
            sustained=sustained,
            declared=len(merged),
            shot_faces=(None,) * len(every),
            shot_hits=(0,) * len(every),
            munitions=munitions + (1,) * len(burning),
        )
        first, _ = split(attacker, every)
        return attack._roll_shots(first)._advance()

    @staticmethod
    def _check_caught(attacker: UnitState, shots: Sequence[Shot], targets: Mapping[str, Target], shot: Shot) -> bool:
        """Whether a ``caught`` shot burns its unit (False when the line shows "-" against
        it); IllegalActionError when it is not a declared flamethrower's or its unit is not a
        unit target."""
        line = attacker.line(shot.line)
        if not is_flamethrower(line) or all(s.line != shot.line for s in shots):
            raise IllegalActionError(f"{line.name}: only a declared flamethrower burns the units between (p. 25)")
        target = targets.get(shot.target)
        if not isinstance(target, UnitTarget):
            raise IllegalActionError(f"{shot.target!r}: the flame burns units, not cover elements (DT-41)")
        armour = ArmourClass.of(target.state.card)
        if not line.against(armour.kind, armour.value).can_damage:
            return False
        combat_value(line, armour)
        return True

    # ------------------------------------------------------------------ reading

    def next_step(self) -> Step | None:
        """What the attack needs next, or None when it is over."""
        return self.queue[0] if self.queue else None

    @property
    def done(self) -> bool:
        """Whether the attack is over."""
        return self.phase == "done"

    def target(self, target_id: str) -> Target:
        """A target as it stands now."""
        for i, target in self.targets:
            if i == target_id:
                return target
        raise KeyError(target_id)

    def unit(self, unit_id: str) -> UnitState:
        """A unit target's state now, or the attacker's for :data:`ATTACKER`."""
        if unit_id == ATTACKER:
            return self.attacker
        target = self.target(unit_id)
        if isinstance(target, ElementTarget):
            raise KeyError(f"{unit_id} is a cover element")
        return target.state

    def destroyed(self) -> tuple[str, ...]:
        """The targets destroyed so far (and :data:`ATTACKER` if a reply destroyed it)."""
        out = [i for i, t in self.targets if (t.destroyed if isinstance(t, ElementTarget) else t.state.destroyed)]
        return tuple(out) + ((ATTACKER,) if self.attacker.destroyed else ())

    def hits(self, shot: int) -> int:
        """The hits of shot ``shot`` (0 if it was not rolled: a spent close-combat line), a
        laser's rerolled hits included."""
        return self.shot_hits[shot] if self.shot_faces[shot] is not None else 0

    @property
    def caught(self) -> tuple[Shot, ...]:
        """The flamethrowers' shots at the units between (DT-41)."""
        return self.shots[self.declared:] if self.declared >= 0 else ()

    # ------------------------------------------------------------------ answering

    def roll(self, faces: Sequence[Face]) -> "Attack":
        """Answer the :class:`DiceRoll` at the head with its ``faces`` (one per die)."""
        step = self.next_step()
        if not isinstance(step, DiceRoll):
            raise IllegalActionError(f"no dice to roll now (waiting for {step})")
        if len(faces) != step.dice:
            raise IllegalActionError(f"{step.purpose} roll of {step.dice} dice, not {len(faces)}")
        rolled = self.read(step, faces)  # a scoring die reads HIT (indirect fire, Spotter: scoring.py)
        attack = self._with(queue=self.queue[1:])
        if step.purpose == "attack":
            attack = attack._set_shot(step.index, rolled, hits(rolled))
            then: tuple[Step, ...] = ()
            if self.sustained and misses(rolled):
                then = (DiceRoll("sustained", misses(rolled), step.unit, step.index),)
            elif berserk_dice(self.attacker, rolled):  # Berserk (p. 20)
                then = (DiceRoll("berserk", berserk_dice(self.attacker, rolled), step.unit, step.index),)
            attack = attack._with(queue=attack._laser(step, rolled) + then + attack.queue)
        elif step.purpose in ("sustained", "laser", "berserk"):
            first = self.shot_faces[step.index]
            if first is None:  # a reroll always follows its roll
                raise IllegalActionError("a reroll before its roll")
            faces_now = after_reroll(first, rolled) if step.purpose in ("sustained", "berserk") else first
            attack = attack._set_shot(step.index, faces_now, self.shot_hits[step.index] + hits(rolled))
            more: tuple[Step, ...] = ()
            if step.purpose == "sustained" and berserk_dice(self.attacker, faces_now):  # Berserk after it (p. 20)
                more = (DiceRoll("berserk", berserk_dice(self.attacker, faces_now), step.unit, step.index),)
            attack = attack._with(queue=attack._laser(step, rolled) + more + attack.queue)
        elif step.purpose == "medal":  # Medal of Honor: one failed die rerolled (p. 21)
            faces_now, gained = medal_of_honor.after_medal(self.shot_faces[step.index] or (), rolled[0])
            attack = attack._set_shot(step.index, faces_now, self.shot_hits[step.index] + gained)
            attack = attack._with(queue=attack._laser(step, rolled) + attack.queue)
        elif step.purpose == "phaser":  # Phaser Blast: the damage dice, "Y" per hit (p. 24)
            first = self.shot_faces[step.index] or ()
            attack = attack._set_shot(step.index, tuple(first), hits(rolled))
        elif step.purpose == "reply":
            faces_list = list(attack.reply_faces)
            faces_list[step.index] = rolled
            attack = attack._with(reply_faces=tuple(faces_list))
        elif step.purpose == "resilient":  # Damage Resilient (p. 21)
            damage = dict(self.pending)[step.unit]
            left = damage_after_resilience(self.unit(step.unit), damage, rolled)
            attack = attack._with(pending=tuple((i, left if i == step.unit else d) for i, d in self.pending))
        else:
            target = self.target(step.unit)
            if not isinstance(target, UnitTarget):
                raise IllegalActionError("a cover element never rolls for cover")
            damage = dict(self.pending)[step.unit]
            left = damage_after_cover(target.state.card, target.cover, damage, rolled)
            attack = attack._with(pending=tuple((i, left if i == step.unit else d) for i, d in self.pending))
        return attack._advance()

    def read(self, step: DiceRoll, faces: Sequence[Face]) -> tuple[Face, ...]:
        """The faces of ``step``'s roll as this attack counts them. The attacker's own attack
        dice (a shot's roll and its Sustained Attack, Berserk, laser and Medal of Honor
        rerolls: :data:`ATTACK_DICE`) read through :func:`~.scoring.read`, ``HIT`` for a die
        that scores (the blank of an indirect fire's line or a Spotter's attack, DT-84, DT-70,
        DT-133); the other rolls (cover, a reply, Damage Resilient, a Phaser Blast's damage
        dice) as they fall. The one reading of the attack and of its events (:mod:`.flow`)."""
        if step.purpose not in ATTACK_DICE:
            return tuple(faces)
        return scoring.read(self.attacker, faces, self.shots[step.index].line in self.indirect_lines)

    def choose(self, casualty: Casualty) -> "Attack":
        """Answer the :class:`CasualtyChoice` at the head: the owner removes ``casualty``."""
        step = self.next_step()
        if not isinstance(step, CasualtyChoice):
            raise IllegalActionError(f"no casualty to choose now (waiting for {step})")
        state = take_casualty(self.unit(step.unit), casualty)
        attack = self._with(queue=self.queue[1:])._set_unit(step.unit, state)
        pending = tuple((i, d - 1 if i == step.unit else d) for i, d in self.pending)
        if step.by_attacker:  # one of a Sniper's points picked (p. 22)
            attack = attack._with(sniped=tuple((i, d - 1 if i == step.unit else d) for i, d in self.sniped))
        return attack._with(pending=pending)._advance()

    # ------------------------------------------------------------------ the procedure

    def _set_shot(self, index: int, faces: tuple[Face, ...], total: int) -> "Attack":
        shot_faces = list(self.shot_faces)
        shot_faces[index] = faces
        shot_hits = list(self.shot_hits)
        shot_hits[index] = total
        return self._with(shot_faces=tuple(shot_faces), shot_hits=tuple(shot_hits))

    def _laser(self, step: DiceRoll, rolled: tuple[Face, ...]) -> tuple[Step, ...]:
        """A laser shot's next reroll after ``rolled``: its hits, "fino a quando tutti i dadi
        non siano dei [mancati]" (p. 26); nothing for another line or a roll without a hit."""
        due = laser_rerolls(rolled)
        if not due or not is_laser(self.attacker.line(self.shots[step.index].line)):
            return ()
        return (DiceRoll("laser", due, step.unit, step.index),)

    def _set_unit(self, unit_id: str, state: UnitState) -> "Attack":
        if unit_id == ATTACKER:
            return self._with(attacker=state)
        targets = tuple(
            (i, replace(t, state=state) if i == unit_id and isinstance(t, UnitTarget) else t)
            for i, t in self.targets
        )
        return self._with(targets=targets)

    def _alive(self, target_id: str) -> bool:
        return target_id not in self.destroyed()

    def _roll_shots(self, indices: Sequence[int]) -> "Attack":
        """Queue the rolls of the shots ``indices`` whose target still stands (p. 12: the
        others are spent), their dice counted now."""
        rolls = tuple(
            DiceRoll("attack", self._dice(self.shots[i]), self.shots[i].target, i)
            for i in indices if self._alive(self.shots[i].target)
        )
        return self._with(stage="dice", queue=self.queue + rolls)

    def _dice(self, shot: Shot) -> int:
        """The dice of ``shot`` now: an Incendiary or AP Incendiary Blast's per miniature of a
        unit target (DT-43, DT-103); a cover element is one miniature (DT-128)."""
        target = self.target(shot.target)
        twice = dice_factor(self.attacker, shot.line)  # All In One (p. 20)
        n = self.munitions[self.shots.index(shot)] if self.munitions else 1  # Volley Blast (p. 24)
        moved = isinstance(target, UnitTarget) and target.moved
        twice *= burst_factor(self.attacker.line(shot.line), moved)  # Burst Weapons (p. 25)
        if isinstance(target, ElementTarget):
            return shot_dice(self.attacker, shot.line, target.armour, munitions=n) * twice
        return shot_dice(
            self.attacker, shot.line, ArmourClass.of(target.state.card), miniatures(target.state), munitions=n
        ) * twice

    def _damage_of_shots(self, indices: Sequence[int]) -> tuple[dict[str, int], dict[str, int]]:
        """The damage of the shots ``indices`` per target: what a cover roll may save, and
        what no cover roll saves (flamethrowers and UGL, p. 25)."""
        damage: dict[str, int] = {}
        bare: dict[str, int] = {}
        for i in indices:
            shot = self.shots[i]
            if self.shot_faces[i] is None:
                continue
            line = self.attacker.line(shot.line)
            per_hit = damage_per_hit(line, armour_of(self.target(shot.target)))
            if isinstance(t := self.target(shot.target), UnitTarget) and unharmed(t.state):  # Heroic Attack (p. 21)
                per_hit = 0
            hit = self.target(shot.target)
            armour = armour_of(hit)
            value = line.against(armour.kind, armour.value)
            # phasers ignore cover (p. 24); an AP Incendiary Blast eliminates, no cover saves it
            into = bare if ignores_cover(line) or value.kind in ("phaser", "ap-incendiary") else damage
            amount = self.hits(i) * per_hit
            if ap_incendiary.is_ap_incendiary(value) and per_hit:  # a unit or a cover element (DT-128)
                amount = ap_incendiary.damage(self.hits(i), points_left(hit))
            into[shot.target] = into.get(shot.target, 0) + amount
        return damage, bare

    def _phaser_stage(self, indices: Sequence[int]) -> "Attack | None":
        """Once the "X" dice of the Phaser Blast shots ``indices`` are rolled (and rerolled),
        their damage dice: "Y" per hit (p. 24, :mod:`.phaser`); None when there are none."""
        rolls: list[Step] = []
        done = list(self.phaser_rolled)
        for i in indices:
            shot = self.shots[i]
            if i in done or self.shot_faces[i] is None:
                continue
            value = phaser.phaser_value(self.attacker.line(shot.line), armour_of(self.target(shot.target)))
            if value is None:
                continue
            done.append(i)
            dice = phaser.damage_dice(value, self.shot_hits[i])
            if dice:
                rolls.append(DiceRoll("phaser", dice, shot.target, i))
        if len(done) == len(self.phaser_rolled):
            return None
        return self._with(phaser_rolled=tuple(done), queue=self.queue + tuple(rolls))

    def _advance(self) -> "Attack":
        """Move on until a step needs an answer or the attack is over."""
        attack = self
        while not attack.queue and attack.phase != "done":
            attack = attack._next_stage()
        return attack

    def _next_stage(self) -> "Attack":
        first, close = split(self.attacker, self.shots)
        if self.stage == "dice":
            medal = None if self.medal_used else medal_of_honor.shot_to_reroll(
                self.attacker, self.shots, self.shot_faces,
                [i for i in (first if self.phase == "first" else close) if i < self.declared])  # not a flame's
            if medal is not None:  # Medal of Honor (p. 21)
                return self._with(medal_used=True, queue=(DiceRoll("medal", medal_of_honor.DICE, self.shots[medal].target, medal),))
            staged = self._phaser_stage(first if self.phase == "first" else close)
            if staged is not None:
                return staged
            if self.phase == "first":
                damage, bare = self._damage_of_shots(first)
                covers = tuple(
                    DiceRoll("cover", n, i, -1)
                    for i, d in damage.items()
                    if isinstance(t := self.target(i), UnitTarget) and (n := cover_dice(t.state.card, t.cover, d)) > 0
                )
                return self._with(stage="cover", queue=covers, pending=tuple(damage.items()), uncovered=tuple(bare.items()))
            damage, bare = self._damage_of_shots(close)
            for i, d in bare.items():
                damage[i] = damage.get(i, 0) + d
            for reply, faces in zip(self.replies, self.reply_faces):
                per_hit = damage_per_hit(self.unit(reply.defender).line(reply.line), ArmourClass.of(self.attacker.card))
                per_hit = 0 if unharmed(self.attacker) else per_hit  # Heroic Attack (p. 21)
                damage[ATTACKER] = damage.get(ATTACKER, 0) + hits(faces or ()) * per_hit
            return self._with(pending=tuple(damage.items()))._resilience()
        if self.stage == "cover":
            return self._with(pending=self._with_uncovered(), uncovered=())._resilience()
        if self.stage == "resilient":
            return self._with(stage="casualties", sniped=self._sniped())
        attack = self._settle()
        if attack.queue:
            return attack
        if attack.phase == "first" and close:
            return attack._start_close(close)
        return attack._with(phase="done", pending=())

    def _resilience(self) -> "Attack":
        """After the cover rolls, each unit with Damage Resilient that takes damage rolls one
        die per damage point (p. 21); then the casualties."""
        rolls = tuple(
            DiceRoll("resilient", n, i, -1)
            for i, d in self.pending
            if d > 0 and not isinstance(self.target_or_attacker(i), ElementTarget)
            and (n := resilience_dice(self.unit(i), d)) > 0
        )
        return self._with(stage="resilient", queue=rolls)

    def _sniped(self) -> tuple[tuple[str, int], ...]:
        """The damage points of the Sniper's lines of this volley that are left after the saves,
        per unit target: the first the target takes, their miniatures picked by the attacker
        (p. 22, :mod:`.sniper`)."""
        first, close = split(self.attacker, self.shots)
        found: dict[str, int] = {}
        for i in first if self.phase == "first" else close:
            shot = self.shots[i]
            target = self.target(shot.target)
            if self.shot_faces[i] is None or not isinstance(target, UnitTarget):
                continue
            if not sniper_line(self.attacker, shot.line):
                continue
            per_hit = damage_per_hit(self.attacker.line(shot.line), armour_of(target))
            found[shot.target] = found.get(shot.target, 0) + self.hits(i) * per_hit
        left = dict(self.pending)
        return tuple((i, min(d, left.get(i, 0))) for i, d in found.items() if min(d, left.get(i, 0)) > 0)

    def target_or_attacker(self, unit_id: str) -> Target | UnitState:
        """A target now, or the attacker's state for :data:`ATTACKER`."""
        return self.attacker if unit_id == ATTACKER else self.target(unit_id)

    def _with_uncovered(self) -> tuple[tuple[str, int], ...]:
        """The damage left after the cover rolls plus the damage no cover saves, per target in
        the order the shots name them."""
        if not self.uncovered:
            return self.pending
        named = {i for i, _ in self.pending + self.uncovered}
        total: dict[str, int] = {}
        for shot in self.shots:
            if shot.target in named:
                total.setdefault(shot.target, 0)
        for i, d in self.pending + self.uncovered:
            total[i] = total.get(i, 0) + d
        return tuple(total.items())

    def _settle(self) -> "Attack":
        """Apply the pending damage where the owner has nothing to decide; stop at the first
        choice (p. 12)."""
        attack = self
        for unit_id, damage in self.pending:
            if damage <= 0:
                continue
            target = None if unit_id == ATTACKER else attack.target(unit_id)
            if isinstance(target, ElementTarget):
                attack = attack._with(targets=tuple(
                    (i, target.damaged(damage) if i == unit_id else t) for i, t in attack.targets
                ))
            else:
                state = attack.unit(unit_id)
                if needs_choice(state, damage):
                    sniper_picks = dict(attack.sniped).get(unit_id, 0) > 0  # Sniper (p. 22)
                    choice = CasualtyChoice(unit_id, damage, casualty_options(state), by_attacker=sniper_picks)
                    return attack._with(queue=(choice,))
                attack = attack._set_unit(unit_id, take_damage(state, damage))
            attack = attack._with(pending=tuple((i, 0 if i == unit_id else d) for i, d in attack.pending))
        return attack

    def _start_close(self, close: Sequence[int]) -> "Attack":
        """p. 14: the close-combat shots, and the reply of every unit they are aimed at that
        still stands, rolled together (no cover: p. 13)."""
        attack = self._with(phase="close", pending=())._roll_shots(close)
        defenders: list[str] = []
        for i in close:
            target_id = self.shots[i].target
            if target_id not in defenders and attack._alive(target_id) and isinstance(self.target(target_id), UnitTarget):
                defenders.append(target_id)
        replies = tuple(r for d in defenders for r in reply_lines(d, attack.unit(d), attack.attacker))
        rolls = tuple(DiceRoll("reply", r.dice, r.defender, j) for j, r in enumerate(replies))
        return attack._with(replies=replies, reply_faces=(None,) * len(replies), queue=attack.queue + rolls)


#: The names :meth:`Attack._with` may change.
_ATTACK_FIELDS: Final[frozenset[str]] = frozenset(f.name for f in fields(Attack))
def _rebuilt(attack: Attack, changes: dict[str, Any]) -> Attack:
    """A copy of ``attack`` with ``changes``, built through its ``__init__`` field by field
    (what :func:`dataclasses.replace` does, without its walk of the fields)."""
    get = changes.get
    a = attack
    return Attack(
        get("attacker", a.attacker), get("targets", a.targets), get("shots", a.shots),
        get("sustained", a.sustained), get("declared", a.declared), get("phase", a.phase),
        get("stage", a.stage), get("queue", a.queue), get("shot_faces", a.shot_faces),
        get("shot_hits", a.shot_hits), get("replies", a.replies), get("reply_faces", a.reply_faces),
        get("pending", a.pending), get("uncovered", a.uncovered), get("sniped", a.sniped),
        get("indirect_lines", a.indirect_lines), get("munitions", a.munitions),
        get("phaser_rolled", a.phaser_rolled), get("medal_used", a.medal_used),
    )


#: Whether an attack keeps its fields in an instance ``__dict__`` (the pure build; a compiled
#: class keeps them in slots of its own).
_ATTACK_HAS_DICT: Final[bool] = Attack.__dictoffset__ != 0

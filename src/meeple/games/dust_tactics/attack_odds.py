"""The exact odds of an attack: the distribution of its hits, of the damage points (models or
hit points) it removes after the cover roll, and of what a close-combat reply takes from the
attacker (rulebook pp. 11-14).

Worked out by walking :class:`~.attack.Attack` itself -- the machine the game resolves every
attack with -- through every roll it asks for, so every rule it plays is in the odds: the
Sustained Attack's reroll of the misses (p. 7), a laser's reroll of its hits until none
(p. 26), the cover roll of one die per damage point (p. 13), Damage Resilient, Berserk,
Medal of Honor, Phaser Blast's damage dice, a flamethrower's uncovered damage, the reply in
close combat (p. 14), an indirect fire scoring on the blank face (p. 15). A roll of ``n``
dice is ``k`` hits with the binomial chance of the die's faces (two hits in six, p. 3): the
attack reads only how many dice show each face, never their order. Where the owner of a unit
chooses a casualty, the first model the card lists is taken: the choice never changes how
many points a target loses, though the models left may reply in close combat with other
weapons, so the attacker's loss (``lost``) is the one that follows that choice.

A laser may reroll without end; the paths less likely than :data:`CUTOFF` are left out and
their total is reported as ``tail`` (each path below one in ten million), so the odds are exact to that.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, fields
from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING, Any

from meeple.games.dust_tactics.attack import Attack, CasualtyChoice, DiceRoll, UnitTarget, points_left
from meeple.games.dust_tactics.dice import PROBABILITY, Face
from meeple.games.dust_tactics.unit_state import UnitState

if TYPE_CHECKING:
    from meeple.games.dust_tactics.aiming import Aiming
    from meeple.games.dust_tactics.state import DtState

#: Paths of rolls less likely than this are not followed (a laser's endless rerolls).
CUTOFF = Fraction(1, 10**7)
#: How many attacks' odds are kept, the latest first (an observation is asked for by every page).
KEPT = 64

HIT = PROBABILITY[Face.HIT]


@dataclass(frozen=True, order=True)
class Outcome:
    """What an attack did to one target: its ``hits``, the damage points it ``removed``
    (models, hit points, a cover element's points), and the points a reply took from the
    attacker (``lost``)."""

    hits: int
    removed: int
    lost: int = 0


@dataclass(frozen=True)
class Odds:
    """The exact chance of each :class:`Outcome`, and the ``tail`` left out (:data:`CUTOFF`)."""

    chances: dict[Outcome, Fraction]
    tail: Fraction

    def of(self, field: str) -> list[Fraction]:
        """The distribution of one figure (``hits``, ``removed`` or ``lost``): index n is the
        chance of exactly n."""
        out: list[Fraction] = []
        for outcome, chance in self.chances.items():
            value = getattr(outcome, field)
            out.extend([Fraction(0)] * (value + 1 - len(out)))
            out[value] += chance
        return out

    def mean(self, field: str) -> Fraction:
        """The expected value of one figure."""
        return sum((getattr(o, field) * p for o, p in self.chances.items()), Fraction(0))

    def to_json(self) -> dict[str, Any]:
        """The chances as floats for a display: ``hits``, ``removed``, ``lost`` (index n: the
        chance of exactly n), their means, and the ``tail`` left out."""
        return {
            "hits": [float(p) for p in self.of("hits")],
            "removed": [float(p) for p in self.of("removed")],
            "lost": [float(p) for p in self.of("lost")],
            "mean_hits": float(self.mean("hits")),
            "mean_removed": float(self.mean("removed")),
            "tail": float(self.tail),
        }


def roll_chances(dice: int) -> list[tuple[tuple[Face, ...], Fraction]]:
    """Each count of hits on ``dice`` dice as faces (hits first) with its binomial chance."""
    return [
        ((Face.HIT,) * k + (Face.BLANK,) * (dice - k), comb(dice, k) * HIT**k * (1 - HIT) ** (dice - k))
        for k in range(dice + 1)
    ]


def attack_odds(attack: Attack, target_id: str) -> Odds:
    """The exact odds of ``attack`` (as declared, nothing rolled yet) for ``target_id``."""
    before = points_left(attack.target(target_id))
    strength = attack.attacker.remaining
    declared = [i for i, shot in enumerate(attack.shots[:attack.declared]) if shot.target == target_id]
    chances: dict[Outcome, Fraction] = {}
    tail = Fraction(0)
    # every attack still rolling, with its chance: the same attack reached by two ways of
    # rolling is followed once
    frontier: dict[Any, tuple[Attack, Fraction]] = {key(attack): (attack, Fraction(1))}
    while frontier:
        following: dict[Any, tuple[Attack, Fraction]] = {}
        for now, chance in frontier.values():
            step = now.next_step()
            if step is None:
                outcome = Outcome(sum(now.hits(i) for i in declared), before - points_left(now.target(target_id)),
                                  strength - now.attacker.remaining)
                chances[outcome] = chances.get(outcome, Fraction(0)) + chance
            elif chance < CUTOFF:
                tail += chance
            elif isinstance(step, CasualtyChoice):
                _add(following, now.choose(step.options[0]), chance)
            else:
                for faces, p in roll_chances(step.dice):
                    _add(following, now.roll(faces), chance * p)
        frontier = following
    return Odds(dict(sorted(chances.items())), tail)


def _add(frontier: dict[Any, tuple[Attack, Fraction]], attack: Attack, chance: Fraction) -> None:
    k = key(attack)
    frontier[k] = (attack, frontier[k][1] + chance) if k in frontier else (attack, chance)


def key(value: Any) -> Any:
    """What tells two attacks apart, cheap to hash: every field, a unit's card by its id (the
    cards are the same objects, and hashing them whole costs more than the walk)."""
    if isinstance(value, UnitState):
        return (value.card.id, value.models, value.hit_points, value.ammo_spent, value.limited_used,
                key(value.hero), value.skills_spent, value.skills_now, value.skills_turn)
    if isinstance(value, UnitTarget):
        return (key(value.state), value.cover, value.moved)
    if isinstance(value, Attack):
        return tuple(key(getattr(value, f.name)) if f.name in ("attacker", "targets") else getattr(value, f.name)
                     for f in fields(value))
    if isinstance(value, tuple):
        return tuple(key(v) for v in value)
    return value


def sample_outcome(attack: Attack, target_id: str, rng: Any) -> Outcome:
    """One attack rolled with random faces (``rng.random()``), as the game rolls it; for
    checking :func:`attack_odds` against the frequencies of many rolls."""
    before = points_left(attack.target(target_id))
    strength = attack.attacker.remaining
    declared = [i for i, shot in enumerate(attack.shots[:attack.declared]) if shot.target == target_id]
    now = attack
    while (step := now.next_step()) is not None:
        if isinstance(step, DiceRoll):
            now = now.roll(tuple(Face.HIT if rng.random() < HIT else Face.BLANK for _ in range(step.dice)))
        else:
            now = now.choose(step.options[0])
    return Outcome(sum(now.hits(i) for i in declared), before - points_left(now.target(target_id)),
                   strength - now.attacker.remaining)


def line_attack(state: "DtState", aiming: "Aiming", target_id: str) -> Attack:
    """The attack of the line being aimed alone at ``target_id`` (with its munitions already
    aimed there, a volley's: p. 24), as the game would declare it (:func:`~.aiming.build_attack`)."""
    from meeple.games.dust_tactics.aiming import Aiming, build_attack
    from meeple.games.dust_tactics.targets import Shot

    ref = aiming.lines[aiming.index]
    shots = tuple(s for s in aiming.shots if s.line == ref and s.target == target_id) + (Shot(ref, target_id),)
    alone = Aiming(aiming.attacker, aiming.lines, aiming.index, shots, aiming.sustained, aiming.only)
    return build_attack(state, alone)


_KEPT: "OrderedDict[Any, Odds]" = OrderedDict()


def line_odds(state: "DtState", aiming: "Aiming", target_id: str) -> Odds:
    """The exact odds of the line being aimed, fired alone at ``target_id`` (the latest
    :data:`KEPT` kept: each page of a match asks for the same observation)."""
    attack = line_attack(state, aiming, target_id)
    k = (key(attack), target_id)
    if k in _KEPT:
        _KEPT.move_to_end(k)
        return _KEPT[k]
    odds = _KEPT[k] = attack_odds(attack, target_id)
    if len(_KEPT) > KEPT:
        _KEPT.popitem(last=False)
    return odds


__all__ = ["CUTOFF", "Odds", "Outcome", "attack_odds", "line_attack", "line_odds", "roll_chances",
           "sample_outcome"]

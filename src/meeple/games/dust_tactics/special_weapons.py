"""Special weapons (rulebook pp. 24-25, "ARMI SPECIALI") and the Incendiary Blast value that
the flamethrowers' lines show against infantry (p. 24, "VALORI DI COMBATTIMENTO SPECIALI").

Each ``special`` tag of a weapon line (:data:`~.units.WeaponRule`) is handled explicitly:

- ``knife`` (p. 25): "lanciate il numero di dadi indicato dal valore di combattimento per ogni
  miniatura presente nella squadra in quel momento" (:func:`~.weapon_dice.shot_dice`).
- ``laser`` (p. 26): "Quando utilizzate quest'arma infliggete un punto danno per ogni [colpo]
  ottenuto e poi rilanciate gli [colpi]. Continuate a infliggere danni e a rilanciare gli
  [colpi] fino a quando tutti i dadi non siano dei [mancati]." (:func:`laser_hits`; DT-39,
  DT-40).
- ``flamethrower`` (p. 25): "I lanciafiamme ignorano le coperture ma non possono distruggere i
  blocchi anticarro. I lanciafiamme che colpiscono a più di un quadrato di distanza infliggono
  danni a tutte le unità che si trovano tra loro e l'unità colpita, anche se si tratta di
  unità amiche. I lanciafiamme non possono tirare aldilà di quadrati che bloccano la linea di
  vista." (:func:`ignores_cover`, :func:`can_harm_element`, :func:`flame_path`; DT-41, DT-42).
- ``ugl`` (p. 25): "Quando utilizzate una di queste armi ignorate sempre le coperture."
  (:func:`ignores_cover`; DT-44). No core line carries it.
- ``burst`` (p. 25: "Quando un obiettivo che non si è ancora mosso nel turno è colpito da una
  Burst Weapon, raddoppiate il numero di dadi"): :mod:`.burst` (DT-105).
- ``reloadable`` (p. 25: the "loaded" token and the Skill action that reloads): :mod:`.reload`.

Incendiary Blast (p. 24): "lanciate "X" dadi per ogni miniatura dell'avversario e infliggete
un danno per ogni [colpo] ottenuto" (:func:`incendiary_dice`, :func:`miniatures`; DT-43).
The other special values are :mod:`.ap_incendiary`, :mod:`.phaser` and :mod:`.volley`; burst
weapons :mod:`.burst` (DT-102 to DT-105).

Everything here is a pure function; dice are inputs.
"""

from __future__ import annotations

from typing import Final, Sequence

from meeple.engine.errors import IllegalActionError, RuleNotImplementedError
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.dice import Face, hits
from meeple.games.dust_tactics.line_of_sight import line_shape
from meeple.games.dust_tactics.terrain import CoverElement
from meeple.games.dust_tactics.unit_state import UnitState
from meeple.games.dust_tactics.units import CombatKind, WeaponLine, WeaponRule

#: The tags whose rules meeple plays.
#: Reloadable weapons (p. 25) keep their "loaded" token in :mod:`.reload`; burst in :mod:`.burst`.
IMPLEMENTED_RULES: Final[frozenset[WeaponRule]] = frozenset({"knife", "laser", "flamethrower", "ugl", "burst", "reloadable"})
#: The special combat values meeple plays besides plain dice: Incendiary (DT-43), AP
#: Incendiary (:mod:`.ap_incendiary`), Phaser (:mod:`.phaser`) and Volley Blast (:mod:`.volley`).
IMPLEMENTED_VALUES: Final[frozenset[CombatKind]] = frozenset({"dice", "incendiary", "ap-incendiary", "phaser", "volley"})
#: The tags whose lines ignore the cover roll: "I lanciafiamme ignorano le coperture"; UGL:
#: "ignorate sempre le coperture".
IGNORE_COVER: Final[frozenset[WeaponRule]] = frozenset({"flamethrower", "ugl"})


def unimplemented_rules(line: WeaponLine) -> tuple[WeaponRule, ...]:
    """The special tags of ``line`` that meeple does not play (burst, reloadable)."""
    return tuple(r for r in line.special if r not in IMPLEMENTED_RULES)


def check_implemented(line: WeaponLine) -> None:
    """RuleNotImplementedError if ``line`` carries a special tag meeple does not play."""
    missing = unimplemented_rules(line)
    if missing:
        raise RuleNotImplementedError(
            f"{line.name}: the special weapon rule(s) {', '.join(missing)} (p. 25) are not implemented yet"
        )


def is_laser(line: WeaponLine) -> bool:
    """Whether ``line`` is a laser (p. 26)."""
    return "laser" in line.special


def is_flamethrower(line: WeaponLine) -> bool:
    """Whether ``line`` is a flamethrower (p. 25)."""
    return "flamethrower" in line.special


def ignores_cover(line: WeaponLine) -> bool:
    """Whether the damage of ``line`` is never rolled for cover (flamethrowers, UGL: p. 25)."""
    return any(r in IGNORE_COVER for r in line.special)


def can_harm_element(line: WeaponLine, element: CoverElement) -> bool:
    """Whether ``line`` may be aimed at a cover element: a flamethrower "non può distruggere i
    blocchi anticarro", so it does nothing to one and is not aimed at it (DT-42)."""
    return not (is_flamethrower(line) and element is CoverElement.ANTI_TANK_BLOCK)


# ---------------------------------------------------------------------------- laser

def laser_rerolls(faces: Sequence[Face]) -> int:
    """The dice a laser rerolls after a roll: its hits ("poi rilanciate gli [colpi]")."""
    return hits(faces)


def laser_hits(first: Sequence[Face], rerolls: Sequence[Sequence[Face]]) -> int:
    """The hits a laser scores from a roll ``first`` and its chain of ``rerolls``: each roll's
    hits count and are rolled again, "fino a quando tutti i dadi non siano dei [mancati]".
    IllegalActionError if a reroll is not as many dice as the hits before it, or if the chain
    stops while hits are left to reroll (or goes on after a roll of misses only)."""
    total, due = hits(first), laser_rerolls(first)
    for roll in rerolls:
        if due == 0:
            raise IllegalActionError("the laser stops when every die is a miss")
        if len(roll) != due:
            raise IllegalActionError(f"a laser rerolls its {due} hits, not {len(roll)} dice")
        total += hits(roll)
        due = laser_rerolls(roll)
    if due:
        raise IllegalActionError(f"the laser still rerolls {due} hits")
    return total


# ---------------------------------------------------------------------------- incendiary

def miniatures(target: UnitState) -> int:
    """The miniatures of ``target`` an Incendiary Blast rolls for ("per ogni miniatura
    dell'avversario"): a squad's models in play and its joined hero if it stands; one for a
    hero or a vehicle (DT-43)."""
    own = target.model_count if target.card.type == "squad" else (1 if target.hit_points > 0 else 0)
    hero = 1 if target.hero is not None and target.hero.hit_points > 0 else 0
    return own + hero


def incendiary_dice(x: int, carriers: int, target_miniatures: int) -> int:
    """The dice of an Incendiary Blast "X/[fiamma]": "X" per miniature of the target, for each
    model that carries the line (p. 11; one for every core line, DT-43)."""
    return x * carriers * target_miniatures


# ---------------------------------------------------------------------------- the flame's path

def flame_path(origin: Square, target: Square) -> tuple[Square, ...]:
    """The squares a flamethrower's flame passes between the attacker on ``origin`` and the
    unit hit on ``target``: the squares its line (dot to dot, p. 9) crosses through their
    inside, nearest first; squares it only touches at a corner are not between (DT-41). Empty
    for an adjacent target: "I lanciafiamme che colpiscono a più di un quadrato di distanza"."""
    dx, dy = target.col - origin.col, target.row - origin.row
    crossed = line_shape(dx, dy).crossed
    ordered = sorted(crossed, key=lambda o: (o[0] * o[0] + o[1] * o[1], o))
    return tuple(Square(origin.col + c, origin.row + r) for c, r in ordered)


__all__ = [
    "IGNORE_COVER", "IMPLEMENTED_RULES", "IMPLEMENTED_VALUES", "can_harm_element", "check_implemented",
    "flame_path", "ignores_cover", "incendiary_dice", "is_flamethrower", "is_laser", "laser_hits", "laser_rerolls",
    "miniatures", "unimplemented_rules",
]

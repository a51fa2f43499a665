"""Medal of Honor (rulebook p. 21, "MEDAL OF HONOR").

"Un eroe dotato di questa competenza fa parte dei più valorosi soldati Alleati. Quando
un'unità utilizza questa competenza rilanciate un dado durante un attacco e considerate il
nuovo risultato. Un eroe può utilizzare questa competenza una sola volta per turno e non la
condivide con la sua squadra."

Declared with ``use medal-of-honor`` when the hero (alone or with its squad) is activated
(p. 7: a skill that changes an action is declared before it, :mod:`.declared_skills`). The
rulings (DT-59): the die is one of the hero's own attack dice (the skill is not shared, so
a joined squad's lines do not take it); since only the number of hits of a roll matters
(DT-28), the die rerolled is one that failed. It is rerolled once the line's dice are all in
(after a Sustained Attack's, Berserk's reroll): the first of the hero's shots, in the order
declared, that still shows a failed die has one rerolled, and the new face counts in its
place ("considerate il nuovo risultato"); a laser's hit on it is rerolled again (p. 26).
Once per turn: a unit attacks once in its activation (p. 7: never Attack + Attack), so one
die in the attack; and the Medal acts for the activation that declared it only and is declared
at most once a turn, so a hero activated again by Get Moving (p. 23) rerolls no second die
(:mod:`.declared_skills`, DT-127).
"""

from __future__ import annotations

from typing import Final, Sequence

from meeple.games.dust_tactics.dice import Face
from meeple.games.dust_tactics.targets import Shot
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef

SKILL: Final = "medal-of-honor"
#: "rilanciate un dado".
DICE: Final = 1


def medal_lines(attacker: UnitState) -> frozenset[WeaponRef]:
    """The lines whose dice the Medal may reroll in this activation: the hero's own, if declared
    for it (DT-127)."""
    if attacker.card.type == "hero" and SKILL in attacker.skills_now:
        return frozenset(ref for ref, _ in attacker.lines())
    if attacker.hero is not None and SKILL in attacker.hero.skills_now:
        return frozenset(ref for ref, _ in attacker.lines() if ref.hero)
    return frozenset()


def shot_to_reroll(attacker: UnitState, shots: Sequence[Shot], faces: Sequence[tuple[Face, ...] | None],
                   indices: Sequence[int]) -> int | None:
    """The shot (of ``indices``) one of whose failed dice the Medal rerolls, or None. ``faces``
    are the shots' faces as the attack reads them (:func:`~.scoring.read`): a failed die reads
    blank, whatever face it shows (the hit face of an indirect fire, DT-84)."""
    lines = medal_lines(attacker)
    for i in indices:
        rolled = faces[i]
        if shots[i].line in lines and rolled is not None and Face.BLANK in rolled:
            return i
    return None


def after_medal(faces: tuple[Face, ...], rolled: Face) -> tuple[tuple[Face, ...], int]:
    """The shot's faces with its first failed die replaced by ``rolled`` (both as the attack
    reads them), and the hits gained."""
    at = faces.index(Face.BLANK)
    return faces[:at] + (rolled,) + faces[at + 1:], 1 if rolled is Face.HIT else 0

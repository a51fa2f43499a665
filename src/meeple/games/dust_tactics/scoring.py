"""Which face of an attack die scores (rulebook p. 3, "Dadi"; p. 12, "4) Lanciare i dadi";
p. 15, "Tiro indiretto"; p. 22, Spotter).

p. 12: "Ogni [colpo] ottenuto infligge dei danno all'obiettivo": an attack scores on the hit
face (DT-17). p. 15: "I tiri indiretti hanno successo con [vuoto] ai dadi": an indirect fire
scores on the blank (the lost icon, DT-84). p. 22, Spotter: "Quando questa squadra attacca,
invertite i tiri del dado (considerate gli [colpi] come dei [mancati], e viceversa). [...] nel
caso di un attacco sostenuto, rilanciate gli [colpi] e non i [mancati]": a Spotter squad's
attack scores on the blank (DT-70).

Every rule that counts or rerolls an attack's dice (its hits; a Sustained Attack's and
Berserk's reroll of the "[mancati]", p. 7 and p. 20; a laser's reroll of the "[colpi]", p. 26;
the Medal of Honor's failed die, p. 21) reads them through :func:`read`: a die that scores reads
``HIT`` and one that fails reads ``BLANK``, whichever face it shows, so none of those rules
needs to know why a face scores. Both exceptions name the same scoring face, the blank, so they
are not applied one over the other: a Spotter's indirect fire scores on the blank too, and a
Berserk indirect fire rerolls its hit faces (DT-133). The chance rolls stay the real faces
(``roll hbb``).
"""

from __future__ import annotations

from typing import Final, Sequence

from meeple.games.dust_tactics.dice import Face
from meeple.games.dust_tactics.spotter import spotting
from meeple.games.dust_tactics.unit_state import UnitState

#: The face an indirect fire scores on (p. 15; the lost icon read as the blank, DT-84).
INDIRECT_HIT_FACE: Final = Face.BLANK
_SWAP: Final = {Face.HIT: Face.BLANK, Face.BLANK: Face.HIT}


def scoring_face(attacker: UnitState, indirect: bool) -> Face:
    """The face an attack die of ``attacker`` scores on: the blank for an indirect fire's line
    (p. 15) or a Spotter squad's attack (p. 22), the hit face otherwise (p. 12)."""
    return INDIRECT_HIT_FACE if indirect or spotting(attacker) else Face.HIT


def read(attacker: UnitState, faces: Sequence[Face], indirect: bool) -> tuple[Face, ...]:
    """The faces of an attack die roll of ``attacker`` (an indirect fire's line when
    ``indirect``) as the attack counts them: ``HIT`` for each die that scores, ``BLANK`` for
    each that fails."""
    if scoring_face(attacker, indirect) is Face.HIT:
        return tuple(faces)
    return tuple(_SWAP[f] for f in faces)

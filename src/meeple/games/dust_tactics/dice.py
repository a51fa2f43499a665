"""The Dust Tactics die (rulebook p. 3, "Dadi").

"Questi speciali dadi a sei facce hanno differenti funzioni nel gioco come effettuare gli
attacchi o determinare il successo o l'insuccesso di un'azione. Ogni dado possiede due facce
con il simbolo: [colpo]. e quattro facce vuote indicanti: [mancato]." The transcript loses
both symbols; the two marked faces are the HIT the text names ("per ogni HIT infligge 1 punto
di danno", p. 4) and the four blank ones the misses (docs/rulings.md, DT-17).

The rules never roll: a roll is an input (the faces), so that the game kernel can make each
die a chance node with :data:`PROBABILITY`.
"""

from __future__ import annotations

from enum import StrEnum
from fractions import Fraction
from typing import Final, Iterable


class Face(StrEnum):
    """A face of the die: the hit symbol or blank (p. 3)."""

    HIT = "hit"
    BLANK = "blank"


#: The six faces: "due facce con il simbolo ... e quattro facce vuote" (p. 3).
FACES: Final[tuple[Face, ...]] = (Face.HIT, Face.HIT, Face.BLANK, Face.BLANK, Face.BLANK, Face.BLANK)

#: The chance of each face on one die.
PROBABILITY: Final[dict[Face, Fraction]] = {face: Fraction(FACES.count(face), len(FACES)) for face in Face}

_CHARS: Final = {"h": Face.HIT, "b": Face.BLANK}


def hits(faces: Iterable[Face]) -> int:
    """The hits among ``faces`` (p. 12, "4) Lanciare i dadi": "Ogni [colpo] ottenuto infligge
    dei danno all'obiettivo")."""
    return sum(1 for face in faces if face is Face.HIT)


def misses(faces: Iterable[Face]) -> int:
    """The blanks among ``faces``: the dice a Sustained Attack rerolls (p. 7)."""
    return sum(1 for face in faces if face is Face.BLANK)


def faces(text: str) -> tuple[Face, ...]:
    """Faces written one letter each, ``h`` for a hit and ``b`` for a blank (spaces ignored):
    ``faces("hhb")``. Raises ValueError on any other letter."""
    out: list[Face] = []
    for char in text.replace(" ", "").lower():
        if char not in _CHARS:
            raise ValueError(f"{char!r} is not a face (h: hit, b: blank) in {text!r}")
        out.append(_CHARS[char])
    return tuple(out)

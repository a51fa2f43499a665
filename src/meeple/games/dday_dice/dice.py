"""The dice of D-Day Dice (Italian rulebook, "Fase 1 * Tira i dadi" and "Risultati del dadi").

"Ad ogni turno il giocatore tira 6 dadi" -- 2 red, 2 white, 2 blue ("6 per giocatore: 2
rossi, 2 bianchi e 2 blu"), each with the faces skull, star, one soldier, two soldiers,
courage and tool. A unit's dice are named by colour and number: r1, r2, w1, w2, b1, b2.

Item points (p. 4): "1x = 1 Punto Oggetto, 2x = 3, 3x = 6, 4x = 12, 5x = 24, 6x = 48, +24
Punti Oggetto per ogni successivo."

Full set (p. 4, "Set Completo"): "Se un giocatore ha come risultato una figura per ogni
simbolo (indipendentemente dal colore) esso guadagna una Onorificenza."

RWB (p. 4): "Se un giocatore tira 3 dadi con risultato identico in 3 differenti colori,
riesce nel bonus speciale 'Rosso, bianco e blu' in aggiunta ai dadi stessi".
"""

from __future__ import annotations

from typing import Final

from meeple.engine.errors import IllegalActionError, excerpt

SKULL: Final = 0
STAR: Final = 1
SOLDIER: Final = 2
SOLDIERS: Final = 3
COURAGE: Final = 4
TOOL: Final = 5
FACES: Final = ("skull", "star", "soldier", "soldiers", "courage", "tool")
FACE_LABELS: Final = ("Skull", "Star", "1 Soldier", "2 Soldiers", "Courage", "Tool")
RED: Final = 0
WHITE: Final = 1
BLUE: Final = 2
COLOURS: Final = ("red", "white", "blue")
#: The six dice of a unit, by position: their colours and names.
DIE_COLOURS: Final = (RED, RED, WHITE, WHITE, BLUE, BLUE)
DIE_NAMES: Final = ("r1", "r2", "w1", "w2", "b1", "b2")
NUM_DICE: Final = 6

_ITEM_POINTS: Final = (0, 1, 3, 6, 12, 24, 48)
ITEM_POINTS_EACH_MORE: Final = 24


def item_points(tools: int) -> int:
    """Item points earned by ``tools`` tool results in one Final Count."""
    if tools < 0:
        raise ValueError("a number of tools cannot be negative")
    if tools < len(_ITEM_POINTS):
        return _ITEM_POINTS[tools]
    return _ITEM_POINTS[-1] + ITEM_POINTS_EACH_MORE * (tools - len(_ITEM_POINTS) + 1)


def soldiers_of(face: int) -> int:
    """Soldiers a face gives: 1 or 2 ("Aggiungi 1 o 2 soldati alla tua unità")."""
    return 1 if face == SOLDIER else 2 if face == SOLDIERS else 0


def is_full_set(faces: list[int]) -> bool:
    """One of each of the six faces among real dice (colourless sector bonuses never count)."""
    return len(set(faces)) == len(FACES)


def rwb_faces(faces: list[int], colours: list[int]) -> list[int]:
    """The faces of which there is a red, a white and a blue die: each is one RWB bonus.

    A unit has two dice of each colour, so two different faces may both make an RWB; one
    face makes at most one (three identical faces "in 3 differenti colori")."""
    found = []
    for face in range(len(FACES)):
        present = {c for f, c in zip(faces, colours) if f == face}
        if len(present) == 3:
            found.append(face)
    return found


def parse_face(text: str) -> int:
    """A face by name (``skull`` ... ``tool``)."""
    try:
        return FACES.index(text.strip().lower())
    except ValueError:
        raise IllegalActionError(f"{excerpt(text)} is not a die face (faces: {', '.join(FACES)})") from None


def parse_die(text: str) -> int:
    """A die by name (``r1`` ... ``b2``)."""
    try:
        return DIE_NAMES.index(text.strip().lower())
    except ValueError:
        raise IllegalActionError(f"{excerpt(text)} is not a die (dice: {', '.join(DIE_NAMES)})") from None

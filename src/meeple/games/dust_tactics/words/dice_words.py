"""A roll's dice as they fell, after the sentence of its event: ``■`` a hit face, ``□`` a
blank (the rulebook's die, p. 3: "due facce con il simbolo [colpo] e quattro facce vuote"),
each tagged ``die`` with its face and ``scores`` when its face is the one that counts in that
roll (the event's ``scores``: the blank of an indirect fire, p. 15; the face a cover value
shows, p. 13). The faces are the event's own (:mod:`meeple.games.dust_tactics.rolled_faces`).
"""

from __future__ import annotations

from typing import Any, Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase
from meeple.games.dust_tactics.words.phrases import phrase
from meeple.games.dust_tactics.words.tags import BLANK, DIE, HIT, SCORES, with_tag

#: How a face is written in plain text.
GLYPHS = {"hit": "\u25a0", "blank": "\u25a1"}
_TAGS = {"hit": HIT, "blank": BLANK}


def die(face: str, scores: Any) -> tuple[str, str]:
    """One die: its glyph, tagged ``die`` and its face (and ``scores`` when that face counts)."""
    return GLYPHS.get(face, "?"), with_tag(DIE, _TAGS.get(face, ""), SCORES if face == scores else "")


def dice(faces: Sequence[str], scores: Any) -> Phrase:
    """The dice of one roll, side by side."""
    return [die(str(face), scores) for face in faces]


def rolled_dice(event: Event) -> Phrase:
    """The dice an event's roll showed, to follow its sentence (nothing for an event without
    faces): `` ■■□□``; a roll of both sides as the Allies' then the Axis' dice (`` ■□□ · □□□``)."""
    faces = event.get("faces")
    if not isinstance(faces, list):
        return []
    scores = event.get("scores")
    if faces and all(isinstance(side, list) for side in faces):
        out = phrase(" ")
        for i, side in enumerate(faces):
            out += phrase(" \u00b7 " if i else "", dice(side, scores))
        return out
    return phrase(" ", dice(faces, scores))

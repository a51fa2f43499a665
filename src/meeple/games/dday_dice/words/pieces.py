"""The small phrases the sentences and the labels are made of: a unit named (``who``), a die
face with its symbol, a die, a tally of faces, a result in a colour, the edition's word for
a medal card.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Mapping, Sequence

from meeple.engine.words import Phrase
from meeple.games.dday_dice.dice import DIE_NAMES, FACES
from meeple.games.dday_dice.words.phrases import join, merged, phrase, tagged
from meeple.games.dday_dice.words.reading import Obs, acting_unit, edition_of, seat_name
from meeple.games.dday_dice.words.tags import DIM, FACE, FACE_OFF, die_tag, seat_tag
from meeple.games.dday_dice.words.vocabulary import AWARD_WORDS, FACE_NAMES, FACE_SYMBOLS, die_name


def who(names: Sequence[str], event: Mapping[str, Any], key: str = "seat") -> Phrase:
    """The unit an event names under ``key``, tagged as its seat."""
    seat = event.get(key)
    return [(seat_name(names, seat), seat_tag(seat))]


def unit(names: Sequence[str], seat: int) -> Phrase:
    """A unit by its seat."""
    return [(seat_name(names, seat), seat_tag(seat))]


def face(face_id: str, symbol: bool = True) -> Phrase:
    """A face people can read: ``♟♟ 2 Soldiers`` (its name alone without ``symbol``)."""
    name = FACE_NAMES.get(face_id, face_id)
    if not symbol:
        return [(name, FACE)]
    return phrase(FACE_SYMBOLS.get(face_id, "?"), " ", (name, FACE))


def die(die_id: str, face_id: str | None = None) -> Phrase:
    """A die in a line of text, then its face: ``r1 ⚑ Courage``."""
    out: Phrase = [(die_id, die_tag(die_id))]
    if face_id is not None:
        out += phrase(" ", face(face_id))
    return out


def tally(faces: Iterable[str], ignored: Sequence[str] = ()) -> Phrase:
    """How many of each face: ``♟ 1 Soldier ×2, ⚑ Courage ×1`` (faces the map ignores dimmed)."""
    counts = Counter(faces)
    parts = []
    for face_id in FACES:
        if counts[face_id]:
            part = phrase(face(face_id), f" ×{counts[face_id]}")
            if face_id in ignored:
                part = merged([(text, FACE_OFF if tag == FACE else DIM) for text, tag in part])
            parts.append(part)
    return join(parts) if parts else [("no dice", DIM)]


def die_with_face(die_id: str, obs: Obs) -> Phrase:
    """``Red 1 (⚑ Courage)``: a die of the acting unit named with what it shows."""
    shown = (acting_unit(obs).get("dice") or {}).get(die_id)
    if not shown:
        return [(die_name(die_id), "")]
    return phrase(die_name(die_id), " (", face(shown), ")")


def face_colour(face_id: str, colour: str | None) -> Phrase:
    """``a red ★ Star``."""
    return phrase(f"a {colour} " if colour else "a ", face(face_id))


def whom(seat: int, obs: Obs, names: Sequence[str], possessive: bool = False) -> Phrase:
    """``you``/``your`` for the acting seat, the unit's name otherwise."""
    if seat == obs.get("seat"):
        return [("your" if possessive else "you", "")]
    return phrase(unit(names, seat), "'s" if possessive else "")


def deal_words(event: Mapping[str, Any]) -> tuple[str, str]:
    """The Victoria Cross's die and face (the engine may give their numbers)."""
    die_id, face_id = event.get("die"), event.get("face")
    if isinstance(die_id, int) and 0 <= die_id < len(DIE_NAMES):
        die_id = DIE_NAMES[die_id]
    if isinstance(face_id, int) and 0 <= face_id < len(FACES):
        face_id = FACES[face_id]
    return str(die_id), str(face_id)


def award_word(obs: Obs, form: int = 0) -> str:
    """The word for a medal card in the edition ``obs`` plays (:data:`.vocabulary.AWARD_WORDS`):
    ``form`` 0 one (``award``), 1 many (``awards``), 2 with its article (``an award``)."""
    return AWARD_WORDS.get(edition_of(obs), AWARD_WORDS[1])[form]


def dimmed(part: Phrase) -> Phrase:
    """A phrase all dimmed (a reminder after a label)."""
    return tagged(part, DIM)

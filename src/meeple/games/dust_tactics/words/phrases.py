"""Building phrases (:data:`meeple.engine.words.Phrase`): a sentence from its parts, phrases
joined with a separator, a phrase given a tag more. A part is plain text (no tag), a span
``(text, tag)`` or a phrase; empty texts are left out.
"""

from __future__ import annotations

from typing import Sequence, Union

from meeple.engine.words import Phrase, Span, plain
from meeple.games.dust_tactics.words.tags import DIM, with_tag

Part = Union[str, Span, Phrase]


def phrase(*parts: Part) -> Phrase:
    """The phrase of ``parts`` in order: ``phrase(unit, " moves to ", ("e4", "strong"))``."""
    out: Phrase = []
    for part in parts:
        if isinstance(part, str):
            _add(out, part, "")
        elif isinstance(part, tuple):
            _add(out, part[0], part[1])
        else:
            for text, tag in part:
                _add(out, text, tag)
    return out


def _add(out: Phrase, text: str, tag: str) -> None:
    if text:
        out.append((text, tag))


def join(parts: Sequence[Part], separator: Part = ", ") -> Phrase:
    """``parts`` one after the other, ``separator`` between two."""
    out: Phrase = []
    for i, part in enumerate(parts):
        if i:
            out += phrase(separator)
        out += phrase(part)
    return out


def tagged(part: Part, tag: str) -> Phrase:
    """``part`` with ``tag`` put before each span's own (a line that is all of one kind, whose
    names keep their tags: ``dim`` on a line of less weight)."""
    return [(text, with_tag(tag, own)) for text, own in phrase(part)]


def dim(part: Part) -> Phrase:
    """``part`` as words of less weight (:func:`tagged` with ``dim``)."""
    return tagged(part, DIM)


def text_of(part: Part) -> str:
    """The plain text of a part."""
    return plain(phrase(part))


def capitalised(part: Part) -> Phrase:
    """``part`` with its first letter in upper case."""
    out = phrase(part)
    if out:
        text, tag = out[0]
        out[0] = (text[:1].upper() + text[1:], tag)
    return out

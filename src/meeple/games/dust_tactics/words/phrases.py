"""Building phrases (:data:`meeple.engine.words.Phrase`): a sentence from its parts, phrases
joined with a separator (the kernel's :func:`meeple.engine.words.phrase` and
:func:`~meeple.engine.words.join`, which this module hands
on), a phrase given a tag more. A part is plain text (no tag), a span
``(text, tag)`` or a phrase; empty texts are left out.
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.words import Part as Part, Phrase, join as join, phrase as phrase, plain
from meeple.games.dust_tactics.words.tags import DIM, with_tag


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

"""Building phrases (:data:`meeple.engine.words.Phrase`): a sentence from its parts, phrases
joined with a separator (the kernel's :func:`meeple.engine.words.phrase` and
:func:`~meeple.engine.words.join`, which this module hands
on), a phrase given one tag. A part is plain text (no tag), a span
``(text, tag)`` or a phrase; empty texts are left out.
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.words import Part as Part, Phrase, join as join, phrase as phrase


def and_join(parts: Sequence[Phrase]) -> Phrase:
    """``a, b and c``."""
    if len(parts) <= 1:
        return list(parts[0]) if parts else []
    return phrase(join(parts[:-1]), " and ", parts[-1])


def tagged(part: Part, tag: str) -> Phrase:
    """``part`` with every span tagged ``tag`` (a line that is all one thing: an effect, a loss)."""
    return [(text, tag) for text, _ in phrase(part)]


def text_of(part: Part) -> str:
    """The plain text of a part."""
    return "".join(text for text, _ in phrase(part))


def merged(part: Part) -> Phrase:
    """``part`` with each run of spans of one tag made one span."""
    out: Phrase = []
    for text, tag in phrase(part):
        if out and out[-1][1] == tag:
            out[-1] = (out[-1][0] + text, tag)
        else:
            out.append((text, tag))
    return out

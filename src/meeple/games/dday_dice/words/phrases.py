"""Building phrases (:data:`meeple.engine.words.Phrase`): a sentence from its parts, phrases
joined with a separator, a phrase given one tag. A part is plain text (no tag), a span
``(text, tag)`` or a phrase; empty texts are left out.
"""

from __future__ import annotations

from typing import Sequence, Union

from meeple.engine.words import Phrase, Span

Part = Union[str, Span, Phrase]


def phrase(*parts: Part) -> Phrase:
    """The phrase of ``parts`` in order: ``phrase(who, " locks ", ("r1", "die-red"))``."""
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


def join(parts: Sequence[Phrase], separator: Part = ", ") -> Phrase:
    """``parts`` one after the other, ``separator`` between two."""
    out: Phrase = []
    for i, part in enumerate(parts):
        if i:
            out += phrase(separator)
        out += phrase(part)
    return out


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

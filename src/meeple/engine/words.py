"""The words that tell a game to a person, written once for every front end (design notes,
"One place for the words").

A game's words are plain data: a :data:`Phrase` is a list of spans, each the text a person
reads and a *tag* that says what the text is (a suit id such as ``"kraken"``, a trait, a seat,
``"bust"``...), never how it is drawn. The terminal turns tags into colours, the browser into
CSS classes; neither writes a sentence again. A game offers its words through
:meth:`meeple.engine.core.Game.words`.
"""

from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from typing import Any, Mapping, Protocol, Sequence, Union

from meeple.engine.core import Event

#: One piece of text and its tag (``""`` for none): ``("Kraken 5", "kraken")``.
Span = tuple[str, str]
#: A sentence or a label, as spans.
Phrase = list[Span]


#: What a phrase is built from: plain text (no tag), a span ``(text, tag)`` or a phrase.
Part = Union[str, Span, Phrase]


def phrase(*parts: Part) -> Phrase:
    """The phrase of ``parts`` in order, empty texts left out:
    ``phrase(who, " draws ", ("Kraken 5", "kraken"))``."""
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


def plain(phrase: Sequence[Span]) -> str:
    """The text of a phrase without its tags."""
    return "".join(text for text, _tag in phrase)


def phrase_json(phrase: Sequence[Span]) -> list[list[str]]:
    """A phrase as JSON: ``[[text, tag], ...]``."""
    return [[text, tag] for text, tag in phrase]


def plural(n: int, word: str, words: str | None = None) -> str:
    """``1 card``, ``3 cards``; ``words`` for an irregular plural (``2 casualties``)."""
    return f"{n} {word if n == 1 else (words or word + 's')}"


class GameWords(Protocol):
    """What a game says to a person: its events as sentences, its legal actions as labels,
    the table's headline, and the names and texts of its cards (a glossary a front end looks
    names up in)."""

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> Phrase | None:
        """One event as a sentence for ``viewer`` (None: a spectator); None leaves it out."""

    def action_label(self, notation: str, obs: dict[str, Any], names: Sequence[str]) -> Phrase:
        """A label for one legal action, from the observation of the seat choosing it."""

    def headline(self, obs: dict[str, Any], names: Sequence[str]) -> Phrase:
        """The table's headline from one observation: where the game stands (turn, phase)
        and who is to act."""

    def glossary(self) -> dict[str, Any]:
        """The names and texts of the game's cards and pieces, as JSON-safe data."""

    def table(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The parts of the table fixed by a match's options (a map, a scenario, unit cards), as
        JSON-safe data a front end receives once."""


def telling(words: Any, options: Mapping[str, Any]) -> AbstractContextManager[Any]:
    """A block in which ``words`` tell the game played with ``options``: words whose sentences
    read content an option gives (Dust Tactics' own unit cards) offer a ``playing(options)``
    hook; for others, nothing to hold. A front end telling a game wraps its telling in it."""
    hold = getattr(words, "playing", None)
    return hold(options) if callable(hold) else nullcontext()

"""The words of Dead Man's Draw, written once for every front end (design notes, "One place
for the words"): the terminal (``meeple play``, ``meeple replay --story``) and the server's
browser client both tell the game through :class:`DmdWords`, which ``DeadMansDraw.words()``
returns. Event sentences live in :mod:`.event_words`, action labels in :mod:`.action_words`,
the glossary and the text of a suit's or a trait's card in :mod:`.glossary`, the small words
they share (a card, a suit, a trait, a seat) in :mod:`.phrases`.

Everything is plain text in :data:`meeple.engine.words.Phrase` spans ``(text, tag)``, read
from the game's content data, the events and the observation; nothing here decides a rule.
A tag says what its text is, never how it looks:

===================  ==================================================================
tag                  the text is
===================  ==================================================================
``anchor`` ...       a card, tagged with its suit's id (``("Kraken 5", "kraken")``); the
``kraken``           ten ids are :data:`.content.SUIT_IDS`
``suit-<id>``        a suit's name, or what a trait works on (``("Key & Chest",
                     "suit-key")``)
``trait``            a character trait's name in a sentence
``heading``          the name heading a trait's card (``card <name>``)
``seat``             a seat's name in a sentence
``turn``             the line that opens a turn (its seat's name shares the tag)
``bust``             the word that announces a bust
``bank``             who banks (the cards banked keep their suits' tags)
``bonus``            a Key & Chest bonus earned (the whole line)
``owed``             the cards a Kraken still demands (the whole line)
``reveal``           the traits revealed at the end of the set-up (the whole line)
``result``           the end of the game, with the scores and the winners (the whole line)
``title``            a table's headline (game, turn, who plays)
``pending``          the effect being resolved, in the headline
``safe``             the mark of a protected card in the play area
``note``             a fact of this game about a card (who kept a trait)
``dim``              words of less weight: "none", "empty", the Italian source text
``""``               plain words
===================  ==================================================================

A line whose every word has one tag (a turn, a bonus) tags its seat names with it too.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase
from meeple.games.dead_mans_draw.action_words import action_phrase
from meeple.games.dead_mans_draw.event_words import event_phrase
from meeple.games.dead_mans_draw.content import SUIT_IDS
from meeple.games.dead_mans_draw.glossary import glossary
from meeple.games.dead_mans_draw.table_words import headline
from meeple.games.dead_mans_draw.phrases import SUIT_TAG

#: Every tag the words use (the table above).
TAGS: frozenset[str] = frozenset({
    *SUIT_IDS, *(SUIT_TAG.format(suit) for suit in SUIT_IDS), "trait", "heading", "seat", "turn", "bust", "bank",
    "bonus", "owed", "reveal", "result", "title", "pending", "safe", "note", "dim", "",
})


class DmdWords:
    """Dead Man's Draw's words: a :class:`meeple.engine.words.GameWords`."""

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> Phrase | None:
        """One event as a sentence (:func:`.event_words.event_phrase`)."""
        return event_phrase(event, names, viewer)

    def action_label(self, notation: str, obs: dict[str, Any], names: Sequence[str]) -> Phrase:
        """A label for one legal action (:func:`.action_words.action_phrase`)."""
        return action_phrase(notation, obs, names)

    def headline(self, obs: dict[str, Any], names: Sequence[str]) -> Phrase:
        """The turn, who plays and the effect being resolved (:func:`.table_words.headline`)."""
        return headline(obs, names)

    def glossary(self) -> dict[str, Any]:
        """Suits, traits, cards, pending effects and the table's words (:func:`.glossary.glossary`)."""
        return glossary()

    def table(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """Nothing on a Dead Man's Draw table is fixed by its options: every card is in the glossary."""
        return {}


#: The one instance every front end shares.
WORDS = DmdWords()

"""Dust Tactics' words for every front end (:class:`DtWords`, which ``DustTactics.words()``
returns): the events as sentences, the legal actions as labels, the glossary; and, beyond the
kernel's contract, the news of a run of events without the echoes of a player's own
decision (:meth:`DtWords.news`). The names a front end passes are the seats'; with more than
two seats the words speak of the two sides, each with its players' names, and name the seat
that activates a unit. Tags: :mod:`meeple.games.dust_tactics.words`.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from typing import Any, Mapping, Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase
from meeple.games.dust_tactics.words.action_words import action_phrase
from meeple.games.dust_tactics.words.event_words import event_phrase, news_phrases
from meeple.games.dust_tactics.words.glossary import glossary
from meeple.games.dust_tactics.words.names import playing_cards, side_names, side_viewer
from meeple.games.dust_tactics.words.situation_words import headline
from meeple.games.dust_tactics.words.table_data import table


class DtWords:
    """Dust Tactics' words: a :class:`meeple.engine.words.GameWords`."""

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> Phrase | None:
        """One event as a sentence (:func:`.event_words.event_phrase`), to the seat ``viewer``."""
        return event_phrase(event, side_names(names), side_viewer(names, viewer), names)

    def news(self, events: Sequence[Event], names: Sequence[str], viewer: int | None) -> list[Phrase]:
        """The news of a run of events for the seat ``viewer``: one sentence per event, the
        first ones that only echo the viewer's own decision left out (:func:`.event_words.news_phrases`)."""
        return news_phrases(events, side_names(names), side_viewer(names, viewer), names)

    def action_label(self, notation: str, obs: dict[str, Any], names: Sequence[str]) -> Phrase:
        """A label for one legal action (:func:`.action_words.action_phrase`)."""
        return action_phrase(notation, obs, side_names(names))

    def headline(self, obs: dict[str, Any], names: Sequence[str]) -> Phrase:
        """Where the game stands: the scenario, the turn, the initiative and the victory
        points (:func:`.situation_words.headline`)."""
        return headline(obs)

    def glossary(self) -> dict[str, Any]:
        """Every unit card, skill, special weapon, terrain, scenario and the table's words
        (:func:`.glossary.glossary`)."""
        return glossary()

    def playing(self, options: Mapping[str, Any]) -> AbstractContextManager[Any]:
        """A block in which these words read the unit cards of the game with ``options`` (its
        ``units`` option's, DT-139; :func:`.names.playing_cards`)."""
        return playing_cards(options)

    def table(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The battlefield of the match's scenario and the unit cards of its two armies
        (:func:`.table_data.table`)."""
        return table(options)


#: The one instance every front end shares.
WORDS = DtWords()

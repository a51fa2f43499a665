"""D-Day Dice's :class:`meeple.engine.words.GameWords` (:class:`DDayWords`,
:meth:`meeple.games.dday_dice.game.DDayDice.words`): its events as sentences, its actions'
labels, the table's headline and its glossary.

An event names its sectors by number and never the edition played: the words name a sector as
the board does (``M8`` on Silence the Guns) and say the edition's word for a medal card when
they have seen the table (:meth:`DDayWords.seeing`, an observation); without it, by number and
in the first edition's words. :meth:`DDayWords.events` tells a run of events in lines (a roll
in one line), as the terminal does.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase
from meeple.games.dday_dice.words.action_words import action_label
from meeple.games.dday_dice.words.board_table import board_table
from meeple.games.dday_dice.words.event_words import event_phrase
from meeple.games.dday_dice.words.glossary import glossary
from meeple.games.dday_dice.words.news_words import news
from meeple.games.dday_dice.words.reading import edition_of, table_of
from meeple.games.dday_dice.words.table_notes import table_notes
from meeple.games.dday_dice.words.table_words import headline


class DDayWords:
    """What D-Day Dice says to a person, with the table as the words last saw it."""

    def __init__(self, table: Mapping[str, Any] | None = None) -> None:
        #: The observation's map, sector labels and rule set ({}: none seen).
        self.seen = table_of(table or {})

    def seeing(self, obs: Mapping[str, Any]) -> "DDayWords":
        """These words with the table ``obs`` shows: its board's names of sectors and its edition."""
        return DDayWords(obs)

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> Phrase | None:
        """One event as a sentence (None: it tells nothing)."""
        return event_phrase(event, names, self.seen)

    def events(self, events: Sequence[Event], names: Sequence[str], viewer: int | None) -> list[Phrase]:
        """A run of events as lines: a roll in one line, locks together, an item's use with what
        it did (:func:`.news_words.news`)."""
        return news(events, names, self.seen, edition_of(self.seen) if self.seen.get("rule_set") else None)

    def action_label(self, notation: str, obs: dict[str, Any], names: Sequence[str]) -> Phrase:
        """A label for one legal action, from the acting seat's observation."""
        return action_label(notation, obs, names)

    def headline(self, obs: dict[str, Any], names: Sequence[str]) -> Phrase:
        """The table's title (the game, the rules, the map, the turn, the phase) and the units
        to act (:func:`.table_words.headline`)."""
        return headline(obs, names)

    def glossary(self) -> dict[str, Any]:
        """The names and texts of the cards, faces, dice, phases and bonuses."""
        return glossary()

    def notes(self, obs: Mapping[str, Any], names: Sequence[str], result: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The notes of the table ``obs`` shows, in the terminal's words, for a front end that
        places them itself: each unit's status and tally, this turn's effects, why a move is
        not offered, the reserve, the result (:func:`.table_notes.table_notes`)."""
        return table_notes(obs, names, result)

    def table(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The board of a match with these options: its maps, their sectors with their printed
        rules, row lines, borders and junction, and the rulings behind each reconstructed value
        (:func:`.board_table.board_table`)."""
        return board_table(options)

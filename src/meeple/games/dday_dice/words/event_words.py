"""Every event's sentence (:func:`event_phrase`), from the four tables by subject: the turn's
(:mod:`.turn_event_words`), the dice's (:mod:`.dice_event_words`), the cards'
(:mod:`.card_event_words`) and the maps' rules' (:mod:`.sector_event_words`); no type is in
two. An event no table knows is told as its data (``kind: key=value``).
"""

from __future__ import annotations

from typing import Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase
from meeple.games.dday_dice.words.card_event_words import CARD_SENTENCES
from meeple.games.dday_dice.words.dice_event_words import DICE_SENTENCES
from meeple.games.dday_dice.words.reading import Obs
from meeple.games.dday_dice.words.sector_event_words import SECTOR_SENTENCES
from meeple.games.dday_dice.words.sentences import EventSentence
from meeple.games.dday_dice.words.turn_event_words import TURN_SENTENCES

#: Every event's sentence by its type: the turn's, the dice's, the cards' and the maps'.
EVENT_SENTENCES: dict[str, EventSentence] = {**TURN_SENTENCES, **DICE_SENTENCES, **CARD_SENTENCES, **SECTOR_SENTENCES}


def event_phrase(event: Event, names: Sequence[str], board: Obs | None = None) -> Phrase | None:
    """One event as a sentence (a die alone: :func:`.news_words.news` tells a roll in one
    line), its sectors named as ``board`` (the table as the viewer knows it) names them: by
    number without it. None for an event that tells nothing (no soldier lost)."""
    kind = str(event.get("type"))
    sentence = EVENT_SENTENCES.get(kind)
    if sentence is None:
        details = ", ".join(f"{k}={v}" for k, v in event.items() if k not in ("type", "visible_to"))
        return [(f"{kind}: {details}", "")]
    return sentence(event, names, board if board is not None else {}) or None

"""What every table of event sentences shares: the signature of a sentence. An event's
sentence is made from the event, the seats' names and the table as the viewer knows it
(:func:`.reading.table_of`: how the board names its sectors, the edition played).
"""

from __future__ import annotations

from typing import Callable, Sequence

from meeple.engine.core import Event
from meeple.engine.words import Phrase
from meeple.games.dday_dice.words.reading import Obs

#: An event's sentence from the event, the seats' names and the table as the viewer knows it.
EventSentence = Callable[[Event, Sequence[str], Obs], Phrase]

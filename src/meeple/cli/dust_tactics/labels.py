"""The label of each legal action in the terminal (:func:`describe_action`): the game's words
(:mod:`meeple.games.dust_tactics.words.action_words`), styled; an empty label where the
observation cannot give one its words (the notation is shown beside it).
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dust_tactics.styles import styled, whole
from meeple.games.dust_tactics.words.action_words import label_activate, label_phrase
from meeple.games.dust_tactics.words.names import Obs
from meeple.games.dust_tactics.words.unit_words import whereabouts

__all__ = ["describe_action", "label_activate", "whereabouts"]


def describe_action(notation: str, obs: Obs, names: Sequence[str]) -> Text:
    """A readable label for one legal action, from the acting seat's observation."""
    try:
        label = label_phrase(notation, obs, names)
    except Exception:  # noqa: BLE001 - a label is words only: the notation is shown beside it
        return Text("")
    return whole(label) if notation.split()[0] in WHOLE_LABELS else styled(label)


#: The labels drawn all in the style of their first words (a cover element placed: bold), as
#: a table pads them.
WHOLE_LABELS = frozenset({"place"})


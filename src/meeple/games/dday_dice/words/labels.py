"""What every table of action labels shares: the signature of a label, and the dispatch from
an action's notation to the label of its first word (:func:`label_for`). A label is words
only: one that cannot word its action from the observation shows the notation instead.
"""

from __future__ import annotations

from typing import Callable, Mapping, Sequence

from meeple.engine.words import Phrase
from meeple.games.dday_dice.words.reading import Obs

#: A label from the notation's words after the first, the acting seat's observation and the
#: seats' names.
ActionLabel = Callable[[list[str], Obs, Sequence[str]], Phrase]


def label_for(labels: Mapping[str, ActionLabel], notation: str, obs: Obs, names: Sequence[str]) -> Phrase:
    """The label ``labels`` gives ``notation`` (keyed by its first word); the notation itself
    when no label knows the word or when the label cannot word it from the observation."""
    kind, *args = notation.split() or [""]
    label = labels.get(kind)
    if label is None:
        return [(notation, "")]
    try:
        return label(args, obs, names)
    except Exception:  # noqa: BLE001 - a label is words only: the notation is shown instead
        return [(notation, "")]

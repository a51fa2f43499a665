"""Choice labels shared by the game views: one dispatch from an action's notation to the
view's label function for its first word (the views only word what the game decides)."""

from __future__ import annotations

from typing import Any, Callable, Mapping, Sequence

from rich.text import Text

Label = Callable[[list[str], Any, Sequence[str]], Text]


def label_for(labels: Mapping[str, Label], notation: str, obs: Any, names: Sequence[str],
              failed: Callable[[str], Text]) -> Text:
    """The label ``labels`` gives ``notation`` (keyed by its first word); the notation itself
    when no label knows the word; ``failed(notation)`` when the label cannot word it from the
    observation (a label never stops the game)."""
    kind, *args = notation.split()
    label = labels.get(kind)
    if label is None:
        return Text(notation)
    try:
        return label(args, obs, names)
    except Exception:  # noqa: BLE001 - a label is words only: the notation is shown beside it
        return failed(notation)

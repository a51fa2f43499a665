"""Game options that hold content: an id, or the content itself as data, never a path.

Some options choose a piece of content that a player may also write (Dust Tactics' scenario
and armies). Options come from a record or from the network as well as from a person's own
command line, so such an option (:class:`~meeple.engine.core.OptionSpec` kind ``"content"``)
holds either the text id of a packaged piece, or the piece itself as a JSON object (what the
TOML file of a scenario or an army parses to). No option is ever a path a game would read: the
terminal reads a file a person names on its command line, bounded
(:func:`meeple.engine.data_files.read_toml`), and passes its content on. The record then
holds the content, so it replays anywhere.

:func:`check_content` is the check every such option passes before the game looks at it: JSON
data only, at most :data:`MAX_CONTENT_BYTES` written out and :data:`MAX_CONTENT_DEPTH` deep,
and no control character in any text but a newline or a tab
(:func:`meeple.engine.text_checks.text_problem`). What the content means is the game's to
check, with the same rules as a file of its kind.
"""

from __future__ import annotations

import json
import math
from typing import Any

from meeple.engine.data_files import size_text
from meeple.engine.errors import OptionsError
from meeple.engine.text_checks import text_problem

#: The most an option's content may take, written out as JSON (a packaged scenario takes 2 KB).
MAX_CONTENT_BYTES = 64 * 1024
#: The deepest nesting of tables and lists an option's content may have.
MAX_CONTENT_DEPTH = 16
def _problem(value: Any, depth: int) -> str | None:
    """Why ``value`` is not plain JSON data within the depth bound (None if it is)."""
    if depth > MAX_CONTENT_DEPTH:
        return f"nested more than {MAX_CONTENT_DEPTH} deep"
    if isinstance(value, str):
        return text_problem(value)
    if isinstance(value, bool) or value is None or isinstance(value, int):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else "a number is not finite"
    if isinstance(value, list):
        return next((p for item in value if (p := _problem(item, depth + 1))), None)
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                return "a table's key is not text"
            problem = text_problem(key) or _problem(item, depth + 1)
            if problem:
                return problem
        return None
    return f"a value of type {type(value).__name__} is not JSON data"


def check_content(game_id: str, name: str, value: Any) -> str | dict[str, Any]:
    """``value`` checked as the value of the content option ``name``: a text (an id, which the
    game checks), or a JSON object within the bounds above. OptionsError on one line otherwise;
    a text is refused as data, never opened as a file."""
    if isinstance(value, str):
        return value
    if not isinstance(value, dict):
        raise OptionsError(f"{game_id}: option {name} must be an id or the content itself (a table), "
                           f"not {type(value).__name__}")
    problem = content_problem(value)
    if problem is not None:
        raise OptionsError(f"{game_id}: option {name}: the content given is refused: {problem}")
    return value


def content_problem(value: dict[str, Any]) -> str | None:
    """Why the content ``value`` is out of the bounds above (None if it is within them)."""
    problem = _problem(value, 1)
    if problem is None and len(json.dumps(value, ensure_ascii=False).encode("utf-8")) > MAX_CONTENT_BYTES:
        problem = f"larger than {size_text(MAX_CONTENT_BYTES)}"
    return problem

"""Unambiguous prefixes: a name or a move typed short (``d`` for ``draw`` where no other
choice starts with it; ``maps show omaha`` for ``omaha-beach``). A prefix that fits several
is refused in one line naming them; the front end decides nothing else."""

from __future__ import annotations

from typing import Sequence

from meeple.engine.errors import MeepleError, excerpt


class AmbiguousPrefix(MeepleError):
    """A prefix that begins several names: the user must type more of one."""


#: The most names an ambiguous prefix's error lists.
LISTED = 8


def expand_prefix(text: str, names: Sequence[str], what: str) -> str | None:
    """The one of ``names`` that ``text`` names: itself, or the only one it begins (any
    case, spaces and hyphens alike); None if it begins none; AmbiguousPrefix if several."""
    wanted = _key(text)
    if not wanted:
        return None
    keyed = {name: _key(name) for name in names}
    for name, key in keyed.items():
        if key == wanted:
            return name
    found = [name for name, key in keyed.items() if key.startswith(wanted)]
    if len(found) == 1:
        return found[0]
    if found:
        shown = ", ".join(found[:LISTED]) + (", ..." if len(found) > LISTED else "")
        raise AmbiguousPrefix(f"{excerpt(text)} could be more than one {what} ({shown}): type more of it")
    return None


def _key(text: str) -> str:
    """A name compared: lower case, runs of spaces and hyphens as one hyphen."""
    return "-".join(text.strip().lower().replace("-", " ").split())

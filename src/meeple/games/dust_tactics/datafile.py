"""Reading and validating the Dust Tactics data files (units, scenarios).

Design notes, "Content is data": every value the rulebook does not print is marked
``reconstructed`` in the table that holds it. A mark names a field of that table
(``"movement"``) or one armour class of a combat-value list (``"infantry[3]"``, 1-based
like the printed columns); the loader refuses a mark naming nothing. A broken file raises
:class:`~meeple.engine.errors.ContentError` on one line naming the file, the entry and the
field.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, model_validator

from meeple.engine.errors import ContentError, excerpt, short_name

#: Ids are kebab-case (``hell-boys``, ``reconnaissance-in-force``).
KEBAB = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_ITEM_MARK = re.compile(r"^([a-z_]+)\[(\d+)\]$")


class DataTable(BaseModel):
    """A TOML table of a Dust Tactics data file; ``reconstructed`` names its values that
    are not in the rulebook text."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    reconstructed: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _marks_name_values(self) -> "DataTable":
        names = [n for n in type(self).model_fields if n != "reconstructed"]
        seen: set[str] = set()
        for mark in self.reconstructed:
            if mark in seen:
                raise ValueError(f"reconstructed: {excerpt(mark)} is marked twice")
            seen.add(mark)
            item = _ITEM_MARK.match(mark)
            field = item.group(1) if item else mark
            if field not in names:
                raise ValueError(f"reconstructed: {excerpt(mark)} names no field of this table (its fields: {', '.join(names)})")
            if item:
                value = getattr(self, field)
                index = int(item.group(2))
                if not isinstance(value, tuple) or not 1 <= index <= len(value):
                    raise ValueError(f"reconstructed: {excerpt(mark)} names no item of {field}")
                if field in seen:
                    raise ValueError(f"reconstructed: {excerpt(mark)} repeats a mark of the whole {field}")
            elif any(m.startswith(field + "[") for m in self.reconstructed):
                raise ValueError(f"reconstructed: {excerpt(field)} is marked whole and item by item")
        return self

    def is_reconstructed(self, field: str, item: int | None = None) -> bool:
        """Whether the value ``field`` (or its ``item``-th entry, 1-based) is reconstructed."""
        if field in self.reconstructed:
            return True
        return item is not None and f"{field}[{item}]" in self.reconstructed


M = TypeVar("M", bound=BaseModel)
#: Names a list entry of the raw file from its location (``("unit", 3)`` -> ``"unit lara"``).
EntryNamer = Callable[[dict[str, Any], tuple[Any, ...]], tuple[str, tuple[Any, ...]]]


def _message(err: Any) -> str:
    kind = err["type"]
    if kind == "extra_forbidden":
        return "unknown field"
    if kind == "missing":
        return "missing field"
    ctx = err.get("ctx") or {}
    if kind in ("too_short", "too_long"):
        needed = ctx.get("min_length") if kind == "too_short" else ctx.get("max_length")
        return f"{ctx.get('actual_length')} entries, {needed} needed"
    return str(err["msg"]).removeprefix("Value error, ")


def _format_loc(loc: tuple[Any, ...]) -> str:
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        elif part not in ("function-before[_parse()]", "function-after[_check()]"):
            out += ("." if out else "") + short_name(str(part))
    return out


def validate(model: type[M], raw: dict[str, Any], path: Path | str, namer: EntryNamer) -> M:
    """``raw`` validated as ``model``; a ContentError ``<file>: <entry>: <field>: <problem>``
    otherwise (the first problem found). ``path`` names where ``raw`` came from: a file, or
    the game option that held it as content."""
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        name, rest = namer(raw, tuple(first["loc"]))
        parts = [p for p in (name, _format_loc(rest)) if p]
        raise ContentError(f"{path}: {': '.join(parts + [_message(first)])}") from None


def entry_label(raw: dict[str, Any], loc: tuple[Any, ...], lists: dict[str, str]) -> tuple[str, tuple[Any, ...]]:
    """Name the list entry ``loc`` points into by its ``id``/``name`` key (``lists`` maps
    a list key to its label), so that messages say ``unit lara``, not ``unit[8]``."""
    if len(loc) >= 2 and isinstance(loc[1], int) and loc[0] in lists:
        entries = raw.get(loc[0])
        entry = entries[loc[1]] if isinstance(entries, list) and loc[1] < len(entries) else {}
        entry = entry if isinstance(entry, dict) else {}
        key = entry.get("id", entry.get("name", entry.get("square", f"#{loc[1] + 1} in the file")))
        return f"{lists[loc[0]]} {short_name(key)}", loc[2:]
    return "", loc

"""A rule value of the state as JSON-safe data (``DtState.to_json``: the activation, the
aiming, the attack and the reaction under way). Kept apart from :mod:`.state`: it knows the
pydantic models (a unit card is written by its id), and the compiled build compiles no module
that does (docs/speed.md)."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

from pydantic import BaseModel

from meeple.games.dust_tactics.battlefield import Square


def jsonable(value: Any) -> Any:
    """A rule value as JSON-safe data: dataclasses field by field, unit cards by id."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, BaseModel):
        return getattr(value, "id", None) or str(value)
    if isinstance(value, Square):
        return str(value)
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: jsonable(getattr(value, f.name)) for f in fields(value) if not f.name.startswith("_")}
    if isinstance(value, (tuple, list)):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    return str(value)

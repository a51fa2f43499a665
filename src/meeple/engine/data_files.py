"""Reading a content data file (maps, unit cards, scenarios, armies, cards, traits): one place
for the one-line errors a broken, missing or oversized file gives.

A data file is at most :data:`~meeple.engine.limits.MAX_DATA_FILE_BYTES`; its values are
nested at most :data:`~meeple.engine.limits.MAX_DATA_DEPTH` levels deep, its integers lie
between -2**63 and 2**63 and its numbers are finite, so no loader is handed a value it could
choke on (a thousand nested arrays, an integer of 4,000 digits, ``inf``).
"""

from __future__ import annotations

import math
import tomllib
from pathlib import Path
from typing import Any

from meeple.engine.errors import ContentError, short_name
from meeple.engine.limits import INT_LIMIT, MAX_DATA_DEPTH, MAX_DATA_FILE_BYTES


def read_toml(path: Path, what: str) -> dict[str, Any]:
    """The parsed TOML of ``path``; a ContentError names the file (a ``what`` file) if it cannot
    be read, is too large, is not TOML or holds a value out of bounds."""
    text = _read_text(path, what)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path}: not valid TOML ({' '.join(str(exc).split())})") from None
    except RecursionError:
        raise ContentError(f"{path}: not valid TOML (values nested too deeply)") from None
    except ValueError:  # an integer of more than 4,300 digits
        raise ContentError(f"{path}: a number too long (integers lie between -2**63 and 2**63)") from None
    problem = _bounds_problem(data)
    if problem is not None:
        raise ContentError(f"{path}: {problem}")
    return data


def _read_text(path: Path, what: str) -> str:
    """The text of ``path``: at most MAX_DATA_FILE_BYTES are read."""
    try:
        with path.open("rb") as handle:
            data = handle.read(MAX_DATA_FILE_BYTES + 1)
    except FileNotFoundError:
        raise ContentError(f"{path}: no such {what} file") from None
    except OSError as exc:
        raise ContentError(f"{path}: cannot read {what} file ({exc.strerror})") from None
    if len(data) > MAX_DATA_FILE_BYTES:
        raise ContentError(f"{path}: a {what} file is at most {MAX_DATA_FILE_BYTES // 1024} KiB")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ContentError(f"{path}: not UTF-8 text") from None


def _bounds_problem(data: dict[str, Any]) -> str | None:
    """What is out of bounds in parsed TOML, walked without recursion: a value nested deeper
    than MAX_DATA_DEPTH, an integer outside -2**63..2**63, a number that is not finite."""
    stack: list[tuple[str, Any, int]] = [("", data, 0)]
    while stack:
        where, value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth >= MAX_DATA_DEPTH:
                return f"{where or 'the file'}: nested more than {MAX_DATA_DEPTH} levels deep"
            items = value.items() if isinstance(value, dict) else enumerate(value)
            stack.extend((_join(where, key), item, depth + 1) for key, item in items)
        elif isinstance(value, bool):
            continue
        elif isinstance(value, int) and not -INT_LIMIT < value < INT_LIMIT:
            return f"{where}: the integer is out of bounds (integers lie between -2**63 and 2**63)"
        elif isinstance(value, float) and not math.isfinite(value):
            return f"{where}: {value} is not a finite number"
    return None


def _join(where: str, key: object) -> str:
    part = f"[{key}]" if isinstance(key, int) else short_name(str(key))
    return f"{where}{part}" if isinstance(key, int) or not where else f"{where}.{part}"


def is_file(path: Path) -> bool:
    """Whether ``path`` is a file that can be looked at; False, not an OSError, for a name too
    long or a folder that cannot be searched (a path given by a person may be anything)."""
    try:
        return path.is_file()
    except OSError:
        return False


def is_folder(path: Path) -> bool:
    """Whether ``path`` is a folder that can be looked at (False for any path the system refuses)."""
    try:
        return path.is_dir()
    except OSError:
        return False

"""Reading a content data file (maps, unit cards, scenarios, armies, cards, traits): one place
for the bounds a read keeps and the one-line errors a broken, missing or oversized file gives.

A file is read only when a person names it on their own command line, or when it is one of
the game's packaged files; a game option from a record or the network never names one (it
holds an id or the content itself: :mod:`meeple.engine.option_content`). Even so, a read is
bounded: only a regular file is opened (a FIFO, ``/dev/zero`` or a terminal would hang or
never end), without waiting for a writer, and at most ``limit`` bytes of it are read. No error
quotes the file's contents. A text in the file may hold no control character but a newline or a
tab (:mod:`meeple.engine.text_checks`): its names are shown to people.

A data file is at most :data:`~meeple.engine.limits.MAX_DATA_FILE_BYTES`; its values are
nested at most :data:`~meeple.engine.limits.MAX_DATA_DEPTH` levels deep, its integers lie
between -2**63 and 2**63 and its numbers are finite, so no loader is handed a value it could
choke on (a thousand nested arrays, an integer of 4,000 digits, ``inf``).
"""

from __future__ import annotations

import math
import os
import stat
import tomllib
from pathlib import Path
from typing import Any

from meeple.engine.errors import ContentError, short_name
from meeple.engine.limits import INT_LIMIT, MAX_DATA_DEPTH, MAX_DATA_FILE_BYTES
from meeple.engine.text_checks import data_text_problem


def size_text(size: int) -> str:
    """``64 KiB``, ``1 MiB``: a byte count as a person reads it."""
    if size % (1024 * 1024) == 0:
        return f"{size // (1024 * 1024)} MiB"
    return f"{size // 1024} KiB" if size % 1024 == 0 else f"{size} bytes"


def read_bounded(path: Path, what: str, limit: int = MAX_DATA_FILE_BYTES) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them; a ContentError naming
    the file (a ``what`` file) for anything else: a missing or unreadable file, a folder, a
    FIFO, a device, a file larger than ``limit``."""
    try:
        handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise ContentError(f"{path}: no such {what} file") from None
    except OSError as exc:
        raise ContentError(f"{path}: cannot read {what} file ({exc.strerror})") from None
    try:
        if not stat.S_ISREG(os.fstat(handle).st_mode):
            raise ContentError(f"{path}: cannot read {what} file (not a regular file)")
        with os.fdopen(handle, "rb", closefd=False) as stream:
            data = stream.read(limit + 1)
    except OSError as exc:
        raise ContentError(f"{path}: cannot read {what} file ({exc.strerror})") from None
    finally:
        os.close(handle)
    if len(data) > limit:
        raise ContentError(f"{path}: {what} file larger than {size_text(limit)}")
    return data


def read_toml(path: Path, what: str, limit: int = MAX_DATA_FILE_BYTES) -> dict[str, Any]:
    """The parsed TOML of ``path`` (read by :func:`read_bounded`); a ContentError names the
    file (a ``what`` file) if it cannot be read, is not UTF-8 TOML, holds a value out of
    bounds, or a text of it holds a control character."""
    return parse_toml(read_bounded(path, what, limit), path)


def parse_toml(data: bytes, path: Path | str) -> dict[str, Any]:
    """``data`` (a file's bytes, or a text sent to the server) parsed as :func:`read_toml`
    parses a file's, its errors naming ``path``."""
    try:
        parsed = tomllib.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise ContentError(f"{path}: not UTF-8 text") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path}: not valid TOML ({' '.join(str(exc).split())})") from None
    except RecursionError:
        raise ContentError(f"{path}: not valid TOML (values nested too deeply)") from None
    except ValueError:  # an integer of more than 4,300 digits
        raise ContentError(f"{path}: a number too long (integers lie between -2**63 and 2**63)") from None
    problem = _bounds_problem(parsed) or data_text_problem(parsed)
    if problem is not None:
        raise ContentError(f"{path}: {problem}")
    return parsed


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

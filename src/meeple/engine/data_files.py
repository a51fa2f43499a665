"""Reading a content data file (maps, unit cards, scenarios, armies): one place for the bounds
a read keeps and the one-line errors a broken or missing file gives.

A file is read only when a person names it on their own command line, or when it is one of
the game's packaged files; a game option from a record or the network never names one (it
holds an id or the content itself: :mod:`meeple.engine.option_content`). Even so, a read is
bounded: only a regular file is opened (a FIFO, ``/dev/zero`` or a terminal would hang or
never end), without waiting for a writer, and at most ``limit`` bytes of it are read. No error
quotes the file's contents. A text in the file may hold no control character but a newline or a
tab (:mod:`meeple.engine.text_checks`): its names are shown to people.
"""

from __future__ import annotations

import os
import stat
import tomllib
from pathlib import Path
from typing import Any

from meeple.engine.errors import ContentError
from meeple.engine.text_checks import data_text_problem

#: The largest data file read (the largest packaged one, D-Day Dice's cards, is 33 KB).
MAX_DATA_FILE_BYTES = 1024 * 1024


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
    file (a ``what`` file) if it cannot be read, is not UTF-8 TOML, or a text of it holds a
    control character."""
    data = read_bounded(path, what, limit)
    try:
        parsed = tomllib.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise ContentError(f"{path}: not UTF-8 text") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path}: not valid TOML ({' '.join(str(exc).split())})") from None
    problem = data_text_problem(parsed)
    if problem is not None:
        raise ContentError(f"{path}: {problem}")
    return parsed

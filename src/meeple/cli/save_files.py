"""Where ``meeple play`` saves a game: the default file and the first free one after it
(:func:`free_save_path`), the checks made before anything is played (:func:`save_target`:
a new game never overwrites a saved one, a path that cannot be written is refused in one
line), and the temporary file a game falls back to when its own cannot be written
(:func:`fallback_save`): nothing a user played is lost."""

from __future__ import annotations

import errno
import os
import shlex
import tempfile
from itertools import count
from pathlib import Path

from meeple.engine.errors import OptionsError, RecordError
from meeple.engine.record import GameRecord, save_record

#: A new game without ``--save`` saves here, or to the first free ``meeple-save-N.json``.
DEFAULT_SAVE = Path("meeple-save.json")


def shell_path(path: Path) -> str:
    """``path`` as it is typed in a shell command (quoted if it must be)."""
    return shlex.quote(str(path))


def free_save_path(default: Path = DEFAULT_SAVE) -> Path:
    """``default``, or if something is there, the first free ``<stem>-2<suffix>``, ``-3``, ..."""
    if not os.path.lexists(default):
        return default
    for number in count(2):
        candidate = default.with_name(f"{default.stem}-{number}{default.suffix}")
        if not os.path.lexists(candidate):
            return candidate
    raise AssertionError("unreachable")


def same_file(a: Path, b: Path) -> bool:
    """Whether ``a`` and ``b`` name the same file (or the same path, if neither exists yet)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return a.resolve() == b.resolve()


def overwrites(path: Path, own: Path | None = None) -> bool:
    """Whether saving to ``path`` would replace a file other than ``own`` (the game's own)."""
    return os.path.lexists(path) and (own is None or not same_file(path, own))


def save_problem(path: Path) -> str | None:
    """Why nothing can be saved to ``path`` (None if it can): it is a directory, or its
    folder does not exist or cannot be written (tried with a temporary file, removed at once)."""
    try:
        os.lstat(path)
    except OSError as exc:
        if exc.errno == errno.ENAMETOOLONG:
            return "its name is too long"
    if path.is_dir():
        return "it is a directory"
    folder = path.parent
    if not os.path.lexists(folder):
        return f"its folder {folder} does not exist"
    if not folder.is_dir():
        return f"{folder} is not a folder"
    try:
        handle, probe = tempfile.mkstemp(prefix=".meeple-check-", dir=folder)
    except OSError as exc:
        return f"its folder cannot be written ({exc.strerror})"
    os.close(handle)
    os.unlink(probe)
    return None


def save_target(save_path: Path | None, resume_path: Path | None) -> tuple[Path, str | None]:
    """Where ``meeple play`` saves, and a notice to show if that is not the file asked for.

    A new game without ``--save`` saves to ``meeple-save.json``, or the first free
    ``meeple-save-N.json``; a resumed game without ``--save`` back to its file. An explicit
    ``--save`` that already exists is refused (unless it is the resumed file): a new game
    never overwrites a saved one. OptionsError (one line) for a path the game cannot be
    saved to, before anything is played."""
    notice = None
    if save_path is None and resume_path is not None:
        path = resume_path
    elif save_path is None:
        path = free_save_path()
        if path != DEFAULT_SAVE:
            notice = f"{DEFAULT_SAVE} holds another game: this game saves to {path}"
    else:
        path = save_path
    problem = save_problem(path)
    if problem is not None:
        flag = "--save" if save_path is not None else "--resume" if resume_path is not None else "the default save"
        raise OptionsError(f"cannot save the game to {path} ({flag}): {problem}; choose another --save")
    if overwrites(path, resume_path):
        raise OptionsError(
            f"--save {path} already exists: continue that game with `meeple play --resume {shell_path(path)}`, "
            "or choose another --save"
        )
    return path, notice


def fallback_save(record: GameRecord) -> Path:
    """Write ``record`` to a new file in the system's temporary directory (when the save
    file failed); RecordError if that fails too."""
    try:
        handle, name = tempfile.mkstemp(prefix="meeple-save-", suffix=".json")
    except OSError as exc:
        raise RecordError(f"cannot write a temporary file in {tempfile.gettempdir()}: {exc.strerror}") from None
    os.close(handle)
    try:
        return save_record(record, name)
    except RecordError:
        os.unlink(name)
        raise

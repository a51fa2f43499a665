"""The build: pure Python by default; ``MEEPLE_COMPILE=1`` compiles the modules listed in
``mypyc/*.txt`` with mypyc (docs/speed.md, "The compiled build").

    pip install .                                            # pure Python, no compiler needed
    MEEPLE_COMPILE=1 pip install --no-build-isolation .      # compiled (needs mypy and a C compiler)
    MEEPLE_COMPILE=1 MEEPLE_COMPILE_OPT=1 pip install ...   # the same C code, optimized less
    MEEPLE_COMPILE=1 MEEPLE_COMPILE_SPLIT=1 pip install ... # one library per list, built in parallel

Each part of the code names its compiled modules in a file of its own, ``mypyc/<part>.txt``:
one module path or glob per line, relative to the repository root, ``#`` starting a comment.
The build compiles the union of every such file. By default every module goes into one C
library (calls between any two compiled modules are direct C calls: the build whose speed
docs/speed.md measures). ``MEEPLE_COMPILE_SPLIT=1`` makes one library per list file instead
(mypyc's ``separate`` groups: the kernel and each game), whose C files the compiler builds
side by side on every core: the same modules compiled, in less wall-clock time (CI builds so).
"""

from __future__ import annotations

import glob
import os
import sys
from pathlib import Path
from typing import Any

from setuptools import setup

ROOT = Path(__file__).resolve().parent
SWITCH = "MEEPLE_COMPILE"
#: The C compiler's optimization level, 0-3 (mypyc's ``opt_level``): 3 by default, the build whose
#: speed docs/speed.md measures. The C code mypyc writes is the same at every level, so CI,
#: which checks that the compiled build plays the same games, builds at 1, which compiles faster.
OPT_LEVEL = "MEEPLE_COMPILE_OPT"
#: One C library per ``mypyc/*.txt`` list, compiled in parallel, instead of one for all.
SPLIT = "MEEPLE_COMPILE_SPLIT"
#: The setup commands that only write the package's metadata (pip asks for it before the build).
METADATA_ONLY = ("egg_info", "dist_info")


def switched_on(name: str) -> bool:
    """Whether the environment variable ``name`` is set to 1, true or yes."""
    return os.environ.get(name, "") in ("1", "true", "yes")


def opt_level() -> str:
    """The optimization level asked for by ``MEEPLE_COMPILE_OPT``, 3 when unset."""
    level = os.environ.get(OPT_LEVEL, "3")
    if level not in ("0", "1", "2", "3"):
        raise SystemExit(f"{OPT_LEVEL} must be 0, 1, 2 or 3, not {level!r}")
    return level


def listed_groups(root: Path = ROOT) -> list[tuple[str, list[str]]]:
    """Each ``mypyc/*.txt`` list's name (its file's stem) and the module paths it names (globs
    expanded, sorted), the lists in name order; a module named by two lists belongs to the first."""
    groups: list[tuple[str, list[str]]] = []
    seen: set[str] = set()
    for listing in sorted((root / "mypyc").glob("*.txt")):
        found: set[str] = set()
        for line in listing.read_text(encoding="utf-8").splitlines():
            entry = line.split("#", 1)[0].strip()
            if not entry:
                continue
            matches = sorted(glob.glob(entry, root_dir=root, recursive=True))
            if not matches:
                raise SystemExit(f"{listing.name}: {entry!r} names no file")
            found.update(m for m in matches if m.endswith(".py"))
        modules = sorted(found - seen)
        seen.update(modules)
        if modules:
            groups.append((listing.stem, modules))
    return groups


def listed_modules(root: Path = ROOT) -> list[str]:
    """Every module path named by ``mypyc/*.txt`` (globs expanded), sorted, each once."""
    return sorted(m for _, modules in listed_groups(root) for m in modules)


def library_name(stem: str) -> str:
    """The C library of the list ``mypyc/<stem>.txt`` in a split build: ``meeple_<stem>``
    (mypyc adds ``__mypyc``), a valid identifier."""
    return "meeple_" + stem.replace("-", "_")


def extensions() -> list[Any]:
    """The compiled modules when ``MEEPLE_COMPILE=1``; none otherwise."""
    if not switched_on(SWITCH):
        return []
    if any(command in METADATA_ONLY for command in sys.argv[1:]):
        return []  # the package's metadata does not depend on them: compile once, for the wheel
    from mypyc.build import mypycify

    os.chdir(ROOT)  # the listed paths are relative to the repository root
    if not switched_on(SPLIT):
        return list(mypycify(listed_modules(), opt_level=opt_level(), debug_level="0"))
    groups = listed_groups()
    separate: list[tuple[list[str], str | None]] = [
        (modules, library_name(stem)) for stem, modules in groups
    ]
    every = [m for _, modules in groups for m in modules]
    return list(mypycify(every, opt_level=opt_level(), debug_level="0", separate=separate))


def options() -> dict[str, Any]:
    """``build_ext``'s options: a split build compiles its libraries on every core at once."""
    if switched_on(SWITCH) and switched_on(SPLIT):
        return {"build_ext": {"parallel": os.cpu_count() or 1}}
    return {}


setup(ext_modules=extensions(), options=options())

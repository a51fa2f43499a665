"""The build: pure Python by default; ``MEEPLE_COMPILE=1`` compiles the modules listed in
``mypyc/*.txt`` with mypyc (docs/speed.md, "The compiled build").

    pip install .                                            # pure Python, no compiler needed
    MEEPLE_COMPILE=1 pip install --no-build-isolation .      # compiled (needs mypy and a C compiler)
    MEEPLE_COMPILE=1 MEEPLE_COMPILE_OPT=1 pip install ...   # the same C code, optimized less

Each part of the code names its compiled modules in a file of its own, ``mypyc/<part>.txt``:
one module path or glob per line, relative to the repository root, ``#`` starting a comment.
The build compiles the union of every such file.
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
#: speed docs/speed.md measures. The C code mypyc writes is the same at every level, so
#: .ci/run-compiled, which checks that the compiled build plays the same games, builds at 1,
#: which compiles faster.
OPT_LEVEL = "MEEPLE_COMPILE_OPT"


def opt_level() -> str:
    """The optimization level asked for by ``MEEPLE_COMPILE_OPT``, 3 when unset."""
    level = os.environ.get(OPT_LEVEL, "3")
    if level not in ("0", "1", "2", "3"):
        raise SystemExit(f"{OPT_LEVEL} must be 0, 1, 2 or 3, not {level!r}")
    return level
#: The setup commands that only write the package's metadata (pip asks for it before the build).
METADATA_ONLY = ("egg_info", "dist_info")


def listed_modules(root: Path = ROOT) -> list[str]:
    """Every module path named by ``mypyc/*.txt`` (globs expanded), sorted, each once."""
    found: set[str] = set()
    for listing in sorted((root / "mypyc").glob("*.txt")):
        for line in listing.read_text(encoding="utf-8").splitlines():
            entry = line.split("#", 1)[0].strip()
            if not entry:
                continue
            matches = sorted(glob.glob(entry, root_dir=root, recursive=True))
            if not matches:
                raise SystemExit(f"{listing.name}: {entry!r} names no file")
            found.update(m for m in matches if m.endswith(".py"))
    return sorted(found)


def extensions() -> list[Any]:
    """The compiled modules when ``MEEPLE_COMPILE=1``; none otherwise."""
    if os.environ.get(SWITCH, "") not in ("1", "true", "yes"):
        return []
    if any(command in METADATA_ONLY for command in sys.argv[1:]):
        return []  # the package's metadata does not depend on them: compile once, for the wheel
    from mypyc.build import mypycify

    os.chdir(ROOT)  # the listed paths are relative to the repository root
    return list(mypycify(listed_modules(), opt_level=opt_level(), debug_level="0"))


setup(ext_modules=extensions())

"""The compiled build's module lists (mypyc/*.txt, read by setup.py: docs/speed.md, "The
compiled build") name modules that exist and that mypyc can compile."""

from __future__ import annotations

import glob
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def listed() -> dict[str, list[str]]:
    """Each list file's entries (comments and blank lines dropped)."""
    found: dict[str, list[str]] = {}
    for listing in sorted((ROOT / "mypyc").glob("*.txt")):
        lines = listing.read_text(encoding="utf-8").splitlines()
        found[listing.name] = [e for e in (line.split("#", 1)[0].strip() for line in lines) if e]
    return found


def test_the_kernel_and_dead_mans_draw_have_their_lists() -> None:
    assert {"kernel.txt", "dead-mans-draw.txt"} <= set(listed())


def test_every_listed_entry_names_python_files_that_exist() -> None:
    for name, entries in listed().items():
        for entry in entries:
            matches = glob.glob(entry, root_dir=ROOT, recursive=True)
            assert matches and all(m.endswith(".py") for m in matches), f"{name}: {entry}"


def test_no_compiled_module_defines_a_pydantic_model() -> None:
    for entries in listed().values():
        for entry in entries:
            for path in glob.glob(entry, root_dir=ROOT, recursive=True):
                assert "pydantic" not in (ROOT / path).read_text(encoding="utf-8"), path

"""The compiled build reads a module's constant as a constant only when it is declared
``Final``; any other module-level name is looked up in the module's dictionary at every use
(docs/speed.md). Every constant of the D-Day Dice and Dust Tactics modules the compiled build
compiles is therefore ``Final``."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CONSTANT = re.compile(r"^_?[A-Z][A-Z0-9_]*$")
#: A compiled list, and a module it must name (so an emptied list does not pass unseen).
LISTS = [("dday-dice", "src/meeple/games/dday_dice/state.py"), ("dust-tactics", "src/meeple/games/dust_tactics/state.py")]


def compiled_modules(listing: str) -> list[str]:
    """The modules ``mypyc/<listing>.txt`` lists, relative to the repository root."""
    lines = (ROOT / "mypyc" / f"{listing}.txt").read_text(encoding="utf-8").splitlines()
    return [line.split("#", 1)[0].strip() for line in lines if line.split("#", 1)[0].strip()]


def constants_not_final(path: str) -> list[str]:
    """The module-level constants of the module at ``path`` assigned without ``Final``."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    found: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.Assign):
            names = [n.id for t in node.targets for n in ast.walk(t) if isinstance(n, ast.Name)]
            found += [name for name in names if CONSTANT.match(name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and CONSTANT.match(node.target.id):
            if not ast.unparse(node.annotation).startswith("Final"):
                found.append(node.target.id)
    return found


@pytest.mark.parametrize(("listing", "state_module"), LISTS)
def test_every_constant_of_a_compiled_module_is_final(listing: str, state_module: str) -> None:
    modules = compiled_modules(listing)
    assert state_module in modules and all((ROOT / module).is_file() for module in modules)
    missing = {path: names for path in modules if (names := constants_not_final(path))}
    assert missing == {}

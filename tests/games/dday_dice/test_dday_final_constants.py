"""The compiled build reads a module's constant as a constant only when it is declared
``Final``; any other module-level name is looked up in the module's dictionary at every use
(docs/speed.md, "D-Day Dice, compiled"). Every constant of the D-Day Dice modules the compiled
build compiles is therefore ``Final``."""

from __future__ import annotations

import ast
import re

from dday_helpers import ROOT

CONSTANT = re.compile(r"^_?[A-Z][A-Z0-9_]*$")


def compiled_modules() -> list[str]:
    """The D-Day Dice modules ``mypyc/dday-dice.txt`` lists."""
    listing = (ROOT / "mypyc" / "dday-dice.txt").read_text(encoding="utf-8").splitlines()
    return [line.split("#", 1)[0].strip() for line in listing if line.split("#", 1)[0].strip()]


def constants_not_final(path: str) -> list[str]:
    """The module-level constants of the module at ``path`` assigned without ``Final``."""
    tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
    found: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.Assign):
            names = [n.id for t in node.targets for n in ast.walk(t) if isinstance(n, ast.Name)]
            found += [name for name in names if CONSTANT.match(name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and CONSTANT.match(node.target.id):
            annotation = ast.unparse(node.annotation)
            if not annotation.startswith("Final"):
                found.append(node.target.id)
    return found


def test_the_compiled_modules_are_listed() -> None:
    modules = compiled_modules()
    assert "src/meeple/games/dday_dice/state.py" in modules
    assert all((ROOT / module).is_file() for module in modules)


def test_every_constant_of_a_compiled_module_is_final() -> None:
    missing = {path: names for path in compiled_modules() if (names := constants_not_final(path))}
    assert missing == {}

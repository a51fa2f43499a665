"""The compiled build reads a module's constant as a constant only when it is declared
``Final``; any other module-level name is looked up in the module's dictionary at every use
(docs/speed.md). The games whose compiled modules keep every constant ``Final`` check it with
these helpers."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CONSTANT = re.compile(r"^_?[A-Z][A-Z0-9_]*$")


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

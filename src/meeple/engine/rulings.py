"""The project's rulings (docs/rulings.md: every question the rulebook texts leave open, and
the value or reading chosen), read by id so a front end can show the ruling a reconstructed
value cites. The file is shipped with the package as ``meeple/rulings.md``, a link to
docs/rulings.md: one copy of every ruling, in the repository and installed."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

from meeple.engine.errors import ContentError, excerpt

#: A ruling's id: its game's letters, a dash, its number (``DDM-15``, ``DMD-3``, ``DT-14``).
RULING_ID = re.compile(r"[A-Z]{2,4}-[0-9]{1,4}")
_HEADING = re.compile(r"^### ([A-Z]{2,4}-[0-9]{1,4}) \u2014 (.+)$")
_SECTION_END = re.compile(r"^#{1,3} ")


class UnknownRuling(ContentError):
    """An id no ruling has."""


@dataclass(frozen=True)
class Ruling:
    """One ruling: its id, its heading's words and its text (Markdown, as written)."""

    id: str
    heading: str
    text: str


def rulings_text() -> str:
    """docs/rulings.md as the package holds it."""
    return (resources.files("meeple") / "rulings.md").read_text(encoding="utf-8")


@lru_cache(maxsize=1)
def all_rulings() -> dict[str, Ruling]:
    """Every ruling by id, each with its text up to the next heading of its level or above."""
    found: dict[str, Ruling] = {}
    current: tuple[str, str] | None = None
    lines: list[str] = []
    for line in [*rulings_text().splitlines(), "### END"]:
        if _SECTION_END.match(line):
            if current is not None:
                found[current[0]] = Ruling(current[0], current[1], "\n".join(lines).strip().removesuffix("---").strip())
            heading = _HEADING.match(line)
            current = (heading.group(1), heading.group(2).strip()) if heading else None
            lines = []
        elif current is not None:
            lines.append(line)
    return found


def ruling(ruling_id: str) -> Ruling:
    """The ruling ``ruling_id``; a one-line ContentError for an id that is not one's form or
    that no ruling has."""
    if not RULING_ID.fullmatch(ruling_id):
        raise ContentError(f"{excerpt(ruling_id)} is not a ruling's id (letters, a dash, a number: DDM-15)")
    found = all_rulings().get(ruling_id)
    if found is None:
        raise UnknownRuling(f"no ruling {ruling_id} in docs/rulings.md")
    return found

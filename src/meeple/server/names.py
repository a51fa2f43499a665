"""Names people give (a seat's, a match's): text, bounded, with no control characters.

A name is stored exactly as given and only ever sent as JSON text; the browser writes it as
text, never as HTML (docs/server.md, "Security model").
"""

from __future__ import annotations

import unicodedata

from meeple.server.errors import Refusal

#: The longest name accepted, in characters.
MAX_NAME_LENGTH = 40
#: Unicode categories refused in a name: controls, format characters (bidirectional
#: overrides among them), surrogates, unassigned, private use, line and paragraph separators.
REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Cn", "Co", "Zl", "Zp"})


def check_name(name: object, what: str = "a name") -> str:
    """``name`` if it is acceptable; raise :class:`Refusal` saying why otherwise."""
    if not isinstance(name, str):
        raise Refusal(f"{what} must be text")
    if not name.strip():
        raise Refusal(f"{what} must not be empty")
    if len(name) > MAX_NAME_LENGTH:
        raise Refusal(f"{what} must be at most {MAX_NAME_LENGTH} characters long")
    for char in name:
        if unicodedata.category(char) in REFUSED_CATEGORIES:
            raise Refusal(f"{what} must not contain control characters (found U+{ord(char):04X})")
    return name

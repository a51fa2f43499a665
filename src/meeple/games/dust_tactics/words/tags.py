"""The tags of Dust Tactics' phrases: what a piece of text *is*, never how it is drawn (the
terminal maps each to a rich style, the browser to a CSS class). The table of tags is in
:mod:`meeple.games.dust_tactics.words`; every tag is listed in :data:`TAGS`.

A span's tag may hold several of them, separated by spaces, as an HTML element holds several
CSS classes: ``"unit allies"`` is a unit's name of the Allies, ``"dim unit axis"`` the same of
the Axis in a line of less weight (:func:`known` checks each word).
"""

from __future__ import annotations

#: A side's colour, on a side's or a unit's name: the two factions (p. 3).
ALLIES, AXIS = "allies", "axis"
SIDE_TAGS: dict[str, str] = {"allies": ALLIES, "axis": AXIS}
#: A unit's name (with its side's tag when the side is known).
UNIT = "unit"
#: A side's name (with its side's tag).
SIDE = "side"
#: A weapon line's name.
WEAPON = "weapon"
#: The words that head a line or a table: the game's name, the scenario, a new turn, the end.
TITLE = "title"
#: A heading inside a line: "Objective", "Under the units:", "Now:".
HEADING = "heading"
#: The main words of a label or a sentence: the square a Move ends on, "it fires!".
STRONG = "strong"
#: Hits rolled (a number of hits above none; a die's hit face).
HIT = "hit"
#: A die's blank face.
BLANK = "blank"
#: A die drawn as it fell (with ``hit`` or ``blank``, and ``scores`` when its face is the one
#: that counts in its roll): ``die hit scores``.
DIE, SCORES = "die", "scores"
#: Models or hit points lost, a unit destroyed.
DESTROYED = "destroyed"
#: Damage saved by a cover roll.
SAVED = "saved"
#: A warning: the attack of this plan would be lost.
WARNING = "warning"
#: An objective's id.
OBJECTIVE = "objective"
#: The winner of the battle, the result's good news.
WINNER = "winner"
#: A unit now acting (the table's "acting"), a unit ready to act ("ready").
ACTING, READY = "acting", "ready"
#: A unit's two-letter tag on the map (with its side's tag), as a chip: ``HB``.
MAP_TAG = "map-tag"
#: Words of less weight: an explanation, "none", a line that only reminds.
DIM = "dim"

TAGS: frozenset[str] = frozenset({
    "", ALLIES, AXIS, UNIT, SIDE, WEAPON, TITLE, HEADING, STRONG, HIT, BLANK, DIE, SCORES, DESTROYED, SAVED, WARNING,
    OBJECTIVE, WINNER, ACTING, READY, MAP_TAG, DIM,
})


def side_tag(side: str) -> str:
    """The tag of a side's colour (``""`` for a side that is not one of the two)."""
    return SIDE_TAGS.get(side, "")


def with_tag(tag: str, *more: str) -> str:
    """Tags joined: ``with_tag("unit", "allies")`` is ``"unit allies"`` (empty ones left out)."""
    return " ".join(t for t in (tag, *more) if t)


def known(tag: str) -> bool:
    """Whether every word of ``tag`` is one of :data:`TAGS`."""
    return all(word in TAGS for word in tag.split())

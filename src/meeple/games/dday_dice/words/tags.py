"""The tags of the game's phrases: what a piece of text *is*, never how it is drawn (the
terminal maps each to a rich style, the browser to a CSS class). Every tag the words use is
listed here (:data:`TAGS`), or is one of the two families :func:`seat_tag` and
:func:`die_tag` name.
"""

from __future__ import annotations

#: A word that matters most in its line: a Final Tally named, a bunker stormed, a reward.
STRONG = "strong"
#: A line that heads what follows: a new turn, the end of the game.
TITLE = "title"
#: A new phase's line.
PHASE = "phase"
#: A card's printed name.
CARD = "card"
#: A die face's name.
FACE = "face"
#: A die face's name where the map ignores that result.
FACE_OFF = "face-off"
#: Words that only remind or explain (a card's summary after its label, what a unit has).
DIM = "dim"
#: Soldiers, courage or a specialist lost; fire and danger.
LOSS = "loss"
#: Soldiers, courage, stars or item points gained.
GAIN = "gain"
#: A unit safe in the bunker, a bunker conquered, a cliff climbed.
SUCCESS = "success"
#: A unit lost.
LOST = "lost"
#: What a unit must do now: casualties to assign, a must-move marker.
URGENT = "urgent"
#: The machine-gun fire rolled this turn (a heading).
FIRE = "fire"
#: A mark on the board: a random sector's roll, a bunker conquered.
MARK = "mark"
#: An RWB bonus's name.
RWB = "rwb"
#: A card's or a sector's effect that lasts this turn.
EFFECT = "effect"
#: An effect that lasts the rest of the game (machine guns silenced for good).
LASTING = "lasting"
#: What an action costs (courage, item points) or saves.
COST = "cost"
#: A sector's printed rules, beside a move.
RULES = "rules"
#: The other map of a joined board, where a move crosses onto it.
BOARD = "board"

TAGS: frozenset[str] = frozenset({
    "", STRONG, TITLE, PHASE, CARD, FACE, FACE_OFF, DIM, LOSS, GAIN, SUCCESS, LOST, RWB, EFFECT, LASTING,
    COST, RULES, BOARD, URGENT, FIRE, MARK,
})
#: The colours of the dice by the first letter of their names (``r1`` is a red die).
DIE_TAGS: dict[str, str] = {"r": "die-red", "w": "die-white", "b": "die-blue"}


def seat_tag(seat: object) -> str:
    """``seat-2``: a unit's name (seat 2); "" when the seat is not a number."""
    return f"seat-{seat}" if isinstance(seat, int) and not isinstance(seat, bool) else ""


def die_tag(die: str) -> str:
    """``die-red`` for ``r1``: a die named (``die`` for a name the game does not use)."""
    return DIE_TAGS.get(die[:1], "die")


def known(tag: str) -> bool:
    """Whether ``tag`` is one the words use."""
    if tag in TAGS or tag == "die" or tag in DIE_TAGS.values():
        return True
    return tag.startswith("seat-") and tag[len("seat-"):].isdigit()

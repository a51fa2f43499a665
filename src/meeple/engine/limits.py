"""The size bounds of everything a person (or a stranger on a network) hands to meeple, in one
place: an action's text, a seat's name, a record, a data file, a seed.

Each bound is far above what a real game needs and low enough that nothing given can make a
parser work for long, recurse deeply or answer with an error line of unbounded length. The
player counts are each game's own (``Game.min_players``/``max_players``,
:meth:`~meeple.engine.core.Game.check_player_count`), checked before any seat list is built.
"""

from __future__ import annotations

from typing import Final

from meeple.engine.errors import IllegalActionError, OptionsError, excerpt

#: The longest action a game's notation reads (the longest real one is under 60 characters).
MAX_ACTION_CHARS: Final = 200
#: No game seats more players: a seat list or a record with more is refused before any game
#: is asked (each game's own range, ``Game.min_players``-``max_players``, is checked next).
MAX_SEATS: Final = 64
#: The longest seat name, bot name or other short label a record or a seat list holds.
MAX_NAME_CHARS: Final = 40
#: The largest record file or text (bytes of UTF-8).
MAX_RECORD_BYTES: Final = 10 * 1024 * 1024
#: The most moves a record holds (a long Dust Tactics game makes a few thousand).
MAX_MOVES: Final = 100_000
#: The largest content data file (TOML: cards, maps, units, scenarios, armies), in bytes.
MAX_DATA_FILE_BYTES: Final = 1024 * 1024
#: The deepest a data file's values are nested (tables in arrays of tables in ...).
MAX_DATA_DEPTH: Final = 16
#: Integers in a data file, and in a record's options and result, lie strictly between
#: -2**63 and 2**63.
INT_LIMIT: Final = 2**63
#: Seeds are whole numbers from 0 up to, not including, this (256 bits).
SEED_LIMIT: Final = 2**256


def action_text(text: object) -> str:
    """``text`` if it can be an action: a string of at most :data:`MAX_ACTION_CHARS`
    characters; an IllegalActionError otherwise."""
    if not isinstance(text, str):
        raise IllegalActionError(f"an action is written as text, not {type(text).__name__}")
    if len(text) > MAX_ACTION_CHARS:
        raise IllegalActionError(
            f"{excerpt(text)} is not an action: an action is at most {MAX_ACTION_CHARS} characters, "
            f"not {len(text)}"
        )
    return text


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a seat's (or a bot's) name, or None if it can: a name is text of
    1 to :data:`MAX_NAME_CHARS` printable characters (no control character, no line break)."""
    if not isinstance(name, str):
        return f"a name is text, not {type(name).__name__}"
    if not name:
        return "a name is not empty"
    if len(name) > MAX_NAME_CHARS:
        return f"a name is at most {MAX_NAME_CHARS} characters, not {len(name)}"
    if not name.isprintable():
        return "a name holds no control character or line break"
    return None


def check_name(name: object, what: str = "seat name") -> str:
    """``name`` if it is a valid name (:func:`name_problem`); an OptionsError naming ``what``
    otherwise."""
    problem = name_problem(name)
    if problem is not None:
        raise OptionsError(f"{what} {excerpt(name)}: {problem}")
    assert isinstance(name, str)
    return name


def seed_problem(seed: object) -> str | None:
    """Why ``seed`` cannot seed the chance sampler, or None if it can: a seed is a whole number
    from 0 to ``SEED_LIMIT - 1`` (not a boolean, not text)."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        return f"a seed is a whole number, not {type(seed).__name__}"
    if not 0 <= seed < SEED_LIMIT:
        return "a seed is a whole number from 0 to 2**256 - 1"
    return None


def check_seed(seed: object) -> int:
    """``seed`` if it is a valid seed (:func:`seed_problem`); an OptionsError otherwise."""
    problem = seed_problem(seed)
    if problem is not None:
        raise OptionsError(f"seed {excerpt(seed)}: {problem}")
    assert isinstance(seed, int)
    return seed

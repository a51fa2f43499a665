"""What the fuzz tests feed the parsers (shared by tests/engine and tests/cli): text a stranger
could send -- random, long, all digits, punctuation, unicode, control characters -- and JSON-like
values with huge numbers and deep nesting; and the check every refusal passes."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from meeple.engine.errors import MeepleError

#: An error line is short: a refusal quotes an excerpt of what it was given, never all of it
#: (the longest lists of known names it may add are a few hundred characters).
MAX_ERROR_CHARS = 1500

#: Characters TOML and UTF-8 can carry (no lone surrogates).
CHARACTERS = st.characters(blacklist_categories=("Cs",))

PUNCTUATION = " \t\n\r,;:=+-_./\\'\"`~!?@#$%^&*()[]{}<>|…"


def _repeated(text: str, times: int) -> str:
    return text * times


#: A long run of one piece of text (a 10,000-digit number, 50,000 commas).
LONG_RUNS = st.builds(_repeated, st.sampled_from(["9", "h", ",", " ", "x", "é", "\x00", "[", "-1"]),
                      st.integers(min_value=150, max_value=50_000))

#: Text a stranger might send.
WEIRD_TEXT = st.one_of(
    st.text(CHARACTERS, max_size=80),
    st.text(st.sampled_from(PUNCTUATION), max_size=40),
    st.text(st.sampled_from("0123456789"), min_size=1, max_size=6_000),
    st.integers().map(str),
    st.integers(min_value=-(10**4000), max_value=10**4000).map(str),
    st.sampled_from(["", " ", "nan", "inf", "-0", "1e999", "0x10", "１２", "²", "٣", "Ⅻ", "\u200b", "\ufeff", "\x1b[2J"]),
    LONG_RUNS,
)


def sentences(words: list[str]) -> st.SearchStrategy[str]:
    """Phrases mixing a vocabulary (a game's real words) with weird text."""
    word = st.one_of(st.sampled_from(words), WEIRD_TEXT)
    return st.lists(word, min_size=1, max_size=6).flatmap(
        lambda parts: st.sampled_from([" ", ",", "  ", "\t", ", "]).map(lambda sep: sep.join(parts))
    )


def _nested(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


#: Scalars as JSON or TOML carries them, with the ones that hurt: huge integers, NaN, long text.
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**70), max_value=2**70),
    st.integers(min_value=-(10**4000), max_value=10**4000),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(CHARACTERS, max_size=40),
    LONG_RUNS,
)

#: Any JSON-like value: scalars, lists and objects, and deep nesting.
JSON_VALUES = st.one_of(
    st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                   st.dictionaries(st.text(CHARACTERS, max_size=12), inner, max_size=4)),
                 max_leaves=12),
    st.integers(min_value=10, max_value=900).map(_nested),
)


def check_refusal(error: MeepleError) -> None:
    """A refusal is one line, of bounded length."""
    message = str(error)
    assert message, "an error says what is wrong"
    assert "\n" not in message and "\r" not in message, message[:300]
    assert len(message) <= MAX_ERROR_CHARS, message[:300]

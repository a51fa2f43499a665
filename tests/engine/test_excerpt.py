"""``excerpt``: what an error quotes of something given -- short text whole, long text cut."""

from __future__ import annotations

from meeple.engine.errors import excerpt, short_name


def test_short_text_is_quoted_whole() -> None:
    assert excerpt("hook dragon") == "'hook dragon'"


def test_long_text_is_cut_to_the_limit_with_an_ellipsis() -> None:
    assert excerpt("x" * 10_000_000) == repr("x" * 59 + "…")
    assert excerpt("abcdef", limit=4) == "'abc…'"


def test_control_characters_are_written_out_not_sent() -> None:
    assert excerpt("a\nb\x1b[2J") == "'a\\nb\\x1b[2J'"


def test_a_huge_integer_is_described_by_its_number_of_digits() -> None:
    assert excerpt(10**5000) == "an integer of 5001 digits"
    assert excerpt(10**100_000).startswith("an integer of ")
    assert excerpt(42) == "42"


def test_anything_else_is_quoted_by_its_cut_repr() -> None:
    assert excerpt(["draw"] * 1000).endswith("…") and len(excerpt(["draw"] * 1000)) == 60
    assert excerpt([10**5000]) == "<list>"


def test_a_short_printable_name_is_shown_as_it_is_and_any_other_by_its_excerpt() -> None:
    assert short_name("edition") == "edition"
    assert short_name("k" * 41) == repr("k" * 39 + "…")
    assert short_name("a\nb") == "'a\\nb'"
    assert short_name(7) == "7"

"""Fuzzing game options and player counts, as a record or a front end hands them to
``Game.new_game``: any names, any values (huge numbers, long or odd text, the wrong type), any
count. A game starts, or refuses with one short OptionsError (a MeepleError) -- never another
exception."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.engine.errors import MeepleError
from meeple.engine.registry import all_games
from fuzz_values import SCALARS, WEIRD_TEXT, check_refusal

GAMES = {game.id: game for game in all_games()}
#: Values a game offers for its options (map and scenario ids, editions, starts), mixed in so
#: that some runs get past the first check.
GOOD = st.sampled_from([True, False, 1, 2, "omaha-beach", "silence-the-guns", "sword-beach", "bridgehead",
                        "farmhouse", "SM", "MS", "2:hell-boys", "3:rhino;2:x", ""])


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_any_options_and_count_start_a_game_or_are_one_short_refusal(game_id: str, data: st.DataObject) -> None:
    game = GAMES[game_id]
    names = st.one_of(st.sampled_from([spec.name for spec in game.options_spec] or ["map"]), WEIRD_TEXT)
    options = data.draw(st.dictionaries(names, st.one_of(GOOD, SCALARS, WEIRD_TEXT), max_size=4))
    count = data.draw(st.one_of(st.integers(game.min_players, game.max_players),
                                st.one_of(st.integers(), st.just(10**5000), st.sampled_from([True, 2.0, "2", None]))))
    try:
        game.new_game(count, options)
    except MeepleError as error:
        check_refusal(error)

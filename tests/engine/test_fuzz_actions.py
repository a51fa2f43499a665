"""Fuzzing each game's action notation: whatever text arrives (random, long digits, punctuation,
unicode, huge numbers, real words in the wrong order), ``parse_action`` returns an action that
writes back to a notation it reads again, or refuses with one short IllegalActionError --
never another exception."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from meeple.engine.core import Game
from meeple.engine.errors import IllegalActionError
from meeple.engine.registry import all_games
from fuzz_values import WEIRD_TEXT, check_refusal, sentences

GAMES = {game.id: game for game in all_games()}


def vocabulary(game: Game) -> list[str]:
    """Every word of the game's player actions, and chance's kinds of outcome."""
    words = {word for i in range(game.num_distinct_actions()) for word in game.format_action(game.int_to_action(i)).split()}
    return sorted(words | {"card", "trait", "first", "face", "d6", "roll", "marker", "reroll", "use"})


VOCABULARY = {game_id: vocabulary(game) for game_id, game in GAMES.items()}


def parses_or_refuses(game: Game, text: str) -> None:
    try:
        action = game.parse_action(text)
    except IllegalActionError as error:
        check_refusal(error)
        return
    assert game.parse_action(game.format_action(action)) == action


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=300, deadline=None)
@given(text=WEIRD_TEXT)
def test_weird_text_is_an_action_or_one_short_refusal(game_id: str, text: str) -> None:
    parses_or_refuses(GAMES[game_id], text)


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_real_words_in_any_order_are_an_action_or_one_short_refusal(game_id: str, data: st.DataObject) -> None:
    parses_or_refuses(GAMES[game_id], data.draw(sentences(VOCABULARY[game_id])))


@pytest.mark.parametrize("game_id", sorted(GAMES))
@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_a_real_action_with_a_changed_number_is_an_action_or_one_short_refusal(game_id: str, data: st.DataObject) -> None:
    game = GAMES[game_id]
    text = game.format_action(game.int_to_action(data.draw(st.integers(0, game.num_distinct_actions() - 1))))
    number = data.draw(st.one_of(st.integers(), st.integers(min_value=10**100, max_value=10**4000)).map(str))
    words = text.split()
    words[data.draw(st.integers(0, len(words) - 1))] = number
    parses_or_refuses(game, data.draw(st.sampled_from([" ", ","])).join(words))

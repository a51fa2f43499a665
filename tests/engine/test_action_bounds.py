"""Every game's notation refuses what is not an action with one short IllegalActionError:
no other exception, whatever the text, and never an echo longer than a short excerpt."""

from __future__ import annotations

import pytest

from meeple.engine.errors import IllegalActionError
from meeple.engine.limits import MAX_ACTION_CHARS
from meeple.engine.registry import all_games, get_game

GAMES = [game.id for game in all_games()]


def test_a_dead_mans_draw_seat_of_five_thousand_digits_is_not_a_seat() -> None:
    with pytest.raises(IllegalActionError, match="not a seat number"):
        get_game("dead-mans-draw").parse_action("target " + "9" * 150)


def test_an_action_longer_than_the_bound_is_refused_before_it_is_read() -> None:
    with pytest.raises(IllegalActionError, match=f"at most {MAX_ACTION_CHARS} characters"):
        get_game("dead-mans-draw").parse_action("target " + "9" * 5000)


def test_a_d_day_reroll_naming_no_die_is_refused() -> None:
    with pytest.raises(IllegalActionError, match="name the dice to reroll"):
        get_game("dday-dice").parse_action("reroll ,,,")


def test_a_dust_tactics_roll_of_more_dice_than_an_action_holds_is_refused() -> None:
    with pytest.raises(IllegalActionError, match=f"at most {MAX_ACTION_CHARS} characters"):
        get_game("dust-tactics").parse_action("roll " + "h" * 100_000)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("text", ["x" * 10_000_000, "draw " + "\x00" * 5000, "9" * 4400])
def test_a_huge_action_is_quoted_by_a_short_excerpt(game_id: str, text: str) -> None:
    with pytest.raises(IllegalActionError) as caught:
        get_game(game_id).parse_action(text)
    assert len(str(caught.value)) < 300 and "…" in str(caught.value)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("value", [None, 7, b"draw", ["draw"]])
def test_an_action_that_is_not_text_is_refused(game_id: str, value: object) -> None:
    with pytest.raises(IllegalActionError, match="written as text"):
        get_game(game_id).parse_action(value)  # type: ignore[arg-type]


def test_an_army_option_of_thousands_of_characters_is_quoted_by_an_excerpt() -> None:
    from meeple.engine.errors import OptionsError
    from meeple.engine.registry import get_game

    with pytest.raises(OptionsError) as refused:
        get_game("dust-tactics").new_game(2, {"allies_army": "x" * 5000})
    assert len(str(refused.value)) < 400 and "is not an army" in str(refused.value)

"""The action notation (meeple.games.dead_mans_draw.actions) round-trips, action by action."""

from __future__ import annotations

import pytest

from meeple.engine.errors import IllegalActionError, OptionsError, RecordError
from meeple.engine.registry import get_game
from meeple.games.dead_mans_draw import actions as A

GAME = get_game("dead-mans-draw")

PLAYER_ACTIONS = [A.action_by_index(i) for i in range(A.NUM_PLAYER_ACTIONS)]
CHANCE_ACTIONS = [*A.CHANCE_TRAIT, *A.CHANCE_FIRST, *A.CHANCE_CARD.values()]


def test_the_table_holds_every_action_of_the_notation():
    """Design notes, "The kernel contract": "Actions are small immutable values with a text
    notation that round-trips" -- one table holds every kind, with every argument it can
    take: 10 suits, 60 cards, 17 traits, up to 8 seats."""
    kinds: dict[str, int] = {}
    for action in PLAYER_ACTIONS + CHANCE_ACTIONS:
        kinds[action.kind] = kinds.get(action.kind, 0) + 1
    assert kinds == {
        "draw": 1, "bank": 1, "keep": 17, "target": 8, "hook": 10, "cannon": 80, "sword": 80,
        "take": 60, "give": 10, "plunder": 8, "seize": 10, "trait": 17, "first": 8, "card": 60,
    }
    assert GAME.num_distinct_actions() == len(PLAYER_ACTIONS) == 285


@pytest.mark.parametrize("action", PLAYER_ACTIONS + CHANCE_ACTIONS, ids=lambda a: a.text)
def test_every_action_round_trips_through_its_notation(action):
    """Design notes: "parse(format(a)) == a", like UCI/SAN in chess; case and spaces do not
    matter."""
    text = GAME.format_action(action)
    assert text == str(action) == A.format_action(action)
    assert GAME.parse_action(text) is action
    assert GAME.parse_action(f"  {text.upper()} ") is action


def test_player_actions_round_trip_through_their_integer_ids():
    """Design notes: "each game also maps its actions onto a fixed integer space with a
    legal-action mask"."""
    for index, action in enumerate(PLAYER_ACTIONS):
        assert GAME.action_to_int(action) == index
        assert GAME.int_to_action(index) is action


def test_chance_actions_have_no_integer_id_in_the_players_action_space():
    """Design notes: "Chance is a player" -- but its outcomes are not in the seats' action
    space."""
    with pytest.raises(OptionsError):
        GAME.action_to_int(A.CHANCE_FIRST[0])
    with pytest.raises(OptionsError):
        GAME.int_to_action(A.NUM_PLAYER_ACTIONS)


def test_examples_of_the_notation():
    """The examples of docs/notation/dead-mans-draw.md parse to the actions they name."""
    assert GAME.parse_action("cannon 2 mermaid") == A.DmdAction("cannon", 2, 8)
    assert GAME.parse_action("keep davy-jones-locker").text == "keep davy-jones-locker"
    assert GAME.parse_action("card kraken5").text == "card kraken5"
    assert GAME.parse_action("take mermaid9").text == "take mermaid9"


@pytest.mark.parametrize("text", ["sword ² chest", "cannon ١ key", "target ³", "plunder 1²"])
def test_a_unicode_digit_is_not_a_seat_number(text):
    """``str.isdigit`` accepts ``²``, which ``int`` refuses: the notation treats it as no
    number, with the usual one-line error."""
    with pytest.raises(IllegalActionError, match="is not a seat number"):
        GAME.parse_action(text)


def test_a_record_with_a_unicode_digit_move_is_a_one_line_record_error():
    from meeple.engine.record import GameRecord, replay_record
    from meeple.sim.play import play_game

    outcome = play_game(GAME, ["random", "random"], seed=3, keep_record=True)
    assert outcome.record is not None
    data = outcome.record.model_dump(mode="json")
    seat_moves = [i for i, m in enumerate(data["moves"]) if m["by"] != "chance"]
    data["moves"][seat_moves[2]]["action"] = "sword ² chest"
    record = GameRecord.model_validate(data)
    with pytest.raises(RecordError, match=r"move \d+ .*'²' is not a seat number"):
        replay_record(record)

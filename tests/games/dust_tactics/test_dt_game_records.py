"""Records, notation and the kernel contract for Dust Tactics: notation round-trips, integer
ids, chance outcomes as distributions, records replaying identically, and the heuristic bot
against random."""

from __future__ import annotations

import math

from dt_game_helpers import GAME, battle, fresh, initiative_to, play
from meeple.engine.record import parse_record, replay_record
from meeple.games.dust_tactics import actions as A
from meeple.sim.play import play_game


def test_every_player_action_round_trips_through_its_notation_and_its_id() -> None:
    for index in range(GAME.num_distinct_actions()):
        action = GAME.int_to_action(index)
        assert GAME.parse_action(GAME.format_action(action)) == action
        assert GAME.action_to_int(action) == index
    assert GAME.parse_action("roll bhb") == A.roll_action(1, 3)


def test_a_roll_of_n_dice_has_n_plus_one_outcomes_with_binomial_probabilities() -> None:
    state = fresh()
    outcomes = state.chance_outcomes()
    assert [a.text for a, _ in outcomes] == ["roll bbb", "roll hbb", "roll hhb", "roll hhh"]
    assert math.isclose(sum(p for _, p in outcomes), 1.0)
    assert math.isclose(outcomes[3][1], 1 / 27), "two hit faces of six (p. 3)"


def test_a_clone_is_independent() -> None:
    state = battle(death_dealers="e6", sturmpioniere="e3")
    initiative_to(state, 0)
    clone = state.clone()
    play(clone, "0: activate death-dealers", "0: declare move", "0: move e5")
    assert str(state.pos["death-dealers"]) == "e6" and state.to_json() != clone.to_json()


def test_bot_games_replay_identically_from_their_records() -> None:
    for i, bots in enumerate((["heuristic", "random"], ["random", "heuristic"], ["heuristic", "heuristic"])):
        outcome = play_game(GAME, bots, seed=100 + i, index=i, keep_record=True)
        record = outcome.record
        assert record is not None
        replay = replay_record(parse_record(record.to_json_text()))
        assert replay.state.is_over()
        assert replay.state.result_summary()["scores"] == outcome.scores
        assert replay_record(record.without_chance()).state.to_json() == replay.state.to_json()


def test_the_heuristic_bot_beats_random() -> None:
    wins = 0
    for i in range(6):
        seat = i % 2
        bots = ["heuristic", "random"] if seat == 0 else ["random", "heuristic"]
        outcome = play_game(GAME, bots, seed=i, index=i)
        wins += outcome.returns[seat] == 1.0 and outcome.returns[1 - seat] == 0.0
    assert wins >= 5

"""The registry of games and the shared contract checks run on every registered game
(OpenSpiel's random_sim_test, pgx's api_test)."""

from __future__ import annotations

import json
import random

import pytest

from meeple.engine.core import CHANCE
from meeple.engine.errors import IllegalActionError, OptionsError, UnknownGameError
from meeple.engine.record import SeatRecord, replay_record
from meeple.engine.registry import all_games, get_game
from meeple.engine.session import Session
from meeple.sim.configurations import configurations

GAMES = all_games()


def test_the_registry_lists_dead_mans_draw_with_its_player_counts() -> None:
    game = get_game("dead-mans-draw")
    assert (game.min_players, game.max_players) == (2, 8)
    assert game in GAMES


def test_an_unknown_game_is_a_clear_error() -> None:
    with pytest.raises(UnknownGameError, match="known games: dday-dice, dead-mans-draw"):
        get_game("monopoly")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_bad_player_counts_and_options_are_rejected(game) -> None:
    with pytest.raises(OptionsError):
        game.new_game(game.max_players + 1)
    with pytest.raises(OptionsError, match="unknown option"):
        game.new_game(game.min_players, {"no-such-option": 1})


def random_playout(game, players: int, seed: int):
    seats = [SeatRecord(name=str(i), agent="random") for i in range(players)]
    session = Session(game, seats, seed)
    rng = random.Random(seed)
    clones_equal = True
    while True:
        session.settle_chance()
        state = session.state
        if state.is_over():
            break
        player = state.current_players()[0]
        legal = state.legal_actions(player)
        assert legal, "a seat to act always has a legal action"
        for action in legal:
            assert game.parse_action(game.format_action(action)) == action
        clone = state.clone()
        clones_equal &= clone.to_json() == state.to_json()
        session.act(player, rng.choice(legal))
        json.dumps(state.observation(player))
    return session, clones_equal


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
@pytest.mark.parametrize("seed", range(6))
def test_conformance_random_playouts(game, seed: int) -> None:
    players = game.min_players + seed % (game.max_players - game.min_players + 1)
    session, clones_equal = random_playout(game, players, seed)
    state = session.state
    assert clones_equal
    assert state.current_players() == []
    assert all(r in (0.0, 1.0) for r in state.returns()), "a seat wins or loses"
    again, _ = random_playout(game, players, seed)
    assert again.state.to_json() == state.to_json(), "same seed, same game"
    assert replay_record(session.record()).state.to_json() == state.to_json()
    for seat in range(players):
        json.dumps(state.observation(seat))


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_rejected_action_changes_nothing(game) -> None:
    session, _ = random_playout(game, game.min_players, 1)
    before = session.state.to_json()
    with pytest.raises(IllegalActionError, match="game is over"):
        session.state.apply(0, game.parse_action(session.record().moves[-1].action))
    with pytest.raises(IllegalActionError):
        session.state.apply(CHANCE, "not an action")
    assert session.state.to_json() == before


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_integer_action_space_round_trips(game) -> None:
    for index in range(game.num_distinct_actions()):
        action = game.int_to_action(index)
        assert game.action_to_int(action) == index


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_legal_action_mask_marks_exactly_the_legal_actions(game) -> None:
    session, _ = random_playout(game, game.min_players, 2)
    replayed = replay_record(session.record().model_copy(update={"moves": session.record().moves[:40]}))
    state = replayed.state
    player = state.current_players()[0]
    mask = game.legal_action_mask(state, player)
    assert [game.int_to_action(i) for i, ok in enumerate(mask) if ok] == sorted(
        state.legal_actions(player), key=game.action_to_int
    )


#: Random games played in each configuration (player count, map, edition, scenario) of each game.
PLAYOUTS_PER_CONFIGURATION = {"dead-mans-draw": 20, "dday-dice": 4, "dust-tactics": 4}


def longest_turn(game, players: int, options: dict, seed: int) -> int:
    """The most moves (the seats' and chance's) made in one turn (the state's ``turn``) of a
    random game; every turn is held to the game's ``max_moves_per_turn`` as it is played."""
    state = game.new_game(players, options)
    rng = random.Random(seed)
    moves_in_turn: dict[int, int] = {}
    while not state.is_over():
        player = state.current_players()[0]
        legal = state.legal_actions(player) if player != CHANCE else None
        state.apply(player, state.sample_chance(rng) if legal is None else rng.choice(legal))
        turn = state.to_json()["turn"]
        moves_in_turn[turn] = moves_in_turn.get(turn, 0) + 1
        assert moves_in_turn[turn] <= game.max_moves_per_turn, (
            f"{game.id} {players} seats {options} seed {seed}: turn {turn} runs past "
            f"{game.max_moves_per_turn} moves"
        )
    return max(moves_in_turn.values())


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_turn_of_random_play_ends_within_the_game_s_bound(game) -> None:
    """No rule lets a turn run on for ever: random play in every configuration of the game
    stays within the moves per turn the game declares (D-Day Dice's gifts, DDD-23)."""
    assert isinstance(game.max_moves_per_turn, int), f"{game.id} declares no max_moves_per_turn"
    playouts = PLAYOUTS_PER_CONFIGURATION[game.id]
    longest = [
        longest_turn(game, players, options, seed)
        for players, options in configurations(game)
        for seed in range(playouts)
    ]
    assert max(longest) <= game.max_moves_per_turn

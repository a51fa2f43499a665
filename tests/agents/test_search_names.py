"""Search bots by name, with a strength: wherever bots are named."""

from __future__ import annotations

import pytest

from meeple.agents import agent_names, is_agent, make_agent
from meeple.agents.search_names import parse_search_name
from meeple.cli.seats import parse_seats
from meeple.engine.errors import OptionsError
from meeple.engine.registry import all_games, get_game
from meeple.sim.simulate import check_bots


def test_every_game_offers_mcts_and_ismcts() -> None:
    for game in all_games():
        assert {"mcts", "ismcts"} <= set(agent_names(game))
        assert is_agent(game, "mcts:2000") and is_agent(game, "ismcts:1.5s")


def test_a_strength_is_simulations_or_seconds_and_a_playout_policy() -> None:
    assert parse_search_name("mcts").simulations == 1000
    assert parse_search_name("mcts:2000").simulations == 2000
    config = parse_search_name("ismcts:2.5s:heuristic")
    assert (config.simulations, config.seconds, config.rollout) == (None, 2.5, "heuristic")


@pytest.mark.parametrize("name", ["mcts:0", "mcts:abc", "mcts:100:foo", "mcts:999999999", "mcts:100s", "mcts:1:2:3"])
def test_a_strength_out_of_bounds_is_a_one_line_error(name: str) -> None:
    game = get_game("dead-mans-draw")
    assert not is_agent(game, name)
    with pytest.raises(OptionsError) as caught:
        make_agent(game, name, 0)
    assert "\n" not in str(caught.value)


def test_the_terminal_seats_and_the_simulator_take_a_search_bot_with_its_strength() -> None:
    game = get_game("dead-mans-draw")
    seats = parse_seats(game, "Ann=human,mcts:500")
    assert seats[1].agent == "mcts:500"
    assert check_bots("dust-tactics", ["mcts:50", "heuristic"]) == ["mcts:50", "heuristic"]
    with pytest.raises(OptionsError):
        check_bots("dust-tactics", ["mcts:0", "heuristic"])

"""What a state hands out belongs to the caller: a list of legal actions, a legal-action mask,
a chance outcome list, the seats to act, the returns, an observation or the full JSON may be changed in any way without changing that state,
its clones or another game (the kernel contract, ``State.legal_actions``; a server hands these
to people on a network)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from meeple.engine.core import CHANCE, Game, State
from meeple.engine.registry import get_game

#: (game, seats, options): every game, with its richer configurations.
CONFIGURATIONS = [
    ("dead-mans-draw", 2, {}),
    ("dead-mans-draw", 5, {}),
    ("dday-dice", 4, {"map": "sword-beach", "edition": 2}),
    ("dday-dice", 2, {"map": "omaha-beach"}),
    ("dday-dice", 3, {"map": "silence-the-guns", "bazooka_joe": True}),
    ("dust-tactics", 2, {"scenario": "bridgehead"}),
    ("dust-tactics", 4, {}),
]

#: Decisions checked in each game (the checks run at every one of them).
DECISIONS = 250


def poison(value: Any) -> None:
    """Change every list and dict inside ``value``, as a careless caller might."""
    if isinstance(value, dict):
        for item in list(value.values()):
            poison(item)
        value["poisoned"] = ["poisoned"]
        for key in [k for k in value if k != "poisoned"][:1]:
            value[key] = "poisoned"
    elif isinstance(value, list):
        for item in value:
            poison(item)
        value.append("poisoned")
        if len(value) > 1:
            value[0] = "poisoned"


def frozen(state: State, seat: int) -> str:
    """Everything a caller can read of ``state`` for ``seat``, as one text."""
    parts = {
        "state": state.to_json(),
        "to_act": state.current_players(),
        "returns": state.returns(),
        "observation": state.observation(seat),
        "legal": [state.game.format_action(a) for a in state.legal_actions(seat)],
        "mask": [i for i, legal in enumerate(state.game.legal_action_mask(state, seat)) if legal],
        "chance": [[state.game.format_action(a), p] for a, p in state.chance_outcomes()],
    }
    return json.dumps(parts, sort_keys=True)


def a_foreign_action(game: Game, legal: list[Any]) -> Any:
    """An action of the game's action space that is not legal now."""
    for index in range(game.num_distinct_actions()):
        action = game.int_to_action(index)
        if action not in legal:
            return action
    raise AssertionError("every action is legal")


def meddle(game: Game, state: State, seat: int) -> None:
    """Change everything ``state`` hands out for ``seat``."""
    legal = state.legal_actions(seat)
    legal.append(a_foreign_action(game, legal))
    state.legal_actions(seat).clear()
    mask = game.legal_action_mask(state, seat)
    mask[:] = [True] * len(mask)
    outcomes = state.chance_outcomes()
    outcomes.append(outcomes[0] if outcomes else ("poisoned", 1.0))
    poison(state.observation(seat))
    poison(state.observation(CHANCE))
    poison(state.to_json())
    state.current_players().append(seat + 1)
    state.returns().append(1.0)


@pytest.mark.parametrize("game_id, seats, options", CONFIGURATIONS,
                         ids=[f"{g}-{n}-{'-'.join(map(str, o.values()))}" for g, n, o in CONFIGURATIONS])
def test_a_caller_changing_what_it_was_given_changes_no_state(game_id: str, seats: int, options: dict[str, Any]) -> None:
    game = get_game(game_id)
    state = game.new_game(seats, options)
    untouched_new_game = frozen(game.new_game(seats, options), 0)
    rng = random.Random(7)
    for _ in range(DECISIONS):
        while state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
        if state.is_over():
            break
        seat = state.current_players()[0]
        clone = state.clone()
        before = frozen(state, seat)
        meddle(game, state, seat)
        assert frozen(state, seat) == before
        assert frozen(clone, seat) == before
        meddle(game, clone, seat)
        assert frozen(state, seat) == before
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert frozen(game.new_game(seats, options), 0) == untouched_new_game


def test_poison_changes_every_list_and_dict() -> None:
    inner: dict[str, Any] = {"b": []}
    value: dict[str, Any] = {"a": [1, inner], "c": {}}
    original = copy.deepcopy(value)
    poison(value)
    assert value != original
    assert value == {"a": "poisoned", "c": {"poisoned": ["poisoned"]}, "poisoned": ["poisoned"]}
    assert inner == {"b": "poisoned", "poisoned": ["poisoned"]}

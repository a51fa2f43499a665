"""The libraries' own cost per step, on games that do nothing (docs/research.md).

What an adapter cannot go below, whatever the game: the same calls as the loops of
:mod:`bench_rl_adapters` on a game whose every step does nothing.

- ``pettingzoo``: an AEC environment of two agents whose ``observe`` returns the same
  preallocated observation and mask and whose ``step`` only passes the turn:
  ``agent_iter``, ``last()``, ``step`` -- PettingZoo's own iteration and bookkeeping.
- ``openspiel decision`` and ``openspiel chance``: a pyspiel Python game (registered as
  ``meeple_bench_nothing``) written the way OpenSpiel's own Python games are: its nodes are
  all decisions (or, with ``chance=True``, all chance nodes) with one action each, and its
  observer copies a zero tensor the size of Dead Man's Draw's. A decision costs
  ``is_terminal``, ``is_chance_node``, ``legal_actions``, ``current_player``, the observer's
  ``set_from`` and ``apply_action``; a chance node ``is_terminal``, ``is_chance_node``,
  ``chance_outcomes`` and ``apply_action``: pyspiel's crossings between C++ and Python.

Time is CPU time, the best of ``rounds``; figures in microseconds per step.
"""

from __future__ import annotations

import time
from typing import Any

import numpy as np
import pyspiel
from gymnasium import spaces
from open_spiel.python.observation import make_observation
from pettingzoo import AECEnv

STEPS = 20000
OBSERVATION_SIZE = 1000  # about Dead Man's Draw's two-seat tensor
ACTIONS = 285


class NothingAEC(AECEnv):  # type: ignore[misc]
    """Two agents taking turns; nothing happens, the game lasts ``STEPS`` steps."""

    metadata = {"name": "nothing_v0", "is_parallelizable": False, "render_modes": []}

    def __init__(self) -> None:
        super().__init__()
        self.possible_agents = ["a", "b"]
        space = spaces.Dict({
            "observation": spaces.Box(0.0, 1.0, (OBSERVATION_SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (ACTIONS,), np.int8),
        })
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = dict.fromkeys(self.possible_agents, spaces.Discrete(ACTIONS))
        self.seen = {"observation": np.zeros(OBSERVATION_SIZE, np.float32), "action_mask": np.ones(ACTIONS, np.int8)}

    def reset(self, seed: int | None = None, options: Any = None) -> None:
        self.agents = self.possible_agents[:]
        for name, start in (("rewards", 0.0), ("_cumulative_rewards", 0.0), ("terminations", False), ("truncations", False)):
            setattr(self, name, dict.fromkeys(self.agents, start))
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self.agent_selection = "a"
        self.steps = 0

    def observe(self, agent: str) -> dict[str, Any]:
        return self.seen

    def step(self, action: int | None) -> None:
        if self.terminations[self.agent_selection]:
            self._was_dead_step(action)
            return
        self.steps += 1
        if self.steps == STEPS:
            self.terminations = dict.fromkeys(self.agents, True)
        self.agent_selection = "b" if self.agent_selection == "a" else "a"


def pettingzoo_floor() -> float:
    """Seconds per step of the do-nothing AEC environment, as the benchmark steps it."""
    env = NothingAEC()
    env.reset()
    start, count = time.process_time(), 0
    for _ in env.agent_iter():
        _, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.step(None)
            continue
        env.step(0)
        count += 1
    return (time.process_time() - start) / count


_TYPE = pyspiel.GameType(
    short_name="meeple_bench_nothing", long_name="a game where nothing happens",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL, chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.PERFECT_INFORMATION, utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL, max_num_players=2, min_num_players=2,
    provides_information_state_string=False, provides_information_state_tensor=False,
    provides_observation_string=False, provides_observation_tensor=True,
    parameter_specification={"chance": False},
)


class NothingGame(pyspiel.Game):  # type: ignore[misc]
    """``STEPS`` nodes that do nothing: all chance nodes (``chance=True``) or all seat 0's."""

    def __init__(self, params: Any = None) -> None:
        self.chance = bool((params or {}).get("chance", False))
        info = pyspiel.GameInfo(num_distinct_actions=ACTIONS, max_chance_outcomes=1, num_players=2, min_utility=0.0,
                                max_utility=1.0, utility_sum=None, max_game_length=STEPS)
        super().__init__(_TYPE, info, params or {})

    def new_initial_state(self) -> "NothingState":
        return NothingState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> "NothingObserver":
        return NothingObserver()


class NothingState(pyspiel.State):  # type: ignore[misc]
    """Each node's one action (or chance outcome) is 0; it only counts the moves."""

    def __init__(self, game: NothingGame) -> None:
        super().__init__(game)
        self.moves = 0
        self.actor = int(pyspiel.PlayerId.CHANCE) if game.chance else 0

    def current_player(self) -> int:
        return int(pyspiel.PlayerId.TERMINAL) if self.moves >= STEPS else self.actor

    def _legal_actions(self, player: int) -> list[int]:
        return [0]

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return [(0, 1.0)]

    def _apply_action(self, action: int) -> None:
        self.moves += 1

    def _action_to_string(self, player: int, action: int) -> str:
        return str(action)

    def is_terminal(self) -> bool:
        return self.moves >= STEPS

    def returns(self) -> list[float]:
        return [0.0, 0.0]

    def __str__(self) -> str:
        return str(self.moves)


class NothingObserver:
    """Copies a zero tensor the size of Dead Man's Draw's into its own."""

    def __init__(self) -> None:
        self.tensor = np.zeros(OBSERVATION_SIZE, np.float32)
        self.dict = {"observation": self.tensor}
        self.zeros = np.zeros(OBSERVATION_SIZE, np.float32)

    def set_from(self, state: NothingState, player: int) -> None:
        self.tensor[:] = self.zeros

    def string_from(self, state: NothingState, player: int) -> str:
        return ""


pyspiel.register_game(_TYPE, NothingGame)


def openspiel_floor(chance: bool) -> float:
    """Seconds per node of the do-nothing pyspiel game, stepped as the benchmark steps a
    decision (``chance`` False) or a chance node."""
    game = pyspiel.load_game("meeple_bench_nothing", {"chance": chance})
    observer = make_observation(game)
    state = game.new_initial_state()
    start = time.process_time()
    while not state.is_terminal():
        if state.is_chance_node():
            state.chance_outcomes()
            state.apply_action(0)
            continue
        state.legal_actions()
        observer.set_from(state, state.current_player())
        state.apply_action(0)
    return (time.process_time() - start) / STEPS


def measure_floors(rounds: int) -> dict[str, float]:
    """Microseconds per step of each library's do-nothing game, the best of ``rounds``."""
    best = {"pettingzoo": float("inf"), "openspiel decision": float("inf"), "openspiel chance": float("inf")}
    for _ in range(rounds):
        best["pettingzoo"] = min(best["pettingzoo"], pettingzoo_floor() * 1e6)
        best["openspiel decision"] = min(best["openspiel decision"], openspiel_floor(False) * 1e6)
        best["openspiel chance"] = min(best["openspiel chance"], openspiel_floor(True) * 1e6)
    return best

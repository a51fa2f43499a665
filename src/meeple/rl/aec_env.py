"""A PettingZoo AEC environment over any meeple game: every seat is an agent.

Agents are ``seat_0`` ... ``seat_{n-1}``. Each observation is a dict: ``"observation"``, the
seat's observation tensor, and ``"action_mask"``, one int8 flag per integer action id (all
zero for a seat that is not to act, as PettingZoo's classic games do). Chance is resolved
inside, from the seed given to ``reset``. Rewards come when the game ends: each seat's
return (1 for a win, 0 otherwise; in D-Day Dice the team's result). An illegal action ends
the game: that seat gets ``illegal_action_reward``, the others 0. Where several seats decide
at once, the lowest decides first (:mod:`meeple.rl.table`).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]

from meeple.engine.errors import OptionsError
from meeple.engine.registry import get_game
from meeple.rl.gym_env import ILLEGAL_ACTION_REWARD
from meeple.rl.spaces import tensors_of
from meeple.rl.table import Table


class MeepleAECEnv(AECEnv):  # type: ignore[misc]
    """Every seat of a meeple game as a PettingZoo agent (module docstring)."""

    metadata = {"render_modes": ["ansi"], "name": "meeple_v0", "is_parallelizable": False}
    #: The agent to act next (PettingZoo's AEC convention).
    agent_selection: str

    def __init__(
        self,
        game: str = "dead-mans-draw",
        num_players: int = 2,
        illegal_action_reward: float = ILLEGAL_ACTION_REWARD,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        super().__init__()
        self.game = get_game(game)
        self.game_options = self.game.check_options(num_players, options)
        self.num_players = num_players
        self.illegal_action_reward = illegal_action_reward
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"meeple_{self.game.id.replace('-', '_')}_v0"}
        self.possible_agents = [f"seat_{s}" for s in range(num_players)]
        self.seat_of = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        tensors = tensors_of(self.game)
        shape = tensors.observation_shape(num_players, self.game_options)
        count = self.game.num_distinct_actions()
        self.observation_spaces = {
            agent: spaces.Dict({
                "observation": spaces.Box(0.0, tensors.OBS_HIGH, shape, np.float32),
                "action_mask": spaces.Box(0, 1, (count,), np.int8),
            })
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(count) for agent in self.possible_agents}
        self.table: Table | None = None

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        game_seed = int(np.random.default_rng().integers(2**63)) if seed is None else seed
        self.table = Table(self.game, self.num_players, self.game_options, game_seed)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._select()

    def observe(self, agent: str) -> dict[str, Any]:
        table = self._table()
        seat = self.seat_of[agent]
        if agent == self.agent_selection and table.actor() == seat:
            mask = table.mask(seat)
        else:
            mask = np.zeros(table.size, dtype=np.int8)
        return {"observation": table.observation(seat), "action_mask": mask}

    def step(self, action: int | None) -> None:
        """Apply the selected agent's action. Until the game ends every reward stays 0, so a
        step in play only applies the action and selects the next agent; the bookkeeping of
        rewards and terminations is done once, at the end."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self._table()
        seat = self.seat_of[agent]
        chosen = None if action is None else table.legal_action(seat, int(action))
        if chosen is None:
            self._end({agent: float(self.illegal_action_reward)})
            self.infos[agent] = {"illegal_action": True}
            return
        table.act(seat, chosen)
        actor = table.actor()
        if actor is None or table.state.is_over():
            self._end({other: float(r) for other, r in zip(self.possible_agents, table.state.returns())})
        else:
            self.agent_selection = self.possible_agents[actor]

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        import json

        return json.dumps(self._table().state.to_json(), sort_keys=True)

    def close(self) -> None:
        self.table = None

    # ------------------------------------------------------------------ helpers
    def _table(self) -> Table:
        if self.table is None:
            raise OptionsError("call reset() before observe() or step()")
        return self.table

    def _end(self, rewards: dict[str, float]) -> None:
        """The game ends (or an illegal action ends it): ``rewards`` (the others 0) are paid,
        every agent is terminated, and each is selected in turn to be stepped with None."""
        self._clear_rewards()
        self.rewards.update(rewards)
        self.terminations = dict.fromkeys(self.agents, True)
        self._accumulate_rewards()
        self._select()

    def _select(self) -> None:
        """The agent to act: the engine's seat to decide; once the game is over, each
        agent in turn (to be stepped with None)."""
        actor = self._table().actor()
        if actor is not None and not any(self.terminations.values()):
            self.agent_selection = self.possible_agents[actor]
        elif self.agents:
            self.agent_selection = self.agents[0]

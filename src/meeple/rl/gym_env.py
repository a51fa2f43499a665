"""A Gymnasium environment over any meeple game: one seat learns, bots play the others.

``gymnasium.make("meeple/DeadMansDraw-v0", opponents="heuristic")`` (after ``import
meeple.rl``). Observations are the game's observation tensor for the learning seat (a
``Box``); actions are the game's integer action ids (a ``Discrete``); the legal ones are in
``info["action_mask"]`` and :meth:`MeepleEnv.action_masks` (the convention of maskable
learners). The other seats are bots: a bot name (one for all, or one per other seat), or
any object with ``choose(state, seat)`` (:class:`meeple.agents.Agent`), such as a policy of
the user's own. The reward is the seat's return when the game ends (1 for a win, 0 otherwise),
0 before. An illegal action ends the episode with ``illegal_action_reward`` and
``info["illegal_action"]`` (as PettingZoo's classic games do), and changes nothing in the
game. Game options (``map``, ``edition``, ``scenario``...) are keyword arguments.
"""

from __future__ import annotations

from typing import Any, Sequence

import gymnasium as gym
import numpy as np
import numpy.typing as npt
from gymnasium import spaces

from meeple.agents import Agent, make_agent
from meeple.engine.errors import OptionsError
from meeple.engine.registry import get_game
from meeple.rl.spaces import Array, Mask, tensors_of
from meeple.rl.table import Table

BoolArray = npt.NDArray[np.bool_]

#: The reward of an illegal action, which ends the episode.
ILLEGAL_ACTION_REWARD = -1.0


class MeepleEnv(gym.Env[Array, np.int64]):
    """One seat of a meeple game as a single-agent environment (module docstring)."""

    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(
        self,
        game: str = "dead-mans-draw",
        num_players: int = 2,
        seat: int = 0,
        opponents: str | Agent | Sequence[str | Agent] = "random",
        illegal_action_reward: float = ILLEGAL_ACTION_REWARD,
        render_mode: str | None = None,
        **options: Any,
    ) -> None:
        self.game = get_game(game)
        self.game_options = self.game.check_options(num_players, options)
        self.num_players = num_players
        if not 0 <= seat < num_players:
            raise OptionsError(f"the learning seat must be 0-{num_players - 1}, not {seat}")
        self.seat = seat
        names: list[str | Agent] = (
            [opponents] * num_players if isinstance(opponents, str) or not isinstance(opponents, Sequence) else list(opponents)
        )
        if len(names) != num_players - 1 and len(names) != num_players:
            raise OptionsError(f"give one bot for each of the {num_players - 1} other seats")
        others = [s for s in range(num_players) if s != seat]
        #: Each other seat's bot: its name, or the bot itself.
        self.bot_names: dict[int, str | Agent] = {
            s: names[s if len(names) == num_players else i] for i, s in enumerate(others)
        }
        for name in {name for name in self.bot_names.values() if isinstance(name, str)}:
            make_agent(self.game, name, 0)  # an unknown bot is refused now
        self.illegal_action_reward = illegal_action_reward
        self.render_mode = render_mode
        tensors = tensors_of(self.game)
        shape = tensors.observation_shape(num_players, self.game_options)
        self.observation_space = spaces.Box(0.0, tensors.OBS_HIGH, shape, np.float32)
        self.action_space = spaces.Discrete(self.game.num_distinct_actions())
        self.table: Table | None = None
        self.bots: dict[int, Any] = {}

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None) -> tuple[Array, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**63)) if seed is None else seed
        self.table = Table(self.game, self.num_players, self.game_options, game_seed)
        self.bots = {
            s: make_agent(self.game, bot, (game_seed + 1 + s) % 2**63) if isinstance(bot, str) else bot
            for s, bot in self.bot_names.items()
        }
        self._play_bots()
        return self._observation(), self._info()

    def step(self, action: Any) -> tuple[Array, float, bool, bool, dict[str, Any]]:
        table = self._table()
        if table.state.is_over():
            raise OptionsError("the game is over: call reset()")
        index = int(action)
        if not table.is_legal(self.seat, index):
            info = self._info()
            info["illegal_action"] = True
            return self._observation(), float(self.illegal_action_reward), True, False, info
        table.act_id(self.seat, index)
        self._play_bots()
        over = table.state.is_over()
        reward = float(table.state.returns()[self.seat]) if over else 0.0
        return self._observation(), reward, over, False, self._info()

    def action_masks(self) -> BoolArray:
        """The legal action ids as booleans (maskable learners ask for this)."""
        return self._mask().astype(bool)

    def render(self) -> str | None:
        if self.render_mode != "ansi":
            return None
        import json

        return json.dumps(self._table().state.observation(self.seat), sort_keys=True)

    # ------------------------------------------------------------------ helpers
    def _table(self) -> Table:
        if self.table is None:
            raise OptionsError("call reset() before step()")
        return self.table

    def _play_bots(self) -> None:
        table = self._table()
        while True:
            actor = table.actor()
            if actor is None or actor == self.seat:
                return
            table.act(actor, self.bots[actor].choose(table.state, actor))

    def _observation(self) -> Array:
        return self._table().observation(self.seat)

    def _mask(self) -> Mask:
        table = self._table()
        if table.actor() != self.seat:
            return np.zeros(self.game.num_distinct_actions(), dtype=np.int8)
        return table.mask(self.seat)

    def _info(self) -> dict[str, Any]:
        table = self._table()
        return {"action_mask": self._mask(), "seat": self.seat, "returns": list(table.state.returns())}


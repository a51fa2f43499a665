"""Each meeple game as an OpenSpiel game with sampled chance, beside the explicit-chance one.

Importing this module registers ``meeple_dead_mans_draw_sampled``, ``meeple_dday_dice_sampled``
and ``meeple_dust_tactics_sampled``: the same games, actions, tensors and utilities as
:mod:`meeple.rl.openspiel_game`, but with OpenSpiel's sampled-stochastic chance mode: no state
is ever a chance node; chance is drawn inside ``apply_action`` (and when a game starts) by the
engine's ``sample_chance``, from a generator each state carries (cloned with the state). The
game's ``rng_seed`` parameter (default 0) seeds a generator that gives each new game's seed,
so a loaded game replays the same chance. For algorithms that need no chance distribution
(policy-gradient learners, OpenSpiel's samplers): no distribution is ever listed.
"""

from __future__ import annotations

import random
from typing import Any, Callable

import pyspiel  # type: ignore[import-not-found]

from meeple.engine.core import CHANCE, State
from meeple.engine.registry import get_game
from meeple.rl import spaces as S
from meeple.rl.openspiel_game import (
    CHANCE_PLAYER, SHORT_NAMES, MeepleSpielGame, MeepleSpielState, _game_type, _register_classes,
)

#: The OpenSpiel short name of each meeple game with sampled chance.
SAMPLED_NAMES: dict[str, str] = {game_id: name + "_sampled" for game_id, name in SHORT_NAMES.items()}


class SampledSpielGame(MeepleSpielGame):
    """A meeple game whose chance OpenSpiel never sees; its ``rng_seed`` seeds each game."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = dict(params or {})
        self.seeds = random.Random(int(params.pop("rng_seed", 0)))
        super().__init__(params)

    @classmethod
    def spiel_type(cls) -> pyspiel.GameType:
        return _game_type(
            cls.meeple_game, SAMPLED_NAMES[cls.meeple_game.id],
            pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC, {"rng_seed": 0},
        )

    def new_initial_state(self) -> "SampledSpielState":
        state = self.state_class(self, self.meeple_game.new_game(self.num_players_, self.options))
        assert isinstance(state, SampledSpielState)
        state.start(random.Random(self.seeds.getrandbits(64)))
        return state


class SampledSpielState(MeepleSpielState):
    """A meeple state whose chance nodes are settled at once by its own generator ``rng``."""

    rng: random.Random

    def start(self, rng: random.Random) -> None:
        """Take ``rng`` as this game's chance and settle the chance the set-up leaves."""
        self.rng = rng
        self._settle()

    def _apply_action(self, action: int) -> None:
        super()._apply_action(action)
        self._settle()

    def _settle(self) -> None:
        """Draw every chance outcome now due, as the engine's ``sample_chance`` draws them."""
        held = self._held
        state: State = held.state
        while held.player == CHANCE_PLAYER:
            state.apply(CHANCE, state.sample_chance(self.rng))
            held.moved()


GAMES: dict[str, Callable[..., MeepleSpielGame]] = {
    game_id: _register_classes(get_game(game_id), SampledSpielGame, SampledSpielState)
    for game_id in S.games_with_tensors()
}

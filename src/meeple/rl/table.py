"""One game driven for learners: the state, chance drawn from a seed, whose decision it is.

Chance is drawn as :class:`meeple.engine.session.Session` draws it -- ``random.Random(seed)``,
one ``sample_chance`` at each chance node, in order -- so a game played through an adapter
is the game the engine plays with the same seed and the same decisions. Where several seats
decide at once (D-Day Dice's simultaneous phases), the adapters ask the lowest seat first:
the engine takes their decisions in any order, so this sequencing changes no rule.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

from meeple.engine.core import CHANCE, Action, Game, State
from meeple.rl.spaces import Array, Mask, action_mask, tensors_of


class Table:
    """A game in progress: ``state``, the chance sampler, and the seats' decisions so far."""

    def __init__(self, game: Game, num_players: int, options: Mapping[str, Any] | None, seed: int) -> None:
        self.game = game
        self.options = game.check_options(num_players, options)
        self.tensors = tensors_of(game)
        self.state: State = game.new_game(num_players, self.options)
        self.rng = random.Random(seed)
        #: The seats' decisions, in order (chance's are drawn again from the seed).
        self.decisions: list[tuple[int, Action]] = []
        self.settle()

    def settle(self) -> None:
        """Draw and apply chance outcomes until a seat must decide or the game is over."""
        state, rng = self.state, self.rng
        while state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))

    def actor(self) -> int | None:
        """The seat to decide now (the lowest of several), None once the game is over."""
        players = self.state.current_players()
        return players[0] if players else None

    def mask(self, seat: int) -> Mask:
        return action_mask(self.game, self.state, seat)

    def observation(self, seat: int) -> Array:
        return self.tensors.observation_tensor(self.state, seat)

    def is_legal(self, seat: int, index: int) -> bool:
        """Whether action id ``index`` is legal for ``seat`` now."""
        if not 0 <= index < self.game.num_distinct_actions():
            return False
        return self.game.int_to_action(index) in self.state.legal_actions(seat)

    def act(self, seat: int, action: Action) -> None:
        """Apply ``seat``'s action (checked by the engine), then settle chance."""
        self.state.apply(seat, action)
        self.decisions.append((seat, action))
        self.settle()

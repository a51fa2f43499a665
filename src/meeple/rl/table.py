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

import numpy as np

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
        self.size = game.num_distinct_actions()
        #: The seat to decide now and its legal actions by id, asked once per position.
        self._actor: int | None = None
        self._legal: dict[int, Action] | None = None
        self._mask: Mask | None = None
        self.settle()

    def settle(self) -> None:
        """Draw and apply chance outcomes until a seat must decide or the game is over."""
        state, rng = self.state, self.rng
        while state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
        players = state.current_players()
        self._actor = players[0] if players else None
        self._legal = None
        self._mask = None

    def actor(self) -> int | None:
        """The seat to decide now (the lowest of several), None once the game is over."""
        return self._actor

    def legal(self) -> dict[int, Action]:
        """The actor's legal actions by integer id ({} once the game is over)."""
        if self._legal is None:
            actor = self._actor
            to_int = self.game.action_to_int
            actions = self.state.legal_actions(actor) if actor is not None else []
            self._legal = {to_int(a): a for a in actions}
        return self._legal

    def mask(self, seat: int) -> Mask:
        """The legal action ids of ``seat`` as int8 flags (all zero if it is not to decide)."""
        if seat != self._actor:
            return action_mask(self.game, self.state, seat)
        if self._mask is None:
            self._mask = np.zeros(self.size, dtype=np.int8)
            self._mask[list(self.legal())] = 1
        return self._mask.copy()

    def observation(self, seat: int) -> Array:
        return self.tensors.observation_tensor(self.state, seat)

    def is_legal(self, seat: int, index: int) -> bool:
        """Whether action id ``index`` is legal for ``seat`` now."""
        return seat == self._actor and index in self.legal()

    def act(self, seat: int, action: Action) -> None:
        """Apply ``seat``'s action (checked by the engine), then settle chance."""
        self.state.apply(seat, action)
        self.decisions.append((seat, action))
        self.settle()

    def act_id(self, seat: int, index: int) -> None:
        """Apply the actor's legal action numbered ``index`` (see :meth:`is_legal`)."""
        self.act(seat, self.legal()[index])

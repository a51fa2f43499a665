"""One game driven for learners: the state, chance drawn from a seed, whose decision it is.

Chance is drawn as :class:`meeple.engine.session.Session` draws it -- ``random.Random(seed)``,
one ``sample_chance`` at each chance node, in order -- so a game played through an adapter
is the game the engine plays with the same seed and the same decisions. Where several seats
decide at once (D-Day Dice's simultaneous phases), the adapters ask the lowest seat first:
the engine takes their decisions in any order, so this sequencing changes no rule.

What the adapters ask of a position -- the actor's legal actions by id, its mask, a seat's
observation tensor -- is worked out at most once per position (:attr:`Table.version`) and
handed out as the caller's own copy.
"""

from __future__ import annotations

import random
from typing import Any, Mapping

import numpy as np

from meeple.engine.core import CHANCE, Action, Game, State
from meeple.rl.spaces import Array, Mask, action_ids, action_mask, tensors_of


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
        #: How many positions the table has been in: what is cached belongs to this one.
        self.version = 0
        self._to_id = action_ids(game)
        #: The seat to decide now and its legal actions by id, asked once per position.
        self._actor: int | None = None
        self._legal: dict[int, Action] | None = None
        self._mask: Mask | None = None
        self._observed: dict[int, Array] = {}
        self.settle()

    def settle(self) -> None:
        """Draw and apply chance outcomes until a seat must decide or the game is over."""
        state, rng = self.state, self.rng
        while state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
        players = state.current_players()
        self._actor = players[0] if players else None
        self.version += 1
        self._legal = None
        self._mask = None
        if self._observed:
            self._observed = {}

    def actor(self) -> int | None:
        """The seat to decide now (the lowest of several), None once the game is over."""
        return self._actor

    def legal(self) -> dict[int, Action]:
        """The actor's legal actions by integer id ({} once the game is over)."""
        legal = self._legal
        if legal is None:
            actor = self._actor
            actions = self.state.legal_actions(actor) if actor is not None else []
            legal = self._legal = dict(zip(map(self._to_id, actions), actions))
        return legal

    def mask(self, seat: int) -> Mask:
        """The legal action ids of ``seat`` as int8 flags (all zero if it is not to decide)."""
        if seat != self._actor:
            return action_mask(self.game, self.state, seat)
        mask = self._mask
        if mask is None:
            mask = self._mask = np.zeros(self.size, dtype=np.int8)
            for index in self.legal():
                mask[index] = 1
        return mask.copy()

    def observation(self, seat: int) -> Array:
        """Seat ``seat``'s observation tensor (the game's ``tensors`` module)."""
        tensor = self._observed.get(seat)
        if tensor is None:
            tensor = self._observed[seat] = self.tensors.observation_tensor(self.state, seat)
        return tensor.copy()

    def legal_action(self, seat: int, index: int) -> Action | None:
        """``seat``'s action with id ``index`` if it is legal now, else None."""
        return self.legal().get(index) if seat == self._actor else None

    def is_legal(self, seat: int, index: int) -> bool:
        """Whether action id ``index`` is legal for ``seat`` now."""
        return self.legal_action(seat, index) is not None

    def act(self, seat: int, action: Action) -> None:
        """Apply ``seat``'s action (checked by the engine), then settle chance."""
        self.state.apply(seat, action)
        self.decisions.append((seat, action))
        self.settle()

    def act_id(self, seat: int, index: int) -> None:
        """Apply the actor's legal action numbered ``index`` (see :meth:`is_legal`)."""
        self.act(seat, self.legal()[index])

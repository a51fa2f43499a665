"""A live game: a state, its seeded chance sampler and the record being written.

Live play, simulation and resumed games all go through :class:`Session`, so every game
played can be saved and replayed exactly (see :mod:`meeple.engine.record`).
"""

from __future__ import annotations

import random
from typing import Any, Mapping, Sequence

from meeple.engine.core import CHANCE, Action, Event, Game, State
from meeple.engine.errors import OptionsError
from meeple.engine.limits import check_seed
from meeple.engine.record import GameRecord, MoveRecord, SeatRecord, replay_record


class Session:
    """A game in progress with its record.

    Chance outcomes are drawn from ``random.Random(seed)``, one draw at every chance node,
    exactly as :func:`replay_record` re-draws them.
    """

    def __init__(
        self,
        game: Game,
        seats: Sequence[SeatRecord],
        seed: int,
        options: Mapping[str, Any] | None = None,
    ) -> None:
        if not seats:
            raise OptionsError("a game needs at least one seat")
        self.game = game
        self.seats = list(seats)
        self.seed = check_seed(seed)
        self.options = game.check_options(len(self.seats), options)
        self.state: State = game.new_game(len(self.seats), self.options)
        self.rng = random.Random(seed)
        self.moves: list[tuple[int, Action]] = []

    @classmethod
    def resume(cls, record: GameRecord) -> "Session":
        """Continue the game of ``record`` from its last move."""
        if record.seed is None:
            raise OptionsError("only a record with a seed can be continued")
        replay = replay_record(record, settle_chance=False)
        session = cls.__new__(cls)
        session.game = replay.game
        session.seats = list(record.seats)
        session.seed = record.seed
        session.options = replay.game.check_options(len(record.seats), record.options)
        session.state = replay.state
        session.rng = replay.rng if replay.rng is not None else random.Random(record.seed)
        session.moves = [
            (CHANCE if m.by == "chance" else int(m.by), replay.game.parse_action(m.action))
            for m in record.moves
        ]
        return session

    def act(self, player: int, action: Action) -> list[Event]:
        """Apply a seat's (checked) action and record it."""
        events = self.state.apply(player, action)
        self.moves.append((player, action))
        return events

    def settle_chance(self) -> list[Event]:
        """Draw and apply chance outcomes until a seat must act or the game is over."""
        events: list[Event] = []
        state = self.state
        rng = self.rng
        moves = self.moves
        apply, sample = state.apply, state.sample_chance
        while state.is_chance():
            action = sample(rng)
            events += apply(CHANCE, action)
            moves.append((CHANCE, action))
        return events

    def record(self, pin_chance: bool = True) -> GameRecord:
        """The record so far; with ``pin_chance`` every chance outcome is written too."""
        fmt = self.game.format_action
        moves = [
            MoveRecord(by="chance" if p == CHANCE else p, action=fmt(a))
            for p, a in self.moves
            if pin_chance or p != CHANCE
        ]
        result = None
        if self.state.is_over():
            result = {"returns": self.state.returns()}
            summary = getattr(self.state, "result_summary", None)
            if callable(summary):
                result.update(summary())
        return GameRecord(
            game=self.game.id,
            rules_version=self.game.rules_version,
            options=dict(self.options),
            seats=self.seats,
            seed=self.seed,
            moves=moves,
            result=result,
        )

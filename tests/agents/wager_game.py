"""A one-decision game for the search tests: a seat wagers "high" (wins on a die of 5 or 6,
chance 1/3) or "low" (wins on 1 to 4, chance 2/3), then chance rolls the die. Small enough to
work out by hand, and a real game of the kernel contract."""

from __future__ import annotations

import random
from typing import Any, Mapping

from meeple.engine.core import CHANCE, Action, Event, Game, State
from meeple.engine.errors import IllegalActionError

FACES = (1, 2, 3, 4, 5, 6)


class WagerGame(Game):
    id = "wager"
    name = "Wager"
    min_players = 1
    max_players = 1
    rules_version = "1"

    def new_game(self, num_players: int, options: Mapping[str, Any] | None = None) -> "WagerState":
        self.check_options(num_players, options)
        return WagerState(self)

    def parse_action(self, text: str) -> Action:
        return text if text in ("high", "low") else int(text)

    def format_action(self, action: Action) -> str:
        return str(action)


class WagerState(State):
    def __init__(self, game: Game) -> None:
        self.game = game
        self.wager = ""
        self.die = 0

    @property
    def num_players(self) -> int:
        return 1

    def current_players(self) -> list[int]:
        if not self.wager:
            return [0]
        return [CHANCE] if not self.die else []

    def legal_actions(self, player: int) -> list[Any]:
        if player not in self.current_players():
            return []
        return ["high", "low"] if player == 0 else list(FACES)

    def apply(self, player: int, action: Action) -> list[Event]:
        if action not in self.legal_actions(player):
            raise IllegalActionError(f"{action!r} is not legal now")
        if player == CHANCE:
            self.die = int(action)  # type: ignore[call-overload]
        else:
            self.wager = str(action)
        return [{"type": "move", "action": action}]

    def chance_outcomes(self) -> list[tuple[Any, float]]:
        return [(face, 1 / 6) for face in FACES] if self.current_players() == [CHANCE] else []

    def sample_chance(self, rng: random.Random) -> Any:
        return rng.choice(FACES)

    def observation(self, player: int) -> dict[str, Any]:
        return {"wager": self.wager, "die": self.die}

    def is_over(self) -> bool:
        return bool(self.die)

    def returns(self) -> list[float]:
        if not self.die:
            return [0.0]
        won = self.die >= 5 if self.wager == "high" else self.die <= 4
        return [1.0 if won else 0.0]

    def clone(self) -> "WagerState":
        new = WagerState(self.game)
        new.wager, new.die = self.wager, self.die
        return new

    def to_json(self) -> dict[str, Any]:
        return {"wager": self.wager, "die": self.die}

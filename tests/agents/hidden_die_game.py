"""A one-decision game with hidden information for the search tests: a coin the seat has not
seen says which die chance rolls after the seat's move, one of faces 1-3 or one of faces 4-6.
The seat "stays" (wins on a die of 1-3) or "goes" (wins on 4-6). Two states the seat cannot
tell apart list different outcomes at the same chance node, as Dead Man's Draw's do when the
other seats' traits, which the seat has not seen, change what an ability leaves in a pile."""

from __future__ import annotations

import random
from typing import Any, Mapping

from meeple.engine.core import CHANCE, Action, Event, Game, State
from meeple.engine.errors import IllegalActionError


class HiddenDieGame(Game):
    id = "hidden-die"
    name = "Hidden die"
    min_players = 1
    max_players = 1
    rules_version = "1"
    hidden_information = True

    def new_game(self, num_players: int, options: Mapping[str, Any] | None = None) -> "HiddenDieState":
        self.check_options(num_players, options)
        return HiddenDieState(self, high=False)

    def parse_action(self, text: str) -> Action:
        return text if text in ("stay", "go") else int(text)

    def format_action(self, action: Action) -> str:
        return str(action)


class HiddenDieState(State):
    def __init__(self, game: Game, high: bool) -> None:
        self.game = game
        self.high = high  # the coin: which die chance rolls
        self.move = ""
        self.die = 0

    @property
    def num_players(self) -> int:
        return 1

    def faces(self) -> tuple[int, ...]:
        return (4, 5, 6) if self.high else (1, 2, 3)

    def current_players(self) -> list[int]:
        if not self.move:
            return [0]
        return [CHANCE] if not self.die else []

    def legal_actions(self, player: int) -> list[Any]:
        if player not in self.current_players():
            return []
        return ["stay", "go"] if player == 0 else list(self.faces())

    def apply(self, player: int, action: Action) -> list[Event]:
        if action not in self.legal_actions(player):
            raise IllegalActionError(f"{action!r} is not legal now")
        if player == CHANCE:
            self.die = int(action)  # type: ignore[call-overload]
        else:
            self.move = str(action)
        return [{"type": "move", "action": action}]

    def chance_outcomes(self) -> list[tuple[Any, float]]:
        return [(face, 1 / 3) for face in self.faces()] if self.current_players() == [CHANCE] else []

    def sample_chance(self, rng: random.Random) -> Any:
        return rng.choice(self.faces())

    def resample(self, player: int, rng: random.Random) -> "HiddenDieState":
        new = self.clone()
        new.high = rng.random() < 0.5
        return new

    def observation(self, player: int) -> dict[str, Any]:
        return {"move": self.move, "die": self.die}

    def is_over(self) -> bool:
        return bool(self.die)

    def returns(self) -> list[float]:
        if not self.die:
            return [0.0]
        won = self.die >= 4 if self.move == "go" else self.die <= 3
        return [1.0 if won else 0.0]

    def clone(self) -> "HiddenDieState":
        new = HiddenDieState(self.game, self.high)
        new.move, new.die = self.move, self.die
        return new

    def to_json(self) -> dict[str, Any]:
        return {"high": self.high, "move": self.move, "die": self.die}

"""Configurations the research adapters are checked in, and the engine's own game to compare.

Each configuration is (game id, players, options), small enough for a lean check: Dead Man's
Draw with two players and the party variant; D-Day Dice on several maps and both editions;
Dust Tactics on every scenario.
"""

from __future__ import annotations

from typing import Any

from meeple.engine.core import Action, State
from meeple.engine.record import SeatRecord
from meeple.engine.registry import get_game
from meeple.engine.session import Session

Configuration = tuple[str, int, dict[str, Any]]

CONFIGURATIONS: list[Configuration] = [
    ("dead-mans-draw", 2, {}),
    ("dead-mans-draw", 5, {}),
    ("dust-tactics", 2, {"scenario": "bridgehead"}),
    ("dust-tactics", 2, {"scenario": "create-your-own"}),
    ("dust-tactics", 2, {"scenario": "farmhouse"}),
    ("dust-tactics", 2, {"scenario": "reconnaissance-in-force"}),
    ("dust-tactics", 4, {"scenario": "reconnaissance-in-force"}),
    ("dday-dice", 1, {"map": "exercise-tiger-practice"}),
    ("dday-dice", 2, {"map": "omaha-beach"}),
    ("dday-dice", 3, {"map": "utah-beach", "edition": 2}),
    ("dday-dice", 4, {"map": "sword-beach"}),
    ("dday-dice", 2, {"map": "silence-the-guns", "edition": 2}),
]


def config_id(config: Configuration) -> str:
    game_id, players, options = config
    return "-".join([game_id, f"{players}p", *(f"{k}={v}" for k, v in sorted(options.items()))])


def engine_game(game_id: str, players: int, options: dict[str, Any], seed: int, decisions: list[tuple[int, Action]]) -> State:
    """The engine's own game (a Session, chance from ``seed``) after the seats' ``decisions``."""
    game = get_game(game_id)
    session = Session(game, [SeatRecord(name=str(i), agent="random") for i in range(players)], seed, options)
    for seat, action in decisions:
        session.settle_chance()
        session.act(seat, action)
    session.settle_chance()
    return session.state

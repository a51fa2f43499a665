"""Batch simulation and statistics, through the kernel contract only (design notes, layer 3)."""

from meeple.sim.play import GameOutcome, game_seed, play_game
from meeple.sim.simulate import SeatStats, SimulationResult, simulate, wilson_interval

__all__ = [
    "GameOutcome",
    "SeatStats",
    "SimulationResult",
    "game_seed",
    "play_game",
    "simulate",
    "wilson_interval",
]

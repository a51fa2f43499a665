"""The ``--seats`` option: who sits where (a thin translation to the kernel's seats)."""

from __future__ import annotations

from meeple.agents import agent_names, is_agent
from meeple.engine.core import Game
from meeple.engine.errors import OptionsError, excerpt
from meeple.engine.limits import check_name
from meeple.engine.record import SeatRecord

HUMAN = "human"


def parse_seats(game: Game, spec: str) -> list[SeatRecord]:
    """Parse ``human,heuristic`` or ``Ann=human,Bob=human,random`` into seats.

    Raises OptionsError for an unknown agent or a seat count the game does not allow."""
    parts = [part.strip() for part in spec.split(",")]
    if not spec.strip() or any(not part for part in parts):
        raise OptionsError(f"--seats {excerpt(spec)}: give a comma-separated list such as human,heuristic")
    if not game.min_players <= len(parts) <= game.max_players:
        raise OptionsError(
            f"{game.id} is played by {game.min_players}-{game.max_players} seats, not {len(parts)}"
        )
    allowed = [HUMAN, *agent_names(game)]
    seats: list[SeatRecord] = []
    for index, part in enumerate(parts):
        name, _, agent = part.rpartition("=")
        agent = agent.strip().lower()
        if agent not in allowed and not is_agent(game, agent):
            raise OptionsError(f"--seats: unknown seat kind {excerpt(agent)} (use one of: {', '.join(allowed)})")
        label = check_name(name.strip() or (f"P{index}" if agent == HUMAN else f"{agent}-{index}"), "--seats: the name")
        seats.append(SeatRecord(name=label, agent=agent))
    return seats

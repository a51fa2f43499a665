"""Bots playing their seats on the server (docs/server.md, "Bots and absent players").

Each decision is computed in a worker thread of the bots' own pool on a clone of the state,
so a bot's thinking never blocks the event loop, another match or the database's work; its
move then goes through the same path as a person's (:meth:`MatchService.move`), version and
all: if the match moved on meanwhile (another seat acting at the same time), the bot thinks
again.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from typing import TYPE_CHECKING, Any

from meeple.agents import make_agent
from meeple.engine.core import Action, State
from meeple.engine.errors import MeepleError
from meeple.server.errors import Forbidden, Stale
from meeple.server.live import HUMAN, LiveMatch

if TYPE_CHECKING:
    from meeple.server.service import MatchService

log = logging.getLogger("meeple.server")


def _decide(bot: Any, state: State, seat: int) -> Action:
    action: Action = bot.choose(state, seat)
    return action


def bot_to_act(live: LiveMatch) -> int | None:
    """A seat played by a bot that must act now, if any."""
    if live.is_over():
        return None
    for seat in live.session.state.current_players():
        if 0 <= seat < len(live.row.seats) and live.agents[seat] != HUMAN:
            return seat
    return None


async def play_bots(service: "MatchService", live: LiveMatch) -> None:
    """Play ``live``'s bot seats until none is to act (a person's turn, or the end)."""
    while True:
        async with live.lock:
            if service.matches.get(live.id) is not live:
                return
            seat = bot_to_act(live)
            if seat is None:
                return
            agent, version = live.agents[seat], live.version
            state = live.session.state.clone()
            bot = live.bots.get(seat)
            if bot is None:
                bot = live.bots[seat] = make_agent(live.game, agent, secrets.randbits(63))
        await asyncio.sleep(service.settings.bot_delay)
        action = await asyncio.get_running_loop().run_in_executor(service.bot_pool, _decide, bot, state, seat)
        try:
            await service.move(live.id, seat, live.game.format_action(action), version, agent=agent)
        except (Stale, Forbidden):
            continue  # the match moved on (or the seat changed hands): look again
        except MeepleError as exc:
            log.error("match %s: the %s bot of seat %d made a move the game refused: %s", live.id, agent, seat, exc)
            return

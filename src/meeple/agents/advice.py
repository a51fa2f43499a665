"""Advice on a decision: each legal action with the search's win probability (and its
interval), best first (the most simulated: the search's favourite), beside the game's exact
odds where it has them (``Game.exact_odds``).

Both read only what the advised seat may know: the search starts every iteration from
``State.resample(seat)`` (:mod:`meeple.agents.mcts`), and a game's exact odds are computed the
same way. Used by ``meeple advise``, the ``hint`` of ``meeple play`` and the server's hint.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from meeple.agents.search_names import make_search_agent
from meeple.engine.core import CHANCE, State
from meeple.engine.errors import OptionsError

#: Simulations a hint searches (about a second on Dead Man's Draw).
HINT_SIMULATIONS = 400


@dataclass(frozen=True)
class ActionAdvice:
    """One legal action: the search's win probability for the seat and its 95% interval."""

    action: str
    value: float
    low: float
    high: float
    visits: int


@dataclass(frozen=True)
class Advice:
    """Advice for one seat's decision."""

    seat: int
    actions: list[ActionAdvice]
    odds: dict[str, Any] | None

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "actions": [vars(row) for row in self.actions],
            "odds": self.odds,
        }


def advise(state: State, seat: int, simulations: int = HINT_SIMULATIONS, seed: int = 0,
           target: str | None = None) -> Advice:
    """Advice for ``seat`` in ``state``; an OptionsError when the seat has no decision now."""
    if seat == CHANCE or seat not in state.current_players():
        raise OptionsError(f"seat {seat} has no decision to make here")
    game = state.game
    agent = make_search_agent(game, f"mcts:{simulations}", seed)
    rows = agent.search(state, seat)
    searched = {game.format_action(row.action) for row in rows}
    actions = [ActionAdvice(game.format_action(r.action), r.value, r.low, r.high, r.visits) for r in rows]
    actions += [ActionAdvice(text, 0.0, 0.0, 1.0, 0) for text in
                (game.format_action(a) for a in state.legal_actions(seat)) if text not in searched]
    actions.sort(key=lambda row: (-row.visits, -row.value))
    return Advice(seat, actions, game.exact_odds(state, seat, target))

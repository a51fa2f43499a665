"""The heuristic bot's ranking of the legal actions, best first, for search that tries only a
few candidates (:mod:`meeple.agents.focused_search`).

The ranked bot plays exactly as :class:`~meeple.games.dust_tactics.bots.HeuristicBot` (its
``choose`` is the heuristic's); ``ranked`` lists its choice first, then, while a unit moves, the
other squares by the score the heuristic chose its square by (attack from there, cover,
closeness to the enemy and the objectives), and at any other decision the other legal actions
in the engine's order.
"""

from __future__ import annotations

from meeple.engine.core import State
from meeple.games.dust_tactics import actions as A
from meeple.games.dust_tactics.bots import HeuristicBot
from meeple.games.dust_tactics.state import DtState


class RankedHeuristicBot(HeuristicBot):
    """The heuristic bot, with :meth:`ranked` (see the module docstring)."""

    def ranked(self, state: State, player: int) -> list[A.DtAction]:
        """``player``'s legal actions, the heuristic's choice first, then best first."""
        chosen = self.choose(state, player)
        if not isinstance(state, DtState):
            return [chosen]
        legal = state.legal(player)
        rest = [a for a in legal if a != chosen]
        act = state.act
        if state.phase != "move" or act is None:
            return [chosen] + rest
        attacking_next = act.step + 1 < len(act.plan) and act.plan[act.step + 1] in ("attack", "charge")
        start = state.pos[act.unit]
        self._attacks = {}
        try:
            scores = {}
            for action in rest:
                square = start if action.kind == "stay" else action.square
                scores[action] = float("-inf") if square is None else \
                    self.square_score(state, act.unit, square, attacking_next)
        finally:
            self._attacks = None
        return [chosen] + sorted(rest, key=lambda a: -scores[a])

"""D-Day Dice's end-of-game summary for sweeps and reports (docs/analysis.md): the team's
victory points and turns, and where each unit fell and why, read from the final state.

The team wins or loses together (rulebook, "Vittoria e sconfitta"), so every seat is on one
team; a fall's ``why`` is its cause without the sector, which is kept apart for the heat map.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

_SECTOR = re.compile(r" (?:in |into )?sector \S+")


def analysis_summary(state: "DdState") -> dict[str, Any]:
    """The team, its victory points (None when the optional rule is off), the turns played
    and each fallen unit's seat, sector and why."""
    summary = state.result_summary()
    return {
        "teams": ["team"] * len(state.units),
        "team_vp": summary.get("team_victory_points"),
        "turns": state.turn,
        "result": state.result,
        "falls": [
            {"seat": u.seat, "sector": u.sector, "why": _SECTOR.sub("", u.lost_cause) or "lost"}
            for u in state.units if u.lost
        ],
    }

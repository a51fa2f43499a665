"""Dead Man's Draw's end-of-game summary for sweeps and reports (docs/analysis.md): the
cards each player banked, read from the final state (rulebook p. 4, "Collezionare carte")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from meeple.games.dead_mans_draw.state import DmdState


def analysis_summary(state: "DmdState") -> dict[str, Any]:
    """The cards in each seat's bank at the end (every suit pile counted) and the turns."""
    return {
        "banked": [sum(len(pile) for pile in bank) for bank in state.banks],
        "turns": state.turn,
    }

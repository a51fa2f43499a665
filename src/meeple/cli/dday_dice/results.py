"""The end of the game: each unit's fate and victory points, the team's, and the result.
"""

from __future__ import annotations

from typing import Any, Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from meeple.cli.dday_dice.observation import Obs, battle_map
from meeple.cli.dday_dice.units_table import status_text
from meeple.cli.dday_dice.words import RESULT_WORDS, seat_style
from meeple.engine.record import GameRecord


def results_view(record: GameRecord, obs: Obs, names: Sequence[str]) -> RenderableType:
    """The end of the game: each unit's fate and victory points (``state.result_summary()``
    as the record keeps it), the team's victory points and the result."""
    result = record.result or {}
    vps: list[Any] = result.get("victory_points") or result.get("scores") or []
    units: list[Obs] = obs.get("units", [])
    table = Table(title="Final result", title_justify="left")
    for header_, justify in (("#", "right"), ("Unit", "left"), ("Played by", "left"), ("Outcome", "left"),
                             ("Victory points", "right")):
        table.add_column(header_, justify=justify)  # type: ignore[arg-type]
    bmap = battle_map(obs)
    for seat, seat_record in enumerate(record.seats):
        outcome = status_text(units[seat], bmap, obs) if seat < len(units) else Text("-")
        vp = str(vps[seat]) if seat < len(vps) else "-"
        table.add_row(str(seat), Text(names[seat], style=seat_style(seat)), Text(seat_record.agent), outcome, vp)
    lines: list[RenderableType] = [table]
    if result.get("team_victory_points") is not None:
        lines.append(Text(f"Team victory points (the lowest unit's): {result['team_victory_points']}", style="bold"))
    outcome_word = str(result.get("result") or "")
    if outcome_word:
        lines.append(Text(RESULT_WORDS.get(outcome_word, outcome_word), style="bold green"))
    safe = [names[s] for s, u in enumerate(units) if u.get("safe") and s < len(names)]
    if outcome_word in ("practice-over", "training-over"):
        reached = " and ".join(safe) + (" reached the bunker" if safe else "") if safe else "No unit reached the bunker"
        lines.append(Text(reached + ".", style="bold"))
    return Group(*lines)

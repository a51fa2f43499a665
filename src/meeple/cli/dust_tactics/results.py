"""The final result: victory points per side, the units destroyed, the winner.
"""

from __future__ import annotations

from typing import Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from meeple.cli.dust_tactics.names import Obs, SIDES, card_of, side_of, side_text, unit_name
from meeple.engine.record import GameRecord
from meeple.games.dust_tactics.teams import seat_sides


def render_results(record: GameRecord, obs: Obs, names: Sequence[str]) -> RenderableType:
    """Victory points per side (destroyed enemies' AP and the objectives' bonus), the units
    destroyed, and the winner, from the record's result."""
    result = record.result or {}
    points: list[int] = list(result.get("victory_points") or result.get("scores") or obs.get("scores") or [0, 0])
    bonus: list[int] = list(result.get("objective_bonus") or [0, 0])
    destroyed: list[str] = list(result.get("destroyed") or obs.get("destroyed") or [])
    returns: list[float] = list(result.get("returns") or [])
    if len(returns) > 2:  # more than two seats: each side's result is its players' (teams.py)
        sides = seat_sides(len(returns))
        returns = [returns[sides.index(side)] for side in (0, 1)]
    winners = [i for i, r in enumerate(returns) if returns and r == max(returns)] or \
              [i for i, p in enumerate(points) if p == max(points)]
    table = Table(title="Final result", title_justify="left", box=box.SIMPLE_HEAD)
    for column, justify in (("Side", "left"), ("Player", "left"), ("Units destroyed", "right"),
                            ("Objectives", "right"), ("Victory points", "right"), ("", "left")):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for seat, side in enumerate(SIDES):
        bonus_here = bonus[seat] if seat < len(bonus) else 0
        won = Text("Winner", style="bold green") if seat in winners else Text("")
        table.add_row(side_text(side), Text(names[seat] if seat < len(names) else ""), str(points[seat] - bonus_here),
                      f"+{bonus_here}", Text(str(points[seat]), style="bold"), won)
    lines: list[RenderableType] = [table]
    for seat, side in enumerate(SIDES):
        lost = [u for u in destroyed if side_of(u, obs) == side]
        text = Text.assemble(side_text(side), " lost: ")
        if lost:
            text.append_text(Text(", ").join(
                Text(f"{unit_name(u)} ({card.ap if (card := card_of(u)) else '?'} AP)") for u in lost))
        else:
            text.append("nothing", style="dim")
        lines.append(text)
    why = result.get("result") or obs.get("result")
    if why:
        lines.append(Text(f"The battle ended: {why}, after turn {result.get('turns', obs.get('turn'))}."))
    if len(winners) > 1:
        lines.append(Text("A draw: both sides share the victory.", style="bold green"))
    elif winners:
        side = SIDES[winners[0]]
        lines.append(Text.assemble(side_text(side, names), (" win the battle!", "bold green")))
    return Group(*lines)

"""The end of the game: each unit's fate and victory points, the team's, and the result.
"""

from __future__ import annotations

from typing import Any, Sequence

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from meeple.cli.dday_dice.observation import battle_map
from meeple.cli.dday_dice.units_table import status_text
from meeple.cli.dday_dice.styles import rich_text, seat_style
from meeple.games.dday_dice.words import table_words
from meeple.games.dday_dice.words.reading import Obs
from meeple.engine.record import GameRecord


def results_view(record: GameRecord, obs: Obs, names: Sequence[str]) -> RenderableType:
    """The end of the game: each unit's fate and victory points (``state.result_summary()``
    as the record keeps it), the team's victory points and the result."""
    result = record.result or {}
    vps: list[Any] = result.get("victory_points") or result.get("scores") or []
    units: list[Obs] = obs.get("units", [])
    table = Table(title="Final result", title_justify="left", box=None, header_style="bold underline",
                  pad_edge=False)  # a row a unit and no rule: the end of a game fits a short terminal
    for header_, justify in (("#", "right"), ("Unit", "left"), ("Played by", "left"), ("Outcome", "left"),
                             ("Victory points", "right")):
        table.add_column(header_, justify=justify)  # type: ignore[arg-type]
    bmap = battle_map(obs)
    for seat, seat_record in enumerate(record.seats):
        outcome = status_text(units[seat], bmap, obs) if seat < len(units) else Text("-")
        vp = str(vps[seat]) if seat < len(vps) else "-"
        table.add_row(str(seat), Text(names[seat], style=seat_style(seat)), Text(seat_record.agent), outcome, vp)
    lines: list[RenderableType] = [table]
    lines += [rich_text(line) for line in table_words.result_lines(result, units, names)]
    return Group(*lines)

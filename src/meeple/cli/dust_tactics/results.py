"""The final result in the terminal: the game's words of the end of a battle
(:mod:`meeple.games.dust_tactics.words.result_words`) in a table, one row per side, and the
lines under it.
"""

from __future__ import annotations

from typing import Sequence

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from meeple.cli.dust_tactics.styles import styled, whole
from meeple.engine.record import GameRecord
from meeple.games.dust_tactics.words import result_words as words
from meeple.games.dust_tactics.words.names import Obs
from meeple.games.dust_tactics.words.vocabulary import SIDES


def render_results(record: GameRecord, obs: Obs, names: Sequence[str]) -> RenderableType:
    """Victory points per side (destroyed enemies' AP and the objectives' bonus), the units
    destroyed, and the winner, from the record's result."""
    result = record.result or {}
    found = words.outcome(result, obs)
    table = Table(title=words.RESULT_TITLE, title_justify="left", box=box.SIMPLE_HEAD)
    for column, justify in zip(words.RESULT_COLUMNS, ("left", "left", "right", "right", "right", "left")):
        table.add_column(column, justify=justify)  # type: ignore[arg-type]
    for seat, _side in enumerate(SIDES):
        side, player, destroyed, bonus, points, won = words.result_row(found, seat, names)
        table.add_row(whole(side), styled(player), destroyed[0][0], bonus[0][0], whole(points),
                      whole(won) if won else Text(""))
    lines: list[RenderableType] = [table]
    lines += [styled(line) for line in words.result_lines(found, result, obs, names)]
    return Group(*lines)

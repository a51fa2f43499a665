"""The whole table of an observation, as the view's ``table`` hook draws it: the situation,
the map with its notes in a panel, and both sides' unit tables.
"""

from __future__ import annotations

from typing import Sequence

from rich.console import Group, RenderableType
from rich.text import Text

from meeple.cli.dust_tactics.army_tables import army_table
from meeple.cli.dust_tactics.attack_panel import attack_panel
from meeple.cli.dust_tactics.battle_map import draw_map, occupied_squares
from meeple.cli.dust_tactics.board import board
from meeple.cli.dust_tactics.layout import MapBlock, Packed
from meeple.cli.dust_tactics.legend import legend_items, unit_legend_items
from meeple.cli.first_fit import FirstThatFits
from meeple.cli.titled_panel import TitledPanel
from meeple.cli.dust_tactics.situation import header, objectives_line, situation
from meeple.games.dust_tactics.words.names import Obs

#: The words of a map's line naming an entry edge (``▼ Axis enter from the north ▼``).
ENTER_WORDS = "enter from the"
from meeple.games.dust_tactics.words.reading import units_now
from meeple.games.dust_tactics.words.vocabulary import SIDES


def render_observation(obs: Obs, names: Sequence[str], viewer: int | None = None,
                       rows: int | None = None) -> RenderableType:
    """The whole table as ``observation(seat)`` shows it, to ``viewer`` (None: a spectator).
    With ``rows``, the first form that fits them (:class:`meeple.cli.first_fit.FirstThatFits`):
    the whole table; the battlefield without the unit tables and the legend; the map alone;
    the map in the fewest rows (:func:`short_map`)."""
    obs = units_now(obs)
    bd = board(obs)
    parts: list[RenderableType] = []
    parts.append(situation(obs, names, bd, viewer))
    parts.append(Text(""))
    notes = [attack_panel(obs, names), Packed(legend_items(obs, bd)), Packed(unit_legend_items(bd)),
             occupied_squares(obs, bd), objectives_line(obs, names, bd)]
    parts.append(MapBlock(draw_map(obs, bd, viewer), [n for n in notes if n is not None]))
    field = TitledPanel(Group(*parts), header(obs, names, bd), title_align="left", border_style="white")
    whole = Group(field, *(army_table(obs, side, names, bd, viewer) for side in SIDES))
    if rows is None:
        return whole
    short_notes = [n for n in (attack_panel(obs, names), objectives_line(obs, names, bd)) if n is not None]
    battlefield = Group(situation(obs, names, bd, viewer), MapBlock(draw_map(obs, bd, viewer), short_notes))
    grid = draw_map(obs, bd, viewer)
    return FirstThatFits([whole, battlefield, Group(*grid), Group(*short_map(grid))], rows)


def short_map(lines: list[Text]) -> list[Text]:
    """The map in the fewest rows (a short terminal, where cover is placed): its grid under one
    line of column letters, without the lines naming the entry edges."""
    grid = [line for line in lines if ENTER_WORDS not in line.plain]
    return grid[:-1] if len(grid) > 1 and grid[-1].plain == grid[0].plain else grid

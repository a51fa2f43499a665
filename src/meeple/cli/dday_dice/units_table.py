"""The units table: each unit's resource card (soldiers, courage, stars, item points,
specialists), its sector and the sector's DEF shields, its unit marker and its status.
"""

from __future__ import annotations

from typing import Sequence

from rich.console import Console, ConsoleOptions, RenderResult
from rich.table import Table
from rich.text import Text

from meeple.cli.dday_dice.observation import locate
from meeple.cli.dday_dice.styles import rich_text, seat_style
from meeple.games.dday_dice.words.card_words import cards_text
from meeple.games.dday_dice.words.reading import Obs, sector_label, seat_name
from meeple.games.dday_dice.maps import BattleMap
from meeple.games.dday_dice.words.unit_words import marker, status
from meeple.games.dday_dice.words.sector_rule_words import def_shields


def marker_text(unit: Obs, compact: bool = False) -> Text:
    """The unit marker: a chevron per turn spent in the sector, or the must-move arrow."""
    return rich_text(marker(unit, compact))


def status_text(unit: Obs, bmap: BattleMap | None = None, obs: Obs | None = None) -> Text:
    """On the beach, safe in the bunker (first in?), or lost and why (its sector named as the
    board of ``obs`` names it)."""
    return rich_text(status(unit, obs))


def unit_name(unit: Obs, names: Sequence[str], viewer: int | None) -> Text:
    seat = unit["seat"]
    name = Text(f"{seat} {seat_name(names, seat)}", style=seat_style(seat))
    if seat == viewer:
        name.append(" (you)", style="dim")
    return name


#: Below this width the units table drops the DEF beside each sector (the board shows it) and
#: the words beside the chevrons, and heads its counts short (Sold, Cour, Stars, IP: Soldiers,
#: Courage, Stars, Item Points) a column apart, so that the specialists and the status still fit.
COMPACT_WIDTH = 100


def units_table(obs: Obs, names: Sequence[str], viewer: int | None, bmap: BattleMap | None,
                compact: bool = False) -> Table:
    """Every unit's resource card (soldiers, courage, stars, item points, specialists), its
    sector and the sector's DEF shields, its unit marker and its status."""
    table = Table(box=None, pad_edge=False, show_edge=False, expand=False, padding=(0, 1 if compact else 2, 0, 0),
                  header_style="bold underline")  # no rule under the headings: a row saved
    counts = ("Sold", "Cour", "Stars", "IP") if compact else ("Soldiers", "Courage", "Stars", "Item pts")
    rows = [_unit_row(unit, obs, names, viewer, bmap, compact) for unit in obs.get("units", [])]
    for column, (header_, justify) in enumerate((("Unit", "left"), ("Sector", "left"), ("Marker", "left"),
                                                 *((count, "right") for count in counts), ("Specialists", "left"),
                                                 ("Status", "left"))):
        wraps = header_ in ("Unit", "Specialists", "Status")
        longest_word = max((len(word) for row in rows for word in str(row[column]).split()), default=0)
        table.add_column(header_, justify=justify, no_wrap=not wraps,  # type: ignore[arg-type]
                         min_width=max(len(header_), longest_word) if wraps else None)  # wrapped between words only
    for row in rows:
        table.add_row(*row)
    return table


def _unit_row(unit: Obs, obs: Obs, names: Sequence[str], viewer: int | None, bmap: BattleMap | None,
              compact: bool) -> list[Text]:
    """One unit's row of :func:`units_table`."""
    sector = Text(sector_label(obs, unit.get("sector")))
    where = locate(obs, unit.get("sector")) if not compact else None
    if where is not None:
        sector.append(f" DEF {def_shields(where[1])}", style="dim")
    active = not unit.get("safe") and not unit.get("lost")
    specialists = unit.get("specialists") or []
    marker = marker_text(unit, compact) if active else Text("-", style="dim")
    return [
        unit_name(unit, names, viewer), sector, marker,
        Text(str(unit.get("soldiers", 0)), style="bold"), Text(str(unit.get("courage", 0)), style="bold"),
        Text(str(unit.get("stars", 0))), Text(str(unit.get("item_points", 0))),
        Text(cards_text(specialists) or "-", style="" if specialists else "dim"),
        status_text(unit, bmap, obs),
    ]


class UnitsView:
    """The units table, compact in a narrow terminal."""

    def __init__(self, obs: Obs, names: Sequence[str], viewer: int | None, bmap: BattleMap | None) -> None:
        self.obs, self.names, self.viewer, self.bmap = obs, names, viewer, bmap

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield units_table(self.obs, self.names, self.viewer, self.bmap, compact=options.max_width < COMPACT_WIDTH)

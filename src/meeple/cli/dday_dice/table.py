"""The whole table as one seat's observation shows it (:func:`render_observation`): the header
(game, edition, map, turn and phase), the board, the tables, the sector lines and the dice.
"""

from __future__ import annotations

from typing import Sequence

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.segment import Segment
from rich.text import Text

from meeple.cli.dday_dice.board import board_legend, board_shown, board_views, deciding_move
from meeple.cli.dday_dice.cards_table import cards_table, reserve_line
from meeple.cli.dday_dice.cells import Cells
from meeple.cli.dday_dice.dice_panel import dice_cells, dice_line, dice_on_table, dice_panel, ignored_faces, other_dice
from meeple.cli.dday_dice.observation import battle_map, board_parts
from meeple.cli.dday_dice.styles import rich_text
from meeple.games.dday_dice.words import table_words
from meeple.games.dday_dice.words.reading import Obs
from meeple.cli.dday_dice.sector_lines import (
    board_marks_line,
    coming_line,
    mgf_line,
    missing_cards_lines,
    missing_moves_lines,
    missing_window_lines,
    sector_effects_line,
)
from meeple.cli.dday_dice.units_table import UnitsView
from meeple.cli.first_fit import FirstThatFits
from meeple.cli.word_cut import cut_between_words


def header(obs: Obs) -> Text:
    """Game and edition, map (a joined board's scenario), turn and phase (the game's words:
    :func:`meeple.games.dday_dice.words.table_words.header`)."""
    return rich_text(table_words.header(obs))


#: The phases whose decisions read the dice: Phase 1 and its end, and upkeep (the skulls, the
#: RWB bonuses). Later the Final Tallies are counted: the viewer's dice take a line, and the
#: other units' are left to the news (a spectator still sees them).
DICE_PHASES = ("roll", "final-count", "upkeep")
#: The view's own commands, named under the table of a move's screen (they change nothing; a
#: table drawn elsewhere -- the end of a game, ``meeple replay`` -- takes no commands).
COMMANDS_NOTE = "board: every sector's rules · card <name>: a card's text · news: all the last news · help"
#: The same, in a short table (:func:`render_observation`'s compact form).
COMMANDS_SHORT = "board · card <name> · news · log · help"


def render_observation(obs: Obs, names: Sequence[str], viewer: int | None = None, legend: bool = True,
                       rows: int | None = None, commands: bool = False, board: bool = True) -> RenderableType:
    """The whole table as ``observation(seat)`` shows it, to ``viewer`` (None: a spectator):
    the board with the units (where it decides: :func:`.board.board_shown`), every resource
    card, the reserve and the dice (the screen of a move is the board's: the reserve and the
    viewer's counted dice wait for the next). ``legend``: the legend of the board's marks
    under the board when the viewer chooses its move (the play screen leaves it to the
    ``board`` and ``legend`` commands). ``rows``: the rows the table may take; a joined board
    too tall for them leaves out the maps the move does not need (:func:`.board.board_views`:
    the first that fits is drawn, else the shortest), and at last the units' cards and dice
    too (the board alone, where a move is chosen in a short terminal; the viewer's own dice
    alone, where they are rolled). ``commands``: the
    view's commands named under the table (:data:`COMMANDS_NOTE`: on the screen where a person
    types a move). ``board``: False leaves the board out (the end of a game in a short terminal)."""
    boards = board_views(obs, names, viewer) if board and board_shown(obs, viewer) else []
    if not boards:
        whole = _table(obs, names, viewer, legend, None, commands)
        if rows is None:
            return whole
        forms = [whole, _table(obs, names, viewer, False, None, commands, True)]
        own = _own_dice(obs, names, viewer, commands)
        return FirstThatFits(forms + ([own] if own is not None else []), rows)
    tables = [_table(obs, names, viewer, legend, board, commands) for board in boards]
    if rows is not None:  # the shortest last: the dice in a few lines, the board without its legend;
        tables.append(_table(obs, names, viewer, False, boards[-1], commands, True))
        tables.append(TablePanel(boards[-1], header(obs), commands, True))  # then the board alone (80x24)
    return tables[0] if rows is None or len(tables) == 1 else FirstThatFits(tables, rows)


def _table(obs: Obs, names: Sequence[str], viewer: int | None, legend: bool,
           board: RenderableType | None, commands: bool, compact: bool = False) -> RenderableType:
    """The table with ``board`` drawn on top (None: no board), the commands under it if asked;
    ``compact``: the dice in a few lines (:func:`.dice_panel.dice_cells`), the commands named short."""
    bmap = battle_map(obs)
    parts: list[RenderableType] = []
    if board is not None:
        parts.append(board)
        maps = [part.bmap for part in board_parts(obs)]
        marks = board_legend(*maps) if legend and deciding_move(obs, viewer) else None  # where the board is read
        if marks is not None:
            parts.append(marks)
    moving = viewer is not None and deciding_move(obs, viewer)  # the board's screen: the reserve and the dice wait
    parts.append(UnitsView(obs, names, viewer, bmap))
    for line in (cards_table(obs, names, viewer, bmap), None if moving else reserve_line(obs, bmap),
                 sector_effects_line(obs), board_marks_line(obs), mgf_line(obs)):
        if line is not None:
            parts.append(line)
    ignored = ignored_faces(bmap)
    units: list[Obs] = obs.get("units", [])
    on_beach = [u for u in units if not u.get("safe") and not u.get("lost")]
    mine = next((u for u in on_beach if u["seat"] == viewer), None)
    if obs.get("phase") != "over":
        dice_phase = obs.get("phase") in DICE_PHASES
        others = [other_dice(obs, unit, names) for unit in on_beach if unit is not mine and dice_on_table(unit)]
        if others and (dice_phase or mine is None):
            parts.append(Cells(others, gap=2))
        if mine is not None and dice_on_table(mine) and not moving:
            draw = (dice_cells if compact else dice_panel) if dice_phase else dice_line
            parts.append(draw(obs, mine, names, ignored))
        cry = table_words.battle_cry(mine) if mine is not None else None
        if cry is not None:
            parts.append(rich_text(cry))
        if mine is not None:
            coming = coming_line(obs, mine)
            parts += ([coming] if coming is not None else []) + missing_moves_lines(obs, mine)
            parts += missing_cards_lines(obs, mine)
            parts += [] if compact or moving else missing_window_lines(obs, mine, names)  # not on the board's screen
    return TablePanel(Group(*parts), header(obs), commands, compact)


def _own_dice(obs: Obs, names: Sequence[str], viewer: int | None, commands: bool) -> RenderableType | None:
    """The table's shortest form while dice are rolled and counted: the viewer's own dice alone
    (several units' cards and dice do not fit an 80x24 screen with the choices), or None."""
    mine = next((u for u in obs.get("units", []) if u.get("seat") == viewer
                 and not u.get("safe") and not u.get("lost")), None)
    if mine is None or obs.get("phase") not in DICE_PHASES or not dice_on_table(mine):
        return None
    dice = dice_cells(obs, mine, names, ignored_faces(battle_map(obs)))
    return TablePanel(dice, header(obs), commands, True)


class TablePanel:
    """The table's panel, its title cut between words to the width drawn, and the commands
    under it named short (:data:`COMMANDS_SHORT`) where the whole note does not fit."""

    def __init__(self, body: RenderableType, title: Text, commands: bool, compact: bool) -> None:
        self.body, self.title, self.commands, self.compact = body, title, commands, compact

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        room = max(options.max_width - 6, 8)  # the corners, the rule before the title and the spaces
        note = COMMANDS_SHORT if self.compact or len(COMMANDS_NOTE) > room else COMMANDS_NOTE
        yield Panel(self.body, title=cut_between_words(self.title, room), title_align="left", border_style="white",
                    subtitle=Text(note, style="dim") if self.commands else None, subtitle_align="right")

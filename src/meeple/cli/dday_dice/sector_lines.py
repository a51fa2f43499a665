"""The lines below the tables about the sectors, in the game's words
(:mod:`meeple.games.dday_dice.words.table_words`): this turn's sector effects, the marks on the
board, the machine-gun fire rolled, what the unit's sector holds for it before its casualties,
the moves not offered and why, in Phase 3 the reserve's cards not offered and why, and the
items held and trades not offered and why.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dday_dice.styles import rich_text
from meeple.games.dday_dice.words import refusal_words, table_words, window_words
from meeple.games.dday_dice.words.reading import Obs


def sector_effects_line(obs: Obs) -> Text | None:
    """The sector effects of this turn: DEF cuts, DEF 0, machine-gun fire prevented, machine
    guns silenced for good, unit markers frozen."""
    line = table_words.sector_effects(obs)
    return rich_text(line) if line is not None else None


def board_marks_line(obs: Obs) -> Text | None:
    """The marks on the board: random sectors' rolls, the bunkers conquered."""
    line = table_words.board_marks(obs)
    return rich_text(line) if line is not None else None


def mgf_line(obs: Obs) -> Text | None:
    """This turn's machine-gun fire dice, by sector (once rolled, in Phase 5)."""
    line = table_words.mgf_rolled(obs)
    return rich_text(line) if line is not None else None


def coming_line(obs: Obs, unit: Obs) -> Text | None:
    """Phase 5, after the machine-gun fire: what the unit's sector holds for it, and the
    casualties it would take as things stand."""
    line = table_words.coming(obs, unit)
    return rich_text(line) if line is not None else None


def missing_moves_lines(obs: Obs, unit: Obs) -> list[Text]:
    """Phase 4: the moves its map draws out of the unit's sector that are not offered, and why."""
    return [rich_text(line) for line in table_words.moves_not_offered(obs, unit)]


def missing_cards_lines(obs: Obs, unit: Obs) -> list[Text]:
    """Phase 3: the reserve's cards not offered to the unit, and why; why it buys no medal."""
    return [rich_text(line) for line in refusal_words.not_offered_lines(obs, unit)]


def missing_window_lines(obs: Obs, unit: Obs, names: Sequence[str]) -> list[Text]:
    """For the unit to act: the items it holds and may not use now, and the units it may give
    nothing to now, and why."""
    return [rich_text(line) for line in window_words.window_lines(obs, unit, names)]

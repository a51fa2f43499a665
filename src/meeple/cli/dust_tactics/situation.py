"""The lines above and beside the map: the header, what is being decided now and by whom,
and the objectives with who holds them, in the game's words
(:mod:`meeple.games.dust_tactics.words.situation_words`), styled; while cover elements are
placed, each one's glyph and what it does.
"""

from __future__ import annotations

from typing import Sequence

from rich.text import Text

from meeple.cli.dust_tactics.board import Board
from meeple.cli.dust_tactics.styles import styled
from meeple.cli.scenarios import ELEMENT_GLYPHS
from meeple.games.dust_tactics.words import situation_words as words
from meeple.games.dust_tactics.words.names import Obs


def header(obs: Obs, names: Sequence[str], bd: Board) -> Text:
    """Scenario, turn, initiative, victory points."""
    return styled(words.headline(obs))


def situation(obs: Obs, names: Sequence[str], bd: Board, viewer: int | None) -> Text:
    """What is being decided now, and by whom; the cover elements to place, each with its
    glyph on the map."""
    text = styled(words.situation(obs, names, bd))
    for element, rule in words.cover_rules(obs):
        glyph, style, _ = ELEMENT_GLYPHS[element]
        text.append("\n  ")
        text.append(glyph, style=style)
        text.append_text(styled(rule))
    return text


def objectives_line(obs: Obs, names: Sequence[str], bd: Board) -> Text | None:
    """Each objective, its squares, its bonus and who holds it now."""
    lines = words.objective_lines(bd)
    return Text("\n").join(styled(line) for line in lines) if lines else None

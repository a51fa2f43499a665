"""Every kind of decision of every game, on the screen of an 80x24 and a 140x50 terminal:
the position is reached by a scripted record or by bots playing from a fixed seed
(:mod:`decision_kinds`), resumed by `meeple play` as a person would resume it; its screen
fits the terminal's rows, ends with the prompt, shows every choice's number and cuts no
word. A kind of decision the game can produce that no position shows fails the first test."""

from __future__ import annotations

import io
import re
import tempfile
from functools import cache
from pathlib import Path

import pytest
from rich.console import Console

from decision_kinds import GAMES, Position, all_kinds, first_positions
from meeple.cli.play import run_play
from meeple.engine.record import save_record
from play_helpers import screens_of
from screen_checks import cut_words, known_words, too_wide

SIZES = [(80, 24), (140, 50)]
#: The terminal a screen is drawn in to learn its words whole.
WHOLE = (400, 1000)


@cache
def positions(game_id: str) -> dict[str, Position]:
    """The first position of each kind of the game's decisions (searched once a run)."""
    return first_positions(game_id)


@cache
def drawn(position: Position, width: int, height: int) -> str:
    """Everything `meeple play --resume` prints at ``position`` in a terminal of that size,
    up to its first prompt (the input then ends)."""
    terminal = (width, height) != WHOLE
    con = Console(file=io.StringIO(), width=width, height=height, force_terminal=terminal, color_system=None,
                  legacy_windows=False)
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        path = save_record(position.record, Path(folder) / "position.json")
        patch.setattr("builtins.input", _end_of_input)
        run_play(con, position.record.game, "human", None, path, Path(folder) / "after.json")
    return con.file.getvalue()  # type: ignore[attr-defined]


def _end_of_input(prompt: str = "") -> str:
    raise EOFError


@pytest.mark.parametrize("game_id", GAMES)
def test_every_kind_of_decision_the_game_can_produce_has_a_position_to_show(game_id: str) -> None:
    missing = sorted(all_kinds(game_id) - positions(game_id).keys())
    assert missing == [], f"{game_id}: no scripted record or seeded bot game reaches {missing}"


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("game_id,kind", [(g, k) for g in GAMES for k in sorted(all_kinds(g))])
def test_the_screen_of_each_kind_of_decision_fits_shows_the_prompt_and_every_choice_and_cuts_no_word(
        game_id: str, kind: str, width: int, height: int) -> None:
    position = positions(game_id).get(kind)
    if position is None:
        pytest.fail(f"{game_id}: no position of a {kind!r} decision (see the test above)")
    text = drawn(position, width, height)
    name = position.record.seats[position.seat].name
    assert "too small for this screen" not in text.lower(), position.source
    screen = screens_of(text, re.escape(name))[-1]
    rows = screen.rstrip("\n").splitlines()
    where = f"{kind} ({position.source}) at {width}x{height}:\n{screen}"
    assert len(rows) <= height, f"{len(rows)} rows, {where}"
    assert rows[-1].startswith("P>"), where
    assert too_wide(screen, width) == [], where
    shown = {int(n) for n in re.findall(r"(?m)(?<![\w,.:/-])(\d+)(?= |$)", screen)}
    for first, last in re.findall(r"(?<![\w,.:/-])(\d+)-(\d+)  any of ", screen):  # a long run of squares
        shown |= set(range(int(first), int(last) + 1))
    assert set(range(1, position.choices + 1)) <= shown, f"choices 1-{position.choices} not all shown, {where}"
    cut = cut_words(screen, known_words(drawn(position, *WHOLE), text))
    assert cut == [], f"words cut: {cut}, {where}"

"""The end of a game of each game in an 80x24 and a 140x50 terminal: the last news, the final
table and the result fit the terminal, the table paged where even its compact form leaves no
room (each page leaving a row for the `-- more` prompt), the result always whole on the last
page with the line saying how to see the game again, and no word cut. The game is one the
bots play from a fixed seed, resumed before its last move, which a person makes."""

from __future__ import annotations

import io
import re
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from decision_kinds import as_people
from meeple.agents import make_agent
from meeple.cli.pager import MORE
from meeple.cli.play import run_play
from meeple.cli.seats import parse_seats
from meeple.engine.record import GameRecord, save_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from screen_checks import cut_words, known_words, too_wide

#: Each game's end: (game, seats, options, seed), a long one of each game (D-Day Dice: four
#: units' victory points; Dust Tactics: the units each side lost) and a solo D-Day Dice game.
GAMES: dict[str, tuple[str, int, dict[str, Any], int]] = {
    "dead-mans-draw": ("dead-mans-draw", 3, {}, 1),
    "dday-dice": ("dday-dice", 4, {"map": "omaha-beach"}, 2),
    "dday-dice solo": ("dday-dice", 1, {"map": "omaha-beach"}, 7),
    "dust-tactics": ("dust-tactics", 2, {"scenario": "bridgehead"}, 2),
}
SIZES = [(80, 24), (140, 50)]
WHOLE = (400, 1000)


@cache
def before_last_move(name: str) -> tuple[GameRecord, str]:
    """The heuristic bots' game of :data:`GAMES` up to its last move, which a person is to
    make; and that move."""
    game_id, players, options, seed = GAMES[name]
    game = get_game(game_id)
    session = Session(game, parse_seats(game, ",".join(f"P{i}=heuristic" for i in range(players))), seed, options)
    bot = make_agent(game, "heuristic", seed)
    session.settle_chance()
    while not session.state.is_over():
        seat = session.state.current_players()[0]
        session.act(seat, bot.choose(session.state, seat))
        session.settle_chance()
    record = session.record()
    last = max(i for i, move in enumerate(record.moves) if move.by != "chance")
    return as_people(record, last, int(record.moves[last].by)), record.moves[last].action


@cache
def end_of(name: str, width: int, height: int, more: str = "") -> str:
    """What the terminal shows after the person's last move: the end of the game, each page
    answered ``more`` (Enter: the next page)."""
    record, last = before_last_move(name)
    answers = iter([last, *[more] * 20])
    con = Console(file=io.StringIO(), width=width, height=height, force_terminal=(width, height) != WHOLE,
                  color_system=None, legacy_windows=False)
    with tempfile.TemporaryDirectory() as folder, pytest.MonkeyPatch.context() as patch:
        patch.setattr("builtins.input", lambda prompt="": next(answers))
        saved = save_record(record, Path(folder) / "game.json")
        run_play(con, record.game, "human", None, saved, Path(folder) / "end.json")
        text: str = con.file.getvalue().replace(folder, "FOLDER")  # type: ignore[attr-defined]
    return re.split(r"(?m)^.*?> (?=╭─ What happened|\S)", text)[-1]


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_end_of_a_game_fits_the_terminal_a_page_at_a_time_and_ends_with_the_whole_result(
        name: str, width: int, height: int) -> None:
    end = end_of(name, width, height)
    pages = end.split(MORE)
    known = known_words(end_of(name, *WHOLE), "")
    for page in pages:
        rows = page.rstrip("\n").splitlines()
        assert len(rows) <= height - 1, f"{len(rows)} rows:\n{page}"
        assert too_wide(page, width) == [] and cut_words(page, known) == [], page
    assert "Final result" in pages[-1] and "See it again with: meeple replay " in pages[-1], pages[-1]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_140_by_50_terminal_shows_the_end_of_each_game_on_one_screen(name: str) -> None:
    assert MORE not in end_of(name, 140, 50)


def test_dead_mans_draws_end_fits_an_80_by_24_screen_with_its_compact_table() -> None:
    end = end_of("dead-mans-draw", 80, 24)
    assert MORE not in end and "game over" in end and " · Score " in end


def test_a_solo_d_day_end_fits_an_80_by_24_screen_without_the_board() -> None:
    end = end_of("dday-dice solo", 80, 24)
    assert MORE not in end and "game over" in end and "row 1" not in end and "Victory points" in end


def test_a_reader_who_stops_paging_still_sees_the_result() -> None:
    end = end_of("dday-dice", 80, 24, "q")
    assert end.count(MORE) == 1 and "Team victory points" in end.split(MORE)[1]
    assert "Team victory points" in end_of("dday-dice", 80, 24) and end_of("dday-dice", 80, 24).count(MORE) >= 1

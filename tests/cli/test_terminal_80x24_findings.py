"""What a new player stumbled on in whole games played in an 80x24 terminal (issue 25)."""

from __future__ import annotations

import re
from pathlib import Path

from meeple.agents import make_agent
from meeple.cli.dday_dice.view import VIEW
from meeple.cli.dust_tactics.view import VIEW as DUST_VIEW
from meeple.cli.play import run_play
from meeple.cli.seats import parse_seats
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from play_helpers import console, output, rendered


def test_a_short_answer_that_begins_none_of_the_choices_says_so_and_names_them(tmp_path: Path, answers) -> None:
    """Dead Man's Draw, seed 3: at the trait choice, `d` (for draw) is no choice."""
    con = console(80)
    answers(["d", "quit"])
    run_play(con, "dead-mans-draw", "human,heuristic", 3, None, tmp_path / "game.json")
    text = output(con)
    assert "x 'd' begins none of the choices here (keep fisherman, keep navigator)" in text, text
    assert "unknown action 'd'" not in text


def test_a_d_day_move_at_80x24_keeps_the_board_and_leaves_out_the_units_cards() -> None:
    """Omaha Beach, solo: where the unit chooses its first move, an 80x24 screen with a news
    cut to a line and two choices leaves the table 17 rows: the board fits them (its units'
    cards and dice, not needed to move, are what is left out)."""
    game = get_game("dday-dice")
    session = Session(game, parse_seats(game, "P0=heuristic"), 7, {"map": "omaha-beach"})
    bot = make_agent(game, "heuristic", 7)
    session.settle_chance()
    while not any(a.kind == "move" for a in session.state.legal_actions(0)):
        session.act(0, bot.choose(session.state, 0))
        session.settle_chance()
    table = rendered(VIEW.fitted_table(session.state.observation(0), ["P0"], 0, 17), 80)
    assert "row 1" in table and "DEF 2·3·4" in table and len(table.splitlines()) <= 17, table


def test_cover_is_placed_at_80x24_with_the_map_on_the_screen() -> None:
    """Reconnaissance in Force, seed 4: the Allies place their first cover element after two
    cover rolls; an 80x24 screen with that news cut to a line leaves the table 9 rows beside
    the 42 choices: the map's grid under one line of letters fits them."""
    game = get_game("dust-tactics")
    session = Session(game, parse_seats(game, "P0=heuristic,P1=heuristic"), 4, {})
    bot = make_agent(game, "heuristic", 4)
    session.settle_chance()
    while not (0 in session.state.current_players()
               and any(a.kind == "place" for a in session.state.legal_actions(0))):
        seat = session.state.current_players()[0]
        session.act(seat, bot.choose(session.state, seat))
        session.settle_chance()
    table = rendered(DUST_VIEW.fitted_table(session.state.observation(0), ["P0", "P1"], 0, 9), 80)
    assert re.search(r"(?m)^ +8  ", table) and re.search(r"(?m)^ +a   b   c", table), table
    assert len(table.splitlines()) <= 9


def test_four_units_roll_at_80x24_with_the_persons_own_dice_on_the_screen() -> None:
    """Merville Battery, four units, seed 3: at P0's first lock, the four units' cards and
    dice do not fit an 80x24 screen with the six choices; the table's shortest form is P0's
    own dice (the reroll choices read them), not a line leaving the table out."""
    game = get_game("dday-dice")
    session = Session(game, parse_seats(game, "P0=human,P1=heuristic,P2=heuristic,P3=heuristic"), 3,
                      {"map": "merville-battery"})
    session.settle_chance()
    obs = session.state.observation(0)
    table = rendered(VIEW.fitted_table(obs, ["P0", "P1", "P2", "P3"], 0, 10), 80)
    faces = obs["units"][0]["dice"]
    assert len(table.splitlines()) <= 10 and "P1" not in table, table
    assert all(re.search(rf"\b{die} \S+ ", table) for die in faces), table

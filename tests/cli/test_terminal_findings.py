"""What a new player found wrong in the terminal (issue 25's bugs), each stated as it must be."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from meeple.agents import make_agent
from meeple.cli.dust_tactics.card_command import show_card
from meeple.cli.dust_tactics.choices import draw_choices
from meeple.cli.dust_tactics.events import describe_events
from meeple.cli.play import run_play
from meeple.cli.seats import parse_seats
from meeple.engine.record import load_record, save_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.sim.play import play_game
from cli_runner import meeple, one_line_error
from play_helpers import console, output, seat_moves
from screen_checks import broken_words, too_wide

DMD = "dead-mans-draw"


def test_choice_1_keeps_the_trait_the_panel_shows_first(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers(["1"])
    run_play(con, DMD, "human,random", 3, None, save)
    panel = output(con).split("Your dealt traits", 1)[1]
    first = re.search(r"│ │ (\w+)", panel)
    assert first is not None
    assert seat_moves(load_record(save), 0) == [f"keep {first.group(1).lower()}"]


def test_a_save_path_in_a_missing_folder_is_refused_before_play(capsys, tmp_path: Path, answers) -> None:
    answers(["quit"])
    target = tmp_path / "no-such" / "deeper" / "x.json"
    code, out, err = meeple(capsys, "play", DMD, "--seed", "3", "--save", str(target))
    line = one_line_error(err)
    assert code == 1 and "does not exist" in line and "choose another --save" in line
    assert not (tmp_path / "no-such").exists() and "to act" not in out


def test_a_unit_card_and_its_error_break_no_word_at_80_columns() -> None:
    game = get_game("dust-tactics")
    obs = Session(game, parse_seats(game, "human,human"), 3).state.observation(0)
    narrow, wide = console(80), console(400)
    for con in (narrow, wide):
        show_card(con, "hl", obs)
        show_card(con, "krakn", obs)
    assert too_wide(output(narrow), 80) == []
    assert broken_words(output(narrow), output(wide)) == []


def test_a_players_own_join_is_in_the_news_beside_the_other_sides() -> None:
    events: list[dict[str, Any]] = [
        {"type": "join", "hero": "rhino", "squad": "the-hammers", "by": "allies"},
        {"type": "join", "hero": "lara", "squad": "heavy-laser-grenadiers", "by": "axis"},
    ]
    lines = [output_of(line) for line in describe_events(events, ["Ann", "Bob"], 0)]
    assert lines == ["Rhino joins The Hammers", "Lara joins Heavy Laser Grenadiers"]


def output_of(renderable: object) -> str:
    con = console(200)
    con.print(renderable)
    return output(con).strip()


def test_a_quit_whose_save_fails_does_not_say_it_is_leaving(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "d" / "game.json"
    (tmp_path / "d").mkdir()
    answers([lambda: break_folder(tmp_path / "d")])
    run_play(con, DMD, "human,random", 11, None, save)
    text = output(con)
    assert "You are still in the game" in text
    assert "Leaving the game." not in text.split("You are still in the game", 1)[0]


def break_folder(folder: Path) -> str:
    """Make ``folder`` unwritable (it becomes a file); the answer is then ``quit``."""
    folder.rmdir()
    folder.write_text("not a folder")
    return "quit"


def test_replay_to_n_of_a_hidden_game_draws_the_public_table_without_a_seat(capsys, tmp_path: Path) -> None:
    outcome = play_game(get_game(DMD), ["random", "heuristic"], seed=12, keep_record=True)
    assert outcome.record is not None
    path = save_record(outcome.record, tmp_path / "g.json")
    code, out, err = meeple(capsys, "replay", str(path), "--to", "12")
    assert code == 0, err
    assert "the table after move 12" in out and "Your dealt traits" not in out


def test_a_moves_square_list_keeps_its_costs_apart_from_the_choice_numbers() -> None:
    game = get_game("dust-tactics")
    session = Session(game, parse_seats(game, "heuristic,heuristic"), 4, {"scenario": "reconnaissance-in-force"})
    session.settle_chance()
    bots = [make_agent(game, "heuristic", 4), make_agent(game, "heuristic", 5)]
    while True:
        seat = session.state.current_players()[0]
        obs = session.state.observation(seat)
        notations = [game.format_action(a) for a in session.state.legal_actions(seat)]
        if obs["phase"] == "move" and obs["turn"] == 2 and len(notations) > 10:
            break
        session.act(seat, bots[seat].choose(session.state, seat))
        session.settle_chance()
    drawn = output_of(draw_choices(notations, obs, ["Ann", "Bob"]))
    assert re.search(r"\d+ [a-l]\d+\*? \(\d+ MP", drawn), drawn
    assert not re.search(r"\d+ [a-l]\d+\*? \d", drawn), drawn

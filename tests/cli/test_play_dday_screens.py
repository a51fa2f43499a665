"""`meeple play dday-dice` on a 140 by 50 terminal: every screen -- from the `to act` rule to
the prompt: the news, the table, the choices -- fits, long lists of choices are grouped and
still answered by their numbers, and what a grouped list leaves out is a command away
(`card <name>`, `board`, `legend`, `news`)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from play_helpers import HEIGHT, console, output, rendered, screens_of, seat_moves

from meeple.agents import make_agent
from meeple.cli.dday_dice.view import VIEW
from meeple.cli.play import TerminalGame, run_play
from meeple.cli.views import load_view
from meeple.cli.seats import parse_seats
from meeple.engine.record import load_record, save_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session

GAME = "dday-dice"
MERVILLE_2 = {"map": "merville-battery", "edition": 2}
OMAHA = {"map": "omaha-beach"}


def bots_until(seats: str, seed: int, options: dict[str, Any], moves: int) -> tuple[Session, int]:
    """A game whose every seat the heuristic bot plays (seeded by the game's seed) up to the
    decision after ``moves`` moves: the session and the seat to act."""
    game = get_game(GAME)
    session = Session(game, parse_seats(game, seats), seed, options)
    session.settle_chance()
    bot = make_agent(game, "heuristic", seed)
    while len(session.moves) < moves:
        seat = session.state.current_players()[0]
        session.act(seat, bot.choose(session.state, seat))
        session.settle_chance()
    return session, session.state.current_players()[0]


def choices_of(session: Session, seat: int) -> tuple[list[str], dict[str, Any], str]:
    """The legal choices' notations, the observation and the choices as the view draws them."""
    notations = [session.game.format_action(a) for a in session.state.legal_actions(seat)]
    obs = session.state.observation(seat)
    names = [f"P{i}" for i in range(len(session.seats))]
    return notations, obs, rendered(VIEW.choices(notations, obs, names))


# ----------------------------------------------------------------------------- a whole game
@pytest.fixture(scope="module")
def merville_game(tmp_path_factory: pytest.TempPathFactory) -> str:
    """A 4-unit game of Merville Battery, second edition, played through the play loop at 140
    columns: P3 a person whose answers the heuristic bot gives (the last unit: its news tells
    the three others' turns), P0-P2 heuristic bots. The first time the news is cut, the
    person types `news`."""
    game = get_game(GAME)
    session = Session(game, parse_seats(game, "P0=heuristic,P1=heuristic,P2=heuristic,P3=human"), 2, MERVILLE_2)
    bot = make_agent(game, "heuristic", 2)
    con = console()
    asked_news: list[bool] = []

    def answer(prompt: str = "") -> str:
        last = output(con).rsplit("to act ─", 1)[-1]
        if not asked_news and "type `news` to see every line" in last:
            asked_news.append(True)
            return "news"
        state = session.state
        return game.format_action(bot.choose(state, state.current_players()[0]))

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("builtins.input", answer)
        TerminalGame(con, session, tmp_path_factory.mktemp("merville") / "game.json", load_view(game)).run()
    assert session.state.is_over()
    return output(con)


def test_every_screen_of_a_bot_played_4_unit_merville_battery_game_2nd_edition_fits_140_by_50(
        merville_game: str) -> None:
    heights = [len(screen.splitlines()) for screen in screens_of(merville_game)]
    assert len(heights) > 50 and max(heights) <= HEIGHT, max(heights)
    assert "reroll <dice>  reroll the dice named" in merville_game  # Phase 1's rerolls grouped
    assert "Phase 5: move" in merville_game and "BUNKER 14  DEF 12" in merville_game  # the board, to choose a move


def test_a_cut_news_keeps_the_lines_the_screen_has_room_for_and_news_shows_them_all(merville_game: str) -> None:
    """The news of a screen too full for all of it keeps its last lines, after a line saying
    how many it left out; `news` shows them all."""
    cut, whole = merville_game.split("What happened (every line)", 1)
    screen = screens_of(cut)[-1]
    news = screen.split("What happened", 1)[1].split("╰", 1)[0]
    hidden = int(re.search(r"… (\d+) earlier lines? \(type `news` to see every line\)", news).group(1))  # type: ignore[union-attr]
    shown = news.count("\n│ ") - 1  # the lines after the "…" line
    assert shown >= 3 and whole.split("╰", 1)[0].count("\n│ ") == hidden + shown
    assert len(screen.splitlines()) == HEIGHT  # the news took the rows the table and the choices left


# ----------------------------------------------------------------------------- grouped choices
def test_the_63_reroll_choices_fit_in_13_rows_and_each_number_still_plays_its_move(tmp_path: Path, answers) -> None:
    """Pointe-du-Hoc, first edition, solo: after the first roll every die may be rerolled.
    The rerolls are cells under one line saying what a reroll does, a line per number of
    dice; each number is the choice's place in the legal list, and answering it plays it."""
    session, seat = bots_until("P0=human", 0, {"map": "pointe-du-hoc"}, 52)
    notations, _, screen = choices_of(session, seat)
    assert len(notations) == 64 and notations[0] == "stop"
    assert len(screen.splitlines()) <= 13
    assert "reroll <dice>  reroll the dice named (your dice above show their faces); keep and lock the others" in screen
    for number, notation in enumerate(notations[1:], start=2):
        assert re.search(rf"(?<![\d,]){number} {notation.split()[1]}(?![\w,])", screen), notation
    save = tmp_path / "game.json"
    save_record(session.record(), save)
    answers(["37", "quit"])
    run_play(console(), GAME, "human", None, save, save, {"map": "pointe-du-hoc"})
    assert seat_moves(load_record(save), 0)[-1] == notations[36]


def test_a_grouped_legion_d_honneur_choice_is_answered_by_its_number(tmp_path: Path, answers) -> None:
    """Merville Battery, second edition, solo, turn 14: the Légion d'Honneur's 23 items are
    numbered cells; the number read beside `bazooka` on the screen finds the Bazooka."""
    session, _ = bots_until("P0=human", 0, MERVILLE_2, 268)
    save = tmp_path / "game.json"
    save_record(session.record(), save)
    con = console()

    def bazookas_number() -> str:
        screen = screens_of(output(con))[-1]
        assert "honour <seat> <item>  Légion d'Honneur: that unit finds that item for free (you: seat 0)" in screen
        assert "`card <name>` shows a card's whole text" in screen
        return re.search(r"(\d+) bazooka\b", screen).group(1)  # type: ignore[union-attr]

    answers([bazookas_number, "quit"])
    run_play(con, GAME, "human", None, save, save, MERVILLE_2)
    assert seat_moves(load_record(save), 0)[-1] == "honour 0 bazooka"


def test_the_78_honour_choices_of_a_4_unit_game_are_a_table_with_a_row_per_item_and_a_column_per_unit() -> None:
    session, seat = bots_until("P0=human,P1=human,P2=human,P3=human", 0, MERVILLE_2, 736)
    notations, _, screen = choices_of(session, seat)
    assert seat == 3 and len(notations) == 78
    assert len(screen.splitlines()) <= 11
    assert "a column per unit: seat 1 P1, seat 2 P2, seat 3 you" in screen
    assert re.search(r"(?m)^ +P1 P2 you +P1 P2 you", screen)
    for item in ("carrier-pigeon", "bazooka", "signalling-lamp"):
        numbers = [str(notations.index(f"honour {s} {item}") + 1) for s in (1, 2, 3)]
        assert re.search(rf"\b{item} +{' +'.join(numbers)}\b", screen), item


def test_phase_3s_finds_are_cells_with_their_cost_and_gifts_a_line_per_unit() -> None:
    """Omaha Beach, first edition, 4 units, turn 7: 13 items to find, 6 gifts (no courage: P3
    was given courage this phase, DDD-23)."""
    session, seat = bots_until("P0=human,P1=human,P2=human,P3=human", 1, OMAHA, 562)
    notations, obs, screen = choices_of(session, seat)
    finds = [n for n in notations if n.startswith("find ")]
    assert obs["phase"] == "supply" and len(finds) >= 10
    points = obs["units"][seat]["item_points"]
    assert f"find <item>  find that item for the item points after its name (you have {points})" in screen
    number = notations.index("find walkie-talkie") + 1
    assert re.search(rf"(?<!\d){number} walkie-talkie 5\b", screen)
    assert re.search(r"(?m)^ +to P0 \(0\) +\d+ soldier +\d+ star +\d+ item-point", screen)
    assert "`card <name>` shows a card's whole text" in screen
    assert len(screen.splitlines()) <= 10


# ----------------------------------------------------------------------------- the commands
def test_card_bazooka_prints_the_bazookas_effect(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers(["card bazooka", "card Légion d'Honneur", "show flak vest", "card legion", "card nobody", "quit"])
    run_play(con, GAME, "human", 5, None, save, OMAHA)
    text = output(con)
    assert "Bazooka  special item  (bazooka)" in text
    assert "cost: 15 item points; when: in combat (Phase 5: combat)" in text
    assert "Subtract 7 from the DEF of your sector (or bunker)." in text
    assert "Légion d'Honneur  award  (legion-d-honneur)" in text and "One unit finds an item for free" in text
    assert "Flak Vest  special item  (flak-vest)" in text
    assert "x 'legion' names several cards: legion-d-honneur, legion-of-merit" in text
    assert "x no card 'nobody'" in text
    assert seat_moves(load_record(save), 0) == []


def test_the_card_command_says_where_the_card_is_in_this_game() -> None:
    session, seat = bots_until("P0=human,P1=human,P2=human,P3=human", 1, OMAHA, 562)
    obs = session.state.observation(seat)
    con = console()
    assert VIEW.command(con, "card walkie-talkie", obs, ["P0", "P1", "P2", "P3"])
    cost = obs["units"][seat]["item_costs"]["walkie-talkie"]
    assert f"In this game: in the reserve ({cost} item points for you)" in output(con)
    holders = [u["seat"] for u in obs["units"] if "corporal" in u["specialists"]]
    assert holders == [0, 1, 3] and seat == 3
    assert VIEW.command(con, "card Corporal", obs, ["P0", "P1", "P2", "P3"])
    assert "In this game: held by P0, P1 and you" in output(con)


def test_the_board_command_draws_every_sectors_rules_and_the_legend(tmp_path: Path, answers) -> None:
    """Phase 1 leaves the board out; `board` draws it with every sector's rules and the legend
    of its marks, `legend` the legend alone."""
    con = console()
    answers(["board", "legend", "quit"])
    run_play(con, GAME, "human", 5, None, tmp_path / "game.json", OMAHA)
    screen, board, legend = re.split(r"(?m)^P0> ", output(con))[:3]
    assert "BUNKER" not in screen and "board: every sector's rules" in screen
    for rule in ("+1 tool/turn", "+1 star/turn", "1 unit max", "MGF ×2, a 6: -1 specialist", "no new item"):
        assert rule in board, rule
    assert "Marks: " in board and "Marks: " in legend and "BUNKER" not in legend


def test_help_names_the_views_commands(tmp_path: Path, answers) -> None:
    con = console()
    answers(["help", "quit"])
    run_play(con, GAME, "human", 5, None, tmp_path / "game.json", OMAHA)
    text = output(con)
    for command in ("card <name>    any card's text", "board          the board with every sector's rules",
                    "legend         the legend", "news           every line of the last news"):
        assert command in text, command

"""`meeple play dday-dice` on Silence the Guns (Sword Beach and Merville Battery joined top to
top): the board is drawn in play as `meeple maps show` lays it out -- Merville turned round
above Sword, each sector named as the game's notation shows it (S5, M12) -- with the units in
their boxes and the junction's rules where they apply; a move screen still fits 140 by 50,
leaving out the maps the move does not need when both do not fit; the news and the labels
name the sectors as the board does."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from play_helpers import HEIGHT, console, output, rendered, screens_of

from meeple.agents import make_agent
from meeple.cli.dday_dice.actions import describe_action
from meeple.cli.dday_dice.events import describe_events
from meeple.cli.dday_dice.table import render_observation
from meeple.cli.dday_dice.units_table import status_text
from meeple.cli.dday_dice.view import VIEW, DDayDiceView
from meeple.cli.play import TerminalGame, run_play
from meeple.cli.views import load_view
from meeple.cli.seats import parse_seats
from meeple.engine.registry import get_game
from meeple.engine.session import Session

GAME = "dday-dice"
MAP = "silence-the-guns"


def move_screens(screens: list[str]) -> list[str]:
    """The screens where the board decides the move (a title in Phase 4, the 2nd edition's 5,
    with the board's bottom row)."""
    return [s for s in screens if re.search(r"- turn \d+ - Phase \d: move", s) and "row 1" in s]


def played(players: int, edition: int, seed: int, prompts: int, tmp_path: Path) -> str:
    """A game of Silence the Guns played through the play loop at 140 columns, every seat a
    person whose answers the heuristic bot gives, for ``prompts`` prompts; then `quit`."""
    game = get_game(GAME)
    seats = ",".join(f"P{i}=human" for i in range(players))
    session = Session(game, parse_seats(game, seats), seed, {"map": MAP, "edition": edition})
    bot = make_agent(game, "heuristic", seed)
    con = console()
    asked: list[str] = []

    def answer(prompt: str = "") -> str:
        asked.append(prompt)
        if len(asked) > prompts:
            return "quit"
        state = session.state
        return game.format_action(bot.choose(state, state.current_players()[0]))

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("builtins.input", answer)
        TerminalGame(con, session, tmp_path / "game.json", load_view(game)).run()
    return output(con)


def first_move(players: int, seed: int, edition: int = 1) -> tuple[dict[str, Any], int]:
    """The first decision of a move (the board decides it) in a game the heuristic bot plays:
    the observation of the seat to act, and the seat."""
    game = get_game(GAME)
    session = Session(game, parse_seats(game, ",".join(["human"] * players)), seed, {"map": MAP, "edition": edition})
    session.settle_chance()
    bot = make_agent(game, "heuristic", seed)
    while True:
        seat = session.state.current_players()[0]
        obs = session.state.observation(seat)
        if obs["phase"] == "move" and obs["units"][seat].get("moves"):
            return obs, seat
        session.act(seat, bot.choose(session.state, seat))
        session.settle_chance()


def box_row(screen: str, title: str) -> list[str]:
    """The lines of the row of boxes holding the box titled ``title`` (from the row's line to
    the next border)."""
    lines = screen.splitlines()
    start = next(i for i, line in enumerate(lines) if title in line)
    end = next(i for i in range(start + 1, len(lines)) if re.search(r"[├└]", lines[i]))
    return lines[start:end]


def box_text(screen: str, title: str) -> str:
    """What the box titled ``title`` holds, its lines joined (the board's boxes are read by
    column: the box's left border is found on its title's line)."""
    rows = box_row(screen, title)
    left = rows[0].index(title) - 2
    right = rows[0].index("│", left + 1)
    return " ".join(line[left + 1:right].strip() for line in rows)


# ----------------------------------------------------------------------------- the move screen
def test_the_silence_the_guns_move_screen_draws_both_maps_with_the_units_in_their_boxes(tmp_path: Path) -> None:
    """Two units (Sword and Merville, the default starts), first edition, turn 1: the move
    screen draws Merville turned round above the junction and Sword, each box named as the
    notation shows it, each unit in its box, and the move choices name the same sectors."""
    screen = move_screens(screens_of(played(2, 1, 5, 35, tmp_path)))[0]
    assert len(screen.splitlines()) <= HEIGHT
    merville, sword = screen.index("Merville Battery (turned round"), screen.index("Sword Beach  under mortar fire")
    assert merville < screen.index("↕ between the maps") < sword
    assert "M14" in screen[merville:sword] and "BUNKER S16" in screen[sword:]
    assert "● 0 P0 (you)" in box_text(screen, "S1  DEF 2·3·4") and "● 1 P1" in box_text(screen, "M2  DEF 1·2·3")
    assert "● 1" not in box_text(screen, "M1  DEF 1·2·3")
    # the targets' boxes show their rules, and the choices name them as the boxes do
    assert "+1 tool/turn" in box_text(screen, "S3  DEF 3·4·5")
    assert "advance to sector S3 (3) - costs 2 courage" in screen
    # the junction's rules where they apply
    assert "↕ S12, S13" in box_text(screen, "M13  DEF 4·5·6") and "↕ M13" in box_text(screen, "S12  DEF 6·7·8")
    assert "closed until M14 is conquered: not yet" in box_text(screen, "BUNKER S16")
    assert "DEF +1 in every sector until a unit occupies M8 (no unit has been in M8 yet)" in screen


def test_the_silence_the_guns_move_screens_fit_140_by_50_with_four_units(tmp_path: Path) -> None:
    """Four units, second edition, turn 1 through the play loop (the news told as it comes):
    every screen fits; where both maps do not fit beside the choices and the news, the move
    screen draws the map of the unit to move and says which map it leaves out and who is
    there; where they fit, both."""
    screens = screens_of(played(4, 2, 2, 36, tmp_path))
    assert max(len(screen.splitlines()) for screen in screens) <= HEIGHT
    moves = move_screens(screens)
    both = [s for s in moves if "Merville Battery (turned round" in s]
    one = [s for s in moves if " not drawn" in s]
    assert both and one and len(both) + len(one) == len(moves)
    for screen in one:
        left_out = re.search(r"(Sword Beach|Merville Battery) not drawn: (.*)\(`board` draws both maps\)", screen)
        assert left_out is not None
        drawn_map = "Merville Battery" if left_out.group(1) == "Sword Beach" else "Sword Beach"
        assert screen.count("row 1") == 1 and re.search(rf"│ {drawn_map}\b", screen)
        assert re.search(r"\d P\d in [SM]\d+", left_out.group(2))  # the units over there


def test_a_screen_too_short_for_both_maps_draws_the_movers_map_then_its_map_alone_then_none() -> None:
    """The table given fewer rows leaves out the maps the move does not need: both maps, then
    the unit's map and its targets' (here the same), and last a line saying the board is left
    out (the `board` command draws it)."""
    obs, seat = first_move(4, 2, edition=2)
    names = ["P0", "P1", "P2", "P3"]
    full = rendered(render_observation(obs, names, seat, legend=False))
    assert "Merville Battery (turned round" in full
    rows = len(full.splitlines())
    shorter = rendered(render_observation(obs, names, seat, legend=False, rows=rows - 1))
    assert " not drawn: " in shorter and len(shorter.splitlines()) < rows
    none = rendered(render_observation(obs, names, seat, legend=False, rows=5))
    assert "Board not drawn" in none and "row 1" not in none


# ----------------------------------------------------------------------------- the board command
def test_the_board_command_draws_the_joined_board_with_every_rule_the_junction_and_the_legend() -> None:
    obs, seat = first_move(2, 5)
    names = ["P0", "P1"]
    con = console()
    assert VIEW.command(con, "board", obs, names)
    board = output(con)
    assert board.index("Merville Battery (turned round") < board.index("Junction") < board.index("Sword Beach  under")
    assert "M13 (33) <-> S12 (12), S13 (13): an advance" in board  # the lines of `meeple maps show`
    assert "bunker S16 closed until bunker M14 is conquered" in board
    for rule in ("stay for ever (marker kept)", "enter only with Wirecutters", "RANDOM: d6 on 1st entry",
                 "1st unit in recruits free: lieutenant", "a unit here silences the mortar",
                 "survivors may go on into S16"):
        assert rule in board, rule
    assert "Marks: " in board and "landmines on the line" in board
    assert "No board to draw" not in board


# ----------------------------------------------------------------------------- labels and notes
def test_a_crossing_move_says_the_map_entered_and_the_def_the_engine_counts_on_arrival() -> None:
    """From M13 a unit advances onto Sword Beach: the label names the map, the sector as the
    board does and its notation number, the engine's courage and its DEF on arrival (Sword
    under mortar fire: one more than printed); a move within a map says its kind only."""
    obs, seat = first_move(2, 5)
    unit = obs["units"][seat]
    unit.update(sector=33, battle_cry=False, moves=[
        {"to": 12, "courage": 3, "forward": True, "minefield": False, "bunker": False, "def_on_arrival": 7},
        {"to": 32, "courage": 0, "forward": False, "minefield": False, "bunker": False, "def_on_arrival": 3},
    ])
    names = ["P0", "P1"]
    assert str(describe_action("move 12", obs, names)) == (
        "onto Sword Beach: advance to sector S12 (12) - costs 3 courage - DEF there 6·7·8 (DEF 7 on arrival)"
        " - +1 star/turn")
    assert str(describe_action("move 32", obs, names)).startswith(
        "move sideways to sector M12 (32) - DEF there 3·4·5 - MGF ×1; -1 courage/turn")
    unit["moves"][0]["def_on_arrival"] = 6  # the mortar silenced: the printed DEF, nothing more said
    assert "on arrival" not in str(describe_action("move 12", obs, names))
    assert str(describe_action("stay", obs, names)).startswith("stay in sector M13")


def test_the_junction_notes_say_what_the_observation_says_of_the_mortar_and_the_closed_bunker() -> None:
    """The observation's facts beside the scenario's rules: who has been in M8 (the units'
    `visited`), who conquered M14 (`board_marks`); whether a rule holds now is the engine's."""
    obs, seat = first_move(2, 5)
    obs["phase"] = "over"
    obs["units"][1]["visited"] = [22, 25, 28]
    obs["board_marks"]["bunkers_conquered"] = [[34, 1]]
    text = rendered(render_observation(obs, ["Ann", "Bob"], seat))
    assert "until a unit occupies M8 (Bob has been in M8)" in text
    assert "closed until M14 is conquered: conquered by Bob" in text


# ----------------------------------------------------------------------------- the news
def flat_lines(lines: list[Any]) -> list[str]:
    return [" ".join(rendered(line).split()) for line in lines]


#: Every kind of event whose sentence names a sector, on Silence the Guns' numbers
#: (Merville's n is 20 + n).
SECTOR_EVENTS: list[dict[str, Any]] = [
    {"type": "move", "seat": 1, "to": 28, "courage_spent": 2, "bunker": False},
    {"type": "move", "seat": 1, "to": 34, "courage_spent": 0, "bunker": True},
    {"type": "move", "seat": 0, "to": 33, "retreat": True},
    {"type": "must-move", "seat": 1, "sector": 25},
    {"type": "stay", "seat": 0, "sector": 5},
    {"type": "mgf", "sector": 32, "die": 6}, {"type": "mgf", "sector": 32, "die": 2},
    {"type": "casualties", "seat": 1, "count": 0, "specialists": 0, "cause": "", "sector": 34},
    {"type": "casualties", "seat": 1, "count": 3, "specialists": 0, "cause": "fell in combat in sector 32", "sector": 32},
    {"type": "soldiers-lost", "seat": 1, "count": 3},
    {"type": "casualties", "seat": 0, "count": 2, "specialists": 0, "cause": "minefield on the way into sector 27",
     "sector": 27},
    {"type": "casualties", "seat": 1, "sector": 32, "lost": 3, "soldiers_left": 2},
    {"type": "find", "seat": 0, "item": "bazooka", "item_points": 0, "free": True, "sector": 26},
    {"type": "use", "seat": 1, "item": "mortar", "action": "use mortar 28"},
    {"type": "mgf-prevented", "sector": 28, "by": "mortar"},
    {"type": "def-cut", "sector": 31, "by": 3, "die": 3},
    {"type": "def-zero", "sector": 12},
    {"type": "mgf-silenced", "sector": 33},
    {"type": "binoculars", "seat": 0, "mgf_die": 1, "value": 2, "sector": 32},
    {"type": "use", "seat": 0, "item": "binoculars", "action": "use binoculars mgf1 2 sector 32"},
    {"type": "four-of-a-kind", "seat": 0, "sector": 29, "soldiers": -2},
    {"type": "climb", "seat": 0, "sector": 24, "skulls": 4, "success": True},
    {"type": "wire-cut", "seat": 0, "sector": 23},
    {"type": "swap-sectors", "seat": 0, "with": 1, "sectors": [28, 5]},
    {"type": "unit-lost", "seat": 1, "sector": 32, "cause": "wiped out in sector 32"},
]


def test_on_silence_the_guns_the_news_says_a_unit_moves_to_sector_m8(tmp_path: Path) -> None:
    """Through the play loop (the view reads each observation before the news): the news
    names Merville's sectors as the board does -- and no line of any screen names a sector
    by its number alone."""
    text = played(2, 1, 5, 120, tmp_path)
    assert "P1 moves to sector M8 (spends 2 courage)" in text
    assert "Machine-gun fire on sector M8: " in text and "P1 loses 5 soldiers in sector M8" in text
    assert re.search(r"P0 moves to sector S\d+", text)
    assert not re.search(r"sector \d", text)


def test_a_spectators_news_names_the_sectors_as_the_board_does_from_the_first_move(tmp_path: Path) -> None:
    """No person plays: the news is told as it happens, before any table is drawn; its sectors
    are still named S5 and M12, never by their bare numbers."""
    con = console()
    run_play(con, GAME, "P0=heuristic", 3, None, tmp_path / "game.json", {"map": MAP})
    moves = re.findall(r"moves to sector (\S+) ", output(con))
    assert moves and all(re.fullmatch(r"[SM]\d+", sector) for sector in moves), moves


def test_machine_gun_fire_names_the_merville_sector_and_every_sentence_its_sectors() -> None:
    """Every sentence naming a sector names it as the board does once the view has seen an
    observation of the joined board (the engine's causes of casualties too)."""
    obs, seat = first_move(2, 5)
    names = ["Ann", "Bob"]
    view = DDayDiceView()
    view.observe(obs, names, seat)
    assert flat_lines(view.events(SECTOR_EVENTS, names, seat)) == [
        "Bob moves to sector M8 (spends 2 courage)",
        "Bob storms the bunker, sector M14",
        "Ann retreats down the cliff to sector M13",
        "Bob must leave sector M5 next move (its marker shows must-move)",
        "Ann stays in sector S5",
        "Machine-gun fire on sector M12: 6 + 2",
        "Bob loses no soldiers in sector M14",
        "Bob loses 3 soldiers in sector M12",
        "Ann takes 2 casualties (minefield on the way into sector M7)",
        "Bob loses 3 soldiers in sector M12 (2 left)",
        "Ann finds the Bazooka lying in sector M6, for free",
        "Bob uses the Mortar: no machine-gun fire in sector M8 this turn",
        "The DEF of sector M11 is cut by 3 this turn (the Gammon Bomb rolls 3)",
        "The DEF of sector S12 is 0 this turn",
        "The machine guns of sector M13 are silenced for good (Grenadier)",
        "Ann's Binoculars: machine-gun die 1 of sector M12 now shows 2",
        "Ann uses the Binoculars: machine-gun die 1 of sector M12 becomes 2",
        "Ann shows four of a kind in sector M9: -2 soldiers",
        "Ann climbs the cliff of sector M4 (4 skulls): the advance is open this turn",
        "Ann cuts the wire in sector M3 (Wirecutters)",
        "Ann's War Correspondent swaps sectors with Bob: now in sector M8, and Bob in sector S5",
        "Bob is lost: wiped out in sector M12",
    ]


def test_news_told_before_any_observation_names_the_sectors_by_number() -> None:
    """A viewer that has seen no observation (a spectator's news: its table is drawn only at
    the end) cannot know the board: the sectors keep the game's numbers."""
    lines = flat_lines(describe_events(SECTOR_EVENTS, ["Ann", "Bob"], None))
    assert lines[0] == "Bob moves to sector 28 (spends 2 courage)"
    assert "Machine-gun fire on sector 32: 6 + 2" in lines and "Bob is lost: wiped out in sector 32" in lines


def test_single_map_news_names_sectors_by_number_as_before() -> None:
    """One map: the board numbers its sectors, and so does the news, the observation seen."""
    game = get_game(GAME)
    session = Session(game, parse_seats(game, "human,human"), 5, {"map": "omaha-beach"})
    session.settle_chance()
    obs = session.state.observation(0)
    assert not obs.get("sector_labels")
    view, names = DDayDiceView(), ["Ann", "Bob"]
    view.observe(obs, names, 0)
    events = [{"type": "move", "seat": 0, "to": 5, "courage_spent": 1, "bunker": False},
              {"type": "mgf", "sector": 8, "die": 6},
              {"type": "casualties", "seat": 1, "count": 0, "specialists": 0, "cause": "", "sector": 4},
              {"type": "unit-lost", "seat": 1, "sector": 4, "cause": "wiped out in sector 4"}]
    assert flat_lines(view.events(events, names, 0)) == [
        "Ann moves to sector 5 (spends 1 courage)", "Machine-gun fire on sector 8: 6",
        "Bob loses no soldiers in sector 4", "Bob is lost: wiped out in sector 4"]


def test_the_labels_and_the_status_name_the_sector_as_the_board_does() -> None:
    """A label names a sector as the board does, with its number where the notation gives it
    (as the move labels do); a lost unit's cause names its sector as the board does."""
    obs, seat = first_move(2, 5)
    obs["units"][seat]["sector"] = 33
    names = ["Ann", "Bob"]
    assert str(describe_action("sacrifice grenadier", obs, names)) == (
        "sacrifice your Grenadier - no machine-gun fire in sector M13 for the rest of the game")
    assert str(describe_action("use mortar 28", obs, names)).endswith("no machine-gun fire in sector M8 (28) this turn")
    assert str(describe_action("use grenade", obs, names)).endswith("in your sector (M13) this turn")
    assert str(describe_action("use binoculars mgf1 2 sector 32", obs, names)).endswith(
        "machine-gun die 1 of sector M12 (32) becomes 2")
    lost = {"lost": True, "lost_cause": "fell in combat in sector 32"}
    assert str(status_text(lost, None, obs)) == "LOST: fell in combat in sector M12"

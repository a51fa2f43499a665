"""`meeple play dday-dice`: the terminal game of D-Day Dice (Exercise Tiger's Practice Run),
driven with scripted answers on stdin, and its rendering read as a person reads it."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable, Union

from play_helpers import console as play_console, output, rendered as play_rendered, seat_moves

from rich.console import Console
from typer.testing import CliRunner

from meeple.agents import make_agent
from meeple.cli.dday_dice.actions import describe_action
from meeple.cli.dday_dice.cards_table import effects_text, reserve_line
from meeple.cli.dday_dice.events import describe_event, describe_events
from meeple.cli.dday_dice.styles import TAG_STYLES, rich_text, tag_style
from meeple.cli.dday_dice.table import render_observation
from meeple.cli.main import app
from meeple.cli.play import run_play
from meeple.cli.seats import parse_seats
from meeple.engine.record import GameRecord, load_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.games.dday_dice.words import tags
from meeple.games.dday_dice.words.card_event_words import CARD_SENTENCES
from meeple.games.dday_dice.words.dice_event_words import DICE_SENTENCES
from meeple.games.dday_dice.words.event_words import EVENT_SENTENCES
from meeple.games.dday_dice.words.sector_event_words import SECTOR_SENTENCES
from meeple.games.dday_dice.words.turn_event_words import TURN_SENTENCES

GAME = "dday-dice"
MAP = "exercise-tiger-practice"
OPTIONS = {"map": MAP}
Answer = Union[str, Callable[[], str]]


#: Wide enough to keep the lines these tests read whole.
TEST_WIDTH = 110


def console() -> Console:
    """A plain console writing to memory, :data:`TEST_WIDTH` columns wide."""
    return play_console(TEST_WIDTH)


def rendered(renderable: object) -> str:
    return play_rendered(renderable, TEST_WIDTH)


def flat(text: str) -> str:
    """The screen's words in one line, without the panel's borders (to read wrapped lines)."""
    return " ".join(w for w in text.split() if w != "│")


def session(seats: str, seed: int) -> Session:
    game = get_game(GAME)
    new = Session(game, parse_seats(game, seats), seed, OPTIONS)
    new.settle_chance()
    return new


def legal(s: Session, seat: int) -> list[str]:
    return [s.game.format_action(a) for a in s.state.legal_actions(seat)]


def first_move_phase_obs(seed: int = 4) -> dict[str, Any]:
    """Seat 0's observation at its first Phase 4 decision (heuristic bots play until then)."""
    s = session("human,human", seed)
    bot = make_agent(s.game, "heuristic", seed)
    while s.state.observation(0)["phase"] != "move" or 0 not in s.state.current_players():
        seat = s.state.current_players()[0]
        s.act(seat, bot.choose(s.state, seat))
        s.settle_chance()
    return s.state.observation(0)


# ----------------------------------------------------------------------------- games
def test_a_game_of_two_bots_plays_to_the_end_and_prints_the_result(tmp_path: Path) -> None:
    con, save = console(), tmp_path / "game.json"
    run_play(con, GAME, "heuristic,heuristic", 4, None, save, OPTIONS)
    text = output(con)
    record = load_record(save)
    assert record.result is not None and replay_record(record).state.is_over()
    assert "heuristic-0 rolls: " in text and "'s Final Tally: " in text
    assert "Game over after turn" in text
    final = text.split("Final result", 1)[1]
    assert "Victory points" in final
    for vp in record.result["victory_points"]:
        assert str(vp) in final
    assert f"Team victory points (the lowest unit's): {record.result['team_victory_points']}" in final
    assert "The Practice Run is over" in final


def test_a_human_answers_by_number_then_by_notation(tmp_path: Path, answers) -> None:
    save = tmp_path / "game.json"
    first = legal(session("human,heuristic", 7), 0)[0]
    answers(["1", "lock b2"])
    run_play(console(), GAME, "Ann=human,heuristic", 7, None, save, OPTIONS)
    assert first == "lock r1"
    assert seat_moves(load_record(save), 0) == ["lock r1", "lock b2"]


def test_the_screen_shows_the_dice_the_units_and_labelled_choices(tmp_path: Path, answers) -> None:
    con = console()
    answers(["1", "lock b2"])
    run_play(con, GAME, "Ann=human,Bob=heuristic", 7, None, tmp_path / "game.json", OPTIONS)
    text = output(con)
    assert "Ann (seat 0) to act" in text
    assert "Ann rolls: " in text and "Bob rolls: " in text  # the news: both units' first roll
    assert "Ann's dice - roll 1 of 3 - 0 dice locked" in text
    assert "On the table: " in text and "Skull, Star and Tool results do not count on this map" in text
    for header in ("Unit", "Sector", "Marker", "Soldiers", "Courage", "Stars", "Item pts", "Specialists", "Status"):
        assert header in text
    assert "0 Ann (you)" in text and "on the beach" in text and "landing" in text
    assert " 1  lock r1  lock Red 1 (" in text
    assert "Ann locks  r1" in text  # news of the first answer before the second prompt
    assert "Ann's dice - roll 1 of 3 - 1 die locked" in text
    # after two locks: reroll or stop; the 15 rerolls grouped under one line, a cell each
    assert "keep all six dice: this is your Final Tally" in text
    assert "reroll <dice>  reroll the dice named (your dice above show their faces); keep and lock the others" in text
    assert re.search(r"2 dice +6 r2,w1 +7 r2,w2", text)


def test_a_bad_answer_re_prompts_with_the_reason_and_changes_nothing(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers(["stop", "move 5", "reroll r1,r1", "42", "fly", "lock w1"])
    run_play(con, GAME, "human,heuristic", 7, None, save, OPTIONS)
    text = output(con)
    assert "'stop' is not legal for unit 0 now (roll phase)" in text
    assert "'move 5' is not legal for unit 0 now" in text
    assert "a die is named twice" in text
    assert "there is no choice 42" in text
    assert "unknown action 'fly'" in text
    assert text.count("Answer 1-6, a move's notation, `card <name>` (a card's text), or `help`.") == 5
    assert seat_moves(load_record(save), 0) == ["lock w1"]


def test_save_then_resume_continues_exactly(tmp_path: Path, answers) -> None:
    whole, part = tmp_path / "whole.json", tmp_path / "part.json"
    answers(["1"] * 8)
    run_play(console(), GAME, "human,heuristic", 11, None, whole, OPTIONS)
    reference = load_record(whole)

    con = console()
    seen: list[GameRecord] = []
    answers(["1", "1", "save", lambda: seen.append(load_record(part)) or "quit"])
    run_play(con, GAME, "human,heuristic", 11, None, part, OPTIONS)
    assert f"Game saved to {part}" in output(con) and f"meeple play --resume {part}" in output(con)
    assert seat_moves(seen[0], 0) == seat_moves(reference, 0)[:2]

    con = console()
    answers(["1"] * 6)
    run_play(con, GAME, "human,heuristic", None, part, part, OPTIONS)
    assert "Resumed D-Day Dice" in output(con)
    assert load_record(part).moves == reference.moves


def test_hot_seat_both_people_play_and_see_each_others_news(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers(["1", "1", "stop", "1", "1", "stop"])
    run_play(con, GAME, "Ann=human,Bob=human", 4, None, save, OPTIONS)
    text = output(con)
    assert "Pass the keyboard" not in text  # nothing is private in D-Day Dice
    bob = text.split("Bob (seat 1) to act", 1)[1]
    assert "Ann locks  r1  and  r2" in bob and "Ann's Final Tally: " in bob
    assert "Bob's dice - roll 1 of 3" in bob and "Ann's dice (Final Tally): " in bob
    record = load_record(save)
    assert seat_moves(record, 0) == ["lock r1", "lock r2", "stop"]
    assert seat_moves(record, 1) == ["lock r1", "lock r2", "stop"]


def test_the_command_line_plays_the_practice_run(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    result = CliRunner().invoke(
        app, ["play", GAME, "--map", MAP, "--players", "2", "--seed", "5", "--save", str(save)], input="1\nlock b2\n")
    assert result.exit_code == 0, result.output
    assert "End of input" in result.output and "lock Red 1" in result.output
    assert seat_moves(load_record(save), 0) == ["lock r1", "lock b2"]


# ----------------------------------------------------------------------------- rendering
def test_the_map_shows_every_sector_and_the_units_in_theirs() -> None:
    obs = first_move_phase_obs()
    text = rendered(render_observation(obs, ["Ann", "Bob"], 0))
    assert "BUNKER 11  DEF 8" in text and "enter: courage 3" in text
    assert "4  DEF ■2■  can't stay" in text and "10  DEF 4·5·6" in text
    assert "● 0 Ann (you)" in text and "● 1 Bob" in text
    assert "courage 2" in text  # the courage to cross a row line, at its left end
    assert "mines" not in text and "†" not in text  # ignored features and reconstruction marks stay out
    assert "Phase 4: move" in text and "Ann's dice" not in text  # the move's screen is the board's: the dice wait


def test_move_labels_say_where_what_it_costs_and_the_def_there() -> None:
    obs = first_move_phase_obs()
    names = ["Ann", "Bob"]
    unit = obs["units"][0]
    unit.update(sector=4, marker=1, battle_cry=False)
    unit.pop("def_here", None)  # the test moves the unit by hand: the engine's figures no longer apply
    unit.pop("moves", None)
    assert str(describe_action("move 5", obs, names)) == "move sideways to sector 5 - DEF there 2·3·4"
    assert str(describe_action("move 7", obs, names)) == "advance to sector 7 - costs 2 courage - DEF there 3·4·5"
    unit.update(sector=10)
    assert str(describe_action("move 11", obs, names)) == "enter the BUNKER (sector 11) - costs 3 courage - DEF there 8"
    unit["battle_cry"] = True
    assert "free with your Battle Cry" in str(describe_action("move 11", obs, names))
    unit.update(sector=2, marker=2)
    assert str(describe_action("stay", obs, names)) == "stay in sector 2 - DEF 2 this turn (2nd turn there)"
    assert "black shield: one turn only" in str(describe_action("move 4", obs, names))
    assert str(describe_action("battle-cry move", obs, names)).startswith("Battle Cry: move this turn without paying courage")
    assert str(describe_action("battle-cry soldiers", obs, names)) == "Battle Cry: take 3 soldiers"
    assert str(describe_action("reinforce 1", obs, names)).startswith("Reinforcements: 4 more soldiers to Bob")


def test_the_board_and_the_move_choices_show_each_sectors_rules_and_a_legend_of_its_marks() -> None:
    """Omaha Beach: the play screen is the player's only board, so its boxes carry the rules
    `meeple maps show` draws (machine-gun fire, bonuses and penalties per turn, "1 unit max",
    "no new item"), a line says what the marks mean, and a move or a stay names the rules of
    its sector."""
    obs = omaha_obs()
    obs["phase"] = "move"
    unit = obs["units"][0]
    unit.update(sector=2, marker=2, battle_cry=False, courage=3)
    unit.pop("moves", None)
    unit.pop("def_here", None)
    text = rendered(render_observation(obs, ["Ann", "Bob"], 0))
    for rule in ("MGF ×2, a 6: -1", "+1 soldier/turn", "+1 star/turn", "+1 tool/turn", "-1 courage/turn",
                 "1 unit max", "no new item", "enter: courage 4"):
        assert rule in text, rule
    legend = flat(text).split("Marks: ", 1)[1]
    assert "≈≈ mines landmines on the line: crossing it costs a d6 of soldiers" in legend
    assert "MGF ×n roll n d6, added to DEF" in legend and "+n X/turn, -n X/turn colourless results" in legend
    names = ["Ann", "Bob"]
    assert str(describe_action("move 5", obs, names)) == (
        "advance to sector 5 - costs 2 courage - DEF there 3·4·5 - MGF ×2, a 6: -1 specialist")
    assert str(describe_action("move 4", obs, names)) == "advance to sector 4 - costs 2 courage - DEF there 3·4·5"
    assert str(describe_action("stay", obs, names)) == "stay in sector 2 - DEF 3 this turn (2nd turn there) - +1 tool/turn"
    unit.update(sector=9)
    assert str(describe_action("move 10", obs, names)) == (
        "enter the BUNKER (sector 10) - costs 4 courage - DEF there 12 - MGF ×1")  # its courage said once
    unit.update(sector=6)
    assert str(describe_action("move 8", obs, names)).endswith("- 1 unit max")
    assert str(describe_action("move 7", obs, names)).endswith("- MGF ×1; no new item")
    # the play screen (no legend: the `board` and `legend` commands): a move's targets known, the
    # boxes show the rules of those sectors and of those with units only
    unit.update(sector=2, moves=[{"to": 1}, {"to": 4}, {"to": 5}])
    text = rendered(render_observation(obs, ["Ann", "Bob"], 0, legend=False))
    assert "+1 tool/turn" in text and "MGF ×2, a 6: -1" in text  # Ann's sector 2, and sector 5
    assert "1 unit max" not in text and "+1 star/turn" not in text and "+1 soldier/turn" not in text
    assert "Marks:" not in text and "BUNKER 10  DEF 12" in text
    # Phase 3 is not played on the board: it waits, the units table says where each unit is
    obs["phase"] = "supply"
    text = rendered(render_observation(obs, ["Ann", "Bob"], 0))
    assert "BUNKER" not in text and "MGF" not in text and "Marks:" not in text
    assert re.search(r"0 Ann \(you\) +2 DEF 2·3·4", text)


def test_a_board_whose_form_ignores_its_attributes_shows_none_and_no_legend() -> None:
    text = rendered(render_observation(first_move_phase_obs(), ["Ann", "Bob"], 0))
    assert "MGF" not in text and "/turn" not in text and "Marks:" not in text


def test_dice_labels_name_the_colour_and_the_face() -> None:
    obs = first_move_phase_obs()
    unit = obs["units"][0]
    unit.update(dice={"r1": "courage", "r2": "skull", "w1": "star", "w2": "soldier", "b1": "soldiers", "b2": "tool"},
                locked=["r1", "b2"])
    names = ["Ann", "Bob"]
    assert str(describe_action("lock r1", obs, names)) == "lock Red 1 (⚑ Courage)"
    assert str(describe_action("reroll r2,w1", obs, names)) == "reroll Red 2 (Skull) and White 1 (Star); keep and lock w2, b1"
    assert str(describe_action("stop", obs, names)) == "keep all six dice: this is your Final Tally"


def test_events_read_as_sentences() -> None:
    names = ["Ann", "Bob"]
    faces = ["courage", "skull", "star", "soldier", "soldiers", "tool"]
    roll = [{"type": "die", "seat": 0, "die": d, "face": f} for d, f in zip(["r1", "r2", "w1", "w2", "b1", "b2"], faces)]
    events = [
        {"type": "phase", "phase": "roll", "turn": 3}, *roll,
        {"type": "lock", "seat": 0, "die": "r1"}, {"type": "lock", "seat": 0, "die": "b2"},
        {"type": "reroll", "seat": 0, "dice": ["r2", "w1"]},
        {"type": "die", "seat": 0, "die": "r2", "face": "courage"}, {"type": "die", "seat": 0, "die": "w1", "face": "star"},
        {"type": "rwb", "seat": 1, "bonus": "fresh-troops", "grants": {"soldiers": 6}},
        {"type": "resources", "seat": 0, "soldiers": 3, "courage": 1},
        {"type": "reinforcements", "seat": 1, "to": 0, "soldiers": 4},
        {"type": "must-move", "seat": 1, "sector": 4},
        {"type": "move", "seat": 0, "to": 5, "courage_spent": 1, "bunker": False},
        {"type": "move", "seat": 1, "to": 11, "courage_spent": 3, "bunker": True},
        {"type": "casualties", "seat": 1, "sector": 4, "lost": 3, "soldiers_left": 2},
        {"type": "casualties", "seat": 1, "count": 3, "specialists": 0, "cause": "fell in combat in sector 4", "sector": 4},
        {"type": "soldiers-lost", "seat": 1, "count": 3},
        {"type": "mgf", "sector": 8, "die": 6}, {"type": "mgf", "sector": 8, "die": 2},
        {"type": "safe", "seat": 0, "turn": 3},
        {"type": "unit-lost", "seat": 1, "sector": 4, "cause": "wiped out in sector 4"},
        {"type": "game-over", "result": "practice-over", "turn": 3},
    ]
    lines = [rendered(line).strip() for line in describe_events(events, names, None)]
    assert lines == [
        "-- Turn 3 --",
        "Ann rolls:  r1  ⚑ Courage,  r2  ☠ Skull,  w1  ★ Star,  w2  ♟ 1 Soldier,  b1  ♟♟ 2 Soldiers,  b2  ⚒ Tool",
        "Ann locks  r1  and  b2",
        "Ann rerolls:  r2  ⚑ Courage,  w1  ★ Star",
        "Bob rolls Red, White and Blue: Fresh Troops! (+6 soldiers)",
        "Ann gains 3 soldiers and 1 courage from the Final Tally and any colourless results",  # no count told
        "Bob sends 4 soldiers to Ann (Reinforcements)",
        "Bob must leave sector 4 next move (its marker shows must-move)",
        "Ann moves to sector 5 (spends 1 courage)",
        "Bob storms the bunker, sector 11 (spends 3 courage)",
        "Bob loses 3 soldiers in sector 4 (2 left)",
        "Bob loses 3 soldiers in sector 4",
        "Machine-gun fire on sector 8: 6 + 2",
        "Ann is safe in the bunker!",
        "Bob is lost: wiped out in sector 4",
        "Game over after turn 3: The Practice Run is over: no unit is left on the beach",
    ]



#: An event of each kind the game emits that once printed raw (``kind: key=value``), shaped as the
#: game emits it (src/meeple/games/dday_dice: bunkers, joined_maps, explosives, sector_rewards,
#: random_sectors, binoculars_dice, handful_of_warriors).
EMITTED_EVENTS: list[dict[str, Any]] = [
    {"type": "bunker-conquered", "seat": 0, "bunker": 11},
    {"type": "goes-on", "seat": 0, "bunker": 11, "bunkers_left": [12]},
    {"type": "go-on-or-retire", "seat": 1, "bunker": 34},
    {"type": "go-on", "seat": 1, "bunker": 34},
    {"type": "retire", "seat": 1, "bunker": 34},
    {"type": "bunker-doors", "seat": 0, "sector": 11},
    {"type": "explosives", "seat": 0, "card": "grenade", "symbols": 1},
    {"type": "bunker-doors-open", "seat": 0, "sector": 11},
    {"type": "sector-medal", "seat": 1, "sector": 8},
    {"type": "sector-medal", "seat": 1, "sector": 8, "medal": None},
    {"type": "draw-medal", "seat": 1},
    {"type": "random-sector-roll", "seat": 0, "sector": 6},
    {"type": "random-sector", "seat": 0, "sector": 6, "roll": 4, "attribute": "Shelter"},
    {"type": "random-sector", "seat": 1, "sector": 6, "roll": 1, "attribute": "Mortar fire", "binoculars": True},
    {"type": "die-rolled", "purpose": "mine", "die": 5, "binoculars_holder": 1},
    {"type": "sector-fire", "seat": 0, "sector": 6, "die": 3},
    {"type": "handful-of-warriors", "seat": 0, "gained": 7, "kept": 3},
    {"type": "recruit", "seat": 0, "specialist": "lieutenant", "stars": 0, "how": "sector 5"},
    {"type": "use", "seat": 1, "item": "binoculars", "action": "use binoculars roll 2", "purpose": "mine",
     "from": 5, "to": 2},
]


def test_every_event_the_game_emits_reads_as_a_sentence() -> None:
    names = ["P0", "P1"]
    lines = {e["type"] + str(i): flat(rendered(describe_event(e, names, None))) for i, e in enumerate(EMITTED_EVENTS)}
    for line in lines.values():
        assert not re.search(r"\w=", line), line
    assert lines["bunker-conquered0"] == "P0 conquers the bunker, sector 11"
    assert lines["goes-on1"] == "P0 stays in play in the bunker, sector 11, to go on to the next (still to conquer: 12)"
    assert lines["explosives6"] == "P0 discards the Grenade for the bunker's doors (1 explosion symbol)"
    assert lines["sector-medal9"] == "P1 is the first into sector 8, but no award is left to win"
    assert lines["random-sector12"] == "Random sector 6 rolls 4: Shelter, for the rest of the game"
    assert lines["die-rolled14"] == "The landmines die rolls 5: P1 may change it with the Binoculars"
    assert lines["handful-of-warriors16"] == "P0 keeps 3 of the 7 soldiers gained in upkeep (A Handful of Warriors)"
    assert lines["recruit17"] == "P0 recruits Lieutenant for free, first into sector 5"
    assert lines["use18"] == "P1 uses the Binoculars: the d6 rolled becomes a 2"
    joined = {"sector_labels": {"34": "M14"}}  # Silence the Guns names Merville's bunker as its board does
    assert flat(rendered(describe_event(EMITTED_EVENTS[2], names, None, joined))) == (
        "P1 holds the bunker, sector M14: it may go on towards the other bunker, or retire safe")


def test_the_first_edition_says_award_and_the_second_medal() -> None:
    """The cards the engine names medals are Awards in the first edition's English rulebook and
    Medals in the second's (shared/seeds/README.md): the reserve, the news and the labels say
    the edition's word; a Straight is the full set of faces."""
    game = get_game("dday-dice")
    for edition, word in ((1, "award"), (2, "medal")):
        obs = Session(game, parse_seats(game, "P0=human"), 3, {"map": "omaha-beach", "edition": edition}
                      ).state.observation(0)
        assert f"{word} deck: " in flat(rendered(reserve_line(obs, None)))
        assert flat(rendered(describe_action("buy medal", obs, ["P0"]))).startswith(f"buy an {word}" if word == "award"
                                                                                    else f"buy a {word}")
        news = describe_events([{"type": "medal", "seat": 0, "medal": "bronze-star", "how": "drawn"},
                                {"type": "medal", "seat": 0, "medal": "purple-heart", "how": "full set"}],
                               ["P0"], 0, obs)
        assert [flat(rendered(line)) for line in news] == [f"P0 draws the Bronze Star from the {word} deck",
                                                           "P0 wins the Purple Heart (for a Straight)"]


def test_every_tag_of_the_games_words_has_a_terminal_style() -> None:
    """The words are the game's, the colours the terminal's: each tag the words use is drawn
    in a style of its own choosing (a seat's colour, a die's chip)."""
    assert all(tag in TAG_STYLES for tag in tags.TAGS)
    assert tag_style("seat-5") == tag_style("seat-1") and rich_text([("r1", "die-red")]).plain == " r1 "


def test_each_event_type_has_one_sentence_in_one_table() -> None:
    """The turn's, the dice's, the cards' and the maps' sentences are four tables; none names
    a type another names (a merge would hide one of the two)."""
    tables = [TURN_SENTENCES, DICE_SENTENCES, CARD_SENTENCES, SECTOR_SENTENCES]
    assert sum(len(t) for t in tables) == len(EVENT_SENTENCES)
    assert {e["type"] for e in EMITTED_EVENTS} <= set(EVENT_SENTENCES)


#: The audit's solo game on Omaha Beach, seed 5 (/tmp/audit9 rep/dd_seed5.txt): three turns,
#: to turn 3's Phase 3; then ``find binoculars`` reaches turn 3's move (rep/dd5b.txt).
AUDIT_SEED_5 = ["lock r1", "lock w2", "reroll w1,b1,r2", "reroll r2", "find walkie-talkie", "use walkie-talkie",
                "recruit scout", "stay", "1", "lock b1", "lock b2", "reroll r1,r2", "reroll r1", "recruit hero",
                "move 2", "hero courage", "1", "lock r2", "lock w2", "reroll w1,b1", "reroll w1,b1"]


def test_upkeep_gains_that_the_final_count_does_not_explain_say_how_much_comes_from_other_sources(
        tmp_path: Path, answers) -> None:
    """The audit's solo game on Omaha Beach (seed 5): with a Scout, turn 2's Final Tally shows no
    tool yet earns 1 item point; in sector 2 (+1 tool a turn), turn 3's two tools earn 12. The
    colourless results are in no event: the log says how much of each total they make."""
    con = console()
    answers(AUDIT_SEED_5)
    run_play(con, GAME, "human", 5, None, tmp_path / "game.json", OMAHA)
    lines = re.findall(r"P0 gains .*? (?:from the Final Tally|in upkeep)", flat(output(con)))
    assert lines == [
        "P0 gains 5 soldiers and 6 item points from the Final Tally",
        "P0 gains 5 soldiers and 3 stars and 1 item point (Final Tally 0 + other sources 1) in upkeep",
        "P0 gains 2 soldiers and 2 courage and 1 star and 12 item points (Final Tally 3 + other sources 9) in upkeep",
    ]


def test_the_gains_say_how_much_of_each_total_the_final_tally_earns_as_the_event_states() -> None:
    """The game states what the Final Tally earns alone (the ``resources`` event's sources,
    after its skulls, added results and rerolls: tests/games/dday_dice/test_dday_words_facts.py);
    an event without its sources claims no split."""
    names = ["Ann", "Bob"]
    gains = {"type": "resources", "seat": 0, "soldiers": 2, "courage": 2, "stars": 1, "item_points": 1}

    def told(final_tally: dict[str, int] | None) -> str:
        event = dict(gains, sources={"final_tally": final_tally}) if final_tally is not None else gains
        return flat(rendered(describe_events([event], names, None)[-1]))

    assert told({"soldiers": 2, "courage": 2, "stars": 1, "item_points": 1}) == (
        "Ann gains 2 soldiers and 2 courage and 1 star and 1 item point from the Final Tally")
    assert told({"soldiers": 2, "courage": 1, "stars": 2, "item_points": 1}) == (
        "Ann gains 2 soldiers and 2 courage (Final Tally 1 + other sources 1) and 1 star "
        "(Final Tally 2 + other sources -1) and 1 item point in upkeep")
    assert told({"soldiers": 2, "courage": 1, "stars": 0, "item_points": 1}) == (
        "Ann gains 2 soldiers and 2 courage (Final Tally 1 + other sources 1) and 1 star (Final Tally 0 + other sources 1) "
        "and 1 item point in upkeep")
    assert told(None) == (
        "Ann gains 2 soldiers and 2 courage and 1 star and 1 item point from the Final Tally and any colourless results")


def test_a_final_count_tells_the_dice_locked_on_the_first_roll_from_those_kept(tmp_path: Path, answers) -> None:
    """The audit's game, turn 3: r2 and w2 were locked on the first roll, the rest kept after
    rerolls; the Corporal's "locked die" is the first kind, and the screen says which -- on
    the dice's line once Phase 1 is over, and in the boxes at the end of Phase 1."""
    con = console()
    answers([*AUDIT_SEED_5, "find binoculars"])
    run_play(con, GAME, "human", 5, None, tmp_path / "game.json", OMAHA)
    screen = output(con).rsplit("turn 3 - Phase 3: recruit", 1)[1].split("P0>", 1)[0]
    assert "P0's dice - Final Tally (after 3 rolls): " in screen and "━━ locked ━━" not in screen
    first_turn = output(con).split("turn 1 - Phase 3: recruit", 1)[1].split("P0>", 1)[0]  # its roll began before the log
    assert "; locked on the first roll: r1, w2" in flat(first_turn)
    assert "; locked on the first roll: r2, w2" in flat(screen)
    obs = replay_record(load_record(tmp_path / "game.json")).state.observation(0)
    obs["phase"] = "final-count"  # the end of Phase 1, where the Corporal and the Jeep reroll
    end_of_phase_1 = rendered(render_observation(obs, ["P0"], 0))
    assert end_of_phase_1.count("━━ locked ━━") == 2 and end_of_phase_1.count("─── kept ───") == 4
    assert "; locked on the first roll: r2, w2 (no Corporal or Jeep reroll)" in flat(end_of_phase_1)


def test_without_the_log_of_the_first_roll_a_final_count_still_tells_its_locks() -> None:
    """A screen drawn without the turn's log (a game resumed after its first roll) tells the
    locks the observation states (each unit's ``first_locks``): on the dice's line once
    counted, and in the boxes at the end of Phase 1."""
    obs = first_move_phase_obs()
    locks = obs["units"][0]["first_locks"]
    assert len(locks) == 2
    obs["phase"] = "combat"  # the dice's line once counted (the move's screen leaves it out)
    text = flat(rendered(render_observation(obs, ["Ann", "Bob"], 0)))
    assert "Ann's dice - Final Tally" in text and f"; locked on the first roll: {', '.join(locks)}" in text
    obs["phase"] = "final-count"  # the boxes of the end of Phase 1
    text = rendered(render_observation(obs, ["Ann", "Bob"], 0))
    assert text.count("━━ locked ━━") == 2 and text.count("─── kept ───") == 4 and " final ━" not in text


def test_a_game_resumed_after_its_first_roll_knows_its_locks_and_not_another_games(tmp_path: Path, answers) -> None:
    """Saved after the two locks of turn 3's first roll and resumed: the screen reads the locks
    from the observation (up to the first reroll they are the first roll's), never from the
    game played before in the same terminal (turn 3 too, other locks)."""
    part = tmp_path / "part.json"
    answers([*AUDIT_SEED_5[:17], "lock b1", "lock b2", "quit"])  # turn 3: other locks than the audit's
    run_play(console(), GAME, "human", 5, None, part, OMAHA)
    con = console()
    answers([*AUDIT_SEED_5, "find binoculars"])
    run_play(con, GAME, "human", 5, None, tmp_path / "whole.json", OMAHA)  # r2, w2 locked in turn 3
    con = console()
    answers(["reroll r1,r2,w1,w2", "reroll r1,r2,w1,w2", "quit"])
    run_play(con, GAME, "human", None, part, part, OMAHA)
    assert "; locked on the first roll: b1, b2 (no Corporal or Jeep reroll)" in flat(output(con))


def walkie_talkie_window() -> dict[str, Any]:
    """Seat 0's observation in Phase 5 after machine-gun fire on its sector, the Walkie-Talkie
    in hand: Omaha Beach, seed 1, heuristic bots until then (sector 9, one MGF die showing 5)."""
    s = Session(get_game(GAME), parse_seats(get_game(GAME), "human,human"), 1, OMAHA)
    s.settle_chance()
    bot = make_agent(s.game, "heuristic", 1)
    while True:
        seat = s.state.current_players()[0]
        obs = s.state.observation(seat)
        fired = str(obs["units"][0]["sector"]) in obs["mgf"]
        if seat == 0 and obs["combat_stage"] == "after-mgf" and fired and "use walkie-talkie" in legal(s, 0):
            return obs
        s.act(seat, bot.choose(s.state, seat))
        s.settle_chance()


def test_the_walkie_talkie_window_shows_what_the_sector_holds_before_the_casualties() -> None:
    obs = walkie_talkie_window()
    unit = obs["units"][0]
    text = flat(rendered(render_observation(obs, ["Ann", "Bob"], 0)))
    assert (f"Before your casualties: sector 9, DEF {unit['def_here']} this turn, machine-gun fire 5 "
            "(the game counts the casualties once every unit is done)") in text
    obs["def_cut"] = {"9": 7}
    assert f"DEF {unit['def_here']} this turn before this turn's cut" in flat(rendered(render_observation(obs, ["Ann", "Bob"], 0)))
    obs["combat_stage"] = "before-mgf"
    assert "Before your casualties" not in rendered(render_observation(obs, ["Ann", "Bob"], 0))


def test_a_move_missing_because_the_sector_was_visited_says_so(tmp_path: Path, answers) -> None:
    """The audit's game: from sector 2, the board's sideways move back to 1 is not offered; on
    turn 1 the advances from sector 1 cost more courage than the unit has. The game states why
    (``moves_excluded``), the screen says it."""
    con = console()
    answers([*AUDIT_SEED_5, "find binoculars"])
    run_play(con, GAME, "human", 5, None, tmp_path / "game.json", OMAHA)
    screen = output(con).rsplit("turn 3 - Phase 4: move", 1)[1]
    assert "No move to sector 1: already visited (a unit never enters a sector twice)" in screen
    earlier = output(con).rsplit("turn 3 - Phase 4: move", 1)[0]
    assert "already visited" not in earlier and "No move to sector 3, 4: it costs 2 courage (you have 1)" in earlier


def test_the_status_column_says_safe_lost_and_why() -> None:
    obs = first_move_phase_obs()
    obs["units"][0].update(safe=True, first_in_bunker=True, sector=11)
    obs["units"][1].update(lost=True, lost_cause="had to leave sector 4 and could not", sector=4)
    text = rendered(render_observation(obs, ["Ann", "Bob"], None))
    assert "SAFE in the bunker, 1st" in text and "LOST: had to leave" in text and "could not" in text
    assert "✓ 0 Ann" in text and "✗ 1 Bob" in text


# ----------------------------------------------------------------------------- Omaha Beach: cards
OMAHA = {"map": "omaha-beach"}


def omaha_obs(seats: str = "human,human", seed: int = 3) -> dict[str, Any]:
    """Seat 0's observation at the first decision of a game on Omaha Beach (items, vehicles
    and medals in play); the tests below set the cards on the table by hand."""
    game = get_game(GAME)
    s = Session(game, parse_seats(game, seats), seed, OMAHA)
    s.settle_chance()
    return s.state.observation(0)


def test_omaha_beach_in_the_terminal_finds_uses_buys_and_plays_cards(tmp_path: Path, answers) -> None:
    """A solo game, always the first choice: Phase 3 finds the Lucky Charm and uses it, buys a
    medal, and the end of Phase 1 plays it; the screens say so at every step."""
    con = console()
    answers(["1"] * 40)
    run_play(con, GAME, "Ann=human", 10, None, tmp_path / "game.json", OMAHA)
    text = output(con)
    assert "turn 1 - Phase 3: recruit, find items and trade" in text
    assert "turn 2 - end of Phase 1: play awards and items" in text
    assert "done: nothing more to play on this Final Tally" in text
    assert "done: nothing more to recruit, find or trade this turn" in text
    # the common reserve: named with costs in Phase 3, counted otherwise; the decks
    assert "Reserve: 13 items (Walkie-Talkie 5, Mine Detector 7, Whistle 7, Binoculars 10," in text
    assert "Reserve: 13 items - used items: 0 - vehicle deck: 6 - award deck: 11" in text
    # a find costs Item Points; the item shows in the unit's cards, then is used
    assert "find lucky-charm  find Lucky Charm - 3 item points (you have 3) - +1 star or +1 courage." in text
    assert "Ann finds the Lucky Charm for 3 item points" in text
    assert "0 Ann (you)  Lucky Charm  -        -" in text
    for header in ("Items", "Vehicle", "Awards (won)"):
        assert header in text
    assert "use lucky-charm star     use the Lucky Charm: +1 star" in text
    assert "Ann uses the Lucky Charm: +1 star" in text
    assert "used items: 1" in text
    # a medal bought, held, played: its summary, the medals column, the sector effects line
    assert "buy an award drawn at random for 6 courage (you have 6, 11 in the deck)" in text
    assert "Ann pays 6 courage for an award drawn at random" in text
    assert "Ann draws the Bronze Star from the award deck" in text
    assert "Bronze Star (1 won)" in text and "award deck: 10" in text
    assert "play bronze-star  play the Bronze Star - All units may stay 1 extra turn" in text
    assert "Ann plays the Bronze Star: All units may stay 1 extra turn" in text
    assert "none held (1 won)" in text and "(played: Bronze Star)" in text
    assert "This turn: unit markers stay as they are (Bronze Star)" in text


def test_omaha_beach_two_players_on_the_command_line(tmp_path: Path) -> None:
    """`meeple play dday-dice --map omaha-beach --players 2`: the first screen shows the
    reserve and the decks; `help` lists the new commands."""
    save = tmp_path / "game.json"
    result = CliRunner().invoke(
        app, ["play", GAME, "--map", "omaha-beach", "--players", "2", "--seed", "5", "--save", str(save)],
        input="help\n1\n")
    assert result.exit_code == 0, result.output
    assert "Omaha Beach - turn 1 - Phase 1: roll the dice" in result.output
    assert "Reserve: 16 items - used items: 0 - vehicle deck: 6 - award deck: 12" in result.output
    for command in ("find <item>", "buy medal", "play <medal>", "use <item> [<args>]", "abandon <vehicle>",
                    "move <sector> decoy <seat>", "swap-sectors <seat>", "sacrifice grenadier", "deal <face>",
                    "honour <seat> <item>", "dismiss <specialist> <bonus>", "recruit <sp> patch|free"):
        assert command in result.output
    assert seat_moves(load_record(save), 0) == ["lock r1"]


def test_the_cards_table_the_reserve_and_the_sector_effects() -> None:
    obs = omaha_obs()
    ann, bob = obs["units"]
    ann.update(items=["grenade", "lucky-charm", "lucky-charm"], vehicles=["jeep"], medals=["silver-star"],
               medals_won=2, effects_this_turn=["whistle", "silver-star"], granted_rwb=["star"],
               pending=["moh:white"], photo={"r1": "star"})
    bob.update(items=[], vehicles=[], medals=[], medals_won=1)
    obs.update(phase="combat", combat_stage="after-mgf", reserve_items=["walkie-talkie", "grenade"],
               used_items=["binoculars", "mortar", "bazooka"], medal_deck_size=7, medals_played=["bronze-star"],
               vehicle_deck_size=4, vehicles_abandoned=["tank"], def_cut={"3": 7}, def_zero=[4],
               mgf_prevented=[5], mgf_silenced=[8], markers_frozen=True, wires_cut=[5], mgf={"1": [6, 2]})
    text = rendered(render_observation(obs, ["Ann", "Bob"], 0))
    assert "turn 1 - Phase 5: combat - after the machine-gun fire" in text
    for header in ("Item pts", "Items", "Vehicle", "Awards (won)", "This turn"):
        assert header in text
    assert "Grenade, Lucky Charm ×2" in text and "Jeep" in text and "Silver Star (2 won)" in text
    assert "none held (1 won)" in text
    assert "This turn" in text and "Whistle: advances without courage;" in text
    assert effects_text(ann).plain == (
        "Whistle: advances without courage; Silver Star: may move twice; RWB Leadership to collect; "
        "to choose: a white result (Medal of Honor); next turn's Final Tally is photographed")
    assert "Reserve: 2 items - used items: 3 - vehicle deck: 4 (abandoned: Tank) - award deck: 7 (played: Bronze Star)" in text
    assert ("This turn: sector 3 DEF -7; sector 4 DEF 0; no machine-gun fire in sector 5; machine guns silenced "
            "for good in sector 8; unit markers stay as they are (Bronze Star); wire cut in sector 5: the fenced "
            "sectors open from it") in flat(text)
    assert "Machine-gun fire: sector 1: mgf1 6 + mgf2 2 = 8" in text
    obs.update(phase="supply", combat_stage=None)
    text = rendered(render_observation(obs, ["Ann", "Bob"], 0))
    assert "Phase 3: recruit, find items and trade" in text
    assert "Reserve: 2 items (Walkie-Talkie 5, Grenade 10)" in text and "Machine-gun fire" not in text


def test_no_cards_table_where_the_map_has_no_cards_or_nobody_holds_one() -> None:
    text = rendered(render_observation(first_move_phase_obs(), ["Ann", "Bob"], 0))
    assert "Reserve" not in text and "Vehicle" not in text and "Medals" not in text
    text = rendered(render_observation(omaha_obs(), ["Ann", "Bob"], 0))
    assert "Reserve: 16 items" in text and "Vehicle" not in text


def test_labels_of_the_card_actions() -> None:
    obs = omaha_obs()
    names = ["Ann", "Bob"]
    ann = obs["units"][0]
    ann.update(dice={"r1": "courage", "r2": "skull", "w1": "star", "w2": "soldier", "b1": "soldiers", "b2": "tool"},
               item_points=12, courage=7, sector=3)
    obs["units"][1].update(sector=5, dice={"r1": "star", "r2": "star", "w1": "star", "w2": "star", "b1": "star", "b2": "star"})
    obs.update(mgf={"3": [6, 4]}, used_items=["grenade"], reserve_items=["walkie-talkie"])

    def label(notation: str) -> str:
        return str(describe_action(notation, obs, names))

    assert label("find walkie-talkie") == "find Walkie-Talkie - 5 item points (you have 12) - +2 soldiers."
    assert label("find grenade used").startswith("find the used Grenade - 10 item points (you have 12) - Special Find")
    assert label("buy medal") == f"buy an award drawn at random for 6 courage (you have 7, {obs['medal_deck_size']} in the deck)"
    assert label("medal silver-star").startswith("Straight: take the Silver Star - Any 1 unit may move twice")
    assert label("play croix-de-guerre") == "play the Croix de Guerre - All units gain a Battle Cry RWB bonus."
    assert label("use walkie-talkie") == "use the Walkie-Talkie: +2 soldiers"
    assert label("use lucky-charm courage") == "use the Lucky Charm: +1 courage"
    assert label("use binoculars r2 star") == "use the Binoculars: Red 2 (☠ Skull) becomes ★ Star"
    assert label("use binoculars mgf1 2") == "use the Binoculars: machine-gun die 1 (shows 6) becomes 2"
    assert label("use rangefinder b1 courage") == "use the Rangefinder: Blue 1 (♟♟ 2 Soldiers) becomes ⚑ Courage"
    assert label("use strategic-map w1 red") == "use the Strategic Map: White 1 (★ Star) becomes a red die"
    assert label("use grappling-hook blue") == "use the Grappling Hook: add a blue ☠ Skull to your Final Tally"
    assert label("use ammo-box star") == "use the Ammo Box: your skulls become ★ Star"
    assert label("use mortar 5") == "use the Mortar: no machine-gun fire in sector 5 this turn"
    assert label("use grenade") == "use the Grenade: no machine-gun fire in your sector (3) this turn"
    assert label("use bangalore-torpedo") == "use the Bangalore Torpedo: the DEF of your sector (3) is 0 this turn"
    assert label("use bazooka") == "use the Bazooka: subtract 7 from the DEF of your sector (3) this turn"
    assert label("use dispatch-case 1") == "use the Dispatch Case: copy Bob's Final Tally, ignore your own (★ Star ×6)"
    assert label("use whistle").startswith("use the Whistle: advance without spending courage")
    assert label("result star red") == "add a red ★ Star to your Final Tally"
    assert label("result 1 soldiers blue") == "add a blue ♟♟ 2 Soldiers to Bob's Final Tally"
    assert label("silver-star 1") == "Silver Star: Bob may move twice this Phase 4 (advancing still costs courage)"
    assert label("silver-star 0").startswith("Silver Star: you may move twice")
    assert label("honour 1 grenade").startswith("Légion d'Honneur: Bob finds the Grenade for free (a used one) - Prevent")
    assert label("dismiss medic fresh-troops") == (
        "Purple Heart: dismiss your Medic for the RWB bonus Fresh Troops (it may be recruited again)")
    assert label("skull white") == "Rope Ladder: add a white ☠ Skull to your Final Tally"
    assert label("deal courage") == "Victoria Cross: the next die dealt shows ⚑ Courage"
    assert label("abandon tank").startswith("abandon the Tank (out of the game for good) - Subtract 2")
    assert label("jeep w2") == "Jeep: reroll White 2 (♟ 1 Soldier) (once this turn)"
    assert label("swap-sectors 1") == (
        "sacrifice your War Correspondent to swap sectors with Bob in sector 5 (markers stay as they are)")
    assert label("move 4 decoy 1").endswith("- sacrificing Bob's Decoy in place of the sector's sacrifice")
    assert label("move 4 decoy 0").endswith("- sacrificing your Decoy in place of the sector's sacrifice")
    assert label("recruit medic patch").startswith("recruit Medic with your Shoulder Patch (lose 1 soldier) - ")
    assert label("recruit engineer free").startswith("recruit Engineer for free (Military Medal) - ")
    assert label("sacrifice combat-photographer") == (
        "sacrifice your Combat Photographer - this Final Tally will be yours next turn too")
    assert label("sacrifice grenadier") == (
        "sacrifice your Grenadier - no machine-gun fire in sector 3 for the rest of the game")
    assert label("sacrifice point-man") == "sacrifice your Point Man to stay 1 extra turn in this sector"
    assert label("special-find item").startswith("Special Find: search a used item in Phase 3")
    assert label("give 1 grenade") == "give your Grenade to Bob"
    assert label("give 1 jeep") == "give your Jeep (vehicle) to Bob"
    assert label("give 1 messenger") == "give your Messenger (specialist, once a turn) to Bob"
    assert label("give 1 courage") == "give 1 courage to Bob (you have 7)"


def test_done_reads_right_in_every_window() -> None:
    obs = omaha_obs()
    names = ["Ann", "Bob"]
    for phase, stage, words in (
        ("final-count", None, "done: nothing more to play on this Final Tally"),
        ("supply", None, "done: nothing more to recruit, find or trade this turn"),
        ("combat", "before-mgf", "done: nothing more before the machine-gun fire is rolled"),
        ("combat", "after-mgf", "done: nothing more before casualties are taken"),
    ):
        obs.update(phase=phase, combat_stage=stage)
        assert str(describe_action("done", obs, names)) == words
    obs["units"][0]["pending"] = ["dismiss"]
    assert str(describe_action("done", obs, names)) == "done: dismiss no specialist (keep them all)"


def test_card_events_read_as_sentences() -> None:
    names = ["Ann", "Bob"]
    events = [
        {"type": "find", "seat": 0, "item": "grenade", "item_points": 10, "used_item": False},
        {"type": "find", "seat": 1, "item": "mortar", "item_points": 7, "used_item": True},
        {"type": "find", "seat": 1, "item": "bazooka", "item_points": 0, "free": True},
        {"type": "use", "seat": 0, "item": "walkie-talkie", "action": "use walkie-talkie"},
        {"type": "item-gain", "seat": 0, "soldiers": 2},
        {"type": "use", "seat": 0, "item": "bazooka", "action": "use bazooka"},
        {"type": "def-cut", "sector": 4, "by": 7},
        {"type": "use", "seat": 1, "item": "mortar", "action": "use mortar 5"},
        {"type": "mgf-prevented", "sector": 5, "by": "mortar"},
        {"type": "use", "seat": 0, "item": "whistle", "action": "use whistle"},
        {"type": "use", "seat": 0, "item": "grappling-hook", "action": "use grappling-hook red"},
        {"type": "def-cut", "sector": 4, "by": 3, "die": 3},
        {"type": "def-zero", "sector": 2},
        {"type": "mgf-silenced", "sector": 6},
        {"type": "binoculars", "seat": 0, "die": "b2", "face": "soldier"},
        {"type": "binoculars", "seat": 0, "mgf_die": 1, "value": 2},
        {"type": "die-changed", "seat": 0, "die": "b1", "face": "star"},
        {"type": "die-colour", "seat": 1, "die": "b2", "colour": "red"},
        {"type": "ammo-box", "seat": 0, "face": "courage"},
        {"type": "dispatch-case", "seat": 1, "copies": 0},
        {"type": "buy-medal", "seat": 1, "courage": 6},
        {"type": "medal", "seat": 1, "medal": "silver-star", "how": "drawn"},
        {"type": "medal", "seat": 0, "medal": "purple-heart", "how": "full set"},
        {"type": "play", "seat": 1, "medal": "silver-star"},
        {"type": "silver-star", "seat": 1, "to": 0},
        {"type": "result-added", "seat": 1, "to": 1, "face": "star", "colour": "white"},
        {"type": "result-added", "seat": 1, "to": 0, "face": "soldiers", "colour": "red"},
        {"type": "dismiss", "seat": 0, "specialist": "medic", "rwb": "battle-cry"},
        {"type": "deal", "to": 1, "die": 0, "face": 1},  # the engine gives the numbers here
        {"type": "vehicle", "seat": 0, "vehicle": "jeep"},
        {"type": "abandon", "seat": 0, "vehicle": "jeep", "reason": "a unit never has two vehicles"},
        {"type": "no-vehicle-left", "seat": 1},
        {"type": "no-item-in-this-game", "seat": 0, "medal": "legion-d-honneur"},
        {"type": "no-other-unit", "seat": 1, "medal": "medal-of-honor"},
        {"type": "jeep", "seat": 0, "die": "w1"},
        {"type": "photograph", "seat": 1},
        {"type": "swap-sectors", "seat": 0, "with": 1, "sectors": [7, 5]},
        {"type": "minefield-ignored", "seat": 1},
        {"type": "markers-kept", "turn": 4},
        {"type": "recruit", "seat": 0, "specialist": "medic", "stars": 0, "how": "shoulder-patch"},
        {"type": "recruit", "seat": 1, "specialist": "engineer", "stars": 0, "how": "medal"},
        {"type": "recruit", "seat": 1, "specialist": "scout", "stars": 2, "how": "stars"},
        {"type": "give", "seat": 0, "to": 1, "what": "grenade"},
        {"type": "give", "seat": 0, "to": 1, "what": "item-point"},
        {"type": "rwb", "seat": 0, "bonus": "leadership", "granted": True},
        {"type": "special-find", "seat": 1, "choice": "item"},
    ]
    lines = [" ".join(rendered(line).split()) for line in describe_events(events, names, None)]
    assert lines == [
        "Ann finds the Grenade for 10 item points",
        "Bob finds the used Mortar for 7 item points (Special Find)",
        "Bob finds the Bazooka for free (Légion d'Honneur)",
        "Ann uses the Walkie-Talkie: +2 soldiers",
        "Ann uses the Bazooka: the DEF of sector 4 is cut by 7 this turn",
        "Bob uses the Mortar: no machine-gun fire in sector 5 this turn",
        "Ann uses the Whistle: advance without spending courage. You must still meet all the sector's "
        "requirements and restrictions",
        "Ann uses the Grappling Hook: add a red ☠ Skull to its Final Tally",
        "The DEF of sector 4 is cut by 3 this turn (the Gammon Bomb rolls 3)",
        "The DEF of sector 2 is 0 this turn",
        "The machine guns of sector 6 are silenced for good (Grenadier)",
        "Ann's Binoculars: b2 ♟ 1 Soldier",
        "Ann's Binoculars: machine-gun die 1 now shows 2",
        "Ann's die now shows: b1 ★ Star",
        "Bob's b2 is now a red die",
        "Ann's skulls become ⚑ Courage (Ammo Box)",
        "Bob copies Ann's Final Tally (Dispatch Case)",
        "Bob pays 6 courage for an award drawn at random",
        "Bob draws the Silver Star from the award deck",
        "Ann wins the Purple Heart (for a Straight)",
        "Bob plays the Silver Star: Any 1 unit may move twice during Phase 4 (it must still spend courage "
        "when it advances).",
        "Bob's Silver Star: Ann may move twice this turn",
        "Bob adds a white ★ Star to its Final Tally",
        "Bob adds a red ♟♟ 2 Soldiers to Ann's Final Tally",
        "Ann dismisses the Medic for the RWB bonus Battle Cry (Purple Heart)",
        "Victoria Cross: Bob is dealt r1 ★ Star",
        "Ann gets the Jeep (vehicle): Reroll 1 die of your Final Tally. You cannot reroll a locked die.",
        "Ann abandons the Jeep for good (a unit never has two vehicles)",
        "Bob draws no vehicle: the vehicle deck is empty",
        "Ann's Légion d'Honneur finds nothing: there are no items on this map",
        "Bob's Medal of Honor gives nothing: no other unit is on the beach",
        "Ann's Jeep rerolls w1",
        "Bob's Combat Photographer is sacrificed: this Final Tally stands next turn too",
        "Ann's War Correspondent swaps sectors with Bob: now in sector 7, and Bob in sector 5",
        "Bob crosses the landmines unharmed (Mine Detector)",
        "The unit markers are not turned this turn (Bronze Star)",
        "Ann recruits Medic with the Shoulder Patch (1 soldier)",
        "Bob recruits Engineer for free (Military Medal)",
        "Bob recruits Scout for 2 stars",
        "Ann gives the Grenade to Bob",
        "Ann gives 1 item point to Bob",
        "Ann gains the RWB bonus Leadership! (from a card)",
        "Bob's Special Find: may search a used item in Phase 3",
    ]
    # an effect event alone (not right after its use) still reads as a sentence
    alone = [" ".join(rendered(describe_event(e, names, None)).split()) for e in (events[4], events[8])]
    assert alone == ["Ann gains 2 soldiers", "No machine-gun fire in sector 5 this turn (Mortar)"]


def test_a_photographed_final_count_is_shown_after_its_turn_begins() -> None:
    """The Combat Photographer's Final Tally is set without a roll: the dice still show, and
    the news tells the new turn first."""
    obs = omaha_obs()
    ann = obs["units"][0]
    ann.update(rolls=0, stage="final", locked=["r1", "r2", "w1", "w2", "b1", "b2"])
    obs["phase"] = "upkeep"
    text = rendered(render_observation(obs, ["Ann", "Bob"], 0))
    assert "Ann's dice - Final Tally (photographed last turn)" in text
    events = [
        {"type": "specialist-lost", "seat": 0, "specialist": "decoy"},
        {"type": "soldiers-lost", "seat": 0, "count": 0},
        {"type": "final-count", "seat": 0, "dice": {"r1": "star"}},
        {"type": "phase", "phase": "roll", "turn": 3},
    ]
    lines = [rendered(line).strip() for line in describe_events(events, ["Ann", "Bob"], None)]
    assert lines == ["Ann's Decoy falls (never to be recruited again)", "-- Turn 3 --",
                     "Ann's Final Tally: ★ Star ×1"]


def phase_lines(text: str) -> list[str]:
    """The phases the log names, in order (``Phase 3: adjust the unit markers``)."""
    return re.findall(r"^[│ ]*(Phase \d: .*?)\s*│?\s*$", text, re.M)


def test_the_second_edition_log_names_its_six_phases_as_the_title_does(tmp_path: Path, answers) -> None:
    """The audit's game (2 players, seed 11): the log's phases are the title's, each once,
    and the header says which edition is played."""
    con = console()
    answers(["lock r2", "lock b1", "reroll r1,w2", "reroll r1", "done"])
    run_play(con, GAME, "human,heuristic", 11, None, tmp_path / "game.json", {"map": "omaha-beach", "edition": 2})
    text = output(con)
    assert phase_lines(text) == ["Phase 2: upkeep", "Phase 3: adjust the unit markers",
                                 "Phase 4: rally a specialist, find an item, draw a medal, trade"]
    assert "D-Day Dice (2nd edition) - Omaha Beach - turn 1 - Phase 4: rally a specialist" in text
    assert "(1st edition)" not in text and "(second edition)" not in text


def test_a_whole_game_logs_each_editions_phases_and_the_next_game_its_own(tmp_path: Path) -> None:
    """Bots alone (every event shown as it happens): the second edition's moves and combat are
    its Phases 5 and 6; a first-edition game played next in the same terminal is numbered as
    the first edition's five phases."""
    con = console()
    run_play(con, GAME, "heuristic,heuristic", 11, None, tmp_path / "two.json", {"map": "omaha-beach", "edition": 2})
    second = set(phase_lines(output(con)))
    assert second == {"Phase 2: upkeep", "Phase 3: adjust the unit markers",
                      "Phase 4: rally a specialist, find an item, draw a medal, trade", "Phase 5: move", "Phase 6: combat"}
    assert "D-Day Dice (2nd edition) - Omaha Beach - game over" in output(con)
    con = console()
    run_play(con, GAME, "heuristic,heuristic", 11, None, tmp_path / "one.json", {"map": "omaha-beach"})
    first = set(phase_lines(output(con)))
    assert first == {"Phase 2: upkeep", "Phase 3: recruit, find items and trade", "Phase 4: move", "Phase 5: combat"}
    assert "D-Day Dice (1st edition) - Omaha Beach - game over" in output(con)


def test_the_header_names_the_rules_played() -> None:
    obs = omaha_obs()
    assert "D-Day Dice (1st edition) - Omaha Beach - turn 1" in rendered(render_observation(obs, ["Ann", "Bob"], 0))
    obs["rule_set"] = {"edition": 2, "handful_of_warriors": True}
    obs["phase"] = "combat"
    text = rendered(render_observation(obs, ["Ann", "Bob"], 0))
    assert "D-Day Dice (2nd edition, A Handful of Warriors) - Omaha Beach - turn 1 - Phase 6: combat" in text


def test_edition_2_on_the_command_line_plays_the_second_edition(tmp_path: Path) -> None:
    """The issue's `--edition 2` rule set: the flag is the game option `edition`, written to the
    record; resuming keeps the record's options and says a new flag is not applied."""
    save = tmp_path / "game.json"
    result = CliRunner().invoke(
        app, ["play", GAME, "--map", "omaha-beach", "--edition", "2", "--seed", "5", "--save", str(save)], input="1\n")
    assert result.exit_code == 0, result.output
    assert load_record(save).options["edition"] == 2
    result = CliRunner().invoke(app, ["play", "--resume", str(save), "--edition", "1"], input="")
    assert result.exit_code == 0, result.output
    assert "not applied: edition=1" in " ".join(result.output.split())
    assert load_record(save).options["edition"] == 2

"""`meeple play`: the terminal game loop, driven with scripted answers on stdin."""

from __future__ import annotations

import io
import itertools
import re
from pathlib import Path
from typing import Callable, Union

from rich.console import Console
from typer.testing import CliRunner

from meeple.cli.main import app
from meeple.cli.play import bot_seed, run_play
from meeple.cli.views import visible_to
from meeple.cli.dead_mans_draw.table import render_observation
from meeple.cli.dead_mans_draw.view import describe_action, describe_event
from meeple.cli.seats import parse_seats
from meeple.engine.record import GameRecord, load_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session

from play_helpers import seat_moves

GAME = "dead-mans-draw"
Answer = Union[str, Callable[[], str]]


def console() -> Console:
    """A plain console writing to memory, wide enough to keep lines whole."""
    return Console(file=io.StringIO(), width=110, force_terminal=False, color_system=None)


def output(con: Console) -> str:
    return con.file.getvalue()  # type: ignore[attr-defined]


def first_keep(seed: int, seats: str = "human,random") -> str:
    """The first listed trait seat 0 may keep in a game with this seed."""
    game = get_game(GAME)
    session = Session(game, parse_seats(game, seats), seed)
    session.settle_chance()
    return game.format_action(session.state.legal_actions(0)[0])


def test_a_game_of_two_random_bots_plays_to_the_end_and_names_the_winners(tmp_path: Path) -> None:
    con, save = console(), tmp_path / "game.json"
    run_play(con, GAME, "random,random", 5, None, save)
    text = output(con)
    record = load_record(save)
    assert record.result is not None and "winners" in record.result
    winners = [record.seats[s].name for s in record.result["winners"]]
    assert "Final result" in text and "Winner" in text
    assert all(name in text.split("Final result")[1] for name in winners)
    assert "wins!" in text or "win!" in text
    assert replay_record(record).state.is_over()


def test_a_human_answers_by_number_then_by_notation(tmp_path: Path, answers) -> None:
    save = tmp_path / "game.json"
    answers(["1", "draw"])
    run_play(console(), GAME, "human,random", 7, None, save)
    assert seat_moves(load_record(save), 0) == [first_keep(7), "draw"]


def test_the_choices_are_numbered_with_notation_and_label(tmp_path: Path, answers) -> None:
    con = console()
    answers(["1"])
    run_play(con, GAME, "Ann=human,random", 7, None, tmp_path / "game.json")
    text = output(con)
    assert "Ann (seat 0) to act" in text
    keep = first_keep(7)
    assert re.search(rf"^ 1  {keep} +Keep {keep.split()[1][:3]}", text, re.MULTILINE | re.IGNORECASE)
    assert "Your dealt traits" in text
    assert re.search(r"^ 1  draw +Draw a card", text, re.MULTILINE)


def test_a_bad_answer_re_prompts_with_the_reason_and_changes_nothing(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    snapshots: list[int] = []

    def count_moves() -> str:
        snapshots.append(len(load_record(save).moves))
        return "draw"

    answers(["1", "bank", "nonsense", "42", "save", count_moves])
    run_play(con, GAME, "human,random", 7, None, save)
    text = output(con)
    assert "'bank' is not legal for seat 0 now" in text and "a turn starts with a draw" in text
    assert "unknown action 'nonsense'" in text
    assert "there is no choice 42" in text
    assert seat_moves(load_record(save), 0) == [first_keep(7), "draw"]
    assert len(load_record(save).moves) == snapshots[0] + 2  # the draw and chance's card


def test_save_writes_a_record_that_replays(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "saved" / "game.json"
    save.parent.mkdir()
    seen: list[GameRecord] = []
    answers(["1", "save", lambda: seen.append(load_record(save)) or "quit"])
    run_play(con, GAME, "human,random", 11, None, save)
    assert f"Game saved to {save}" in output(con)
    saved = seen[0]
    assert seat_moves(saved, 0) == [first_keep(11)]
    replay = replay_record(saved)
    assert 0 in replay.state.current_players()


def test_quit_saves_and_says_how_to_resume(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers(["1", "quit"])
    run_play(con, GAME, "human,random", 11, None, save)
    assert f"meeple play --resume {save}" in output(con)
    assert seat_moves(load_record(save), 0) == [first_keep(11)]


def test_the_end_of_input_saves_and_exits(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers([])
    run_play(con, GAME, "human,heuristic", 4, None, save)
    text = output(con)
    assert "End of input" in text and f"--resume {save}" in text
    record = load_record(save)
    assert record.result is None and seat_moves(record, 0) == []


def test_a_resumed_game_continues_exactly_as_an_uninterrupted_one(tmp_path: Path, answers) -> None:
    whole, part = tmp_path / "whole.json", tmp_path / "part.json"
    answers(itertools.repeat("1", 3000))
    run_play(console(), GAME, "human,random", 21, None, whole)
    reference = load_record(whole)
    assert reference.result is not None

    answers(["1"] * 6)
    run_play(console(), GAME, "human,random", 21, None, part)
    assert load_record(part).result is None

    con = console()
    answers(itertools.repeat("1", 3000))
    run_play(con, GAME, "random,random", None, part, part)
    text = output(con)
    assert "Resumed Dead Man's Draw" in text and "--seats is ignored" in text
    resumed = load_record(part)
    assert resumed.moves == reference.moves
    assert resumed.result == reference.result
    assert "Final result" in text


def test_hot_seat_shows_each_person_only_their_own_dealt_traits(tmp_path: Path, answers) -> None:
    con = console()
    answers(["", "1", "", "1"])
    run_play(con, GAME, "Ann=human,Bob=human", 3, None, tmp_path / "game.json")
    text = output(con)
    ann, bob = text.split("Bob (seat 1) to act", 1)
    ann = ann.split("Ann (seat 0) to act", 1)[1]
    assert "Pass the keyboard to Ann" in ann and "Ann is dealt" in ann and "Bob is dealt" not in ann
    assert "Bob is dealt" in bob and "Ann is dealt" not in bob and "Ann keeps" not in bob


def test_hot_seat_clears_a_private_screen_before_the_next_person_plays(tmp_path: Path, answers) -> None:
    con = console()
    answers(["", "1", "", "1", *["1"] * 30])  # seed 3: Bob plays first, then Ann
    run_play(con, GAME, "Ann=human,Bob=human", 3, None, tmp_path / "game.json")
    text = output(con)
    assert "Bob plays first" in text
    after_bob_keeps = text.split("Pass the keyboard to Bob", 1)[1]
    assert "Dead Man's Draw - turn 2 - Ann plays" in after_bob_keeps
    before_ann_plays = after_bob_keeps.split("Dead Man's Draw - turn 2 - Ann plays", 1)[0]
    assert "Pass the keyboard to Ann" in before_ann_plays  # Bob's dealt traits were on screen


def test_events_for_some_seats_are_hidden_from_the_others() -> None:
    private = {"type": "trait-dealt", "seat": 0, "trait": "miser", "visible_to": [0]}
    assert visible_to(private, 0)
    assert not visible_to(private, 1)
    assert not visible_to(private, None)
    assert visible_to({"type": "draw", "seat": 1, "card": "kraken5"}, None)


def test_bot_decisions_are_seeded_by_game_seat_and_move() -> None:
    assert bot_seed(3, 1, 40) == bot_seed(3, 1, 40)
    assert len({bot_seed(3, 1, 40), bot_seed(3, 0, 40), bot_seed(3, 1, 41), bot_seed(4, 1, 40)}) == 4


def test_without_a_seed_the_game_takes_a_live_seed_that_only_the_save_file_holds(tmp_path: Path) -> None:
    con, save = console(), tmp_path / "game.json"
    run_play(con, GAME, "random,heuristic", None, None, save)
    seed = load_record(save).seed
    assert seed is not None and seed >= 2**128
    assert str(seed) not in output(con) and "Seed" not in output(con)


def test_a_seed_the_user_gives_is_said_back_as_theirs(tmp_path: Path) -> None:
    con, save = console(), tmp_path / "game.json"
    run_play(con, GAME, "random,heuristic", 12, None, save)
    assert load_record(save).seed == 12
    assert "Seed 12 (your --seed: this deal can be played again" in output(con)


def test_resuming_with_another_seed_does_not_show_the_records_seed(tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    runner = CliRunner()
    runner.invoke(app, ["play", GAME, "--seats", "human,random", "--save", str(save)], input="")
    seed = load_record(save).seed
    result = runner.invoke(app, ["play", "--resume", str(save), "--seed", "5"], input="")
    assert "--seed is ignored when resuming: the record's own seed goes on" in result.output
    assert str(seed) not in result.output


def test_the_command_line_plays_and_resumes(tmp_path: Path) -> None:
    runner, save = CliRunner(), tmp_path / "game.json"
    result = runner.invoke(app, ["play", GAME, "--seats", "human,random", "--seed", "9", "--save", str(save)],
                           input="1\n")
    assert result.exit_code == 0, result.output
    assert "End of input" in result.output
    result = runner.invoke(app, ["play", "--resume", str(save)], input="1\n" * 3000)
    assert result.exit_code == 0, result.output
    assert "Resumed" in result.output and "Final result" in result.output
    assert load_record(save).result is not None


def test_the_command_line_rejects_bad_seats(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["play", GAME, "--seats", "human", "--save", str(tmp_path / "g.json")])
    assert result.exit_code == 1


# ----------------------------------------------------------------------------- rendering
OBS = {
    "game": GAME, "seat": 0, "players": 2, "decks": 1, "phase": "play", "turn": 4,
    "current_player": 0, "to_act": [0], "draw_pile": 40, "draw_pile_top": ["oracle3"],
    "left_draw_pile": ["anchor3"] * 10, "discard_pile": 10,
    "play_area": [{"card": "anchor3", "protected": True}, {"card": "kraken5", "protected": False}],
    "kraken_cards_owed": 2, "map_revealed": [],
    "banks": [{"piles": {"mermaid": [9, 4]}, "cards": 2, "score": 9},
              {"piles": {"cannon": [6], "key": [3]}, "cards": 2, "score": 9}],
    "traits": ["miser", "davy-jones-locker"], "locker_targets": [None, 0],
    "pending": None, "dealt_traits": ["miser", "parry"],
}


def rendered(renderable: object) -> str:
    con = console()
    con.print(renderable)
    return output(con)


def test_the_table_shows_play_area_banks_piles_and_traits() -> None:
    text = rendered(render_observation(OBS, ["Ann", "Bob"], 0))
    assert "Anchor 3 [safe]" in text and "Kraken 5" in text
    assert "Kraken: 2 more cards to add before you may bank" in text
    assert "Mermaid 9 (4)" in text and "Cannon 6" in text and "Key 3" in text
    assert "Draw pile 40" in text and "Discard pile 10" in text
    assert "Face up on top of the draw pile (Oracle): Oracle 3" in text
    assert "Miser" in text and "Davy Jones' Locker -> Ann" in text
    assert "Ann (you)" in text
    assert "Your dealt traits" not in text  # only while choosing


def test_actions_and_events_read_as_sentences() -> None:
    names = ["Ann", "Bob"]
    assert str(describe_action("sword 1 cannon", OBS, names)) == "Steal Bob's Cannon 6"
    assert str(describe_action("hook mermaid", OBS, names)) == "Play your Mermaid 9"
    assert str(describe_action("draw", OBS, names)) == "Take the face-up Oracle 3"
    bust = {"type": "bust", "seat": 1, "card": "kraken2", "saved": ["anchor3"],
            "lost": ["kraken5", "kraken2"], "collected_by": 0}
    text = str(describe_event(bust, names, 0))
    assert "BUST! Kraken 2 is a second Kraken in Bob's play area" in text and "saved: Anchor 3" in text
    assert "lost: Kraken 5, Kraken 2" in text and "Ann's Davy Jones' Locker" in text
    annulled = {"type": "annulled", "seat": 0, "ability": "key-and-chest", "reason": "the discard pile is empty"}
    assert "Key & Chest has no effect" in str(describe_event(annulled, names, 0))
    assert describe_event({"type": "place", "seat": 0, "card": "kraken5"}, names, 0) is None


def test_a_bust_names_the_card_placed_not_how_it_came_which_the_line_before_says() -> None:
    """p. 3: a card from the draw pile, the discard pile or a bank busts alike; a Sword's
    stolen card is not 'drawn'."""
    names = ["Ann", "Bob"]
    lines = [str(describe_event(e, names, 0)) for e in (
        {"type": "sword", "seat": 1, "card": "sword4", "from": 0},
        {"type": "bust", "seat": 1, "card": "sword4", "saved": [], "lost": ["sword3", "sword4"], "collected_by": None})]
    assert lines == ["Bob steals Sword 4 from Ann's bank into play",
                     "BUST! Sword 4 is a second Sword in Bob's play area - lost: Sword 3, Sword 4"]


def test_a_second_oracle_and_a_misfire_with_nothing_to_give_read_as_sentences() -> None:
    """An Oracle placed while cards are face up on the pile (DMD-10); a Cannon drawn against
    a Misfire holder by a player whose bank is empty (DMD-7): that player has nothing to give."""
    names = ["Eliza", "Zach"]
    oracle = {"type": "oracle", "seat": 1, "top": ["anchor3"]}
    assert str(describe_event(oracle, names, 1)) == "The Oracle shows Anchor 3 already face up on top of the draw pile"
    misfire = [{"type": "misfire", "seat": 0, "holders": [1]},
               {"type": "annulled", "seat": 0, "ability": "misfire", "reason": "the bank is empty"}]
    assert [str(describe_event(e, names, 1)) for e in misfire] == [
        "Eliza's Cannon misfires (Misfire: Zach)", "Eliza has nothing to give for the Misfire (Eliza's bank is empty)"]
    hook = {"type": "annulled", "seat": 0, "ability": "hook", "reason": "the bank is empty"}
    assert str(describe_event(hook, names, 1)) == "Eliza's Hook has no effect (Eliza's bank is empty)"


def test_a_trait_works_on_its_suit_the_key_and_chest_or_the_chosen_opponents_busts() -> None:
    names = ["Ann", "Bob", "Cy"]
    keep = dict(OBS, phase="keep", dealt_traits=["plunderer", "davy-jones-locker"])
    assert str(describe_action("keep plunderer", keep, names)) == "Keep Plunderer (Key & Chest)"
    two = str(describe_action("keep davy-jones-locker", keep, names))
    three = dict(keep, banks=[*keep["banks"], {"piles": {}, "cards": 0, "score": 0}], traits=[None, None, None],
                 locker_targets=[None, None, None])
    assert two == "Keep Davy Jones' Locker (an opponent's busts)"
    assert str(describe_action("keep davy-jones-locker", three, names)) == "Keep Davy Jones' Locker (the chosen opponent's busts)"
    assert "the chosen opponent's busts" in rendered(render_observation(three, names, 0))


def test_card_shows_a_suits_ability_or_a_trait_and_who_kept_it() -> None:
    from meeple.cli.dead_mans_draw.view import VIEW as DMD_VIEW

    con = console()
    for text in ("card kraken", "show Davy Jones", "info miser", "card nobody", "card ca"):
        assert DMD_VIEW.command(con, text, OBS, ["Ann", "Bob"])
    shown = output(con)
    assert "Kraken  suit  (cards 2-7, six of them)" in shown
    assert "Add two more cards to the play area before you may bank." in shown
    assert "Davy Jones' Locker  character trait, works on an opponent's busts" in shown
    assert "In this game: kept by Bob" in shown
    assert "Miser  character trait" in shown and "In this game: kept by you" in shown
    assert "x no suit or trait 'nobody'" in shown
    assert "x 'ca' names several cards: cannon, captains-hook, casanova" in shown
    assert not DMD_VIEW.command(con, "draw", OBS, ["Ann", "Bob"])


def test_card_is_offered_after_a_bad_answer_and_changes_nothing(tmp_path: Path, answers) -> None:
    con = console()
    save = tmp_path / "g.json"
    answers(["card kraken", "nonsense", "quit"])
    run_play(con, GAME, "human,random", 4, None, save)
    text = output(con)
    assert "Add two more cards to the play area before you may bank." in text
    assert "`card <name>` (a suit or a trait)" in text
    assert seat_moves(load_record(save), 0) == []


def test_each_game_has_its_view_and_a_game_without_one_gets_the_generic_view() -> None:
    """`meeple play` loads `meeple.cli.<game id>.view`; a game with no view module is shown
    through the generic view (observations and events as data), never refused."""
    from dataclasses import dataclass

    from meeple.cli.dday_dice.view import VIEW as DDAY_VIEW
    from meeple.cli.dead_mans_draw.view import VIEW as DMD_VIEW
    from meeple.cli.views import GenericView, load_view

    assert load_view(get_game(GAME)) is DMD_VIEW
    assert load_view(get_game("dday-dice")) is DDAY_VIEW

    @dataclass
    class Unviewed:
        id: str = "no-such-view"
        hidden_information: bool = True

    view = load_view(Unviewed())  # type: ignore[arg-type]
    assert isinstance(view, GenericView) and view.is_private({})


def test_hint_shows_each_choice_with_its_chance_of_winning_and_changes_nothing(tmp_path: Path, answers) -> None:
    con, save = console(), tmp_path / "game.json"
    answers(["hint", "1", "hint", "draw"])
    run_play(con, GAME, "human,random", 7, None, save)
    text = output(con)
    assert text.count("Hint for P0") == 2 and "95% interval" in text
    assert "bust: 0.000" in text  # a turn's first card never busts
    assert seat_moves(load_record(save), 0) == [first_keep(7), "draw"]

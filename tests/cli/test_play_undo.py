"""`undo` at a `meeple play` prompt: a person takes back their own last moves, as the game's
session allows (``Session.undo``); a refused undo says why and changes nothing."""

from __future__ import annotations

from pathlib import Path

from play_helpers import console, output, seat_moves

from meeple.cli.play import COMMANDS_HELP, run_play
from meeple.engine.record import load_record, replay_record


def test_undo_takes_back_the_dice_locked_and_the_record_forgets_them(tmp_path: Path, answers) -> None:
    con = console()
    save = tmp_path / "g.json"
    answers(["lock r1", "undo", "undo", "lock r2", "quit"])
    run_play(con, "dday-dice", "human", 3, None, save, options={"map": "exercise-tiger-practice"})
    text = output(con)
    assert "Taken back: lock r1" in text
    assert "has no move to take back" in text, "the second undo has nothing left"
    record = load_record(save)
    assert seat_moves(record, 0) == ["lock r2"]
    replay_record(record)


def test_undo_never_takes_back_a_card_drawn(tmp_path: Path, answers) -> None:
    """Dead Man's Draw against a bot: the bot keeps its trait, so a person's keep stands; a
    card drawn is chance's, so the draw stands too."""
    con = console()
    save = tmp_path / "g.json"
    answers(["undo", "1", "undo", "draw", "undo", "quit"])
    run_play(con, "dead-mans-draw", "human,random", 4, None, save)
    text = output(con)
    assert "x P0 has no move to take back" in text
    assert "x P0's last move (keep navigator) cannot be taken back: random-1 has moved since" in text
    assert "x P0's last move (draw) cannot be taken back: chance has played since (card anchor7)" in text
    assert "Taken back" not in text
    assert seat_moves(load_record(save), 0)[-1] == "draw"


def test_the_help_names_undo() -> None:
    assert "undo       take back your last move" in COMMANDS_HELP

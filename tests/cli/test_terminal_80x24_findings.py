"""What a new player stumbled on in whole games played in an 80x24 terminal (issue 25)."""

from __future__ import annotations

from pathlib import Path

from meeple.cli.play import run_play
from play_helpers import console, output


def test_a_short_answer_that_begins_none_of_the_choices_says_so_and_names_them(tmp_path: Path, answers) -> None:
    """Dead Man's Draw, seed 3: at the trait choice, `d` (for draw) is no choice."""
    con = console(80)
    answers(["d", "quit"])
    run_play(con, "dead-mans-draw", "human,heuristic", 3, None, tmp_path / "game.json")
    text = output(con)
    assert "x 'd' begins none of the choices here (keep fisherman, keep navigator)" in text, text
    assert "unknown action 'd'" not in text

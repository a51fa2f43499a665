"""Every game's screens in an 80x24 and a 140x50 terminal: each screen, from the `to act` rule
to the prompt, fits the terminal's rows, shows the prompt and every choice's number, and cuts
no word (each word on it is a word of the same game drawn where nothing is cut)."""

from __future__ import annotations

import io
import re
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from meeple.cli import play as play_module
from meeple.cli.play import run_play
from play_helpers import screens_of
from screen_checks import cut_words, known_words

#: (game, seats, seed, options, answers): a human seat answering the first choice every time
#: but for a few answers that reach other kinds of decision (a Move, a reroll, a bank).
GAMES: dict[str, tuple[str, int, dict[str, Any], list[str]]] = {
    "dead-mans-draw": ("P0=human,heuristic", 3, {}, ["1", "draw", "draw", "bank"] * 12),
    "dday-dice": ("P0=human", 5, {"map": "omaha-beach"}, ["lock r1 w1", "reroll b1,b2", "1", "1", "1", "2"] * 8),
    "dust-tactics": ("P0=human,heuristic", 4, {"scenario": "reconnaissance-in-force"},
                     ["1"] * 12 + ["declare move+attack", "2", "1", "1", "hold-fire", "1"] * 6),
}
SIZES = [(80, 24), (140, 50)]
#: The play loop's own ``ask``, wrapped by :func:`played` to count each prompt's choices.
original = play_module.TerminalGame.ask


def played(game: str, width: int, height: int, terminal: bool, tmp_path: Path, answers,
           monkeypatch: pytest.MonkeyPatch) -> tuple[str, list[int]]:
    """The game played with its answers on a console of that size; the text and the number
    of choices at each prompt."""
    seats, seed, options, given = GAMES[game]
    counts: list[int] = []

    def counting_ask(self: play_module.TerminalGame, seat: int, obs: dict[str, Any], legal: Any) -> Any:
        counts.append(len(legal))
        return original(self, seat, obs, legal)

    monkeypatch.setattr(play_module.TerminalGame, "ask", counting_ask)
    con = Console(file=io.StringIO(), width=width, height=height, force_terminal=terminal, color_system=None,
                  legacy_windows=False)
    answers(list(given))
    save = tmp_path / f"{game}-{width}-{terminal}.json"
    run_play(con, game, seats, seed, None, save, options)
    save.unlink()
    return con.file.getvalue(), counts  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("width,height", SIZES)
def test_every_screen_fits_shows_its_choices_and_cuts_no_word(game: str, width: int, height: int, tmp_path: Path,
                                                              answers, monkeypatch: pytest.MonkeyPatch) -> None:
    text, counts = played(game, width, height, True, tmp_path, answers, monkeypatch)
    whole, _ = played(game, 400, 1000, False, tmp_path, answers, monkeypatch)
    screens = screens_of(text)
    assert len(screens) == len(counts) > 10
    known = known_words(whole, text)
    for screen, count in zip(screens, counts):
        rows = screen.rstrip("\n").splitlines()
        assert len(rows) <= height, f"{len(rows)} rows:\n{screen}"
        assert rows[-1].startswith("P>")
        assert "too small for this screen" not in screen
        shown = {int(n) for n in re.findall(r"(?<![\w,.:/-])(\d+)(?= )", screen)}
        assert set(range(1, count + 1)) <= shown, f"choices 1-{count} not all shown:\n{screen}"
        cut = cut_words(screen, known)
        assert cut == [], f"words cut: {cut}\n{screen}"

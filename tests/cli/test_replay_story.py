"""`meeple replay --story` and `--to N`: a saved game read move by move, as a seat or a
spectator saw it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from meeple.cli.story import checked_walk
from meeple.cli.views import load_view, tell_events, visible_to
from meeple.engine.record import GameRecord, load_record, replay_record, save_record
from meeple.engine.registry import get_game
from meeple.engine.words import plain
from meeple.games.dead_mans_draw.phrases import trait_name
from meeple.sim.play import play_game
from cli_runner import meeple, one_line_error

MOVE = re.compile(r"^move (\d+), ([^:]+?)(?:: (.*))?$")
#: A run of chance outcomes told in one line (a roll of several dice).
CHANCE_RUN = re.compile(r"^moves (\d+)-(\d+), chance$")


def saved_game(tmp_path: Path, game_id: str, bots: list[str], seed: int = 12) -> Path:
    outcome = play_game(get_game(game_id), bots, seed=seed, keep_record=True)
    assert outcome.record is not None
    return save_record(outcome.record, tmp_path / f"{game_id}.json")


@pytest.fixture()
def dday_file(tmp_path: Path) -> Path:
    return saved_game(tmp_path, "dday-dice", ["heuristic"])


@pytest.fixture()
def dmd_file(tmp_path: Path) -> Path:
    return saved_game(tmp_path, "dead-mans-draw", ["random", "heuristic", "random"])


def told_moves(out: str) -> list[tuple[int, str, str | None]]:
    """The `move N, who: notation` lines of a story; a run `moves N-M, chance` as its moves."""
    told: list[tuple[int, str, str | None]] = []
    for line in out.splitlines():
        if m := MOVE.match(line.rstrip()):
            told.append((int(m[1]), m[2], m[3]))
        elif m := CHANCE_RUN.match(line.rstrip()):
            told += [(number, "chance", None) for number in range(int(m[1]), int(m[2]) + 1)]
    return told


def test_a_story_tells_every_recorded_move_in_order_with_its_news(capsys, dday_file: Path) -> None:
    record = load_record(dday_file)
    code, out, err = meeple(capsys, "replay", str(dday_file), "--story")
    assert code == 0 and err == ""
    told = told_moves(out)
    assert [number for number, _, _ in told] == list(range(1, len(record.moves) + 1))
    for (_, who, notation), move in zip(told, record.moves):
        assert notation == move.action or (notation is None and move.by == "chance"), \
            "D-Day Dice hides nothing: every move's notation is told (a roll's dice in one line)"
        assert who == ("chance" if move.by == "chance" else f"{record.seats[0].name} (seat 0)")
    lines = out.splitlines()
    first_lock = next(i for i, line in enumerate(lines) if MOVE.match(line) and ": lock " in line)
    assert "locks" in lines[first_lock + 1], "a move is followed by the news it made"
    assert "Final result" in out, "the story ends with the table and the result"


def test_a_seats_story_never_shows_another_seats_private_events(capsys, dmd_file: Path) -> None:
    replayed = replay_record(load_record(dmd_file))
    dealt = [e for e in replayed.events if e["type"] == "trait-dealt"]
    kept = set(replayed.state.observation(1)["traits"])  # revealed to all once chosen
    discarded = {trait_name(e["trait"]) for e in dealt if e["seat"] != 1 and e["trait"] not in kept}
    assert discarded, "the other seats each put a dealt trait back unseen"
    code, out, _ = meeple(capsys, "replay", str(dmd_file), "--story", "--seat", "1")
    assert code == 0
    name = replayed.record.seats[1].name
    dealt_lines = [line for line in out.splitlines() if "is dealt" in line]
    assert len(dealt_lines) == 2 and all(line.strip().startswith(name) for line in dealt_lines)
    for trait in discarded:
        assert trait not in out, f"{trait}, dealt to another seat and put back, is never told to seat 1"
    for number, who, notation in told_moves(out):
        if notation is not None and who != f"{name} (seat 1)":
            assert who != "chance" and not notation.startswith("keep "), f"move {number}: another seat's kept trait"


def test_a_spectators_story_shows_no_private_event_and_no_hidden_move(capsys, dmd_file: Path) -> None:
    code, out, _ = meeple(capsys, "replay", str(dmd_file), "--story")
    assert code == 0 and "is dealt" not in out
    shown = [(who, notation) for _, who, notation in told_moves(out) if notation is not None]
    assert shown and all(who != "chance" and not notation.startswith("keep ") for who, notation in shown)
    assert "Traits revealed" in out and "winner" in out.lower()


def test_a_dead_mans_draw_story_tells_the_games_own_words(dmd_file: Path) -> None:
    """The story's news is the game's words (``Game.words()``), which the server tells too:
    the terminal writes no sentence of its own."""
    record = load_record(dmd_file)
    game, steps, _ = checked_walk(record, len(record.moves), settle=True)
    words = game.words()
    assert words is not None
    names = [seat.name for seat in record.seats]
    told = expected = 0
    for step in steps:
        lines = [str(line) for line in tell_events(load_view(game), step.events, names, 1)]
        phrases = [words.event(e, names, 1) for e in step.events if visible_to(e, 1)]
        assert lines == [plain(phrase) for phrase in phrases if phrase is not None]
        told, expected = told + len(lines), expected + len(phrases)
    assert told > 100 and told < expected, "every visible event is told, but for the cards placed"


def test_a_dust_tactics_story_tells_the_games_own_words(tmp_path: Path) -> None:
    """The story's news is the game's words (``DustTactics.words()``: its news of a run of
    events, the player's own echoed decisions left out), which the server tells too: the
    terminal writes no sentence of its own."""
    record = load_record(saved_game(tmp_path, "dust-tactics", ["heuristic", "heuristic"], seed=5))
    game, steps, _ = checked_walk(record, len(record.moves), settle=True)
    words = game.words()
    assert words is not None and hasattr(words, "news")
    names = [seat.name for seat in record.seats]
    told = 0
    for viewer in (0, None):
        for step in steps:
            lines = [str(line) for line in tell_events(load_view(game), step.events, names, viewer)]
            assert lines == [plain(phrase) for phrase in words.news(step.events, names, viewer)]
            told += len(lines)
    assert told > 100


def test_to_5_draws_the_table_after_the_fifth_move(capsys, dmd_file: Path) -> None:
    record = load_record(dmd_file)
    dealt = [e for e in replay_record(record).events if e["type"] == "trait-dealt"]
    assert [e["seat"] for e in dealt[4:6]] == [2, 2], "moves 5 and 6 deal seat 2 its traits"
    fifth, sixth = (trait_name(e["trait"]) for e in dealt[4:6])
    code, out, _ = meeple(capsys, "replay", str(dmd_file), "--to", "5", "--seat", "2")
    assert code == 0 and "the table after move 5" in out
    assert "set-up (deal)" in out and "waiting for chance" in out, "the sixth card is still to be dealt"
    assert fifth not in out and sixth not in out
    _, out, _ = meeple(capsys, "replay", str(dmd_file), "--to", "6", "--seat", "2")
    assert "the table after move 6" in out and "Your dealt traits" in out
    assert fifth in out and sixth in out, "once dealt, seat 2 sees both its traits"


def test_a_story_to_n_stops_after_move_n(capsys, dday_file: Path) -> None:
    code, out, _ = meeple(capsys, "replay", str(dday_file), "--story", "--to", "7")
    assert code == 0
    assert [number for number, _, _ in told_moves(out)] == list(range(1, 8))
    assert "the table after move 7" in out and "Final result" not in out


def test_a_moves_news_is_indented_under_it_wrapped_in_the_width_with_no_trailing_blanks(capsys, dmd_file: Path) -> None:
    code, out, _ = meeple(capsys, "replay", str(dmd_file), "--story", "--seat", "1")
    news = [line for line in out.split("Final result")[0].splitlines() if line.startswith("  ")]
    assert code == 0 and news
    assert all(line == line.rstrip() and len(line) <= 80 for line in news), [l for l in news if l != l.rstrip()][:3]


def test_a_replayed_table_names_no_play_commands(capsys, dday_file: Path) -> None:
    """The commands under a move's screen (`board`, `card <name>`, `news`) are typed at a move's
    prompt; a replay takes none, so its tables do not offer them."""
    for flags, table in ((("--to", "7"), "the table after move 7"), (("--story",), "Final result")):
        code, out, _ = meeple(capsys, "replay", str(dday_file), *flags)
        assert code == 0 and table in out
        assert "card <name>" not in out and "board: every sector's rules" not in out


@pytest.mark.parametrize("to", ["500", "-1"])
def test_to_beyond_the_record_is_refused_with_one_line(capsys, dday_file: Path, to: str) -> None:
    before = dday_file.read_text()
    code, out, err = meeple(capsys, "replay", str(dday_file), "--to", to)
    assert code != 0 and out == ""
    assert f"--to {to}" in one_line_error(err)
    assert dday_file.read_text() == before


@pytest.mark.parametrize("flags", [("--story",), ("--to", "3")])
def test_story_with_json_is_refused(capsys, dday_file: Path, flags: tuple[str, ...]) -> None:
    code, out, err = meeple(capsys, "replay", str(dday_file), *flags, "--json")
    assert code != 0 and out == ""
    assert "--json" in one_line_error(err)


def test_a_seat_out_of_range_is_refused_with_one_line(capsys, dday_file: Path) -> None:
    code, out, err = meeple(capsys, "replay", str(dday_file), "--story", "--seat", "4")
    assert code != 0 and out == "" and "--seat 4" in one_line_error(err)


def test_a_spectator_gets_the_public_table_of_a_hidden_game_mid_way(capsys, tmp_path: Path, dmd_file: Path) -> None:
    record = load_record(dmd_file)
    half: GameRecord = record.model_copy(update={"moves": record.moves[:40], "result": None})
    path = save_record(half, tmp_path / "half.json")
    code, out, err = meeple(capsys, "replay", str(path), "--to", "20")
    assert code == 0 and "(the public table" in out and "Your dealt traits" not in out, err
    code, out, _ = meeple(capsys, "replay", str(path), "--story")
    assert code == 0 and "(the public table" in out and "the game is not over: waiting for" in out


def test_chance_left_out_of_a_record_is_told_as_drawn_from_the_seed(capsys, tmp_path: Path, dday_file: Path) -> None:
    record = load_record(dday_file)
    path = save_record(record.without_chance(), tmp_path / "unpinned.json")
    code, out, _ = meeple(capsys, "replay", str(path), "--story")
    assert code == 0 and "chance, drawn from the seed: face " in out
    seat_moves = [m.action for m in record.moves if m.by != "chance"]
    assert [notation for _, _, notation in told_moves(out)] == seat_moves
    assert "Final result" in out

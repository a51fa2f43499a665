"""A small hand-drawn board for D-Day Dice rule tests, independent of the map files.

    row 3:        [ 7 bunker DEF 6, courage 2 ]
    row 2:   [4 DEF 2] [5 DEF 3 black] [6 DEF 2,3,4]      line 2->3: courage 2
    row 1:   [1 DEF 1] [2 DEF 1,2,3]   [3 DEF 2]          line 1->2: courage 1
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from meeple.agents import make_agent
from meeple.engine.core import CHANCE
from meeple.engine.record import SeatRecord, parse_record, replay_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.board import Board, Exit, Sector
from meeple.games.dday_dice.dice import COURAGE, SKULL, STAR, TOOL
from meeple.games.dday_dice.game import DDayDice, new_state
from meeple.games.dday_dice.phases import MOVE
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import LOCK


def test_board(practice: bool = True, start_soldiers: int = 5, start_courage: int = 0) -> Board:
    sectors = {
        1: Sector(1, 1, (1,)), 2: Sector(2, 1, (1, 2, 3)), 3: Sector(3, 1, (2,)),
        4: Sector(4, 2, (2,)), 5: Sector(5, 2, (3,), black=True), 6: Sector(6, 2, (2, 3, 4)),
        7: Sector(7, 3, (6,), bunker=True),
    }
    side = {1: [2], 2: [1, 3], 3: [2], 4: [5], 5: [4, 6], 6: [5]}
    forward = {1: 4, 2: 5, 3: 6, 4: 7, 5: 7, 6: 7}
    exits = {}
    for n in range(1, 7):
        row_cost = 1 if n <= 3 else 2
        exits[n] = tuple([Exit(m, False, 0) for m in side[n]] + [Exit(forward[n], True, row_cost)])
    return Board(
        id="test-board", name="Test board", sectors=sectors, exits=exits, start=2,
        start_soldiers=start_soldiers, start_courage=start_courage, practice=practice,
        ignored_faces=frozenset({SKULL, STAR, TOOL}) if practice else frozenset(),
    )


def new_test_game(players: int = 1, **board_args: object) -> DdState:
    return new_state(DDayDice(), test_board(**board_args), players)  # type: ignore[arg-type]


ALL_REGULAR = ("beachmaster", "chaplain", "hero", "medic", "minesweeper", "paratrooper", "pathfinder",
               "platoon-leader", "scout", "sharpshooter", "veteran")
ALL_UNIQUE = ("engineer", "general", "marksman")


def full_board(start_soldiers: int = 10, start_courage: int = 5, start_stars: int = 0) -> Board:
    """The same layout with every counted result, machine-gun fire and a minefield:

    sector 4: MGF x1, special damage -1 courage on a 6
    sector 6: MGF x2, special damage -1 specialist on each 6
    line 3-6: minefield;  sector 1: +1 star a turn;  sector 3: -1 courage a turn
    """
    base = test_board(practice=False, start_soldiers=start_soldiers, start_courage=start_courage)
    sectors = dict(base.sectors)
    sectors[1] = Sector(1, 1, (1,), bonus=((STAR, 1),))
    sectors[3] = Sector(3, 1, (2,), penalty=((COURAGE, 1),))
    sectors[4] = Sector(4, 2, (2,), mgf=1, mgf_special="courage")
    sectors[6] = Sector(6, 2, (2, 3, 4), mgf=2, mgf_special="specialist")
    exits = dict(base.exits)
    exits[3] = tuple(Exit(e.to, e.forward, e.courage, minefield=e.to == 6) for e in exits[3])
    return Board(
        id="test-board-full", name="Test board (full rules)", sectors=sectors, exits=exits, start=2,
        start_soldiers=start_soldiers, start_courage=start_courage, start_stars=start_stars,
        regular_specialists=ALL_REGULAR, unique_specialists=ALL_UNIQUE,
    )


def new_full_game(players: int = 1, **board_args: object) -> DdState:
    return new_state(DDayDice(), full_board(**board_args), players)  # type: ignore[arg-type]


# ------------------------------------------------------------- helpers for the map test files


def new_map_game(map_id: str, players: int = 1, **options: object) -> DdState:
    """A new game on the packaged map ``map_id`` with these options."""
    state = get_game("dday-dice").new_game(players, {"map": map_id, **options})
    assert isinstance(state, DdState)
    return state


def place(
    state: DdState, seat: int, sector: int, visited: tuple[int, ...] = (), marker: int | None = None
) -> None:
    """Put unit ``seat`` in ``sector`` (come by ``visited``), with ``marker`` chevrons if given;
    it has been there since this turn began (its dice are rolled there)."""
    unit = state.units[seat]
    unit.sector = sector
    unit.rolled_in = sector
    unit.visited = [*visited, sector]
    if marker is not None:
        unit.marker = marker


def place_before_upkeep(
    state: DdState, seat: int, sector: int, visited: tuple[int, ...] = (), marker: int = 0
) -> None:
    """``place``, always setting the marker (``marker`` chevrons shown so far, 0 by default)."""
    place(state, seat, sector, visited, marker)


def act(state: DdState, text: str, seat: int = 0) -> None:
    """Unit ``seat`` takes the action written ``text``."""
    state.apply(seat, A.parse_action(text))


def chance(state: DdState, *texts: str) -> None:
    """Chance takes these actions (``face ...``, ``d6 ...``, ``draw ...``) in order."""
    for text in texts:
        state.apply(CHANCE, A.parse_action(text))


def legal(state: DdState, seat: int = 0) -> set[str]:
    """The texts of the actions unit ``seat`` may take."""
    return {a.text for a in state.legal_actions(seat)}


def show(state: DdState, *faces: str) -> None:
    """Chance shows these faces on the dice waiting (r1 r2 w1 w2 b1 b2, unit by unit)."""
    chance(state, *(f"face {f}" for f in faces))


def roll(
    state: DdState, *faces_by_seat: tuple[str, ...], locks: tuple[str, ...] = ("r1", "r2"),
    while_locking: bool = False,
) -> None:
    """Phase 1: units 0, 1 ... show their faces, lock ``locks`` (``while_locking``: while they must) and stop."""
    for faces in faces_by_seat:
        show(state, *faces)
    for seat in range(len(faces_by_seat)):
        for die in locks:
            if not while_locking or state.units[seat].stage == LOCK:
                act(state, f"lock {die}", seat)
        act(state, "stop", seat)


def roll_if_locking(state: DdState, *faces_by_seat: tuple[str, ...]) -> None:
    """``roll`` locking r1 and r2 each only while the unit must lock (one die with a General; none climbing)."""
    roll(state, *faces_by_seat, while_locking=True)


def roll_locking_any(state: DdState, *faces: tuple[str, ...]) -> None:
    """Phase 1: units 0, 1 ... show their faces, lock the first dice they may until done locking, and stop."""
    for unit_faces in faces:
        show(state, *unit_faces)
    for seat in range(len(faces)):
        while state.units[seat].stage == LOCK:
            act(state, "lock " + next(a.text.split()[1] for a in state.legal_actions(seat)), seat)
        act(state, "stop", seat)


def skip(state: DdState, until: int | Callable[[DdState], bool] | None = None, cancel: bool = False) -> None:
    """Units close windows, lose soldiers (``cancel``: skulls cancel the last die) until ``until`` or another stop."""
    def reached() -> bool:
        if until is None:
            return False
        return until(state) if callable(until) else state.phase == until

    while not reached():
        players = state.current_players()
        if not players or players == [CHANCE]:
            return
        for seat in players:
            options = state.legal_actions(seat)
            if A.DONE in options:
                act(state, "done", seat)
                break
            if A.LOSE_SOLDIERS in options:
                act(state, "lose soldiers", seat)
                break
            cancels = [a for a in options if a.kind == "cancel"] if cancel else []
            if cancels:
                state.apply(seat, cancels[-1])
                break
        else:
            return


def to_next_turn(state: DdState, tries: int = 200) -> None:
    """From Phase 4 to the next turn: every unit stays, machine guns roll 1s, soldiers fall."""
    turn = state.turn
    for _ in range(tries):
        if state.turn != turn or state.is_over():
            return
        if state.current_players() == [CHANCE]:
            chance(state, "d6 1")
            continue
        skip(state, lambda s: s.turn != turn or s.phase == MOVE or s.current_players() == [CHANCE])
        if state.phase == MOVE:
            for seat in state.current_players():
                act(state, "stay", seat)
    raise AssertionError(f"turn {turn} waits for a decision the script does not make: {state.current_players()}")


def play_bot_game(
    options: Mapping[str, object], players: int, seed: int, agent: str = "heuristic",
    first_agent_seed: int | None = None, seat_name: str = "unit {}",
) -> tuple[Session, list[Any], set[str]]:
    """Play a whole game between ``agent`` bots from ``seed``: the session, the agents and the event types seen."""
    game = get_game("dday-dice")
    seats = [SeatRecord(name=seat_name.format(i), agent=agent) for i in range(players)]
    session = Session(game, seats, seed, options)
    first = seed + 1 if first_agent_seed is None else first_agent_seed
    agents = [make_agent(game, agent, first + i) for i in range(players)]
    state = session.state
    seen: set[str] = set()
    while state.current_players():
        player = state.current_players()[0]
        if player == CHANCE:
            events = session.settle_chance()
        else:
            events = session.act(player, agents[player].choose(state, player))
        seen |= {str(e["type"]) for e in events}
    return session, agents, seen


def assert_record_replays(session: Session) -> None:
    """The session's record, written out and read back, replays to the same final state."""
    record = session.record()
    assert replay_record(parse_record(record.to_json_text())).state.to_json() == session.state.to_json()


def bot_game(map_id: str, players: int, seed: int) -> tuple[bool, set[str]]:
    """A heuristic-bot game on ``map_id`` whose record replays (chance pinned or re-drawn): won?, events."""
    session, agents, seen = play_bot_game({"map": map_id}, players, seed)
    state = session.state
    assert all(agent.fallbacks == 0 for agent in agents), "a bot rule proposed an illegal action"
    final = state.to_json()
    record = session.record()
    assert replay_record(parse_record(record.to_json_text())).state.to_json() == final
    assert replay_record(record.without_chance()).state.to_json() == final
    return all(r == 1.0 for r in state.returns()), seen


def bot_games(map_id: str, players: int, games: int) -> tuple[int, set[str]]:
    """``games`` of ``bot_game`` on ``map_id``, seeds drawn from ``Random(players)``: the wins, the events."""
    rng = random.Random(players)
    wins = 0
    seen: set[str] = set()
    for _ in range(games):
        won, events = bot_game(map_id, players, rng.randrange(10**6))
        wins += won
        seen |= events
    return wins, seen


def check_bot_games(map_id: str, players: int, first_seed: int, games: int = 3) -> None:
    """Heuristic-bot games from seeds ``first_seed`` on: each is won or lost, without fallbacks, and replays."""
    for seed in range(games):
        session, agents, _ = play_bot_game({"map": map_id}, players, first_seed + seed, first_agent_seed=seed,
                                           seat_name="u{}")
        assert session.state.result in ("victory", "defeat")  # type: ignore[attr-defined]
        assert all(getattr(agent, "fallbacks", 0) == 0 for agent in agents)
        assert_record_replays(session)


# ----------------------------------------------------------------------------- `meeple maps show`


def maps_show(
    map_id: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, width: int = 100,
) -> str:
    """What `meeple maps show <map_id>` prints, run through the command line's entry point, on a
    console ``width`` columns wide (so the boxes wrap the same way whatever the terminal)."""
    from rich.console import Console

    from meeple.cli import main

    monkeypatch.setattr(main, "console", Console(width=width))
    with pytest.raises(SystemExit) as exit_info:
        main.run(["maps", "show", map_id])
    out, err = capsys.readouterr()
    assert not exit_info.value.code and not err, err
    return out


def board_cell(shown: str, title: str) -> str:
    """The text of the box headed ``title`` ("Sector 6", "BUNKER 15") on the board `meeple maps
    show` draws, its lines joined by single spaces."""
    lines = shown.split("\nSector rules and notes\n", 1)[0].splitlines()
    for y, line in enumerate(lines):
        found = re.search(rf"[│█] {re.escape(title)}(?!\d)", line)
        if found is None:
            continue
        left = found.start()
        right = next(x for x in range(left + 1, len(line)) if line[x] in "│█")
        text = [line[left + 1:right].strip()]
        for below in lines[y + 1:]:
            if len(below) <= right or below[left] not in "│█":
                break
            text.append(below[left + 1:right].strip())
        return " ".join(part for part in text if part)
    raise AssertionError(f"no box {title!r} on the board")


def map_notes(shown: str, title: str) -> str:
    """The lines under ``title`` ("Sector 6", "Bunker 14") in the "Sector rules and notes" part of
    `meeple maps show`, joined by single spaces."""
    notes = shown.split("\nSector rules and notes\n", 1)[1].split("\nCards\n", 1)[0]
    for block in re.split(r"^  (?=\S)", notes, flags=re.M):
        head, _, body = block.partition("\n")
        if head == title:
            return " ".join(body.split())
    raise AssertionError(f"no notes for {title!r}")


#: This repository's root: the source tests read is this tree's (a compiled build installs its
#: compiled modules without their source, docs/speed.md).
ROOT = Path(__file__).resolve().parents[3]


def module_source(module: ModuleType) -> str:
    """The source text of one of meeple's modules, read from this repository's ``src/``
    (``inspect.getsource`` finds none for a compiled module)."""
    return ROOT.joinpath("src", *module.__name__.split(".")).with_suffix(".py").read_text(encoding="utf-8")

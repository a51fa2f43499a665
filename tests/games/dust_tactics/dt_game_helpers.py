"""Builders for Dust Tactics game tests: a game past its set-up with chosen units on chosen
squares, and scripts of moves in notation with every die pinned (``"chance: roll hhb"``,
``"0: activate hell-boys"``), applied through the kernel like a game record."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from meeple.engine.core import CHANCE
from meeple.engine.data_files import read_toml
from meeple.engine.registry import get_game
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.state import DtState

GAME = get_game("dust-tactics")
#: The four cover elements of the set-up, placed out of the way (the cover zone is rows 4-5).
OUT_OF_THE_WAY = ("place ammo-crate a4", "place ammo-crate a5", "place anti-tank-block b5", "place anti-tank-block c4")


def given(value: str | Path) -> str | dict[str, Any]:
    """A scenario or an army as a game option holds it: a packaged id as it is, a file (a path
    ending in .toml) read into its content, as `meeple play` reads a file named on its command
    line (an option never holds a path)."""
    text = str(value)
    return read_toml(Path(text), "test") if text.endswith(".toml") else text


def fresh(scenario: str | Path = "reconnaissance-in-force") -> DtState:
    state = GAME.new_game(2, {"scenario": given(scenario)})
    assert isinstance(state, DtState)
    return state


def scenario_start(scenario: str | Path, **options: str | Path) -> DtState:
    """A two-player game of ``scenario`` (a name or a file) with ``options`` (army files are
    read: :func:`given`), for scenarios that need no set-up: the state waits for the first
    initiative roll."""
    state = GAME.new_game(2, {"scenario": given(scenario), **{k: given(v) for k, v in options.items()}})
    assert isinstance(state, DtState) and state.phase == "initiative"
    return state


def play(state: DtState, *moves: str) -> list[dict]:
    """Apply ``"<seat>|chance: <action>"`` moves in order; return the events."""
    events: list[dict] = []
    for move in moves:
        who, _, text = move.partition(":")
        player = CHANCE if who.strip() == "chance" else int(who)
        events += state.apply(player, GAME.parse_action(text.strip()))
    return events


def through_setup(state: DtState, placements: tuple[str, ...] = OUT_OF_THE_WAY) -> DtState:
    """Cover roll won by the Allies, the four elements placed by ``placements`` (out of the
    way by default), heroes alone: the state waits for the first initiative roll."""
    play(state, "chance: roll hhh", "chance: roll bbb")
    for i, text in enumerate(placements):
        play(state, f"{i % 2}: {text}")
    while state.phase == "heroes":
        play(state, f"{state.current_players()[0]}: alone")
    assert state.phase == "initiative" and state.turn == 1
    return state


def battle(turn: int = 2, **squares: str) -> DtState:
    """A game at the initiative roll of ``turn``, with only the units named in play, on the
    squares given (``hell_boys="e6"``); every other unit is out of play."""
    state = through_setup(fresh())
    return only_in_play(state, turn, squares)


def only_in_play(state: DtState, turn: int, squares: dict[str, str | None]) -> DtState:
    """``state`` at the initiative roll of ``turn`` with only the units named in ``squares``
    in play, on the squares given (``{"hell_boys": "e6"}``; None: still to enter); every
    other unit is out of play."""
    wanted = {name.replace("_", "-"): (Square.parse(sq) if sq else None) for name, sq in squares.items()}
    for uid in list(state.pos):
        if uid in wanted:
            state.pos[uid] = wanted[uid]
        else:
            del state.pos[uid]
    state.turn = turn
    state._occupancy = None
    state._legal = None
    return state


def initiative_to(state: DtState, seat: int, first: int | None = None) -> None:
    """Pin the initiative roll for ``seat`` and let it choose ``first`` (itself by default)."""
    play(state, "chance: roll hhh" if seat == 0 else "chance: roll bbb",
         "chance: roll bbb" if seat == 0 else "chance: roll hhh")
    side = seat if first is None else first
    play(state, f"{seat}: first {'allies' if side == 0 else 'axis'}")


def texts(actions: list) -> list[str]:
    return [a.text for a in actions]

"""Exercise Tiger's Practice Run played through game records with every die pinned
(rulebook p. 14, "Exercise Tiger: Pratica")."""

from __future__ import annotations

import pytest

from meeple.engine.core import CHANCE
from meeple.engine.errors import RecordError, RuleNotImplementedError
from meeple.engine.record import GameRecord, MoveRecord, SeatRecord, replay_record
from meeple.engine.registry import get_game

PRACTICE = {"map": "exercise-tiger-practice"}


def record(moves: list[tuple[object, str]], players: int = 1, options: dict | None = None) -> GameRecord:
    return GameRecord(
        game="dday-dice",
        options=options or PRACTICE,
        seats=[SeatRecord(name=f"unit {i}") for i in range(players)],
        moves=[MoveRecord(by=by, action=action) for by, action in moves],  # type: ignore[arg-type]
    )


def faces(*names: str) -> list[tuple[object, str]]:
    return [("chance", f"face {name}") for name in names]


FIRST_TURN = [
    *faces("soldiers", "skull", "courage", "star", "tool", "soldier"),
    (0, "lock r1"), (0, "lock b2"),
    (0, "reroll r2,w2,b1"),
    *faces("soldier", "courage", "soldiers"),
    (0, "stop"),
]


def test_the_notation_example_sets_the_final_count_and_the_practice_upkeep() -> None:
    """The example of docs/notation/dday-dice.md: soldiers 2+1+2+1, courage 2 (the skull,
    star and tool are ignored in the Practice Run)."""
    state = replay_record(record(FIRST_TURN)).state
    unit = state.units[0]
    assert (unit.soldiers, unit.courage) == (5 + 6, 1 + 2)
    assert state.legal_actions(0)[0].text == "stay"
    assert {a.text for a in state.legal_actions(0)} == {"stay", "move 2", "move 3"}


def test_advancing_to_row_two_costs_one_courage_and_sector_two_fights_at_def_1() -> None:
    """"Un giocatore deve spendere coraggio ogni volta che avanza." Sector 2's first shield
    is DEF 1 (reconstructed, DDM-5)."""
    state = replay_record(record(FIRST_TURN + [(0, "move 2")])).state
    unit = state.units[0]
    assert unit.sector == 2 and unit.courage == 3 - 1 and unit.soldiers == 11 - 1
    assert state.turn == 2 and state.is_chance(), "the next turn starts with the dice"


def test_a_record_with_an_illegal_unit_move_is_rejected_naming_it() -> None:
    with pytest.raises(RecordError, match=r"move 14 \(seat 0 'move 4'\)"):
        replay_record(record(FIRST_TURN + [(0, "move 4")]))


def test_a_die_face_that_does_not_exist_is_a_clear_error() -> None:
    with pytest.raises(RecordError, match="not a valid face|unknown action"):
        replay_record(record([("chance", "face eagle")]))


@pytest.mark.parametrize("map_id", ["exercise-tiger-basic", "exercise-tiger-advanced", "omaha-beach"])
def test_every_first_edition_map_is_playable(map_id: str) -> None:
    state = get_game("dday-dice").new_game(4, {"map": map_id})
    assert state.current_players() == [CHANCE] and not state.board.unimplemented


def test_a_map_needing_a_rule_meeple_lacks_is_refused_naming_it() -> None:
    """A board needing a rule meeple lacks (two bunkers, Gold Beach, issue 4) is refused, never
    played with the rule skipped."""
    import dataclasses

    from meeple.games.dday_dice.boards import build_board
    from meeple.games.dday_dice.game import refuse_unimplemented

    board = dataclasses.replace(build_board("omaha-beach"), unimplemented=("two bunkers",))
    with pytest.raises(RuleNotImplementedError, match="omaha-beach needs rules meeple does not implement yet: two bunkers"):
        refuse_unimplemented(board)

"""The terminal's table lists, for the unit to act, the items it holds and may not use now and
the units it may give nothing to now, with the game's reasons (:mod:`meeple.games.dday_dice.words.window_words`)."""

from __future__ import annotations

from play_helpers import rendered

from meeple.cli.dday_dice.table import render_observation
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.engine.record import SeatRecord


def test_the_table_says_why_a_held_item_is_not_used_and_why_no_trade_is_offered() -> None:
    game = get_game("dday-dice")
    seats = [SeatRecord(name="Ann", agent="human"), SeatRecord(name="Bob", agent="human")]
    session = Session(game, seats, 1, {"map": "omaha-beach"})
    session.settle_chance()
    state = session.state
    state.units[0].items.append("whistle")
    state.units[1].sector = 3
    assert 0 in state.current_players(), "Ann is to act: her lines are shown"
    screen = rendered(render_observation(state.observation(0), ["Ann", "Bob"], 0))
    assert "Not used now: Whistle: no item is used in Phase 1: roll the dice" in " ".join(screen.split()), screen
    assert "No trade with Bob: units trade in Phase 3 and in combat after the machine-gun fire" in " ".join(screen.split())

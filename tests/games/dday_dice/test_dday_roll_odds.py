"""The D-Day Dice roll advisor: each reroll's Final Tally by enumerating the dice, worked out by
hand and checked against the engine's own rolls."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine_outcomes import Checks, Node, OutcomeTree
from meeple.agents import make_agent
from meeple.engine.core import CHANCE, State
from meeple.engine.errors import OptionsError
from meeple.engine.registry import get_game
from meeple.games.dday_dice.dice import COURAGE, SKULL, SOLDIER
from meeple.games.dday_dice.roll_odds import parse_target, roll_choices, tally
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import REROLL

def reroll_positions(count: int, seed: int, game_map: str = "omaha-beach") -> list[DdState]:
    """Solo games of the heuristic, stopped at reroll decisions."""
    game = get_game("dday-dice")
    rng = random.Random(seed)
    found: list[DdState] = []
    while len(found) < count:
        state = game.new_game(1, {"map": game_map})
        bot = make_agent(game, "heuristic", rng.randrange(1000))
        stop = rng.randrange(1, 12)
        seen = 0
        while not state.is_over():
            seat = state.current_players()[0]
            if seat == CHANCE:
                state.apply(CHANCE, state.sample_chance(rng))
                continue
            if state.units[0].stage == REROLL:
                seen += 1
                if seen == stop:
                    found.append(state)
                    break
            state.apply(seat, bot.choose(state, seat))
    return found


def test_stopping_brings_the_dice_as_they_lie_for_sure() -> None:
    state = reroll_positions(1, seed=1)[0]
    unit = state.units[0]
    [stop] = [row for row in roll_choices(state, 0) if row.action == "stop"]
    now = tally(tuple(unit.dice), tuple(unit.colours))
    assert all(stop.tally[name] == {now[name]: 1.0} for name in now)


def test_one_die_rerolled_shows_each_face_one_time_in_six() -> None:
    state = reroll_positions(1, seed=2)[0]
    unit = state.units[0]
    die = next(d for d in range(6) if not unit.locked[d])
    action = f"reroll {('r1', 'r2', 'w1', 'w2', 'b1', 'b2')[die]}"
    [row] = [r for r in roll_choices(state, 0) if r.action == action]
    others = [f for d, f in enumerate(unit.dice) if d != die]
    skulls = others.count(SKULL)
    assert row.tally["skulls"] == pytest.approx({skulls: 5 / 6, skulls + 1: 1 / 6})
    courage = others.count(COURAGE)
    assert row.tally["courage"] == pytest.approx({courage: 5 / 6, courage + 1: 1 / 6})


def test_a_target_of_one_courage_from_two_dice_is_eleven_in_thirty_six() -> None:
    for state in reroll_positions(20, seed=3):
        unit = state.units[0]
        free = [d for d in range(6) if not unit.locked[d]]
        if COURAGE in unit.dice or len(free) < 2:
            continue
        names = ("r1", "r2", "w1", "w2", "b1", "b2")
        action = "reroll " + ",".join(names[d] for d in free[:2])
        rows = {r.action: r for r in roll_choices(state, 0, "courage>=1")}
        assert rows[action].target == pytest.approx(11 / 36)  # 1 - (5/6)**2
        assert rows["stop"].target == 0.0
        if rows[action].target_best is not None:
            assert rows[action].target_best >= rows[action].target
        return
    pytest.fail("no position without courage and with two free dice")


def test_two_dice_rerolled_beside_four_soldiers_reach_seven_soldiers_without_a_skull_one_time_in_twelve() -> None:
    """Four dice show a soldier each (4 soldiers); the two rerolled must bring 3 more and no
    skull: a soldier and a double (1 + 2), a double and a soldier, or two doubles, 3 of the
    36 equally likely pairs: 1/12."""
    state = reroll_positions(1, seed=2)[0]
    unit = state.units[0]
    free = [d for d in range(6) if not unit.locked[d]][:2]
    unit.dice = [SOLDIER] * 6
    state._legal = None
    names = ("r1", "r2", "w1", "w2", "b1", "b2")
    action = "reroll " + ",".join(names[d] for d in free)
    rows = {r.action: r for r in roll_choices(state, 0, "soldiers>=7,skulls==0")}
    assert rows[action].target == pytest.approx(3 / 36)
    assert rows["stop"].target == 0.0
    # each die: no soldier 4/6 (skull, star, courage, tool), one 1/6, two 1/6; the pair adds
    # 0: 4*4, 1: 2*4*1, 2: 2*4*1 + 1*1, 3: 2*1*1, 4: 1*1 of 36
    assert rows[action].tally["soldiers"] == pytest.approx({4: 16 / 36, 5: 8 / 36, 6: 9 / 36, 7: 2 / 36, 8: 1 / 36})


def test_a_target_is_terms_of_a_name_an_operator_and_a_number() -> None:
    holds = parse_target("courage>=3, skulls==0")
    assert holds({"courage": 3, "skulls": 0}) and not holds({"courage": 3, "skulls": 1})
    for bad in ("courage", "luck>=1", "courage>=x", "courage=>1"):
        with pytest.raises(OptionsError):
            parse_target(bad)


TARGET = "soldiers>=4,skulls<=1"


def unit_dice(node: Node) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The unit's dice as they lie at the end of the stretch, and their colours."""
    unit = node.state.units[0]  # type: ignore[attr-defined]
    return tuple(unit.dice), tuple(unit.colours)


def choice_rolled(state: DdState, action_text: str, best_last_roll: str | None = None) -> OutcomeTree:
    """The unit takes ``action_text`` and the engine rolls its dice; with ``best_last_roll``, the
    unit then takes the reroll choice (or stop) whose target chance the advisor rates highest,
    and the engine rolls that too."""
    action = state.game.parse_action(action_text)
    first = state.units[0].rolls

    def decide(s: State) -> tuple[int, Any] | None:
        assert isinstance(s, DdState)
        unit = s.units[0]
        if unit.stage != REROLL:
            return None
        if unit.rolls == first:
            return 0, action
        if best_last_roll is not None and unit.rolls == first + 1:
            rows = roll_choices(s, 0, best_last_roll) or []
            best = max(rows, key=lambda r: r.target or 0.0)
            return 0, s.game.parse_action(best.action)
        return None

    return OutcomeTree(state, decide)


def test_every_choices_tally_and_target_match_100000_engine_rolls_on_random_positions() -> None:
    """Two positions of heuristic games at a reroll: every choice's distribution of each
    Final Tally quantity, and the target's chance, against 100,000 rolls of the engine each
    (benchmarks/advisor_odds.py checks more positions)."""
    checks = Checks()
    holds = parse_target(TARGET)
    for state in reroll_positions(2, seed=4):
        for row in roll_choices(state, 0, TARGET) or []:
            ends = choice_rolled(state, row.action).frequencies(unit_dice)
            seen: dict[str, dict[int, float]] = {}
            hit = 0.0
            for (faces, colours), share in ends.items():
                counted = tally(faces, colours)
                for name, value in counted.items():
                    seen.setdefault(name, {})[value] = seen.get(name, {}).get(value, 0.0) + share
                hit += share if holds(counted) else 0.0
            for name, dist in row.tally.items():
                checks.distribution(f"{row.action} {name}", dist, seen[name])
            assert row.target is not None
            checks.chance(f"{row.action} target", row.target, hit)
    assert checks.done >= 100 and checks.hold(), checks.report()


def test_the_target_with_the_best_last_roll_matches_100000_engine_turns_that_play_it() -> None:
    """Positions with a roll left: after a reroll of one die the unit takes the choice the
    advisor rates best for the target (every choice valued at each of the six faces), and the
    engine rolls it."""
    checks = Checks()
    holds = parse_target(TARGET)
    for state in reroll_positions(6, seed=7):
        rows = roll_choices(state, 0, TARGET) or []
        row = next((r for r in rows if r.action.startswith("reroll ") and "," not in r.action), None)
        if row is None or row.target_best is None:
            continue
        ends = choice_rolled(state, row.action, best_last_roll=TARGET).frequencies(unit_dice)
        checks.chance(f"{row.action} best", row.target_best, sum(p for (f, c), p in ends.items() if holds(tally(f, c))))
    assert checks.done >= 2 and checks.hold(), checks.report()

"""The D-Day Dice roll advisor: each reroll's Final Tally by enumerating the dice, worked out by
hand and checked against the engine's own rolls."""

from __future__ import annotations

import math
import random

import pytest

from meeple.agents import make_agent
from meeple.engine.core import CHANCE
from meeple.engine.errors import OptionsError
from meeple.engine.registry import get_game
from meeple.games.dday_dice.dice import COURAGE, SKULL
from meeple.games.dday_dice.roll_odds import parse_target, roll_choices, tally
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import REROLL

Z99 = 2.576


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


def test_a_target_is_terms_of_a_name_an_operator_and_a_number() -> None:
    holds = parse_target("courage>=3, skulls==0")
    assert holds({"courage": 3, "skulls": 0}) and not holds({"courage": 3, "skulls": 1})
    for bad in ("courage", "luck>=1", "courage>=x", "courage=>1"):
        with pytest.raises(OptionsError):
            parse_target(bad)


def engine_tallies(state: DdState, action_text: str, samples: int, rng: random.Random) -> list[dict[str, int]]:
    """The Final Tally of the unit's dice after the engine rolls ``action_text``'s dice."""
    game = state.game
    action = game.parse_action(action_text)
    results = []
    for _ in range(samples):
        s = state.clone()
        s.apply(0, action)
        while s.is_chance():
            s.apply(CHANCE, s.sample_chance(rng))
        unit = s.units[0]
        results.append(tally(tuple(unit.dice), tuple(unit.colours)))
    return results


def test_each_rerolls_tally_matches_the_engines_rolls_on_random_positions() -> None:
    """3 positions, the largest reroll of each, 6,000 engine rolls each (a clone of a D-Day Dice
    state is dear, so not 100,000: the 99% intervals are about four times as wide): every
    quantity's mean and the target's chance within their 99% intervals."""
    for state in reroll_positions(3, seed=4):
        rows = roll_choices(state, 0, "soldiers>=4,skulls<=1")
        row = max(rows, key=lambda r: r.action.count(","))
        sampled = engine_tallies(state, row.action, 6_000, random.Random(5))
        for name, dist in row.tally.items():
            mean = sum(v * p for v, p in dist.items())
            sd = math.sqrt(sum(p * (v - mean) ** 2 for v, p in dist.items()))
            seen = sum(t[name] for t in sampled) / len(sampled)
            assert abs(seen - mean) <= Z99 * sd / math.sqrt(len(sampled)) + 1e-9, name
        hit = sum(1 for t in sampled if t["soldiers"] >= 4 and t["skulls"] <= 1) / len(sampled)
        assert row.target is not None
        assert abs(hit - row.target) <= Z99 * math.sqrt(row.target * (1 - row.target) / len(sampled)) + 1e-9

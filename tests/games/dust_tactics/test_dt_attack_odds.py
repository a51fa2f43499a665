"""The exact odds of an attack (:mod:`meeple.games.dust_tactics.attack_odds`) against the
frequencies of 20,000 rolls of the same attack through the game's attack machine, for weapon
lines and targets met in random games; and the observation carries those odds."""

from __future__ import annotations

import random
from fractions import Fraction
from math import sqrt
from typing import Any

import pytest

from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.games.dust_tactics.attack_odds import attack_odds, line_attack, line_odds, roll_chances, sample_outcome
from meeple.games.dust_tactics.state import DtState

ROLLS = 20_000


#: A 4 x 4 battlefield where the two squads soon stand side by side: close combat and its reply.
CLOSE: dict[str, Any] = {
    "id": "close", "name": "Close", "army_points": 60, "turns": 3, "terrain": ["oooo"] * 4,
    "entry": {"allies": "south", "axis": "north"}, "cover_zone": ["a2", "d3"], "cover_elements": {},
    "armies": {"allies": ["hell-boys"], "axis": ["sturmpioniere"]},
}


def aiming_positions(seed: int, wanted: int, scenario: Any = "reconnaissance-in-force",
                     close: bool = False) -> list[tuple[DtState, str]]:
    """The first ``wanted`` moments of a random game where a line is aimed (a close-combat line
    if ``close``), each with a target."""
    game = get_game("dust-tactics")
    state = game.new_game(2, {"scenario": scenario})
    rng = random.Random(seed)
    found: list[tuple[DtState, str]] = []
    while not state.is_over() and len(found) < wanted:
        player = state.current_players()[0]
        if player == CHANCE:
            state.apply(CHANCE, state.sample_chance(rng))
            continue
        if state.phase == "aim" and state.aim is not None and (not close or state.observation(player)["aim_line"]["range"] == "C"):
            options = state.observation(player)["aim_options"]
            units = [o["target"] for o in options if not o["target"].startswith("element:")]
            if units:
                found.append((state.clone(), rng.choice(units)))
        state.apply(player, rng.choice(state.legal_actions(player)))
    return found


def within(frequency: float, chance: Fraction) -> bool:
    """Whether a frequency of :data:`ROLLS` rolls agrees with a chance (4.5 standard errors)."""
    p = float(chance)
    return abs(frequency - p) <= 4.5 * sqrt(p * (1 - p) / ROLLS) + 2 / ROLLS


def test_a_roll_of_n_dice_has_the_binomial_chances_of_two_hit_faces_in_six() -> None:
    chances = roll_chances(3)
    assert [p for _faces, p in chances] == [Fraction(8, 27), Fraction(12, 27), Fraction(6, 27), Fraction(1, 27)]


@pytest.mark.parametrize("seed,scenario,close", [(3, "reconnaissance-in-force", False), (11, "bridgehead", False),
                                                 (4, "farmhouse", False), (2, CLOSE, True)])
def test_the_exact_odds_agree_with_twenty_thousand_rolls_through_the_attack_machine(seed: int, scenario: Any,
                                                                                   close: bool) -> None:
    positions = aiming_positions(seed, 2, scenario, close)
    assert positions
    for state, target in positions:
        assert state.aim is not None
        attack = line_attack(state, state.aim, target)
        odds = attack_odds(attack, target)
        assert sum(odds.chances.values()) + odds.tail == 1
        rng = random.Random(seed)
        outcomes = [sample_outcome(attack, target, rng) for _ in range(ROLLS)]
        for figure in ("hits", "removed", "lost"):
            exact = odds.of(figure)
            seen = [getattr(o, figure) for o in outcomes]
            for value in range(max(len(exact), max(seen) + 1)):
                chance = exact[value] if value < len(exact) else Fraction(0)
                assert within(seen.count(value) / ROLLS, chance), (figure, value, chance)
        if close:  # the defenders reply in close combat: the attacker may lose models
            assert odds.of("lost")[0] < 1


def test_the_observation_of_an_aimed_line_gives_each_target_its_odds() -> None:
    state, _target = aiming_positions(5, 1)[0]
    assert state.aim is not None
    player = state.current_players()[0]
    for option in state.observation(player)["aim_options"]:
        assert option["odds"] == line_odds(state, state.aim, option["target"]).to_json()
        assert abs(sum(option["odds"]["removed"]) + option["odds"]["tail"] - 1) < 1e-9

"""The exact odds of an attack (:mod:`meeple.games.dust_tactics.attack_odds`): worked out by
hand for built attacks (dice, cover saves, a laser's rerolls, a Sustained Attack), and against
the frequencies of 100,000 attacks played by the engine (its rolls, its casualties) for weapon
lines and targets met in random games; and the observation carries those odds."""

from __future__ import annotations

import random
from fractions import Fraction
from math import comb
from typing import Any, Callable

import pytest

from dt_attack_helpers import fresh, ref
from engine_outcomes import Checks, Node, OutcomeTree
from meeple.engine.core import CHANCE, State
from meeple.engine.registry import get_game
from meeple.games.dust_tactics import actions as A
from meeple.games.dust_tactics.attack import Attack, UnitTarget
from meeple.games.dust_tactics.attack_odds import Outcome, attack_odds, line_odds, roll_chances
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.targets import Shot
from meeple.games.dust_tactics.terrain import Cover


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


def test_a_roll_of_n_dice_has_the_binomial_chances_of_two_hit_faces_in_six() -> None:
    chances = roll_chances(3)
    assert [p for _faces, p in chances] == [Fraction(8, 27), Fraction(12, 27), Fraction(6, 27), Fraction(1, 27)]


STG = ref("sturmpioniere", "StG 47")
LASER = ref("heavy-laser-grenadiers", "Schwer Laser-Werfer")


def test_four_dice_at_hell_boys_in_soft_cover_remove_a_model_two_times_in_nine_each() -> None:
    """The StG 47's 4 dice at the Hell Boys in soft cover: a die hits 1/3 of the time and the
    cover roll saves that point on its hit face, 1/3: a model falls 1/3 * 2/3 = 2/9 a die, so
    the models removed are binomial(4, 2/9): none (7/9)^4 = 2401/6561, one 4 * 2/9 * (7/9)^3 =
    2744/6561. In hard cover the blank face saves (2/3): 1/9 a die, none (8/9)^4 = 4096/6561."""
    for cover, per_die in ((Cover.SOFT, Fraction(2, 9)), (Cover.HARD, Fraction(1, 9))):
        attack = Attack.declare(fresh("sturmpioniere"), {"hell-boys": UnitTarget(fresh("hell-boys"), cover)},
                                [Shot(STG, "hell-boys")])
        odds = attack_odds(attack, "hell-boys")
        assert odds.of("hits") == [comb(4, k) * Fraction(1, 3) ** k * Fraction(2, 3) ** (4 - k) for k in range(5)]
        assert odds.of("removed") == [comb(4, k) * per_die**k * (1 - per_die) ** (4 - k) for k in range(5)]
    assert Fraction(7, 9) ** 4 == Fraction(2401, 6561) and Fraction(8, 9) ** 4 == Fraction(4096, 6561)


def test_a_lasers_three_dice_hit_k_times_by_a_chain_of_rerolled_hits() -> None:
    """A laser rerolls each hit until it misses (p. 26): each of the 3 dice brings a geometric
    count of hits, P(j) = (1/3)^j * 2/3, and k hits over 3 dice come C(k + 2, 2) ways:
    P(k) = C(k + 2, 2) (1/3)^k (2/3)^3 -- 8/27, 8/27, 16/81, 80/729. With a Sustained Attack
    each first miss is rolled again once, so a die misses for good 2/3 * 2/3 = 4/9 of the
    time and no hit at all comes (4/9)^3 = 64/729."""
    plain = Attack.declare(fresh("heavy-laser-grenadiers"), {"hell-boys": UnitTarget(fresh("hell-boys"))},
                           [Shot(LASER, "hell-boys")])
    hits = attack_odds(plain, "hell-boys").of("hits")
    assert hits[:4] == [Fraction(8, 27), Fraction(8, 27), Fraction(16, 81), Fraction(80, 729)]
    assert hits[:4] == [comb(k + 2, 2) * Fraction(1, 3) ** k * Fraction(2, 3) ** 3 for k in range(4)]
    sustained = Attack.declare(fresh("heavy-laser-grenadiers"), {"hell-boys": UnitTarget(fresh("hell-boys"))},
                               [Shot(LASER, "hell-boys")], sustained=True)
    assert attack_odds(sustained, "hell-boys").of("hits")[0] == Fraction(64, 729)


def attack_fired(state: DtState, target: str) -> OutcomeTree:
    """The line being aimed fired alone at ``target`` through the engine: aimed there, every
    later line holding fire, the engine's rolls, each casualty the first the card lists; the
    stretch ends when the attack is over."""
    assert state.aim is not None
    attacker, index = state.aim.attacker, state.aim.index

    def decide(s: State) -> tuple[int, Any] | None:
        assert isinstance(s, DtState)
        seat = s.current_players()[0]
        if s.attack is not None:
            return seat, s.legal_actions(seat)[0]
        if s.phase == "aim" and s.aim is not None and s.aim.attacker == attacker:
            aimed = s.aim.index != index or len(s.aim.shots) > 0  # the line's one shot is aimed
            return seat, A.HOLD_FIRE if aimed else s.game.parse_action(f"aim {target}")
        return None

    return OutcomeTree(state, decide)


def engine_outcome(target: str, attacker: str) -> Callable[[Node], Outcome]:
    """The hits, the damage points removed from ``target`` and those the attacker lost, as the
    engine's events tell them (its rolls and its ``losses``)."""

    def read(node: Node) -> Outcome:
        hits: list[int] = []
        removed = lost = 0
        for e in node.events:
            if e["type"] == "attack-roll" and e["target"] == target:
                hits.append(e["hits"])
            elif e["type"] == "attack-reroll" and e["target"] == target:
                hits[-1] = e.get("total_hits", hits[-1] + e["hits"])
            elif e["type"] == "losses":
                points = e.get("models", 0) + e.get("hit_points", 0) + e.get("hero_hit_points", 0)
                removed += points if e["unit"] == target else 0
                lost += points if e["unit"] == attacker else 0
        return Outcome(sum(hits), removed, lost)

    return read


@pytest.mark.parametrize("seed,scenario,close", [(3, "reconnaissance-in-force", False), (11, "bridgehead", False),
                                                 (4, "farmhouse", False), (2, CLOSE, True)])
def test_the_exact_odds_agree_with_100000_attacks_through_the_engine(seed: int, scenario: Any, close: bool) -> None:
    """Lines aimed in random games (the first line of an attack, so it is fired alone): the
    distribution of hits, of points removed and of points lost against 100,000 engine attacks."""
    checks = Checks()
    for state, target in aiming_positions(seed, 4, scenario, close):
        assert state.aim is not None
        if state.aim.shots:
            continue
        odds = line_odds(state, state.aim, target)
        seen = attack_fired(state, target).frequencies(engine_outcome(target, state.aim.attacker))
        for figure in ("hits", "removed", "lost"):
            exact = {v: float(p) for v, p in enumerate(odds.of(figure)) if p}
            shares: dict[int, float] = {}
            for outcome, share in seen.items():
                shares[getattr(outcome, figure)] = shares.get(getattr(outcome, figure), 0.0) + share
            checks.distribution(figure, exact, shares)
    assert checks.done >= 6 and checks.hold(), checks.report()


def test_the_observation_of_an_aimed_line_gives_each_target_its_odds() -> None:
    state, _target = aiming_positions(5, 1)[0]
    assert state.aim is not None
    player = state.current_players()[0]
    for option in state.observation(player)["aim_options"]:
        assert option["odds"] == line_odds(state, state.aim, option["target"]).to_json()
        assert abs(sum(option["odds"]["removed"]) + option["odds"]["tail"] - 1) < 1e-9

"""What D-Day Dice states in its events and observation so that no front end infers it from
the log (design notes: "If a front end has to infer something from the log, the game should
state it in its events or observation instead"): upkeep's sources, what an RWB bonus grants,
the casualties a Medic or an Ambulance saved, why a Battle Cry is barred, each unit's
first-roll locks, whether kept dice lock, why a move is not offered, what Phase 5 would cost,
and Silence the Guns' mortar and closed bunker."""

from __future__ import annotations

import random
from typing import Iterator

import pytest

from dday_helpers import act, new_map_game, place, roll, show, skip
from meeple.agents import make_agent
from meeple.engine.core import CHANCE, Event
from meeple.engine.registry import get_game
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import casualties, combat, random_sectors, rwb
from meeple.games.dday_dice.dice import COURAGE, SKULL, SOLDIER, SOLDIERS
from meeple.games.dday_dice.joined_maps import JoinedBoard
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, UPKEEP
from meeple.games.dday_dice.state import DdState

QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")


def apply(state: DdState, text: str, seat: int = 0) -> list[Event]:
    return state.apply(seat, A.parse_action(text))


def of_type(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e["type"] == kind]


def test_upkeep_states_what_the_final_tally_earns_alone_and_each_colourless_result() -> None:
    """Omaha Beach sector 2 (+1 tool a turn) with a Scout (+1 colourless tool): a skull cancels
    w1's tool, so the Final Tally's own results are a tool, a courage, 2 soldiers and a star
    (1 item point), and the four tools of the total earn 12."""
    state = new_map_game("omaha-beach", 1)
    place(state, 0, 2, (1,), 1)
    state.units[0].specialists.append("scout")
    roll(state, ("skull", "tool", "tool", "courage", "soldiers", "star"))
    skip(state, lambda s: s.phase == UPKEEP)
    [gains] = of_type(apply(state, "cancel w1"), "resources")
    assert (gains["soldiers"], gains["courage"], gains["stars"], gains["item_points"]) == (2, 1, 1, 6)
    assert gains["sources"]["final_tally"] == {"soldiers": 2, "courage": 1, "stars": 1, "item_points": 1}
    assert gains["sources"]["colourless"] == [{"source": "scout", "face": "tool", "count": 1},
                                              {"source": "sector", "face": "tool", "count": 1}]
    assert gains["sources"]["marksman_soldiers"] == 0


def test_an_rwb_bonus_states_what_it_grants_and_what_the_veteran_adds() -> None:
    state = new_map_game("omaha-beach", 2)
    unit = state.units[0]
    unit.specialists.append("veteran")
    events: list[Event] = []
    rwb.gain(state, unit, SOLDIERS, events)
    assert events[0] | {} == {"type": "rwb", "seat": 0, "bonus": "fresh-troops", "granted": False,
                              "grants": {"soldiers": 6}, "veteran_soldiers": 1, "chaplain_courage": 0}
    rwb.gain(state, unit, SKULL, events)
    assert events[-1]["grants"] == {"item_points": 20}
    rwb.gain(state, unit, SOLDIER, events)  # Reinforcements: 4 now, 4 more to the unit chosen
    assert events[-1]["grants"] == {"soldiers": 4}
    solo = new_map_game("omaha-beach", 1)
    rwb.gain(solo, solo.units[0], SOLDIER, events)  # "4+4" in solo
    assert events[-1]["grants"] == {"soldiers": 8}


def test_casualties_state_how_many_there_were_before_the_medic_saved_one() -> None:
    state = new_map_game("omaha-beach", 1)
    unit = state.units[0]
    unit.soldiers, unit.specialists = 10, ["medic"]
    events: list[Event] = []
    casualties.inflict(state, unit, 3, 0, "fell in combat in sector 1", events)
    [told] = of_type(events, "casualties")
    assert (told["count"], told["before_saves"], told["saved_by"]) == (2, 3, ["medic"])
    casualties.inflict(state, unit, 2, 0, "fell in combat in sector 1", events)  # the Medic's once a phase is spent
    again = of_type(events, "casualties")[-1]
    assert (again["count"], again["before_saves"], again["saved_by"]) == (2, 2, [])


def test_a_barred_battle_cry_states_why_climbing_or_crossfire() -> None:
    climb = new_map_game("pointe-du-hoc", 1)
    cliff = next(n for n, s in climb.board.sectors.items() if any(r == "climb" for r, _ in s.special))
    place(climb, 0, cliff)
    events: list[Event] = []
    rwb.gain(climb, climb.units[0], COURAGE, events)
    assert (events[-1]["type"], events[-1]["reason"], events[-1]["sector"]) == ("rwb-barred", "climbing", cliff)
    sword = new_map_game("sword-beach", 1)
    sector = next(n for n in (6, 7, 11) if random_sectors.table(sword.board.id, n)[1].effect == "no-battle-cry")
    sword.marks.rolls[sector] = 2
    place(sword, 0, sector)
    rwb.gain(sword, sword.units[0], COURAGE, events)
    assert (events[-1]["type"], events[-1]["reason"], events[-1]["sector"]) == ("rwb-barred", "crossfire", sector)


def test_the_observation_states_each_units_first_roll_locks_and_a_swap_moves_them() -> None:
    """Unit 0 (Lieutenant) and unit 1 lock r1 and r2 after their first roll; unit 0's r1, swapped
    for unit 1's b1, stays a die locked on the first roll: now unit 1's (DDD-9, DDD-11)."""
    state = new_map_game("omaha-beach", 2)
    for seat in (0, 1):
        place(state, seat, 4, (2,), 0)
        state.units[seat].soldiers, state.units[seat].courage = 10, 6
    state.units[0].specialists.append("lieutenant")
    show(state, "skull", "star", "soldier", "soldier", "tool", "courage")
    show(state, *QUIET)
    for seat in (0, 1):
        act(state, "lock r1", seat)
        act(state, "lock r2", seat)
        act(state, "stop", seat)
    assert state.phase == FINAL_COUNT
    assert [u["first_locks"] for u in state.observation(0)["units"]] == [["r1", "r2"], ["r1", "r2"]]
    act(state, "swap r1 1 b1", 0)
    assert [u["first_locks"] for u in state.observation(1)["units"]] == [["r2"], ["r1", "r2", "b1"]]


@pytest.mark.parametrize("edition,locks", [(1, True), (2, False)])
def test_the_observation_states_whether_the_dice_kept_at_a_reroll_lock(edition: int, locks: bool) -> None:
    assert new_map_game("omaha-beach", 1, edition=edition).observation(0)["kept_dice_lock"] is locks


def test_silence_the_guns_states_whether_the_mortar_is_silenced_and_the_closed_bunker_open() -> None:
    state = new_map_game("silence-the-guns", 2)
    board = state.board
    assert isinstance(board, JoinedBoard)
    assert state.observation(0)["joined_board"] == {"mortar_silenced": False, "closed_bunker_open": False}
    state.units[1].visited.append(board.def_plus_until)
    state.marks.conquered.append((board.closed_until, 1))
    assert state.observation(0)["joined_board"] == {"mortar_silenced": True, "closed_bunker_open": True}
    assert "joined_board" not in new_map_game("omaha-beach", 1).observation(0)


def bot_steps(map_id: str, players: int, seed: int, edition: int = 1) -> Iterator[DdState]:
    """A game of bots (a random move now and then): the state at each decision."""
    game = get_game("dday-dice")
    state = game.new_game(players, {"map": map_id, "edition": edition})
    assert isinstance(state, DdState)
    rng = random.Random(seed)
    bots = [make_agent(game, "heuristic", seed + i) for i in range(players)]
    for _ in range(1500):
        while state.is_chance():
            state.apply(CHANCE, state.sample_chance(rng))
        if state.is_over():
            return
        yield state
        seat = state.current_players()[0]
        legal = state.legal_actions(seat)
        state.apply(seat, rng.choice(legal) if rng.random() < 0.25 else bots[seat].choose(state, seat))


MAPS = [("omaha-beach", 1), ("utah-beach", 2), ("pointe-du-hoc", 1), ("merville-battery", 1),
        ("silence-the-guns", 2), ("sword-beach", 1), ("gold-beach", 2), ("juno-beach", 1)]


@pytest.mark.parametrize("map_id,edition", MAPS)
def test_every_move_the_map_draws_is_offered_or_excluded_with_its_reason(map_id: str, edition: int) -> None:
    """In Phase 4, each unit on the beach: every move out of its sector is among its ``moves``
    or its ``moves_excluded``, never both, and each reason reads what the rules read."""
    reasons: set[str] = set()
    for state in bot_steps(map_id, 3, 11, edition):
        if state.phase != MOVE:
            assert all("moves_excluded" not in data for data in state.observation(0)["units"])
            continue
        for unit, data in zip(state.units, state.observation(0)["units"]):
            if not unit.active:
                continue
            drawn = {e.to for e in state.board.exits.get(unit.sector, ())}
            offered = {m["to"] for m in data["moves"]}
            excluded = {m["to"]: m for m in data["moves_excluded"]}
            assert offered.isdisjoint(excluded) and drawn <= offered | set(excluded)
            for to, why in excluded.items():
                reasons.add(why["reason"])
                if why["reason"] == "visited":
                    assert to in unit.visited
                elif why["reason"] == "courage":
                    assert why["has"] < why["courage"]
                elif why["reason"] == "requirement":
                    assert why["missing"] or why["decoy"], why
    assert "visited" in reasons


@pytest.mark.parametrize("map_id,edition", [("omaha-beach", 1), ("sword-beach", 1), ("silence-the-guns", 1)])
def test_what_phase_5_would_cost_is_what_it_costs_if_nothing_changes_it(map_id: str, edition: int) -> None:
    """The observation's ``incoming`` in the window after the machine-gun fire: the
    casualties Phase 5 inflicts on each unit if every unit is done now (before any Medic or
    Ambulance: the event's ``before_saves``), its DEF, fire and the sector's fire told apart."""
    compared = 0
    states = (state for seed in (5, 6, 7) for state in bot_steps(map_id, 3, seed, edition))
    for state in states:
        if state.phase != COMBAT or state.combat_stage != 1:
            continue
        obs = state.observation(0)
        resolved = state.clone()
        events: list[Event] = []
        combat.resolve(resolved, events)
        for told in of_type(events, "casualties"):
            coming = obs["units"][told["seat"]]["incoming"]
            assert coming["casualties"] == told["before_saves"] == coming["def"] + coming["mgf"] + coming["fire"]
            compared += 1
    assert compared > 0

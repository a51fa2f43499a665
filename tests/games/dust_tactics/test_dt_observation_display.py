"""The observation states what a display needs (issue "Words and observation"): a unit's
models are the models now, also while an attack removes its casualties one by one (p. 12);
whether an Attack declared now would have a target (p. 7); and, once a line is aimed, what
it would do to each target (its dice, cover and exact odds) and the line of sight traced."""

from __future__ import annotations

from dt_game_helpers import battle, initiative_to, play


def strength(obs: dict, uid: str) -> int:
    unit = next(u for u in obs["units"] if u["id"] == uid)
    now = obs["attack_units"].get(uid, unit)
    return sum(now["models"])


def test_a_squads_models_are_the_models_now_while_its_casualties_are_removed_one_by_one() -> None:
    """p. 12: "E' il giocatore che controlla la squadra a decidere quale miniatura togliere":
    two hits on the Sturmpioniere, the first casualty chosen; the observation counts 4 models
    now and 1 damage still to take, while the state's own record waits for the attack's end."""
    state = battle(blackhawk="e6", sturmpioniere="e4", lara="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare attack", "0: aim sturmpioniere", "chance: roll hhbbbb")
    obs = state.observation(1)
    assert strength(obs, "sturmpioniere") == 5 and obs["attack_units"]["sturmpioniere"]["to_take"] == 2
    play(state, "1: lose 0")  # a model carrying the StG 47: both kinds are left, the next is chosen too
    obs = state.observation(0)
    assert strength(obs, "sturmpioniere") == 4 and obs["attack_units"]["sturmpioniere"]["to_take"] == 1
    assert sum(next(u for u in obs["units"] if u["id"] == "sturmpioniere")["models"]) == 5, "written back at the end"


def test_a_plan_says_whether_an_attack_now_would_have_a_target() -> None:
    """p. 7: a plan beginning with an Attack may be declared without a target, and the attack
    is lost; the observation says so before the player declares (``attack_now``)."""
    state = battle(blackhawk="e6", sturmpioniere="e4", lara="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk")
    assert state.observation(0)["attack_now"] is True
    state = battle(blackhawk="l6", sturmpioniere="a1", lara="b1")  # the cover elements on a4-c4 far too
    initiative_to(state, 0)
    play(state, "0: activate blackhawk")
    assert state.observation(0)["attack_now"] is False, "the Dual Heavy PIAT reaches 2 squares (p. 11)"


def test_an_aimed_line_says_what_it_would_do_to_each_target_and_traces_its_sight() -> None:
    state = battle(blackhawk="e6", sturmpioniere="e4", lara="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare attack")
    option = next(o for o in state.observation(0)["aim_options"] if o["target"] == "sturmpioniere")
    assert option["dice"] == 6 and option["damage_per_hit"] == 1
    assert abs(sum(option["odds"]["removed"]) + option["odds"].get("tail", 0) - 1) < 1e-9
    assert (option["sight"]["from"], option["sight"]["to"], option["sight"]["visible"]) == ("e6", "e4", True)
    assert [c["square"] for c in option["sight"]["crossed"]] == ["e5"]

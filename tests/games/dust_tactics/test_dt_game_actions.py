"""Activation and its actions (rulebook p. 7, "Lista delle azioni"; p. 8, movement; p. 11,
attacks declared line by line; p. 21, Fast)."""

from __future__ import annotations

import pytest

from dt_game_helpers import battle, initiative_to, play, texts
from meeple.engine.errors import IllegalActionError


def test_up_to_two_actions_never_attack_plus_attack() -> None:
    """"Nota: la sola combinazione di azioni che il giocatore non può effettuare è Attack + Attack"."""
    state = battle(death_dealers="e7", sturmpioniere="e2")
    initiative_to(state, 0)
    play(state, "0: activate death-dealers")
    assert texts(state.legal_actions(0)) == [
        "declare nothing", "declare move", "declare attack", "declare move+move",
        "declare move+attack", "declare attack+move", "declare sustained",
    ]
    with pytest.raises(IllegalActionError):
        play(state, "0: declare attack+attack")


def test_a_move_offers_the_reachable_squares_and_staying() -> None:
    """"L'unità attivata può muoversi fino al massimo del suo valore di movimento"; the first
    diagonal of an activation costs 1, the later ones 2 (p. 8)."""
    state = battle(death_dealers="e6", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate death-dealers", "0: declare move+move")
    first = set(texts(state.legal_actions(0)))
    assert first == {"move e5", "move f6", "move e7", "move d6", "move f5", "move f7", "move d7", "move d5", "stay"}
    play(state, "0: move f5")
    second = set(texts(state.legal_actions(0)))
    assert "move g4" not in second, "the second diagonal of the activation costs 2"
    assert {"move g5", "move f4"} <= second


def test_fast_gives_one_extra_square_once_per_activation() -> None:
    """"Quando effettua due azioni Move ... può spostarsi di tre quadrati. Quando effettua un
    solo move può spostarsi di due quadrati"."""
    state = battle(hell_boys="e8", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate hell-boys", "0: declare move+move")
    assert "move e6" in texts(state.legal_actions(0))
    play(state, "0: move e6")
    assert "move e4" not in texts(state.legal_actions(0)), "the extra square stays one"
    play(state, "0: move e5")
    assert str(state.pos["hell-boys"]) == "e5"


def test_each_weapon_line_is_aimed_at_its_own_target_or_held() -> None:
    """"Ogni linea d'armamento colpisce il suo proprio obiettivo" ... "Un'unità non è
    obbligata a utilizzare tutte le armi disponibili"."""
    state = battle(death_dealers="e6", sturmpioniere="e3", hans="d4")
    initiative_to(state, 0)
    play(state, "0: activate death-dealers", "0: declare attack")
    bazooka = texts(state.legal_actions(0))
    assert {"aim sturmpioniere", "aim hans", "aim element b5", "hold-fire"} <= set(bazooka)
    assert "aim lara" not in bazooka
    play(state, "0: aim hans")
    assert "aim hans" not in texts(state.legal_actions(0)), "the M1 Carbine cannot harm Hans"
    play(state, "0: aim sturmpioniere")
    step = state.attack.next_step()
    # Bazooka: 2 carriers x 2 dice against vehicle armour 3.
    assert (step.purpose, step.dice, step.unit) == ("attack", 4, "hans")


def test_a_sustained_attack_rerolls_the_misses_once() -> None:
    """"l'unità può rilanciare una volta i tiri [mancati] per ogni linea d'armamento"."""
    state = battle(blackhawk="e6", heavy_laser_grenadiers="e4", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare sustained", "0: aim heavy-laser-grenadiers")
    play(state, "chance: roll hbbb")
    step = state.attack.next_step()
    assert (step.purpose, step.dice) == ("sustained", 3)
    play(state, "chance: roll hhb")
    assert state.units["heavy-laser-grenadiers"].model_count == 0
    assert state.vp == [30, 0]


def test_the_owner_chooses_which_model_to_remove() -> None:
    """"E' il giocatore che controlla la squadra a decidere quale miniatura togliere"."""
    state = battle(blackhawk="e6", sturmpioniere="e4", lara="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare attack", "0: aim sturmpioniere", "chance: roll hbbbbb")
    assert state.current_players() == [1]
    # Four models carry the StG 47 (line 0), one the Flammerwerfer 40 (line 2).
    assert texts(state.legal_actions(1)) == ["lose 0", "lose 2"]
    play(state, "1: lose 2")
    assert state.units["sturmpioniere"].models == (4, 0)


def test_a_limited_line_may_aim_its_munitions_at_two_units_sharing_a_square() -> None:
    """p. 13 forbids one weapon hitting a squad *and the cover element on its square*; two
    units on one square (a hero beside a squad) may each take a munition. This random game once
    aimed the Panzerfaust Werfer's two munitions so and the declaration was refused."""
    from meeple.agents import make_agent
    from meeple.engine.core import CHANCE
    from meeple.engine.record import SeatRecord
    from meeple.engine.registry import get_game
    from meeple.engine.session import Session

    game = get_game("dust-tactics")
    seed = 9326106794582528784
    session = Session(game, [SeatRecord(name="a", agent="random"), SeatRecord(name="b", agent="random")],
                      seed, {"scenario": "bridgehead"})
    agents = [make_agent(game, "random", seed + 1 + i) for i in range(2)]
    state = session.state
    while state.current_players():
        player = state.current_players()[0]
        if player == CHANCE:
            session.settle_chance()
        else:
            session.act(player, agents[player].choose(state, player))
    assert state.is_over()

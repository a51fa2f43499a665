"""Victory points and the end of the game (rulebook p. 7), with the rulebook's example.

"ESEMPIO: Il giocatore dell'Asse ha perso una squadra di Heavy Laser Grenadiers e un Hans
(30 + 24 = 54). Il giocatore Alleato segna quindi 54 punti. Il giocatore Alleato ha perso una
squadra di Hell Boys e una di Death Dealers (34 + 23 = 57). Il giocatore dell'Asse segna 57
punti vittoria. Il giocatore dell'Asse ha così vinto la partita."

The example is played on the last turn of Reconnaissance in Force, every die pinned: the
Death Dealers' Bazookas destroy Hans, Lara's two MG 44 Zwei lines destroy the Hell Boys and
the Death Dealers, the Blackhawk destroys the Heavy Laser Grenadiers.
"""

from __future__ import annotations

from dt_game_helpers import battle, initiative_to, play

EXAMPLE = (
    "0: activate death-dealers", "0: declare attack", "0: aim hans", "chance: roll hhhb",
    "1: activate lara", "1: declare attack", "1: aim hell-boys", "1: aim death-dealers",
    "chance: roll hhhhh", "chance: roll hhhhh",
    "0: activate blackhawk", "0: declare attack", "0: aim heavy-laser-grenadiers", "chance: roll hhhb",
)


def last_turn():
    state = battle(turn=6, hell_boys="j5", death_dealers="h6", blackhawk="l5",
                   lara="h2", hans="h4", heavy_laser_grenadiers="k3")
    initiative_to(state, 0)
    return state


def test_the_54_against_57_example() -> None:
    state = last_turn()
    events = play(state, *EXAMPLE)
    assert state.destroyed == ["hans", "hell-boys", "death-dealers", "heavy-laser-grenadiers"]
    assert state.is_over(), "the game ends at the end of the last turn"
    assert state.result_summary()["scores"] == [30 + 24, 34 + 23] == [54, 57]
    assert state.returns() == [0.0, 1.0], "Il giocatore dell'Asse ha così vinto la partita"
    assert events[-1]["type"] == "game-over"


def test_the_game_ends_only_at_the_end_of_a_turn_even_when_a_side_is_wiped_out() -> None:
    """"Tutte le unità di un giocatore sono state distrutte" ... "Il gioco termina sempre alla
    fine di un turno"."""
    state = battle(turn=2, hell_boys="e7", blackhawk="l8", hans="e6")
    initiative_to(state, 0)
    play(state, "0: activate hell-boys", "0: declare attack")
    # Only the Flamethrower harms Hans (1/4 against vehicles): one die, four damage.
    assert [a.text for a in state.legal_actions(0)] == ["aim hans", "hold-fire"]
    play(state, "0: aim hans", "chance: roll h")
    assert "hans" in state.destroyed and not state.is_over(), "the Allies still have a unit to activate"
    play(state, "0: activate blackhawk", "0: declare nothing")
    assert state.is_over() and state.result == "every Axis unit destroyed"
    assert state.result_summary()["scores"] == [24, 0]


def test_holding_the_objective_at_the_end_scores_its_bonus() -> None:
    """"Alcuni scenari danno un bonus in punti vittoria per ogni obiettivo raggiunto"."""
    state = battle(turn=6, death_dealers="f4", sturmpioniere="a1")
    initiative_to(state, 0)
    play(state, "0: activate death-dealers", "0: declare nothing", "1: activate sturmpioniere", "1: declare nothing")
    assert state.is_over() and state.result_summary()["scores"] == [10, 0]
    assert state.returns() == [1.0, 0.0]


def test_equal_victory_points_share_the_win() -> None:
    state = battle(turn=6, death_dealers="a8", sturmpioniere="a1")
    initiative_to(state, 0)
    play(state, "0: activate death-dealers", "0: declare nothing", "1: activate sturmpioniere", "1: declare nothing")
    assert state.result_summary()["scores"] == [0, 0] and state.returns() == [1.0, 1.0]

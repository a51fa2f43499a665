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
from meeple.games.dust_tactics import victory
from meeple.games.dust_tactics.units import unit as card

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
    assert state.returns() == [1.0, 0.0] and state.result_summary()["winning_sides"] == ["allies"], "DT-134"


def test_the_side_left_on_the_battlefield_wins_whatever_the_points() -> None:
    """DT-134: p. 7 computes victory points for the turn limit ("vanno calcolati i punti
    vittoria per determinare il vincitore") and for objectives out of reach, not for "Tutte le
    unità di un giocatore sono state distrutte", which names the loser. The Axis destroyed the
    Death Dealers and The Hammers earlier (53 VP); the Hell Boys now destroy Hans, the last Axis
    unit: the Allies win on 24 points against 53, and the points are still reported."""
    state = battle(turn=2, hell_boys="e7", blackhawk="l8", hans="e6")
    state.vp[1] = card("death-dealers").ap + card("the-hammers").ap
    assert state.vp[1] == 53
    initiative_to(state, 0)
    play(state, "0: activate hell-boys", "0: declare attack", "0: aim hans", "chance: roll h",
         "0: activate blackhawk", "0: declare nothing")
    assert state.is_over() and state.result == "every Axis unit destroyed"
    summary = state.result_summary()
    assert summary["scores"] == summary["victory_points"] == [24, 53]
    assert summary["winning_sides"] == ["allies"] and state.returns() == [1.0, 0.0]


def test_at_the_turn_limit_the_points_decide_even_against_a_side_with_more_units() -> None:
    """"E' stato raggiunto il limite massimo di turni [...] vanno calcolati i punti vittoria per
    determinare il vincitore": both sides stand, so the points decide (DT-134 changes only the
    wipe-out)."""
    state = battle(turn=6, death_dealers="a8", hell_boys="b8", sturmpioniere="a1")
    state.vp[1] = 10
    initiative_to(state, 0)
    play(state, "0: activate death-dealers", "0: declare nothing", "1: activate sturmpioniere", "1: declare nothing",
         "0: activate hell-boys", "0: declare nothing")
    assert state.is_over() and state.result == "turn limit (6) reached"
    assert state.result_summary()["winning_sides"] == ["axis"] and state.returns() == [0.0, 1.0]


def test_when_both_sides_are_wiped_out_in_the_same_turn_the_points_decide() -> None:
    """Neither side is left on the battlefield, so the wipe-out names no winner and "Il
    giocatore con più punti vittoria ha vinto la partita" decides (DT-134), equal points
    sharing the win (DT-32). Built by hand: no unit left, the turn over."""
    state = battle(turn=3, hell_boys="e7", sturmpioniere="e6")
    state.pos.clear()
    state.vp[:] = [32, 34]
    assert victory.game_ends(state) == "every unit of both sides destroyed"
    state.phase = "over"
    assert victory.winners(state) == [1] and victory.returns(state) == [0.0, 1.0]
    state.vp[:] = [34, 34]
    assert victory.winners(state) == [0, 1] and state.returns() == [1.0, 1.0]


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

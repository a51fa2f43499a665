"""Reaction fire (rulebook p. 16): by a unit not yet activated, one die, at the moments the
rulebook lists, only at the activated unit, and never against a Sustained Attack."""

from __future__ import annotations

from dt_game_helpers import battle, initiative_to, play, texts


def moved_blackhawk(plan: str):
    state = battle(blackhawk="e7", heavy_flak_grenadiers="e4", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", f"0: declare {plan}")
    return state


def test_move_plus_attack_the_reaction_comes_right_after_the_move() -> None:
    """"Se un unità effettua una sequenza di azioni MOVE + Attack il tiro di reazione deve
    avere luogo immediatamente dopo l'azione MOVE"."""
    state = moved_blackhawk("move+attack")
    play(state, "0: move e6")
    assert state.phase == "react" and state.current_players() == [1]
    assert texts(state.legal_actions(1)) == ["react heavy-flak-grenadiers", "no-reaction"]


def test_move_plus_move_the_reaction_comes_after_the_first_move() -> None:
    """"MOVE + MOVE il tiro di reazione deve assere effettuato subito dopo la prima azione MOVE"."""
    state = moved_blackhawk("move+move")
    play(state, "0: move e6")
    assert state.phase == "react"
    play(state, "1: no-reaction")
    assert state.phase == "move" and state.current_players() == [0]


def test_a_fast_units_move_plus_move_is_interrupted_only_once_its_movement_is_complete() -> None:
    """p. 16: "Nota: se l'unità possiede la competenza Fast il tiro di reazione deve avvenire dopo
    che questa ha completato il suo movimento"; p. 21, Fast: "Se l'unità effettua un doppio
    movimento l'azione supplementare rimane una" (DT-129). The Hell Boys (Fast) move twice
    towards the Heavy Flak Grenadiers: no window after the first Move, one after the second."""
    state = battle(hell_boys="e7", heavy_flak_grenadiers="e3", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate hell-boys", "0: declare move+move", "0: move e6")
    assert state.phase == "move" and state.current_players() == [0]
    play(state, "0: move e5")
    assert state.phase == "react" and texts(state.legal_actions(1)) == ["react heavy-flak-grenadiers", "no-reaction"]
    play(state, "1: no-reaction")
    assert state.phase == "activate" and state.current_players() == [1]


def test_a_fast_units_move_plus_attack_is_interrupted_after_its_move() -> None:
    """DT-129: Move + Attack keeps its window after the Move, the Fast unit's movement done."""
    state = battle(hell_boys="e7", heavy_flak_grenadiers="e3", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate hell-boys", "0: declare move+attack", "0: move e5")
    assert state.phase == "react"


def test_attack_plus_move_the_reaction_comes_after_the_attack() -> None:
    """"Attack + MOVE il tiro di reazione deve avere luogo immediatamente dopo l'azione Attack"."""
    state = battle(blackhawk="e5", heavy_flak_grenadiers="e3", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare attack+move", "0: aim heavy-flak-grenadiers", "chance: roll bbbb")
    assert state.phase == "react"


def test_no_reaction_against_a_sustained_attack_nor_after_a_single_action() -> None:
    """"Non possono esserci tiri di reazione contro un'unità che effettua un ATTACCO SOSTENUTO"."""
    state = battle(blackhawk="e5", heavy_flak_grenadiers="e3", sturmpioniere="l1")
    initiative_to(state, 0)
    play(state, "0: activate blackhawk", "0: declare sustained", "0: aim heavy-flak-grenadiers",
         "chance: roll bbbb", "chance: roll bbbb")
    assert state.phase == "activate" and state.current_players() == [1]
    single = moved_blackhawk("move")
    play(single, "0: move e6")
    assert single.phase == "activate"


def test_a_hit_lets_the_unit_attack_only_the_activated_unit_and_it_is_activated_either_way() -> None:
    """"Se ottenete un [colpo] la vostra unità può effettuare una sola azione Attack" ... "Un tiro
    di reazione può essere indirizzato solo contro l'unità che il vostro avversario ha attivato"
    ... "Che abbiate successo o no, tentare un tiro di reazione attiva la vostra unità"."""
    state = moved_blackhawk("move+attack")
    play(state, "0: move e6", "1: react heavy-flak-grenadiers")
    assert "heavy-flak-grenadiers" in state.activated and state.rolls == [("reaction", 1, 1)]
    play(state, "chance: roll h")
    assert texts(state.legal_actions(1)) == ["aim blackhawk", "hold-fire"]
    # Flak-Werfer 1/1 against vehicle armour 3, times three models: three dice.
    play(state, "1: aim blackhawk")
    assert state.attack.next_step().dice == 3
    play(state, "chance: roll hbb")
    assert state.units["blackhawk"].hit_points == 2
    assert state.phase == "aim" and state.current_players() == [0], "the Blackhawk goes on with its attack"

    missed = moved_blackhawk("move+attack")
    play(missed, "0: move e6", "1: react heavy-flak-grenadiers", "chance: roll b")
    assert "heavy-flak-grenadiers" in missed.activated and missed.current_players() == [0]


def test_an_activated_unit_cannot_react() -> None:
    """"la vostra unità non deve essere ancora stata attivata nel turno"."""
    state = battle(blackhawk="e7", heavy_flak_grenadiers="e4", sturmpioniere="l1")
    play(state, "chance: roll bbb", "chance: roll hhh", "1: first axis",
         "1: activate heavy-flak-grenadiers", "1: declare nothing",
         "0: activate blackhawk", "0: declare move+attack", "0: move e6")
    assert state.phase == "aim", "no unit may react: no window"

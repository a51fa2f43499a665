"""Initiative and alternating activations (rulebook p. 6, "Tiro d'iniziativa"; p. 7,
"Sequenza di gioco"; p. 20, Black Ops)."""

from __future__ import annotations

from dataclasses import replace

from dt_game_helpers import battle, play, texts
from meeple.games.dust_tactics.skills import initiative_dice


def test_each_side_rolls_three_dice_and_the_most_hits_wins_the_initiative() -> None:
    """"Ogni fazione lancia tre dadi e chi ottiene più [colpi] guadagna l'iniziativa"."""
    state = battle(hell_boys="e7", sturmpioniere="e2")
    assert state.rolls == [("initiative", 0, 3), ("initiative", 1, 3)]
    play(state, "chance: roll hbb", "chance: roll hhb")
    assert state.phase == "first" and state.current_players() == [1]
    assert texts(state.legal_actions(1)) == ["first allies", "first axis"]


def test_a_tie_is_rolled_again() -> None:
    """"In caso di parità i dadi vengono rilanciati"."""
    state = battle(hell_boys="e7", sturmpioniere="e2")
    play(state, "chance: roll hbb", "chance: roll bhb")
    assert state.is_chance() and state.rolls == [("initiative", 0, 3), ("initiative", 1, 3)]


def test_the_winner_chooses_who_starts() -> None:
    """"Il giocatore che guadagna l'iniziativa decide chi gioca per primo"."""
    state = battle(hell_boys="e7", sturmpioniere="e2")
    play(state, "chance: roll hhb", "chance: roll bbb", "0: first axis")
    assert state.current_players() == [1] and texts(state.legal_actions(1)) == ["activate sturmpioniere"]


def test_black_ops_adds_one_initiative_die_never_more() -> None:
    """"Lanciate un dado supplementare per ogni tiro d'iniziativa. Questo bonus non è cumulativo"."""
    state = battle(hell_boys="e7", death_dealers="f7")
    units = [state.units["hell-boys"], state.units["death-dealers"]]
    assert initiative_dice(units) == 3
    ops = [replace(u, card=u.card.model_copy(update={"skills": ("black-ops",)})) for u in units]
    assert initiative_dice(ops[:1]) == 4 and initiative_dice(ops) == 4


def test_sides_alternate_and_the_side_with_units_left_activates_them_in_a_row() -> None:
    """"I giocatori alternano le attivazioni" ... "Se quelle dell'avversario sono già state tutte
    attivate il giocatore può continuare con le sue fino ad attivarle tutte"."""
    state = battle(hell_boys="a8", death_dealers="b8", the_hammers="c8", sturmpioniere="l1")
    play(state, "chance: roll hhh", "chance: roll bbb", "0: first allies")
    play(state, "0: activate hell-boys", "0: declare nothing")
    assert state.current_players() == [1]
    play(state, "1: activate sturmpioniere", "1: declare nothing")
    assert state.current_players() == [0]
    play(state, "0: activate death-dealers", "0: declare nothing")
    assert state.current_players() == [0], "the Axis have no unit left to activate"
    assert texts(state.legal_actions(0)) == ["activate the-hammers"]
    events = play(state, "0: activate the-hammers", "0: declare nothing")
    assert {"type": "turn", "turn": 3} in events and state.activated == set()

"""D-Day Dice's optional rules ("Regole opzionali", it pp. 11-13; es "REGLAS OPCIONALES"), each a
game option, played through game records with every chance outcome pinned (rulings DDO-1 ..
DDO-21, docs/rulings.md)."""

from __future__ import annotations

from typing import Any, Callable, Literal

import pytest

from dday_helpers import legal as legal_texts
from meeple.engine.core import CHANCE
from meeple.engine.errors import IllegalActionError, OptionsError, RecordError
from meeple.engine.record import GameRecord, MoveRecord, SeatRecord, parse_record, replay_record
from meeple.engine.session import Session
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import items, supply
from meeple.games.dday_dice.bots import HeuristicBot
from meeple.games.dday_dice.game import DDayDice
from meeple.games.dday_dice.phases import ROLL, SUPPLY
from meeple.games.dday_dice.quartermasters_whim import PRICED_SPECIAL_ITEMS
from meeple.games.dday_dice.random_specialists import PILES
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.unit import LOCK

GAME = DDayDice()
OMAHA = {"map": "omaha-beach"}
NO_SOLDIER = ("skull", "star", "courage", "tool", "star", "courage")
QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")
#: A move of a record: by a seat or by chance, in notation.
Move = tuple[int | Literal["chance"], str]


def record_of(options: dict[str, Any], players: int, moves: list[Move]) -> GameRecord:
    return GameRecord(
        game="dday-dice",
        options={**OMAHA, **options},
        seats=[SeatRecord(name=f"unit {i}") for i in range(players)],
        moves=[MoveRecord(by=by, action=text) for by, text in moves],
    )


def play(options: dict[str, Any], players: int = 1, *moves: Move) -> DdState:
    """Replay a record of these moves ("chance" moves pinned) and return the state."""
    state = replay_record(record_of(options, players, list(moves)), settle_chance=False).state
    assert isinstance(state, DdState)
    return state


def faces(*names: str) -> list[Move]:
    return [("chance", f"face {n}") for n in names]


# ---------------------------------------------------------------------- the option table
def test_the_optional_rules_are_options_of_a_new_game_all_off_but_victory_points() -> None:
    specs = {spec.name: spec for spec in GAME.options_spec}
    switches = ("bazooka_joe", "bazooka_joe_specialists", "soldier_mulligan", "well_equipped",
                "random_specialists", "quartermasters_whim", "blind_start")
    for name in switches:
        assert specs[name].kind == "bool" and specs[name].default is False, name
    assert specs["victory_points"].default is True, "VP change no decision: counted unless switched off (DDO-9)"
    state = GAME.new_game(1, OMAHA)
    assert state.rules.to_json() == {**{n: False for n in switches}, "victory_points": True}


@pytest.mark.parametrize("options, message", [
    ({"soldier_mulligan": "yes"}, "must be true or false"),
    ({"bazooka_joe": 1}, "must be true or false"),
    ({"mulligan": True}, "unknown option"),
    ({"bazooka_joe_specialists": True}, "second step"),
    ({"bazooka_joe": True, "quartermasters_whim": True}, "both replace the map's special items"),
    ({"bazooka_joe": True, "bazooka_joe_specialists": True, "random_specialists": True},
     "both replace the map's specialists"),
])
def test_bad_option_values_and_contradictory_rules_are_refused_with_a_clear_error(
    options: dict[str, Any], message: str
) -> None:
    with pytest.raises(OptionsError, match=message):
        GAME.new_game(1, {**OMAHA, **options})


@pytest.mark.parametrize("name", ["bazooka_joe", "quartermasters_whim", "well_equipped", "random_specialists"])
def test_a_rule_about_cards_is_refused_on_a_map_without_those_cards(name: str) -> None:
    """Exercise Tiger's Practice Run has no items and no specialists (DDO-5)."""
    with pytest.raises(OptionsError, match="does not apply"):
        GAME.new_game(1, {"map": "exercise-tiger-practice", name: True})


# ---------------------------------------------------------------------- Bazooka Joe
def test_bazooka_joe_puts_every_special_item_in_the_reserve_whatever_the_map_lists() -> None:
    """"tutti gli oggetti speciali sono disponibili, senza tenere conto di quelli richiesti dalla
    mappa" -- less the cards removed from solo play and the Medal Case (no cost: DDC-6)."""
    solo = GAME.new_game(1, {**OMAHA, "bazooka_joe": True})
    specials = [i for i in solo.reserve if i in items.SPECIAL_ITEMS]
    assert set(specials) == set(PRICED_SPECIAL_ITEMS) - {"mortar", "dispatch-case"}
    assert "medal-case" not in solo.reserve and "pocket-bible" in solo.reserve
    four = GAME.new_game(4, {**OMAHA, "bazooka_joe": True})
    assert {"mortar", "dispatch-case", "bazooka"} <= set(four.reserve)
    assert len([i for i in four.reserve if i in items.SPECIAL_ITEMS]) == 17
    assert set(items.REGULAR_ITEMS) <= set(four.reserve), "the regular items stay"


def test_with_bazooka_joe_a_unit_finds_a_special_item_omaha_does_not_list() -> None:
    state = play({"bazooka_joe": True, "well_equipped": True}, 1,
                 *faces(*QUIET), (0, "lock r1"), (0, "lock r2"), (0, "stop"))
    assert state.phase == SUPPLY and state.units[0].item_points == 10 + 3
    assert "find pocket-bible" in legal_texts(state), "7 Item Points: not on Omaha's list"
    assert "find mortar" not in legal_texts(state), "not available solo"
    state.apply(0, A.parse_action("find pocket-bible"))
    assert state.units[0].items == ["pocket-bible"] and state.units[0].item_points == 6


def test_bazooka_joes_second_step_makes_every_specialist_available() -> None:
    """"Se trovi il gioco ancora difficile, rendi disponibili tutti gli specialisti" """
    state = play({"bazooka_joe": True, "bazooka_joe_specialists": True}, 2,
                 *faces(*QUIET), *faces(*QUIET))
    for unit in state.units:
        assert len(supply.hand(state, unit)) == 13
    assert len(supply.reserve(state)) == 11
    state.units[0].stars = 4
    assert "chaplain" in supply.recruitable(state, state.units[0]), "not on Omaha's list"
    solo = GAME.new_game(1, {**OMAHA, "bazooka_joe": True, "bazooka_joe_specialists": True})
    assert "war-correspondent" not in supply.reserve(solo), "not available solo"


def test_bazooka_joe_second_step_fills_every_hand_on_silence_the_guns() -> None:
    """Each unit of "Silence the Guns" holds its own map's hand (DDM-68); "rendi disponibili tutti
    gli specialisti" fills every hand with all 13 (DDO-6)."""
    plain = GAME.new_game(2, {"map": "silence-the-guns", "bazooka_joe": True})
    assert [len(supply.hand(plain, u)) for u in plain.units] == [7, 7], "each map's seven"
    state = GAME.new_game(2, {"map": "silence-the-guns", "bazooka_joe": True, "bazooka_joe_specialists": True})
    for unit in state.units:
        assert len(supply.hand(state, unit)) == 13


def test_bazooka_joe_with_two_units_puts_the_signalling_lamp_in_the_reserve() -> None:
    """Merville lists the Signalling Lamp "(En Solitario únicamente)"; Bazooka Joe replaces the list
    ("sin importar el listado del Mapa"), so with two units the Lamp is an ordinary item, while the
    Amphetamines stay in sector 9 ("sólo se pueden encontrar en estos Sectores") -- DDO-21."""
    merville = {"map": "merville-battery"}
    plain = GAME.new_game(2, merville)
    assert "signalling-lamp" not in plain.reserve and "amphetamines" not in plain.reserve
    state = GAME.new_game(2, {**merville, "bazooka_joe": True})
    assert "signalling-lamp" in state.reserve and "amphetamines" not in state.reserve


def test_bazooka_joe_solo_on_merville_keeps_the_lamp_for_sector_9() -> None:
    """Solo: "Debes reemplazar la Anfetamina en el Sector 9 por la Lámpara de Señales ... no se
    puede encontrar en cualquier otro lugar" -- a sector rule Bazooka Joe does not touch."""
    from meeple.games.dday_dice import free_finds, solo_substitutes

    state = GAME.new_game(1, {"map": "merville-battery", "bazooka_joe": True})
    assert "signalling-lamp" not in state.reserve and "amphetamines" not in state.reserve
    assert solo_substitutes.item_for(state, "amphetamines") == "signalling-lamp"
    assert free_finds.waiting(state, "signalling-lamp")


# ---------------------------------------------------------------------- Soldier Mulligan
def test_a_first_roll_without_soldiers_may_be_rerolled_whole_once_a_game() -> None:
    """"Se il tuo primo tiro di ogni turno non mostra nessun soldato, puoi ritirare tutti i 6
    dadi (una volta per partita)" -- the new roll is the turn's first roll (DDO-7)."""
    state = play({"soldier_mulligan": True}, 1, *faces(*NO_SOLDIER))
    assert "mulligan" in legal_texts(state)
    state.apply(0, A.MULLIGAN)
    assert state.current_players() == [CHANCE] and len(state.dice_queue) == 6
    for name in NO_SOLDIER:
        state.apply(CHANCE, A.parse_action(f"face {name}"))
    unit = state.units[0]
    assert unit.stage == LOCK and unit.rolls == 1 and unit.mulligan_used
    assert "mulligan" not in legal_texts(state), "once a game"
    assert "lock r1" in legal_texts(state), "the unit locks dice after it as after any first roll"


def test_the_mulligan_stays_spent_in_later_turns() -> None:
    state = play({"soldier_mulligan": True}, 1, *faces(*NO_SOLDIER), (0, "mulligan"), *faces(*QUIET),
                 (0, "lock r1"), (0, "lock r2"), (0, "stop"))
    finish_turn(state)
    for name in NO_SOLDIER:
        state.apply(CHANCE, A.parse_action(f"face {name}"))
    assert state.turn == 2 and state.units[0].stage == LOCK
    assert "mulligan" not in legal_texts(state)


@pytest.mark.parametrize("options, dice, moves, why", [
    ({"soldier_mulligan": True}, QUIET, [], "the roll shows a soldier"),
    ({"soldier_mulligan": True}, ("soldiers", "star", "courage", "tool", "star", "courage"), [],
     "the two-soldier face is a soldier too"),
    ({}, NO_SOLDIER, [], "the option is off"),
    ({"soldier_mulligan": True}, NO_SOLDIER, [(0, "lock r1")], "a die is locked: the roll is accepted"),
])
def test_no_mulligan_when(options: dict[str, Any], dice: tuple[str, ...], moves: list[Move],
                          why: str) -> None:
    state = play(options, 1, *faces(*dice), *moves)
    assert "mulligan" not in legal_texts(state), why
    before = state.to_json()
    with pytest.raises(IllegalActionError):
        state.apply(0, A.MULLIGAN)
    assert state.to_json() == before


def test_each_unit_has_its_own_mulligan() -> None:
    state = play({"soldier_mulligan": True}, 2, *faces(*NO_SOLDIER), *faces(*NO_SOLDIER), (0, "mulligan"),
                 *faces(*QUIET))
    assert state.units[0].mulligan_used and not state.units[1].mulligan_used
    assert "mulligan" in legal_texts(state, 1)


# ---------------------------------------------------------------------- Well Equipped
def test_well_equipped_units_start_with_10_item_points() -> None:
    """"Tutte le unità partono con 10 punti oggetto." """
    state = GAME.new_game(3, {**OMAHA, "well_equipped": True})
    assert [u.item_points for u in state.units] == [10, 10, 10]
    assert state.units[0].soldiers == 5, "the other start resources are the map's"


# ---------------------------------------------------------------------- Random Specialists
RANDOM_DRAWS = [
    # seat 0: 3 two-star, 3 three-star, 1 four-star
    "corporal", "scout", "sharpshooter", "beachmaster", "hero", "veteran", "medic",
    # seat 1
    "paratrooper", "platoon-leader", "point-man", "minesweeper", "pathfinder", "veteran", "chaplain",
    # one unique specialist per player
    "engineer", "general",
]


def test_random_specialists_draws_3_two_star_3_three_star_1_four_star_per_player_and_a_unique_each() -> None:
    """"pescare casualmente 3 carte dal mazzetto con 2 stelle, 2 [es: 3] carte dal mazzetto con 3
    stelle e 1 carta dal mazzetto con 4 stelle (per un totale di 7 carte) ... mescolate gli
    specialisti unici assieme, pescatene 1 per giocatore e piazzateli nella riserva comune"."""
    state = GAME.new_game(2, {**OMAHA, "random_specialists": True})
    outcomes = state.chance_outcomes()
    assert {a.name for a, _ in outcomes} == set(PILES[2]) and all(p == pytest.approx(1 / 6) for _, p in outcomes)
    state = play({"random_specialists": True}, 2, *[("chance", f"draw {c}") for c in RANDOM_DRAWS])
    assert state.hands == [RANDOM_DRAWS[:7], RANDOM_DRAWS[7:14]]
    assert state.board.unique_specialists == ("engineer", "general")
    assert state.setup_queue == [] and state.setup_decks == {}
    assert state.is_chance() and state.dice_queue, "then the first roll"
    unit0, unit1 = state.units
    unit0.stars = unit1.stars = 4
    assert "paratrooper" not in supply.recruitable(state, unit0) and "paratrooper" in supply.recruitable(state, unit1)
    assert set(supply.recruitable(state, unit0)) == set(RANDOM_DRAWS[:7]) | {"engineer", "general"}


def test_a_card_from_the_wrong_pile_is_an_impossible_draw_and_changes_nothing() -> None:
    state = play({"random_specialists": True}, 1, ("chance", "draw corporal"))
    before = state.to_json()
    for text in ("draw medic", "draw corporal", "face soldier", "marker shield"):
        with pytest.raises(IllegalActionError):
            state.apply(CHANCE, A.parse_action(text))
    assert state.to_json() == before, "the corporal was drawn already; the medic is a four-star card"


def test_solo_random_specialists_never_draw_the_war_correspondent() -> None:
    draws = RANDOM_DRAWS[:7]
    state = play({"random_specialists": True}, 1, *[("chance", f"draw {c}") for c in draws])
    names = {a.name for a, _ in state.chance_outcomes()}
    assert len(names) == 10 and "war-correspondent" not in names


def test_random_specialists_on_sword_beach_never_draw_the_lieutenant_its_sector_5_holds() -> None:
    """Sword Beach: "Il Lieutenant ... non può essere reclutato da nessun'altra parte in questa
    mappa" (DDM-43): it is not shuffled into the unique pile, so each player's unique draw is a
    card the reserve can hold (as DDO-21 does for sector items)."""
    state = play({"map": "sword-beach", "random_specialists": True}, 1, *[("chance", f"draw {c}") for c in RANDOM_DRAWS[:7]])
    names = {a.name for a, _ in state.chance_outcomes()}
    assert names and "lieutenant" not in names


# ---------------------------------------------------------------------- Quartermaster's Whim
def test_quartermasters_whim_draws_two_special_items_per_player() -> None:
    """"mescolate il mazzo degli oggetti speciali e a caso pescate 2 oggetti per giocatore ...
    (nel gioco a 2 giocatori, si pescano 4 oggetti speciali). Tutti gli oggetti regolari sono
    disponibili, come sempre." """
    start = GAME.new_game(2, {**OMAHA, "quartermasters_whim": True})
    assert len(start.setup_queue) == 4 and set(start.reserve) == set(items.REGULAR_ITEMS)
    assert {a.name for a, _ in start.chance_outcomes()} == set(PRICED_SPECIAL_ITEMS), "no Medal Case (DDC-6)"
    drawn = ["bazooka", "rope-ladder", "toolkit", "grappling-hook"]
    state = play({"quartermasters_whim": True}, 2, *[("chance", f"draw {c}") for c in drawn])
    assert [i for i in state.reserve if i in items.SPECIAL_ITEMS] == drawn
    assert "command-jacket" not in state.reserve, "Omaha's own list is set aside"
    assert state.board.special_items == tuple(drawn)


def test_solo_quartermasters_whim_draws_two_items_among_those_allowed_solo() -> None:
    state = GAME.new_game(1, {**OMAHA, "quartermasters_whim": True})
    names = {a.name for a, _ in state.chance_outcomes()}
    assert len(state.setup_queue) == 2 and not names & {"mortar", "dispatch-case", "medal-case"}


@pytest.mark.parametrize("options, players, in_sectors, lamp", [
    ({"map": "merville-battery"}, 2, {"amphetamines"}, True),
    ({"map": "utah-beach"}, 2, {"shoulder-patch", "flame-thrower"}, True),
    ({"map": "juno-beach"}, 3, {"flame-thrower"}, True),
    ({"map": "silence-the-guns", "starts": "SMMS"}, 4, {"amphetamines"}, True),
    ({"map": "silence-the-guns", "starts": "SM"}, 2, {"amphetamines", "signalling-lamp"}, False),
])
def test_quartermasters_whim_never_draws_a_sector_item(options: dict[str, Any], players: int,
                                                       in_sectors: set[str], lamp: bool) -> None:
    """The Whim replaces the map's list, not its sectors: an item a sector holds "sólo se puede
    encontrar" there and is not shuffled in (DDO-21); drawing it is an impossible chance outcome.
    Away from Merville, or with two units on it, the Lamp is an ordinary special item; with one unit alone there,
    Merville's solo rules put it in sector 9 (DDM-75)."""
    options = {**options, "quartermasters_whim": True}
    state = GAME.new_game(players, options)
    names = {a.name for a, _ in state.chance_outcomes()}
    assert not names & in_sectors
    assert ("signalling-lamp" in names) == lamp
    with pytest.raises(RecordError, match="impossible chance outcome"):
        play(options, players, ("chance", f"draw {sorted(in_sectors)[0]}"))


def test_quartermasters_whim_solo_on_merville_keeps_the_lamp_for_sector_9() -> None:
    """Solo, neither the Amphetamines ("no está disponible en este Mapa") nor the Lamp (in sector 9,
    "no se puede encontrar en cualquier otro lugar") can be drawn into the reserve (DDO-21)."""
    state = GAME.new_game(1, {"map": "merville-battery", "quartermasters_whim": True})
    names = {a.name for a, _ in state.chance_outcomes()}
    assert not names & {"amphetamines", "signalling-lamp", "mortar", "dispatch-case", "medal-case"}
    assert len(state.setup_queue) == 2


# ---------------------------------------------------------------------- Blind Start
def test_blind_start_gives_1_soldier_plus_what_the_four_unit_marker_dice_show() -> None:
    """"ignorano le risorse iniziali stampate sulla mappa e aggiungono solo 1 soldato ... tira
    tutti e 4 i segnalini unità ... 1,2 o 3 gradi = 1,2 o 3 soldati / 1 o 2 frecce = 1 o 2
    stelle / Scudo = Niente" """
    start = GAME.new_game(1, {**OMAHA, "blind_start": True})
    outcomes = start.chance_outcomes()
    assert [a.text for a, _ in outcomes] == [
        f"marker {f}" for f in ("chevron", "2-chevrons", "3-chevrons", "arrow", "2-arrows", "shield")
    ]
    assert all(p == pytest.approx(1 / 6) for _, p in outcomes)
    state = play({"blind_start": True}, 1, ("chance", "marker 3-chevrons"), ("chance", "marker 2-arrows"),
                 ("chance", "marker shield"), ("chance", "marker chevron"))
    unit = state.units[0]
    assert (unit.soldiers, unit.stars, unit.courage, unit.item_points) == (1 + 3 + 1, 2, 0, 0)
    assert state.dice_queue and not state.setup_queue, "Omaha's printed 5 soldiers, 1 courage, 2 stars are ignored"


def test_blind_start_rolls_four_dice_for_every_unit_and_well_equipped_still_gives_10_item_points() -> None:
    markers = ["chevron"] * 4 + ["arrow"] * 4
    state = play({"blind_start": True, "well_equipped": True}, 2, *[("chance", f"marker {m}") for m in markers])
    assert [(u.soldiers, u.stars, u.item_points) for u in state.units] == [(5, 0, 10), (1, 4, 10)]


def test_blind_start_ignores_utahs_starting_corporal() -> None:
    """Utah: "Le tue risorse iniziali sono il Corporal e 0 soldati"; the Blind Start ignores "le
    risorse iniziali stampate sulla mappa": the Corporal stays in the hand, to recruit (DDO-18)."""
    utah = {"map": "utah-beach"}
    assert GAME.new_game(1, utah).units[0].specialists == ["corporal"]
    state = play({**utah, "blind_start": True}, 1, *[("chance", "marker arrow")] * 4)
    unit = state.units[0]
    assert unit.specialists == [] and (unit.soldiers, unit.stars) == (1, 4)
    assert "corporal" in supply.hand(state, unit)


# ---------------------------------------------------------------------- Victory Points
def test_without_victory_points_the_result_reports_no_vp() -> None:
    session = played_session({"victory_points": False}, players=1, seed=3)
    summary = session.state.result_summary()  # type: ignore[attr-defined]
    assert "victory_points" not in summary and "team_victory_points" not in summary
    assert summary["scores"] == session.state.returns()
    counted = played_session({}, players=1, seed=3).state.result_summary()  # type: ignore[attr-defined]
    assert counted["victory_points"] == counted["scores"] and counted["team_victory_points"] == min(counted["scores"])


# ---------------------------------------------------------------------- solo Lieutenant
def test_the_solo_lieutenants_spare_dice_are_rolled_once_and_each_is_swapped_once() -> None:
    """es: "Los dados de la Reserva de Intercambio sólo pueden ser intercambiados una vez cada
    uno (descártalos después)"; fr: "un maximum de 6 échanges par partie" (DDO-2)."""
    state = play({}, 1, *faces(*QUIET))
    state.units[0].specialists.append("lieutenant")
    for text in ("lock r1", "lock r2", "stop"):
        state.apply(0, A.parse_action(text))
    assert state.is_chance(), "the spare set is rolled"
    for name in ("skull", "skull", "skull", "skull", "soldiers", "star"):
        state.apply(CHANCE, A.parse_action(f"face {name}"))
    state.apply(0, A.parse_action("swap w1 spare b1"))
    assert state.units[0].spare == [0, 0, 0, 0, -1, 1], "the spare die swapped is discarded"
    finish_turn(state)
    for name in QUIET:
        state.apply(CHANCE, A.parse_action(f"face {name}"))
    for text in ("lock r1", "lock r2", "stop"):
        state.apply(0, A.parse_action(text))
    assert not state.is_chance(), "the spare set is not rolled again"
    texts = legal_texts(state)
    assert "swap w1 spare b2" in texts and "swap w1 spare b1" not in texts


# ---------------------------------------------------------------------- records and bots
def finish_turn(state: DdState) -> None:
    """Play the rest of the turn quietly (done, stay, casualties among the soldiers; every d6 a
    1) until the next turn's dice wait for chance."""
    turn = state.turn
    while not (state.turn > turn and state.phase == ROLL) and not state.is_over():
        who = state.current_players()
        if who == [CHANCE]:
            state.apply(CHANCE, A.parse_action("d6 1" if state.d6_queue else "face soldier"))
            continue
        legal = state.legal_actions(who[0])
        pick = next((a for a in (A.DONE, A.STAY, A.LOSE_SOLDIERS, A.STOP) if a in legal), legal[0])
        state.apply(who[0], pick)


def played_session(options: dict[str, Any], players: int, seed: int,
                   bot: Callable[[int], HeuristicBot] = HeuristicBot) -> Session:
    session = Session(GAME, [SeatRecord(name=f"u{i}", agent="heuristic") for i in range(players)], seed,
                      {**OMAHA, **options})
    bots = [bot(seed + i) for i in range(players)]
    state = session.state
    while not state.is_over():
        session.settle_chance()
        if state.is_over():
            break
        seat = state.current_players()[0]
        session.act(seat, bots[seat].choose(state, seat))
    assert all(b.fallbacks == 0 for b in bots), "the bot proposed no illegal action"
    return session


SET_A = {"soldier_mulligan": True, "well_equipped": True, "random_specialists": True,
         "quartermasters_whim": True, "blind_start": True}
SET_B = {"bazooka_joe": True, "bazooka_joe_specialists": True, "soldier_mulligan": True,
         "well_equipped": True, "blind_start": True}


@pytest.mark.parametrize("options", [SET_A, SET_B])
@pytest.mark.parametrize("players", [1, 4])
def test_a_record_carrying_the_options_replays_identically(options: dict[str, Any], players: int) -> None:
    session = played_session(options, players, seed=11)
    record = session.record()
    assert {k: v for k, v in record.options.items() if k in options} == options
    texts = [m.action for m in record.moves]
    assert any(t.startswith("marker ") for t in texts), "the Blind Start's dice are in the record"
    drawn = any(t.startswith("draw ") for t in texts[:40])
    assert drawn == ("random_specialists" in options), "so are the set-up draws"
    again = replay_record(parse_record(record.to_json_text())).state
    assert again.to_json() == session.state.to_json()
    assert again.result_summary() == session.state.result_summary()  # type: ignore[attr-defined]


@pytest.mark.parametrize("options", [SET_A, SET_B])
@pytest.mark.parametrize("players, games", [(1, 150), (4, 60)])
def test_the_heuristic_bot_plays_omaha_with_every_optional_rule(options: dict[str, Any], players: int,
                                                                games: int) -> None:
    mulligans = 0
    for seed in range(games):
        session = played_session(options, players, seed)
        assert session.state.is_over()
        mulligans += sum(1 for _, a in session.moves if a is A.MULLIGAN)
    assert mulligans > 0, "the bot takes its mulligan on a poor roll"

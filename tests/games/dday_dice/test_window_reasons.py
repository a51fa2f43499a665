"""Why an item a unit holds is not used now (``item_refused``, :mod:`meeple.games.dday_dice.item_reasons`)
and why a unit is offered no gift to another (``trade_refused``, :mod:`meeple.games.dday_dice.trade_reasons`):
each kind of refusal against the rulebook ("Oggetti", p. 6 and the card list, pp. 26-27;
trading, p. 7; the second edition's "ÉCHANGE" and "OBJETS"), and, over random games in both
editions, that an item or a gift to a unit is offered exactly when the game states no reason.
"""

from __future__ import annotations

import re
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dday_helpers import act, chance, module_source, skip
from meeple.engine.core import CHANCE
from meeple.engine.registry import get_game
from meeple.engine.words import plain
from meeple.games.dday_dice import item_effects, item_reasons, trade_reasons, trading_windows, vehicle_reasons
from meeple.games.dday_dice import held_medal_reasons, window_reasons
from meeple.games.dday_dice.edition import SECOND
from meeple.games.dday_dice.phases import COMBAT, MOVE, SUPPLY
from meeple.games.dday_dice.state import DdState
from meeple.games.dday_dice.words import refusal_words, window_words
from meeple.games.dday_dice.words.table_notes import table_notes
from test_dday_reserve_reasons import QUIET, item_game, play_checking, to_supply

GAME = get_game("dday-dice")


def items_refused(state: DdState, seat: int = 0) -> dict[str, dict[str, Any]]:
    refusals: dict[str, dict[str, Any]] = state.observation(seat)["units"][seat]["item_refused"]
    return refusals


def trades_refused(state: DdState, seat: int = 0) -> dict[str, dict[str, Any]]:
    refusals: dict[str, dict[str, Any]] = state.observation(seat)["units"][seat]["trade_refused"]
    return refusals


def to_combat(state: DdState) -> None:
    """Units close their windows, stay where they are, and chance shows soldiers and 1s until a
    unit is asked in Phase 5's first window (each test's unit holds a Flak Vest for it)."""
    for _ in range(200):
        players = state.current_players()
        if state.phase == COMBAT and players != [CHANCE]:
            return
        if players == [CHANCE]:
            chance(state, "d6 1" if state.d6_queue else "face soldier")
            continue
        options = state.legal_actions(players[0])
        chosen = next((a for a in options if a.text in ("done", "stay", "lose soldiers", "stop")), options[0])
        state.apply(players[0], chosen)
    raise AssertionError("Phase 5 was not reached")


# ------------------------------------------------------------------------------ items


def test_an_item_for_another_moment_says_when_it_is_used() -> None:
    """The Whistle is used before the unit moves (Phase 4), the Grenade "prima che il dado del
    MGF sia tirato": in Phase 3 neither is offered, and each says when it is."""
    state = item_game()
    state.units[0].items += ["whistle", "grenade", "walkie-talkie"]
    to_supply(state)
    refused = items_refused(state)
    assert refused["whistle"] == {"reason": "item-window", "windows": ["move"]}
    assert refused["grenade"] == {"reason": "item-window", "windows": ["pre-mgf"]}
    assert "walkie-talkie" not in refused, "an any-time item is offered in Phase 3"


def test_outside_a_window_no_item_is_used_and_the_shoulder_patch_is_used_by_recruiting() -> None:
    """Items are offered at the windows of DDD-12; while the dice roll there is none. The
    Shoulder Patch: "Perdi 1 soldato per reclutare 1 specialista" -- a recruit, not a use."""
    state = item_game()
    state.units[0].items += ["walkie-talkie", "shoulder-patch"]
    refused = items_refused(state)
    assert refused["walkie-talkie"] == {"reason": "no-item-window", "phase": "roll"}
    to_supply(state)
    assert items_refused(state)["shoulder-patch"] == {"reason": "used-by-recruiting"}


def test_an_item_whose_card_can_change_nothing_here_says_what_it_needs() -> None:
    """The Flame-Thrower: "Sottrai 10 al DEF del tuo bunker"; the Rangefinder: "Cambia il
    risultato di 1 dado blu"; the Dispatch Case: "Copia il Conteggio Finale di un'altra unità"."""
    state = item_game()
    state.units[0].items += ["flame-thrower", "rangefinder", "dispatch-case", "flak-vest"]
    chance(state, *(f"face {f}" for f in QUIET))
    for action in ("lock r1", "lock r2", "stop"):
        act(state, action)
    assert state.phase != SUPPLY
    refused = items_refused(state)
    assert refused["dispatch-case"] == {"reason": "no-other-unit"}
    assert "rangefinder" not in refused, "a blue die is in the Final Tally"
    assert refused["flame-thrower"] == {"reason": "item-window", "windows": ["pre-mgf", "post-mgf"]}
    to_combat(state)
    assert items_refused(state)["flame-thrower"] == {"reason": "not-in-bunker"}


def test_the_whistle_is_offered_before_the_move_and_not_after_it() -> None:
    """The Whistle's moment is Phase 4, before the unit moves (DDD-12)."""
    state = item_game()
    state.units[0].items += ["walkie-talkie", "whistle"]
    to_supply(state)
    act(state, "done")
    assert state.phase == MOVE
    assert "whistle" not in items_refused(state)
    act(state, "stay")
    assert items_refused(state)["whistle"] == {"reason": "item-window", "windows": ["move"]}


def test_second_edition_items_for_any_time_are_not_used_in_combat() -> None:
    """"Les Objets peuvent être utilisés à tout moment, excepté lors des Combats (sauf mention
    contraire)" (DDE-24)."""
    state = item_game()
    state.edition = SECOND
    state.units[0].items += ["medal-case", "flak-vest"]
    to_combat(state)
    assert items_refused(state)["medal-case"] == {"reason": "not-in-combat"}


def test_the_jeep_rerolls_one_die_a_turn_at_the_end_of_phase_1() -> None:
    """Jeep: "Ritira 1 dado del tuo Conteggio Finale. Non puoi ritirare un dado bloccato"."""
    state = item_game()
    state.units[0].vehicles.append("jeep")
    state.units[0].items.append("toolkit")  # the unit is still asked once the Jeep rerolled
    assert state.observation(0)["units"][0]["vehicle_refused"] == {
        "jeep": {"reason": "item-window", "windows": ["final-count"]}}
    chance(state, *(f"face {f}" for f in QUIET))
    for action in ("lock r1", "lock r2", "stop"):
        act(state, action)
    assert state.observation(0)["units"][0]["vehicle_refused"] == {}
    act(state, "jeep w1")
    chance(state, "face star")
    assert state.observation(0)["units"][0]["vehicle_refused"] == {"jeep": {"reason": "jeep-used"}}


# ------------------------------------------------------------------------------ trades


def test_a_unit_in_another_sector_is_given_nothing() -> None:
    """"Un'unità non può scambiare con un'altra unità che risieda in un altro settore (se non
    diversamente indicato)"."""
    state = item_game(players=2, stars=3)
    state.units[1].sector = 3
    to_supply(state)
    seat = state.current_players()[0]
    other = 1 - seat
    assert trades_refused(state, seat)[str(other)] == {"reason": "other-sector", "sector": state.units[other].sector}


def test_the_first_edition_trades_in_phase_3_and_in_combat_after_the_machine_guns() -> None:
    """DDD-5: trades in Phase 3 and "dopo aver tirato il dado del Fuoco di Mitragliatrice ma
    prima che le unità subiscano perdite"; the second edition: "sauf PHASE 6, COMBAT"."""
    state = item_game(players=2, stars=3)
    assert trades_refused(state)["1"] == {"reason": "trades-in-supply-and-combat"}
    to_supply(state)
    seat = state.current_players()[0]
    assert str(1 - seat) not in trades_refused(state, seat)
    assert trades_refused(state, 1 - seat)[str(seat)] == {"reason": "another-acts", "seat": seat}
    state.edition = SECOND
    state.units[0].items.append("flak-vest")
    to_combat(state)
    assert trades_refused(state)["1"] == {"reason": "trades-outside-combat"}


def test_a_unit_with_nothing_to_give_or_only_what_it_was_given_gives_nothing() -> None:
    """"Un'unità può donare risorse senza nulla in cambio" -- of what it holds; what it was
    given this phase it gives none of on (DDD-23)."""
    state = item_game(players=2)
    to_supply(state)
    giver = state.current_players()[0]
    taker = state.units[1 - giver]
    for field in ("soldiers", "courage", "stars", "item_points"):
        setattr(taker, field, 0)
    taker.items.clear()
    assert trades_refused(state, taker.seat)[str(giver)] == {"reason": "nothing-to-give"}
    act(state, f"give {taker.seat} star", giver)
    assert trades_refused(state, taker.seat)[str(giver)] == {"reason": "given-this-phase"}
    taker.stars = 0
    taker.received = []
    assert trades_refused(state, taker.seat)[str(giver)] == {"reason": "nothing-to-give"}


# ------------------------------------------------------------- offered exactly when no reason


def check_reasons(state: DdState) -> None:
    """Each active unit: an item it holds is offered (a ``use`` of it) exactly when the game
    states no reason for it, and a gift to another unit exactly when that has none."""
    for unit in state.units:
        if not unit.active:
            continue
        legal = state.legal_actions(unit.seat)
        used = {a.name for a in legal if a.kind == "use"}
        reasons = item_reasons.refusals(state, unit)
        assert set(unit.items) - set(reasons) == used, (state.phase, unit.seat, reasons, used)
        jeep = vehicle_reasons.refusals(state, unit)
        if "jeep" in unit.vehicles:
            assert ("jeep" not in jeep) == any(a.kind == "jeep" for a in legal), (state.phase, unit.seat, jeep)
        given_to = {str(a.a) for a in legal if a.kind == "give"}
        others = {str(u.seat) for u in state.units if u is not unit and u.active}
        trades = trade_reasons.refusals(state, unit)
        assert others - set(trades) == given_to, (state.phase, unit.seat, trades, given_to)
        played = {a.name for a in legal if a.kind == "play"}
        medals = held_medal_reasons.refusals(state, unit)
        assert set(unit.medals) - set(medals) == played, (state.phase, unit.seat, medals, played)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    map_id=st.sampled_from(("omaha-beach", "juno-beach", "sword-beach", "utah-beach", "gold-beach")),
    players=st.integers(min_value=1, max_value=3),
    edition=st.sampled_from((1, 2)),
    seed=st.integers(min_value=0, max_value=10**6),
)
def test_an_item_or_a_gift_is_offered_exactly_when_the_game_states_no_reason(
        map_id: str, players: int, edition: int, seed: int) -> None:
    state = GAME.new_game(players, {"map": map_id, "edition": edition, "well_equipped": True})
    assert isinstance(state, DdState)
    play_checking(state, seed, check_reasons, moves=400)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(min_value=1, max_value=3), edition=st.sampled_from((1, 2)),
       seed=st.integers(min_value=0, max_value=10**6))
def test_a_medal_held_is_offered_exactly_when_the_game_states_no_reason(players: int, edition: int, seed: int) -> None:
    """Each unit starts holding three medals (each medal's moments differ in the second
    edition), so every window is met with medals in hand."""
    state = GAME.new_game(players, {"map": "omaha-beach", "edition": edition})
    assert isinstance(state, DdState)
    for unit in state.units:
        unit.medals = ["medal-of-honor", "military-medal", "legion-of-merit"]
    play_checking(state, seed, check_reasons, moves=400)


# ----------------------------------------------------------------------------- the words


def test_every_reason_for_items_and_trades_has_its_words() -> None:
    stated = set(re.findall(r'"reason": "([a-z-]+)"', "".join(
        module_source(module)
        for module in (item_reasons, trade_reasons, vehicle_reasons, window_reasons, item_effects, trading_windows))))
    assert stated <= set(refusal_words.REFUSAL_WORDS), stated - set(refusal_words.REFUSAL_WORDS)


def test_the_reasons_are_said_in_the_games_words_for_the_browser_and_the_terminal() -> None:
    state = item_game(players=2)
    state.units[0].items += ["whistle"]
    state.units[1].sector = 3
    to_supply(state)
    seat = 0
    obs = state.observation(seat)
    unit = obs["units"][seat]
    names = ["Ann", "Bob"]
    assert window_words.items_refused(obs, unit, names)["whistle"] == "used only in Phase 4, before the unit moves"
    assert window_words.trades_refused(obs, unit, names)["1"].startswith("Bob is in sector 3")
    notes = table_notes(obs, names)
    assert notes["item_refused"]["whistle"] == "used only in Phase 4, before the unit moves"
    lines = [plain(line) for line in window_words.window_lines(obs, unit, names)]
    assert "Not used now: Whistle: used only in Phase 4, before the unit moves" in lines, lines
    assert any(line.startswith("No trade with Bob: Bob is in sector 3") for line in lines), lines


def test_a_medal_held_in_phase_3_says_when_it_is_played_in_each_edition() -> None:
    """First edition: medals "devono essere giocate alla fine di ogni Fase 1"; second edition:
    any phase but combat, each up to the last window its effect acts in (DDE-12): in Phase 3
    the Medal of Honor (the Final Count's) is past, the Legion of Merit still offered."""
    first = item_game()
    first.units[0].medals = ["medal-of-honor"]
    to_supply(first)
    obs = first.observation(0)
    assert obs["units"][0]["held_medal_refused"] == {"medal-of-honor": {"reason": "medal-window", "windows": ["final-count"]}}
    assert table_notes(obs, ["Ann"])["held_medal_refused"]["medal-of-honor"] == "played only at the end of Phase 1"
    second = item_game()
    second.edition = SECOND
    second.units[0].medals = ["medal-of-honor", "legion-of-merit"]
    to_supply(second)
    refused = second.observation(0)["units"][0]["held_medal_refused"]
    assert refused == {"medal-of-honor": {"reason": "medal-window", "windows": ["final-count"]}}
    assert any(a.kind == "play" and a.name == "legion-of-merit" for a in second.legal_actions(0))

"""Battle map N.04, Gold Beach: both bunkers to be conquered, sector 8's medal for the first
unit, and the solo path through both bunkers -- scripted through games on the packaged map
with every die pinned (their records replay), and heuristic-bot games.

Rulebooks: Spanish 002_..., "Mapa de Batalla N-04 : GOLD BEACH"; Italian 000_..., p. 17,
"Mappa N.04: GOLD BEACH". Rulings DDM-35 .. DDM-41 (docs/rulings.md).

The board (data/maps/gold-beach.toml; values reconstructed):
row 5: bunker 12, sector 11, bunker 13; row 4: 9 (under 12), 10 (under 13); row 3: 6, 7, 8
(medal); row 2: 3, 4, 5; row 1: 1 (start), 2.
"""

from __future__ import annotations

from typing import Any

import pytest

from dday_helpers import check_bot_games, legal
from meeple.engine.core import CHANCE
from meeple.engine.record import GameRecord, MoveRecord, SeatRecord, parse_record, replay_record
from meeple.engine.registry import get_game
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import bunkers, combat
from meeple.games.dday_dice.maps import load_map
from meeple.games.dday_dice.phases import MOVE
from meeple.games.dday_dice.scoring import victory_points
from meeple.games.dday_dice.state import DdState

MAP = "gold-beach"
#: Six soldiers (r1 r2 w1) and three courage (w2 b1 b2): no RWB, no full set.
STRONG = ("soldiers", "soldiers", "soldiers", "courage", "courage", "courage")
DEFAULTS = ("stop", "done", "stay", "lose soldiers", "battle-cry soldiers", "special-find stars")


class Script:
    """A game played step by step: chance outcomes and the decisions a test names are applied
    in order; any other decision takes a plain default (lock the first dice, stop, done, stay,
    lose soldiers). Every move is kept, so the game replays from its record."""

    def __init__(self, map_id: str, players: int = 1) -> None:
        self.options = {"map": map_id}
        self.players = players
        state = get_game("dday-dice").new_game(players, self.options)
        assert isinstance(state, DdState)
        self.state = state
        self.moves: list[tuple[Any, str]] = []
        self.rolled_turn = 1

    def _apply(self, who: int, action: A.DdAction) -> None:
        self.state.apply(who, action)
        self.moves.append(("chance" if who == CHANCE else who, action.text))

    def _default(self, seat: int) -> A.DdAction:
        legal = self.state.legal_actions(seat)
        texts = [a.text for a in legal]
        for text in DEFAULTS:
            if text in texts:
                return legal[texts.index(text)]
        return next((a for a in legal if a.kind == "lock"), legal[0])

    def do(self, who: int, text: str) -> None:
        """Play defaults until ``who`` may take ``text``, then take it."""
        action = A.parse_action(text)
        for _ in range(1000):
            current = self.state.current_players()
            if who in current and action in self.state.legal_actions(who):
                self._apply(who, action)
                return
            assert current, f"the game ended before {who}: {text!r}"
            assert CHANCE not in current, (
                f"chance is due ({self.state.to_json()['d6_waiting']}, dice {self.state.to_json()['dice_waiting']}, "
                f"draws {self.state.to_json()['draws_waiting']}) before {who}: {text!r}")
            self._apply(current[0], self._default(current[0]))
        raise AssertionError(f"{who}: {text!r} never became legal")

    def chance(self, *texts: str) -> None:
        for text in texts:
            self.do(CHANCE, text)

    def roll(self, *faces: str) -> None:
        """Chance shows these faces on the next dice (r1 r2 w1 w2 b1 b2, unit by unit)."""
        self.rolled_turn = self.state.turn
        self.chance(*(f"face {f}" for f in faces))

    def turn(self, moves: dict[int, str], after_move: tuple[str, ...] = (), combat: tuple[str, ...] = (),
             faces: tuple[str, ...] = STRONG) -> None:
        """One turn: every unit rolls ``faces``; the units move as ``moves`` says (the others
        stay); chance then gives ``after_move`` (random sectors, mines) and ``combat`` (MGF)."""
        start = self.state.turn
        self.roll(*faces * sum(1 for u in self.state.units if u.active))
        for seat, text in moves.items():
            self.do(seat, text)
        self.chance(*after_move)
        self.settle_moves()
        self.chance(*combat)
        self.finish_turn(start)

    def to_moves(self) -> None:
        """Play defaults until Phase 4 asks for a move."""
        while self.state.phase != MOVE:
            current = self.state.current_players()
            assert current and CHANCE not in current, "chance is due before Phase 4"
            self._apply(current[0], self._default(current[0]))

    def settle_moves(self) -> None:
        """Play defaults through the rest of Phase 4."""
        while self.state.phase == MOVE and CHANCE not in self.state.current_players() and self.state.current_players():
            seat = self.state.current_players()[0]
            self._apply(seat, self._default(seat))

    def finish_turn(self, turn: int | None = None) -> None:
        """Play defaults until turn ``turn`` (the turn last rolled) is over: the next turn's
        dice, or the end."""
        turn = self.rolled_turn if turn is None else turn
        while self.state.current_players() and self.state.turn == turn:
            current = self.state.current_players()
            assert CHANCE not in current, f"chance is due: {self.state.to_json()['d6_waiting']}"
            self._apply(current[0], self._default(current[0]))

    def record(self) -> GameRecord:
        return GameRecord(
            game="dday-dice", options=self.options,
            seats=[SeatRecord(name=f"unit {i}") for i in range(self.players)],
            moves=[MoveRecord(by=by, action=action) for by, action in self.moves],
        )

    def assert_replays(self) -> None:
        replayed = replay_record(parse_record(self.record().to_json_text())).state
        assert replayed.to_json() == self.state.to_json()


def shown(map_id: str) -> str:
    """What `meeple maps show <map>` prints."""
    from rich.console import Console

    from meeple.cli.maps import show_map

    console = Console(record=True, width=110)
    show_map(console, map_id)
    return console.export_text()


def solo_to_first_bunker() -> Script:
    """Solo: 1 -> 3 -> 6 -> 9 -> bunker 12 (each MGF die a 1), surviving its first Phase 5."""
    s = Script(MAP)
    s.turn({0: "move 3"})
    s.turn({0: "move 6"}, combat=("d6 1",))
    s.turn({0: "move 9"}, combat=("d6 1",))
    s.turn({0: "move 12"}, combat=("d6 1",))
    return s


# ----------------------------------------------------------------------------- the board


def test_gold_beach_has_two_bunkers_side_by_side_on_the_top_row_with_sector_11_between() -> None:
    board = load_map(MAP)
    assert board.bunker_numbers == (12, 13) and board.conquer_every_bunker
    assert {m.to for m in board.moves_from(9)} >= {12, 11} and 13 not in {m.to for m in board.moves_from(9)}
    assert {m.to for m in board.moves_from(10)} >= {13, 11} and 12 not in {m.to for m in board.moves_from(10)}
    # a bunker is left sideways into 11 only, and 11 lies between the two bunkers
    assert [(m.to, m.kind) for m in board.moves_from(12)] == [(11, "sideways")]
    assert [(m.to, m.kind) for m in board.moves_from(13)] == [(11, "sideways")]
    assert {(m.to, m.into_bunker) for m in board.moves_from(11)} == {(12, True), (13, True)}
    assert board.last_sectors_before_bunker() == (9, 10, 11)


def test_gold_beach_is_playable_and_renders() -> None:
    state = get_game("dday-dice").new_game(4, {"map": MAP})
    assert not state.board.unimplemented and state.board.conquer_every_bunker
    text = shown(MAP)
    assert "BUNKER 12" in text and "BUNKER 13" in text and "1st unit in: award (or VC)" in text


# ----------------------------------------------------------------------------- solo path


def test_solo_a_unit_that_conquers_its_first_bunker_stays_in_play_and_goes_on() -> None:
    """"Cuando juegues en solitario, debes entrar a ambos Búnkers (conquistar uno, entonces
    moverte lateralmente al otro)"."""
    s = solo_to_first_bunker()
    unit = s.state.units[0]
    assert unit.sector == 12 and unit.active and not unit.safe and s.state.result == ""
    assert bunkers.conquered(s.state) == {12} and unit.first_in_bunker
    # "Puoi stare 3 turni nel primo bunker": it may stay, or leave sideways into 11
    s.roll(*STRONG)
    s.to_moves()
    assert legal(s.state) == {"stay", "move 11"}
    s.assert_replays()


def test_solo_both_bunkers_conquered_from_9_through_11_is_a_victory_with_40_bunker_vp() -> None:
    """The solo path: in from 9, out along the top row, into the second bunker. Victory
    points: 20 per bunker conquered + 20 for the first + 10 x 11 (the last sector before the
    bunker) + soldiers + 2 x courage (DDM-39)."""
    s = solo_to_first_bunker()
    s.turn({0: "move 11"})  # sideways out of the bunker: no courage; 11 has no MGF
    s.turn({0: "move 13"}, combat=("d6 1",))
    state, unit = s.state, s.state.units[0]
    assert state.result == "victory" and unit.safe and unit.sector == 13
    assert bunkers.conquered(state) == {12, 13}
    assert [n for n in unit.visited if not state.board.is_bunker(n)][-1] == 11
    expected = 20 * 2 + 20 + 110 + unit.soldiers + 2 * unit.courage + 3 * len(unit.specialists)
    assert victory_points(state, unit) == expected
    s.assert_replays()


def test_solo_a_first_bunker_entered_from_11_cannot_be_left() -> None:
    """"al no poder visitar el mismo Sector dos veces, debes entrar a tu 1er Bunker desde los
    Sectores 9 ó 10": from 11, the bunker's only way out is 11 itself."""
    s = Script(MAP)
    s.turn({0: "move 3"})
    s.turn({0: "move 6"}, combat=("d6 1",))
    s.turn({0: "move 9"}, combat=("d6 1",))
    s.turn({0: "move 11"})
    s.turn({0: "move 12"}, combat=("d6 1",))
    unit = s.state.units[0]
    assert unit.sector == 12 and unit.active
    s.roll(*STRONG)
    s.to_moves()
    assert legal(s.state) == {"stay"}, "11 is visited: no way on to the second bunker"
    s.assert_replays()


# ----------------------------------------------------------------------------- several units


def two_units_to_row_4(second: str) -> Script:
    """Two units: unit 0 to 9 by 1-3-6-9; unit 1 to ``second``: 9 with unit 0, or 10 by
    1-2-5-8-10 (the minefield 5-8, and sector 8's medal drawn: the Bronze Star)."""
    s = Script(MAP, players=2)
    if second == "10":
        s.turn({0: "move 3", 1: "move 2"})
        s.turn({0: "move 6", 1: "move 5"}, combat=("d6 1",))
        s.roll(*STRONG * 2)
        s.do(1, "move 8")
        s.chance("d6 1")  # the minefield 5-8
        s.do(1, "draw medal")
        s.chance("draw bronze-star")
        s.settle_moves()
        s.chance("d6 1", "d6 1")
        s.finish_turn()
        s.turn({0: "move 9", 1: "move 10"}, combat=("d6 1", "d6 1"))
    else:
        s.turn({0: "move 3", 1: "move 3"})
        s.turn({0: "move 6", 1: "move 6"}, combat=("d6 1",))
        s.turn({0: "move 9", 1: "move 9"}, combat=("d6 1",))
    return s


def test_a_unit_that_conquers_a_bunker_is_safe_and_both_bunkers_conquered_is_a_victory() -> None:
    """"ambos Búnkers necesitan ser conquistados por al menos 1 Unidad. Una vez una Unidad entra
    en uno de los Búnkers, es retirada de la partida"."""
    s = two_units_to_row_4("10")
    assert [u.sector for u in s.state.units] == [9, 10] and s.state.units[1].medals == ["bronze-star"]
    s.turn({0: "move 12"}, combat=("d6 1", "d6 1"))
    assert s.state.units[0].safe and s.state.result == ""
    s.turn({1: "move 13"}, combat=("d6 1",))
    assert s.state.units[1].safe and s.state.result == "victory"
    assert bunkers.conquered(s.state) == {12, 13}
    s.assert_replays()


def test_every_unit_safe_in_the_same_bunker_is_a_defeat() -> None:
    s = two_units_to_row_4("9")
    s.turn({0: "move 12", 1: "move 12"}, combat=("d6 1",))
    assert all(u.safe for u in s.state.units)
    assert bunkers.unconquered(s.state) == [13] and s.state.result == "defeat"
    s.assert_replays()


def test_specialists_left_beside_a_bunker_lower_that_bunker_only() -> None:
    """"dejando a sus Especialistas para reducir la DEF del Búnker": unit 0, safe in 12 with
    two specialists, lowers 12's DEF for the others, not 13's."""
    state = get_game("dday-dice").new_game(3, {"map": MAP})
    assert isinstance(state, DdState)
    safe, in_12, in_13 = state.units
    safe.sector, safe.safe, safe.specialists = 12, True, ["medic", "veteran"]
    safe.entered_bunker_turn = 3  # it took 12 two turns before the others came
    in_12.sector, in_13.sector = 12, 13
    in_12.entered_bunker_turn, in_13.entered_bunker_turn = 5, 5
    in_12.marker = in_13.marker = 1
    assert combat.sector_def(state, in_12, [safe]) == 9 - 2
    assert combat.sector_def(state, in_13, [safe]) == 9


# ----------------------------------------------------------------------------- sector 8


def test_sector_8_the_first_unit_in_draws_a_random_medal_once_a_game() -> None:
    """"El primer jugador en entrar a este Sector gana automáticamente una Condecoración al azar.
    Sólo 1 Condecoración por partida puede ser ganada de esta forma." Solo the Victoria Cross is
    out of the deck, so the medal is drawn at once (a chance action)."""
    s = Script(MAP)
    s.turn({0: "move 2"})
    s.turn({0: "move 5"})
    s.roll(*STRONG)
    s.do(0, "move 8")
    assert s.state.card_queue == [("medal", 0)] and "victoria-cross" not in s.state.medal_deck
    s.chance("draw silver-star", "d6 2")  # the medal, then the minefield 5-8
    unit = s.state.units[0]
    assert unit.medals == ["silver-star"] and unit.medals_won == 1 and s.state.marks.claimed == [8]
    s.settle_moves()
    s.chance("d6 1")
    s.finish_turn()
    s.assert_replays()


def test_sector_8_a_later_unit_wins_nothing_and_players_may_take_the_victoria_cross() -> None:
    """"Los jugadores predispuestos históricamente pueden elegir coger la Cruz de la Victoria (si
    está disponible)": with two units the first one in chooses it or a random draw; the second
    unit to enter wins nothing."""
    s = Script(MAP, players=2)
    s.turn({0: "move 2", 1: "move 2"})
    s.turn({0: "move 5", 1: "move 5"})
    s.roll(*STRONG * 2)
    s.do(0, "move 8")
    s.chance("d6 1")
    assert legal(s.state, 0) == {"medal victoria-cross", "draw medal"}
    s.do(0, "medal victoria-cross")
    s.do(1, "move 8")
    s.chance("d6 1")
    assert s.state.units[0].medals == ["victoria-cross"]
    assert not s.state.units[1].medals and not s.state.card_queue and not s.state.units[1].pending
    s.settle_moves()
    s.chance("d6 1")
    s.finish_turn()
    s.assert_replays()


def test_sector_8_draw_medal_is_a_chance_draw_among_the_medals_left() -> None:
    s = Script(MAP, players=2)
    s.turn({0: "move 2"})
    s.turn({0: "move 5"})
    s.roll(*STRONG * 2)
    s.do(0, "move 8")
    s.chance("d6 1")
    s.do(0, "draw medal")
    outcomes = s.state.chance_outcomes()
    assert {a.text for a, _ in outcomes} == {f"draw {m}" for m in s.state.medal_deck}
    assert "draw victoria-cross" in {a.text for a, _ in outcomes}
    s.chance("draw bronze-star")
    assert s.state.units[0].medals == ["bronze-star"]
    s.assert_replays()


# ----------------------------------------------------------------------------- bots


@pytest.mark.parametrize("players", [1, 4])
def test_heuristic_bots_play_gold_beach_and_their_records_replay(players: int) -> None:
    check_bot_games(MAP, players, 40)

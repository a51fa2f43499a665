"""More than two players (rulebook p. 7, p. 26; teams.py, rulings DT-115 .. DT-124): two sides
sharing their activations, teams of two with vehicles and infantry split, each player playing
his own units, every player of the winning side winning, and 3-6 seat games replaying exactly.

p. 7: "Quando giocate in più di due immaginate che le regole si applichino a due fazioni
contrapposte piuttosto che a due giocatori. Dunque, invece di alternare le unità tra
giocatori, lo farete tra due fazioni. I giocatori dovranno semplicemente concordare chi
gioca." p. 26: "Quattro giocatori possono giocare in squadre di due (uno controlla i veicoli
e l'altro la fanteria, ad esempio)."
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

from dt_game_helpers import GAME, only_in_play, play, texts, through_setup
from meeple.agents import make_agent
from meeple.cli.main import app
from meeple.engine.core import CHANCE
from meeple.engine.errors import IllegalActionError, OptionsError
from meeple.engine.record import load_record, parse_record, replay_record
from meeple.games.dust_tactics import heroes
from meeple.games.dust_tactics.armies import FieldedArmy
from meeple.games.dust_tactics.flow import casualty_unit
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.teams import divide_army, seat_sides
from meeple.games.dust_tactics.units import unit
from meeple.sim.play import play_game

ALLIED_INFANTRY = ["hell-boys", "death-dealers", "the-hammers", "rhino"]
AXIS_INFANTRY = ["sturmpioniere", "heavy-laser-grenadiers", "heavy-flak-grenadiers", "lara"]


def game(players: int, scenario: str = "reconnaissance-in-force") -> DtState:
    state = GAME.new_game(players, {"scenario": scenario})
    assert isinstance(state, DtState)
    return state


def battle(players: int, **squares: str) -> DtState:
    """A game of ``players`` seats at the initiative roll of turn 2 with only the units named
    in play, on the squares given. The set-up's side decisions are the first players' (seats
    0 and 1, DT-120)."""
    return only_in_play(through_setup(game(players)), 2, squares)


def army(faction: str, *ids: str, joins: tuple[tuple[str, str], ...] = ()) -> FieldedArmy:
    return FieldedArmy(faction, "test", tuple((uid, unit(uid)) for uid in ids), joins)  # type: ignore[arg-type]


# ---------------------------------------------------------------------- seats and sides

def test_dust_tactics_is_played_by_two_to_six_players() -> None:
    """"Potete però giocare in 3, 4, 5 e perfino 6 giocatori" (p. 7)."""
    for players in (2, 3, 4, 5, 6):
        assert game(players).num_players == players
    for players in (1, 7):
        with pytest.raises(OptionsError, match="2-6 players"):
            GAME.new_game(players, {})


def test_the_allies_sit_on_even_seats_and_the_axis_on_odd_ones_so_two_seats_play_as_before() -> None:
    """DT-115: seat 0 the Allies and seat 1 the Axis with two players, as always."""
    assert seat_sides(2) == (0, 1)
    assert seat_sides(3) == (0, 1, 0)
    assert seat_sides(6) == (0, 1, 0, 1, 0, 1)
    two = game(2)
    assert not two.seating.shared
    assert all(two.seating.controller(uid) == two.seat_of[uid] for uid in two.units)
    assert "seat_sides" not in two.to_json() and "controls" not in two.observation(0)


def test_four_players_play_in_teams_of_two_one_with_the_vehicles_the_other_with_the_infantry() -> None:
    """p. 26: "Quattro giocatori possono giocare in squadre di due (uno controlla i veicoli e
    l'altro la fanteria, ad esempio)" (DT-117)."""
    state = game(4)
    assert list(state.seating.units_of(0)) == ALLIED_INFANTRY
    assert list(state.seating.units_of(2)) == ["blackhawk"]
    assert list(state.seating.units_of(1)) == AXIS_INFANTRY
    assert list(state.seating.units_of(3)) == ["hans"]


def test_with_three_players_on_a_side_the_army_is_dealt_in_army_order() -> None:
    """DT-117: more than two players on a side (or an army of one kind) deal the units one
    each in seat order."""
    state = game(6)
    assert list(state.seating.units_of(0)) == ["hell-boys", "rhino"]
    assert list(state.seating.units_of(2)) == ["death-dealers", "blackhawk"]
    assert list(state.seating.units_of(4)) == ["the-hammers"]
    assert list(state.seating.units_of(5)) == ["heavy-flak-grenadiers"]
    infantry_only = army("allies", "hell-boys", "death-dealers", "the-hammers")
    assert divide_army(infantry_only, [0, 2]) == {"hell-boys": 0, "death-dealers": 2, "the-hammers": 0}


def test_a_hero_an_army_file_joins_to_a_squad_goes_with_the_squad() -> None:
    """DT-117, DT-119: the hero and its squad are activated together, so one player has both."""
    joined = army("allies", "hell-boys", "the-hammers", "rhino", "blackhawk", joins=(("rhino", "the-hammers"),))
    owners = divide_army(joined, [0, 2, 4])
    assert owners["rhino"] == owners["the-hammers"] == 2


def test_every_player_must_control_a_unit() -> None:
    """DT-117: a side cannot seat more players than it has units."""
    with pytest.raises(OptionsError, match="seat\\(s\\) 4 would control no unit"):
        divide_army(army("allies", "hell-boys", "blackhawk"), [0, 2, 4])


def test_a_hero_may_join_only_a_squad_of_its_own_player() -> None:
    """DT-119: with two players Rhino may join The Hammers; with six they are two players'
    units, so Rhino has no squad to join and fights alone."""
    assert "the-hammers" in heroes.join_options(game(2), "rhino")
    six = game(6)
    assert six.seating.controller("the-hammers") != six.seating.controller("rhino")
    assert heroes.join_options(six, "rhino") == ()


# ---------------------------------------------------------------------- who decides

def test_the_initiative_winners_first_player_chooses_who_activates_first() -> None:
    """p. 6: "Il giocatore che guadagna l'iniziativa decide chi gioca per primo" - the side's
    first player speaks for it (DT-120)."""
    state = battle(4, hell_boys="a8", blackhawk="e7", sturmpioniere="l1", hans="f4")
    play(state, "chance: roll bbb", "chance: roll hhh")
    assert state.phase == "first" and state.current_players() == [1]
    with pytest.raises(IllegalActionError, match="seat 1 \\(Axis\\) decides now"):
        play(state, "3: first axis")


def test_activations_alternate_between_the_sides_and_rotate_among_each_sides_players() -> None:
    """p. 7: "invece di alternare le unità tra giocatori, lo farete tra due fazioni"; the
    side's players take its activations in turn (DT-116)."""
    state = battle(4, hell_boys="a8", death_dealers="b8", the_hammers="c8", blackhawk="e7", sturmpioniere="l1",
                   heavy_flak_grenadiers="k1", hans="f4")
    play(state, "chance: roll hhh", "chance: roll bbb", "0: first allies")
    seen = []
    while state.phase == "activate":
        seat = state.current_players()[0]
        seen.append(seat)
        play(state, f"{seat}: {texts(state.legal_actions(seat))[0]}", f"{seat}: declare nothing")
    assert seen == [0, 1, 2, 3, 0, 1, 0], "seat 2 has no unit left: seat 0 goes on (p. 6)"


def test_an_activation_names_the_player_who_activated_the_unit_not_the_sides_first() -> None:
    """The ``activate`` event's seat is the unit's player (DT-115): the news says who did it."""
    state = battle(4, hell_boys="a8", blackhawk="e7", sturmpioniere="l1", hans="f4")
    play(state, "chance: roll bbb", "chance: roll hhh", "1: first axis")
    seat = state.current_players()[0]
    while seat in (0, 1):  # to the activation of a side's second player (seat 2 or 3)
        play(state, f"{seat}: {texts(state.legal_actions(seat))[0]}", f"{seat}: declare nothing")
        seat = state.current_players()[0]
    unit_id = texts(state.legal_actions(seat))[0].split()[1]
    events = play(state, f"{seat}: activate {unit_id}")
    assert events[-1] == {"type": "activate", "unit": unit_id, "seat": seat}
    names = ["Ann", "Bea", "Cid", "Dee"]
    said = "".join(text for text, _tag in GAME.words().event(events[-1], names, None) or [])
    assert said.startswith(names[seat])
    first = GAME.words().event({"type": "first", "by": "axis", "side": "axis"}, names, None) or []
    assert "".join(text for text, _tag in first) == "Bea & Dee let the Axis activate first"


def test_a_player_sees_and_may_activate_only_his_own_units() -> None:
    """DT-117, DT-118: each player controls his own units."""
    state = battle(4, hell_boys="a8", blackhawk="e7", sturmpioniere="l1", hans="f4")
    play(state, "chance: roll hhh", "chance: roll bbb", "0: first allies")
    assert texts(state.legal_actions(0)) == ["activate hell-boys"]
    assert state.legal_actions(2) == []
    with pytest.raises(IllegalActionError, match="seat 0 does not control blackhawk, seat 2's unit"):
        play(state, "0: activate blackhawk")
    with pytest.raises(IllegalActionError, match="it is not seat 2's turn"):
        play(state, "2: activate blackhawk")
    with pytest.raises(IllegalActionError, match="there is no seat 4"):
        play(state, "4: activate hell-boys")
    assert state.phase == "activate" and state.activated == set()


def test_the_units_player_plays_its_whole_activation() -> None:
    """DT-118: after seat 2 activates the Blackhawk, seat 2 declares, moves and aims."""
    state = battle(4, hell_boys="a8", blackhawk="e7", sturmpioniere="l1", hans="h6")
    play(state, "chance: roll hhh", "chance: roll bbb", "0: first allies", "0: activate hell-boys",
         "0: declare nothing", "1: activate sturmpioniere", "1: declare nothing")
    play(state, "2: activate blackhawk")
    assert state.current_players() == [2]
    with pytest.raises(IllegalActionError, match="playing its own unit"):
        play(state, "0: declare move")
    play(state, "2: declare move", "2: move e6")
    assert state.phase == "activate" and state.current_players() == [3]


def test_the_reaction_window_goes_to_each_reacting_player_in_seat_order() -> None:
    """p. 16 with DT-121: seat 1 may react with its Heavy Flak Grenadiers, or pass the window
    to seat 3, who may react with its Hans; the last no-reaction lets the Blackhawk go on."""
    state = battle(4, hell_boys="a8", blackhawk="e7", heavy_flak_grenadiers="e4", sturmpioniere="l1", hans="f4")
    play(state, "chance: roll hhh", "chance: roll bbb", "0: first allies", "0: activate hell-boys",
         "0: declare nothing", "1: activate sturmpioniere", "1: declare nothing",
         "2: activate blackhawk", "2: declare move+attack", "2: move e6")
    assert state.phase == "react" and state.current_players() == [1]
    assert texts(state.legal_actions(1)) == ["react heavy-flak-grenadiers", "no-reaction"]
    events = play(state, "1: no-reaction")
    assert events == [{"type": "reaction-passed", "seat": 1, "to": 3, "at": "blackhawk"}]
    assert state.phase == "react" and state.current_players() == [3]
    assert texts(state.legal_actions(3)) == ["react hans", "no-reaction"]
    play(state, "3: no-reaction")
    assert state.phase == "aim" and state.current_players() == [2]
    assert state.seating.passed == frozenset()


def test_the_player_of_the_unit_that_reacts_fires_it() -> None:
    """DT-118, DT-121: seat 3's Hans reacts, and seat 3 aims it."""
    state = battle(4, hell_boys="a8", blackhawk="e7", heavy_flak_grenadiers="e4", sturmpioniere="l1", hans="f4")
    play(state, "chance: roll hhh", "chance: roll bbb", "0: first allies", "0: activate hell-boys",
         "0: declare nothing", "1: activate sturmpioniere", "1: declare nothing",
         "2: activate blackhawk", "2: declare move+attack", "2: move e6", "1: no-reaction", "3: react hans",
         "chance: roll h")
    assert state.phase == "aim" and state.current_players() == [3]


# ---------------------------------------------------------------------- bot games

def check_decision(state: DtState, seat: int) -> None:
    """The seat deciding now plays for the side the rules say acts, and decides for its own
    unit whenever the decision belongs to a unit (DT-116 .. DT-121)."""
    seating = state.seating
    assert seating.sides[seat] == state.side_to_act()[0]
    if state.attack is not None:
        assert seating.controller(casualty_unit(state)) == seat
    elif state.phase == "aim" and state.aim is not None:
        assert seating.controller(state.aim.attacker) == seat
    elif state.phase in ("declare", "move", "skill") and state.act is not None:
        assert seating.controller(state.act.unit) == seat
    elif state.phase in ("first", "cover-place", "terrain-place"):
        assert seat == seating.captain(seating.sides[seat])
    for action in state.legal(seat):
        if action.kind in ("activate", "react", "join"):
            assert seating.controller(action.unit) == seat


def driven_game(players: int, bots: list[str], seed: int, scenario: str) -> tuple[DtState, list[tuple[int, str]]]:
    """A bot game with every decision checked, and its moves in notation."""
    state = game(players, scenario)
    rng = random.Random(seed)
    agents = [make_agent(GAME, bot, seed + seat) for seat, bot in enumerate(bots)]
    moves: list[tuple[int, str]] = []
    while not state.is_over():
        seat = state.current_players()[0]
        if seat == CHANCE:
            action = state.sample_chance(rng)
        else:
            check_decision(state, seat)
            others = [s for s in range(players) if s != seat]
            assert all(state.legal_actions(s) == [] for s in others)
            action = agents[seat].choose(state, seat)
        state.apply(seat, action)
        moves.append((seat, GAME.format_action(action)))
    return state, moves


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_and_heuristic_bots_play_every_seat_count_with_each_player_deciding_for_his_units(players: int) -> None:
    bots = (["heuristic", "random"] * 3)[:players]
    state, moves = driven_game(players, bots, seed=players, scenario="reconnaissance-in-force")
    returns = state.returns()
    assert len(returns) == players and max(returns) == 1.0
    side_result = {state.seating.sides[s]: r for s, r in enumerate(returns)}
    assert all(returns[s] == side_result[state.seating.sides[s]] for s in range(players)), "DT-122"
    replayed = game(players, "reconnaissance-in-force")
    for seat, text in moves:
        replayed.apply(seat, GAME.parse_action(text))
    assert replayed.to_json() == state.to_json()


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_games_of_three_to_six_seats_replay_identically_from_their_records(players: int) -> None:
    bots = (["random", "heuristic"] * 3)[:players]
    outcome = play_game(GAME, bots, seed=40 + players, index=players, keep_record=True,
                        options={"scenario": "bridgehead" if players == 5 else "reconnaissance-in-force"})
    record = outcome.record
    assert record is not None and len(record.seats) == players
    replay = replay_record(parse_record(record.to_json_text()))
    assert replay.state.is_over() and replay.state.returns() == outcome.returns
    assert outcome.scores is not None and len(outcome.scores) == players
    assert replay_record(record.without_chance()).state.to_json() == replay.state.to_json()


def test_every_player_of_the_winning_side_wins_and_each_seat_scores_its_sides_points() -> None:
    """DT-122: the rules of victory apply to the two factions; the side's result is each of
    its players'."""
    outcome = play_game(GAME, ["heuristic", "random", "heuristic", "random"], seed=7)
    assert outcome.summary is not None
    points = outcome.summary["victory_points"]
    assert outcome.scores == [points[0], points[1], points[0], points[1]]
    assert outcome.returns[0] == outcome.returns[2] and outcome.returns[1] == outcome.returns[3]
    won = outcome.summary["winning_sides"]
    assert outcome.returns[0] == (1.0 if "allies" in won else 0.0) and outcome.returns[1] == (1.0 if "axis" in won else 0.0)
    if not outcome.summary["result"].startswith("every"):  # no wipe-out: the points decide (DT-134)
        assert outcome.returns[0] == (1.0 if points[0] >= points[1] else 0.0)


def test_a_side_is_wiped_out_only_with_all_its_players_units_and_then_loses_whatever_the_points() -> None:
    """DT-123: the game ends when every unit of a side is destroyed, not of one player; DT-134:
    the side left on the battlefield then wins, whatever the points, and every one of its
    players wins (DT-122). Four seats: seat 3 (the Axis vehicles) loses Hans while seat 1 still
    has Lara, and the game goes on; once Hans is the Axis's last unit, his loss ends the game
    and seats 0 and 2 win on 24 points against 53."""
    state = battle(4, hell_boys="e7", blackhawk="l8", hans="e6", lara="a1")
    assert [state.seating.controller(u) for u in ("hell-boys", "blackhawk", "lara", "hans")] == [0, 2, 1, 3]
    play(state, "chance: roll hhh", "chance: roll bbb", "0: first allies",
         "0: activate hell-boys", "0: declare attack", "0: aim hans", "chance: roll h",
         "1: activate lara", "1: declare nothing", "2: activate blackhawk", "2: declare nothing")
    assert "hans" in state.destroyed and not state.is_over(), "seat 3 has no unit left, seat 1 has Lara"
    assert state.turn == 3

    state = battle(4, hell_boys="e7", blackhawk="l8", hans="e6")
    state.vp[1] = unit("death-dealers").ap + unit("the-hammers").ap
    play(state, "chance: roll hhh", "chance: roll bbb", "0: first allies",
         "0: activate hell-boys", "0: declare attack", "0: aim hans", "chance: roll h",
         "2: activate blackhawk", "2: declare nothing")
    assert state.is_over() and state.result == "every Axis unit destroyed"
    summary = state.result_summary()
    assert summary["victory_points"] == [24, 53] and summary["scores"] == [24, 53, 24, 53]
    assert summary["winning_sides"] == ["allies"] and state.returns() == [1.0, 0.0, 1.0, 0.0]


def test_each_seat_observes_the_whole_table_with_its_side_and_its_units() -> None:
    """DT-124: everything is public; the observation adds the seat's side and units."""
    state = game(4)
    obs = state.observation(3)
    assert obs["seat"] == 3 and obs["side"] == "axis" and obs["controls"] == ["hans"]
    assert obs["seat_sides"] == ["allies", "axis", "allies", "axis"]
    assert obs["controllers"]["blackhawk"] == 2
    assert {k: v for k, v in obs.items() if k not in ("seat", "side", "controls")} == \
        {k: v for k, v in state.observation(0).items() if k not in ("seat", "side", "controls")}


# ---------------------------------------------------------------------- the command line

def test_meeple_simulate_plays_four_seats_as_two_teams() -> None:
    result = CliRunner().invoke(app, ["simulate", "dust-tactics", "--players", "4", "--bots",
                                      "heuristic,random,heuristic,random", "--games", "3", "--json"])
    assert result.exit_code == 0, result.output
    seats = json.loads(result.output[result.output.index("{"):])["seats"]
    assert [s["wins"] for s in seats][0::2] == [seats[0]["wins"]] * 2
    assert [s["wins"] for s in seats][1::2] == [seats[1]["wins"]] * 2


def test_meeple_play_seats_a_person_with_three_bots_and_names_each_sides_players(tmp_path: Path) -> None:
    save = tmp_path / "team.json"
    result = CliRunner().invoke(app, ["play", "dust-tactics", "--players", "4", "--seed", "5", "--save", str(save)],
                                input="1\n" * 3000)
    assert result.exit_code == 0, result.output
    assert "Final result" in result.output
    record = load_record(save)
    assert len(record.seats) == 4 and record.result is not None
    names = [seat.name for seat in record.seats]
    assert f"{names[0]} & {names[2]}" in result.output, "the Allies' two players named together"
    assert replay_record(record).state.returns() == record.result["returns"]


# ---------------------------------------------------------------------- the players' own split

def test_the_players_may_agree_on_another_split_of_their_sides_army() -> None:
    """p. 26's split is "ad esempio": option ``seat_units`` gives some seats their units; the
    others follow the default rule (here all infantry, so dealt) (DT-117)."""
    state = GAME.new_game(4, {"seat_units": "2:blackhawk,the-hammers;3:hans,lara"})
    assert isinstance(state, DtState)
    assert list(state.seating.units_of(2)) == ["death-dealers", "the-hammers", "blackhawk"]
    assert list(state.seating.units_of(3)) == ["heavy-laser-grenadiers", "lara", "hans"]
    assert list(state.seating.units_of(0)) == ["hell-boys", "rhino"]


@pytest.mark.parametrize(("players", "text", "why"), [
    (4, "2:hans", "hans is a unit of the axis, played by seat\\(s\\) 1, 3, not seat 2"),
    (4, "0:tiger", "no unit tiger in the armies"),
    (4, "5:hans", "there is no seat 5"),
    (4, "0:hell-boys;2:hell-boys", "hell-boys is given to two seats"),
    (4, "2 hans", "is not SEAT:unit,unit"),
    (2, "0:hell-boys", "the option is for 3 to 6 players"),
])
def test_a_split_that_breaks_the_seats_is_refused_before_the_game_starts(players: int, text: str, why: str) -> None:
    with pytest.raises(OptionsError, match=why):
        GAME.new_game(players, {"seat_units": text})


def test_a_joined_hero_is_chosen_with_its_squad() -> None:
    """DT-119 with an army file's joins: the hero and the squad go to one seat."""
    joined = army("allies", "hell-boys", "the-hammers", "rhino", "blackhawk", joins=(("rhino", "the-hammers"),))
    with pytest.raises(OptionsError, match="give the-hammers to seat 2 too"):
        divide_army(joined, [0, 2], {"rhino": 2})
    assert divide_army(joined, [0, 2], {"rhino": 2, "the-hammers": 2})["rhino"] == 2

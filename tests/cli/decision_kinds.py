"""The kinds of decision each game can put to a person, and a position of each, found
deterministically: first in the games' scripted records (tests/games/*/records), then in
games the bots play from fixed seeds.

A decision's kinds are the kinds of its legal actions (``draw``, ``lose``, ``declare``), and
where a kind is a family of windows, the member: D-Day Dice's ``use <item>``, ``play
<medal>``, the item window it is in (``window post-mgf``), the Lieutenant's swap with a unit or
a spare die, a move on Silence the Guns' joined maps; Dust Tactics' plans
(``declare charge``), skills (``skill artillery-strike``), special uses (``use berserk``),
terrain and cover elements. :func:`all_kinds` lists every kind the game's action table can
produce, so a kind added to a game is a kind the screen tests must show."""

from __future__ import annotations

import itertools
import json
import random
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, Sequence

from meeple.agents import make_agent
from meeple.cli.seats import parse_seats
from meeple.engine.core import CHANCE, Action, State
from meeple.engine.record import GameRecord, MoveRecord, SeatRecord, StepReplay, parse_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.games.dday_dice.item_effects import USES
from meeple.games.dday_dice.maps import maps_dir
from meeple.engine.data_files import read_toml

#: A bot game searched: its seats, options, bot and seeds.
BotGame = tuple[int, dict[str, Any], str, range]

GAMES = ("dead-mans-draw", "dday-dice", "dust-tactics")
RECORDS = Path(__file__).resolve().parents[1] / "games"
#: Dust Tactics' action kinds whose argument names the member of a family of decisions.
DUST_FAMILIES = ("declare", "use", "terrain", "place")
#: D-Day Dice's item windows (:mod:`meeple.games.dday_dice.windows`), by the phase and
#: combat stage the observation names.
DDAY_WINDOWS = {("final-count", None): "final-count", ("supply", None): "supply", ("move", None): "move",
                ("combat", "before-mgf"): "pre-mgf", ("combat", "after-mgf"): "post-mgf"}

#: Every optional rule of D-Day Dice that widens the choices (all items and specialists in
#: the reserve, the Soldier Mulligan, 10 item points at the start).
WIDE = {"bazooka_joe": True, "bazooka_joe_specialists": True, "soldier_mulligan": True, "well_equipped": True}
#: The longest bot game searched, in moves.
MAX_MOVES = 3000


def game_options(game_id: str) -> list[BotGame]:
    """The bot games searched after the records, in order: (seats, options, bot, seeds). The
    games that alone reach a rare kind come first (the search ends once every kind is found)."""
    if game_id == "dead-mans-draw":
        return [(2, {}, "random", range(8)), (3, {}, "random", range(3))]
    if game_id == "dust-tactics":
        arena = read_toml(RECORDS / "dust_tactics" / "records" / "skills-combat" / "skills-arena.toml", "test")
        games: list[BotGame] = [(2, {"scenario": s}, "heuristic", range(1)) for s in ("bridgehead", "create-your-own")]
        for allies, axis in ARENA_ARMIES:
            options = {"scenario": arena, "allies_army": army("allies", allies), "axis_army": army("axis", axis)}
            games += [(2, options, bot, range(20)) for bot in ("heuristic", "random")]
        return games
    doors = explosives_map()
    games = [(2, {"map": "merville-battery", **WIDE}, "heuristic", range(1)),  # the Jeep
             (2, {"map": doors, "edition": 2, **WIDE}, "random", range(10, 11)),  # the Dispatch Case
             (4, {"map": "omaha-beach", **WIDE}, "random", range(2, 3)),  # the Victoria Cross's deal
             (2, {"map": "omaha-beach", **WIDE}, "random", range(6, 7)),  # the Ammo Box
             ]
    return games + [(n, {"map": m, **extra}, bot, range(3))
                    for m in ("omaha-beach", "gold-beach", "merville-battery", "juno-beach")
                    for extra in ({}, WIDE, {"edition": 2, "bazooka_joe": True})
                    for n in (1, 2, 4) for bot in ("heuristic", "random")]


#: Dust Tactics armies on the skills arena (a test scenario of three rows of open ground),
#: each side's card ids: command squads, heroes and vehicles whose skills ask decisions.
ARENA_ARMIES = [
    (["the-boss", "repair-walker", "sky-captain"], ["kommandotrupp", "schreck-grenadiers", "sturmgrenadiere"]),
    (["sergeant-valor", "hell-boys", "the-boss"], ["feuersturm", "kommandotrupp", "luther"]),
    (["the-boss", "wrench", "blackhawk"], ["kommandotrupp", "lothar", "luther"]),
    (["wrench", "blackhawk", "steel-rain"], ["lothar", "luther", "spaehwagen"]),
]


def army(faction: str, units: list[str]) -> dict[str, Any]:
    """An army file's content: these cards, for a 400-point game."""
    return {"name": f"test {faction}", "faction": faction, "points": 400, "unit": [{"id": u} for u in units]}


def explosives_map() -> dict[str, Any]:
    """Omaha Beach with doors on its bunker that explosives open (second edition; no printed
    map has them: :mod:`meeple.games.dday_dice.explosives`), as a map file's content."""
    text = (maps_dir() / "omaha-beach.toml").read_text(encoding="utf-8")
    bunker = 'reconstructed = ["row", "col", "span", "def", "courage", "mgf"]   # DDM-15'
    doors = '\n\n[[bunkers.special]]\nrule = "explosives-doors"\ntext = "Explosives open the doors."\n'
    assert bunker in text
    return tomllib.loads(text.replace(bunker, bunker + doors, 1))


def action_kinds(game_id: str, action: Any) -> set[str]:
    """The kinds of decision one legal action stands for (see the module docstring)."""
    kinds = {action.kind}
    if game_id == "dday-dice" and action.kind in ("use", "play"):
        kinds.add(f"{action.kind} {action.name}")
    if game_id == "dday-dice" and action.kind == "swap":  # the Lieutenant: with a unit, or solo with a spare die
        kinds.add("swap spare" if " spare " in action.text else "swap unit")
    if game_id == "dust-tactics" and action.kind in DUST_FAMILIES:
        kinds.add(f"{action.kind} {action.arg}")
    if game_id == "dust-tactics" and action.kind == "skill":
        kinds.add(f"skill {action.arg.split()[0]}")
    return kinds


def decision_kinds(game_id: str, state: State, seat: int) -> set[str]:
    """The kinds of ``seat``'s decision in ``state``."""
    legal: Sequence[Action] = state.legal_actions(seat)
    kinds = {kind for action in legal for kind in action_kinds(game_id, action)}
    if game_id == "dday-dice" and kinds & {"use", "move"}:
        obs = state.observation(seat)
        window = DDAY_WINDOWS.get((obs["phase"], obs.get("combat_stage")))
        if window is not None and "use" in kinds:
            kinds.add(f"window {window}")
        if "move" in kinds and "joined_board" in obs:  # Silence the Guns: two maps joined
            kinds.add("move joined-board")
    return kinds


def all_kinds(game_id: str) -> set[str]:
    """Every kind of decision the game's table of player actions can produce."""
    module = __import__(f"meeple.games.{game_id.replace('-', '_')}.actions", fromlist=["actions"])
    kinds = {kind for index in range(module.NUM_PLAYER_ACTIONS)
             for kind in action_kinds(game_id, module.action_by_index(index))}
    if game_id == "dday-dice":  # an item without a use of its own (the Shoulder Patch: `recruit <sp> patch`)
        kinds -= {kind for kind in kinds if kind.startswith("use ") and kind[4:] not in USES}
        kinds |= {f"window {window}" for window in DDAY_WINDOWS.values()} | {"move joined-board"}
    return kinds


@dataclass(frozen=True, eq=False)
class Position:
    """A decision: the record up to it (every seat a person), the seat to act, and where it was found."""

    record: GameRecord
    seat: int
    choices: int
    source: str


def as_people(record: GameRecord, moves: int, seat: int) -> GameRecord:
    """The record's first ``moves`` moves, ``seat`` played by a person (the others by bots,
    who do not act before that person: no hot-seat hand-over), with a seed (a scripted record
    pins every chance outcome it has; the seed draws the ones after)."""
    seats = [s.model_copy(update={"agent": "human" if i == seat else "random"}) for i, s in enumerate(record.seats)]
    return record.model_copy(update={"moves": record.moves[:moves], "seats": seats, "result": None,
                                     "seed": record.seed if record.seed is not None else 0})


def stored_records(game_id: str) -> Iterator[tuple[str, GameRecord]]:
    """The scripted records of the game's tests (a scene's record inside its file), by path."""
    for path in sorted((RECORDS / game_id.replace("-", "_") / "records").rglob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(data, dict) and "record" in data:
            data = data["record"]
        if not isinstance(data, dict) or data.get("game") != game_id:
            continue
        yield str(path.relative_to(RECORDS)), parse_record(json.dumps(data))


#: A decision's kinds, and how to make its position (made only for a kind not found before).
Found = tuple[set[str], Callable[[], Position]]


def record_positions(game_id: str, name: str, record: GameRecord) -> Iterator[Found]:
    """Each decision of a record: its kinds and its position."""
    replay = StepReplay(record)
    done = 0
    for step in replay.steps():
        if step.index is not None:
            done = step.index + 1
        state = replay.state
        if state.is_over() or state.is_chance() or done == len(record.moves):
            continue
        seat = state.current_players()[0]
        yield decision_kinds(game_id, state, seat), lambda done=done, seat=seat, state=state: Position(
            as_people(record, done, seat), seat, len(state.legal_actions(seat)), f"{name} move {done}")


def bot_positions(game_id: str) -> Iterator[Found]:
    """Each decision of the bots' games of :func:`game_options`."""
    game = get_game(game_id)
    for players, options, bot, seeds in game_options(game_id):
        for seed in seeds:
            seats = parse_seats(game, ",".join(f"P{i}={bot}" for i in range(players)))  # no undo to keep
            session = Session(game, seats, seed, options)
            session.settle_chance()
            agent = make_agent(game, bot, seed)
            source = f"{bot} bots, {players} seats, {options}, seed {seed}"
            while not session.state.is_over() and len(session.moves) < MAX_MOVES:
                seat = session.state.current_players()[0]
                yield decision_kinds(game_id, session.state, seat), lambda seat=seat: Position(
                    as_people(session.record(), len(session.record().moves), seat), seat,
                    len(session.state.legal_actions(seat)), f"{source}, move {len(session.moves)}")
                session.act(seat, agent.choose(session.state, seat))
                session.settle_chance()


#: The dice faces of :func:`explosives_game`, in turn: mostly tools, for item points.
TOOL_DICE = ("tool", "tool", "tool", "star", "soldiers", "tool")
#: The explosives the unit of :func:`explosives_game` gathers, in order, and keeps.
EXPLOSIVES = ("find bangalore-torpedo", "recruit engineer", "find grenade")


def explosives_game() -> Iterator[Found]:
    """A scripted second-edition game on :func:`explosives_map`, solo: its dice show mostly
    tools (the faces of :data:`TOOL_DICE` pinned in turn, other chance drawn from seed 0);
    the unit gets the Bangalore Torpedo before the Grenade and recruits the Engineer, uses
    neither explosive, and stays and finds nothing else until it has the three, so that
    entering the bunker asks which explosives to discard; the heuristic bot decides the rest."""
    game = get_game("dday-dice")
    options = {"map": explosives_map(), "edition": 2, **WIDE}
    state, rng, bot = game.new_game(1, options), random.Random(0), make_agent(game, "heuristic", 0)
    faces, moves = itertools.cycle(TOOL_DICE), []
    while not state.is_over() and len(moves) < MAX_MOVES:
        if state.is_chance():
            outcomes = {game.format_action(a): a for a in state.legal_actions(CHANCE)}
            action = outcomes.get(f"face {next(faces)}") if next(iter(outcomes)).startswith("face ") else None
            action = action if action is not None else state.sample_chance(rng)
            moves.append(MoveRecord(by="chance", action=game.format_action(action)))
            state.apply(CHANCE, action)
            continue
        seat = state.current_players()[0]
        record = GameRecord(game=game.id, rules_version=game.rules_version, options=options,
                            seats=[SeatRecord(name="P0")], seed=0, moves=list(moves))
        yield decision_kinds(game.id, state, seat), lambda record=record, seat=seat, state=state: Position(
            as_people(record, len(record.moves), seat), seat, len(state.legal_actions(seat)),
            f"the explosives game, move {len(record.moves)}")
        action = _gathering(game, state, seat, bot)
        moves.append(MoveRecord(by=seat, action=game.format_action(action)))
        state.apply(seat, action)


def _gathering(game: Any, state: Any, seat: int, bot: Any) -> Any:
    """The move of :func:`explosives_game`'s unit."""
    legal = {game.format_action(a): a for a in state.legal_actions(seat)}
    unit = state.units[seat]
    missing = [m for m in EXPLOSIVES if m.split()[1] not in unit.items + unit.specialists]
    if "bangalore-torpedo" not in unit.items:
        missing = [m for m in missing if m != "find grenade"]
    for move in missing:
        if move in legal:
            return legal[move]
    if missing and "stay" in legal:
        return legal["stay"]
    if missing and "done" in legal and any(t.startswith(("find ", "recruit ", "buy ")) for t in legal):
        return legal["done"]
    choice = bot.choose(state, seat)
    if game.format_action(choice) in ("use grenade", "use bangalore-torpedo"):
        choice = next(a for t, a in legal.items() if t not in ("use grenade", "use bangalore-torpedo"))
    return choice


def first_positions(game_id: str) -> dict[str, Position]:
    """The first position of each kind of decision: in the records, then in bot play; the
    search ends once every kind of :func:`all_kinds` is found."""
    wanted = all_kinds(game_id)
    found: dict[str, Position] = {}

    def sources() -> Iterator[Found]:
        for name, record in stored_records(game_id):
            yield from record_positions(game_id, name, record)
        if game_id == "dday-dice":
            yield from explosives_game()
        yield from bot_positions(game_id)

    for kinds, make in sources():
        new = kinds - found.keys()
        if new:
            position = make()
            found.update(dict.fromkeys(new, position))
        if wanted <= found.keys():
            break
    return found

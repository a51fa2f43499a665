"""What a new match is made of: the body of ``POST /api/matches`` read strictly, and the
match's first form (seats with token hashes, the session dealt from an unguessable seed)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from meeple.agents import agent_names, is_agent
from meeple.engine.core import Game
from meeple.engine.record import SeatRecord
from meeple.engine.registry import get_game
from meeple.engine.seeds import live_seed
from meeple.engine.session import Session
from meeple.server.errors import Refusal
from meeple.server.live import HUMAN, LiveMatch, LogEntry
from meeple.server.names import check_name
from meeple.server.store import MatchRow, MoveRow, SeatRow, now
from meeple.server.tokens import new_match_id, new_token, token_hash

CREATE_FIELDS = frozenset({"game", "options", "seats", "name"})
SEAT_FIELDS = frozenset({"name", "agent"})


@dataclass(frozen=True)
class MatchSpec:
    """A checked request for a new match."""

    game: Game
    name: str
    options: dict[str, Any]
    seats: list[SeatRecord]


#: The browser client's tables, one ES module a game (``static/js/games/<game id>.js``).
TABLES = Path(__file__).resolve().parent / "static" / "js" / "games"


def offered(game: Game) -> bool:
    """Whether the server offers ``game``: a game with words for people and a table the
    browser client draws (a game's words alone, without its table, would show players raw
    data)."""
    return game.words() is not None and (TABLES / f"{game.id}.js").is_file()


def parse_create(data: Any) -> MatchSpec:
    """Read ``{"game", "options", "seats": [{"name", "agent"}], "name"}``; the game checks
    the options and the seat count. Raise :class:`Refusal` (or the game's OptionsError)."""
    if not isinstance(data, dict):
        raise Refusal("the body must be a JSON object")
    unknown = sorted(set(data) - CREATE_FIELDS)
    if unknown:
        raise Refusal(f"unknown field {unknown[0]!r} (known: game, name, options, seats)")
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise Refusal("\"game\" must name a game (see GET /api/games)")
    game = get_game(game_id)
    if not offered(game):
        raise Refusal(f"{game.name} cannot be played in the browser yet")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise Refusal("\"options\" must be a JSON object")
    seats = _seats(game, data.get("seats"))
    checked = game.check_options(len(seats), options)
    name = check_name(data.get("name", game.name), "the match's name")
    return MatchSpec(game=game, name=name, options=checked, seats=seats)


def _seats(game: Game, value: Any) -> list[SeatRecord]:
    if not isinstance(value, list) or not value:
        raise Refusal("\"seats\" must be a list of {\"name\", \"agent\"}")
    if len(value) > game.max_players:
        raise Refusal(f"{game.id} is played by {game.min_players}-{game.max_players} seats, not {len(value)}")
    allowed = [HUMAN, *agent_names(game)]
    seats: list[SeatRecord] = []
    for index, item in enumerate(value):
        if not isinstance(item, dict):
            raise Refusal(f"seat {index} must be an object {{\"name\", \"agent\"}}")
        unknown = sorted(set(item) - SEAT_FIELDS)
        if unknown:
            raise Refusal(f"seat {index}: unknown field {unknown[0]!r} (known: agent, name)")
        agent = item.get("agent", HUMAN)
        if agent not in allowed and not (isinstance(agent, str) and is_agent(game, agent)):
            raise Refusal(f"seat {index}: unknown agent {str(agent)[:40]!r} (use one of: {', '.join(allowed)})")
        seats.append(SeatRecord(name=check_name(item.get("name"), f"seat {index}'s name"), agent=agent))
    return seats


@dataclass
class NewMatch:
    """A match made but not stored yet, with the tokens to show once."""

    live: LiveMatch
    moves: list[MoveRow]
    tokens: dict[int, str]


def new_match(spec: MatchSpec, rematch_of: str | None = None) -> NewMatch:
    """Deal the match: an unguessable seed (:func:`meeple.engine.seeds.live_seed`), a token
    per human seat, the set-up's chance settled (version 0)."""
    game = spec.game
    moment = now()
    tokens = {i: new_token() for i, s in enumerate(spec.seats) if s.agent == HUMAN}
    seat_rows = [SeatRow(i, s.name, s.agent, token_hash(tokens[i]) if i in tokens else None, moment)
                 for i, s in enumerate(spec.seats)]
    row = MatchRow(
        id=new_match_id(), game=game.id, rules_version=game.rules_version, name=spec.name,
        options=spec.options, seed=live_seed(), status="playing", version=0, log_from=0,
        created=moment, updated=moment, rematch_of=rematch_of, seats=seat_rows,
    )
    session = Session(game, spec.seats, row.seed, spec.options)
    events = session.settle_chance()
    if session.state.is_over():
        row.status = "over"
    moves = [MoveRow(i, p, game.format_action(a), 0) for i, (p, a) in enumerate(session.moves)]
    live = LiveMatch(row=row, game=game, session=session, log=[LogEntry(0, events)], move_versions=[0] * len(moves))
    return NewMatch(live=live, moves=moves, tokens=tokens)


def links(match_id: str, tokens: dict[int, str]) -> dict[str, Any]:
    """The seat links (one per human seat), the spectator link and the hot-seat link."""
    seat_links = {seat: f"/play/{match_id}#seat={token}" for seat, token in tokens.items()}
    hotseat = f"/play/{match_id}#seat=" + ",".join(tokens[s] for s in sorted(tokens))
    return {"seats": seat_links, "spectator": f"/play/{match_id}", "hotseat": hotseat if tokens else None}

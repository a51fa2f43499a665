"""A match that starts where a scripted game record stops: the record (``tests/browser/records/``,
a seed and the seats' moves; chance drawn from the seed) is played through a session and stored
in the live server's database as a match, with a fresh token per human seat. The server loads
it from there on the first page's visit, as it resumes any stored match after a restart. The
position a test reaches is then the same on every run, whatever the machine's timing. A match
dealt from a chosen seed (:func:`dealt_in_server`) is stored the same way: the live server deals
from an unguessable seed, a test from one it names when it fails."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from meeple.engine.core import CHANCE
from meeple.engine.record import SeatRecord, parse_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.server import store
from meeple.server.creation import links
from meeple.server.database import make_engine
from meeple.server.live import HUMAN
from meeple.server.tokens import new_match_id, new_token, token_hash

from browser.live_server import LiveServer

RECORDS = Path(__file__).resolve().parent / "records"


def played(name: str) -> Session:
    """The record ``records/<name>.json`` played to its last move, and chance after it: each
    seat's move through a new session of the record's seed, chance drawn before it, so that the
    session's moves hold every chance outcome the server will draw again."""
    record = parse_record((RECORDS / f"{name}.json").read_text(encoding="utf-8"), source=name)
    game = get_game(record.game)
    session = Session(game, record.seats, record.seed, record.options)
    for move in record.moves:
        session.settle_chance()
        session.act(int(move.by), game.parse_action(move.action))
    session.settle_chance()
    return session


def move_rows(session: Session) -> list[store.MoveRow]:
    """The session's moves as the server stores them: version 0 for the set-up's chance, then
    one version a seat's move, shared by the chance it led to (one change each, as played live)."""
    rows: list[store.MoveRow] = []
    version = 0
    for index, (by, action) in enumerate(session.moves):
        if by != CHANCE:
            version += 1
        rows.append(store.MoveRow(index, by, session.game.format_action(action), version))
    return rows


def resume_in_server(server: LiveServer, name: str) -> dict[str, Any]:
    """Store the game of ``records/<name>.json`` as a match of ``server``; answer as creating
    a match does (``id``, ``seats`` with each human seat's ``link``)."""
    return store_in_server(server, played(name), name)


def dealt_in_server(server: LiveServer, game_id: str, seats: list[tuple[str, str]], seed: int,
                    **options: Any) -> dict[str, Any]:
    """A new match of ``server`` dealt from ``seed`` (the set-up's chance drawn, no move made):
    (name, agent) per seat, the game's options; answer as creating a match does. The same seed
    deals the same game and rolls the same dice for the same decisions on every run."""
    game = get_game(game_id)
    session = Session(game, [SeatRecord(name=n, agent=a) for n, a in seats], seed, options)
    session.settle_chance()
    return store_in_server(server, session, f"seed {seed}")


def store_in_server(server: LiveServer, session: Session, name: str) -> dict[str, Any]:
    """Store ``session`` as a match of ``server`` named after ``name``; answer as creating a
    match does."""
    moves = move_rows(session)
    moment = store.now()
    tokens = {i: new_token() for i, seat in enumerate(session.seats) if seat.agent == HUMAN}
    row = store.MatchRow(
        id=new_match_id(), game=session.game.id, rules_version=session.game.rules_version,
        name=f"{session.game.name} ({name})", options=session.options, seed=session.seed,
        status="over" if session.state.is_over() else "playing", version=moves[-1].version if moves else 0,
        log_from=0, created=moment, updated=moment,
        seats=[store.SeatRow(i, seat.name, seat.agent, token_hash(tokens[i]) if i in tokens else None, moment)
               for i, seat in enumerate(session.seats)],
    )
    engine = make_engine(f"sqlite:///{server.database}")
    try:
        with engine.begin() as db:
            store.insert_match(db, row, moves)
    finally:
        engine.dispose()
    made = links(row.id, tokens)
    return {"id": row.id, "seats": [{"seat": i, "name": seat.name, "agent": seat.agent, **(
        {"link": made["seats"][i]} if i in tokens else {})} for i, seat in enumerate(session.seats)],
        "spectator_link": made["spectator"], "hotseat_link": made["hotseat"]}

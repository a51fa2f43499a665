"""The HTTP API (docs/server.md, "HTTP"). Each answer is JSON; each refusal is
``{"error": "<one line>"}`` with its status (see :mod:`meeple.server.app`)."""

from __future__ import annotations

import asyncio
from typing import Any

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from meeple.agents import GENERIC_AGENTS
from meeple.engine.core import Game
from meeple.engine.record import parse_record
from meeple.engine.registry import all_games
from meeple.server.bodies import bearer_token, read_body, read_json
from meeple.server.creation import offered, parse_create
from meeple.server.errors import Conflict, NotFound, Refusal
from meeple.server.live import LiveMatch
from meeple.server.replay_frames import replay_frames
from meeple.server.service import MatchService
from meeple.server.store import MatchRow, list_matches, load_match
from meeple.server.tokens import looks_like_match_id

router = APIRouter()


def service_of(request: Request) -> MatchService:
    service: MatchService = request.app.state.service
    return service


def game_json(game: Game) -> dict[str, Any]:
    return {
        "id": game.id,
        "name": game.name,
        "min_players": game.min_players,
        "max_players": game.max_players,
        "options": [
            {"name": o.name, "kind": o.kind, "default": o.default, "help": o.help,
             "choices": list(o.choices) or list(game.option_choices(o.name))}
            for o in game.options_spec
        ],
        "bots": [{"name": n, "help": h} for n, h in GENERIC_AGENTS.items()]
        + [{"name": b.name, "help": b.help} for b in game.bots()],
    }


def match_json(row: MatchRow) -> dict[str, Any]:
    """A match as the lobby lists it: no token, no seed, no link."""
    return {
        "id": row.id,
        "game": row.game,
        "name": row.name,
        "status": row.status,
        "seats": [{"name": s.name, "agent": s.agent} for s in row.seats],
        "version": row.version,
        "created": row.created.isoformat(),
        "updated": row.updated.isoformat(),
        "rematch": row.rematch,
    }


def created_json(live: LiveMatch, links: dict[str, Any]) -> dict[str, Any]:
    """The answer to a create (or rematch): the only time the seat links are shown."""
    seats: list[dict[str, Any]] = []
    for seat in live.row.seats:
        entry: dict[str, Any] = {"seat": seat.seat, "name": seat.name, "agent": seat.agent}
        if seat.seat in links["seats"]:
            entry["link"] = links["seats"][seat.seat]
        seats.append(entry)
    return {"id": live.id, "game": live.game.id, "seats": seats,
            "spectator_link": links["spectator"], "hotseat_link": links["hotseat"]}


def seat_query(request: Request) -> int | None:
    text = request.query_params.get("seat")
    if text is None or text == "":
        return None
    if not text.isdigit() or len(text) > 3:
        raise Refusal(f"seat must be a seat number, not {text[:20]!r}")
    return int(text)


async def finished(service: MatchService, match_id: str) -> LiveMatch:
    """The match, once it is over (this process then forgets it again if no page holds it)."""
    live = await service.live(match_id)
    service.release_if_idle(live)
    if not live.is_over():
        raise Conflict("the record and the replay can be had once the game is over")
    return live


@router.get("/api/games")
async def games() -> list[dict[str, Any]]:
    return [game_json(g) for g in all_games() if offered(g)]


@router.post("/api/matches")
async def create_match(request: Request) -> Response:
    service = service_of(request)
    spec = parse_create(await read_json(request, service.settings.max_body_bytes))
    live, links = await service.create(spec)
    return JSONResponse(created_json(live, links), status_code=201)


@router.get("/api/matches")
async def matches(request: Request) -> list[dict[str, Any]]:
    service = service_of(request)
    rows = await service.read(lambda db: list_matches(db, service.settings.list_limit))
    return [match_json(r) for r in rows]


@router.get("/api/matches/{match_id}")
async def match(request: Request, match_id: str) -> dict[str, Any]:
    service = service_of(request)
    row = await service.read(lambda db: load_match(db, match_id)) if looks_like_match_id(match_id) else None
    if row is None:
        raise NotFound(f"there is no match {match_id[:40]}")
    return match_json(row)


@router.get("/api/matches/{match_id}/record")
async def record(request: Request, match_id: str) -> Response:
    live = await finished(service_of(request), match_id)
    text = live.session.record().to_json_text()
    return Response(text, media_type="application/json",
                    headers={"content-disposition": f'attachment; filename="{live.id}.json"'})


@router.get("/api/matches/{match_id}/replay")
async def match_replay(request: Request, match_id: str) -> dict[str, Any]:
    seat = seat_query(request)
    live = await finished(service_of(request), match_id)
    return await asyncio.to_thread(replay_frames, live.session.record(), seat)


@router.post("/api/replay")
async def record_replay(request: Request) -> dict[str, Any]:
    service = service_of(request)
    seat = seat_query(request)
    raw = await read_body(request, service.settings.max_body_bytes)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise Refusal("the record is not UTF-8 text") from None
    return await asyncio.to_thread(replay_frames, parse_record(text, "the record"), seat)


@router.post("/api/matches/{match_id}/rematch")
async def rematch(request: Request, match_id: str) -> Response:
    service = service_of(request)
    seat = await service.seat_of(match_id, bearer_token(request))
    live, links = await service.rematch(match_id, seat)
    return JSONResponse(created_json(live, links), status_code=201)


@router.post("/api/matches/{match_id}/handover")
async def handover(request: Request, match_id: str) -> dict[str, Any]:
    service = service_of(request)
    by_seat = await service.seat_of(match_id, bearer_token(request))
    body = await read_json(request, service.settings.max_body_bytes)
    if not isinstance(body, dict) or set(body) != {"seat"}:
        raise Refusal("the body must be {\"seat\": n}")
    seat = body["seat"]
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise Refusal("\"seat\" must be a seat number")
    live = await service.handover(match_id, by_seat, seat)
    return {"seat": seat, "agent": live.agents[seat], "version": live.version}


@router.get("/api/matches/{match_id}/hint")
async def hint(request: Request, match_id: str) -> dict[str, Any]:
    """The seat's hint (:mod:`meeple.server.hints`): the seat is the token's."""
    from meeple.server.hints import HintLimits, seat_hint

    service = service_of(request)
    seat = await service.seat_of(match_id, bearer_token(request))
    limits = getattr(request.app.state, "hint_limits", None)
    if limits is None:
        limits = request.app.state.hint_limits = HintLimits()
    limits.take(match_id, seat)
    return await seat_hint(service, match_id, seat)

"""The pages: the lobby, the game page and the replay viewer, served from the client's
static files (``static/index.html``, ``static/play.html``, ``static/replay.html``). The
pages are the same for everyone: a name or a token never goes into a page."""

from __future__ import annotations

from pathlib import Path

from fastapi import APIRouter
from starlette.requests import Request
from starlette.responses import FileResponse, Response

from meeple.server.errors import NotFound

router = APIRouter()


def page(request: Request, name: str) -> Response:
    static: Path = request.app.state.service.settings.static_dir
    path = static / name
    if not path.is_file():
        raise NotFound(f"the browser client is not installed ({name} is missing)")
    return FileResponse(path, media_type="text/html; charset=utf-8")


@router.get("/")
async def lobby(request: Request) -> Response:
    return page(request, "index.html")


@router.get("/play/{match_id}")
async def play(request: Request, match_id: str) -> Response:
    return page(request, "play.html")


@router.get("/replay")
async def replay(request: Request) -> Response:
    return page(request, "replay.html")


@router.get("/army")
async def army(request: Request) -> Response:
    return page(request, "army.html")

"""The ASGI app of ``meeple serve``: pages, static files, the HTTP API and the sockets, with
the security headers, the error format, and the tasks that run beside the requests."""

from __future__ import annotations

import asyncio
import logging
from contextlib import asynccontextmanager
from typing import AsyncIterator, Awaitable, Callable

from fastapi import FastAPI
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import WebSocketRoute
from starlette.staticfiles import StaticFiles

from meeple.engine.errors import MeepleError
from meeple.server import http_api, pages
from meeple.server import army_api
from meeple.server import dday_api
from meeple.server import rulings_api
from meeple.server.database import is_postgres, make_engine, migrate
from meeple.server.errors import Refusal
from meeple.server.headers import SecurityHeaders
from meeple.server.request_limits import RequestLimits
from meeple.server.service import MatchService
from meeple.server.settings import ServerSettings
from meeple.server.socket import game_socket
from meeple.server.store import playing_with_bots

log = logging.getLogger("meeple.server")
#: Seconds a start waits for its PostgreSQL notification channel.
LISTEN_TIMEOUT = 30.0


def error_response(status: int, reason: str) -> Response:
    return JSONResponse({"error": reason}, status_code=status)


async def refused(_request: Request, exc: Exception) -> Response:
    status = exc.status if isinstance(exc, Refusal) else 400
    return error_response(status, str(exc))


async def http_error(request: Request, exc: Exception) -> Response:
    status = exc.status_code if isinstance(exc, HTTPException) else 500
    reasons = {404: f"no such page: {request.url.path[:80]}", 405: f"{request.method} is not allowed here"}
    return error_response(status, reasons.get(status, "the request was refused"))


async def failed(_request: Request, _exc: Exception) -> Response:
    return error_response(500, "internal server error")


async def resume_bots(service: MatchService) -> None:
    """Let the bots of the matches left playing go on (after a restart)."""
    for match_id in await service.read(playing_with_bots):
        try:
            service.start_bots(await service.live(match_id))
        except MeepleError as exc:
            log.warning("match %s is not resumed: %s", match_id, exc)


def create_app(settings: ServerSettings, on_ready: Callable[[], Awaitable[None]] | None = None) -> FastAPI:
    """The app; its database is migrated and its background tasks started at start-up,
    after which ``on_ready`` is awaited (``meeple serve`` prints its ready line there)."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        engine = make_engine(settings.database_url)
        await asyncio.to_thread(migrate, engine)
        service = MatchService(settings, engine)
        app.state.service = service
        background = [service.spawn(service.heartbeat())]
        if is_postgres(engine):
            from meeple.server.notify import listen

            listening = asyncio.Event()
            background.append(service.spawn(listen(service, engine, listening)))
            await asyncio.wait_for(listening.wait(), LISTEN_TIMEOUT)
        await resume_bots(service)
        if on_ready is not None:
            await on_ready()
        try:
            yield
        finally:
            for task in list(service.tasks):
                task.cancel()
            await asyncio.gather(*service.tasks, return_exceptions=True)
            service.bot_pool.shutdown(wait=False, cancel_futures=True)
            engine.dispose()

    app = FastAPI(lifespan=lifespan, docs_url=None, redoc_url=None, openapi_url=None)
    app.add_exception_handler(MeepleError, refused)
    app.add_exception_handler(HTTPException, http_error)
    app.add_exception_handler(Exception, failed)
    app.include_router(http_api.router)
    app.include_router(pages.router)
    app.include_router(army_api.router)
    app.include_router(dday_api.router)
    app.include_router(rulings_api.router)
    app.router.routes.append(WebSocketRoute("/ws/{match_id}", game_socket))
    app.mount("/static", StaticFiles(directory=settings.static_dir, check_dir=False), name="static")
    app.add_middleware(RequestLimits, rate=settings.requests_per_second, burst=settings.request_burst)
    app.add_middleware(SecurityHeaders)
    return app

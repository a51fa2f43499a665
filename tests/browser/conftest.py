"""Fixtures of the browser tests: a real server (uvicorn, SQLite) and Debian's Chromium
driven by Playwright, a fresh browser context for every test, and the screenshots each test
keeps under test-output/browser/<test>/ (gitignored) for a person to look at."""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
OUTPUT = Path(__file__).resolve().parents[2] / "test-output" / "browser"

from components import unavailable

try:
    from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright
except ImportError:  # pragma: no cover - depends on the machine
    sync_playwright = None

if sync_playwright is None:
    unavailable("the browser tests need Playwright for Python (pip install playwright)", module_level=True)
if not Path(CHROMIUM).exists():
    unavailable(f"the browser tests need Debian's Chromium at {CHROMIUM} (apt-get install chromium)",
                module_level=True)

from browser.live_server import LiveServer  # noqa: E402  (after the skips: it imports the server)


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    live = LiveServer(tmp_path_factory.mktemp("server") / "meeple.sqlite")
    live.start()
    yield live
    live.stop()


@pytest.fixture(scope="session")
def browser() -> Iterator["Browser"]:
    with sync_playwright() as playwright:
        chromium = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


@pytest.fixture
def new_context(browser: "Browser") -> Iterator[Callable[..., "BrowserContext"]]:
    """Fresh browser contexts (no cookie, storage or cache shared with another test)."""
    made: list[BrowserContext] = []

    def make(viewport: dict[str, int] | None = None, **options: Any) -> "BrowserContext":
        context = browser.new_context(viewport=viewport or LAPTOP, **options)
        context.set_default_timeout(30000)
        made.append(context)
        return context

    yield make
    for context in made:
        context.close()


@pytest.fixture
def shots(request: pytest.FixtureRequest) -> Callable[["Page", str], Path]:
    """shot(page, name): a screenshot kept under test-output/browser/<test>/: the whole page, or
    the screen alone while an overlay (the pass screen, the end) covers it, as a person sees it."""
    folder = OUTPUT / re.sub(r"[^A-Za-z0-9_.-]+", "_", request.node.name)
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True, exist_ok=True)
    counter = [0]

    def shot(page: "Page", name: str) -> Path:
        counter[0] += 1
        path = folder / f"{counter[0]:02d}-{name}.png"
        whole = os.environ.get("MEEPLE_SHOTS_VIEWPORT") is None and page.locator(".overlay:not([hidden])").count() == 0
        if whole:
            page.evaluate("() => window.scrollTo(0, 0)")  # the sticky turn line at the top, where it belongs
        page.screenshot(path=str(path), full_page=whole)
        return path

    return shot

"""Fixtures of the browser tests: a real server (uvicorn, SQLite) and Debian's Chromium -- or,
for the tests marked ``@in_both_browsers``, Debian's Firefox ESR too -- driven by Playwright, a
fresh browser context for every test, and the screenshots each test keeps under
test-output/browser/<test>/ (test-output/browser/firefox/<test>/ in Firefox; gitignored) for a
person to look at."""

from __future__ import annotations

import os
import re
import shutil
from importlib.metadata import version as installed_version
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
FIREFOX = "/usr/bin/firefox-esr"
#: Playwright drives a stock Firefox through WebDriver BiDi (its "moz-firefox" channels).
FIREFOX_CHANNEL = "moz-firefox-esr"
#: What Firefox reports as a page's error that no script of the page made: the "body {}" style
#: Playwright adds for a moment to take a screenshot, refused by the pages' Content-Security-
#: Policy (named by its hash), and a socket the server did not answer (the page reconnects)
NOT_THE_PAGES_ERRORS = ("sha256-YjaKGiklmzC6wjXA513HAMmzus8VE61XCOT+SmwNZWA=",
                        "can’t establish a connection to the server at ws://")
LAPTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
OUTPUT = Path(__file__).resolve().parents[2] / "test-output" / "browser"

from components import unavailable

try:
    from playwright.sync_api import Browser, BrowserContext, Page, Playwright, sync_playwright
    from playwright.sync_api import Error as PlaywrightError
except ImportError:  # pragma: no cover - depends on the machine
    sync_playwright = None

if sync_playwright is None:
    unavailable("the browser tests need Playwright for Python (pip install playwright)", module_level=True)

#: Runs a test in Chromium and in Firefox: ``test_x[chromium]``, ``test_x[firefox]``.
in_both_browsers = pytest.mark.parametrize("engine", ["chromium", "firefox"], indirect=True)

from browser.live_server import LiveServer  # noqa: E402  (after the skips: it imports the server)


@pytest.fixture(scope="session")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    live = LiveServer(tmp_path_factory.mktemp("server") / "meeple.sqlite")
    live.start()
    yield live
    live.stop()


@pytest.fixture(scope="session")
def driver() -> Iterator["Playwright"]:
    with sync_playwright() as started:
        yield started


@pytest.fixture(scope="session")
def chromium_browser(driver: "Playwright") -> Iterator["Browser"]:
    if not Path(CHROMIUM).exists():
        unavailable(f"the browser tests need Debian's Chromium at {CHROMIUM} (apt-get install chromium)")
    chromium = driver.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    yield chromium
    chromium.close()


@pytest.fixture(scope="session")
def firefox_browser(driver: "Playwright") -> Iterator["Browser"]:
    """Debian's Firefox ESR, checked once: a browser Playwright cannot open a page in (a
    Playwright whose WebDriver BiDi commands this Firefox does not know) is unavailable."""
    if not Path(FIREFOX).exists():
        unavailable(f"the Firefox browser tests need Debian's Firefox ESR at {FIREFOX} (apt-get install firefox-esr)")
    try:
        firefox = driver.firefox.launch(channel=FIREFOX_CHANNEL, executable_path=FIREFOX, headless=True)
    except PlaywrightError as error:
        unavailable(f"Playwright cannot start Firefox ({FIREFOX}): {first_line(error)}")
    try:
        firefox.new_context().close()
    except PlaywrightError as error:
        release = firefox.version
        firefox.close()
        unavailable(f"Playwright {installed_version('playwright')} cannot drive Firefox {release} "
                    f"(pyproject.toml names the Playwright releases that can): {first_line(error)}")
    yield firefox
    firefox.close()


def first_line(error: Exception) -> str:
    return str(error).strip().splitlines()[0]


@pytest.fixture
def engine(request: pytest.FixtureRequest) -> str:
    """The browser a test runs in: "chromium", unless the test is marked ``@in_both_browsers``."""
    return str(getattr(request, "param", "chromium"))


@pytest.fixture
def browser(engine: str, request: pytest.FixtureRequest) -> "Browser":
    found: Browser = request.getfixturevalue(f"{engine}_browser")
    return found


@pytest.fixture
def new_context(browser: "Browser") -> Iterator[Callable[..., "BrowserContext"]]:
    """Fresh browser contexts (no cookie, storage or cache shared with another test). No
    script of their pages may fail: an uncaught error fails the test when it ends."""
    made: list[BrowserContext] = []
    failures: list[str] = []

    def watch(page: "Page") -> None:
        page.on("pageerror", lambda error: None if any(n in str(error) for n in NOT_THE_PAGES_ERRORS) else
                failures.append(f"{page.url}: {error}"))

    def make(viewport: dict[str, int] | None = None, **options: Any) -> "BrowserContext":
        context = browser.new_context(viewport=viewport or LAPTOP, **options)
        context.set_default_timeout(30000)
        context.on("page", watch)
        made.append(context)
        return context

    yield make
    for context in made:
        context.close()
    assert not failures, f"a page's script failed: {failures}"


def screenshot_taker(folder: Path, whole_page: bool = True) -> Callable[["Page", str], Path]:
    """shot(page, name): numbered screenshots kept in ``folder`` (emptied first), to be looked
    at: the whole page from its top, or the screen alone while an overlay (the pass screen, the
    end) covers it, as a person sees it (the screen alone always without ``whole_page``, or
    with ``MEEPLE_SHOTS_VIEWPORT`` set)."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True, exist_ok=True)
    counter = [0]

    def shot(page: "Page", name: str) -> Path:
        counter[0] += 1
        path = folder / f"{counter[0]:02d}-{name}.png"
        whole = (whole_page and os.environ.get("MEEPLE_SHOTS_VIEWPORT") is None
                 and page.locator(".overlay:not([hidden])").count() == 0)
        if whole:
            page.evaluate("() => window.scrollTo(0, 0)")  # the sticky turn line at the top, where it belongs
        page.screenshot(path=str(path), full_page=whole)
        return path

    return shot


@pytest.fixture
def shots(request: pytest.FixtureRequest, engine: str) -> Callable[["Page", str], Path]:
    """shot(page, name): a screenshot kept under test-output/browser/<test>/ (Firefox's under
    test-output/browser/firefox/<test>/): the whole page, or the screen alone while an overlay
    (the pass screen, the end) covers it, as a person sees it."""
    under = OUTPUT / "firefox" if engine == "firefox" else OUTPUT
    folder = under / re.sub(r"[^A-Za-z0-9_.-]+", "_", getattr(request.node, "originalname", request.node.name))
    return screenshot_taker(folder)

"""What a test does when a real component it needs (Debian's Chromium, PostgreSQL) cannot be
had: it is skipped with the reason, except where the run says every component must be there
(``MEEPLE_REQUIRE_COMPONENTS=1``, which ``.ci/run`` sets after installing them), where it
fails with the same reason, so a missing install step can never hide behind a skip."""

from __future__ import annotations

import os
from typing import NoReturn

import pytest


def unavailable(reason: str, module_level: bool = False) -> NoReturn:
    """Skip with ``reason``, or fail with it where every component is required."""
    if os.environ.get("MEEPLE_REQUIRE_COMPONENTS") == "1":
        pytest.fail(f"a required component is missing: {reason}", pytrace=False)
    pytest.skip(reason, allow_module_level=module_level)

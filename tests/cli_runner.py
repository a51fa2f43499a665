"""Running the `meeple` command line inside a test (shared by every test directory; pytest's
``pythonpath`` puts tests/ on the import path)."""

from __future__ import annotations

import pytest

from meeple.cli.main import run


def meeple(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """Run ``meeple ARGS``: its exit code, standard output and standard error."""
    with pytest.raises(SystemExit) as exit_info:
        run(list(args))
    out, err = capsys.readouterr()
    return int(exit_info.value.code or 0), out, err


def one_line_error(err: str) -> str:
    """The one line an error prints (``error: ...``); fails the test if there is more."""
    lines = [line for line in err.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error:"), err
    return lines[0]

"""Reading a content data file (maps, unit cards, scenarios): one place for the one-line errors
a broken or missing file gives."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from meeple.engine.errors import ContentError


def read_toml(path: Path, what: str) -> dict[str, Any]:
    """The parsed TOML of ``path``; a ContentError names the file (a ``what`` file) if it cannot
    be read."""
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError(f"{path}: no such {what} file") from None
    except OSError as exc:
        raise ContentError(f"{path}: cannot read {what} file ({exc.strerror})") from None
    except UnicodeDecodeError:
        raise ContentError(f"{path}: not UTF-8 text") from None
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(f"{path}: not valid TOML ({' '.join(str(exc).split())})") from None

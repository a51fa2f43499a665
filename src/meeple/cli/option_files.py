"""Files a person names for a game option on their own command line, read into the option.

A game option that holds content (:class:`~meeple.engine.core.OptionSpec` kind ``"content"``:
Dust Tactics' ``scenario``, ``allies_army``, ``axis_army``, ``units``) takes an id or the content itself,
never a path (:mod:`meeple.engine.option_content`). Here, and only here, a path is read: the
one a person gave ``meeple play``, ``simulate`` or ``bench`` (``--scenario my.toml``,
``--option allies_army=my-army.toml``). A value naming a file (ending in ``.toml``, or holding
a ``/``) is read with :func:`meeple.engine.data_files.read_toml`: a regular file only, at most
:data:`~meeple.engine.option_content.MAX_CONTENT_BYTES`, no error quoting its contents; the
game gets the parsed TOML, checks it as it checks any content, and the record keeps it, so the
game replays without the file. Any other value is passed on as an id.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Mapping

from meeple.engine.core import Game
from meeple.engine.data_files import read_toml
from meeple.engine.errors import ContentError, OptionsError
from meeple.engine.option_content import MAX_CONTENT_BYTES


def names_a_file(value: str) -> bool:
    """Whether an option's text names a file rather than an id (ids are kebab-case words)."""
    return value.endswith(".toml") or "/" in value or os.sep in value


def read_option_files(game: Game, options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` with each content option that names a file replaced by the file's content.
    OptionsError on one line, naming the option and the file, if it cannot be read."""
    read = dict(options)
    for spec in game.options_spec:
        value = read.get(spec.name)
        if spec.kind != "content" or not isinstance(value, str) or not names_a_file(value):
            continue
        try:
            what = spec.name.rsplit("_", 1)[-1]  # allies_army: an army file
            read[spec.name] = read_toml(Path(value).expanduser(), what, MAX_CONTENT_BYTES)
        except ContentError as exc:
            raise OptionsError(f"{spec.name}: {exc}") from None
    return read

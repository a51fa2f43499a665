"""A panel whose title is never cut: on its top border where it fits, else the panel's first
line, wrapped between words (a title too long for the border is cropped by rich, inside a word)."""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.panel import Panel
from rich.text import Text

#: The columns a panel's border takes around its title: the corners, the rules and the spaces.
TITLE_FRAME = 6


class TitledPanel:
    """``Panel(body, title=title, **panel)``, or, where the width leaves the title no room on
    the border, the same panel with the title as its first line."""

    def __init__(self, body: RenderableType, title: Text, **panel: Any) -> None:
        self.body, self.title, self.panel = body, title, panel

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        if cell_len(self.title.plain) + TITLE_FRAME <= options.max_width:
            yield Panel(self.body, title=self.title, **self.panel)
        else:
            yield Panel(Group(self.title, self.body), **self.panel)

"""Games whose player actions are one prebuilt table (the three games of meeple).

Each game's ``actions`` module builds every player action once, in a fixed order, so an action
is its own integer id (``index``) and its notation (``text``), and ``parse(format(a)) is a``.
:class:`TableActions` gives a :class:`~meeple.engine.core.Game` the notation and integer-id
methods of the kernel contract from that module, written once for every such game.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from meeple.engine.errors import OptionsError, excerpt


class TableActions:
    """Mixin for a Game: ``actions`` is the game's actions module (with ``parse_action``,
    ``action_by_index`` and ``NUM_PLAYER_ACTIONS``) and ``action_type`` its action class, whose
    instances carry ``index`` (the integer id) and ``text`` (the notation)."""

    actions: ModuleType
    action_type: type

    def parse_action(self, text: str) -> Any:
        return self.actions.parse_action(text)

    def format_action(self, action: Any) -> str:
        if not isinstance(action, self.action_type):
            raise OptionsError(f"not a {self._game_name()} action: {excerpt(action)}")
        notation: Any = action
        return str(notation.text)

    def num_distinct_actions(self) -> int:
        return int(self.actions.NUM_PLAYER_ACTIONS)

    def action_to_int(self, action: Any) -> int:
        index: int = getattr(action, "index", -1) if isinstance(action, self.action_type) else -1
        if not 0 <= index < self.num_distinct_actions():
            raise OptionsError(f"{excerpt(action)} is not a player action of {self._game_name()}")
        return index

    def int_to_action(self, index: int) -> Any:
        count = self.num_distinct_actions()
        if not 0 <= index < count:
            raise OptionsError(f"player actions are numbered 0-{count - 1}, not {index}")
        return self.actions.action_by_index(index)

    def _game_name(self) -> str:
        return str(getattr(self, "name", type(self).__name__))

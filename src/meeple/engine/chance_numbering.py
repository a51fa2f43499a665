"""Chance outcomes numbered from 0, for learners and search (OpenSpiel's chance outcome ids).

A game whose actions are one prebuilt table (:mod:`meeple.engine.action_table`) lists the
chance actions it gives ids, in a fixed order, once; :class:`ChanceNumbering` numbers them
from 0 in that order and answers the questions a game's ``tensors`` module is asked about
them: an outcome's id (or several outcomes' ids), the outcome of an id, and how many ids
there are.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any, Generic, Iterable, Mapping, Protocol, TypeVar


class TableAction(Protocol):
    """An action of a prebuilt table: its ``index`` in the game's table is its identity."""

    @property
    def index(self) -> int: ...


ActionT = TypeVar("ActionT", bound=TableAction)
_INDEX = attrgetter("index")


class ChanceNumbering(Generic[ActionT]):
    """The chance ``actions`` numbered 0, 1, ... in the order given (each listed once)."""

    __slots__ = ("actions", "_ids")

    def __init__(self, actions: Iterable[ActionT]) -> None:
        self.actions: tuple[ActionT, ...] = tuple(actions)
        self._ids: dict[int, int] = {action.index: i for i, action in enumerate(self.actions)}
        if len(self._ids) != len(self.actions):
            raise ValueError("a chance action is listed twice")

    def to_int(self, action: ActionT) -> int:
        """The id of a chance outcome (a KeyError for an action not numbered)."""
        return self._ids[action.index]

    def to_ints(self, actions: Iterable[ActionT]) -> list[int]:
        """The ids of several chance outcomes, in their order (one call for a whole
        distribution: a draw pile's cards)."""
        return list(map(self._ids.__getitem__, map(_INDEX, actions)))

    def from_int(self, index: int) -> ActionT:
        """The chance outcome with id ``index`` (an IndexError outside ``0 .. count - 1``)."""
        if index < 0:
            raise IndexError(f"chance outcomes are numbered from 0, not {index}")
        return self.actions[index]

    def count(self, num_players: int = 0, options: Mapping[str, Any] | None = None) -> int:
        """How many ids there are (the same for every player count and options: OpenSpiel's
        ``max_chance_outcomes``)."""
        return len(self.actions)

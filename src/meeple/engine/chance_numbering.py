"""Chance outcomes numbered from 0, for learners and search (OpenSpiel's chance outcome ids).

A game whose actions are one prebuilt table (:mod:`meeple.engine.action_table`) lists the
chance actions it gives ids, in a fixed order, once; :class:`ChanceNumbering` numbers them
from 0 in that order and answers the questions a game's ``tensors`` module is asked about
them: an outcome's id (a whole distribution's ids), the outcome of an id, and how many ids
there are.
"""

from __future__ import annotations

from typing import Any, Generic, Iterable, Mapping, Protocol, TypeVar


class TableAction(Protocol):
    """An action of a prebuilt table: its ``index`` in the game's table is its identity."""

    @property
    def index(self) -> int: ...


ActionT = TypeVar("ActionT", bound=TableAction)


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

    def numbered(self, outcomes: Iterable[tuple[ActionT, float]]) -> list[tuple[int, float]]:
        """A chance distribution -- (outcome, probability) pairs -- as (id, probability)
        pairs in increasing order of id (OpenSpiel's ``chance_outcomes``), numbered in one
        pass: a draw pile holds dozens of outcomes."""
        ids = self._ids
        pairs = [(ids[action.index], probability) for action, probability in outcomes]
        pairs.sort()
        return pairs

    def from_int(self, index: int) -> ActionT:
        """The chance outcome with id ``index`` (an IndexError outside ``0 .. count - 1``)."""
        if index < 0:
            raise IndexError(f"chance outcomes are numbered from 0, not {index}")
        return self.actions[index]

    def count(self, num_players: int = 0, options: Mapping[str, Any] | None = None) -> int:
        """How many ids there are (the same for every player count and options: OpenSpiel's
        ``max_chance_outcomes``)."""
        return len(self.actions)

"""What the log has told a viewer that a single event does not say (:class:`NewsMemory`, one per
viewer): the edition, how the board names its sectors, the dice locked on the first roll.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from meeple.cli.dday_dice.observation import Obs, edition_of
from meeple.cli.dday_dice.words import deal_words
from meeple.engine.core import Event


@dataclass
class NewsMemory:
    """What the log has told one viewer that a single event does not say. The events do not
    name the edition played: the observation drawn last says it (:meth:`saw`), and so does the
    log -- only the second edition has a ``markers`` phase, and in the first ``supply``
    follows ``upkeep`` at once. Nor do they name the board: the observation says how it names
    its sectors (:attr:`board`)."""

    edition: int | None = None
    #: What the last observation said of the board: its map and, on a joined board, its
    #: sectors' labels (``M8`` for 28 on Silence the Guns), which the news names as the board
    #: does (:func:`.observation.sector_label`); {} before any observation (a spectator's
    #: news): the sectors' numbers.
    board: Obs = field(default_factory=dict)
    last_phase: str | None = None
    #: The turn whose first roll the log showed, the dice each unit locked then (``lock``:
    #: only the first roll's locks are told; a swap or a Victoria Cross moves them), and the
    #: units whose locks are no longer known (a Soldier Mulligan rolls again).
    turn: int | None = None
    first_locks: dict[int, set[str]] = field(default_factory=dict)
    locks_lost: set[int] = field(default_factory=set)

    def saw(self, obs: Obs) -> None:
        """An observation was drawn: it names the edition and the board; in Phase 1 of a turn
        whose roll the log did not show (a new game's first turn begins before its log), what
        it says of the first roll's locks."""
        self.edition = edition_of(obs)
        self.board = {key: obs[key] for key in ("map", "sector_labels") if key in obs}
        turn = obs.get("turn")
        if obs.get("phase") == "roll" and isinstance(turn, int) and turn != self.turn:
            self._first_locks_shown(obs, turn)

    def _first_locks_shown(self, obs: Obs, turn: int) -> None:
        """Up to a unit's first reroll, the dice the observation shows locked are those of its
        first roll; a unit further on (or whose Final Tally is set) is not known."""
        self.turn, self.first_locks, self.locks_lost = turn, {}, set()
        for unit in obs.get("units", []):
            seat, rolls, stage = unit.get("seat"), int(unit.get("rolls") or 0), unit.get("stage")
            if not isinstance(seat, int):
                continue
            if (rolls == 1 and stage in ("lock", "reroll")) or (rolls == 0 and stage == "rolling"):
                self.first_locks[seat] = set(unit.get("locked") or [])
            else:
                self.locks_lost.add(seat)

    def read(self, event: Event) -> None:
        """Take in one event, in the log's order."""
        kind, seat = event.get("type"), event.get("seat")
        if kind == "phase" and event.get("phase") == "roll":
            self.turn = event.get("turn") if isinstance(event.get("turn"), int) else None
            self.first_locks, self.locks_lost = {}, set()
        self._read_locks(event)
        if kind == "phase":
            self._read_phase(str(event.get("phase")))

    def _read_phase(self, phase: str) -> None:
        if phase == "markers":
            self.edition = 2
        elif phase == "supply" and self.last_phase == "upkeep":
            self.edition = 1
        self.last_phase = phase

    def news_board(self) -> Obs:
        """The board as the news reads it: :attr:`board`, and the edition when known (each
        edition has its words: :func:`.words.award_word`)."""
        return {**self.board, "rule_set": {"edition": self.edition}} if self.edition else self.board

    def first_locked(self, seat: int, turn: Any) -> set[str] | None:
        """The dice ``seat`` locked on ``turn``'s first roll; None when the log did not tell
        them to this viewer (a game resumed mid-turn, a Soldier Mulligan)."""
        if self.turn is None or turn != self.turn or seat in self.locks_lost:
            return None
        return set(self.first_locks.get(seat, set()))

    def _read_locks(self, event: Event) -> None:
        """A first roll's lock; a swap or a dealt die moves a die's lock (DDD-9, DDC-22)."""
        kind, seat = event.get("type"), event.get("seat")
        if kind == "lock" and isinstance(seat, int):
            self.first_locks.setdefault(seat, set()).add(str(event.get("die")))
        elif kind == "mulligan" and isinstance(seat, int):
            self.locks_lost.add(seat)
        elif kind == "deal" and isinstance(event.get("to"), int):
            self.first_locks.get(event["to"], set()).discard(deal_words(event)[0])
        elif kind == "swap" and isinstance(seat, int):
            mine, theirs, other = str(event.get("die")), str(event.get("other_die")), event.get("with")
            mine_locked = mine in self.first_locks.get(seat, set())
            theirs_locked = isinstance(other, int) and theirs in self.first_locks.get(other, set())
            self._set_lock(seat, mine, theirs_locked)
            if isinstance(other, int):
                self._set_lock(other, theirs, mine_locked)

    def _set_lock(self, seat: int, die: str, locked: bool) -> None:
        locks = self.first_locks.setdefault(seat, set())
        if locked:
            locks.add(die)
        else:
            locks.discard(die)

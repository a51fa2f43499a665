"""A live game: a state, its seeded chance sampler and the record being written.

Live play, simulation and resumed games all go through :class:`Session`, so every game
played can be saved and replayed exactly (see :mod:`meeple.engine.record`).

Undo follows Board Game Arena's policy (design notes, "The server"): a person may take back
their own last decisions while no other seat has moved, no chance outcome has been drawn
(a card, a die) and no hidden information has been shown since (a move that shows its
actor something hidden says so through :meth:`meeple.engine.core.State.revealed_by`). The
session keeps a snapshot -- a clone of the state and the sampler's state -- before each
decision of a seat played by a person (``agent == "human"``; a bot never takes a move back,
so a game of bots keeps none) and drops them all at any of those barriers. Taking a move
back restores its snapshot and cuts the record to the moves before it, so the record always
replays to the session's state.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Final, Mapping, Sequence

from meeple.engine.core import CHANCE, Action, Event, Game, State
from meeple.engine.errors import IllegalActionError, MeepleError, OptionsError, RecordError
from meeple.engine.limits import check_seed
from meeple.engine.record import GameRecord, MoveRecord, SeatRecord, replay_record

#: The agent of a seat played by a person (a record's default).
HUMAN: Final = "human"


@dataclass(frozen=True)
class Snapshot:
    """The game just before one decision of ``player``: the state, the sampler's state and
    how many moves the record held."""

    player: int
    state: State
    rng: Any
    moves: int


@dataclass(frozen=True)
class Reveal:
    """A move that showed its actor hidden information: its index in the record and what
    it showed."""

    index: int
    what: str


class Session:
    """A game in progress with its record.

    Chance outcomes are drawn from ``random.Random(seed)``, one draw at every chance node,
    exactly as :func:`replay_record` re-draws them.
    """

    def __init__(
        self,
        game: Game,
        seats: Sequence[SeatRecord],
        seed: int,
        options: Mapping[str, Any] | None = None,
        with_events: bool = True,
    ) -> None:
        if not seats:
            raise OptionsError("a game needs at least one seat")
        self.game = game
        self.seats = list(seats)
        self.seed = check_seed(seed)
        self.options = game.check_options(len(self.seats), options)
        self.state: State = game.new_game(len(self.seats), self.options)
        self.rng = random.Random(seed)
        self.moves: list[tuple[int, Action]] = []
        self.snapshots: list[Snapshot] = []
        self.last_reveal: Reveal | None = None
        #: The seat that moved last, even if it took the move back since: the others saw it.
        self.last_mover: int | None = None
        #: Whether :meth:`act` and :meth:`settle_chance` return the events of the moves a bot
        #: or chance makes; without them (a game between bots that reads none) they return
        #: ``[]`` and the state is changed through ``apply_quietly``, the same moves to the
        #: same states. A person's move always returns its events.
        self.with_events = with_events

    @classmethod
    def resume(cls, record: GameRecord) -> "Session":
        """Continue the game of ``record`` from its last move. The last decisions of one seat
        (after the last chance outcome or other seat's move) are replayed through
        :meth:`act`, so that they may be taken back as if the game had never stopped."""
        if record.seed is None:
            raise OptionsError("only a record with a seed can be continued")
        start = _last_run_start(record)
        replay = replay_record(record.model_copy(update={"moves": record.moves[:start]}), settle_chance=False)
        session = cls(replay.game, record.seats, record.seed, record.options)
        session.state = replay.state
        session.rng = replay.rng if replay.rng is not None else random.Random(record.seed)
        session.moves = [
            (CHANCE if m.by == "chance" else int(m.by), replay.game.parse_action(m.action))
            for m in record.moves[:start]
        ]
        for number, move in enumerate(record.moves[start:], start=start + 1):
            session.settle_chance()  # as the replay draws chance the record leaves out
            try:
                session.act(int(move.by), replay.game.parse_action(move.action))
            except MeepleError as exc:
                raise RecordError(f"move {number} (seat {move.by} {move.action!r}): {exc}") from None
        return session

    def act(self, player: int, action: Action) -> list[Event]:
        """Apply a seat's (checked) action and record it; its events (none for a bot's move
        without ``with_events``). An illegal one raises IllegalActionError and changes nothing."""
        if player == CHANCE:
            return self._chance(action)
        if self._played_by_person(player):
            return self._act_keeping(player, action)
        if self.with_events:  # a bot takes nothing back: no snapshot
            events = self.state.apply(player, action)
        else:
            self.state.apply_quietly(player, action)
            events = []
        self.moves.append((player, action))
        snapshots = self.snapshots
        if snapshots and snapshots[-1].player != player:
            snapshots.clear()  # another seat has moved: theirs can no longer be taken back
        self.last_mover = player
        return events

    def _act_keeping(self, player: int, action: Action) -> list[Event]:
        """A person's action: a snapshot is kept before it, so that it may be taken back."""
        snapshot = Snapshot(player, self.state.clone(), self.rng.getstate(), len(self.moves))
        events = self.state.apply(player, action)
        self.moves.append((player, action))
        if self.snapshots and self.snapshots[-1].player != player:
            self.snapshots.clear()  # another seat has moved: theirs can no longer be taken back
        self.last_mover = player
        shown = self.state.revealed_by(player, events)
        if shown is not None:
            self.snapshots.clear()
            self.last_reveal = Reveal(len(self.moves) - 1, shown)
        else:
            self.snapshots.append(snapshot)
        return events

    def settle_chance(self) -> list[Event]:
        """Draw and apply chance outcomes until a seat must act or the game is over; their
        events (none without ``with_events``)."""
        state = self.state
        if not state.is_chance():
            return []
        events: list[Event] = []
        rng = self.rng
        moves = self.moves
        snapshots = self.snapshots
        told = self.with_events
        while True:  # the state's methods called directly: the compiled build calls them natively
            action = state.sample_chance(rng)
            if told:
                events += state.apply(CHANCE, action)
            else:
                state.apply_quietly(CHANCE, action)
            moves.append((CHANCE, action))
            if snapshots:
                snapshots.clear()  # a chance outcome is a barrier to undo
            if not state.is_chance():
                return events

    def _chance(self, action: Action) -> list[Event]:
        """A chance outcome chosen by the caller (a scripted draw): recorded as drawn."""
        events = self.state.apply(CHANCE, action)
        self.moves.append((CHANCE, action))
        self.snapshots.clear()
        return events

    # ------------------------------------------------------------------------- undo
    def can_undo(self, player: int) -> bool:
        """Whether ``player`` may take back their last decision now (:meth:`undo`)."""
        return self.undo_refusal(player) is None

    def undo(self, player: int) -> None:
        """Take back ``player``'s last decision: the state, the sampler and the record are
        as they were just before it. Call it again to go further back, as long as no other
        seat has moved, no chance outcome was drawn and nothing hidden was shown since.
        A move another seat made and took back still counts as that seat's move: the others
        saw it. Raises IllegalActionError with the reason otherwise, and changes nothing."""
        refusal = self.undo_refusal(player)
        if refusal is not None:
            raise IllegalActionError(refusal)
        snapshot = self.snapshots.pop()
        self.state = snapshot.state
        self.rng.setstate(snapshot.rng)
        del self.moves[snapshot.moves:]

    def undo_refusal(self, player: int) -> str | None:
        """Why ``player`` may not take back a move now, in one line; None if they may."""
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < len(self.seats):
            return f"there is no seat {player!r} (seats 0-{len(self.seats) - 1})"
        if self.state.is_over():
            return "the game is over: its moves can no longer be taken back"
        name = self.seats[player].name
        if not self._played_by_person(player):
            bot = self.seats[player].agent
            return f"{name} (seat {player}) is played by a bot ({bot}): its moves are not taken back"
        if self.snapshots and self.snapshots[-1].player == player:
            return None
        return self._barrier(player, name)

    def _barrier(self, player: int, name: str) -> str:
        """What stands between ``player`` and their last move (no snapshot of theirs is left)."""
        last = next((i for i in range(len(self.moves) - 1, -1, -1) if self.moves[i][0] == player), None)
        if last is None:
            return f"{name} has no move to take back"
        refused = f"{name}'s last move ({self.game.format_action(self.moves[last][1])}) cannot be taken back"
        for by, action in self.moves[last + 1:]:
            if by == CHANCE:
                return f"{refused}: chance has played since ({self.game.format_action(action)})"
            if by != player:
                return f"{refused}: {self.seats[by].name} has moved since"
        if self.last_reveal is not None and self.last_reveal.index == last:
            return f"{refused}: it showed {self.last_reveal.what}"
        if self.last_mover is not None and self.last_mover != player:
            return f"{refused}: {self.seats[self.last_mover].name} has moved since (and taken it back)"
        return refused  # made while the seat was played by a bot

    def _played_by_person(self, player: int) -> bool:
        return 0 <= player < len(self.seats) and self.seats[player].agent == HUMAN

    # ------------------------------------------------------------------------- record
    def record(self, pin_chance: bool = True) -> GameRecord:
        """The record so far; with ``pin_chance`` every chance outcome is written too."""
        fmt = self.game.format_action
        moves = [
            MoveRecord(by="chance" if p == CHANCE else p, action=fmt(a))
            for p, a in self.moves
            if pin_chance or p != CHANCE
        ]
        result = None
        if self.state.is_over():
            result = {"returns": self.state.returns()}
            summary = getattr(self.state, "result_summary", None)
            if callable(summary):
                result.update(summary())
        return GameRecord(
            game=self.game.id,
            rules_version=self.game.rules_version,
            options=self.game.recorded_options(self.options),
            seats=self.seats,
            seed=self.seed,
            moves=moves,
            result=result,
        )


def _last_run_start(record: GameRecord) -> int:
    """Where the record's last run of one seat's moves begins (``len(moves)`` if it ends with
    chance): the moves a resumed session replays through :meth:`Session.act`."""
    moves = record.moves
    start = len(moves)
    while start > 0 and moves[start - 1].by != "chance" and moves[start - 1].by == moves[-1].by:
        start -= 1
    return start

"""Playing one game between bots, reproducibly from a seed."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from meeple.agents import make_agent
from meeple.engine.core import CHANCE, Action, Game, State
from meeple.engine.record import GameRecord, SeatRecord
from meeple.engine.session import Session


def game_seed(master_seed: int, index: int) -> int:
    """The seed of game ``index`` of a batch: independent of how the batch is split among
    workers, so the same master seed always gives the same games."""
    digest = hashlib.blake2b(f"meeple/{master_seed}/{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def cell_game_seed(master_seed: int, cell: str, index: int) -> int:
    """The seed of game ``index`` of a sweep's cell: derived from the sweep's seed, the cell's
    key (its settings as canonical text, :mod:`meeple.sim.sweep_spec`) and the index, as
    :func:`game_seed` derives a batch's, so any cell can be played again alone, in any order,
    on any number of workers. Cells with the same key share their seeds (common random
    numbers for paired comparisons)."""
    digest = hashlib.blake2b(f"meeple/{master_seed}/{cell}/{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


@dataclass
class GameOutcome:
    """What one finished game reports to the statistics."""

    index: int
    seed: int
    returns: list[float]
    scores: list[float] | None
    length: int  # seat decisions (chance outcomes not counted)
    record: GameRecord | None = field(default=None, repr=False)
    #: The game's own end-of-game summary (``State.result_summary()``), if it has one.
    summary: dict[str, Any] | None = None
    #: The game's summary for sweeps (``State.analysis_summary()``: where units fell, units
    #: destroyed, cards banked ...), if it has one.
    analysis: dict[str, Any] | None = None


def _seat_records(bots: Sequence[str]) -> list[SeatRecord]:
    """The seats of a game between ``bots``: ``random-1``, ``heuristic-2`` ..."""
    return [SeatRecord(name=f"{bot}-{i + 1}", agent=bot) for i, bot in enumerate(bots)]


#: The seats of the bot line-ups played so far (at most ``_MAX_LINEUPS``), shared by their
#: games' sessions: a session only reads its seats, and a game whose record is kept gets
#: seats of its own (a record may be changed by whoever is given it).
_LINEUPS: dict[tuple[str, ...], list[SeatRecord]] = {}
_MAX_LINEUPS = 256


def bot_seats(bots: tuple[str, ...]) -> list[SeatRecord]:
    """The seats of ``bots`` (:func:`_seat_records`), validated once per line-up."""
    seats = _LINEUPS.get(bots)
    if seats is None:
        seats = _seat_records(bots)
        if len(_LINEUPS) >= _MAX_LINEUPS:
            _LINEUPS.clear()
        _LINEUPS[bots] = seats
    return seats


def _play_out(session: Session, choosers: list[Callable[[State, int], Action]]) -> int:
    """Play the session's game to its end, each seat's action chosen by its chooser; the
    number of seat decisions made. Bots never take a move back, so the state is the one the
    session started with."""
    state = session.state
    length = 0
    while True:  # the state's and the session's methods called directly (natively when compiled)
        players = state.current_players()
        if not players:
            return length
        player = players[0]
        if player == CHANCE:
            session.settle_chance()
        else:
            session.act(player, choosers[player](state, player))
            length += 1


def play_game(
    game: Game,
    bots: Sequence[str],
    seed: int,
    index: int = 0,
    options: dict[str, Any] | None = None,
    keep_record: bool = False,
    analyse: bool = False,
) -> GameOutcome:
    """Play one game with ``bots`` (one per seat); chance from ``seed``, each bot seeded
    from ``seed`` and its seat; with ``analyse``, the game's analysis summary too."""
    seats = bot_seats(tuple(bots)) if not keep_record else _seat_records(bots)
    session = Session(game, seats, seed, options, with_events=False)  # no event is read here
    agents = [make_agent(game, bot, (seed + 1 + i) % (2**63)) for i, bot in enumerate(bots)]
    length = _play_out(session, [agent.choose for agent in agents])
    state = session.state
    summarize = getattr(state, "result_summary", None)
    summary = summarize() if callable(summarize) else None
    scores = list(summary["scores"]) if summary is not None else None
    summarise = getattr(state, "analysis_summary", None) if analyse else None
    return GameOutcome(
        index=index,
        seed=seed,
        returns=list(state.returns()),
        scores=scores,
        length=length,
        record=session.record() if keep_record else None,
        summary=summary,
        analysis=summarise() if callable(summarise) else None,
    )

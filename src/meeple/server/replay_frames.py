"""Replay frames (docs/server.md, "Replay frames"): a finished game, or any record, as the
table one seat (or a spectator) saw after each of the seats' moves, with that move's news.

The record is replayed by the engine step by step (:class:`meeple.engine.record.StepReplay`),
which checks every move; chance outcomes are folded into the move that set them off, and
frame 0 is the table before the first seat's move (after the deal). Each frame holds only
``observation(seat)``, the headline the game's words tell from it (as the live view's), and
the events that seat may see, told in the game's words; in a game with hidden information a
move's notation (which may name a hidden card) is shown only in the frames of the seat that
made it.
"""

from __future__ import annotations

from typing import Any

from meeple.engine.core import CHANCE
from meeple.engine.errors import OptionsError
from meeple.engine.record import GameRecord, StepReplay
from meeple.engine.registry import get_game
from meeple.engine.words import phrase_json, telling
from meeple.server.errors import Refusal
from meeple.server.payloads import SPECTATOR, tell

Json = dict[str, Any]


def replay_frames(record: GameRecord, seat: int | None) -> Json:
    """The frames of ``record`` as ``seat`` saw them (None: a spectator)."""
    with telling(get_game(record.game).words(), record.options):  # the words read the record's own content
        return _frames(record, seat)


def _frames(record: GameRecord, seat: int | None) -> Json:
    if seat is not None and not 0 <= seat < len(record.seats):
        raise OptionsError(f"seat {seat}: this game has seats 0-{len(record.seats) - 1}")
    replay = StepReplay(record)
    game, state = replay.game, replay.state
    words = game.words()
    if words is None:
        raise Refusal(f"{game.name} has no words for the browser yet")
    names = [s.name for s in record.seats]
    viewer = SPECTATOR if seat is None else seat
    seeing = getattr(words, "seeing", None)  # words that name sectors as the board does (D-Day Dice)
    words = seeing(state.observation(SPECTATOR)) if seeing is not None else words
    first = None if state.is_chance() else state.observation(viewer)
    frames: list[Json] = [{"move": 0, "by": None, "action": None, "events": [], "observation": first}]
    for step in replay.steps():
        if step.player != CHANCE:
            shown = not game.hidden_information or step.player == seat
            frames.append({"move": len(frames), "by": step.player,
                           "action": game.format_action(step.action) if shown else None,
                           "events": [], "observation": None})
        frame = frames[-1]
        frame["events"] += tell(words, step.events, names, seat)
        if not state.is_chance():
            frame["observation"] = state.observation(viewer)
    for frame in frames:
        if frame["observation"] is None:
            frame["observation"] = state.observation(viewer)
        frame["headline"] = phrase_json(words.headline(frame["observation"], names))
    return {"game": game.id, "names": names, "seat": seat, "glossary": words.glossary(),
            "table": words.table(record.options), "frames": frames}

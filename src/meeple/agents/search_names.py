"""The search bots' names: ``mcts`` and ``ismcts``, with a strength and a playout policy.

``mcts``, ``mcts:2000`` (2,000 simulations a decision), ``mcts:1.5s`` (1.5 seconds a
decision), ``mcts:500:heuristic``, ``mcts:500:random`` or ``mcts:500:guided`` (the playout
policy; ``guided`` takes the heuristic's moves and stops after 20 with the game's estimate; by
default random playouts stopped early where the game estimates a position, its heuristic bot otherwise). The
same for ``ismcts``. Both search from states drawn by ``State.resample`` (so neither reads what
its seat may not know): on a game without hidden information ``ismcts`` is ``mcts``, and on
Dead Man's Draw ``mcts`` is ``ismcts``; the two names let a table say which one it means.
``rollout`` and ``rollout:16`` (playouts a decision, 64 by default) name the playout search over
the game's heuristic bot (:mod:`meeple.agents.rollout_search`). ``focus``, ``focus:144``,
``focus:144:120`` and ``focus:144:120:8`` (playouts a decision, moves a playout before the game's
estimate, candidates a decision; these are the defaults) name the focused playout search
(:mod:`meeple.agents.focused_search`).
"""

from __future__ import annotations

from typing import Any, Callable

from meeple.agents.focused_search import DEFAULT_DEPTH, DEFAULT_PLAYOUTS as FOCUS_PLAYOUTS, DEFAULT_WIDTH, FocusedAgent
from meeple.agents.mcts import MctsAgent, SearchConfig
from meeple.agents.rollout_search import RolloutAgent
from meeple.engine.core import Game
from meeple.engine.errors import OptionsError, excerpt

#: The ``focus`` bot's full name at its defaults, as the help texts show it.
FOCUS_DEFAULT = f"focus:{FOCUS_PLAYOUTS}:{DEFAULT_DEPTH}:{DEFAULT_WIDTH}"

SEARCH_AGENTS = {
    "mcts": "Monte Carlo tree search with chance nodes; a strength as mcts:2000 (simulations) or mcts:2s",
    "ismcts": "information-set Monte Carlo tree search (only what its seat knows); strength as ismcts:2000",
    "rollout": "playouts of the game's heuristic bot improve on its choice where the result is in doubt; "
               "strength as rollout:64 (playouts a decision)",
    "focus": "short playouts of the game's heuristic bot among its best-ranked moves, valued by the game's "
             f"estimate; strength as {FOCUS_DEFAULT} (playouts a decision, moves a playout, candidates)",
}
#: The rollout bot's default playouts a decision.
DEFAULT_PLAYOUTS = 64
#: The default simulations a decision.
DEFAULT_SIMULATIONS = 1000
#: The bounds of a strength: a bot on a shared server thinks for at most a minute a decision.
MAX_SIMULATIONS = 200_000
MIN_SECONDS, MAX_SECONDS = 0.01, 60.0
PLAYOUTS = ("auto", "random", "heuristic", "guided")


def is_search_name(name: str) -> bool:
    """Whether ``name`` names a search bot (well formed or not)."""
    return name.split(":", 1)[0] in SEARCH_AGENTS


def parse_search_name(name: str) -> SearchConfig:
    """The search a bot name asks for; an OptionsError for a strength or playout out of bounds."""
    parts = name.split(":")
    if parts[0] not in SEARCH_AGENTS or len(parts) > 3:
        raise OptionsError(f"{excerpt(name)} is not a search bot (mcts, mcts:2000, mcts:2s, mcts:500:heuristic)")
    simulations: int | None = DEFAULT_SIMULATIONS
    seconds: float | None = None
    if len(parts) >= 2 and parts[1]:
        simulations, seconds = _strength(name, parts[1])
    rollout = parts[2] if len(parts) == 3 else "auto"
    if rollout not in PLAYOUTS:
        raise OptionsError(f"bot {excerpt(name)}: the playout is one of {', '.join(PLAYOUTS)}, not {excerpt(rollout)}")
    return SearchConfig(simulations=simulations, seconds=seconds, rollout=rollout)


def _strength(name: str, text: str) -> tuple[int | None, float | None]:
    if text.endswith("s"):
        try:
            seconds = float(text[:-1])
        except ValueError:
            seconds = -1.0
        if not MIN_SECONDS <= seconds <= MAX_SECONDS:
            raise OptionsError(f"bot {excerpt(name)}: seconds a decision from {MIN_SECONDS} to {MAX_SECONDS:g}")
        return None, seconds
    if not text.isdigit() or not 1 <= int(text) <= MAX_SIMULATIONS:
        raise OptionsError(f"bot {excerpt(name)}: simulations a decision from 1 to {MAX_SIMULATIONS:,} (or seconds: 2s)")
    return int(text), None


def make_search_bot(game: Game, name: str, seed: int) -> MctsAgent | RolloutAgent:
    """The search bot ``name`` for ``game``: ``rollout`` (:mod:`meeple.agents.rollout_search`),
    ``focus`` (:func:`make_focused_agent`) or one of the tree searches (:func:`make_search_agent`)."""
    if name.split(":", 1)[0] == "focus":
        return make_focused_agent(game, name, seed)
    if name.split(":", 1)[0] != "rollout":
        return make_search_agent(game, name, seed)
    parts = name.split(":")
    text = parts[1] if len(parts) == 2 else str(DEFAULT_PLAYOUTS) if len(parts) == 1 else ""
    if not text.isdigit() or not 1 <= int(text) <= MAX_SIMULATIONS:
        raise OptionsError(f"bot {excerpt(name)}: playouts a decision from 1 to {MAX_SIMULATIONS:,} (rollout:64)")
    offered = game.bots()
    if not offered:
        raise OptionsError(f"bot {excerpt(name)}: {game.id} has no heuristic bot for the playouts")
    first = offered[0].name
    return RolloutAgent(name, int(text), seed, lambda bot_seed: game.make_bot(first, bot_seed))


#: The most moves of a ``focus`` playout before the estimate.
PLAYOUT_MOVES = 20_000
#: Bounds of the ``focus`` bot's numbers: playouts a decision, moves a playout, candidates.
FOCUS_BOUNDS = (("playouts a decision", 1, MAX_SIMULATIONS), ("moves a playout", 1, PLAYOUT_MOVES),
                ("candidates a decision", 2, 1000))


def make_focused_agent(game: Game, name: str, seed: int) -> FocusedAgent:
    """The ``focus`` bot ``name`` (``focus:144:120:8``) for ``game``; an OptionsError for a number
    out of bounds or a game without a heuristic bot."""
    parts = name.split(":")
    if parts[0] != "focus" or len(parts) > 4:
        raise OptionsError(f"{excerpt(name)} is not a focus bot (focus, or as {FOCUS_DEFAULT})")
    numbers = [FOCUS_PLAYOUTS, DEFAULT_DEPTH, DEFAULT_WIDTH]
    for index, text in enumerate(parts[1:]):
        what, low, high = FOCUS_BOUNDS[index]
        if not text.isdigit() or not low <= int(text) <= high:
            raise OptionsError(f"bot {excerpt(name)}: {what} from {low} to {high:,} (as {FOCUS_DEFAULT})")
        numbers[index] = int(text)
    offered = game.bots()
    if not offered:
        raise OptionsError(f"bot {excerpt(name)}: {game.id} has no heuristic bot for the playouts")
    first = offered[0].name
    playouts, depth, width = numbers
    return FocusedAgent(name, playouts, seed, lambda bot_seed: game.make_bot(first, bot_seed), depth=depth,
                        width=width)


def make_search_agent(game: Game, name: str, seed: int) -> MctsAgent:
    """The search bot ``name`` for ``game``, its playouts using the game's first bot where asked."""
    config = parse_search_name(name)
    heuristic: Callable[[int], Any] | None = None
    offered = game.bots()
    if offered:
        first = offered[0].name

        def heuristic(bot_seed: int) -> Any:
            return game.make_bot(first, bot_seed)

    if config.rollout in ("heuristic", "guided") and heuristic is None:
        raise OptionsError(f"bot {excerpt(name)}: {game.id} has no heuristic bot for the playouts")
    return MctsAgent(name, config, seed, heuristic)

"""Every way a game can be set up, read from its kernel description only: each player count
with each value of each option that has a closed list (a ``choice`` option such as D-Day Dice's
``edition``; a text option whose values :meth:`Game.option_choices` lists, such as its ``map``
or Dust Tactics' ``scenario``). Sweeps, the contract tests and the API fuzzer go through these.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

from meeple.engine.core import Game
from meeple.engine.errors import MeepleError

#: A set-up: the number of seats and the options (those not named keep their default).
Configuration = tuple[int, dict[str, Any]]


def closed_options(game: Game) -> dict[str, tuple[Any, ...]]:
    """Each option with a closed list of values, and that list."""
    found: dict[str, tuple[Any, ...]] = {}
    for spec in game.options_spec:
        values = spec.choices if spec.kind == "choice" else game.option_choices(spec.name)
        if values:
            found[spec.name] = tuple(values)
    return found


_KNOWN: dict[str, list[Configuration]] = {}


def configurations(game: Game) -> list[Configuration]:
    """Every player count with every combination of the closed options' values that the game
    accepts (a combination it refuses with a :class:`MeepleError` is left out). Worked out once
    per game and process; each call returns a list of the caller's own."""
    if game.id not in _KNOWN:
        _KNOWN[game.id] = _all_configurations(game)
    return [(players, dict(options)) for players, options in _KNOWN[game.id]]


def _all_configurations(game: Game) -> list[Configuration]:
    options = closed_options(game)
    names = list(options)
    found: list[Configuration] = []
    for players in range(game.min_players, game.max_players + 1):
        for values in itertools.product(*(options[name] for name in names)):
            chosen = dict(zip(names, values))
            if accepts(game, players, chosen):
                found.append((players, chosen))
    return found


def random_configuration(game: Game, rng: random.Random, switches: float = 0.25) -> Configuration:
    """One of :func:`configurations`, with each true-or-false option (an optional rule) also
    switched on with probability ``switches`` where the game accepts the combination."""
    players, options = rng.choice(configurations(game))
    flags = [spec.name for spec in game.options_spec if spec.kind == "bool"]
    for _ in range(20):
        tried = dict(options)
        for name in flags:
            if rng.random() < switches:
                tried[name] = not next(s.default for s in game.options_spec if s.name == name)
        if accepts(game, players, tried):
            return players, tried
    return players, options


def accepts(game: Game, players: int, options: dict[str, Any]) -> bool:
    """Whether ``game`` sets up a game of ``players`` seats with ``options``."""
    try:
        game.new_game(players, options)
    except MeepleError:
        return False
    return True

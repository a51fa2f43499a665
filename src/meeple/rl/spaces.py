"""Each game's tensors and integer spaces, as the research adapters see them.

The rules layer owns them: every game package has a ``tensors`` module (the observation
tensor's layout and the numbering of chance outcomes, documented there); this module only
finds it by game id and answers the few questions every adapter asks (sizes, masks). It
decides no rule.
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import partial
from operator import attrgetter
from typing import Any, Callable, Mapping, Protocol, cast

import numpy as np
import numpy.typing as npt

from meeple.engine.action_table import TableActions
from meeple.engine.core import Action, Game, State
from meeple.engine.errors import OptionsError

#: Where each game's tensors module lives.
TENSOR_MODULES: dict[str, str] = {
    "dead-mans-draw": "meeple.games.dead_mans_draw.tensors",
    "dust-tactics": "meeple.games.dust_tactics.tensors",
    "dday-dice": "meeple.games.dday_dice.tensors",
}

Array = npt.NDArray[np.float32]
Mask = npt.NDArray[np.int8]


class GameTensors(Protocol):
    """What a game's ``tensors`` module offers (see each module for its layout)."""

    OBS_HIGH: float

    def observation_shape(self, num_players: int, options: Mapping[str, Any] | None = None) -> tuple[int, ...]: ...

    def observation_tensor(self, s: Any, player: int) -> Array: ...

    def max_chance_outcomes(self, num_players: int, options: Mapping[str, Any] | None = None) -> int: ...

    def max_game_length(self, num_players: int, options: Mapping[str, Any] | None = None) -> int: ...

    def chance_to_int(self, action: Any) -> int: ...


def tensors_of(game: Game) -> GameTensors:
    """The tensors module of ``game``; an OptionsError for a game without one."""
    name = TENSOR_MODULES.get(game.id)
    if name is None:
        raise OptionsError(f"{game.id} has no tensors for learners")
    return cast(GameTensors, importlib.import_module(name))


def games_with_tensors() -> list[str]:
    """The ids of the games whose tensors module is installed."""
    return [game_id for game_id, name in TENSOR_MODULES.items() if importlib.util.find_spec(name) is not None]


def has_information_state_tensor(game: Game) -> bool:
    """Whether the game offers an information-state tensor (perfect recall) beside the
    observation tensor: games with hidden information (Dead Man's Draw)."""
    return hasattr(tensors_of(game), "information_state_tensor")


def information_state_tensor(game: Game, state: State, player: int) -> Array:
    """Seat ``player``'s information-state tensor (perfect recall)."""
    module: Any = tensors_of(game)
    return cast(Array, module.information_state_tensor(state, player))


def information_state_builder(game: Game) -> Callable[[State, int], Array]:
    """The function that builds a seat's information-state tensor (:func:`information_state_tensor`),
    looked up once."""
    module: Any = tensors_of(game)
    return cast(Callable[[State, int], Array], module.information_state_tensor)


def information_state_shape(game: Game, num_players: int, options: Mapping[str, Any]) -> tuple[int, ...]:
    module: Any = tensors_of(game)
    return cast(tuple[int, ...], module.information_state_shape(num_players, options))


def action_ids(game: Game) -> Callable[[Action], int]:
    """How the adapters number ``game``'s actions: a prebuilt table's action carries its id
    (its ``index``, :mod:`meeple.engine.action_table`); any other game's are numbered by
    :meth:`~meeple.engine.core.Game.action_to_int`. The same ids either way."""
    if isinstance(game, TableActions):
        return cast(Callable[[Action], int], attrgetter("index"))
    return game.action_to_int


Numbering = Callable[[list[tuple[Action, float]]], list[tuple[int, float]]]


def numbered_chance(tensors: GameTensors) -> Numbering:
    """How the adapters number a chance distribution: as (id, probability) pairs in
    increasing order of id. Where the game numbers a fixed table of outcomes that carry their
    action ``index`` (:func:`chance_table`), by a list from index to id (a draw pile lists
    dozens of outcomes at every chance node); else by the game's ``numbered_chance`` where
    its tensors module has one, else by ``chance_to_int`` on each outcome. The same ids
    every way."""
    by_index = _chance_ids_by_index(chance_table(tensors))
    if by_index is not None:
        return partial(_numbered_by_index, by_index)
    numbered = getattr(tensors, "numbered_chance", None)
    if numbered is not None:
        return cast(Numbering, numbered)
    to_int: Callable[[Action], int] = tensors.chance_to_int
    return lambda outcomes: sorted((to_int(action), p) for action, p in outcomes)


def _chance_ids_by_index(table: tuple[Action, ...]) -> list[int] | None:
    """Each action index's chance id (-1 for an index the table does not number, and one -1
    more at the end, which an index of -1, an action outside any table, reads), or None for
    an empty table or one whose outcomes carry no ``index``."""
    indices = [getattr(action, "index", None) for action in table]
    if not indices or not all(isinstance(index, int) and index >= 0 for index in indices):
        return None
    by_index = [-1] * (max(cast(list[int], indices)) + 2)
    for chance_id, index in enumerate(cast(list[int], indices)):
        by_index[index] = chance_id
    return by_index


def _numbered_by_index(by_index: list[int], outcomes: list[tuple[Any, float]]) -> list[tuple[int, float]]:
    """``outcomes`` as (id, probability) pairs in increasing order of id, each id read from
    ``by_index``; an OptionsError for an outcome the game does not number."""
    try:
        pairs = [(by_index[action.index], p) for action, p in outcomes]
    except (AttributeError, IndexError):
        raise OptionsError("a chance outcome the game does not number") from None
    pairs.sort()
    if pairs and pairs[0][0] < 0:
        raise OptionsError("a chance outcome the game does not number")
    return pairs


def action_mask(game: Game, state: State, player: int) -> Mask:
    """One int8 flag per integer action id: 1 where the action is legal for ``player`` now
    (the game's :meth:`~meeple.engine.core.Game.legal_action_mask` as a numpy array)."""
    mask = np.zeros(game.num_distinct_actions(), dtype=np.int8)
    for index in map(action_ids(game), state.legal_actions(player)):
        mask[index] = 1
    return mask


def chance_outcome(tensors: GameTensors, state: State, index: int) -> Action:
    """The chance outcome of ``state`` numbered ``index`` (an OptionsError if it has none)."""
    return chance_lookup(tensors)(state, index)


def chance_table(tensors: GameTensors) -> tuple[Action, ...]:
    """The chance outcomes by id where the game's tensors module numbers a fixed list
    (``int_to_chance``, which raises IndexError past its end; at most ``CHANCE_TABLE_LIMIT``
    are listed), else an empty tuple: what :func:`chance_lookup` answers, without a call,
    for an id in the table."""
    by_id: Callable[[int], Action] | None = getattr(tensors, "int_to_chance", None)
    outcomes: list[Action] = []
    for index in range(CHANCE_TABLE_LIMIT if by_id is not None else 0):
        try:
            outcomes.append(by_id(index))  # type: ignore[misc]
        except IndexError:
            break
    return tuple(outcomes)


#: The most chance outcomes :func:`chance_table` lists (a game numbering more is looked up).
CHANCE_TABLE_LIMIT = 1 << 16


def chance_lookup(tensors: GameTensors) -> Callable[[State, int], Action]:
    """How the adapters find the chance outcome numbered ``index`` in a state: straight from
    the number where the game's tensors module numbers a fixed list of outcomes
    (``int_to_chance``; the engine refuses one that is not possible now), else among the
    state's chance outcomes. An OptionsError for a number that names none."""
    by_id: Callable[[int], Action] | None = getattr(tensors, "int_to_chance", None)

    def searched(state: State, index: int) -> Action:
        for action, _ in state.chance_outcomes():
            if tensors.chance_to_int(action) == index:
                found: Action = action
                return found
        raise OptionsError(f"chance outcome {index} is not possible now")

    def listed(state: State, index: int) -> Action:
        if by_id is None or index < 0:
            return searched(state, index)
        try:
            return by_id(index)
        except IndexError:  # beyond the fixed list: the state's own outcomes decide
            return searched(state, index)

    return listed

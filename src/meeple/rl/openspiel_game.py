"""Each meeple game as an OpenSpiel (pyspiel) Python game, so OpenSpiel's own tools run on it.

Importing this module registers ``meeple_dead_mans_draw``, ``meeple_dday_dice`` and
``meeple_dust_tactics``: ``pyspiel.load_game("meeple_dday_dice(map=omaha-beach,players=2)")``.
Parameters: ``players`` and the game's scalar options (``map``, ``edition``, ``scenario``...).

Each GameType declares explicit chance (every card and die is a chance node with its
outcomes and probabilities), imperfect information for Dead Man's Draw (the others are games
of perfect information: D-Day Dice shows everything, Dust Tactics too), a general-sum utility
(a winner 1, the others 0, shared wins all 1; D-Day Dice's team all 1 or all 0) and terminal
rewards. Actions are the game's integer action ids; chance outcomes are numbered by the
game's ``tensors`` module. Where several seats decide at once the lowest decides first
(:mod:`meeple.rl.table`). Dead Man's Draw offers the information-state tensor and string
(perfect recall) and ``resample_from_infostate`` (the engine's ``State.resample``), for IS-MCTS.
"""

from __future__ import annotations

import json
import random
from typing import Any, Callable

import numpy as np
import pyspiel  # type: ignore[import-not-found]

from meeple.engine.core import CHANCE, Game, State
from meeple.engine.registry import get_game
from meeple.rl import spaces as S

#: The OpenSpiel short name of each meeple game.
SHORT_NAMES: dict[str, str] = {
    "dead-mans-draw": "meeple_dead_mans_draw",
    "dday-dice": "meeple_dday_dice",
    "dust-tactics": "meeple_dust_tactics",
}


def _parameters(game: Game) -> dict[str, Any]:
    """OpenSpiel parameters: ``players`` and every option whose default is a scalar."""
    params: dict[str, Any] = {"players": game.min_players}
    for spec in game.options_spec:
        if isinstance(spec.default, (bool, int, str)):
            params[spec.name] = spec.default
    return params


def _options(game: Game, params: dict[str, Any]) -> dict[str, Any]:
    """The game options named by OpenSpiel ``params`` (empty strings for content: the default)."""
    options: dict[str, Any] = {}
    for spec in game.options_spec:
        if spec.name in params and not (spec.kind == "content" and params[spec.name] == ""):
            options[spec.name] = params[spec.name]
    return options


def _game_type(
    game: Game,
    short_name: str | None = None,
    chance_mode: Any = pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    extra_parameters: dict[str, Any] | None = None,
) -> pyspiel.GameType:
    """The GameType of ``game`` (by default the explicit-chance one registered here)."""
    information = (
        pyspiel.GameType.Information.IMPERFECT_INFORMATION
        if game.hidden_information
        else pyspiel.GameType.Information.PERFECT_INFORMATION
    )
    hidden = game.hidden_information
    return pyspiel.GameType(
        short_name=short_name or SHORT_NAMES[game.id],
        long_name=f"meeple {game.name}" + ("" if short_name is None else " (sampled chance)"),
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=chance_mode,
        information=information,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=game.max_players,
        min_num_players=game.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=hidden,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={**_parameters(game), **(extra_parameters or {})},
    )


class MeepleSpielGame(pyspiel.Game):  # type: ignore[misc]
    """A meeple game for OpenSpiel; subclassed once per game (``meeple_game``)."""

    meeple_game: Game
    state_class: type["MeepleSpielState"]

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        game = self.meeple_game
        full = {**_parameters(game), **(params or {})}
        self.num_players_ = int(full["players"])
        self.options = game.check_options(self.num_players_, _options(game, full))
        self.tensors = S.tensors_of(game)
        info = pyspiel.GameInfo(
            num_distinct_actions=game.num_distinct_actions(),
            max_chance_outcomes=self.tensors.max_chance_outcomes(self.num_players_, self.options),
            num_players=self.num_players_,
            min_utility=0.0,
            max_utility=1.0,
            utility_sum=None,
            max_game_length=self.tensors.max_game_length(self.num_players_, self.options),
        )
        super().__init__(self.spiel_type(), info, full)

    @classmethod
    def spiel_type(cls) -> pyspiel.GameType:
        """The GameType this class registers (explicit chance)."""
        return _game_type(cls.meeple_game)

    def new_initial_state(self) -> "MeepleSpielState":
        return self.state_class(self, self.meeple_game.new_game(self.num_players_, self.options))

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> "MeepleObserver":
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return MeepleObserver(self, perfect_recall)


#: OpenSpiel's ids of the terminal and chance pseudo-players.
TERMINAL = int(pyspiel.PlayerId.TERMINAL)
CHANCE_PLAYER = int(pyspiel.PlayerId.CHANCE)


class _Held:
    """The engine's state inside an OpenSpiel state, with what OpenSpiel asks of its position
    worked out at most once (:meth:`moved` forgets it): the player to act, the legal ids and
    the chance outcomes. OpenSpiel copies a Python state with ``copy.deepcopy``; this makes
    that copy the engine's cheap ``clone``, sharing the answers that cannot change (ids and
    their actions)."""

    __slots__ = ("state", "player", "legal", "chance")

    def __init__(self, state: State) -> None:
        self.state = state
        self.moved()

    def moved(self) -> None:
        """The state has changed: who acts now, and nothing else known yet."""
        self.player = _player(self.state)
        #: The actor's legal actions by id.
        self.legal: dict[int, Any] | None = None
        #: The chance outcomes as (id, probability), in increasing order of id.
        self.chance: list[tuple[int, float]] | None = None

    def __deepcopy__(self, memo: Any) -> "_Held":
        copy = _Held.__new__(_Held)
        copy.state = self.state.clone()
        copy.player, copy.legal = self.player, self.legal
        copy.chance = self.chance
        return copy


def _player(state: State) -> int:
    """OpenSpiel's player to act in ``state``: the terminal or chance pseudo-player, or the
    lowest seat to decide."""
    players = state.current_players()
    return TERMINAL if not players else CHANCE_PLAYER if players[0] == CHANCE else int(players[0])


class MeepleSpielState(pyspiel.State):  # type: ignore[misc]
    """A meeple state seen by OpenSpiel (the engine's state is ``state``); subclassed once per
    game, whose ``meeple_game``, ``tensors``, ``to_id``, ``numbered_chance``, ``chance_action`` and
    ``chance_table`` (how its actions and chance outcomes are numbered) are class attributes
    (never copied).

    ``legal_actions``, ``is_chance_node`` and ``chance_outcomes`` called from Python are
    answered here, from the position's cached answers, the way OpenSpiel's C++ state answers
    them (no crossing to C++ and back); OpenSpiel's C++ algorithms reach the same answers
    through ``current_player``, ``_legal_actions`` and ``chance_outcomes``."""

    meeple_game: Game
    tensors: S.GameTensors
    to_id: Callable[[Any], int]
    numbered_chance: Callable[[list[tuple[Any, float]]], list[tuple[int, float]]]
    chance_action: Callable[[State, int], Any]
    #: The chance outcomes by id where the game numbers a fixed list (else empty).
    chance_table: tuple[Any, ...]

    def __init__(self, game: MeepleSpielGame, state: State) -> None:
        super().__init__(game)
        self._held = _Held(state)

    @property
    def state(self) -> State:
        return self._held.state

    def current_player(self) -> int:
        return self._held.player

    def is_chance_node(self) -> bool:
        return self._held.player == CHANCE_PLAYER

    def is_terminal(self) -> bool:
        return self._held.state.is_over()

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal ids of ``player`` (default: the one to act), as OpenSpiel's State answers:
        none once the game is over, the chance outcomes at a chance node, none for a seat not
        to act; a pseudo-player's are an error. (Asked once or more at every decision: the
        first answer is worked out here, the others copied from the position's cache.)"""
        held = self._held
        acting = held.player
        if acting < 0:  # the game is over, or chance acts (whoever asks)
            return [index for index, _ in self.chance_outcomes()] if acting == CHANCE_PLAYER else []
        if player is None or player == acting:
            legal = held.legal
            if legal is None:
                actions = held.state.legal_actions(acting)
                legal = held.legal = dict(zip(map(self.to_id, actions), actions))
            return sorted(legal)
        if player < 0:
            raise pyspiel.SpielError(f"Called LegalActions for pseudo-player {player}")
        return []

    def _legal_actions(self, player: int) -> list[int]:
        return self.legal_actions(player)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        held = self._held
        chance = held.chance
        if chance is None:
            chance = held.chance = self.numbered_chance(held.state.chance_outcomes())
        return list(chance)

    def _apply_action(self, action: int) -> None:
        """Apply player or chance action ``action`` (the engine checks it), then note who
        acts next (what :meth:`_Held.moved` does, written out: this runs at every move)."""
        held = self._held
        state = held.state
        if held.player == CHANCE_PLAYER:
            table = self.chance_table
            state.apply(CHANCE, table[action] if 0 <= action < len(table) else self.chance_action(state, action))
        else:
            legal = held.legal
            chosen = legal.get(action) if legal is not None else None
            state.apply(held.player, chosen if chosen is not None else self.meeple_game.int_to_action(action))
        players = state.current_players()
        held.player = TERMINAL if not players else CHANCE_PLAYER if players[0] == CHANCE else int(players[0])
        held.legal = held.chance = None

    def _action_to_string(self, player: int, action: int) -> str:
        game = self.meeple_game
        if player == CHANCE:
            for outcome, _ in self.state.chance_outcomes():
                if self.tensors.chance_to_int(outcome) == action:
                    return game.format_action(outcome)
            return f"chance {action}"
        return game.format_action(game.int_to_action(action))

    def returns(self) -> list[float]:
        return [float(r) for r in self.state.returns()]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> "MeepleSpielState":
        """A state consistent with what ``player_id`` knows (the engine's ``resample``)."""
        seed = int(float(probability_sampler()) * 2**53) if callable(probability_sampler) else 0
        copy: MeepleSpielState = self.clone()
        copy._held = _Held(self.state.resample(player_id, random.Random(seed)))
        return copy

    def __str__(self) -> str:
        return json.dumps(self.state.to_json(), sort_keys=True, separators=(",", ":"))


class MeepleObserver:
    """OpenSpiel's PyObserver: the observation tensor, or with perfect recall the
    information-state tensor (Dead Man's Draw), built by the game's ``tensors`` module each
    time OpenSpiel asks (``set_from``) and written into ``tensor`` in place."""

    def __init__(self, game: MeepleSpielGame, perfect_recall: bool) -> None:
        meeple_game = game.meeple_game
        self.perfect_recall = perfect_recall and S.has_information_state_tensor(meeple_game)
        self.build: Callable[[State, int], Any]
        if self.perfect_recall:
            shape = S.information_state_shape(meeple_game, game.num_players_, game.options)
            self.build = S.information_state_builder(meeple_game)
        else:
            shape = game.tensors.observation_shape(game.num_players_, game.options)
            self.build = game.tensors.observation_tensor
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}
        self.game = game

    def set_from(self, state: MeepleSpielState, player: int) -> None:
        values = self.build(state._held.state, player)
        self.tensor[...] = values if values.ndim == 1 else values.reshape(-1)

    def string_from(self, state: MeepleSpielState, player: int) -> str:
        if self.perfect_recall or not self.game.meeple_game.hidden_information:
            return state.state.information_state(player)
        return json.dumps(state.state.observation(player), sort_keys=True, separators=(",", ":"))


def _register(game_id: str) -> type[MeepleSpielGame]:
    return _register_classes(get_game(game_id), MeepleSpielGame, MeepleSpielState)


def _register_classes(
    game: Game, game_base: type[MeepleSpielGame], state_base: type["MeepleSpielState"]
) -> type[MeepleSpielGame]:
    """Register ``game`` with OpenSpiel as a subclass of ``game_base`` whose states are a
    subclass of ``state_base``."""
    name = type(game).__name__ + ("" if game_base is MeepleSpielGame else game_base.__name__)
    tensors = S.tensors_of(game)
    attributes = {
        "meeple_game": game, "tensors": tensors,
        "to_id": staticmethod(S.action_ids(game)), "numbered_chance": staticmethod(S.numbered_chance(tensors)),
        "chance_action": staticmethod(S.chance_lookup(tensors)), "chance_table": S.chance_table(tensors),
    }
    state_class = type(f"Spiel{name}State", (state_base,), attributes)
    cls: type[MeepleSpielGame] = type(f"Spiel{name}", (game_base,), {"meeple_game": game, "state_class": state_class})
    pyspiel.register_game(cls.spiel_type(), cls)
    return cls


GAMES: dict[str, Callable[..., MeepleSpielGame]] = {game_id: _register(game_id) for game_id in S.games_with_tensors()}

"""The kernel contract every game meets (see ../shared/design.md, "The kernel contract").

A :class:`Game` describes a game (id, player counts, options, notation) and creates
:class:`State` objects. A state says who acts next (several seats at once where the game
is simultaneous), which actions are legal, applies one action and returns the events it
caused, and shows each seat only what that seat may know.

Chance is a player, :data:`CHANCE`. Every die roll, card draw and shuffle is an action of
the chance player, chosen by whoever drives the game: a seeded sampler for live play and
simulation, or the pinned outcomes of a game record for a test or a bug report. A state
never holds a pre-drawn future (no pre-shuffled deck order), so search cannot peek.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Final, Generic, Hashable, Mapping, Sequence

from mypy_extensions import mypyc_attr
from typing_extensions import TypeVar

from meeple.engine.errors import IllegalActionError, OptionsError, excerpt, short_name
from meeple.engine.option_content import check_content

if TYPE_CHECKING:
    from meeple.engine.words import GameWords

#: The chance player's id. Seats are numbered 0..n-1.
CHANCE: Final = -1

#: A JSON-safe event: a dict with at least a ``"type"`` key. An event that only some seats
#: may see carries ``"visible_to": [seats]``; an event without that key is public.
Event = dict[str, Any]

Action = Hashable

#: The action type of one game's states (``DdState`` is a ``State[DdAction]``). Code that
#: drives any game (sessions, records, the simulator, the random agent) writes plain
#: ``State``, which is ``State[Any]``: it only passes back the actions the state itself
#: listed or the game parsed, never looks inside them.
ActionT = TypeVar("ActionT", bound=Hashable, default=Any)


@dataclass(frozen=True)
class OptionSpec:
    """One option a game accepts when a new game is created."""

    name: str
    #: "int", "bool", "str", "choice", or "content": a packaged piece's id (text) or the piece
    #: itself as a JSON object (a scenario, an army), never a path
    #: (:mod:`meeple.engine.option_content`).
    kind: str
    default: Any
    help: str
    choices: tuple[Any, ...] = ()
    #: False for an option added after records were written without it: at its default it is
    #: left out of a record (:meth:`Game.recorded_options`), so the record of a game that does
    #: not use it reads as before the option existed (a replay gives it its default again).
    recorded_at_default: bool = True


@dataclass(frozen=True)
class BotSpec:
    """A bot a game offers, by name, with a one-line description."""

    name: str
    help: str


@mypyc_attr(allow_interpreted_subclasses=True)
class Game(ABC):
    """A game of the registry: its identity, seat counts, options and notation."""

    id: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    #: Bumped whenever rule behaviour changes, so that old records say which rules they
    #: were played under.
    rules_version: ClassVar[str]
    options_spec: ClassVar[tuple[OptionSpec, ...]] = ()
    #: Whether some information is hidden from some seats.
    hidden_information: ClassVar[bool] = False
    #: Whether the seats win or lose together (the simulator then reports the team's
    #: result: ``result_summary()["team_won"]``).
    cooperative: ClassVar[bool] = False
    #: What ``meeple bench`` measures: (seats, bot of every seat, options).
    bench_setup: ClassVar[tuple[int, str, dict[str, Any]]] = (2, "random", {})
    #: The most moves (the seats' and chance's) made in one turn (the ``turn`` of
    #: :meth:`State.to_json`) when the seats play at random, with a margin over the most measured. The contract tests and the
    #: API fuzzer play many random games in every configuration and hold every turn to it, so a
    #: rule reading that lets a turn run on for ever is caught. None: not declared (refused).
    max_moves_per_turn: ClassVar[int | None] = None

    def check_options(self, num_players: object, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Validate ``options`` and the player count; return the full options with defaults.
        ``num_players`` is checked here, whatever it is (the compiled build would otherwise
        refuse a non-integer with a TypeError before the check).

        Raises :class:`OptionsError` with a readable reason for anything unknown or out of range.
        """
        self.check_player_count(num_players)
        given = dict(options or {})
        known = {spec.name: spec for spec in self.options_spec}
        unknown = sorted(set(given) - set(known), key=str)
        if unknown:
            names = ", ".join(known) or "none"
            shown = ", ".join(short_name(str(name)) for name in unknown[:5]) + (", ..." if len(unknown) > 5 else "")
            raise OptionsError(f"{self.id}: unknown option(s) {shown} (known: {names})")
        full: dict[str, Any] = {}
        for spec in self.options_spec:
            value = given.get(spec.name, spec.default)
            full[spec.name] = _check_option_value(self.id, spec, value)
        return full

    def recorded_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """The full ``options`` as a record keeps them: every option but those not
        ``recorded_at_default`` that hold their default."""
        specs = {spec.name: spec for spec in self.options_spec}
        return {name: value for name, value in options.items()
                if name not in specs or specs[name].recorded_at_default or value != specs[name].default}

    def check_player_count(self, num_players: object) -> int:
        """``num_players`` if the game is played by that many; an OptionsError otherwise. Front
        ends ask this before they build any list of seats."""
        if not isinstance(num_players, int) or isinstance(num_players, bool):
            raise OptionsError(f"{self.id}: the number of players must be an integer")
        if not self.min_players <= num_players <= self.max_players:
            raise OptionsError(
                f"{self.id} is played by {self.min_players}-{self.max_players} players, not {excerpt(num_players)}"
            )
        return num_players

    @abstractmethod
    def new_game(self, num_players: int, options: Mapping[str, Any] | None = None) -> "State":
        """Create the initial state. Chance events of the set-up (shuffles, deals) are the
        first chance nodes of the returned state."""

    @abstractmethod
    def parse_action(self, text: str) -> Action:
        """Parse one action in the game's notation; raise IllegalActionError if malformed."""

    @abstractmethod
    def format_action(self, action: Action) -> str:
        """The notation of ``action``; ``parse_action(format_action(a)) == a``."""

    def public_move(self, player: int, action: Action) -> bool:
        """Whether every seat, and a spectator, may read the notation of ``player``'s
        ``action`` (``player`` may be CHANCE): always, in a game without hidden information.
        A game with hidden information names the moves whose notation names nothing hidden
        (a story or a replay then shows them to everyone); by default none."""
        return not self.hidden_information

    def option_choices(self, name: str) -> tuple[str, ...]:
        """The values of option ``name`` that can be played now (a closed list such as the
        battle maps or scenarios), for sweeps like ``meeple simulate GAME --map all``; ``()``
        when the option has no such list."""
        return ()

    def words(self) -> "GameWords | None":
        """The game's words for people (:mod:`meeple.engine.words`): event sentences, action
        labels and card texts, shared by every front end; None for a game without them yet."""
        return None

    def bots(self) -> tuple[BotSpec, ...]:
        """Game-specific bots (the game-agnostic ``random`` bot is always available)."""
        return ()

    def make_bot(self, name: str, seed: int) -> Any:
        """Create one of :meth:`bots` by name."""
        raise OptionsError(f"{self.id} has no bot named {excerpt(name)}")

    def exact_odds(self, state: "State", seat: int, target: str | None = None) -> dict[str, Any] | None:
        """The game's exact odds of ``seat``'s decision in ``state`` (JSON-safe, computed from
        what that seat may know: a Dead Man's Draw bust chance, a D-Day Dice roll's Final
        Tally, ...), for the advisors (:mod:`meeple.agents.advice`); None where the game has
        none for this decision. ``target``: a result the player names, in the game's words
        (D-Day Dice: ``courage>=3,skulls==0``), where the game reads one."""
        return None

    # Integer action space for learners and search (OpenSpiel's num_distinct_actions).
    def num_distinct_actions(self) -> int:
        """How many distinct player actions there are (size of the action mask)."""
        raise OptionsError(f"{self.id} does not define an integer action space")

    def action_to_int(self, action: Action) -> int:
        raise OptionsError(f"{self.id} does not define an integer action space")

    def int_to_action(self, index: int) -> Action:
        raise OptionsError(f"{self.id} does not define an integer action space")

    def legal_action_mask(self, state: "State", player: int) -> list[bool]:
        """One flag per integer action id: whether it is legal for ``player`` now (pgx's
        ``legal_action_mask``); a new list the caller owns."""
        mask = [False] * self.num_distinct_actions()
        for action in state.legal_actions(player):
            mask[self.action_to_int(action)] = True
        return mask


def _check_option_value(game_id: str, spec: OptionSpec, value: Any) -> Any:
    if spec.kind == "content":
        return check_content(game_id, spec.name, value)
    if spec.kind == "bool":
        if isinstance(value, bool):
            return value
        raise OptionsError(f"{game_id}: option {spec.name} must be true or false, not {excerpt(value)}")
    if spec.kind == "int":
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        raise OptionsError(f"{game_id}: option {spec.name} must be an integer, not {excerpt(value)}")
    if spec.kind == "choice":
        if value in spec.choices:
            return value
        allowed = ", ".join(map(str, spec.choices))
        raise OptionsError(f"{game_id}: option {spec.name} must be one of {allowed}, not {excerpt(value)}")
    if not isinstance(value, str):
        raise OptionsError(f"{game_id}: option {spec.name} must be text, not {excerpt(value)}")
    return value


@mypyc_attr(allow_interpreted_subclasses=True)
class State(ABC, Generic[ActionT]):
    """A position of a game. See the module docstring for the contract.

    **The seat is the caller's word.** :meth:`legal_actions`, :meth:`observation`,
    :meth:`information_state`, :meth:`resample`, :meth:`apply` and the messages of the errors
    they raise answer for whatever seat they are given, and trust it: ``observation(q)``
    shows seat ``q``'s hidden cards (during Dead Man's Draw's trait choice, the two traits
    dealt to ``q``), ``legal_actions(q)`` lists what only ``q`` may know (the traits ``q`` may
    keep), and an illegal move's message may name them. A state cannot tell who is asking. So a
    front end that serves several people must take the seat from who is asking, never from
    what they send: the server takes it from the authenticated connection alone (the seat
    token of the socket's ``hello``, or of the request's ``Authorization`` header), never from
    a field of a message or a query parameter, and calls these methods with that seat only
    (docs/server.md, "Whose seat"). The terminal asks for the seat whose turn it is, on a
    screen the others were asked to look away from.
    """

    __slots__ = ()

    game: Game

    @property
    @abstractmethod
    def num_players(self) -> int:
        """How many seats the game has."""

    @abstractmethod
    def current_players(self) -> list[int]:
        """Who may act now: ``[CHANCE]`` at a chance node, one or several seats otherwise
        (several at once where the game is simultaneous), ``[]`` once the game is over."""

    def is_chance(self) -> bool:
        """Whether the next action is chance's."""
        return self.current_players() == [CHANCE]

    @abstractmethod
    def legal_actions(self, player: int) -> list[ActionT]:
        """The legal actions of ``player`` now (``[]`` if that seat may not act now).
        For chance, the possible outcomes. A new list the caller owns: changing it changes
        nothing in this state, its clones or any other game."""

    @abstractmethod
    def apply(self, player: int, action: Action) -> list[Event]:
        """Apply ``action`` by ``player`` (a seat or CHANCE) and return the events.

        The action is checked first; an illegal action raises IllegalActionError and
        changes nothing."""

    def apply_quietly(self, player: int, action: Action) -> None:
        """:meth:`apply` for a caller that reads no events (a game between bots, a playout, a
        sweep): the same check, the same refusal of an illegal action, the same new state.
        A game may skip building its events here; by default they are built and dropped."""
        self.apply(player, action)

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[ActionT, float]]:
        """At a chance node, each possible outcome with its probability."""

    @abstractmethod
    def sample_chance(self, rng: random.Random) -> ActionT:
        """At a chance node, draw one outcome with ``rng`` (the game's sampler)."""

    @abstractmethod
    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` may know now, as JSON-safe data, and nothing more; new data the
        caller owns (changing it changes nothing in the state)."""

    @abstractmethod
    def is_over(self) -> bool:
        """Whether the game has ended."""

    @abstractmethod
    def returns(self) -> list[float]:
        """Each seat's result (1.0 for a winner, 0.0 otherwise, shared wins all 1.0)."""

    @abstractmethod
    def clone(self) -> "State":
        """An independent copy (cheap: no deepcopy)."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """The full state (hidden parts included) as JSON-safe data; equal states give
        equal JSON, so replays can be compared. New data the caller owns."""

    def information_state(self, player: int) -> str:
        """A key of what ``player`` knows; two states with the same key are
        indistinguishable to that player."""
        import json

        return json.dumps(self.observation(player), sort_keys=True, separators=(",", ":"))

    def revealed_by(self, player: int, events: Sequence[Event]) -> str | None:
        """What hidden information the move ``player`` just made (with ``events``) showed
        that seat without a chance outcome -- a face-down pile looked through, the others'
        hidden choices revealed -- in a few words ("the discard pile"); None if it showed
        nothing. Asked of the state after the move; a move that showed something can never
        be taken back (:meth:`meeple.engine.session.Session.undo`). By default a move shows
        nothing: chance outcomes are barriers to undo anyway."""
        return None

    def estimate_returns(self) -> list[float] | None:
        """An estimate of :meth:`returns` for a game not yet over, each seat's chance of
        winning read from the position (scores, strength left), for search that stops a
        playout early (:mod:`meeple.agents.mcts`); None where the game gives none. It may read
        the whole state: search calls it on a state drawn by :meth:`resample`."""
        return None

    def resample(self, player: int, rng: random.Random) -> "State":
        """A full state consistent with what ``player`` knows (for determinization)."""
        return self.clone()

    def check_turn(self, player: int) -> None:
        """Raise IllegalActionError unless ``player`` may act now."""
        if self.is_over():
            raise IllegalActionError("the game is over: no more moves can be made")
        current = self.current_players()
        if player not in current:
            who = "chance" if current == [CHANCE] else "seat(s) " + ", ".join(map(str, current))
            actor = "chance" if player == CHANCE else f"seat {player}"
            raise IllegalActionError(f"it is not {actor}'s turn to act: waiting for {who}")


def outcome_distribution(items: Sequence[Any]) -> list[tuple[Any, float]]:
    """Distinct items of a multiset with their probability of being drawn uniformly."""
    counts = Counter(items)
    total = len(items)
    return [(item, count / total) for item, count in sorted(counts.items())]

"""Dead Man's Draw as a registered game (rulebook ../shared/seeds/001_5fd2e31082e5ce13.txt).

2-4 players with one deck; 5-8 players play the party variant with two decks (p. 12).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, ClassVar, Mapping

from meeple.engine.action_table import TableActions
from meeple.engine.core import CHANCE, BotSpec, Game, OptionSpec
from meeple.games.dead_mans_draw import actions as A
from meeple.games.dead_mans_draw.content import load_content
from meeple.games.dead_mans_draw.setup import new_state
from meeple.games.dead_mans_draw.state import DmdState
from meeple.games.dead_mans_draw.words import WORDS, DmdWords


class DeadMansDraw(TableActions, Game):
    """Dead Man's Draw, Mayday Games edition."""

    id = "dead-mans-draw"
    actions = A
    action_type = A.DmdAction
    name = "Dead Man's Draw"
    min_players = 2
    max_players = 8
    rules_version = "1"
    hidden_information = True
    #: A turn draws from a pile that only shrinks, and the set-up (turn 0) deals, keeps and aims
    #: at most eight seats' traits; random play's longest turn measured: 48 moves, chance's
    #: included (4,800 games of the API fuzzer).
    max_moves_per_turn = 120
    options_spec: ClassVar[tuple[OptionSpec, ...]] = ()

    def new_game(self, num_players: int, options: Mapping[str, Any] | None = None) -> DmdState:
        self.check_options(num_players, options)
        return new_state(self, num_players)

    def public_move(self, player: int, action: Any) -> bool:
        """A seat's move is seen by the whole table (p. 2-3: draw, bank, the suits' choices)
        except ``keep``, the trait kept face down until all have chosen (p. 2); chance's
        outcomes are told by their news only (a card put face down names nothing public)."""
        return player != CHANCE and isinstance(action, A.DmdAction) and action.kind != "keep"

    def words(self) -> DmdWords:
        """The game's words for every front end (:mod:`.words`)."""
        return WORDS

    def bots(self) -> tuple[BotSpec, ...]:
        return (
            BotSpec("heuristic", "weighs the bust odds from the cards seen leaving the draw pile "
                    "against the value of the play area"),
        )

    def make_bot(self, name: str, seed: int) -> Any:
        from meeple.games.dead_mans_draw.bots import HeuristicBot

        if name == "heuristic":
            return HeuristicBot(seed)
        return super().make_bot(name, seed)

    def exact_odds(self, state: Any, seat: int, target: str | None = None) -> dict[str, Any] | None:
        """At a draw decision: the next card's odds and the turn's values (:mod:`.advisor`);
        no target is read."""
        from meeple.games.dead_mans_draw.advisor import odds_json

        return odds_json(state, seat)

    def check_content(self, directory: Path | None = None) -> str:
        """Validate the suit and trait data files (the packaged ones, or those in
        ``directory``); raise ContentError naming the file and the problem."""
        content = load_content(directory)
        return f"{len(content.suits)} suits, {sum(len(s.values) for s in content.suits)} cards, {len(content.traits)} traits"

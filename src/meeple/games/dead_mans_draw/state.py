"""The state of a game of Dead Man's Draw and the kernel contract over it.

The rules themselves live in small modules named after them: :mod:`.setup` (set-up),
:mod:`.turn` (drawing, banking, end of turn and of game), :mod:`.placement` (a card
entering the play area, and the bust), :mod:`.abilities` (the suit abilities and the traits
that modify them), :mod:`.banking` (collecting, Key & Chest) and :mod:`.scoring`. This
module holds the data, answers who acts and what is legal, and dispatches actions.

Hidden information (rulebook p. 2: "I giocatori non possono guardare le carte nel mazzo
degli scarti"): the draw pile and the discard pile are unordered multisets here; the order
of a shuffled pile does not exist until chance draws from it, so nothing in the state can
leak the future. The draw pile's *contents* follow from public information (the 50 cards
that start there, minus those seen leaving it), as at the table.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Final, Sequence

from meeple.engine.core import CHANCE, Event, Game, State, outcome_distribution
from meeple.engine.errors import IllegalActionError
from meeple.games.dead_mans_draw import actions as A
from meeple.games.dead_mans_draw import effects as E
from meeple.games.dead_mans_draw.bank import Bank
from meeple.games.dead_mans_draw.event_sink import Sink
from meeple.games.dead_mans_draw.cards import DAVY_JONES_LOCKER, NO_TRAIT

from meeple.games.dead_mans_draw import banking, legality, turn
from meeple.games.dead_mans_draw.observation import full_state, observe
from meeple.games.dead_mans_draw.phases import DEAL, FIRST, KEEP, OVER, PLAY, TARGET
from meeple.games.dead_mans_draw.scoring import score, winners
from meeple.games.dead_mans_draw.setup import resample_traits
from meeple.games.dead_mans_draw.estimate import estimate_returns


DRAW_EFFECT: Final = (E.DRAW,)


class DmdState(State[A.DmdAction]):
    """A game of Dead Man's Draw."""

    __slots__ = (
        "game", "n", "decks", "phase", "current", "turn", "draw_pile", "draw_top", "drawn",
        "discard", "play", "protected", "protect_next", "play_suits", "banks", "traits",
        "dealt", "trait_deck", "djl_target", "pending", "kraken_need", "ending", "revealed",
        "legal_cache", "drawn_at",
    )

    def __init__(self, game: Game, num_players: int, decks: int) -> None:
        self.game = game
        self.n = num_players
        self.decks = decks
        self.phase = DEAL
        self.current = -1
        self.turn = 0
        self.draw_pile: list[int] = []
        self.draw_top: list[int] = []
        self.drawn: list[int] = []
        self.discard: list[int] = []
        self.play: list[int] = []
        self.protected: list[bool] = []
        self.protect_next = 0
        self.play_suits = 0
        self.banks: list[Bank] = []
        self.traits: list[int] = [NO_TRAIT] * num_players
        self.dealt: list[list[int]] = [[] for _ in range(num_players)]
        self.trait_deck: list[int] = []
        self.djl_target: list[int] = [-1] * num_players
        self.pending: list[tuple[int, ...]] = []
        self.kraken_need = 0
        self.ending = False
        self.revealed: list[int] = []
        #: The current player's legal actions in the play phase, computed at most once per
        #: position; a tuple, so the state and its clones may share it and no caller can
        #: change it (``legal_actions`` hands out a list of the caller's own).
        self.legal_cache: legality.Legal | None = None
        #: Where in its pile the card chance drew last lay (:meth:`sample_chance`), -1 if
        #: unknown: with one deck, no card is there twice, so the card is taken out there
        #: instead of searched for (:func:`.turn.resolve_chance`). Not part of the position.
        self.drawn_at = -1

    # ------------------------------------------------------------------ contract
    @property
    def num_players(self) -> int:
        return self.n

    def current_players(self) -> list[int]:
        phase = self.phase
        if phase == PLAY:
            if self.pending and self.pending[-1][0] < E.FIRST_DECISION:
                return [CHANCE]
            return [self.current]
        if phase == DEAL or phase == FIRST:
            return [CHANCE]
        if phase == KEEP:
            return [p for p in range(self.n) if self.traits[p] == NO_TRAIT]
        if phase == TARGET:
            return [
                p for p in range(self.n)
                if self.traits[p] == DAVY_JONES_LOCKER and self.djl_target[p] < 0
            ]
        return []

    def is_chance(self) -> bool:
        phase = self.phase
        if phase == PLAY:
            return bool(self.pending) and self.pending[-1][0] < E.FIRST_DECISION
        return phase == DEAL or phase == FIRST

    def is_over(self) -> bool:
        return self.phase == OVER

    def legal_actions(self, player: int) -> list[A.DmdAction]:
        """The caller's own list: changing it changes nothing here (the cache is a tuple)."""
        pending = self.pending
        if (
            self.phase == PLAY
            and player == self.current
            and not (pending and pending[-1][0] < E.FIRST_DECISION)
        ):
            legal = self.legal_cache
            if legal is None:
                legal = self.legal_cache = legality.player_actions(self, player)
            return list(legal)
        if player not in self.current_players():
            return []
        if player == CHANCE:
            return [a for a, _ in self.chance_outcomes()]
        return list(legality.player_actions(self, player))

    def apply(self, player: int, action: Any) -> list[Event]:
        events: list[Event] = []
        self._step(player, action, events)
        return events

    def apply_quietly(self, player: int, action: Any) -> None:
        """:meth:`apply` without its events: the same checks and the same new state, no
        event built (:mod:`.event_sink`)."""
        self._step(player, action, None)

    def _step(self, player: int, given: Any, events: Sink) -> None:
        """Check and apply action ``given`` by ``player``; its events go to ``events``."""
        if type(given) is not A.DmdAction:
            raise IllegalActionError(f"not a Dead Man's Draw action: {given!r}")
        action: A.DmdAction = given  # typed: the compiled build reads its fields directly
        if self.phase != PLAY:
            self.check_turn(player)
            if player == CHANCE:
                legality.check_chance(self, action)
            else:
                self._check_legal(player, action)
            told = turn.dispatch_setup(self, player, action)
            if events is not None:
                events += told
            return
        # The play phase: the hot path of every game, kept flat on purpose.
        pending = self.pending
        if pending and pending[-1][0] < E.FIRST_DECISION:
            if player != CHANCE:
                self.check_turn(player)
            self.legal_cache = None
            if action.kind != "card" or not turn.resolve_chance(self, action.a, events):
                legality.check_chance(self, action)  # raises with the reason
        else:
            if player != self.current:
                self.check_turn(player)
            legal = self.legal_cache
            if legal is None:
                legal = legality.player_actions(self, player)
            for option in legal:  # the table's own action, found without calling __eq__
                if option is action:
                    break
            else:
                if action not in legal:  # an equal action built elsewhere is legal too
                    raise IllegalActionError(legality.why_illegal(self, player, action, legal))
            self.legal_cache = None
            if action is A.DRAW and not self.draw_top:
                pending.append(DRAW_EFFECT)  # chance decides the card: nothing else to do
                return
            if action is A.DRAW:
                turn.draw(self, events)
            elif action is A.BANK:
                banking.bank_play_area(self, events)
            else:
                turn.resolve_decision(self, action, events)
        if self.pending or self.ending:
            turn.advance(self, events)

    def _check_legal(self, player: int, action: A.DmdAction) -> None:
        legal = self.legal_cache if self.phase == PLAY else None
        if legal is None:
            legal = legality.player_actions(self, player)
        if action not in legal:
            raise IllegalActionError(legality.why_illegal(self, player, action, legal))

    def chance_outcomes(self) -> list[tuple[A.DmdAction, float]]:
        if not self.is_chance():
            return []
        kind, population = legality.chance_population(self)
        if kind == "first":
            return [(A.CHANCE_FIRST[s], 1.0 / self.n) for s in range(self.n)]
        table = A.CHANCE_TRAIT if kind == "trait" else A.CHANCE_CARD
        if self.decks == 1 and population:
            # With one deck ("Setup": one of each card, one of each trait card) no item of a
            # pile is there twice: each is drawn with probability 1/len, listed in order of
            # its number -- what ``outcome_distribution`` gives, without counting.
            share = 1.0 / len(population)
            return [(table[item], share) for item in sorted(population)]
        return [(table[item], p) for item, p in outcome_distribution(population)]

    def sample_chance(self, rng: random.Random) -> A.DmdAction:
        if self.phase == PLAY and self.pending:
            kind = self.pending[-1][0]
            if kind < E.FIRST_DECISION:
                pile = self.draw_pile if kind <= E.REVEAL else self.discard
                # Each card of the pile equally likely (``random()`` is cheaper than
                # ``choice``; its 53-bit resolution makes the bias immeasurable).
                at = self.drawn_at = int(rng.random() * len(pile))
                return A.CHANCE_CARD[pile[at]]
        if not self.is_chance():
            raise IllegalActionError("no chance event is due now")
        kind_name, population = legality.chance_population(self)
        if kind_name == "first":
            return A.CHANCE_FIRST[rng.randrange(self.n)]
        return A.CHANCE_TRAIT[rng.choice(population)]

    def observation(self, player: int) -> dict[str, Any]:
        return observe(self, player)

    def returns(self) -> list[float]:
        if self.phase != OVER:
            return [0.0] * self.n
        won = set(winners(self.banks, self.traits))
        return [1.0 if p in won else 0.0 for p in range(self.n)]

    def estimate_returns(self) -> list[float] | None:
        """Each seat's estimated chance of winning, for search (:mod:`.estimate`)."""
        if self.phase == OVER:
            return self.returns()
        if self.phase != PLAY:
            return None
        return estimate_returns(self)

    def scores(self) -> list[int]:
        """Each seat's score so far (rulebook p. 4)."""
        return [score(b, t) for b, t in zip(self.banks, self.traits)]

    def result_summary(self) -> dict[str, Any]:
        return {"scores": self.scores(), "winners": winners(self.banks, self.traits)}

    def analysis_summary(self) -> dict[str, Any]:
        """The end-of-game summary a sweep stores beside each game (:mod:`.analysis`)."""
        from meeple.games.dead_mans_draw.analysis import analysis_summary

        return analysis_summary(self)

    def clone(self) -> "DmdState":
        new = DmdState(self.game, self.n, self.decks)
        new.phase = self.phase
        new.current = self.current
        new.turn = self.turn
        new.draw_pile = self.draw_pile[:]
        new.draw_top = self.draw_top[:]
        new.drawn = self.drawn[:]
        new.discard = self.discard[:]
        new.play = self.play[:]
        new.protected = self.protected[:]
        new.protect_next = self.protect_next
        new.play_suits = self.play_suits
        new.banks = [b[:] for b in self.banks]
        new.traits = self.traits[:]
        new.dealt = [d[:] for d in self.dealt]
        new.trait_deck = self.trait_deck[:]
        new.djl_target = self.djl_target[:]
        new.pending = self.pending[:]
        new.kraken_need = self.kraken_need
        new.ending = self.ending
        new.revealed = self.revealed[:]
        new.legal_cache = self.legal_cache
        return new

    def to_json(self) -> dict[str, Any]:
        return full_state(self)

    def information_state(self, player: int) -> str:
        """What ``player`` knows, with perfect recall: its observation plus the contents of
        the discard pile. The discard pile is face down (it is not in the observation), but
        every card that enters or leaves it does so in view of all (the ten lowest cards at
        set-up, busts, Cannon shots, Map and Key & Chest draws), so a player who remembers
        knows its contents; its order does not exist (rulings DMD-1)."""
        import json

        key = self.observation(player)
        key["discard_pile_cards"] = sorted(self.discard)
        return json.dumps(key, sort_keys=True, separators=(",", ":"))

    def revealed_by(self, player: int, events: Sequence[Event]) -> str | None:
        """What ``player``'s move showed them that was hidden, without chance (so that it is
        never taken back): the last trait kept reveals every seat's (p. 2: "Ogni giocatore
        rivela il proprio Personaggio agli altri giocatori"), and a Map placed by a
        Navigator's own decision -- a Hook, a Sword, a card taken -- shows them the face-down
        discard pile to choose from (p. 9, Navigator: "Scegli qualsiasi carta dal mazzo degli
        scarti")."""
        if self.pending and self.pending[-1][0] == E.NAVIGATE and player == self.current:
            return "the discard pile"
        if any(event["type"] == "traits-revealed" for event in events):
            return "every seat's trait"
        return None

    def resample(self, player: int, rng: random.Random) -> "DmdState":
        """A state consistent with what ``player`` knows.

        The only hidden facts that exist in the state are the traits other players were
        dealt (and, before everyone has revealed, which one they kept); the piles hold no
        order to hide. Those are redrawn from the traits ``player`` has not seen.
        """
        return resample_traits(self, player, rng)

    def card_census(self) -> dict[int, int]:
        """How many copies of each card are in each place, summed: draw pile, face-up top
        of the draw pile, discard pile, play area, Map's revealed cards and banks. Used to
        check that cards are conserved."""
        cards = self.draw_pile + self.draw_top + self.discard + self.play + self.revealed
        for bank in self.banks:
            for suit, pile in enumerate(bank):
                base = suit * 16
                cards.extend(base + v for v in pile)
        return dict(Counter(cards))

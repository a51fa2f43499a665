"""The optional rules of D-Day Dice, each a switch (a game option) on a new game.

Rulebooks: Italian "Regole opzionali" (000_..., pp. 11-13), Spanish "REGLAS OPCIONALES"
(002_...), French second edition "RÈGLES OPTIONNELLES" (004_..., which repeats Solo, Bazooka
Joe, Soldier Mulligan, Blind Start and Victory Points). The rulings are DDO-1 .. DDO-20
(docs/rulings.md).

=========================  ==========================================================
option                     rule (Italian / Spanish title)
=========================  ==========================================================
``bazooka_joe``            "Bazooka Joe" / "BAZUCA JOE": "tutti gli oggetti speciali sono
                           disponibili, senza tenere conto di quelli richiesti dalla mappa"
``bazooka_joe_specialists`` its second step: "Se trovi il gioco ancora difficile, rendi
                           disponibili tutti gli specialisti"
``soldier_mulligan``       "Soldier Mulligan (raccomandato)": :mod:`.mulligan`
``well_equipped``          "Ben equipaggiato" / "BIEN EQUIPADO": "Tutte le unità partono
                           con 10 punti oggetto"
``random_specialists``     "Specialisti casuali" / "ESPECIALISTAS DESCONTROLADOS":
                           :mod:`.random_specialists`
``quartermasters_whim``    "Problemi in fureria" / "EL CAPRICHO DEL INTENDENTE":
                           :mod:`.quartermasters_whim`
``victory_points``         "Punti Vittoria (VP) (raccomandato per il gioco solitario)":
                           :mod:`.scoring` (on by default: it changes no decision, DDO-9)
``blind_start``            "Inizio alla cieca" / "COMIENZO CIEGO": :mod:`.blind_start`
=========================  ==========================================================

"Solitario" and the solo Lieutenant ("Scambio in solitaria") are not switches: a game with
one seat is a solo game (:mod:`.final_count`, :mod:`.items`, :mod:`.medals`, :mod:`.rwb`;
DDO-1, DDO-2).

The random parts of the set-up (the specialists and special items drawn, the unit-marker
dice of the Blind Start) are chance actions resolved before the first roll, in the order of
the rulebook (random specialists, then special items, then the marker dice): ``draw <card>``
and ``marker <face>``. The state keeps the piles being drawn from while the set-up lasts
(``setup_decks``) and what is still to draw (``setup_queue``), never a card drawn in advance.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any, Final, Mapping

from meeple.engine.core import Event, OptionSpec
from meeple.engine.errors import IllegalActionError, OptionsError
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import blind_start, quartermasters_whim, random_specialists
from meeple.games.dday_dice.board import Board
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.quartermasters_whim import PRICED_SPECIAL_ITEMS

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

_CARDS: Final = load_cards()
ALL_REGULAR_SPECIALISTS: Final[tuple[str, ...]] = tuple(c.id for c in _CARDS.of_kind("regular-specialist"))
ALL_UNIQUE_SPECIALISTS: Final[tuple[str, ...]] = tuple(c.id for c in _CARDS.of_kind("unique-specialist"))
#: "Tutte le unità partono con 10 punti oggetto."
WELL_EQUIPPED_ITEM_POINTS: Final = 10

OPTION_SPECS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec("bazooka_joe", "bool", False,
               "optional rule Bazooka Joe: every special item is in the reserve, whatever the map lists"),
    OptionSpec("bazooka_joe_specialists", "bool", False,
               "Bazooka Joe's second step: every specialist is available too (needs bazooka_joe)"),
    OptionSpec("soldier_mulligan", "bool", False,
               "optional rule Soldier Mulligan: once a game, a unit whose first roll shows no soldier "
               "may reroll all six dice"),
    OptionSpec("well_equipped", "bool", False, "optional rule Well Equipped: every unit starts with 10 Item Points"),
    OptionSpec("random_specialists", "bool", False,
               "optional rule Random Specialists: each unit draws its regular specialists (3 two-star, "
               "3 three-star, 1 four-star); one unique specialist per player is drawn"),
    OptionSpec("quartermasters_whim", "bool", False,
               "optional rule Quartermaster's Whim: 2 special items per player, drawn at random, "
               "instead of the map's"),
    OptionSpec("victory_points", "bool", True,
               "optional rule Victory Points: the result reports each unit's VP and the team's"),
    OptionSpec("blind_start", "bool", False,
               "optional rule Blind Start: 1 soldier plus four unit-marker dice (chevrons: soldiers, "
               "arrows: stars) instead of the map's start resources"),
)


@dataclass(frozen=True)
class OptionalRules:
    """Which optional rules a game is played with (the options of :data:`OPTION_SPECS`)."""

    bazooka_joe: bool = False
    bazooka_joe_specialists: bool = False
    soldier_mulligan: bool = False
    well_equipped: bool = False
    random_specialists: bool = False
    quartermasters_whim: bool = False
    victory_points: bool = True
    blind_start: bool = False

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> "OptionalRules":
        """The rules of a game's checked options (options not given keep their default)."""
        defaults = cls()
        return cls(**{f.name: bool(options.get(f.name, getattr(defaults, f.name))) for f in fields(cls)})

    def to_json(self) -> dict[str, bool]:
        return {f.name: bool(getattr(self, f.name)) for f in fields(self)}


NO_OPTIONAL_RULES: Final = OptionalRules()


def check(rules: OptionalRules, board: Board, num_players: int) -> None:
    """Refuse, with :class:`OptionsError`, a combination the rulebook does not make sense of
    (DDO-5, DDO-6): a second step without its first, two rules replacing the same list, or a
    rule about cards on a map that has none of them."""
    where = f"dday-dice: map {board.id}"
    if rules.bazooka_joe_specialists and not rules.bazooka_joe:
        raise OptionsError(
            "dday-dice: bazooka_joe_specialists is Bazooka Joe's second step (\"Se trovi il gioco ancora "
            "difficile, rendi disponibili tutti gli specialisti\"): set bazooka_joe=true too"
        )
    if rules.bazooka_joe and rules.quartermasters_whim:
        raise OptionsError(
            "dday-dice: bazooka_joe and quartermasters_whim both replace the map's special items; choose one"
        )
    if rules.bazooka_joe_specialists and rules.random_specialists:
        raise OptionsError(
            "dday-dice: bazooka_joe_specialists and random_specialists both replace the map's specialists; choose one"
        )
    if not board.items:
        for name in ("bazooka_joe", "quartermasters_whim", "well_equipped"):
            if getattr(rules, name):
                raise OptionsError(f"{where} has no items: the option {name} does not apply to it")
    if not (board.regular_specialists or board.unique_specialists):
        for name in ("bazooka_joe_specialists", "random_specialists"):
            if getattr(rules, name):
                raise OptionsError(f"{where} has no specialists: the option {name} does not apply to it")


def prepare_board(board: Board, rules: OptionalRules) -> Board:
    """Bazooka Joe (DDO-3, DDO-4): every priced special item, and in its second step every
    specialist, instead of the map's lists."""
    if rules.bazooka_joe:
        board = replace(board, special_items=PRICED_SPECIAL_ITEMS)
    if rules.bazooka_joe_specialists:
        board = replace(board, regular_specialists=ALL_REGULAR_SPECIALISTS, unique_specialists=ALL_UNIQUE_SPECIALISTS)
    return board


def set_up(s: "DdState", rules: OptionalRules) -> None:
    """The optional rules' part of the set-up, after the map's ("Inizio gioco"): the start
    resources (Blind Start, then Well Equipped: DDO-8) and the draws to make at random."""
    s.rules = rules
    if rules.blind_start:
        blind_start.set_up(s)
    if rules.well_equipped:
        for unit in s.units:
            unit.item_points = WELL_EQUIPPED_ITEM_POINTS
    if rules.bazooka_joe_specialists and s.hands:
        # Silence the Guns gives each unit its own map's hand: the second step fills every hand
        # with all the regular specialists too (DDO-6)
        s.hands = [list(ALL_REGULAR_SPECIALISTS) for _ in s.units]
    if rules.random_specialists:
        random_specialists.set_up(s)
    if rules.quartermasters_whim:
        quartermasters_whim.set_up(s)
    if rules.blind_start:
        blind_start.queue(s)


def without_victory_points(s: "DdState", summary: dict[str, Any]) -> None:
    """Victory Points not in play (DDO-9): the result reports no VP; each unit's score is its
    return (1 for a won game, 0 for a lost one)."""
    summary.pop("victory_points", None)
    summary.pop("team_victory_points", None)
    summary["scores"] = list(s.returns())


# ---------------------------------------------------------------------- set-up chance
def _deck(s: "DdState") -> list[str] | None:
    key = s.setup_queue[0][0]
    return None if key == blind_start.MARKER else s.setup_decks[key]


def chance_outcomes(s: "DdState") -> list[tuple[A.DdAction, float]]:
    deck = _deck(s)
    if deck is None:
        return [(a, 1 / len(A.CHANCE_MARKER)) for a in A.CHANCE_MARKER]
    return [(A.CHANCE_DRAW[c], deck.count(c) / len(deck)) for c in dict.fromkeys(deck)]


def sample(s: "DdState", rng: random.Random) -> A.DdAction:
    deck = _deck(s)
    if deck is None:
        return A.CHANCE_MARKER[int(rng.random() * len(A.CHANCE_MARKER))]
    return A.CHANCE_DRAW[deck[int(rng.random() * len(deck))]]


def apply_chance(s: "DdState", action: A.DdAction, events: list[Event]) -> None:
    """Chance draws the next set-up card, or shows the next unit-marker die."""
    key, seat = s.setup_queue[0]
    deck = _deck(s)
    if deck is None:
        if action.kind != "marker":
            raise IllegalActionError(f"impossible chance outcome {action.text!r}: a unit-marker die is rolled")
        s.setup_queue.pop(0)
        blind_start.on_marker(s, s.units[seat], action.a, events)
    else:
        if action.kind != "draw" or action.name not in deck:
            raise IllegalActionError(
                f"impossible chance outcome {action.text!r}: a card of the set-up pile {key} is drawn"
            )
        s.setup_queue.pop(0)
        deck.remove(action.name)
        if key == quartermasters_whim.DECK:
            quartermasters_whim.on_draw(s, action.name, events)
        else:
            random_specialists.on_draw(s, key, seat, action.name, events)
    if not s.setup_queue:
        s.setup_decks.clear()  # the piles left go back in the box

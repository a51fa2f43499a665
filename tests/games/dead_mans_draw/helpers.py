"""Scripting Dead Man's Draw games for the rule tests.

Every test builds a game record with every chance move pinned and replays it. The set-up
is written by :func:`script` (two ``trait`` deals per seat, a ``keep`` per seat, the Davy
Jones' Locker ``target`` moves, ``first N``); the test writes only the turns, one move a
line, in the record's own notation:

``"0: draw kraken5"``   seat 0 draws and chance makes it the Kraken 5 (two record moves:
                        ``{"by": 0, "action": "draw"}`` then ``{"by": "chance",
                        "action": "card kraken5"}``)
``"0: draw"``           seat 0 draws a card already face up on the draw pile (Oracle)
``"0: hook mermaid"``   any other seat move, as written in the notation
``"chance: card map3"`` a chance move (an Oracle or Map reveal, a Key & Chest bonus card)

Unless a test names them, the seats keep traits that do not touch the suits of the usual
test (see :data:`QUIET_TRAITS`); a test about Oracle, Map, Key & Chest, Hook or Sword
names the traits it plays with.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Iterable, Sequence

from meeple.engine.record import GameRecord, MoveRecord, Replay, SeatRecord, replay_record
from meeple.games.dead_mans_draw.cards import DECK, LOWEST, card_text
from meeple.games.dead_mans_draw.content import TRAIT_IDS

GAME_ID = "dead-mans-draw"

#: Traits kept by default, seat by seat: each only modifies the ability of one suit
#: (Oracle, Map, Key & Chest, Hook, Sword) or scoring.
QUIET_TRAITS = (
    "mystic", "navigator", "treasure-hunter", "golden-scales", "captains-hook", "swordsman",
    "mystic", "navigator",
)

NAMES = ("Eliza", "Zach", "Anne", "Jack", "Mary", "Ned", "Grace", "Will")


def _filler(used: Counter[str], copies: int) -> str:
    """A trait still in the trait deck, to deal as the trait a seat does not keep."""
    for trait in reversed(TRAIT_IDS):
        if used[trait] < copies:
            return trait
    raise ValueError("no trait left to deal")


def setup_moves(
    players: int,
    traits: Sequence[str] | None = None,
    first: int = 0,
    targets: dict[int, int] | None = None,
    dealt: Sequence[Sequence[str]] | None = None,
) -> list[dict[str, Any]]:
    """The set-up of a game: deal two traits to each seat, each keeps one, Davy Jones'
    Locker holders name their target (3+ players), chance names the first player."""
    copies = 2 if players >= 5 else 1
    kept = list(traits) if traits is not None else list(QUIET_TRAITS[:players])
    if len(kept) != players:
        raise ValueError(f"name one trait per seat ({players} seats)")
    used: Counter[str] = Counter(kept)
    if dealt is None:
        hands = []
        for trait in kept:
            extra = _filler(used, copies)
            used[extra] += 1
            hands.append([trait, extra])
    else:
        hands = [list(hand) for hand in dealt]
    moves: list[dict[str, Any]] = []
    for hand in hands:
        moves += [{"by": "chance", "action": f"trait {t}"} for t in hand]
    moves += [{"by": seat, "action": f"keep {t}"} for seat, t in enumerate(kept)]
    for seat, target in (targets or {}).items():
        moves.append({"by": seat, "action": f"target {target}"})
    moves.append({"by": "chance", "action": f"first {first}"})
    return moves


def turn_moves(lines: Iterable[str | dict[str, Any]]) -> list[dict[str, Any]]:
    """Expand the short move lines described in the module docstring into record moves."""
    moves: list[dict[str, Any]] = []
    for line in lines:
        if isinstance(line, dict):
            moves.append(line)
            continue
        who, _, action = line.partition(":")
        who, action = who.strip(), action.strip()
        by: int | str = "chance" if who == "chance" else int(who)
        words = action.split()
        if by != "chance" and words[:1] == ["draw"] and len(words) == 2:
            moves.append({"by": by, "action": "draw"})
            moves.append({"by": "chance", "action": f"card {words[1]}"})
        else:
            moves.append({"by": by, "action": action})
    return moves


def script(
    players: int = 2,
    traits: Sequence[str] | None = None,
    first: int = 0,
    moves: Iterable[str | dict[str, Any]] = (),
    targets: dict[int, int] | None = None,
    dealt: Sequence[Sequence[str]] | None = None,
    setup: bool = True,
) -> GameRecord:
    """A game record with every chance move pinned: the set-up, then ``moves``."""
    all_moves = setup_moves(players, traits, first, targets, dealt) if setup else []
    all_moves += turn_moves(moves)
    return GameRecord(
        game=GAME_ID,
        seats=[SeatRecord(name=NAMES[i]) for i in range(players)],
        moves=[MoveRecord(**m) for m in all_moves],
    )


def replay_prefix(record: GameRecord, count: int) -> Replay:
    """Replay only the first ``count`` moves of ``record``."""
    return replay_record(record.model_copy(update={"moves": record.moves[:count]}))


def play(*args: Any, **kwargs: Any) -> Replay:
    """Replay :func:`script` ``(*args, **kwargs)``."""
    return replay_record(script(*args, **kwargs))


# ------------------------------------------------------------------ reading the state
def bank(state: Any, seat: int) -> dict[str, list[int]]:
    """A seat's bank as ``{suit: [values, top card first]}``."""
    return state.to_json()["banks"][seat]["piles"]


def bank_cards(state: Any, seat: int) -> list[str]:
    """The cards of a seat's bank, sorted, in card notation."""
    return sorted(f"{suit}{v}" for suit, values in bank(state, seat).items() for v in values)


def discard(state: Any) -> list[str]:
    """The discard pile's cards, sorted, in card notation."""
    return sorted(state.to_json()["discard_pile"])


def play_area(state: Any) -> list[str]:
    """The cards in the play area, in the order they were placed."""
    return [entry["card"] for entry in state.to_json()["play_area"]]


def legal(state: Any, seat: int) -> list[str]:
    """The legal actions of ``seat``, in notation."""
    return [a.text for a in state.legal_actions(seat)]


def events_of(replay: Replay, kind: str) -> list[dict[str, Any]]:
    """The events of one type, in order."""
    return [e for e in replay.events if e["type"] == kind]


def last_turn_events(replay: Replay) -> list[dict[str, Any]]:
    """The events since the last ``turn`` event."""
    for i in range(len(replay.events) - 1, -1, -1):
        if replay.events[i]["type"] == "turn":
            return replay.events[i:]
    return list(replay.events)


def full_deck(decks: int = 1) -> dict[int, int]:
    """Every loot card with its number of copies."""
    return {c: decks for c in DECK}


STARTING_DISCARD = sorted(card_text(c) for c in LOWEST)


# ------------------------------------------------------------------ emptying the draw pile
#: Traits under which :func:`bust_out` plays: none touches a card of a busting turn.
ENDGAME_TRAITS = (
    "golden-scales", "treasure-hunter", "plunderer", "swordsman", "master-gunner",
    "scavenger", "beastmaster", "captains-hook",
)


def _suit(text: str) -> str:
    return text.rstrip("0123456789")


def bust_out(players: int = 2, first: int = 0, leave: Sequence[str] = ()) -> tuple[list[str], int]:
    """Turns that draw every card of the draw pile except ``leave``, each turn ending in a
    bust, so that every bank stays empty; returns the move lines and the seat whose turn
    comes next. Play them from the start of the game, with traits from
    :data:`ENDGAME_TRAITS` (a Hook, Cannon or Sword with empty banks is annulled; a Map
    takes a discarded card of a suit in play and busts; an Oracle reveals the next card)."""
    decks = 2 if players >= 5 else 1
    lowest = {card_text(c) for c in LOWEST}
    pile = Counter(card_text(c) for c in DECK if card_text(c) not in lowest for _ in range(decks))
    pile.subtract(Counter(leave))
    if any(n < 0 for n in pile.values()):
        raise ValueError(f"cannot leave {list(leave)}: not all in the draw pile")
    by_suit: dict[str, list[str]] = {}
    for text in sorted(pile.elements(), key=lambda t: (_suit(t), int(t[len(_suit(t)):]))):
        by_suit.setdefault(_suit(text), []).append(text)
    maps = by_suit.pop("map", [])
    pairs: list[list[str]] = []
    singles: list[str] = []
    for cards in by_suit.values():
        while len(cards) >= 2:
            pairs.append([cards.pop(0), cards.pop(0)])
        singles += cards
    singles.sort(key=lambda t: _suit(t) != "anchor")  # an Anchor goes first: it protects nothing
    turns: list[list[str]] = []
    if maps:
        turns.append(singles + [maps[0]])
        turns += [[m] for m in maps[1:]]
    else:  # each single goes before a pair of another suit
        hosted = [False] * len(pairs)
        for single in singles:
            host = next(
                (i for i, pair in enumerate(pairs) if not hosted[i] and _suit(pair[0]) not in (_suit(single), "anchor")),
                None,
            )
            if host is None:
                raise ValueError(f"cannot bust out {single}: leave fewer cards")
            pairs[host] = [single] + pairs[host]
            hosted[host] = True
    turns += pairs
    lines: list[str] = []
    seat = first
    for cards in turns:
        lines += _busting_turn(seat, cards)
        seat = (seat + 1) % players
    return lines, seat


def _busting_turn(seat: int, cards: list[str]) -> list[str]:
    lines: list[str] = []
    revealed = False
    for i, text in enumerate(cards):
        lines.append(f"{seat}: draw" if revealed else f"{seat}: draw {text}")
        revealed = False
        busting = i > 0 and _suit(text) in {_suit(t) for t in cards[:i]}
        if busting:
            continue
        if _suit(text) == "oracle" and i + 1 < len(cards):
            lines.append(f"chance: card {cards[i + 1]}")
            revealed = True
        elif _suit(text) == "map":
            target = f"{_suit(cards[0])}2" if i > 0 else "map2"
            target = "mermaid4" if target == "mermaid2" else target
            others = [t for t in ("anchor2", "hook2", "cannon2", "key2") if t != target][:2]
            lines += [f"chance: card {t}" for t in [target, *others]]
            lines.append(f"{seat}: take {target}")
    return lines

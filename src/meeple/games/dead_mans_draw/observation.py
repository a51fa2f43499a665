"""What each seat may see (rulebook p. 2 and p. 4), and the full state for replays.

Public: every bank ("I mazzi dei semi sono visibili a tutti i giocatori, e tutte le carte
della pila sono di dominio pubblico"), the play area, the kept traits once revealed ("Ogni
giocatore rivela il proprio Personaggio"), the number of cards in each pile ("I giocatori
possono contare le carte rimanenti nel mazzo di pesca in qualsiasi momento"), the cards
seen leaving the draw pile, the cards an Oracle or a Map reveals ("Rivela", "rivelate").

Hidden: the discard pile's cards ("I giocatori non possono guardare le carte nel mazzo
degli scarti ... se non con l'aiuto di una abilità speciale") -- only a Navigator choosing
from it sees them --, the traits dealt to another player, a trait kept before all are
revealed, and the order of both piles (which does not exist in the state at all).

Stated so that no front end infers a rule: whose turn it is (``current_player``, ``to_act``),
the choice pending (``pending``), each seat's score (``banks[].score``), whether the turn in
progress is the last (``last_turn``: the draw pile is empty, and the game ends with this turn,
p. 4) and, once the game is over, the winners (``winners``, p. 4 and DMD-15).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from meeple.games.dead_mans_draw import effects as E
from meeple.games.dead_mans_draw.bank import size
from meeple.games.dead_mans_draw.cards import NO_TRAIT, card_text
from meeple.games.dead_mans_draw.content import SUIT_IDS, TRAIT_IDS
from meeple.games.dead_mans_draw.phases import DEAL, KEEP, NAMES, OVER, PLAY
from meeple.games.dead_mans_draw.scoring import score, winners

if TYPE_CHECKING:
    from meeple.games.dead_mans_draw.state import DmdState


def _cards(cards: list[int]) -> list[str]:
    return [card_text(c) for c in cards]


def _bank(s: "DmdState", seat: int) -> dict[str, Any]:
    bank = s.banks[seat]
    return {
        "piles": {SUIT_IDS[suit]: list(reversed(pile)) for suit, pile in enumerate(bank) if pile},
        "cards": size(bank),
        "score": score(bank, s.traits[seat]) if s.phase not in (DEAL, KEEP) else score(bank, NO_TRAIT),
    }


def _pending(s: "DmdState") -> dict[str, Any] | None:
    if not s.pending:
        return None
    top = s.pending[-1]
    info: dict[str, Any] = {"effect": E.NAMES[top[0]], "chance": top[0] in E.CHANCE_KINDS}
    if top[0] == E.MISFIRE:
        info["to"] = top[1]
    elif top[0] == E.SEIZE:
        info["victim"], info["remaining"] = top[1], top[2]
    elif top[0] in (E.REVEAL, E.MAP_REVEAL, E.BONUS, E.PLUNDER):
        info["remaining"] = top[1]
    return info


def observe(s: "DmdState", player: int) -> dict[str, Any]:
    """What seat ``player`` may know now (any other value gives the public view)."""
    revealed = s.phase not in (DEAL, KEEP)
    is_seat = 0 <= player < s.n
    traits: list[str | None] = []
    for q in range(s.n):
        t = s.traits[q]
        traits.append(TRAIT_IDS[t] if t != NO_TRAIT and (revealed or q == player) else None)
    obs: dict[str, Any] = {
        "game": "dead-mans-draw",
        "seat": player if is_seat else None,
        "players": s.n,
        "decks": s.decks,
        "phase": NAMES[s.phase],
        "turn": s.turn,
        "current_player": s.current if s.current >= 0 else None,
        "to_act": s.current_players(),
        "draw_pile": len(s.draw_pile) + len(s.draw_top),
        "draw_pile_top": _cards(s.draw_top),
        "left_draw_pile": _cards(s.drawn),
        "discard_pile": len(s.discard),
        "play_area": [{"card": card_text(c), "protected": safe} for c, safe in zip(s.play, s.protected)],
        "kraken_cards_owed": s.kraken_need,
        "map_revealed": _cards(s.revealed),
        "banks": [_bank(s, q) for q in range(s.n)],
        "traits": traits,
        "locker_targets": [t if t >= 0 else None for t in s.djl_target],
        "pending": _pending(s),
        "last_turn": s.phase == PLAY and not s.draw_pile and not s.draw_top,
        "winners": winners(s.banks, s.traits) if s.phase == OVER else None,
    }
    if is_seat:
        obs["dealt_traits"] = [TRAIT_IDS[t] for t in s.dealt[player]]
        if s.pending and s.pending[-1][0] == E.NAVIGATE and player == s.current:
            obs["discard_pile_cards"] = _cards(sorted(s.discard))
    return obs


def full_state(s: "DmdState") -> dict[str, Any]:
    """Everything, hidden parts included (unordered piles are listed sorted)."""
    return {
        "game": "dead-mans-draw",
        "players": s.n,
        "decks": s.decks,
        "phase": NAMES[s.phase],
        "turn": s.turn,
        "current_player": s.current if s.current >= 0 else None,
        "draw_pile": _cards(sorted(s.draw_pile)),
        "draw_pile_top": _cards(s.draw_top),
        "left_draw_pile": _cards(s.drawn),
        "discard_pile": _cards(sorted(s.discard)),
        "play_area": [{"card": card_text(c), "protected": safe} for c, safe in zip(s.play, s.protected)],
        "protect_next": s.protect_next,
        "kraken_cards_owed": s.kraken_need,
        "map_revealed": _cards(s.revealed),
        "banks": [_bank(s, q) for q in range(s.n)],
        "traits": [TRAIT_IDS[t] if t != NO_TRAIT else None for t in s.traits],
        "dealt_traits": [[TRAIT_IDS[t] for t in d] for d in s.dealt],
        "trait_deck": [TRAIT_IDS[t] for t in sorted(s.trait_deck)],
        "locker_targets": [t if t >= 0 else None for t in s.djl_target],
        "pending": [list(e) for e in s.pending],
        "turn_ending": s.ending,
        "scores": s.scores(),
        "returns": s.returns(),
    }

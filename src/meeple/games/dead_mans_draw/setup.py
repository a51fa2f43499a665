"""Set-up (rulebook p. 2, "Set up") and the party variant (p. 12, "Variante Party Game").

1. "Rimuovere le carte Bottino con il numero più basso da ogni seme ... Mescola queste
   dieci carte bottino per formare la pila degli scarti" -- the discard pile.
2. "Mescolate le restanti 50 Carte Bottino per formare il mazzo di pesca."
3. "distribuitene due per ogni giocatore. Ogni giocatore sceglie una delle due Carte
   Personaggio, le Carte Personaggio inutilizzate vengono rimosse dal gioco ... Ogni
   giocatore rivela il proprio Personaggio agli altri giocatori."
4. "Scegliete a caso il primo giocatore."

Party variant, 5-8 players: "unire una copia aggiuntiva ... All'inizio del gioco si avranno
20 carte nel mazzo degli scarti e 100 carte nel mazzo di pesca. Mescolare tutte le carte
Tratto insieme, ma distribuire solo due carte Tratti ad ogni giocatore."

Davy Jones' Locker (p. 9): "In una partita a 3-4 giocatori, scegliete un giocatore
all'inizio della partita" -- in a two-player game its target is the only opponent.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event, Game
from meeple.games.dead_mans_draw.bank import empty_bank
from meeple.games.dead_mans_draw.cards import DAVY_JONES_LOCKER, DECK, LOWEST, NO_TRAIT, NUM_TRAITS
from meeple.games.dead_mans_draw.content import TRAIT_IDS
from meeple.games.dead_mans_draw.phases import DEAL, FIRST, KEEP, PLAY, TARGET

if TYPE_CHECKING:
    from meeple.games.dead_mans_draw.state import DmdState

PARTY_MIN_PLAYERS: Final = 5
TRAITS_DEALT: Final = 2


def decks_for(num_players: int) -> int:
    """One deck for 2-4 players, two for the party variant (5-8)."""
    return 2 if num_players >= PARTY_MIN_PLAYERS else 1


def new_state(game: Game, num_players: int) -> "DmdState":
    """The state before any chance event: piles formed, traits not yet dealt."""
    from meeple.games.dead_mans_draw.state import DmdState

    decks = decks_for(num_players)
    s = DmdState(game, num_players, decks)
    lowest = set(LOWEST)
    s.discard = [c for c in LOWEST] * decks
    s.draw_pile = [c for c in DECK if c not in lowest] * decks
    s.banks = [empty_bank() for _ in range(num_players)]
    s.trait_deck = list(range(NUM_TRAITS)) * decks
    return s


def deal_trait(s: "DmdState", trait: int) -> list[Event]:
    """Chance deals ``trait`` to the next player short of two traits."""
    seat = next(p for p in range(s.n) if len(s.dealt[p]) < TRAITS_DEALT)
    s.trait_deck.remove(trait)
    s.dealt[seat].append(trait)
    if all(len(d) == TRAITS_DEALT for d in s.dealt):
        s.phase = KEEP
    return [{"type": "trait-dealt", "seat": seat, "trait": TRAIT_IDS[trait], "visible_to": [seat]}]


def keep_trait(s: "DmdState", seat: int, trait: int) -> list[Event]:
    """``seat`` keeps ``trait``; once all have chosen, the traits are revealed."""
    s.traits[seat] = trait
    events: list[Event] = [{"type": "trait-kept", "seat": seat, "trait": TRAIT_IDS[trait], "visible_to": [seat]}]
    if any(t == NO_TRAIT for t in s.traits):
        return events
    events.append({"type": "traits-revealed", "traits": [TRAIT_IDS[t] for t in s.traits]})
    if s.n == 2:
        for p in range(2):
            if s.traits[p] == DAVY_JONES_LOCKER:
                s.djl_target[p] = 1 - p
    if any(s.traits[p] == DAVY_JONES_LOCKER and s.djl_target[p] < 0 for p in range(s.n)):
        s.phase = TARGET
    else:
        s.phase = FIRST
    return events


def choose_target(s: "DmdState", seat: int, target: int) -> list[Event]:
    """A Davy Jones' Locker holder names the opponent whose busts it collects."""
    s.djl_target[seat] = target
    events: list[Event] = [{"type": "locker-target", "seat": seat, "target": target}]
    if all(s.traits[p] != DAVY_JONES_LOCKER or s.djl_target[p] >= 0 for p in range(s.n)):
        s.phase = FIRST
    return events


def choose_first(s: "DmdState", seat: int) -> list[Event]:
    """Chance names the first player; the first turn begins."""
    s.current = seat
    s.phase = PLAY
    s.turn = 1
    return [{"type": "first-player", "seat": seat}, {"type": "turn", "seat": seat, "turn": 1}]


def resample_traits(s: "DmdState", player: int, rng: random.Random) -> "DmdState":
    """Redraw every trait ``player`` has not seen (see DmdState.resample)."""
    new = s.clone()
    pool: Counter[int] = Counter(list(range(NUM_TRAITS)) * s.decks)
    pool.subtract(s.dealt[player] if 0 <= player < s.n else [])
    revealed = s.phase not in (DEAL, KEEP)
    others = [q for q in range(s.n) if q != player]
    if revealed:
        for q in others:
            pool[s.traits[q]] -= 1
    unseen = list(pool.elements())
    rng.shuffle(unseen)
    for q in others:
        count = len(s.dealt[q])
        if revealed:
            new.dealt[q] = [s.traits[q]] + [unseen.pop() for _ in range(count - 1)]
        else:
            new.dealt[q] = [unseen.pop() for _ in range(count)]
            if s.traits[q] != NO_TRAIT:
                new.traits[q] = rng.choice(new.dealt[q])
    new.trait_deck = sorted(unseen)
    new.legal_cache = None
    return new


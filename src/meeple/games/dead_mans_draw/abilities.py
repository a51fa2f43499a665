"""The suit abilities (rulebook pp. 5-7) and the traits that modify them (pp. 8-11).

Each ability (:func:`trigger`, by suit) triggers when its card is placed in the play area ("DOVETE sempre attivare
l'abilità del seme", p. 3), except Key and Chest, which act on banking (:mod:`.banking`),
and the Mermaid, which has none. An ability that needs a choice or a chance event pushes an
effect (:mod:`.effects`); the choice is then resolved in :mod:`.turn`. An ability that
cannot act is annulled ("l'abilità ... è annullata") and says so in an event.

The options of each choice are computed here, once, for both legality and resolution.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.games.dead_mans_draw.event_sink import Sink
from meeple.games.dead_mans_draw import effects as E
from meeple.games.dead_mans_draw.bank import has_cards
from meeple.games.dead_mans_draw.cards import (
    ANCHOR,
    BEASTMASTER,
    CANNON,
    CAPTAINS_HOOK,
    HOOK,
    KRAKEN,
    MAP,
    MISER,
    MISFIRE,
    MYSTIC,
    NAVIGATOR,
    ORACLE,
    PARRY,
    SAFE_HARBOR,
    SWORD,
    SWORDSMAN,
    card_text,
)
from meeple.games.dead_mans_draw.play_area import remove_from_play

if TYPE_CHECKING:
    from meeple.games.dead_mans_draw.state import DmdState

KRAKEN_CARDS: Final = 2
BEASTMASTER_KRAKEN_CARDS: Final = 4
MAP_REVEALS: Final = 3
ORACLE_REVEALS: Final = 1
MYSTIC_REVEALS: Final = 3
SAFE_HARBOR_NEXT: Final = 2
MISER_NEXT: Final = 1


def opponents(s: "DmdState", p: int) -> tuple[int, ...]:
    """The other seats, in turn order starting from ``p``'s left."""
    return _OPPONENTS[s.n][p]


#: ``_OPPONENTS[n][p]``: the opponents of seat ``p`` in an ``n``-seat game, in turn order.
_OPPONENTS: Final[list[list[tuple[int, ...]]]] = [[tuple((p + step) % n for step in range(1, n)) for p in range(n)] for n in range(9)]


def _annul(s: "DmdState", ability: str, reason: str, events: Sink) -> None:
    if events is not None:
        events.append({"type": "annulled", "seat": s.current, "ability": ability, "reason": reason})


# --------------------------------------------------------------------------- Anchor
def on_anchor(s: "DmdState", events: Sink) -> None:
    """Anchor (p. 5): "Raccogliere tutte le carte pescate prima dell' Ancora, anche se dopo
    sballi." Safe Harbor (p. 10): "La carta Ancora e le prossime due carte dopo l'Ancora sono
    protette da uno sballo." Every card already placed is saved, whatever its source (a hooked,
    stolen or mapped card too: docs/rulings.md, "DMD-23"); Safe Harbor adds to this ("DMD-25")."""
    last = len(s.play) - 1
    for i in range(last):
        s.protected[i] = True
    if s.traits[s.current] == SAFE_HARBOR:
        s.protected[last] = True
        s.protect_next = max(s.protect_next, SAFE_HARBOR_NEXT)


# --------------------------------------------------------------------------- Hook
def on_hook(s: "DmdState", events: Sink) -> None:
    """Hook (p. 5): "Scegliere la prima carta da qualsiasi pila di semi nella vostra riserva
    e posizionarla nell'Area di Gioco ... anche se l'unica carta a disposizione causerà uno
    sballo ... Se non si dispone di carte nella tua riserva, l'abilità dell'Uncino è
    annullata." Captain's Hook (p. 8): "Deve giocare due carte dalla tua banca, invece di
    una." Miser (p. 9): "l' Uncino e la carta successiva sono protetti da uno sballo." """
    p = s.current
    trait = s.traits[p]
    if trait == MISER:
        s.protected[-1] = True
        s.protect_next = max(s.protect_next, MISER_NEXT)
    if not has_cards(s.banks[p]):
        _annul(s, "hook", "the bank is empty", events)
        return
    s.pending.append((E.HOOK,))
    if trait == CAPTAINS_HOOK:
        s.pending.append((E.HOOK,))


def hook_options(s: "DmdState") -> list[int]:
    """The suits of the current player's non-empty piles."""
    return [suit for suit, pile in enumerate(s.banks[s.current]) if pile]


# --------------------------------------------------------------------------- Cannon
def on_cannon(s: "DmdState", events: Sink) -> None:
    """Cannon (p. 5): "Posizionare la prima carta di una pila di semi della riserva di
    qualsiasi altro giocatore nella pila degli scarti. Se non ci sono carte in riserva di
    qualsiasi opponente, questa abilità è annullata."

    Misfire (p. 10): "Ogni avversario che pesca un cannone deve piazzare la prima carta di
    una pila di semi dalla propria Banca alla tua Banca" -- the opponent's Cannon misfires:
    instead of firing it pays the Misfire holder (docs/rulings.md, "DMD-7")."""
    p = s.current
    holders = [q for q in opponents(s, p) if s.traits[q] == MISFIRE] if MISFIRE in s.traits else []
    if holders:
        if events is not None:
            events.append({"type": "misfire", "seat": p, "holders": holders})
        if not has_cards(s.banks[p]):
            _annul(s, "misfire", "the bank is empty", events)
            return
        for q in reversed(holders):
            s.pending.append((E.MISFIRE, q))
        return
    if not cannon_options(s):
        _annul(s, "cannon", "no opponent has cards in the bank", events)
        return
    s.pending.append((E.CANNON,))


def cannon_options(s: "DmdState") -> list[tuple[int, int]]:
    """(seat, suit) of every opponent's non-empty pile."""
    return [
        (q, suit)
        for q in opponents(s, s.current)
        for suit, pile in enumerate(s.banks[q])
        if pile
    ]


# --------------------------------------------------------------------------- Map
def on_map(s: "DmdState", events: Sink) -> None:
    """Map (p. 6): "Mescolate la pila degli scarti e rivelate tre carte ... Poi inserite una
    carta tre queste nell'Area di Gioco, anche se questo provoca uno sballo. Se non ci sono
    carte nella pila degli scarti ... l'abilità viene annullata. Se ci sono meno di tre
    carte, pescare le carte rimanenti." Navigator (p. 9): "Scegli qualsiasi carta dal mazzo
    degli scarti invece di sceglierne una dalle tre carte pescate a caso." """
    if not s.discard:
        _annul(s, "map", "the discard pile is empty", events)
        return
    if s.traits[s.current] == NAVIGATOR:
        s.pending.append((E.NAVIGATE,))
        return
    s.pending.append((E.MAP_CHOOSE,))
    s.pending.append((E.MAP_REVEAL, min(MAP_REVEALS, len(s.discard))))


# --------------------------------------------------------------------------- Oracle
def on_oracle(s: "DmdState", events: Sink) -> None:
    """Oracle (p. 6): "Rivela la carta in cima al mazzo ... Se l'Oracolo è l'ultima carta
    del mazzo, l'abilità viene annullata." Mystic (p. 10): "Rivela tre carte invece di una.
    Non si può cambiare l'ordine delle carte rivelate." Cards already face up on top of the
    draw pile stay there and count among those revealed."""
    if not s.draw_pile and not s.draw_top:
        _annul(s, "oracle", "the draw pile is empty", events)
        return
    wanted = MYSTIC_REVEALS if s.traits[s.current] == MYSTIC else ORACLE_REVEALS
    more = min(wanted - len(s.draw_top), len(s.draw_pile))
    if more > 0:
        s.pending.append((E.REVEAL, more))
    elif events is not None:
        events.append({"type": "oracle", "seat": s.current, "top": [card_text(c) for c in s.draw_top[:wanted]]})


# --------------------------------------------------------------------------- Sword
def on_sword(s: "DmdState", events: Sink) -> None:
    """Sword (p. 7): "Rubare la prima carta da una Pila di Semi di qualsiasi altro giocatore,
    e posizionare la carta rubata nell' Area di Gioco. È necessario scegliere una pila di
    Semi di un avversario che non avete nella vostra banca, anche se la carta scelta ti farà
    fallire." Swordsman (p. 11): any pile. Parry (p. 10): "La Spada di un avversario deve
    rubare un Kraken. Se non c'è un Kraken da rubare, scartare la spada senza alcun
    effetto." (docs/rulings.md, "DMD-8"). With nothing to steal and no Parry the Sword does
    nothing and stays in play ("DMD-24")."""
    if sword_options(s):
        s.pending.append((E.SWORD,))
        return
    p = s.current
    if parried(s):
        sword = remove_from_play(s, len(s.play) - 1)
        s.discard.append(sword)
        if events is not None:
            events.append({"type": "parried", "seat": p, "card": card_text(sword)})
        return
    _annul(s, "sword", "no opponent has a pile the Sword may steal", events)


def parried(s: "DmdState") -> bool:
    """Whether an opponent of the current player holds Parry."""
    traits = s.traits
    return PARRY in traits and any(traits[q] == PARRY for q in opponents(s, s.current))


def sword_options(s: "DmdState") -> list[tuple[int, int]]:
    """(seat, suit) of every pile the current player's Sword may steal from."""
    p = s.current
    own = s.banks[p]
    any_suit = s.traits[p] == SWORDSMAN
    suits = (KRAKEN,) if parried(s) else range(10)
    return [
        (q, suit)
        for q in opponents(s, p)
        for suit in suits
        if s.banks[q][suit] and (any_suit or not own[suit])
    ]


# --------------------------------------------------------------------------- Kraken
def on_kraken(s: "DmdState", events: Sink) -> None:
    """Kraken (p. 7): "Pescare due carte supplementari e collocarle nell'Area di Gioco prima
    di poter raccogliere ... a meno che la prima carta pescata è un Uncino, Spada o Mappa.
    Ognuna di queste tre carte aggiunge una carta in più nell'Area di Gioco. Entrambi gli
    scenari soddisfano il Kraken, dal momento che almeno due carte supplementari sono state
    aggiunte all'Area di Gioco." So the Kraken is satisfied by any two cards added to the
    play area, however they come. Beastmaster (p. 8): "Tutti gli avversari devono aggiungere
    quattro carte invece di due." (Fisherman's Krakens never reach the play area.)"""
    traits = s.traits
    beast = BEASTMASTER in traits and any(traits[q] == BEASTMASTER for q in opponents(s, s.current))
    s.kraken_need = BEASTMASTER_KRAKEN_CARDS if beast else KRAKEN_CARDS
    if events is not None:
        events.append({"type": "kraken", "seat": s.current, "cards": s.kraken_need})


def trigger(s: "DmdState", suit: int, events: Sink) -> None:
    """The ability of a card of ``suit`` just placed in the play area, if it has one here
    (Key, Chest and Mermaid have none on placing). A chain of tests rather than a table of
    functions: the compiled build calls each handler natively."""
    if suit == ANCHOR:
        on_anchor(s, events)
    elif suit == HOOK:
        on_hook(s, events)
    elif suit == CANNON:
        on_cannon(s, events)
    elif suit == MAP:
        on_map(s, events)
    elif suit == ORACLE:
        on_oracle(s, events)
    elif suit == SWORD:
        on_sword(s, events)
    elif suit == KRAKEN:
        on_kraken(s, events)

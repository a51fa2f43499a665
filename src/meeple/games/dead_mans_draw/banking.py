"""Collecting the play area into the bank, and the Key & Chest bonus.

Banking (p. 4): "Invece di pescare un'altra carta, si può raccogliere. Quando si
raccolgono carte, spostare tutte le carte dall' Area di gioco alla vostra riserva (Banca)."

Key & Chest (p. 6): "Se c'è una Chiave e un Forziere nell'Area di Gioco nel momento in cui
si raccolgono carte, prendere dal mazzo degli scarti lo stesso numero di carte che si è
spostato nella vostra banca con la raccolta." Worked example: Zach banks five cards, two
of them a Key and a Chest, "rimescola la pila degli scarti e prende cinque carte".

Treasure Hunter (p. 11): "Triplica la quantità di carte bonus dal mazzo degli scarti".
Plunderer (p. 11): "Le carte bonus vengono dalla Banca dell' avversario invece che dalla
pila degli scarti. Non è possibile dividere questo tra due o più giocatori. Se ci sono
meno carte in Banca dell'avversario rispetto alla del tuo bonus, prendere tutte le carte
dalla sua Banca. Non prendete la differenza dalla pila degli scarti."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.games.dead_mans_draw.event_sink import Sink
from meeple.games.dead_mans_draw import effects as E
from meeple.games.dead_mans_draw.bank import add_card, has_cards
from meeple.games.dead_mans_draw.play_area import clear_play_area
from meeple.games.dead_mans_draw.cards import CHEST, KEY, PLUNDERER, TREASURE_HUNTER, card_text

if TYPE_CHECKING:
    from meeple.games.dead_mans_draw.state import DmdState

TREASURE_HUNTER_FACTOR: Final = 3


def bank_play_area(s: "DmdState", events: Sink) -> None:
    """The current player banks every card in the play area; the turn will end."""
    p = s.current
    collected = s.play
    bank = s.banks[p]
    for c in collected:
        add_card(bank, c)
    if events is not None:
        events.append({"type": "bank", "seat": p, "cards": [card_text(c) for c in collected]})
    clear_play_area(s)
    s.ending = True
    collect_bonus(s, collected, events)


def collect_bonus(s: "DmdState", collected: list[int], events: Sink) -> None:
    """If the collected cards hold a Key and a Chest, queue the bonus cards."""
    suits = {c >> 4 for c in collected}
    if KEY not in suits or CHEST not in suits:
        return
    p = s.current
    trait = s.traits[p]
    count = len(collected) * (TREASURE_HUNTER_FACTOR if trait == TREASURE_HUNTER else 1)
    if events is not None:
        events.append({"type": "key-and-chest", "seat": p, "bonus": count})
    if trait == PLUNDERER:
        if any(has_cards(s.banks[q]) for q in range(s.n) if q != p):
            s.pending.append((E.PLUNDER, count))
        else:
            if events is not None:
                events.append({"type": "annulled", "seat": p, "ability": "plunderer",
                               "reason": "no opponent has cards in the bank"})
    elif s.discard:
        s.pending.append((E.BONUS, count))
    else:
        if events is not None:
            events.append({"type": "annulled", "seat": p, "ability": "key-and-chest",
                           "reason": "the discard pile is empty"})

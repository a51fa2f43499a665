"""A card entering the play area, and the bust (rulebook p. 3).

"Ogni volta che una carta è collocata nell'Area di Gioco, sia dal mazzo di pesca, dal
mazzo Scarti o dalle carte raccolte di qualsiasi giocatore, DOVETE sempre attivare
l'abilità del seme. Le uniche eccezioni sono le carte chiave e forziere."

"se il seme della carta appena pescata è uguale al seme, di qualsiasi altra carta
nell'area di gioco, hai Sballato! ... tutte le carte nell'area di gioco sono collocate
nella pila degli scarti, compresa la carta che ha causato lo Sballo. Uno Sballo si
verifica prima che la carta viene posta nell'Area di Gioco. Di conseguenza, non si attiva
la capacità speciale della carta che ha causato lo Sballo. Se si sballa non si fa nessun
punto, e il turno è finito."

Cards protected from a bust (Anchor, Safe Harbor, Miser) go to the player's bank instead,
and count as collected for Key & Chest (docs/rulings.md, "DMD-4"); Davy Jones' Locker
collects the rest (docs/rulings.md, "DMD-5").
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.games.dead_mans_draw.event_sink import Sink
from meeple.games.dead_mans_draw import abilities
from meeple.games.dead_mans_draw.bank import add_card
from meeple.games.dead_mans_draw.banking import collect_bonus
from meeple.games.dead_mans_draw.play_area import clear_play_area
from meeple.games.dead_mans_draw.cards import (
    CASANOVA,
    DAVY_JONES_LOCKER,
    FISHERMAN,
    KRAKEN,
    MERMAID,
    CARD_TEXT,
    card_text,
)

if TYPE_CHECKING:
    from meeple.games.dead_mans_draw.state import DmdState


def place(s: "DmdState", c: int, events: Sink) -> None:
    """Put card ``c`` into the current player's play area, or bust, or auto-collect it."""
    p = s.current
    suit = c >> 4
    trait = s.traits[p]
    if (suit == MERMAID and trait == CASANOVA) or (suit == KRAKEN and trait == FISHERMAN):
        # Casanova (p. 8) / Fisherman (p. 9): collected before entering the play area, so it
        # neither busts, nor counts for a Kraken, nor triggers.
        add_card(s.banks[p], c)
        if events is not None:
            events.append({"type": "auto-collect", "seat": p, "card": CARD_TEXT[c]})
        return
    if (s.play_suits >> suit) & 1:
        bust(s, c, events)
        return
    s.play.append(c)
    s.play_suits |= 1 << suit
    if s.protect_next:
        s.protected.append(True)
        s.protect_next -= 1
    else:
        s.protected.append(False)
    if s.kraken_need:
        s.kraken_need -= 1
    if events is not None:
        events.append({"type": "place", "seat": p, "card": CARD_TEXT[c]})
    abilities.trigger(s, suit, events)


def locker_collector(s: "DmdState", busted: int) -> int:
    """The Davy Jones' Locker holder who collects ``busted``'s cards, or -1.

    With several holders targeting the same player (possible only in the party variant,
    which has two copies of every trait), the first after the busting player in turn order
    collects (docs/rulings.md, "DMD-5")."""
    n = s.n
    for step in range(1, n):
        q = (busted + step) % n
        if s.traits[q] == DAVY_JONES_LOCKER and s.djl_target[q] == busted:
            return q
    return -1


def bust(s: "DmdState", c: int, events: Sink) -> None:
    """The player busts on card ``c``: the turn ends and the play area is cleared."""
    p = s.current
    saved = [x for x, safe in zip(s.play, s.protected) if safe]
    lost = [x for x, safe in zip(s.play, s.protected) if not safe]
    lost.append(c)
    bank = s.banks[p]
    for x in saved:
        add_card(bank, x)
    collector = locker_collector(s, p)
    if collector >= 0:
        for x in lost:
            add_card(s.banks[collector], x)
    else:
        s.discard.extend(lost)
    if events is not None:
        events.append({
            "type": "bust",
            "seat": p,
            "card": CARD_TEXT[c],
            "saved": [card_text(x) for x in saved],
            "lost": [card_text(x) for x in lost],
            "collected_by": collector if collector >= 0 else None,
        })
    s.pending.clear()
    clear_play_area(s)
    s.ending = True
    collect_bonus(s, saved, events)


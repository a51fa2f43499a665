"""Medals ("Onorificenze", rulebook p. 5; card list p. 25).

"Le onorificenze possono essere ottenute in uno dei due modi: Se un giocatore ottiene 1
simbolo di ogni tipo diverso nel suo Conteggio Finale (in un Set Completo), lui sceglie 1 carta
onorificenza durante la Fase 2 oppure Se, durante la Fase 3, un giocatore spende 6 coraggio,
pesca 1 carta onorificenza a caso." "Le onorificenze sono giocate come gli oggetti regolari ...
ma devono essere giocate alla fine di ogni Fase 1 (dopo che il Conteggio Finale è stato
ottenuto), se non diversamente specificato. Una volta usata, la carta onorificenza è piazzata
coperta sul tavolo e non potrà più essere usata per il resto dell'intero gioco. Quando non ci
saranno più carte disponibili nel mazzo onorificenze, non sarà più possibile riceverne. Un'unità
non può ricevere più di 1 carta onorificenza per turno. Quando una carta onorificenza permette
ai giocatori di reclutare un specialista o cercare un oggetto, queste possono andare oltre al
limite di 1 per turno." "... riceverà comunque le risorse riportate sui suoi dadi e rimescolerà
le onorificenze." The FAQ: "Ogni giocatore può acquisire onorificenze 1 volta per turno e le deve
giocare alla fine della Fase1. Può giocare quante onorificenze vuole. Le onorificenze hanno
valore solo per quel turno, salvo diverse istruzioni."

The deck holds no order (it is reshuffled after every choice): a bought medal is a chance
draw among the cards left (``draw <medal>``). A medal won is kept until the unit plays it at
the end of a Phase 1 (DDD-14). Solo (p. 11): the Victoria Cross is removed; a two-part medal
gives only its first part; "un'altra unità" means the solo unit itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.dice import BLUE, COLOURS, COURAGE, DIE_COLOURS, DIE_NAMES, FACES, NUM_DICE, RED, SKULL, WHITE
from meeple.games.dday_dice.items import NOT_SOLO
from meeple.games.dday_dice.refusal import Refusal
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

MEDALS: Final[tuple[str, ...]] = tuple(c.id for c in load_cards().of_kind("medal"))
MEDAL_PRICE: Final = 6
DSO_STARS: Final = 3
DSO_COURAGE: Final = 3
DSO_OTHERS_STARS: Final = 3
MEMORIAL_CROSS_POINTS: Final = 10
FREE_REGULAR: Final = "free-regular"
FREE_UNIQUE: Final = "free-unique"
SILVER_STAR_FLAG: Final = "silver-star"


def solo(s: "DdState") -> bool:
    return len(s.units) == 1


def initial_deck(s: "DdState") -> list[str]:
    """The medal deck at set-up (all twelve, the Victoria Cross removed in solo play), when the
    map uses medals."""
    if not s.board.awards:
        return []
    return [m for m in MEDALS if not (solo(s) and m in NOT_SOLO)]


def may_receive(s: "DdState", unit: Unit) -> bool:
    """Whether ``unit`` may receive a medal now (:func:`receive_refusal`)."""
    return receive_refusal(s, unit) is None


def receive_refusal(s: "DdState", unit: Unit) -> Refusal | None:
    """"Un'unità non può ricevere più di 1 carta onorificenza per turno"; an empty deck gives none."""
    if not s.medal_deck:
        return {"reason": "medal-deck-empty"}
    if unit.medal_turn == s.turn:
        return {"reason": "medal-this-turn"}
    return None


def receive(s: "DdState", unit: Unit, medal: str, how: str, events: list[Event]) -> None:
    s.medal_deck.remove(medal)
    unit.medals.append(medal)
    unit.medals_won += 1
    unit.medal_turn = s.turn
    events.append({"type": "medal", "seat": unit.seat, "medal": medal, "how": how})


def choose_actions(s: "DdState") -> list[A.DdAction]:
    """A full set: the unit chooses any medal of the deck."""
    return [A.CHOOSE_MEDAL[m] for m in dict.fromkeys(s.medal_deck)]


def may_buy(s: "DdState", unit: Unit) -> bool:
    """Phase 3: 6 courage buy a medal drawn at random."""
    return buy_refusal(s, unit) is None


def buy_refusal(s: "DdState", unit: Unit) -> Refusal | None:
    """Why ``unit`` may not buy a medal now (None: it may): a map without medals, too little
    courage, an empty deck or a medal already received this turn (:func:`receive_refusal`)."""
    if not s.board.awards:
        return {"reason": "no-medals-on-map"}
    if unit.courage < MEDAL_PRICE:
        return {"reason": "courage", "courage": MEDAL_PRICE, "has": unit.courage}
    return receive_refusal(s, unit)


def buy(s: "DdState", unit: Unit, events: list[Event]) -> None:
    unit.courage -= MEDAL_PRICE
    unit.medal_turn = s.turn
    s.card_queue.append(("medal", unit.seat))
    events.append({"type": "buy-medal", "seat": unit.seat, "courage": MEDAL_PRICE})


def on_draw(s: "DdState", unit: Unit, medal: str, events: list[Event]) -> None:
    """Chance drew the medal from the deck: bought in Phase 3, the Medal Case's or a sector's
    (the event before it says which: ``buy-medal``, ``medal-case``, ``sector-medal``)."""
    receive(s, unit, medal, "drawn", events)


def play_actions(unit: Unit) -> list[A.DdAction]:
    """The end of Phase 1: the medals the unit may play."""
    return [A.PLAY[m] for m in dict.fromkeys(unit.medals)]


def play(s: "DdState", unit: Unit, medal: str, events: list[Event]) -> None:
    """The medal is played, then out of the game."""
    unit.medals.remove(medal)
    s.medals_out.append(medal)
    events.append({"type": "play", "seat": unit.seat, "medal": medal})
    EFFECTS[medal](s, unit, events)


def _others(s: "DdState", unit: Unit) -> list[Unit]:
    return [u for u in s.units if u is not unit and u.active]


def _everyone(s: "DdState") -> list[Unit]:
    return [u for u in s.units if u.active]


# ----------------------------------------------------------------------- the twelve medals


def bronze_star(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"Tutte le unità possono restare 1 turno extra nei loro settori (non si cambia il
    segnalino unità questo turno)"."""
    s.markers_frozen = True


def conspicuous_gallantry(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"Aggiungi 2 risultati a tua scelta (di qualsiasi colore) al tuo Conteggio Finale e 1
    risultato ad un'altra unità" (two parts: solo, only the first)."""
    unit.pending += ["result", "result"]
    if not solo(s) and _others(s, unit):
        unit.pending.append("result-other")


def croix_de_guerre(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"Tutte le unità guadagnano un RWB Battle Cry"."""
    for u in _everyone(s):
        u.granted.append(COURAGE)


def distinguished_service_order(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"Guadagna 3 stelle e 3 coraggio. Tutte le altre unità guadagnano 3 stelle" (two parts)."""
    unit.stars += DSO_STARS
    unit.courage += DSO_COURAGE
    if not solo(s):
        for u in _others(s, unit):
            u.stars += DSO_OTHERS_STARS


def legion_d_honneur(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"Un'unità cerca un oggetto gratuitamente (l'oggetto può anche essere usato o non
    disponibile)" -- nothing on a map without items (Basic Training, DDM-9)."""
    if s.board.items:
        unit.pending.append("honour")
    else:
        events.append({"type": "no-item-in-this-game", "seat": unit.seat, "medal": "legion-d-honneur"})


def legion_of_merit(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"Pesca 1 veicolo a caso gratuitamente" (nothing when the deck is empty)."""
    if s.vehicle_deck:
        s.card_queue.append(("vehicle", unit.seat))
    else:
        events.append({"type": "no-vehicle-left", "seat": unit.seat})


def medal_of_honor(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"Aggiungi 3 risultati a tua scelta (1 rosso, 1 bianco e 1 blu) al Conteggio Finale di
    un'altra unità" (solo: the unit itself). With no other unit left on the beach (safe or
    lost units are out of play, DDD-3) there is no one to receive them: the medal gives nothing
    (it used to leave the unit with a choice that had no option)."""
    if solo(s) or _others(s, unit):
        unit.pending += [f"moh:{COLOURS[c]}" for c in (RED, WHITE, BLUE)]
    else:
        events.append({"type": "no-other-unit", "seat": unit.seat, "medal": "medal-of-honor"})


def memorial_cross(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"La tua unità guadagna un RWB "Dead Man's Gift". Tutte le altre unità guadagnano +10
    punti oggetto" (two parts)."""
    unit.granted.append(SKULL)
    if not solo(s):
        for u in _others(s, unit):
            u.item_points += MEMORIAL_CROSS_POINTS


def military_medal(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"Tutte le unità possono reclutare 1 specialista regolare e 1 specialista unico
    gratuitamente" -- in this turn's Phase 3, outside the one-a-turn limit."""
    for u in _everyone(s):
        u.flags += [FREE_REGULAR, FREE_UNIQUE]


def purple_heart(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"Tutte le unità possono dismettere 1 dei loro specialisti per guadagnare un bonus RWB a
    loro scelta. Gli specialisti potranno essere reclutati ancora"."""
    for u in _everyone(s):
        if u.specialists:
            u.pending.append("dismiss")


def silver_star(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"1 unità qualsiasi può muovere due volte durante la Fase 4 (deve comunque spendere
    coraggio se avanza)"."""
    unit.pending.append("silver-star")


def victoria_cross(s: "DdState", unit: Unit, events: list[Event]) -> None:
    """"Dopo un Conteggio Finale, piazza tutti i dadi delle unità in mezzo al tavolo. Quindi,
    prendi 6 dadi per ogni unità (2 rossi, 2 bianchi, 2 blu) per determinare i loro nuovi
    Conteggi Finali." The player who plays it deals the dice, one at a time (DDC-22)."""
    s.vc_pool = [(u.dice[d], u.colours[d]) for u in _everyone(s) for d in range(NUM_DICE)]
    s.vc_slots = [(u.seat, d) for u in _everyone(s) for d in range(NUM_DICE)]
    deal_forced(s, events)
    if s.vc_slots:
        unit.pending.append("deal")


EFFECTS: Final[dict[str, Callable[["DdState", Unit, list[Event]], None]]] = {
    "bronze-star": bronze_star,
    "conspicuous-gallantry-medal": conspicuous_gallantry,
    "croix-de-guerre": croix_de_guerre,
    "distinguished-service-order": distinguished_service_order,
    "legion-d-honneur": legion_d_honneur,
    "legion-of-merit": legion_of_merit,
    "medal-of-honor": medal_of_honor,
    "memorial-cross": memorial_cross,
    "military-medal": military_medal,
    "purple-heart": purple_heart,
    "silver-star": silver_star,
    "victoria-cross": victoria_cross,
}


def deal_faces(s: "DdState") -> list[int]:
    """The faces the next die dealt by the Victoria Cross may show (its colour's dice left)."""
    return sorted({f for f, _c in _pool_for(s, s.vc_slots[0][1])})


def _pool_for(s: "DdState", die: int) -> list[tuple[int, int]]:
    """The pooled dice of the slot's colour (any die, in the rare case a Captain or a Strategic
    Map recoloured a die so that its colour ran out: DDC-22)."""
    same = [(f, c) for f, c in s.vc_pool if c == DIE_COLOURS[die]]
    return same or list(s.vc_pool)


def deal(s: "DdState", face: int, events: list[Event]) -> None:
    """Deal the next die; dice with one possible face are dealt at once."""
    seat, die = s.vc_slots.pop(0)
    colour = DIE_COLOURS[die]
    s.vc_pool.remove(next(fc for fc in _pool_for(s, die) if fc[0] == face))
    target = s.units[seat]
    target.dice[die] = face
    target.colours[die] = colour
    target.first_locks[die] = False  # the pooled dice are mixed: none dealt counts as locked (DDC-22)
    events.append({"type": "deal", "to": seat, "die": DIE_NAMES[die], "face": FACES[face]})
    deal_forced(s, events)


def deal_forced(s: "DdState", events: list[Event]) -> None:
    """Deal at once every next die that can show only one face."""
    while s.vc_slots and len(deal_faces(s)) == 1:
        deal(s, deal_faces(s)[0], events)

"""A turn of Dead Man's Draw: drawing, resolving abilities, banking, the end of the turn
and the end of the game (rulebook pp. 3-4).

"Fine del turno: Il turno di un giocatore finisce quando si sballa o si raccolgono carte.
Quando il turno di un giocatore è finito, il giocatore a sinistra inizia il suo turno."
"Fine del gioco: Il giocatore che pesca l'ultima carta finisce il proprio turno
normalmente con una raccolta o con uno sballo. Poi il gioco finisce."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from meeple.engine.core import Event
from meeple.games.dead_mans_draw.event_sink import Sink
from meeple.games.dead_mans_draw import actions as A
from meeple.games.dead_mans_draw import effects as E
from meeple.games.dead_mans_draw import setup
from meeple.games.dead_mans_draw.bank import add_card, take_pile, take_top
from meeple.games.dead_mans_draw.cards import CARD_TEXT, MASTER_GUNNER, SCAVENGER
from meeple.games.dead_mans_draw.content import SUIT_IDS
from meeple.games.dead_mans_draw.legality import decision_actions
from meeple.games.dead_mans_draw.phases import DEAL, FIRST, KEEP, OVER
from meeple.games.dead_mans_draw.placement import place
from meeple.games.dead_mans_draw.play_area import clear_play_area
from meeple.games.dead_mans_draw.scoring import winners

if TYPE_CHECKING:
    from meeple.games.dead_mans_draw.state import DmdState


def dispatch_setup(s: "DmdState", player: int, action: A.DmdAction) -> list[Event]:
    """Apply an action of the set-up phases, already checked legal."""
    phase = s.phase
    if phase == DEAL:
        return setup.deal_trait(s, action.a)
    if phase == KEEP:
        return setup.keep_trait(s, player, action.a)
    if phase == FIRST:
        return setup.choose_first(s, action.a)
    return setup.choose_target(s, player, action.a)


def draw(s: "DmdState", events: Sink) -> None:
    """Draw the top card: a card already face up there (Oracle) is taken at once, otherwise
    chance decides which card it is."""
    if s.draw_top:
        c = s.draw_top.pop(0)
        s.drawn.append(c)
        if events is not None:
            events.append({"type": "draw", "seat": s.current, "card": CARD_TEXT[c]})
        place(s, c, events)
    else:
        s.pending.append((E.DRAW,))


def resolve_chance(s: "DmdState", c: int, events: Sink) -> bool:
    """Apply chance's outcome, card ``c``, to the chance effect on top of the stack: the
    card drawn (or revealed) from the draw pile, or taken from the discard pile for a Map or
    a Key & Chest bonus. Return False, changing nothing, if ``c`` is not in that pile."""
    top = s.pending[-1]
    kind = top[0]
    pile = s.draw_pile if kind <= E.REVEAL else s.discard
    at = s.drawn_at
    s.drawn_at = -1
    if s.decks == 1 and 0 <= at < len(pile) and pile[at] == c:
        pile.pop(at)  # one deck holds no card twice: the one ``remove`` would find
    else:
        try:
            pile.remove(c)
        except ValueError:
            return False
    p = s.current
    if kind == E.DRAW:
        s.pending.pop()
        s.drawn.append(c)
        if events is not None:
            events.append({"type": "draw", "seat": p, "card": CARD_TEXT[c]})
        place(s, c, events)
        return True
    _count_down(s, top)
    if kind == E.REVEAL:
        s.draw_top.append(c)
        if events is not None:
            events.append({"type": "reveal", "seat": p, "card": CARD_TEXT[c]})
    elif kind == E.MAP_REVEAL:
        s.revealed.append(c)
        if events is not None:
            events.append({"type": "map-reveal", "seat": p, "card": CARD_TEXT[c]})
    else:  # E.BONUS
        add_card(s.banks[p], c)
        if events is not None:
            events.append({"type": "bonus-card", "seat": p, "card": CARD_TEXT[c]})
    return True


def _count_down(s: "DmdState", top: tuple[int, ...]) -> None:
    """One more of a repeated effect is done: decrement its count or pop it."""
    if top[-1] > 1:
        s.pending[-1] = top[:-1] + (top[-1] - 1,)
    else:
        s.pending.pop()


def resolve_decision(s: "DmdState", action: A.DmdAction, events: Sink) -> None:
    """Apply the player's choice for the pending decision on top of the stack."""
    top = s.pending[-1]
    kind = top[0]
    p = s.current
    if kind == E.SEIZE:
        victim = top[1]
        _count_down(s, top)
        c = take_top(s.banks[victim], action.a)
        add_card(s.banks[p], c)
        if events is not None:
            events.append({"type": "plunder", "seat": p, "from": victim, "card": CARD_TEXT[c]})
        return
    s.pending.pop()
    if kind == E.HOOK:
        c = take_top(s.banks[p], action.a)
        if events is not None:
            events.append({"type": "hook", "seat": p, "card": CARD_TEXT[c]})
        place(s, c, events)
    elif kind == E.SWORD:
        c = take_top(s.banks[action.a], action.b)
        if events is not None:
            events.append({"type": "sword", "seat": p, "from": action.a, "card": CARD_TEXT[c]})
        place(s, c, events)
    elif kind == E.MAP_CHOOSE:
        c = action.a
        s.revealed.remove(c)
        s.discard.extend(s.revealed)
        s.revealed = []
        if events is not None:
            events.append({"type": "map-take", "seat": p, "card": CARD_TEXT[c]})
        place(s, c, events)
    elif kind == E.NAVIGATE:
        c = action.a
        s.discard.remove(c)
        if events is not None:
            events.append({"type": "map-take", "seat": p, "card": CARD_TEXT[c]})
        place(s, c, events)
    elif kind == E.CANNON:
        fire_cannon(s, action.a, action.b, events)
    elif kind == E.MISFIRE:
        holder = top[1]
        c = take_top(s.banks[p], action.a)
        add_card(s.banks[holder], c)
        if events is not None:
            events.append({"type": "misfire-pay", "seat": p, "to": holder, "card": CARD_TEXT[c]})
    else:  # E.PLUNDER
        s.pending.append((E.SEIZE, action.a, top[1]))
        if events is not None:
            events.append({"type": "plunder-victim", "seat": p, "victim": action.a})


def fire_cannon(s: "DmdState", target: int, suit: int, events: Sink) -> None:
    """Cannon (p. 5) with Master Gunner (p. 9: "Scarta l'intera Pila di Seme") and
    Scavenger (p. 10: "Posizionare la carta scartata dal vostro Cannone nella vostra Banca
    al posto della pila degli scarti")."""
    p = s.current
    trait = s.traits[p]
    bank = s.banks[target]
    shot = take_pile(bank, suit) if trait == MASTER_GUNNER else [take_top(bank, suit)]
    if trait == SCAVENGER:
        for c in shot:
            add_card(s.banks[p], c)
    else:
        s.discard.extend(shot)
    if events is not None:
        events.append({
            "type": "cannon", "seat": p, "target": target, "suit": SUIT_IDS[suit],
            "cards": [CARD_TEXT[c] for c in shot], "to": "bank" if trait == SCAVENGER else "discard",
        })


def advance(s: "DmdState", events: Sink) -> None:
    """Drop effects that can no longer act; end the turn once nothing is pending."""
    pending = s.pending
    while pending:
        kind = pending[-1][0]
        if kind == E.DRAW:
            return
        if kind == E.REVEAL:
            if s.draw_pile:
                return
        elif kind == E.MAP_REVEAL or kind == E.BONUS:
            if s.discard:
                return
        else:
            options = decision_actions(s)
            if options:
                s.legal_cache = options
                return
        pending.pop()
        if kind not in (E.MAP_REVEAL, E.BONUS, E.REVEAL, E.SEIZE):
            if events is not None:
                events.append({"type": "annulled", "seat": s.current, "ability": E.NAMES[kind],
                               "reason": "nothing left to choose from"})
    if s.ending:
        end_turn(s, events)


def end_turn(s: "DmdState", events: Sink) -> None:
    """The turn is over: the next player on the left plays, or the game ends."""
    s.ending = False
    clear_play_area(s)
    if not s.draw_pile and not s.draw_top:
        s.phase = OVER
        scores = s.scores()
        if events is not None:
            events.append({"type": "game-over", "scores": scores, "winners": winners(s.banks, s.traits)})
        return
    s.current = (s.current + 1) % s.n
    s.turn += 1
    if events is not None:
        events.append({"type": "turn", "seat": s.current, "turn": s.turn})

"""What each item does when used (card list, "OGGETTI REGOLARI" and "OGGETTI SPECIALI",
pp. 26-27; English summaries in data/cards.toml).

"Gli oggetti possono essere usati in qualsiasi momento (se non diversamente indicato) ed alcuni
possono essere usati immediatamente quando trovati (tipo Walkie-Talkie o Whistle). Nota che gli
oggetti che hanno effetto sul valore di DEF (difesa) o sul fuoco di Mitragliatrice coinvolgono
tutte le Unità presenti nel settore fin quando il turno non finirà." The FAQ: "Flak Vest ...
Sulle carte dove non c'è scritto esplicitamente, l'effetto si applica a tutte le unità nel
settore come fossero un gruppo"; "Gli oggetti possono essere usati da un'unità già dentro al
bunker ed ha finito il suo turno? No".

meeple offers an item at each moment of the turn it can change something (docs/rulings.md,
DDD-12): the windows of :mod:`.windows` -- the end of Phase 1 (``final-count``), Phase 3
(``supply``), Phase 4 before the unit moves (``move``), and Phase 5 before (``pre-mgf``) and
after (``post-mgf``) the machine-gun fire is rolled, before casualties. Each item below names
its windows; :func:`options` lists the ``use`` actions a unit has in a window and
:func:`apply` carries one out. Every item is one effect, implemented once.

The Carrier Pigeon is offered after the machine-gun fire too, since that is when units trade in
combat ("Durante il Combattimento (Fase 5), gli scambi si possono fare dopo aver tirato il dado
del Fuoco di Mitragliatrice ma prima che le unità subiscano perdite, cosi da potersi aiutare ad
avere meno perdite"): a unit may decide to send help to a distant unit once it sees the roll.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import def_fixed, item_timing, medal_case
from meeple.games.dday_dice.dice import (
    BLUE,
    COLOURS,
    COURAGE,
    DIE_NAMES,
    FACES,
    NUM_DICE,
    SKULL,
    SOLDIERS,
    STAR,
    TOOL,
)
from meeple.games.dday_dice.items import discard
from meeple.games.dday_dice.refusal import Refusal
from meeple.games.dday_dice.sector_attributes import sector as sector_now
from meeple.games.dday_dice.specialists import HERO
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

FINAL: Final = "final-count"
SUPPLY: Final = "supply"
MOVE: Final = "move"
PRE_MGF: Final = "pre-mgf"
POST_MGF: Final = "post-mgf"
ANY_TIME: Final = frozenset((FINAL, SUPPLY, MOVE, PRE_MGF, POST_MGF))
#: The windows in the order of the turn.
WINDOW_ORDER: Final = (FINAL, SUPPLY, MOVE, PRE_MGF, POST_MGF)
COMBAT: Final = frozenset((PRE_MGF, POST_MGF))
#: Where an item that only adds soldiers can matter: any window but the one before the
#: machine-gun fire (the window after it comes before casualties all the same).
FOR_SOLDIERS: Final = ANY_TIME - {PRE_MGF}

Options = Callable[["DdState", Unit, str], list[A.DdAction]]
Apply = Callable[["DdState", Unit, A.DdAction, list[Event]], None]


@dataclass(frozen=True)
class ItemUse:
    """When an item may be used and what it does."""

    windows: frozenset[str]
    options: Options
    apply: Apply


def _plain(item: str) -> Options:
    return lambda s, unit, window: [A.USE[item]]


def _gain(field: str, amount: int) -> Apply:
    def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
        setattr(unit, field, getattr(unit, field) + amount)
        events.append({"type": "item-gain", "seat": unit.seat, field: amount})
    return apply


def _flag(name: str) -> Apply:
    def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
        unit.flags.append(name)
    return apply


def _grant(face: int) -> Apply:
    """An RWB bonus gained by a card ("Guadagni un RWB ..."), collected in upkeep step c."""
    def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
        unit.granted.append(face)
    return apply


def _in_bunker(s: "DdState", unit: Unit) -> bool:
    return s.board.is_bunker(unit.sector)


def _cut_def(amount: int) -> Apply:
    def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
        s.def_cut[unit.sector] = s.def_cut.get(unit.sector, 0) + amount
        events.append({"type": "def-cut", "sector": unit.sector, "by": amount})
    return apply


# ----------------------------------------------------------------------- options


def _lucky_charm(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    return list(A.USE_LUCKY_CHARM.values()) if _courage_or_stars_matter(unit, window) else []


def _pocket_bible(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    return [A.USE["pocket-bible"]] if _courage_or_stars_matter(unit, window) else []


def _courage_or_stars_matter(unit: Unit, window: str) -> bool:
    """Courage and stars are spent in Phase 3 and Phase 4, and in combat only by a Hero ("Spendi
    coraggio o stelle per salvare soldati"): an item that adds them is offered there (DDD-12)."""
    return window != POST_MGF or HERO in unit.specialists


def _binoculars(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """"Cambia il risultato di 1 dado (ma non il suo colore). Può essere usato su un dado
    bloccato o qualsiasi altro dato (tipo il MGF)": a die of the unit's Final Count, or, once
    rolled, a machine-gun-fire die of its sector or of any other sector where a unit fights
    (the card names no unit, as for every other d6: DDM-78)."""
    if window == FINAL:
        return [A.USE_BINOCULARS[(d, f)] for d in range(NUM_DICE) for f in range(len(FACES)) if f != unit.dice[d]]
    options = [
        A.USE_BINOCULARS_MGF[(k, n)]
        for k, value in enumerate(s.mgf_rolls.get(unit.sector, [])[:A.MAX_MGF_DICE]) for n in range(1, 7) if n != value
    ]
    fought = {u.sector for u in s.units if u.active and u.sector != unit.sector}
    return options + [
        A.USE_BINOCULARS_MGF_AT[(sector, k, n)]
        for sector, rolls in sorted(s.mgf_rolls.items()) if sector in fought
        for k, value in enumerate(rolls[:A.MAX_MGF_DICE]) for n in range(1, 7) if n != value
    ]


def _grenade(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """"Previeni il MGF nel tuo settore (o bunker) per 1 turno. Deve essere giocato prima che
    il dado del MGF sia tirato."""
    # a General's cancelled machine guns, or those a Grenadier silenced for good, need no Grenade
    return [A.USE["grenade"]] if _guns_fire(s, unit.sector) else []


def _mortar(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """"Previeni il MGF in un settore (o bunker) adiacente per 1 turno"."""
    return [A.USE_MORTAR[n] for n in s.board.neighbours.get(unit.sector, ()) if _guns_fire(s, n)]


def _guns_fire(s: "DdState", sector: int) -> bool:
    """Whether machine guns will fire in ``sector`` this turn unless stopped: it has MGF (a
    General may cancel them), no Grenade or Mortar stopped them this turn and no Grenadier
    silenced them for good (``combat.roll_mgf``). A card is offered only where it can change
    something (DDD-12)."""
    return bool(sector_now(s, sector).mgf) and sector not in s.mgf_off and sector not in s.silenced


def _bangalore(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """"Riduci il DEF del tuo settore (non un bunker) a 0"."""
    return [] if _in_bunker(s, unit) or unit.sector in s.def_zero else [A.USE["bangalore-torpedo"]]


def _flame_thrower(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """"Sottrai 10 al DEF del tuo bunker": a unit fighting in the bunker (DDC-19)."""
    return [A.USE["flame-thrower"]] if _in_bunker(s, unit) else []


def _grappling_hook(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    return list(A.USE_GRAPPLING_HOOK)


def _rangefinder(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """"Cambia il risultato di 1 dado blu nel tuo Conteggio Finale"."""
    return [
        A.USE_RANGEFINDER[(d, f)]
        for d in range(NUM_DICE) if unit.colours[d] == BLUE for f in range(len(FACES)) if f != unit.dice[d]
    ]


def _strategic_map(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """"Cambia il colore di 1 dado nel tuo Conteggio Finale (ma non il suo risultato)"."""
    return [
        A.USE_STRATEGIC_MAP[(d, c)]
        for d in range(NUM_DICE) for c in range(len(COLOURS)) if c != unit.colours[d]
    ]


def _ammo_box(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """"I teschi nel tuo Conteggio Finale prendono un risultato a tua scelta": only with a skull."""
    if SKULL not in unit.dice and not any(f == SKULL for f, _ in unit.extra):
        return []
    return [A.USE_AMMO_BOX[f] for f in range(len(FACES)) if f != SKULL]


def _dispatch_case(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """"Copia il Conteggio Finale di un'altra unità ed ignora il tuo"."""
    return [A.USE_DISPATCH_CASE[u.seat] for u in s.units if u is not unit and u.active]


# ----------------------------------------------------------------------- effects


def _apply_binoculars(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    if action.a == -2 or action.a > 0:  # a machine-gun die: of its own sector, or of sector ``a``
        sector = unit.sector if action.a == -2 else action.a
        k, value = action.dice
        s.mgf_rolls[sector][k] = value
        events.append({"type": "binoculars", "seat": unit.seat, "mgf_die": k + 1, "value": value, "sector": sector})
        return
    die, face = action.dice
    unit.dice[die] = face
    events.append({"type": "binoculars", "seat": unit.seat, "die": DIE_NAMES[die], "face": FACES[face]})


def _apply_sector_mgf_off(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    sector = action.a if action.name == "mortar" else unit.sector
    s.mgf_off.append(sector)
    events.append({"type": "mgf-prevented", "sector": sector, "by": action.name})


def _apply_bangalore(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    s.def_zero.append(unit.sector)
    events.append({"type": "def-zero", "sector": unit.sector})


def _apply_gammon(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """"Sottrai 1d6 dal DEF del tuo settore (o bunker)": chance rolls the d6."""
    s.d6_queue.append(("gammon", unit.sector))


def _apply_lucky_charm(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """"+1 stella o +1 coraggio"."""
    _gain(("stars", "courage")[action.a], 1)(s, unit, action, events)


def _apply_grappling_hook(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """"Aggiungi 1 teschio di qualsiasi colore al tuo Conteggio Finale"."""
    unit.extra.append((SKULL, action.a))


def _apply_die_face(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    die, face = action.dice
    unit.dice[die] = face
    events.append({"type": "die-changed", "seat": unit.seat, "die": DIE_NAMES[die], "face": FACES[face]})


def _apply_die_colour(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    die, colour = action.dice
    unit.colours[die] = colour
    events.append({"type": "die-colour", "seat": unit.seat, "die": DIE_NAMES[die], "colour": COLOURS[colour]})


def _apply_toolkit(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """"Aggiungi 2 attrezzi al tuo Conteggio Finale. Questi attrezzi non hanno colore"."""
    unit.extra += [(TOOL, -1), (TOOL, -1)]


def _apply_ammo_box(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Every skull, rolled or added, takes the chosen result, keeping its colour."""
    unit.dice = [action.a if f == SKULL else f for f in unit.dice]
    unit.extra = [(action.a if f == SKULL else f, c) for f, c in unit.extra]
    events.append({"type": "ammo-box", "seat": unit.seat, "face": FACES[action.a]})


def _apply_rope_ladder(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """"Tutte le unità aggiungono 1 teschio di qualsiasi colore al loro Conteggio Finale":
    each unit chooses the colour of its own skull (DDC-20)."""
    for u in s.units:
        if u.active:
            u.pending.append("skull-colour")


def _apply_dispatch_case(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """The unit's dice take the faces and colours of the other unit's dice (its added results
    stay its own: DDC-21)."""
    other = s.units[action.a]
    unit.dice = other.dice[:]
    unit.colours = other.colours[:]
    events.append({"type": "dispatch-case", "seat": unit.seat, "copies": other.seat})



USES: Final[dict[str, ItemUse]] = {
    # regular items
    # after the MGF roll too, when units trade in combat (module docstring)
    "carrier-pigeon": ItemUse(ANY_TIME - {PRE_MGF}, _plain("carrier-pigeon"), _flag("carrier-pigeon")),
    "walkie-talkie": ItemUse(FOR_SOLDIERS, _plain("walkie-talkie"), _gain("soldiers", 2)),
    "mine-detector": ItemUse(frozenset((MOVE,)), _plain("mine-detector"), _flag("mine-detector")),
    "whistle": ItemUse(frozenset((MOVE,)), _plain("whistle"), _flag("whistle")),
    "binoculars": ItemUse(frozenset((FINAL, POST_MGF)), _binoculars, _apply_binoculars),
    "grenade": ItemUse(frozenset((PRE_MGF,)), _grenade, _apply_sector_mgf_off),
    "field-radio": ItemUse(FOR_SOLDIERS, _plain("field-radio"), _gain("soldiers", 5)),
    "bangalore-torpedo": ItemUse(COMBAT, _bangalore, _apply_bangalore),
    "flame-thrower": ItemUse(COMBAT, _flame_thrower, _cut_def(10)),
    # special items
    "lucky-charm": ItemUse(FOR_SOLDIERS, _lucky_charm, _apply_lucky_charm),
    "grappling-hook": ItemUse(frozenset((FINAL,)), _grappling_hook, _apply_grappling_hook),
    "flak-vest": ItemUse(COMBAT, _plain("flak-vest"), _flag("flak-vest")),
    "gammon-bomb": ItemUse(COMBAT, _plain("gammon-bomb"), _apply_gammon),
    "mortar": ItemUse(frozenset((PRE_MGF,)), _mortar, _apply_sector_mgf_off),
    "pocket-bible": ItemUse(FOR_SOLDIERS, _pocket_bible, _gain("courage", 3)),
    "rangefinder": ItemUse(frozenset((FINAL,)), _rangefinder, _apply_die_face),
    "strategic-map": ItemUse(frozenset((FINAL,)), _strategic_map, _apply_die_colour),
    "toolkit": ItemUse(frozenset((FINAL,)), _plain("toolkit"), _apply_toolkit),
    "ammo-box": ItemUse(frozenset((FINAL,)), _ammo_box, _apply_ammo_box),
    "command-jacket": ItemUse(frozenset((FINAL,)), _plain("command-jacket"), _grant(STAR)),
    "rope-ladder": ItemUse(frozenset((FINAL,)), _plain("rope-ladder"), _apply_rope_ladder),
    "wirecutters": ItemUse(frozenset((MOVE,)), _plain("wirecutters"), _flag("wirecutters")),
    "amphetamines": ItemUse(frozenset((FINAL,)), _plain("amphetamines"), _grant(COURAGE)),
    "dispatch-case": ItemUse(frozenset((FINAL,)), _dispatch_case, _apply_dispatch_case),
    "bazooka": ItemUse(COMBAT, _plain("bazooka"), _cut_def(7)),
    "signalling-lamp": ItemUse(frozenset((FINAL,)), _plain("signalling-lamp"), _grant(SOLDIERS)),
    # no printed text: meeple's reading, DDM-60 (medal_case.py)
    "medal-case": ItemUse(ANY_TIME, medal_case.options, medal_case.apply),
}


def options(s: "DdState", unit: Unit, window: str) -> list[A.DdAction]:
    """The ``use`` actions ``unit`` has in ``window`` (each held item :func:`window_refusal`
    allows there, as its card offers it)."""
    found: list[A.DdAction] = []
    for item in dict.fromkeys(unit.items):
        if window_refusal(s, unit, item, window) is None:
            found += USES[item].options(s, unit, window)
    return found


def window_refusal(s: "DdState", unit: Unit, item: str, window: str) -> Refusal | None:
    """Why ``item`` is not used in ``window`` whatever the table shows (None: its card says what
    it may do there): the Shoulder Patch is used by recruiting (:func:`.supply.recruit_actions`);
    the item's own moments (DDD-12); a DEF nothing reduces (Merville 11, DDM-59: :mod:`.def_fixed`);
    the second edition's "excepté lors des Combats (sauf mention contraire)" (DDE-24)."""
    use = USES.get(item)
    if use is None:
        return {"reason": "used-by-recruiting"}
    if window not in use.windows:
        return {"reason": "item-window", "windows": [w for w in WINDOW_ORDER if w in use.windows]}
    if def_fixed.item_barred(s, unit.sector, item):
        return {"reason": "def-fixed"}
    if item_timing.barred(s, use.windows, window):
        return {"reason": "not-in-combat"}
    return None


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """Use the item: it is discarded, then acts."""
    discard(s, unit, action.name)
    events.append({"type": "use", "seat": unit.seat, "item": action.name, "action": action.text})
    USES[action.name].apply(s, unit, action, events)

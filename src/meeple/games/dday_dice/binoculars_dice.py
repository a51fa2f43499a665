"""The Binoculars on the plain d6 rolls: the minefield die, Sword Beach's sector fire (Mortar
fire, Booby traps), the Gammon Bomb's die and Exercise Tiger's soldiers die.

The card (it 000, "CARTE DEL GIOCO", Binoculars / Binocolo): "Cambia il risultato di 1 dado (ma
non il suo colore). Può essere usato su un dado bloccato o qualsiasi altro dato (tipo il MGF)".
Minefields (it p. 9, "Campo minato"): "Il dado del campo minato più essere modificato da alcuni
effetti (ad esempio usando i Binoculars)"; es 002: "El dado de las Minas puede ser modificado por
algunos efectos (como usar los Prismáticos -Binoculars-)".

As meeple plays it (docs/rulings.md, DDM-78): once chance has rolled such
a die, the units on the beach holding the Binoculars are asked in seat order
(``use binoculars roll <n>`` or ``done``), as for Sword Beach's random-sector roll
(:mod:`.random_sectors`, DDM-45); the first that uses them sets the die and discards them. Only
then does the die act (the casualties of a minefield, the soldiers a sector's fire takes, the
Gammon Bomb's DEF cut, the soldiers found). The machine-gun-fire dice are changed in Phase 5's
window after the fire (:mod:`.item_effects`), and Sword's random-sector roll by
:mod:`.random_sectors`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.engine.core import Event
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice import items
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

BINOCULARS: Final = "binoculars"
#: The pending choice: "die-binoculars:<purpose>:<key>:<value>".
PENDING: Final = "die-binoculars"
MINE: Final = "mine"
FIRE: Final = "sector-fire"
GAMMON: Final = "gammon"
SOLDIERS: Final = "soldiers"
#: The d6 purposes whose die the Binoculars may change here.
PURPOSES: Final = (MINE, FIRE, GAMMON, SOLDIERS)


def changeable(purpose: str) -> bool:
    return purpose in PURPOSES


def owns(kind: str) -> bool:
    return kind.startswith(PENDING + ":")


def _holders(s: "DdState", after: int = -1) -> list[Unit]:
    return [u for u in s.units if u.seat > after and u.active and BINOCULARS in u.items]


def on_die(s: "DdState", purpose: str, key: int, value: int, events: list[Event]) -> None:
    """Chance rolled the die: ask the first holder of the Binoculars, or let the die act."""
    _ask(s, purpose, key, value, -1, events)


def _ask(s: "DdState", purpose: str, key: int, value: int, after: int, events: list[Event]) -> None:
    holders = _holders(s, after)
    if not holders:
        resolve(s, purpose, key, value, events)
        return
    holders[0].pending.insert(0, f"{PENDING}:{purpose}:{key}:{value}")
    events.append({"type": "die-rolled", "purpose": purpose, "die": value, "binoculars_holder": holders[0].seat})


def parse(kind: str) -> tuple[str, int, int]:
    _, purpose, key, value = kind.split(":")
    return purpose, int(key), int(value)


def actions(s: "DdState", unit: Unit) -> list[A.DdAction]:
    """Change the die to another face, or keep it. Several dice rolled at once (Sword Beach's
    sector fire, one die a sector) each ask the holder: once the Binoculars are used on one of
    them they are discarded, and the holder can only pass the others on (``done``)."""
    _, _, value = parse(unit.pending[0])
    if BINOCULARS not in unit.items:
        return [A.DONE]
    return [A.USE_BINOCULARS_ROLL[n] for n in range(1, 7) if n != value] + [A.DONE]


def apply(s: "DdState", unit: Unit, action: A.DdAction, events: list[Event]) -> None:
    """``use binoculars roll <n>``: the die shows ``n`` (the Binoculars are discarded) and acts;
    ``done``: the next holder is asked, or the die acts as rolled."""
    purpose, key, value = parse(unit.pending.pop(0))
    if action is A.DONE:
        _ask(s, purpose, key, value, unit.seat, events)
        return
    items.discard(s, unit, BINOCULARS)
    events.append({"type": "use", "seat": unit.seat, "item": BINOCULARS, "action": action.text,
                   "purpose": purpose, "from": value, "to": action.a})
    resolve(s, purpose, key, action.a, events)


def resolve(s: "DdState", purpose: str, key: int, value: int, events: list[Event]) -> None:
    """The die acts."""
    from meeple.games.dday_dice import combat, movement, random_sectors

    if purpose == MINE:
        movement.on_mine_die(s, s.units[key], value, events)
    elif purpose == FIRE:
        random_sectors.on_fire_die(s, key, value, events)
    elif purpose == GAMMON:
        combat.on_gammon_die(s, key, value, events)
    else:
        movement.on_soldiers_die(s, s.units[key], value, events)


def badness(s: "DdState", kind: str) -> tuple[int, int]:
    """For a bot: how bad the die is as rolled (0 none .. 5) and the best value for the team."""
    from meeple.games.dday_dice.specialists import MINESWEEPER, has

    purpose, key, value = parse(kind)
    if purpose == MINE:
        return (0 if has(s.units[key], MINESWEEPER) else value - 1), 1
    if purpose == FIRE:
        return value - 1, 1
    return 6 - value, 6

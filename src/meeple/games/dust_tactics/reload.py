"""Reload (rulebook p. 22, "[Nome dell'arma]: RELOAD (Skill)"; p. 25, "Reloadable Weapons").

p. 22: "Un eroe dotato di questa competenza deve impiegare tempo a ricaricare l'arma per poterla
riutilizzare (spesso le armi d'artiglieria appartengono a questa categoria). L'unità effettua
un'azione Skill per ricaricare l'arma. Collocate sulla carta dell'unità il segnalino "loaded"
per indicare che l'arma è carica. Dopo aver effettuato quest'azione l'arma è carica. All'inizio
della partita tutte le armi sono cariche."

p. 25: "Queste armi sono indicate come "ricaricabili" (reload) nella scheda unità. Le armi
ricaricabili cominciano la partita cariche. [...] Quando un'unità utilizza queste armi,
ritirate il gettone per indicare che è scarica. Per ricaricare l'unità deve utilizzare
un'azione Skill. Un'unità può tirare e ricaricare l'arma nello stesso turno utilizzando due
azioni."

The card names the weapon the skill reloads; in meeple's cards that weapon's line carries the
``reloadable`` tag, and the card the ``reload`` skill (DT-75). A reloadable line fired in an
attack (or a reaction fire) loses its "loaded" token whatever its dice do; while unloaded it is
not offered a target; the unit's Skill action ``skill reload`` (:mod:`.orders`) puts the token
back on one unloaded line (the artillery's lines first, then these, in the unit's order). The
tokens are the ones the artillery keeps (:class:`~.skill_markers.SkillMarkers`); range-A lines
are :mod:`.artillery`'s. Reloading costs the Skill action; firing costs the Attack.
"""

from __future__ import annotations

from typing import Final, Iterable, TYPE_CHECKING

from meeple.games.dust_tactics.targets import Shot
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.units import WeaponLine

if TYPE_CHECKING:
    from meeple.games.dust_tactics.state import DtState

SKILL: Final = "reload"
TAG: Final = "reloadable"


def is_reloadable(line: WeaponLine) -> bool:
    """A line the card marks "ricaricabili" (reload), other than an artillery line's range A."""
    return TAG in line.special and line.range.kind != "artillery"


def reloadable_lines(unit: UnitState) -> tuple[WeaponRef, ...]:
    """The unit's reloadable lines (a joined hero's included)."""
    return tuple(ref for ref, line in unit.lines() if is_reloadable(line))


def unloaded_reloadable(state: "DtState", unit_id: str) -> tuple[WeaponRef, ...]:
    """The unit's reloadable lines without their "loaded" token."""
    markers = state.markers
    return tuple(ref for ref in reloadable_lines(state.units[unit_id]) if not markers.is_loaded(unit_id, ref))


def loaded(state: "DtState", unit_id: str, ref: WeaponRef) -> bool:
    """Whether line ``ref`` may fire: not a reloadable line, or one with its token."""
    return not is_reloadable(state.units[unit_id].line(ref)) or state.markers.is_loaded(unit_id, ref)


def fire(state: "DtState", attacker_id: str, shots: Iterable[Shot]) -> None:
    """An attack has been declared: each reloadable line it fires loses its token."""
    unit = state.units[attacker_id]
    refs = tuple(sorted({s.line for s in shots if is_reloadable(unit.line(s.line))}))
    state.markers = state.markers.fired(attacker_id, refs)

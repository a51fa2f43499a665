"""What the players keep track of beside the unit cards for the artillery and the command
squads (rulebook p. 14-15, "Armi d'artiglieria"; p. 25, "Reloadable Weapons"; p. 23,
"COMPETENZE DELLE SQUADRE COMANDO").

- The "loaded" token (p. 25: "Le armi ricaricabili cominciano la partita cariche. Piazzate il
  gettone "loaded" sulla schede unità per indicare che l'arma è carica. Quando un'unità
  utilizza queste armi, ritirate il gettone per indicare che è scarica."): kept as the set
  of artillery lines that are *unloaded*, so a game starts with every weapon loaded.
- The command squads' attempt of the turn (p. 23: "Il giocatore può tentare di utilizzare le
  abilità della squadra comando una sola volta per turno"): the sides that tried this turn
  (one attempt a side, however many of its players field a command squad: p. 7, DT-87).
- A command squad's test roll waiting for its die, the unit to activate when the current
  activation ends (Get Moving, Field Repair, Come On Guys: "immediatamente dopo la fine
  dell'attivazione della squadra comando"), and an Artillery Strike under way (the observer's
  activation waits while the artillery fires, p. 15).

:class:`SkillMarkers` is immutable; the state holds one and replaces it (``state.markers``).
The rules that read and write it are :mod:`.artillery`, :mod:`.command_squads` and
:mod:`.skill_action`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from meeple.games.dust_tactics.unit_state import WeaponRef

if TYPE_CHECKING:
    from meeple.games.dust_tactics.activation import Activation


@dataclass(frozen=True)
class Strike:
    """An Artillery Strike under way: the ``observer`` that ordered it, the ``artillery`` unit
    firing, and the observer's activation to take up again after the fire (p. 15: "A questo
    punto l'osservatore può effettuare la sua seconda azione")."""

    observer: str
    artillery: str
    resume: "Activation"


@dataclass(frozen=True)
class CommandTest:
    """A command squad ability waiting for its die (p. 23: "Se si ottiene [colpo], l'abilità
    può essere utilizzata"): the squad, the ability and the unit it names."""

    squad: str
    ability: str
    target: str


@dataclass(frozen=True)
class SkillMarkers:
    """See the module docstring."""

    #: (unit id, line) of every artillery or reloadable line fired and not yet reloaded; a joined
    #: hero's under his squad's id until he leaves it (:meth:`parted`, DT-131).
    unloaded: frozenset[tuple[str, WeaponRef]] = frozenset()
    #: The sides (``state.seat_of``: 0 the Allies, 1 the Axis) that attempted a command squad
    #: ability this turn (DT-87).
    tried: frozenset[int] = frozenset()
    #: The (squad id, ability) a command squad used with success, for the once-a-game ones.
    spent: frozenset[tuple[str, str]] = frozenset()
    test: CommandTest | None = None
    #: The unit to activate when the current activation ends ("" for none).
    follow: str = ""
    strike: Strike | None = None

    def new_turn(self) -> "SkillMarkers":
        """A new turn: each side may try a command ability again."""
        return replace(self, tried=frozenset()) if self.tried else self

    def is_loaded(self, unit_id: str, ref: WeaponRef) -> bool:
        """Whether the line carries its "loaded" token."""
        return (unit_id, ref) not in self.unloaded

    def fired(self, unit_id: str, refs: tuple[WeaponRef, ...]) -> "SkillMarkers":
        """The tokens of ``refs`` taken off: "ritirate il gettone per indicare che è scarica"."""
        return replace(self, unloaded=self.unloaded | {(unit_id, r) for r in refs}) if refs else self

    def reloaded(self, unit_id: str, ref: WeaponRef) -> "SkillMarkers":
        """The token put back on line ``ref``."""
        return replace(self, unloaded=self.unloaded - {(unit_id, ref)})

    def parted(self, squad_id: str, hero_id: str) -> "SkillMarkers":
        """A joined hero's card taken off his squad's (p. 19: "separate le due schede unità"):
        the tokens of the hero's lines, kept on the squad's id while joined, go with his card to
        his own id, unloaded as they were (DT-131)."""
        moved = frozenset(m for m in self.unloaded if m[0] == squad_id and m[1].hero)
        if not moved:
            return self
        mine = frozenset((hero_id, WeaponRef(ref.index)) for _, ref in moved)
        return replace(self, unloaded=(self.unloaded - moved) | mine)

    def all_loaded(self, unit_id: str) -> "SkillMarkers":
        """Every line of the unit loaded again (a unit back in play "con tutte le sue armi e il
        pieno di munizioni", p. 23)."""
        return replace(self, unloaded=frozenset(m for m in self.unloaded if m[0] != unit_id))

    def to_json(self) -> dict[str, Any]:
        """The markers as JSON-safe data, in a fixed order."""
        strike = self.strike
        return {
            "unloaded": [[uid, f"{ref.index}h" if ref.hero else str(ref.index)] for uid, ref in sorted(self.unloaded)],
            "tried": sorted(self.tried),
            "spent": [list(pair) for pair in sorted(self.spent)],
            "test": None if self.test is None else {
                "squad": self.test.squad, "ability": self.test.ability, "target": self.test.target,
            },
            "follow": self.follow or None,
            "strike": None if strike is None else {"observer": strike.observer, "artillery": strike.artillery},
        }

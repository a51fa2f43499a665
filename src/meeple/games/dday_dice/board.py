"""The battle map as the rules use it: sectors, the moves out of each, and the bunker.

Built once from a map data file (:mod:`.maps`); immutable, shared by every state of a game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable


@dataclass(frozen=True)
class Exit:
    """A move out of a sector: to ``to``; forward (across a row line, or into the bunker:
    "Entrare in un bunker conta come un avanzamento") costs ``courage``."""

    to: int
    forward: bool
    courage: int
    minefield: bool = False
    barrier: bool = False


@dataclass(frozen=True)
class Sector:
    """One sector (the bunker is a sector too: "i bunkers contano anch'essi come settori")."""

    number: int
    row: int
    defs: tuple[int, ...]
    black: bool = False
    mgf: int = 0
    bunker: bool = False
    #: MGF special damage on each 6 rolled: "none", "courage" or "specialist".
    mgf_special: str = "none"
    #: Colourless results added to / removed from the Final Count every turn (face -> count).
    bonus: tuple[tuple[int, int], ...] = ()
    penalty: tuple[tuple[int, int], ...] = ()
    #: Requirements to move in: ("have", id), ("sacrifice", id) or ("sacrifice-any", "").
    requires: tuple[tuple[str, str], ...] = ()
    #: Named special rules: ("auto-specialist", id) or ("d6-soldiers-once", ""); a rule naming
    #: an item or a vehicle holds its id in the second place ("free-item", "shoulder-patch").
    special: tuple[tuple[str, str], ...] = ()
    #: "Non può esserci più di 1 unità nello stesso momento qui."
    one_unit: bool = False
    #: "In questo settore non è possibile trovare un nuovo oggetto ma si possono usare".
    no_item: bool = False
    #: The names of the special rules, resolved once when the sector is built (read on every
    #: move by :func:`has_rule`); derived from ``special``, so not compared.
    rules: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "rules", frozenset(rule for rule, _ in self.special))

    def has_rule(self, rule: str) -> bool:
        """Whether the sector has the named special rule."""
        return rule in self.rules


@dataclass(frozen=True)
class Board:
    """A map ready for play."""

    id: str
    name: str
    sectors: dict[int, Sector]
    exits: dict[int, tuple[Exit, ...]]
    start: int
    start_soldiers: int
    start_courage: int
    start_stars: int = 0
    start_item_points: int = 0
    #: Specialists every unit starts with (Utah Beach: "Le tue risorse iniziali sono il
    #: Corporal e 0 soldati"), each from its own hand.
    start_specialists: tuple[str, ...] = ()
    #: Exercise Tiger's Practice Run (rulebook p. 14): only DEF, black shields, soldiers and
    #: courage count, and a lost unit does not end the game for the others.
    practice: bool = False
    #: Whether one lost unit loses the game for the team; Exercise Tiger (Practice Run and
    #: Basic Training): "Se un'unità viene eliminata lungo il percorso, gli altri giocatori
    #: devono continuare verso il loro obiettivo" (DDM-9).
    unit_loss_ends_game: bool = True
    #: Dice faces this map ignores in the Final Count (Practice Run: skull, star, tool).
    ignored_faces: frozenset[int] = frozenset()
    #: Which specialists may be recruited: the map's regular ones (each unit's own hand) and
    #: unique ones (one common reserve).
    regular_specialists: tuple[str, ...] = ()
    #: Whether medals are in the game (a full set earns one; 6 courage buys one).
    awards: bool = False
    unique_specialists: tuple[str, ...] = ()
    #: Rules the map needs that meeple does not implement yet (empty when fully playable).
    unimplemented: tuple[str, ...] = field(default=())
    #: Whether items (and vehicles) are in the game, and the map's special items ("Gli
    #: Oggetti Regolari sono sempre disponibili ... Gli oggetti Speciali si trovano solo in
    #: certe mappe").
    items: bool = False
    special_items: tuple[str, ...] = ()
    #: Solo play's item substitutions, (item, substitute) (Merville Battery, sector 9).
    solo_substitutes: tuple[tuple[str, str], ...] = ()
    #: Gold Beach: every bunker must be conquered by a unit; solo, the unit conquers one and
    #: goes on into the next (bunkers.py).
    conquer_every_bunker: bool = False
    #: Sectors next to each sector in any direction (the Mortar's "settore adiacente").
    neighbours: dict[int, tuple[int, ...]] = field(default_factory=dict)
    #: What :meth:`memo` has worked out for this board (derived, so not compared).
    _memo: dict[str, Any] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_memo", {})

    def memo(self, key: str, build: Callable[[], Any]) -> Any:
        """``build()``, worked out once per board and ``key``: for tables that depend on the
        board alone (it is immutable), such as a bot's least cost from each sector to a
        bunker. Kept on the board itself: a board changed for a game (``dataclasses.replace``)
        starts with none."""
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = build()
        return found

    def def_for(self, sector: int, marker: int) -> int:
        """The DEF a unit fights against on its ``marker``-th turn in ``sector``: "il primo (e
        più basso) DEF durante il tuo primo turno ... il secondo scudo per il secondo turno"
        (the last shield once the marker passes the number of shields)."""
        defs = self.sectors[sector].defs
        return defs[min(max(marker, 1), len(defs)) - 1]

    def is_bunker(self, sector: int) -> bool:
        return self.sectors[sector].bunker

"""What a player marks on a unit card during a battle: the models left in a squad, the crosses
of a hero or a vehicle, the ammunition boxes crossed, and a hero joined to a squad (rulebook
p. 12, "6) Infliggere danni"; p. 18, "EROI"; p. 24, "Armi a munizioni limitate").

p. 12: "Per i veicoli e gli eroi, smarcate sulla scheda unità un numero di croci
corrispondente ai danni. ... Nel caso di una squadra di fanteria togliete immediatamente le
perdite dal tavolo; una miniatura per ogni punto vita perso." p. 11: "Ricordate sempre che
quello che conta sono le armi che la miniatura indossa"; so a squad's models are counted by
the weapon they carry (:func:`model_kinds`, docs/rulings.md DT-23).

p. 18: "Mettete assieme le schede unità di eroe e squadra." A squad with a joined hero is one
:class:`UnitState` whose ``hero`` is the hero's own state; its weapon lines are the squad's
then the hero's (:class:`WeaponRef`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Final

from meeple.games.dust_tactics.units import UnitCard, WeaponLine


@dataclass(frozen=True, order=True)
class WeaponRef:
    """One weapon line of a unit: its index on the squad's card, or on the joined hero's card
    when ``hero`` (p. 18: "Le armi dell'eroe sono utilizzate nello stesso momento di quelle
    della squadra")."""

    index: int
    hero: bool = False


def model_kinds(card: UnitCard) -> tuple[int | None, ...]:
    """The kinds of model of a squad, by the counted weapon they carry: the index of each line
    with a ``carried_by`` ("(1)", p. 11), then ``None`` for the models that carry only the
    weapons every model has (knives, p. 25). Each model carries at most one counted weapon
    (DT-23). Heroes, vehicles and aircraft have none."""
    if card.type != "squad":
        return ()
    kinds: list[int | None] = [i for i, line in enumerate(card.weapons) if line.carried_by is not None]
    if sum(card.weapons[i].carried_by or 0 for i in kinds if i is not None) < card.strength:
        kinds.append(None)
    return tuple(kinds)


@dataclass(frozen=True)
class UnitState:
    """A unit card and its markings.

    ``models`` counts a squad's models by kind, aligned with :func:`model_kinds`; ``hit_points``
    are the crosses left to a hero or a vehicle; ``ammo_spent`` the boxes crossed per weapon
    line (aligned with the card's lines); ``limited_used`` the limited-ammunition shots fired
    this turn (p. 24: "non può utilizzare più armi a munizioni limitate di quanti siano i
    componenti della squadra"); ``hero`` a hero joined to this squad."""

    card: UnitCard
    models: tuple[int, ...] = ()
    hit_points: int = 0
    ammo_spent: tuple[int, ...] = ()
    limited_used: int = 0
    hero: "UnitState | None" = None
    #: Skills this card has used up for the game ("una sola volta per partita", pp. 20-22).
    skills_spent: tuple[str, ...] = ()
    #: Skills declared and in effect now (Assault, Heroic Attack, All In One, pp. 20-22): for
    #: the turn, or for the activation that declared them (:mod:`.declared_skills`, DT-127).
    skills_now: tuple[str, ...] = ()
    #: Skills declared this turn, in effect or not: none is declared twice in a turn (Medal of
    #: Honor "una sola volta per turno", p. 21; DT-127).
    skills_turn: tuple[str, ...] = ()
    #: What the rules work out from this (immutable) state alone, kept with it: its weapon
    #: lines, its skills, which classes of armour its lines harm (:attr:`facts`). Neither
    #: compared, shown nor copied by :func:`dataclasses.replace`: an attribute of its own, not
    #: the instance ``__dict__``, so the compiled build (which has none) keeps it too.
    _facts: dict[str, Any] = field(init=False, repr=False, compare=False, hash=False)

    def __init__(
        self, card: UnitCard, models: tuple[int, ...] = (), hit_points: int = 0, ammo_spent: tuple[int, ...] = (),
        limited_used: int = 0, hero: "UnitState | None" = None, skills_spent: tuple[str, ...] = (),
        skills_now: tuple[str, ...] = (), skills_turn: tuple[str, ...] = (),
    ) -> None:
        """The dataclass's own ``__init__``, written out (compiled, a plain store rather than an
        interpreted ``__init__``'s call), then :meth:`__post_init__`."""
        object.__setattr__(self, "card", card)
        object.__setattr__(self, "models", models)
        object.__setattr__(self, "hit_points", hit_points)
        object.__setattr__(self, "ammo_spent", ammo_spent)
        object.__setattr__(self, "limited_used", limited_used)
        object.__setattr__(self, "hero", hero)
        object.__setattr__(self, "skills_spent", skills_spent)
        object.__setattr__(self, "skills_now", skills_now)
        object.__setattr__(self, "skills_turn", skills_turn)
        self.__post_init__()

    def __post_init__(self) -> None:
        object.__setattr__(self, "_facts", {})
        kinds = model_kinds(self.card)
        if len(self.models) != len(kinds) or any(n < 0 for n in self.models):
            raise ValueError(f"{self.card.id}: models {self.models} do not match the kinds {kinds}")
        if self.hit_points < 0 or (self.card.type == "squad" and self.hit_points):
            raise ValueError(f"{self.card.id}: hit points {self.hit_points} (a squad counts models)")
        if len(self.ammo_spent) != len(self.card.weapons):
            raise ValueError(f"{self.card.id}: one ammunition count per weapon line")
        for line, spent in zip(self.card.weapons, self.ammo_spent):
            if spent < 0 or spent > (line.limited_ammo or 0):
                raise ValueError(f"{self.card.id}: {line.name}: {spent} boxes crossed of {line.limited_ammo or 0}")
        if self.hero is not None:
            if self.card.type != "squad" or self.hero.card.type != "hero":
                raise ValueError("only a hero joins, and only a squad (p. 18)")
            if self.hero.card.armour != self.card.armour:
                raise ValueError(
                    f"{self.hero.card.id} (armour {self.hero.card.armour}) joins only a squad of its armour "
                    f"class, not {self.card.id} (armour {self.card.armour}) (p. 18)"
                )

    @classmethod
    def fresh(cls, card: UnitCard, hero: UnitCard | None = None) -> "UnitState":
        """A unit at full strength, with every box unmarked (and ``hero`` joined, p. 18)."""
        models: tuple[int, ...] = ()
        if card.type == "squad":
            counted = [line.carried_by or 0 for line in card.weapons if line.carried_by is not None]
            models = tuple(counted) + ((card.strength - sum(counted),) if None in model_kinds(card) else ())
        return cls(
            card,
            models=models,
            hit_points=0 if card.type == "squad" else card.strength,
            ammo_spent=(0,) * len(card.weapons),
            hero=cls.fresh(hero) if hero is not None else None,
        )

    # ---------------------------------------------------------------- strength

    @property
    def model_count(self) -> int:
        """The squad's models still in play (0 for the other types)."""
        return sum(self.models)

    @property
    def remaining(self) -> int:
        """Damage points the unit can still take: models, crosses, and the joined hero's."""
        own = self.model_count if self.card.type == "squad" else self.hit_points
        return own + (self.hero.remaining if self.hero is not None else 0)

    @property
    def destroyed(self) -> bool:
        """Nothing left (p. 12: "Una volta che le croci sono esaurite la miniatura è eliminata")."""
        return self.remaining == 0

    def carriers(self, index: int) -> int:
        """The squad's models still in play that carry weapon line ``index`` (p. 11: "il numero
        di miniature ancora in gioco che possiedono l'arma"): its carriers if the line is
        counted, every model otherwise."""
        kinds = model_kinds(self.card)
        if index in kinds:
            return self.models[kinds.index(index)]
        return self.model_count

    @property
    def facts(self) -> dict[str, Any]:
        """What the rules work out from this state alone, by name (see ``_facts``)."""
        return self._facts

    # ---------------------------------------------------------------- weapon lines

    def lines(self) -> tuple[tuple[WeaponRef, WeaponLine], ...]:
        """Every weapon line of the unit: the card's, then the joined hero's (p. 18)."""
        found: tuple[tuple[WeaponRef, WeaponLine], ...] | None = self._facts.get(_LINES)
        if found is None:
            found = tuple((WeaponRef(i), line) for i, line in enumerate(self.card.weapons))
            if self.hero is not None:
                found += tuple((WeaponRef(i, hero=True), line) for i, line in enumerate(self.hero.card.weapons))
            self._facts[_LINES] = found
        return found

    def refs(self) -> tuple[WeaponRef, ...]:
        """The references of :meth:`lines`, in their order."""
        found: tuple[WeaponRef, ...] | None = self._facts.get(_REFS)
        if found is None:
            found = self._facts[_REFS] = tuple(ref for ref, _ in self.lines())
        return found

    def line(self, ref: WeaponRef) -> WeaponLine:
        """The weapon line ``ref``; ValueError if the unit has none such."""
        card = self.hero.card if ref.hero and self.hero is not None else self.card
        if (ref.hero and self.hero is None) or not 0 <= ref.index < len(card.weapons):
            raise ValueError(f"{self.card.id} has no weapon line {ref}")
        return card.weapons[ref.index]

    def owner_of(self, ref: WeaponRef) -> "UnitState":
        """The state whose card holds line ``ref`` (the joined hero's for a hero line)."""
        if ref.hero:
            if self.hero is None:
                raise ValueError(f"{self.card.id} has no joined hero")
            return self.hero
        return self

    def with_line_owner(self, ref: WeaponRef, owner: "UnitState") -> "UnitState":
        """A copy with the card holding ``ref`` replaced by ``owner``."""
        return replace(self, hero=owner) if ref.hero else owner

    def new_turn(self) -> "UnitState":
        """At the end of a turn the per-turn count of limited-ammunition shots starts again,
        and the skills declared for the turn end."""
        hero = self.hero.new_turn() if self.hero is not None else None
        if not (self.limited_used or self.skills_now or self.skills_turn) and hero is self.hero:
            return self  # nothing to clear: the same markings
        return replace(self, limited_used=0, hero=hero, skills_now=(), skills_turn=())


#: Where :meth:`UnitState.lines` and :meth:`UnitState.refs` keep their answers (``facts``).
_LINES: Final = "lines"
_REFS: Final = "refs"

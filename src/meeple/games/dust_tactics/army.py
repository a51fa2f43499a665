"""Armies: the units a player fields, checked against the unit cards and the army-point
limit (rulebook p. 19, "PREPARAZIONE DEL GIOCO"; p. 18, "EROI"; p. 23, squadre comando).

p. 19, "Costo delle unità (AP)": "Nella Scatola Base si trovano cinque unità per ogni
fazione: un veicolo, un eroe e tre squadre di fanteria. Ogni unità possiede le proprie
caratteristiche in termini di combattimento, movimento, punti vita e punti armata. I punti
armata (AP) sono un'unità di misura legata al valore delle unità. Il valore in AP è indicato
in un cerchio posto in basso a destra nella scheda unità e più il numero è elevato e più
l'unità è potente. Quando si sceglie uno scenario bisogna che i punti armata delle due
fazioni non sorpassino quelli indicati." And: "Dopo aver costruito la propria armata, i
giocatori devono allestire il campo di battaglia."

The checks, each a one-line problem (see docs/dust-tactics-army-format.md):

- the army-point limit: the sum of the units' AP does not exceed the scenario's
  ``army_points`` (or the ``points`` the players agreed for a battlefield of their own);
- faction coherence: every unit belongs to the army's faction ("i punti armata delle due
  fazioni": an army is one faction's, Allies or Axis);
- heroes (p. 18): a hero may join a squad at the start, only a squad of infantry of its own
  armour class ("All'inizio del primo turno di gioco un eroe può aggregarsi ad una squadra di
  fanteria avente la stessa classe d'armatura (un eroe [armatura] 2 può affiancare solo una
  squadra [armatura] 2.)"), and only then ("Un eroe non può raggiungere una squadra durante
  la partita. Se un giocatore vuole un eroe in una squadra li deve unire a inizio partita."),
  so the army file says which squad each hero joins; a command squad takes only a hero with
  Commander (p. 23: "Un eroe può unirsi a una squadra comando solo se possiede la competenza
  Commander.");
- rulings of the army format (not in the text): one hero per squad; a hero, a named
  character ("Guerrieri di fama, combattenti leggendari", p. 18), is fielded at most once;
  two command squads must be different units (p. 23: "Un giocatore può mettere in campo più
  squadre comando, purché abbiano [...] differente", a word lost in the transcript).

Entry points: :func:`load_army_file`, :func:`army_content` (an army given as data, as the
game options ``allies_army`` and ``axis_army`` hold it), :func:`check_army`, :func:`core_army`.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Iterable, Mapping

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator, model_validator

from meeple.engine.errors import EXCERPT_CHARS, ContentError, excerpt
from meeple.engine.data_files import read_toml
from meeple.games.dust_tactics.blutkreuz import blutkreuz_problems
from meeple.games.dust_tactics.jump import join_problems as jump_problems
from meeple.games.dust_tactics.datafile import KEBAB, entry_label, validate
from meeple.games.dust_tactics.scenarios import Scenario, load_scenario
from meeple.games.dust_tactics.units import CORE_SET, Faction, UnitCard, load_units

#: p. 19, quoted in the problems about the limit.
LIMIT_RULE = "p. 19: \"bisogna che i punti armata delle due fazioni non sorpassino quelli indicati\""
#: p. 18, quoted in the problems about a hero's squad.
HERO_RULE = (
    "p. 18: \"un eroe può aggregarsi ad una squadra di fanteria avente la stessa classe d'armatura\""
)


class ArmyUnit(BaseModel):
    """One ``[[unit]]`` of an army file: a unit card by ``id``, an optional ``name`` that
    tells two copies of a unit apart, and, for a hero, the squad it ``joins`` at the start
    (a ``name`` or ``id`` of a squad of the same army)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name: str | None = Field(default=None, min_length=1)
    joins: str | None = Field(default=None, min_length=1)

    @field_validator("id")
    @classmethod
    def _kebab(cls, value: str) -> str:
        if not KEBAB.match(value):
            raise ValueError(f"{excerpt(value)} is not a unit id (kebab-case, e.g. 'hell-boys')")
        return value


class Army(BaseModel):
    """An army file (docs/dust-tactics-army-format.md): its ``faction`` (the side it plays,
    ``allies`` or ``axis``), the limit it is built to (a packaged ``scenario`` id, or
    ``points`` for a battlefield of the players' own), and its units."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    name: str = ""
    faction: Faction
    scenario: str | None = None
    points: Annotated[int, Field(ge=1)] | None = None
    unit: tuple[ArmyUnit, ...] = ()

    @field_validator("scenario")
    @classmethod
    def _scenario_id(cls, value: str | None) -> str | None:
        if value is not None and not KEBAB.match(value):
            raise ValueError(f"{excerpt(value)} is not a scenario id (see `meeple scenarios dust-tactics`)")
        return value

    @model_validator(mode="after")
    def _check(self) -> "Army":
        if self.scenario is not None and self.points is not None:
            raise ValueError("points: give a scenario (its limit applies) or points, not both")
        names = Counter(u.name for u in self.unit if u.name is not None)
        twice = sorted(n for n, k in names.items() if k > 1)
        if twice:
            raise ValueError(f"unit: the name {excerpt(twice[0])} is given to two units; names tell units apart")
        ids = {u.id for u in self.unit}
        clash = sorted(n for n in names if n in ids)
        for name in clash:
            if any(u.name == name and u.id != name for u in self.unit):
                raise ValueError(f"unit: the name {excerpt(name)} is also a unit id of the army; pick another name")
        return self


def _namer(raw: dict[str, Any], loc: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    return entry_label(raw, loc, {"unit": "unit"})


def load_army_file(path: Path | str) -> Army:
    """Read and validate the form of an army file; ContentError on one line
    (``<file>: [unit <id>:] <field>: <problem>``). Whether the army is legal is
    :func:`check_army`'s question."""
    path = Path(path)
    return validate(Army, read_toml(path, "army"), path, _namer)


def army_content(content: Mapping[str, Any], source: str) -> Army:
    """An army given as data (what an army file parses to), validated as :func:`load_army_file`
    validates a file; ContentError ``<source>: [unit <id>:] <field>: <problem>``."""
    return validate(Army, dict(content), source, _namer)


def core_army(faction: Faction) -> Army:
    """The whole core-set army of ``faction`` (p. 19: "cinque unità per ogni fazione"),
    no hero joined."""
    cards = {c.id: c for c in load_units()}
    return army_of(faction, (i for i in CORE_SET if cards[i].faction == faction), f"core set, {faction}")


def army_points(cards: Iterable[UnitCard]) -> int:
    """An army's total AP, the sum of its cards' ("Il valore in AP è indicato in un cerchio",
    p. 19). The one place a total is made: :func:`check_army` and the game's default army."""
    return sum(card.ap for card in cards)


def join_problems(hero: UnitCard, squad: UnitCard) -> list[str]:
    """Why ``hero`` may not join ``squad`` at the start of the game (p. 18, p. 23); empty when
    it may. The one place the rule lives: :func:`check_army` for an army file, and the
    game's set-up choice (:func:`meeple.games.dust_tactics.heroes.join_options`). One hero
    per squad is the caller's count (DT-34)."""
    if squad.type != "squad":
        return [f"{squad.name} is a {squad.type}; a hero joins a squad of infantry ({HERO_RULE})"]
    problems = []
    if squad.armour != hero.armour:
        problems.append(
            f"{hero.name} has armour {hero.armour}, {squad.name} armour {squad.armour}; "
            f"a hero joins only a squad of its armour class ({HERO_RULE})"
        )
    if "command-squad" in squad.skills and "commander" not in hero.skills:
        problems.append(
            f"{squad.name} is a command squad and {hero.name} lacks Commander (p. 23: \"Un eroe può "
            "unirsi a una squadra comando solo se possiede la competenza Commander.\")"
        )
    problems += blutkreuz_problems(hero, squad)  # Blutkreuz Ape / Zombie (pp. 20-21, DT-67)
    problems += jump_problems(hero, squad)  # Jump (p. 21, DT-56)
    return problems


def army_of(faction: Faction, card_ids: Iterable[str], name: str = "") -> Army:
    """An army of the cards ``card_ids`` (a card listed twice is two units), no hero joined:
    a scenario's ``[armies]`` list or the game's default army as the one army model. A list
    naming no unit card (a scenario given as content) is a one-line ContentError."""
    try:
        return Army(name=name, faction=faction, unit=tuple(ArmyUnit(id=i) for i in card_ids))
    except ValidationError as exc:
        problem = str(exc.errors()[0]["msg"]).removeprefix("Value error, ")
        raise ContentError(f"{faction} army: {problem}") from None


@dataclass(frozen=True)
class FieldedUnit:
    """One unit of a checked army: its label in messages, its card (None if the id is
    unknown) and the label of the squad it joins."""

    label: str
    entry: ArmyUnit
    card: UnitCard | None
    joins: str | None = None


@dataclass(frozen=True)
class ArmyCheck:
    """The verdict on an army: its units, total AP, the limit that applies and every
    problem found, one line each (without the file name)."""

    army: Army
    units: tuple[FieldedUnit, ...]
    total_ap: int
    limit: int | None
    limit_from: str
    scenario: Scenario | None
    problems: tuple[str, ...]

    @property
    def valid(self) -> bool:
        """No problem found."""
        return not self.problems

    def to_json(self) -> dict[str, Any]:
        """A JSON-safe summary (``meeple army check --json``)."""
        return {
            "name": self.army.name,
            "faction": self.army.faction,
            "scenario": self.scenario.id if self.scenario else None,
            "limit": self.limit,
            "limit_from": self.limit_from,
            "total_ap": self.total_ap,
            "valid": self.valid,
            "problems": list(self.problems),
            "units": [
                {
                    "label": u.label, "id": u.entry.id, "name": u.card.name if u.card else None,
                    "type": u.card.type if u.card else None, "ap": u.card.ap if u.card else None,
                    "joins": u.joins,
                }
                for u in self.units
            ],
        }


def _labels(army: Army) -> list[str]:
    """How messages name each unit: its ``name``, else its id (numbered when repeated), each
    cut to an excerpt (a label is read from the user's file, of any length)."""
    counts = Counter(u.id for u in army.unit if u.name is None)
    seen: Counter[str] = Counter()
    labels = []
    for u in army.unit:
        if u.name is not None:
            labels.append(_short(u.name))
        else:
            seen[u.id] += 1
            labels.append(_short(u.id) if counts[u.id] == 1 else f"{_short(u.id)} #{seen[u.id]}")
    return labels


def _short(text: str) -> str:
    """A label as given, or its excerpt where it is too long for a one-line message."""
    return text if len(text) <= EXCERPT_CHARS else excerpt(text)


def check_army(
    army: Army,
    scenario: Scenario | None = None,
    units: tuple[UnitCard, ...] | None = None,
) -> ArmyCheck:
    """Check ``army`` against the unit cards (``units``, the packaged ones by default) and
    the limit of ``scenario`` (if given, it replaces the file's ``scenario``/``points``).

    Never raises for an illegal army: every problem is one line of the result."""
    cards = {c.id: c for c in (units if units is not None else load_units())}
    problems: list[str] = []
    labels = _labels(army)

    # the limit
    limit: int | None = None
    limit_from = ""
    if scenario is None and army.scenario is not None:
        try:
            scenario = load_scenario(army.scenario)
        except ContentError as exc:
            problems.append(f"scenario: {exc}")
    if scenario is not None:
        limit, limit_from = scenario.army_points, f"scenario {scenario.id}"
    elif army.points is not None:
        limit, limit_from = army.points, "points"
    elif army.scenario is None:
        problems.append(
            "no army-point limit: name a scenario (scenario = \"ID\" or --scenario ID) or, for a "
            "battlefield of your own, the agreed points (points = N) (p. 19)"
        )

    if not army.unit:
        problems.append("unit: the army has no units")

    # each unit: known card, faction
    fielded: list[FieldedUnit] = []
    for label, entry in zip(labels, army.unit):
        card = cards.get(entry.id)
        if card is None:
            problems.append(f"unit {label}: id: unknown unit {excerpt(entry.id)} (known: {', '.join(cards)})")
        elif card.faction != army.faction:
            problems.append(
                f"unit {label}: faction: {card.name} is an {card.faction} unit in an {army.faction} army "
                "(an army is one faction's, p. 19)"
            )
        fielded.append(FieldedUnit(label, entry, card))

    # heroes: once each, joining squads
    hero_counts = Counter(f.entry.id for f in fielded if f.card is not None and f.card.type == "hero")
    for hero_id, count in hero_counts.items():
        if count > 1:
            problems.append(
                f"unit {hero_id}: {cards[hero_id].name} is fielded {count} times; a hero is one character (ruling, "
                "docs/dust-tactics-army-format.md)"
            )
    command = Counter(
        f.entry.id for f in fielded if f.card is not None and "command-squad" in f.card.skills
    )
    for squad_id, count in command.items():
        if count > 1:
            problems.append(
                f"unit {squad_id}: {count} copies of the command squad {cards[squad_id].name}; two command squads "
                "must differ (p. 23)"
            )

    by_label = {f.label: f for f in fielded}
    by_name = {f.entry.name: f for f in fielded if f.entry.name is not None}
    ids = Counter(f.entry.id for f in fielded)
    joined: dict[str, str] = {}
    for index, f in enumerate(fielded):
        target_text = f.entry.joins
        if target_text is None:
            continue
        where = f"unit {f.label}: joins"
        if f.card is None:
            continue  # already reported
        if f.card.type != "hero":
            problems.append(f"{where}: only a hero joins a squad (p. 18); {f.card.name} is a {f.card.type}")
            continue
        target = by_name.get(target_text)
        if target is None:
            if ids[target_text] > 1:
                problems.append(
                    f"{where}: {excerpt(target_text)} is in the army {ids[target_text]} times; give the squads names "
                    "and join one by its name"
                )
                continue
            target = by_label.get(target_text)
        if target is None:
            problems.append(f"{where}: no unit {excerpt(target_text)} in the army")
            continue
        if target is f:
            problems.append(f"{where}: a hero cannot join itself")
            continue
        if target.card is None:
            continue  # already reported
        for problem in join_problems(f.card, target.card):
            problems.append(f"{where}: {problem}")
        if target.label in joined:
            problems.append(
                f"{where}: {joined[target.label]} already joins {target.label}; one hero per squad (ruling, "
                "docs/dust-tactics-army-format.md)"
            )
        else:
            joined[target.label] = f.label
        fielded[index] = FieldedUnit(f.label, f.entry, f.card, target.label)

    total = army_points(f.card for f in fielded if f.card is not None)
    if limit is not None and total > limit:
        problems.append(f"army points: {total} AP is {total - limit} over the limit of {limit} ({limit_from}; {LIMIT_RULE})")
    return ArmyCheck(army, tuple(fielded), total, limit, limit_from, scenario, tuple(problems))

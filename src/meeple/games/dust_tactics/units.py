"""Unit cards as data: ``data/units.toml`` (rulebook pp. 4-5, "DESCRIZIONE DELLE SCHEDE UNITA'").

"Ci sono tre tipi di schede unità: le squadre di fanteria, i veicoli e gli eroi." A card
holds "movimento, tipo di armatura, punti vita e valore in punti armata", a faction symbol,
the weapon table ("I nomi delle armi sono nella colonna di sinistra. A destra del nome si
trova la portata dell'arma ... Le serie di numeri seguenti indicano i valori di
combattimento ... L'insieme di questi valori viene chiamato linea d'armamento"), the SOFT
COVER and HARD COVER values of infantry ("Le schede unità delle fanterie presentano due
valori: SOFT COVER e HARD COVER"), the skills and the limited-ammunition boxes ("Competenze
delle unità e munizioni in quantità limitata").

The text prints only some values of the core set's ten cards; every other value is marked
``reconstructed`` in its table and explained in docs/rulings.md (DT-1 to DT-4).

Entry points: :func:`load_units`, :func:`load_units_file`, :func:`unit`, :data:`CORE_SET`.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from meeple.engine.errors import ContentError, excerpt, short_name
from meeple.engine.data_files import read_toml
from meeple.games.dust_tactics.datafile import KEBAB, DataTable, entry_label, validate

Faction = Literal["allies", "axis"]
#: The unit types: "le squadre di fanteria, i veicoli e gli eroi" (p. 4), and aircraft
#: ("Aerei/Mezzi volanti", p. 4).
UnitType = Literal["squad", "hero", "vehicle", "aircraft"]
#: The armour columns of a weapon line: infantry (squads and heroes), vehicles, aircraft.
ArmourKind = Literal["infantry", "vehicle", "aircraft"]
#: The armour classes of each column (p. 4): "Fanteria 1 ... 4", "Veicoli 1 ... 7",
#: "Aerei/Mezzi volanti 1 ... 3".
ARMOUR_CLASSES: dict[ArmourKind, int] = {"infantry": 4, "vehicle": 7, "aircraft": 3}
#: A cover value on an infantry card (p. 13): roll one die per damage and cancel a damage
#: per hit face ("hit") or per blank face ("miss"); "none": "Quando il valore di copertura
#: non indica nulla significa che l'unità non può beneficiare di nessun tipo di copertura."
CoverFace = Literal["hit", "miss", "none"]
#: The skills the rulebook describes (pp. 20-23), as kebab-case ids.
Skill = Literal[
    "advanced-reactive-fire", "agile", "all-in-one", "artillery-strike", "assault", "badass",
    "berserk", "black-ops", "blutkreuz-ape", "blutkreuz-zombie", "charge", "command-squad",
    "commander", "damage-resilient", "fast", "heroic-attack", "jump", "medal-of-honor", "reload",
    "scout-vehicle", "self-repair", "sniper", "spotter", "superior-reactive-fire", "tank-head",
    "wiederbelebungsserum",
]
#: The roles of a command squad's models (p. 23): "un ufficiale, un radiotelegrafista, un
#: meccanico, un infermiere e un portatore di arma speciale" (the last has no ability).
CommandRole = Literal["officer", "radioman", "mechanic", "medic"]
#: The special weapons of pp. 24-26 a weapon line may belong to.
WeaponRule = Literal["flamethrower", "laser", "ugl", "burst", "reloadable", "knife"]

#: The core set's ten units (p. 3, "MATERIALI"), Allies then Axis.
CORE_SET: tuple[str, ...] = (
    "hell-boys", "death-dealers", "the-hammers", "rhino", "blackhawk",
    "sturmpioniere", "heavy-laser-grenadiers", "heavy-flak-grenadiers", "lara", "hans",
)

# --------------------------------------------------------------------------------------
# Weapon range and combat values
# --------------------------------------------------------------------------------------

RangeKind = Literal["numeric", "min-max", "unlimited", "close", "artillery"]
_RANGE = re.compile(r"^(\d+)(?:-(\d+))?$")
#: "le armi d'artiglieria hanno sempre una portata minima 4 e una portata massima illimitata" (p. 14).
ARTILLERY_MIN_RANGE = 4


class WeaponRange(BaseModel):
    """A weapon line's range (pp. 14-16, "PORTATA DELLE ARMI"): a number of squares
    ("un valore numerico compreso tra 1 e 6"), a minimum and maximum ("3-6": "Il primo
    numero ... indica la distanza minima"), ``U`` ("possono colpire qualsiasi unità sul
    campo di battaglia"), ``C`` ("l'unità attaccante e l'obiettivo siano adiacenti") or
    ``A`` ("una portata minima 4 e una portata massima illimitata").

    Written in a data file as ``2``, ``"3-6"``, ``"U"``, ``"C"`` or ``"A"``."""

    model_config = ConfigDict(frozen=True)
    kind: RangeKind
    minimum: int
    maximum: int | None  # None: unlimited

    @model_validator(mode="before")
    @classmethod
    def _parse(cls, value: Any) -> Any:
        if isinstance(value, dict):
            return value
        if isinstance(value, bool):
            raise ValueError(f"{excerpt(value)} is not a range (a number, 'min-max', 'U', 'C' or 'A')")
        if isinstance(value, int):
            value = str(value)
        if not isinstance(value, str):
            raise ValueError(f"{excerpt(value)} is not a range (a number, 'min-max', 'U', 'C' or 'A')")
        if value == "U":
            return {"kind": "unlimited", "minimum": 1, "maximum": None}
        if value == "C":
            return {"kind": "close", "minimum": 1, "maximum": 1}
        if value == "A":
            return {"kind": "artillery", "minimum": ARTILLERY_MIN_RANGE, "maximum": None}
        match = _RANGE.match(value)
        if not match:
            raise ValueError(f"{excerpt(value)} is not a range (a number, 'min-max', 'U', 'C' or 'A')")
        low, high = int(match.group(1)), match.group(2)
        if high is None:
            if low < 1:
                raise ValueError("a range counts at least 1 square")
            return {"kind": "numeric", "minimum": 1, "maximum": low}
        if not 1 <= low < int(high):
            raise ValueError(f"{excerpt(value)}: the minimum must be at least 1 and below the maximum")
        return {"kind": "min-max", "minimum": low, "maximum": int(high)}

    def reaches(self, distance: int) -> bool:
        """Whether a target ``distance`` squares away (counted as in
        :func:`~meeple.games.dust_tactics.weapon_range.distance`) is within this range
        (p. 14: "l'obiettivo, per poter essere colpito, deve trovarsi entro questo numero di
        quadrati"; a close-combat weapon reaches only an adjacent square)."""
        if distance < self.minimum:
            return False
        return self.maximum is None or distance <= self.maximum

    def __str__(self) -> str:
        if self.kind == "unlimited":
            return "U"
        if self.kind == "close":
            return "C"
        if self.kind == "artillery":
            return "A"
        if self.kind == "min-max":
            return f"{self.minimum}-{self.maximum}"
        return str(self.maximum)


CombatKind = Literal["none", "dice", "incendiary", "ap-incendiary", "phaser", "volley"]
_DICE = re.compile(r"^(\d+)/(\d+)$")
_INCENDIARY = re.compile(r"^(\d+)/(incendiary|ap-incendiary)$")
_PHASER = re.compile(r"^phaser (\d+) (\d+)$")
_VOLLEY = re.compile(r"^volley (\d+(?:-\d+)*)/(\d+)$")


class CombatValue(BaseModel):
    """One combat value of a weapon line against one armour class (p. 4, "valori di
    combattimento"; pp. 24, "VALORI DI COMBATTIMENTO SPECIALI").

    In a data file: ``"4/1"`` (dice / damage per hit: "un valore di combattimento 4/1
    significa che il giocatore deve lanciare quattro dadi e che per ogni HIT infligge 1 punto
    di danno"), ``"-"`` ("l'arma non può infliggere danni ad un'unità avente questo tipo
    d'armatura"), ``"1/incendiary"`` (Incendiary Blast X/flame), ``"1/ap-incendiary"`` (AP
    Incendiary Blast), ``"phaser 2 3"`` (Phaser Blast XY), ``"volley 2-4-6/1"`` (Volley Blast
    A/X - B/X - C/X)."""

    model_config = ConfigDict(frozen=True)
    kind: CombatKind
    dice: int = 0
    damage: int = 0
    volley: tuple[int, ...] = ()

    @model_validator(mode="before")
    @classmethod
    def _parse(cls, value: Any) -> Any:
        if isinstance(value, dict):
            return value
        if not isinstance(value, str):
            raise ValueError(f"{excerpt(value)} is not a combat value (e.g. '4/1', '-', '1/incendiary')")
        text = value.strip()
        if text == "-":
            return {"kind": "none"}
        if match := _DICE.match(text):
            return {"kind": "dice", "dice": int(match.group(1)), "damage": int(match.group(2))}
        if match := _INCENDIARY.match(text):
            return {"kind": match.group(2), "dice": int(match.group(1))}
        if match := _PHASER.match(text):
            return {"kind": "phaser", "dice": int(match.group(1)), "damage": int(match.group(2))}
        if match := _VOLLEY.match(text):
            counts = tuple(int(n) for n in match.group(1).split("-"))
            return {"kind": "volley", "volley": counts, "damage": int(match.group(2))}
        raise ValueError(
            f"{excerpt(value)} is not a combat value ('4/1', '-', '1/incendiary', '1/ap-incendiary', "
            "'phaser 2 3' or 'volley 2-4-6/1')"
        )

    @model_validator(mode="after")
    def _check(self) -> "CombatValue":
        if self.kind in ("dice", "incendiary", "ap-incendiary", "phaser") and self.dice < 1:
            raise ValueError(f"{self}: at least one die")
        if self.kind in ("dice", "phaser", "volley") and self.damage < 1:
            raise ValueError(f"{self}: at least one damage per hit")
        if self.kind == "volley" and (not self.volley or list(self.volley) != sorted(set(self.volley))):
            raise ValueError(f"{self}: the dice of a volley rise with the ammunition used")
        return self

    @property
    def can_damage(self) -> bool:
        """False for "-": the weapon cannot harm this armour class."""
        return self.kind != "none"

    def __str__(self) -> str:
        if self.kind == "none":
            return "-"
        if self.kind == "dice":
            return f"{self.dice}/{self.damage}"
        if self.kind in ("incendiary", "ap-incendiary"):
            return f"{self.dice}/{self.kind}"
        if self.kind == "phaser":
            return f"phaser {self.dice} {self.damage}"
        return f"volley {'-'.join(map(str, self.volley))}/{self.damage}"


def _column(kind: ArmourKind) -> Any:
    size = ARMOUR_CLASSES[kind]
    return Field(min_length=size, max_length=size, description=f"classes 1-{size}")


class WeaponLine(DataTable):
    """A weapon line (p. 11): "il nome dell'arma, la portata e le tavole di combattimento".

    ``carried_by`` is the number of the squad's models that carry the weapon, the card's
    "(1)" ("Se un solo soldato porta quest'arma sarà indicato con (1) accanto al nome
    dell'arma"); absent on a squad, every model carries it (knives, p. 25: "In una squadra
    ogni soldato porta un coltello"). ``limited_ammo`` is the number of boxes of a
    limited-ammunition weapon (p. 24), which belongs to the whole unit."""

    name: str = Field(min_length=1)
    range: WeaponRange
    carried_by: Annotated[int, Field(ge=1)] | None = None
    limited_ammo: Annotated[int, Field(ge=1)] | None = None
    special: tuple[WeaponRule, ...] = ()
    #: A command squad's model role (p. 23, "COMPETENZE DELLE SQUADRE COMANDO"): the one model
    #: carrying this line (``carried_by = 1``) is the squad's officer, radioman, mechanic or
    #: medic, and its abilities go with it (:mod:`.command_squads`).
    role: CommandRole | None = None
    infantry: tuple[CombatValue, ...] = _column("infantry")
    vehicle: tuple[CombatValue, ...] = _column("vehicle")
    aircraft: tuple[CombatValue, ...] = _column("aircraft")

    @model_validator(mode="after")
    def _check(self) -> "WeaponLine":
        if self.limited_ammo is not None and self.carried_by is not None:
            raise ValueError(
                "carried_by: a limited-ammunition weapon belongs to the whole unit "
                "(\"possono essere utilizzate da qualsiasi soldato della squadra\"), no model carries it"
            )
        if "knife" in self.special and self.range.kind != "close":
            raise ValueError("range: knives have range C (\"Queste armi hanno portata C\")")
        if self.role is not None and self.carried_by != 1:
            raise ValueError("role: a command squad's role is one model's, so its line has carried_by = 1 (p. 23)")
        if not any(v.can_damage for v in self.infantry + self.vehicle + self.aircraft):
            raise ValueError("a weapon line harms at least one armour class")
        return self

    def against(self, kind: ArmourKind, armour: int) -> CombatValue:
        """The combat value against armour ``armour`` of column ``kind`` (p. 4: "guardate
        sulla tabella sottostante il valore in cui la linea Shotgun incrocia la colonna")."""
        column: tuple[CombatValue, ...] = getattr(self, kind)
        if not 1 <= armour <= len(column):
            raise ValueError(f"{kind} armour {armour} is not a class 1-{len(column)}")
        return column[armour - 1]


# --------------------------------------------------------------------------------------
# Unit cards
# --------------------------------------------------------------------------------------

#: Allowed armour classes and strength (models or hit points) of each unit type (p. 4):
#: "Le squadre di fanteria hanno generalmente tra i 2 e i 5 punti vita (ogni punto
#: rappresenta una miniatura)"; "I veicoli hanno tra i 2 e i 10 punti vita".
ARMOUR_KIND: dict[UnitType, ArmourKind] = {
    "squad": "infantry", "hero": "infantry", "vehicle": "vehicle", "aircraft": "aircraft",
}
STRENGTH: dict[UnitType, tuple[int, int]] = {
    "squad": (2, 5), "hero": (1, 10), "vehicle": (2, 10), "aircraft": (1, 10),
}


class UnitCard(DataTable):
    """One unit card (pp. 4-5). Squads have ``models`` and cover values; heroes, vehicles
    and aircraft have ``hit_points`` ("I punti vita degli eroi e dei veicoli sono gli
    [croci]") and no cover values ("Un eroe solo non effettua mai tiri di copertura", p. 13)."""

    id: str
    name: str
    faction: Faction
    type: UnitType
    movement: Annotated[int, Field(ge=1)]
    armour: Annotated[int, Field(ge=1)]
    models: int | None = None
    hit_points: int | None = None
    ap: Annotated[int, Field(ge=1)]
    soft_cover: CoverFace | None = None
    hard_cover: CoverFace | None = None
    skills: tuple[Skill, ...] = ()
    weapons: tuple[WeaponLine, ...] = Field(min_length=1)
    sources: tuple[str, ...] = ()

    @field_validator("id")
    @classmethod
    def _kebab(cls, value: str) -> str:
        if not KEBAB.match(value):
            raise ValueError(f"{excerpt(value)} is not a kebab-case id (e.g. 'hell-boys')")
        return value

    @model_validator(mode="after")
    def _check(self) -> "UnitCard":
        kind = self.armour_kind
        if self.armour > ARMOUR_CLASSES[kind]:
            raise ValueError(f"armour: {self.type} armour is a class 1-{ARMOUR_CLASSES[kind]} (p. 4)")
        low, high = STRENGTH[self.type]
        if self.type == "squad":
            if self.models is None or self.hit_points is not None:
                raise ValueError("models: a squad has models (one hit point each), not hit_points")
            if self.soft_cover is None or self.hard_cover is None:
                raise ValueError("soft_cover: an infantry squad's card shows SOFT COVER and HARD COVER (p. 4)")
        else:
            if self.hit_points is None or self.models is not None:
                raise ValueError(f"hit_points: a {self.type} has hit_points, not models")
            if self.soft_cover is not None or self.hard_cover is not None:
                raise ValueError(f"soft_cover: only squads roll for cover (p. 13); a {self.type} has no cover values")
        if not low <= self.strength <= high:
            field = "models" if self.type == "squad" else "hit_points"
            raise ValueError(f"{field}: a {self.type} has {low} to {high} (p. 4)")
        carried = 0
        for line in self.weapons:
            if line.carried_by is not None:
                if self.type != "squad":
                    raise ValueError(
                        f"weapons: {line.name}: carried_by: only a squad multiplies dice by its models (p. 11)"
                    )
                carried += line.carried_by
        if carried > self.strength:
            raise ValueError(f"weapons: the carried_by counts ({carried}) exceed the squad's {self.strength} models")
        return self

    @property
    def armour_kind(self) -> ArmourKind:
        """The weapon-table column that hits this unit: infantry for squads and heroes."""
        return ARMOUR_KIND[self.type]

    @property
    def strength(self) -> int:
        """Models of a squad, hit points of the others (the card's crosses)."""
        value = self.models if self.type == "squad" else self.hit_points
        if value is None:  # excluded by validation
            raise ValueError(f"unit {self.id} has no strength")
        return value

    @property
    def is_infantry(self) -> bool:
        """Squads and heroes: "I soldati (squadre o eroi)" (p. 9)."""
        return self.type in ("squad", "hero")

    def weapon(self, name: str) -> WeaponLine:
        """The first weapon line called ``name``."""
        for line in self.weapons:
            if line.name == name:
                return line
        raise ValueError(f"unit {self.id} has no weapon {excerpt(name)} (it has: {', '.join(w.name for w in self.weapons)})")


class UnitFile(BaseModel):
    """A units file: a list of ``[[unit]]`` tables."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    unit: tuple[UnitCard, ...]


def _namer(raw: dict[str, Any], loc: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    name, rest = entry_label(raw, loc, {"unit": "unit"})
    if name and len(rest) >= 2 and rest[0] == "weapons" and isinstance(rest[1], int):
        units = raw["unit"]
        weapons = units[loc[1]].get("weapons") if isinstance(units[loc[1]], dict) else None
        entry = weapons[rest[1]] if isinstance(weapons, list) and rest[1] < len(weapons) else {}
        label = entry.get("name", f"#{rest[1] + 1}") if isinstance(entry, dict) else f"#{rest[1] + 1}"
        return f"{name}: weapon {short_name(label)}", rest[2:]
    return name, rest


def units_path() -> Path:
    """The packaged units file."""
    return Path(str(resources.files(__package__) / "data" / "units.toml"))


def load_units_file(path: Path | str) -> tuple[UnitCard, ...]:
    """Load and validate a units file (the packaged one, or one a player wrote).

    Raises ContentError: ``<file>: unit <id>: [weapon <name>:] <field>: <problem>``."""
    path = Path(path)
    return units_content(read_toml(path, "units"), path)


def units_content(raw: dict[str, Any], path: Path | str) -> tuple[UnitCard, ...]:
    """The cards of a units file's parsed content, validated as :func:`load_units_file`
    validates a file (errors naming ``path``)."""
    data = validate(UnitFile, raw, path, _namer)
    seen: set[str] = set()
    for card in data.unit:
        if card.id in seen:
            raise ContentError(f"{path}: unit {card.id}: id: listed twice")
        seen.add(card.id)
    return data.unit


def extra_units_paths() -> tuple[Path, ...]:
    """The packaged files of units beyond the core set (``data/units/*.toml``: the units the
    rulebook's examples name, and units made to carry a skill or weapon), by file name."""
    folder = Path(str(resources.files(__package__) / "data" / "units"))
    return tuple(sorted(folder.glob("*.toml"))) if folder.is_dir() else ()


@lru_cache(maxsize=None)
def load_units() -> tuple[UnitCard, ...]:
    """The packaged unit cards: the core set's ten (Allies then Axis), then those of
    ``data/units/*.toml``, validated; an id listed in two files is a ContentError."""
    cards = load_units_file(units_path())
    missing = [i for i in CORE_SET if i not in {c.id for c in cards}]
    if missing:
        raise ContentError(f"{units_path()}: the core set's units are missing: {', '.join(missing)}")
    seen = {c.id for c in cards}
    for path in extra_units_paths():
        more = load_units_file(path)
        for card in more:
            if card.id in seen:
                raise ContentError(f"{path}: unit {card.id}: id: already defined in another units file")
            seen.add(card.id)
        cards += more
    return cards


def unit(unit_id: str) -> UnitCard:
    """The packaged card ``unit_id``."""
    for card in load_units():
        if card.id == unit_id:
            return card
    raise ContentError(f"unknown unit {excerpt(unit_id)} (known: {', '.join(c.id for c in load_units())})")

"""The content of Dead Man's Draw, loaded from ``data/*.toml`` and validated.

Suits and traits are data (design notes, "Content is data"); their effects are code,
named in the data (``ability``) and implemented once in :mod:`.abilities`, :mod:`.placement`,
:mod:`.banking` and :mod:`.scoring`. A broken data file raises ContentError naming the
file and the problem.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Literal, Sequence, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from meeple.engine.data_files import is_file, is_folder, read_toml
from meeple.engine.errors import ContentError, excerpt, short_name

#: The suit ids, in the order of the rulebook's card list (their index is the suit number).
SUIT_IDS: tuple[str, ...] = (
    "anchor", "hook", "cannon", "key", "chest", "map", "oracle", "sword", "mermaid", "kraken",
)
#: The trait ids whose effects the rules implement (rulebook pp. 8-11).
TRAIT_IDS: tuple[str, ...] = (
    "beastmaster", "captains-hook", "casanova", "davy-jones-locker", "fisherman",
    "golden-scales", "miser", "navigator", "master-gunner", "misfire", "safe-harbor",
    "mystic", "scavenger", "parry", "plunderer", "swordsman", "treasure-hunter",
)
Ability = Literal["anchor", "hook", "cannon", "key_and_chest", "map", "oracle", "sword", "none", "kraken"]
#: The ability each suit has (rulebook pp. 5-7), as the code implements it: an ability is
#: looked up by suit (``abilities.trigger``, :mod:`.banking` for Key and Chest), so a
#: suit's ``ability`` in the data can only name its own, and the loader checks that it does.
SUIT_ABILITIES: dict[str, str] = {
    "anchor": "anchor", "hook": "hook", "cannon": "cannon", "key": "key_and_chest", "chest": "key_and_chest",
    "map": "map", "oracle": "oracle", "sword": "sword", "mermaid": "none", "kraken": "kraken",
}


class SuitData(BaseModel):
    """One suit of loot cards."""

    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    italian: str
    values: list[int]
    ability: Ability
    #: The ability in English, for players (the rulebook text, ``text``, is the source).
    summary: str
    text: str

    @field_validator("values")
    @classmethod
    def _six_consecutive(cls, values: list[int]) -> list[int]:
        if len(values) != 6 or values != list(range(values[0], values[0] + 6)):
            raise ValueError("a suit has six cards of consecutive values (rulebook p. 1)")
        if values[0] < 1 or values[-1] > 15:
            raise ValueError("card values must lie between 1 and 15")
        return values


class TraitData(BaseModel):
    """One character trait."""

    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    suit: str
    #: The trait in English, for players (the rulebook text, ``text``, is the source).
    summary: str
    text: str


class SuitFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    suit: list[SuitData]


class TraitFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    trait: list[TraitData]


@dataclass(frozen=True)
class Content:
    """The validated content: suits in order, traits in order."""

    suits: tuple[SuitData, ...]
    traits: tuple[TraitData, ...]


def _read_toml(path: Path) -> dict[str, object]:
    """The parsed file; a ContentError names it if it is missing, unreadable, not UTF-8 text
    or not TOML."""
    return read_toml(path, "data")


M = TypeVar("M", bound=BaseModel)


def _validate(model: type[M], data: dict[str, object], path: Path) -> M:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(short_name(str(part)) for part in first["loc"])
        raise ContentError(f"{path}: {where}: {first['msg']}") from None


def _names(ids: Sequence[str], most: int = 17) -> str:
    """Ids from a file for an error line: each a short name, at most ``most`` of them."""
    shown = [short_name(i) for i in ids[:most]]
    return (", ".join(shown) + (", ..." if len(ids) > most else "")) or "none"


def load_content(directory: Path | None = None) -> Content:
    """Load and validate ``suits.toml`` and ``traits.toml`` from ``directory`` (the
    packaged data by default; a file absent from ``directory`` is the packaged one, but one of
    the two must be there)."""
    packaged = Path(str(resources.files(__package__) / "data"))
    base = directory or packaged
    suit_path, trait_path = base / "suits.toml", base / "traits.toml"
    if directory is not None:
        if not is_folder(directory):
            raise ContentError(f"{directory}: not a folder")
        if not is_file(suit_path) and not is_file(trait_path):
            raise ContentError(f"{directory}: no Dead Man's Draw data files here (expected suits.toml, traits.toml)")
        suit_path = suit_path if is_file(suit_path) else packaged / "suits.toml"
        trait_path = trait_path if is_file(trait_path) else packaged / "traits.toml"
    suits = _validate(SuitFile, _read_toml(suit_path), suit_path)
    traits = _validate(TraitFile, _read_toml(trait_path), trait_path)
    ids = tuple(s.id for s in suits.suit)
    if ids != SUIT_IDS:
        raise ContentError(f"{suit_path}: the suits must be, in order, {', '.join(SUIT_IDS)} (found {_names(ids)})")
    trait_ids = tuple(t.id for t in traits.trait)
    if sorted(trait_ids) != sorted(TRAIT_IDS) or len(set(trait_ids)) != len(trait_ids):
        missing = sorted(set(TRAIT_IDS) - set(trait_ids))
        extra = sorted(set(trait_ids) - set(TRAIT_IDS))
        dupes = sorted({t for t in trait_ids if trait_ids.count(t) > 1})
        raise ContentError(
            f"{trait_path}: the traits must be the seventeen of the rulebook "
            f"(missing: {_names(missing)}, unknown: {_names(extra)}, repeated: {_names(dupes)})"
        )
    for suit in suits.suit:
        if suit.ability != SUIT_ABILITIES[suit.id]:
            raise ContentError(
                f"{suit_path}: suit {short_name(suit.id)}: ability {excerpt(suit.ability)} is not its own "
                f"({excerpt(SUIT_ABILITIES[suit.id])}): abilities belong to their suits in the rules"
            )
    for trait in traits.trait:
        if trait.suit and trait.suit not in SUIT_IDS:
            raise ContentError(f"{trait_path}: trait {short_name(trait.id)}: unknown suit {excerpt(trait.suit)}")
    ordered = tuple(sorted(traits.trait, key=lambda t: TRAIT_IDS.index(t.id)))
    return Content(suits=tuple(suits.suit), traits=ordered)

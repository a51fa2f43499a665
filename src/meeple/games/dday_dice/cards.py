"""The cards of D-Day Dice (first edition), loaded from ``data/cards.toml`` and validated.

Rulebook (``../shared/seeds/000_0577ee46b0be016d.txt``, Italian):

- "Componenti" (pp. 1-2): "4 mazzi da 13 carte Specialisti Regolari", "11 Specialisti Unici",
  "28 carte Oggetto: 10 Regolari e 18 Speciali", "6 carte Veicolo", "12 carte Onorificenza"
  -- the counts :data:`KIND_COUNTS` enforces.
- "Onorificenze" (p. 5): medals "devono essere giocate alla fine di ogni Fase 1 ... se non
  diversamente specificato" (timing ``end-of-phase-1``).
- "Specialisti" (p. 6): a cost in stars and "un'abilità permanente" (timing ``permanent``).
- "Oggetti" (p. 6): items cost Item Points, are one-shot and "possono essere usati in
  qualsiasi momento (se non diversamente indicato)" (timing ``any-time``).
- "Veicoli" (p. 7): found with Item Points, "funziona come uno specialista" (``permanent``).
- "Solitario" (p. 11): the five cards "non disponibili nel gioco solitario", and the medals
  "scritta in 2 parti (tipo il Memorial Cross)" (``solo``, ``two_part``).
- "CARTE DEL GIOCO" (pp. 24-27): every card's name, cost and text.

The Spanish rulebook (``002_6d8b677ec3c56c4d.txt``) confirms the counts and the solo list
but prints no card text. How the garbled card list was read, and every choice of timing,
is in docs/rulings.md, DDC-1 to DDC-16.

Effects are named in the data (``effect``) and implemented once in the game's code. A
broken data file raises :class:`~meeple.engine.errors.ContentError` with one line naming the
file, the card and the field.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from collections.abc import Iterator
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from meeple.engine.data_files import read_toml
from meeple.engine.errors import ContentError, excerpt, short_name

Kind = Literal["regular-specialist", "unique-specialist", "regular-item", "special-item", "vehicle", "medal"]
CostKind = Literal["stars", "item-points", "none"]
Timing = Literal[
    "permanent",
    "any-time",
    "end-of-phase-1",
    "phase-3-recruit",
    "phase-4-move",
    "phase-5-before-mgf",
    "phase-5-combat",
    "on-losses",
]

#: The six kinds of card, in the order of the rules, with how many cards each has
#: ("Componenti", pp. 1-2; the regular specialists are one player's deck of 13).
KIND_COUNTS: dict[Kind, int] = {
    "regular-specialist": 13,
    "unique-specialist": 11,
    "regular-item": 10,
    "special-item": 18,
    "vehicle": 6,
    "medal": 12,
}
KINDS: tuple[str, ...] = tuple(KIND_COUNTS)
COST_KINDS: tuple[str, ...] = get_args(CostKind)
#: The timing vocabulary (documented in the header of data/cards.toml; docs/rulings.md, DDC-10).
TIMINGS: tuple[str, ...] = get_args(Timing)
#: What each kind is paid with (pp. 3, 5-7): stars for specialists, Item Points for items and
#: vehicles; medals are won, never bought.
COST_KIND_OF: dict[str, str] = {
    "regular-specialist": "stars",
    "unique-specialist": "stars",
    "regular-item": "item-points",
    "special-item": "item-points",
    "vehicle": "item-points",
    "medal": "none",
}
#: The effect id of a card whose text the rulebooks do not print (the Medal Case, DDC-6).
NOT_IN_RULEBOOKS = "not-in-rulebooks"
#: "Queste carte non sono disponibili nel gioco solitario: l'onorificenza Vittoria Cross, lo
#: specialista War Correspondent, e i seguenti oggetti: Carrier Pigeon, Dispatch Case e
#: Mortar." (p. 11)
SOLO_EXCLUDED: frozenset[str] = frozenset(
    {"victoria-cross", "war-correspondent", "carrier-pigeon", "dispatch-case", "mortar"}
)
CARDS_FILE = "cards.toml"

_KEBAB = r"^[a-z0-9]+(-[a-z0-9]+)*$"


class CardData(BaseModel):
    """One card, as written in ``data/cards.toml`` (the fields are documented there)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=_KEBAB)
    name: str = Field(min_length=1)
    italian: str = Field(min_length=1)
    kind: Kind
    cost: int = Field(default=0, ge=0)
    cost_kind: CostKind
    timing: Timing
    effect: str = Field(pattern=_KEBAB)
    solo: bool
    two_part: bool = False
    summary: str = Field(min_length=1)
    text: str
    text_es: str | None = None
    source: str = Field(min_length=1)

    @property
    def in_rulebooks(self) -> bool:
        """False for a card whose text the rulebooks do not hold (the Medal Case)."""
        return self.effect != NOT_IN_RULEBOOKS


@dataclass(frozen=True)
class CardSet:
    """The validated cards, in file order."""

    cards: tuple[CardData, ...]
    _index: dict[str, CardData] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {card.id: card for card in self.cards})

    def by_id(self, card_id: str) -> CardData:
        """The card with this id; ContentError naming the id if there is none."""
        try:
            return self._index[card_id]
        except KeyError:
            raise ContentError(
                f"unknown D-Day Dice card {excerpt(card_id)} (see `meeple cards` for the {len(self.cards)} card ids)"
            ) from None

    def of_kind(self, kind: str) -> tuple[CardData, ...]:
        """The cards of one kind, in file order."""
        if kind not in KIND_COUNTS:
            raise ContentError(f"unknown card kind {excerpt(kind)} (kinds: {', '.join(KINDS)})")
        return tuple(card for card in self.cards if card.kind == kind)

    def __iter__(self) -> Iterator[CardData]:
        return iter(self.cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._index


def _one_line(message: str) -> str:
    return " ".join(message.split())


def _card_label(raw: object, position: int) -> str:
    if isinstance(raw, dict) and isinstance(raw.get("id"), str) and raw["id"]:
        return f"card {excerpt(raw['id'])}"
    return f"card #{position} (no id)"


def _validate_card(raw: object, position: int, path: Path) -> CardData:
    label = _card_label(raw, position)
    if not isinstance(raw, dict):
        raise ContentError(f"{path}: {label}: a card must be a [[card]] table")
    try:
        card = CardData.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(short_name(str(part)) for part in first["loc"]) or "card"
        raise ContentError(f"{path}: {label}: {where}: {_one_line(first['msg'])}") from None
    _check_card(card, path)
    return card


def _check_card(card: CardData, path: Path) -> None:
    """The rules that tie one card's fields together."""

    def fail(field_name: str, message: str) -> ContentError:
        return ContentError(f"{path}: card {excerpt(card.id)}: {field_name}: {message}")

    expected = COST_KIND_OF[card.kind]
    if card.effect == NOT_IN_RULEBOOKS:
        if card.cost_kind not in (expected, "none"):
            raise fail("cost_kind", f"a {card.kind} costs {expected} (or 'none' when the rulebooks do not print its cost)")
    elif card.cost_kind != expected:
        raise fail("cost_kind", f"a {card.kind} costs {excerpt(expected)}, not {excerpt(card.cost_kind)} (rulebook pp. 3-7)")
    if card.cost_kind == "none" and card.cost != 0:
        raise fail("cost", f"a card with cost_kind 'none' has no cost (found {card.cost}); omit it or write 0")
    if card.cost_kind != "none" and card.cost <= 0:
        raise fail("cost", f"a card paid with {card.cost_kind} needs a positive cost (missing or {card.cost})")
    if card.kind == "regular-specialist" and not 2 <= card.cost <= 4:
        raise fail("cost", f"regular specialists cost 2, 3 or 4 stars (found {card.cost}; rulebook p. 12, 'Specialisti casuali')")
    if card.two_part and card.kind != "medal":
        raise fail("two_part", "only medals are written in two parts (rulebook p. 11, 'Solitario')")
    if not card.text.strip() and card.effect != NOT_IN_RULEBOOKS:
        raise fail("text", f"the Italian card text is missing (use effect = {excerpt(NOT_IN_RULEBOOKS)} for a card the rulebooks do not print)")
    if card.solo == (card.id in SOLO_EXCLUDED):
        wanted = "false" if card.id in SOLO_EXCLUDED else "true"
        raise fail("solo", f"must be {wanted}: the cards not used in solo play are {', '.join(sorted(SOLO_EXCLUDED))} (rulebook p. 11)")


def _check_set(cards: list[CardData], path: Path) -> None:
    """The rules about the whole list: unique ids, the counts of each kind."""
    seen: set[str] = set()
    for card in cards:
        if card.id in seen:
            raise ContentError(f"{path}: card {excerpt(card.id)}: id: the id is used by more than one card")
        seen.add(card.id)
    counts = Counter(card.kind for card in cards)
    for kind, wanted in KIND_COUNTS.items():
        if counts[kind] != wanted:
            raise ContentError(
                f"{path}: kind: the game has {wanted} cards of kind {excerpt(kind)}, the file has {counts[kind]} "
                "(rulebook pp. 1-2, 'Componenti')"
            )


def load_cards(directory: Path | None = None) -> CardSet:
    """Load and validate ``cards.toml`` from ``directory`` (the packaged data by default)."""
    base = directory if directory is not None else Path(str(resources.files(__package__) / "data"))
    path = base / CARDS_FILE
    data = read_toml(path, "cards")
    unknown = sorted(set(data) - {"card"})
    if unknown:
        raise ContentError(f"{path}: {unknown[0]}: unknown top-level key (the file holds only [[card]] tables)")
    raw_cards = data.get("card")
    if not isinstance(raw_cards, list) or not raw_cards:
        raise ContentError(f"{path}: card: the file holds no [[card]] tables")
    cards = [_validate_card(raw, position, path) for position, raw in enumerate(raw_cards, start=1)]
    _check_set(cards, path)
    return CardSet(tuple(cards))

"""The first edition's cards as the second-edition rules see them (``data/edition2.toml``).

French second edition (004_badc40968546fed3.txt), "LES 4 SORTES DE SPÉCIALISTES": regular,
auxiliary ("Une Unité ne peut avoir qu'un seul Spécialiste Auxiliaire à la fois"), ranked
("Spécialistes Gradés") and unique ("Il ne peut y avoir qu'un seul Spécialiste Unique en jeu
à la fois"); "EXPLOSIFS": "Un ou plusieurs symboles explosion sont présents en bas de
certaines cartes". The second edition's cards are not in the texts; which first-edition card
is of which kind is reconstructed (docs/rulings.md, DDE-8, DDE-27).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Final

from meeple.engine.errors import ContentError, excerpt, short_name
from meeple.engine.data_files import read_toml
from meeple.games.dday_dice.cards import load_cards

EDITION2_FILE: Final = "edition2.toml"
KINDS: Final = ("regular", "auxiliary", "ranked", "unique")


@dataclass(frozen=True)
class Edition2Cards:
    """Each first-edition specialist's second-edition kind, and the explosion symbols."""

    kind: dict[str, str]
    explosives: dict[str, int]

    def of_kind(self, kind: str) -> frozenset[str]:
        return frozenset(sp for sp, k in self.kind.items() if k == kind)


@lru_cache(maxsize=None)
def load_edition2_cards() -> Edition2Cards:
    """The packaged ``edition2.toml``, checked (:func:`read_edition2_cards`), read once."""
    return read_edition2_cards()


def read_edition2_cards(directory: Path | None = None, cards_directory: Path | None = None) -> Edition2Cards:
    """Load and check ``edition2.toml`` (from ``directory``, the packaged data by default)
    against the cards of ``cards_directory``'s ``cards.toml``: every first-edition specialist has
    exactly one kind; the explosive cards are known cards with 1 or 2 symbols."""
    path = (directory or Path(str(resources.files(__package__) / "data"))) / EDITION2_FILE
    data = read_toml(path, "second-edition cards")
    cards = load_cards(cards_directory)
    specialists = {c.id for c in cards if c.kind.endswith("specialist")}
    known = {c.id for c in cards}
    kind: dict[str, str] = {}
    for name, ids in _table(data, "specialists", path).items():
        if name not in KINDS:
            raise ContentError(f"{path}: specialists.{short_name(name)}: unknown kind (known: {', '.join(KINDS)})")
        if not isinstance(ids, list) or not all(isinstance(sp, str) for sp in ids):
            raise ContentError(f"{path}: specialists.{name}: a list of specialist ids, not {excerpt(ids)}")
        for sp in ids:
            if sp not in specialists:
                raise ContentError(f"{path}: specialists.{name}: {excerpt(sp)} is not a specialist of cards.toml")
            if sp in kind:
                raise ContentError(f"{path}: specialists: {excerpt(sp)} is listed twice")
            kind[sp] = name
    missing = sorted(specialists - set(kind))
    if missing:
        raise ContentError(f"{path}: specialists: no kind for {', '.join(missing)}")
    explosives: dict[str, int] = {}
    for card, symbols in _table(data, "explosives", path).items():
        if card not in known:
            raise ContentError(f"{path}: explosives.{short_name(card)}: not a card of cards.toml")
        if type(symbols) is not int or symbols not in (1, 2):
            raise ContentError(f"{path}: explosives.{card}: a card carries 1 or 2 explosion symbols, not {excerpt(symbols)}")
        explosives[card] = symbols
    return Edition2Cards(kind, explosives)


def _table(data: dict[str, Any], key: str, path: Path) -> dict[str, Any]:
    """The table ``key`` of the file (empty if absent); a ContentError if it is not a table."""
    table = data.get(key, {})
    if not isinstance(table, dict):
        raise ContentError(f"{path}: {key}: a table, not {excerpt(table)}")
    return table

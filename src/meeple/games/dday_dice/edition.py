"""The rule set a game of D-Day Dice is played with: the game option ``edition``.

``edition = 1`` (the default) is the first edition (Valley Games), from the Italian and
Spanish rulebooks (000_..., 002_...). ``edition = 2`` plays the revised rules of the second
edition (Word Forge / Nuts!, French rulebook 004_badc40968546fed3.txt), as far as that text
gives them:

==============================  ==============================================================
rule                            module
==============================  ==============================================================
six phases, unit markers in     :mod:`.six_phases` ("Un tour est composé de 6 phases";
their own Phase 3               "PHASE 3 : AJUSTEZ LES MARQUEURS D'UNITÉ")
the third roll: any die not     :mod:`.third_roll` ("sauf ceux déjà bloqués"; "relancer 0 à 4
locked after the first roll     dés")
the Straight's skull ignored    :mod:`.ignored_skulls` ("le Crâne n'annule pas un autre dé")
medals in any phase but combat  :mod:`.medal_timing` ("lors de n'importe quelle phase, sauf
                                pendant la PHASE 6")
one Auxiliary a unit, one       :mod:`.specialist_limits`
Unique in play
a vehicle found is the find of  :mod:`.vehicle_finds` (as in the first edition; DDE-11)
the turn
trading in every phase but      :mod:`.trading_windows` ("Lors de chaque phase, sauf PHASE 6")
combat
the Lieutenant swaps non-skull  :mod:`.lieutenant_swaps`
dice only
solo: "1 Unité Max" sectors     :mod:`.solo_one_unit`
are "Ne restons pas là"
Une poignée de guerriers        :mod:`.handful_of_warriors` (option ``handful_of_warriors``)
victory points                  :mod:`.edition2_scoring`
explosives open bunker doors    :mod:`.explosives`
a specialist's aptitude is      :mod:`.sharpshooter` ("L'utilisation de cette aptitude est
optional: the Sharpshooter's    optionnelle"; both editions: "Può ignorare")
skull
==============================  ==============================================================

The second edition's cards (its regular, auxiliary, ranked and unique specialists, items,
vehicles, medals) and its per-country RWB tables ("Consultez l'aide de jeu de votre pays")
are not in the texts: the second-edition rule set is played with the first edition's cards
and RWB bonuses (docs/rulings.md, DDE-1). Where the French text is silent the
first-edition rule stands (DDE-2).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Mapping

from meeple.engine.core import OptionSpec
from meeple.engine.errors import OptionsError, excerpt

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

FIRST_EDITION: Final = 1
SECOND_EDITION: Final = 2
EDITIONS: Final = (FIRST_EDITION, SECOND_EDITION)

#: What the game says of itself (the class docstring and ``meeple games`` help).
DESCRIPTION: Final = (
    "D-Day Dice: first edition (Valley Games) by default; option edition=2 plays the second "
    "edition's revised rules (Word Forge / Nuts!) with the first edition's cards and RWB bonuses "
    "(the second edition's cards and per-country RWB tables are not in the rulebook texts)"
)

OPTION_SPECS: Final[tuple[OptionSpec, ...]] = (
    OptionSpec(
        "edition", "choice", FIRST_EDITION,
        "rule set: 1 = first edition (Valley Games); 2 = second edition rules (Word Forge / Nuts!: six "
        "phases, auxiliary and unique specialists, explosives, revised victory points), played with the "
        "first edition's cards and RWB bonuses, since the second edition's cards and per-country RWB "
        "tables are not in the texts",
        choices=EDITIONS,
    ),
    OptionSpec(
        "handful_of_warriors", "bool", False,
        "second edition special rule A Handful of Warriors (Une poignee de guerriers): the soldiers of "
        "Phases 1 and 2 are halved, rounded down (needs edition=2)",
    ),
)


@dataclass(frozen=True)
class Edition:
    """The rule set of a game: which edition, and the second edition's map rule "Une poignée
    de guerriers" (a switch: the second edition's maps that print it are not in the texts)."""

    number: int = FIRST_EDITION
    handful_of_warriors: bool = False

    @classmethod
    def from_options(cls, options: Mapping[str, Any]) -> "Edition":
        """The rule set of a game's checked options; refuses, with :class:`OptionsError`, an
        edition that is not 1 or 2 and the Handful of Warriors without the second edition."""
        number = options.get("edition", FIRST_EDITION)
        if isinstance(number, bool) or number not in EDITIONS:
            raise OptionsError(
                f"dday-dice: option edition must be 1 (first edition) or 2 (second edition rules), not {excerpt(number)}"
            )
        handful = bool(options.get("handful_of_warriors", False))
        if handful and number != SECOND_EDITION:
            raise OptionsError(
                "dday-dice: handful_of_warriors (\"Une poignée de guerriers\") is a rule of the second "
                "edition: set edition=2 too"
            )
        return cls(int(number), handful)

    def to_json(self) -> dict[str, Any]:
        return {"edition": self.number, "handful_of_warriors": self.handful_of_warriors}


FIRST: Final = Edition()
SECOND: Final = Edition(SECOND_EDITION)


def second(s: "DdState") -> bool:
    """Whether ``s`` is played with the second edition's rules."""
    return s.edition.number == SECOND_EDITION

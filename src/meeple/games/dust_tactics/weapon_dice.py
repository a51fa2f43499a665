"""How many dice a weapon line rolls against a target, and the Sustained Attack reroll
(rulebook p. 4, "valori di combattimento"; p. 11, "Effettuare un attacco"; p. 24, "Armi a
munizioni limitate"; p. 25, knives; p. 7, "Sustained attack").

p. 4: "un valore di combattimento 4/1 significa che il giocatore deve lanciare quattro dadi e
che per ogni HIT infligge 1 punto di danno. Il valore di combattimento dipende dal tipo
d'armatura dell'obiettivo."

p. 11: "IMPORTANTE!: Per una squadra di fanteria il numero di dadi indicati sulla tabella
d'armamento è moltiplicato per il numero di miniature ancora in gioco che possiedono l'arma."
"Nota: questa regola si applica solo alle squadre di fanteria; i veicoli e gli eroi non
moltiplicano i dadi, anche se la miniatura sembra portare più armi dello stesso tipo."

p. 25: knives: "lanciate il numero di dadi indicato dal valore di combattimento per ogni
miniatura presente nella squadra in quel momento."

p. 24: a limited-ammunition weapon belongs "a tutta l'unità": each munition fired rolls the
line's dice once, whoever fires it (DT-24).

p. 24, Incendiary Blast: "lanciate "X" dadi per ogni miniatura dell'avversario e infliggete un
danno per ogni [colpo] ottenuto" (DT-43, :mod:`.special_weapons`); AP Incendiary Blast the same
dice (:mod:`.ap_incendiary`); Phaser Blast "X" dice to aim (:mod:`.phaser`); Volley Blast "A"
dice for one munition, "B" for two... (:mod:`.volley`). A line with a special tag meeple does
not play raises RuleNotImplementedError (DT-44).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Sequence

from meeple.engine.errors import IllegalActionError, RuleNotImplementedError
from meeple.games.dust_tactics.dice import Face, misses
from meeple.games.dust_tactics.special_weapons import (
    IMPLEMENTED_RULES,
    IMPLEMENTED_VALUES,
    check_implemented,
    incendiary_dice,
)
from meeple.games.dust_tactics.terrain import ELEMENTS, CoverElement
from meeple.games.dust_tactics.unit_state import UnitState, WeaponRef
from meeple.games.dust_tactics.units import ArmourKind, CombatValue, UnitCard, WeaponLine
from meeple.games.dust_tactics.volley import volley_dice


@dataclass(frozen=True)
class ArmourClass:
    """The column of the weapon table a target is read in (p. 4: "Fanteria 1 ... 4",
    "Veicoli 1 ... 7", "Aerei 1 ... 3")."""

    kind: ArmourKind
    value: int

    @classmethod
    def of(cls, card: UnitCard) -> "ArmourClass":
        """A unit's class: squads and heroes in the infantry column."""
        return cls(card.armour_kind, card.armour)

    @classmethod
    def of_element(cls, element: CoverElement) -> "ArmourClass":
        """A cover element's class (p. 13, "Cassa di Munizioni: 3;2 Blocco Anticarro: 5;4"),
        read in the vehicle column (DT-6)."""
        found = _ELEMENT_CLASS.get(element)
        if found is None or found.__class__ is not cls:
            found = _ELEMENT_CLASS[element] = cls("vehicle", ELEMENTS[element].armour)
        return found

    def __str__(self) -> str:
        return f"{self.kind} armour {self.value}"


#: Each cover element's class, worked out once (:meth:`ArmourClass.of_element`).
_ELEMENT_CLASS: Final[dict[CoverElement, ArmourClass]] = {}


def combat_value(line: WeaponLine, target: ArmourClass) -> CombatValue:
    """The line's value against ``target``; IllegalActionError for "-" ("l'arma non può
    infliggere danni ad un'unità avente questo tipo d'armatura", p. 4), and
    RuleNotImplementedError for a special value meeple does not play (none left: every
    value of p. 24 is played, DT-102 to DT-104) and for a line with a special tag it does not
    play (p. 25: DT-44)."""
    check_implemented(line)
    value = line.against(target.kind, target.value)
    if not value.can_damage:
        raise IllegalActionError(f"{line.name} cannot harm {target} (\"-\" on the card, p. 4)")
    if value.kind not in IMPLEMENTED_VALUES:
        raise RuleNotImplementedError(f"{line.name} against {target}: the special combat value {value} (p. 24)")
    return value


def playable(line: WeaponLine, target: ArmourClass) -> bool:
    """Whether meeple plays ``line`` against ``target``: a value other than "-" that it
    implements (plain dice and every special value of p. 24), on a line without an
    unimplemented tag. What is not playable is not offered (DT-44). Remembered per line
    (the very object) and class: the bots ask it of every line against every target."""
    key = (id(line), target.kind, target.value)
    known = _PLAYABLE.get(key)
    if known is not None and known[0] is line:
        return known[1]
    if any(r not in IMPLEMENTED_RULES for r in line.special):
        found = False
    else:
        found = line.against(target.kind, target.value).kind in IMPLEMENTED_VALUES
    if len(_PLAYABLE) >= _PLAYABLE_KEPT:
        _PLAYABLE.clear()
    _PLAYABLE[key] = (line, found)
    return found


#: :func:`playable`'s answers by line (its id, the line kept beside the answer) and class.
_PLAYABLE: Final[dict[tuple[int, str, int], tuple[WeaponLine, bool]]] = {}
_PLAYABLE_KEPT: Final = 4096


def shot_dice(
    attacker: UnitState, ref: WeaponRef, target: ArmourClass, target_miniatures: int | None = None, munitions: int = 1
) -> int:
    """The dice one shot of line ``ref`` rolls against ``target``: the value's dice, times the
    models still in play that carry the line for a squad's own line (p. 11; every model for a
    line no model is counted for, such as knives, p. 25); once per munition for a
    limited-ammunition line (p. 24); never multiplied for a hero or a vehicle (p. 11).

    An Incendiary Blast rolls its "X" for each of the target's ``target_miniatures``
    (:func:`~.special_weapons.miniatures`; p. 24, DT-43); without them (a question about the
    class alone) it counts one miniature, so the answer is 0 exactly when no model carries
    the line. So does an AP Incendiary Blast (p. 24). A Volley Blast rolls the dice of its
    ``munitions`` fired at the target together (:func:`~.volley.volley_dice`); a Phaser Blast
    its "X", the aim (:mod:`.phaser`)."""
    line = attacker.line(ref)
    value = combat_value(line, target)
    if ref.hero or attacker.card.type != "squad" or line.limited_ammo is not None:
        carriers = 1
    else:
        carriers = attacker.carriers(ref.index)
    if value.kind in ("incendiary", "ap-incendiary"):
        return incendiary_dice(value.dice, carriers, 1 if target_miniatures is None else target_miniatures)
    if value.kind == "volley":  # p. 24: "A" dice for one munition, "B" for two (DT-104)
        return volley_dice(value, munitions)
    return value.dice * carriers


def damage_per_hit(line: WeaponLine, target: ArmourClass) -> int:
    """Damage points one hit of ``line`` deals to ``target`` (p. 12, "6) Infliggere danni":
    "Ogni [colpo] inflitto da un attacco genera un certo numero di punti di danno in funzione
    dell'arma utilizzata"); one for an Incendiary Blast ("infliggete un danno per ogni
    [colpo]", p. 24)."""
    value = combat_value(line, target)
    if value.kind in ("incendiary", "phaser"):  # phaser: "tanti danni quanti sono gli [colpi]"
        return 1
    if value.kind == "ap-incendiary":  # the whole unit or nothing (:mod:`.ap_incendiary`)
        return 1
    return value.damage


def sustained_reroll(first: Sequence[Face]) -> int:
    """The dice a Sustained Attack rerolls after ``first`` (p. 7: "l'unità può rilanciare una
    volta i tiri [mancati] per ogni linea d'armamento"): every miss, once (DT-20)."""
    return misses(first)


def after_reroll(first: Sequence[Face], reroll: Sequence[Face]) -> tuple[Face, ...]:
    """The faces of a line after its Sustained Attack reroll: the hits kept, the misses
    replaced by ``reroll``. p. 7: "Lancia cinque dadi e ottiene due [colpi] e tre [mancati].
    ... rilancia quindi tre dadi ottenendo due [mancati] e un [colpo]. In totale l'attacco ha
    quindi prodotto tre [colpi]." """
    if len(reroll) != misses(first):
        raise IllegalActionError(f"a Sustained Attack rerolls the {misses(first)} misses, not {len(reroll)} dice")
    return tuple(f for f in first if f is Face.HIT) + tuple(reroll)

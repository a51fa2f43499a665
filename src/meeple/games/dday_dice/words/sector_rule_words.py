"""A sector's printed rules in words (:func:`sector_rules`): its machine-gun fire, a bunker's
entry courage, its bonuses and penalties per turn, requirements, "no new item", "1 unit max"
and special rules, each a short line as the box on the board prints it; a box's DEF shields
(:func:`def_shields`). ``meeple maps show`` draws them in the boxes, ``meeple play`` on its
board and beside its moves. Values the rulebook texts do not hold are marked ``†`` where
asked (docs/rulings.md).
"""

from __future__ import annotations

from dataclasses import dataclass

from meeple.games.dday_dice.maps import BattleMap, Bunker, Cell, MapTable, Sector

#: The mark of a value the rulebook texts do not hold (reconstructed).
DAGGER = "†"
FACE_WORDS = {
    "skull": "skull", "star": "star", "soldier": "soldier", "two-soldiers": "2-soldiers",
    "courage": "courage", "tool": "tool",
}
DAMAGE_WORDS = {"courage": "-1 courage", "specialist": "-1 specialist"}
RULE_WORDS = {"auto-specialist": "joins free:", "d6-soldiers-once": "+d6 soldiers once on entering"}
RULE_WORDS.update({  # Utah Beach, Juno Beach
    "free-item": "1st unit in finds free:", "vehicle-here": "find here (Item Points):",
    "no-skull-reroll": "skulls not rerolled", "four-of-a-kind-bonus": "4 of a kind: +5 soldiers",
    "four-of-a-kind-loss": "4 of a kind: -3 soldiers", "general-ignores-attributes": "General in play: attributes off",
})
RULE_WORDS.update({  # Pointe-du-Hoc, Merville Battery
    "climb": "CLIMB: 4 skulls to advance", "climb-retreat": "failed climbers retreat here",
    "wirecutters-only": "enter only with Wirecutters", "def-fixed": "DEF cannot be reduced",
    "stay-indefinitely": "stay for ever (marker kept)", "battle-cry-entry": "enter only with RWB Battle Cry",
})
RULE_WORDS.update({  # Gold Beach, Sword Beach
    "first-unit-medal": "1st unit in: random {award}", "first-unit-medal-or-victoria-cross": "1st unit in: {award} (or VC)",
    "first-unit-specialist": "1st unit in recruits free:", "random-sector": "RANDOM: d6 on 1st entry",
})


@dataclass(frozen=True)
class RuleLine:
    """One printed rule of a box: its words, what kind of rule it is (``mgf``, ``courage``,
    ``bunker-rule``, ``bonus``, ``penalty``, ``requirement``, ``no-item``, ``one-unit``,
    ``special``) and whether the map's form ignores it (``off``)."""

    text: str
    kind: str
    off: bool = False


def reconstructed_mark(table: MapTable, field: str) -> str:
    """``†`` when ``field`` of ``table`` is marked reconstructed."""
    return DAGGER if table.is_reconstructed(field) else ""


def def_shields(cell: Cell) -> str:
    """A cell's DEF shields: ``2·3·4``, a black shield as ``■2■``."""
    defs = "·".join(str(v) for v in cell.def_)
    return f"■{defs}■" if isinstance(cell, Sector) and cell.black_shield else defs


def sector_rules(board: BattleMap, cell: Cell, *, marks: bool = True, ignored: bool = True, courage: bool = True,
                 award: str = "award") -> list[RuleLine]:
    """A cell's printed rules, a line each. ``marks`` adds ``†`` to reconstructed values;
    ``ignored`` keeps the attributes the map's form ignores (``off``), else leaves them out;
    ``courage``: a bunker's entry courage. ``award``: the word for a medal card (the first
    edition's Awards, on its maps; a second-edition game's board says ``medal``)."""
    lines = _mgf_lines(board, cell, marks)
    if isinstance(cell, Bunker):
        if courage:
            lines.append(RuleLine(f"enter: courage {cell.courage}{_mark(cell, 'courage', marks)}", "courage"))
        lines += [RuleLine(RULE_WORDS.get(rule.rule, rule.rule).format(award=award), "bunker-rule")
                  for rule in cell.special]
    else:
        lines += _attribute_lines(board, cell, marks, award)
    return [line for line in lines if ignored or not line.off]


def sector_rules_text(board: BattleMap, number: int, award: str = "award") -> str:
    """A sector's printed rules on one line (``MGF ×2, a 6: -1 specialist; 1 unit max``), ""
    for none; those the map's form ignores are left out, and a bunker's entry courage (the
    box's title and a move's label say it)."""
    lines = sector_rules(board, board.cell(number), marks=False, ignored=False, courage=False, award=award)
    return "; ".join(line.text for line in lines)


def _mark(table: MapTable, field: str, marks: bool) -> str:
    return reconstructed_mark(table, field) if marks else ""


def _mgf_lines(board: BattleMap, cell: Cell, marks: bool) -> list[RuleLine]:
    if not cell.mgf:
        return []
    text = f"MGF ×{cell.mgf}{_mark(cell, 'mgf', marks)}"
    if cell.mgf_special != "none":
        text += f", a 6: {DAMAGE_WORDS[cell.mgf_special]}{_mark(cell, 'mgf_special', marks)}"
    return [RuleLine(text, "mgf", not board.mode.mgf)]


def _attribute_lines(board: BattleMap, cell: Sector, marks: bool, award: str) -> list[RuleLine]:
    """A sector's attributes: bonuses and penalties per turn, requirements, no new item, one
    unit at most, special rules (all off where the map's form ignores sector attributes)."""
    off = not board.mode.sector_attributes
    lines = [RuleLine(f"+{n} {FACE_WORDS[face]}/turn{_mark(cell, 'bonus', marks)}", "bonus", off)
             for face, n in cell.bonus.items()]
    lines += [RuleLine(f"-{n} {FACE_WORDS[face]}/turn{_mark(cell, 'penalty', marks)}", "penalty", off)
              for face, n in cell.penalty.items()]
    for req in cell.requires:
        dagger = DAGGER if marks and (cell.is_reconstructed("requires") or req.reconstructed) else ""
        lines.append(RuleLine(f"to enter: {req.describe()}{dagger}", "requirement", off))
    if cell.no_item:
        lines.append(RuleLine("no new item", "no-item", off))
    if cell.one_unit:
        lines.append(RuleLine("1 unit max", "one-unit", off))
    for rule in cell.special:
        words = RULE_WORDS.get(rule.rule, rule.rule).format(award=award)
        if rule.specialist:
            words += f" {rule.specialist}{_mark(rule, 'specialist', marks)}"
        if rule.card:
            words += f" {rule.card}{_mark(rule, 'card', marks)}"
        lines.append(RuleLine(words, "special", off))
    return lines

"""The compact list of many choices (:func:`draw_choices`, the view's ``choices`` hook): the
choices of one kind grouped under a line saying what they do, each a number and the word that
tells it apart (``8 r1,r2``, ``27 bazooka``), the others a line and a label each. The numbers
are the play loop's: a choice's place in the legal list, from 1.
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from meeple.cli.dday_dice.actions import describe_action
from meeple.cli.dday_dice.card_choices import CARD_GROUPS, card_group, give_group, honour_group
from meeple.cli.dday_dice.cells import Grouped, Matrix, cell_lines, choice_cell
from meeple.cli.dday_dice.words import the_card
from meeple.cli.word_cut import WordCut
from meeple.games.dday_dice.words.card_words import card_kind
from meeple.games.dday_dice.words.reading import Obs
from meeple.games.dday_dice.words.dice_action_words import kept_dice_lock


#: A list of this many choices or fewer is the play loop's: a line each, labels whole.
SHORT_LIST = 4
#: A list of more choices than this is drawn compactly (fewer keep a line and a label each).
LONG_LIST = 8
#: Fewer choices of one kind than this keep a line and a label each, even in a long list.
GROUPED = 4
#: The kinds of choice whose members differ by one word a player reads at once (a die, a face,
#: a colour, a seat), grouped by the notation's other words: (pattern, what they do). An
#: item used in several ways (``use binoculars r1 star``) is grouped so too.
SIMPLE_KINDS: dict[str, tuple[str, str]] = {
    "result": ("result [<seat>] <face> <colour>", "add that result in that colour to the Final Tally"),
    "swap": ("swap <die> <seat> <die>", "Lieutenant: swap your die for that unit's die (dice above)"),
    "captain": ("captain <die> <colour>", "Captain: your die becomes that colour this turn (same result)"),
    "leadership": ("leadership <face>", "RWB Leadership: add a white result, or courage to another unit"),
    "corporal": ("corporal <die>", "Corporal: reroll that die (once this turn)"),
    "jeep": ("jeep <die>", "Jeep: reroll that die (once this turn)"),
    "cancel": ("cancel <die>", "a skull cancels that die"),
    "lock": ("lock <die>", "lock that die"),
    "deal": ("deal <face>", "Victoria Cross: the next die dealt shows that face"),
    "skull": ("skull <colour>", "Rope Ladder: the colour of your added skull"),
    "dismiss": ("dismiss <specialist> <bonus>", "Purple Heart: dismiss that specialist for that RWB bonus"),
    "reinforce": ("reinforce <seat>", "RWB Reinforcements: the unit that gets the soldiers"),
}
#: The kinds of choice naming a card: a grouped list of them ends with the ``card`` hint.
CARD_KINDS = ("honour", "find", "find-used", "recruit", "recruit-patch", "recruit-free", "give")


def kind_of(notation: str) -> str | None:
    """The kind a choice is grouped by (None: never grouped, it keeps its label: a move, a
    stay, ``done``, a casualty ...)."""
    words = notation.split()
    head, count = words[0], len(words)
    if head == "reroll" and count == 2:
        return "reroll"
    if head == "honour" and count == 3:
        return "honour"
    if head == "find" and count in (2, 3):
        return "find" if count == 2 else f"find-{words[2]}"
    if head == "recruit" and count in (2, 3):
        return "recruit" if count == 2 else f"recruit-{words[2]}"
    if head == "give" and count == 3:
        return "give"
    if head == "use" and count >= 3:
        return f"use {words[1]}"
    if head in SIMPLE_KINDS and count >= 2:
        return head
    return None


def card_named(notation: str) -> str | None:
    """The card a choice names -- a find, a recruit, a medal, an item used or given, a
    specialist lost -- None for none (a gift of a resource, a move ...)."""
    words = notation.split()
    word = words[2] if words[0] in ("honour", "give") and len(words) > 2 else words[1] if len(words) > 1 else ""
    return word if card_kind(word) else None


def draw_choices(notations: Sequence[str], obs: Obs, names: Sequence[str]) -> RenderableType | None:
    """The legal choices numbered from 1 in the order given, a label each cut to one line
    between two words (``…``: :class:`meeple.cli.word_cut.WordCut`); in a long list (more than :data:`LONG_LIST`) each kind of :data:`GROUPED` or more
    choices (:func:`kind_of`) drawn compactly: a line saying what they do, then a few lines
    of numbered cells. A last line (:class:`Hint`) says how to answer a grouped list and
    names the ``card`` command when a card's text was left out. None for :data:`SHORT_LIST`
    choices or fewer (the play loop's one choice a line, labels whole)."""
    if len(notations) <= SHORT_LIST:
        return None
    kinds = [kind_of(n) if len(notations) > LONG_LIST else None for n in notations]
    sizes = Counter(kind for kind in kinds if kind is not None)
    kinds = [kind if kind is not None and sizes[kind] >= GROUPED else None for kind in kinds]
    digits = len(str(len(notations)))
    indent = max(digits, 2) + 2  # where the notations begin, after the numbers
    longest = max((len(n) for n, k in zip(notations, kinds) if k is None), default=0)
    parts: list[RenderableType] = []
    grid: Table | None = None
    grouped: list[str] = []
    hint = Hint(label_at=indent + longest + 2)
    for number, (notation, kind) in enumerate(zip(notations, kinds), start=1):
        if kind is None:
            if grid is None:
                grid = Table.grid(padding=(0, 2))
                grid.add_column(justify="right", no_wrap=True, min_width=indent - 2)
                grid.add_column(no_wrap=True, min_width=longest)
                grid.add_column(ratio=1)
                parts.append(grid)
            label = describe_action(notation, obs, names)
            grid.add_row(Text(str(number), style="bold cyan"), Text(notation, style="cyan"), WordCut(label))
            hint.labelled(notation, label)
        elif kind not in grouped:
            grouped.append(kind)
            grid = None
            members = [(n, text) for n, (text, k) in enumerate(zip(notations, kinds), start=1) if k == kind]
            pattern, words, body = _group(kind, members, obs, names, digits)
            head = Text.assemble(" " * indent, (pattern, "cyan"), "  ")
            head.append_text(words if isinstance(words, Text) else Text(words))
            parts += [head, Padding(body, (0, 0, 0, indent))]
            hint.grouped(members[0][1], card_kind=kind in CARD_KINDS or kind.startswith("use "))
    return Group(*parts, hint)


class Hint:
    """The line under the choices: how to answer a grouped list (its first choice's notation
    as the example), and the ``card`` command when a card's text was left out -- a grouped
    list of cards, or a card's label too long for its line at the width drawn (nothing when
    there is nothing to say)."""

    def __init__(self, label_at: int) -> None:
        self.label_at = label_at
        self.example: str | None = None
        self.card: str | None = None
        self.card_left_out = False
        self.card_labels: list[int] = []  # the widths of the labels naming a card

    def labelled(self, notation: str, label: Text) -> None:
        card = card_named(notation)
        if card is not None:
            self.card = self.card or card
            self.card_labels.append(label.cell_len)

    def grouped(self, notation: str, card_kind: bool) -> None:
        self.example = self.example or notation
        card = card_named(notation)
        if card_kind and card is not None and not self.card_left_out:
            self.card, self.card_left_out = card, True  # the example: the first card left out

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        parts = []
        if self.example is not None:
            parts.append(f"answer a number or a notation (`{self.example}`)")
        cut = any(width > options.max_width - self.label_at for width in self.card_labels)
        if self.card is not None and (self.card_left_out or cut):
            parts.append(f"`card <name>` shows a card's whole text (`card {self.card}`)")
        if parts:
            words = "; ".join(parts)
            yield Text(words[:1].upper() + words[1:] + ".", style="dim")


def _group(kind: str, members: Sequence[tuple[int, str]], obs: Obs, names: Sequence[str], digits: int) -> Grouped:
    """One grouped kind: its pattern, what it does, and its numbered cells (the numbers
    aligned right on ``digits``, the widest number's)."""
    cells = [(f"{number:>{digits}}", notation) for number, notation in members]
    if kind == "reroll":
        return _reroll_group(cells, obs)
    if kind == "honour":
        return honour_group(cells, obs, names)
    if kind == "give":
        return give_group(cells, obs, names)
    if kind in CARD_GROUPS:
        return card_group(kind, cells, obs)
    return _simple_group(kind, cells)


def _reroll_group(members: Sequence[tuple[str, str]], obs: Obs) -> Grouped:
    """``reroll <dice>``: a line per number of dice rerolled."""
    keep = "keep and lock the others" if kept_dice_lock(obs) else "keep the others (free)"
    by_count: dict[int, list[Text]] = {}
    for number, notation in members:
        dice = notation.split()[1]
        by_count.setdefault(dice.count(",") + 1, []).append(choice_cell(number, dice))
    rows = [(Text(f"{count} {'die' if count == 1 else 'dice'}", style="dim"), cells)
            for count, cells in sorted(by_count.items())]
    return "reroll <dice>", f"reroll the dice named (your dice above show their faces); {keep}", cell_lines(rows)


def _simple_group(kind: str, members: Sequence[tuple[str, str]]) -> Grouped:
    """A kind of :data:`SIMPLE_KINDS`, or one item used in several ways (``use binoculars``):
    each choice a number under its last word, on the line of the
    notation's other words (``captain r1`` | ``5 white  6 blue``); three such lines or more
    make a table, a column per last word, folded side by side as the width allows."""
    head = kind.split()[0]
    words: Text | str
    if head == "use":
        item = kind.split()[1]
        pattern, words = f"{kind} <…>", Text.assemble("use ", the_card(item))
    else:
        pattern, words = SIMPLE_KINDS[head]
    by_prefix: dict[str, dict[str, str]] = {}
    lasts: list[str] = []
    for number, notation in members:
        prefix, _, last = notation.rpartition(" ")
        by_prefix.setdefault(prefix, {})[last] = number
        if last not in lasts:
            lasts.append(last)
    if len(by_prefix) < 3:
        return pattern, words, cell_lines([(Text(prefix, style="cyan"), [choice_cell(n, last) for last, n in cells.items()])
                                       for prefix, cells in by_prefix.items()])
    rows = [(Text(prefix, style="cyan"), [Text(cells[last].strip(), style="bold cyan") if last in cells
                                          else Text("-", style="dim") for last in lasts])
            for prefix, cells in by_prefix.items()]
    return pattern, words, Matrix([Text(last, style="cyan") for last in lasts], rows)

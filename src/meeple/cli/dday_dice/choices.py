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
from meeple.cli.dday_dice.cards import card_cost, card_kind, the_card
from meeple.cli.dday_dice.cells import Cells, Matrix
from meeple.cli.dday_dice.observation import Obs, acting_unit, edition_of
from meeple.cli.dday_dice.words import seat_name, seat_style


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
    "result": ("result [<seat>] <face> <colour>", "add that result in that colour to the Final Count"),
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


#: A grouped kind as drawn: its pattern, what it does, its numbered cells.
Grouped = tuple[str, "Text | str", RenderableType]


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
    (``…``); in a long list (more than :data:`LONG_LIST`) each kind of :data:`GROUPED` or more
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
            label.no_wrap, label.overflow = True, "ellipsis"
            grid.add_row(Text(str(number), style="bold cyan"), Text(notation, style="cyan"), label)
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
        return _honour_group(cells, obs, names)
    if kind == "give":
        return _give_group(cells, obs, names)
    if kind in CARD_GROUPS:
        return _card_group(kind, cells, obs)
    return _simple_group(kind, cells)


def _cell(number: str, word: str, mark: str = "", mark_style: str = "dim") -> Text:
    """``12 bazooka`` and a short mark after it (``number`` aligned right, as a string)."""
    text = Text.assemble((number, "bold cyan"), " ", (word, "cyan"))
    if mark:
        text.append(f" {mark}", style=mark_style)
    return text


def _lines(rows: Sequence[tuple[Text, list[Text]]]) -> Table:
    """Lines of cells, each after its own heading (``2 dice``, ``to Bob (1)``, ``swap r1 2``)."""
    lines = Table.grid(padding=(0, 2))
    lines.add_column(no_wrap=True)
    lines.add_column()
    for heading, cells in rows:
        lines.add_row(heading, Cells(cells))
    return lines


def _reroll_group(members: Sequence[tuple[str, str]], obs: Obs) -> Grouped:
    """``reroll <dice>``: a line per number of dice rerolled."""
    keep = "keep the others (free)" if edition_of(obs) == 2 else "keep and lock the others"
    by_count: dict[int, list[Text]] = {}
    for number, notation in members:
        dice = notation.split()[1]
        by_count.setdefault(dice.count(",") + 1, []).append(_cell(number, dice))
    rows = [(Text(f"{count} {'die' if count == 1 else 'dice'}", style="dim"), cells)
            for count, cells in sorted(by_count.items())]
    return "reroll <dice>", f"reroll the dice named (your dice above show their faces); {keep}", _lines(rows)


def _used(item: str, obs: Obs) -> bool:
    """An item from the used pile (as the Légion d'Honneur's label says: ``a used one``)."""
    return item in (obs.get("used_items") or []) and item not in (obs.get("reserve_items") or [])


def _who(seat: int, obs: Obs, names: Sequence[str]) -> Text:
    return Text("you" if seat == obs.get("seat") else seat_name(names, seat), style=seat_style(seat))


def _honour_group(members: Sequence[tuple[str, str]], obs: Obs, names: Sequence[str]) -> Grouped:
    """``honour <seat> <item>``: a cell per item for one unit; for several, a row per item
    and a column per unit."""
    seats: list[int] = []
    items: list[str] = []
    number_of: dict[tuple[int, str], str] = {}
    for number, notation in members:
        _, seat_word, item = notation.split()
        seat = int(seat_word)
        if seat not in seats:
            seats.append(seat)
        if item not in items:
            items.append(item)
        number_of[(seat, item)] = number
    used = [item for item in items if _used(item, obs)]
    words = Text("Légion d'Honneur: that unit finds that item for free")
    if len(seats) > 1:
        words.append("; a column per unit: ")
        words.append_text(Text(", ").join(Text.assemble(f"seat {seat} ", _who(seat, obs, names)) for seat in seats))
    else:
        words.append_text(Text.assemble(" (", _who(seats[0], obs, names), f": seat {seats[0]})"))
    if used:
        words.append("; * a used one", style="dim")
    if len(seats) == 1:
        cells = [_cell(number_of[(seats[0], item)], item, "*" if item in used else "") for item in items]
        return "honour <seat> <item>", words, Cells(cells)
    rows: list[tuple[Text, list[Text]]] = []
    for item in items:
        label = Text(item, style="cyan")
        if item in used:
            label.append("*", style="dim")
        rows.append((label, [Text(number_of[(seat, item)].strip(), style="bold cyan") if (seat, item) in number_of
                             else Text("-", style="dim") for seat in seats]))
    return "honour <seat> <item>", words, Matrix([_who(seat, obs, names) for seat in seats], rows)


def _give_group(members: Sequence[tuple[str, str]], obs: Obs, names: Sequence[str]) -> Grouped:
    """``give <seat> <what>``: a line per unit given to."""
    unit = acting_unit(obs)
    has = ", ".join(f"{unit.get(field, 0)} {word}" for field, word in (
        ("soldiers", "soldiers"), ("courage", "courage"), ("stars", "stars"), ("item_points", "item points")))
    by_seat: dict[int, list[Text]] = {}
    for number, notation in members:
        _, seat_word, what = notation.split()
        by_seat.setdefault(int(seat_word), []).append(_cell(number, what))
    rows = [(Text.assemble("to ", _who(seat, obs, names), f" ({seat})"), cells) for seat, cells in by_seat.items()]
    words = Text.assemble("give 1 of it, or that card, to that unit ", (f"(you have {has})", "dim"))
    return "give <seat> <what>", words, _lines(rows)


#: The grouped kinds of choice on cards: (pattern, what they do), with what the unit has.
CARD_GROUPS: dict[str, tuple[str, str]] = {
    "find": ("find <item>", "find that item for the item points after its name (you have {item_points})"),
    "find-used": ("find <item> used", "Special Find: that used item for its item points, outside the one-a-turn limit"),
    "recruit": ("recruit <specialist>", "recruit that specialist for the stars after its name (you have {stars})"),
    "recruit-patch": ("recruit <specialist> patch", "recruit with your Shoulder Patch (lose 1 soldier)"),
    "recruit-free": ("recruit <specialist> free", "recruit for free (Military Medal)"),
}


def _card_group(kind: str, members: Sequence[tuple[str, str]], obs: Obs) -> Grouped:
    """Finds and recruits: a cell per card, with its cost where one is paid."""
    unit = acting_unit(obs)
    pattern, words = CARD_GROUPS[kind]
    costs = unit.get("item_costs") or {}
    cells = []
    for number, notation in members:
        card = notation.split()[1]
        mark = ""
        if kind in ("find", "find-used"):
            cost = costs.get(card, card_cost(card))  # discounts included, as the label says
            mark = str(cost) if cost is not None else ""
        elif kind == "recruit":
            cost = card_cost(card)
            mark = f"{cost}★" if cost is not None else ""
        if card_kind(card) == "vehicle":
            mark += " vehicle"
        cells.append(_cell(number, card, mark.strip(), "yellow"))
    return pattern, words.format(item_points=unit.get("item_points", 0), stars=unit.get("stars", 0)), Cells(cells)


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
        return pattern, words, _lines([(Text(prefix, style="cyan"), [_cell(n, last) for last, n in cells.items()])
                                       for prefix, cells in by_prefix.items()])
    rows = [(Text(prefix, style="cyan"), [Text(cells[last].strip(), style="bold cyan") if last in cells
                                          else Text("-", style="dim") for last in lasts])
            for prefix, cells in by_prefix.items()]
    return pattern, words, Matrix([Text(last, style="cyan") for last in lasts], rows)

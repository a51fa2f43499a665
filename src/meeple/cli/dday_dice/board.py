"""The board: the battle map drawn by :func:`meeple.cli.map_drawing.draw_board`, as ``meeple maps show``
draws it, with each box's printed rules (:func:`meeple.cli.map_drawing.sector_rule_lines`) and the
units in their sectors; a joined board's two maps (Silence the Guns), in the order and with
the junction ``meeple maps show`` gives them (:mod:`meeple.cli.maps_joined`); the legend of
their marks.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.text import Text

from meeple.cli.dday_dice.observation import board_parts
from meeple.cli.dday_dice.styles import seat_style
from meeple.games.dday_dice.words.pieces import award_word
from meeple.games.dday_dice.words.reading import Obs, sector_label, seat_name
from meeple.cli.map_drawing import LEGEND, CellLine, draw_board, marks_in_play, sector_rule_lines
from meeple.cli.maps_joined import junction_lines, junction_summary
from meeple.games.dday_dice.map_parts import MapPart, junction_pairs
from meeple.games.dday_dice.joined_maps import build_joined, is_joined, label
from meeple.games.dday_dice.maps import BattleMap, Bunker, Cell
from meeple.games.dday_dice.words.sector_rule_words import def_shields


def _unit_marks(unit: Obs) -> str:
    if unit.get("safe"):
        return "✓"
    if unit.get("lost"):
        return "✗"
    return "●"


def deciding_move(obs: Obs, viewer: int | None) -> bool:
    """Whether the board decides what the viewer chooses now: Phase 4 (the second edition's
    5), unless the viewer's unit is offered no move (a card's choice comes first, it has
    moved, it is safe or lost). A spectator sees the board as a mover does."""
    if obs.get("phase") != "move":
        return False
    return _viewer_unit(obs, viewer).get("moves") != []


def board_shown(obs: Obs, viewer: int | None) -> bool:
    """Whether the table draws the board: where it decides the viewer's move
    (:func:`deciding_move`), at the end of the game, and to a spectator in Phases 4 and 5.
    Elsewhere the decisions are on the dice and the cards: the units table says where each
    unit is and the DEF there, and the ``board`` command draws the board."""
    phase = obs.get("phase")
    return phase == "over" or deciding_move(obs, viewer) or (viewer is None and phase in ("move", "combat"))


def _viewer_unit(obs: Obs, viewer: int | None) -> Obs:
    units: list[Obs] = obs.get("units", [])
    return units[viewer] if viewer is not None and 0 <= viewer < len(units) else {}


def _targets(obs: Obs, viewer: int | None) -> set[int] | None:
    """The sectors the viewer may move to when the board decides its move (None: not known)."""
    offered = _viewer_unit(obs, viewer).get("moves")
    if not deciding_move(obs, viewer):
        return set()
    return {move.get("to") for move in offered} if isinstance(offered, list) else None


Parts = tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class BoxNotes:
    """What a joined board adds to its boxes, by the game's sector numbers: ``tags`` after a
    box's DEF whatever the box shows (the sectors across the junction, a closed bunker), and
    ``rules`` after its printed rules, where they are shown (the sector that silences the
    mortar, the bunker a unit may go on from)."""

    tags: dict[int, Parts] = field(default_factory=dict)
    rules: dict[int, Parts] = field(default_factory=dict)


class BoardView:
    """One battle map (``part``: a joined board's maps are drawn one by one, :class:`JoinedBoardView`)
    with the units in their sectors, drawn at the width it is given. A box shows its printed
    rules after its number and DEF when a unit is in it, or when the viewer may move there
    (:func:`deciding_move`: the board decides the move); the other boxes their number and DEF
    only, so that the screen stays short (``all_rules``: every box's rules, as for a spectator
    or a move whose targets are not known). The units in a box share its lines, as many a line
    as its width allows."""

    def __init__(self, obs: Obs, names: Sequence[str], viewer: int | None, part: MapPart | BattleMap,
                 all_rules: bool = False, notes: BoxNotes | None = None) -> None:
        self.obs, self.names, self.viewer = obs, names, viewer
        self.part = part if isinstance(part, MapPart) else MapPart(part)
        self.bmap = self.part.bmap
        self.notes = notes or BoxNotes()
        targets = _targets(obs, viewer)
        self.all_rules = all_rules or targets is None
        self.targets = targets or set()

    def occupied(self, number: int) -> bool:
        """Whether a unit is in the game's sector ``number``."""
        return any(unit.get("sector") == number for unit in self.obs.get("units", []))

    def shows_rules(self, number: int) -> bool:
        return self.all_rules or number in self.targets or self.occupied(number)

    def cell_lines(self, bmap: BattleMap, cell: Cell) -> list[CellLine]:
        """A box: its number (a joined board's label, ``M8``) and DEF (and a bunker's entry
        courage), then its printed rules as ``meeple maps show`` words them, run on after them
        in their colours (a rule is not split across two lines if a line holds it), then its
        units."""
        number = self.part.offset + cell.number
        name = self.part.label(cell.number)
        if isinstance(cell, Bunker):
            title = [(f"BUNKER {name}  DEF {def_shields(cell)}  enter: courage {cell.courage}", "bold red")]
        else:
            style = "bold reverse" if cell.black_shield else "bold"
            title = [(f"{name}  DEF {def_shields(cell)}" + ("  can't stay" if cell.black_shield else ""), style)]
        title += [("  " + text, style) for text, style in self.notes.tags.get(number, ())]
        rules: list[tuple[str, str]] = []
        if self.shows_rules(number):
            rules = [(rule.text, rule.style)
                     for rule in sector_rule_lines(bmap, cell, marks=False, ignored=False, courage=False,
                                                   award=award_word(self.obs))]
            rules += self.notes.rules.get(number, ())
        title += [(("  " if i == 0 else " ") + text + (";" if i < len(rules) - 1 else ""), style)
                  for i, (text, style) in enumerate(rules)]
        lines = [CellLine("", parts=tuple(title))]
        units: list[tuple[str, str]] = []
        for unit in self.obs.get("units", []):
            if unit.get("sector") != number:
                continue
            seat = unit["seat"]
            you = " (you)" if seat == self.viewer else ""
            style = seat_style(seat) if not unit.get("lost") else "strike dim"  # not maps.OFF: no "off:"
            units.append((f"{'  ' if units else ''}{_unit_marks(unit)} {seat} {seat_name(self.names, seat)}{you}", style))
        if units:
            lines.append(CellLine("", parts=tuple(units)))
        return lines

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = min(options.max_width, BOARD_WIDTH)
        yield from draw_board(self.bmap, width, self.cell_lines, marks=False, ignored_lines=False)


#: The widest the board is drawn: the panel's width up to this (wide boxes wrap their rules less).
BOARD_WIDTH = 160


def joined_notes(obs: Obs, names: Sequence[str]) -> tuple[BoxNotes, dict[str, Text]]:
    """What Silence the Guns' junction adds to the boxes (:class:`BoxNotes`), and to the
    heading of each map by its prefix: the rules as the scenario states them
    (:mod:`meeple.cli.maps_joined`'s words), and what the observation says of them -- the
    bunkers conquered (``board_marks``), the units that have been in the sector that silences
    the mortar (their ``visited`` sectors). Whether a rule holds now is the engine's: the moves
    offered and the DEF counted say it."""
    map_id = str(obs.get("map"))
    board = build_joined(map_id)
    tags: dict[int, list[tuple[str, str]]] = {}
    rules: dict[int, list[tuple[str, str]]] = {}
    for far, nears in junction_pairs(board).items():
        tags.setdefault(far, []).append(("↕ " + ", ".join(label(board, n) for n in nears), "cyan"))
        for near in nears:
            tags.setdefault(near, []).append((f"↕ {label(board, far)}", "cyan"))
    conquered = {pair[0]: pair[1] for pair in (obs.get("board_marks") or {}).get("bunkers_conquered") or []}
    until = label(board, board.closed_until)
    by = conquered.get(board.closed_until)
    state = f"conquered by {seat_name(names, by)}" if isinstance(by, int) else "not yet"
    tags.setdefault(board.closed_bunker, []).append((f"closed until {until} is conquered: {state}", "yellow"))
    near_prefix = board.def_plus_part
    rules.setdefault(board.def_plus_until, []).append(("a unit here silences the mortar", "yellow"))
    rules.setdefault(board.bunker_from, []).append(
        (f"survivors may go on into {label(board, board.bunker_to)}", "cyan"))
    been = [unit for unit in obs.get("units", []) if board.def_plus_until in (unit.get("visited") or [])]
    where = label(board, board.def_plus_until)
    fact = (f" ({', '.join(seat_name(names, u['seat']) for u in been)} {'has' if len(been) == 1 else 'have'} "
            f"been in {where})") if been else f" (no unit has been in {where} yet)"
    headings = {near_prefix: Text.assemble(
        (f"  under mortar fire: DEF +{board.def_plus} in every sector until a unit occupies {where}", "yellow"),
        (fact, "dim"))}
    return (BoxNotes({n: tuple(v) for n, v in tags.items()}, {n: tuple(v) for n, v in rules.items()}), headings)


class JoinedBoardView:
    """A joined board (Silence the Guns): each map under its heading, the far one (turned
    round) above the near one as ``meeple maps show`` draws them, each drawn by
    :class:`BoardView` with the junction's notes in its boxes (:func:`joined_notes`), and the
    moves between the maps on a line between them (``full_junction``: the lines of ``meeple
    maps show``'s junction). ``drawn``: the prefixes of the maps drawn (None: both); a map
    left out is named on the drawn map's heading line, with the move targets and the units on
    it, and the ``board`` command that draws both."""

    def __init__(self, obs: Obs, names: Sequence[str], viewer: int | None, parts: Sequence[MapPart],
                 all_rules: bool = False, drawn: frozenset[str] | None = None, full_junction: bool = False) -> None:
        self.obs, self.names, self.viewer, self.parts = obs, names, viewer, tuple(parts)
        self.all_rules, self.full_junction = all_rules, full_junction
        self.drawn = drawn if drawn is not None else frozenset(part.prefix for part in self.parts)
        self.notes, self.headings = joined_notes(obs, names)

    def left_out(self, part: MapPart) -> Text:
        """The line of a map not drawn: the move targets on it, the units on it (not lost)."""
        on_it = [unit for unit in self.obs.get("units", []) if not unit.get("lost")
                 and isinstance(unit.get("sector"), int) and part.printed(unit["sector"]) is not None]
        targets = sorted(n for n in (_targets(self.obs, self.viewer) or ()) if isinstance(n, int)
                         and part.printed(n) is not None)
        said = [f"move to {', '.join(sector_label(self.obs, n) for n in targets)}"] if targets else []
        said += [f"{unit['seat']} {seat_name(self.names, unit['seat'])}{' (you)' if unit['seat'] == self.viewer else ''}"
                 f" in {sector_label(self.obs, unit['sector'])}" for unit in on_it]
        text = Text(f"{part.bmap.name} not drawn", style="bold")
        if said:
            text.append(": " + "; ".join(said))
        text.append(" (`board` draws both maps)", style="dim")
        return text

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        both = all(part.prefix in self.drawn for part in self.parts)
        left_out = [self.left_out(part) for part in self.parts if part.prefix not in self.drawn]
        for i, part in enumerate(self.parts):
            if part.prefix not in self.drawn:
                continue
            name = Text(part.heading if both else part.bmap.name, style="bold")
            rest = Text()
            for line in left_out:  # on the drawn map's heading line: a row saved
                rest.append_text(Text(" · ", style="dim"))
                rest.append_text(line)
            note = self.headings.get(part.prefix)
            if note is not None and name.cell_len + note.cell_len + rest.cell_len <= options.max_width:
                yield Text.assemble(name, note, rest)
            else:
                yield Text.assemble(name, rest)
                if note is not None:  # on a line of its own rather than cut by the wrap
                    yield note
            yield BoardView(self.obs, self.names, self.viewer, part, self.all_rules, self.notes)
            if i == 0 and both:
                if self.full_junction:
                    yield Text("Junction", style="bold")
                    for text, style in junction_lines(str(self.obs.get("map"))):
                        yield Text(text, style=style)
                else:
                    yield Text(junction_summary(str(self.obs.get("map"))), style="cyan")


def board_views(obs: Obs, names: Sequence[str], viewer: int | None, all_rules: bool = False,
                full_junction: bool = False) -> list[RenderableType]:
    """The board as it may be drawn, tallest first: a battle map's one :class:`BoardView`; a
    joined board's both maps, then (where the board decides the viewer's move) the maps
    holding a unit on the beach or a move target, then those holding the viewer's unit or a
    move target, then the viewer's map alone (the others left out, each a line naming its
    targets and units: :class:`JoinedBoardView`), and last a line saying the board is left
    out. [] for no map we know."""
    parts = board_parts(obs)
    if not parts:
        return []
    if not is_joined(str(obs.get("map"))):
        return [BoardView(obs, names, viewer, parts[0], all_rules)]
    views: list[RenderableType] = [JoinedBoardView(obs, names, viewer, parts, all_rules, None, full_junction)]
    targets = _targets(obs, viewer)
    if not deciding_move(obs, viewer) or viewer is None or targets is None:
        return views
    units: list[Obs] = obs.get("units", [])
    mine = _viewer_unit(obs, viewer).get("sector")
    on_beach = {u.get("sector") for u in units if not u.get("safe") and not u.get("lost")}
    seen = {frozenset(part.prefix for part in parts)}
    for sectors in (on_beach | targets | {mine}, targets | {mine}, {mine}):
        drawn = frozenset(part.prefix for part in parts if any(part.printed(n) is not None for n in sectors
                                                              if isinstance(n, int)))
        if drawn and drawn not in seen:
            seen.add(drawn)
            views.append(JoinedBoardView(obs, names, viewer, parts, all_rules, drawn, full_junction))
    views.append(Text.assemble((BOARD_LEFT_OUT[0], "bold"), (BOARD_LEFT_OUT[1], "dim")))
    return views


#: The line standing for a joined board too tall for the screen: what it says, and the command.
BOARD_LEFT_OUT = ("Board not drawn: too tall for this screen with these choices",
                  " (`board` draws it; the moves name their sectors' DEF and rules)")


def board_legend(*bmaps: BattleMap) -> Text | None:
    """What the marks on the board mean (``meeple maps show``'s legend, for the marks this
    board shows in play: minefields, barriers, machine-gun fire, bonuses per turn ...), the
    marks of each map of a joined board."""
    keys = {key for bmap in bmaps for key in marks_in_play(bmap)}
    if not keys:
        return None
    return Text.assemble(("Marks: ", "bold"), ("  ·  ".join(LEGEND[key] for key in LEGEND if key in keys), "dim"))

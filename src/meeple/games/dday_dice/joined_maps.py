"""Joined battle maps: the scenario "Silence the Guns" (Sword Beach and Merville Battery).

Italian (000_..., p. 21, "TACCIANO I CANNONI (un scenario per 2-4 giocatori)"): "Piazza le mappe
Sword Beach e Merville Battery (n.06 e n.08) a fianco, una sopra l'altra (i bunker saranno
allineati tra loro, al centro). I giocatori scelgono con che mappa iniziare (almeno un giocatore
per mappa), le quali determinano i loro specialisti regolari. Tutti gli oggetti e gli specialisti
unici di entrambe le mappe sono aggiunti alla stessa Riserva Comune. Si raccomanda di aggiungere
anche questi 2 oggetti speciali alla Riserva Comune: Bazooka e Gammon Bomb. In questo scenario,
Sword Beach è sotto il fuoco di mortaio: tutti i suoi settori hanno un DEF +1 fin quando un'unità
occuperà il settore 8 di Merville (per distruggere il mortaio). Inoltre, il bunker di Sword Beach
è sotto il fuoco protettivo: non si può avere accesso fin quando qualcuno riuscirà ad entrare nel
bunker di Merville (per distruggere i cannoni). Le righe superiori delle mappe sono considerate
adiacenti. Il movimento tra le 2 mappe è possibile (come un normale avanzamento, pagando il costo
in coraggio come scritto sulla riga), ma ricorda che le unità non possono ritirarsi: un'unità che
muove da Merville a Sword non può tornare a Merville! Il Mortar può essere giocato sull'ultima
riga di una mappa per avere effetto sull'altra. I bunker sono adiacenti: una volta che un'unità è
entrata nel bunker di Merville, può decidere di rimanere in gioco ed entrare nel bunker di Sword o
può scegliere di abbandonare il gioco (usando le regole standard di vittoria). Il Carrier Pigeon
permette alle unità di scambiare risorse tra mappe (e il Lieutenant permette di scambiare dadi
come sempre). Carte o effetti che coinvolgono “tutte le unità” si applicano ad entrambe le
mappe. Ricorda che il Lieutenant può essere trovato solo nel settore 5 di Sword Beach. Se solo 1
unità inizia a Merville, deve usare le regole per il gioco solitario di questa mappa."
The Spanish ("SILENCIAR LOS CAÑONES") says the same ("frente a frente, por la parte superior de
cada uno"; the cost "usando el coste del Coraje del Sector").

As meeple plays it (docs/rulings.md, DDM-65 .. DDM-79):

* One board (:class:`JoinedBoard`) holds both maps: sector ``n`` of a part is numbered
  ``offset + n`` (Sword 1..16, Merville 21..34; shown ``S5``, ``M8``). Each part keeps its own
  rows, lines and sector rules; the junction adds the moves between the top rows (Merville turned
  round: mirrored columns) and from Merville's bunker into Sword's. All units share one state, so
  "tutte le unità", the Carrier Pigeon's trades (:mod:`.windows`), the Lieutenant and the Mortar
  on a neighbouring sector across the junction act on both maps with no further rule.
* Each seat starts on the map the option ``starts`` names (``S``/``M`` per seat; default
  alternating, ``SM``...; solo ``M``), with that map's start resources and regular specialists
  (:func:`set_up`).
* :func:`open_to` closes a crossing back into a map the unit has been on, and Sword's bunker
  until Merville's is conquered; :func:`def_plus` adds Sword's +1 DEF until a unit has been in
  Merville's sector 8; :func:`offer_go_on` asks a unit that survived in Merville's bunker whether
  it goes on (``go-on``) or leaves the game safe (``retire``).
"""

from __future__ import annotations

import dataclasses
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict, ValidationError

from meeple.engine.core import Event
from meeple.engine.data_files import read_toml
from meeple.engine.errors import ContentError, OptionsError, excerpt
from meeple.games.dday_dice import actions as A
from meeple.games.dday_dice.board import Board, Exit
from meeple.games.dday_dice.joined_board import JoinedBoard as JoinedBoard  # the board these rules read
from meeple.games.dday_dice.joined_board import PartStart as PartStart
# the rules in play live in joined_play (compiled with the rules that call them); re-exported here
from meeple.games.dday_dice.joined_play import GOES_ON_FLAG as GOES_ON_FLAG
from meeple.games.dday_dice.joined_play import GO_ON as GO_ON
from meeple.games.dday_dice.joined_play import apply_choice as apply_choice
from meeple.games.dday_dice.joined_play import choice_actions as choice_actions
from meeple.games.dday_dice.joined_play import closed_ahead as closed_ahead
from meeple.games.dday_dice.joined_play import crosses as crosses
from meeple.games.dday_dice.joined_play import def_plus as def_plus
from meeple.games.dday_dice.joined_play import facts as facts
from meeple.games.dday_dice.joined_play import goes_on as goes_on
from meeple.games.dday_dice.joined_play import label as label
from meeple.games.dday_dice.joined_play import mortar_silenced as mortar_silenced
from meeple.games.dday_dice.joined_play import offer_go_on as offer_go_on
from meeple.games.dday_dice.joined_play import open_to as open_to
from meeple.games.dday_dice.joined_play import owns as owns
from meeple.games.dday_dice.joined_play import part_of as part_of
from meeple.games.dday_dice.joined_play import printed as printed
from meeple.games.dday_dice.joined_play import solo_rules as solo_rules
from meeple.games.dday_dice.joined_play import start_part as start_part
from meeple.games.dday_dice.joined_play import turns_back as turns_back
from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

class _Table(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PartSpec(_Table):
    map: str
    prefix: str
    offset: int


class JunctionSpec(_Table):
    mirror: bool = True
    bunker_from: str
    bunker_to: str


class RulesSpec(_Table):
    def_plus_part: str
    def_plus: int
    def_plus_until_occupied: str
    closed_bunker: str
    closed_until_conquered: str
    extra_items: tuple[str, ...] = ()
    solo_rules_part: str
    default_starts: str
    solo_start: str


class JoinedSpec(_Table):
    id: str
    name: str
    sources: tuple[str, ...] = ()
    text: str = ""
    parts: tuple[PartSpec, ...]
    junction: JunctionSpec
    rules: RulesSpec


# ------------------------------------------------------------------ files


def joined_dir() -> Path:
    return Path(str(resources.files(__package__) / "data" / "joined"))


@lru_cache(maxsize=None)
def joined_ids() -> tuple[str, ...]:
    """The packaged joined maps (scenarios of two boards)."""
    return tuple(sorted(p.stem for p in joined_dir().glob("*.toml")))


def is_joined(map_id: str) -> bool:
    return map_id in joined_ids()


@lru_cache(maxsize=None)
def load_joined(map_id: str) -> JoinedSpec:
    """The packaged joined map ``map_id``, validated (ContentError naming the file and the problem)."""
    return load_joined_file(joined_dir() / f"{map_id}.toml")


def load_joined_file(path: Path) -> JoinedSpec:
    """A joined-map file (packaged, or a user's copy), validated: its fields, its id against the
    file name, two parts with distinct prefixes."""
    raw = read_toml(path, "joined map")
    try:
        spec = JoinedSpec.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ContentError(f"{path}: {where}: {first['msg']}") from None
    if spec.id != path.stem:
        raise ContentError(f"{path}: id: {excerpt(spec.id)} differs from the file name {excerpt(path.stem)}")
    prefixes = [p.prefix for p in spec.parts]
    if len(spec.parts) != 2 or len(set(prefixes)) != 2:
        raise ContentError(f"{path}: parts: a joined map joins two maps with distinct prefixes")
    return spec


# ------------------------------------------------------------------ numbering


def _sector_id(spec: JoinedSpec, label: str) -> int:
    """``M8`` -> 28."""
    for part in spec.parts:
        if label.startswith(part.prefix) and label[len(part.prefix):].isdigit():
            return part.offset + int(label[len(part.prefix):])
    raise ContentError(f"{spec.id}: {excerpt(label)} names no sector (write <prefix><number>, e.g. 'M8')")


def locate(map_id: str, sector: int) -> tuple[str, int]:
    """The map file and the number there of ``sector`` of board ``map_id`` (itself on a plain map)."""
    if not is_joined(map_id):
        return map_id, sector
    spec = load_joined(map_id)
    for part in sorted(spec.parts, key=lambda p: -p.offset):
        if sector > part.offset:
            return part.map, sector - part.offset
    raise ContentError(f"{map_id}: no sector {sector}")


# ------------------------------------------------------------------ the board


def _top_row(board: Board) -> int:
    return max(s.row for s in board.sectors.values() if not s.bunker)


@lru_cache(maxsize=None)
def build_joined(map_id: str) -> JoinedBoard:
    """The joined board: both parts renumbered, their moves, and the junction's."""
    from meeple.games.dday_dice.boards import build_board
    from meeple.games.dday_dice.maps import load_map

    spec = load_joined(map_id)
    sectors = {}
    exits: dict[int, list[Exit]] = {}
    starts = []
    cols: dict[str, dict[int, tuple[int, int]]] = {}
    widths: dict[str, int] = {}
    row_courage: dict[str, int] = {}
    for part in spec.parts:
        board = build_board(part.map)
        battle_map = load_map(part.map)
        off = part.offset
        for n, sector in board.sectors.items():
            sectors[n + off] = dataclasses.replace(sector, number=n + off)
        for n, out in board.exits.items():
            exits[n + off] = [dataclasses.replace(e, to=e.to + off) for e in out]
        top = _top_row(board)
        cols[part.prefix] = {c.number + off: (c.col, c.col + c.span) for c in battle_map.cells if c.row == top
                             and not board.is_bunker(c.number)}
        widths[part.prefix] = max(c.col + c.span for c in battle_map.cells)
        row_courage[part.prefix] = next(rl.courage for rl in battle_map.row_lines if rl.rows[1] == top)
        starts.append(PartStart(
            part.prefix, part.map, board.name, board.start + off, board.start_soldiers, board.start_courage,
            board.start_stars, board.start_item_points, board.start_specialists, board.regular_specialists,
        ))
    first, second = spec.parts
    scale = widths[first.prefix] / widths[second.prefix]
    junction: list[tuple[int, int]] = []
    for a, (a0, a1) in cols[first.prefix].items():
        for b, (b0, b1) in cols[second.prefix].items():
            lo, hi = b0 * scale, b1 * scale
            if spec.junction.mirror:
                lo, hi = widths[first.prefix] - hi, widths[first.prefix] - lo
            if max(a0, lo) < min(a1, hi):
                junction += [(a, b), (b, a)]
    for a, b in junction:
        entered = first.prefix if b in cols[first.prefix] else second.prefix
        exits[a].append(Exit(b, True, row_courage[entered]))
    bunker_from = _sector_id(spec, spec.junction.bunker_from)
    bunker_to = _sector_id(spec, spec.junction.bunker_to)
    plain_to = sectors[bunker_to]
    # "Entrare in un bunker conta come un avanzamento: il coraggio necessario è stampato sul bunker"
    to_courage = next(e.courage for way in exits.values() for e in way if e.to == bunker_to)
    exits[bunker_from].append(Exit(bunker_to, True, to_courage))
    neighbours: dict[int, set[int]] = {n: set() for n in sectors}
    for n, ways in exits.items():
        for e in ways:
            neighbours[n].add(e.to)
            neighbours[e.to].add(n)
    parts = [build_board(p.map) for p in spec.parts]
    rules = spec.rules

    def union(lists: list[tuple[str, ...]]) -> tuple[str, ...]:
        return tuple(dict.fromkeys(x for lst in lists for x in lst))

    main = parts[0]
    return JoinedBoard(
        id=spec.id,
        name=spec.name,
        sectors=sectors,
        exits={n: tuple(sorted(out, key=lambda e: e.to)) for n, out in exits.items()},
        start=starts[0].sector,
        start_soldiers=main.start_soldiers,
        start_courage=main.start_courage,
        start_stars=main.start_stars,
        start_item_points=main.start_item_points,
        start_specialists=main.start_specialists,
        awards=all(p.awards for p in parts),
        regular_specialists=union([p.regular_specialists for p in parts]),
        unique_specialists=union([p.unique_specialists for p in parts]),
        unimplemented=union([p.unimplemented for p in parts]),
        items=all(p.items for p in parts),
        special_items=union([p.special_items for p in parts] + [rules.extra_items]),
        solo_substitutes=tuple(dict.fromkeys(pair for p in parts for pair in p.solo_substitutes)),
        neighbours={n: tuple(sorted(m)) for n, m in neighbours.items()},
        parts=tuple((p.map, p.prefix, p.offset) for p in spec.parts),
        part_starts=tuple(starts),
        junction=tuple(junction),
        bunker_from=bunker_from,
        bunker_to=bunker_to if plain_to.bunker else 0,
        def_plus_part=rules.def_plus_part,
        def_plus=rules.def_plus,
        def_plus_until=_sector_id(spec, rules.def_plus_until_occupied),
        closed_bunker=_sector_id(spec, rules.closed_bunker),
        closed_until=_sector_id(spec, rules.closed_until_conquered),
        solo_rules_part=rules.solo_rules_part,
        default_starts=rules.default_starts,
        solo_start=rules.solo_start,
    )


# ------------------------------------------------------------------ set-up


def starts_for(board: Board, num_players: int, starts: str) -> str:
    """Each seat's starting map (one prefix per seat): ``starts`` checked, or the default
    (alternating; solo the scenario's solo start: DDM-68). Raises OptionsError."""
    if not isinstance(board, JoinedBoard):
        if starts:
            raise OptionsError(f"the option starts is for joined maps (such as silence-the-guns), not {board.id}")
        return ""
    prefixes = [p for _m, p, _o in board.parts]
    if not starts:
        if num_players == 1:
            return board.solo_start
        return "".join(board.default_starts[i % len(board.default_starts)] for i in range(num_players))
    chosen = starts.strip().upper()
    if len(chosen) != num_players or any(c not in prefixes for c in chosen):
        raise OptionsError(
            f"starts: one letter per seat among {', '.join(prefixes)} ({num_players} seats), e.g. "
            f"{''.join(prefixes[i % 2] for i in range(num_players))}; not {excerpt(starts)}"
        )
    if num_players > 1 and set(chosen) != set(prefixes):
        # "almeno un giocatore per mappa"
        raise OptionsError(f"starts: at least one unit starts on each map ({' and '.join(prefixes)}); not {excerpt(starts)}")
    return chosen


def set_up(s: "DdState", starts: str) -> None:
    """Each unit on its map's start sector with that map's start resources; its hand of
    regular specialists is its map's ("le quali determinano i loro specialisti regolari")."""
    board = s.board
    if not isinstance(board, JoinedBoard):
        return
    chosen = starts_for(board, len(s.units), starts)
    by_prefix = {p.prefix: p for p in board.part_starts}
    hands = []
    for unit, prefix in zip(s.units, chosen):
        start = by_prefix[prefix]
        unit.sector = start.sector
        unit.visited = [start.sector]
        unit.soldiers = start.soldiers
        unit.courage = start.courage
        unit.stars = start.stars
        unit.item_points = start.item_points
        unit.specialists = list(start.specialists)
        hands.append(list(start.regular_specialists))
    s.hands = hands

"""The :class:`meeple.cli.views.GameView` of Dust Tactics (:data:`VIEW`, which
:func:`meeple.cli.views.load_view` finds for ``dust-tactics``): the notation help, the hooks
drawing the table, the news, the labels, the choices and the results, by side when more than
two seats play, and the ``card`` and ``news`` commands.
"""

from __future__ import annotations

from typing import Sequence

from rich.console import Console, RenderableType

from meeple.cli.dust_tactics.card_command import CARD_WORDS, show_card
from meeple.cli.dust_tactics.choices import draw_choices
from meeple.cli.dust_tactics.events import describe_event, describe_events
from meeple.cli.dust_tactics.labels import describe_action
from meeple.games.dust_tactics.words.names import Obs, side_names, side_viewer, tags_of
from meeple.cli.dust_tactics.results import render_results
from meeple.cli.dust_tactics.table import render_observation
from meeple.cli.views import LastNews, cut_news
from meeple.engine.core import Event
from meeple.engine.record import GameRecord


NOTATION_HELP = """\
Dust Tactics notation (`meeple help notation dust-tactics`). Squares: a column letter and a row
number, row 1 the north edge (e4). Units: their ids (hell-boys, lara; hell-boys-2 a copy).
  terrain debris e4         set-up (create-your-own): a terrain element (debris, deep-water,
                            smoke, impassable) on that square
  place ammo-crate e4       set-up: put a cover element in the cover zone (shaded)
  join the-hammers | alone  set-up: the hero waiting joins that squad, or fights alone
  first allies | first axis the initiative winner says which side activates first
  activate hell-boys        choose the unit to activate
  detach                    the squad's joined hero leaves it for good
  declare move+attack       the plan: nothing, move, attack, move+move, move+attack,
                            attack+move, sustained (a unit entering must start with a move)
  move e4 | move e4 crush   end the Move there (a vehicle may crush an ammo crate)
  stay                      end the Move where the unit stands
  aim sturmpioniere         the weapon line being declared fires at that unit
  aim element e4            ... at the cover element on e4
  hold-fire                 leave this weapon line (or its further munitions) unused
  lose 0 | lose other | lose hero
                            a casualty: a model carrying weapon line 0, a model carrying
                            only the lines every model has (the Heavy Laser Grenadiers'
                            Schwer Laser-Werfer, a knife), or a hit point of the joined hero
  react heavy-flak-grenadiers | no-reaction
                            try Reactive Fire at the enemy unit just activated, or let it go on
Commands (they change nothing):
  card hell-boys | card HB  a unit's card: move, armour, models or HP, each weapon line's range
                            and dice (as `meeple units show`), and the unit now
  news                      every line of the last news, when it was too long to show whole
The map: each unit is a two-letter tag and the models or hit points it has left (* for 10 or
more), in its side's colour (dim once activated this turn, yellow while it acts); after it,
+ a hero joined to the squad, & another unit on the same square (a hero beside a squad it
has not joined), ‡ both. A unit on a cover element, terrain or an objective is underlined,
and "Under the units" beside the map says what it stands on and who shares its square.
During a Move the squares it may end on show their cost in movement points. A long list of
choices groups those that differ only by their square: `12 e4`, answer 12 or `move e4`."""


#: The rows a person's screen fits in (the table and the choices first, the news in the rest).
SCREEN_ROWS = 50


class DustTacticsView:
    """The :class:`meeple.cli.views.GameView` of Dust Tactics. With more than two seats the
    table, the news and the results speak of the two sides, each with its players' names.
    A person's screen fits a 140 by 50 terminal (:data:`SCREEN_ROWS`): the news gets the rows
    the table and the choices leave, its last lines after one saying how many it left out.
    Its own commands: ``card <unit>`` (a unit's card) and ``news`` (every line of the last
    news)."""

    notation_help = NOTATION_HELP
    commands_hint = "`card <unit>` (a unit's weapons, range and move)"
    screen_rows = SCREEN_ROWS

    def __init__(self) -> None:
        #: The last news shown to each viewer, every line (for the ``news`` command).
        self.last_news = LastNews()

    def table(self, obs: Obs, names: Sequence[str], viewer: int | None) -> RenderableType:
        return render_observation(obs, side_names(names), side_viewer(names, viewer))

    def fitted_table(self, obs: Obs, names: Sequence[str], viewer: int | None, rows: int) -> RenderableType:
        """The table in ``rows`` rows where it can: without the unit tables and the legend, or
        the map alone (:func:`.table.render_observation`); ``table`` draws it whole."""
        return render_observation(obs, side_names(names), side_viewer(names, viewer), rows=rows)

    def end_table(self, obs: Obs, names: Sequence[str], viewer: int | None, rows: int) -> RenderableType:
        """The final table in ``rows`` rows where it can (the end of a game in a short terminal)."""
        return self.fitted_table(obs, names, viewer, rows)

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> RenderableType | None:
        return describe_event(event, side_names(names), side_viewer(names, viewer), names)

    def events(self, events: Sequence[Event], names: Sequence[str], viewer: int | None) -> list[RenderableType]:
        """The news, every line (a player's is kept for the ``news`` command)."""
        lines = describe_events(events, side_names(names), side_viewer(names, viewer), names)
        self.last_news.keep(viewer, names, lines)
        return lines

    def cut_news(self, lines: Sequence[RenderableType], keep: int) -> list[RenderableType]:
        """The news too long for the screen: its last ``keep`` lines (:func:`meeple.cli.views.cut_news`)."""
        return cut_news(lines, keep)

    def command(self, console: Console, text: str, obs: Obs, names: Sequence[str]) -> bool:
        """``card <unit>`` (or ``show``/``info <unit>``): the unit's card; ``news``: every
        line of the last news. False for anything else."""
        word, _, argument = text.partition(" ")
        word = word.lower().lstrip(":")
        if word in CARD_WORDS and argument.strip():
            show_card(console, argument.strip(), obs)
            return True
        if word == "news" and not argument.strip():
            console.print(self.last_news.show(obs.get("seat"), names))
            return True
        return False

    def expand_answer(self, text: str, obs: Obs) -> str:
        """An answer with a unit's tag, as the table shows it, in place of its id
        (``activate bl`` -> ``activate blackhawk``); the notation itself is the game's."""
        ids = {tag.lower(): uid for uid, tag in tags_of(obs).items()}
        head, *rest = text.split() or [""]
        return " ".join([head, *(ids.get(word.lower(), word) for word in rest)])

    def action_label(self, notation: str, obs: Obs, names: Sequence[str]) -> RenderableType:
        return describe_action(notation, obs, side_names(names))

    def choices(self, notations: Sequence[str], obs: Obs, names: Sequence[str]) -> RenderableType | None:
        return draw_choices(notations, obs, side_names(names))

    def is_private(self, obs: Obs) -> bool:
        return False

    def results(self, record: GameRecord, obs: Obs, names: Sequence[str]) -> RenderableType:
        return render_results(record, obs, side_names(names))


VIEW = DustTacticsView()

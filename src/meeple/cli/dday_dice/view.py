"""The :class:`meeple.cli.views.GameView` of D-Day Dice: :data:`VIEW` is what
:func:`meeple.cli.views.load_view` finds for ``dday-dice`` (in ``meeple.cli.dday_dice.view``), with the notation's help text.
"""

from __future__ import annotations

from typing import Sequence

from rich.console import Console, RenderableType
from rich.text import Text

from meeple.cli.dday_dice.actions import describe_action
from meeple.cli.dday_dice.board import board_legend, board_views
from meeple.cli.dday_dice.card_command import CARD_WORDS, show_card
from meeple.cli.dday_dice.choices import draw_choices
from meeple.cli.dday_dice.styles import rich_text
from meeple.cli.dday_dice.observation import board_parts
from meeple.games.dday_dice.words.reading import Obs
from meeple.cli.dday_dice.results import results_view
from meeple.cli.first_fit import FirstThatFits
from meeple.cli.dday_dice.table import render_observation
from meeple.cli.views import LastNews, cut_news
from meeple.engine.core import Event
from meeple.engine.record import GameRecord
from meeple.games.dday_dice.medals import MEDAL_PRICE
from meeple.games.dday_dice.words.game_words import DDayWords
from meeple.games.dday_dice.rwb import (
    BATTLE_CRY_SOLDIERS,
    LEADERSHIP_COURAGE,
    REINFORCEMENTS_SOLDIERS,
    SPECIAL_FIND_STARS,
)


#: The notation, for the `help` command (docs/notation/dday-dice.md).
NOTATION_HELP = f"""\
D-Day Dice moves (`meeple help notation dday-dice`); dice are r1 r2 w1 w2 b1 b2, colours red white blue:
Phase 1  lock <die>                 after the first roll, lock a die: lock r1
         lock <die> <die>...        lock several, one after the other, in one answer: lock r2 w1
         reroll <die>,<die>...      reroll these dice, keep (1st edition: and lock) the others: reroll r2,w1
         stop                       keep every die: the Final Tally is set
End of   play <medal>               play a medal you won: play silver-star
Phase 1  use <item> [<args>]        use an item: use binoculars r1 star, use strategic-map b1 red
         corporal <die>             the Corporal rerolls a die: corporal w2
         jeep <die>                 the Jeep rerolls a die (not one locked on the first roll)
         captain <die> <colour>     the Captain changes a die's colour: captain r1 white
         swap <die> <seat> <die>    the Lieutenant swaps a die with another unit (solo: spare)
         sacrifice combat-photographer  keep this Final Tally for next turn too
         done                       nothing more to play at the end of Phase 1
Phase 2  cancel <die>               a skull cancels that die: cancel w2
         medal <medal>              a Straight: choose that award (medal) from the deck
         reinforce <seat>           RWB Reinforcements: the other unit that gets {REINFORCEMENTS_SOLDIERS} soldiers
         battle-cry soldiers        RWB Battle Cry: take {BATTLE_CRY_SOLDIERS} soldiers
         battle-cry move            RWB Battle Cry: move this turn without paying courage
         leadership <face>          RWB Leadership: add a white result: leadership soldiers
         leadership courage <seat>  RWB Leadership: that other unit gains {LEADERSHIP_COURAGE} courage
         special-find stars         RWB Special Find: gain {SPECIAL_FIND_STARS} stars
         special-find item          RWB Special Find: search a used item in Phase 3
Phase 3  recruit <specialist>       recruit a specialist with stars: recruit medic
         recruit <sp> patch|free    recruit with the Shoulder Patch (1 soldier) or a medal (free)
         find <item>                find an item with Item Points (one a turn): find grenade
         find <item> used           Special Find: a used item, outside the limit
         buy medal                  draw a medal at random for {MEDAL_PRICE} courage
         give <seat> <what>         give 1 soldier, courage, star, item-point, an item or the vehicle
         abandon <vehicle>          leave your vehicle behind (lost for good)
         done                       nothing more to do in Phase 3
Phase 4  stay                       stay in your sector
         move <sector>              move to that sector: move 5
         move <sector> decoy <seat> move, sacrificing that unit's Decoy for the sector's sacrifice
         swap-sectors <seat>        sacrifice the War Correspondent to swap sectors with that unit
Phase 5  use <item> [<args>]        before the fire: use grenade, use mortar 5; after: use binoculars mgf1 2
         sacrifice grenadier        silence the machine guns of your sector for good
         done                       before the fire: let it be rolled; after: take the casualties
Losses   lose soldiers              casualties fall among your soldiers
         lose <specialist>          one casualty falls as that specialist: lose medic
         sacrifice paratrooper      the Paratrooper prevents up to 6 casualties
         hero courage|star          the Hero saves one soldier for 1 courage or 1 star
Cards    result [<seat>] <face> <colour>  a medal's added result: result star red, result 1 soldier blue
         silver-star <seat>         the Silver Star: that unit may move twice this turn
         honour <seat> <item>       the Légion d'Honneur: that unit finds that item for free
         dismiss <specialist> <bonus>  the Purple Heart: dismiss a specialist for an RWB bonus
         skull <colour>             the Rope Ladder: the colour of your added skull
         deal <face>                the Victoria Cross: the next die dealt shows that face
A unit's seat is the number before its name in the table (the first is 0).
A long list of choices is grouped: each kind of choice on a line saying what it does, then
its numbered cells (`8 r1,r2`, `27 bazooka`); answer the number or the notation.
The play screen draws the board when you choose your move, each box with its rules when a
unit is in it or you may move there; `board` draws it at any time with every sector's rules.
Silence the Guns: both maps (sectors S1..S16 = 1..16, M1..M14 = 21..34: `move 28` enters M8);
a move screen too short for both draws the map your move needs; `board` draws both.
Commands (they change nothing):
  card <name>    any card's text, cost and timing, and where it is in this game: card bazooka,
                 card Flak Vest, card legion-d-honneur (specialists, items, vehicles, medals)
  board          the board with every sector's rules, and the legend of its marks
  legend         the legend of the board's marks alone
  news           every line of the last news, when it was too long to show whole
The board with its start sectors, its card lists and a legend: meeple maps show <map>.
The notation's `medal` is an Award card in the first edition (a Medal in the second)."""


#: The rows a person's screen fits in, from the `to act` rule to the prompt (the terminal's
#: design size is 140 by 50): the news gets what the table and the choices leave.
SCREEN_ROWS = 50


class DDayDiceView:
    """The :class:`meeple.cli.views.GameView` of D-Day Dice. It tells each viewer the game's
    words (:class:`DDayWords`) as they last saw the table (:meth:`observe`: how the board names
    its sectors, the edition played). A game is known by its list of names (the terminal passes
    the same list all game long): another list, another game, words that have seen nothing yet.

    A screen fits a 140 by 50 terminal (:data:`SCREEN_ROWS`): a long list of choices is
    grouped (:func:`.choices.draw_choices`), the board is drawn where the move is chosen with
    the rules of the sectors that decision reads (:class:`.board.BoardView`), and the news is
    cut to the last lines the rest leaves room for (:meth:`cut_news`). Its own commands:
    ``card <name>`` (any card's text), ``board`` (every sector's rules and the legend of the
    marks), ``legend`` and ``news`` (every line of the last news)."""

    notation_help = NOTATION_HELP
    commands_hint = "`card <name>` (a card's text)"
    screen_rows = SCREEN_ROWS

    def __init__(self) -> None:
        self.seen: dict[int | None, tuple[Sequence[str], DDayWords]] = {}
        #: The last news shown to each viewer, every line (for the ``news`` command).
        self.last_news = LastNews()

    def words(self, names: Sequence[str], viewer: int | None) -> DDayWords:
        """The game's words as ``viewer`` last saw the table of this game."""
        known = self.seen.get(viewer)
        return known[1] if known is not None and known[0] is names else DDayWords()

    def observe(self, obs: Obs, names: Sequence[str], viewer: int | None) -> None:
        """The observation about to be shown to ``viewer``: the words read its table (the board,
        the edition) before the news is told."""
        self.seen[viewer] = (names, DDayWords().seeing(obs))

    def table(self, obs: Obs, names: Sequence[str], viewer: int | None) -> RenderableType:
        self.observe(obs, names, viewer)
        return render_observation(obs, names, viewer, legend=False)

    def fitted_table(self, obs: Obs, names: Sequence[str], viewer: int | None, rows: int) -> RenderableType:
        """The table in ``rows`` rows where it can: a joined board too tall for them leaves out
        the maps the move does not need (the play loop gives the rows the choices and the
        shortest news leave; :func:`.table.render_observation`). This is the screen where a person
        types a move: the view's commands are named under it."""
        self.observe(obs, names, viewer)
        return render_observation(obs, names, viewer, legend=False, rows=rows, commands=True)

    def end_table(self, obs: Obs, names: Sequence[str], viewer: int | None, rows: int) -> RenderableType:
        """The final table in ``rows`` rows where it can (the end of a game in a short
        terminal): drawn compactly, else without the board (no commands: the game is over)."""
        self.observe(obs, names, viewer)
        return FirstThatFits([render_observation(obs, names, viewer, legend=False, rows=rows),
                              render_observation(obs, names, viewer, legend=False, rows=rows, board=False)], rows)

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> RenderableType | None:
        lines = self.events([event], names, viewer)
        return lines[0] if lines else None

    def events(self, events: Sequence[Event], names: Sequence[str], viewer: int | None) -> list[RenderableType]:
        """The news, every line (a player's is kept for the ``news`` command)."""
        lines: list[RenderableType] = [rich_text(line) for line in self.words(names, viewer).events(events, names, viewer)]
        self.last_news.keep(viewer, names, lines)
        return lines

    def cut_news(self, lines: Sequence[RenderableType], keep: int) -> list[RenderableType]:
        """The news too long for the screen: its last ``keep`` lines (:func:`meeple.cli.views.cut_news`)."""
        return cut_news(lines, keep)

    def command(self, console: Console, text: str, obs: Obs, names: Sequence[str]) -> bool:
        """``card <name>`` (or ``show``/``info <name>``): any card of the game; ``board``: the
        board with every sector's rules, and its legend; ``legend``: the legend alone;
        ``news``: every line of the last news. False for anything else."""
        word, _, argument = text.partition(" ")
        word, argument = word.lower().lstrip(":"), argument.strip()
        if word in CARD_WORDS and argument:
            show_card(console, argument, obs, names)
            return True
        if word in ("board", "legend") and not argument:
            boards = board_views(obs, names, obs.get("seat"), all_rules=True, full_junction=True)
            if not boards:
                console.print(Text("No board to draw for this game (`meeple maps show <map>` draws the maps).",
                                   style="dim"))
                return True
            if word == "board":
                console.print(boards[0])
            legend = board_legend(*(part.bmap for part in board_parts(obs)))
            console.print(legend if legend is not None else Text("This board shows no marks to explain.", style="dim"))
            return True
        if word == "news" and not argument:
            console.print(self.last_news.show(obs.get("seat"), names))
            return True
        return False

    def answer_steps(self, text: str) -> list[str]:
        """``lock r2 w1`` (or ``lock r2,w1``) as the locks it stands for, one die a move as the
        game takes them (``lock r2``, then ``lock w1``); any other answer as it is (a reroll
        names its dice in one move already: ``reroll r1 w2 b1``)."""
        head, _, rest = text.strip().partition(" ")
        dice = rest.replace(",", " ").split()
        if head.lower() != "lock" or len(dice) < 2:
            return [text]
        return [f"lock {die}" for die in dice]

    def action_label(self, notation: str, obs: Obs, names: Sequence[str]) -> RenderableType:
        return describe_action(notation, obs, names)

    def choices(self, notations: Sequence[str], obs: Obs, names: Sequence[str]) -> RenderableType | None:
        return draw_choices(notations, obs, names)

    def is_private(self, obs: Obs) -> bool:
        return False  # everything on the table is public in D-Day Dice (a cooperative game)

    def results(self, record: GameRecord, obs: Obs, names: Sequence[str]) -> RenderableType:
        return results_view(record, obs, names)


VIEW = DDayDiceView()

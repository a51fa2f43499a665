"""A rich rendering of a Dead Man's Draw observation, its events and its actions.

Everything here is drawn from ``state.observation(seat)`` (see
:mod:`meeple.games.dead_mans_draw.observation`), from the kernel events and from the
notation of the legal actions: this module reads no hidden state and decides no rule. The
words are the game's (:mod:`meeple.games.dead_mans_draw.words`, shared with the server);
the terminal only styles them (:mod:`.styles`) and lays out the table (:mod:`.table`).
:data:`VIEW` is what :func:`meeple.cli.views.load_view` finds for ``dead-mans-draw``.
"""

from __future__ import annotations

from typing import Sequence

from rich.console import Console, RenderableType

from rich.text import Text

from meeple.cli.dead_mans_draw.card_command import CARD_WORDS, show_card
from meeple.cli.dead_mans_draw.styles import styled
from meeple.cli.dead_mans_draw.table import compact_observation, render_observation
from meeple.cli.first_fit import FirstThatFits
from meeple.engine.core import Event
from meeple.games.dead_mans_draw.phrases import Obs
from meeple.games.dead_mans_draw.words import WORDS

#: The notation, for the `help` command (docs in :mod:`meeple.games.dead_mans_draw.actions`).
NOTATION_HELP = """\
draw                 draw the top card of the draw pile
bank                 collect the play area into your bank (ends your turn)
keep <trait>         keep one of your two dealt traits, e.g. keep navigator
target <seat>        Davy Jones' Locker: the opponent whose busts you collect
hook <suit>          Hook: play the top card of your own pile, e.g. hook cannon
cannon <seat> <suit> Cannon: discard the top card of that seat's pile
sword <seat> <suit>  Sword: steal the top card of that seat's pile into play
take <card>          Map / Navigator: put that card into play, e.g. take kraken5
give <suit>          Misfire: give the top card of your pile
plunder <seat>       Plunderer: the opponent your Key & Chest bonus comes from
seize <suit>         Plunderer: take the top card of the victim's pile
Seats are numbered from 0, as in the table's `#` column.
Command (it changes nothing):
  card <name>          a suit's ability or a character trait: card kraken, card davy jones"""



def describe_event(event: Event, names: Sequence[str], viewer: int | None) -> Text | None:
    """One event as the game words it, styled; None for an event the words leave out."""
    phrase = WORDS.event(event, names, viewer)
    return None if phrase is None else styled(phrase)


def describe_action(notation: str, obs: Obs, names: Sequence[str]) -> Text:
    """The game's label for one legal action, styled."""
    return styled(WORDS.action_label(notation, obs, names))


def is_private(obs: Obs) -> bool:
    """Whether the seat's screen shows something the other players must not see: its
    dealt traits while choosing, or the discard pile a Navigator looks through."""
    return obs.get("phase") == "keep" or bool(obs.get("discard_pile_cards"))


class DeadMansDrawView:
    """The :class:`meeple.cli.views.GameView` of Dead Man's Draw. Its own command:
    ``card <name>``, a suit's ability or a character trait (:mod:`.card_command`)."""

    notation_help = NOTATION_HELP
    commands_hint = "`card <name>` (a suit or a trait)"

    def table(self, obs: Obs, names: Sequence[str], viewer: int | None) -> RenderableType:
        return render_observation(obs, names, viewer)

    def fitted_table(self, obs: Obs, names: Sequence[str], viewer: int | None, rows: int) -> RenderableType:
        """The table in ``rows`` rows where it can: whole, or compact (a short terminal)."""
        return FirstThatFits([render_observation(obs, names, viewer), compact_observation(obs, names, viewer)], rows)

    def end_table(self, obs: Obs, names: Sequence[str], viewer: int | None, rows: int) -> RenderableType:
        """The final table in ``rows`` rows where it can (the end of a game in a short terminal)."""
        return self.fitted_table(obs, names, viewer, rows)

    def event(self, event: Event, names: Sequence[str], viewer: int | None) -> RenderableType | None:
        return describe_event(event, names, viewer)

    def action_label(self, notation: str, obs: Obs, names: Sequence[str]) -> RenderableType:
        return describe_action(notation, obs, names)

    def is_private(self, obs: Obs) -> bool:
        return is_private(obs)

    def command(self, console: Console, text: str, obs: Obs, names: Sequence[str]) -> bool:
        """``card <name>`` (or ``show``/``info <name>``): a suit's ability or a trait's text,
        and who kept the trait. False for anything else."""
        word, _, argument = text.partition(" ")
        if word.lower().lstrip(":") in CARD_WORDS and argument.strip():
            show_card(console, argument.strip(), obs, names)
            return True
        return False


VIEW = DeadMansDrawView()

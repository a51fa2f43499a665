"""Dust Tactics as a registered game (revised core set, Italian rulebook
``../shared/seeds/003_5a6eeb57983b5d50.txt``). Two seats: 0 plays the Allies, 1 the Axis; or 3 to 6
seats as two sides sharing their activations, the Allies on even seats (p. 7, p. 26: :mod:`.teams`).

Set-up (p. 19, "PREPARAZIONE DEL GIOCO"): "Se i giocatori decidono di utilizzare uno scenario
devono disporre le tavole e gli elementi di terreno come indicato sullo scenario." With the
scenario ``create-your-own`` the players create the battlefield instead ("Creare un campo di
battaglia": three dice each, then the terrain elements placed in turn, DT-47). The armies
are the players' own (options ``allies_army`` and ``axis_army``), else the scenario's,
else the default core-set armies within its army-point limit (:mod:`.armies`); the cover
elements the scenario leaves to the players are placed in its cover zone, three dice each for
who begins; heroes whose army file did not decide may join a squad; then the first turn.

Options (kind ``content``, :mod:`meeple.engine.option_content`): ``scenario``, a packaged
scenario id or a scenario itself as data (what a scenario file parses to); ``allies_army`` /
``axis_army``, an army as data (what an army file parses to, docs/dust-tactics-army-format.md),
checked against the scenario's limit before anything starts; ``units``, a player's own unit cards
as data (what a units file parses to), replacing the packaged cards of their ids (DT-139,
:mod:`.given_units`). No option is a path: the terminal
reads a file a person names on its command line into its content, so a record holds the
scenario and the armies themselves and replays anywhere.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping

from meeple.engine.action_table import TableActions
from meeple.engine.core import BotSpec, Game, OptionSpec
from meeple.engine.errors import ContentError, OptionsError
from meeple.games.dust_tactics import actions as A
from meeple.games.dust_tactics import flow
from meeple.games.dust_tactics import heroes
from meeple.games.dust_tactics import teams
from meeple.games.dust_tactics.armies import ARMY_OPTIONS, FACTIONS, FieldedArmy, field_army
from meeple.games.dust_tactics.given_units import UNITS_OPTION, game_cards
from meeple.games.dust_tactics.scenarios import Scenario, find_scenario
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.unit_state import UnitState

if TYPE_CHECKING:
    from meeple.games.dust_tactics.words.game_words import DtWords

DEFAULT_SCENARIO = "reconnaissance-in-force"


class DustTactics(TableActions, Game):
    """Dust Tactics (Fantasy Flight Games), revised core set."""

    id = "dust-tactics"
    actions = A
    action_type = A.DtAction
    name = "Dust Tactics"
    min_players = 2
    max_players = teams.MAX_PLAYERS  # "in 3, 4, 5 e perfino 6 giocatori" (p. 7; teams.py)
    #: 2: the special combat values (AP Incendiary, Phaser, Volley), burst and reloadable
    #: lines, every skill, command squads, artillery and structures are played; a core line
    #: once refused (the Hans's Panzerfaust Werfer against vehicles) is now offered.
    #: 3 (audit 8): no attack from smoke, indirect fire included (DT-125); `detach` only on the
    #: battlefield (DT-31), the squad keeping none of the hero's skills (DT-126); a vehicle may
    #: end its move on a friendly hero's square (DT-8); limited skills per turn and per game
    #: across Get Moving's second activation (DT-127); Skill plans offered when the Move or the
    #: Attack before the Skill may give it something to do (DT-94); special values against cover
    #: elements (DT-128); a Fast unit's Move + Move reacted to after the second Move (DT-129).
    #: 4: a hero leaving his squad keeps his lines' unloaded tokens (DT-131); the artillery unit
    #: of a strike may declare its free skills before it aims (DT-132); one reading of the
    #: attack dice, so Berserk and Spotter read an indirect fire's blank as its hit (DT-133).
    #: 5 (audit of 2026-11-23): a Jump never leaps a vehicle, whose square has no dot (DT-56);
    #: an entering unit may declare Move + Skill (DT-30); every squad card carries a knife and
    #: replies in close combat (DT-137: The Boss, the Kommandotrupp and three skill test units);
    #: a unit in a structure sees out only by its own square's exit, not a neighbour's (DT-96);
    #: an entering unit may also Charge and use Assault (DT-54); Scout Vehicle's squares once in
    #: turn 1, not again on Get Moving's activation (DT-57); a unit brought back keeps its spent
    #: once-a-game skills (DT-90); a squad's All In One doubles its hero's lines (DT-51).
    #: 6 (the balance between equal strong bots, 2026-11-28): the Death Dealers' M1 Carbine and
    #: the Hammers' Heavy Machine Gun roll more dice against infantry, and Bridgehead's river
    #: has two fords besides the bridge (DT-140).
    #: 7 (the balance between equal strong bots, 2026-11-29): Bridgehead is fought at 110 army
    #: points, not 100 (DT-141).
    rules_version = "7"
    #: The benchmark: random two-player games of the scenario with all ten core units.
    bench_setup = (2, "random", {"scenario": DEFAULT_SCENARIO})
    #: Each unit activates once a turn; random play's longest turn measured: 79 moves, chance's
    #: included.
    max_moves_per_turn = 200
    options_spec = (
        OptionSpec("scenario", "content", DEFAULT_SCENARIO,
                   "scenario id (see `meeple scenarios dust-tactics`), or a scenario of your own: its file on the command line"),
        OptionSpec("allies_army", "content", "",
                   "the Allies' army: its file on the command line (docs/dust-tactics-army-format.md); default: the scenario's"),
        OptionSpec("axis_army", "content", "",
                   "the Axis' army: its file on the command line (docs/dust-tactics-army-format.md); default: the scenario's"),
        OptionSpec("seat_units", "str", "", "3-6 players: the units some seats control, e.g. `2:blackhawk;3:hans` "
                   "(default: p. 26's vehicles/infantry split, or dealt; DT-117)"),
        OptionSpec("units", "content", "",
                   "your own unit cards: a units file on the command line (`meeple units validate`), replacing the "
                   "packaged cards of their ids (DT-139)", recorded_at_default=False),
    )

    def new_game(self, num_players: int, options: Mapping[str, Any] | None = None) -> DtState:
        full = self.check_options(num_players, options)
        try:
            cards = game_cards(full[UNITS_OPTION])
        except ContentError as exc:
            raise OptionsError(str(exc)) from None
        scenario = find_scenario(full["scenario"])
        allies, axis = (field_army(scenario, faction, full[ARMY_OPTIONS[faction]], cards) for faction in FACTIONS)
        return new_state(self, scenario, (allies, axis), num_players, full["seat_units"])

    def option_choices(self, name: str) -> tuple[str, ...]:
        """``scenario``: every packaged scenario id."""
        if name != "scenario":
            return ()
        from meeple.games.dust_tactics.scenarios import scenario_ids

        return scenario_ids()

    def check_content(self, directory: Path | None = None) -> str:
        """Validate the unit cards and scenarios (the packaged files, or a user's copies in
        ``directory``; :mod:`.content_check`)."""
        from meeple.games.dust_tactics.content_check import check_content

        return check_content(directory)

    def words(self) -> "DtWords":
        """The game's words for every front end (:mod:`.words`)."""
        from meeple.games.dust_tactics.words.game_words import WORDS

        return WORDS

    def bots(self) -> tuple[BotSpec, ...]:
        return (BotSpec("heuristic", "takes cover, focuses fire on the weakest target, uses its best weapon lines"),)

    def exact_odds(self, state: Any, seat: int, target: str | None = None) -> dict[str, Any] | None:
        """While a weapon line is aimed: for each target, the exact distribution of its hits and
        of the models or hit points removed after the cover roll (:mod:`.attack_odds`, as the
        observation gives them, ``aim_options``); None at any other decision. No target is read."""
        if seat not in state.current_players() or state.aim is None:
            return None
        from meeple.games.dust_tactics.flow import aim_choices

        choices = aim_choices(state, state.aim)
        return {"aim_line": choices["aim_line"],
                "targets": [{"target": o["target"], "cover": o.get("cover"), **o["odds"]}
                            for o in choices["aim_options"]]}

    def make_bot(self, name: str, seed: int) -> Any:
        from meeple.games.dust_tactics.ranking import RankedHeuristicBot

        if name == "heuristic":
            return RankedHeuristicBot(seed)
        return super().make_bot(name, seed)


def new_state(game: Game, scenario: Scenario | str, armies: tuple[FieldedArmy, FieldedArmy] | None = None,
              players: int = 2, seat_units: str = "") -> DtState:
    """The game set up from ``scenario`` (a Scenario, or a packaged id or scenario file) with
    ``armies`` (Allies, Axis; by default the scenario's or the default ones): battlefield,
    armies off the battlefield (they enter on turn one, p. 19), the heroes their army files
    join to squads, then the set-up decisions (:func:`.flow.start_setup`). ``players`` seats
    share the two sides' units, some as ``seat_units`` says (:func:`.teams.seating_for`, DT-115, DT-117)."""
    if isinstance(scenario, str):
        scenario = find_scenario(scenario)
    if armies is None:
        armies = (field_army(scenario, "allies"), field_army(scenario, "axis"))
    field = scenario.battlefield()
    if field.width > A.MAX_SIDE or field.height > A.MAX_SIDE:
        raise ContentError(f"scenario {scenario.id}: a battlefield is at most {A.MAX_SIDE} x {A.MAX_SIDE} squares")
    units: dict[str, UnitState] = {}
    seat_of: dict[str, int] = {}
    for seat, fielded in enumerate(armies):
        for uid, card in fielded.units:
            units[uid] = UnitState.fresh(card)
            seat_of[uid] = seat
    state = DtState(game, scenario, field, units, seat_of)
    state.seating = teams.seating_for(players, armies, seat_units)  # who plays which units (p. 7, p. 26)
    for fielded in armies:
        for hero_id, squad_id in fielded.joins:
            heroes.join(state, hero_id, squad_id)
    # Only the heroes of an army that did not decide them choose at set-up (DT-37).
    state.hero_queue = [
        uid for fielded in armies if not fielded.heroes_decided for uid, card in fielded.units if card.type == "hero"
    ]
    events: list[dict[str, Any]] = []
    flow.start_setup(state, events)
    return state


__all__ = ["DustTactics", "new_state"]

"""Dust Tactics' words (``DustTactics.words()``): the sentences, labels, card texts and names
every front end shows, as plain text with semantic tags, written once in the game package."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any, Iterator, get_args

from meeple.engine.core import CHANCE, Event, State
from meeple.engine.record import SeatRecord, load_record
from meeple.engine.registry import get_game
from meeple.engine.session import Session
from meeple.engine.words import GameWords, Phrase, phrase_json, plain
from meeple.games.dust_tactics.command_squads import ABILITIES
from meeple.games.dust_tactics.scenarios import scenario_ids
from meeple.games.dust_tactics.terrain import CoverElement, Terrain
from meeple.games.dust_tactics.units import Skill, load_units
from meeple.games.dust_tactics.words.tags import known

GAME = get_game("dust-tactics")
RECORDS = sorted((Path(__file__).parent / "records").glob("**/*.json"))
NAMES = ["Ann", "Bob", "Cy", "Di"]


def words() -> GameWords:
    found = GAME.words()
    assert found is not None
    return found


def glossary() -> dict[str, Any]:
    return words().glossary()


def test_the_glossary_is_json_and_names_every_unit_card_skill_terrain_and_scenario() -> None:
    found = glossary()
    assert json.loads(json.dumps(found)) == found
    assert list(found["units"]) == [card.id for card in load_units()]
    assert set(found["skills"]) == set(get_args(Skill))
    assert set(found["abilities"]) == {*ABILITIES, "relay"}
    assert set(found["terrain"]) == {t.value for t in Terrain}
    assert set(found["elements"]) == {e.value for e in CoverElement}
    assert set(found["scenarios"]) == set(scenario_ids())


def test_a_unit_card_gives_its_figures_its_skills_with_their_rule_and_each_weapon_line_as_data_and_words() -> None:
    hell_boys = glossary()["units"]["hell-boys"]
    assert {k: hell_boys[k] for k in ("name", "faction", "type", "armour", "ap", "movement", "models")} == {
        "name": "Hell Boys", "faction": "allies", "type": "squad", "armour": 2, "ap": 34, "movement": 1, "models": 5}
    assert hell_boys["skills"][0]["name"] == "Fast" and "one square further" in hell_boys["skills"][0]["text"]
    shotgun, flamethrower, knife = hell_boys["weapons"]
    assert shotgun["against"]["infantry"] == ["6/1", "3/1", "2/1", "-"] and shotgun["carried_by"] == 3
    assert shotgun["text"].startswith("Shotgun: range 1, carried by 3 models; against infantry 1: 6 dice, 1 damage "
                                      "per hit, 2: 3 dice")
    assert "Ignores cover" in flamethrower["special"]["flamethrower"]
    assert knife["range_text"] == "close combat (range C)" and "every model" in knife["special"]["knife"]


def test_a_heros_skill_says_whether_his_squad_shares_it() -> None:
    """p. 18: a hero's skills are his own but where the skill says the squad shares it."""
    units = glossary()["units"]
    shared = {s["id"]: s["shared_with_squad"] for card in units.values() if card["type"] == "hero"
              for s in card["skills"]}
    assert shared["heroic-attack"] is True and shared["medal-of-honor"] is False


def test_the_skills_say_which_cost_a_skill_action_and_which_are_once_a_game() -> None:
    skills = glossary()["skills"]
    assert skills["tank-head"]["skill_action"] and skills["tank-head"]["limit"] == "game"
    assert not skills["fast"]["skill_action"] and skills["fast"]["limit"] == ""
    assert glossary()["abilities"]["get-moving"]["die"] is True and glossary()["abilities"]["get-up"]["die"] is False


def test_a_scenarios_objectives_are_told_in_words() -> None:
    farmhouse = glossary()["scenarios"]["farmhouse"]
    assert farmhouse["name"] == "The Farmhouse"
    text = farmhouse["objectives"][0]["text"]
    assert text.startswith("the-farmhouse (+10 VP to either side): ") and "with no enemy on them" in text


def test_the_plans_and_the_phases_have_words() -> None:
    found = glossary()
    assert found["plans"]["move+attack"] == "move, then attack"
    assert {"activate", "declare", "move", "aim", "react", "over"} <= set(found["phases"])
    assert found["terrain"]["deep-water"]["name"] == "deep water"


def test_a_destroyed_unit_is_told_with_its_side_and_the_points_it_gives() -> None:
    phrase = words().event({"type": "destroyed", "unit": "hans"}, ["Ann", "Bob"], 0) or []
    assert plain(phrase) == "Hans is destroyed! (+24 VP to the Allies)"
    assert phrase[0] == ("Hans", "unit axis") and (" is destroyed!", "destroyed") in phrase
    assert all(known(tag) for _, tag in phrase)


def test_with_four_seats_the_words_name_the_sides_players_and_the_seat_that_activates() -> None:
    seats = ["Ann", "Bob", "Cy", "Di"]
    assert plain(words().event({"type": "activate", "unit": "blackhawk", "seat": 2}, seats, None) or []) == \
        "Cy activates Blackhawk"
    initiative = words().event({"type": "initiative", "winner": "allies"}, seats, 1) or []
    assert plain(initiative) == "Allies (Ann & Cy) win the initiative and choose who activates first"


def recorded(path: Path) -> Iterator[tuple[State, list[Event], list[str]]]:
    """A test record move by move, its dice as pinned (or drawn from its seed, as a replay
    draws them): the state, the events of the move and the seats' names."""
    record = load_record(path)
    names = [seat.name for seat in record.seats]
    state = GAME.new_game(len(record.seats), record.options)
    rng = random.Random(record.seed or 0)
    for move in record.moves:
        events: list[Event] = []
        while state.is_chance() and move.by != "chance":
            events += state.apply(CHANCE, state.sample_chance(rng))
        player = CHANCE if move.by == "chance" else int(move.by)
        yield state, events + state.apply(player, GAME.parse_action(move.action)), names


def played(options: dict[str, Any], seed: int, players: int) -> Iterator[tuple[State, list[Event], list[str]]]:
    """A game of random moves, move by move."""
    session = Session(GAME, [SeatRecord(name=n, agent="random") for n in NAMES[:players]], seed, options)
    rng = random.Random(seed)
    yield session.state, session.settle_chance(), NAMES[:players]
    for _ in range(3000):
        if session.state.is_over():
            return
        seat = session.state.current_players()[0]
        yield session.state, session.act(seat, rng.choice(session.state.legal_actions(seat))) + \
            session.settle_chance(), NAMES[:players]


def assert_is_a_phrase(phrase: Phrase | None) -> None:
    assert isinstance(phrase, list) and phrase, "a phrase is a non-empty list of spans"
    for span in phrase:
        assert isinstance(span, tuple) and len(span) == 2 and all(isinstance(part, str) for part in span)
        assert known(span[1]), f"undocumented tag {span[1]!r}"
    assert plain(phrase).strip()
    assert json.loads(json.dumps(phrase_json(phrase))) == [list(span) for span in phrase]


def told(steps: Iterator[tuple[State, list[Event], list[str]]]) -> tuple[set[str], set[str]]:
    """Check the words of every event and every legal action of a game; the event types and
    the actions' first words seen."""
    kinds: set[str] = set()
    actions: set[str] = set()
    for state, events, names in steps:
        for event in events:
            phrase = words().event(event, names, 0)
            assert_is_a_phrase(phrase)
            assert not plain(phrase or []).startswith(f"{event['type']}:"), f"no sentence for {event}"
            kinds.add(event["type"])
        for seat in state.current_players():
            if seat == CHANCE:
                continue
            obs = state.observation(seat)
            for action in state.legal_actions(seat):
                notation = GAME.format_action(action)
                label = words().action_label(notation, obs, names)
                assert_is_a_phrase(label)
                assert plain(label) != notation, f"{notation!r} has no label"
                actions.add(notation.split()[0])
    return kinds, actions


def test_every_event_and_every_legal_action_of_the_test_records_and_random_games_has_words() -> None:
    """Each event reads as a sentence (never as its data), each legal action has a label
    (never its notation alone), each with documented tags and as JSON."""
    kinds: set[str] = set()
    actions: set[str] = set()
    for path in RECORDS:
        found = told(recorded(path))
        kinds |= found[0]
        actions |= found[1]
    for seed, (scenario, players) in enumerate((("create-your-own", 2), ("farmhouse", 4), ("bridgehead", 3))):
        found = told(played({"scenario": scenario}, seed, players))
        kinds |= found[0]
        actions |= found[1]
    assert {"attack", "attack-roll", "losses", "destroyed", "order", "order-roll", "skill", "serum",
            "terrain", "game-over"} <= kinds
    assert {"place", "terrain", "activate", "declare", "move", "aim", "lose", "react", "skill", "use"} <= actions


def label(notation: str, obs: dict[str, Any]) -> str:
    return plain(words().action_label(notation, obs, NAMES[:2]))


def test_the_skill_actions_labels_say_what_each_order_does() -> None:
    """pp. 22-23: the medic's Get Up brings back a model (carrying a line) or a hero's hit
    point; Tank Head repairs all of a vehicle's damage; a Skill action reloads the unloaded line."""
    obs: dict[str, Any] = {"units": [
        {"id": "hell-boys", "card": "hell-boys", "side": "allies", "type": "squad", "models": [2, 1, 1]},
        {"id": "blackhawk", "card": "blackhawk", "side": "allies", "type": "vehicle", "hit_points": 1},
        {"id": "steel-rain", "card": "steel-rain", "side": "allies", "type": "vehicle", "hit_points": 4}],
        "activation": {"unit": "steel-rain"}, "skill_markers": {"unloaded": [["steel-rain", "1"]]}}
    assert label("skill get-up hell-boys 0", obs) == \
        "Get Up, It Ain't That Bad: a model carrying the Shotgun back to Hell Boys"
    assert label("skill get-up lara hero", obs) == "Get Up, It Ain't That Bad: a hit point back to Lara"
    assert label("repair blackhawk", obs).startswith("Repair Blackhawk with Tank Head: all its damage, once a game")
    assert label("skill reload", obs) == 'Reload the 4.2" Rockets'
    assert label("skill come-on-guys hell-boys", obs) == ("Come On Guys; We're Going Back Out There: bring Hell Boys "
                                                          "back, to enter from its side's edge (a die: it works on a hit)")


def test_a_command_squads_test_roll_says_whether_the_ability_works() -> None:
    roll = {"type": "order-roll", "unit": "the-boss", "ability": "get-moving", "target": "blackhawk", "dice": 1,
            "hits": 0, "success": False}
    assert plain(words().event(roll, NAMES[:2], 0) or []) == \
        "  The Boss rolls 1 die for Get Moving You Bunch of Monkeys!: 0 hits - it fails (no other ability until the next turn)"


def test_with_more_than_two_seats_a_reaction_fire_left_to_a_teammate_names_both_seats() -> None:
    """DT-121: a player who lets Reactive Fire go passes the window to a teammate."""
    event = {"type": "reaction-passed", "seat": 0, "to": 2, "at": "hans"}
    assert plain(words().event(event, NAMES, 0) or []) == "Ann leaves Reactive Fire at Hans to Cy"


def test_an_event_of_a_joined_heros_line_names_the_hero_so_the_words_need_no_memory_of_the_joins() -> None:
    """Sigrid, joined to the Laser Grenadiers by their army file (no `join` event), fires her
    Laser-Pistole B: the attack and its roll name her (``hero``), and the words say so."""
    path = Path(__file__).parent / "records" / "skills-combat" / "sigrid-berserk.json"
    events = [e for _, step, _ in recorded(path) for e in step]
    attack = next(e for e in events if e["type"] == "attack" and e.get("hero"))
    roll = next(e for e in events if e["type"] == "attack-roll" and e["line"].endswith("h"))
    assert attack["hero"] == roll["hero"] == "sigrid"
    assert "Sigrid's Laser-Pistole B at Hell Boys" in plain(words().event(attack, NAMES[:2], None) or [])
    assert plain(words().event(roll, NAMES[:2], None) or []).startswith("  Sigrid's Laser-Pistole B at Hell Boys")
    assert not any(e["type"] == "join" for e in events)


def observations(path: Path) -> Iterator[dict[str, Any]]:
    """The observation of the seat to act after each move of a test record."""
    for state, _events, _names in recorded(path):
        seats = [s for s in state.current_players() if s != CHANCE]
        if seats:
            yield state.observation(seats[0])


def test_the_observation_gives_each_units_tag_as_the_labels_name_it() -> None:
    obs = next(observations(RECORDS[0]))
    tags = obs["unit_tags"]
    assert set(tags) == {u["id"] for u in obs["units"]} and len(set(tags.values())) == len(tags)
    assert all(len(tag) == 2 for tag in tags.values())


def test_while_casualties_are_removed_the_observation_gives_the_units_as_the_attack_leaves_them() -> None:
    """p. 12: the casualties are removed one by one; the state writes the units back once the
    attack is settled, so the observation says how each unit it changes stands now and the
    damage it must still take (``attack_units``), which a table shows."""
    waiting = [obs for path in RECORDS for obs in observations(path)
               if any(marks["to_take"] for marks in obs["attack_units"].values())]
    assert waiting
    for obs in waiting:
        step = obs["attack"]["queue"][0]
        victim = obs["attacker"] if step["unit"] == "attacker" else step["unit"]
        assert obs["attack_units"][victim]["to_take"] >= step["damage"] > 0
    assert all(not obs["attack_units"] for path in RECORDS[:3] for obs in observations(path) if not obs["attack"])


def test_a_move_option_says_when_it_goes_straight_to_keep_the_cheap_diagonal() -> None:
    """DT-45: before a second Move, a square one diagonal step away is reached straight for two
    points, keeping the activation's cheap diagonal; the option says so (``keeps_diagonal``)."""
    kept = []
    for seed in range(3):
        for state, _events, _names in played({"scenario": "reconnaissance-in-force"}, seed, 2):
            seats = [s for s in state.current_players() if s != CHANCE]
            if seats and state.phase == "move":  # type: ignore[attr-defined]
                obs = state.observation(seats[0])
                kept += [(obs, o) for o in obs["move_options"] if o["keeps_diagonal"]]
    assert kept
    for obs, option in kept:
        here = next(u["square"] for u in obs["units"] if u["id"] == obs["activation"]["unit"])
        assert option["cost"] == 2 and not option["diagonal"] and not obs["activation"]["diagonal_used"]
        assert abs(ord(here[0]) - ord(option["square"][0])) == 1 and abs(int(here[1:]) - int(option["square"][1:])) == 1
        label = plain(words().action_label(f"move {option['square']}", obs, NAMES[:2]))
        assert "straight, keeping the cheap diagonal for the next move" in label

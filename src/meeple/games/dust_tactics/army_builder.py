"""What a front end building a Dust Tactics army needs, from the game's own checks: the cards
and scenarios to build from, an army file's text read and written, a user's unit cards read
(validated as ``meeple units validate`` validates a file), and the verdict of
:func:`~.army.check_army` -- the one checker ``meeple army check`` prints -- on an army as it
stands (docs/dust-tactics-army-format.md). Texts come from people and the network: each is
bounded in size and every problem is a one-line ContentError.
"""

from __future__ import annotations

import json
from typing import Any, Mapping

from meeple.engine.data_files import parse_toml
from meeple.engine.errors import ContentError
from meeple.engine.option_content import content_problem
from meeple.games.dust_tactics.army import Army, army_content, check_army
from meeple.games.dust_tactics.given_units import with_cards
from meeple.games.dust_tactics.scenarios import load_scenario, scenario_ids
from meeple.games.dust_tactics.units import UnitCard, load_units, units_content
from meeple.games.dust_tactics.words.card_words import card_entry
from meeple.games.dust_tactics.words.vocabulary import FACTIONS

#: The largest army file or units file text read from a front end (an army is a few hundred bytes).
MAX_TEXT = 64 * 1024


def builder_data() -> dict[str, Any]:
    """The packaged unit cards (each with its data and words) and each scenario's name and
    army-point limit."""
    return {
        "factions": dict(FACTIONS),
        "units": {card.id: card_entry(card) for card in load_units()},
        "scenarios": {sid: {"name": (s := load_scenario(sid)).name, "army_points": s.army_points}
                      for sid in scenario_ids()},
    }


def read_text(text: str, what: str) -> dict[str, Any]:
    """A file's text parsed as TOML, bounded (:data:`MAX_TEXT`); ContentError on one line."""
    data = text.encode("utf-8", errors="replace")
    if len(data) > MAX_TEXT:
        raise ContentError(f"{what}: larger than {MAX_TEXT // 1024} KiB")
    return parse_toml(data, what)


def read_army(text: str) -> Army:
    """An army file's text, its form validated (:func:`~.army.army_content`)."""
    return army_content(read_text(text, "army file"), "army file")


def read_units(text: str) -> tuple[UnitCard, ...]:
    """A units file's text (cards a player transcribed), validated as a units file is."""
    return units_content(read_text(text, "units file"), "units file")


def units_option(text: str) -> tuple[dict[str, Any], tuple[UnitCard, ...]]:
    """A units file's text as the game option ``units`` takes it (its content, what the file
    parses to, within the bounds of an option's content) and its cards, validated as
    :func:`read_units` validates them; a one-line ContentError otherwise."""
    raw = read_text(text, "units file")
    cards = units_content(raw, "units file")
    problem = content_problem(raw)
    if problem is not None:
        raise ContentError(f"units file: cannot be played as the units option: {problem}")
    return raw, cards


def units_summary(cards: tuple[UnitCard, ...]) -> str:
    """``valid: 2 units: ...`` as ``meeple units validate`` says it."""
    listed = ", ".join(f"{c.id} ({FACTIONS[c.faction]} {c.type}, {c.ap} AP)" for c in cards)
    return f"valid: {len(cards)} unit{'s' if len(cards) != 1 else ''}: {listed}"


def check(army: Mapping[str, Any], units_text: str = "") -> dict[str, Any]:
    """The verdict of :func:`~.army.check_army` on ``army`` (an army as data), against the
    packaged cards with those of ``units_text`` combined when given (DT-139): ``meeple army check
    --json``'s answer. An army whose form is broken is a ContentError."""
    chosen = army_content(army, "army")
    cards = with_cards(read_units(units_text)) if units_text else None
    return check_army(chosen, None, cards).to_json()


def army_data(army: Army) -> dict[str, Any]:
    """An army as data, what its file parses to (fields left unset left out)."""
    return army.model_dump(mode="json", exclude_none=True, exclude_defaults=True)


def army_text(army: Mapping[str, Any]) -> str:
    """An army (as data) written as an army file, after the same validation a file gets."""
    chosen = army_content(army, "army")
    lines = ["# A Dust Tactics army (docs/dust-tactics-army-format.md)"]
    if chosen.name:
        lines.append(f"name = {_string(chosen.name)}")
    lines.append(f"faction = {_string(chosen.faction)}")
    if chosen.scenario is not None:
        lines.append(f"scenario = {_string(chosen.scenario)}")
    if chosen.points is not None:
        lines.append(f"points = {chosen.points}")
    for entry in chosen.unit:
        lines += ["", "[[unit]]", f"id = {_string(entry.id)}"]
        if entry.name is not None:
            lines.append(f"name = {_string(entry.name)}")
        if entry.joins is not None:
            lines.append(f"joins = {_string(entry.joins)}")
    text = "\n".join(lines) + "\n"
    if army_content(read_text(text, "army file"), "army file") != chosen:  # what is written reads back the same
        raise ContentError("army: cannot be written as an army file")
    return text


def _string(value: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(value, ensure_ascii=False)


__all__ = ["MAX_TEXT", "army_data", "card_entry", "army_text", "builder_data", "check", "read_army", "read_units",
           "units_option", "units_summary"]

"""The game's words: faces, dice, seats, phases, results, RWB bonuses and resources, and the
small pieces of text built from them (a die as a coloured chip, a tally of faces, a seat's
name in its colour) that the board, the tables, the event sentences and the action labels
share.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Iterable, Sequence

from rich.text import Text

from meeple.cli.dday_dice.observation import Obs, acting_unit, edition_of
from meeple.engine.core import Event
from meeple.games.dday_dice.dice import DIE_NAMES, FACE_LABELS, FACES


#: A simple symbol for each face, beside its name (the name alone is the notation's word).
FACE_SYMBOLS: dict[str, str] = {
    "skull": "☠", "star": "★", "soldier": "♟", "soldiers": "♟♟", "courage": "⚑", "tool": "⚒",
}
FACE_NAMES: dict[str, str] = dict(zip(FACES, FACE_LABELS))
#: Die colours by the first letter of a die's name (r1 r2 w1 w2 b1 b2).
DIE_COLOURS: dict[str, str] = {"r": "Red", "w": "White", "b": "Blue"}
DIE_STYLES: dict[str, str] = {"r": "white on red3", "w": "black on grey89", "b": "white on blue3"}
#: One colour per seat, on the board and in the tables.
SEAT_STYLES = ("bold yellow", "bold cyan", "bold magenta", "bold green")
PHASE_TITLES: dict[str, str] = {
    "roll": "Phase 1: roll the dice",
    "final-count": "end of Phase 1: play awards and items",
    "upkeep": "Phase 2: upkeep",
    "supply": "Phase 3: recruit, find items and trade",
    "move": "Phase 4: move",
    "combat": "Phase 5: combat",
    "over": "game over",
    "markers": "Phase 3: adjust the unit markers (second edition)",
}
#: The second edition's six phases (option edition=2: meeple.games.dday_dice.six_phases).
PHASE_TITLES_2: dict[str, str] = {
    **PHASE_TITLES,
    "final-count": "end of Phase 1: play medals and items",
    "markers": "Phase 3: adjust the unit markers",
    "supply": "Phase 4: rally a specialist, find an item, draw a medal, trade",
    "move": "Phase 5: move",
    "combat": "Phase 6: combat",
}


RESULT_WORDS: dict[str, str] = {
    "victory": "Victory! Every unit is safe in the bunker",
    "defeat": "Defeat: a unit was lost before the whole team reached the bunker",
    "practice-over": "The Practice Run is over: no unit is left on the beach",
    "training-over": "Basic Training is over: no unit is left on the beach",
}
RWB_NAMES: dict[str, str] = {
    "dead-mans-gift": "Dead Man's Gift", "leadership": "Leadership", "reinforcements": "Reinforcements",
    "fresh-troops": "Fresh Troops", "battle-cry": "Battle Cry", "special-find": "Special Find",
}
#: The RWB bonus of each face (three of a face in three colours), in the engine's words.
RWB_OF_FACE: dict[str, str] = {
    "skull": "dead-mans-gift", "star": "leadership", "soldier": "reinforcements",
    "soldiers": "fresh-troops", "courage": "battle-cry", "tool": "special-find",
}


def seat_name(names: Sequence[str], seat: Any) -> str:
    """A seat's name, or its number when unknown."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"seat {seat}"


def seat_style(seat: int) -> str:
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def die_name(die: str) -> str:
    """``r1`` -> ``Red 1``."""
    return f"{DIE_COLOURS.get(die[:1], die[:1])} {die[1:]}" if die else die


def face_text(face: str, symbol: bool = True) -> Text:
    """A face people can read: ``♟♟ 2 Soldiers``."""
    name = FACE_NAMES.get(face, face)
    if not symbol:
        return Text(name, style="bold")
    return Text.assemble(FACE_SYMBOLS.get(face, "?"), " ", (name, "bold"))


def die_chip(die: str, face: str | None = None, locked: bool = False) -> Text:
    """A die in a line of text: its name on its colour, then its face."""
    chip = Text.assemble((f" {die} ", f"bold {DIE_STYLES.get(die[:1], '')}"))
    if face is not None:
        chip.append(" ")
        chip.append(face_text(face))
    if locked:
        chip.append(" (locked)", style="dim")
    return chip


def tally(faces: Iterable[str], ignored: Sequence[str] = ()) -> Text:
    """How many of each face: ``♟ 1 Soldier ×2, ⚑ Courage ×1`` (faces the map ignores dimmed)."""
    counts = Counter(faces)
    parts = []
    for face in FACES:
        if counts[face]:
            part = Text.assemble(face_text(face), f" ×{counts[face]}")
            if face in ignored:
                part.stylize("dim")
            parts.append(part)
    return Text(", ").join(parts) if parts else Text("no dice", style="dim")


def phase_titles(edition: int | None) -> dict[str, str]:
    """The phases' numbers and names in that edition's turn (the first's five, the second's six)."""
    return PHASE_TITLES_2 if edition == 2 else PHASE_TITLES


def who_text(names: Sequence[str], event: Event, key: str = "seat") -> Text:
    seat = event.get(key)
    return Text(seat_name(names, seat), style=seat_style(seat) if isinstance(seat, int) else "")


def capital(phrase: str) -> str:
    return phrase[:1].upper() + phrase[1:]


def deal_words(event: Event) -> tuple[str, str]:
    """The Victoria Cross's die and face (the engine may give their numbers)."""
    die, face = event.get("die"), event.get("face")
    if isinstance(die, int) and 0 <= die < len(DIE_NAMES):
        die = DIE_NAMES[die]
    if isinstance(face, int) and 0 <= face < len(FACES):
        face = FACES[face]
    return str(die), str(face)


def and_join(items: list[Text]) -> Text:
    if len(items) <= 1:
        return items[0] if items else Text("")
    return Text(", ").join(items[:-1]) + Text(" and ") + items[-1]


def die_with_face(die: str, obs: Obs) -> Text:
    """``Red 1 (⚑ Courage)``: a die of the acting unit named with what it shows."""
    face = (acting_unit(obs).get("dice") or {}).get(die)
    text = Text(die_name(die))
    if face:
        text.append(" (")
        text.append(face_text(face))
        text.append(")")
    return text


RESOURCE_WORDS = {"soldier": "soldier", "courage": "courage", "star": "star", "item-point": "item point"}
RESOURCE_FIELDS = {"soldier": "soldiers", "courage": "courage", "star": "stars", "item-point": "item_points"}


def face_colour(face: str, colour: str | None) -> Text:
    """``a red ★ Star``."""
    return Text.assemble(f"a {colour} " if colour else "a ", face_text(face))


def whom(seat: int, obs: Obs, names: Sequence[str], possessive: bool = False) -> Text:
    """``you``/``your`` for the acting seat, the unit's name otherwise."""
    if seat == obs.get("seat"):
        return Text("your" if possessive else "you")
    return Text.assemble((seat_name(names, seat), seat_style(seat)), "'s" if possessive else "")


def sentence(*parts: str | Text | tuple[str, str]) -> Text:
    """A sentence of the news from its parts (plain, styled ``(text, style)`` or Text)."""
    return Text.assemble(*parts)


#: An event's sentence from the event, the seats' names and the board as the viewer knows it.
EventSentence = Callable[[Event, Sequence[str], Obs], Text]


#: What players call the cards the engine names medals: Awards in the first edition's English
#: rulebook, Medals in the second's (shared/seeds/README.md: it. Onorificenze, es.
#: Condecoraciones, fr. Médailles): (one, many, with its article).
AWARD_WORDS: dict[int, tuple[str, str, str]] = {1: ("award", "awards", "an award"), 2: ("medal", "medals", "a medal")}


def award_word(obs: Obs, form: int = 0) -> str:
    """The word for a medal card in the edition ``obs`` plays (:data:`AWARD_WORDS`): ``form``
    0 one (``award``), 1 many (``awards``), 2 with its article (``an award``)."""
    return AWARD_WORDS.get(edition_of(obs), AWARD_WORDS[1])[form]

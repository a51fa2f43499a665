"""The ``card <unit>`` command: a unit of the game named by its id, tag or name, its card as
``meeple units show`` draws it, then the unit as it stands now.
"""

from __future__ import annotations

from rich.console import Console
from rich.text import Text

from meeple.cli.dust_tactics.styles import styled
from meeple.games.dust_tactics.words.action_words import label_activate
from meeple.games.dust_tactics.words.names import Obs, card_of, cards_by_id, tags_of, unit_name, units_by_id
from meeple.games.dust_tactics.words.reading import units_now


#: The words of the command that shows a unit's card (``card hell-boys``, ``show HB``).
CARD_WORDS = ("card", "show", "info")


def find_unit_id(query: str, obs: Obs) -> str | None:
    """The unit of the observation that ``query`` names: its id (``hell-boys-2``), its map
    tag (``HB``, any case) or its name (``Hell Boys``); None if none does."""
    wanted = "-".join(query.strip().lower().split())
    tags = tags_of(obs)
    for unit in obs.get("units", ()):
        uid = unit["id"]
        if wanted in (uid, tags.get(uid, "").lower(), "-".join(unit_name(uid).lower().split())):
            return str(uid)
    return None


def show_card(console: Console, query: str, obs: Obs) -> None:
    """Print a unit's card as ``meeple units show`` draws it (movement, armour, the weapon
    lines with their range and dice; the game's own card, :func:`.names.cards_by_id`), then the unit as it stands now; ``query`` is a unit of
    the game (:func:`find_unit_id`) or any card's id or name."""
    from meeple.cli.units import show_unit
    from meeple.engine.errors import MeepleError

    uid = find_unit_id(query, obs)
    card = card_of(uid) if uid else None
    try:
        show_unit(console, card.id if card else query, cards=tuple(cards_by_id().values()))  # the game's own cards
    except MeepleError:
        known = ", ".join(f"{tag.lower()} {uid}" for uid, tag in tags_of(obs).items())
        console.print(Text(f"x no unit {query!r} in this game (its tags and ids: {known})", style="red"))
        return
    data = units_now(obs)
    unit = units_by_id(data).get(uid or "")
    if unit is not None:
        console.print(Text.assemble(("Now: ", "bold"), styled(label_activate([str(uid)], data, ()))))

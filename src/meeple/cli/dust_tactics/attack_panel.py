"""The panel of an attack waiting for a casualty choice: each shot's dice and hits, and the
strength of each unit it hit now.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from meeple.cli.dust_tactics.styles import TAG_STYLES, target_text, unit_text
from meeple.engine.words import plural
from meeple.games.dust_tactics.words import tags
from meeple.games.dust_tactics.words.glossary import TABLE
from meeple.games.dust_tactics.words.names import Obs, units_by_id
from meeple.games.dust_tactics.words.reading import casualty_step
from meeple.games.dust_tactics.words.unit_words import line_of, strength_text

__all__ = ["attack_panel", "casualty_step", "dice_text"]


def attack_panel(obs: Obs, names: Sequence[str]) -> RenderableType | None:
    """An attack waiting for a casualty choice: each shot's dice and hits (a laser's rerolled
    hits added), and the strength of each unit it hit now (``obs`` as :func:`units_now`
    gives it)."""
    attack = obs.get("attack")
    if not attack:
        return None
    attacker = obs.get("attacker") or ""
    units = units_by_id(obs)
    data = units.get(attacker, {})
    rows = Table.grid(padding=(0, 2))
    faces_of = attack.get("shot_faces") or []
    totals = attack.get("shot_hits") or []
    for i, shot in enumerate(attack.get("shots") or []):
        faces = faces_of[i] if i < len(faces_of) else None
        line = line_of(data, shot.get("line", {}))
        if faces is None:
            rolled = Text(TABLE["not_rolled"], style="dim")
        else:
            hits = sum(1 for f in faces if f == "hit")
            total = int(totals[i]) if i < len(totals) else hits
            rolled = Text.assemble(dice_text(faces), f"  {plural(total, 'hit')}")
            if total > hits:
                rolled.append(f" ({total - hits} from its rerolled hits)", style="dim")
        rows.add_row(Text(line.name if line else "?", style="bold"), target_text(str(shot.get("target")), obs), rolled)
    parts: list[RenderableType] = [rows]
    now = [Text.assemble(unit_text(target_id, obs), f" {TABLE['now']}: {strength_text(units[target_id])}")
           for target_id, _ in attack.get("targets") or [] if target_id in units]
    if now:
        parts.append(Text("; ").join(now))
    return Panel(Group(*parts), title=Text.assemble(f"{TABLE['attack_by']} ", unit_text(attacker, obs)), title_align="left",
                 border_style="red")


def dice_text(faces: Iterable[str]) -> Text:
    """Dice faces as ``■`` hits and ``□`` blanks."""
    text = Text()
    for face in faces:
        hit = face == "hit"
        text.append("■" if hit else "□", style=TAG_STYLES[tags.HIT] if hit else TAG_STYLES[tags.BLANK])
    return text

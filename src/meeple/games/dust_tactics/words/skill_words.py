"""The skills of the unit cards and the command squads' abilities in English (rulebook
pp. 20-23), read from ``data/skills.toml`` and validated at load time: every skill a card may
carry (:data:`..units.Skill`) and every command squad ability (:data:`..command_squads.ABILITIES`,
and Relay) has its name and text.
"""

from __future__ import annotations

from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field

from meeple.engine.data_files import read_toml
from meeple.engine.errors import ContentError
from meeple.games.dust_tactics.command_squads import ABILITIES
from meeple.games.dust_tactics.datafile import entry_label, validate
from meeple.games.dust_tactics.units import CommandRole, Skill

#: Once per game, once per turn, or no limit.
Limit = Literal["game", "turn", ""]


class SkillText(BaseModel):
    """One skill (or ability) in words: its printed name, the page of its rule, whether using
    it costs a Skill action (the rulebook's "(Skill)"), its limit, and its rule in English."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str
    name: str = Field(min_length=1)
    page: int
    skill_action: bool = False
    limit: Limit = ""
    text: str = Field(min_length=1)


class AbilityText(SkillText):
    """A command squad's ability (p. 23): also the model whose role it is and whether it is
    tried with a die (a hit makes it work)."""

    role: CommandRole
    die: bool = False


class SkillFile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    skill: tuple[SkillText, ...]
    ability: tuple[AbilityText, ...]


#: The command squad ability that needs no action (p. 23: "sempre attiva").
RELAY = "relay"


def skills_path() -> Path:
    """The packaged skills file."""
    return Path(str(resources.files("meeple.games.dust_tactics") / "data" / "skills.toml"))


def _namer(raw: dict[str, Any], loc: tuple[Any, ...]) -> tuple[str, tuple[Any, ...]]:
    return entry_label(raw, loc, {"skill": "skill", "ability": "ability"})


@lru_cache(maxsize=None)
def skill_file() -> SkillFile:
    """The skills file, validated: a ContentError names a skill or ability it lacks."""
    path = skills_path()
    data = validate(SkillFile, read_toml(path, "skills"), path, _namer)
    missing = [s for s in get_args(Skill) if s not in {t.id for t in data.skill}]
    missing += [a for a in (*ABILITIES, RELAY) if a not in {t.id for t in data.ability}]
    if missing:
        raise ContentError(f"{path}: no text for {', '.join(missing)}")
    return data


def skill_texts() -> dict[str, SkillText]:
    """Every skill a card may carry, by id."""
    return {text.id: text for text in skill_file().skill}


def ability_texts() -> dict[str, AbilityText]:
    """Every command squad ability, by id."""
    return {text.id: text for text in skill_file().ability}


def skill_name(skill_id: str) -> str:
    """A skill's printed name (its id for a skill the file does not know)."""
    found = skill_texts().get(skill_id)
    return found.name if found is not None else skill_id

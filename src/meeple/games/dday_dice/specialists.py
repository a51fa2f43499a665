"""The specialists' permanent abilities (card list, "SPECIALISTI REGOLARI" and "SPECIALISTI
UNICI", pp. 24-25; English summaries in data/cards.toml).

"Ogni specialista ha ... un'abilità permanente di cui beneficerà tutta l'unità (quell'abilità
verrà persa se lo specialista viene eliminato). Le abilità degli specialisti sono cumulative:
se tu hai un Veterano e un Cappellano, per esempio, avrai +1 soldato e +1 coraggio per ogni
RWB che otterrai!" Each ability is applied where its rule acts (named below); this module
holds the list of those implemented and the small rules that read them.

Every one of the 24 specialists is implemented.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from meeple.games.dday_dice.unit import Unit

if TYPE_CHECKING:
    from meeple.games.dday_dice.state import DdState

BEACHMASTER: Final = "beachmaster"
CAPTAIN: Final = "captain"
CORPORAL: Final = "corporal"
LIEUTENANT: Final = "lieutenant"
MESSENGER: Final = "messenger"
POINT_MAN: Final = "point-man"
CHAPLAIN: Final = "chaplain"
ENGINEER: Final = "engineer"
GENERAL: Final = "general"
HERO: Final = "hero"
MARKSMAN: Final = "marksman"
MEDIC: Final = "medic"
MINESWEEPER: Final = "minesweeper"
PARATROOPER: Final = "paratrooper"
PATHFINDER: Final = "pathfinder"
PLATOON_LEADER: Final = "platoon-leader"
SCOUT: Final = "scout"
SHARPSHOOTER: Final = "sharpshooter"
VETERAN: Final = "veteran"
COMBAT_PHOTOGRAPHER: Final = "combat-photographer"
DECOY: Final = "decoy"
GRENADIER: Final = "grenadier"
QUARTERMASTER: Final = "quartermaster"
WAR_CORRESPONDENT: Final = "war-correspondent"

#: Specialists whose ability is implemented, and where.
IMPLEMENTED: Final[dict[str, str]] = {
    BEACHMASTER: "movement.apply: +3 soldiers each advance",
    CAPTAIN: "final_count: change the colour of 1 die of the Final Tally",
    CORPORAL: "final_count: reroll 1 die of the Final Tally not locked on the first roll",
    CHAPLAIN: "rwb.collect: +1 courage each RWB",
    ENGINEER: "bunkers.engineer_here, combat.sector_def: the bunker's DEF -5 for every unit in it",
    LIEUTENANT: "final_count.swap: each unit may swap one die with another (solo: a spare set)",
    MESSENGER: "supply.cost: specialists cost 1 star less; supply: traded once a turn",
    POINT_MAN: "movement: sacrificed to stay an extra turn in the sector",
    GENERAL: "roll.locks_required: every unit locks 1 die",
    HERO: "casualties.actions: spend courage or stars to save soldiers",
    MARKSMAN: "upkeep.collect: +3 soldiers per skull locked on the first roll",
    MEDIC: "casualties.inflict: one soldier fewer once a phase; minefields -1",
    MINESWEEPER: "movement.on_mine_die: no minefield casualties",
    PARATROOPER: "casualties.actions: sacrificed to prevent up to 6 casualties",
    PATHFINDER: "movement.apply: +1 soldier each move",
    PLATOON_LEADER: "movement.exits: advancing costs 1 courage less",
    SCOUT: "upkeep.results: +1 colourless tool each turn",
    SHARPSHOOTER: "sharpshooter, upkeep.queue_skulls: one skull may be ignored (it cancels nothing)",
    VETERAN: "rwb.collect: +1 soldier each RWB",
    COMBAT_PHOTOGRAPHER: "final_count (sacrificed: the Final Tally kept), roll.start (used next turn)",
    DECOY: "movement: sacrificed, from any unit, in place of a sector's required sacrifice",
    GRENADIER: "windows.sacrifice_grenadier: the sector's MGF gone for good",
    QUARTERMASTER: "items.cost: items cost 2 Item Points less for every unit",
    WAR_CORRESPONDENT: "movement.swap_sectors: sacrificed to swap sectors with another unit",
}

ENGINEER_BUNKER_DEF: Final = 5
BEACHMASTER_SOLDIERS: Final = 3
PATHFINDER_SOLDIERS: Final = 1
MARKSMAN_SOLDIERS: Final = 3
PARATROOPER_SAVES: Final = 6
MEDIC_SAVES: Final = 1


def has(unit: Unit, specialist: str) -> bool:
    """Whether ``unit`` has ``specialist`` (alive)."""
    return specialist in unit.specialists


def in_play(s: "DdState", specialist: str) -> bool:
    """Recruited by a unit still on the beach, and alive (DDC-16: "in play"; a unit safe in
    the bunker has finished: its specialists only lower the bunker's DEF, as the FAQ says of
    the Engineer)."""
    for unit in s.units:
        if specialist in unit.specialists and unit.active:
            return True
    return False

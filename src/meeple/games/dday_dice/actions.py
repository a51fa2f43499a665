"""The actions of D-Day Dice, their notation and integer ids (docs/notation/dday-dice.md).

==========================  =================================================================
``lock <die>``              after the first roll, lock a die (r1 r2 w1 w2 b1 b2)
``reroll <die>,<die>...``   reroll these unlocked dice (the others are kept: locked)
``stop``                    keep every die: the Final Count is set
``corporal <die>``          after the Final Count: the Corporal rerolls that die
``captain <die> <colour>``  after the Final Count: the Captain gives that die a colour
``swap <die> <seat> <die>`` after the Final Count: the Lieutenant's swap with another unit
``swap <die> spare <die>``  solo Lieutenant: swap a die for one of the spare dice
``cancel <die>``            a skull cancels that die (Phase 2)
``reinforce <seat>``        RWB Reinforcements: the other unit that gets 4 soldiers
``leadership <face>``       RWB Leadership: add a white result of that face
``leadership courage <s>``  RWB Leadership: that other unit gains 2 courage
``special-find stars``      RWB Special Find: gain 2 stars
``battle-cry soldiers``     RWB Battle Cry: take 3 soldiers
``battle-cry move``         RWB Battle Cry: move this turn ignoring requirements and courage
``lose soldiers``           casualties: as many as possible fall among the soldiers
``lose <specialist>``       casualties: one falls as that specialist
``sacrifice paratrooper``   casualties: the Paratrooper prevents up to 6 casualties
``hero courage|star``       casualties: the Hero saves one soldier for 1 courage or 1 star
``recruit <specialist>``    Phase 3: recruit a specialist with stars (one a turn)
``give <seat> <what>``      Phase 3: give 1 soldier, courage, star or item-point to a unit in
                            the same sector
``done``                    Phase 3: nothing more to do this phase
``stay``                    Phase 4: stay in the sector
``move <sector>``           Phase 4: move to that adjacent sector
``move <sector> decoy <s>`` Phase 4: move, sacrificing unit s's Decoy for the sector's sacrifice
``swap-sectors <seat>``     Phase 4: sacrifice the War Correspondent to swap sectors
``find <item>``             Phase 3: find an item or vehicle with Item Points (one a turn)
``find <item> used``        Phase 3: RWB Special Find: a used item, outside the limit
``special-find item``       RWB Special Find: search a used item in Phase 3 (instead of stars)
``buy medal``               Phase 3: draw a medal at random for 6 courage
``medal <medal>``           Phase 2: a full set: choose that medal from the deck
``play <medal>``            end of Phase 1: play a medal
``use <item> [<args>]``     use an item (see docs/notation/dday-dice.md for the arguments)
``result [<seat>] <face> <colour>``  a medal's added result (to this unit or unit seat)
``silver-star <seat>``      the Silver Star: that unit may move twice this turn
``honour <seat> <item>``    the Legion d'Honneur: that unit finds that item for free
``dismiss <specialist> <bonus>``  the Purple Heart: dismiss a specialist for an RWB bonus
``skull <colour>``          the Rope Ladder: the colour of the unit's added skull
``deal <face>``             the Victoria Cross: the next die dealt shows that face
``abandon <vehicle>``       leave a vehicle (lost for good)
``jeep <die>``              after the Final Count: the Jeep rerolls that die
``sacrifice <specialist>``  Combat Photographer (keep the Final Count), Grenadier (MGF gone)
``recruit <sp> patch|free`` recruit with the Shoulder Patch (1 soldier) or a medal (free)
``give <seat> <item>``      Phase 3 or before casualties: give an item or the vehicle
``draw medal``              Gold Beach 8's first unit: a random medal (not the Victoria Cross)
``use binoculars roll <n>`` a random sector's roll becomes n (Sword Beach 6, 7, 11)
``use binoculars mgf<k> <n> sector <s>`` another sector's k-th machine-gun die becomes n
``mulligan``                optional Soldier Mulligan: reroll a first roll showing no soldier
``discard <card>``          explosives (2nd edition): discard that card to open a bunker's doors
==========================  =================================================================

Chance's outcomes: ``face <face>``: the next die waiting shows skull, star, soldier,
soldiers, courage or tool (dice are rolled one at a time, in the order r1 r2 w1 w2 b1 b2,
unit by unit); ``d6 <n>``: a plain six-sided die (machine-gun fire, a minefield, the Gammon Bomb);
``draw <card>``: the card drawn at random from the medal deck or the vehicle deck (or, at
set-up under an optional rule, a specialist or special item); ``marker <face>``: a unit-marker
die of the optional Blind Start (chevron, 2-chevrons, 3-chevrons, arrow, 2-arrows, shield).
"""

from __future__ import annotations

from typing import Final

from dataclasses import dataclass, field
from itertools import combinations

from meeple.engine.errors import IllegalActionError, excerpt
from meeple.engine.limits import action_text
from meeple.games.dday_dice.blind_start import MARKER_FACES
from meeple.games.dday_dice.cards import load_cards
from meeple.games.dday_dice.dice import COLOURS, DIE_NAMES, FACES, NUM_DICE

_CARDS: Final = load_cards()
#: Every specialist of the first edition, by id (a casualty may be any of them).
SPECIALIST_IDS: Final[tuple[str, ...]] = tuple(
    c.id for c in _CARDS if c.kind in ("regular-specialist", "unique-specialist")
)
ITEM_IDS: Final[tuple[str, ...]] = tuple(c.id for c in _CARDS if c.kind in ("regular-item", "special-item"))
VEHICLE_IDS: Final[tuple[str, ...]] = tuple(c.id for c in _CARDS if c.kind == "vehicle")
MEDAL_IDS: Final[tuple[str, ...]] = tuple(c.id for c in _CARDS if c.kind == "medal")
#: The RWB bonuses by name, in the order of the dice faces (skull ... tool).
RWB_NAMES: Final = ("dead-mans-gift", "leadership", "reinforcements", "fresh-troops", "battle-cry", "special-find")
#: Machine-gun-fire dice of one sector a Binoculars may change (mgf1 ...).
MAX_MGF_DICE: Final = 4

MAX_SECTOR: Final = 40


@dataclass(frozen=True, slots=True)
class DdAction:
    """One action: its kind and arguments (a die, a set of dice, a sector, a face, a number)."""

    kind: str
    a: int = -1
    dice: tuple[int, ...] = ()
    name: str = ""
    index: int = field(default=-1, compare=False)
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text


_TABLE: Final[list[DdAction]] = []
_BY_TEXT: Final[dict[str, DdAction]] = {}


def _add(kind: str, text: str, a: int = -1, dice: tuple[int, ...] = (), name: str = "") -> DdAction:
    action = DdAction(kind, a, dice, name, len(_TABLE), text)
    _TABLE.append(action)
    _BY_TEXT[text] = action
    return action


LOCK: Final = [_add("lock", f"lock {DIE_NAMES[d]}", d) for d in range(NUM_DICE)]
REROLL: Final[dict[tuple[int, ...], DdAction]] = {
    subset: _add("reroll", "reroll " + ",".join(DIE_NAMES[d] for d in subset), dice=subset)
    for size in range(1, NUM_DICE + 1)
    for subset in combinations(range(NUM_DICE), size)
}
#: For each set of free dice (a bit mask), the rerolls among them.
REROLL_WITHIN: Final[list[list[DdAction]]] = [
    [a for subset, a in REROLL.items() if all(mask >> d & 1 for d in subset)] for mask in range(1 << NUM_DICE)
]
STOP: Final = _add("stop", "stop")
CANCEL: Final = [_add("cancel", f"cancel {DIE_NAMES[d]}", d) for d in range(NUM_DICE)]
REINFORCE: Final = [_add("reinforce", f"reinforce {seat}", seat) for seat in range(4)]
LEADERSHIP_RESULT: Final = [_add("leadership", f"leadership {FACES[f]}", f) for f in range(len(FACES))]
LEADERSHIP_COURAGE: Final = [_add("leadership-courage", f"leadership courage {seat}", seat) for seat in range(4)]
SPECIAL_FIND_STARS: Final = _add("special-find", "special-find stars")
BATTLE_CRY_SOLDIERS: Final = _add("battle-cry", "battle-cry soldiers", 0)
BATTLE_CRY_MOVE: Final = _add("battle-cry", "battle-cry move", 1)
LOSE_SOLDIERS: Final = _add("lose", "lose soldiers")
SACRIFICE_PARATROOPER: Final = _add("sacrifice", "sacrifice paratrooper", name="paratrooper")
HERO_COURAGE: Final = _add("hero", "hero courage", 0)
HERO_STAR: Final = _add("hero", "hero star", 1)
RECRUIT: Final = {sid: _add("recruit", f"recruit {sid}", name=sid) for sid in SPECIALIST_IDS}
GIVE: Final = {
    (seat, what): _add("give", f"give {seat} {what}", seat, name=what)
    for seat in range(4)
    for what in ("soldier", "courage", "star", "item-point", "messenger", *ITEM_IDS, *VEHICLE_IDS)
}
SACRIFICE_POINT_MAN: Final = _add("sacrifice", "sacrifice point-man", name="point-man")
DONE: Final = _add("done", "done")
CORPORAL: Final = [_add("corporal", f"corporal {DIE_NAMES[d]}", d) for d in range(NUM_DICE)]
SWAP: Final = {
    (d, seat, e): _add("swap", f"swap {DIE_NAMES[d]} {seat} {DIE_NAMES[e]}", dice=(d, seat, e))
    for d in range(NUM_DICE) for seat in range(4) for e in range(NUM_DICE)
}
SWAP_SPARE: Final = {
    (d, e): _add("swap", f"swap {DIE_NAMES[d]} spare {DIE_NAMES[e]}", dice=(d, -1, e))
    for d in range(NUM_DICE) for e in range(NUM_DICE)
}
CAPTAIN: Final = {
    (d, colour): _add("captain", f"captain {DIE_NAMES[d]} {COLOURS[colour]}", dice=(d, colour))
    for d in range(NUM_DICE) for colour in range(len(COLOURS))
}
LOSE_SPECIALIST: Final = {sid: _add("lose", f"lose {sid}", name=sid) for sid in SPECIALIST_IDS}
STAY: Final = _add("stay", "stay")
MOVE: Final = {n: _add("move", f"move {n}", n) for n in range(1, MAX_SECTOR + 1)}
MOVE_DECOY: Final = {
    (n, seat): _add("move", f"move {n} decoy {seat}", n, dice=(seat,), name="decoy")
    for n in range(1, MAX_SECTOR + 1) for seat in range(4)
}
SWAP_SECTORS: Final = [_add("swap-sectors", f"swap-sectors {seat}", seat) for seat in range(4)]
FIND: Final = {card: _add("find", f"find {card}", name=card) for card in (*ITEM_IDS, *VEHICLE_IDS)}
FIND_USED: Final = {item: _add("find", f"find {item} used", 1, name=item) for item in ITEM_IDS}
SPECIAL_FIND_ITEM: Final = _add("special-find", "special-find item", 1)
BUY_MEDAL: Final = _add("buy", "buy medal")
CHOOSE_MEDAL: Final = {m: _add("medal", f"medal {m}", name=m) for m in MEDAL_IDS}
PLAY: Final = {m: _add("play", f"play {m}", name=m) for m in MEDAL_IDS}
USE: Final = {item: _add("use", f"use {item}", name=item) for item in ITEM_IDS}
USE_LUCKY_CHARM: Final = {what: _add("use", f"use lucky-charm {what}", i, name="lucky-charm")
                   for i, what in enumerate(("star", "courage"))}
USE_GRAPPLING_HOOK: Final = [_add("use", f"use grappling-hook {COLOURS[c]}", c, name="grappling-hook")
                      for c in range(len(COLOURS))]
USE_BINOCULARS: Final = {
    (d, f): _add("use", f"use binoculars {DIE_NAMES[d]} {FACES[f]}", dice=(d, f), name="binoculars")
    for d in range(NUM_DICE) for f in range(len(FACES))
}
USE_BINOCULARS_MGF: Final = {
    (k, n): _add("use", f"use binoculars mgf{k + 1} {n}", -2, dice=(k, n), name="binoculars")
    for k in range(MAX_MGF_DICE) for n in range(1, 7)
}
USE_RANGEFINDER: Final = {
    (d, f): _add("use", f"use rangefinder {DIE_NAMES[d]} {FACES[f]}", dice=(d, f), name="rangefinder")
    for d in range(NUM_DICE) for f in range(len(FACES))
}
USE_STRATEGIC_MAP: Final = {
    (d, c): _add("use", f"use strategic-map {DIE_NAMES[d]} {COLOURS[c]}", dice=(d, c), name="strategic-map")
    for d in range(NUM_DICE) for c in range(len(COLOURS))
}
USE_AMMO_BOX: Final = [_add("use", f"use ammo-box {FACES[f]}", f, name="ammo-box") for f in range(len(FACES))]
USE_MORTAR: Final = {n: _add("use", f"use mortar {n}", n, name="mortar") for n in range(1, MAX_SECTOR + 1)}
USE_DISPATCH_CASE: Final = [_add("use", f"use dispatch-case {seat}", seat, name="dispatch-case") for seat in range(4)]
RESULT: Final = {
    (f, c): _add("result", f"result {FACES[f]} {COLOURS[c]}", -1, dice=(f, c))
    for f in range(len(FACES)) for c in range(len(COLOURS))
}
RESULT_FOR: Final = {
    (seat, f, c): _add("result", f"result {seat} {FACES[f]} {COLOURS[c]}", seat, dice=(f, c))
    for seat in range(4) for f in range(len(FACES)) for c in range(len(COLOURS))
}
SILVER_STAR: Final = [_add("silver-star", f"silver-star {seat}", seat) for seat in range(4)]
HONOUR: Final = {
    (seat, item): _add("honour", f"honour {seat} {item}", seat, name=item)
    for seat in range(4) for item in ITEM_IDS
}
DISMISS: Final = {
    (sp, f): _add("dismiss", f"dismiss {sp} {RWB_NAMES[f]}", f, name=sp)
    for sp in SPECIALIST_IDS for f in range(len(FACES))
}
SKULL_COLOUR: Final = [_add("skull", f"skull {COLOURS[c]}", c) for c in range(len(COLOURS))]
DEAL: Final = [_add("deal", f"deal {FACES[f]}", f) for f in range(len(FACES))]
ABANDON: Final = {v: _add("abandon", f"abandon {v}", name=v) for v in VEHICLE_IDS}
JEEP: Final = [_add("jeep", f"jeep {DIE_NAMES[d]}", d) for d in range(NUM_DICE)]
SACRIFICE_PHOTOGRAPHER: Final = _add("sacrifice", "sacrifice combat-photographer", name="combat-photographer")
SACRIFICE_GRENADIER: Final = _add("sacrifice", "sacrifice grenadier", name="grenadier")
RECRUIT_PATCH: Final = {sid: _add("recruit", f"recruit {sid} patch", 1, name=sid) for sid in SPECIALIST_IDS}
RECRUIT_FREE: Final = {sid: _add("recruit", f"recruit {sid} free", 2, name=sid) for sid in SPECIALIST_IDS}
#: Optional rule Soldier Mulligan (:mod:`.mulligan`): reroll all six dice of a first roll.
MULLIGAN: Final = _add("mulligan", "mulligan")
#: Gold Beach 8 (:mod:`.sector_rewards`): the first unit draws its medal at random (or takes
#: ``medal victoria-cross``); Sword Beach's random sectors (:mod:`.random_sectors`): the
#: Binoculars change a sector's roll.
DRAW_MEDAL: Final = _add("draw-medal", "draw medal")
USE_BINOCULARS_ROLL: Final = {n: _add("use", f"use binoculars roll {n}", n, name="binoculars") for n in range(1, 7)}
#: Second edition (:mod:`.explosives`): discard an explosive card to open a bunker's doors.
DISCARD: Final = {card: _add("discard", f"discard {card}", name=card) for card in ("grenade", "engineer", "bangalore-torpedo")}
#: Silence the Guns (:mod:`.joined_maps`): a unit that survived in Merville's bunker goes on
#: (towards Sword's bunker) or retires, safe.
GO_ON: Final = _add("go-on", "go-on")
RETIRE: Final = _add("retire", "retire")
#: The Binoculars on a machine-gun die of another sector where a unit fights (DDM-78's reading:
#: "the card names no unit"): ``use binoculars mgf<k> <n> sector <sector>``.
USE_BINOCULARS_MGF_AT: Final = {
    (sector, k, n): _add("use", f"use binoculars mgf{k + 1} {n} sector {sector}", sector, dice=(k, n), name="binoculars")
    for sector in range(1, MAX_SECTOR + 1) for k in range(MAX_MGF_DICE) for n in range(1, 7)
}
#: The Sharpshooter (:mod:`.sharpshooter`): a skull of the Final Count cancels nothing.
IGNORE_SKULL: Final = _add("ignore", "ignore skull")
NUM_PLAYER_ACTIONS: Final = len(_TABLE)
CHANCE_FACE: Final = [_add("face", f"face {FACES[f]}", f) for f in range(len(FACES))]
CHANCE_D6: Final = {n: _add("d6", f"d6 {n}", n) for n in range(1, 7)}
CHANCE_DRAW: Final = {card: _add("draw", f"draw {card}", name=card) for card in (*MEDAL_IDS, *VEHICLE_IDS)}
#: The optional rules' set-up draws (:mod:`.optional_rules`): a specialist or a special item
#: drawn at random; the face of a unit-marker die (Blind Start).
CHANCE_DRAW.update({card: _add("draw", f"draw {card}", name=card) for card in (*SPECIALIST_IDS, *ITEM_IDS)})
CHANCE_MARKER: Final = [_add("marker", f"marker {face}", f) for f, face in enumerate(MARKER_FACES)]

_KINDS: Final = ("lock", "reroll", "stop", "cancel", "reinforce", "leadership", "battle-cry", "special-find",
          "lose", "sacrifice", "hero", "recruit", "give", "done", "corporal", "captain", "swap", "stay", "move", "swap-sectors", "find", "buy",
          "medal", "play", "use", "result", "silver-star", "honour", "dismiss", "skull", "deal", "abandon",
          "jeep", "mulligan", "discard", "go-on", "retire", "ignore")


def action_by_index(index: int) -> DdAction:
    if not 0 <= index < len(_TABLE):
        raise IllegalActionError(f"there is no action number {index}")
    return _TABLE[index]


def parse_action(text: object) -> DdAction:
    """Parse an action in the notation above (dice of a reroll in any order); anything but
    text is refused by ``action_text``, in the compiled build as in the pure one."""
    words = action_text(text).strip().lower().split(None, 1)
    if len(words) == 2 and words[0] == "reroll":
        return _parse_reroll(text, words[1])
    found = _BY_TEXT.get(" ".join(words))
    if found is not None:
        return found
    if not words or words[0] not in _KINDS:
        raise IllegalActionError(f"unknown action {excerpt(text)} (actions: {', '.join(_KINDS)})")
    raise IllegalActionError(f"{excerpt(text)} is not a valid {words[0]} (see `meeple help notation dday-dice`)")


def _parse_reroll(text: object, dice: str) -> DdAction:
    """``reroll r1,w2``: one to six distinct dice, named in any order, split by commas or spaces."""
    names = [w.strip() for w in dice.replace(" ", ",").split(",") if w.strip()]
    subset = tuple(sorted({DIE_NAMES.index(n) for n in names if n in DIE_NAMES}))
    if not names or len(subset) != len(set(names)):
        raise IllegalActionError(
            f"{excerpt(text)}: name the dice to reroll among {', '.join(DIE_NAMES)}, e.g. 'reroll r1,w2'"
        )
    if len(subset) != len(names):
        raise IllegalActionError(f"{excerpt(text)}: a die is named twice")
    return REROLL[subset]

"""Items (rulebook "Oggetti", p. 6; card list "OGGETTI REGOLARI" and "OGGETTI SPECIALI",
pp. 26-27; FAQ pp. 22-23): finding them with Item Points, trading them, and what each of the
27 items with a text does, scripted with pinned dice on the hand-drawn board of
dday_helpers.full_board (items put in play with ``dataclasses.replace``).

The board: start sector 2 (DEF 1,2,3); sector 1 (DEF 1, +1 star a turn); sector 3 (DEF 2,
-1 courage a turn); sector 4 (DEF 2, MGF x1, -1 courage on a 6); sector 5 (DEF 3, black);
sector 6 (DEF 2,3,4, MGF x2, -1 specialist on a 6); the bunker 7 (DEF 6); a minefield on the
line 3-6. Advancing costs 1 courage from row 1, 2 from row 2.
"""

from __future__ import annotations

import dataclasses

from dday_helpers import act, chance, legal, new_full_game, place, skip
from meeple.engine.core import CHANCE
from meeple.games.dday_dice import items
from meeple.games.dday_dice.dice import BLUE, SOLDIERS
from meeple.games.dday_dice.phases import COMBAT, FINAL_COUNT, MOVE, SUPPLY, UPKEEP
from meeple.games.dday_dice.state import DdState

#: No RWB, no full set: +2 soldiers, 3 Item Points, +1 courage, +1 star.
QUIET = ("soldier", "soldier", "tool", "tool", "courage", "star")
#: No courage: +2 soldiers, 3 Item Points, +2 stars.
NO_COURAGE = ("soldier", "soldier", "tool", "tool", "star", "star")
#: The 17 special items with a text (the Medal Case has none: DDC-6).
SPECIALS = (
    "lucky-charm", "grappling-hook", "flak-vest", "gammon-bomb", "mortar", "pocket-bible",
    "rangefinder", "strategic-map", "toolkit", "ammo-box", "command-jacket", "rope-ladder",
    "wirecutters", "amphetamines", "dispatch-case", "bazooka", "signalling-lamp",
)


# ----------------------------------------------------------------------------- helpers


def item_game(
    players: int = 1, special_items: tuple[str, ...] = SPECIALS, start_soldiers: int = 10,
    start_courage: int = 5, start_stars: int = 0,
) -> DdState:
    """The full test board with items in play: every regular item and ``special_items`` in
    the reserve (less the cards removed from solo play)."""
    state = new_full_game(players=players, start_soldiers=start_soldiers, start_courage=start_courage,
                          start_stars=start_stars)
    neighbours: dict[int, set[int]] = {n: set() for n in state.board.sectors}
    for n, exits in state.board.exits.items():
        for e in exits:
            neighbours[n].add(e.to)
            neighbours[e.to].add(n)
    state.board = dataclasses.replace(
        state.board, items=True, special_items=special_items,
        neighbours={n: tuple(sorted(m)) for n, m in neighbours.items()},
    )
    state.reserve = items.initial_reserve(state)
    return state


def change_sector(state: DdState, number: int, **fields: object) -> None:
    sectors = dict(state.board.sectors)
    sectors[number] = dataclasses.replace(sectors[number], **fields)  # type: ignore[arg-type]
    state.board = dataclasses.replace(state.board, sectors=sectors)


def hold(state: DdState, seat: int, *names: str) -> None:
    """Unit ``seat`` holds these items, taken from the reserve."""
    for name in names:
        if name in state.reserve:
            state.reserve.remove(name)
        state.units[seat].items.append(name)


def roll(state: DdState, *faces_by_seat: tuple[str, ...], locks: tuple[str, str] = ("r1", "r2")) -> None:
    """Phase 1: chance shows each unit's faces (r1 r2 w1 w2 b1 b2, unit by unit); every unit
    locks two dice and stops."""
    seats = [u.seat for u in state.units if u.active]
    for faces in faces_by_seat:
        chance(state, *(f"face {f}" for f in faces))
    for seat in seats[:len(faces_by_seat)]:
        for die in locks:
            act(state, f"lock {die}", seat)
        act(state, "stop", seat)


def both_stay(*held: str, holder: int = 0, sectors: tuple[int, int] | None = (4, 4)) -> DdState:
    """Two units on the test board (in ``sectors``, or where they start), unit ``holder``
    holding ``held``; a quiet roll, and both stay in Phase 4: combat (Phase 5) begins."""
    state = item_game(players=2)
    if sectors is not None:
        for seat, sector in enumerate(sectors):
            place(state, seat, sector)
    hold(state, holder, *held)
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "stay", 0)
    act(state, "stay", 1)
    return state


def after_mgf(state: DdState) -> bool:
    return state.phase == COMBAT and state.combat_stage == 1


def finds(state: DdState, seat: int = 0) -> set[str]:
    return {a.text for a in state.legal_actions(seat) if a.kind == "find"}


# ------------------------------------------------------------------------ finding rules


def test_an_item_costs_its_item_points_and_comes_from_the_reserve() -> None:
    """"Nel momento in cui il giocatore colleziona abbastanza punti oggetto, può decidere di
    spenderli per "cercare" un oggetto ... Sottratto il costo dell'oggetto dal totale dei punti
    oggetto nella tua carta risorsa, prendi la carta oggetto dalla riserva generale e piazzala
    difronte a te scoperta. Ora essa farà parte del tuo "inventario"." Costs, pp. 26-27:
    Walkie-Talkie 5; Mine Detector, Whistle 7; Lucky Charm 3; Grappling Hook 5; Flak Vest,
    Gammon Bomb, Pocket Bible, Rangefinder, Strategic Map, Toolkit 7."""
    state = item_game()
    roll(state, QUIET)
    assert state.phase == SUPPLY and state.units[0].item_points == 3
    assert finds(state) == {"find lucky-charm"}, "3 Item Points: only a 3-point item (solo: no Carrier Pigeon)"

    state = item_game()
    state.units[0].item_points = 4
    roll(state, QUIET)
    assert finds(state) == {
        "find walkie-talkie", "find mine-detector", "find whistle", "find lucky-charm",
        "find grappling-hook", "find flak-vest", "find gammon-bomb", "find pocket-bible",
        "find rangefinder", "find strategic-map", "find toolkit",
    }
    act(state, "find whistle")
    unit = state.units[0]
    assert unit.item_points == 0 and unit.items == ["whistle"]
    assert "whistle" not in state.reserve and "whistle" not in state.used


def test_only_one_item_is_found_a_turn() -> None:
    """"(ne può essere trovato solo uno per turno per giocatore)"; FAQ: "ne puoi sempre
    acquistare solo 1 per turno, salvo diverse istruzioni della mappa." """
    state = item_game()
    state.units[0].item_points = 17
    roll(state, QUIET)
    act(state, "find field-radio")
    unit = state.units[0]
    assert unit.item_points == 20 - 12 and unit.items == ["field-radio"]
    assert finds(state) == set(), "8 Item Points left, but the turn's find is made"
    skip(state, MOVE)
    act(state, "stay")
    skip(state)
    assert state.turn == 2
    roll(state, QUIET)
    skip(state, SUPPLY)
    assert "find walkie-talkie" in finds(state), "a new turn, a new find"


def test_the_quartermaster_and_the_armored_car_lower_the_cost_never_below_zero() -> None:
    """Quartermaster: "Gli oggetti costano -2 punti oggetto per ogni unità"; Armored Car:
    "Guadagna 1 stella per turno e gli oggetti costano -1 attrezzi" -- its powers "ne
    beneficiano tutte le unità presenti nel suo settore" (p. 7); discounts add up, never
    below 0 (DDC-17)."""
    state = item_game(players=2, special_items=(*SPECIALS, "medal-case"))
    place(state, 1, 1)
    state.units[1].specialists.append("quartermaster")  # in play: every unit pays 2 less
    state.units[0].vehicles.append("armored-car")  # unit 0's sector only: 1 less
    no_tools = ("soldier", "soldier", "star", "star", "courage", "courage")
    roll(state, no_tools, no_tools)
    assert [u.item_points for u in state.units] == [0, 0]
    assert state.current_players() == [0]
    assert finds(state, 0) == {"find carrier-pigeon", "find lucky-charm", "find medal-case"}, "3 - 2 - 1 = 0"
    act(state, "find lucky-charm", 0)
    assert state.units[0].item_points == 0 and state.units[0].items == ["lucky-charm"]
    act(state, "done", 0)
    assert state.current_players() == [1]
    assert finds(state, 1) == {"find medal-case"}, "no Armored Car in sector 1: the Carrier Pigeon costs 1"
    state.units[1].item_points = 1
    assert finds(state, 1) == {"find carrier-pigeon", "find medal-case"}
    act(state, "find medal-case", 1)  # printed cost 0 (DDC-6), less 2
    assert state.units[1].item_points == 1, "a cost never falls below 0: no point is gained"
    assert finds(state, 1) == set(), "one find a turn"
    assert state.units[1].items == ["medal-case"]


def test_a_no_item_sector_allows_no_find_but_items_held_can_be_used() -> None:
    """Exercise Tiger sector 9: "In questo settore non è possibile trovare un nuovo oggetto ma
    si possono usare uno o più oggetti acquisiti in precedenza." The RWB Special Find cannot
    search a used item there either (DDD-13): only "oppure guadagna 2 stelle"."""
    state = item_game()
    change_sector(state, 2, no_item=True)
    hold(state, 0, "walkie-talkie")
    state.reserve.remove("binoculars")
    state.used.append("binoculars")
    state.units[0].item_points = 30
    roll(state, ("tool", "soldier", "tool", "courage", "tool", "star"))
    skip(state, UPKEEP)
    assert legal(state) == {"special-find stars"}
    act(state, "special-find stars")
    skip(state, SUPPLY)
    assert finds(state) == set()
    assert "use walkie-talkie" in legal(state)
    act(state, "use walkie-talkie")
    unit = state.units[0]
    assert unit.soldiers == 10 + 1 + 2 and unit.stars == 1 + 2 and unit.item_points == 30 + 6


def test_used_items_are_face_down_and_only_the_special_find_finds_them_again() -> None:
    """"Gli oggetti possono essere usati solo una volta e devono poi essere scartati. Gli
    oggetti usati sono piazzati a faccia coperta nella Riserva Comune." SPECIAL FIND: "Puoi
    cercare un oggetto usato a tua scelta (devi comunque pagarne il costo in punti oggetto e
    non conta nel limite di 1 per turno) oppure guadagna 2 stelle." """
    state = item_game()
    hold(state, 0, "walkie-talkie")
    state.units[0].item_points = 15
    roll(state, QUIET)
    assert state.phase == FINAL_COUNT
    act(state, "use walkie-talkie")
    assert state.units[0].items == [] and state.used == ["walkie-talkie"]
    assert "walkie-talkie" not in state.reserve
    skip(state, SUPPLY)
    assert "find walkie-talkie" not in finds(state) and "find walkie-talkie used" not in finds(state)
    act(state, "find field-radio")
    skip(state, MOVE)
    act(state, "stay")
    skip(state)
    assert state.turn == 2
    # a tool RWB: red, white and blue tools
    roll(state, ("tool", "soldier", "tool", "courage", "tool", "star"))
    skip(state, UPKEEP)
    assert legal(state) == {"special-find stars", "special-find item"}
    act(state, "special-find item")
    skip(state, SUPPLY)
    unit = state.units[0]
    assert unit.item_points == 18 - 12 + 6
    assert "find walkie-talkie used" in finds(state) and "find walkie-talkie" not in finds(state)
    act(state, "find walkie-talkie used")
    assert unit.item_points == 12 - 5 and "walkie-talkie" in unit.items and state.used == []
    assert "find lucky-charm" in finds(state), "the used item does not count in the one-a-turn limit"
    act(state, "find lucky-charm")
    assert unit.item_points == 7 - 3 and unit.items == ["field-radio", "walkie-talkie", "lucky-charm"]
    assert finds(state) == set(), "one used item per Special Find, one find a turn"


def test_units_in_the_same_sector_trade_items() -> None:
    """"Quando 2 o più unità sono nello stesso settore, possono scambiarsi risorse tra loro.
    Queste includono Soldati, Coraggio, Stelle, Attrezzi, Oggetti e Veicoli ... Un'unità non
    può scambiare con un'altra unità che risieda in un altro settore" """
    state = item_game(players=3)
    place(state, 2, 1)
    hold(state, 0, "walkie-talkie")
    roll(state, QUIET, QUIET, QUIET)
    skip(state, SUPPLY)
    assert state.current_players() == [0]
    assert "give 1 walkie-talkie" in legal(state, 0)
    assert "give 2 walkie-talkie" not in legal(state, 0), "unit 2 is in another sector"
    act(state, "give 1 walkie-talkie", 0)
    assert state.units[0].items == [] and state.units[1].items == ["walkie-talkie"]
    act(state, "done", 0)
    assert state.current_players() == [1]
    act(state, "use walkie-talkie", 1)
    assert state.units[1].soldiers == 10 + 2 + 2


def test_an_item_traded_in_combat_before_casualties_can_save_soldiers() -> None:
    """"Durante il Combattimento (Fase 5), gli scambi si possono fare dopo aver tirato il dado
    del Fuoco di Mitragliatrice ma prima che le unità subiscano perdite, cosi da potersi
    aiutare ad avere meno perdite." Field Radio: "+ 5 soldati". """
    state = both_stay("field-radio", holder=1, sectors=None)
    skip(state, after_mgf)
    assert "give 0 field-radio" in legal(state, 1)
    act(state, "give 0 field-radio", 1)
    act(state, "use field-radio", 0)
    skip(state)
    assert state.turn == 2
    assert [u.soldiers for u in state.units] == [12 + 5 - 1, 12 - 1]
    assert state.used == ["field-radio"]


def test_solo_play_has_no_carrier_pigeon_dispatch_case_or_mortar() -> None:
    """"Queste carte non sono disponibili nel gioco solitario: l'onorificenza Vittoria Cross,
    lo specialista War Correspondent, e i seguenti oggetti: Carrier Pigeon, Dispatch Case e
    Mortar." """
    solo = item_game()
    assert not {"carrier-pigeon", "dispatch-case", "mortar"} & set(solo.reserve)
    assert len(solo.reserve) == 10 - 1 + 17 - 2
    duo = item_game(players=2)
    assert {"carrier-pigeon", "dispatch-case", "mortar"} <= set(duo.reserve)
    solo.units[0].item_points = 100
    roll(solo, QUIET)
    found = finds(solo)
    assert len(found) == 24 and not {"find carrier-pigeon", "find dispatch-case", "find mortar"} & found


def test_a_unit_safe_in_the_bunker_can_no_longer_use_its_items() -> None:
    """FAQ: "Gli oggetti possono essere usati da un'unità già dentro al bunker ed ha finito il
    suo turno? No, una volta che hai finito il turno quello che possiedi non ha più valore" """
    state = item_game(players=2, start_soldiers=20)
    place(state, 0, 4)
    hold(state, 0, "walkie-talkie", "carrier-pigeon")
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "move 7", 0)
    act(state, "stay", 1)
    skip(state)
    unit = state.units[0]
    assert unit.safe and state.turn == 2 and unit.items == ["walkie-talkie", "carrier-pigeon"]
    roll(state, QUIET)
    assert state.phase == SUPPLY and state.current_players() == [1]
    assert state.legal_actions(0) == []
    assert not any(a.kind == "give" for a in state.legal_actions(1)), "nobody to trade with on the beach"
    skip(state, MOVE)
    assert state.current_players() == [1] and state.legal_actions(0) == []
    act(state, "stay", 1)
    assert unit.soldiers == 20 + 2 - 6 and unit.items == ["walkie-talkie", "carrier-pigeon"]


def test_def_effects_hold_for_every_unit_in_the_sector_until_the_end_of_the_turn() -> None:
    """"gli oggetti che hanno effetto sul valore di DEF (difesa) o sul fuoco di Mitragliatrice
    coinvolgono tutte le Unità presenti nel settore fin quando il turno non finirà"; "anche se
    un DEF di un settore va sotto lo zero, sarà comunque considerato zero." Bazooka: "Sottrai 7
    dal DEF del tuo settore (o bunker)". """
    state = both_stay("bazooka", sectors=None)
    assert "use bazooka" in legal(state, 0)
    act(state, "use bazooka", 0)
    skip(state)
    assert state.turn == 2
    assert [u.soldiers for u in state.units] == [12, 12], "DEF 1 - 7: zero for both units"
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "stay", 0)
    act(state, "stay", 1)
    skip(state)
    assert [u.soldiers for u in state.units] == [14 - 2, 14 - 2], "a new turn: the second DEF, 2"


def test_any_number_of_items_may_be_used_in_one_turn() -> None:
    """"Sebbene i giocatori possano acquisire solo 1 oggetto per turno, non ci sono limiti di
    quanti oggetti possano essere usati nello stesso turno"; FAQ: "Non c'è limite, puoi giocare
    tutti gli oggetti che vuoi nel tuo turno." """
    state = item_game()
    hold(state, 0, "walkie-talkie", "field-radio", "pocket-bible")
    roll(state, QUIET)
    for item in ("walkie-talkie", "field-radio", "pocket-bible"):
        act(state, f"use {item}")
    unit = state.units[0]
    assert unit.items == [] and state.used == ["walkie-talkie", "field-radio", "pocket-bible"]
    skip(state, SUPPLY)
    assert (unit.soldiers, unit.courage) == (10 + 2 + 2 + 5, 5 + 1 + 3)


# ---------------------------------------------------------------------- regular items


def test_carrier_pigeon_trades_with_a_unit_anywhere_this_turn() -> None:
    """Carrier Pigeon: "Questo turno, puoi scambiare risorse con un'altra unità in qualsiasi
    punto della mappa." """
    state = item_game(players=2)
    place(state, 1, 3)
    hold(state, 0, "carrier-pigeon")
    roll(state, QUIET, QUIET)
    skip(state, SUPPLY)
    assert state.current_players() == [0]
    assert not any(a.kind == "give" for a in state.legal_actions(0)), "unit 1 is in another sector"
    act(state, "use carrier-pigeon", 0)
    assert {"give 1 soldier", "give 1 courage", "give 1 star", "give 1 item-point"} <= legal(state, 0)
    act(state, "give 1 soldier", 0)
    act(state, "done", 0)
    assert "give 0 star" in legal(state, 1), "the pigeon carries both ways"
    assert [u.soldiers for u in state.units] == [11, 13]
    assert state.used == ["carrier-pigeon"]


def test_carrier_pigeon_can_be_used_after_the_mgf_roll_to_help_a_distant_unit() -> None:
    """Carrier Pigeon: "Questo turno, puoi scambiare risorse con un'altra unità in qualsiasi
    punto della mappa"; "Gli oggetti possono essere usati in qualsiasi momento"; "Durante il
    Combattimento (Fase 5), gli scambi si possono fare dopo aver tirato il dado del Fuoco di
    Mitragliatrice ma prima che le unità subiscano perdite, cosi da potersi aiutare ad avere
    meno perdite." -- seeing a 6 in sector 4, unit 0 sends its soldiers there."""
    state = item_game(players=2, start_soldiers=5)
    place(state, 1, 4)
    hold(state, 0, "carrier-pigeon")
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "stay", 0)
    act(state, "stay", 1)
    skip(state, lambda s: s.phase == COMBAT and s.current_players() == [CHANCE])
    chance(state, "d6 6")
    assert "use carrier-pigeon" in legal(state, 0)
    act(state, "use carrier-pigeon", 0)
    for _ in range(3):
        act(state, "give 1 soldier", 0)
    skip(state)
    assert state.turn == 2
    assert (state.units[0].soldiers, state.units[1].soldiers) == (7 - 3 - 1, 7 + 3 - (2 + 6))
    assert state.units[1].active and state.units[1].courage == 6 - 1


def test_walkie_talkie_gives_two_soldiers_even_right_when_found() -> None:
    """Walkie-Talkie: "+2 soldati"; "alcuni possono essere usati immediatamente quando trovati
    (tipo Walkie-Talkie o Whistle)" """
    state = item_game()
    state.units[0].item_points = 2
    roll(state, QUIET)
    act(state, "find walkie-talkie")
    assert state.units[0].item_points == 0
    act(state, "use walkie-talkie")
    unit = state.units[0]
    assert unit.soldiers == 10 + 2 + 2 and unit.items == [] and state.used == ["walkie-talkie"]


def test_mine_detector_ignores_a_minefield() -> None:
    """Mine Detector: "Ignora un campo minato per 1 turno" -- no minefield die; without it,
    "deve immediatamente tirare 1 dado per determinare il numero delle sue perdite"."""
    state = item_game()
    place(state, 0, 3)
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "move 6")
    assert state.d6_queue[0] == ("mine", 0)

    state = item_game()
    place(state, 0, 3)
    hold(state, 0, "mine-detector")
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "use mine-detector")
    act(state, "move 6")
    assert state.d6_queue == [("mgf", 6), ("mgf", 6)], "only the machine-gun fire of sector 6"
    chance(state, "d6 1", "d6 2")
    skip(state)
    assert state.units[0].soldiers == 12 - (2 + 3)


def test_mine_detector_ignores_one_minefield_only() -> None:
    """Mine Detector: "Ignora un campo minato per 1 turno" -- one minefield: a unit moving
    twice this turn (Silver Star: "1 unità qualsiasi può muovere due volte durante la Fase 4")
    rolls for the second minefield it crosses."""
    from meeple.games.dday_dice.medals import SILVER_STAR_FLAG

    state = item_game()
    exits = dict(state.board.exits)
    exits[6] = tuple(dataclasses.replace(e, minefield=e.to == 5) for e in exits[6])
    state.board = dataclasses.replace(state.board, exits=exits)
    place(state, 0, 3)
    hold(state, 0, "mine-detector")
    roll(state, QUIET)
    state.units[0].flags.append(SILVER_STAR_FLAG)  # the medal played at the end of Phase 1
    skip(state, MOVE)
    act(state, "use mine-detector")
    act(state, "move 6")
    assert not state.d6_queue
    act(state, "move 5")
    assert state.d6_queue[:1] == [("mine", 0)]


def test_whistle_advances_without_courage_but_not_past_requirements() -> None:
    """Whistle: "Avanza senza spendere coraggio. Devi comunque rispettare tutti i requisiti di
    settore e le restrizioni" """
    state = item_game(start_courage=0)
    hold(state, 0, "whistle")
    roll(state, NO_COURAGE)
    skip(state, MOVE)
    assert legal(state) == {"stay", "move 1", "move 3", "use whistle"}, "no courage to advance"
    act(state, "use whistle")
    assert "move 5" in legal(state)
    act(state, "move 5")
    assert state.units[0].sector == 5 and state.units[0].courage == 0

    state = item_game(start_courage=0)
    change_sector(state, 5, requires=(("have", "medic"),))
    hold(state, 0, "whistle")
    roll(state, NO_COURAGE)
    skip(state, MOVE)
    act(state, "use whistle")
    assert "move 5" not in legal(state), "the sector asks for a Medic"


def test_binoculars_change_a_locked_die_but_not_its_colour() -> None:
    """Binoculars: "Cambia il risultato di 1 dado (ma non il suo colore). Può essere usato su
    un dado bloccato" -- a locked blue skull becomes a blue two-soldier die: with the red and
    the white ones, Fresh Troops ("Guadagni 6 soldati")."""
    state = item_game()
    hold(state, 0, "binoculars")
    roll(state, ("soldiers", "star", "soldiers", "tool", "skull", "courage"), locks=("r1", "b1"))
    assert state.phase == FINAL_COUNT
    assert "use binoculars b1 soldiers" in legal(state)
    act(state, "use binoculars b1 soldiers")
    unit = state.units[0]
    assert unit.dice[4] == SOLDIERS and unit.colours[4] == BLUE
    skip(state, SUPPLY)
    assert unit.soldiers == 10 + 2 + 2 + 2 + 6, "no skull to cancel a die, and an RWB"


def test_binoculars_change_the_mgf_die_for_every_unit_in_the_sector() -> None:
    """Binoculars: "... o qualsiasi altro dato (tipo il MGF)"; "Il dado MGF può essere ritirato
    o cambiato ... quando alcuni oggetti sono in uso (come il Binoculars). Se qualcosa modifica
    il MGF per qualsiasi ragione, tutte le unità presenti nel settore ne beneficeranno" -- a 6
    turned into a 1: no special damage either."""
    state = both_stay("binoculars")
    chance(state, "d6 6")
    assert "use binoculars mgf1 1" in legal(state, 0)
    assert "use binoculars mgf1 6" not in legal(state, 0)
    act(state, "use binoculars mgf1 1", 0)
    skip(state)
    assert state.turn == 2
    assert [u.soldiers for u in state.units] == [12 - 3, 12 - 3]
    assert [u.courage for u in state.units] == [6, 6]


def test_grenade_prevents_the_mgf_of_the_sector_if_played_before_the_roll() -> None:
    """Grenade: "Previeni il MGF nel tuo settore (o bunker) per 1 turno. Deve essere giocato
    prima che il dado del MGF sia tirato" -- for every unit in the sector."""
    state = both_stay("grenade")
    assert state.current_players() == [0] and "use grenade" in legal(state, 0)
    act(state, "use grenade", 0)
    assert not state.d6_queue, "no machine-gun die is rolled"
    skip(state)
    assert state.turn == 2 and [u.soldiers for u in state.units] == [12 - 2, 12 - 2]

    state = both_stay("grenade")
    act(state, "done", 0)
    chance(state, "d6 3")
    assert after_mgf(state) and "use grenade" not in legal(state, 0), "too late once the die is rolled"


def test_field_radio_gives_five_soldiers() -> None:
    """Field Radio: "+ 5 soldati" -- any time ("Gli oggetti possono essere usati in qualsiasi
    momento"), here before moving."""
    state = item_game()
    hold(state, 0, "field-radio")
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "use field-radio")
    assert state.units[0].soldiers == 10 + 2 + 5 and state.used == ["field-radio"]


def test_shoulder_patch_recruits_for_one_soldier_within_the_one_a_turn_limit() -> None:
    """Shoulder Patch: "Perdi 1 soldato per reclutare 1 specialista"; "un solo specialista
    può essere reclutato per turno per giocatore" (DDC-23)."""
    state = item_game()
    hold(state, 0, "shoulder-patch")
    roll(state, QUIET)
    assert "recruit medic" not in legal(state), "1 star: no Medic with stars"
    act(state, "recruit medic patch")
    unit = state.units[0]
    assert unit.specialists == ["medic"] and unit.soldiers == 12 - 1 and unit.stars == 1
    assert state.used == ["shoulder-patch"]
    assert not any(a.kind == "recruit" for a in state.legal_actions(0))

    state = item_game(start_stars=10)
    hold(state, 0, "shoulder-patch")
    roll(state, QUIET)
    act(state, "recruit veteran")
    assert not any(a.kind == "recruit" for a in state.legal_actions(0)), "the turn's recruit is made"
    assert state.units[0].items == ["shoulder-patch"]


def test_bangalore_torpedo_brings_the_sector_def_to_zero_but_not_a_bunkers() -> None:
    """Bangalore Torpedo: "Riduci il DEF del tuo settore (non un bunker) a 0" -- for every
    unit in the sector."""
    state = item_game(players=3, start_soldiers=20)
    for seat in (0, 1):
        place(state, seat, 5)
    place(state, 2, 4)
    hold(state, 0, "bangalore-torpedo")
    hold(state, 2, "flame-thrower")
    state.units[2].items.append("bangalore-torpedo")  # a second copy, to show it idle in a bunker
    roll(state, QUIET, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "stay", 0)
    act(state, "stay", 1)
    act(state, "move 7", 2)
    assert "use bangalore-torpedo" in legal(state, 0)
    assert "use bangalore-torpedo" not in legal(state, 2), "unit 2 fights in the bunker"
    act(state, "use bangalore-torpedo", 0)
    skip(state)
    assert [u.soldiers for u in state.units[:2]] == [22, 22], "DEF 3 brought to 0"
    assert state.units[2].safe and state.units[2].soldiers == 22 - 6


def test_flame_thrower_takes_ten_from_the_bunkers_def() -> None:
    """Flame-Thrower: "Sottrai 10 al DEF del tuo bunker" -- used by a unit fighting in the
    bunker (DDC-19); DEF 6 - 10 is "comunque considerato zero"."""
    state = item_game(players=2)
    place(state, 0, 4)
    place(state, 1, 4)
    hold(state, 0, "flame-thrower")
    hold(state, 1, "flame-thrower")  # a second copy for the test, to show it idle outside a bunker
    state.units[1].items.append("walkie-talkie")
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "move 7", 0)
    act(state, "stay", 1)
    assert "use flame-thrower" in legal(state, 0)
    assert "use flame-thrower" not in legal(state, 1), "sector 4 is no bunker"
    act(state, "use flame-thrower", 0)
    skip(state)
    chance(state, "d6 2")  # sector 4's machine-gun fire
    skip(state)
    unit = state.units[0]
    assert unit.safe and unit.soldiers == 12
    assert state.units[1].soldiers == 12 - 2 - 2


# ---------------------------------------------------------------------- special items


def test_lucky_charm_gives_a_star_or_a_courage() -> None:
    """Lucky Charm: "+1 stella o +1 coraggio" """
    state = item_game()
    hold(state, 0, "lucky-charm")
    roll(state, QUIET)
    assert {"use lucky-charm star", "use lucky-charm courage"} <= legal(state)
    other = state.clone()
    act(state, "use lucky-charm star")
    act(other, "use lucky-charm courage")
    skip(state, SUPPLY)
    skip(other, SUPPLY)
    assert (state.units[0].stars, state.units[0].courage) == (2, 6)
    assert (other.units[0].stars, other.units[0].courage) == (1, 7)


def test_grappling_hook_adds_a_skull_of_any_colour() -> None:
    """Grappling Hook: "Aggiungi 1 teschio di qualsiasi colore al tuo Conteggio Finale" -- a
    blue skull beside a red and a white one: DEAD MAN'S GIFT, "Guadagni 20 Punti Oggetto e
    ignori gli effetti negativi di questi teschi"; alone, it cancels a die like any skull."""
    state = item_game()
    hold(state, 0, "grappling-hook")
    roll(state, ("skull", "star", "skull", "tool", "soldiers", "courage"))
    assert {"use grappling-hook red", "use grappling-hook white", "use grappling-hook blue"} <= legal(state)
    act(state, "use grappling-hook blue")
    skip(state, SUPPLY)
    unit = state.units[0]
    assert unit.item_points == 1 + 20 and unit.soldiers == 12 and unit.stars == 1

    state = item_game()
    hold(state, 0, "grappling-hook")
    roll(state, QUIET)
    act(state, "use grappling-hook red")
    skip(state, UPKEEP)
    assert legal(state) == {"cancel r1", "cancel r2", "cancel w1", "cancel w2", "cancel b1", "cancel b2"}
    act(state, "cancel r1")
    assert state.units[0].soldiers == 10 + 1


def test_flak_vest_spares_only_its_own_unit_the_mgf_and_its_special_damage() -> None:
    """Flak Vest: "La tua unità ignora tutti i risultati di MGF per 1 turno. Anche il danno
    speciale viene ignorato"; FAQ: "questo oggetto dà beneficio solo all'unità che l'ha usato?
    Si, perchè è scritto chiaramente sulla carta." """
    state = both_stay("flak-vest")
    act(state, "use flak-vest", 0)
    skip(state)
    chance(state, "d6 6")
    skip(state)
    assert state.turn == 2
    assert [u.soldiers for u in state.units] == [12 - 2, 12 - 2 - 6]
    assert [u.courage for u in state.units] == [6, 6 - 1]


def test_gammon_bombs_in_the_bunker_add_up() -> None:
    """Gammon Bomb: "Sottrai 1d6 dal DEF del tuo settore (o bunker)"; "tutti i gli effetti di
    riduzione del DEF sono cumulativi" -- bunker DEF 6 - 2 - 3."""
    state = item_game()
    place(state, 0, 4)
    hold(state, 0, "gammon-bomb")
    state.units[0].items.append("gammon-bomb")  # a second copy for the test
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "move 7")
    act(state, "use gammon-bomb")
    chance(state, "d6 2")
    act(state, "use gammon-bomb")
    chance(state, "d6 3")
    skip(state)
    assert state.units[0].safe and state.units[0].soldiers == 12 - 1


def test_gammon_bomb_takes_a_d6_from_the_def_for_the_whole_sector() -> None:
    """Gammon Bomb: "Sottrai 1d6 dal DEF del tuo settore (o bunker)" """
    state = both_stay("gammon-bomb", sectors=(5, 5))
    act(state, "use gammon-bomb", 0)
    assert state.current_players() == [CHANCE]
    chance(state, "d6 2")
    skip(state)
    assert state.turn == 2 and [u.soldiers for u in state.units] == [12 - 1, 12 - 1], "DEF 3 - 2"


def test_mortar_prevents_the_mgf_of_an_adjacent_sector() -> None:
    """Mortar: "Previeni il MGF in un settore (o bunker) adiacente per 1 turno. Deve essere
    giocato prima che il dado del MGF sia tirato" """
    state = both_stay("mortar", sectors=(1, 4))
    assert {a.text for a in state.legal_actions(0) if a.kind == "use"} == {"use mortar 4"}
    act(state, "use mortar 4", 0)
    assert not state.d6_queue
    skip(state)
    assert state.turn == 2 and state.units[1].soldiers == 12 - 2


def test_pocket_bible_gives_three_courage() -> None:
    """Pocket Bible: "+3 coraggio" -- enough to advance."""
    state = item_game(start_courage=0)
    hold(state, 0, "pocket-bible")
    roll(state, NO_COURAGE)
    skip(state, MOVE)
    assert "move 5" not in legal(state)
    act(state, "use pocket-bible")
    act(state, "move 5")
    assert state.units[0].courage == 3 - 1


def test_rangefinder_changes_a_blue_die_only() -> None:
    """Rangefinder: "Cambia il risultato di 1 dado blu nel tuo Conteggio Finale" """
    state = item_game()
    hold(state, 0, "rangefinder")
    roll(state, ("soldiers", "star", "soldiers", "tool", "courage", "star"))
    uses = [a for a in state.legal_actions(0) if a.name == "rangefinder"]
    assert uses and {a.text.split()[2] for a in uses} == {"b1", "b2"}
    act(state, "use rangefinder b1 soldiers")
    skip(state, SUPPLY)
    assert state.units[0].soldiers == 10 + 6 + 6 and state.units[0].courage == 5


def test_strategic_map_changes_a_dies_colour_not_its_result() -> None:
    """Strategic Map: "Cambia il colore di 1 dado nel tuo Conteggio Finale (ma non il suo
    risultato)" -- two red and one white two-soldier dice become red, white and blue."""
    state = item_game()
    hold(state, 0, "strategic-map")
    roll(state, ("soldiers", "soldiers", "soldiers", "tool", "star", "courage"))
    act(state, "use strategic-map r2 blue")
    unit = state.units[0]
    assert unit.dice[1] == SOLDIERS and unit.colours[1] == BLUE
    skip(state, SUPPLY)
    assert unit.soldiers == 10 + 6 + 6


def test_toolkit_adds_two_colourless_tools() -> None:
    """Toolkit: "Aggiungi 2 attrezzi al tuo Conteggio Finale. Questi attrezzi non hanno
    colore." -- four tools (12 Item Points) but no Special Find with a red and a white tool."""
    state = item_game()
    hold(state, 0, "toolkit")
    roll(state, ("tool", "star", "tool", "soldier", "courage", "soldiers"))
    act(state, "use toolkit")
    skip(state, lambda s: s.phase != FINAL_COUNT)
    assert state.phase == SUPPLY, "no RWB choice in upkeep"
    assert state.units[0].item_points == 12


def test_ammo_box_turns_every_skull_into_one_chosen_result() -> None:
    """Ammo Box: "I teschi nel tuo Conteggio Finale prendono un risultato a tua scelta. Devono
    essere tutti lo stesso risultato." -- a red and a white skull become two-soldier dice:
    with the blue one, Fresh Troops."""
    state = item_game()
    hold(state, 0, "ammo-box")
    roll(state, ("skull", "star", "skull", "tool", "soldiers", "courage"))
    uses = {a.text for a in state.legal_actions(0) if a.name == "ammo-box"}
    assert uses == {f"use ammo-box {f}" for f in ("star", "soldier", "soldiers", "courage", "tool")}
    act(state, "use ammo-box soldiers")
    unit = state.units[0]
    assert unit.dice[0] == unit.dice[2] == SOLDIERS
    skip(state, SUPPLY)
    assert unit.soldiers == 10 + 6 + 6, "no skull left to cancel a die"

    state = item_game()
    hold(state, 0, "ammo-box")
    roll(state, QUIET)
    assert state.phase == SUPPLY, "no skull: nothing to change, the unit is not asked"


def test_command_jacket_gains_a_leadership() -> None:
    """Command Jacket: "Guadagni un RWB Leadership" -- LEADERSHIP: "Aggiungi 1 risultato BIANCO
    a tua scelta al tuo Conteggio Finale: questo può attivare un altro bonus RWB" """
    state = item_game()
    hold(state, 0, "command-jacket")
    roll(state, ("soldiers", "star", "tool", "tool", "soldiers", "courage"))
    act(state, "use command-jacket")
    skip(state, UPKEEP)
    assert {"leadership soldiers", "leadership courage 0"} <= legal(state)
    act(state, "leadership soldiers")
    assert state.units[0].soldiers == 10 + 2 + 2 + 2 + 6, "the white result makes Fresh Troops"


def test_rope_ladder_adds_a_skull_to_every_unit() -> None:
    """Rope Ladder: "Tutte le unità aggiungono 1 teschio di qualsiasi colore al loro Conteggio
    Finale" -- each unit chooses its colour (DDC-20)."""
    state = item_game(players=2)
    hold(state, 0, "rope-ladder")
    roll(state, QUIET, ("skull", "star", "skull", "tool", "soldiers", "courage"))
    act(state, "use rope-ladder", 0)
    assert state.current_players() == [0, 1]
    assert legal(state, 1) == {"skull red", "skull white", "skull blue"}
    act(state, "skull blue", 1)
    act(state, "skull red", 0)
    skip(state, UPKEEP)
    assert state.units[1].item_points == 1 + 20, "a blue skull: Dead Man's Gift"
    assert legal(state, 0) == {"cancel r1", "cancel r2", "cancel w1", "cancel w2", "cancel b1", "cancel b2"}
    act(state, "cancel r1", 0)
    assert state.units[0].soldiers == 10 + 1


def test_wirecutters_open_a_barrier_for_the_units_moving_with_you() -> None:
    """Wirecutters: "Ignora le Barriers per 1 turno. Vale anche per le unità che muovono con
    te" -- "le unità non possono mai attraversarle" otherwise."""
    state = item_game(players=2)
    exits = dict(state.board.exits)
    exits[2] = tuple(dataclasses.replace(e, barrier=e.to == 5) for e in exits[2])
    state.board = dataclasses.replace(state.board, exits=exits)
    hold(state, 0, "wirecutters")
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    assert "move 5" not in legal(state, 0) and "move 5" not in legal(state, 1)
    act(state, "use wirecutters", 0)
    assert "move 5" in legal(state, 0) and "move 5" in legal(state, 1)
    act(state, "move 5", 1)
    act(state, "move 5", 0)
    assert [u.sector for u in state.units] == [5, 5]


def test_wirecutters_still_open_the_barrier_after_their_user_has_moved() -> None:
    """Wirecutters: "Vale anche per le unità che muovono con te" -- Phase 4 is simultaneous:
    the order in which the units of the sector move changes nothing (DDC-25)."""
    state = item_game(players=2)
    exits = dict(state.board.exits)
    exits[2] = tuple(dataclasses.replace(e, barrier=e.to == 5) for e in exits[2])
    state.board = dataclasses.replace(state.board, exits=exits)
    hold(state, 0, "wirecutters")
    roll(state, QUIET, QUIET)
    skip(state, MOVE)
    act(state, "use wirecutters", 0)
    act(state, "move 5", 0)
    assert "move 5" in legal(state, 1)


def test_amphetamines_gain_a_battle_cry() -> None:
    """Amphetamines: "Guadagna un RWB Battle Cry" -- BATTLE CRY: "Guadagni 3 soldati oppure,
    se muovi in questo turno, ignora tutti i requisiti del settore" """
    state = item_game()
    hold(state, 0, "amphetamines")
    roll(state, QUIET)
    act(state, "use amphetamines")
    skip(state, UPKEEP)
    assert legal(state) == {"battle-cry soldiers", "battle-cry move"}
    act(state, "battle-cry soldiers")
    assert state.units[0].soldiers == 10 + 2 + 3


def test_dispatch_case_copies_another_units_final_count() -> None:
    """Dispatch Case: "Copia il Conteggio Finale di un'altra unità ed ignora il tuo" """
    state = item_game(players=2)
    hold(state, 0, "dispatch-case")
    roll(state, QUIET, ("soldiers", "star", "soldiers", "tool", "soldiers", "courage"))
    assert {a.text for a in state.legal_actions(0) if a.name == "dispatch-case"} == {"use dispatch-case 1"}
    act(state, "use dispatch-case 1", 0)
    skip(state, SUPPLY)
    for unit in state.units:
        assert (unit.soldiers, unit.stars, unit.courage, unit.item_points) == (10 + 6 + 6, 1, 6, 1)


def test_bazooka_takes_seven_from_the_bunkers_def() -> None:
    """Bazooka: "Sottrai 7 dal DEF del tuo settore (o bunker)" -- bunker DEF 6 - 7, zero."""
    state = item_game()
    place(state, 0, 4)
    hold(state, 0, "bazooka")
    roll(state, QUIET)
    skip(state, MOVE)
    act(state, "move 7")
    act(state, "use bazooka")
    skip(state)
    assert state.units[0].safe and state.units[0].soldiers == 12


def test_signalling_lamp_gains_fresh_troops() -> None:
    """Signalling Lamp: "Guadagna un RWB Fresh Troops" -- FRESH TROOPS: "Guadagni 6 soldati";
    an RWB the unit gets, for the Veteran too ("Guadagna 1 soldato per ogni RWB che ottieni",
    DDC-24)."""
    state = item_game()
    hold(state, 0, "signalling-lamp")
    state.units[0].specialists.append("veteran")
    roll(state, QUIET)
    act(state, "use signalling-lamp")
    skip(state, SUPPLY)
    assert state.units[0].soldiers == 10 + 2 + 6 + 1

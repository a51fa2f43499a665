"""More of the rulebook's worked examples scripted as game records (issue 5: "the movement and
diagonal examples, the line-of-sight and cover examples, the reaction-fire sequences [...]
scripted through game records").

The records are in ``records/more/`` (``records/`` itself holds the records of
test_dt_records_examples.py, whose first test lists them exactly), each with its test-only
scenario beside it (``<name>.toml``: the terrain of the example's figure, the units entering
on edges next to it) and played from set-up through the kernel, every die pinned. Each record
holds its scenario (and armies) itself, as the game options do; the Attack + Move record plays
``../skirmish.toml`` with the armies of ``../blackhawk-army.toml`` and ``../flak-army.toml``.

Each test replays its record and reads, at the example's moment, what the game offered: the
``move_options`` of a Move (squares and costs), the ``aim_options`` of an Attack (targets,
dice and cover), the ``reaction_options`` of a reaction window, and the events that followed.
Where the example speaks of a square out of every weapon's range, the sight is read with
:func:`~meeple.games.dust_tactics.line_of_sight.can_see` on the record's battlefield.

- ``movement-blackhawk-and-diagonals.json``: p. 8, the Blackhawk's red and blue squares; the
  first diagonal of an activation costs 1, the later ones 2 (the Blackhawk and Rhino);
- ``movement-corners.json``: p. 9, soldiers past one insurmountable corner for 1, nobody
  between two, Hans and the Blackhawk not past one (a no-dot square, an anti-tank block);
- ``los-a-b-figure.json``: p. 11, A1-A4 / B1-B4;
- ``los-touched-corner.json``, ``los-anti-tank.json``: p. 9;
- ``los-infantry-in-the-way.json``, ``los-vehicle-in-the-way.json``, ``los-corners-sides.json``:
  p. 10;
- ``cover-corners.json``, ``cover-anti-tank.json``, ``cover-units.json``,
  ``cover-elements.json``: p. 13, corner cover, soft and hard cover, the Hell Boys in hard cover;
- ``reaction-fire-attack-move.json``, ``reaction-fire-move-move.json``: p. 16.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from meeple.engine.core import CHANCE
from meeple.engine.data_files import read_toml
from meeple.engine.record import GameRecord, load_record, replay_record
from meeple.engine.registry import get_game
from meeple.games.dust_tactics.battlefield import Square
from meeple.games.dust_tactics.line_of_sight import can_see, sight
from meeple.games.dust_tactics.state import DtState
from meeple.games.dust_tactics.units import unit as card
from meeple.games.dust_tactics.weapon_range import distance

MORE = Path(__file__).parent / "records" / "more"
GAME = get_game("dust-tactics")
RECORDS = [
    "cover-anti-tank.json", "cover-corners.json", "cover-elements.json", "cover-units.json",
    "los-a-b-figure.json", "los-anti-tank.json", "los-corners-sides.json", "los-infantry-in-the-way.json",
    "los-touched-corner.json", "los-vehicle-in-the-way.json", "movement-blackhawk-and-diagonals.json",
    "movement-corners.json", "reaction-fire-attack-move.json", "reaction-fire-move-move.json",
]



@dataclass
class Step:
    """One move of a record and what the game offered just before it."""

    index: int
    text: str  # "0: move c5", "chance: roll h"
    turn: int
    unit: str | None  # the unit moving, aiming or being reacted to
    at: str | None  # where that unit stands
    offered: dict[str, Any]  # move_options / aim_line + aim_options / reaction_options


@dataclass
class Played:
    record: GameRecord
    steps: list[Step]
    state: DtState
    events: list[dict]

    def find(self, text: str, nth: int = 1) -> Step:
        found = [s for s in self.steps if s.text == text]
        assert len(found) >= nth, f"no {text!r} #{nth} in the record"
        return found[nth - 1]

    def after(self, step: Step) -> DtState:
        """The state right after ``step`` (a replay of the record up to it)."""
        return replay(self.record, step.index + 1)

    def before(self, step: Step) -> DtState:
        return replay(self.record, step.index)

    def aims(self, unit: str, turn: int) -> list[Step]:
        return [s for s in self.steps if s.turn == turn and s.unit == unit and "aim_options" in s.offered]

    def targets(self, unit: str, turn: int) -> dict[str, str]:
        """Every target the unit's lines were offered on ``turn``, with its cover."""
        return {o["target"]: o.get("cover") for s in self.aims(unit, turn) for o in s.offered["aim_options"]}


def toml(path: Path) -> dict[str, Any]:
    """What the file at ``path`` parses to: the content a record's option holds."""
    return read_toml(path, "test")


def replay(rec: GameRecord, moves: int | None = None) -> DtState:
    if moves is not None:
        rec = rec.model_copy(update={"moves": rec.moves[:moves]})
    state = replay_record(rec).state
    assert isinstance(state, DtState)
    return state


def play(name: str) -> Played:
    """Replay record ``name`` move by move through the kernel, noting what each decision
    offered (the observation's ``move_options``, ``aim_options``, ``reaction_options``)."""
    rec = load_record(MORE / name)
    assert rec.seed is None
    state = GAME.new_game(len(rec.seats), rec.options)
    assert isinstance(state, DtState)
    steps: list[Step] = []
    events: list[dict] = []
    for i, move in enumerate(rec.moves):
        player = CHANCE if move.by == "chance" else move.by
        offered: dict[str, Any] = {}
        unit = None
        if move.by != "chance":
            obs = state.observation(move.by)
            offered = {k: obs[k] for k in ("move_options", "aim_line", "aim_options", "reaction_options") if k in obs}
            if state.aim is not None and "aim_options" in offered:
                unit = state.aim.attacker
            elif state.act is not None:
                unit = state.act.unit
        at = state.pos.get(unit) if unit else None
        steps.append(Step(i, f"{move.by}: {move.action}", state.turn, unit, str(at) if at else None, offered))
        events += state.apply(player, GAME.parse_action(move.action))
    assert state.to_json() == replay(rec).to_json(), "replay_record gives the same game"
    return Played(rec, steps, state, events)


def options(step: Step) -> dict[str, dict[str, Any]]:
    return {o["square"]: o for o in step.offered["move_options"]}


def costs(step: Step) -> dict[str, int]:
    return {sq: o["cost"] for sq, o in options(step).items()}


def sq(name: str) -> Square:
    return Square.parse(name)


def block(top_left: str, bottom_right: str) -> set[str]:
    a, b = sq(top_left), sq(bottom_right)
    return {str(Square(c, r)) for c in range(a.col, b.col + 1) for r in range(a.row, b.row + 1)}


def test_every_new_record_is_played_from_set_up_with_every_die_pinned() -> None:
    assert sorted(p.name for p in MORE.glob("*.json")) == RECORDS
    for name in RECORDS:
        rec = load_record(MORE / name)
        assert rec.seed is None, "no seed: every chance move is in the record"
        assert rec.moves[0].by == "chance" or rec.moves[0].action in ("alone",), "from set-up"
        assert replay(rec).to_json() == replay(rec).to_json(), f"{name} replays identically"


# ---------------------------------------------------------------------------------------
# Movement (pp. 8-9)
# ---------------------------------------------------------------------------------------


def test_the_blackhawk_movement_figure_red_and_blue_squares() -> None:
    """p. 8: "Il Blackhawk ha Move 1. I quadrati rossi indicano dove può arrivare se decide di
    muoversi di Move 1. I quadrati blu indicano dove può arrivare se decide di avanzare di
    Move 2."

    movement-open.toml: the Blackhawk enters on c7 and walks to c5, the middle of the 5 x 5
    block a3-e7. On turn three it declares Move + Move: its first Move offers the eight red
    squares, each for 1 (the first diagonal costs 1); the squares its second Move offers,
    whichever red square it stops on first, are the blue ones: the whole block but its
    corners, which would need a second diagonal."""
    played = play("movement-blackhawk-and-diagonals.json")
    assert card("blackhawk").movement == 1
    first = played.find("0: move d4")
    assert (first.turn, first.unit, first.at) == (3, "blackhawk", "c5")
    red = costs(first)
    assert set(red) == block("b4", "d6") - {"c5"}
    assert set(red.values()) == {1}
    assert {s for s, o in options(first).items() if o["diagonal"]} == {"b4", "d4", "b6", "d6"}
    before = played.before(first)
    blue: set[str] = set()
    for square in red:
        state = before.clone()
        state.apply(0, GAME.parse_action(f"move {square}"))
        assert state.phase == "move", "the second Move of the Move + Move"
        blue |= {o["square"] for o in state.observation(0)["move_options"]}
    assert blue == block("a3", "e7") - {"a3", "e3", "a7", "e7"}


def test_the_first_diagonal_of_an_activation_costs_one_and_the_later_ones_two() -> None:
    """p. 8: "E' possibile muoversi in diagonale in Dust Tactics. Per ogni attivazione il primo
    movimento in diagonale conta un punto movimento mentre i successivi ne contano due."

    The Blackhawk (Move 1), turn three: its first Move goes diagonally to d4 for 1; its second
    Move is offered the straight squares only (a diagonal would now cost 2). Turn four, a new
    activation: the diagonals cost 1 again. Rhino (Move 2): entering on h7, its next Move
    reaches a diagonal square for 1 and a diagonal and a step for 2, never two diagonals (3);
    on turn two its first Move takes g3 by the diagonal and a step (2), and its second Move
    pays 2 for a diagonal."""
    played = play("movement-blackhawk-and-diagonals.json")
    first = played.find("0: move d4")
    assert options(first)["d4"]["cost"] == 1 and options(first)["d4"]["diagonal"]
    second = played.find("0: move d3")
    assert (second.turn, second.at) == (3, "d4")
    assert costs(second) == {"d3": 1, "c4": 1, "e4": 1, "d5": 1}, "no diagonal: the next one costs 2"
    again = played.find("0: move c2")
    assert (again.turn, again.at) == (4, "d3")
    assert {s: o["cost"] for s, o in options(again).items() if o["diagonal"]} == {"c2": 1, "e2": 1, "c4": 1, "e4": 1}

    entered = played.find("0: move h5")
    assert (entered.turn, entered.unit, entered.at) == (1, "rhino", "h7")
    assert card("rhino").movement == 2
    rhino = costs(entered)
    assert rhino["g6"] == 1 and rhino["i6"] == 1 and rhino["h5"] == 2 and rhino["f6"] == 2
    assert "f5" not in rhino, "two diagonals: 1 + 2 = 3 points"
    first_move = played.find("0: move g3")
    assert (first_move.turn, first_move.at) == (2, "h5")
    assert options(first_move)["g3"]["cost"] == 2 and options(first_move)["g3"]["diagonal"]
    assert "f3" not in costs(first_move)
    later = played.find("0: move f2")
    assert later.at == "g3"
    later_costs = costs(later)
    assert {s: later_costs[s] for s in ("f2", "h2", "f4", "h4")} == {"f2": 2, "h2": 2, "f4": 2, "h4": 2}
    assert {s: later_costs[s] for s in ("g2", "f3", "h3", "g4")} == {"g2": 1, "f3": 1, "h3": 1, "g4": 1}
    assert not any(o["diagonal"] for o in later.offered["move_options"])
    assert str(played.state.pos["rhino"]) == "f2"


def test_soldiers_go_round_one_insurmountable_corner_for_one_point() -> None:
    """p. 9: "I soldati (squadre o eroi) possono muoversi in diagonale per 1 anche se uno degli
    angoli fa parte di un terreno insormontabile (un quadrato senza punto oppure occupato da
    un'unità nemica)." "i Death Dealers si muovono dal quadrato A al quadrato B spendendo 1 per
    il loro spostamento in diagonale."

    movement-corners.toml: the Death Dealers enter on b4 (A) and go on to c3 (B), past the
    no-dot square c4, for 1."""
    played = play("movement-corners.json")
    step = played.find("0: move c3")
    assert (step.turn, step.unit, step.at) == (1, "death-dealers", "b4")
    assert played.state.field.terrain_at(sq("c4")).value == "impassable"
    assert options(step)["c3"]["cost"] == 1 and options(step)["c3"]["diagonal"]


def test_nobody_moves_diagonally_between_two_insurmountable_corners() -> None:
    """p. 9: "Nota: le unità non possono spostarsi in diagonale se due angoli appartengono a
    terreni insormontabili." "i Death Dealers non possono andare da A a B perché dovrebbero
    passare attraverso due quadrati di terreno insormontabile."

    Turn two: the Death Dealers on c3 (A) are not offered d2 (B), open and empty, between the
    no-dot squares c2 and d3; past the single corner c2 they reach b2 for 1."""
    played = play("movement-corners.json")
    step = played.find("0: move b2")
    assert (step.turn, step.unit, step.at) == (2, "death-dealers", "c3")
    field = played.state.field
    assert field.terrain_at(sq("d2")).value == "open" and not played.state.occupancy().at(sq("d2"))
    assert field.terrain_at(sq("c2")).value == field.terrain_at(sq("d3")).value == "impassable"
    assert "d2" not in options(step)
    assert costs(step) == {"b2": 1, "b3": 1, "b4": 1}


def test_vehicles_go_round_no_insurmountable_corner() -> None:
    """p. 9: "I veicoli non possono muoversi in diagonale se uno degli angoli fa parte di un
    terreno insormontabile (un quadrato senza punto o contenente un blocco anticarro)." "Un
    Hans si muove da A a B. Non potendo muoversi in diagonale deve utilizzare 2, spostandosi
    prima a sinistra e poi verso l'alto."

    Hans enters on g1 (A); on turn two, Move + Move: f2 (B) is not offered past the no-dot
    square g2, so it moves to f1 and then to f2, two points. The Blackhawk enters on h4 and is
    not offered g3 past the anti-tank block on h3: g4, then g3."""
    played = play("movement-corners.json")
    first = played.find("1: move f1")
    assert (first.turn, first.unit, first.at) == (2, "hans", "g1")
    assert played.state.field.terrain_at(sq("g2")).value == "impassable"
    assert costs(first) == {"f1": 1, "h1": 1}, "no diagonal to f2 (nor h2)"
    second = played.find("1: move f2")
    assert second.at == "f1" and options(second)["f2"]["cost"] == 1
    assert str(played.state.pos["hans"]) == "f2", "deve utilizzare 2"

    tank = played.find("0: move g4")
    assert (tank.turn, tank.unit, tank.at) == (1, "blackhawk", "h4")
    assert played.state.field.element_at(sq("h3")).value == "anti-tank-block"
    assert costs(tank) == {"g4": 1, "i4": 1}, "no diagonal past the anti-tank block"
    on = played.find("0: move g3")
    assert (on.turn, on.at) == (2, "g4") and str(played.state.pos["blackhawk"]) == "g3"


# ---------------------------------------------------------------------------------------
# Line of sight (pp. 9-11)
# ---------------------------------------------------------------------------------------

#: los-a-b-figure.toml: the wall a1-a4; A1-A4 below it, B1-B4 beside it.
A = {1: "a5", 2: "a6", 3: "a7", 4: "a8"}
B = {1: "b4", 2: "b3", 3: "b2", 4: "b1"}
ON_B = {"hell-boys": 1, "death-dealers": 2, "the-hammers": 3, "rhino": 4}


def test_the_rulebook_a1_a4_b1_b4_example() -> None:
    """p. 11: "Tirare da A1 a B1 è possibile. Tirare da A1 verso B2, B3, B4 è impossibile.
    Tirare da A2 verso B1 e B2 è possibile. Tirare da A2 verso B3 e B4 è impossibile. Tirare da
    A3 verso B1, B2, B3 è possibile. Tirare da A3 verso B4 è impossibile. Da A4 è possibile
    colpire tutti i quadrati B."

    The four Allied units stand on B1-B4; Hans enters on A4 and, turns two to five, aims from
    A4, A3, A2 and A1 (Attack + Move up the column). Its lines reach 4 squares: every B square
    in range is offered exactly when the example says it is seen (through the infantry, which
    does not block a vehicle's sight, p. 10); the pairs out of range are read with
    ``can_see`` on the same battlefield. A_n -> B_n touches the wall's corner: B1 and B2 have
    corner cover (p. 11), as the aim options say."""
    played = play("los-a-b-figure.json")
    state = played.state
    assert {u: str(state.pos[u]) for u in ON_B} == {u: B[n] for u, n in ON_B.items()}
    reach = max(int(str(card("hans").weapon(w).range)) for w in ("MG 44", "Panzerfaust Werfer"))
    assert reach == 4
    for turn, a in ((2, 4), (3, 3), (4, 2), (5, 1)):
        aims = played.aims("hans", turn)
        assert aims and {s.at for s in aims} == {A[a]}
        offered = played.targets("hans", turn)
        from_a = sq(A[a])
        there = played.before(aims[0])  # Hans on A_a, aiming
        for uid, b in ON_B.items():
            seen = can_see(there.field, there.occupancy(), from_a, "vehicle", sq(B[b]), "squad")
            assert seen == (b <= a), f"A{a} -> B{b}"
            if _distance(A[a], B[b]) <= reach:
                assert (uid in offered) == (b <= a), f"A{a} -> B{b} offered"
            else:
                assert uid not in offered
    assert played.targets("hans", 5) == {"hell-boys": "soft"}, "A1 -> B1, past the corner"
    assert played.targets("hans", 4) == {"hell-boys": "none", "death-dealers": "soft"}, "A2 -> B2 touches it"
    assert played.targets("hans", 3) == {"hell-boys": "none", "death-dealers": "none"}
    assert played.targets("hans", 2) == {"hell-boys": "none"}


def _distance(a: str, b: str) -> int:
    return distance(sq(a), sq(b))


def test_death_dealers_see_past_a_touched_corner_but_not_through_a_no_dot_square() -> None:
    """p. 9: "i Death Dealers vedono gli Heavy Flak Grenadiers perché può essere tracciata una
    linea di vista ininterrotta tra di loro, anche se la linea tocca un quadrato senza punto. Non
    vedono però gli Sturmpioniere perché la loro linea di vista attraversa un quadrato di
    terreno insormontabile."

    los-touched-corner.toml: the Death Dealers on a3, the Heavy Flak Grenadiers on c1, the
    Sturmpioniere on a1, the no-dot squares b1 and a2. Turn two, the Death Dealers attack:
    both lines are offered the Grenadiers (with corner cover, p. 11), never the Sturmpioniere,
    two squares away, in range."""
    played = play("los-touched-corner.json")
    assert {u: str(p) for u, p in played.state.pos.items()} == {
        "death-dealers": "a3", "heavy-flak-grenadiers": "c1", "sturmpioniere": "a1",
    }
    aims = played.aims("death-dealers", 2)
    assert [s.offered["aim_line"]["weapon"] for s in aims] == ["Bazooka", "M1 Carbine"]
    for step in aims:
        assert [(o["target"], o["cover"]) for o in step.offered["aim_options"]] == [("heavy-flak-grenadiers", "soft")]
    assert _distance("a3", "a1") == 2 <= int(str(card("death-dealers").weapon("Bazooka").range))


def test_an_anti_tank_block_hides_soldiers_from_soldiers_only() -> None:
    """p. 9: "l'Hans vede gli Hell Boys. Essi si trovano dietro un ostacolo anticarro che non
    blocca la linea di vista ai veicoli. Ovviamente gli Hell Boys possono a loro volta vedere
    l'Hans. Non possono però vedere gli Sturmpioniere perché l'ostacolo anticarro blocca la
    linea di vista tra unità di fanteria."

    los-anti-tank.toml: Hans on a1 and the Sturmpioniere on a2, the anti-tank blocks on b1
    and b2, the Hell Boys on c2. Turn two: Hans's lines are offered the Hell Boys (and his
    Panzerfaust Werfer the blocks beside him, DT-128); the Hell Boys (range 1) reach nothing two
    squares away, but see Hans and not the Sturmpioniere; the Sturmpioniere's StG 47 (range 4)
    has no target, their Panzerfaust only the blocks."""
    played = play("los-anti-tank.json")
    state = played.state
    assert {u: str(p) for u, p in state.pos.items()} == {"hans": "a1", "sturmpioniere": "a2", "hell-boys": "c2"}
    hans = played.aims("hans", 2)
    assert hans and all([o["target"] for o in s.offered["aim_options"] if "element" not in o["target"]] == ["hell-boys"]
                        for s in hans)
    assert [o["target"] for o in hans[0].offered["aim_options"]] == ["hell-boys", "element:b1", "element:b2"]
    assert {"type": "no-target", "unit": "hell-boys"} in played.events
    occupancy = state.occupancy()
    assert can_see(state.field, occupancy, sq("c2"), "squad", sq("a1"), "vehicle")
    assert not can_see(state.field, occupancy, sq("c2"), "squad", sq("a2"), "squad")
    sturm = played.aims("sturmpioniere", 2)
    assert [s.offered["aim_line"]["weapon"] for s in sturm] == ["Panzerfaust"], "the StG 47 line had no target"
    assert not any(o["target"] == "hell-boys" for s in sturm for o in s.offered["aim_options"])
    assert _distance("a2", "c2") == 2 <= int(str(card("sturmpioniere").weapon("StG 47").range))


def test_infantry_blocks_sight_between_infantry_but_not_to_vehicles() -> None:
    """p. 10: "i Death Dealers vorrebbero colpire gli Sturmpioniere ma non possono perché una
    squadra di Hell Boys ne intralcia la linea di vista. Possono però vedere l'Hans dietro di
    loro. L'Hans, a sua volta, può vedere sia i Death Dealers che gli Hell Boys perché le
    squadre di fanteria non bloccano la sua linea di vista."

    los-infantry-in-the-way.toml, one row: the Death Dealers a1, the Hell Boys b1, the
    Sturmpioniere c1, Hans d1. Turn two: the Death Dealers' Bazooka is offered Hans, three
    squares away, not the Sturmpioniere, two away; Hans's lines both squads."""
    played = play("los-infantry-in-the-way.json")
    assert {u: str(p) for u, p in played.state.pos.items()} == {
        "death-dealers": "a1", "hell-boys": "b1", "sturmpioniere": "c1", "hans": "d1",
    }
    assert played.targets("death-dealers", 2) == {"hans": "none"}
    for step in played.aims("hans", 2):
        assert {o["target"] for o in step.offered["aim_options"]} == {"death-dealers", "hell-boys"}
    assert played.targets("hans", 2) == {"death-dealers": "none", "hell-boys": "none"}


def test_vehicles_block_every_line_of_sight() -> None:
    """p. 10: "I veicoli bloccano la linea di vista delle squadre di fanteria, amiche o nemiche
    che siano. Bloccano ugualmente la linea di vista dei veicoli." "i Death Dealers non possono
    tirare attraverso il quadrato occupato dal Blackhawk. Nessuna linea di vista può essere
    tracciata tra i Death Dealers e i quadrati blu."

    los-vehicle-in-the-way.toml: the Death Dealers on a2, the Blackhawk on b2; behind it the
    blue squares c2, d2 (the Sturmpioniere) and e2 (Hans). Turn two: the Death Dealers attack
    and have no target (the Sturmpioniere are three squares away, in range); nor has Hans,
    whose MG 44 reaches the Death Dealers four squares away; the Sturmpioniere are offered the
    Blackhawk only."""
    played = play("los-vehicle-in-the-way.json")
    state = played.state
    assert {u: str(p) for u, p in state.pos.items()} == {
        "death-dealers": "a2", "blackhawk": "b2", "sturmpioniere": "d2", "hans": "e2",
    }
    assert {"type": "no-target", "unit": "death-dealers"} in played.events
    assert _distance("a2", "d2") == 3 <= int(str(card("death-dealers").weapon("Bazooka").range))
    # Hans's MG 44 reaches the Death Dealers but does not see them; its Panzerfaust Werfer's
    # AP Incendiary Blast is offered the Blackhawk only (DT-103, test_dt_special_values.py)
    assert played.targets("hans", 2) == {"blackhawk": "none"}
    assert _distance("e2", "a2") == 4 <= int(str(card("hans").weapon("MG 44").range))
    assert played.targets("sturmpioniere", 2) == {"blackhawk": "none"}
    occupancy = state.occupancy()
    for blue in ("c2", "d2", "e2"):
        for viewer in ("squad", "vehicle"):
            assert not can_see(state.field, occupancy, sq("a2"), viewer, sq(blue), "squad")


def test_units_see_each_other_around_corners_only_with_cover_on_the_same_side() -> None:
    """p. 10: "Un'unità in posizione adiacente ad un terreno insormontabile può vedere un'unità
    avversaria ugualmente in posizione adiacente ad un terreno insormontabile purché entrambe
    beneficino di copertura dallo stesso lato. Se le coperture sono su angli opposti le unità
    non si possono vedere." "i Death Dealers vedono gli Sturmpioniere e non gli Heavy Laser
    Grenadiers. Nonostante possa essere tracciata una linea tra le due unità questa tocca due
    angoli in posizioni opposte."

    los-corners-sides.toml: the Death Dealers on c1 beside the no-dot c2; the Sturmpioniere on
    a3 beside b3, the Heavy Laser Grenadiers on e3 beside e2, both three squares away. Turn
    two: the Death Dealers' lines are offered the Sturmpioniere (corner cover), never the
    Grenadiers."""
    played = play("los-corners-sides.json")
    state = played.state
    assert {u: str(p) for u, p in state.pos.items()} == {
        "death-dealers": "c1", "sturmpioniere": "a3", "heavy-laser-grenadiers": "e3",
    }
    assert played.targets("death-dealers", 2) == {"sturmpioniere": "soft"}
    assert _distance("c1", "e3") == 3
    hidden = sight(state.field, state.occupancy(), sq("c1"), "squad", sq("e3"), "squad")
    assert not hidden.visible and "opposite" in hidden.reason


# ---------------------------------------------------------------------------------------
# Cover (p. 13)
# ---------------------------------------------------------------------------------------


def test_corner_cover_from_an_adjacent_no_dot_square_and_an_adjacent_vehicle() -> None:
    """p. 13: "Se l'unità colpita si trova su un quadrato adiacente a un quadrato o a un veicolo
    che blocca la linea di vista" "Gli Hell Boys beneficiano di una copertura da angolo contro
    gli Heavy Flak Grenadiers grazie al quadrato di terreno a loro adiacente. Beneficiano
    ugualmente di una copertura da angolo anche contro gli Sturmgrenadiere, grazie al
    Blackhawk adiacente."

    cover-corners.toml: the Hell Boys on c2, the no-dot b2 and the Blackhawk d2 beside them;
    the Heavy Flak Grenadiers on a4; the Sturmpioniere (the core set has no Sturmgrenadiere) on
    e4. Turn two: both attackers are offered the Hell Boys with SOFT COVER and a cover roll."""
    played = play("cover-corners.json")
    assert {u: str(p) for u, p in played.state.pos.items()} == {
        "hell-boys": "c2", "blackhawk": "d2", "heavy-flak-grenadiers": "a4", "sturmpioniere": "e4",
    }
    for attacker in ("heavy-flak-grenadiers", "sturmpioniere"):
        offered = [o for s in played.aims(attacker, 2) for o in s.offered["aim_options"] if o["target"] == "hell-boys"]
        assert offered and all(o["cover"] == "soft" and o["cover_roll"] for o in offered), attacker


def test_an_anti_tank_block_gives_corner_cover_against_soldiers_but_not_against_vehicles() -> None:
    """p. 13: "Gli Hell Boys beneficiano di una copertura da angolo contro gli Heavy Flak
    Grenadiers grazie all'ostacolo anticarro adiacente. Rispetto all'Hans non beneficiano invece
    di alcuna copertura in quanto i blocchi anticarro non bloccano la linea di vista dei
    veicoli."

    cover-anti-tank.toml: the Hell Boys on c2 between the anti-tank blocks b2 and d2; the
    Grenadiers' line from a4 touches b2, Hans's from e4 touches d2. Turn two: SOFT COVER
    against the Grenadiers, none against Hans (whose Panzerfaust Werfer may also be aimed at the
    block on d2, DT-128)."""
    played = play("cover-anti-tank.json")
    assert {u: str(p) for u, p in played.state.pos.items()} == {
        "hell-boys": "c2", "heavy-flak-grenadiers": "a4", "hans": "e4",
    }
    assert played.targets("heavy-flak-grenadiers", 2) == {"hell-boys": "soft"}
    assert played.targets("hans", 2) == {"hell-boys": "none", "element:d2": None}


def test_squads_give_corner_cover_between_infantry_and_vehicles_against_vehicles() -> None:
    """p. 13: "Gli Hell Boys beneficiano di una copertura da angolo rispetto agli Heavy Flak
    Grenadiers perché le squadre bloccano la linea di vista tra di loro. Beneficiano di una
    copertura d'angolo anche rispetto all'Hans, grazie alla presenza del Blackhawk."

    cover-units.toml: the Hell Boys on c2, the Sturmpioniere move to b2 on turn two, the
    Blackhawk on d2; the Grenadiers on a4, Hans on e4. Both are offered the Hell Boys with
    SOFT COVER."""
    played = play("cover-units.json")
    assert {u: str(p) for u, p in played.state.pos.items()} == {
        "hell-boys": "c2", "blackhawk": "d2", "sturmpioniere": "b2", "heavy-flak-grenadiers": "a4", "hans": "e4",
    }
    assert played.targets("heavy-flak-grenadiers", 2)["hell-boys"] == "soft"
    assert played.targets("hans", 2)["hell-boys"] == "soft"


def test_soft_and_hard_cover_and_the_hell_boys_in_hard_cover() -> None:
    """p. 13: "Le casse di munizioni danno SOFT COVER, i blocchi anticarro HARD COVER." "I Death
    Dealers beneficiano di una copertura d'anglo rispetto agli Sturmpioniere. Approfittano di
    una copertura SOFT COVER grazie alla presenza di una cassa di munizioni. In questo caso due
    SOFT COVER si trasformano in un HARD COVER." "Una squadra di Hell Boys si trova sullo stesso
    quadrato di un blocco anticarro, beneficiando di HARD COVER. Una squadra di Heavy Flak
    Grenadiers tira sugli Hell Boys e ottiene 4 [colpi]. Gli Hell Boys effettuano il loro tiro
    di copertura ottenendo 3 [vuoti] e 1 [colpo]. Dal momento che la loro scheda unità indica
    HARD COVER/[vuoto], i 3 [vuoti] rappresentano dei tiri bloccati dall'elemento di copertura.
    Un Hell Boys è comunque perso, per via dell'[colpo] realizzato."

    cover-elements.toml: the Death Dealers move onto the ammo crate on c2, beside the no-dot
    b2; the Hell Boys onto the anti-tank block on e2 (their Moves offer SOFT and HARD cover
    there). Turn two: the Sturmpioniere on a4 are offered the Death Dealers with HARD COVER
    (corner and crate); the Grenadiers on e4 the Death Dealers with SOFT COVER (the crate
    alone) and the Hell Boys with HARD COVER; they fire at the Hell Boys: six dice, four hits;
    four cover dice, three blanks saved; one Hell Boy lost."""
    played = play("cover-elements.json")
    dd_move = played.find("0: move c2")
    assert dd_move.unit == "death-dealers" and options(dd_move)["c2"]["cover"] == "soft"
    hb_move = played.find("0: move e2")
    assert hb_move.unit == "hell-boys" and options(hb_move)["e2"]["cover"] == "hard"
    assert played.targets("sturmpioniere", 2)["death-dealers"] == "hard"
    grenadiers = played.targets("heavy-flak-grenadiers", 2)
    assert (grenadiers["death-dealers"], grenadiers["hell-boys"]) == ("soft", "hard")
    aim = played.find("1: aim hell-boys")
    hb = next(o for o in aim.offered["aim_options"] if o["target"] == "hell-boys")
    assert (hb["dice"], hb["cover"], hb["cover_roll"]) == (6, "hard", True)
    events = played.events
    roll = next(e for e in events if e["type"] == "attack-roll")
    assert (roll["target"], roll["dice"], roll["hits"]) == ("hell-boys", 6, 4), "ottiene 4 [colpi]"
    save = next(e for e in events if e["type"] == "cover-save")
    assert save == {"type": "cover-save", "unit": "hell-boys", "cover": "hard", "dice": 4, "saves": 3,
                    "damage": 4, "damage_left": 1, "faces": ["hit", "blank", "blank", "blank"], "scores": "blank"}, \
        "3 [vuoti] ... tiri bloccati"
    assert played.state.units["hell-boys"].model_count == 4, "Un Hell Boys è comunque perso"


# ---------------------------------------------------------------------------------------
# Reaction fire (p. 16)
# ---------------------------------------------------------------------------------------


def test_reaction_fire_comes_right_after_the_attack_of_an_attack_plus_move() -> None:
    """p. 16: "Se un'unità effettua una sequenza di azioni Attack + MOVE il tiro di reazione
    deve avere luogo immediatamente dopo l'azione Attack." "Un Blackhawk effettua un azione
    d'attacco contro gli Heavy Flak Grenadiers. Immediatamente dopo l'attacco il giocatore
    dell'Asse dichiara di voler effettuare un tiro di reazione. Il giocatore dell'Asse lancia un
    dado e ottiene un [colpo]. Attiva i suoi Heavy Flak Grenadiers ed effettua un'azione
    d'attacco. Se il Blackhawk non viene distrutto può continuare con la sua azione MOVE."

    ../skirmish.toml with the army files: the Blackhawk enters on e3, the Grenadiers on e1.
    Turn two: the Blackhawk's Attack + Move, the Dual Heavy PIAT at the Grenadiers (one
    killed); the reaction window opens right after, one die, a hit; the two Grenadiers left
    fire (two dice, one damage); the Blackhawk, not destroyed, makes its Move."""
    played = play("reaction-fire-attack-move.json")
    assert played.record.options == {
        "scenario": toml(MORE.parent / "skirmish.toml"), "allies_army": toml(MORE.parent / "blackhawk-army.toml"),
        "axis_army": toml(MORE.parent / "flak-army.toml"),
    }
    window = played.find("1: react heavy-flak-grenadiers")
    assert window.turn == 2
    assert window.offered["reaction_options"] == [{"unit": "heavy-flak-grenadiers", "dice": 1, "distance": 2}]
    at = played.events.index({"type": "declare", "unit": "blackhawk", "plan": "attack+move"})
    kinds = [e for e in played.events[at + 1:] if e["type"] in ("attack", "attack-roll", "reaction", "reaction-roll", "move")]
    assert [e["type"] for e in kinds] == [
        "attack", "attack-roll", "reaction", "reaction-roll", "attack", "attack-roll", "move",
    ]
    assert kinds[0] == {"type": "attack", "unit": "blackhawk", "shots": [["0", "heavy-flak-grenadiers"]]}
    assert kinds[3]["dice"] == 1 and kinds[3]["hits"] == 1 and kinds[3]["fires"], "lancia un dado e ottiene un [colpo]"
    assert kinds[4] == {"type": "attack", "unit": "heavy-flak-grenadiers", "shots": [["0", "blackhawk"]]}
    assert kinds[5]["dice"] == 2, "the two Grenadiers left"
    assert kinds[6] == {"type": "move", "unit": "blackhawk", "to": "e2", "crush": False}, "continua con la sua azione MOVE"
    state = played.state
    assert state.units["blackhawk"].hit_points == card("blackhawk").strength - 1
    assert state.units["heavy-flak-grenadiers"].model_count == 2


def test_reaction_fire_comes_right_after_the_first_move_of_a_move_plus_move() -> None:
    """p. 16: "Se un'unità effettua una sequenza di azioni MOVE + MOVE il tiro di reazione deve
    assere effettuato subito dopo la prima azione MOVE." "Un Blackhawk effettua un'azione Move
    che lo porta nella zona di tiro di una squadra di Heavy Flak Grenadiers. Immediatamente dopo
    il suo spostamento il giocatore dell'Asse dichiara di voler effettuare un tiro di reazione.
    Lancia un dado e ottiene un [colpo]. Attiva i suoi Heavy Flak Grenadiers ed effettua
    un'azione d'attacco. Se il Blackhawk non viene distrutto può effettuare il suo secondo
    Move."

    reaction-lane.toml: the Grenadiers enter on c1, the Blackhawk on c7 and moves to c6, five
    squares away, out of the Flak-Werfer's range (4). Turn two, Move + Move: its first Move to
    c5 takes it into range; the window opens there, one die, a hit; three Flak-Werfer dice,
    one damage; then its second Move, to c4."""
    played = play("reaction-fire-move-move.json")
    first = played.find("0: move c5")
    assert (first.turn, first.unit, first.at) == (2, "blackhawk", "c6")
    flak_range = int(str(card("heavy-flak-grenadiers").weapon("Flak-Werfer").range))
    assert _distance("c6", "c1") == 5 > flak_range == 4 == _distance("c5", "c1")
    window = played.find("1: react heavy-flak-grenadiers")
    assert window.index == first.index + 1, "immediatamente dopo il suo spostamento"
    assert window.offered["reaction_options"] == [{"unit": "heavy-flak-grenadiers", "dice": 1, "distance": 4}]
    at = [i for i, e in enumerate(played.events) if e == {"type": "declare", "unit": "blackhawk", "plan": "move+move"}][-1]
    kinds = [e for e in played.events[at + 1:] if e["type"] in ("attack", "attack-roll", "reaction", "reaction-roll", "move")]
    assert [e["type"] for e in kinds] == ["move", "reaction", "reaction-roll", "attack", "attack-roll", "move"]
    assert kinds[2]["dice"] == 1 and kinds[2]["hits"] == 1
    assert kinds[4]["dice"] == 3 and kinds[4]["damage"] == 1
    assert kinds[5] == {"type": "move", "unit": "blackhawk", "to": "c4", "crush": False}, "il suo secondo Move"
    second = played.find("0: move c4")
    assert second.at == "c5" and "move_options" in second.offered
    assert played.state.units["blackhawk"].hit_points == card("blackhawk").strength - 1

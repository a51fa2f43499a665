"""The second edition's worked example of victory points (French rulebook
004_badc40968546fed3.txt, "POINTS DE VICTOIRE (PV)"), played through a game record on Omaha
Beach with every die pinned and the option ``edition=2``.

"Un joueur en solitaire gagne à Omaha Beach avec 5 Soldats, 2 Courage et 4 Spécialistes
restants. Le décompte de PV sera : 20 PV pour la conquête du Bunker (20) 20 PV pour être le
premier à l'avoir conquis (20) 100 PV pour le nombre total de Secteurs, Bunker inclus (10
Secteurs x 10) 5 PV pour les Soldats restants (5 Soldats x 1) 4 PV pour le Courage restant (2
Courage x 2) 12 PV pour les Spécialistes restants (4 Spécialistes x 3) 0 PV pour les Médailles
tirées (0 Médailles x 10) 161 PV au total"

The record (records/edition2-omaha-beach-161-vp.json) is the game of the first edition's 151
VP example (records/omaha-beach-151-vp.json), move for move, under the second edition's rules:
sectors 1, 4, 6, 7 (two turns), 9 (two turns), then the bunker (sector 10) on turn 7; a Medic,
a Sharpshooter, a Veteran and a Minesweeper (its one Auxiliary specialist) recruited. The same
game scores 151 VP in the first edition and 161 VP in the second: only the sector term changes.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import cast

from meeple.engine.record import parse_record, replay_record
from meeple.games.dday_dice.edition import SECOND
from meeple.games.dday_dice.scoring import victory_points
from meeple.games.dday_dice.state import DdState

RECORDS = Path(__file__).parent / "records"
RECORD = RECORDS / "edition2-omaha-beach-161-vp.json"


def test_a_solo_second_edition_win_at_omaha_with_5_soldiers_2_courage_4_specialists_scores_161_vp() -> None:
    state = cast(DdState, replay_record(parse_record(RECORD.read_text())).state)
    unit = state.units[0]
    assert state.edition == SECOND
    assert state.result == "victory" and unit.safe and unit.first_in_bunker
    assert (unit.soldiers, unit.courage, len(unit.specialists), unit.medals_won) == (5, 2, 4, 0)
    assert len(state.board.sectors) == 10, "10 Secteurs, Bunker inclus"
    assert 20 + 20 + 100 + 5 + 4 + 12 + 0 == 161
    assert victory_points(state, unit, unit.medals_won) == 161
    assert state.result_summary()["team_victory_points"] == 161


def test_the_same_moves_score_151_vp_under_the_first_edition() -> None:
    """Only the edition differs between the two records: the sector term is 90 (the last
    sector before the bunker, 9) in the first edition, 100 (ten sectors) in the second."""
    second = json.loads(RECORD.read_text())
    first = json.loads((RECORDS / "omaha-beach-151-vp.json").read_text())
    assert second["options"] == {"map": "omaha-beach", "edition": 2}
    assert second["moves"] == first["moves"]
    state = cast(DdState, replay_record(parse_record(json.dumps(first))).state)
    assert victory_points(state, state.units[0], 0) == 151


def test_the_end_table_shows_the_151_vp_line_by_line_as_the_rulebook_counts_them() -> None:
    """"20 PV per la conquista del bunker, 20 per essere il primo, 90 per l'ultimo settore, 5
    per i soldati, 4 per il coraggio, 12 per gli specialisti, 0 per le ricompense": the
    observation of the finished game holds each line, and they add up to the unit's VP."""
    first = json.loads((RECORDS / "omaha-beach-151-vp.json").read_text())
    state = cast(DdState, replay_record(parse_record(json.dumps(first))).state)
    [lines] = state.observation(0)["victory_point_lines"]
    assert [(line["what"], line["count"], line["points"]) for line in lines] == [
        ("last sector before the bunker", 9, 90), ("bunker (entered, first in)", 2, 40), ("courage", 2, 4),
        ("medals", 0, 0), ("soldiers", 5, 5), ("specialists", 4, 12)]
    assert sum(line["points"] for line in lines) == 151

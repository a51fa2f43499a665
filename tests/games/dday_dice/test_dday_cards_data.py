"""The D-Day Dice card list (first edition) as validated data, and `meeple cards`.

Rulebook: ../shared/seeds/000_0577ee46b0be016d.txt, "CARTE DEL GIOCO" (pp. 24-27), the
components list (pp. 1-2) and the solo rule (p. 11). Rulings: docs/rulings.md, DDC-1..16.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import pytest

from meeple.engine.errors import ContentError
from meeple.games.dday_dice.cards import KIND_COUNTS, NOT_IN_RULEBOOKS, TIMINGS, CardSet, load_cards
from cli_runner import meeple

PACKAGED = Path(str(resources.files("meeple.games.dday_dice") / "data" / "cards.toml"))


@pytest.fixture(scope="module")
def cards() -> CardSet:
    return load_cards()


def broken_copy(tmp_path: Path, edit: Callable[[str], str]) -> Path:
    text = PACKAGED.read_text(encoding="utf-8")
    edited = edit(text)
    assert edited != text, "the edit must change the file"
    (tmp_path / "cards.toml").write_text(edited, encoding="utf-8")
    return tmp_path


# --- the counts -------------------------------------------------------------------------


def test_the_game_has_the_card_counts_of_the_components_list(cards: CardSet) -> None:
    """p. 1-2: "4 mazzi da 13 carte Specialisti Regolari", "11 Specialisti Unici", "28 carte
    Oggetto: 10 Regolari e 18 Speciali", "6 carte Veicolo", "12 carte Onorificenza"."""
    counts = Counter(card.kind for card in cards)
    assert counts == {
        "regular-specialist": 13,
        "unique-specialist": 11,
        "regular-item": 10,
        "special-item": 18,
        "vehicle": 6,
        "medal": 12,
    }
    assert dict(counts) == KIND_COUNTS
    assert len(cards) == 70


def test_every_card_has_a_unique_kebab_case_id(cards: CardSet) -> None:
    ids = [card.id for card in cards]
    assert len(set(ids)) == len(ids)
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", card_id) for card_id in ids)


# --- costs ------------------------------------------------------------------------------


def test_every_regular_specialist_costs_two_to_four_stars(cards: CardSet) -> None:
    """p. 12, "Specialisti casuali": the regular specialists split into piles of 2, 3 and 4
    stars; p. 24 prints six "**", five "***" and two "****" (DDC-3)."""
    regulars = cards.of_kind("regular-specialist")
    assert all(card.cost_kind == "stars" and 2 <= card.cost <= 4 for card in regulars)
    assert Counter(card.cost for card in regulars) == {2: 6, 3: 5, 4: 2}


def test_specialists_cost_stars_items_and_vehicles_cost_item_points_medals_nothing(cards: CardSet) -> None:
    for card in cards:
        if card.kind.endswith("specialist"):
            assert card.cost_kind == "stars" and card.cost > 0, card.id
        elif card.kind == "medal":
            assert card.cost_kind == "none" and card.cost == 0, card.id
        elif card.in_rulebooks:
            assert card.cost_kind == "item-points" and card.cost > 0, card.id


def test_the_medic_costs_four_stars() -> None:
    """p. 6: "Ognuno degli specialisti ha un costo specifico (il Medico costa 4 stelle, per
    esempio)"; p. 24: "Ogni volta che perdi soldati ne perdi 1 meno (una sola volta per fase,
    non salva gli specialisti)"."""
    medic = load_cards().by_id("medic")
    assert (medic.cost, medic.cost_kind) == (4, "stars")
    assert medic.text.startswith("Ogni volta che perdi soldati ne perdi 1 meno")
    assert medic.effect == "lose-one-fewer-soldier-per-phase"


def test_the_bangalore_torpedo_costs_twenty_and_clears_a_sector_not_a_bunker(cards: CardSet) -> None:
    """p. 26: "20 ... Bangalore Torpedo / Bangalore / Riduci il DEF del tuo settore (non un
    bunker) a 0"; p. 22: "Il Bangalore Torpedo è tuo amico. Usalo nel settore più alto che
    puoi"."""
    bangalore = cards.by_id("bangalore-torpedo")
    assert (bangalore.kind, bangalore.cost, bangalore.cost_kind) == ("regular-item", 20, "item-points")
    assert bangalore.text == "Riduci il DEF del tuo settore (non un bunker) a 0"
    assert bangalore.italian == "Bangalore"


@pytest.mark.parametrize(
    ("card_id", "cost"),
    [
        ("carrier-pigeon", 3),  # p. 26 "3 ... Carrier Pigeon"
        ("walkie-talkie", 5),
        ("field-radio", 12),
        ("flame-thrower", 20),
        ("lucky-charm", 3),  # p. 26 "3 ... Lucky Charm / +1 stella o +1 coraggio"
        ("grappling-hook", 5),
        ("toolkit", 7),
        ("bazooka", 15),
        ("signalling-lamp", 15),
        ("jeep", 15),  # p. 25 "Jeep ... 15"
        ("ambulance", 12),  # p. 25 "Ambulance ... 12 / Ambulanza" (DDC-4)
        ("tank", 20),
        ("messenger", 3),
        ("lieutenant", 4),
    ],
)
def test_spot_costs_match_the_card_list(cards: CardSet, card_id: str, cost: int) -> None:
    assert cards.by_id(card_id).cost == cost


def test_the_vehicles_cost_fifteen_twenty_twelve_then_twenty_each(cards: CardSet) -> None:
    """p. 25-26: "Jeep ... 15 / Half-Track ... 20 / Ambulance ... 12 ... 20 20 20 / Armored Car
    ... Bulldozer ... Tank" (DDC-4)."""
    assert [(c.id, c.cost) for c in cards.of_kind("vehicle")] == [
        ("jeep", 15), ("half-track", 20), ("ambulance", 12),
        ("armored-car", 20), ("bulldozer", 20), ("tank", 20),
    ]


# --- texts ------------------------------------------------------------------------------


def test_the_engineer_subtracts_five_from_the_bunker() -> None:
    """p. 25: "Engineer / Geniere ... Sottrai 5 dal DEF del tuo bunker"; FAQ p. 23: "un
    Engineer che toglie -5 al bunker"."""
    engineer = load_cards().by_id("engineer")
    assert engineer.text == "Sottrai 5 dal DEF del tuo bunker"
    assert engineer.kind == "unique-specialist" and engineer.timing == "permanent"


def test_the_legion_of_merit_gives_a_vehicle() -> None:
    """p. 7: a vehicle is found "con l'onorificenza 'Legion of Merit'"; p. 25: "Pesca 1 veicolo
    a caso gratuitamente"."""
    legion = load_cards().by_id("legion-of-merit")
    assert legion.text == "Pesca 1 veicolo a caso gratuitamente"
    assert legion.effect == "draw-random-vehicle-free"


def test_rope_ladder_adds_skulls_and_wirecutters_cross_barriers(cards: CardSet) -> None:
    """p. 27: "Rope Ladder / Tutte le unità aggiungono 1 teschio ... / Scala di corda / Ignora le
    Barriers per 1 turno ... / Wirecutters / Tronchesi" (DDC-7)."""
    assert "teschio" in cards.by_id("rope-ladder").text
    assert cards.by_id("wirecutters").text.startswith("Ignora le Barriers per 1 turno")


def test_every_card_quotes_the_italian_and_says_it_in_english(cards: CardSet) -> None:
    for card in cards:
        assert card.summary.strip(), card.id
        assert "\n" not in card.text and "\n" not in card.summary, card.id
        if card.in_rulebooks:
            assert card.text.strip(), card.id


def test_the_medal_case_is_listed_though_the_rulebooks_omit_its_text(cards: CardSet) -> None:
    """p. 20: "La Medal Case e le Amphetamines possono solo essere trovate in questi settori
    (Medal Case nel settore 6 ...)"; the card list (pp. 26-27) prints 17 special items (DDC-5,
    DDC-6)."""
    medal_case = cards.by_id("medal-case")
    assert medal_case.kind == "special-item"
    assert medal_case.effect == NOT_IN_RULEBOOKS and not medal_case.in_rulebooks
    assert "not in the rulebooks" in medal_case.summary
    assert [c.id for c in cards if not c.in_rulebooks] == ["medal-case"]


def test_cards_with_the_same_text_share_an_effect(cards: CardSet) -> None:
    """Corporal and Jeep: "Ritira 1 dado ... Non puoi ritirare un dado bloccato"; Captain and
    Strategic Map: "Cambia il colore di 1 dado ... (ma non il suo risultato)" (DDC-15)."""
    by_effect: dict[str, list[str]] = {}
    for card in cards:
        by_effect.setdefault(card.effect, []).append(card.id)
    shared = {effect: ids for effect, ids in by_effect.items() if len(ids) > 1}
    assert shared == {"reroll-one-die": ["corporal", "jeep"], "change-die-colour": ["captain", "strategic-map"]}


# --- timings ----------------------------------------------------------------------------


def test_every_timing_is_in_the_documented_vocabulary(cards: CardSet) -> None:
    header = PACKAGED.read_text(encoding="utf-8").split("[[card]]")[0]
    for timing in TIMINGS:
        assert re.search(rf"#\s+{re.escape(timing)}\s", header), f"{timing} is not documented in the file header"
    assert {card.timing for card in cards} <= set(TIMINGS)


def test_medals_are_played_at_the_end_of_phase_one(cards: CardSet) -> None:
    """p. 5: "devono essere giocate alla fine di ogni Fase 1 (dopo che il Conteggio Finale è
    stato ottenuto), se non diversamente specificato"."""
    assert {card.timing for card in cards.of_kind("medal")} == {"end-of-phase-1"}


def test_vehicles_are_permanent(cards: CardSet) -> None:
    """p. 7: "I suoi poteri speciali sono permanenti"."""
    assert {card.timing for card in cards.of_kind("vehicle")} == {"permanent"}


def test_the_grenade_and_mortar_are_played_before_the_mgf_die(cards: CardSet) -> None:
    """p. 26: "Deve essere giocato prima che il dado del MGF sia tirato"."""
    assert [c.id for c in cards if c.timing == "phase-5-before-mgf"] == ["grenade", "mortar"]


# --- solo -------------------------------------------------------------------------------


def test_five_cards_are_removed_from_solo_play(cards: CardSet) -> None:
    """p. 11: "Queste carte non sono disponibili nel gioco solitario: l'onorificenza Vittoria
    Cross, lo specialista War Correspondent, e i seguenti oggetti: Carrier Pigeon, Dispatch
    Case e Mortar." """
    assert {card.id for card in cards if not card.solo} == {
        "victoria-cross", "war-correspondent", "carrier-pigeon", "dispatch-case", "mortar",
    }


def test_the_memorial_cross_is_a_medal_in_two_parts(cards: CardSet) -> None:
    """p. 11: "la onorificenza scritta in 2 parti (tipo il Memorial Cross), dove devi
    considerare solo la prima parte per te stesso" (DDC-8)."""
    assert cards.by_id("memorial-cross").two_part
    assert {c.id for c in cards if c.two_part} == {
        "memorial-cross", "distinguished-service-order", "conspicuous-gallantry-medal",
    }
    assert not cards.by_id("medal-of-honor").two_part


# --- lookups ----------------------------------------------------------------------------


def test_an_unknown_card_id_is_a_content_error_naming_it(cards: CardSet) -> None:
    with pytest.raises(ContentError, match="'sniper'"):
        cards.by_id("sniper")
    assert "medic" in cards and "sniper" not in cards


# --- broken data files ------------------------------------------------------------------


def test_a_duplicate_id_is_rejected(tmp_path: Path) -> None:
    directory = broken_copy(tmp_path, lambda t: t.replace('id = "paratrooper"', 'id = "corporal"', 1))
    with pytest.raises(ContentError, match=r"cards\.toml: card 'corporal': id: .*more than one card"):
        load_cards(directory)


def test_an_unknown_kind_is_rejected(tmp_path: Path) -> None:
    directory = broken_copy(tmp_path, lambda t: t.replace('kind = "vehicle"', 'kind = "aircraft"', 1))
    with pytest.raises(ContentError, match=r"card 'jeep': kind: .*'regular-specialist'"):
        load_cards(directory)


def test_a_missing_cost_is_rejected(tmp_path: Path) -> None:
    directory = broken_copy(tmp_path, lambda t: re.sub(r'(id = "medic"(?:\n.*?)*?)\ncost = 4\n', r"\1\n", t, count=1))
    with pytest.raises(ContentError, match=r"card 'medic': cost: .*positive cost"):
        load_cards(directory)


def test_an_unknown_timing_is_rejected(tmp_path: Path) -> None:
    directory = broken_copy(
        tmp_path, lambda t: re.sub(r'(id = "grenadier"(?:\n.*?)*?)\ntiming = "phase-5-combat"\n', r'\1\ntiming = "whenever"\n', t, count=1))
    with pytest.raises(ContentError, match=r"card 'grenadier': timing: "):
        load_cards(directory)


def test_an_unknown_field_is_rejected(tmp_path: Path) -> None:
    directory = broken_copy(tmp_path, lambda t: t.replace('id = "scout"\n', 'id = "scout"\nrange = 3\n', 1))
    with pytest.raises(ContentError, match=r"card 'scout': range: "):
        load_cards(directory)


def test_a_missing_card_breaks_the_count(tmp_path: Path) -> None:
    def drop_tank(text: str) -> str:
        start = text.index('[[card]]\nid = "tank"')
        return text[:start] + text[text.index("[[card]]", start + 1):]

    directory = broken_copy(tmp_path, drop_tank)
    with pytest.raises(ContentError, match=r"kind: the game has 6 cards of kind 'vehicle', the file has 5"):
        load_cards(directory)


def test_a_solo_flag_against_the_rulebook_is_rejected(tmp_path: Path) -> None:
    directory = broken_copy(
        tmp_path, lambda t: re.sub(r'(id = "mortar"(?:\n.*?)*?)\nsolo = false\n', r"\1\nsolo = true\n", t, count=1)
    )
    with pytest.raises(ContentError, match=r"card 'mortar': solo: must be false"):
        load_cards(directory)


def test_bad_toml_is_rejected_in_one_line(tmp_path: Path) -> None:
    directory = broken_copy(tmp_path, lambda t: t + "\n[[card]\nid = 'oops'\n")
    with pytest.raises(ContentError, match=r"cards\.toml: not valid TOML") as error:
        load_cards(directory)
    assert "\n" not in str(error.value)


def test_a_missing_file_is_a_content_error(tmp_path: Path) -> None:
    with pytest.raises(ContentError, match=r"cards\.toml: no such cards file"):
        load_cards(tmp_path)


# --- meeple cards -----------------------------------------------------------------------


def test_meeple_cards_json_lists_every_card_with_the_required_keys(capsys: pytest.CaptureFixture[str], cards: CardSet) -> None:
    code, out, _ = meeple(capsys, "cards", "--json")
    rows = json.loads(out)
    assert code == 0
    assert [row["id"] for row in rows] == [card.id for card in cards]
    for row in rows:
        assert {"id", "name", "kind", "cost", "cost_kind", "timing", "text", "italian"} <= set(row)
    medic = next(row for row in rows if row["id"] == "medic")
    assert medic["text"] == cards.by_id("medic").summary and medic["italian"] == "Medico"


def test_meeple_cards_prints_a_table_grouped_by_kind(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = meeple(capsys, "cards", "dday-dice")
    assert code == 0
    for word in ("regular specialist", "award", "Corporal", "Medal Case", "Victoria Cross"):
        assert word in out


def test_meeple_cards_of_a_game_without_cards_here_is_a_one_line_error_naming_where_they_are(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = meeple(capsys, "cards", "dust-tactics")
    lines = [line for line in err.splitlines() if line.strip()]
    assert code == 1 and out == ""
    assert len(lines) == 1 and lines[0].startswith("error:")
    assert "lists the cards of dday-dice, dead-mans-draw, not dust-tactics" in lines[0]
    assert "`meeple units list`" in lines[0]


def test_meeple_cards_lists_dead_mans_draws_suits_and_traits(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = meeple(capsys, "cards", "dead-mans-draw", "--json")
    rows = json.loads(out)
    assert code == 0 and [r["kind"] for r in rows].count("suit") == 10 and [r["kind"] for r in rows].count("trait") == 17
    kraken = next(r for r in rows if r["id"] == "kraken")
    assert kraken["values"] == [2, 3, 4, 5, 6, 7] and kraken["text_it"]
    code, out, _ = meeple(capsys, "cards", "dead-mans-draw")
    assert code == 0 and "Davy Jones' Locker" in out and "Key & Chest" in out

"""A player's own D-Day Dice map file, read by the server for the lobby (the page cannot read
TOML): checked as ``meeple maps validate`` checks a file, answered as the content the ``map``
option takes; anything wrong, too large or not TOML is refused on one line."""

from __future__ import annotations

from starlette.testclient import TestClient

from meeple.engine.data_files import read_toml
from meeple.engine.limits import MAX_DATA_FILE_BYTES
from meeple.games.dday_dice.maps import maps_dir
from server_helpers import create

READ = "/api/dday-dice/map/read"


def own_omaha_text() -> str:
    """The packaged Omaha Beach file as a player's own: another id and name."""
    text = (maps_dir() / "omaha-beach.toml").read_text(encoding="utf-8")
    original = read_toml(maps_dir() / "omaha-beach.toml", "map")
    return (text.replace(f'id = "{original["id"]}"', 'id = "my-omaha"', 1)
                .replace(f'name = "{original["name"]}"', 'name = "My Omaha"', 1))


def test_a_valid_map_file_is_answered_as_the_map_option_takes_it(client: TestClient) -> None:
    answer = client.post(READ, json={"text": own_omaha_text()})
    assert answer.status_code == 200
    data = answer.json()
    assert (data["id"], data["name"]) == ("my-omaha", "My Omaha")
    made = create(client, seats=(("Ann", "human"),), game="dday-dice", options={"map": data["map"]})
    assert client.get(f"/api/matches/{made['id']}").status_code == 200


def test_a_map_file_that_is_not_valid_is_refused_on_one_line(client: TestClient) -> None:
    broken = own_omaha_text().replace("[[sectors]]", "[[sectorz]]", 1)
    answer = client.post(READ, json={"text": broken})
    assert answer.status_code == 400
    error = answer.json()["error"]
    assert error.startswith("map:") and "\n" not in error


def test_a_text_that_is_not_toml_is_refused_on_one_line(client: TestClient) -> None:
    answer = client.post(READ, json={"text": "id = \"a\"\nthis is not = = toml"})
    assert answer.status_code == 400
    assert answer.json()["error"].startswith("map file: not valid TOML")


def test_a_map_file_over_the_data_file_bound_is_refused(client: TestClient) -> None:
    answer = client.post(READ, json={"text": "#" * (MAX_DATA_FILE_BYTES + 1)})
    assert answer.status_code == 413
    assert answer.json()["error"] == "map file: larger than 1 MiB"


def test_a_body_with_another_field_is_refused(client: TestClient) -> None:
    answer = client.post(READ, json={"text": own_omaha_text(), "path": "/etc/passwd"})
    assert answer.status_code == 400
    assert answer.json()["error"].startswith("unknown field 'path'")

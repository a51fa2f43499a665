"""A seat's hint: its own choices with their chance of winning, for its token only, rate-limited."""

from __future__ import annotations

from starlette.testclient import TestClient

from meeple.server.hints import HintLimits
from server_helpers import create, open_page, token


def test_a_hint_lists_the_seats_own_choices_best_first(client: TestClient) -> None:
    made = create(client, [("Ann", "human"), ("Bob", "human")])
    page, welcome = open_page(client, made["id"], token(made, 0))
    response = client.get(f"/api/matches/{made['id']}/hint", headers={"Authorization": f"Bearer {token(made, 0)}"})
    assert response.status_code == 200, response.text
    hint = response.json()
    assert hint["seat"] == 0 and hint["version"] == welcome["version"]
    assert {row["action"] for row in hint["actions"]} == {row["action"] for row in welcome["view"]["legal"]}
    visits = [row["visits"] for row in hint["actions"]]
    assert visits == sorted(visits, reverse=True)
    page.close()


def test_a_hint_needs_a_seats_token_and_is_rate_limited(client: TestClient) -> None:
    client.app.state.hint_limits = HintLimits(clock=lambda: 0.0)  # no token comes back meanwhile
    made = create(client, [("Ann", "human"), ("Bob", "human")])
    url = f"/api/matches/{made['id']}/hint"
    assert client.get(url).status_code == 401
    headers = {"Authorization": f"Bearer {token(made, 1)}"}
    answers = [client.get(url, headers=headers).status_code for _ in range(4)]
    assert answers[:3] == [200, 200, 200] and answers[3] == 429
    assert "too many hints" in client.get(url, headers=headers).json()["error"]

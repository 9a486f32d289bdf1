"""Web: signing up from a phone (issue 27, item 3) and the guards of ``POST /api/signup``.

The issue: "Guard the page like the rest of the door (rate limits, no script in names,
a cap on pending entries)". Each guard has a test here that fails without it.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from starlette.testclient import TestClient
from tests.web.web_floor import client_of, make_event, open_floor

from floortool.app.commands.base import Command
from floortool.app.commands.events import UpdateEvent
from floortool.app.commands.sign_ups import ConfirmSignUp
from floortool.app.floor import Floor
from floortool.app.views.sign_ups import pending_rows
from floortool.app.web_address import signup_address
from floortool.reports.qr import qr_rows
from floortool.web.guards import MAX_BODY
from floortool.web.limits import SIGN_UPS_PER_ADDRESS
from floortool.web.sign_up import qr_svg


@pytest.fixture
def floor(db_url: str) -> Iterator[Floor]:
    floor = open_floor(db_url)
    event_id = make_event(floor)
    floor.execute(UpdateEvent(event_id, {"sign_up": "open", "sign_up_cap": 3}))
    yield floor
    floor.close()


@pytest.fixture
def client(floor: Floor) -> Iterator[TestClient]:
    with client_of(floor) as client:
        yield client


def _pending(db_url: str) -> list[str]:
    """The pending names, read at another station (the server's floor is its thread's)."""
    desk = open_floor(db_url)
    try:
        return [row.name for row in pending_rows(desk.state, 1)]
    finally:
        desk.close()


def _at_desk(db_url: str, command: Command) -> None:
    """``command`` run at another station, and the server's next journal poll awaited."""
    desk = open_floor(db_url, operator="desk")
    desk.execute(command)
    desk.close()
    time.sleep(0.3)


def test_a_sign_up_is_202_and_its_page_follows_it_to_the_seat(
    db_url: str, client: TestClient
) -> None:
    """ "the entry waits in a *pending* list ... until the director ... confirms it": the
    sign-up answers 202 and its page says pending, then the seat once confirmed."""
    answer = client.post("/api/signup", json={"name": "Erin Early", "membership": "M-9"})
    assert answer.status_code == 202
    made = answer.json()["sign_up"]
    assert (made["name"], made["status"], made["alternate"]) == ("Erin Early", "pending", None)
    assert made["page"] == f"/signup/1/{made['key']}"
    assert _pending(db_url) == ["Erin Early"]
    assert client.get(made["page"]).status_code == 200  # the page itself
    status = f"/api/signup/status/1/{made['key']}"
    assert client.get(status).json()["status"] == "pending"
    summary = client.get("/api/signup").json()
    assert (summary["sign_up"], summary["pending"]) == ("open", 1)

    _at_desk(db_url, ConfirmSignUp(1, 1))
    shown = client.get(status).json()
    assert shown["status"] == "confirmed" and shown["table"] in (1, 2) and shown["seat"]
    assert "membership" not in shown and "M-9" not in str(summary)


def test_a_sign_up_page_that_no_sign_up_has_is_404(client: TestClient) -> None:
    assert client.get("/api/signup/status/1/aaaaaaaaaaaaaaaa").status_code == 404
    assert client.get("/api/signup/status/1/1").status_code == 404
    assert client.get("/signup/1/1").status_code == 404


def test_sign_up_closed_is_403_with_a_clear_message(db_url: str, client: TestClient) -> None:
    _at_desk(db_url, UpdateEvent(1, {"sign_up": "closed"}))
    answer = client.post("/api/signup", json={"name": "Late Larry"})
    assert answer.status_code == 403
    assert answer.json()["error"] == {
        "code": "sign_up_closed",
        "message": "Sign-up for this event is closed: see the director at the desk.",
    }
    assert _pending(db_url) == []


def test_the_pending_list_is_capped(db_url: str, client: TestClient) -> None:
    """ "a cap on pending entries (a setting)": the cap is 3 here."""
    for name in ("A One", "B Two", "C Three"):
        assert client.post("/api/signup", json={"name": name}).status_code == 202
    answer = client.post("/api/signup", json={"name": "D Four"})
    assert answer.status_code == 409 and answer.json()["error"]["code"] == "sign_up_full"
    assert "3 players waiting" in answer.json()["error"]["message"]
    assert _pending(db_url) == ["A One", "B Two", "C Three"]


def test_one_address_may_send_only_so_many_sign_ups(db_url: str, client: TestClient) -> None:
    """Rate limit per address: every try counts, taken or refused."""
    _at_desk(db_url, UpdateEvent(1, {"sign_up_cap": 100}))
    for i in range(SIGN_UPS_PER_ADDRESS):
        client.post("/api/signup", json={"name": f"Player {i}"})
    answer = client.post("/api/signup", json={"name": "One Too Many"})
    assert answer.status_code == 429
    assert int(answer.headers["retry-after"]) > 0
    assert "Too many sign-ups" in answer.json()["error"]["message"]
    assert "One Too Many" not in _pending(db_url)


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("Bell\x07", "control character"),
        ("#3", "cannot start with '#'"),
        ("x" * 120 + "y", "at most 120 characters"),
        ("   ", "needs a name"),
    ],
)
def test_names_are_checked_like_the_command_lines(
    db_url: str, client: TestClient, name: str, why: str
) -> None:
    answer = client.post("/api/signup", json={"name": name})
    assert answer.status_code in (400, 422)
    assert why in answer.json()["error"]["message"]
    assert _pending(db_url) == []


@pytest.mark.parametrize(
    "body",
    [
        b"[]",
        b"not json",
        b'{"name": 5}',
        b'{"name": "Ann", "membership": ["M1"]}',
        b'{"name": "Ann", "admin": true}',
        b'{"name": "\\ud800"}',
        ('{"name": "' + "x" * 300 + '"}').encode(),
    ],
)
def test_only_the_sign_ups_json_shape_is_taken(
    db_url: str, client: TestClient, body: bytes
) -> None:
    answer = client.post("/api/signup", content=body, headers={"content-type": "application/json"})
    assert answer.status_code == 400
    assert answer.json()["error"]["code"] in ("bad_request", "bad_parameter")
    assert _pending(db_url) == []


def test_only_json_is_taken_so_no_other_sites_page_can_post_a_form(
    db_url: str, client: TestClient
) -> None:
    """A form or a ``text/plain`` post of another site's page needs no leave of the
    server (no CORS preflight); ``application/json`` does, and the server never gives it."""
    body = b'{"name": "Forged Fred"}'
    for kind in ("text/plain", "application/x-www-form-urlencoded", None):
        headers = {"content-type": kind} if kind else {}
        answer = client.post("/api/signup", content=body, headers=headers)
        assert answer.status_code == 415 and answer.json()["error"]["code"] == "not_json"
    assert _pending(db_url) == []


def test_a_body_over_the_limit_is_refused_413(db_url: str, client: TestClient) -> None:
    answer = client.post("/api/signup", content=b"{" + b" " * MAX_BODY + b"}")
    assert answer.status_code == 413
    assert _pending(db_url) == []


def test_a_name_already_pending_is_409(db_url: str, client: TestClient) -> None:
    assert client.post("/api/signup", json={"name": "Ann Twice"}).status_code == 202
    answer = client.post("/api/signup", json={"name": "ann  twice"})
    assert answer.status_code == 409 and answer.json()["error"]["code"] == "already_pending"


def test_the_script_in_a_name_is_stored_as_text(db_url: str, client: TestClient) -> None:
    """User text is never HTML: the JSON carries the name as it was typed (the browser
    test shows it literally on the page and the display)."""
    name = "<script>alert(1)</script>"
    made = client.post("/api/signup", json={"name": name}).json()["sign_up"]
    assert made["name"] == name
    page = client.get(made["page"])
    assert name not in page.text and "<script>alert" not in page.text


def test_the_qr_code_opens_the_sign_up_page_at_the_screens_address(client: TestClient) -> None:
    answer = client.get("/api/signup/qr.svg?event=1")
    assert answer.headers["content-type"].startswith("image/svg+xml")
    assert answer.text == qr_svg("http://testserver/signup?event=1")
    rows = qr_rows(signup_address("http://192.168.1.5:8470", None))
    assert qr_svg("http://192.168.1.5:8470/signup").count("h1v1h-1z") == "".join(rows).count("1")

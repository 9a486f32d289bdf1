"""Web: an entry's page is reached by its key, never by its sequential id, and the
seat card's QR code holds that key."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

import pytest
from tests.support import FakeClock, entry_of
from tests.web.web_floor import client_of, key_of, make_event, open_floor, printed_seat_cards

from floortool.app.entry_keys import KEY_SHAPE, entry_key, entry_key_secret
from floortool.app.web_address import remember_web_address


def test_a_key_is_made_under_the_floors_own_secret_and_says_nothing_of_the_id(
    db_url: str, tmp_path: Path
) -> None:
    """The same entry of the same event has another key on another floor (another
    secret), so no rule from id to key exists outside the floor; keys of consecutive
    entries share nothing; a second station on the same database makes the same keys."""
    floor = open_floor(db_url)
    secret = entry_key_secret(floor)
    elsewhere = open_floor(f"sqlite:///{tmp_path}/other.db")
    other = entry_key_secret(elsewhere)
    elsewhere.close()
    assert secret != other and len(secret) >= 64
    keys = [entry_key(secret, 1, entry) for entry in range(1, 501)]
    assert all(KEY_SHAPE.fullmatch(k) for k in keys)
    assert len(set(keys)) == 500
    assert [entry_key(other, 1, entry) for entry in range(1, 501)] != keys
    assert entry_key(secret, 2, 1) != keys[0]  # the event counts too
    again = open_floor(db_url)  # another station on the same database
    assert entry_key_secret(again) == secret
    again.close()
    floor.close()


def test_the_sequential_id_opens_nothing(db_url: str, clock: FakeClock) -> None:
    floor = open_floor(db_url, clock)
    event_id = make_event(floor)
    dan = entry_of(floor, event_id, "Dan Dorsey")
    with client_of(floor) as client:
        by_id = client.get(f"/api/entry/{event_id}/{dan}")
        page_by_id = client.get(f"/entry/{event_id}/{dan}")
        by_key = client.get(f"/api/entry/{event_id}/{key_of(floor, event_id, dan)}")
        found = client.get(f"/api/find?event={event_id}&name=dan").json()
    floor.close()
    assert by_id.status_code == 404 and by_id.json()["error"]["code"] == "unknown_entry"
    assert page_by_id.status_code == 404
    assert by_key.status_code == 200 and by_key.json()["entry"] == dan
    assert [m["key"] for m in found["matches"]] == [by_key.json()["key"]]  # what find.js links


def test_the_printed_seat_cards_qr_address_opens_the_entry_page(
    db_url: str, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The window prints the cards once the floor is shared; every card's QR code is
    the address of its own entry's page on the server, which answers it."""
    desk = open_floor(db_url, clock)
    event_id = make_event(desk)
    remember_web_address(desk, ["http://192.168.1.20:8470/"])
    cards = printed_seat_cards(monkeypatch, desk, event_id)
    server = open_floor(db_url, clock, operator="web")  # the server's own floor
    with client_of(server) as client:
        for card in cards:
            address = urlsplit(card.code)
            assert (address.scheme, address.netloc) == ("http", "192.168.1.20:8470")
            assert KEY_SHAPE.fullmatch(address.path.rsplit("/", 1)[1])  # not the id
            page = client.get(address.path)
            assert page.status_code == 200 and "/static/entry.js" in page.text
            shown = client.get(f"/api{address.path}").json()
            assert (shown["entry"], shown["table"], shown["seat"]) == (
                card.entry_id,
                card.table,
                card.seat,
            )
    server.close()
    desk.close()

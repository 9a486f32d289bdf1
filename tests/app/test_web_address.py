"""App: the address phones reach the floor at, and the seat cards' QR codes that open
an entry's page there once the floor has been shared."""

from __future__ import annotations

import pytest
from tests.web.web_floor import make_event, open_floor, printed_seat_cards

from floortool.app.entry_keys import entry_key, entry_key_secret
from floortool.app.floor import Floor
from floortool.app.web_address import phone_address, remember_web_address, web_address


def test_the_address_a_phone_can_open_is_the_first_that_is_not_loopback() -> None:
    served = ["http://127.0.0.1:8470/", "http://192.168.1.20:8470/", "http://10.0.0.5:8470/"]
    assert phone_address(served) == "http://192.168.1.20:8470"
    assert phone_address(["http://127.0.0.1:8470/", "http://localhost:8470/"]) is None
    assert phone_address(["http://[::1]:8470/"]) is None
    assert phone_address([]) is None


def _printed_codes(monkeypatch: pytest.MonkeyPatch, floor: Floor, event_id: int) -> list[str]:
    return [card.code for card in printed_seat_cards(monkeypatch, floor, event_id)]


def test_seat_cards_open_the_entry_page_once_the_floor_is_shared(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    floor = open_floor(db_url)
    event_id = make_event(floor, names=("Ann Archer", "Bo Brown"))
    before = _printed_codes(monkeypatch, floor, event_id)
    assert all(code.startswith(f"floortool:{event_id}:") for code in before)

    remember_web_address(floor, ["http://192.168.1.20:8470/", "http://127.0.0.1:8470/"])
    again = open_floor(db_url)  # another station (the window) reads the same address
    assert web_address(again) == "http://192.168.1.20:8470"
    shared = _printed_codes(monkeypatch, again, event_id)
    entries = [int(code.rsplit(":", 1)[1]) for code in before]
    secret = entry_key_secret(floor)  # the same on both stations
    keys = [entry_key(secret, event_id, e) for e in entries]
    assert shared == [f"http://192.168.1.20:8470/entry/{event_id}/{k}" for k in keys]

    remember_web_address(floor, ["http://127.0.0.1:8470/"])  # shared on this laptop only
    assert _printed_codes(monkeypatch, floor, event_id) == before
    again.close()
    floor.close()

"""App: the address phones reach the floor at, and the seat cards' QR codes that open
an entry's page there once the floor has been shared."""

from __future__ import annotations

import pytest
from tests.web.web_floor import make_event, open_floor

from floortool.app.documents import catalogue
from floortool.app.documents.catalogue import prepare_on
from floortool.app.documents.request import PrintRequest
from floortool.app.web_address import phone_address, remember_web_address, web_address
from floortool.reports.seat_cards import SeatCard


def test_the_address_a_phone_can_open_is_the_first_that_is_not_loopback() -> None:
    served = ["http://127.0.0.1:8470/", "http://192.168.1.20:8470/", "http://10.0.0.5:8470/"]
    assert phone_address(served) == "http://192.168.1.20:8470"
    assert phone_address(["http://127.0.0.1:8470/", "http://localhost:8470/"]) is None
    assert phone_address(["http://[::1]:8470/"]) is None
    assert phone_address([]) is None


def _printed_codes(monkeypatch: pytest.MonkeyPatch, floor: object, event_id: int) -> list[str]:
    """The QR codes of the seat cards ``prepare_on`` would print."""
    cards: list[SeatCard] = []

    def render(_head: object, chosen: list[SeatCard], *_args: object, **_kw: object) -> bytes:
        cards.extend(chosen)
        return b"%PDF"

    monkeypatch.setattr(catalogue, "render_seat_cards", render)
    prepare_on(floor, event_id, PrintRequest("seat-cards")).render(None)  # type: ignore[arg-type]
    return [card.code for card in cards]


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
    entries = [code.rsplit(":", 1)[1] for code in before]
    assert shared == [f"http://192.168.1.20:8470/entry/{event_id}/{e}" for e in entries]

    remember_web_address(floor, ["http://127.0.0.1:8470/"])  # shared on this laptop only
    assert _printed_codes(monkeypatch, floor, event_id) == before
    again.close()
    floor.close()

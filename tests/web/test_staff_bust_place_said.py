"""Web: the place a bust on a floor phone would give, in the phone's language.

Issue 30: "Every string a person reads [...] goes through one translation mechanism
[...] numbers and money per locale." The preview a floor phone shows before a bust
says where the player finishes (``8th``): a German phone reads ``8.``, a Spanish one
``8.º``.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.support import FakeClock
from tests.web.staff_room import Room, staff_room
from tests.web.web_floor import NAMES


@pytest.fixture
def room(db_url: str, clock: FakeClock) -> Iterator[Room]:
    yield from staff_room(db_url, clock)


@pytest.mark.parametrize(("lang", "place"), [("en", "th"), ("de", "."), ("es", ".º")])
def test_the_bust_preview_says_the_place_in_the_phones_language(
    room: Room, lang: str, place: str
) -> None:
    headers = room.paired(name="Floor Ann")
    table, seat = room.seat_of("Bob Brown")
    preview = room.client.post(
        f"/api/staff/bust/preview?lang={lang}",
        json={"players": [{"find": f"{table}-{seat}"}]},
        headers=headers,
    )
    assert preview.status_code == 200, preview.text
    (shown,) = preview.json()["busts"]
    assert shown["finishes"] == f"{len(NAMES)}{place}"

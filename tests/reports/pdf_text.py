"""Test helpers for printed documents: a demo event with a field to print, and the
text and fonts of a PDF as a reader sees them (pypdf)."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from typing import Any

from pypdf import PdfReader
from tests.support import FakeClock

from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.demo import ensure_demo_event
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.domain.field.entries import ACTIVE

#: Names that must print exactly as typed.
TRICKY = ("Zoë O'Brien", "<b>Bob</b> & Co", "Łukasz Żółć", "Siobhán Ní Bhriain")
FIELD = (*TRICKY, *(f"Player {n:02d}" for n in range(1, 20)))


def demo_floor(url: str, clock: FakeClock, names: tuple[str, ...] = FIELD) -> tuple[Floor, int]:
    """The demo event (3 tables of 9) with ``names`` registered and seated."""
    floor = Floor.open(url, operator="td", clock=clock, rng=random.Random(8))
    event_id = ensure_demo_event(floor)
    if names:
        floor.execute(RegisterEntry(event_id, newcomers(names)))
    return floor, event_id


def seated(floor: Floor, event_id: int) -> list[tuple[str, int, int]]:
    """(player, table, seat) of every seated entry."""
    return [
        (row.player, row.table, row.seat)
        for row in field_summary(floor.state, event_id).entries
        if row.status == ACTIVE and row.table is not None and row.seat is not None
    ]


def pages_text(data: bytes) -> list[str]:
    """The text of each page."""
    return [page.extract_text() for page in PdfReader(io.BytesIO(data)).pages]


def font_names(data: bytes) -> Iterator[tuple[str, bool]]:
    """(base font name, embedded?) of every font the pages and their forms use."""
    reader = PdfReader(io.BytesIO(data))
    seen: set[str] = set()

    def walk(resources: Any) -> Iterator[tuple[str, bool]]:
        resources = resources.get_object() if hasattr(resources, "get_object") else resources
        if not resources:
            return
        fonts = resources.get("/Font")
        for font in (fonts.get_object() if fonts else {}).values():
            font = font.get_object()
            name = str(font["/BaseFont"])
            if name not in seen:
                seen.add(name)
                descriptor = font.get("/FontDescriptor")
                embedded = descriptor is not None and "/FontFile2" in descriptor.get_object()
                yield name, embedded
        xobjects = resources.get("/XObject")
        for xobject in (xobjects.get_object() if xobjects else {}).values():
            xobject = xobject.get_object()
            if xobject.get("/Subtype") == "/Form":
                yield from walk(xobject.get("/Resources"))

    for page in reader.pages:
        yield from walk(page.get("/Resources"))

"""Web: which notices make a page read a document again, declared once beside each
read model and document (``app.depends``) and sent in the live hello; the pages'
scripts name only the documents they read. A corrected player name (a ``players``
notice, of no event) reaches every document that shows names (issue 24, item 1)."""

from __future__ import annotations

import re
from pathlib import Path

import httpx2
import pytest
from tests.support import FakeClock, entry_of, player_of
from tests.web.web_floor import Sse, key_of, make_event, open_floor, served, sse_events

from floortool.app.commands.players import UpdatePlayer
from floortool.app.depends import depends_on, subjects_of
from floortool.app.views.field import field_summary
from floortool.domain.kernel.journal import Subject
from floortool.web.app import DEPENDS

STATIC = Path(__file__).parents[2] / "floortool" / "web" / "static"
TIMEOUT = httpx2.Timeout(10.0)
#: The documents that show a player's name.
NAMING = ("/api/event", "/api/seating", "/api/results", "/api/standings", "/api/find",
          "/api/entry", "/api/changes")  # fmt: skip


def test_every_document_that_shows_a_name_depends_on_the_player_database() -> None:
    for path in NAMING:
        assert Subject.PLAYERS in DEPENDS[path], path
    assert Subject.PLAYERS not in DEPENDS["/api/structure"]


def test_a_read_model_built_on_another_depends_on_its_subjects_too() -> None:
    @depends_on(Subject.PRINTS, reads=(field_summary,))
    def cards(_state: object, _event_id: int) -> None:
        return None

    assert subjects_of(cards) == subjects_of(field_summary) | {Subject.PRINTS}

    def undeclared() -> None:
        return None

    with pytest.raises(KeyError, match="undeclared declares no subjects"):
        subjects_of(undeclared)


def test_the_page_scripts_name_documents_the_server_declares_and_no_subjects() -> None:
    named = set()
    for script in STATIC.glob("*.js"):
        text = script.read_text()
        assert not re.search(r"\bsubjects: \[", text), f"{script.name} lists subjects by hand"
        for listed in re.findall(r"documents: \[([^\]]*)\]", text):
            named |= set(re.findall(r'"(/api/[a-z]+)"', listed))
    assert named, "no loader found"
    assert named <= set(DEPENDS), named - set(DEPENDS)


def _next(events: object, kind: str) -> Sse:
    return next(e for e in events if e.kind == kind)  # type: ignore[attr-defined]


def test_a_corrected_name_is_a_notice_the_pages_follow_to_the_new_spelling(
    db_url: str, clock: FakeClock
) -> None:
    """The floor corrects "Bob Brown" to "Bob Braun": the stream's notice touches the
    player database only, of no event; the hello has told the page that the seating,
    results and entry documents depend on it, and each serves the new spelling."""
    desk = open_floor(db_url, clock, operator="desk")
    event_id = make_event(desk)
    bob = entry_of(desk, event_id, "Bob Brown")
    server_floor = open_floor(db_url, clock, operator="web")
    with (
        served(server_floor) as base,
        httpx2.stream("GET", f"{base}/api/live", timeout=TIMEOUT) as stream,
    ):
        events = sse_events(stream)
        hello = _next(events, "hello")
        depends = hello.data["depends"]
        assert isinstance(depends, dict)
        assert depends == {path: [str(s) for s in subjects] for path, subjects in DEPENDS.items()}
        before = httpx2.get(f"{base}/api/seating", timeout=TIMEOUT)
        desk.execute(UpdatePlayer(player_of(desk, "Bob Brown"), {"name": "Bob Braun"}))
        notice = _next(events, "notice")
        assert notice.data["event"] is None and notice.data["subjects"] == ["players"]
        follows = [path for path, subjects in depends.items() if "players" in subjects]
        assert {"/api/seating", "/api/results", "/api/entry", "/api/find"} <= set(follows)
        seating = httpx2.get(
            f"{base}/api/seating",
            headers={"If-None-Match": before.headers["etag"]},
            timeout=TIMEOUT,
        )
        entry = httpx2.get(
            f"{base}/api/entry/{event_id}/{key_of(desk, event_id, bob)}", timeout=TIMEOUT
        ).json()
        found = httpx2.get(f"{base}/api/find?name=braun", timeout=TIMEOUT).json()
    desk.close()
    server_floor.close()
    assert seating.status_code == 200
    names = {o["player"] for t in seating.json()["tables"] for o in t["occupied"]}
    assert "Bob Braun" in names and "Bob Brown" not in names
    assert entry["player"] == "Bob Braun"
    assert [m["player"] for m in found["matches"]] == ["Bob Braun"]

"""``GET /api/announcement`` and its push (issue 29, item 4: "an announcement overlay
... that shows on every screen at once"). The document is ``{"announcement": {"text",
"until"} or null, "now"}``; the text is served as it was typed (pages set it as text);
a line whose time is over is not served. When the announcement file changes, every
live page hears a notice of no event with the subject ``announcement``."""

from __future__ import annotations

import time

from tests.web.web_floor import client_of, open_floor

from floortool.app.room_announcement import (
    announcement_file,
    clear_announcement,
    post_announcement,
)
from floortool.domain.display.announcement import Announcement, announcement_to_json
from floortool.web.announcement import SUBJECT, FilePush


def test_the_line_is_served_as_typed_and_goes_when_cleared_or_over(db_url: str) -> None:
    hostile = "<script>alert(1)</script> Hand for hand"
    with client_of(open_floor(db_url)) as client:
        assert client.get("/api/announcement").json()["announcement"] is None
        post_announcement(hostile, 60)
        served = client.get("/api/announcement")
        assert served.headers["cache-control"] == "no-store"
        document = served.json()
        assert document["announcement"]["text"] == hostile
        assert document["now"] < document["announcement"]["until"] <= time.time() + 60
        clear_announcement()
        assert client.get("/api/announcement").json()["announcement"] is None
        over = Announcement("Hand for hand", until=time.time() - 1)
        announcement_file().write_text(announcement_to_json(over), encoding="utf-8")
        assert client.get("/api/announcement").json()["announcement"] is None


def test_a_change_of_the_file_is_told_once() -> None:
    told: list[str] = []
    push = FilePush(told.append)
    push()
    assert told == []
    post_announcement("Last hand before the break")
    push()
    push()
    assert len(told) == 1
    assert "event: notice" in told[0] and f'"subjects": ["{SUBJECT}"]' in told[0]
    clear_announcement()
    push()
    assert len(told) == 2


def test_the_cues_are_served_and_their_change_told(db_url: str) -> None:
    """``GET /api/cues``: the latest cues the window carried out, as kept; a new cue is
    told with the subject ``cue``."""
    from floortool.app.automation import Cue
    from floortool.app.room_cue import cue_file, publish_cue
    from floortool.web.announcement import CUE_SUBJECT

    told: list[str] = []
    push = FilePush(told.append, path=cue_file, subject=CUE_SUBJECT)
    with client_of(open_floor(db_url)) as client:
        assert client.get("/api/cues").json()["cues"] == []
        kept = publish_cue(Cue(1, "bubble", None, "<b>On the bubble</b>", 0, True))
        served = client.get("/api/cues")
        assert served.headers["cache-control"] == "no-store"
        assert served.json()["cues"] == [kept]
    push()
    assert len(told) == 1 and f'"subjects": ["{CUE_SUBJECT}"]' in told[0]

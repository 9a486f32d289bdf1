"""``GET /api/screen-set?name=NAME`` and ``GET /api/ticker`` (issue 29 item 4): "a
screen set (views and seconds each)" served with every layout it turns through, so
``/display?set=NAME`` turns without asking again; "a scrolling message" served as the
line the director set. Each guard: a bad name (422), an unknown set (404, listing the
sets), a set naming a layout there is not (422 naming it); and the ticker's notice
reaches live pages when its file changes."""

from __future__ import annotations

import json

from tests.web.web_floor import client_of, open_floor

from floortool.app.room_ticker import clear_ticker, set_ticker
from floortool.app.screen_sets import SCREEN_SETS, save_screen_set
from floortool.domain.display.screen_sets import View
from floortool.web.app import DEPENDS
from floortool.web.ticker import PATH, SUBJECT, ticker_push


def test_a_set_comes_with_its_layouts(db_url: str) -> None:
    save_screen_set("Night", [View("classic", 60), View("big-clock", 10)])
    with client_of(open_floor(db_url)) as client:
        served = client.get("/api/screen-set", params={"name": "night"}).json()
    assert served["set"]["views"] == [
        {"layout": "classic", "seconds": 60},
        {"layout": "big-clock", "seconds": 10},
    ]
    assert set(served["layouts"]) == {"classic", "big-clock"}
    assert served["layouts"]["big-clock"]["layout"]["name"] == "Big clock"


def test_each_guard_refuses_with_its_reason(db_url: str) -> None:
    SCREEN_SETS.user_dir.mkdir(parents=True, exist_ok=True)
    gone = {"version": 1, "name": "Gone", "views": [{"layout": "no-such", "seconds": 10}]}
    (SCREEN_SETS.user_dir / "gone.json").write_text(json.dumps(gone), encoding="utf-8")
    with client_of(open_floor(db_url)) as client:
        for bad in ("../secrets", "Night", "a b", "<script>"):
            answer = client.get("/api/screen-set", params={"name": bad})
            assert answer.status_code == 422, bad
            assert answer.json()["error"]["code"] == "bad_name"
        unknown = client.get("/api/screen-set", params={"name": "nothing"})
        assert unknown.status_code == 404
        assert "clock-and-payouts" in unknown.json()["error"]["message"]
        broken = client.get("/api/screen-set", params={"name": "gone"})
        assert broken.status_code == 422
        assert "no-such" in broken.json()["error"]["message"]
        assert client.get("/api/screen-set", params={"name": "x" * 81}).status_code == 400


def test_the_ticker_is_the_line_set_and_its_change_is_told(db_url: str) -> None:
    told: list[str] = []
    push = ticker_push(told.append)
    with client_of(open_floor(db_url)) as client:
        assert client.get("/api/ticker").json() == {"ticker": None}
        set_ticker("  Cash games: ask at the desk <b>  ")
        assert client.get("/api/ticker").json() == {"ticker": "Cash games: ask at the desk <b>"}
        push()
        assert len(told) == 1 and f'"subjects": ["{SUBJECT}"]' in told[0]
        push()
        assert len(told) == 1  # nothing changed since
        clear_ticker()
        push()
        assert len(told) == 2
        assert client.get("/api/ticker").json() == {"ticker": None}
    assert DEPENDS[PATH] == [SUBJECT]  # a page reads the line again after its notice

"""``GET /api/layout?name=NAME`` and ``GET /api/display-lists`` (issue 29): the layout
a ``/display?layout=NAME`` page draws, as the strict reader gave it back, and the rows
of its list regions with the names the event serves (initials too, in the standings).
Without a name: the default (classic); each guard: a name too long (400), unknown
(404, listing the layouts), a file that does not read (422 saying why); a QR code
region comes with its matrix."""

from __future__ import annotations

import json

from tests.web.web_floor import client_of, make_event, open_floor

from floortool.app.layouts import user_layouts_dir
from floortool.domain.display.layouts import read_layout
from floortool.reports.qr import qr_rows
from floortool.web.layouts import MAX_NAME


def own_layout(name: str, data: object) -> None:
    user_layouts_dir().mkdir(parents=True, exist_ok=True)
    (user_layouts_dir() / f"{name}.json").write_text(json.dumps(data), encoding="utf-8")


def test_a_preset_is_served_as_the_reader_reads_it(db_url: str) -> None:
    floor = open_floor(db_url)
    with client_of(floor) as client:
        served = client.get("/api/layout", params={"name": "classic"}).json()
    assert served["name"] == "classic"
    assert read_layout(json.dumps(served["layout"])).name == "Classic"
    assert served["qr"] == {}


def test_a_qr_code_comes_with_its_matrix(db_url: str) -> None:
    own_layout(
        "qr",
        {
            "version": 1,
            "name": "QR",
            "regions": [
                {
                    "id": "code",
                    "show": "qr_code",
                    "box": [0, 0, 0.5, 0.5],
                    "text": "https://example.org",
                }
            ],
        },
    )
    with client_of(open_floor(db_url)) as client:
        served = client.get("/api/layout", params={"name": "qr"}).json()
    assert served["qr"] == {"code": list(qr_rows("https://example.org"))}


def test_each_guard_refuses_with_its_reason(db_url: str) -> None:
    own_layout(
        "broken",
        {
            "version": 1,
            "name": "B",
            "regions": [{"id": "x", "show": "iframe", "box": [0, 0, 1, 1]}],
        },
    )
    with client_of(open_floor(db_url)) as client:
        missing = client.get("/api/layout")
        long = client.get("/api/layout", params={"name": "x" * (MAX_NAME + 1)})
        unknown = client.get("/api/layout", params={"name": "../../etc/passwd"})
        broken = client.get("/api/layout", params={"name": "broken"})
    assert missing.status_code == 200 and missing.json()["name"] == "classic"  # the default
    assert long.status_code == 400 and "too long" in long.json()["error"]["message"]
    assert unknown.status_code == 404 and "classic" in unknown.json()["error"]["message"]
    assert broken.status_code == 422 and "'iframe'" in broken.json()["error"]["message"]


def test_the_lists_serve_the_events_names(db_url: str) -> None:
    floor = open_floor(db_url)
    event_id = make_event(floor, "Friday", ("Ann Ames", "Bob Bell"))
    with client_of(floor) as client:
        lists = client.get("/api/display-lists", params={"event": event_id}).json()
    assert sorted(row[0] for row in lists["seating"]) == ["Ann Ames", "Bob Bell"]
    assert lists["results"] == [] and lists["standings"] == []
    assert lists["in_the_money"] is False and lists["final_table"] is False

"""Web: a notice names the entry pages it changed, by tags that reveal no key, so an
entry page or a seat finder reads again only when what it shows changed (issue 24,
item 1: at most 0.1 s of server CPU per bust with 1,000 phones)."""

from __future__ import annotations

from collections.abc import Iterator

import httpx2
from tests.support import FakeClock, as_typed, entry_of
from tests.web.web_floor import Sse, key_of, make_event, open_floor, served, sse_events

from floortool.app.commands.clock import StartClock
from floortool.app.commands.registration import RegisterEntry
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.seating import MoveEntry
from floortool.app.floor import Floor
from floortool.web.entry_changes import EntryChanges, Prints, entry_tag

TIMEOUT = httpx2.Timeout(10.0)


def _notice(events: Iterator[Sse]) -> dict[str, object]:
    return next(e for e in events if e.kind == "notice").data


def _free_seat(floor: Floor, event_id: int, entry_id: int) -> tuple[int, int]:
    """A seat nobody sits in, at the other table than the entry's."""
    seating = floor.state.seating[event_id]
    table = 2 if seating.where[entry_id][0] == 1 else 1
    taken = {seat for seat, _ in seating.tables[table].occupied.items()}
    return table, next(s for s in range(1, 10) if s not in taken)


def test_a_notice_lists_only_the_entry_pages_it_changed(db_url: str, clock: FakeClock) -> None:
    """A bust lists the busted entry's tag and no other's; a move lists the moved
    entry's; a new entry says the finder's names changed. The pages' documents carry
    their tags, and a tag is no part of the key it is made from."""
    desk = open_floor(db_url, clock, operator="desk")
    event_id = make_event(desk)
    desk.execute(StartClock(event_id))
    alice, bob = entry_of(desk, event_id, "Alice Archer"), entry_of(desk, event_id, "Bob Brown")
    keys = {entry: key_of(desk, event_id, entry) for entry in (alice, bob)}
    server_floor = open_floor(db_url, clock, operator="web")
    with served(server_floor) as base, httpx2.Client(base_url=base, timeout=TIMEOUT) as client:
        page = client.get(f"/api/entry/{event_id}/{keys[alice]}").json()
        found = client.get("/api/find", params={"name": "bob"}).json()
        assert page["tag"] == entry_tag(keys[alice])
        assert found["matches"][0]["tag"] == entry_tag(keys[bob])
        assert all(entry_tag(key) not in key for key in keys.values())
        with httpx2.stream("GET", f"{base}/api/live", timeout=TIMEOUT) as stream:
            events = sse_events(stream)
            next(e for e in events if e.kind == "hello")

            desk.execute(BustPlayers(event_id, (bob,)))
            assert _notice(events)["entries"] == {
                "changed": [entry_tag(keys[bob])],
                "names": False,
            }

            desk.execute(MoveEntry(event_id, alice, *_free_seat(desk, event_id, alice)))
            assert _notice(events)["entries"] == {
                "changed": [entry_tag(keys[alice])],
                "names": False,
            }

            desk.execute(RegisterEntry(event_id, as_typed(desk, "Eve Evans")))
            late = entry_of(desk, event_id, "Eve Evans")
            told = _notice(events)["entries"]
            assert isinstance(told, dict) and told["names"] is True
            assert entry_tag(key_of(desk, event_id, late)) in told["changed"]
    server_floor.close()
    desk.close()


def test_before_anyone_looked_a_notice_says_nothing_of_the_entries() -> None:
    """With no prints kept nothing can be compared: no list (pages read as before), and
    what was kept is forgotten on a change that names no event."""
    changes = EntryChanges()
    prints = Prints({"abc123": b"1"}, ())
    assert changes.changed(1, lambda: prints) is None
    changes.watch(1, lambda: prints)
    changed = changes.changed(1, lambda: Prints({"abc123": b"2", "def456": b"3"}, ()))
    assert changed is not None and changed.to_json() == {
        "changed": ["abc123", "def456"],
        "names": False,
    }
    changes.forget()
    assert changes.changed(1, lambda: prints) is None

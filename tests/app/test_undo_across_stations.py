"""App: undo with several stations on one database (issue 17, fault item 4).

Two ``Floor`` objects on one database are two stations with their own operators.
By default a station undoes its own operator's latest action; the event-wide undo
takes the event's latest whoever did it; an undo given the group its label named
refuses, inside the write transaction, when another station has made another group
due, and writes nothing.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.floor import Floor
from floortool.app.views.field import field_summary
from floortool.cli.main import run
from floortool.domain.kernel.errors import FloorError, NothingToUndo
from floortool.domain.kernel.journal import event_scope
from floortool.domain.tournament.event import settings_for


@pytest.fixture
def stations(db_url: str, clock: FakeClock) -> Iterator[tuple[Floor, Floor, int]]:
    """Station A (operator ann) and station B (operator bea) on one event of one table,
    opened by the director's first registration (so that no registration of A or B
    opens a table the other's later ones sit at: undoing it would be ``undo_blocked``)."""
    director = Floor.open(db_url, operator="td", clock=clock)
    made = settings_for(name="Friday", tables=1, seats=10)
    event_id = director.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    director.execute(RegisterEntry(event_id, newcomers(("Opener",))))
    director.close()
    ann = Floor.open(db_url, operator="ann", clock=clock)
    bea = Floor.open(db_url, operator="bea", clock=clock)
    yield ann, bea, event_id
    ann.close()
    bea.close()


def _registered(floor: Floor, event_id: int) -> set[str]:
    """Who is registered, as ``floor`` sees it once it has caught up (the opener left out)."""
    floor.refresh()
    return {row.player for row in field_summary(floor.state, event_id).entries} - {"Opener"}


def test_undo_takes_back_the_stations_own_action(stations: tuple[Floor, Floor, int]) -> None:
    """Undos at one station while another registers take back only the station's own
    (the issue: 12 undos at one station took back the other stations' registrations)."""
    ann, bea, event_id = stations
    scope = event_scope(event_id)
    for number in range(4):
        ann.execute(RegisterEntry(event_id, newcomers((f"Ann Guest {number}",))))
        bea.execute(RegisterEntry(event_id, newcomers((f"Bea Guest {number}",))))
    for number in reversed(range(4)):
        done = ann.undo(scope)
        assert done.label.startswith(f"Register Ann Guest {number}")
    assert _registered(bea, event_id) == {f"Bea Guest {n}" for n in range(4)}
    with pytest.raises(NothingToUndo) as info:
        ann.undo(scope)
    assert "another station's" in info.value.message


def test_undo_event_wide_takes_the_latest_whoever_did_it(
    stations: tuple[Floor, Floor, int],
) -> None:
    ann, bea, event_id = stations
    scope = event_scope(event_id)
    ann.execute(RegisterEntry(event_id, newcomers(("Cy Late",))))
    bea.execute(RegisterEntry(event_id, newcomers(("Di Later",))))
    # Until ann's floor catches up, its menu still names ann's own action for both.
    assert (ann.undo_label(scope, event_wide=True) or "").startswith("Register Cy Late")
    ann.refresh()
    assert (ann.undo_label(scope) or "").startswith("Register Cy Late")
    assert (ann.undo_label(scope, event_wide=True) or "").startswith("Register Di Later")
    done = ann.undo(scope, event_wide=True)
    assert done.label.startswith("Register Di Later")
    assert ann.action_operator(done.group) == "bea"
    assert _registered(bea, event_id) == {"Cy Late"}


def test_undo_refuses_when_the_label_shown_is_stale(stations: tuple[Floor, Floor, int]) -> None:
    """The issue's case: the menu said "Undo Register Cy Late", and meanwhile another
    station registered Di Later; the click must not take back Di Later."""
    ann, bea, event_id = stations
    scope = event_scope(event_id)
    ann.execute(RegisterEntry(event_id, newcomers(("Cy Late",))))
    shown = ann.undo_group(scope, event_wide=True)  # what the menu names now
    assert shown is not None and ann.action_label(shown).startswith("Register Cy Late")
    bea.execute(
        RegisterEntry(event_id, newcomers(("Di Later",)))
    )  # another station, a moment later
    journal = bea.journal()
    with pytest.raises(FloorError) as info:
        ann.undo(scope, event_wide=True, expected=shown)
    assert info.value.code == "undo_changed"
    assert "Cy Late" in info.value.message and "Di Later" in info.value.message
    assert bea.journal() == journal  # nothing written
    assert _registered(bea, event_id) == {"Cy Late", "Di Later"}
    # The station's own undo still names Cy Late and takes it back.
    own = ann.undo_group(scope)
    assert own == shown
    assert ann.undo(scope, expected=own).group == shown
    assert _registered(bea, event_id) == {"Di Later"}


def test_redo_brings_back_the_stations_own(stations: tuple[Floor, Floor, int]) -> None:
    ann, bea, event_id = stations
    scope = event_scope(event_id)
    ann.execute(RegisterEntry(event_id, newcomers(("Cy Late",))))
    ann.undo(scope)
    bea.execute(RegisterEntry(event_id, newcomers(("Di Later",))))  # a new action clears redo
    bea.undo(scope)
    with pytest.raises(FloorError):
        bea.redo(scope, expected=0)
    assert bea.redo(scope).label.startswith("Register Di Later")


def test_undo_cli_own_and_event_wide(tmp_path: object, capsys: pytest.CaptureFixture[str]) -> None:
    """``floortool undo`` takes the operator's own; ``--event-wide`` / ``--any`` the event's
    latest, with who did it in the JSON."""
    db = f"sqlite:///{tmp_path}/floor.db"

    def cli(operator: str, *args: str) -> dict[str, object]:
        status = run(["--db", db, "--operator", operator, "--json", *args])
        document = json.loads(capsys.readouterr().out)
        assert status == 0, document
        assert isinstance(document, dict)
        return document

    cli("td", "event", "create", "--name", "Friday", "--tables", "1", "--seats", "10")
    cli("td", "player", "register", "Opener")  # opens the table (see ``stations``)
    cli("ann", "player", "register", "Cy Late")
    cli("bea", "player", "register", "Di Later")
    own = cli("ann", "undo")["undone"]
    assert isinstance(own, dict)
    assert own["label"].startswith("Register Cy Late") and own["operator"] == "ann"
    cli("ann", "player", "register", "Ed Last")
    cli("bea", "player", "register", "Flo Final")
    for flag, operator in (("--any", "bea"), ("--event-wide", "ann")):
        latest = cli("ann", "undo", flag)["undone"]
        assert isinstance(latest, dict) and latest["operator"] == operator
    records = cli("ann", "journal")["journal"]
    assert isinstance(records, list)
    undone = [r["label"] for r in records if r["kind"] == "undone"]
    assert [label.split(" (")[0] for label in undone] == [
        "Register Cy Late",
        "Register Flo Final",
        "Register Ed Last",
    ]

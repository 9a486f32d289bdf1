"""App: change notices — what a command, an undo and another station's action
tell the front ends, and the hub they subscribe to."""

from __future__ import annotations

import random

from tests.domain.pure_floor import CLI_STRUCTURE
from tests.support import FakeClock, entry_of

from floortool.app.commands.clock import PauseClock, StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.notices import Notice, Notices, Source
from floortool.domain.kernel.journal import Subject
from floortool.domain.tournament.event import settings_for

BUST = {Subject.FIELD, Subject.SEATING, Subject.RESULTS, Subject.PRIZE}


def _room(floor: Floor) -> int:
    made = settings_for(name="Main", tables=2, seats=9)
    event_id = floor.execute(CreateEvent(made, structure=CLI_STRUCTURE)).group
    floor.execute(RegisterEntry(event_id, newcomers(("Alice", "Bob", "Cleo", "Dan"))))
    return event_id


def test_a_command_and_its_undo_and_redo_notice_the_subjects_of_its_events(
    db_url: str, clock: FakeClock
) -> None:
    floor = Floor.open(db_url, operator="td", clock=clock, rng=random.Random(3))
    event_id = _room(floor)
    heard: list[Notice] = []
    floor.notices.subscribe(heard.append)

    done = floor.execute(BustPlayers(event_id, (entry_of(floor, event_id, "Bob"),)))
    floor.execute(StartClock(event_id))
    floor.undo(floor.undo_scope(event_id))
    floor.undo(floor.undo_scope(event_id))
    floor.redo(floor.undo_scope(event_id))
    floor.close()

    assert done.subjects == BUST
    assert [(n.subjects, n.group, n.source) for n in heard] == [
        (BUST, done.group, Source.LOCAL),
        ({Subject.CLOCK}, done.group + 1, Source.LOCAL),
        ({Subject.CLOCK}, done.group + 1, Source.LOCAL),
        (BUST, done.group, Source.LOCAL),
        (BUST, done.group, Source.LOCAL),
    ]
    assert {(n.event_id, n.operator) for n in heard} == {(event_id, "td")}
    assert heard[0].label == done.label


def test_a_bust_at_one_station_arrives_at_the_other_as_a_notice(
    db_url: str, clock: FakeClock
) -> None:
    desk = Floor.open(db_url, operator="desk", clock=clock, rng=random.Random(3))
    event_id = _room(desk)
    screen = Floor.open(db_url, operator="screen", clock=clock)
    heard: list[Notice] = []
    screen.notices.subscribe(heard.append)

    done = desk.execute(BustPlayers(event_id, (entry_of(desk, event_id, "Cleo"),)))
    assert heard == []  # nothing until the poll reads the journal
    assert screen.refresh()

    assert heard == [
        Notice(
            event_id=event_id,
            subjects=frozenset(BUST),
            group=done.group,
            operator="desk",
            label=done.label,
            source=Source.JOURNAL,
        )
    ]
    # The desk hears the screen's start when its next command catches up, before its own.
    desk_heard: list[Notice] = []
    desk.notices.subscribe(desk_heard.append)
    started = screen.execute(StartClock(event_id))
    paused = desk.execute(PauseClock(event_id))
    assert [(n.group, n.subjects, n.source) for n in desk_heard] == [
        (started.group, {Subject.CLOCK}, Source.JOURNAL),
        (paused.group, {Subject.CLOCK}, Source.LOCAL),
    ]
    desk.close()
    screen.close()


def test_an_unsubscribed_callback_hears_nothing_more() -> None:
    hub = Notices()
    heard: list[Notice] = []
    unsubscribe = hub.subscribe(heard.append)
    notice = Notice(None, frozenset({Subject.PLAYERS}), 1, "td", "Add player", Source.LOCAL)
    hub.publish(notice)
    unsubscribe()
    unsubscribe()  # twice is harmless
    hub.publish(notice)
    assert heard == [notice]

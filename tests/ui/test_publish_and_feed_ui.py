"""The window publishes and feeds: the Results page's Publish… asks for a folder and writes
the four files off the window's thread (a folder that cannot be written is
refused, saying why); the open event's live status feed is sent while the window
is open, and its mark says "Live feed down since …" while the receiver is down,
and goes once it is back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.status_receiver import Receiver
from tests.support import entries_of
from tests.ui.desk import league_event, send
from tests.ui.fakes import FakePrompts, MakeWindow, NoticeLog

from pytestqt.qtbot import QtBot

from floortool.app.commands.events import UpdateEvent
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.publishing import FILES
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page

NAMES = ("Ann", "Ben", "Cat", "Dan")


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    made = Receiver()
    yield made
    made.close()


def _window(make_window: MakeWindow, floor: Floor, *, busts: int) -> tuple[MainWindow, int]:
    event_id = league_event(floor, buy_in=5_000, tables=1, seats=6)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    window = make_window(event_id=event_id)
    window.event_view.show_page(Page.RESULTS)
    for name in ("Dan", "Cat", "Ben")[:busts]:
        send(window, BustPlayers(event_id, entries_of(floor, event_id, name)))
    return window, event_id


def test_publish_writes_the_four_files_into_the_folder_chosen(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, prompts: FakePrompts, tmp_path: Path
) -> None:
    window, _event_id = _window(make_window, floor, busts=3)
    page = window.event_view.results_page
    assert page.publish_button.isEnabled()
    prompts.answer("folder", tmp_path / "out")
    messages: list[str] = []
    page.status_message.connect(messages.append)
    page.publish_button.click()
    qtbot.waitUntil(lambda: page.publish_task is None, timeout=20_000)
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == sorted(FILES)
    assert messages[-1].startswith(f"Published the results into {tmp_path / 'out'}")
    assert "Ann" in (tmp_path / "out" / "results.csv").read_text(encoding="utf-8")
    assert page.publish_button.isEnabled()


def test_publish_into_a_folder_that_cannot_be_written_is_refused(
    qtbot: QtBot,
    make_window: MakeWindow,
    floor: Floor,
    prompts: FakePrompts,
    notices: NoticeLog,
    tmp_path: Path,
) -> None:
    window, _event_id = _window(make_window, floor, busts=1)
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    prompts.answer("folder", blocker)
    page = window.event_view.results_page
    page.publish_button.click()
    qtbot.waitUntil(lambda: page.publish_task is None, timeout=20_000)
    assert notices and "Cannot write" in notices[-1].text


def test_nothing_to_publish_before_anyone_finishes(make_window: MakeWindow, floor: Floor) -> None:
    window, _event_id = _window(make_window, floor, busts=0)
    assert not window.event_view.results_page.publish_button.isEnabled()


def test_the_window_sends_the_feed_and_marks_it_down_until_it_is_back(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, receiver: Receiver
) -> None:
    window, event_id = _window(make_window, floor, busts=0)
    mark = window.feed_mark
    floor.execute(UpdateEvent(event_id, {"status_url": receiver.url}))
    mark.tick()
    qtbot.waitUntil(lambda: len(receiver.bodies) >= 1, timeout=5000)
    assert receiver.bodies[-1]["players_left"] == 4
    assert not mark.label.isVisible()

    receiver.status = 500
    send(window, BustPlayers(event_id, entries_of(floor, event_id, "Dan")))
    qtbot.waitUntil(lambda: mark.label.isVisible(), timeout=5000)
    assert mark.label.text().startswith("\N{WARNING SIGN} Live feed down since ")
    assert receiver.url in mark.label.toolTip() and "500" in mark.label.toolTip()

    receiver.status = 200
    qtbot.waitUntil(lambda: not mark.label.isVisible(), timeout=10_000)
    assert receiver.bodies[-1]["players_left"] == 3

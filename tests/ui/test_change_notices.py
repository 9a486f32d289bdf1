"""The window refreshes only what shows the subjects a change touched: a bust
refreshes the pages of the field, the seating, the results (the League page's among
them: whether its event is over) and the prize; a clock
pause only the clock's readers (the room's figures are not worked out again).
A hidden page is refreshed when it is next shown, not before; the results are
worked out once per revision of the floor, however many places show them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any, cast

import pytest
from tests.support import entry_of
from tests.ui.desk import league_event, send
from tests.ui.fakes import MakeWindow

from floortool.app.commands.clock import PauseClock, StartClock
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers
from floortool.app.floor import Floor
from floortool.app.views import field as field_module
from floortool.app.views import results as results_module
from floortool.domain.field.entries import BUSTED
from floortool.domain.results import event_pool as pool_module
from floortool.domain.tournament.event import EventInfo
from floortool.ui import clock_ticker
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import EventPageWidget, Page

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")
#: The pages that show the field, the seating, the results or the prize.
#: The League page shows the results too: whether its event is over, to be scored.
#: The pages a bust reaches: the Clock page among them, for its description counts the
#: tables in play (``describe_event`` reads the seating).
BUST_PAGES = {
    Page.CLOCK, Page.PLAYERS, Page.PAYOUTS, Page.TABLES, Page.RESULTS, Page.LEAGUE, Page.REPORTS
}  # fmt: skip


class Refreshes:
    """Counts the ``set_event`` calls of every page of a window, and the room figures read."""

    def __init__(self, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
        self.pages: Counter[Page] = Counter()
        self.figures = 0
        for page in Page:
            widget = cast(EventPageWidget, window.event_view.page(page))
            counted = self._counting(page, widget.set_event)
            monkeypatch.setattr(widget, "set_event", counted)
        read = clock_ticker.room_figures

        def figures(*args: Any) -> object:
            self.figures += 1
            return read(*args)

        monkeypatch.setattr(clock_ticker, "room_figures", figures)

    def _counting(self, page: Page, set_event: Callable[[EventInfo], None]) -> object:
        def counted(info: EventInfo) -> None:
            self.pages[page] += 1
            set_event(info)

        return counted


def _visit_every_page(window: MainWindow) -> None:
    """Show each page in turn (a stale one is refreshed as it is shown)."""
    for page in Page:
        window.event_view.show_page(page)


def _open(make_window: MakeWindow, floor: Floor) -> tuple[MainWindow, int]:
    event_id = league_event(floor, buy_in=10_000, fee=1_000, tables=1, seats=6)
    floor.execute(RegisterEntry(event_id, newcomers(NAMES)))
    window = make_window(event_id=event_id)
    window.open_room_display()
    return window, event_id


def test_a_bust_refreshes_only_the_pages_of_the_field_seating_results_and_prize(
    make_window: MakeWindow, floor: Floor, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, event_id = _open(make_window, floor)
    counts = Refreshes(window, monkeypatch)

    send(window, BustPlayers(event_id, (entry_of(floor, event_id, "Cat"),)))
    _visit_every_page(window)

    assert counts.pages == Counter({page: 1 for page in BUST_PAGES})
    assert counts.figures == 1
    texts = window.ticker.texts
    assert texts is not None and texts.players == "5 / 6"
    assert window.room_display is not None and window.room_display.texts == texts


def test_a_clock_pause_refreshes_only_the_clocks_readers(
    make_window: MakeWindow, floor: Floor, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, event_id = _open(make_window, floor)
    send(window, StartClock(event_id))
    counts = Refreshes(window, monkeypatch)

    send(window, PauseClock(event_id))
    _visit_every_page(window)

    assert counts.pages == Counter()
    assert counts.figures == 0
    texts = window.ticker.texts
    assert texts is not None and texts.state == "paused"
    assert window.room_display is not None and window.room_display.texts == texts
    assert "Paused" in window.event_view.mini_clock.text()


def test_a_bust_at_another_station_refreshes_the_same_pages_when_the_poll_reads_it(
    make_window: MakeWindow, floor: Floor, sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, event_id = _open(make_window, floor)
    counts = Refreshes(window, monkeypatch)
    desk = Floor.open(sqlite_url, operator="desk", clock=floor.clock)
    desk.execute(BustPlayers(event_id, (entry_of(desk, event_id, "Dan"),)))
    desk.close()
    assert counts.pages == Counter()  # nothing until the poll reads the journal

    window.poll_timer.timeout.emit()
    _visit_every_page(window)

    assert counts.pages == Counter({page: 1 for page in BUST_PAGES})
    assert counts.figures == 1
    assert window.statusBar().currentMessage() == "Updated with changes made elsewhere."


def test_a_hidden_page_is_refreshed_when_it_is_shown_and_not_before(
    make_window: MakeWindow, floor: Floor, monkeypatch: pytest.MonkeyPatch
) -> None:
    window, event_id = _open(make_window, floor)
    view = window.event_view
    view.show_page(Page.RESULTS)
    counts = Refreshes(window, monkeypatch)

    send(window, BustPlayers(event_id, (entry_of(floor, event_id, "Cat"),)))

    assert counts.pages == Counter({Page.RESULTS: 1})  # the page on show, at once
    assert view.is_stale(Page.PLAYERS) and not view.is_stale(Page.RESULTS)
    assert view.is_stale(Page.CLOCK)  # its description counts the tables in play
    assert not view.is_stale(Page.FLOOR)  # a bust is not the floor log's
    send(window, BustPlayers(event_id, (entry_of(floor, event_id, "Dan"),)))
    assert counts.pages == Counter({Page.RESULTS: 2})  # still stale, still not refreshed

    view.show_page(Page.PLAYERS)

    assert counts.pages == Counter({Page.RESULTS: 2, Page.PLAYERS: 1})  # once for both busts
    assert not view.is_stale(Page.PLAYERS)
    rows = window.event_view.players_page.model.rows
    assert {r.player for r in rows if r.status == BUSTED} == {"Cat", "Dan"}  # both busts
    view.show_page(Page.RESULTS)
    view.show_page(Page.PLAYERS)
    assert counts.pages == Counter({Page.RESULTS: 2, Page.PLAYERS: 1})  # nothing changed since


def test_the_results_and_the_field_are_worked_out_once_per_revision(
    make_window: MakeWindow, floor: Floor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """After a bust through the desk, the Results page and the desk both show the
    results, the desk and the room's figures both read the field, and the results'
    prizes and the room's figures both come from the prize pool: each is worked out
    once for all of its readers."""
    window, _ = _open(make_window, floor)
    window.event_view.show_page(Page.RESULTS)
    desk = window.event_view.results_page.open_bust_dialog()
    assert desk is not None
    worked_out: list[tuple[str, int]] = []
    for module, name in (
        (results_module, "results_of"),
        (field_module, "event_entries"),
        (pool_module, "build_prize_pool"),
    ):
        monkeypatch.setattr(module, name, _counting(getattr(module, name), name, floor, worked_out))

    assert desk.add("Cat")
    worked_out.clear()  # the desk's preview of the bust reads the prize before it
    assert desk.bust()
    assert "Cat" in window.bust_toast.place_label.text()  # the desk closes; the note shows it
    first = floor.revision
    assert sorted(worked_out) == [
        ("build_prize_pool", first),
        ("event_entries", first),
        ("results_of", first),
    ]
    desk = window.event_view.results_page.open_bust_dialog()
    assert desk is not None
    assert desk.add("Dan")
    worked_out.clear()
    assert desk.bust()
    assert len(worked_out) == 3 and {r for _, r in worked_out} == {floor.revision} != {first}


def _counting(
    read: Callable[..., object], name: str, floor: Floor, calls: list[tuple[str, int]]
) -> Callable[..., object]:
    def counted(*args: object, **kwargs: object) -> object:
        calls.append((name, floor.revision))
        return read(*args, **kwargs)

    return counted

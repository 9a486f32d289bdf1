"""Issues 15 (item 8) and 23 (item 7): the window fits real screens and cuts nothing off.

A Friday-night league event (45 players on 5 tables of 9, the league's
rulebook, a season) is shown on every page with the window the size of a
1024x768, a 1366x768 and a 1920x1080 screen; ``tests.ui.clipping`` lists every
label, combo, button, check box and header whose text is wider than the room
it has (word-wrapped and elided-on-purpose widgets aside). The room display,
which paints its texts, draws each inside its slot and none smaller than
``READABLE_PX`` (the sub-lines under its figures were 10 px at 1024x768).

On a screen of 1024x768 and one of 1920x1080 (``SCREENS``; the other one's
tests run in a child pytest, ``tests.ui.screen_size``): every dialog class of
the UI is opened (``tests.ui.every_window``; a new one the test does not open
fails it), every question of the bar above the map is asked, every page and
document is shown, the room display opens in a window, a long status message
and a bust's note are shown; ``tests.ui.overlaps`` lists every window off its
screen, widget sticking out of its parent or laid over another, and label cut
at the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from tests.ui.clipping import clipped_texts
from tests.ui.desk import LEAGUE, send
from tests.ui.every_window import dialog_classes, open_every_dialog
from tests.ui.fakes import MakeWindow
from tests.ui.overlaps import off_screen, squeezed
from tests.ui.screen_size import run_on_screen, screen_size
from tests.ui.tables_floor import names

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QSizePolicy, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from floortool.app.commands.clock import StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.hands import StartHandForHand
from floortool.app.commands.league import AddSeason, AssignEvent, CreateLeague
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.seat_rules import DrawSeats, LockSeat
from floortool.app.documents.catalogue import DOCUMENTS
from floortool.app.floor import Floor
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for
from floortool.ui import style
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import SIDEBAR_WIDTH, Page
from floortool.ui.room_layout import fits
from floortool.ui.status_messages import ELLIPSIS, TRAILING, shortened
from floortool.ui.window_size import FRAME_MARGINS

SIZES = ((1024, 768), (1366, 768), (1920, 1080))
#: The smallest text the room display may draw on a screen of 1024x768 or more.
READABLE_PX = 14
#: Big figures, as in the issue's "449,325 (1498 BB)".
DEEP_STACK = 449_325


def friday_night(floor: Floor, *, tables: int = 5) -> int:
    """The issue's event: 45 players on ``tables`` tables of 9 (none: no tables set),
    the league's rulebook and deep stacks, in the league's Winter 2026 season."""
    extra: dict[str, object] = {"tables": tables, "seats": 9} if tables else {}
    made = settings_for(
        name="Friday Night League",
        rulebook="roberts-v6-league",
        starting_stack=DEEP_STACK,
        **extra,
    )
    event_id = floor.execute(CreateEvent(made, structure=LEAGUE)).group
    floor.execute(RegisterEntry(event_id, newcomers(names(45))))
    floor.execute(CreateLeague("Friday League"))
    floor.execute(AddSeason(None, "Winter 2026"))
    floor.execute(AssignEvent(None, None, event_id))
    return event_id


def assert_no_clips(found: list[str]) -> None:
    assert not found, "text cut off:\n" + "\n".join(found)


def assert_every_dialog_fits(window: MainWindow) -> None:
    """Every dialog the UI defines, opened over ``window``: inside the screen, nothing
    laid over anything, no text cut off."""
    opened = open_every_dialog(window)
    settle()
    missing = {kind.__name__ for kind in dialog_classes() - {type(d) for d in opened}}
    found = [
        f"{type(dialog).__name__}: {clip}"
        for dialog in opened
        for clip in squeezed(dialog) + clipped_texts(dialog)
    ]
    for dialog in opened:
        dialog.close()
    assert not missing, f"dialogs the test does not open: {sorted(missing)}"
    assert_no_clips(found)


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def page_clips(window: MainWindow, sizes: tuple[tuple[int, int], ...] = SIZES) -> list[str]:
    """What every page cuts off at each of ``sizes``, named by size and page."""
    found = []
    for width, height in sizes:
        window.resize(width, height)
        for page in Page:
            window.event_view.show_page(page)
            settle()
            found += [f"{width}x{height} {page.title}: {clip}" for clip in clipped_texts(window)]
    return found


def test_no_page_cuts_text_off_at_any_screen_size(make_window: MakeWindow, floor: Floor) -> None:
    window = make_window(event_id=friday_night(floor))
    assert_no_clips(page_clips(window))


def test_no_page_cuts_text_off_while_the_event_has_no_tables(
    make_window: MakeWindow, floor: Floor
) -> None:
    window = make_window(event_id=friday_night(floor, tables=0))
    assert_no_clips(page_clips(window))


def test_the_welcome_screen_cuts_no_text_off(make_window: MakeWindow, floor: Floor) -> None:
    friday_night(floor)
    window = make_window()
    found = []
    for width, height in SIZES:
        window.resize(width, height)
        settle()
        found += [f"{width}x{height}: {clip}" for clip in clipped_texts(window)]
    assert_no_clips(found)


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_room_display_draws_every_text_whole_and_readable(
    make_window: MakeWindow, floor: Floor, width: int, height: int
) -> None:
    window = make_window(event_id=friday_night(floor))
    display = window.open_room_display()
    display.resize(width, height)
    settle()
    drawn = display.drawn()
    assert {item.name for item in drawn} >= {"players_sub", "average_sub", "late_sub"}
    cut = [item.text for item in drawn if not fits(item.text, item.rect, item.font)]
    sizes = [(item.text, item.font.pixelSize()) for item in drawn]
    small = [(text, size) for text, size in sizes if size < READABLE_PX]
    assert (cut, small) == ([], [])


def test_the_check_reports_a_cut_label_and_passes_over_wrapped_and_elided_ones(
    qtbot: QtBot,
) -> None:
    """The finder itself: a label too narrow for its text is reported, a word-wrapped
    one only when a single word is too long, one marked ``style.ELIDES`` never."""
    window = QWidget()
    qtbot.addWidget(window)
    layout = QVBoxLayout(window)
    texts = (
        "Average stack 449,325 (1498 BB)",
        "a wrapped label of short words",
        "Supercalifragilistic",
    )
    cut, wrapped, long_word = (QLabel(text) for text in texts)
    wrapped.setWordWrap(True)
    long_word.setWordWrap(True)
    elided = QLabel(texts[0])
    elided.setProperty(style.ELIDES, True)
    for label in (cut, wrapped, long_word, elided):
        label.setMinimumWidth(0)
        label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(label)
    window.resize(90, 300)
    window.show()
    qtbot.waitExposed(window)
    found = clipped_texts(window)
    assert [clip.split(" needs")[0] for clip in found] == [
        f"QLabel {texts[0]!r}",
        f"QLabel {texts[2]!r}",
    ]


def test_the_sidebar_collapses_gives_its_width_to_the_page_and_stays_so(
    make_window: MakeWindow, floor: Floor
) -> None:
    window = make_window(event_id=friday_night(floor))
    window.resize(*SIZES[0])
    settle()
    stack = window.event_view.stack
    with_sidebar = stack.width()
    window.sidebar_action.trigger()  # View > Sidebar, Ctrl+B
    settle()
    assert window.event_view.side_panel.isHidden()
    assert stack.width() >= with_sidebar + SIDEBAR_WIDTH
    window.close()

    again = make_window(event_id=window.event_id)
    assert not again.sidebar_action.isChecked()
    assert again.event_view.side_panel.isHidden()
    again.sidebar_action.trigger()
    assert not again.event_view.side_panel.isHidden()


def test_the_clock_pages_figures_keep_to_one_line_from_1366_across(
    make_window: MakeWindow, floor: Floor
) -> None:
    window = make_window(event_id=friday_night(floor))
    page = window.clock_page
    for width, height in SIZES[1:]:
        window.resize(width, height)
        settle()
        value = page.average_value
        assert value.fontMetrics().horizontalAdvance(value.text()) <= value.width()


def test_fit_shows_every_table_as_large_as_the_map_allows_at_1024(
    make_window: MakeWindow, floor: Floor
) -> None:
    """Measured as if no scroll bar were there: once fitted, none is needed."""
    window = make_window(event_id=friday_night(floor))
    window.resize(*SIZES[0])
    window.event_view.show_page(Page.TABLES)
    page = window.event_view.tables_page
    page.area.zoom_by(4)  # zoomed in: the map scrolls
    settle()
    assert page.area.verticalScrollBar().isVisible()
    page.fit_tables()
    settle()
    room = page.area.maximumViewportSize()
    grid = page.map.grid
    assert grid.height <= room.height() and not page.area.verticalScrollBar().isVisible()
    assert grid.used_width <= room.width()
    # The largest zoom at which every table shows: the width or the height is used up.
    assert room.width() - 2 <= grid.used_width or room.height() * 0.97 <= grid.height, (
        grid,
        room,
    )


#: The screens every window is tried on (issue 23, item 7): an old 1024x768 and a full HD.
SCREENS = ((1024, 768), (1920, 1080))
#: The height of a desktop's task bar, in pixels.
TASK_BAR = 40


@dataclass(frozen=True)
class Screen:
    """The screen a test is to run on, and the test."""

    size: tuple[int, int]
    node_id: str

    def here(self) -> bool:
        """True when the tests run on a screen of this size; else the test runs in a
        child pytest on one (and fails if it fails there), not here."""
        if self.size == screen_size():
            return True
        run_on_screen(self.size, self.node_id)
        return False


@pytest.fixture(
    params=[
        pytest.param(size, marks=pytest.mark.slow, id=f"{size[0]}x{size[1]}") for size in SCREENS
    ]
)
def screen(request: pytest.FixtureRequest) -> Screen:
    return Screen(request.param, request.node.nodeid)


def maximised(window: MainWindow) -> MainWindow:
    """``window`` as big as a maximised window on a real screen of the test's size: the
    screen less a task bar and the window's title bar (the offscreen screen has neither)."""
    available = window.screen().availableGeometry()
    window.setWindowState(Qt.WindowState.WindowNoState)
    settle()
    frame, inside = window.frameGeometry(), window.geometry()  # the offscreen frame: 2 px
    window.setGeometry(
        available.adjusted(
            inside.left() - frame.left(),
            FRAME_MARGINS.top() + inside.top() - frame.top(),
            inside.right() - frame.right(),
            inside.bottom() - frame.bottom() - TASK_BAR,
        )
    )
    settle()
    return window


def test_every_dialog_fits_the_screen_whole(
    screen: Screen, make_window: MakeWindow, floor: Floor
) -> None:
    """Issue 23, item 7: on a 1024x768 screen the registration desk hid Close, the ruling
    wizard cut its incident-log form, Seat rules laid its combos over its list. Every
    dialog the UI defines is opened: inside the screen, nothing laid over anything,
    no text cut off."""
    if not screen.here():
        return
    assert_every_dialog_fits(make_window(event_id=friday_night(floor)))


def test_the_room_display_in_a_window_opens_on_the_screen_whole(
    screen: Screen, make_window: MakeWindow, floor: Floor
) -> None:
    """Issue 23, item 7: in a window, the room display opened 1280x720 on a 1024x768
    screen, its right column off the screen. Whole on it, from full screen too."""
    if not screen.here():
        return
    window = make_window(event_id=friday_night(floor))
    display = window.open_room_display()
    settle()
    first = off_screen(display)
    display.show_on(display.screen())
    settle()
    display.show_on(None)
    settle()
    cut = [item.text for item in display.drawn() if not fits(item.text, item.rect, item.font)]
    assert (first, off_screen(display), cut) == (None, None, [])
    display.close()


def empty_seat(window: MainWindow) -> tuple[int, int]:
    for table in window.event_view.tables_page.floor_map.tables:
        for seat in table.seats:
            if seat.free:
                return table.number, seat.seat
    raise AssertionError("no empty seat")


def ask_every_question(window: MainWindow) -> list[str]:
    """The Tables page's bar asking each of its questions in turn, the longest of each
    (a redraw after the start with players locked to their seat), and what it squeezes
    or cuts off there."""
    event_id = window.event_id
    assert event_id is not None
    view = window.event_view
    page = view.tables_page
    view.show_page(Page.TABLES)
    send(window, DrawSeats(event_id))
    where = seating_of(window.floor.state, event_id).where
    for entry in sorted(where)[:2]:
        send(window, LockSeat(event_id, entry))
    send(window, StartClock(event_id))
    send(window, StartHandForHand(event_id, 60))
    mover = sorted(where)[2]
    questions = {
        "move": lambda: page.ask_move(where[mover], empty_seat(window)),
        "redraw": page.ask_draw,
        "deal": page.ask_deal,
    }
    found = []
    for name, ask in questions.items():
        page.cancel()
        assert ask() is not None, name
        settle()
        for part in (page.bar, page.hand_bar):
            clips = squeezed(window, part=part) + clipped_texts(window, part=part)
            found += [f"{name}: {clip}" for clip in clips]
    return found


def test_every_question_the_bar_above_the_map_asks_is_shown_whole(
    screen: Screen, make_window: MakeWindow, floor: Floor
) -> None:
    """Issue 23, item 7: at 1024x768 the redraw's confirm bar cut its own warning off."""
    if not screen.here():
        return
    window = maximised(make_window(event_id=friday_night(floor, tables=6)))
    assert_no_clips(ask_every_question(window))


def test_a_long_status_message_is_cut_between_words_and_whole_in_the_tooltip(
    screen: Screen, make_window: MakeWindow, floor: Floor
) -> None:
    """Issue 23, item 7: status messages were cut mid-word."""
    if not screen.here():
        return
    window = maximised(make_window(event_id=friday_night(floor, tables=6)))
    event_id = window.event_id
    assert event_id is not None
    send(window, DrawSeats(event_id))
    send(window, StartClock(event_id))
    send(window, StartHandForHand(event_id, 60))  # "Done: Start hand-for-hand (1 min off…"
    settle()
    status = window.statusBar()
    shown = status.currentMessage()
    assert shown.startswith("Done: Start hand-for-hand")
    # Qt draws a message from 6 px in up to 2 px short of the first permanent widget.
    permanent = [w.x() for w in status.findChildren(QLabel) if w.isVisible()]
    room = min(permanent) - 2 - 6
    assert status.fontMetrics().horizontalAdvance(shown) <= room, shown
    whole = status.toolTip() or shown
    assert whole.startswith(shown.removesuffix(ELLIPSIS))  # the tooltip: the message, whole
    if shown != whole:
        kept = shown.removesuffix(ELLIPSIS)
        assert shown.endswith(ELLIPSIS) and whole[len(kept)] in TRAILING, (kept, whole)
    assert off_screen(window) is None
    assert squeezed(window, part=status) == []


def test_a_message_too_long_for_its_room_keeps_whole_words() -> None:
    metrics = QFontMetrics(QFont())
    text = "Done: Start hand-for-hand (1 min off the clock per hand, TDA 2024 RP-8)"
    room = metrics.horizontalAdvance("Done: Start hand-for-hand (1 min off the cl")
    assert shortened(text, metrics, room) == "Done: Start hand-for-hand (1 min off the\u2026"
    assert shortened(text, metrics, 10_000) == text
    assert shortened("Supercalifragilistic", metrics, 40).endswith(ELLIPSIS)


def test_no_page_lays_anything_over_anything_on_the_screen(
    screen: Screen, make_window: MakeWindow, floor: Floor
) -> None:
    """Issue 23, item 7: at 1024x768 the Reports page's description lay over its list
    of documents. The window as it opens on the screen, every page, every document."""
    if not screen.here():
        return
    window = maximised(make_window(event_id=friday_night(floor)))
    found = []
    for page in Page:
        window.event_view.show_page(page)
        settle()
        found += [f"{page.title}: {clip}" for clip in squeezed(window)]
    reports = window.event_view.reports_page
    window.event_view.show_page(Page.REPORTS)
    for document in DOCUMENTS:
        reports.choose_document(document)
        settle()
        found += [f"Reports, {document}: {clip}" for clip in squeezed(window)]
    assert_no_clips(found)


def test_the_note_of_a_bust_covers_no_seat_of_the_map(
    screen: Screen, make_window: MakeWindow, floor: Floor
) -> None:
    """Issue 23, item 7: at 1024x768 the note of a bust lay over the map's lower seats.
    It sits in the band above the pages: nothing of the page under it."""
    if not screen.here():
        return
    window = maximised(make_window(event_id=friday_night(floor)))
    event_id = window.event_id
    assert event_id is not None
    send(window, DrawSeats(event_id))
    send(window, StartClock(event_id))
    view = window.event_view
    view.show_page(Page.TABLES)
    desk = view.results_page.open_bust_dialog()
    assert desk is not None and desk.add(names(45)[0]) and desk.bust()
    view.show_page(Page.TABLES)
    settle()
    toast = window.bust_toast
    assert toast.isVisible()
    note = toast.geometry()  # in the event view

    def where(widget: QWidget) -> QRect:
        return QRect(widget.mapTo(view, QPoint(0, 0)), widget.size())

    page = view.tables_page
    covered = [
        type(widget).__name__
        for widget in page.findChildren(QWidget)
        if widget.isVisible() and where(widget).intersects(note)
    ]
    assert covered == [], note
    assert view.rect().contains(note)

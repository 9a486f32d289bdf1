"""Issue 15's proof: a whole 27-player league night played through the window only.

Every floor action is a click, a key or a dialog the director uses: the
welcome form creates the event (the league rulebook, ``roberts-v6-league``),
the Structure page loads the turbo template, the registration desk takes 27
typed names, *Draw seats* and *Start*, F4 opens the bust desk where seats are
typed as ``3-4``, the Tables page balances (*Make moves*, or a click on the
player who is big blind next), breaks a table (once the bar has asked) and
redraws the final table,
the clock runs into its break as the injected ``FakeClock`` moves, and the
League page scores the event. The floor is only read, to check and to find
who sits where (the draw is random). At the end the clock has stopped, the
room display shows the winner and the places with prizes, the Results page
says *Complete*, the event list says *Finished*, the season has all 27
players scored; Ctrl+Z takes the points back (the director's latest action),
and Ctrl+Z again the last bust, which reopens all of it.
"""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest
from tests.support import FakeClock
from tests.ui.desk import open_desk, press, register
from tests.ui.fakes import FakePrompts, MakeWindow
from tests.ui.tables_floor import click_seat, names

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget
from pytestqt.qtbot import QtBot

from floortool.app.floor import Floor
from floortool.app.views.seating import balance_view
from floortool.domain.seating.seats import seating_of
from floortool.ui.league_page import LeaguePage
from floortool.ui.main_window import MainWindow
from floortool.ui.models.events import EventTableModel
from floortool.ui.models.league import StandingsTableModel
from floortool.ui.pages import Page
from floortool.ui.tables_page import TablesPage

FIELD = names(27)
BUY_IN = 20_00  # cents: 20.00 typed in the form, no fee
MINUTES_PER_BUST = 3  # the floor's time between two busts
SIZES = [(1920, 1080), (1024, 768)]


def click(qtbot: QtBot, widget: QWidget) -> None:
    if isinstance(widget, QPushButton):
        assert widget.isVisible() and widget.isEnabled(), widget.text()
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)


def create_event(qtbot: QtBot, window: MainWindow) -> int:
    """The welcome form: a name, the league rulebook (one key down), a 20.00 buy-in."""
    form = window.welcome.form
    qtbot.keyClicks(form.name_edit, "Friday League Night")
    form.rulebook_combo.setFocus()
    qtbot.keyClick(form.rulebook_combo, Qt.Key.Key_Down)
    qtbot.keyClicks(form.buy_in_edit, "20")
    click(qtbot, window.welcome.create_button)
    assert window.event_id is not None
    assert window.floor.state.events[window.event_id].settings.rulebook == "roberts-v6-league"
    return window.event_id


def use_turbo(window: MainWindow) -> None:
    """The Structure page's template menu: turbo (six 10-minute levels, then a break)."""
    window.event_view.show_page(Page.STRUCTURE)
    page = window.event_view.structure_page
    page.template_menu.aboutToShow.emit()  # what opening the menu does
    next(a for a in page.template_menu.actions() if a.text() == "turbo").trigger()
    assert window.undo_action.text() == "Undo Use template turbo"


def register_field(qtbot: QtBot, window: MainWindow) -> None:
    """Ctrl+R, then each of the 27 names typed and Enter; Escape closes the desk."""
    dialog = open_desk(qtbot, window)
    for name in FIELD:
        register(qtbot, dialog, name)
    assert dialog.history.count() == len(FIELD)
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def draw_seats(qtbot: QtBot, window: MainWindow) -> TablesPage:
    """*Draw seats* on the Tables page: the 27 who wait since the desk (no table count,
    so nobody is seated before the draw) are drawn at once, nobody losing a seat."""
    window.event_view.show_page(Page.TABLES)
    page = window.event_view.tables_page
    assert page.summary_label.text() == "27 waiting for a seat"
    click(qtbot, page.draw_button)
    assert window.undo_action.text().startswith("Undo Draw seats: 27 players to 3 tables")
    return page


def start_clock(qtbot: QtBot, window: MainWindow) -> None:
    window.event_view.show_page(Page.CLOCK)
    click(qtbot, window.event_view.clock_page.start_button)
    assert clock_state(window) == "running"


def clock_state(window: MainWindow) -> str:
    window.ticker.refresh()
    texts = window.ticker.texts
    assert texts is not None
    return texts.state


def occupied(window: MainWindow, table: int) -> list[int]:
    assert window.event_id is not None
    return sorted(seating_of(window.floor.state, window.event_id).tables[table].occupied)


def bust_seat(qtbot: QtBot, window: MainWindow, clock: FakeClock, table: int, seat: int) -> str:
    """Some minutes of play, then F4, the seat typed as ``3-4``, Enter to list the
    player and Enter to bust; the note over the page names the place."""
    clock.advance(MINUTES_PER_BUST * 60)
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    press(qtbot, Qt.Key.Key_F4)
    dialog = window.event_view.results_page.bust_dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isActiveWindow)
    qtbot.keyClicks(dialog.find_edit, f"{table}-{seat}")
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_Return)
    qtbot.keyClick(dialog.find_edit, Qt.Key.Key_Return)
    assert not dialog.isVisible()
    return window.bust_toast.place_label.text()


def balance(qtbot: QtBot, window: MainWindow, page: TablesPage) -> list[tuple[str, str]]:
    """Balance as the Tables page offers it: *Make moves* for the moves it can name,
    and a click on the player who is big blind next at each table whose button it
    needs (the lowest occupied seat there: the director says who that is). Each step
    taken (``make-moves`` or ``big-blind``) with the seat changes it made, as the
    recent list tells them with their rule."""
    assert window.event_id is not None
    steps: list[tuple[str, str]] = []
    for _ in range(12):
        plan = balance_view(window.floor.state, window.event_id, window.floor.clock())
        assert "seating " not in page.moves_panel.message_label.text()  # no command line
        shown = recent(page)
        if plan.moves:
            kind = "make-moves"
            click(qtbot, page.moves_panel.apply_button)
        elif plan.needs_button:
            kind = "big-blind"
            table = plan.needs_button[0]
            assert "click the player who is big blind next at table" in page.bar_label.text()
            click_seat(qtbot, page, table, occupied(window, table)[0])
        else:
            return steps
        steps.extend((kind, move) for move in recent(page) if move not in shown)
    raise AssertionError("balancing never ended")


def recent(page: TablesPage) -> list[str]:
    """The recent seat changes, each with its reason and rule (the tooltip)."""
    listed = page.moves_panel.recent_list
    items = (listed.item(row) for row in range(listed.count()))
    return [f"{item.text()}\n{item.toolTip()}" for item in items if item.toolTip()]


def players_left(window: MainWindow) -> int:
    assert window.event_id is not None
    return len(seating_of(window.floor.state, window.event_id).where)


def bust_and_balance(
    qtbot: QtBot,
    window: MainWindow,
    page: TablesPage,
    clock: FakeClock,
    notes: list[str],
    *,
    down_to: int,
) -> list[tuple[str, str]]:
    """Bust the lowest seat of the lowest table, balance, again, until ``down_to``
    players are left; each bust's note (``Name: 27th``) is added to ``notes``."""
    assert window.event_id is not None
    steps: list[tuple[str, str]] = []
    while players_left(window) > down_to:
        table = min(seating_of(window.floor.state, window.event_id).tables)
        notes.append(bust_seat(qtbot, window, clock, table, occupied(window, table)[0]))
        steps += balance(qtbot, window, page)
    return steps


def open_season(qtbot: QtBot, window: MainWindow, prompts: FakePrompts) -> LeaguePage:
    """The League page: *New league…*, *New season…* (their names typed in the
    questions) and *Put in this season* for tonight's event."""
    window.event_view.show_page(Page.LEAGUE)
    page = window.event_view.league_page
    prompts.answer("text", "Friday League", "2026")
    click(qtbot, page.new_league_button)
    click(qtbot, page.new_season_button)
    click(qtbot, page.assign_button)
    assert page.rules_label.text().startswith("rules v1: Linear (n - r + 1)")
    assert "is in season 2026, not scored yet" in page.event_label.text()
    return page


def take_the_break(window: MainWindow, clock: FakeClock, started: datetime) -> None:
    """Turbo's six levels of 10 minutes end an hour after the start: the clock and the
    room display show the break, and 10 minutes later level 7."""
    clock.now = started + timedelta(minutes=60, seconds=30)
    window.ticker.refresh()
    texts = window.ticker.texts
    assert texts is not None and texts.is_break and texts.title == "Break"
    room = window.room_display
    assert room is not None
    drawn = {item.name: item.text for item in room.drawn()}
    assert (drawn["title"], drawn["break_value"]) == ("BREAK", "Now")
    clock.advance(10 * 60)
    window.ticker.refresh()
    texts = window.ticker.texts
    assert texts is not None and not texts.is_break and texts.title == "Level 7"


def break_table(qtbot: QtBot, window: MainWindow, page: TablesPage) -> None:
    """*Break table N* once its players fit elsewhere: the map loses that table, and
    each of its players gets a new seat under the league's rulebook, Robert's Rules §2
    Seating 10: "When a table breaks, each player must draw a card to determine the
    seating order for a new table" (a random seat, cited as the league's rule)."""
    panel = page.moves_panel
    assert window.event_id is not None
    table = balance_view(window.floor.state, window.event_id).break_due
    assert table is not None and panel.break_button.text() == f"Break table {table}"
    assert panel.message_label.text().endswith(f"Press “Break table {table}”.")
    qtbot.wait(50)
    page.grab().save(f"/tmp/wholenight-break-{page.width()}x{page.height()}.png")
    shown, leaving = recent(page), len(occupied(window, table))
    click(qtbot, panel.break_button)  # asks first, naming who moves
    assert page.bar_label.text().startswith(f"Break table {table}? Its {leaving} players move")
    click(qtbot, page.confirm_button)
    assert table not in {shown.number for shown in page.floor_map.tables}
    assert len(page.floor_map.tables) == 2 and players_left(window) == 18
    moved = [move for move in recent(page) if move not in shown]
    assert len(moved) == leaving
    assert all(f"  {table}-" in move and move.endswith("RRoP v6 §2 Seating 10") for move in moved)


def redraw_final_table(qtbot: QtBot, window: MainWindow, page: TablesPage) -> None:
    """*Redraw final table*: the nine drawn to one table, and the card with the seats
    and the high-card draw for the button shown on the page and in the room."""
    panel = page.moves_panel
    assert panel.message_label.text().endswith("Press “Redraw final table”.")
    click(qtbot, panel.final_button)
    (final,) = page.floor_map.tables
    assert final.final and final.players == 9
    card = panel.final_draw
    assert card.isVisible() and len(card.lines()) == 9
    assert card.button_label.text().startswith("Button: seat ")
    assert window.seat_changes.texts[0] == card.button_label.text()
    qtbot.wait(50)  # the layout settles, as on screen
    page.grab().save(f"/tmp/wholenight-final-{page.width()}x{page.height()}.png")


def end_of_the_night(window: MainWindow) -> tuple[str, ...]:
    """The finished places as the room display's end view shows them, winner first,
    the winner's name in the biggest type."""
    room = window.room_display
    assert room is not None
    end = room.end
    assert end is not None and end.field == len(FIELD)
    drawn = {item.name: item.text for item in room.drawn()}
    assert drawn["title"] == "WINNER" and drawn["winner"] == end.places[0].player
    biggest = max(room.drawn(), key=lambda item: item.font.pixelSize())
    assert biggest.name == "winner"
    assert drawn["places_label"] == f"FINAL PLACES · FIELD {len(FIELD)}"
    assert [place.place_text for place in end.places[:3]] == ["1st", "2nd", "3rd"]
    return tuple(place.player for place in end.places)


def event_status(qtbot: QtBot, window: MainWindow, event_id: int) -> str:
    """File > Close Event, the event's status in the welcome list, and the event opened
    again from that list (its row clicked, *Open*)."""
    window.close_event_action.trigger()
    events = window.welcome.event_list
    model = events.event_model
    row = next(r for r in range(model.rowCount()) if model.event_id(r) == event_id)
    status = str(model.index(row, EventTableModel.COL_STATUS).data())
    qtbot.mouseClick(
        events.viewport(),
        Qt.MouseButton.LeftButton,
        pos=events.visualRect(model.index(row, EventTableModel.COL_NAME)).center(),
    )
    click(qtbot, window.welcome.open_button)
    assert window.event_id == event_id
    return status


def the_night_is_over(
    qtbot: QtBot, window: MainWindow, clock: FakeClock, places: tuple[str, ...], *, size: str
) -> None:
    """The clock has stopped, the room display shows the winner and the places paid
    with the whole pool shared out, the Results page says *Complete* and the event
    list *Finished*."""
    assert window.event_id is not None
    assert clock_state(window) == "finished"
    clock.advance(15 * 60)
    assert clock_state(window) == "finished"  # stopped: the time shown does not run
    room = window.room_display
    assert room is not None and room.end is not None
    assert end_of_the_night(window) == places[:4]  # the four places paid
    assert sum(place.prize_cents for place in room.end.places) == len(FIELD) * BUY_IN
    results = window.event_view.results_page
    window.event_view.show_page(Page.RESULTS)
    assert results.summary_label.text().startswith(f"Complete  ·  {places[0]} wins  ·  Field 27")
    assert not results.bust_button.isEnabled()
    qtbot.wait(50)
    window.grab().save(f"/tmp/wholenight-results-{size}.png")
    room.grab().save(f"/tmp/wholenight-room-{size}.png")
    assert event_status(qtbot, window, window.event_id) == "Finished"


def score_the_night(
    qtbot: QtBot, window: MainWindow, league: LeaguePage, places: tuple[str, ...]
) -> None:
    """*Record league points*: the season's standings list all 27, n - r + 1 each."""
    window.event_view.show_page(Page.LEAGUE)
    click(qtbot, league.record_button)
    standings = league.standings_proxy
    totals = {
        standings.index(row, StandingsTableModel.COL_PLAYER).data(): standings.index(
            row, StandingsTableModel.COL_TOTAL
        ).data()
        for row in range(standings.rowCount())
    }
    assert totals == {name: str(len(FIELD) - place + 1) for place, name in enumerate(places, 1)}


def undo_the_last_bust(
    qtbot: QtBot, window: MainWindow, league: LeaguePage, last: str, *, size: str
) -> None:
    """Ctrl+Z on the Tables page takes back the points first (the latest action, named
    in the menu), then the last bust, and everything reopens: the clock runs, the
    room display shows it again, the Results page and the event list no longer say
    the event is over, and the League page says it is not scored."""
    assert window.event_id is not None
    room = window.room_display
    assert room is not None
    window.event_view.show_page(Page.TABLES)
    assert window.undo_action.text().startswith("Undo Record league points of")
    window.windowHandle().requestActivate()
    qtbot.waitUntil(window.isActiveWindow)
    press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert clock_state(window) == "finished"  # the points went, the bust stays
    assert room.end is not None
    assert window.undo_action.text().startswith(f"Undo Bust {last}")
    press(qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert clock_state(window) == "running"
    assert not window.bust_toast.isVisible()  # the note of the bust undone goes
    assert room.end is None
    assert "WINNER" not in {item.text for item in room.drawn()}
    results = window.event_view.results_page
    window.event_view.show_page(Page.RESULTS)
    assert results.summary_label.text().startswith("Field 27  ·  2 playing")
    assert results.bust_button.isEnabled()
    assert event_status(qtbot, window, window.event_id) == ""  # no longer finished
    window.event_view.show_page(Page.LEAGUE)
    assert league.event_label.text().endswith("not scored yet.")
    qtbot.wait(50)
    window.grab().save(f"/tmp/wholenight-league-reopened-{size}.png")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_whole_league_night_through_the_window_only(
    qtbot: QtBot,
    make_window: MakeWindow,
    floor: Floor,
    clock: FakeClock,
    prompts: FakePrompts,
    width: int,
    height: int,
) -> None:
    """TDA 2024 Rule 11-A: "the player to be big blind next moves to the worst position";
    each balancing move says so (Robert's Rules are silent, the league plays TDA's).
    A table breaks once its players fit elsewhere; house A-6: "at the final table always
    high-card for the button". League rule 19: "Play continues until one player has all
    the chips." So the 26th bust ends the night: the places are the busts in reverse,
    the prizes shared out are the 27 buy-ins of 20.00, and the season's rules v1,
    "n - r + 1", give 27 points to the winner down to 1 for 27th."""
    window = make_window()
    window.resize(width, height)
    qtbot.waitUntil(lambda: window.size().width() == width)
    event_id = create_event(qtbot, window)
    use_turbo(window)
    league = open_season(qtbot, window, prompts)
    register_field(qtbot, window)
    page = draw_seats(qtbot, window)
    start_clock(qtbot, window)
    started = clock()
    window.room_display_action.trigger()
    window.event_view.show_page(Page.TABLES)

    notes: list[str] = []
    steps = bust_and_balance(qtbot, window, page, clock, notes, down_to=18)
    break_table(qtbot, window, page)
    steps += balance(qtbot, window, page)
    take_the_break(window, clock, started)
    steps += bust_and_balance(qtbot, window, page, clock, notes, down_to=9)
    assert {kind for kind, _ in steps} == {"big-blind", "make-moves"}
    assert all(move.endswith("TDA 2024 Rule 11-A applied") for _, move in steps)
    redraw_final_table(qtbot, window, page)
    (final,) = seating_of(floor.state, event_id).tables
    while players_left(window) > 1:
        notes.append(bust_seat(qtbot, window, clock, final, occupied(window, final)[0]))
    (winner_entry,) = seating_of(floor.state, event_id).where
    winner = floor.state.players[floor.state.entries[event_id][winner_entry].player_id].name
    busted = [note.split(":")[0] for note in notes]
    assert [note.split(": ")[1].split(" ")[0] for note in notes[:2]] == ["27th", "26th"]
    assert notes[-1] == f"{busted[-1]}: 2nd · 145.00"

    places = (winner, *reversed(busted))
    the_night_is_over(qtbot, window, clock, places, size=f"{width}x{height}")
    score_the_night(qtbot, window, league, places)
    undo_the_last_bust(qtbot, window, league, busted[-1], size=f"{width}x{height}")

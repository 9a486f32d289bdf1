"""Take the user guide's screenshots (docs/images/*.png) from the real, running app.

Run from the checkout: ``.venv/bin/python docs/screenshots.py`` (all of them)
or name some: ``.venv/bin/python docs/screenshots.py room-display tables``;
``--out DIR`` writes them elsewhere (the docs test does, to check they come).

It works in a fresh, temporary FLOORTOOL_HOME on Qt's offscreen platform (no
screen needed): it sets up a Friday event of about fifty players with the
same ``floortool`` commands the guide shows (registered, seated, the clock in
level 4, a few bust-outs, a table short), a league with three past weeks, a
league night with blinds-deducted late registration, a Saturday event before
its doors open (everyone waiting for the seat draw), a Thursday event whose
balancing waits for the big blinds (no button entered) and a Sunday event
played down to its final table, then opens the window on each page and saves
what a director would see (the Sunday event's shots play it on to its
winner). Seats are drawn at random, so each run seats people differently;
everything else is the same.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

IMAGES = Path(__file__).resolve().parent / "images"
WINDOW_SIZE = (1280, 800)
ROOM_SIZE = (1600, 900)
SCREEN = {"name": "laptop", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96}

FIRST = (
    "Ana", "Ben", "Chloé", "Dev", "Eva", "Femi", "Grace", "Hiro", "Irene", "Jonas", "Kofi",
    "Lena", "Marco", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Sam", "Tariq", "Uma",
    "Viktor", "Wen", "Yusuf", "Zoë",
)  # fmt: skip
LAST = (
    "Souza", "Carter", "Martin", "Patel", "Novak", "Adeyemi", "O'Neill", "Tanaka", "Rossi",
    "Berg", "Mensah", "Fischer", "Bianchi", "Haddad", "Lindqvist", "Sharma", "Dubois",
    "Ortega", "Kowalski", "Aziz", "Reyes", "Petrov", "Zhang", "Demir", "Walsh",
)  # fmt: skip
MAIN = "Friday Deepstack"
LEAGUE = "Tuesday Night League"
LEAGUE_NIGHT = "League Night 12"
DOORS = "Saturday Freezeout"
BALANCING = "Thursday Bounty"
FINAL = "Sunday Turbo"
SATELLITE = "Main Event Satellite"
SATELLITE_TARGET = "Main Event"
SMALL_WINDOW = (1024, 768)


def player_names(count: int, *, offset: int = 0) -> list[str]:
    """``count`` different names that read like a real field."""
    return [
        f"{FIRST[(i * 7) % len(FIRST)]} {LAST[(i * 11 + i // len(FIRST)) % len(LAST)]}"
        for i in range(offset, offset + count)
    ]


class Studio:
    """The app in a temporary home: the command line, the window, and the camera."""

    def __init__(self, home: Path, images: Path) -> None:
        self.home = home
        self.images = images
        self.url = f"sqlite:///{home / 'data' / 'floortool.db'}"  # where floortool keeps it
        self.events: dict[str, int] = {}
        self.window: Any = None

    # ------------------------------------------------------------ the command line
    def cli(self, *args: str) -> dict[str, Any]:
        """Run ``floortool --json ARGS`` in this process; refuse to go on if it fails."""
        from contextlib import redirect_stdout
        from io import StringIO

        from floortool.cli.main import run

        out = StringIO()
        with redirect_stdout(out):
            status = run(["--db", self.url, "--json", "--operator", "Director", *args])
        if status != 0:
            raise SystemExit(f"floortool {' '.join(args)} failed: {out.getvalue()}")
        document: dict[str, Any] = json.loads(out.getvalue())
        return document

    def seated(self, event: str) -> dict[int, list[tuple[int, str]]]:
        """Table -> [(seat, player)] of ``event`` as ``seating show`` lists them."""
        shown = self.cli("--event", str(self.events[event]), "seating", "show")
        return {
            t["table"]: [(p["seat"], p["player"]) for p in t["occupied"]] for t in shown["tables"]
        }

    def set_up(self) -> None:
        """The events, players and league every screenshot shows."""
        main = self.cli(
            *("event", "create", "--name", MAIN, "--type", "No-Limit Hold'em"),
            *("--starting-stack", "20000", "--buy-in", "100", "--fee", "20"),
            *("--tables", "6", "--seats", "9", "--late-reg-close-level", "6"),
            *("--structure", "deep-stack"),
        )
        self.events[MAIN] = main["event"]["id"]
        on_main = ("--event", str(self.events[MAIN]))
        self.cli(*on_main, "player", "register", *player_names(47))
        self.cli(*on_main, "payouts", "set", "--table", "standard", "--added", "500")
        for table, players in self.seated(MAIN).items():
            self.cli(*on_main, "seating", "button", str(table), str(players[0][0]))
        self.cli(*on_main, "clock", "start")
        self.cli(*on_main, "clock", "goto", "4")
        self.cli(*on_main, "clock", "adjust", "-760")
        self.cli(*on_main, "player", "register", *player_names(2, offset=60))  # late entries
        tables = self.seated(MAIN)
        hitman = tables[1][0][1]
        for _, player in tables[3][:5]:  # table 3 falls short: balancing has moves to plan
            self.cli(*on_main, "player", "bust", player, "--by", hitman)

        self.cli("league", "create", LEAGUE)
        self.cli("league", "season", "add", "2026")
        self.cli("league", "rules", "--preset", "sqrt")
        past = self.home / "past-weeks.csv"
        with past.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(["season", "event", "date", "player", "place", "venue"])
            for week, (date, field) in enumerate(
                (("2026-01-06", 22), ("2026-01-13", 19), ("2026-01-20", 24)), start=1
            ):
                names = player_names(field, offset=week * 3)
                for place, name in enumerate(names, start=1):
                    writer.writerow(["2026", f"Week {week}", date, name, place, "The Crown"])
        self.cli("league", "import", str(past))

        night = self.cli(
            *("event", "create", "--name", LEAGUE_NIGHT, "--type", "No-Limit Hold'em"),
            *("--rulebook", "roberts-v6-league", "--starting-stack", "10000"),
            *("--buy-in", "20", "--tables", "3", "--seats", "8"),
        )
        self.events[LEAGUE_NIGHT] = night["event"]["id"]
        on_night = ("--event", str(self.events[LEAGUE_NIGHT]))
        self.cli(*on_night, "player", "register", *player_names(18, offset=5))
        self.cli(*on_night, "clock", "start")
        self.cli(*on_night, "clock", "goto", "2")
        self.cli(*on_night, "clock", "adjust", "-300")
        self.set_up_others()

    def create(self, name: str, *options: str) -> tuple[str, str]:
        """Create the event ``name``; the ``--event`` option naming it."""
        made = self.cli("event", "create", "--name", name, "--type", "No-Limit Hold'em", *options)
        self.events[name] = made["event"]["id"]
        return ("--event", str(self.events[name]))

    def set_up_others(self) -> None:
        """The events of the checklist, the seat draw, balancing and the end of the night."""
        # Registered while every seat was out of play: all of them wait for the draw.
        on_doors = self.create(
            DOORS, *("--starting-stack", "25000", "--buy-in", "60", "--fee", "10"),
            *("--tables", "3", "--seats", "9"),
        )  # fmt: skip
        seats = [(str(table), str(seat)) for table in (1, 2, 3) for seat in range(1, 10)]
        for seat in seats:
            self.cli(*on_doors, "seating", "seat-off", *seat)
        self.cli(*on_doors, "player", "register", *player_names(22, offset=30))
        for seat in seats:
            self.cli(*on_doors, "seating", "seat-on", *seat)

        # Nobody's button entered: balancing waits for a click on the big blind.
        on_bounty = self.create(BALANCING, *("--starting-stack", "20000", "--tables", "5"))
        self.cli(*on_bounty, "player", "register", *player_names(45, offset=10))
        self.cli(*on_bounty, "clock", "start")
        tables = self.seated(BALANCING)
        for table in (1, 2):
            for _, player in tables[table][1:3]:
                self.cli(*on_bounty, "player", "bust", player)

        # Down to nine at two tables: the final table is ready to be redrawn.
        on_final = self.create(
            FINAL, *("--starting-stack", "10000", "--buy-in", "50", "--tables", "2", "--seats", "9")
        )
        self.cli(*on_final, "player", "register", *player_names(16, offset=3))
        self.cli(*on_final, "payouts", "set", "--table", "standard")
        self.cli(*on_final, "clock", "start")
        self.cli(*on_final, "clock", "goto", "9")
        for _, player in [seat for table in self.seated(FINAL).values() for seat in table][:7]:
            self.cli(*on_final, "player", "bust", player)

    # ------------------------------------------------------------ the window
    def open(self, event: str | None, page: str | None = None) -> Any:
        """The main window (made once) showing ``event`` on ``page``."""
        from floortool.app.floor import Floor
        from floortool.app.launch import WindowRequest
        from floortool.ui.application import create_main_window
        from floortool.ui.pages import Page

        if self.window is None:
            floor = Floor.open(self.url, operator="Director")
            request = WindowRequest(db_url=self.url, operator="Director")
            self.window = create_main_window(floor, request, announcer=Silent())
            self.window.resize(*WINDOW_SIZE)
            self.window.show()
        window = self.window
        if event is None:
            window.close_event()
        else:
            window.open_event(self.events[event])
            window.event_view.show_page(Page[(page or "clock").upper()])
        settle()
        return window

    def save(self, widget: QWidget, name: str) -> None:
        if widget is self.window:
            widget.statusBar().clearMessage()  # "Updated with changes made elsewhere": the set-up's
        settle()
        path = self.images / f"{name}.png"
        if not widget.grab().save(str(path)):
            raise SystemExit(f"cannot write {path}")
        print(f"wrote {path}")


class Silent:
    """The window's cue player, quiet: screenshots make no sound."""

    speak = False

    def play(self, sound: str) -> None:
        return None

    def say(self, line: str) -> bool:
        return False


def settle(ms: int = 150) -> None:
    """Let layouts, timers and background work finish, as a moment on screen would."""
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()
    QCoreApplication.processEvents()


# ---------------------------------------------------------------- the shots


def welcome(studio: Studio) -> None:
    studio.save(studio.open(None), "welcome")


def new_event(studio: Studio) -> None:
    window = studio.open(None)
    window.new_event_action.trigger()
    dialog = window.new_event_dialog
    form = dialog.form
    form.name_edit.setText("Saturday Freezeout")
    form.type_edit.setText("No-Limit Hold'em")
    form.stack_spin.setValue(25_000)
    form.buy_in_edit.setText("60")
    form.fee_edit.setText("10")
    studio.save(dialog, "new-event")
    dialog.reject()


def clock(studio: Studio) -> None:
    studio.save(studio.open(MAIN, "clock"), "clock")


def structure(studio: Studio) -> None:
    studio.save(studio.open(MAIN, "structure"), "structure")


def players(studio: Studio) -> None:
    studio.save(studio.open(MAIN, "players"), "players")


def type_into(edit: Any, text: str) -> None:
    """Type ``text`` into a line edit as a person would (the edit signals fire)."""
    edit.setText(text)
    edit.textEdited.emit(text)


def register(studio: Studio) -> None:
    window = studio.open(MAIN, "players")
    dialog = window.event_view.players_page.open_register_dialog()
    type_into(dialog.name_edit, "Walter Lindqvist")
    dialog.register()
    type_into(dialog.name_edit, "Paolo Sharma")
    studio.save(dialog, "register")
    dialog.close()


def late_registration(studio: Studio) -> None:
    window = studio.open(LEAGUE_NIGHT, "players")
    dialog = window.event_view.players_page.open_register_dialog()
    type_into(dialog.name_edit, "Irene Walsh")
    studio.save(dialog, "late-registration")
    dialog.close()


def event_settings(studio: Studio) -> None:
    from floortool.ui.event_settings_dialog import EventSettingsDialog

    window = studio.open(LEAGUE_NIGHT, "clock")
    dialog = EventSettingsDialog(
        floor=window.floor, commands=window.commands, event_id=window.event_id, parent=window
    )
    dialog.show()
    settle()
    dialog.widget("late_reg").setFocus()
    dialog.findChild(QScrollArea).ensureWidgetVisible(dialog.widget("late_reg_per_level"), 0, 260)
    studio.save(dialog, "event-settings")
    dialog.close()


def room_display(studio: Studio) -> None:
    window = studio.open(MAIN, "clock")
    display = window.open_room_display()
    display.resize(*ROOM_SIZE)
    studio.save(display, "room-display")
    display.close()


#: The room layouts the guide shows: (layout, event, width, height).
LAYOUT_SHOTS = (
    ("classic", MAIN, *ROOM_SIZE),
    ("clock-seating", MAIN, 1024, 768),
    ("big-clock", MAIN, 720, 1280),
    ("high-contrast", LEAGUE_NIGHT, *ROOM_SIZE),
    ("lobby", MAIN, *ROOM_SIZE),
)


def room_layouts(studio: Studio) -> None:
    """Room layouts drawn as ``display render`` draws them."""
    from floortool.ui.display_render import event_display

    window = studio.open(MAIN, "clock")
    for name, event, width, height in LAYOUT_SHOTS:
        display = event_display(window.floor, studio.events[event], name, width, height)
        studio.save(display, f"layout-{name}")
        display.close()
    from floortool.app.room_announcement import clear_announcement, post_announcement

    post_announcement("Last hand before the break")
    display = event_display(window.floor, studio.events[MAIN], "clock-payouts", *ROOM_SIZE)
    studio.save(display, "announcement")
    display.close()
    clear_announcement()


#: A sponsor's slide: the sponsor's name, the clock and the room's scrolling line.
SPONSOR_SLIDE = {
    "version": 1,
    "name": "Sponsor: Acme Cards",
    "background": "#101826",
    "regions": [
        {
            "id": "thanks",
            "show": "message",
            "box": [0.05, 0.08, 0.9, 0.3],
            "text": "Tonight's cards by Acme",
            "color": "#f2b340",
        },
        {"id": "clock", "show": "clock", "box": [0.25, 0.4, 0.5, 0.34]},
        {
            "id": "line",
            "show": "ticker",
            "box": [0, 0.86, 1, 0.1],
            "text": "Cash games: ask at the desk",
            "background": "#131b29",
        },
    ],
}
TICKER = "Cash games at the desk · Sunday Deepstack at 2 pm · Last hand before the break at 9:30"


def screen_sets(studio: Studio) -> None:
    """Screens in rotation: a sponsor's slide with the scrolling line, and Clock > Room
    Screen Sets… on a set with it."""
    from floortool.app.layouts import user_layouts_dir
    from floortool.app.room_ticker import clear_ticker, set_ticker
    from floortool.app.screen_sets import save_screen_set
    from floortool.domain.display.screen_sets import View
    from floortool.ui.display_render import event_display

    user_layouts_dir().mkdir(parents=True, exist_ok=True)
    (user_layouts_dir() / "sponsor-acme.json").write_text(json.dumps(SPONSOR_SLIDE), "utf-8")
    views = [View("classic", 60), View("sponsor-acme", 10), View("clock-payouts", 20)]
    save_screen_set("Friday night", views)
    set_ticker(TICKER)
    window = studio.open(MAIN, "clock")
    display = event_display(window.floor, studio.events[MAIN], "sponsor-acme", *ROOM_SIZE)
    display.rotation.clock = lambda: 7.0  # the line on its way across
    studio.save(display, "sponsor-slide")
    display.close()
    clear_ticker()
    window.room_display_action.trigger()
    window.room_display.set_requested.emit("friday-night")
    window.room_display.close()
    dialog = window.open_screen_sets()
    dialog.view_list.setCurrentRow(1)
    studio.save(dialog, "screen-sets")
    dialog.close()


def _editor_on(studio: Studio, start_from: str) -> Any:
    """Clock > Room Layout Editor… started from ``start_from``, its first region selected."""
    from floortool.ui.layout_editor import LayoutEditorDialog

    window = studio.open(MAIN, "clock")
    window.layout_editor_action.trigger()
    dialog = window.findChild(LayoutEditorDialog)
    dialog.resize(1024, 640)
    start = dialog.start_combo
    start.setCurrentIndex(start.findData(start_from))
    start.activated.emit(start.currentIndex())
    settle()
    dialog.region_list.setCurrentRow(0)
    return dialog


def layout_editor(studio: Studio) -> None:
    """Clock > Room Layout Editor…: clock and payouts, the clock region selected."""
    dialog = _editor_on(studio, "clock-payouts")
    dialog.box_spins[0].setFocus()
    studio.save(dialog, "layout-editor")
    dialog.close()


def automation(studio: Studio) -> None:
    """Clock > Automation…: the bubble and the final table told to the room."""
    window = studio.open(MAIN, "clock")
    dialog = window.open_automation()
    dialog.resize(1100, 480)
    lines = {
        "bubble": "We are on the bubble: {players_left} players left, {places_paid} paid",
        "in_the_money": "Everybody left is in the money!",
        "final_table": "The final table: {players_left} players",
        "late_reg_closed": "Late registration is closed: {players_left} players",
    }
    for moment, line in lines.items():
        dialog.line_edit(moment).setText(line)
        show = dialog.fields[f"on_{moment}_show"]
        show.spin.setValue(30)
        flash = dialog.fields[f"on_{moment}_flash"]
        flash.combo.setCurrentIndex(flash.combo.findData("on"))
    sound = dialog.fields["on_bubble_sound"]
    sound.combo.setCurrentIndex(sound.combo.findData("warning"))
    dialog.line_edit("bubble").setFocus()
    dialog.line_edit("bubble").setCursorPosition(0)
    studio.save(dialog, "automation")
    dialog.close()


#: A layout of the venue's own with its logo and a sponsor's banner (the guide's example).
PICTURE_LAYOUT: dict[str, Any] = {
    "version": 1,
    "name": "Friday TV",
    "description": "Our logo over the clock, a sponsor over the payouts",
    "regions": [
        {
            "id": "logo",
            "show": "image",
            "image": "riverside.png",
            "box": [0.02, 0.03, 0.5, 0.14],
            "align": "left",
        },
        {"id": "level", "show": "level", "box": [0.02, 0.19, 0.5, 0.07], "color": "#3fc1a5"},
        {"id": "clock", "show": "clock", "box": [0.02, 0.26, 0.5, 0.37]},
        {"id": "blinds", "show": "blinds", "box": [0.02, 0.64, 0.5, 0.14]},
        {
            "id": "next-level",
            "show": "next_level",
            "box": [0.02, 0.8, 0.24, 0.17],
            "background": "#131b29",
        },
        {"id": "break", "show": "break", "box": [0.28, 0.8, 0.24, 0.17], "background": "#131b29"},
        {
            "id": "sponsor",
            "show": "image",
            "image": "northwind.jpg",
            "box": [0.55, 0.03, 0.43, 0.14],
            "align": "right",
        },
        {
            "id": "prize",
            "show": "prize_pool",
            "box": [0.55, 0.19, 0.43, 0.16],
            "background": "#131b29",
        },
        {
            "id": "payouts",
            "show": "payouts",
            "box": [0.55, 0.37, 0.43, 0.6],
            "background": "#131b29",
        },
    ],
}


def _picture(
    path: Path, size: tuple[int, int], back: str, lines: list[tuple[str, str, float]]
) -> None:
    """A made-up logo or banner: ``lines`` of (text, colour, share of the height) on ``back``."""
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter

    width, height = size
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(back))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    y = 0.0
    for text, color, share in lines:
        font = QFont()
        font.setBold(True)
        font.setPixelSize(int(height * share * 0.8))
        wide = QFontMetricsF(font).horizontalAdvance(text)
        if wide > width * 0.9:
            font.setPixelSize(int(font.pixelSize() * width * 0.9 / wide))
        painter.setFont(font)
        painter.setPen(QColor(color))
        painter.drawText(QRectF(0, y, width, height * share), Qt.AlignmentFlag.AlignCenter, text)
        y += height * share
    painter.end()
    image.save(str(path))


def layout_pictures(studio: Studio) -> None:
    """A layout with the venue's logo and a sponsor's banner, a sponsor slide, and the
    editor choosing the slide's picture."""
    from floortool.app.layout_pictures import add_picture
    from floortool.app.layouts import check_layout, save_layout, sponsor_slide
    from floortool.ui.display_render import event_display

    made = studio.home / "pictures"
    made.mkdir(exist_ok=True)
    _picture(
        made / "riverside.png",
        (1200, 300),
        "#00000000",
        [("\u2660 RIVERSIDE", "#f2b340", 0.62), ("CARD ROOM", "#cfd6e2", 0.38)],
    )
    _picture(
        made / "northwind.jpg",
        (1600, 500),
        "#1d3b2a",
        [("NORTHWIND COFFEE", "#f4e9d8", 0.6), ("fresh at the bar all night", "#b8d8b0", 0.4)],
    )
    for name in ("riverside.png", "northwind.jpg"):
        add_picture(made / name)
    save_layout("friday-tv", check_layout(json.dumps(PICTURE_LAYOUT)))
    slide = sponsor_slide().to_data()
    slide["name"] = "Northwind Coffee"
    slide["regions"][0]["image"] = "northwind.jpg"
    slide["regions"][1]["text"] = "Thank you to Northwind Coffee"
    save_layout("sponsor-northwind", check_layout(json.dumps(slide)))
    window = studio.open(MAIN, "clock")
    for name, shot in (("friday-tv", "layout-logo"), ("sponsor-northwind", "layout-sponsor")):
        display = event_display(window.floor, studio.events[MAIN], name, *ROOM_SIZE)
        studio.save(display, shot)
        display.close()
    dialog = _editor_on(studio, "sponsor-northwind")
    dialog.picture_button.setFocus()
    studio.save(dialog, "layout-editor-picture")
    dialog.close()


def tables(studio: Studio) -> None:
    studio.save(studio.open(MAIN, "tables"), "tables")


def checklist(studio: Studio) -> None:
    studio.save(studio.open(DOORS, "clock"), "checklist")


def seat_draw(studio: Studio) -> None:
    window = studio.open(DOORS, "tables")
    page = window.event_view.tables_page
    studio.save(window, "seat-draw-before")
    page.draw_button.click()
    settle()
    page.fit_tables()
    studio.save(window, "seat-draw-after")


def balancing(studio: Studio) -> None:
    window = studio.open(BALANCING, "tables")
    window.event_view.tables_page.fit_tables()
    studio.save(window, "balancing")


def final_table(studio: Studio) -> None:
    window = studio.open(FINAL, "tables")
    page = window.event_view.tables_page
    page.moves_panel.final_button.click()
    page.fit_tables()
    studio.save(window, "final-table")


def end_of_night(studio: Studio) -> None:
    """The Sunday event played to its winner: the room display's end view and the
    Results page saying it is complete."""
    on_final = ("--event", str(studio.events[FINAL]))
    seated = [player for table in studio.seated(FINAL).values() for _, player in table]
    for player in seated[1:]:
        studio.cli(*on_final, "player", "bust", player, "--by", seated[0])
    window = studio.open(FINAL, "results")
    window.poll_timer.timeout.emit()  # what the command line did, as the window's poll reads it
    studio.save(window, "results-complete")
    display = window.open_room_display()
    display.resize(*ROOM_SIZE)
    studio.save(display, "end-of-night")
    display.close()


def published(studio: Studio) -> None:
    """The image ``publish results`` writes for a chat group, of the Sunday event
    played to its winner (played here if it is not yet)."""
    on_final = ("--event", str(studio.events[FINAL]))
    if studio.cli(*on_final, "results")["remaining"] > 1:
        end_of_night(studio)
    folder = studio.home / "published"
    studio.cli(*on_final, "publish", "results", "--out", str(folder))
    shutil.copyfile(folder / "results.png", studio.images / "published-image.png")
    print(f"wrote {studio.images / 'published-image.png'}")


def small_window(studio: Studio) -> None:
    """The window at 1024x768: the Tables page fitted, and the Clock page."""
    from floortool.ui.pages import Page

    window = studio.open(MAIN, "tables")
    window.resize(*SMALL_WINDOW)
    settle()
    window.event_view.tables_page.fit_tables()
    studio.save(window, "small-tables")
    window.event_view.show_page(Page.CLOCK)
    studio.save(window, "small-clock")
    window.resize(*WINDOW_SIZE)


def bust_out(studio: Studio) -> None:
    window = studio.open(MAIN, "results")
    table_two = studio.seated(MAIN)[2]
    dialog = window.event_view.results_page.open_bust_dialog()
    for row, (seat, _) in enumerate(table_two[:2]):
        dialog.add(f"2-{seat}")
        dialog.set_stack(row, (4_200, 11_500)[row])
    type_into(dialog.by_edit, table_two[2][1])
    studio.save(dialog, "bust-out")
    dialog.close()


def payouts(studio: Studio) -> None:
    studio.save(studio.open(MAIN, "payouts"), "payouts")


def satellite(studio: Studio, size: tuple[int, int] = WINDOW_SIZE, name: str = "satellite") -> None:
    """A satellite played to its seats: 11 players at 60.00 buy 4 seats of 160.00 and
    20.00 over; one hand takes four players out with two left, so the two of them who
    started it with more chips take the last seats; one winner's ticket already used."""
    on_sat = studio.create(
        SATELLITE, *("--starting-stack", "10000", "--buy-in", "60", "--fee", "10"),
        *("--tables", "2", "--seats", "9", "--satellite-seat", "160"),
    )  # fmt: skip
    names = player_names(11, offset=40)
    studio.cli(*on_sat, "player", "register", *names)
    studio.cli(*on_sat, "clock", "start")
    for player in names[6:]:
        studio.cli(*on_sat, "player", "bust", player)
    studio.cli(*on_sat, "player", "bust", *names[2:6], "--stacks", "8000,21000,4500,15500")
    winners = studio.cli(*on_sat, "payouts", "show")["ticket_winners"]
    on_main = studio.create(SATELLITE_TARGET, *("--buy-in", "150", "--fee", "10", "--tables", "4"))
    studio.cli(*on_main, "player", "register", winners[0]["player"], "--ticket", winners[0]["code"])
    if studio.window is not None:  # open already: it reads what the command line did
        studio.window.poll_timer.timeout.emit()
    window = studio.open(SATELLITE, "payouts")
    window.resize(*size)
    studio.save(window, name)
    window.resize(*WINDOW_SIZE)


def reports(studio: Studio) -> None:
    window = studio.open(MAIN, "reports")
    page = window.event_view.reports_page
    page.choose_document("seat-cards")
    page.preview_button.click()
    page.wait_for_task()
    studio.save(window, "reports")


def league(studio: Studio) -> None:
    window = studio.open(MAIN, "league")
    page = window.event_view.league_page
    page.standings_table.selectRow(0)
    studio.save(window, "league")


def formula_lab(studio: Studio) -> None:
    window = studio.open(MAIN, "league")
    page = window.event_view.league_page
    page.tabs.setCurrentIndex(page.tabs.count() - 1)  # the Formula lab tab
    type_into(page.lab.formula_edit, "100 - 6*r")
    studio.save(window, "formula-lab")


def floor(studio: Studio) -> None:
    window = studio.open(MAIN, "floor")
    window.event_view.floor_page.search.search("out of turn")
    studio.save(window, "floor")


def ruling(studio: Studio) -> None:
    window = studio.open(MAIN, "floor")
    wizard = window.event_view.floor_page.open_wizard("action-out-of-turn")
    wizard.answer("call")
    studio.save(wizard, "ruling-question")
    wizard.answer("check-or-fold")
    page = wizard.ruling_page
    page.table_spin.setValue(4)
    page.hand_spin.setValue(37)
    type_into(page.players_edit, studio.seated(MAIN)[4][2][1])
    page.notes_edit.setPlainText(
        "Called out of turn while seat 3 was still thinking; seat 3 checked."
    )
    studio.save(wizard, "ruling")
    wizard.record()
    wizard.close()
    studio.save(window, "incident-log")


def rule_browser(studio: Studio) -> None:
    window = studio.open(MAIN, "floor")
    browser = window.open_rule_browser()
    browser.resize(1000, 640)
    browser.show_rule("tda-2024", "53-A")
    studio.save(browser, "rule-browser")
    browser.close()


def about(studio: Studio) -> None:
    window = studio.open(MAIN, "clock")
    dialog = window.open_about()
    dialog.show_part("Qt and Qt for Python")
    studio.save(dialog, "about")
    dialog.close()


SHOTS: dict[str, Callable[[Studio], None]] = {
    "welcome": welcome,
    "new-event": new_event,
    "clock": clock,
    "structure": structure,
    "players": players,
    "register": register,
    "late-registration": late_registration,
    "event-settings": event_settings,
    "room-display": room_display,
    "room-layouts": room_layouts,
    "layout-editor": layout_editor,
    "layout-pictures": layout_pictures,
    "automation": automation,
    "screen-sets": screen_sets,
    "tables": tables,
    "checklist": checklist,
    "seat-draw": seat_draw,
    "balancing": balancing,
    "final-table": final_table,
    "end-of-night": end_of_night,
    "published": published,
    "small-window": small_window,
    "bust-out": bust_out,
    "payouts": payouts,
    "reports": reports,
    "league": league,
    "formula-lab": formula_lab,
    "about": about,
    "floor": floor,
    "ruling": ruling,
    "rule-browser": rule_browser,
    "satellite": satellite,  # last: its two events join the lists the others show
}


def main(args: list[str]) -> None:
    parser = argparse.ArgumentParser(description="Retake the user guide's screenshots.")
    parser.add_argument("--out", type=Path, default=IMAGES, help="folder for the PNG files")
    parser.add_argument(
        "--home",
        type=Path,
        # A fixed, short folder: it shows in the pictures (status bar, About box).
        default=Path(tempfile.gettempdir()) / "floortool-guide",
        help="the scratch floortool home (emptied first, removed after)",
    )
    parser.add_argument("names", nargs="*", help="screenshots to take (default: all)")
    options = parser.parse_args(args)
    images, names, home = options.out, options.names, options.home
    unknown = set(names) - set(SHOTS)
    if unknown:
        raise SystemExit(f"no such screenshot: {', '.join(sorted(unknown))} (see {list(SHOTS)})")
    shutil.rmtree(home, ignore_errors=True)
    home.mkdir(parents=True)
    try:
        os.environ["FLOORTOOL_HOME"] = str(home)
        os.environ.pop("FLOORTOOL_DB", None)
        screens = home / "screens.json"
        screens.write_text(json.dumps({"screens": [SCREEN]}), encoding="utf-8")
        app = QApplication(["floortool", "-platform", f"offscreen:configfile={screens}"])
        images.mkdir(parents=True, exist_ok=True)
        studio = Studio(home, images)
        studio.set_up()
        for name in names or list(SHOTS):
            SHOTS[name](studio)
        if studio.window is not None:
            studio.window.close()
        del app
    finally:
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    main(sys.argv[1:])

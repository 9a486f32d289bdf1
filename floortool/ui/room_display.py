"""UI layer: the room display, the clock the players read from across the room.

A separate top-level window for a second screen, full screen on the monitor
the director chooses (``show_on``). It paints itself: every text has a slot
(``room_layout``) and is drawn at the largest size that fits it, so the
display scales to any size and shape and never cuts a text off. High contrast
on a dark background; the digits turn red in the last minute and grey while
paused; banners say paused, held for hand-for-hand, not started or finished.
The payouts panel lists the top places (``payout_texts``) under the prize
pool and the number of places paid; a pool the house makes up to its guarantee
says so (``GUARANTEED POOL``, and the overlay beside the places paid). Once
stacks are counted the panel turns every ``PANEL_SECONDS`` to the chip leaders
by last count (``leader_texts``) and back. Recent seat changes
(``show_seat_changes``) get a strip under the payouts, a few at a time; when
there are more than fit, the strip turns to the next few each time the
window's feed says so (``turn``), and it goes when the feed has none left. In a
knockout event, while no seat change is recent, the strip lists the biggest
bounties on heads still in play instead (``BIGGEST BOUNTIES``).
``show_texts`` repaints only the slots whose text changed, so a running clock
costs one small repaint a second. While the event's sign-up is open and phones
reach the floor (``show_sign_up``), a white strip on the left holds the QR code of
the sign-up page, and the clock's slots are laid out in the room beside it.
At the end of the night (``show_end``) the clock gives way to the winner and the
final places (``room_end_view``).

Given a layout (``show_layout``: a preset or the director's own file,
``domain.display.layouts``) the display draws its regions instead
(``layout_slots``), with the lists it is given (``show_lists``); the regions
shown change with the situation (a break, the money, the final table). A
layout that lists the results itself keeps its regions at the end of the night.
Given a screen set (``show_set``) it turns through the set's layouts
(``screen_rotation``), saying so with ``layout_turned``. A layout's ``ticker``
regions scroll the room's scrolling line (``ticker_line``), else their own
text, repainted ``FRAME_MS`` apart while one shows a line.
The pictures of its image regions are read when the layout is shown
(``layout_images``); one that cannot be shown leaves its name in its region.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QColor,
    QContextMenuEvent,
    QFont,
    QFontMetricsF,
    QHideEvent,
    QImage,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPixmap,
    QRegion,
    QResizeEvent,
    QScreen,
    QShowEvent,
)
from PySide6.QtWidgets import QMenu, QWidget

from floortool.app.layouts import layouts_listing
from floortool.app.screen_sets import screen_sets_listing
from floortool.app.views.display_lists import DisplayLists
from floortool.app.views.final_standings import FinalStandings
from floortool.domain.display.layouts import Layout, Situation
from floortool.domain.display.screen_sets import ScreenSet
from floortool.reports.qr import qr_rows
from floortool.ui.announcement_overlay import (
    AnnouncementActions,
    AnnouncementFollower,
    paint_announcement,
)
from floortool.ui.clock_text import COUNTDOWN, HELD, NO_TIME, ClockTexts
from floortool.ui.layout_images import layout_images, paint_picture
from floortool.ui.layout_slots import (
    PAGE_SECONDS,
    Content,
    layout_colors,
    layout_slots,
    layout_texts,
    picture_rect,
    shows_results,
)
from floortool.ui.room_end_view import end_colors, end_slots, end_texts
from floortool.ui.room_layout import (
    PAYOUT_SLOTS,
    Slot,
    base_font,
    change_cells,
    fit_pixel_size,
    room_slots,
)
from floortool.ui.screen_area import available_area
from floortool.ui.screen_flash import ScreenFlash, paint_flash
from floortool.ui.screen_rotation import ScreenRotation
from floortool.ui.shortcuts import FullScreenAction
from floortool.ui.ticker_line import FRAME_MS, SIZING_TEXT, TickerActions, TickerFollower, ticker_x
from floortool.ui.translation import QT_TRANSLATE_NOOP, count_text, translate
from floortool.ui.window_size import framed_on

logger = logging.getLogger(__name__)

#: The sign-up strip's width, as a share of the display's shorter side.
SIGN_UP_SHARE = 0.24
SIGN_UP_TITLE = QT_TRANSLATE_NOOP("room_display", "SIGN UP")
SIGN_UP_NOTE = QT_TRANSLATE_NOOP("room_display", "Pay at the desk")
WINDOW_SIZE = (1280, 720)
MINIMUM_SIZE = (320, 180)

BACKGROUND = QColor("#0a0e15")
BOX = QColor("#131b29")
WHITE = QColor("#ffffff")
SOFT = QColor("#cfd6e2")
MUTED = QColor("#8c98ad")
LABEL = QColor("#7f8aa0")
ACCENT = QColor("#3fc1a5")
BREAK = QColor("#6cb8ff")
WARNING = QColor("#ff5b47")
PAUSED = QColor("#7d889b")
AMBER = QColor("#f2b340")
INK = QColor("#141a24")
BLUE = QColor("#2f6fb5")

#: Texts of the slots in the boxes of figures.
LABELS = {
    "players": QT_TRANSLATE_NOOP("room_display", "PLAYERS"),
    "average": QT_TRANSLATE_NOOP("room_display", "AVERAGE STACK"),
    "prize": QT_TRANSLATE_NOOP("room_display", "PRIZE POOL"),
    "guaranteed": QT_TRANSLATE_NOOP("room_display", "GUARANTEED POOL"),
    "break": QT_TRANSLATE_NOOP("room_display", "NEXT BREAK IN"),
    "late": QT_TRANSLATE_NOOP("room_display", "LATE REGISTRATION"),
    "payouts": QT_TRANSLATE_NOOP("room_display", "PAYOUTS"),
    "changes": QT_TRANSLATE_NOOP("room_display", "SEAT CHANGES"),
    "leaders": QT_TRANSLATE_NOOP("room_display", "CHIP LEADERS · BY LAST COUNT"),
    "bounties": QT_TRANSLATE_NOOP("room_display", "BIGGEST BOUNTIES"),
}
#: How long the payouts panel shows the payouts, then the chip leaders (once counted).
PANEL_SECONDS = 15
#: What the payouts panel says before there is a pool to share.
NO_PAYOUTS = QT_TRANSLATE_NOOP("room_display", "Payouts from two entries on")
#: State banners: (text, background, text colour).
BANNERS: dict[str, tuple[str, QColor, QColor]] = {
    "paused": (QT_TRANSLATE_NOOP("room_display", "PAUSED"), AMBER, INK),
    HELD: (QT_TRANSLATE_NOOP("room_display", "HAND-FOR-HAND · CLOCK HELD"), AMBER, INK),
    "not_started": (QT_TRANSLATE_NOOP("room_display", "NOT STARTED"), BLUE, WHITE),
    "finished": (QT_TRANSLATE_NOOP("room_display", "FINISHED"), PAUSED, WHITE),
}


@dataclass(frozen=True)
class DrawnText:
    """One text as the display draws it: where, in which font and colour."""

    name: str
    text: str
    rect: QRectF
    font: QFont
    color: QColor


def room_texts(texts: ClockTexts | None, *, leaders: bool = False) -> dict[str, str]:
    """The text of every slot for ``texts`` (None: an event without a clock); the
    payouts panel shows the chip leaders instead when ``leaders`` and there are some."""
    if texts is None:
        return {
            "event": "floortool",
            "title": translate("room_display", "NO CLOCK"),
            "time": NO_TIME,
        }
    banner = (
        translate("room_display", BANNERS[texts.state][0])
        if texts.state in BANNERS
        else texts.rule_23
    )
    return {
        "event": texts.event_name,
        "title": translate("room_display", "STARTS IN")
        if texts.state == COUNTDOWN
        else texts.title.upper(),
        "time": texts.time,
        "blinds": texts.blinds,
        "ante": texts.ante,
        "banner": banner,
        "footer": texts.color_up,
        "players_label": translate("room_display", LABELS["players"]),
        "players_value": texts.players,
        "players_sub": translate("room_display", "left / entries"),
        "average_label": translate("room_display", LABELS["average"]),
        "average_value": texts.average,
        "average_sub": texts.average_bb,
        "prize_label": translate(
            "room_display", LABELS["guaranteed" if texts.overlay else "prize"]
        ),
        "prize_value": texts.prize_pool,
        "prize_sub": " · ".join(filter(None, (texts.places_paid, texts.overlay))),
        "next_label": texts.next_title.upper(),
        "next_value": texts.next_main,
        "next_sub": texts.next_sub,
        "break_label": translate("room_display", "BREAK")
        if texts.is_break
        else translate("room_display", LABELS["break"]),
        "break_value": texts.break_in,
        "late_label": translate("room_display", LABELS["late"]),
        "late_value": texts.late_reg,
        "late_sub": texts.late_reg_detail,
        **(
            leader_texts(texts.leaders)
            if leaders and texts.leaders
            else payout_texts(texts.payouts)
        ),
    }


def leader_texts(leaders: tuple[str, ...]) -> dict[str, str]:
    """The payouts panel turned to the chip leaders: its label and the top stacks."""
    shown = {f"payout_{place}": text for place, text in enumerate(leaders[:PAYOUT_SLOTS], 1)}
    return {"payouts_label": translate("room_display", LABELS["leaders"]), **shown}


def payout_texts(payouts: tuple[str, ...]) -> dict[str, str]:
    """The payouts panel: its label and the top places, as many as it has cells."""
    if not payouts:
        return {
            "payouts_label": translate("room_display", LABELS["payouts"]),
            "payouts_note": translate("room_display", NO_PAYOUTS),
        }
    label = translate("room_display", LABELS["payouts"])
    if len(payouts) > PAYOUT_SLOTS:
        label = translate("room_display", "{label} · TOP {PAYOUT_SLOTS} OF {0} PLACES").format(
            count_text(len(payouts)), label=label, PAYOUT_SLOTS=PAYOUT_SLOTS
        )
    shown = {f"payout_{place}": text for place, text in enumerate(payouts[:PAYOUT_SLOTS], 1)}
    return {"payouts_label": label, **shown}


def change_texts(
    changes: Sequence[str], cells: int, turn: int = 0, *, title: str = LABELS["changes"]
) -> dict[str, str]:
    """The strip under the payouts: its label (``title``) and the ``turn``-th few of
    ``changes`` (newest first), ``cells`` at a time; nothing without changes."""
    if not changes or cells <= 0:
        return {}
    pages = (len(changes) + cells - 1) // cells
    page = turn % pages
    title = translate("room_display", title)
    label = title if pages == 1 else f"{title} {page + 1}/{pages}"
    shown = changes[page * cells : (page + 1) * cells]
    return {"changes_label": label, **{f"change_{i}": t for i, t in enumerate(shown, 1)}}


def _time_color(texts: ClockTexts) -> QColor:
    if texts.warning:
        return WARNING
    if texts.state == COUNTDOWN:
        return BREAK
    if texts.state in ("paused", HELD, "finished", "not_started"):
        return PAUSED
    return WHITE


def room_colors(texts: ClockTexts | None) -> dict[str, QColor]:
    """The colour of every slot's text (a slot not named is white)."""
    if texts is None:
        return {"event": MUTED, "title": MUTED, "time": PAUSED}
    colors = {
        "event": MUTED,
        "title": BREAK if texts.is_break or texts.state == COUNTDOWN else ACCENT,
        "time": _time_color(texts),
        "ante": SOFT,
        "footer": AMBER,
        "banner": BANNERS[texts.state][2] if texts.state in BANNERS else AMBER,
    }
    if texts.is_break:
        colors["blinds"] = AMBER if texts.blinds != "Break" else BREAK
    for block in ("players", "average", "prize", "next", "break", "late"):
        colors[f"{block}_label"] = LABEL
        colors[f"{block}_sub"] = MUTED
    colors["payouts_label"] = LABEL
    colors["payouts_note"] = MUTED
    colors["changes_label"] = AMBER
    return colors


def banner_background(texts: ClockTexts | None) -> QColor | None:
    if texts is None or texts.state not in BANNERS:
        return None
    return BANNERS[texts.state][1]


def _fit_text(slot: Slot, text: str) -> str:
    """What a slot is sized for: the clock (the built-in one, or a layout's) as if it
    had at least ``00:00``, so the digits keep their size from 10:00 down to 0:59; a
    scrolling line by the region's height, whatever its length."""
    if slot.group.startswith("ticker:"):
        return SIZING_TEXT
    return text.rjust(5, "0") if slot.name == "time" or slot.group.startswith("clock:") else text


class RoomDisplay(QWidget):
    """The clock for the room: full screen on the second screen, readable from afar.

    Its context menu lists the layouts (``layout_requested``: a layout's name, ""
    for the built-in display) and the screen sets (``set_requested``: a set's name);
    the window reads the one chosen and shows it. ``layout_turned``: a screen set
    turned to its next layout."""

    layout_requested = Signal(str)
    set_requested = Signal(str)
    layout_turned = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("room_display", "Room display — floortool"))
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMinimumSize(*MINIMUM_SIZE)
        self.resize(*WINDOW_SIZE)
        self._texts: ClockTexts | None = None
        self._end: FinalStandings | None = None
        self._changes: tuple[str, ...] = ()
        self._turn = 0
        self._leaders_on = False  # the payouts panel shows the chip leaders
        self.panel_timer = QTimer(self)
        self.panel_timer.setInterval(PANEL_SECONDS * 1000)
        self.panel_timer.timeout.connect(self.turn_panel)
        self.panel_timer.start()
        self._values: dict[str, str] = room_texts(None)
        self._colors: dict[str, QColor] = room_colors(None)
        self._banner: QColor | None = None
        self._slots: dict[str, Slot] = {}
        self._sizes: dict[str, int] = {}  # group -> pixel size
        self._sign_up: str | None = None  # the sign-up page's address while it is open
        self._sign_up_rows: tuple[str, ...] = ()
        self._plan: Layout | None = None  # the layout drawn (None: the built-in one)
        self._images: dict[str, QImage] = {}  # the pictures its image regions show
        self._lists = DisplayLists()
        self._situation = Situation()
        self.announcement = AnnouncementFollower(self)
        self.announcement.changed.connect(self._on_announcement_changed)
        self.announcement_actions = AnnouncementActions(self)
        self.announcement_actions.done.connect(self.announcement.look)
        self.ticker = TickerFollower(self)
        self.ticker.changed.connect(self._on_ticker_changed)
        self.ticker_actions = TickerActions(self)
        self.ticker_actions.done.connect(self.ticker.look)
        self._ticker_lines: dict[tuple[str, str, str, int], QPixmap] = {}
        self.ticker_timer = QTimer(self)
        self.ticker_timer.setInterval(FRAME_MS)
        self.ticker_timer.timeout.connect(self._on_ticker_timer_timeout)
        self.rotation = ScreenRotation(self)
        self.rotation.turned.connect(self._on_rotation_turned)
        self.flash = ScreenFlash(self)
        self.flash.changed.connect(self.update)
        self.full_screen_action = FullScreenAction(self)
        self.leave_full_screen_action = QAction(
            translate("room_display", "Leave Full Screen"), self
        )
        self.leave_full_screen_action.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        self.leave_full_screen_action.triggered.connect(self._on_leave_full_screen_triggered)
        self.addAction(self.leave_full_screen_action)
        self._layout()

    # ------------------------------------------------------------ showing
    @property
    def texts(self) -> ClockTexts | None:
        return self._texts

    @property
    def seat_changes(self) -> tuple[str, ...]:
        return self._changes

    @property
    def end(self) -> FinalStandings | None:
        return self._end

    @property
    def layout_shown(self) -> Layout | None:
        return self._plan

    def show_layout(self, layout: Layout | None) -> None:
        """Draw ``layout``'s regions; None: the built-in display. Its pictures are read
        again (a picture replaced under its name shows)."""
        images = layout_images(layout)
        same = images.keys() == self._images.keys() and all(
            image is self._images[name] for name, image in images.items()
        )
        if layout == self._plan and same:
            return
        self._plan, self._images = layout, images
        self._layout()
        self.update()

    @property
    def set_shown(self) -> ScreenSet | None:
        return self.rotation.playing

    def show_set(self, screen_set: ScreenSet | None, layouts: dict[str, Layout]) -> None:
        """Turn through ``screen_set``'s views (its layouts read in ``layouts``); None:
        no set (the window shows a layout next)."""
        self.rotation.play(screen_set, layouts)

    def pictures_drawn(self) -> dict[str, QRectF]:
        """Where each image region's picture is drawn now, by region id."""
        if self._plan is None or self._end_view():
            return {}
        drawn = {}
        for region in self._plan.shown(self._situation):
            image = self._images.get(region.image)
            slot = self._slots.get(region.id)
            if image is not None and slot is not None:
                drawn[region.id] = picture_rect(slot, image.width(), image.height())
        return drawn

    def show_lists(self, lists: DisplayLists) -> None:
        """The seating, results and standings the layout's list regions show, and
        whether the field is in the money or at its final table."""
        if lists == self._lists:
            return
        self._lists = lists
        self._show()

    def _content(self) -> Content:
        page = int(time.time() // PAGE_SECONDS)
        return Content(
            self._texts, self._lists, self._changes, page, frozenset(self._images), self.ticker.text
        )

    def _end_view(self) -> bool:
        return self._end is not None and (self._plan is None or not shows_results(self._plan))

    def show_end(self, standings: FinalStandings | None) -> None:
        """Show how the night ended instead of the clock; None: the clock again."""
        if standings == self._end:
            return
        self._end = standings
        self._colors = self._colors_now()
        self._layout()
        self.update()

    def show_texts(self, texts: ClockTexts | None) -> None:
        """Show ``texts``; repaints only what changed."""
        if texts == self._texts and texts is not None:
            return
        strip = self._has_strip()
        self._texts = texts
        if texts is not None:
            self.setWindowTitle(
                translate("room_display", "{event_name} — room display").format(
                    event_name=texts.event_name
                )
            )
        if strip != self._has_strip():  # the bounties' strip comes or goes: every slot moves
            self._colors = self._colors_now()
            self._layout()
            self.update()
            return
        self._show()

    def _has_strip(self) -> bool:
        """Whether the strip under the payouts shows: recent seat changes, else in a
        knockout event the biggest bounties."""
        return bool(self._changes) or bool(self._texts and self._texts.bounties)

    def show_seat_changes(self, changes: Sequence[str], turn: int = 0) -> None:
        """List ``changes`` (newest first) in the seat-change strip, the ``turn``-th few
        when they do not all fit; none: no strip."""
        changes = tuple(changes)
        if (changes, turn) == (self._changes, self._turn):
            return
        strip = self._has_strip()
        self._changes, self._turn = changes, turn
        if strip != self._has_strip():  # the strip comes or goes: every slot moves
            self._colors = self._colors_now()
            self._layout()
            self.update()
            return
        self._show()

    def turn_panel(self) -> None:
        """Turn the payouts panel to the chip leaders, or back to the payouts (when
        there are leaders to show: before the first count it stays on the payouts)."""
        self._leaders_on = not self._leaders_on and bool(self._texts and self._texts.leaders)
        self._show()

    @property
    def sign_up(self) -> str | None:
        return self._sign_up

    def show_sign_up(self, address: str | None) -> None:
        """Show the QR code of the sign-up page at ``address`` beside the clock; None:
        no strip (sign-up closed, or phones cannot reach the floor)."""
        if address == self._sign_up:
            return
        self._sign_up = address
        self._sign_up_rows = qr_rows(address) if address else ()
        self._layout()
        self.update()

    def _strip_width(self) -> int:
        """The sign-up strip's width (0 without one)."""
        if not self._sign_up:
            return 0
        return round(min(self.width(), self.height()) * SIGN_UP_SHARE)

    def _texts_now(self) -> dict[str, str]:
        if self._end is not None and self._end_view():
            return end_texts(self._end)
        if self._plan is not None:
            banner = room_texts(self._texts).get("banner", "")
            event = "floortool" if self._texts is None else self._texts.event_name
            return layout_texts(self._plan, self._slots, self._content(), banner, event)
        cells = change_cells(self.width() - self._strip_width(), self.height())
        if self._changes or self._texts is None:
            strip = change_texts(self._changes, cells, self._turn)
        else:  # the biggest, as many as fit
            shown = self._texts.bounties[:cells]
            strip = change_texts(shown, cells, title=translate("room_display", LABELS["bounties"]))
        return {**room_texts(self._texts, leaders=self._leaders_on), **strip}

    def _show(self) -> None:
        """Repaint the slots whose text or colour changed (all of a group whose size did)."""
        if self._plan is not None and self._content().situation != self._situation:
            self._colors = self._colors_now()
            self._layout()  # regions come or go
            self.update()
            return
        values, colors = self._texts_now(), self._colors_now()
        banner = banner_background(self._texts) if not self._end_view() else None
        changed = {
            name
            for name in set(values) | set(self._values)
            if values.get(name, "") != self._values.get(name, "")
            or colors.get(name, WHITE) != self._colors.get(name, WHITE)
        }
        if banner != self._banner:
            changed.update(name for name in self._slots if name.endswith("banner"))
        self._values, self._colors, self._banner = values, colors, banner
        if not changed:
            return
        self._sync_ticker_timer()
        groups = {self._slots[name].group for name in changed if name in self._slots}
        region = QRegion()
        for group in groups:
            size = self._group_size(group)
            if size != self._sizes.get(group):
                self._sizes[group] = size
                members = (s for s in self._slots.values() if s.group == group)
                changed.update(slot.name for slot in members)
        for name in changed:
            slot = self._slots.get(name)
            if slot is not None:
                region += slot.rect.toAlignedRect()
        self.update(region)

    def drawn(self, within: QRectF | None = None) -> list[DrawnText]:
        """Every text the display draws now (those whose rectangle meets ``within``),
        with its rectangle and font."""
        items = []
        for name, text in self._values.items():
            slot = self._slots.get(name)
            if slot is None or not text or slot.group == "qr":
                continue
            if within is not None and not self._text_rect(slot).intersects(within):
                continue
            font = base_font(bold=slot.bold)
            font.setPixelSize(max(4, int(self._sizes.get(slot.group, 12) * slot.scale)))
            color = self._colors.get(name, WHITE)
            items.append(DrawnText(name, text, self._text_rect(slot), font, color))
        return items

    def slot(self, name: str) -> Slot:
        return self._slots[name]

    def show_on(self, screen: QScreen | None) -> None:
        """Full screen on ``screen``; None: in a window of its own, on the screen it is on."""
        if screen is None:
            self.setWindowState(Qt.WindowState.WindowNoState)  # leaves full screen
            self.setGeometry(framed_on(available_area(self), self.geometry()))
            self.show()
            self.raise_()
            return
        self.setScreen(screen)
        self.setGeometry(screen.geometry())
        self.showFullScreen()
        self.raise_()

    # ------------------------------------------------------------ layout
    def _text_rect(self, slot: Slot) -> QRectF:
        if not slot.name.endswith("banner"):
            return slot.rect
        pad = slot.rect.height() * 0.14
        return slot.rect.adjusted(pad * 3, pad, -pad * 3, -pad)

    def _group_size(self, group: str) -> int:
        sizes = [
            fit_pixel_size(_fit_text(slot, text), self._text_rect(slot), bold=slot.bold)
            for slot in self._slots.values()
            if slot.group == group
            and slot.group != "qr"
            and (text := self._values.get(slot.name, ""))
        ]
        return min(sizes, default=12)

    def _colors_now(self) -> dict[str, QColor]:
        if self._end_view():
            return end_colors(ACCENT, LABEL, MUTED, AMBER)
        if self._plan is None:
            return room_colors(self._texts)
        built_in = room_colors(self._texts)
        clock = built_in["time"].name() if built_in["time"] != WHITE else ""
        colors = {
            name: QColor(color)
            for name, color in layout_colors(self._slots, self._plan, clock).items()
        }
        colors |= {
            name: built_in.get("banner", WHITE) for name in self._slots if name.endswith("banner")
        }
        return colors

    def _layout(self) -> None:
        strip = self._strip_width()
        width, height = self.width() - strip, self.height()
        if self._end is not None and self._end_view():
            listed = len(self._end.places) - 1
            slots = end_slots(width, height, listed)
        elif self._plan is not None:
            self._situation = self._content().situation
            slots = layout_slots(self._plan, width, height, self._situation)
        else:
            slots = room_slots(width, height, changes=self._has_strip())
        self._slots = {
            name: replace(slot, rect=slot.rect.translated(strip, 0)) if strip else slot
            for name, slot in slots.items()
        }
        self._values = self._texts_now()
        self._colors = self._colors_now()
        self._sizes = {slot.group: self._group_size(slot.group) for slot in self._slots.values()}
        self._sync_ticker_timer()

    # ------------------------------------------------------------ Qt overrides
    def resizeEvent(self, event: QResizeEvent) -> None:
        self._layout()
        super().resizeEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        plan = self._plan if not self._end_view() else None
        painter.fillRect(event.rect(), BACKGROUND if plan is None else QColor(plan.background))
        radius = max(self.height() * 0.012, 4.0)
        painter.setPen(Qt.PenStyle.NoPen)
        for slot in self._slots.values():
            if slot.group == "box" and slot.rect.intersects(QRectF(event.rect())):
                painter.setBrush(BOX if slot.fill is None else QColor(slot.fill))
                painter.drawRoundedRect(slot.rect, radius, radius)
        for slot in self._slots.values():
            if (
                slot.name.endswith("banner")
                and self._banner is not None
                and self._values.get(slot.name)
            ):
                painter.setBrush(self._banner)
                painter.drawRoundedRect(slot.rect, radius, radius)
            if slot.group == "qr" and plan is not None:
                _paint_qr(painter, slot.rect, _region_text(plan, slot.name))
        if plan is not None:
            for rid, rect in self.pictures_drawn().items():
                if rect.intersects(QRectF(event.rect())):
                    paint_picture(painter, rect, self._images[_region_image(plan, rid)])
        for item in self.drawn(QRectF(event.rect())):
            if self._slots[item.name].group.startswith("ticker:"):
                self._paint_ticker(painter, item)
                continue
            painter.setFont(item.font)
            painter.setPen(item.color)
            painter.drawText(item.rect, _ALIGN[self._slots[item.name].align], item.text)
        self._paint_sign_up(painter)
        if self.announcement.text:
            paint_announcement(painter, self.width(), self.height(), self.announcement.text)
        paint_flash(painter, self.width(), self.height(), self.flash.strength)
        painter.end()

    def hideEvent(self, event: QHideEvent) -> None:
        self.flash.stop()
        super().hideEvent(event)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        menu = QMenu(self)
        menu.addSection(translate("room_display", "Layout"))
        playing = self.rotation.playing
        chosen = "" if self._plan is None or playing is not None else self._plan.name
        built_in = menu.addAction(translate("room_display", "Built-in"))
        built_in.setData("")
        built_in.setCheckable(True)
        built_in.setChecked(not chosen and playing is None)
        for entry in layouts_listing():
            action = menu.addAction(entry.title or entry.name)
            action.setData(entry.name)
            action.setCheckable(True)
            action.setChecked(bool(chosen) and entry.title == chosen)
            action.setEnabled(not entry.error)
            action.setToolTip(entry.error)
        menu.addSection(translate("room_display", "Screen Set"))
        sets: dict[QAction, str] = {}
        for listed in screen_sets_listing():
            action = menu.addAction(listed.screen_set.name if listed.screen_set else listed.name)
            action.setCheckable(True)
            action.setChecked(playing is not None and listed.screen_set == playing)
            action.setEnabled(not listed.error)
            action.setToolTip(listed.error)
            sets[action] = listed.name
        menu.addSection(translate("room_display", "Announcement"))
        menu.addActions([self.announcement_actions.announce, self.announcement_actions.clear])
        self.announcement_actions.clear.setEnabled(bool(self.announcement.text))
        menu.addActions([self.ticker_actions.set_line, self.ticker_actions.clear])
        self.ticker_actions.clear.setEnabled(bool(self.ticker.text))
        picked = menu.exec(event.globalPos())
        menu.deleteLater()
        if picked in sets:
            self.set_requested.emit(sets[picked])
        elif picked is not None and picked.data() is not None:
            self.layout_requested.emit(str(picked.data()))

    def _paint_ticker(self, painter: QPainter, item: DrawnText) -> None:
        """A scrolling line where the time says, clipped to its region: drawn once into
        a picture of its own, which each frame only places."""
        key = (item.text, item.font.toString(), item.color.name(), round(item.rect.height()))
        line = self._ticker_lines.get(key)
        if line is None:
            line = _line_picture(item, self.devicePixelRatioF())
            self._ticker_lines = {key: line}  # the line on show only
        width = line.width() / line.devicePixelRatio()
        x = ticker_x(item.rect, width, self.rotation.clock())
        painter.save()
        painter.setClipRect(item.rect)
        painter.drawPixmap(QPointF(x, item.rect.y()), line)
        painter.restore()

    def _scrolling(self) -> list[Slot]:
        """The ticker slots that show a line now."""
        return [
            slot
            for name, slot in self._slots.items()
            if slot.group.startswith("ticker:") and self._values.get(name)
        ]

    def _sync_ticker_timer(self) -> None:
        """Repaint the scrolling lines while one shows and the display is open."""
        if self._scrolling() and self.isVisible():
            if not self.ticker_timer.isActive():
                self.ticker_timer.start()
        else:
            self.ticker_timer.stop()

    def _on_ticker_timer_timeout(self) -> None:
        region = QRegion()
        for slot in self._scrolling():
            region += slot.rect.toAlignedRect()
        self.update(region)

    def _on_ticker_changed(self, text: str) -> None:
        self._show()

    def _on_rotation_turned(self, layout: Layout) -> None:
        self.show_layout(layout)
        self.layout_turned.emit()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.rotation.resume()
        self._sync_ticker_timer()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.rotation.stop()
        self.ticker_timer.stop()
        super().closeEvent(event)

    def _paint_sign_up(self, painter: QPainter) -> None:
        """The sign-up strip: white, the title, the QR code (with its quiet zone), the note."""
        strip = self._strip_width()
        if not strip:
            return
        height = self.height()
        painter.fillRect(QRectF(0, 0, strip, height), QColor("#ffffff"))
        rows = self._sign_up_rows
        module = max(1, (strip * 9 // 10) // (len(rows) + 8))  # whole pixels: sharp modules
        side = module * (len(rows) + 8)
        left, top = (strip - side) // 2, (height - side) // 2
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#000000"))
        for y, row in enumerate(rows):
            for x, dark in enumerate(row):
                if dark == "1":
                    painter.drawRect(
                        left + (x + 4) * module, top + (y + 4) * module, module, module
                    )
        font = base_font(bold=True)
        font.setPixelSize(max(8, strip // 9))
        painter.setFont(font)
        painter.setPen(QColor("#141a24"))
        above = QRectF(0, top - strip * 0.2, strip, strip * 0.2)
        painter.drawText(
            above, int(Qt.AlignmentFlag.AlignCenter), translate("room_display", SIGN_UP_TITLE)
        )
        font.setPixelSize(max(8, strip // 14))
        painter.setFont(font)
        below = QRectF(0, top + side, strip, strip * 0.15)
        painter.drawText(
            below, int(Qt.AlignmentFlag.AlignCenter), translate("room_display", SIGN_UP_NOTE)
        )

    def _on_announcement_changed(self, text: str) -> None:
        self.update()

    def _on_leave_full_screen_triggered(self) -> None:
        if self.isFullScreen():
            self.showNormal()


_ALIGN = {
    "left": int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
    "center": int(Qt.AlignmentFlag.AlignCenter),
    "right": int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
}


def _line_picture(item: DrawnText, ratio: float) -> QPixmap:
    """``item``'s text in its font and colour on a clear picture as tall as its rect."""
    width = QFontMetricsF(item.font).horizontalAdvance(item.text) + 2
    picture = QPixmap(
        max(1, math.ceil(width * ratio)), max(1, math.ceil(item.rect.height() * ratio))
    )
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(item.font)
    painter.setPen(item.color)
    painter.drawText(QRectF(0, 0, width, item.rect.height()), _ALIGN["left"], item.text)
    painter.end()
    return picture


def _region_text(layout: Layout, slot_name: str) -> str:
    rid = slot_name.partition(".")[0]
    return next(region.text for region in layout.regions if region.id == rid)


def _region_image(layout: Layout, rid: str) -> str:
    return next(region.image for region in layout.regions if region.id == rid)


def _paint_qr(painter: QPainter, rect: QRectF, text: str) -> None:
    """The QR code of ``text``, black on white with its quiet zone, centred in ``rect``."""
    rows = qr_rows(text)
    modules = len(rows) + 8
    scale = max(1, int(min(rect.width(), rect.height()) // modules))
    side = modules * scale
    left = int(rect.center().x() - side / 2)
    top = int(rect.center().y() - side / 2)
    painter.fillRect(left, top, side, side, QColor("#ffffff"))
    dark = QColor("#000000")
    for r, line in enumerate(rows):
        for c, module in enumerate(line):
            if module == "1":
                painter.fillRect(left + (c + 4) * scale, top + (r + 4) * scale, scale, scale, dark)

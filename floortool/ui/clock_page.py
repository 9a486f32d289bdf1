"""UI layer: the Clock page of an open event: the clock, its controls, the room's figures.

On the left, the clock as the room sees it (level, time left in large
digits, blinds and ante, what comes next, time to the break, colour-up and
late-registration notices, the Rule 23 reminder after a level change) and the
controls under it; on the right, the room's figures and the event's settings.
Every control goes through ``ClockControl`` (refusals are shown there); the
page only shows the ``ClockTexts`` the window's ticker hands it. The
hand-for-hand button starts hand-for-hand play (asking how many minutes each
hand takes off the held clock) or stops it: the same commands as the Tables
page, where the tables report their hands. Once the tournament is over the
card names the winner and the level the night ended in, with nothing to come,
and no control plays a level any more. Until the clock starts, the
"Before the doors open" card (``ui.door_checklist``) heads the right column:
the view has it follow the subjects the card shows (``follow_checklist``), and
it goes once the clock starts, back if that start is undone; its Start is the page's,
its printing asks the Reports page for the seat cards, and the view wires the
rest (``structure_requested``, ``register_requested``, ``draw_requested``).
"""

from __future__ import annotations

import logging
from typing import ClassVar

from PySide6.QtCore import QRectF, Qt, Signal
from PySide6.QtGui import QAction, QGuiApplication, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from floortool.app.depends import subjects_of
from floortool.app.views.door_checklist import door_checklist
from floortool.app.views.events import EVENT_LABEL, describe_event
from floortool.domain.clock.state import FINISHED, NOT_STARTED, PAUSED, RUNNING
from floortool.domain.kernel.journal import Subject
from floortool.domain.rulings.rulebook_records import DEFAULT_RULEBOOK
from floortool.domain.seating.hand_for_hand import (
    DEFAULT_SECONDS_PER_HAND,
    MAX_SECONDS_PER_HAND,
    hand_for_hand_part,
    hand_for_hand_rule,
)
from floortool.domain.structure.moment import moment_of
from floortool.domain.tournament.event import EventInfo
from floortool.ui import style
from floortool.ui.clock_control import MINUTE
from floortool.ui.clock_text import COUNTDOWN, HELD, NO_TIME, ClockTexts
from floortool.ui.door_checklist import DoorChecklistCard
from floortool.ui.event_page import EventPage, PageServices
from floortool.ui.mini_clock import display_state
from floortool.ui.room_layout import fit_pixel_size
from floortool.ui.translation import QT_TRANSLATE_NOOP, count_text, said, translate, window_words

logger = logging.getLogger(__name__)

#: ``room_display_requested`` with this value: open the display in a window.
IN_A_WINDOW = -1
MIN_CARD_HEIGHT = 300
#: The page is the director's, not the room's: its digits stop growing here.
MAX_PIXEL_SIZE = {style.CLOCK_TIME: 200, style.CLOCK_BLINDS: 84}
RIGHT_COLUMN_WIDTH = (280, 400)
START_HAND_FOR_HAND = QT_TRANSLATE_NOOP("clock_page", "Start hand-for-hand…")
STOP_HAND_FOR_HAND = QT_TRANSLATE_NOOP("clock_page", "Stop hand-for-hand")


def hand_for_hand_tip(on: bool, rule: str) -> str:
    """The hand-for-hand button's tooltip, citing ``rule`` (the event's rulebook's)."""
    if on:
        return translate("clock_page", "Back to normal play: the clock runs again")
    return translate(
        "clock_page",
        "Near the money: hold the clock and have every table report each hand ({rule}); the "
        "Tables page shows who is still playing",
    ).format(rule=rule)


def _label(text: str, name: str, *, wrap: bool = False) -> QLabel:
    label = QLabel(text)
    label.setObjectName(name)
    label.setWordWrap(wrap)
    return label


def screen_names() -> list[str]:
    """``Screen 2: HDMI-1 (1920 x 1080)`` for each screen Qt knows, in Qt's order."""
    return [
        translate("clock_page", "Screen {number}: {0} ({1} x {2})").format(
            screen.name() or "unnamed",
            screen.geometry().width(),
            screen.geometry().height(),
            number=number,
        )
        for number, screen in enumerate(QGuiApplication.screens(), start=1)
    ]


def _button(text: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    return button


class ClockCard(QFrame):
    """The clock as the room sees it, on a dark card whose digits grow with it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(style.CLOCK_CARD)
        self.setMinimumHeight(MIN_CARD_HEIGHT)
        self._fitted: dict[str, int] = {}  # object name -> pixel size of the fitted labels
        self.title_label = _label("", style.CLOCK_TITLE)
        self.status_label = _label("", style.CLOCK_STATUS)
        self.time_label = _label("", style.CLOCK_TIME)
        self.blinds_label = _label("", style.CLOCK_BLINDS)
        self.note_label = _label("", style.CLOCK_NOTE)
        for label, stretch in ((self.time_label, 3), (self.blinds_label, 1)):
            # Sized by the card (resizeEvent), never the other way round.
            policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
            policy.setVerticalStretch(stretch)
            label.setSizePolicy(policy)
        for label in (self.time_label, self.blinds_label, self.note_label):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.next_title = _label(translate("clock_page", "NEXT"), style.CLOCK_DETAIL_LABEL)
        self.next_value = _label("", style.CLOCK_DETAIL, wrap=True)
        self.break_value = _label("", style.CLOCK_DETAIL)
        self.late_value = _label("", style.CLOCK_DETAIL, wrap=True)
        self.color_up_label = _label("", style.CLOCK_NOTE, wrap=True)

        top = QHBoxLayout()
        top.addWidget(self.title_label)
        top.addStretch(1)
        top.addWidget(self.status_label)

        details = QGridLayout()
        details.setHorizontalSpacing(20)
        details.setVerticalSpacing(2)
        details.addWidget(self.next_title, 0, 0)
        self.break_title = _label(
            translate("clock_page", "NEXT BREAK IN"), style.CLOCK_DETAIL_LABEL
        )
        details.addWidget(self.break_title, 0, 1)
        details.addWidget(
            _label(translate("clock_page", "LATE REG."), style.CLOCK_DETAIL_LABEL), 0, 2
        )
        details.addWidget(self.next_value, 1, 0, Qt.AlignmentFlag.AlignTop)
        details.addWidget(self.break_value, 1, 1, Qt.AlignmentFlag.AlignTop)
        details.addWidget(self.late_value, 1, 2, Qt.AlignmentFlag.AlignTop)
        details.setColumnStretch(0, 5)
        details.setColumnStretch(1, 3)
        details.setColumnStretch(2, 4)

        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet("color: #2b3446;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 20, 28, 20)
        layout.setSpacing(6)
        layout.addLayout(top)
        layout.addWidget(self.time_label, 3)
        layout.addWidget(self.blinds_label, 1)
        layout.addWidget(self.note_label)
        layout.addSpacing(8)
        layout.addWidget(rule)
        layout.addSpacing(6)
        layout.addLayout(details)
        layout.addWidget(self.color_up_label)
        # The notes come and go: keep their room so the clock does not jump.
        for label in (self.note_label, self.color_up_label):
            policy = label.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            label.setSizePolicy(policy)

    def show_texts(self, texts: ClockTexts | None) -> None:
        if texts is None:
            self.title_label.setText(translate("clock_page", "No structure"))
            self.status_label.setText("—")
            self.time_label.setText(NO_TIME)
            self.blinds_label.setText(translate("clock_page", "Choose one on the Structure page"))
            for label in (self.next_value, self.break_value, self.late_value):
                label.setText("")
            self.note_label.hide()
            self.color_up_label.hide()
            self._fit_digits()
            return
        state = display_state(texts)
        self.title_label.setText(texts.title)
        self.status_label.setText(texts.status.upper())
        self.time_label.setText(texts.time)
        self.blinds_label.setText(texts.blinds_line)
        self.note_label.setText(texts.rule_23)
        self.note_label.setVisible(bool(texts.rule_23))
        self.next_title.setText(texts.next_title.upper())
        self.next_value.setText(texts.next_value)
        self.break_title.setText(
            translate("clock_page", "BREAK")
            if texts.is_break
            else translate("clock_page", "NEXT BREAK IN")
        )
        self.break_value.setText(texts.break_in)
        late, detail = texts.late_reg, texts.late_reg_detail
        self.late_value.setText(f"{late}\n{detail}" if detail else late)
        self.color_up_label.setText(texts.color_up)
        self.color_up_label.setVisible(bool(texts.color_up))
        for widget in (self, self.status_label, self.time_label):
            style.set_state(widget, state)
        self._fit_digits()

    def _fit_digits(self) -> None:
        """The largest digits and blinds that fit the room the card gives them."""
        for label in (self.time_label, self.blinds_label):
            text = label.text()
            if label is self.time_label:
                text = text.rjust(5, "0")  # the same size from 59:59 down to 0:01
            rect = QRectF(label.contentsRect())
            if rect.width() < 1 or rect.height() < 1 or not text:
                continue
            size = min(fit_pixel_size(text, rect, bold=True), MAX_PIXEL_SIZE[label.objectName()])
            if self._fitted.get(label.objectName()) != size:
                # A style sheet, not setFont: the window's style sheet sets every font.
                self._fitted[label.objectName()] = size
                label.setStyleSheet(f"font-size: {size}px; font-weight: 700;")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_digits()


class ClockPage(EventPage):
    """The clock, its controls, the room's figures and the event's settings, with the
    checklist before the start."""

    shows: ClassVar[frozenset[Subject]] = subjects_of(describe_event)

    room_display_requested = Signal(int)
    """Open the room display on this screen (index into the screens), or ``IN_A_WINDOW``."""
    speak_toggled = Signal(bool)
    """The director turned spoken announcements on or off."""
    structure_requested = Signal()
    """The checklist's Structure: show the Structure page."""
    register_requested = Signal()
    """The checklist's Register: open the registration desk."""
    draw_requested = Signal()
    """The checklist's Draw seats: the Tables page's draw."""

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.card = ClockCard()
        self.checklist = DoorChecklistCard()
        self.checklist.hide()
        self._clock_waits = True  # the ticker reads the clock as not started
        self._checklist_open = False  # the floor says the clock has not started

        self.start_button = _button(
            translate("clock_page", "Start"), translate("clock_page", "Start the clock (Space)")
        )
        self.start_button.setObjectName(style.PRIMARY)
        self.pause_button = _button(
            translate("clock_page", "Pause"),
            translate("clock_page", "Pause or resume the clock (Space)"),
        )
        self.previous_button = _button(
            translate("clock_page", "◀  Previous"),
            translate("clock_page", "Previous level (Left arrow)"),
        )
        self.next_button = _button(
            translate("clock_page", "Next  ▶"), translate("clock_page", "Next level (Right arrow)")
        )
        self.go_to_button = _button(
            translate("clock_page", "Go to level…"),
            translate("clock_page", "Play any level of the structure"),
        )
        self.less_button = _button(
            translate("clock_page", "\u22121 min"),
            translate("clock_page", "Remove a minute from this level (-)"),
        )
        self.more_button = _button(
            translate("clock_page", "+1 min"),
            translate("clock_page", "Add a minute to this level (+)"),
        )
        self._hand_rule = said(hand_for_hand_rule(DEFAULT_RULEBOOK))
        self.hand_for_hand_button = _button(
            translate("clock_page", START_HAND_FOR_HAND), hand_for_hand_tip(False, self._hand_rule)
        )
        self.schedule_button = _button(
            translate("clock_page", "Schedule start…"),
            translate("clock_page", "Count down to a start time; the clock starts by itself"),
        )
        self.speak_check = QCheckBox(translate("clock_page", "Speak announcements"))
        self.speak_check.setToolTip(
            translate("clock_page", "Say the new blinds aloud at each level (where available)")
        )
        self.display_button = QToolButton()
        self.display_button.setText(translate("clock_page", "Open room display"))
        self.display_button.setToolTip(
            translate("clock_page", "Show the clock full screen on a screen of your choice")
        )
        self.display_button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.display_menu = QMenu(self.display_button)
        self.display_button.setMenu(self.display_menu)
        self.display_button.setMinimumHeight(30)

        controls = QGridLayout()
        controls.setHorizontalSpacing(8)
        controls.setVerticalSpacing(8)
        for column, button in enumerate(
            (self.start_button, self.pause_button, self.previous_button, self.next_button)
        ):
            controls.addWidget(button, 0, column)
        for column, button in enumerate(
            (self.less_button, self.more_button, self.go_to_button, self.schedule_button)
        ):
            controls.addWidget(button, 1, column)
        controls.addWidget(self.hand_for_hand_button, 2, 0, 1, 2)
        controls.addWidget(self.display_button, 2, 2, 1, 2)
        controls.addWidget(self.speak_check, 3, 0, 1, 4, Qt.AlignmentFlag.AlignLeft)
        for column in range(4):
            controls.setColumnStretch(column, 1)
        self.display_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

        left = QVBoxLayout()
        left.setSpacing(14)
        left.addWidget(self.card, 1)
        left.addLayout(controls)

        self.room_card, room_form = self._form_card(translate("clock_page", "Room"))
        # A long figure ("449,325 (1498 BB)") breaks after its number in a narrow column.
        self.players_value = _label("", style.FIELD_VALUE, wrap=True)
        self.average_value = _label("", style.FIELD_VALUE, wrap=True)
        self.prize_value = _label("", style.FIELD_VALUE, wrap=True)
        self.places_value = _label("", style.FIELD_VALUE, wrap=True)
        for text, value in (
            (translate("clock_page", "Players / entries"), self.players_value),
            (translate("clock_page", "Average stack"), self.average_value),
            (translate("clock_page", "Prize pool"), self.prize_value),
            (translate("clock_page", "Places paid"), self.places_value),
        ):
            room_form.addRow(_label(text, style.FIELD_LABEL), value)
        self.settings_card, self._settings_form = self._form_card(
            translate("clock_page", "Event settings"), QFormLayout.RowWrapPolicy.WrapAllRows
        )
        self._shown: list[tuple[QLabel, QLabel]] = []

        right_column = QWidget()
        right_column.setObjectName(style.PLAIN)
        right = QVBoxLayout(right_column)
        right.setContentsMargins(0, 0, 0, 0)
        right.setSpacing(12)
        right.addWidget(self.room_card)
        right.addWidget(self.settings_card)
        right.addStretch(1)

        # The figures and settings scroll if the window is short; the clock never does.
        self.side_scroll = QScrollArea()
        self.side_scroll.setObjectName(style.PLAIN)
        self.side_scroll.setWidget(right_column)
        self.side_scroll.setWidgetResizable(True)
        self.side_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.side_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.side_scroll.setMinimumWidth(RIGHT_COLUMN_WIDTH[0])
        self.side_scroll.setMaximumWidth(RIGHT_COLUMN_WIDTH[1])
        columns = QHBoxLayout()
        columns.setSpacing(20)
        # The figures' column grows with the window (between its limits), so they keep
        # to one line from 1366 px across.
        columns.addLayout(left, 2)
        # The checklist stays above what scrolls: on show whole, and never under a scroll bar.
        side = QVBoxLayout()
        side.setSpacing(12)
        side.addWidget(self.checklist)
        side.addWidget(self.side_scroll, 1)
        self.checklist.setMaximumWidth(RIGHT_COLUMN_WIDTH[1])
        columns.addLayout(side, 1)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 24, 32, 24)
        layout.setSpacing(14)
        layout.addLayout(columns, 1)

        self.start_button.clicked.connect(self._on_start_button_clicked)
        self.pause_button.clicked.connect(self._on_pause_button_clicked)
        self.previous_button.clicked.connect(self._on_previous_button_clicked)
        self.next_button.clicked.connect(self._on_next_button_clicked)
        self.go_to_button.clicked.connect(self._on_go_to_button_clicked)
        self.less_button.clicked.connect(self._on_less_button_clicked)
        self.more_button.clicked.connect(self._on_more_button_clicked)
        self.hand_for_hand_button.clicked.connect(self._on_hand_for_hand_button_clicked)
        self.schedule_button.clicked.connect(self._on_schedule_button_clicked)
        self.speak_check.toggled.connect(self.speak_toggled)
        self.display_button.clicked.connect(self._on_display_button_clicked)
        self.display_menu.aboutToShow.connect(self._on_display_menu_about_to_show)
        self.display_menu.triggered.connect(self._on_display_menu_triggered)
        self.checklist.structure_requested.connect(self.structure_requested)
        self.checklist.register_requested.connect(self.register_requested)
        self.checklist.draw_requested.connect(self.draw_requested)
        self.checklist.cards_requested.connect(self._on_checklist_cards_requested)
        self.checklist.start_requested.connect(self._on_start_button_clicked)
        self.show_texts(None)

    @staticmethod
    def _form_card(
        title: str, wrap: QFormLayout.RowWrapPolicy = QFormLayout.RowWrapPolicy.DontWrapRows
    ) -> tuple[QFrame, QFormLayout]:
        frame = QFrame()
        frame.setObjectName(style.CARD)
        column = QVBoxLayout(frame)
        column.setContentsMargins(20, 16, 20, 16)
        column.setSpacing(10)
        column.addWidget(_label(title, style.CARD_TITLE))
        form = QFormLayout()
        form.setRowWrapPolicy(wrap)
        form.setHorizontalSpacing(20)
        form.setVerticalSpacing(8)
        column.addLayout(form)
        return frame, form

    # ------------------------------------------------------------ showing
    def follow_checklist(self, event_id: int) -> None:
        """Show the checklist of ``event_id`` while its clock has not started, else hide
        it (called after a change to a subject the checklist shows)."""
        state, now = self.floor.state, self.floor.clock()
        # Read only before the start: after it, a bust costs the page nothing more.
        self._checklist_open = not moment_of(state, event_id, now).started
        if self._checklist_open:
            self.checklist.show_checklist(door_checklist(state, event_id, now))
        self._show_checklist()

    def _show_checklist(self) -> None:
        """The checklist while the clock has not started, as the floor and the ticker
        (a scheduled start comes by itself) both say."""
        self.checklist.setVisible(self._checklist_open and self._clock_waits)

    def set_event(self, info: EventInfo) -> None:
        """Show the event's settings (called whenever the event may have changed)."""
        self._event_id = info.id
        self._hand_rule = said(hand_for_hand_rule(info.settings.rulebook))
        while self._settings_form.rowCount():
            self._settings_form.removeRow(0)
        words = window_words()
        self._shown = [
            (
                _label(words.say(label), style.FIELD_LABEL),
                _label(words.say(value), style.FIELD_VALUE, wrap=True),
            )
            for label, value in describe_event(self.control.ticker.floor.state, info)
            if label != EVENT_LABEL  # the page header shows it
        ]
        for label_widget, value_widget in self._shown:
            self._settings_form.addRow(label_widget, value_widget)

    def settings_text(self) -> list[tuple[str, str]]:
        """The (label, value) pairs on show, as text (for tests and screen readers)."""
        return [(label.text(), value.text()) for label, value in self._shown]

    def show_texts(self, texts: ClockTexts | None) -> None:
        """Show the clock as the ticker reads it (None: the event has no structure)."""
        self.card.show_texts(texts)
        state = None if texts is None else texts.state
        has_clock = texts is not None
        not_started = state in (NOT_STARTED, COUNTDOWN)
        if self._clock_waits != (texts is None or not_started):
            self._clock_waits = texts is None or not_started
            self._show_checklist()
        self.start_button.setEnabled(not_started)
        self.pause_button.setText(
            translate("clock_page", "Pause")
            if state == RUNNING
            else translate("clock_page", "Resume")
        )
        self.pause_button.setEnabled(has_clock and not not_started and state != FINISHED)
        over = texts is not None and texts.over  # no level to play any more
        for button in (self.previous_button, self.next_button, self.go_to_button):
            button.setEnabled(has_clock and not over)
        for button in (self.less_button, self.more_button):
            button.setEnabled(has_clock and state != FINISHED)
        on = self.control.hand_for_hand
        self.hand_for_hand_button.setEnabled(on or state in (RUNNING, PAUSED, HELD))
        self.hand_for_hand_button.setText(
            translate("clock_page", STOP_HAND_FOR_HAND)
            if on
            else translate("clock_page", START_HAND_FOR_HAND)
        )
        self.hand_for_hand_button.setToolTip(hand_for_hand_tip(on, self._hand_rule))
        self.schedule_button.setEnabled(not_started)
        self.players_value.setText("—" if texts is None else texts.players)
        self.average_value.setText("—" if texts is None else texts.average_line)
        self.prize_value.setText("—" if texts is None else texts.prize_pool)
        paid = 0 if texts is None else len(texts.payouts)
        self.places_value.setText(count_text(paid) if paid else "—")

    # ------------------------------------------------------------ slots
    def _on_start_button_clicked(self) -> None:
        self.control.start()

    def _on_checklist_cards_requested(self) -> None:
        self.services.documents.ask("seat-cards", new_only=True)

    def _on_pause_button_clicked(self) -> None:
        if self.control.state == RUNNING:
            self.control.pause()
        else:
            self.control.resume()

    def _on_previous_button_clicked(self) -> None:
        self.control.step(-1)

    def _on_next_button_clicked(self) -> None:
        self.control.step(1)

    def _on_less_button_clicked(self) -> None:
        self.control.adjust(-MINUTE)

    def _on_more_button_clicked(self) -> None:
        self.control.adjust(MINUTE)

    def _on_hand_for_hand_button_clicked(self) -> None:
        if self.control.hand_for_hand:
            self.control.stop_hand_for_hand()
            return
        events = self.control.ticker.floor.state.events
        info = events.get(self._event_id) if self._event_id is not None else None
        rulebook = info.settings.rulebook if info is not None else DEFAULT_RULEBOOK
        minutes = self.prompts.integer(
            self,
            title=translate("clock_page", "Start hand-for-hand"),
            label=translate(
                "clock_page",
                "Minutes each hand takes off the held clock\n(2: {0};\nat most 3: {1}):",
            ).format(
                said(hand_for_hand_part(rulebook, "C")), said(hand_for_hand_part(rulebook, "B"))
            ),
            value=DEFAULT_SECONDS_PER_HAND // 60,
            minimum=0,
            maximum=MAX_SECONDS_PER_HAND // 60,
        )
        if minutes is not None:
            self.control.start_hand_for_hand(minutes * 60)

    def _on_go_to_button_clicked(self) -> None:
        view = self.control.ticker.view
        levels = self.control.level_count()
        if view is None or levels < 1:
            return
        current = view.row.level or 1
        level = self.prompts.integer(
            self,
            title=translate("clock_page", "Go to level"),
            label=translate("clock_page", "Play level (1 to {levels}):").format(levels=levels),
            value=current,
            minimum=1,
            maximum=levels,
        )
        if level is not None:
            self.control.go_to_level(level)

    def _on_schedule_button_clicked(self) -> None:
        start_at = self.prompts.start_time(self, now=self.control.now())
        if start_at is not None:
            self.control.schedule(start_at)

    def _on_display_button_clicked(self) -> None:
        screens = QGuiApplication.screens()
        # With a second screen, the room display goes there; else into a window.
        self.room_display_requested.emit(len(screens) - 1 if len(screens) > 1 else IN_A_WINDOW)

    def _on_display_menu_about_to_show(self) -> None:
        self.display_menu.clear()
        for index, name in enumerate(screen_names()):
            action = self.display_menu.addAction(
                translate("clock_page", "Full screen on {name}").format(name=name)
            )
            action.setData(index)
        self.display_menu.addSeparator()
        window = self.display_menu.addAction(translate("clock_page", "In a window"))
        window.setData(IN_A_WINDOW)

    def _on_display_menu_triggered(self, action: QAction) -> None:
        self.room_display_requested.emit(int(action.data()))

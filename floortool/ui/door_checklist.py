"""UI layer: the Clock page's "Before the doors open" card, the steps before the start.

One row per step of the ``DoorChecklist`` read model — structure set,
players registered, seats drawn, seat cards printed, start the clock — each
with its mark (ticked once done), what the floor says about it now, and the
button that does it. The card only shows and asks: its buttons emit a signal
each, and the Clock page and the view around it do the work (the Structure
page, the registration desk, the Tables page's *Draw seats*, the Reports page
on the seat cards, the clock's Start).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from PySide6.QtCore import Signal, SignalInstance
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from floortool.app.depends import subjects_of
from floortool.app.views.door_checklist import DoorChecklist, door_checklist
from floortool.domain.kernel.journal import Subject
from floortool.ui import style
from floortool.ui.translation import QT_TRANSLATE_NOOP, count_text, counted, translate

TITLE = QT_TRANSLATE_NOOP("door_checklist", "Before the doors open")
DONE_MARK = "\u2713"  # ✓
TODO_MARK = "\u25cb"  # ○


@dataclass(frozen=True)
class StepText:
    """How one step reads now: done or not, its title and what the floor says."""

    done: bool
    title: str
    detail: str


def _seats_detail(checklist: DoorChecklist) -> str:
    if not checklist.registered:
        return translate("door_checklist", "Register players first")
    if checklist.waiting:
        return translate("door_checklist", "{waiting} waiting for a seat").format(
            waiting=count_text(checklist.waiting)
        )
    if not checklist.even:
        return translate("door_checklist", "Tables uneven: draw seats to even them at random")
    return translate("door_checklist", "Everyone has a seat")


def step_texts(checklist: DoorChecklist) -> tuple[StepText, ...]:
    """The five steps, in the order a director takes them."""
    to_print = checklist.cards_to_print
    return (
        StepText(
            checklist.structure_set,
            translate("door_checklist", "Structure set"),
            counted(
                checklist.levels,
                translate("door_checklist", "{count} level"),
                translate("door_checklist", "{count} levels"),
            )
            if checklist.structure_set
            else translate("door_checklist", "No levels yet"),
        ),
        StepText(
            checklist.registered,
            translate("door_checklist", "Players registered"),
            counted(
                checklist.players,
                translate("door_checklist", "{count} player"),
                translate("door_checklist", "{count} players"),
            )
            if checklist.registered
            else translate("door_checklist", "Nobody yet"),
        ),
        StepText(
            checklist.seats_drawn,
            translate("door_checklist", "Seats drawn"),
            _seats_detail(checklist),
        ),
        StepText(
            checklist.cards_printed,
            translate("door_checklist", "Seat cards printed"),
            translate("door_checklist", "Every seat's card printed")
            if checklist.cards_printed
            else (
                counted(
                    to_print,
                    translate("door_checklist", "{count} card to print"),
                    translate("door_checklist", "{count} cards to print"),
                )
                if to_print
                else translate("door_checklist", "Draw seats first")
            ),
        ),
        StepText(
            False,
            translate("door_checklist", "Start the clock"),
            translate("door_checklist", "When the doors open"),
        ),
    )


class DoorChecklistCard(QFrame):
    """The steps before the start, each with its mark, its state and its button."""

    shows: ClassVar[frozenset[Subject]] = subjects_of(door_checklist)

    structure_requested = Signal()
    register_requested = Signal()
    draw_requested = Signal()
    cards_requested = Signal()
    start_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(style.CARD)
        self.structure_button = QPushButton(translate("door_checklist", "Structure"))
        self.structure_button.setToolTip(
            translate("door_checklist", "Levels, breaks and antes on the Structure page")
        )
        self.register_button = QPushButton(translate("door_checklist", "Register\u2026"))
        self.register_button.setToolTip(
            translate("door_checklist", "The registration desk (Ctrl+R)")
        )
        self.draw_button = QPushButton(translate("door_checklist", "Draw seats"))
        self.draw_button.setToolTip(
            translate("door_checklist", "The same draw as the Tables page's Draw seats")
        )
        self.cards_button = QPushButton(translate("door_checklist", "Print\u2026"))
        self.cards_button.setToolTip(
            translate("door_checklist", "The seat cards not printed yet, on the Reports page")
        )
        self.start_button = QPushButton(translate("door_checklist", "Start"))
        self.start_button.setToolTip(translate("door_checklist", "Start the clock (Space)"))
        self.buttons = (
            self.structure_button,
            self.register_button,
            self.draw_button,
            self.cards_button,
            self.start_button,
        )
        signals: tuple[SignalInstance, ...] = (
            self.structure_requested,
            self.register_requested,
            self.draw_requested,
            self.cards_requested,
            self.start_requested,
        )
        self.marks: list[QLabel] = []
        self.titles: list[QLabel] = []
        self.details: list[QLabel] = []
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(8)
        for row, (button, signal) in enumerate(zip(self.buttons, signals, strict=True)):
            mark = QLabel(TODO_MARK)
            mark.setObjectName(style.STEP_MARK)
            title = QLabel()
            title.setObjectName(style.FIELD_VALUE)
            detail = QLabel()
            detail.setObjectName(style.HINT)
            detail.setWordWrap(True)
            text = QVBoxLayout()
            text.setSpacing(0)
            text.addWidget(title)
            text.addWidget(detail)
            grid.addWidget(mark, row, 0)
            grid.addLayout(text, row, 1)
            grid.addWidget(button, row, 2)
            button.clicked.connect(signal)
            self.marks.append(mark)
            self.titles.append(title)
            self.details.append(detail)
        grid.setColumnStretch(1, 1)
        heading = QLabel(translate("door_checklist", TITLE))
        heading.setObjectName(style.CARD_TITLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 14, 16, 14)
        layout.setSpacing(10)
        layout.addWidget(heading)
        layout.addLayout(grid)

    def show_checklist(self, checklist: DoorChecklist) -> None:
        for index, step in enumerate(step_texts(checklist)):
            self.marks[index].setText(DONE_MARK if step.done else TODO_MARK)
            style.set_state(self.marks[index], "done" if step.done else "")
            self.titles[index].setText(step.title)
            self.details[index].setText(step.detail)
        self.draw_button.setEnabled(checklist.draw.possible and not checklist.seats_drawn)
        self.cards_button.setEnabled(checklist.cards_to_print > 0)
        self.start_button.setEnabled(checklist.structure_set)

    def done(self) -> tuple[bool, ...]:
        """Which steps are ticked, in order (for tests and screen readers)."""
        return tuple(mark.text() == DONE_MARK for mark in self.marks)

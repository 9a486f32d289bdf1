"""UI layer: the chips beside the structure editor.

The event's chip set, the denominations still in play at the selected row
(``domain.structure.chips.denominations_in_play``), how many players the case can
serve (``domain.structure.chip_plan.capacity``) and the colour-up plan of every break
that colours up (``plan_color_up``'s messages). Read-only: it explains the
structure, it never changes it.
"""

from __future__ import annotations

import logging

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from floortool.domain.kernel.errors import FloorError
from floortool.domain.structure.chip_colours import colour_name
from floortool.domain.structure.chip_plan import capacity, plan_color_up
from floortool.domain.structure.chips import ChipSet, chip_set_name, denominations_in_play
from floortool.domain.structure.levels import Structure
from floortool.domain.tournament.event import EventSettings
from floortool.ui import style
from floortool.ui.clock_text import chips_text
from floortool.ui.translation import count_text, counted, said, translate, window_words

logger = logging.getLogger(__name__)


def _label(name: str) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


def chip_set_text(chip_set: ChipSet) -> str:
    """``25 green x 1,000 · 100 black x 1,200 ...``"""
    return " · ".join(
        f"{count_text(chip.denomination)} {said(colour_name(chip.color))} x "
        f"{count_text(chip.quantity)}".replace("  ", " ")
        for chip in sorted(chip_set.chips, key=lambda c: c.denomination)
    )


class ChipPanel(QFrame):
    """Chips in play, capacity and colour-up plans of an event's structure."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(style.CARD)
        title = QLabel(translate("chip_panel", "Chips"))
        title.setObjectName(style.CARD_TITLE)
        self.set_label = _label(style.HINT)
        self.in_play_label = _label(style.FIELD_VALUE)
        self.capacity_label = _label(style.FIELD_VALUE)
        self.stack_label = _label(style.HINT)
        self.plans_title = QLabel(translate("chip_panel", "Colour-ups"))
        self.plans_title.setObjectName(style.FIELD_LABEL)
        self.plans_title.setWordWrap(True)  # it names the tables; the panel is narrow
        self.plans_label = _label(style.FIELD_VALUE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 16, 20, 16)
        layout.setSpacing(8)
        layout.addWidget(title)
        layout.addWidget(self.set_label)
        layout.addWidget(self.in_play_label)
        layout.addWidget(self.capacity_label)
        layout.addWidget(self.stack_label)
        layout.addSpacing(4)
        layout.addWidget(self.plans_title)
        layout.addWidget(self.plans_label)
        layout.addStretch(1)

    def show_chips(
        self,
        *,
        structure: Structure | None,
        chip_set: ChipSet | None,
        settings: EventSettings | None,
        row: int | None,
    ) -> None:
        """Explain ``structure`` with ``chip_set``; ``row`` is the row selected in the editor."""
        if structure is None or chip_set is None or settings is None:
            self.set_label.setText(translate("chip_panel", "This event has no chip set yet."))
            for label in (
                self.in_play_label,
                self.capacity_label,
                self.stack_label,
                self.plans_label,
            ):
                label.setText("")
            return
        name = said(chip_set_name(chip_set)) or translate("chip_panel", "Chip set")
        self.set_label.setText(f"{name}: {chip_set_text(chip_set)}")
        index = row if row is not None and 0 <= row < len(structure.rows) else 0
        in_play = denominations_in_play(structure, chip_set)[index]
        where = said(structure.row_subject(index))
        self.in_play_label.setText(
            translate("chip_panel", "In play at {0}: {1}").format(
                where, chips_text(in_play, chip_set)
            )
        )
        tables = settings.tables or 1
        try:
            room = capacity(chip_set, starting_stack=settings.starting_stack, structure=structure)
            plans = plan_color_up(
                structure,
                chip_set,
                tables=tables,
                seats=settings.seats,
                starting_stack=settings.starting_stack,
            )
        except FloorError as exc:
            self.capacity_label.setText(exc.said(window_words().say))
            self.stack_label.setText("")
            self.plans_label.setText("")
            return
        self.capacity_label.setText(
            translate(
                "chip_panel",
                "The case serves {0} (the {limiting_denomination} chips run out first).",
            ).format(
                counted(
                    room.players,
                    translate("chip_panel", "{count} player"),
                    translate("chip_panel", "{count} players"),
                ),
                limiting_denomination=count_text(room.limiting_denomination),
            )
        )
        self.stack_label.setText(
            translate("chip_panel", "Starting stack of {starting_stack}: {0}").format(
                ", ".join(f"{n} x {count_text(d)}" for d, n in room.breakdown.counts),
                starting_stack=count_text(settings.starting_stack),
            )
        )
        where_tables = (
            translate("chip_panel", "for {0} of {seats}").format(
                counted(
                    settings.tables,
                    translate("chip_panel", "{count} table"),
                    translate("chip_panel", "{count} tables"),
                ),
                seats=settings.seats,
            )
            if settings.tables
            else translate(
                "chip_panel", "per table of {seats} (the event has no tables set)"
            ).format(seats=settings.seats)
        )
        self.plans_title.setText(
            translate("chip_panel", "Colour-ups, {where_tables}").format(where_tables=where_tables)
        )
        if plans:
            say = window_words().say
            self.plans_label.setText("\n\n".join(say(plan.message) for plan in plans))
        else:
            self.plans_label.setText(translate("chip_panel", "No break colours up chips."))

"""UI layer: the bust-out desk — who busted, on which hand, and where they finish.

``BustDialog`` finds a seated player as the director types a name or a seat
(``12-4``, ``ui.entry_search``); Enter puts the one found on the list of
players busting on this hand, and Enter on an empty field records the bust
(one ``BustPlayers``): a lone bust is two keystrokes after the seat. With
several players on the list, each gets the chips they started the hand with
(more chips finishes higher) and, under the league rulebook, their hand's rank
(house amendment A-17): Enter on the empty field while a count is missing
names whose and puts the keyboard in the first empty box, and Enter in a box
moves down to the next player's box (after the last, back to the find field)
— it never records the bust. "Eliminated by" credits the hit, and "Split the pot
with" names the players (commas between) who split that pot with the eliminator,
credited together (they share the bounty). The preview says
where each would finish and for what prize (``app.views.results.bust_preview``),
in a knockout event what each eliminator wins and the bounty then on their head
(``app.views.bounties.eliminator_wins``), in a mystery bounty who draws or why
nobody does yet, and the prizes left to draw (``app.views.mystery.mystery_preview``)
— or why the bust cannot be recorded yet. Once the bust is recorded the desk closes,
leaving the director on the page
they came from, and says where each player finished (``busted``: the window
shows it with an Undo button for a few seconds). Edit > Undo takes it back too.
``present`` shows the desk raised, active and with the keyboard in the find
field, so typing never reaches the window behind it (on a desktop without a
window manager too).
"""

from __future__ import annotations

import logging
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from floortool.app.commands.results import BustPlayers
from floortool.app.entry_search import EntryFinder
from floortool.app.views.bounties import eliminator_wins
from floortool.app.views.field import EntryRow, field_summary
from floortool.app.views.mystery import mystery_preview, mystery_view
from floortool.app.views.payouts import prize_view
from floortool.app.views.results import bust_preview, results_view
from floortool.domain.field.entries import ACTIVE
from floortool.domain.kernel.errors import FloorError
from floortool.domain.rulings.rulebook_records import rulebook_record
from floortool.domain.tournament.event import require_event
from floortool.ui import style
from floortool.ui.dialog_parts import (
    EventDialog,
    close_row,
    dialog_column,
    refusal_label,
    text_label,
)
from floortool.ui.event_page import PageServices
from floortool.ui.models.results import places_text
from floortool.ui.remedy_words import refusal_text
from floortool.ui.translation import money_text, said, translate
from floortool.ui.window_size import fit_to_screen

logger = logging.getLogger(__name__)

DIALOG_SIZE = (640, 620)
MAX_NUMBER = 2_000_000_000
COL_PLAYER, COL_SEAT, COL_STACK, COL_HAND = range(4)


class CountBox(QSpinBox):
    """A chip count or hand rank in the list: Enter moves on to the next box (never
    records the bust, which is Enter on the empty find field)."""

    next_requested = Signal()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.interpretText()
            event.accept()
            self.next_requested.emit()
            return
        super().keyPressEvent(event)


class BustDialog(EventDialog):
    """Record players eliminated on one hand."""

    busted = Signal(int, list)
    """A bust was recorded: its journal group and a line per player (``Cy: 3rd · 45.00``)."""

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self._busting: list[EntryRow] = []
        self._rows: list[EntryRow] = []
        self._finder: EntryFinder | None = None
        self.setWindowTitle(translate("bust_dialog", "Bust-out"))
        self.setMinimumSize(560, 520)
        fit_to_screen(self, *DIALOG_SIZE)

        self.find_edit = QLineEdit()
        self.find_edit.setObjectName(style.NAME_FIELD)
        self.find_edit.setPlaceholderText(
            translate("bust_dialog", "Name or table-seat (12-4), Enter")
        )
        self.find_edit.setClearButtonEnabled(True)
        self.found_label = text_label(style.HINT)
        self.list_table = QTableWidget(0, 4)
        self.list_table.setObjectName(style.DATA_TABLE)
        self.list_table.setHorizontalHeaderLabels(
            [
                translate("bust_dialog", "Busting on this hand"),
                translate("bust_dialog", "Seat"),
                translate("bust_dialog", "Chips at the start of the hand"),
                translate("bust_dialog", "Hand (1 best)"),
            ]
        )
        self.list_table.verticalHeader().hide()
        self.list_table.horizontalHeader().setStretchLastSection(True)
        self.list_table.setColumnWidth(COL_PLAYER, 170)
        self.list_table.setColumnWidth(COL_SEAT, 60)
        self.list_table.setColumnWidth(COL_STACK, 200)
        self.by_edit = QLineEdit()
        self.by_edit.setPlaceholderText(translate("bust_dialog", "Name or table-seat (optional)"))
        self.by_edit.setClearButtonEnabled(True)
        self.split_edit = QLineEdit()
        self.split_edit.setPlaceholderText(
            translate("bust_dialog", "Names or table-seats, commas between (optional)")
        )
        self.split_edit.setClearButtonEnabled(True)
        self.preview_label = text_label(style.FIELD_VALUE)
        self.notice_label = refusal_label()
        self.bust_button = QPushButton(translate("bust_dialog", "Bust"))
        self.bust_button.setObjectName(style.PRIMARY)
        self.bust_button.setToolTip(
            translate("bust_dialog", "Record the bust-out (Enter on an empty field)")
        )
        self.remove_button = QPushButton(translate("bust_dialog", "Remove"))
        for button in (self.bust_button, self.remove_button):
            button.setAutoDefault(False)  # Enter belongs to the find field
        self.remove_button.setToolTip(
            translate("bust_dialog", "Take the selected player off this hand's list")
        )

        preview = QFrame()
        preview.setObjectName(style.CARD)
        preview_layout = QVBoxLayout(preview)
        preview_layout.setContentsMargins(16, 12, 16, 12)
        preview_layout.addWidget(self.preview_label)
        preview_layout.addWidget(self.notice_label)
        buttons, self.close_button = close_row(self, self.remove_button)
        find_row = QHBoxLayout()
        find_row.addWidget(self.find_edit, 1)
        find_row.addWidget(self.bust_button)
        layout = dialog_column(
            self,
            title=translate("bust_dialog", "Bust-out"),
            hint=translate(
                "bust_dialog",
                "Type a name or a seat and press Enter; add everyone who busted on this "
                "hand, then Enter on the empty field records it.",
            ),
        )
        layout.addLayout(find_row)
        layout.addWidget(self.found_label)
        layout.addWidget(self.list_table, 1)
        credit = QFormLayout()
        credit.addRow(
            text_label(style.FIELD_LABEL, translate("bust_dialog", "Eliminated by")), self.by_edit
        )
        credit.addRow(
            text_label(style.FIELD_LABEL, translate("bust_dialog", "Split the pot with")),
            self.split_edit,
        )
        layout.addLayout(credit)
        layout.addWidget(preview)
        layout.addLayout(buttons)

        self.find_edit.textEdited.connect(self._on_find_edit_text_edited)
        self.find_edit.returnPressed.connect(self._on_find_edit_return_pressed)
        self.by_edit.textEdited.connect(self._on_by_edit_text_edited)
        self.split_edit.textEdited.connect(self._on_split_edit_text_edited)
        self.bust_button.clicked.connect(self._on_bust_button_clicked)
        self.remove_button.clicked.connect(self._on_remove_button_clicked)

    # ------------------------------------------------------------ reading
    @property
    def busting(self) -> list[str]:
        """The names on this hand's list, in order."""
        return [b.player for b in self._busting]

    def load(self, event_id: int, *, name: str = "") -> None:
        """Start a new hand's list for ``event_id`` (with ``name`` on it, if given)."""
        self._event_id = event_id
        # The hand column is for rulebooks that separate equal stacks by the better hand.
        rulebook = require_event(self.floor.state, event_id).settings.rulebook
        self.list_table.setColumnHidden(COL_HAND, not rulebook_record(rulebook).hand_breaks_ties)
        header = self.list_table.horizontalHeader()  # styled by now: its whole title shows
        wide = max(header.sectionSize(COL_STACK), header.sectionSizeFromContents(COL_STACK).width())
        self.list_table.setColumnWidth(COL_STACK, wide)
        self._busting.clear()
        self.list_table.setRowCount(0)
        self.by_edit.clear()
        self.split_edit.clear()
        self.find_edit.clear()
        self._read_field()
        if name:
            self.add(name)
        self._show_preview()
        self.find_edit.setFocus()

    def _read_field(self) -> None:
        if self._event_id is None:
            return
        summary = self.floor.reads.read(field_summary, self._event_id)
        self._rows = [r for r in summary.entries if r.status == ACTIVE]
        self._finder = EntryFinder(self._rows, self.floor.state.players)

    def _find(self, text: str) -> list[EntryRow]:
        if self._finder is None:
            return []
        found = self._finder.find(text) or frozenset()
        return [r for r in self._rows if r.id in found]

    # ------------------------------------------------------------ editing
    def add(self, text: str) -> bool:
        """Put the one seated player ``text`` finds on the list; False if not exactly one."""
        found = [r for r in self._find(text) if r.id not in {b.id for b in self._busting}]
        if len(found) != 1:
            self.found_label.setText(self._many(found) if found else self._found_text(text))
            return False
        self._busting.append(found[0])
        self._add_row(self._busting[-1])
        self.find_edit.clear()
        self.found_label.clear()
        self._show_preview()
        return True

    def _found_text(self, text: str) -> str:
        """What the find field's text finds, in one line."""
        if not text.strip():
            return ""
        found = self._find(text)
        if len(found) == 1:
            return translate("bust_dialog", "{player}: table {table} seat {seat}").format(
                player=found[0].player, table=found[0].table, seat=found[0].seat
            )
        return (
            self._many(found)
            if found
            else translate("bust_dialog", "No seated player matches “{text}”.").format(text=text)
        )

    def _many(self, found: list[EntryRow]) -> str:
        names = ", ".join(f"{r.player} ({r.table}-{r.seat})" for r in found[:4])
        more = (
            translate("bust_dialog", " and {0} more").format(len(found) - 4)
            if len(found) > 4
            else ""
        )
        return translate("bust_dialog", "{0} match: {names}{more}. Type more, or the seat.").format(
            len(found), names=names, more=more
        )

    def _add_row(self, busting: EntryRow) -> None:
        row = self.list_table.rowCount()
        self.list_table.insertRow(row)
        seat = f"{busting.table}-{busting.seat}"
        for column, text in ((COL_PLAYER, busting.player), (COL_SEAT, seat)):
            label = QLabel(text)
            label.setContentsMargins(6, 0, 6, 0)
            self.list_table.setCellWidget(row, column, label)
        for column in (COL_STACK, COL_HAND):  # a typed number is kept whole, never cut
            spin = CountBox()
            spin.setRange(0, MAX_NUMBER)
            spin.setGroupSeparatorShown(True)
            spin.setSpecialValueText("—")
            spin.valueChanged.connect(self._show_preview)
            spin.next_requested.connect(partial(self._on_count_box_next_requested, spin))
            self.list_table.setCellWidget(row, column, spin)

    def _focus_box(self, box: CountBox) -> None:
        """Put the keyboard in ``box``, its text selected so typing replaces it."""
        self.list_table.scrollTo(self.list_table.indexAt(box.pos()))
        box.setFocus()
        box.selectAll()

    def _spin(self, row: int, column: int) -> int | None:
        widget = self.list_table.cellWidget(row, column)
        value = widget.value() if isinstance(widget, QSpinBox) else 0
        return value or None

    def set_stack(self, row: int, chips: int) -> None:
        widget = self.list_table.cellWidget(row, COL_STACK)
        if isinstance(widget, QSpinBox):
            widget.setValue(chips)

    def set_hand(self, row: int, rank: int) -> None:
        widget = self.list_table.cellWidget(row, COL_HAND)
        if isinstance(widget, QSpinBox):
            widget.setValue(rank)

    def _entries(self) -> list[tuple[int, int | None, int | None]]:
        return [
            (b.id, self._spin(n, COL_STACK), self._spin(n, COL_HAND))
            for n, b in enumerate(self._busting)
        ]

    def _command(self, by: int | None, split_with: tuple[int, ...] = ()) -> BustPlayers:
        """The bust of the list as it stands, credited to entry ``by`` (and the entries
        ``split_with``, who split the pot with it)."""
        assert self._event_id is not None
        return BustPlayers.listed(self._event_id, self._entries(), by, split_with)

    def _show_preview(self) -> None:
        self.notice_label.hide()
        self.bust_button.setEnabled(bool(self._busting))
        if self._event_id is None or not self._busting:
            self.preview_label.setText(translate("bust_dialog", "Nobody on the list yet."))
            return
        try:
            by, split_with = self._hitter(), self._splitters()
        except FloorError:
            # "Eliminated by" or "Split the pot with" still being typed: the preview
            # leaves the hit out
            by, split_with = None, ()
        command = self._command(by, split_with)
        try:
            placed = bust_preview(self.floor.state, command, now=self.floor.clock())
        except FloorError as exc:
            self.preview_label.setText("")
            self.notice_label.setText(refusal_text(exc))
            self.notice_label.show()
            return
        names = {b.id: b.player for b in self._busting}
        lines = []
        for result in placed:
            line = translate("bust_dialog", "{0} finishes {1}").format(
                names[result.entry_id], places_text(result.places)
            )
            if result.prize_cents:
                line += translate("bust_dialog", ", prize {0}").format(
                    money_text(result.prize_cents, grouped=False)
                )
            lines.append(line)
        lines += self._bounty_lines(command)
        rule = said(placed[0].rule)
        self.preview_label.setText("\n".join(lines) + (f"\n{rule}" if rule else ""))

    def _bounty_lines(self, command: BustPlayers) -> list[str]:
        """What each eliminator wins in bounties, and the bounty then on their head; in
        a mystery bounty who draws, or why nobody does."""
        mystery = mystery_preview(
            self.floor.state,
            command.event_id,
            busting=len(command.entries),
            hitters=(command.by, *command.split_with) if command.by else (),
            now=self.floor.clock(),
        )
        if mystery is not None:
            view = mystery_view(self.floor.state, command.event_id)
            left = view.left_text() if view is not None else None
            return [said(mystery), said(left)] if left is not None else [said(mystery)]
        lines = []
        for win in eliminator_wins(self.floor.state, command, now=self.floor.clock()):
            if not (win.won_cents or win.on_head_cents):
                continue
            line = translate("bust_dialog", "{player} wins {0} in bounties").format(
                money_text(win.won_cents, grouped=False), player=win.player
            )
            if win.on_head_cents:
                line += translate("bust_dialog", "; their bounty becomes {0}").format(
                    money_text(win.on_head_cents, grouped=False)
                )
            lines.append(line)
        return lines

    # ------------------------------------------------------------ acting
    def bust(self) -> bool:
        """Record the list as busting on one hand; True when the floor took it."""
        if self._event_id is None or not self._busting:
            return False
        entries = self._entries()
        missing = [n for n, (_, stack, _) in enumerate(entries) if stack is None]
        if len(entries) > 1 and missing:
            self._ask_for_chips(missing)
            return False
        try:
            done = self.commands.execute(self._command(self._hitter(), self._splitters()))
        except FloorError as exc:
            self.notice_label.setText(refusal_text(exc))
            self.notice_label.show()
            return False
        lines = self._result_lines([b.id for b in self._busting])
        self._busting.clear()
        self.list_table.setRowCount(0)
        self.by_edit.clear()
        self.split_edit.clear()
        self.close()
        self.busted.emit(done.group, lines)
        return True

    def _ask_for_chips(self, rows: list[int]) -> None:
        """Say whose chips at the start of the hand are still missing and put the keyboard
        in the first of their boxes (nothing is recorded)."""
        names = [self._busting[row].player for row in rows]
        who = (
            names[0]
            if len(names) == 1
            else ", ".join(names[:-1]) + translate("bust_dialog", " and {0}").format(names[-1])
        )
        self.notice_label.setText(
            translate(
                "bust_dialog",
                "Not recorded yet: type the chips {who} had at the start of the hand in the "
                "“Chips at the start of the hand” column (Enter moves to the next box), then "
                "Enter on the empty name field records the bust.",
            ).format(who=who)
        )
        self.notice_label.show()
        box = self.list_table.cellWidget(rows[0], COL_STACK)
        if isinstance(box, CountBox):
            self._focus_box(box)

    def present(self) -> None:
        """Show the desk in front, active, with the keyboard in the find field."""
        self.show()
        self.raise_()
        self.activateWindow()
        self.find_edit.setFocus()

    def _hitter(self) -> int | None:
        """The entry "Eliminated by" finds (None when blank); refused unless exactly one."""
        text = self.by_edit.text().strip()
        if not text:
            return None
        found = self._find(text)
        if len(found) != 1:
            raise FloorError(
                translate("bust_dialog", "Eliminated by: {0}").format(
                    self._many(found) if found else self._found_text(text)
                )
            )
        return found[0].id

    def _splitters(self) -> tuple[int, ...]:
        """The entries "Split the pot with" finds, one per name between the commas;
        refused unless each finds exactly one."""
        found = []
        for text in filter(None, (t.strip() for t in self.split_edit.text().split(","))):
            match = self._find(text)
            if len(match) != 1:
                raise FloorError(
                    translate("bust_dialog", "Split the pot with: {0}").format(
                        self._many(match) if match else self._found_text(text)
                    )
                )
            found.append(match[0].id)
        return tuple(found)

    def _result_lines(self, entry_ids: list[int]) -> list[str]:
        """``Cy: 3rd · 45.00`` for each entry just busted."""
        if self._event_id is None:
            return []
        view = self.floor.reads.follow(results_view, self._event_id, prize_view)
        lines = []
        for row in map(view.row, entry_ids):
            line = f"{row.player}: {places_text(row.places)}"
            if row.prize_cents:
                line += f" · {money_text(row.prize_cents, grouped=False)}"
            lines.append(line)
        return lines

    # ------------------------------------------------------------ slots
    def _on_find_edit_text_edited(self, text: str) -> None:
        self.found_label.setText(self._found_text(text))

    def _on_find_edit_return_pressed(self) -> None:
        text = self.find_edit.text()
        if text.strip():
            self.add(text)
        else:
            self.bust()

    def _on_by_edit_text_edited(self, text: str) -> None:
        found = self._find(text) if text.strip() else []
        if len(found) == 1:
            self.found_label.setText(
                translate("bust_dialog", "Eliminated by {player}").format(player=found[0].player)
            )
        self._show_preview()  # what the eliminator wins in bounties

    def _on_split_edit_text_edited(self, _text: str) -> None:
        self._show_preview()  # what each eliminator wins in bounties

    def _on_count_box_next_requested(self, done: CountBox) -> None:
        """Enter in a box: the same box of the next player, as in a spreadsheet; after
        the last player, the find field (where Enter on the empty field records)."""
        table = self.list_table
        for row in range(table.rowCount()):
            for column in (COL_STACK, COL_HAND):
                if table.cellWidget(row, column) is done:
                    below = table.cellWidget(row + 1, column)
                    if isinstance(below, CountBox):
                        self._focus_box(below)
                    else:
                        self.find_edit.setFocus()
                    return

    def _on_bust_button_clicked(self) -> None:
        self.bust()

    def _on_remove_button_clicked(self) -> None:
        row = self.list_table.currentRow()
        if 0 <= row < len(self._busting):
            del self._busting[row]
            self.list_table.removeRow(row)
            self._show_preview()

"""UI layer: the Players page: the event's entries, the registration desk and the
player database tools.

A search box that filters as the director types (name, nickname, membership
number, ``#id``, or a seat as ``table-seat``: ``12-4``; Enter with a single
match selects it), the field summary (players left of entries, waiting,
busted, chips in play, average stack in chips and big blinds, all from
``app.views.field.field_summary``), and the entries table (``EntryTableModel``).
Buttons act on the selected entry — Rebuy, Add-on, Bust; Re-enter on its player —
or on the event — Seat alternates — and open the registration desk
(``RegisterPlayerDialog``, also Ctrl+R / F2 from anywhere in the window), the
CSV import (``ImportPlayersDialog``), the duplicates finder
(``MergePlayersDialog``) and the selected player's member record
(``PlayerRecordDialog``: membership, dues, barred, notes); "Chip counts…" opens
the chip-count dialog (``ChipCountDialog``: a table at a time, seat, chips,
Enter), and once a stack is counted the chip leaders, the average and the chart
of the night show beside the entries (``ChipLeadersBox``); "Print new seat
cards" opens the Reports page on the seat cards not printed yet (new entries,
players who moved). Every change is one app command sent through the window's
``CommandSender``: Edit > Undo takes it back by name, and a refusal is shown
with its message and changes nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QItemSelection
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floortool.app.commands.base import Command
from floortool.app.commands.registration import AddOn, Rebuy, ReEnter, SeatAlternates
from floortool.app.commands.results import BustPlayers
from floortool.app.depends import subjects_of
from floortool.app.entry_search import EntryFinder
from floortool.app.reentry_quote import quote_reentry
from floortool.app.views.bounties import bounty_view
from floortool.app.views.chip_counts import chip_history, chip_leaders, counted_leaders
from floortool.app.views.field import EntryRow, FieldSummary, field_summary, new_entries
from floortool.app.views.sign_ups import pending_rows
from floortool.domain.field.entries import ACTIVE, BUSTED
from floortool.domain.kernel.errors import FloorError
from floortool.domain.tournament.event import EventInfo
from floortool.domain.tournament.settings import BOUNTY_MYSTERY
from floortool.ui import style
from floortool.ui.chip_count_dialog import ChipCountDialog
from floortool.ui.chip_leaders_box import ChipLeadersBox
from floortool.ui.clock_text import ClockTexts
from floortool.ui.entry_table import EntryTableView
from floortool.ui.event_page import EventPage, PageServices
from floortool.ui.import_dialog import ImportPlayersDialog
from floortool.ui.merge_dialog import MergePlayersDialog
from floortool.ui.models.entries import EntryFilterProxyModel, EntryTableModel, status_text
from floortool.ui.player_record_dialog import PlayerRecordDialog
from floortool.ui.register_dialog import RegisterPlayerDialog
from floortool.ui.registration_preview import place_text
from floortool.ui.room_figures import RoomFigures
from floortool.ui.translation import QT_TRANSLATE_NOOP, count_text, counted, said, translate

logger = logging.getLogger(__name__)

#: A command on one entry of the event: ``kind(event_id, entry_id)``.
EntryCommand = Callable[[int, int], Command]


def bust_one(event_id: int, entry_id: int) -> Command:
    """One entry out on its own hand (several on one hand: the Results page's desk)."""
    return BustPlayers(event_id, (entry_id,))


SEARCH_HINT = QT_TRANSLATE_NOOP(
    "players_page", "Find: name, nickname, membership, #id or table-seat (12-4)"
)
NO_SELECTION = QT_TRANSLATE_NOOP(
    "players_page", "Select an entry to rebuy, add on, re-enter or bust."
)
SEP = "  \u00b7  "


def field_line(summary: FieldSummary, *, big_blind: int | None) -> str:
    """``24 players left of 30 entries · 2 waiting · 4 busted · chips in play 296,325 ·
    average stack 12,347 (62 BB)``."""
    figures = RoomFigures.of_field(summary)
    left = counted(
        summary.players_left,
        translate("players_page", "{count} player"),
        translate("players_page", "{count} players"),
    )
    parts = [
        translate("players_page", "{left} left of {0}").format(
            counted(
                summary.total_entries,
                translate("players_page", "{count} entry"),
                translate("players_page", "{count} entries"),
            ),
            left=left,
        )
    ]
    if summary.waiting:
        parts.append(
            translate("players_page", "{waiting} waiting").format(
                waiting=count_text(summary.waiting)
            )
        )
    if summary.busted:
        parts.append(
            translate("players_page", "{busted} busted").format(busted=count_text(summary.busted))
        )
    if summary.rebuys or summary.addons:
        rebuys = counted(
            summary.rebuys,
            translate("players_page", "{count} rebuy"),
            translate("players_page", "{count} rebuys"),
        )
        addons = counted(
            summary.addons,
            translate("players_page", "{count} add-on"),
            translate("players_page", "{count} add-ons"),
        )
        parts.append(f"{rebuys}, {addons}")
    parts.append(
        translate("players_page", "chips in play {chips_in_play}").format(
            chips_in_play=count_text(summary.chips_in_play)
        )
    )
    average = translate("players_page", "average stack {average_text}").format(
        average_text=figures.average_text
    )
    in_blinds = figures.average_bb_text(big_blind)
    parts.append(f"{average} ({in_blinds})" if in_blinds else average)
    return SEP.join(parts)


def _button(text: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    return button


class PlayersPage(EventPage):
    """The event's entries, with the registration desk and the player tools."""

    #: The average in big blinds follows the clock through ``show_clock``, not a refresh;
    #: the desk lists the sign-ups.
    shows = subjects_of(field_summary, bounty_view, counted_leaders, chip_history, pending_rows)

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self._summary: FieldSummary | None = None
        self._finder: EntryFinder | None = None
        self._clock_key: tuple[int, str] | None = None
        self.register_dialog: RegisterPlayerDialog | None = None  # made on first use
        self.import_dialog: ImportPlayersDialog | None = None
        self.merge_dialog: MergePlayersDialog | None = None
        self.record_dialog: PlayerRecordDialog | None = None

        self.search_edit = QLineEdit()
        self.search_edit.setObjectName(style.SEARCH_FIELD)
        self.search_edit.setPlaceholderText(translate("players_page", SEARCH_HINT))
        self.search_edit.setClearButtonEnabled(True)
        self.found_label = QLabel()
        self.found_label.setObjectName(style.HINT)
        self.register_button = _button(
            translate("players_page", "Register…"),
            translate(
                "players_page", "Open the registration desk: type a name, Enter (Ctrl+R or F2)"
            ),
        )
        self.register_button.setObjectName(style.PRIMARY)
        self.cards_button = _button(
            translate("players_page", "Print new seat cards…"),
            translate(
                "players_page",
                "The seat cards not printed yet (new entries, players who moved), on the "
                "Reports page",
            ),
        )
        self.summary_label = QLabel()
        self.summary_label.setObjectName(style.FIELD_SUMMARY)
        self.summary_label.setWordWrap(True)

        self.model = EntryTableModel(self)
        self.proxy = EntryFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.table = EntryTableView()
        self.table.setModel(self.proxy)

        self.selection_label = QLabel(translate("players_page", NO_SELECTION))
        self.selection_label.setObjectName(style.HINT)
        self.rebuy_button = _button(
            translate("players_page", "Rebuy"),
            translate("players_page", "A rebuy for the selected player (same seat)"),
        )
        self.addon_button = _button(
            translate("players_page", "Add-on"),
            translate("players_page", "An add-on for the selected player"),
        )
        self.reenter_button = _button(
            translate("players_page", "Re-enter"),
            translate(
                "players_page", "A new entry for the selected busted player (new random seat)"
            ),
        )
        self.bust_button = _button(
            translate("players_page", "Bust"),
            translate("players_page", "The selected player is eliminated (Edit > Undo)"),
        )
        self.seat_alternates_button = _button(
            translate("players_page", "Seat alternates"),
            translate("players_page", "Seat the waiting alternates while seats are free"),
        )
        self.count_button = _button(
            translate("players_page", "Chip counts…"),
            translate(
                "players_page", "Record counted stacks, a table at a time: seat, chips, Enter"
            ),
        )
        self.import_button = _button(
            translate("players_page", "Import players…"),
            translate("players_page", "Add players from a CSV file"),
        )
        self.merge_button = _button(
            translate("players_page", "Duplicates / Merge…"),
            translate("players_page", "Find records of the same person and merge them"),
        )
        self.record_button = _button(
            translate("players_page", "Player record…"),
            translate(
                "players_page",
                "The selected player's member record: membership, dues, barred, notes",
            ),
        )

        top = QHBoxLayout()
        top.setSpacing(10)
        top.addWidget(self.search_edit, 1)
        top.addWidget(self.found_label)
        top.addSpacing(12)
        top.addWidget(self.import_button)
        top.addWidget(self.merge_button)
        top.addWidget(self.record_button)
        top.addWidget(self.register_button)
        actions = QHBoxLayout()
        actions.setSpacing(6)
        for button in (
            self.rebuy_button,
            self.addon_button,
            self.reenter_button,
            self.bust_button,
        ):
            actions.addWidget(button)
        actions.addSpacing(12)
        actions.addWidget(self.seat_alternates_button)
        actions.addWidget(self.count_button)
        actions.addStretch(1)
        actions.addWidget(self.cards_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 24)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addWidget(self.summary_label)
        self.leaders_box = ChipLeadersBox()
        self.leaders_box.setFixedWidth(270)
        self.leaders_box.hide()  # until a stack is counted
        self.count_dialog: ChipCountDialog | None = None
        middle = QHBoxLayout()
        middle.setSpacing(12)
        middle.addWidget(self.table, 1)
        middle.addWidget(self.leaders_box)
        layout.addLayout(middle, 1)
        layout.addWidget(self.selection_label)
        layout.addLayout(actions)

        self.search_edit.textChanged.connect(self._on_search_edit_text_changed)
        self.search_edit.returnPressed.connect(self._on_search_edit_return_pressed)
        self.register_button.clicked.connect(self._on_register_button_clicked)
        self.cards_button.clicked.connect(self._on_cards_button_clicked)
        self.table.selectionModel().selectionChanged.connect(self._on_table_selection_changed)
        self.proxy.modelReset.connect(self._on_proxy_layout_changed)
        self.proxy.layoutChanged.connect(self._on_proxy_layout_changed)
        self.proxy.rowsInserted.connect(self._on_proxy_layout_changed)
        self.proxy.rowsRemoved.connect(self._on_proxy_layout_changed)
        self.rebuy_button.clicked.connect(partial(self._on_entry_button_clicked, Rebuy, "Rebuy"))
        self.addon_button.clicked.connect(partial(self._on_entry_button_clicked, AddOn, "Add-on"))
        self.bust_button.clicked.connect(partial(self._on_entry_button_clicked, bust_one, "Bust"))
        self.reenter_button.clicked.connect(self._on_reenter_button_clicked)
        self.seat_alternates_button.clicked.connect(self._on_seat_alternates_button_clicked)
        self.import_button.clicked.connect(self._on_import_button_clicked)
        self.merge_button.clicked.connect(self._on_merge_button_clicked)
        self.count_button.clicked.connect(self._on_count_button_clicked)
        self.record_button.clicked.connect(self._on_record_button_clicked)
        self._sync_buttons()

    # ------------------------------------------------------------ showing
    @property
    def summary(self) -> FieldSummary | None:
        return self._summary

    def set_event(self, info: EventInfo) -> None:
        """Show ``info``'s entries as the floor holds them now."""
        if info.id != self._event_id:
            self._event_id = info.id
            self.search_edit.clear()
        state = self.floor.state
        summary = self.floor.reads.read(field_summary, info.id)
        self._summary = summary
        self.model.set_rows(summary.entries)
        bounties = self.floor.reads.read(bounty_view, info.id)
        self.model.set_bounties({r.entry: r.on_head_cents for r in bounties.rows})
        self.table.setColumnHidden(
            EntryTableModel.COL_BOUNTY,
            not info.settings.bounty or info.settings.bounty_format == BOUNTY_MYSTERY,
        )
        self._finder = EntryFinder(summary.entries, state.players)
        self._filter()
        self._show_summary()
        self._show_leaders()
        self._sync_buttons()
        if self.count_dialog is not None and self.count_dialog.isVisible():
            self.count_dialog.refresh()
        if self.register_dialog is not None and self.register_dialog.isVisible():
            self.register_dialog.set_event(info.id)
        if self.merge_dialog is not None and self.merge_dialog.isVisible():
            self.merge_dialog.refresh()

    def show_clock(self, texts: ClockTexts | None) -> None:
        """The clock moved: the average in big blinds and the desk's preview follow the level."""
        key = None if texts is None else (texts.index, texts.state)
        if key == self._clock_key:
            return
        self._clock_key = key
        self._show_summary()
        self._show_leaders()
        if self.register_dialog is not None and self.register_dialog.isVisible():
            self.register_dialog.refresh()

    def _big_blind(self) -> int | None:
        view = self.control.ticker.view
        if view is None or view.row.is_break:
            return None
        return view.row.big_blind

    def _show_summary(self) -> None:
        summary = self._summary
        if summary is None:
            return
        if summary.closed:
            self.summary_label.setText(
                translate(
                    "players_page", "Flight closed: its survivors went on to Day 2 ({0})."
                ).format(
                    counted(
                        summary.total_entries,
                        translate("players_page", "{count} entry"),
                        translate("players_page", "{count} entries"),
                    )
                )
            )
            return
        self.summary_label.setText(field_line(summary, big_blind=self._big_blind()))

    def _show_leaders(self) -> None:
        if self._event_id is None:
            return
        now = self.floor.clock()
        board = chip_leaders(self.floor.state, self._event_id, now)
        history = self.floor.reads.read(chip_history, self._event_id)
        self.leaders_box.show_board(board, history, now)
        self.leaders_box.setVisible(bool(history))  # once a stack is counted

    def _filter(self) -> None:
        finder = self._finder
        text = self.search_edit.text()
        selected = self.selected_entry()
        self.proxy.set_shown(None if finder is None else finder.find(text))
        # Qt moves the selection to a neighbour when the selected row is filtered out;
        # a button must never act on an entry the director did not pick.
        if selected is None or not self.select_entry(selected.id):
            self.table.selectionModel().clear()
        total = self.model.rowCount()
        shown = self.proxy.rowCount()
        if not text.strip():
            self.found_label.setText(
                translate("players_page", "{total} listed").format(total=count_text(total))
            )
        else:
            self.found_label.setText(
                translate("players_page", "{shown} of {total} listed").format(
                    shown=count_text(shown), total=count_text(total)
                )
            )

    # ------------------------------------------------------------ selection
    def selected_entry(self) -> EntryRow | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.entry(self.proxy.mapToSource(rows[0]).row())

    def select_entry(self, entry_id: int) -> bool:
        """Select (and show) entry ``entry_id`` if the search shows it."""
        row = self.model.row_of(entry_id)
        if row is None:
            return False
        index = self.proxy.mapFromSource(self.model.index(row, 0))
        if not index.isValid():
            return False
        self.table.selectRow(index.row())
        self.table.scrollTo(index)
        return True

    def visible_entries(self) -> list[EntryRow]:
        """The entries the table shows, in its order."""
        return [
            self.model.entry(self.proxy.mapToSource(self.proxy.index(row, 0)).row())
            for row in range(self.proxy.rowCount())
        ]

    def focus_search(self) -> None:
        self.search_edit.setFocus()
        self.search_edit.selectAll()

    def _is_latest(self, entry: EntryRow | None) -> bool:
        """Whether ``entry`` is its player's latest in the event (a re-entry follows only that)."""
        if entry is None:
            return False
        return all(
            row.entry_number <= entry.entry_number
            for row in self.model.rows
            if row.player_id == entry.player_id
        )

    def _sync_buttons(self) -> None:
        entry = self.selected_entry()
        status = None if entry is None else entry.status
        self.rebuy_button.setEnabled(status == ACTIVE)
        self.addon_button.setEnabled(status == ACTIVE)
        self.bust_button.setEnabled(status == ACTIVE)
        self.reenter_button.setEnabled(status == BUSTED and self._is_latest(entry))
        self.record_button.setEnabled(entry is not None)
        summary = self._summary
        open_flight = summary is not None and not summary.closed
        self.seat_alternates_button.setEnabled(open_flight and bool(summary and summary.waiting))
        self.register_button.setEnabled(self._event_id is not None)
        self.cards_button.setEnabled(self._event_id is not None)
        self.count_button.setEnabled(open_flight and bool(summary and summary.seated))
        if entry is None:
            self.selection_label.setText(translate("players_page", NO_SELECTION))
            return
        parts = [
            entry.player,
            translate("players_page", "entry {number}").format(number=entry.entry_number),
        ]
        if entry.table is not None:
            parts.append(place_text(entry))
        parts += [
            status_text(entry),
            translate("players_page", "{chips} chips bought").format(chips=count_text(entry.chips)),
        ]
        self.selection_label.setText(SEP.join(parts))

    # ------------------------------------------------------------ dialogs
    def open_register_dialog(self) -> RegisterPlayerDialog | None:
        """Show the registration desk (the same one each time: it keeps its list)."""
        if self._event_id is None:
            return None
        if self.register_dialog is None:
            self.register_dialog = RegisterPlayerDialog(
                floor=self.floor, commands=self.commands, parent=self
            )
        dialog = self.register_dialog
        dialog.set_event(self._event_id)
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        dialog.name_edit.setFocus()
        return dialog

    def open_import_dialog(self) -> ImportPlayersDialog:
        if self.import_dialog is None:
            self.import_dialog = ImportPlayersDialog(
                commands=self.commands, prompts=self.prompts, parent=self
            )
        self.import_dialog.show()
        self.import_dialog.raise_()
        self.import_dialog.choose_button.setFocus()
        return self.import_dialog

    def open_merge_dialog(self) -> MergePlayersDialog:
        if self.merge_dialog is None:
            self.merge_dialog = MergePlayersDialog(
                floor=self.floor, commands=self.commands, parent=self
            )
        self.merge_dialog.refresh()
        self.merge_dialog.show()
        self.merge_dialog.raise_()
        self.merge_dialog.tree.setFocus()
        return self.merge_dialog

    def open_count_dialog(self) -> ChipCountDialog | None:
        """Show the chip-count dialog on the selected player's table (else the first)."""
        if self._event_id is None:
            return None
        if self.count_dialog is None:
            self.count_dialog = ChipCountDialog(self.services, parent=self)
        entry = self.selected_entry()
        self.count_dialog.load(self._event_id, entry.table if entry is not None else None)
        self.count_dialog.show()
        self.count_dialog.raise_()
        self.count_dialog.activateWindow()
        self.count_dialog.chips_edit.setFocus()
        return self.count_dialog

    def open_record_dialog(self) -> PlayerRecordDialog | None:
        """The selected entry's player's member record, to read or change (modal)."""
        entry = self.selected_entry()
        if entry is None:
            return None
        self.record_dialog = PlayerRecordDialog(
            floor=self.floor, commands=self.commands, player_id=entry.player_id, parent=self
        )
        self.record_dialog.open()
        return self.record_dialog

    def close_dialogs(self) -> None:
        """Close the desk and the player tools (the event is no longer on show)."""
        dialogs = (
            self.register_dialog,
            self.import_dialog,
            self.merge_dialog,
            self.count_dialog,
            self.record_dialog,
        )
        for dialog in dialogs:
            if dialog is not None:
                dialog.close()

    # ------------------------------------------------------------ sending
    def _send(self, command: Command, *, action: str) -> bool:
        done = self.commands.send(command, action=action)
        if done is None:
            return False
        for row in new_entries(self.floor.state, done.entries):
            self.select_entry(row.id)
        return True

    # ------------------------------------------------------------ slots
    def _on_search_edit_text_changed(self, text: str) -> None:
        self._filter()

    def _on_search_edit_return_pressed(self) -> None:
        shown = self.visible_entries()
        players = {row.player_id for row in shown}
        if len(players) != 1:
            return
        # One player (a re-entry has several rows): their latest entry.
        latest = max(shown, key=lambda row: row.entry_number)
        self.select_entry(latest.id)
        self.table.setFocus()

    def _on_proxy_layout_changed(self, *args: object) -> None:
        self._sync_buttons()

    def _on_table_selection_changed(self, selected: QItemSelection, deselected: object) -> None:
        self._sync_buttons()

    def _on_register_button_clicked(self) -> None:
        self.open_register_dialog()

    def _on_cards_button_clicked(self) -> None:
        self.services.documents.ask("seat-cards", new_only=True)

    def _on_entry_button_clicked(
        self, kind: EntryCommand, action: str, checked: bool = False
    ) -> None:
        """Rebuy, Add-on or Bust for the selected entry (by id)."""
        entry = self.selected_entry()
        if entry is not None and self._event_id is not None:
            self._send(kind(self._event_id, entry.id), action=action)

    def _on_reenter_button_clicked(self) -> None:
        """A new entry for the selected entry's player (by id), once the director has
        said yes to its buy-in (a refusal is shown without asking)."""
        entry = self.selected_entry()
        if entry is None or self._event_id is None:
            return
        try:
            quote = quote_reentry(
                self.floor.state, self._event_id, entry.player_id, now=self.floor.clock()
            )
        except FloorError as exc:
            self.commands.refuse(exc, action=translate("players_page", "Re-enter"))
            return
        if self.prompts.confirm(
            self,
            title=translate("players_page", "Re-enter"),
            text=said(quote.text),
            action=translate("players_page", "Re-enter"),
        ):
            self._send(
                ReEnter(self._event_id, entry.player_id),
                action=translate("players_page", "Re-enter"),
            )

    def _on_seat_alternates_button_clicked(self) -> None:
        if self._event_id is not None:
            self._send(
                SeatAlternates(self._event_id), action=translate("players_page", "Seat alternates")
            )

    def _on_import_button_clicked(self) -> None:
        self.open_import_dialog()

    def _on_merge_button_clicked(self) -> None:
        self.open_merge_dialog()

    def _on_count_button_clicked(self) -> None:
        self.open_count_dialog()

    def _on_record_button_clicked(self) -> None:
        self.open_record_dialog()

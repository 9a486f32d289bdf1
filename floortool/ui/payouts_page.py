"""UI layer: the Payouts page: the prize pool, what each place is paid, and the deal.

The pool line by line (buy-ins, rebuys, add-ons, rake, added money, overlay,
total: ``PrizePool.breakdown``) beside the payouts for the field as it
stands (place, share, amount), or for a satellite its seats instead
(``app.views.satellite``: each seat's winner once decided, the ticket's code and
where it was used, the cash remainder's place; tickets issued and used in the
note), from ``app.views.payouts.prize_view`` and
recomputed whenever the window brings the page up to date (every command,
undo and change made elsewhere). Buttons open the prize settings
(``PrizeSettingsDialog``), the payout table editor (``PayoutTableDialog``)
and the deal calculator (``DealDialog``); each sends its one app command
through the window's ``CommandSender``.
"""

from __future__ import annotations

import logging

from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floortool.app.depends import subjects_of
from floortool.app.views.payouts import PrizeView, prize_view
from floortool.app.views.satellite import SatelliteView, satellite_view
from floortool.domain.kernel.errors import FloorError
from floortool.domain.prize.table_names import table_name
from floortool.domain.tournament.event import EventInfo
from floortool.ui import style
from floortool.ui.deal_dialog import DealDialog
from floortool.ui.dialog_parts import text_label, titled_card
from floortool.ui.event_page import EventPage, PageServices
from floortool.ui.models.payouts import BreakdownTableModel, PayoutTableModel
from floortool.ui.models.seats import SeatTableModel
from floortool.ui.models.table import ListTableModel
from floortool.ui.payout_table_dialog import PayoutTableDialog
from floortool.ui.prize_settings_dialog import PrizeSettingsDialog
from floortool.ui.room_figures import places_text
from floortool.ui.translation import (
    QT_TRANSLATE_NOOP,
    counted,
    money_text,
    said,
    translate,
    window_words,
)

logger = logging.getLogger(__name__)

SEP = "  \u00b7  "
NO_PAYOUTS = QT_TRANSLATE_NOOP("payouts_page", "Payouts are worked out from two entries on.")


def summary_text(view: PrizeView, satellite: SatelliteView | None = None) -> str:
    """``Prize pool 5,400.00 · 9 places paid · 60 entries · Standard (about 15% ...)``;
    a satellite's: ``Prize pool 350.00 · 3 seats of 100.00 · 7 entries``."""
    parts = [translate("payouts_page", "Prize pool {0}").format(money_text(view.pool.total_cents))]
    if satellite is not None:
        parts.append(said(satellite.summary))
    elif view.payouts is not None:
        parts.append(places_text(view.payouts.places))
    parts.append(
        counted(
            view.field_size,
            translate("payouts_page", "{count} entry"),
            translate("payouts_page", "{count} entries"),
        )
    )
    if satellite is None:
        parts.append(said(table_name(view.settings.table.name)))
    return SEP.join(parts)


def note_text(view: PrizeView, satellite: SatelliteView | None = None) -> str:
    """What the director should know under the figures: the overlay, or why no payouts;
    a satellite's remainder, tickets and any tie for the last seat."""
    notes = []
    pool = view.pool
    if pool.guarantee_cents:
        if pool.overlay_cents:
            notes.append(
                translate(
                    "payouts_page", "Guarantee {0}: the house pays an overlay of {1}."
                ).format(money_text(pool.guarantee_cents), money_text(pool.overlay_cents))
            )
        else:
            notes.append(
                translate("payouts_page", "Guarantee {0} met.").format(
                    money_text(pool.guarantee_cents)
                )
            )
    if pool.fees_cents:
        notes.append(
            translate("payouts_page", "Fees kept by the house (not in the pool): {0}.").format(
                money_text(pool.fees_cents)
            )
        )
    if pool.bounty_cents:
        notes.append(
            translate("payouts_page", "Bounties paid on knockouts (not in the pool): {0}.").format(
                money_text(pool.bounty_cents)
            )
        )
    if satellite is not None:
        notes.append(said(satellite.note))
    elif view.payouts is None:
        notes.append(translate("payouts_page", NO_PAYOUTS))
    return " ".join(notes)


def _table(model: ListTableModel) -> QTableView:
    view = QTableView()
    view.setObjectName(style.DATA_TABLE)
    view.setModel(model)
    view.verticalHeader().hide()
    view.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setShowGrid(False)
    view.setAlternatingRowColors(True)
    view.setWordWrap(False)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    header.setHighlightSections(False)
    return view


def _button(text: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    return button


class PayoutsPage(EventPage):
    """The event's prize pool and payouts, their settings, and the deal calculator."""

    shows = subjects_of(prize_view, satellite_view)

    def __init__(self, services: PageServices, parent: QWidget | None = None) -> None:
        super().__init__(services, parent)
        self.view: PrizeView | None = None
        self.settings_dialog: PrizeSettingsDialog | None = None  # made on first use
        self.table_dialog: PayoutTableDialog | None = None
        self.deal_dialog: DealDialog | None = None

        self.summary_label = QLabel()
        self.summary_label.setObjectName(style.FIELD_SUMMARY)
        self.summary_label.setWordWrap(True)
        self.note_label = text_label(style.HINT)
        self.settings_button = _button(
            translate("payouts_page", "Prize settings…"),
            translate(
                "payouts_page",
                "Payout table, rake, added money, guarantee, rounding, fee splits and tax note",
            ),
        )
        self.table_button = _button(
            translate("payouts_page", "Edit table…"),
            translate("payouts_page", "Edit the payout table's shares by field size"),
        )
        self.deal_button = _button(
            translate("payouts_page", "Deal…"),
            translate("payouts_page", "A deal among the players left: ICM or chip chop"),
        )
        self.deal_button.setObjectName(style.PRIMARY)
        self.breakdown_model = BreakdownTableModel(self)
        self.payout_model = PayoutTableModel(self)
        self.seat_model = SeatTableModel(self)
        self.breakdown_table = _table(self.breakdown_model)
        self.payout_table = _table(self.payout_model)
        self.seat_table = _table(self.seat_model)
        # The pool's details ("12 x 25,00, nicht im Preisgeld") take the room the names
        # and amounts leave.
        pool_header = self.breakdown_table.horizontalHeader()
        for narrow in (BreakdownTableModel.COL_ITEM, BreakdownTableModel.COL_AMOUNT):
            pool_header.setSectionResizeMode(narrow, QHeaderView.ResizeMode.ResizeToContents)
        self.satellite: SatelliteView | None = None

        top = QHBoxLayout()
        top.setSpacing(10)
        top.addWidget(self.summary_label, 1)
        top.addWidget(self.settings_button)
        top.addWidget(self.table_button)
        top.addWidget(self.deal_button)
        cards = QHBoxLayout()
        cards.setSpacing(16)
        shown = (
            (translate("payouts_page", "Prize pool"), self.breakdown_table),
            (translate("payouts_page", "Payouts"), self.payout_table),
            (translate("payouts_page", "Seats"), self.seat_table),
        )
        card_of: dict[QWidget, QWidget] = {}
        for title, table in shown:
            card, column = titled_card(title)
            column.addWidget(table, 1)
            # The seats have five columns to the pool's three: they take more room.
            cards.addWidget(card, 3 if table is self.seat_table else 2)
            card_of[table] = card
        self.payouts_card, self.seats_card = card_of[self.payout_table], card_of[self.seat_table]
        self.seats_card.hide()
        header = self.seat_table.horizontalHeader()
        seats = SeatTableModel
        for section in (seats.COL_WHAT, seats.COL_CODE, seats.COL_AMOUNT):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.ResizeToContents)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 20, 32, 24)
        layout.setSpacing(10)
        layout.addLayout(top)
        layout.addWidget(self.note_label)
        layout.addLayout(cards, 1)

        self.settings_button.clicked.connect(self._on_settings_button_clicked)
        self.table_button.clicked.connect(self._on_table_button_clicked)
        self.deal_button.clicked.connect(self._on_deal_button_clicked)

    # ------------------------------------------------------------ showing
    def set_event(self, info: EventInfo) -> None:
        """Show ``info``'s pool and payouts as the floor has them now."""
        self._event_id = info.id
        try:
            view = self.floor.reads.read(prize_view, info.id)
            satellite = self.floor.reads.read(satellite_view, info.id)
        except FloorError as exc:
            self.view = self.satellite = None
            self.summary_label.setText(
                translate("payouts_page", "The payouts cannot be worked out.")
            )
            self.note_label.setText(exc.said(window_words().say))
            self.breakdown_model.set_rows(())
            self.payout_model.set_rows(())
            self.seat_model.set_rows(())
            self.deal_button.setEnabled(False)
            return
        self.view, self.satellite = view, satellite
        self.summary_label.setText(summary_text(view, satellite))
        self.note_label.setText(note_text(view, satellite))
        self.breakdown_model.set_rows(view.pool.breakdown())
        self.payout_model.set_rows(view.payouts.paid if view.payouts is not None else ())
        self.seat_model.set_rows(satellite.rows if satellite is not None else ())
        self.payouts_card.setVisible(satellite is None)
        self.seats_card.setVisible(satellite is not None)
        self.deal_button.setEnabled(view.payouts is not None)

    # ------------------------------------------------------------ dialogs
    def open_settings_dialog(self) -> PrizeSettingsDialog | None:
        if self._event_id is None:
            return None
        if self.settings_dialog is None:
            self.settings_dialog = PrizeSettingsDialog(self.services, self)
        self.settings_dialog.load(self._event_id)
        self.settings_dialog.open()
        return self.settings_dialog

    def open_table_dialog(self) -> PayoutTableDialog | None:
        if self._event_id is None:
            return None
        if self.table_dialog is None:
            self.table_dialog = PayoutTableDialog(self.services, self)
        self.table_dialog.load(self._event_id)
        self.table_dialog.open()
        return self.table_dialog

    def open_deal_dialog(self) -> DealDialog | None:
        if self._event_id is None:
            return None
        if self.deal_dialog is None:
            self.deal_dialog = DealDialog(self.services, self)
        self.deal_dialog.load(self._event_id)
        self.deal_dialog.open()
        return self.deal_dialog

    def close_dialogs(self) -> None:
        """Close the dialogs (the event is no longer on show)."""
        for dialog in (self.settings_dialog, self.table_dialog, self.deal_dialog):
            if dialog is not None:
                dialog.close()

    # ------------------------------------------------------------ slots
    def _on_settings_button_clicked(self) -> None:
        self.open_settings_dialog()

    def _on_table_button_clicked(self) -> None:
        self.open_table_dialog()

    def _on_deal_button_clicked(self) -> None:
        self.open_deal_dialog()

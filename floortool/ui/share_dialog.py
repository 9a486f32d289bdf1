"""UI layer: File > Share on the venue network…: serve the floor to phones and screens,
and pair the floor staff's phones.

The left half starts and stops the floor's web server (``share_server``) on
one of this laptop's network addresses, or loopback (``lan_addresses``), on a
port (8470 by default), over the window's own database; it says what the
server is doing and, while it serves, shows its address in big type with a QR
code of it (``qr_view``) for the room display or a print-out. The right half
pairs staff phones (``app.devices``): *Pair a phone…* makes a one-time code for
a floor phone, a table's dealer phone or a room screen (a TV's browser) and
shows it in big type with a QR code of ``http://H:P/pair?code=CODE`` and the
time left to use it; below are the devices paired (and not revoked), each of
which can be revoked, and a room screen picked there is given what it shows
(*Shows*: the built-in display, a layout or a screen set; ``app.screen_devices``),
which its page follows. Refusals show
on the dialog's red line. It is imported when first opened, not with the window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QFontDatabase, QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from floortool.app.devices import Device, Devices, PairingCode, Role, grouped_code
from floortool.app.layouts import layouts_listing
from floortool.app.screen_devices import ScreenChoice, choose_view, chosen_view
from floortool.app.screen_sets import screen_sets_listing
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.text import MAX_TABLE_NUMBER
from floortool.ui import style
from floortool.ui.dialog_parts import MARGINS, close_row, refusal_label, text_label, titled_card
from floortool.ui.lan_addresses import lan_hosts, listen_addresses
from floortool.ui.models.devices import DeviceTableModel
from floortool.ui.qr_view import QRView
from floortool.ui.remedy_words import refusal_text
from floortool.ui.share_server import ShareState, SharingProcess
from floortool.ui.translation import QT_TRANSLATE_NOOP, translate
from floortool.ui.window_size import fit_to_screen

DEFAULT_PORT = 8470
SHARE_SIZE = (1000, 720)
DEVICES_EVERY_MS = 2000  # how often the list of paired phones is read again
TICK_MS = 1000
ADDRESS_POINTS = 20
CODE_POINTS = 30
CODE_QR_MAX = 260  # px: the list of phones below keeps the rest
DEVICE_TABLE_MIN = 150  # px: the header and about four phones

START_FIRST = QT_TRANSLATE_NOOP(
    "share_dialog", "Start sharing to pair phones: they pair through the floor's pages."
)
NETWORK_HINT = QT_TRANSLATE_NOOP(
    "share_dialog",
    "Phones and screens must be on the same Wi-Fi network as this laptop (the venue's, "
    "or a phone's hotspot the laptop has joined). The first time, Windows or macOS asks "
    "whether floortool may accept connections: allow it on private networks.",
)


def pair_url(url: str, code: str) -> str:
    """The page a phone opens to pair with ``code``."""
    return f"{url}/pair?code={code}"


def _countdown(seconds: float) -> str:
    whole = max(0, int(seconds + 0.999))
    return f"{whole // 60}:{whole % 60:02d}"


def _big(points: int, *, fixed: bool = False) -> QLabel:
    """A label in big bold type (its own style sheet: the window's sets every font size)."""
    label = QLabel()
    family = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).family()
    face = f'font-family: "{family}"; letter-spacing: 2px; ' if fixed else ""
    label.setStyleSheet(f"{face}font-size: {points}pt; font-weight: 700; color: #1d2433;")
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class ShareDialog(QDialog):
    """Start and stop sharing the floor on the venue network; pair and revoke phones."""

    def __init__(
        self,
        devices: Devices,
        *,
        db_url: str,
        event_id: Callable[[], int | None],
        program: Sequence[str] | None = None,
        hosts: Callable[[], list[str]] = lan_hosts,
        ready_after_ms: int | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("share_dialog", "Share on the venue network"))
        fit_to_screen(self, *SHARE_SIZE)
        self.devices = devices
        self._event_id = event_id
        self._hosts = hosts
        self.code: PairingCode | None = None  # the code on show
        extra = {} if ready_after_ms is None else {"ready_after_ms": ready_after_ms}
        self.server = SharingProcess(db_url=db_url, program=program, parent=self, **extra)
        self.server.changed.connect(self._on_server_changed)
        self.devices_timer = QTimer(self)
        self.devices_timer.setInterval(DEVICES_EVERY_MS)
        self.devices_timer.timeout.connect(self._on_devices_timer_timeout)
        self.tick_timer = QTimer(self)
        self.tick_timer.setInterval(TICK_MS)
        self.tick_timer.timeout.connect(self._on_tick_timer_timeout)

        columns = QHBoxLayout()
        columns.setSpacing(14)
        columns.addWidget(self._build_sharing(), 1)
        columns.addWidget(self._build_phones(), 1)
        self.refusal = refusal_label()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*MARGINS)
        layout.setSpacing(10)
        layout.addLayout(columns, 1)
        layout.addWidget(self.refusal)
        row, self.close_button = close_row(
            self, tip=translate("share_dialog", "Sharing goes on until you stop it")
        )
        layout.addLayout(row)

        self.refresh_addresses()
        self.refresh_devices()
        self._on_server_changed()

    # ------------------------------------------------------------ building
    def _build_sharing(self) -> QFrame:
        card, layout = titled_card(translate("share_dialog", "Share the floor"))
        layout.addWidget(text_label(style.HINT, translate("share_dialog", NETWORK_HINT)))
        self.address_combo = QComboBox()
        self.address_combo.setToolTip(
            translate("share_dialog", "Where phones and screens reach this laptop")
        )
        self.port_spin = QSpinBox()
        self.port_spin.setRange(1024, 65535)
        self.port_spin.setValue(DEFAULT_PORT)
        self.port_spin.setToolTip(
            translate(
                "share_dialog", "The port the floor's pages are served on (8470 unless taken)"
            )
        )
        form = QFormLayout()
        form.addRow(translate("share_dialog", "Address"), self.address_combo)
        form.addRow(translate("share_dialog", "Port"), self.port_spin)
        layout.addLayout(form)
        self.start_button = QPushButton(translate("share_dialog", "Start sharing"))
        self.start_button.setObjectName(style.PRIMARY)
        self.start_button.clicked.connect(self._on_start_button_clicked)
        self.stop_button = QPushButton(translate("share_dialog", "Stop"))
        self.stop_button.clicked.connect(self._on_stop_button_clicked)
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.stop_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.state_label = text_label(style.FIELD_VALUE)
        layout.addWidget(self.state_label)
        shown = QWidget()  # keeps its room while not serving, so nothing above moves
        shown_layout = QVBoxLayout(shown)
        shown_layout.setContentsMargins(0, 0, 0, 0)
        self.address_label = _big(ADDRESS_POINTS)
        shown_layout.addWidget(self.address_label)
        self.address_qr = QRView()
        shown_layout.addWidget(self.address_qr, 1)
        self.address_hint = text_label(
            style.HINT,
            translate(
                "share_dialog",
                "Scan to open the floor's pages: the clock, seats, payouts and results. "
                "Put it on the room display or print it for the tables.",
            ),
        )
        self.address_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        shown_layout.addWidget(self.address_hint)
        layout.addWidget(shown, 1)
        return card

    def _build_phones(self) -> QFrame:
        card, layout = titled_card(translate("share_dialog", "Staff phones and room screens"))
        layout.addWidget(
            text_label(
                style.HINT,
                translate(
                    "share_dialog",
                    "A floor phone can do what the floor does; a dealer phone reports its "
                    "table's hands and button; a room screen (a TV's browser) shows what you "
                    "choose for it below. A code pairs one device, within two minutes.",
                ),
            )
        )
        self.role_combo = QComboBox()
        self.role_combo.addItem(translate("share_dialog", "Floor"), Role.FLOOR.value)
        self.role_combo.addItem(translate("share_dialog", "Dealer"), Role.DEALER.value)
        self.role_combo.addItem(translate("share_dialog", "Room screen"), Role.DISPLAY.value)
        self.role_combo.currentIndexChanged.connect(self._on_role_combo_changed)
        self.table_spin = QSpinBox()
        self.table_spin.setRange(1, MAX_TABLE_NUMBER)
        self.table_spin.setPrefix(translate("share_dialog", "Table "))
        self.table_spin.setToolTip(
            translate("share_dialog", "The table the dealer phone is tied to")
        )
        self.pair_button = QPushButton(translate("share_dialog", "Pair a phone…"))
        self.pair_button.clicked.connect(self._on_pair_button_clicked)
        pair_row = QHBoxLayout()
        pair_row.addWidget(self.role_combo)
        pair_row.addWidget(self.table_spin)
        pair_row.addWidget(self.pair_button)
        pair_row.addStretch(1)
        layout.addLayout(pair_row)

        self.code_panel = QWidget()
        code_layout = QVBoxLayout(self.code_panel)
        code_layout.setContentsMargins(0, 0, 0, 0)
        code_layout.setSpacing(6)
        self.code_label = _big(CODE_POINTS, fixed=True)
        self.code_qr = QRView()
        self.code_qr.setMaximumHeight(CODE_QR_MAX)
        self.countdown_label = text_label(style.FIELD_VALUE)
        self.countdown_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code_hint = text_label(style.HINT)
        self.code_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        code_layout.addWidget(self.code_label)
        code_layout.addWidget(self.code_qr, 1)
        code_layout.addWidget(self.countdown_label)
        code_layout.addWidget(self.code_hint)
        layout.addWidget(self.code_panel, 2)
        self.paired_label = text_label(style.FIELD_VALUE)
        layout.addWidget(self.paired_label)

        self.device_model = DeviceTableModel(self)
        self.device_table = QTableView()
        self.device_table.setObjectName(style.DATA_TABLE)
        self.device_table.setModel(self.device_model)
        self.device_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.device_table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.device_table.verticalHeader().hide()
        header = self.device_table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(DeviceTableModel.COL_NAME, QHeaderView.ResizeMode.Stretch)
        self.device_table.selectionModel().selectionChanged.connect(self._on_selection_changed)
        self.device_table.setMinimumHeight(DEVICE_TABLE_MIN)
        layout.addWidget(self.device_table, 3)
        self.revoke_button = QPushButton(translate("share_dialog", "Revoke"))
        self.revoke_button.setToolTip(
            translate("share_dialog", "The phone can no longer act on the floor until paired again")
        )
        self.revoke_button.clicked.connect(self._on_revoke_button_clicked)
        self.shows_combo = QComboBox()
        self.shows_combo.setToolTip(
            translate("share_dialog", "What the room screen picked above shows")
        )
        self.shows_combo.setMinimumContentsLength(24)
        self.shows_combo.activated.connect(self._on_shows_combo_activated)
        revoke_row = QHBoxLayout()
        revoke_row.addWidget(QLabel(translate("share_dialog", "Shows")))
        revoke_row.addWidget(self.shows_combo, 1)
        revoke_row.addStretch(1)
        revoke_row.addWidget(self.revoke_button)
        layout.addLayout(revoke_row)
        self._on_role_combo_changed()
        return card

    # ------------------------------------------------------------ reading
    def refresh_addresses(self) -> None:
        """Offer the laptop's network addresses as they are now (keeping the one chosen)."""
        chosen = self.address_combo.currentData()
        self.address_combo.clear()
        for address in listen_addresses(self._hosts()):
            self.address_combo.addItem(address.label, address.host)
        index = self.address_combo.findData(chosen)
        self.address_combo.setCurrentIndex(max(index, 0))

    def refresh_devices(self) -> None:
        """Read the paired phones again, and whether the code on show has been used."""
        active = [d for d in self.devices.listed() if not d.revoked]
        self.device_model.set_rows(active)
        if self.code is not None:
            paired = self.devices.paired_with(self.code.code)
            if paired is not None:
                self._paired(paired)
        self._on_selection_changed()

    @property
    def host(self) -> str:
        return str(self.address_combo.currentData())

    def _paired(self, device: Device) -> None:
        self._show_code(None)
        self.paired_label.setText(
            translate("share_dialog", "Paired: {name}.").format(name=device.name)
        )

    def _show_code(self, code: PairingCode | None) -> None:
        self.code = code
        self.code_panel.setVisible(code is not None)
        if code is None:
            self.tick_timer.stop()
            self.code_qr.set_text("")
            return
        self.paired_label.setText("")
        self.code_label.setText(grouped_code(code.code))
        self.code_qr.set_text(pair_url(self.server.url, code.code))
        self.code_hint.setText(
            translate(
                "share_dialog", "On the phone: scan the code, or open {url}/pair and type the code."
            ).format(url=self.server.url)
        )
        self.tick_timer.start()
        self._on_tick_timer_timeout()

    def _refuse(self, error: FloorError) -> None:
        self.refusal.setText(refusal_text(error))
        self.refusal.show()

    def _clear_refusal(self) -> None:
        self.refusal.hide()
        self.refusal.setText("")

    # ------------------------------------------------------------ slots
    def _on_server_changed(self) -> None:
        server = self.server
        serving = server.state is ShareState.SERVING
        self.start_button.setEnabled(not server.running)
        self.stop_button.setEnabled(server.running)
        self.address_combo.setEnabled(not server.running)
        self.port_spin.setEnabled(not server.running)
        self.pair_button.setEnabled(serving)
        self.pair_button.setToolTip(
            ""
            if serving
            else translate("share_dialog", "Start sharing first: phones pair through it")
        )
        if server.state is ShareState.STARTING:
            text = translate("share_dialog", "Starting the server at {url}…").format(url=server.url)
        elif serving:
            text = translate("share_dialog", "Serving at {url}").format(url=server.url)
        elif server.error:
            text = translate("share_dialog", "Stopped: {error}").format(error=server.error)
        else:
            text = translate("share_dialog", "Not sharing. Choose the address and start sharing.")
        self.state_label.setText(text)
        self.address_label.setText(server.url if serving else "")
        self.address_qr.set_text(server.url if serving else "")
        self.address_label.setVisible(serving)
        self.address_qr.setVisible(serving)
        self.address_hint.setVisible(serving)
        if not serving:
            self._show_code(None)
            self.paired_label.setText(translate("share_dialog", START_FIRST))
        elif self.paired_label.text() == translate("share_dialog", START_FIRST):
            self.paired_label.setText("")

    def _on_start_button_clicked(self) -> None:
        self._clear_refusal()
        self.server.start(self.host, self.port_spin.value())

    def _on_stop_button_clicked(self) -> None:
        self.server.stop()

    def _on_role_combo_changed(self) -> None:
        self.table_spin.setEnabled(self.role_combo.currentData() == Role.DEALER.value)

    def _on_pair_button_clicked(self) -> None:
        self._clear_refusal()
        role = Role(self.role_combo.currentData())
        table = self.table_spin.value() if role is Role.DEALER else None
        try:
            code = self.devices.new_code(role, table=table, event_id=self._event_id())
        except FloorError as error:
            self._refuse(error)
            return
        self._show_code(code)

    def _on_tick_timer_timeout(self) -> None:
        code = self.code
        if code is None:
            return
        left = (code.expires_at - self.devices.clock()).total_seconds()
        if left <= 0:
            self._show_code(None)
            self.paired_label.setText(
                translate("share_dialog", "The code expired unused: pair again for a new one.")
            )
            return
        if code.role is Role.DEALER:
            whose = translate("share_dialog", "the dealer of table {table}").format(
                table=code.table
            )
        elif code.role is Role.DISPLAY:
            whose = translate("share_dialog", "a room screen")
        else:
            whose = translate("share_dialog", "a floor phone")
        self.countdown_label.setText(
            translate("share_dialog", "For {whose}: good once, for {0}").format(
                _countdown(left), whose=whose
            )
        )

    def _on_devices_timer_timeout(self) -> None:
        self.refresh_devices()

    def _picked(self) -> Device | None:
        rows = self.device_table.selectionModel().selectedRows()
        return self.device_model.device(rows[0].row()) if rows else None

    def _on_selection_changed(self) -> None:
        picked = self._picked()
        self.revoke_button.setEnabled(picked is not None)
        screen = picked is not None and picked.role is Role.DISPLAY
        self.shows_combo.clear()
        self.shows_combo.setEnabled(screen)
        if not screen or picked is None:
            return
        self.shows_combo.addItem(
            translate("share_dialog", "The built-in display"), ""
        )  # data: the choice as kept
        for layout in layouts_listing():
            if not layout.error:
                kept = ScreenChoice("layout", layout.name).kept
                self.shows_combo.addItem(
                    translate("share_dialog", "Layout: {title}").format(title=layout.title), kept
                )
        for listed in screen_sets_listing():
            if listed.screen_set is not None:
                kept = ScreenChoice("set", listed.name).kept
                title = listed.screen_set.name
                self.shows_combo.addItem(
                    translate("share_dialog", "Screen set: {title}").format(title=title), kept
                )
        try:
            now = chosen_view(self.devices, picked.id)
        except FloorError as error:
            self._refuse(error)
            return
        index = self.shows_combo.findData("" if now is None else now.kept)
        self.shows_combo.setCurrentIndex(max(0, index))

    def _on_shows_combo_activated(self, _index: int) -> None:
        picked = self._picked()
        if picked is None:
            return
        self._clear_refusal()
        choice = ScreenChoice.from_kept(str(self.shows_combo.currentData() or ""))
        try:
            choose_view(self.devices, picked.id, choice)
        except FloorError as error:
            self._refuse(error)
            return
        shown = self.shows_combo.currentText()
        self.paired_label.setText(
            translate("share_dialog", "{device} shows {view}.").format(
                device=picked.name, view=shown
            )
        )

    def _on_revoke_button_clicked(self) -> None:
        rows = self.device_table.selectionModel().selectedRows()
        if not rows:
            return
        self._clear_refusal()
        try:
            revoked = self.devices.revoke(self.device_model.device(rows[0].row()).id)
        except FloorError as error:
            self._refuse(error)
            return
        self.paired_label.setText(
            translate("share_dialog", "Revoked: {name} can no longer act on the floor.").format(
                name=revoked.name
            )
        )
        self.refresh_devices()

    # ------------------------------------------------------------ Qt overrides
    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if not self.server.running:
            self.refresh_addresses()
        self.refresh_devices()
        self.devices_timer.start()

    def hideEvent(self, event: QHideEvent) -> None:
        self.devices_timer.stop()  # sharing goes on: the window's closing stops it
        super().hideEvent(event)

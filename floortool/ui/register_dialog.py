"""UI layer: the registration desk: type a name, Enter, next name.

``RegisterPlayerDialog`` stays open beside the main window. As the director
types, the players the text matches are listed (ranked by
``domain.players.search``; Up/Down choose one) and the preview says what Enter
will do (``registration_preview``): an existing or a new player, the chips
they receive with the late-registration deduction, the level, and the waiting
list when every seat is taken — or why it would be refused. A partial name
that lists exactly one player is that player ("alice" is Alice Moreau); Up
above the list means the text as typed, a new player even when someone has
that name (a second Ann Lee: the database tells them apart by number); a new
name close to existing players (``PlayerIndex.close_to``) is created only on
a second Enter, after the desk has named them. Enter sends one
``RegisterEntry`` with the player's id (or the new player, ``app.entrants``);
the seat is then shown in large type, ready to call out,
added to the list of the last registrations, and the field is empty for the
next name. A refusal (late registration closed, an ambiguous name with its
candidates, a deduction that would leave no chips) is shown in the dialog and
changes nothing; a barred player is refused with the club's reason, and a member
whose dues have run out is named (a warning: they still play). A membership
number typed whole (as a USB scanner types a membership card's code, ending
with Enter) is that member, whatever else the text matches: the scan registers
them, seats them and, when the desk prints (``DeskPrinting``), writes their seat
card, with no other key. Escape closes the dialog; Ctrl+Z on the empty name field, or
Edit > Undo in the main window, takes the last registration back (the list
then marks it undone, and the seat card shows the newest one still made).
Above the name field, the sign-ups waiting to pay (``pending_sign_ups``): a
click or Tab into the list, Up/Down and Enter registers one, shown on the seat
card and in the list like any registration.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from floortool.app.commands.registration import ReEnter, RegisterEntry
from floortool.app.documents.desk_card import print_desk_card
from floortool.app.entrants import entrant_for
from floortool.app.floor import Done, Floor
from floortool.app.registration_preview import (
    RegistrationPreview,
    desk_dues_warning,
    preview_registration,
)
from floortool.app.views.field import EntryRow, field_summary, new_entries
from floortool.domain.field.entries import event_entries, player_entries
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import event_scope
from floortool.domain.kernel.phrases import Phrase
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.domain.players.records import (
    AmbiguousPlayer,
    Player,
    member_numbered,
    players_named,
)
from floortool.domain.players.search import PlayerIndex
from floortool.domain.registration.decisions import where
from floortool.domain.registration.late_entry import LateRegistrationClosed
from floortool.ui import style
from floortool.ui.command_sender import CommandSender
from floortool.ui.desk_printing import DeskPrinting
from floortool.ui.dialog_parts import close_row, dialog_column, refusal_label, text_label
from floortool.ui.pending_sign_ups import PendingSignUps
from floortool.ui.registration_preview import (
    DASH,
    chips_text,
    clock_text,
    entry_line,
    late_reg_text,
    place_text,
    stack_text,
)
from floortool.ui.translation import QT_TRANSLATE_NOOP, money_text, said, translate, window_words
from floortool.ui.window_size import fit_to_screen

logger = logging.getLogger(__name__)

#: Players listed under the name field.
MATCH_LIMIT = 8
MATCH_ROWS_SHOWN = 5
MATCH_ROW_HEIGHT = 26
DIALOG_SIZE = (700, 780)
PLAYER_ID_ROLE = Qt.ItemDataRole.UserRole + 1
MUTED = QColor("#8a93a3")
BLANK_HINT = QT_TRANSLATE_NOOP(
    "register_dialog",
    "Type a name: players already in the database are listed as you type "
    "(\u2193 chooses one); a name nobody has yet becomes a new player.",
)


@dataclass(frozen=True)
class Registered:
    """One registration made at this desk (for the list of the last ones)."""

    row: EntryRow
    line: str  # "Table 2, seat 5 — 9,775 chips (225 deducted, House A-4)"
    at: str  # the entry's registration time (journal, ISO)
    clock: str  # "19:42", local time
    label: str  # the action's name in the journal ("Register Alice (table 2 seat 5)")
    dues: Phrase | str = ""  # "Dues expired on 2026-10-31", when they had
    card: str = ""  # "Seat card printed: seat-card-E1-0007.pdf", or why it was not


class NameEdit(QLineEdit):
    """The name field; Up and Down move through the matches listed under it, Ctrl+Z
    on the empty field asks to take the last registration back."""

    step_requested = Signal(int)
    """Up (-1) or Down (+1) was pressed."""
    undo_requested = Signal()
    """Ctrl+Z with nothing typed (with a text, Ctrl+Z undoes the typing)."""

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Down, Qt.Key.Key_Up):
            self.step_requested.emit(1 if event.key() == Qt.Key.Key_Down else -1)
            event.accept()
            return
        if event.matches(QKeySequence.StandardKey.Undo) and not self.text():
            self.undo_requested.emit()
            event.accept()
            return
        super().keyPressEvent(event)


class RegisterPlayerDialog(QDialog):
    """Register players one after another: name, Enter, name, Enter."""

    def __init__(self, *, floor: Floor, commands: CommandSender, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.floor = floor
        self.commands = commands
        self._event_id: int | None = None
        self._index: PlayerIndex | None = None
        self._index_revision = -1
        self._preview: RegistrationPreview | None = None
        self._reentry: Player | None = None  # the busted player a refusal offers to re-enter
        self._registered: list[Registered] = []
        self._asked = ""  # the new name the desk has asked about (its close players named)
        self._as_typed = False  # Up above the list: the text typed, not the one match
        self.setWindowTitle(translate("register_dialog", "Register players"))
        self.setObjectName(style.REGISTER_DIALOG)
        self.setMinimumSize(600, 640)
        fit_to_screen(self, *DIALOG_SIZE)

        self.title_label = text_label(style.CARD_TITLE)
        self.clock_label = text_label(style.HINT)
        self.name_edit = NameEdit()
        self.name_edit.setObjectName(style.NAME_FIELD)
        self.name_edit.setPlaceholderText(
            translate("register_dialog", "Name, nickname, membership number or #id")
        )
        self.name_edit.setClearButtonEnabled(True)
        self.register_button = QPushButton(translate("register_dialog", "Register"))
        self.register_button.setObjectName(style.PRIMARY)
        self.register_button.setDefault(True)
        self.register_button.setToolTip(translate("register_dialog", "Register the player (Enter)"))
        self.matches = QListWidget()
        self.matches.setObjectName(style.MATCH_LIST)
        self.matches.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.matches.setUniformItemSizes(True)
        self.matches.setFixedHeight(MATCH_ROWS_SHOWN * MATCH_ROW_HEIGHT + 8)
        self.matches.hide()

        self.who_label = text_label(style.PREVIEW_WHO)
        self.hint_label = text_label(style.HINT)
        self.stack_label = text_label(style.FIELD_VALUE)
        self.seat_label = text_label(style.FIELD_VALUE)
        self.notice_label = refusal_label()
        self.dues_label = refusal_label()
        # The refusal of a busted player offers their re-entry: pressing it is the
        # director's confirmation (it names the buy-in), the Players page's ``ReEnter``.
        self.reenter_button = QPushButton()
        self.reenter_button.hide()
        preview = QFrame()
        preview.setObjectName(style.CARD)
        preview_layout = QVBoxLayout(preview)
        preview_layout.setContentsMargins(16, 12, 16, 12)
        preview_layout.setSpacing(6)
        for label in (
            self.who_label,
            self.hint_label,
            self.stack_label,
            self.seat_label,
            self.dues_label,
            self.notice_label,
        ):
            preview_layout.addWidget(label)
        preview_layout.addWidget(self.reenter_button, 0, Qt.AlignmentFlag.AlignLeft)

        self.result_name_label = text_label(style.RESULT_NAME)
        self.result_place_label = text_label(style.RESULT_PLACE)
        self.result_chips_label = text_label(style.RESULT_CHIPS)
        self.result_note_label = refusal_label()
        self.result_card_label = text_label(style.HINT)
        self.result_card = QFrame()
        self.result_card.setObjectName(style.RESULT_CARD)
        result_layout = QVBoxLayout(self.result_card)
        result_layout.setContentsMargins(18, 12, 18, 14)
        result_layout.setSpacing(2)
        result_layout.addWidget(self.result_name_label)
        result_layout.addWidget(self.result_place_label)
        result_layout.addWidget(self.result_chips_label)
        result_layout.addWidget(self.result_note_label)
        result_layout.addWidget(self.result_card_label)
        self.result_card.hide()

        self.history_title = text_label(
            style.FIELD_LABEL,
            translate("register_dialog", "Registered at this desk (newest first)"),
        )
        self.history = QListWidget()
        self.history.setObjectName(style.HISTORY_LIST)
        self.history.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.history.setWordWrap(True)
        self.history.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.history.setResizeMode(QListView.ResizeMode.Adjust)
        self.printing = DeskPrinting()
        buttons, self.close_button = close_row(
            self, tip=translate("register_dialog", "Close the desk (Escape); its list is kept")
        )

        self.pending = PendingSignUps(floor=floor, commands=commands, parent=self)

        name_row = QHBoxLayout()
        name_row.setSpacing(8)
        name_row.addWidget(self.name_edit, 1)
        name_row.addWidget(self.register_button)
        layout = dialog_column(self, title=self.title_label)
        layout.addWidget(self.clock_label)
        layout.addWidget(self.pending)
        layout.addLayout(name_row)
        layout.addWidget(self.matches)
        layout.addWidget(preview)
        layout.addWidget(self.result_card)
        layout.addWidget(self.history_title)
        layout.addWidget(self.history, 1)
        layout.addWidget(self.printing)
        layout.addLayout(buttons)

        self.name_edit.textEdited.connect(self._on_name_edit_text_edited)
        self.name_edit.step_requested.connect(self._on_name_edit_step_requested)
        self.name_edit.undo_requested.connect(self._on_name_edit_undo_requested)
        self.matches.currentRowChanged.connect(self._on_matches_current_row_changed)
        self.matches.itemDoubleClicked.connect(self._on_matches_item_double_clicked)
        self.register_button.clicked.connect(self._on_register_button_clicked)
        self.reenter_button.clicked.connect(self._on_reenter_button_clicked)
        self.pending.confirmed.connect(self._on_pending_confirmed)

    # ------------------------------------------------------------ reading
    @property
    def event_id(self) -> int | None:
        return self._event_id

    @property
    def preview(self) -> RegistrationPreview | None:
        """What Enter would do now."""
        return self._preview

    @property
    def registered(self) -> list[Registered]:
        """The registrations made at this desk, newest first."""
        return list(self._registered)

    def chosen_player_id(self) -> int | None:
        """The player chosen among the matches (Up/Down or a click), if any."""
        item = self.matches.currentItem()
        if item is None or not item.isSelected():
            return None
        return int(item.data(PLAYER_ID_ROLE))

    def target(self) -> int | str:
        """What Enter registers: the chosen match (their id), else the member whose
        membership number is the text typed whole (a scanned card), else the one player
        listed (a partial name shown to match only them), else the text typed."""
        chosen = self.chosen_player_id()
        if chosen is None and not self._as_typed:
            member = member_numbered(self.floor.state.players, self.name_edit.text())
            chosen = member.id if member is not None else None
        if chosen is None and self.matches.count() == 1 and not self._as_typed:
            chosen = int(self.matches.item(0).data(PLAYER_ID_ROLE))
        return chosen if chosen is not None else self.name_edit.text().strip()

    # ------------------------------------------------------------ showing
    def set_event(self, event_id: int) -> None:
        """Register into ``event_id`` (another event starts a new list)."""
        if event_id != self._event_id:
            self._event_id = event_id
            self._registered.clear()
            self.result_card.hide()
            self.name_edit.clear()
            self.notice_label.hide()
            self.pending.set_event(event_id)
        self.refresh()

    def refresh(self) -> None:
        """Bring the dialog up to the floor's state (after any change, or the clock moving)."""
        event_id = self._event_id
        info = self.floor.state.events.get(event_id) if event_id is not None else None
        if info is None:
            return
        self.title_label.setText(
            translate("register_dialog", "Register players {DASH} {name}").format(
                DASH=DASH, name=info.name
            )
        )
        self.pending.refresh()
        self._show_matches(keep=self.chosen_player_id())
        self._show_preview()
        self._show_history()
        self._show_last()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.name_edit.setFocus()

    def _players(self) -> PlayerIndex:
        if self._index is None or self._index_revision != self.floor.revision:
            self._index = PlayerIndex(self.floor.state.players.values())
            self._index_revision = self.floor.revision
        return self._index

    def _show_matches(self, *, keep: int | None = None) -> None:
        """List the players the typed text matches; player ``keep`` stays chosen."""
        text = self.name_edit.text()
        found = self._players().search(text, MATCH_LIMIT) if text.strip() else []
        self.matches.blockSignals(True)
        self.matches.clear()
        for player in found:
            text, registered = self._match_text(player)
            item = QListWidgetItem(text)
            item.setData(PLAYER_ID_ROLE, player.id)
            if registered:
                item.setForeground(QBrush(MUTED))
            self.matches.addItem(item)
            if keep == player.id:
                self.matches.setCurrentItem(item)
        self.matches.blockSignals(False)
        self.matches.setVisible(bool(found))

    def _match_text(self, player: Player) -> tuple[str, bool]:
        """``#4 Alice Smith ("Ace", M-100) — registered, table 2 seat 5``, and whether the
        player is in the event already."""
        text = player.describe()
        if self._event_id is None:
            return text, False
        earlier = player_entries(self.floor.state, self._event_id, player.id)
        if not earlier:
            return text, False
        latest = earlier[-1]
        if latest.in_play:
            place = said(where(self.floor.state, latest, self.floor.clock()))
            return translate("register_dialog", "{text}  {DASH}  registered, {place}").format(
                text=text, DASH=DASH, place=place
            ), True
        return translate(
            "register_dialog", "{text}  {DASH}  {status} (entry {entry_number})"
        ).format(
            text=text, DASH=DASH, status=latest.status, entry_number=latest.entry_number
        ), False

    def _show_preview(self) -> None:
        event_id = self._event_id
        if event_id is None:
            return
        state = self.floor.state
        preview = preview_registration(
            state, event_id, self.target(), now=self.floor.clock(), new_player=self._as_typed
        )
        self._preview = preview
        settings = state.events[event_id].settings
        closed = preview.refusal is not None and preview.refusal.code == LateRegistrationClosed.code
        late = late_reg_text(settings, closed=closed)
        self.clock_label.setText(f"{clock_text(preview.terms)}  \u00b7  {late}")
        self.who_label.setText(self._who_text(preview))
        self.who_label.setVisible(not preview.blank)
        self.hint_label.setText(self._hint_text(preview))
        self.hint_label.setVisible(bool(self.hint_label.text()))
        self.stack_label.setText(
            translate("register_dialog", "Receives {0}").format(stack_text(preview.terms))
        )
        self.stack_label.setVisible(not preview.closed)
        if preview.for_draw:
            seat = translate(
                "register_dialog",
                "Seat: at the seat draw before the start, with everyone registered",
            )
        elif preview.waiting:
            seat = translate(
                "register_dialog", "Every seat is taken: waiting list, alternate {alternate}"
            ).format(alternate=preview.alternate)
        else:
            seat = translate("register_dialog", "Seat: drawn at random on Enter")
        self.seat_label.setText(seat)
        self.seat_label.setVisible(not preview.blank and not preview.refused)
        self.register_button.setEnabled(not preview.blank)
        self.dues_label.setText(
            translate(
                "register_dialog", "{dues}: remind them to renew (they may still play)."
            ).format(dues=said(preview.dues))
        )
        self.dues_label.setVisible(bool(preview.dues) and not preview.refused)
        if preview.refusal is not None:
            self._show_notice(
                translate("register_dialog", "Would be refused: {message}").format(
                    message=preview.refusal.said(window_words().say)
                )
            )
        else:
            self.notice_label.hide()
        self._offer_reentry(preview.refusal, preview.player)

    def _offer_reentry(self, refusal: FloorError | None, player: Player | None) -> None:
        """Offer the re-entry a refusal names as its remedy, with what it costs."""
        offered = refusal is not None and refusal.remedy == Remedy(Fix.REENTER)
        event_id = self._event_id
        if not offered or player is None or event_id is None:
            self._reentry = None
            self.reenter_button.hide()
            return
        settings = self.floor.state.events[event_id].settings
        price = money_text(settings.buy_in + settings.fee, grouped=False)
        self._reentry = player
        self.reenter_button.setText(
            translate("register_dialog", "Re-enter {name}: buy-in {price}, new random seat").format(
                name=player.name, price=price
            )
        )
        self.reenter_button.setToolTip(
            translate(
                "register_dialog", "A new entry for this busted player, as Players > Re-enter"
            )
        )
        self.reenter_button.show()

    def _who_text(self, preview: RegistrationPreview) -> str:
        if preview.player is not None:
            return translate("register_dialog", "Existing player: {0}").format(
                preview.player.describe()
            )
        if preview.new_name:
            namesakes = players_named(self.floor.state.players, preview.new_name)
            if namesakes:
                beside = ", ".join(player.describe() for player in namesakes[:3])
                return translate(
                    "register_dialog",
                    "New player: {new_name} {DASH} joins the database beside {beside}",
                ).format(new_name=preview.new_name, DASH=DASH, beside=beside)
            return translate(
                "register_dialog", "New player: {new_name} {DASH} joins the database"
            ).format(new_name=preview.new_name, DASH=DASH)
        if preview.refusal is not None and preview.refusal.code == AmbiguousPlayer.code:
            return translate("register_dialog", "Which {0}?").format(preview.typed.strip())
        return preview.typed.strip()

    def _hint_text(self, preview: RegistrationPreview) -> str:
        if preview.blank:
            return translate("register_dialog", BLANK_HINT)
        if self._as_typed and self.matches.count():
            return translate(
                "register_dialog",
                "Enter registers a new player of this name; \u2193 goes back to the list.",
            )
        if self.matches.count() == 1 and self.chosen_player_id() is None:
            return translate(
                "register_dialog",
                "Enter registers the player listed; \u2191 for a new player of this name.",
            )
        if self.matches.count() and self.chosen_player_id() is None:
            return translate(
                "register_dialog",
                "\u2193 chooses one of the players listed above, \u2191 a new player of "
                "this name; Enter registers.",
            )
        return ""

    def _show_notice(self, text: str) -> None:
        self.notice_label.setText(text)
        self.notice_label.show()

    def _live(self, made: Registered) -> bool:
        """Whether the registration ``made`` still stands (not undone)."""
        entry = event_entries(self.floor.state, self._event_id or 0).get(made.row.id)
        return entry is not None and entry.registered_at == made.at

    def _newest_live(self) -> Registered | None:
        return next((made for made in self._registered if self._live(made)), None)

    def _show_last(self) -> None:
        """The seat card: the newest registration of this desk still standing, read
        from the floor now (a move since shows the new seat); hidden when none is."""
        made = self._newest_live()
        rows = field_summary(self.floor.state, self._event_id or 0).entries
        row = next((r for r in rows if made is not None and r.id == made.row.id), None)
        if row is None:
            self.result_card.hide()
            return
        policy = self.floor.state.events[self._event_id or 0].settings.late_reg
        self.result_name_label.setText(
            translate("register_dialog", "{player}  ·  entry {entry_number}").format(
                player=row.player, entry_number=row.entry_number
            )
        )
        self.result_place_label.setText(place_text(row))
        self.result_chips_label.setText(chips_text(row, policy))
        self.result_note_label.setText(
            translate("register_dialog", "{0}: remind them to renew.").format(
                said(made.dues) if made else ""
            )
        )
        self.result_note_label.setVisible(made is not None and bool(made.dues))
        self.result_card_label.setText(made.card if made else "")
        self.result_card_label.setVisible(made is not None and bool(made.card))
        self.result_card.show()

    def _show_history(self) -> None:
        self.history.clear()
        for made in self._registered:
            live = self._live(made)
            text = f"{made.clock}   {made.row.player}  {DASH}  {made.line}"
            item = QListWidgetItem(
                text
                if live
                else translate("register_dialog", "{text}   (undone)").format(text=text)
            )
            if not live:
                font = QFont(item.font())
                font.setStrikeOut(True)
                item.setFont(font)
                item.setForeground(QBrush(MUTED))
            self.history.addItem(item)

    # ------------------------------------------------------------ doing
    def register(self) -> bool:
        """Register what Enter registers; show the seat, or the refusal (nothing changed)."""
        event_id = self._event_id
        target = self.target()
        if event_id is None or target == "":
            return False
        if isinstance(target, str) and self._ask_first(target):
            return False
        try:  # read on the floor as it is now, another station's players included
            self.floor.refresh()
            entrant = entrant_for(self.floor.state.players, target, new=self._as_typed)
        except FloorError as exc:  # a name several players share, a number nobody has
            return self._refused(exc, target)
        return self._enter(RegisterEntry(event_id, (entrant,)), str(target))

    def reenter(self) -> bool:
        """Re-enter the busted player the refusal offers (the director pressed the offer)."""
        player, event_id = self._reentry, self._event_id
        if player is None or event_id is None:
            return False
        return self._enter(ReEnter(event_id, player.id), player.name)

    def _enter(self, command: RegisterEntry | ReEnter, target: str) -> bool:
        """Send a registration or re-entry; add it to the desk's list, or show the refusal."""
        event_id = command.event_id
        try:
            done = self.commands.execute(command)
        except FloorError as exc:
            return self._refused(exc, target)
        self._asked = ""
        self._as_typed = False
        self.name_edit.clear()
        self._add_entered(done, event_id)
        self.name_edit.setFocus()
        return True

    def _add_entered(self, done: Done, event_id: int) -> None:
        """Put the entries ``done`` made on the seat card and atop the desk's list."""
        state = self.floor.state
        policy = state.events[event_id].settings.late_reg
        for row in new_entries(state, done.entries):
            entry = state.entries[event_id][row.id]
            now = self.floor.clock()
            made = Registered(
                row=row,
                line=entry_line(row, policy),
                at=entry.registered_at,
                clock=now.astimezone().strftime("%H:%M"),
                label=done.label,
                dues=desk_dues_warning(state.players.get(entry.player_id), now),
                card=self._print_card(event_id, row.id),
            )
            self._registered.insert(0, made)
        self.refresh()

    def _print_card(self, event_id: int, entry_id: int) -> str:
        """Print the seat card of ``entry_id`` when the desk prints; what the desk says of
        it (blank: no printing, or no seat yet)."""
        folder = self.printing.folder()
        if folder is None:
            return ""
        try:
            path = print_desk_card(self.floor, event_id, entry_id, folder, window_words())
        except FloorError as exc:
            return translate("register_dialog", "The seat card was not printed: {message}").format(
                message=exc.said(window_words().say)
            )
        return (
            ""
            if path is None
            else translate("register_dialog", "Seat card printed: {name}").format(name=path.name)
        )

    def _refused(self, exc: FloorError, target: object) -> bool:
        """Say why ``target`` was not registered (nothing changed); False."""
        logger.info("registration of %r refused: %s (%s)", target, exc.message, exc.code)
        self._show_notice(
            translate("register_dialog", "Not registered: {message} Nothing was changed.").format(
                message=exc.said(window_words().say)
            )
        )
        self._offer_reentry(exc, self._preview.player if self._preview else None)
        self.name_edit.setFocus()
        return False

    def _ask_first(self, target: str) -> bool:
        """A new player close to existing ones: name them and wait for a second Enter
        on the same name (True: asked now, nothing registered)."""
        preview = self._preview
        if preview is None or not preview.new_name or self._asked == target:
            return False
        close = self._players().close_to(target, MATCH_LIMIT)
        if not close:
            return False
        self._asked = target
        names = ", ".join(player.describe() for player in close[:3])
        more = (
            translate("register_dialog", " and {0} more").format(len(close) - 3)
            if len(close) > 3
            else ""
        )
        self._show_notice(
            translate(
                "register_dialog",
                "Close to {names}{more}. Enter again creates the new player “{new_name}”; ↓ "
                "chooses one listed, or type more.",
            ).format(names=names, more=more, new_name=preview.new_name)
        )
        return True

    def undo_last(self) -> bool:
        """Take back this desk's newest registration, if it is still the operator's latest
        action (else say so: Edit > Undo takes back whatever this station did last)."""
        made = self._newest_live()
        if self._event_id is None or made is None:
            return False
        scope = event_scope(self._event_id)
        group = self.floor.undo_group(scope)
        if group is None or self.floor.action_label(group) != made.label:
            self._show_notice(
                translate(
                    "register_dialog",
                    "The last action is no longer the registration of {player}: use Edit > "
                    "Undo in the main window.",
                ).format(player=made.row.player)
            )
            return False
        try:
            self.commands.undo(scope, expected=group)
        except FloorError as exc:
            self._show_notice(
                translate("register_dialog", "Not undone: {message} Nothing was changed.").format(
                    message=exc.said(window_words().say)
                )
            )
            return False
        self.refresh()
        return True

    # ------------------------------------------------------------ slots
    def _on_name_edit_text_edited(self, text: str) -> None:
        self._asked = ""
        self._as_typed = False
        self._show_matches()
        self._show_preview()

    def _on_name_edit_undo_requested(self) -> None:
        self.undo_last()

    def _on_name_edit_step_requested(self, step: int) -> None:
        count = self.matches.count()
        if count == 0:
            return
        current = self.matches.currentRow() if self.matches.currentItem() is not None else -1
        row = current + step
        self._as_typed = row < 0
        if row < 0:
            self.matches.setCurrentRow(-1)
            self.matches.clearSelection()
            self._show_preview()
        else:
            self.matches.setCurrentRow(min(row, count - 1))

    def _on_matches_current_row_changed(self, row: int) -> None:
        self._show_preview()

    def _on_matches_item_double_clicked(self, item: QListWidgetItem) -> None:
        self.matches.setCurrentItem(item)
        self.register()

    def _on_register_button_clicked(self) -> None:
        self.register()

    def _on_pending_confirmed(self, done: Done) -> None:
        if self._event_id is not None:
            self._add_entered(done, self._event_id)

    def _on_reenter_button_clicked(self) -> None:
        self.reenter()

"""UI layer: finding player records that look like one person, and merging them.

``MergePlayersDialog`` lists the groups ``app.views.players.duplicates`` finds
(the same name once case, accents, punctuation and word order are ignored,
or the same membership number), each record with its details and how many
entries it has. The director selects the record to keep; "Merge into the
selected player" sends one ``MergePlayers`` for every other record of that
group, so their entries (in every event) move to the kept record and its
blank details are filled from theirs. A refusal (both records have entries in
one event) is shown in the dialog and changes nothing.
"""

from __future__ import annotations

import logging
from collections import Counter

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from floortool.app.commands.players import MergePlayers
from floortool.app.floor import Floor
from floortool.app.views.players import duplicates
from floortool.domain.kernel.errors import FloorError
from floortool.domain.players.records import Player
from floortool.ui import style
from floortool.ui.command_sender import CommandSender
from floortool.ui.dialog_parts import close_row, dialog_column, refusal_label, text_label
from floortool.ui.translation import QT_TRANSLATE_NOOP, said, translate, window_words

logger = logging.getLogger(__name__)

PLAYER_ID_ROLE = Qt.ItemDataRole.UserRole + 1
HINT = QT_TRANSLATE_NOOP(
    "merge_dialog",
    "Records that look like the same person: the same name (ignoring case, accents, "
    "punctuation and word order) or the same membership number. Select the record to "
    "keep and merge: the others' entries move to it and their details fill its blanks.",
)


class MergePlayersDialog(QDialog):
    """Likely duplicate players, and merging a group into the record chosen to keep."""

    COL_PLAYER, COL_NICKNAME, COL_MEMBERSHIP, COL_CONTACT, COL_ENTRIES = range(5)
    HEADERS = (
        QT_TRANSLATE_NOOP("headers", "Player"),
        QT_TRANSLATE_NOOP("headers", "Nickname"),
        QT_TRANSLATE_NOOP("headers", "Membership"),
        QT_TRANSLATE_NOOP("headers", "Contact"),
        QT_TRANSLATE_NOOP("headers", "Entries"),
    )

    def __init__(self, *, floor: Floor, commands: CommandSender, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.floor = floor
        self.commands = commands
        self.groups: list[tuple[Player, ...]] = []
        self._items: dict[int, QTreeWidgetItem] = {}  # player id -> its row
        self.setWindowTitle(translate("merge_dialog", "Duplicate players"))
        self.setMinimumSize(720, 460)

        self.tree = QTreeWidget()
        self.tree.setObjectName(style.DATA_TABLE)
        self.tree.setColumnCount(len(self.HEADERS))
        self.tree.setHeaderLabels([translate("headers", title) for title in self.HEADERS])
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setRootIsDecorated(False)
        self.tree.setItemsExpandable(False)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(self.COL_PLAYER, QHeaderView.ResizeMode.Stretch)
        for column in (self.COL_NICKNAME, self.COL_MEMBERSHIP, self.COL_CONTACT):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(self.COL_ENTRIES, QHeaderView.ResizeMode.ResizeToContents)
        self.status_label = text_label(style.FIELD_VALUE)
        self.error_label = refusal_label()
        self.merge_button = QPushButton(translate("merge_dialog", "Merge into the selected player"))
        self.merge_button.setObjectName(style.PRIMARY)
        self.merge_button.setDefault(True)
        buttons, self.close_button = close_row(self, self.merge_button)

        layout = dialog_column(
            self,
            title=translate("merge_dialog", "Find duplicates and merge"),
            hint=translate("merge_dialog", HINT),
        )
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.status_label)
        layout.addWidget(self.error_label)
        layout.addLayout(buttons)

        self.tree.currentItemChanged.connect(self._on_tree_current_item_changed)
        self.merge_button.clicked.connect(self._on_merge_button_clicked)
        self.refresh()

    # ------------------------------------------------------------ showing
    def refresh(self) -> None:
        """List the duplicate groups as the floor has them now."""
        state = self.floor.state
        self.groups = duplicates(state)
        counts = Counter(
            entry.player_id for entries in state.entries.values() for entry in entries.values()
        )
        self.tree.clear()
        self._items.clear()
        bold = QFont(self.tree.font())
        bold.setBold(True)
        for group in self.groups:
            head = QTreeWidgetItem(
                [
                    translate("merge_dialog", "{name}  ({0} records)").format(
                        len(group), name=group[0].name
                    )
                ]
            )
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            head.setFont(self.COL_PLAYER, bold)
            self.tree.addTopLevelItem(head)
            head.setFirstColumnSpanned(True)
            for player in group:
                item = QTreeWidgetItem(
                    [
                        f"#{player.id} {player.name}",
                        player.nickname,
                        player.membership,
                        player.contact,
                        str(counts.get(player.id, 0)),
                    ]
                )
                item.setData(self.COL_PLAYER, PLAYER_ID_ROLE, player.id)
                item.setTextAlignment(
                    self.COL_ENTRIES, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                )
                head.addChild(item)
                self._items[player.id] = item
        self.tree.expandAll()
        self.tree.setCurrentIndex(QModelIndex())
        if not self.groups:
            self.status_label.setText(
                translate("merge_dialog", "No likely duplicates in the player database.")
            )
        else:
            groups = (
                translate("merge_dialog", "1 group")
                if len(self.groups) == 1
                else translate("merge_dialog", "{0} groups").format(len(self.groups))
            )
            self.status_label.setText(
                translate(
                    "merge_dialog",
                    "{groups} of likely duplicates. Select the record to keep, then merge.",
                ).format(groups=groups)
            )
        self._sync_button()

    def selected_player_id(self) -> int | None:
        item = self.tree.currentItem()
        if item is None or not item.isSelected():
            return None
        value = item.data(self.COL_PLAYER, PLAYER_ID_ROLE)
        return None if value is None else int(value)

    def select_player(self, player_id: int) -> None:
        """Select the record of ``player_id`` (as a click would)."""
        item = self._items.get(player_id)
        if item is not None:
            self.tree.setCurrentItem(item)

    def _sync_button(self) -> None:
        self.merge_button.setEnabled(self.selected_player_id() is not None)

    # ------------------------------------------------------------ doing
    def merge_selected(self) -> bool:
        """Merge every other record of the selected record's group into it."""
        keep = self.selected_player_id()
        group = next((g for g in self.groups if any(p.id == keep for p in g)), ())
        if keep is None or not group:
            return False
        self.error_label.hide()
        labels: list[str] = []
        for other in group:
            if other.id == keep:
                continue
            try:
                done = self.commands.execute(MergePlayers(keep, other.id))
            except FloorError as exc:
                logger.info("merge refused: %s (%s)", exc.message, exc.code)
                self.error_label.setText(
                    translate("merge_dialog", "Not merged: {message}").format(
                        message=exc.said(window_words().say)
                    )
                )
                self.error_label.show()
                self.refresh()
                return False
            labels.append(said(done.phrase))
        self.refresh()
        self.status_label.setText(
            translate("merge_dialog", "Done: {actions}.").format(actions="; ".join(labels))
        )
        return True

    # ------------------------------------------------------------ slots
    def _on_tree_current_item_changed(
        self, current: QTreeWidgetItem | None, previous: QTreeWidgetItem | None
    ) -> None:
        self._sync_button()

    def _on_merge_button_clicked(self) -> None:
        self.merge_selected()

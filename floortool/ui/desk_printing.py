"""UI layer: where the registration desk prints each entrant's seat card.

``DeskPrinting`` is the row at the foot of the desk: "Print each seat card"
and the folder the cards go to (an 80 mm ticket PDF per entrant seated, named
for the event and the entry: a thermal printer's watched folder, or one to
print from). The choice is the station's, kept with the window's preferences,
so a desk set up once prints at every event.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QCheckBox, QFileDialog, QHBoxLayout, QPushButton, QWidget

from floortool.ui.elided_label import ElidedLabel
from floortool.ui.translation import translate
from floortool.ui.window_layout import window_settings

ON_KEY = "desk/print_seat_cards"
FOLDER_KEY = "desk/seat_card_folder"


class DeskPrinting(QWidget):
    """Print each seat card at the desk, or not, and the folder they go to."""

    def __init__(self, parent: QWidget | None = None, settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else window_settings()
        folder = str(self._settings.value(FOLDER_KEY, "") or "")
        self._folder = Path(folder) if folder else None
        self.check = QCheckBox(translate("desk_printing", "Print each seat card to"))
        self.check.setToolTip(
            translate(
                "desk_printing",
                "After each registration, the entrant's seat card (an 80 mm ticket) is saved "
                "as a PDF in this folder, for the desk's printer",
            )
        )
        self.check.setChecked(
            self._folder is not None and self._settings.value(ON_KEY, "false") == "true"
        )
        self.folder_label = ElidedLabel()
        self.choose_button = QPushButton(translate("desk_printing", "Choose folder\u2026"))
        self.choose_button.setToolTip(
            translate("desk_printing", "The folder the desk's seat cards are saved in")
        )
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(8)
        layout.addWidget(self.check)
        layout.addWidget(self.folder_label, 1)
        layout.addWidget(self.choose_button)
        self._show()
        self.check.toggled.connect(self._on_check_toggled)
        self.choose_button.clicked.connect(self._on_choose_button_clicked)

    def folder(self) -> Path | None:
        """The folder to print to, or None when the desk prints no cards."""
        return self._folder if self.check.isChecked() else None

    def set_folder(self, folder: Path | None) -> None:
        """Print to ``folder`` (None: print nothing), remembered for the next time."""
        self._folder = folder
        self._settings.setValue(FOLDER_KEY, "" if folder is None else str(folder))
        self.check.setChecked(folder is not None)
        self._show()

    def _show(self) -> None:
        self.folder_label.set_full_text(
            str(self._folder) if self._folder else translate("desk_printing", "(no folder chosen)")
        )
        self.check.setEnabled(self._folder is not None)

    def _on_check_toggled(self, on: bool) -> None:
        self._settings.setValue(ON_KEY, "true" if on else "false")

    def _on_choose_button_clicked(self) -> None:
        start = str(self._folder) if self._folder else ""
        chosen = QFileDialog.getExistingDirectory(
            self, translate("desk_printing", "Print seat cards to"), start
        )
        if chosen:
            self.set_folder(Path(chosen))

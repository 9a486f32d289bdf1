"""UI layer: View > Language: the languages the window speaks, one to choose for its next start.

The choice is kept in ``window.ini`` (``translation.save_language``) and taken
at the next start, when the window is built in that language (a window half in
one language and half in another is never shown); the status bar says so.
``--lang`` overrides it for one run.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from floortool.app.languages import LANGUAGES
from floortool.ui.translation import save_language, saved_language, translate


class LanguageMenu(QMenu):
    """The languages, the one chosen for the next start checked; ``chosen`` tells its
    name once it is kept."""

    chosen = Signal(str)

    def __init__(self, settings: QSettings, parent: QWidget) -> None:
        super().__init__(translate("language_menu", "&Language"), parent)
        self._settings = settings
        self.setToolTip(
            translate("language_menu", "The language of the window, from its next start")
        )
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        saved = saved_language(settings)
        for code, name in LANGUAGES.items():
            action = QAction(name, self)
            action.setCheckable(True)
            action.setChecked(code == saved)
            action.setData(code)
            self.group.addAction(action)
            self.addAction(action)
        self.group.triggered.connect(self._on_group_triggered)

    def _on_group_triggered(self, action: QAction) -> None:
        code = str(action.data())
        save_language(self._settings, code)
        self.chosen.emit(
            translate("language_menu", "The window speaks {name} from its next start.").format(
                name=LANGUAGES[code]
            )
        )

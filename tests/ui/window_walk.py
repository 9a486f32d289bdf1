"""The real window, driven from inside its own process: a replayed path or a seeded random walk.

Run as a child process (``tests/ui/child_window.py`` starts it), so a native crash
kills the child and not the test that reports it::

    python -m tests.ui.window_walk --seed 7 --actions 2000 --status walk.log
    python -m tests.ui.window_walk --replay settings-then-structure --status walk.log

The window starts as a director starts it: ``floortool.launcher.main`` with no
command (the launcher's garbage-collector set-up included) on the home named by
``FLOORTOOL_HOME``. Once the main window exists, a ``Walker`` runs one action
per turn of the event loop: keys (``QTest``) to the widget with the focus,
shortcuts, menu actions, buttons, typed text; in a modal dialog the turns go on
inside the dialog's own event loop, as a director's keys would. After every
action the status file gets a line (``step N: what``), written before the
action runs, so the parent names the action a crash stopped in.

A full garbage collection is one of the walk's actions (and a step of the
replay, where the director's crash had one): when the collector runs is part
of the seed, not of the machine's timing. The application's screens must
outlive the walk (issue 23: a dialog freed by the collector took the
``QScreen`` with it); their deletion, or an error the window logged (an
exception nobody expected, a critical message of Qt's), ends the child with
``EXIT_FAULT`` and a line saying why.
"""

from __future__ import annotations

import argparse
import faulthandler
import gc
import logging
import random
import string
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, QUrl, Slot
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QLineEdit,
    QWidget,
)

from floortool.ui import application
from floortool.ui.crash_notice import CrashNotice
from floortool.ui.main_window import MainWindow

#: The exit status of a walk that found a fault (a crash has its signal's status).
EXIT_FAULT = 3
#: The line the child writes last when every action ran.
FINISHED = "walk finished"
#: A step: a full garbage collection.
COLLECT = "collect"
#: A step: a native crash (a segmentation fault), as Qt's would be.
CRASH = "crash"
#: The director's path of issue 23, item 1, key by key; a start that crashes; a start.
REPLAYS: dict[str, list[str]] = {
    "settings-then-structure": [
        "type:League night",
        "key:Return",
        "key:Ctrl+Comma",
        "type: x",
        "key:Return",
        # The collector ran here in the director's crash (while the Structure page's
        # modules loaded): a full collection now makes it so on every machine.
        COLLECT,
        "key:Ctrl+2",
    ],
    "crash": ["key:Ctrl+1", CRASH],
    "start": [],
}
#: Buttons the walk leaves alone: the system's print dialog (Qt's, not floortool's).
SKIPPED_BUTTONS = ("Print",)
#: Menu actions the walk leaves alone: quitting ends the walk.
SKIPPED_ACTIONS = ("&Quit",)
KEYS = {
    "Return": Qt.Key.Key_Return,
    "Escape": Qt.Key.Key_Escape,
    "Tab": Qt.Key.Key_Tab,
    "Comma": Qt.Key.Key_Comma,
    "Z": Qt.Key.Key_Z,
    **{str(n): getattr(Qt.Key, f"Key_{n}") for n in range(10)},
}


def _collect() -> None:
    gc.collect()


class Faults(logging.Handler):
    """Every record the window logs at ERROR or above (an exception it did not expect)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(self.format(record))


class UrlSink(QObject):
    """Where the walk's links and folders go instead of the desktop's browser or file manager."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        for scheme in ("file", "http", "https", "mailto"):
            QDesktopServices.setUrlHandler(scheme, self, "open_url")

    @Slot(QUrl)
    def open_url(self, url: QUrl) -> None:
        """Opened (for the walk): nothing leaves the process."""


class Walker(QObject):
    """Run ``steps`` (or ``actions`` random ones from ``seed``) on ``window``, one per turn."""

    def __init__(
        self,
        window: MainWindow,
        *,
        status: TextIO,
        steps: Sequence[str] | None = None,
        seed: int = 0,
        actions: int = 0,
        pause_ms: int = 0,
    ) -> None:
        super().__init__(window)
        self.window = window
        self.status = status
        self.scripted = steps is not None
        self.steps = list(steps or ())
        self.random = random.Random(seed)
        self.remaining = len(self.steps) if self.scripted else actions
        self.pause_ms = pause_ms
        self.number = 0
        self.urls = UrlSink(self)
        self.faults = Faults()
        logging.getLogger("floortool").addHandler(self.faults)
        self.screens_deleted: list[str] = []
        for screen in QGuiApplication.screens():
            screen.destroyed.connect(self._on_screen_destroyed)

    def start(self, waited_ms: int = 0) -> None:
        """Begin once the window has the keyboard (its first field has the focus), as a
        director begins once it is on screen; after 5 s, begin anyway."""
        if QApplication.focusWidget() is None and waited_ms < 5000:
            QTimer.singleShot(50, lambda: self.start(waited_ms + 50))
            return
        for notice in self.window.findChildren(CrashNotice):
            if notice.isVisible():
                self._say(f"notice: {notice.text_label.text()}")
        QTimer.singleShot(self.pause_ms, self._turn)

    def _say(self, line: str) -> None:
        self.status.write(line + "\n")
        self.status.flush()

    def _on_screen_destroyed(self) -> None:
        self.screens_deleted.append(f"step {self.number}")

    def _turn(self) -> None:
        """One action; the next turn is queued first, so it also runs inside a dialog's loop."""
        if self.status.closed or self._fault():
            return
        if self.remaining <= 0:
            self._finish()
            return
        self.remaining -= 1
        self.number += 1
        QTimer.singleShot(self.pause_ms, self._turn)
        name, act = self._next()
        self._say(f"step {self.number}: {name}")
        try:
            act()
        except RuntimeError as error:  # the control went with its dialog: a step of no effect
            if "already deleted" not in str(error):
                raise
            self._say(f"step {self.number}: (its control was gone)")

    def _fault(self) -> bool:
        why = ""
        if self.screens_deleted:
            why = f"the application's screen was deleted at {self.screens_deleted[0]}"
        elif self.faults.records:
            why = "the window logged an error:\n" + self.faults.records[0]
        if not why:
            return False
        self._say(f"FAULT at step {self.number}: {why}")
        self.status.close()
        sys.stdout.flush()
        # No clean shut-down: the fault is the result, and the window may be in no state to close.
        QApplication.exit(EXIT_FAULT)
        self.remaining = 0
        return True

    def _finish(self) -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QDialog) and widget.isVisible():
                widget.reject()
        if any(isinstance(w, QDialog) and w.isVisible() for w in QApplication.topLevelWidgets()):
            QTimer.singleShot(0, self._finish)
            return
        self._say(FINISHED)
        self.window.close()
        QApplication.quit()

    # ------------------------------------------------------------ choosing
    def _next(self) -> tuple[str, Callable[[], None]]:
        if self.scripted:
            step = self.steps.pop(0)
            return step, self._scripted(step)
        return self._random_action()

    def _scripted(self, step: str) -> Callable[[], None]:
        if step == COLLECT:
            return _collect
        if step == CRASH:
            return faulthandler._sigsegv
        kind, _, value = step.partition(":")
        if kind == "type":
            return lambda: QTest.keyClicks(self._focus(), value)
        return lambda: self._key(value)

    def _focus(self) -> QWidget:
        """Where a key goes: into the open dialog (its field with the focus) before the
        window manager has made it the active window, else to the focus widget."""
        dialog = self._open_dialog()
        if dialog is not None:
            return dialog.focusWidget() or dialog
        return QApplication.focusWidget() or self.window

    def _key(self, keys: str) -> None:
        *modifiers, key = keys.split("+")
        held = Qt.KeyboardModifier.NoModifier
        for modifier in modifiers:
            held |= {
                "Ctrl": Qt.KeyboardModifier.ControlModifier,
                "Shift": Qt.KeyboardModifier.ShiftModifier,
            }[modifier]
        QTest.keyClick(self._focus(), KEYS[key], held)

    def _random_action(self) -> tuple[str, Callable[[], None]]:
        dialog = self._open_dialog()
        pick = self.random.random()
        if pick < 0.04:
            return COLLECT, _collect
        if dialog is not None:
            return self._in_dialog(dialog)
        if self.window.event_id is None:
            name = "".join(self.random.choices(string.ascii_letters + " ", k=8)).strip() or "Ev"
            if pick < 0.6:
                return f"welcome: create {name!r}", lambda: self._create_event(name)
            return self._menu_action()
        if pick < 0.3:
            page = self.random.randint(1, 9)
            return f"key Ctrl+{page}", lambda: self._key(f"Ctrl+{page}")
        if pick < 0.5:
            return self._menu_action()
        if pick < 0.55:
            return "key Ctrl+Z", lambda: self._key("Ctrl+Z")
        return self._on_widgets(self.window.event_view.stack.currentWidget(), "page")

    def _open_dialog(self) -> QWidget | None:
        modal = QApplication.activeModalWidget()
        if modal is not None:
            return modal
        shown = [
            w
            for w in QApplication.topLevelWidgets()
            if w is not self.window and w.isVisible() and isinstance(w, QDialog)
        ]
        return shown[-1] if shown else None

    def _create_event(self, name: str) -> None:
        form = self.window.welcome.form
        form.name_edit.setFocus()
        QTest.keyClicks(form.name_edit, name)
        QTest.keyClick(form.name_edit, Qt.Key.Key_Return)

    def _menu_action(self) -> tuple[str, Callable[[], None]]:
        actions = [
            a
            for a in self.window.findChildren(QAction)
            if a.isEnabled() and a.text() and a.text() not in SKIPPED_ACTIONS and not a.menu()
        ]
        action = self.random.choice(actions)
        return f"menu {action.text()!r}", action.trigger

    def _in_dialog(self, dialog: QWidget) -> tuple[str, Callable[[], None]]:
        title = dialog.windowTitle() or type(dialog).__name__
        pick = self.random.random()
        if pick < 0.2:
            return f"{title}: Escape", lambda: self._key("Escape")
        if pick < 0.35:
            return f"{title}: Return", lambda: self._key("Return")
        if pick < 0.42:
            return f"{title}: Tab", lambda: self._key("Tab")
        if pick < 0.45:
            return f"{title}: close", dialog.close
        return self._on_widgets(dialog, title)

    def _on_widgets(self, root: QWidget, where: str) -> tuple[str, Callable[[], None]]:
        """A random thing done to a visible, enabled control under ``root``."""
        controls = [
            w
            for w in root.findChildren(QWidget)
            if isinstance(w, QAbstractButton | QLineEdit | QComboBox | QAbstractSpinBox)
            and w.isVisible()
            and w.isEnabled()
            and not (isinstance(w, QAbstractButton) and w.text().startswith(SKIPPED_BUTTONS))
        ]
        if not controls:
            return f"{where}: Tab", lambda: self._key("Tab")
        control = self.random.choice(controls)
        label = f"{where}: {type(control).__name__} {self._label(control)!r}"
        if isinstance(control, QCheckBox | QAbstractButton):
            return f"{label} click", control.click
        if isinstance(control, QComboBox):
            count = control.count()
            index = self.random.randrange(count) if count else -1
            return f"{label} choose {index}", lambda: control.setCurrentIndex(index)
        text = self._text()
        return f"{label} type {text!r} Return", lambda: self._type(control, text)

    def _label(self, control: QWidget) -> str:
        if isinstance(control, QAbstractButton):
            return control.text()
        return control.objectName() or control.toolTip()[:30]

    def _text(self) -> str:
        kind = self.random.random()
        if kind < 0.4:
            return str(self.random.randint(0, 20000))
        if kind < 0.5:
            return self.random.choice(["", "-1", "0", "1e9", "½", "Ann Lee", "  ", "#1", "x" * 300])
        alphabet = string.ascii_letters + string.digits + " .,-#'"
        return "".join(self.random.choices(alphabet, k=self.random.randint(1, 12)))

    def _type(self, control: QWidget, text: str) -> None:
        control.setFocus()
        if isinstance(control, QLineEdit | QAbstractSpinBox):
            control.selectAll()
        QTest.keyClicks(control, text)
        QTest.keyClick(control, Qt.Key.Key_Return)


def run(walker_options: dict[str, object], status_path: Path) -> int:
    """Open the window through the launcher and walk it; the launcher's exit status."""
    from floortool.launcher import main as launcher_main

    # Qt's own file dialog, a widget the walk can type in, not the desktop's.
    QCoreApplication.setAttribute(Qt.ApplicationAttribute.AA_DontUseNativeDialogs)
    status = status_path.open("a", encoding="utf-8", buffering=1)
    build = application.create_main_window

    def create_and_walk(*args: object, **kwargs: object) -> MainWindow:
        window = build(*args, **kwargs)  # type: ignore[arg-type]
        walker = Walker(window, status=status, **walker_options)  # type: ignore[arg-type]
        walker.start()
        return window

    application.create_main_window = create_and_walk  # type: ignore[assignment]
    return launcher_main([])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--status", type=Path, required=True)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--replay", choices=sorted(REPLAYS))
    args = parser.parse_args(argv)
    options: dict[str, object]
    if args.replay:
        # A pause between keys lets a dialog's own event loop end before the next key, as
        # a director's hands do.
        options = {"steps": REPLAYS[args.replay], "pause_ms": 200}
    else:
        options = {"seed": args.seed, "actions": args.actions}
    return run(options, args.status)


if __name__ == "__main__":
    sys.exit(main())

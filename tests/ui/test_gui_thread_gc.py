"""Python's garbage is collected in the GUI thread only (``ui/gui_thread_gc.py``).

A cycle holding a Qt object freed by another thread's collection leaves that
object's timers registered with the GUI thread, and the process dies when one
fires: the suite's rare crash in ``QTimerInfoList::activateTimers``.
"""

from __future__ import annotations

import gc
import threading
from typing import Any

from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from floortool.ui.application import application
from floortool.ui.gui_thread_gc import collect_on_gui_thread


def collections_in(work: Any) -> list[str]:
    """The threads' names in which the collector ran while ``work`` ran."""
    seen: list[str] = []

    def note(phase: str, _info: dict[str, int]) -> None:
        if phase == "start":
            seen.append(threading.current_thread().name)

    gc.callbacks.append(note)
    try:
        work()
    finally:
        gc.callbacks.remove(note)
    return seen


def allocate_cycles() -> None:
    """Many small cycles: far past the youngest generation's threshold."""
    for _ in range(20 * gc.get_threshold()[0]):
        pair: list[object] = []
        pair.append(pair)


def test_another_thread_allocating_never_collects(qtbot: QtBot) -> None:
    collect_on_gui_thread(application())
    thread = threading.Thread(target=allocate_cycles, name="server")
    seen = collections_in(lambda: (thread.start(), thread.join()))
    assert "server" not in seen
    assert not gc.isenabled()


def test_the_gui_thread_collects_what_is_due(qtbot: QtBot) -> None:
    collect_on_gui_thread(application())
    allocate_cycles()
    assert gc.get_count()[0] > gc.get_threshold()[0]
    seen = collections_in(lambda: qtbot.wait(300))  # the collector's timer turns
    assert seen and set(seen) == {threading.main_thread().name}


def test_a_qt_cycle_is_freed_in_the_gui_thread(qtbot: QtBot) -> None:
    """A parentless QObject only held by a cycle is freed by the GUI thread's
    collection, never by a thread that happened to allocate."""
    collect_on_gui_thread(application())
    destroyed: list[str] = []

    def make_garbage() -> None:
        owner = QObject()
        owner.destroyed.connect(lambda: destroyed.append(threading.current_thread().name))
        holder: dict[str, object] = {"owner": owner}
        holder["self"] = holder  # the cycle that keeps it until a collection

    make_garbage()
    thread = threading.Thread(target=allocate_cycles, name="server")
    thread.start()
    thread.join()
    assert destroyed == []
    qtbot.waitUntil(lambda: destroyed == [threading.main_thread().name], timeout=3000)

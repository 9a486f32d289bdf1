"""Every dialog of the window opened, and every dialog class the UI defines.

``open_every_dialog`` opens one of each, over a window showing an event with
players (the ruling wizard on a ruling, with its incident-log form; a record
of the incident log; the structure suggestion), without a modal loop.
``dialog_classes`` finds every ``QDialog`` subclass in ``floortool.ui`` that is
not the base of another, so a test can fail when a new dialog is not opened.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil
from datetime import UTC, datetime

from tests.ui.desk import send

from PySide6.QtWidgets import QDialog

from floortool import ui
from floortool.app.commands.rulings import RecordRuling
from floortool.ui.event_settings_dialog import EventSettingsDialog
from floortool.ui.main_window import MainWindow
from floortool.ui.pages import Page
from floortool.ui.prompts import StartTimeDialog

RULING = "four-card-flop"  # a ruling with a random pick: the wizard's fullest form


def dialog_classes() -> set[type[QDialog]]:
    """Every ``QDialog`` subclass defined in ``floortool.ui`` that no other one extends."""
    found: set[type[QDialog]] = set()
    for module in pkgutil.walk_packages(ui.__path__, f"{ui.__name__}."):
        loaded = importlib.import_module(module.name)
        for _, value in inspect.getmembers(loaded, inspect.isclass):
            if issubclass(value, QDialog) and value.__module__.startswith(ui.__name__):
                found.add(value)
    return {kind for kind in found if not any(kind in other.__bases__ for other in found)}


def open_every_dialog(window: MainWindow) -> list[QDialog]:
    """One of each dialog the window and its pages open, on show over ``window``."""
    view = window.event_view
    event_id = window.event_id
    assert event_id is not None
    window.new_event_action.trigger()
    window.open_event_action.trigger()
    settings = EventSettingsDialog(
        floor=window.floor, commands=window.commands, event_id=event_id, parent=window
    )
    settings.show()
    start = StartTimeDialog(window, now=datetime(2026, 12, 4, 19, 0, tzinfo=UTC))
    start.show()
    send(window, RecordRuling(event_id, RULING, {}, director="Cy", table=4))
    view.show_page(Page.FLOOR)
    record = view.floor_page.log.open_record(0)
    view.show_page(Page.STRUCTURE)
    view.structure_page.suggest_button.click()
    view.show_page(Page.TABLES)
    view.players_page.table.selectRow(0)
    opened = [
        window.new_event_dialog,
        window.open_event_dialog,
        settings,
        start,
        window.open_about(),
        window.open_rule_browser(),
        window.open_share_dialog(),
        view.players_page.open_register_dialog(),
        view.players_page.open_import_dialog(),
        view.players_page.open_merge_dialog(),
        view.players_page.open_count_dialog(),
        view.players_page.open_record_dialog(),
        view.payouts_page.open_settings_dialog(),
        view.payouts_page.open_table_dialog(),
        view.payouts_page.open_deal_dialog(),
        view.results_page.open_bust_dialog(),
        view.floor_page.open_wizard(RULING),
        view.floor_page.open_clock_call(),
        view.tables_page.open_seat_rules(),
        record,
        view.structure_page.suggest_dialog,
        window.open_layout_editor(),
        window.open_screen_sets(),
        window.open_automation(),
    ]
    shown = [dialog for dialog in opened if dialog is not None]
    assert len(shown) == len(opened), "a dialog did not open"
    return shown

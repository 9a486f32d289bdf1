"""The status bar's database address is shortened in the middle to fit, never cut off
at the end, and the whole address is in its tooltip."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from floortool.ui.elided_label import ElidedLabel

ADDRESS = "Database: sqlite:////home/director/Documents/floortool/2026/friday-deepstack/floor.db"


def test_a_narrow_label_keeps_both_ends_and_the_whole_text_in_its_tooltip(qtbot: QtBot) -> None:
    label = ElidedLabel(ADDRESS)
    qtbot.addWidget(label)
    label.resize(220, 24)
    label.show()
    shown = label.text()
    assert shown != ADDRESS and "…" in shown
    assert shown.startswith("Database:") and shown.endswith("floor.db")
    assert label.fontMetrics().horizontalAdvance(shown) <= label.contentsRect().width()
    assert label.toolTip() == ADDRESS == label.full_text


def test_a_wide_label_shows_the_whole_text(qtbot: QtBot) -> None:
    label = ElidedLabel(ADDRESS)
    qtbot.addWidget(label)
    label.resize(label.fontMetrics().horizontalAdvance(ADDRESS) + 10, 24)
    label.show()
    assert label.text() == ADDRESS
    label.set_full_text("Database: sqlite:///short.db")
    assert label.text() == "Database: sqlite:///short.db"


def test_a_long_address_leaves_the_status_bar_room_for_its_messages(qtbot: QtBot) -> None:
    """The label asks for at most about 44 characters: a status bar gives its permanent
    labels what they ask for and its messages only the rest."""
    label = ElidedLabel(ADDRESS)
    qtbot.addWidget(label)
    most = label.fontMetrics().averageCharWidth() * 44
    assert label.sizeHint().width() <= most < label.fontMetrics().horizontalAdvance(ADDRESS)
    short = ElidedLabel("Database: sqlite:///a.db")
    qtbot.addWidget(short)
    assert short.sizeHint().width() == short.fontMetrics().horizontalAdvance(short.full_text) + 2

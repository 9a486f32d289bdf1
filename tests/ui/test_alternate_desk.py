"""UI: the registration desk says an alternate's buy-in is taken when the seat is
(TDA 2024 Rule 8-A: alternates "will be sold full stacks" as they draw their seat;
issue 17, fault item 8), at both window sizes without cutting the line.
"""

from __future__ import annotations

from pathlib import Path

from tests.ui.desk import league_event, open_desk, register
from tests.ui.fakes import MakeWindow

from pytestqt.qtbot import QtBot

from floortool.app.floor import Floor


def test_desk_says_the_alternates_buy_in_is_taken_when_seated(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    window = make_window(event_id=league_event(floor, tables=1, seats=2, buy_in=100_00))
    dialog = open_desk(qtbot, window)
    for name in ("Alice Moreau", "Bruno Keller"):
        register(qtbot, dialog, name)
    assert dialog.result_chips_label.text() == "10,000 chips"
    register(qtbot, dialog, "Chiara Rossi")
    assert dialog.result_place_label.text() == "Alternate 1 (waiting list)"
    label = dialog.result_chips_label
    assert label.text() == "10,000 chips \u00b7 buy-in 100.00 taken when seated"
    for width, height in ((1024, 768), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(50)
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.width()
        dialog.grab().save(str(tmp_path / f"desk-alternate-{width}x{height}.png"))

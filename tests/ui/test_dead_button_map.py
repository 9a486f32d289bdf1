"""The floor map shows a dead button and a dead small blind (TDA 2024 Rule 32).

Robert's §4 Blinds 2(b): "the small blind and button are positioned
accordingly, even if this means the small blind or the button is placed in
front of an empty seat". Table 1: button 3, small blind 4, big blind 5; the
big blind busts, so the next hand has the button on 4, a dead small blind on
5 and the big blind on 6. Table 2: the small blind (4) busts, so the next
hand's button is dead on 4 (small blind 5, big blind 6). Pictures at 1024x768
and 1920x1080 go to ``$FLOORTOOL_SHOTS`` when set, else to the test's folder.
"""

from __future__ import annotations

import os
from pathlib import Path

from tests.ui.fakes import MakeWindow
from tests.ui.tables_floor import bust, filled_event, open_tables

from PySide6.QtCore import QPointF, QRectF
from pytestqt.qtbot import QtBot

from floortool.app.commands.hands import FinishHand
from floortool.app.commands.seating import SetButton
from floortool.app.floor import Floor
from floortool.app.views.floor_map import TableCard
from floortool.ui.floor_map import seat_tip
from floortool.ui.floor_map_paint import OFF, CardMarks, button_disc, pills


def test_the_map_marks_the_dead_button_and_the_dead_small_blind(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    event_id = filled_event(floor, tables=2, seats=9)
    for table, busted in ((1, 5), (2, 4)):
        floor.execute(SetButton(event_id, table, 3))
        bust(floor, event_id, table, busted)
        floor.execute(FinishHand(event_id, table))
    window, page = open_tables(make_window, event_id)
    first, second = page.map.floor_map.tables
    assert (first.button, first.small_blind, first.big_blind) == (4, 5, 6)
    assert first.dead_small_blind and not first.dead_button
    assert (second.button, second.small_blind, second.big_blind) == (4, 5, 6)
    assert second.dead_button and not second.dead_small_blind
    assert [t for t, _ in pills(first, CardMarks())] == ["DEAD SB"]
    assert [t for t, _ in pills(second, CardMarks())] == ["DEAD BUTTON"]
    assert seat_tip(first, first.seat(5)) == "Table 1 seat 5 (dead small blind): empty"
    assert seat_tip(second, second.seat(4)) == "Table 2 seat 4 (dead button): empty"
    assert seat_tip(first, first.seat(4)).startswith("Table 1 seat 4 (button): ")

    folder = Path(os.environ.get("FLOORTOOL_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    for width, height in ((1024, 768), (1920, 1080)):
        window.resize(width, height)
        qtbot.wait(30)
        assert window.grab().save(str(folder / f"dead_button_{width}.png"))
    image = page.map.grab().toImage()

    def colours(card: TableCard) -> set[int]:
        """The pixel colours inside the card's button disc."""
        disc, rect = button_disc(card), page.map.card_rect(card.number)
        assert disc is not None and rect is not None
        box = QRectF(disc.topLeft() * page.map.zoom, disc.size() * page.map.zoom)
        box.translate(QPointF(rect.topLeft()))
        inner = box.adjusted(box.width() / 4, box.height() / 4, -box.width() / 4, 0)
        return {
            image.pixel(x, y)
            for x in range(int(inner.left()), int(inner.right()))
            for y in range(int(inner.top()), int(inner.bottom()))
        }

    assert OFF.rgb() in colours(second) and OFF.rgb() not in colours(first)

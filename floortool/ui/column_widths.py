"""UI layer: a table's columns sized to their texts without Qt asking every cell.

Qt's ``ResizeToContents`` asks the model about every cell, in several roles,
each time the rows are replaced: at 1,000 entrants that is tens of thousands of
calls into Python after every bust, for a page that shows twenty rows. A
``TextRowsModel`` already counts each column's different texts, so here each
text is measured once, with the view's font and the style's margins around a
cell's text, and a column is measured again only when its set of texts changed
(``TextRowsModel.column_version``: a bust at 10,000 entrants adds a place and a
prize, the players' names stay); the header's own size (its title and the sort
arrow) is the least a column gets. The director can still drag a column wider;
the next change of rows sizes them again.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from typing import Any

from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QStyle, QTableView

from floortool.ui.models.payouts import TextRowsModel

#: How many texts' widths are kept before they are all measured afresh.
FORGET_AFTER = 100_000


def cell_margin(view: QTableView) -> int:
    """What a cell adds around its text, both sides, and its grid line (as Qt's item
    views size a column)."""
    frame = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view)
    return 2 * (frame + 1) + (1 if view.showGrid() else 0)


class ColumnFitter:
    """Sizes every shown column of ``view`` to the widest of ``model``'s texts in it,
    remembering each text's width and each column's widest until its texts change."""

    def __init__(self, view: QTableView, model: TextRowsModel[Any]) -> None:
        self.view = view
        self.model = model
        self._font = ""  # the font the widths below were measured in
        self._widths: dict[str, float] = {}  # text -> width in that font
        self._widest: dict[int, tuple[int, int]] = {}  # column -> (its version, widest)

    def fit(self) -> None:
        view, model = self.view, self.model
        view.ensurePolished()  # the style sheet's font, before the page is first shown
        font = view.font()
        if font.key() != self._font:
            self._font, self._widths, self._widest = font.key(), {}, {}
        header = view.horizontalHeader()
        margin = cell_margin(view)
        last = header.count() - 1
        for column in range(header.count()):
            if view.isColumnHidden(column) or (column == last and header.stretchLastSection()):
                continue
            version = model.column_version(column)
            kept = self._widest.get(column)
            if kept is None or kept[0] != version:
                kept = (version, self._measure(model.column_texts(column)))
                self._widest[column] = kept
            header.resizeSection(column, max(kept[1] + margin, header.sectionSizeHint(column)))

    def _measure(self, texts: Collection[str]) -> int:
        """The widest of ``texts``, each measured once in the view's font (fractional
        widths, rounded up as Qt lays text out)."""
        widths = self._widths
        if len(widths) > FORGET_AFTER:  # names of events long closed
            widths.clear()
        new = [text for text in texts if text not in widths]
        if new:
            metrics = QFontMetricsF(self.view.font())
            widths.update(zip(new, map(metrics.horizontalAdvance, new), strict=True))
        return math.ceil(max((widths[text] for text in texts), default=0.0))

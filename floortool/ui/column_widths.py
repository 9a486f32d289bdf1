"""UI layer: a table's columns sized to their texts without Qt asking every cell.

Qt's ``ResizeToContents`` asks the model about every cell, in several roles,
each time the rows are replaced: at 1,000 entrants that is tens of thousands of
calls into Python after every bust, for a page that shows twenty rows. A
``TextRowsModel`` already holds each cell's text, so here each column's
different texts are measured once per set of rows, with the view's font and the
style's margins around a cell's text; the header's own size (its title and the
sort arrow) is the least a column gets. The director can still drag a column
wider; the next change of rows sizes them again.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QStyle, QTableView

from floortool.ui.models.payouts import TextRowsModel


def cell_margin(view: QTableView) -> int:
    """What a cell adds around its text, both sides, and its grid line (as Qt's item
    views size a column)."""
    frame = view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, view)
    return 2 * (frame + 1) + (1 if view.showGrid() else 0)


def fit_columns(view: QTableView, model: TextRowsModel[Any]) -> None:
    """Size every shown column of ``view`` to the widest of ``model``'s texts in it."""
    view.ensurePolished()  # the style sheet's font, before the page is first shown
    header = view.horizontalHeader()
    metrics = QFontMetricsF(view.font())  # fractional widths, rounded up as Qt lays text out
    margin = cell_margin(view)
    last = header.count() - 1
    for column in range(header.count()):
        if view.isColumnHidden(column) or (column == last and header.stretchLastSection()):
            continue
        texts = set(model.column_texts(column))
        widest = math.ceil(max(map(metrics.horizontalAdvance, texts), default=0.0))
        header.resizeSection(column, max(widest + margin, header.sectionSizeHint(column)))

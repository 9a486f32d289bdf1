"""Finding what a window squeezes: widgets that stick out of their parent, widgets a
layout has laid over each other, text cut off at the bottom, a window off its screen.

A layout given less room than its widgets need lays them over each other (the
Seat rules' combos over its list) or past the parent's edge (the registration
desk's Close below the screen). ``squeezed`` names each case as
``ClassName 'text' ...`` so a failing test says what to look at:

- a widget on show that lies partly outside its parent (the content of a scroll
  area's viewport aside: it scrolls; and the focus ring, drawn round its control);
- two widgets of one layout that overlap;
- a word-wrapped label whose lines need more height than it has;
- a top-level window whose frame is not inside its screen's available area.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractScrollArea, QFocusFrame, QLabel, QLayout, QWidget

#: Rounding slack, in pixels.
SLACK = 1


def _name(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, QLabel) else ""
    shown = f" {text[:40]!r}" if text else ""
    return f"{widget.objectName() or type(widget).__name__}{shown}"


def _laid_out(layout: QLayout) -> Iterator[QWidget]:
    """The widgets ``layout`` (and the layouts in it) place."""
    for index in range(layout.count()):
        item = layout.itemAt(index)
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            yield widget
        elif inner is not None:
            yield from _laid_out(inner)


def _scrolled(widget: QWidget) -> bool:
    """True for the widget a scroll area's viewport scrolls (it may be larger)."""
    parent = widget.parentWidget()
    area = parent.parentWidget() if parent is not None else None
    return isinstance(area, QAbstractScrollArea) and parent is area.viewport()


def _sticks_out(widget: QWidget) -> str | None:
    parent = widget.parentWidget()
    if parent is None or widget.isWindow() or _scrolled(widget):
        return None
    if isinstance(widget, QFocusFrame):  # the focus ring: round its control, on purpose
        return None
    room = parent.rect().adjusted(-SLACK, -SLACK, SLACK, SLACK)
    if room.contains(widget.geometry()):
        return None
    where = f"{_name(parent)} {_rect(parent.rect())}"
    return f"{_name(widget)} at {_rect(widget.geometry())} sticks out of {where}"


def _overlapping(parent: QWidget) -> list[str]:
    layout = parent.layout()
    if layout is None:
        return []
    shown = [w for w in _laid_out(layout) if w.isVisible() and not w.isWindow()]
    found = []
    for index, first in enumerate(shown):
        for second in shown[index + 1 :]:
            common = first.geometry().intersected(second.geometry())
            if common.width() > SLACK and common.height() > SLACK:
                found.append(f"{_name(first)} overlaps {_name(second)} by {_rect(common)}")
    return found


def _cut_at_the_bottom(label: QLabel) -> str | None:
    """A label's lines against its height (a word-wrapped one wraps at its width)."""
    if not label.text() or label.height() == 0:
        return None
    contents = label.contentsRect()
    need = (
        label.heightForWidth(label.width())
        if label.wordWrap()
        else label.fontMetrics().lineSpacing() * (label.text().count("\n") + 1)
    )
    if label.wordWrap():
        need -= label.height() - contents.height()  # heightForWidth counts the margins
    if need <= contents.height() + SLACK:
        return None
    return f"{_name(label)} needs {need} px down, has {contents.height()} px"


def off_screen(window: QWidget) -> str | None:
    """``window``'s frame against the available area of the screen it is on."""
    available = window.screen().availableGeometry()
    frame = window.frameGeometry()
    if available.contains(frame):
        return None
    return f"{_name(window)} at {_rect(frame)} is not inside the screen's {_rect(available)}"


def squeezed(window: QWidget, *, part: QWidget | None = None) -> list[str]:
    """What ``window`` (and the widgets on show in it, or in its ``part`` only)
    squeezes, one line each."""
    found = [clip for clip in [off_screen(window)] if clip]
    root = window if part is None else part
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.window() is not window:
            continue
        found.extend(clip for clip in [_sticks_out(widget)] if clip)
        found.extend(_overlapping(widget))
        if isinstance(widget, QLabel):
            found.extend(clip for clip in [_cut_at_the_bottom(widget)] if clip)
    return found


def _rect(rect: QRect) -> str:
    return f"{rect.width()}x{rect.height()}+{rect.x()}+{rect.y()}"

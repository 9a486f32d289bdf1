"""UI layer: an accessible name and description for every control, from what is read beside it.

A screen reader names a control by what Qt's accessibility gives it: the
control's own ``accessibleName``, a button's text, or the label whose buddy it
is (a ``QFormLayout`` row's label is one). This module fills in what a
sighted director reads next to a control but Qt cannot see:

- **name**: a ``QLabel`` just before the control in its layout (made its
  buddy, so the name follows the label's text), the label of the form row it
  sits in, its tool tip, its placeholder, the title of the box it sits in
  (group box, card, tab);
- **description**: the tool tip when there is one (Qt reads it), else the
  status tip, the hint label under the control, and where it sits (its box and
  the page or dialog).

``name_controls`` does it for one widget tree; ``keyboard_focus`` calls it for
the window that takes the keyboard focus, each time the focus moves, so every
page and dialog is covered as soon as it is used, without code in each (and
the window calls it for each page as it is built). Names set by hand (an
icon-only button, a table) are never replaced.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLayout,
    QLineEdit,
    QPlainTextEdit,
    QStackedWidget,
    QTabBar,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from floortool.ui import style


def is_control(widget: QWidget) -> bool:
    """A control the keyboard reaches on its own: Tab focus, and not the inner part of
    another control (a spin box's or combo box's text field, a widget focused by proxy)."""
    if not widget.focusPolicy() & Qt.FocusPolicy.TabFocus or widget.focusProxy() is not None:
        return False
    parent = widget.parentWidget()
    return not isinstance(parent, (QAbstractSpinBox, QComboBox))


def accessible_text(widget: QWidget, which: QAccessible.Text) -> str:
    """What a screen reader reads for ``widget``: its name or description."""
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(which).strip() if interface is not None else ""


def _plain(text: str) -> str:
    """A label's or tip's text as read: no mnemonic ``&``, no trailing colon, one line."""
    line = " ".join(text.replace("&&", "\0").replace("&", "").replace("\0", "&").split())
    return line.rstrip(":").strip()


def _is_rich(text: str) -> bool:
    """Markup rather than words (a picture, a link): no name to read."""
    return text.lstrip().startswith("<")


def _layout_of(widget: QWidget) -> tuple[QLayout, int] | None:
    """The layout holding ``widget`` and its index there."""
    parent = widget.parentWidget()
    top = parent.layout() if parent is not None else None
    pending: list[QLayout] = [top] if top is not None else []
    while pending:
        layout = pending.pop()
        index = layout.indexOf(widget)
        if index >= 0:
            return layout, index
        for i in range(layout.count()):
            item = layout.itemAt(i)
            child = item.layout() if item is not None else None
            if child is not None:
                pending.append(child)
    return None


def _neighbour(layout: QLayout, index: int, step: int) -> QWidget | None:
    """The widget ``step`` items away from ``index`` (in a grid: the cell left of it for
    -1, under it for +1)."""
    if isinstance(layout, QGridLayout):
        row, column, _, _ = cast(tuple[int, int, int, int], layout.getItemPosition(index))
        cell = layout.itemAtPosition(row, column - 1) if step < 0 else None
        if cell is None:
            cell = layout.itemAtPosition(row + step, column)
        return cell.widget() if cell is not None else None
    at = index + step
    if not 0 <= at < layout.count():
        return None
    item = layout.itemAt(at)
    return item.widget() if item is not None else None


def _label_before(widget: QWidget) -> QLabel | None:
    """A plain text label just before ``widget`` in its layout, naming no other widget."""
    found = _layout_of(widget)
    if found is None or isinstance(found[0], QFormLayout):
        return None
    before = _neighbour(*found, -1)
    if not isinstance(before, QLabel) or before.buddy() not in (None, widget):
        return None
    text = before.text()
    return before if text.strip() and not _is_rich(text) else None


def _form_label(widget: QWidget) -> str:
    """The label of the form row ``widget`` sits in, inside the row's field (a field with
    its unit beside it: Qt names the row's holder, not the field in it)."""
    child = widget.parentWidget()
    while child is not None and not child.isWindow():
        holder = child.parentWidget()
        found = _layout_of(child) if holder is not None else None
        if found is not None and isinstance(found[0], QFormLayout):
            label = found[0].labelForField(child)
            if isinstance(label, QLabel) and label.text() and not _is_rich(label.text()):
                return _plain(label.text())
            return ""
        child = holder
    return ""


def _hint_after(widget: QWidget) -> str:
    """The hint label under or beside ``widget`` (``style.HINT``), as a row's help."""
    found = _layout_of(widget)
    if found is None:
        return ""
    layout, index = found
    if isinstance(layout, QFormLayout):
        row, _ = cast(tuple[int, QFormLayout.ItemRole], layout.getWidgetPosition(widget))
        item = layout.itemAt(row + 1, QFormLayout.ItemRole.SpanningRole)
        after = item.widget() if item is not None else None
    else:
        after = _neighbour(layout, index, 1)
    if isinstance(after, QLabel) and after.objectName() == style.HINT:
        return _plain(after.text())
    return ""


def _box_title(widget: QWidget) -> str:
    """The title of the box ``widget`` sits in: its group box, card, tab or page."""
    child: QWidget = widget
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        if isinstance(parent, QGroupBox) and parent.title():
            return _plain(parent.title())
        if parent.objectName() == style.CARD:
            title = parent.findChild(QLabel, style.CARD_TITLE)
            if title is not None and title.text():
                return _plain(title.text())
        if isinstance(parent, QStackedWidget) and isinstance(parent.parentWidget(), QTabWidget):
            tabs = parent.parentWidget()
            assert isinstance(tabs, QTabWidget)
            index = tabs.indexOf(child)
            if index >= 0 and tabs.tabText(index):
                return _plain(tabs.tabText(index))
        if parent.accessibleName():
            return parent.accessibleName()
        child, parent = parent, parent.parentWidget()
    return ""


def _window_title(widget: QWidget) -> str:
    window = widget.window()
    return _plain(window.windowTitle() or window.accessibleName())


def _page_title(widget: QWidget) -> str:
    """The nearest ancestor with an accessible name of its own (a page of the window)."""
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        if parent.accessibleName():
            return parent.accessibleName()
        parent = parent.parentWidget()
    return ""


def _text_name(widget: QWidget) -> str:
    """A name the control carries itself: its tool tip or its placeholder."""
    tip = widget.toolTip()
    if tip and not _is_rich(tip):
        return _plain(tip.splitlines()[0])
    placeholder = ""
    if isinstance(widget, (QLineEdit, QPlainTextEdit, QTextEdit)):
        placeholder = widget.placeholderText()
    elif isinstance(widget, QComboBox):
        edit = widget.lineEdit()
        placeholder = edit.placeholderText() if edit is not None else ""
    return _plain(placeholder)


def name_control(widget: QWidget) -> None:
    """Give one control the name and description it lacks."""
    if not accessible_text(widget, QAccessible.Text.Name):
        label = _label_before(widget)
        if label is not None:
            label.setBuddy(widget)
        else:
            name = (
                _form_label(widget)
                or _text_name(widget)
                or _box_title(widget)
                or _window_title(widget)
            )
            widget.setAccessibleName(name)
    if not accessible_text(widget, QAccessible.Text.Description):
        widget.setAccessibleDescription(_description(widget))


def _description(widget: QWidget) -> str:
    """The status tip, the row's hint, or where the control sits: its box, page, window."""
    if widget.statusTip():
        return _plain(widget.statusTip())
    hint = _hint_after(widget)
    if hint:
        return hint
    own = accessible_text(widget, QAccessible.Text.Name)
    places = [_box_title(widget), _page_title(widget), _window_title(widget)]
    seen: list[str] = []
    for place in places:
        if place and place != own and place not in seen:
            seen.append(place)
    return " — ".join(seen) or own


def _controls(root: QWidget) -> list[QWidget]:
    """The controls in ``root``'s window (not those of a dialog or pop-up it owns)."""
    window = root.window()
    return [
        widget
        for widget in [root, *root.findChildren(QWidget)]
        if widget.window() is window and is_control(widget)
    ]


def name_controls(root: QWidget) -> None:
    """Name and describe every control in ``root`` (``root`` too, if it is one)."""
    for widget in _controls(root):
        name_control(widget)


def controls_left_unnamed(root: QWidget) -> list[str]:
    """Every control in ``root`` a screen reader would read without a name or a
    description, as ``Class 'objectName' in 'window title'``. A tab bar is read as its tabs
    (named by their texts): Qt gives the bar itself no description to read."""
    missing = []
    for widget in _controls(root):
        lacks = [
            what
            for what, which in (
                ("name", QAccessible.Text.Name),
                ("description", QAccessible.Text.Description),
            )
            if not accessible_text(widget, which)
            and not (which == QAccessible.Text.Description and isinstance(widget, QTabBar))
        ]
        if lacks:
            text = widget.text() if isinstance(widget, QAbstractButton) else ""
            missing.append(
                f"{type(widget).__name__} {widget.objectName() or text!r} "
                f"in {widget.window().windowTitle()!r}: no {' or '.join(lacks)}"
            )
    return missing

"""Finding text a window cuts off: every label, combo, button, check box and table
header on show whose text needs more width than the widget has on the screen.

A widget's room is its contents rect, narrowed by every ancestor that cuts it
(up to the viewport of a scroll area that scrolls across, or the window). A
word-wrapped label needs room for its longest word; a widget marked
``style.ELIDES`` (it elides its text on purpose) is passed over.
``clipped_texts`` names each clip as ``ClassName 'text' needs N px, has M px``
so a failing test says what to look at.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionComboBox,
    QWidget,
)

from floortool.ui import style

#: Rounding and antialiasing slack, in pixels.
SLACK = 1
#: Between a button's icon and its text.
ICON_SPACING = 4


def _plain(text: str) -> str:
    """``text`` as shown: mnemonic ampersands dropped, ``&&`` shown as one."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _room(widget: QWidget, rect: QRect) -> int:
    """How much of ``rect`` (in ``widget``'s coordinates) is on show across: cut at the
    sides by every ancestor up to the viewport of a scroll area that scrolls across, or
    the window. (Up and down a scroll area scrolls, and a label is never cut in half.)"""
    left, right = rect.left(), rect.left() + rect.width()
    child = widget
    parent = widget.parentWidget()
    while parent is not None and not child.isWindow():
        area = parent.parentWidget()
        scrolls_across = (
            isinstance(area, QAbstractScrollArea)
            and parent is area.viewport()
            and area.horizontalScrollBarPolicy() is not Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        )
        if scrolls_across:
            break  # the director can scroll across to it
        left, right = left + child.x(), right + child.x()
        left, right = max(left, 0), min(right, parent.width())
        child, parent = parent, parent.parentWidget()
    return max(0, right - left)


def _is_rich(label: QLabel) -> bool:
    return label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(label.text())
    )


def _label_need(label: QLabel) -> int:
    text = label.text()
    if _is_rich(label):
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        return round(document.idealWidth())
    metrics = label.fontMetrics()
    return max(metrics.horizontalAdvance(line) for line in _plain(text).split("\n"))


def _longest_word(label: QLabel) -> int:
    """What a word-wrapped label needs at least: its longest word (it breaks only between)."""
    metrics = label.fontMetrics()
    return max(metrics.horizontalAdvance(word) for word in _plain(label.text()).split() or [""])


def _label_clip(label: QLabel) -> str | None:
    if not label.text() or (label.wordWrap() and _is_rich(label)):
        return None
    need = _longest_word(label) if label.wordWrap() else _label_need(label)
    need = need + 2 * max(label.margin(), 0) + max(label.indent(), 0)
    has = _room(label, label.contentsRect())
    return None if need <= has + SLACK else f"QLabel {label.text()!r} needs {need} px, has {has} px"


def _combo_clip(combo: QComboBox) -> str | None:
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    has = _room(combo, field)
    metrics = combo.fontMetrics()
    for index in range(combo.count()):
        text = combo.itemText(index)
        need = metrics.horizontalAdvance(text)
        if need > has + SLACK:
            return f"QComboBox item {text!r} needs {need} px, has {has} px"
    return None


def _button_clip(button: QPushButton | QCheckBox) -> str | None:
    """The button's text (and icon) against the contents rect the style gives it."""
    if not button.text():
        return None
    option = QStyleOptionButton()
    button.initStyleOption(option)
    element = (
        QStyle.SubElement.SE_CheckBoxContents
        if isinstance(button, QCheckBox)
        else QStyle.SubElement.SE_PushButtonContents
    )
    contents = button.style().subElementRect(element, option, button)
    need = button.fontMetrics().horizontalAdvance(_plain(button.text()))
    if not button.icon().isNull():
        need += button.iconSize().width() + ICON_SPACING
    has = _room(button, contents)
    if need <= has + SLACK:
        return None
    return f"{type(button).__name__} {button.text()!r} needs {need} px, has {has} px"


def _header_clips(header: QHeaderView) -> list[str]:
    """Each section across against what the style says its title (and sort arrow) needs."""
    model = header.model()
    if model is None or header.orientation() is Qt.Orientation.Vertical:
        return []
    found = []
    for logical in range(header.count()):
        has = header.sectionSize(logical)
        text = str(model.headerData(logical, header.orientation()) or "")
        if header.isSectionHidden(logical) or has == 0 or not text:
            continue
        need = header.sectionSizeHint(logical)
        if need > has + SLACK:
            found.append(f"header {text!r} needs {need} px, has {has} px")
    return found


def clipped_texts(window: QWidget, *, part: QWidget | None = None) -> list[str]:
    """What ``window`` (and the widgets on show in it, or in its ``part`` only) cuts
    off, one line each."""
    found: list[str] = []
    root = window if part is None else part
    for widget in [root, *root.findChildren(QWidget)]:
        if not widget.isVisible() or widget.property(style.ELIDES) is True:
            continue
        if widget.window() is not window:
            continue
        clip: str | None = None
        if isinstance(widget, QLabel):
            clip = _label_clip(widget)
        elif isinstance(widget, QComboBox):
            clip = _combo_clip(widget)
        elif isinstance(widget, (QPushButton, QCheckBox)):
            clip = _button_clip(widget)
        elif isinstance(widget, QHeaderView):
            found.extend(_header_clips(widget))
        if clip is not None:
            found.append(f"{clip} (in {_where(widget)})")
    return found


def _where(widget: QWidget) -> str:
    """The chain of object names or classes above ``widget``, nearest last."""
    names = []
    current: QWidget | None = widget.parentWidget()
    while current is not None and len(names) < 4:
        names.append(current.objectName() or type(current).__name__)
        current = current.parentWidget()
    return " < ".join(names)

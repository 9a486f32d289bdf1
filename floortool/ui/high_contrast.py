"""UI layer: the window's high-contrast theme: black, white and yellow, larger text.

``window_style(high_contrast)`` is the style sheet the window sets on itself
(so every page and dialog it owns follows): the usual one, or the usual one
turned high-contrast rule by rule, so a rule added to ``style.WINDOW_STYLE``
is covered without a twin here. In each rule a background becomes black (or
yellow where it marked something: the accent, a state, a selection), text on
black white (yellow where it was the accent) and text on yellow black, every
border white (yellow where it was the accent), and every point size a tenth
larger. The few widgets that colour themselves with a style sheet of their
own (the documents list, the hand-for-hand bar, the big labels of File >
Share) are turned the same way (``theme_own_sheets``), when the theme is
switched and as pages and dialogs are built later. The controls Qt draws
itself (buttons, fields, lists, tabs) get black faces with white borders, and
the focus ring is a thick yellow frame.
"""

from __future__ import annotations

import re

from PySide6.QtWidgets import QWidget

from floortool.ui import style

BLACK = "#000000"
WHITE = "#ffffff"
YELLOW = "#ffff00"
#: Where the usual colours marked something (the accent, a clock state): yellow here.
MARKS = frozenset(
    color.lower()
    for color in (
        style.ACCENT,
        style.ACCENT_DARK,
        style.WARNING_COLOR,
        style.PAUSED_COLOR,
        "#c2412f",
        "#2f6fb5",
        "#cfe5de",
        "#b3261e",
    )
)
#: The dynamic property a widget with a style sheet of its own keeps its usual one in.
USUAL_SHEET = "usualStyleSheet"
#: The main window's property: its high-contrast theme is on (for what is built later).
HIGH_CONTRAST = "highContrast"
#: How much larger every point size is.
SCALE = 1.1

_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")
_COLOR = re.compile(r"#[0-9a-fA-F]{3,6}\b")
_POINTS = re.compile(r"(\d+(?:\.\d+)?)pt")

#: The controls Qt draws itself, and the focus ring, in black, white and yellow.
CONTROLS = f"""
QWidget {{
    color: {WHITE};
    background: {BLACK};
}}
QPushButton, QToolButton, QLineEdit, QSpinBox, QDoubleSpinBox, QComboBox, QDateTimeEdit,
QPlainTextEdit, QTextEdit, QAbstractItemView, QTabBar::tab, QGroupBox {{
    color: {WHITE};
    background: {BLACK};
    border: 2px solid {WHITE};
    border-radius: 3px;
    padding: 1px 3px;
}}
QPushButton:disabled, QToolButton:disabled, QLineEdit:disabled, QComboBox:disabled,
QSpinBox:disabled, QDoubleSpinBox:disabled, QLabel:disabled, QCheckBox:disabled {{
    color: #b0b0b0;
    border-color: #b0b0b0;
}}
QPushButton:pressed, QPushButton:checked, QToolButton:checked, QTabBar::tab:selected {{
    color: {BLACK};
    background: {YELLOW};
}}
QAbstractItemView {{
    selection-color: {BLACK};
    selection-background-color: {YELLOW};
    alternate-background-color: #1c1c1c;
    gridline-color: #808080;
}}
QHeaderView::section {{
    color: {WHITE};
    background: #1c1c1c;
    border: 1px solid {WHITE};
}}
QMenuBar, QMenu, QStatusBar, QToolTip {{
    color: {WHITE};
    background: {BLACK};
}}
QMenu, QToolTip {{
    border: 2px solid {WHITE};
}}
QMenuBar::item:selected, QMenu::item:selected {{
    color: {BLACK};
    background: {YELLOW};
}}
QCheckBox::indicator, QRadioButton::indicator {{
    border: 2px solid {WHITE};
    background: {BLACK};
    width: 14px;
    height: 14px;
}}
QCheckBox::indicator:checked, QRadioButton::indicator:checked {{
    background: {YELLOW};
}}
QFocusFrame {{
    border: 4px solid {YELLOW};
    border-radius: 4px;
}}
"""


def _bigger(match: re.Match[str]) -> str:
    return f"{float(match.group(1)) * SCALE:g}pt"


def _recolor(color: str, *, marked: str, plain: str) -> str:
    return marked if color.lower() in MARKS else plain


def _declarations(body: str) -> str:
    """The declarations of one rule (or of a widget's own sheet), turned high-contrast."""
    lines = []
    on_yellow = False
    for declaration in body.split(";"):
        name, _, value = declaration.partition(":")
        name, value = name.strip(), value.strip()
        if not name:
            continue
        if name in ("background", "background-color", "selection-background-color"):
            value = _COLOR.sub(
                lambda m: _recolor(m.group(0), marked=YELLOW, plain=BLACK), value
            ).replace("white", BLACK)
            on_yellow = on_yellow or (name != "selection-background-color" and YELLOW in value)
        elif name == "alternate-background-color":
            value = "#1c1c1c"
        elif name == "selection-color":
            value = BLACK
        elif name.startswith("border") or name == "gridline-color" or name == "color":
            value = _COLOR.sub(lambda m: _recolor(m.group(0), marked=YELLOW, plain=WHITE), value)
        lines.append([name, _POINTS.sub(_bigger, value)])
    for line in lines:
        if line[0] == "color" and on_yellow:
            line[1] = BLACK
    return "".join(f"    {name}: {value};\n" for name, value in lines)


def _rule(selector: str, body: str) -> str:
    """One rule of the usual sheet, turned high-contrast."""
    return f"{selector.strip()} {{\n{_declarations(body)}}}\n"


def high_contrast(sheet: str) -> str:
    """``sheet`` in black, white and yellow, its text a tenth larger."""
    return "".join(_rule(selector, body) for selector, body in _RULE.findall(sheet))


def own_sheet(sheet: str) -> str:
    """A widget's own style sheet (rules, or bare declarations for the widget) turned
    high-contrast."""
    return high_contrast(sheet) if "{" in sheet else _declarations(sheet)


def theme_own_sheets(root: QWidget, on: bool) -> None:
    """The widgets under ``root`` that colour themselves with a style sheet of their own
    (a list, a bar, a big label) in the high-contrast theme or back in their usual one
    (kept on each as ``USUAL_SHEET``). Windows keep theirs: the window's is
    ``window_style``."""
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.isWindow():
            continue
        usual = widget.property(USUAL_SHEET)
        if not isinstance(usual, str):
            usual = widget.styleSheet()
            if not _COLOR.search(usual):
                continue  # no colour of its own (a font size): the window's colours apply
            widget.setProperty(USUAL_SHEET, usual)
        sheet = own_sheet(usual) if on else usual
        if widget.styleSheet() != sheet:
            widget.setStyleSheet(sheet)


def is_high_contrast(widget: QWidget) -> bool:
    """Whether the window ``widget`` belongs to (a dialog: its owner's) is high-contrast."""
    top = widget.window()
    owner = top.parentWidget()
    while owner is not None:
        top = owner.window()
        owner = top.parentWidget()
    return top.property(HIGH_CONTRAST) is True


def window_style(high_contrast_on: bool) -> str:
    """The style sheet of the window and everything it owns."""
    if not high_contrast_on:
        return style.WINDOW_STYLE
    return CONTROLS + high_contrast(style.WINDOW_STYLE)

"""UI layer: the window's high-contrast theme: black, white and yellow, larger text.

``window_style(high_contrast)`` is the style sheet the window sets on itself
(so every page and dialog it owns follows): the usual one, or the usual one
turned high-contrast rule by rule, so a rule added to ``style.WINDOW_STYLE``
is covered without a twin here. In each rule a background becomes black (or
yellow where it marked something: the accent, a state, a selection), text on
black white (yellow where it was the accent) and text on yellow black, every
border white (yellow where it was the accent), and every point size a tenth
larger. The controls Qt draws itself (buttons, fields, lists, tabs) get black
faces with white borders, and the focus ring is a thick yellow frame.
"""

from __future__ import annotations

import re

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


def _rule(selector: str, body: str) -> str:
    """One rule of the usual sheet, turned high-contrast."""
    lines = []
    on_yellow = False
    for declaration in body.split(";"):
        name, _, value = declaration.partition(":")
        name, value = name.strip(), value.strip()
        if not name:
            continue
        if name in ("background", "background-color", "selection-background-color"):
            value = _COLOR.sub(lambda m: _recolor(m.group(0), marked=YELLOW, plain=BLACK), value)
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
    inner = "".join(f"    {name}: {value};\n" for name, value in lines)
    return f"{selector.strip()} {{\n{inner}}}\n"


def high_contrast(sheet: str) -> str:
    """``sheet`` in black, white and yellow, its text a tenth larger."""
    return "".join(_rule(selector, body) for selector, body in _RULE.findall(sheet))


def window_style(high_contrast_on: bool) -> str:
    """The style sheet of the window and everything it owns."""
    if not high_contrast_on:
        return style.WINDOW_STYLE
    return CONTROLS + high_contrast(style.WINDOW_STYLE)

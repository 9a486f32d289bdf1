"""UI layer: the window's look, in one place.

One style sheet for the main window and its dialogs (set on the window, so it
reaches every child and is the same in tests and in the room), plus the object
names the sheet styles. Widgets say what they are (``setObjectName``); this
module says how that looks.
"""

from __future__ import annotations

#: Object names the style sheet knows.
TITLE = "title"
SUBTITLE = "subtitle"
CARD = "card"
CARD_TITLE = "cardTitle"
HINT = "hint"
SIDEBAR = "sidebar"
PAGE_TITLE = "pageTitle"
PRIMARY = "primary"
FIELD_LABEL = "fieldLabel"
FIELD_VALUE = "fieldValue"
RULE = "rule"

ACCENT = "#1f6f5c"
ACCENT_DARK = "#17574a"

WINDOW_STYLE = f"""
QMainWindow, QDialog {{
    background: #f4f5f7;
}}
QWidget {{
    font-size: 10pt;
}}
QLabel#{TITLE} {{
    font-size: 24pt;
    font-weight: 600;
    color: #1d2433;
}}
QLabel#{SUBTITLE} {{
    font-size: 11pt;
    color: #5b6475;
}}
QFrame#{CARD} {{
    background: #ffffff;
    border: 1px solid #dde1e7;
    border-radius: 8px;
}}
QLabel#{CARD_TITLE} {{
    font-size: 13pt;
    font-weight: 600;
    color: #1d2433;
}}
QLabel#{PAGE_TITLE} {{
    font-size: 15pt;
    font-weight: 600;
    color: #1d2433;
}}
QLabel#{HINT} {{
    color: #5b6475;
}}
QLabel#{FIELD_LABEL} {{
    color: #5b6475;
}}
QLabel#{FIELD_VALUE} {{
    color: #1d2433;
    font-size: 10.5pt;
}}
QFrame#{RULE} {{
    color: #dde1e7;
}}
QListWidget#{SIDEBAR} {{
    background: #1d2433;
    color: #d7dce5;
    border: none;
    outline: none;
    font-size: 11pt;
    padding-top: 8px;
}}
QListWidget#{SIDEBAR}::item {{
    padding: 10px 18px;
}}
QListWidget#{SIDEBAR}::item:selected {{
    background: {ACCENT};
    color: #ffffff;
}}
QListWidget#{SIDEBAR}::item:hover:!selected {{
    background: #2b3446;
}}
QPushButton#{PRIMARY} {{
    background: {ACCENT};
    color: #ffffff;
    border: 1px solid {ACCENT_DARK};
    border-radius: 4px;
    padding: 6px 18px;
    font-weight: 600;
}}
QPushButton#{PRIMARY}:hover {{
    background: {ACCENT_DARK};
}}
QPushButton#{PRIMARY}:disabled {{
    background: #9fb8b1;
    border-color: #9fb8b1;
}}
QMenuBar {{
    background: #ffffff;
    border-bottom: 1px solid #dde1e7;
}}
QStatusBar {{
    background: #ffffff;
    border-top: 1px solid #dde1e7;
}}
QStatusBar QLabel {{
    color: #5b6475;
    padding: 0 8px;
}}
"""

"""UI layer: the window's look, in one place.

One style sheet for the main window and its dialogs (set on the window, so it
reaches every child and is the same in tests and in the room), plus the object
names the sheet styles. Widgets say what they are (``setObjectName``); this
module says how that looks.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

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
CLOCK_CARD = "clockCard"
CLOCK_TITLE = "clockTitle"
CLOCK_TIME = "clockTime"
CLOCK_BLINDS = "clockBlinds"
CLOCK_DETAIL_LABEL = "clockDetailLabel"
CLOCK_DETAIL = "clockDetail"
CLOCK_NOTE = "clockNote"
CLOCK_STATUS = "clockStatus"
MINI_CLOCK = "miniClock"
MINI_TITLE = "miniTitle"
MINI_TIME = "miniTime"
MINI_BLINDS = "miniBlinds"
STRUCTURE_TABLE = "structureTable"
SIDE_PANEL = "sidePanel"
PLAIN = "plain"
MENU_BUTTON = "menuButton"
ERROR_TEXT = "errorText"
DATA_TABLE = "dataTable"
ENTRY_TABLE = "entryTable"
SEARCH_FIELD = "searchField"
FIELD_SUMMARY = "fieldSummary"
REGISTER_DIALOG = "registerDialog"
NAME_FIELD = "nameField"
MATCH_LIST = "matchList"
PREVIEW_WHO = "previewWho"
RESULT_CARD = "resultCard"
RESULT_NAME = "resultName"
RESULT_PLACE = "resultPlace"
RESULT_CHIPS = "resultChips"
HISTORY_LIST = "historyList"
MOVE_LIST = "moveList"
ACTION_BAR = "actionBar"
ACTION_TEXT = "actionText"
FLOOR_SEARCH = "floorSearch"
SITUATION_LIST = "situationList"
#: The left and right padding of a situation in the list, in px.
SITUATION_ITEM_PADDING = 8
CHOICE_BUTTON = "choiceButton"
QUESTION_TEXT = "questionText"
RULING_TEXT = "rulingText"
DISCRETION_BADGE = "discretionBadge"
RULE_CARD = "ruleCard"
RULING_HEADING = "rulingHeading"
PICK_CARD = "pickCard"
PICK_TEXT = "pickText"
ACTION_BUTTON = "actionButton"
ACTION_SEQUENCE = "actionSequence"
CALC_RESULT = "calcResult"
CLOCK_CALL_CARD = "clockCallCard"
CLOCK_CALL_PHASE = "clockCallPhase"
CLOCK_CALL_DIGITS = "clockCallDigits"
STEP_MARK = "stepMark"
FLOOR_TABS = "floorTabs"

#: Dynamic property the clock widgets carry: running, paused, held, warning ...
STATE_PROPERTY = "clockState"

ACCENT = "#1f6f5c"
ACCENT_DARK = "#17574a"
CLOCK_BACKGROUND = "#111722"
WARNING_COLOR = "#ff6b57"
PAUSED_COLOR = "#f2b340"

WINDOW_STYLE = f"""
QMainWindow, QDialog {{
    background: #f4f5f7;
}}
QWidget {{
    font-size: 10pt;
}}
QFocusFrame {{
    border: 3px solid {ACCENT};
    border-radius: 4px;
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
QLabel#{STEP_MARK} {{
    font-size: 13pt;
    font-weight: 700;
    color: #9aa3b2;
}}
QLabel#{STEP_MARK}[{STATE_PROPERTY}="done"] {{
    color: {ACCENT};
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
QToolButton#{MENU_BUTTON}::menu-indicator {{
    image: none;
    width: 0px;
}}
QScrollArea#{PLAIN}, QWidget#{PLAIN} {{
    background: transparent;
}}
QFrame#{SIDE_PANEL} {{
    background: #1d2433;
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
QFrame#{CLOCK_CARD} {{
    background: {CLOCK_BACKGROUND};
    border: 2px solid {CLOCK_BACKGROUND};
    border-radius: 10px;
}}
QFrame#{CLOCK_CARD}[{STATE_PROPERTY}="warning"] {{
    border-color: {WARNING_COLOR};
}}
QFrame#{CLOCK_CARD} QLabel {{
    color: #e8ecf2;
    background: transparent;
}}
QFrame#{CLOCK_CARD} QLabel#{CLOCK_TITLE} {{
    font-size: 15pt;
    font-weight: 600;
    color: #aeb8c8;
}}
QLabel#{CLOCK_TIME} {{
    color: #ffffff;
}}
QLabel#{CLOCK_TIME}[{STATE_PROPERTY}="warning"] {{
    color: {WARNING_COLOR};
}}
QLabel#{CLOCK_TIME}[{STATE_PROPERTY}="paused"], QLabel#{CLOCK_TIME}[{STATE_PROPERTY}="held"] {{
    color: #8c96a8;
}}
QLabel#{CLOCK_BLINDS} {{
    color: #ffffff;
}}
QFrame#{CLOCK_CARD} QLabel#{CLOCK_DETAIL_LABEL} {{
    font-size: 9pt;
    font-weight: 600;
    color: #7f8aa0;
}}
QFrame#{CLOCK_CARD} QLabel#{CLOCK_DETAIL} {{
    font-size: 12pt;
    font-weight: 600;
    color: #e8ecf2;
}}
QFrame#{CLOCK_CARD} QLabel#{CLOCK_NOTE} {{
    font-size: 11pt;
    color: {PAUSED_COLOR};
}}
QLabel#{CLOCK_STATUS} {{
    font-size: 10pt;
    font-weight: 700;
    padding: 4px 12px;
    border-radius: 11px;
    color: #ffffff;
    background: #3a4355;
}}
QLabel#{CLOCK_STATUS}[{STATE_PROPERTY}="running"] {{
    background: {ACCENT};
}}
QLabel#{CLOCK_STATUS}[{STATE_PROPERTY}="warning"] {{
    background: #c2412f;
}}
QLabel#{CLOCK_STATUS}[{STATE_PROPERTY}="paused"], QLabel#{CLOCK_STATUS}[{STATE_PROPERTY}="held"] {{
    background: {PAUSED_COLOR};
    color: #1d2433;
}}
QLabel#{CLOCK_STATUS}[{STATE_PROPERTY}="countdown"] {{
    background: #2f6fb5;
}}
QFrame#{MINI_CLOCK} {{
    background: #111722;
    border: 1px solid #2b3446;
    border-radius: 8px;
}}
QFrame#{MINI_CLOCK}:hover {{
    border-color: {ACCENT};
}}
QFrame#{MINI_CLOCK} QLabel {{
    background: transparent;
}}
QLabel#{MINI_TITLE} {{
    font-size: 9pt;
    font-weight: 600;
    color: #9aa5b8;
}}
QLabel#{MINI_TIME} {{
    font-size: 24pt;
    font-weight: 700;
    color: #ffffff;
}}
QLabel#{MINI_TIME}[{STATE_PROPERTY}="warning"] {{
    color: {WARNING_COLOR};
}}
QLabel#{MINI_TIME}[{STATE_PROPERTY}="paused"], QLabel#{MINI_TIME}[{STATE_PROPERTY}="held"] {{
    color: {PAUSED_COLOR};
}}
QLabel#{MINI_BLINDS} {{
    font-size: 9.5pt;
    color: #d7dce5;
}}
QLabel#{ERROR_TEXT} {{
    color: #b3261e;
}}
QLineEdit#{SEARCH_FIELD} {{
    font-size: 11pt;
    padding: 5px 8px;
    border: 1px solid #c9ced6;
    border-radius: 4px;
    background: #ffffff;
}}
QLineEdit#{SEARCH_FIELD}:focus, QLineEdit#{NAME_FIELD}:focus {{
    border-color: {ACCENT};
}}
QLabel#{FIELD_SUMMARY} {{
    font-size: 11pt;
    color: #1d2433;
}}
QLineEdit#{NAME_FIELD} {{
    font-size: 15pt;
    padding: 6px 10px;
    border: 1px solid #c9ced6;
    border-radius: 4px;
    background: #ffffff;
}}
QListWidget#{MATCH_LIST}, QListWidget#{HISTORY_LIST} {{
    background: #ffffff;
    border: 1px solid #dde1e7;
    border-radius: 4px;
    selection-background-color: #cfe5de;
    selection-color: #1d2433;
}}
QListWidget#{MATCH_LIST}::item {{
    padding: 3px 6px;
}}
QLabel#{PREVIEW_WHO} {{
    font-size: 11.5pt;
    font-weight: 600;
    color: #1d2433;
}}
QFrame#{RESULT_CARD} {{
    background: #e8f3ef;
    border: 2px solid {ACCENT};
    border-radius: 8px;
}}
QLabel#{RESULT_NAME} {{
    font-size: 13pt;
    font-weight: 600;
    color: #1d2433;
}}
QLabel#{RESULT_PLACE} {{
    font-size: 26pt;
    font-weight: 700;
    color: {ACCENT_DARK};
}}
QLabel#{RESULT_CHIPS} {{
    font-size: 15pt;
    font-weight: 600;
    color: #1d2433;
}}
QListWidget#{MOVE_LIST} {{
    background: #ffffff;
    border: 1px solid #dde1e7;
    border-radius: 4px;
    selection-background-color: #cfe5de;
    selection-color: #1d2433;
}}
QListWidget#{MOVE_LIST}::item {{
    padding: 4px 4px;
    border-bottom: 1px solid #eef0f3;
}}
QFrame#{ACTION_BAR} {{
    background: #fff4e0;
    border: 1px solid #f2b340;
    border-radius: 6px;
}}
QLabel#{ACTION_TEXT} {{
    font-size: 11pt;
    font-weight: 600;
    color: #1d2433;
}}
QTableView#{STRUCTURE_TABLE}, QTableView#{ENTRY_TABLE}, QTableView#{DATA_TABLE},
QTreeView#{DATA_TABLE} {{
    background: #ffffff;
    alternate-background-color: #f7f8fa;
    gridline-color: #e6e9ee;
    selection-background-color: #cfe5de;
    selection-color: #1d2433;
}}
QTableView#{STRUCTURE_TABLE} QHeaderView::section, QTableView#{ENTRY_TABLE} QHeaderView::section,
QTableView#{DATA_TABLE} QHeaderView::section, QTreeView#{DATA_TABLE} QHeaderView::section {{
    background: #f0f2f5;
    color: #5b6475;
    border: none;
    border-bottom: 1px solid #dde1e7;
    padding: 5px 5px;
    font-weight: 600;
}}
QTabWidget#{FLOOR_TABS}::pane {{
    background: #ffffff;
    border: 1px solid #dde1e7;
    border-radius: 8px;
    top: -1px;
}}
QTabWidget#{FLOOR_TABS} > QTabBar::tab {{
    font-size: 11pt;
    font-weight: 600;
    color: #5b6475;
    padding: 7px 18px;
    border: 1px solid #dde1e7;
    border-bottom: none;
    border-top-left-radius: 6px;
    border-top-right-radius: 6px;
    background: #eceef2;
    margin-right: 4px;
}}
QTabWidget#{FLOOR_TABS} > QTabBar::tab:selected {{
    background: #ffffff;
    color: #1d2433;
}}
QLineEdit#{FLOOR_SEARCH} {{
    font-size: 15pt;
    padding: 8px 10px;
    border: 2px solid #c9ced6;
    border-radius: 6px;
    background: #ffffff;
}}
QLineEdit#{FLOOR_SEARCH}:focus {{
    border-color: {ACCENT};
}}
QListWidget#{SITUATION_LIST} {{
    background: #ffffff;
    border: 1px solid #dde1e7;
    border-radius: 4px;
    font-size: 11pt;
    selection-background-color: #cfe5de;
    selection-color: #1d2433;
}}
QListWidget#{SITUATION_LIST}::item {{
    padding: 5px {SITUATION_ITEM_PADDING}px;
}}
QPushButton#{CHOICE_BUTTON} {{
    font-size: 14pt;
    text-align: left;
    padding: 14px 18px;
    background: #ffffff;
    color: #1d2433;
    border: 1px solid #c9ced6;
    border-radius: 6px;
}}
QPushButton#{CHOICE_BUTTON}:hover {{
    background: #eef6f3;
    border-color: {ACCENT};
}}
QPushButton#{CHOICE_BUTTON}:focus {{
    border: 2px solid {ACCENT};
}}
QLabel#{QUESTION_TEXT} {{
    font-size: 17pt;
    font-weight: 600;
    color: #1d2433;
}}
QLabel#{RULING_TEXT} {{
    font-size: 15pt;
    color: #1d2433;
}}
QLabel#{DISCRETION_BADGE} {{
    font-weight: 700;
    color: #1d2433;
    background: #fff4e0;
    border: 1px solid {PAUSED_COLOR};
    border-radius: 10px;
    padding: 3px 10px;
}}
QLabel#{RULING_HEADING} {{
    font-size: 10pt;
    font-weight: 700;
    color: #5b6475;
    padding-top: 8px;
}}
QFrame#{RULE_CARD} {{
    background: #eef6f3;
    border: none;
    border-left: 3px solid {ACCENT};
}}
QFrame#{PICK_CARD} {{
    background: #e8f3ef;
    border: 2px solid {ACCENT};
    border-radius: 8px;
}}
QLabel#{PICK_TEXT} {{
    font-size: 20pt;
    font-weight: 700;
    color: {ACCENT_DARK};
}}
QPushButton#{ACTION_BUTTON} {{
    font-size: 11pt;
    font-weight: 600;
    padding: 5px 8px;
    min-width: 48px;
}}
QLabel#{ACTION_SEQUENCE} {{
    font-size: 12pt;
    font-weight: 600;
    color: #1d2433;
}}
QLabel#{CALC_RESULT} {{
    font-size: 18pt;
    font-weight: 700;
    color: {ACCENT_DARK};
}}
QFrame#{CLOCK_CALL_CARD} {{
    background: {CLOCK_BACKGROUND};
    border: 3px solid {CLOCK_BACKGROUND};
    border-radius: 12px;
}}
QFrame#{CLOCK_CALL_CARD}[{STATE_PROPERTY}="warning"],
QFrame#{CLOCK_CALL_CARD}[{STATE_PROPERTY}="expired"] {{
    border-color: {WARNING_COLOR};
}}
QFrame#{CLOCK_CALL_CARD} QLabel {{
    background: transparent;
    color: #e8ecf2;
}}
QFrame#{CLOCK_CALL_CARD} QLabel#{CLOCK_CALL_PHASE} {{
    font-size: 22pt;
    font-weight: 600;
    color: #aeb8c8;
}}
QFrame#{CLOCK_CALL_CARD} QLabel#{CLOCK_CALL_DIGITS} {{
    font-size: 150pt;
    font-weight: 700;
    color: #ffffff;
}}
QFrame#{CLOCK_CALL_CARD} QLabel#{CLOCK_CALL_DIGITS}[{STATE_PROPERTY}="warning"],
QFrame#{CLOCK_CALL_CARD} QLabel#{CLOCK_CALL_DIGITS}[{STATE_PROPERTY}="expired"],
QFrame#{CLOCK_CALL_CARD} QLabel#{CLOCK_CALL_PHASE}[{STATE_PROPERTY}="warning"],
QFrame#{CLOCK_CALL_CARD} QLabel#{CLOCK_CALL_PHASE}[{STATE_PROPERTY}="expired"] {{
    color: {WARNING_COLOR};
}}
"""


def set_state(widget: QWidget, state: str) -> None:
    """Give ``widget`` the clock state the style sheet colours it by (re-polished if changed)."""
    if widget.property(STATE_PROPERTY) == state:
        return
    widget.setProperty(STATE_PROPERTY, state)
    widget.style().unpolish(widget)
    widget.style().polish(widget)


#: A widget property: set to True on a widget that elides (or cuts) its text on purpose,
#: so the screen-fit check passes it over.
ELIDES = "elidesOnPurpose"

"""Every text the window shows goes through the translation call, and every catalogue has it.

Issue 30: "Every string a person reads [...] goes through one translation
mechanism (Qt's for the window) [...] A test fails when a string is not
translatable or a catalogue lacks a string." So:

- no string literal with a letter in it (plain, an f-string, a ``+`` or a
  ``.format`` of one) is handed to a Qt text setter or constructor, a message
  box, or one of the window's own text helpers without ``translate(...)``;
- and that each catalogue has each of them is ``tests/test_catalogues.py``'s
  check, for every layer.
"""

from __future__ import annotations

import ast
from pathlib import Path

from tests.untranslated_text import has_words

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "floortool" / "ui"
CATALOGUES = ROOT / "resources" / "i18n"

#: Qt's setters and constructors, and the window's helpers, by the positions of their texts.
TEXT_POSITIONS: dict[str, tuple[int, ...] | None] = {
    **dict.fromkeys(
        (
            "setText",
            "setWindowTitle",
            "setToolTip",
            "setStatusTip",
            "setWhatsThis",
            "setPlaceholderText",
            "setTitle",
            "setLabelText",
            "setInformativeText",
            "setDetailedText",
            "setSuffix",
            "setPrefix",
            "setSpecialValueText",
            "showMessage",
            "addItem",
            "addRow",
            "addButton",
            "QLabel",
            "QPushButton",
            "QCheckBox",
            "QRadioButton",
            "QGroupBox",
            "QMenu",
            "text_label_text",
            "titled_card",
            "_heading",
            "said",  # a phrase of the layers below: a plain literal would stay English
        ),
        (0,),
    ),
    **dict.fromkeys(("addTab", "setTabText", "setTabToolTip", "insertItem", "text_label"), (1,)),
    **dict.fromkeys(("QAction", "addAction", "addMenu", "addSection"), None),  # every one
    "_button": (0, 1),
    "_menu_button": (0, 1),
}
#: Message boxes and input dialogs: their title and text.
DIALOG_FUNCTIONS = {"question", "information", "warning", "critical", "getText", "getInt"}
#: Lists of texts (header labels, combo items).
LIST_SETTERS = {"setHeaderLabels", "setHorizontalHeaderLabels", "setVerticalHeaderLabels"}
#: Keyword arguments that hold a text shown to the director.
TEXT_KEYWORDS = {"title", "text", "label", "informative", "action", "tip", "hint", "suffix"}


def untranslated(source: str) -> list[tuple[int, str]]:
    """The (line, call) of each text in ``source`` handed over without ``translate``."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        owner = getattr(func.value, "id", "") if isinstance(func, ast.Attribute) else ""
        positions: tuple[int, ...] | None = ()
        if owner in ("QMessageBox", "QInputDialog") and name in DIALOG_FUNCTIONS:
            positions = (1, 2)
        elif name in TEXT_POSITIONS:
            positions = TEXT_POSITIONS[name]
        texts = [
            argument
            for index, argument in enumerate(node.args)
            if positions is None or index in positions
        ]
        if name in LIST_SETTERS:
            texts += [
                item
                for argument in node.args
                if isinstance(argument, ast.List | ast.Tuple)
                for item in argument.elts
            ]
        texts += [keyword.value for keyword in node.keywords if keyword.arg in TEXT_KEYWORDS]
        found += [(node.lineno, name) for text in texts if has_words(text)]
    return found


def test_the_scan_finds_each_way_of_writing_a_text() -> None:
    """The scan itself: each form of untranslated text is caught, the translated one is not."""
    source = (
        'QLabel("Players")\n'
        'button.setText(f"Seat {n}")\n'
        'box.setToolTip("Seat " + str(n))\n'
        'QMessageBox.warning(self, "Refused", text)\n'
        'self._send(command, action="Break table {0}".format(n))\n'
        'widget.setHorizontalHeaderLabels(["Name", translate("m", "Seat")])\n'
        'QLabel(translate("m", "Players"))\n'
        'button.setText(translate("m", "Seat {n}").format(n=n))\n'
        'label.setObjectName("FieldValue")\n'
    )
    assert [line for line, _ in untranslated(source)] == [1, 2, 3, 4, 5, 6]


def test_the_window_hands_every_text_through_translate() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{line} {call}"
        for path in sorted(UI.rglob("*.py"))
        for line, call in untranslated(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []

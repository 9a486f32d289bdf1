"""Every text the window shows goes through the translation call, and every catalogue has it.

Issue 30: "Every string a person reads [...] goes through one translation
mechanism (Qt's for the window) [...] A test fails when a string is not
translatable or a catalogue lacks a string." So:

- no string literal with a letter in it (plain, an f-string, a ``+`` or a
  ``.format`` of one) is handed to a Qt text setter or constructor, a message
  box, or one of the window's own text helpers without ``translate(...)``;
- ``pyside6-lupdate`` run over ``floortool/ui`` finds no string a catalogue
  lacks, and every message of ``resources/i18n/floortool_<code>.ts`` is
  finished, with the same ``{placeholders}`` as its English text;
- and, read from the code itself (in case lupdate misses one), every
  ``translate(context, "text")`` and ``QT_TRANSLATE_NOOP(context, "text")``
  has its finished translation in each catalogue.
"""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from floortool.app.languages import TRANSLATED, catalogue_file
from floortool.domain.kernel.catalogue import read_catalogue

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


def _has_words(node: ast.expr) -> bool:
    """Whether ``node`` is text a person reads written in the source, untranslated."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and any(char.isalpha() for char in node.value)
    if isinstance(node, ast.JoinedStr):
        return any(_has_words(part) for part in node.values)
    if isinstance(node, ast.BinOp):
        return _has_words(node.left) or _has_words(node.right)
    if isinstance(node, ast.IfExp):
        return _has_words(node.body) or _has_words(node.orelse)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr == "format" and _has_words(node.func.value)
    return False


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
        found += [(node.lineno, name) for text in texts if _has_words(text)]
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


def _lupdate() -> str:
    beside = Path(sys.executable).with_name("pyside6-lupdate")
    found = str(beside) if beside.exists() else shutil.which("pyside6-lupdate")
    if found is None:
        pytest.skip("pyside6-lupdate is not installed")
    return found


PLACEHOLDER = re.compile(r"\{[^{}]*\}")


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_catalogue_has_every_text_of_the_window_translated(code: str, tmp_path: Path) -> None:
    """``pyside6-lupdate`` over the window's code adds nothing to the catalogue, and leaves
    no message unfinished; each translation keeps its English text's placeholders."""
    catalogue = tmp_path / f"floortool_{code}.ts"
    shutil.copy(CATALOGUES / catalogue.name, catalogue)
    sources = sorted(str(path) for path in UI.rglob("*.py"))
    subprocess.run(
        [
            _lupdate(),
            "-silent",
            "-no-obsolete",
            "-locations",
            "none",
            *sources,
            "-ts",
            str(catalogue),
        ],
        check=True,
    )
    unfinished: list[str] = []
    placeholders: list[str] = []
    for context in ElementTree.parse(catalogue).getroot().iter("context"):
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            if translation.get("type") == "unfinished" or not translation.text:
                unfinished.append(f"{context.findtext('name')}: {source}")
            elif sorted(PLACEHOLDER.findall(source)) != sorted(
                PLACEHOLDER.findall(translation.text)
            ):
                placeholders.append(f"{source} -> {translation.text}")
    assert unfinished == []
    assert placeholders == []


def marked_texts() -> set[tuple[str, str]]:
    """Every (context, text) the window's code hands to ``translate`` or marks for it."""
    found: set[tuple[str, str]] = set()
    for path in sorted(UI.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            if getattr(node.func, "id", "") not in ("translate", "QT_TRANSLATE_NOOP"):
                continue
            context, text = node.args[0], node.args[1]
            if isinstance(context, ast.Constant) and isinstance(text, ast.Constant):
                found.add((context.value, text.value))
    return found


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_text_marked_in_the_code_is_in_each_catalogue(code: str) -> None:
    translated = read_catalogue(catalogue_file(code).read_text(encoding="utf-8")).messages
    assert sorted(marked_texts() - translated.keys()) == []

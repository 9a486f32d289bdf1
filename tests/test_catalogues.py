"""Every text marked for translation, in any layer, is in each catalogue, finished.

Issue 30: "Every string a person reads — window, messages, printed documents,
web pages, the spoken lines — goes through one translation mechanism [...] A
test fails when [...] a catalogue lacks a string." The mechanism is one set of
catalogues, ``resources/i18n/floortool_<code>.ts``: the window reads them
through Qt, the other layers through ``domain/kernel/catalogue.py``. So:

- ``make catalogues-update`` (``packaging/catalogue_update.py``: lupdate over
  every source) run on a copy of each catalogue adds nothing and leaves no
  message unfinished, and each translation keeps its English text's
  ``{placeholders}``;
- read from the code itself (in case lupdate misses one), every
  ``translate(context, "text")`` and ``QT_TRANSLATE_NOOP(context, "text")`` has
  its finished translation in each catalogue;
- no ``translate`` is handed a text built at run time (an f-string, a ``+`` or a
  ``.format``): lupdate would file the unfilled template, never the sentence.
"""

from __future__ import annotations

import ast
import re
import shutil
from pathlib import Path
from xml.etree import ElementTree

import catalogue_update
import pytest

from floortool.app.languages import TRANSLATED, catalogue_file
from floortool.domain.kernel.catalogue import read_catalogue

PLACEHOLDER = re.compile(r"\{[^{}]*\}")
MARKERS = ("translate", "QT_TRANSLATE_NOOP")


def _marker(node: ast.AST) -> bool:
    if not isinstance(node, ast.Call) or len(node.args) < 2:
        return False
    func = node.func
    return (func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")) in MARKERS


def marked_calls() -> list[tuple[Path, ast.Call]]:
    """Every call in the program that marks a text for the catalogues."""
    return [
        (path, node)
        for path in catalogue_update.python_sources()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if _marker(node)
    ]


def marked_texts() -> set[tuple[str, str]]:
    """Every (context, text) the code hands to ``translate`` or marks for it, and those
    the readers of other files find."""
    found = set(
        (call.args[0].value, call.args[1].value)
        for _, call in marked_calls()
        if isinstance(call.args[0], ast.Constant) and isinstance(call.args[1], ast.Constant)
    )
    for reader in catalogue_update.OTHER_READERS:
        found.update(reader(catalogue_update.ROOT))
    return found


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_catalogue_has_every_marked_text_translated(code: str, tmp_path: Path) -> None:
    """The update adds nothing to the catalogue and leaves no message unfinished; each
    translation keeps its English text's placeholders."""
    catalogue = tmp_path / f"floortool_{code}.ts"
    shutil.copy(catalogue_update.CATALOGUES / catalogue.name, catalogue)
    try:
        catalogue_update.lupdate()
    except SystemExit:
        pytest.skip("pyside6-lupdate is not installed")
    catalogue_update.update([catalogue])
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


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_text_marked_in_the_code_is_in_each_catalogue(code: str) -> None:
    translated = read_catalogue(catalogue_file(code).read_text(encoding="utf-8")).messages
    assert sorted(marked_texts() - translated.keys()) == []


def test_no_text_is_built_before_it_is_translated() -> None:
    built = [
        f"{path.relative_to(catalogue_update.ROOT)}:{call.lineno}"
        for path, call in marked_calls()
        if isinstance(call.args[1], ast.JoinedStr | ast.BinOp)
        or (
            isinstance(call.args[1], ast.Call)
            and getattr(call.args[1].func, "attr", "") == "format"
        )
    ]
    assert built == []

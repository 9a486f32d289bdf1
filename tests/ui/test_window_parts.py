"""The main window and the Tables page are each built from parts that decide one thing
(issue 25 item 5: ``main_window.py``, 783 lines, and ``tables_page.py``, 732, had grown
past what one reader holds). Each part is a module of its own with a docstring saying
what it decides, none of them long, and the window and the page are made of them."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

import floortool.ui

UI = Path(floortool.ui.__file__).parent
#: What one reader holds: the longest a part may grow before it is split again.
MOST_LINES = 400
WINDOW_PARTS = ("window_menus", "window_undo", "window_dialogs", "window_status", "window_layout")
PAGE_PARTS = ("tables_bar", "tables_actions", "tables_search")


@pytest.mark.parametrize("name", ["main_window", "tables_page", *WINDOW_PARTS, *PAGE_PARTS])
def test_each_part_is_short_and_says_what_it_decides(name: str) -> None:
    module = importlib.import_module(f"floortool.ui.{name}")
    lines = (UI / f"{name}.py").read_text(encoding="utf-8").count("\n")
    assert lines <= MOST_LINES, f"{name}.py has {lines} lines"
    assert (module.__doc__ or "").startswith("UI layer: ")


@pytest.mark.parametrize(
    ("whole", "parts"),
    [
        ("main_window.MainWindow", WINDOW_PARTS),
        ("tables_page.TablesPage", PAGE_PARTS),
    ],
)
def test_the_window_and_the_page_are_made_of_their_parts(
    whole: str, parts: tuple[str, ...]
) -> None:
    module, name = whole.split(".")
    made = getattr(importlib.import_module(f"floortool.ui.{module}"), name)
    bases = {base.__module__.rsplit(".", 1)[-1] for base in made.__mro__}
    assert set(parts) <= bases

"""Every message the window can show speaks to a director, not to a terminal.

The app and the domain write the messages the window shows (refusals, plans,
action names); the window writes its own. They are read here from the source,
every string literal of ``floortool/domain``, ``floortool/app`` and
``floortool/ui`` (docstrings aside), so a message added tomorrow is checked
too. A refusal that one action resolves carries a ``Remedy``; the window words
it as a button, the command line as a command.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest

from floortool.cli.commands import COMMANDS
from floortool.cli.remedies import command_for
from floortool.domain.kernel.remedies import Fix, Remedy
from floortool.ui.remedy_words import button_for

ROOT = Path(__file__).resolve().parents[1] / "floortool"
SHOWN_BY_THE_WINDOW = ("domain", "app", "ui")
_NAMES = "|".join(re.escape(c.name) for c in COMMANDS)
COMMAND_LINE = re.compile(rf"--[a-z]|'(?:floortool )?(?:{_NAMES})\b|\bfloortool (?:{_NAMES})\b")
#: The command line's own option names (``Setting.flag``) are not messages.
NOT_SHOWN = frozenset({"flag"})
#: Functions that build a child process's command line (given to the program, never
#: shown): the window's share dialog starts ``floortool serve`` with these arguments.
ARGUMENT_BUILDERS = frozenset({("share_server.py", "arguments")})
#: A spin box's suffix sits after any number, so it cannot follow it.
SUFFIXES = frozenset({"unit"})


def _is_docstring(node: ast.AST, parent: ast.AST) -> bool:
    body = getattr(parent, "body", None)
    return bool(body) and body[0] is node  # type: ignore[index]


@cache
def _sources() -> tuple[tuple[Path, ast.Module], ...]:
    """Every module the window may show a string of, parsed once for every scan."""
    return tuple(
        (path, ast.parse(path.read_text(encoding="utf-8")))
        for package in SHOWN_BY_THE_WINDOW
        for path in sorted((ROOT / package).rglob("*.py"))
    )


@cache
def literals(skip: frozenset[str]) -> tuple[tuple[str, str], ...]:
    """``(where, text)`` of every string literal the window may show."""
    found: list[tuple[str, str]] = []
    for path, tree in _sources():
        hidden: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.keyword) and node.arg in skip:
                hidden.update(id(n) for n in ast.walk(node.value))
            if isinstance(node, ast.FunctionDef) and (path.name, node.name) in ARGUMENT_BUILDERS:
                hidden.update(id(n) for n in ast.walk(node))
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.Expr) and _is_docstring(child, node):
                    hidden.add(id(child.value))
        found += [
            (f"{path.relative_to(ROOT.parent)}:{node.lineno}", node.value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in hidden
        ]
    return tuple(found)


def test_the_source_is_read() -> None:
    """The scan sees the messages it is meant to check (a refusal of the seating)."""
    texts = [text for _, text in literals(NOT_SHOWN)]
    assert len(texts) > 2_000
    assert any("cannot break" in text for text in texts)


def test_no_message_of_the_window_holds_command_line_syntax() -> None:
    """Issue 15, item 7: "No message the window shows may contain command-line
    syntax" — no quoted command (``'seating break 5'``), no option (``--stacks``),
    no ``floortool COMMAND``."""
    shown = literals(NOT_SHOWN)
    assert [f"{where}: {text}" for where, text in shown if COMMAND_LINE.search(text)] == []


def test_counted_words_are_words() -> None:
    """Issue 15, item 9: "plurals are words, not 'event(s)'"."""
    shown = literals(NOT_SHOWN | SUFFIXES)
    assert [f"{where}: {text}" for where, text in shown if "(s)" in text] == []


@pytest.mark.parametrize("fix", list(Fix))
def test_the_window_names_a_button_and_the_command_line_a_command(fix: Fix) -> None:
    """Each front end words every remedy its own way: the window without any
    command-line syntax, the command line with its command."""
    remedy = Remedy(fix, (5,))
    assert not COMMAND_LINE.search(button_for(remedy))
    assert COMMAND_LINE.search(command_for(remedy))


def _window_labels() -> list[str]:
    """Every string literal of the window's own code (not its remedy sentences)."""
    return [
        text.strip()
        for where, text in literals(NOT_SHOWN)
        if where.startswith("floortool/ui/") and "remedy_words" not in where
    ]


@pytest.mark.parametrize("fix", list(Fix))
def test_every_button_a_remedy_names_is_in_the_window(fix: Fix) -> None:
    """A remedy sends the director to a button or menu item by its label (“Break table
    5”); that label must be one the window shows, so renaming or removing a button
    cannot leave a sentence pointing at nothing."""
    labels = _window_labels()
    for name in re.findall(r"“([^”]+)”", button_for(Remedy(fix, (5,)))):
        stem = re.sub(r"\s*\b5$", "", name).rstrip("…")
        assert any(label.rstrip("…").startswith(stem) for label in labels if label), name

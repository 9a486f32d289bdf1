"""The refusals of the rule packages are written as phrases, to be said in the reader's language.

Issue 30: "Every string a person reads — window, messages, printed documents,
web pages, the spoken lines — goes through one translation mechanism [...] A
test fails when a string is not translatable or a catalogue lacks a string."
A refusal is read: so in the packages below, no ``FloorError`` (or subclass)
is made (nor a subclass's ``super().__init__`` called), and nothing is raised,
with a message written as a plain string — a
literal, an f-string, a ``+`` or a ``.format`` of one — instead of
``translate(context, text)`` (``domain/kernel/phrases.py``). A helper that
builds the refusal (``_refuse(where, "must be ...")``) is handed its sentence
the same way: a raise hands no call a plain sentence (a literal with a space).
Programmers' errors (``ValueError``, ``TypeError``...) are not read by directors.
"""

from __future__ import annotations

import ast
from pathlib import Path

import floortool.domain
from floortool.domain.kernel.errors import FloorError

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("structure", "league", "fold", "kernel", "rulings", "results", "display")
#: Errors no director reads: a programmer's, and a checkpoint the fold reads again from the journal.
PROGRAMMERS = {"ValueError", "TypeError", "KeyError", "AssertionError", "BadStateData"}


def _refusal_names() -> set[str]:
    import pkgutil
    from importlib import import_module

    for module in pkgutil.walk_packages(floortool.domain.__path__, "floortool.domain."):
        import_module(module.name)
    names: set[str] = set()
    todo: list[type] = [FloorError]
    while todo:
        kind = todo.pop()
        names.add(kind.__name__)
        todo.extend(kind.__subclasses__())
    return names


def _plain(node: ast.AST) -> bool:
    """A message written as a string: a literal, an f-string, a ``+`` or a ``.format``."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _plain(node.left) or _plain(node.right)
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "format"
    )


def _sentence(node: ast.AST) -> bool:
    """A plain string a person would read: it has a space (a field name has none)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and " " in node.value.strip()
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(part, ast.Constant) and " " in part.value for part in node.values)
    return _plain(node)


def _name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def unmarked() -> list[str]:
    refusals = _refusal_names()
    found: list[str] = []
    for package in PACKAGES:
        for path in sorted((ROOT / "floortool" / "domain" / package).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            where = path.relative_to(ROOT)
            for node in ast.walk(tree):
                if isinstance(node, ast.Call) and _name(node) in refusals | {"__init__"}:
                    message = node.args[0] if node.args else None
                    for keyword in node.keywords:
                        if keyword.arg == "message":
                            message = keyword.value
                    if message is not None and _plain(message):
                        found.append(f"{where}:{node.lineno} {_name(node)}")
                if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                    call = node.exc
                    if _name(call) in PROGRAMMERS:
                        continue
                    if any(_sentence(argument) for argument in call.args):
                        found.append(f"{where}:{node.lineno} raise {_name(call)}")
    return found


def test_every_refusal_of_these_packages_is_a_phrase() -> None:
    assert unmarked() == []


def test_the_scan_finds_a_plain_refusal(tmp_path: Path) -> None:
    """The scan's own check: a refusal written as an f-string is found."""
    tree = ast.parse('raise InvalidInput(f"There is no level {level}.", field="level")')
    call = next(node for node in ast.walk(tree) if isinstance(node, ast.Call))
    assert _plain(call.args[0])
    assert not _plain(ast.parse('translate("domain.x", "No {level}.")').body[0].value)  # type: ignore[attr-defined]

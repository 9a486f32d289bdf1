"""The refusals of the app, store and command-line layers are phrases (issue 30, item 2).

"Every string a person reads [...] goes through one translation mechanism [...] A test
fails when a string is not translatable." A refusal's message is read by a person (the
window, the command line's stderr), so where these layers raise a ``FloorError`` (or
refuse a typed argument with argparse's ``ArgumentTypeError``) its message is written
with ``translate(context, text)`` (``domain/kernel/phrases.py``), never as a plain
string, an f-string, a concatenation or ``str(...)`` of something: those could only be
said in English. The scan reads the sources (as ``pyside6-lupdate`` does), so it also
sees a refusal no test happens to raise.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
from collections.abc import Iterator
from pathlib import Path

import floortool
from floortool.domain.kernel.errors import FloorError

SOURCES = Path(floortool.__file__).parent
#: The layers whose refusals this scan covers (the domain's and the web's have their own).
LAYERS = ("app", "store", "cli")
#: Ways of writing a message that leave it English only.
PLAIN = (ast.Constant, ast.JoinedStr, ast.BinOp)
BUILT_BY = {"str", "format", "join", "repr"}


def _refusal_names() -> set[str]:
    """The names of every refusal class: ``FloorError`` and all its subclasses in the
    domain and these layers, and argparse's refusal of a typed argument."""
    for layer in ("domain", *LAYERS):
        package = importlib.import_module(f"floortool.{layer}")
        for module in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
            if ".migrations" not in module.name:  # Alembic's scripts run only under Alembic
                importlib.import_module(module.name)
    names, todo = {"ArgumentTypeError"}, [FloorError]
    while todo:
        cls = todo.pop()
        names.add(cls.__name__)
        todo.extend(cls.__subclasses__())
    return names


def _called(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def _plain(message: ast.expr) -> bool:
    """Whether ``message`` is written so it can only be English."""
    if isinstance(message, PLAIN):
        return not isinstance(message, ast.Constant) or isinstance(message.value, str)
    return isinstance(message, ast.Call) and _called(message.func) in BUILT_BY


def plain_refusals(source: str, path: str, refusals: set[str]) -> Iterator[str]:
    """``path:line: the message`` for each refusal in ``source`` given a plain message."""
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or _called(node.func) not in refusals:
            continue
        given = [*node.args[:1], *(k.value for k in node.keywords if k.arg == "message")]
        for message in given:
            if _plain(message):
                yield f"{path}:{node.lineno}: {ast.unparse(message)[:80]}"


def test_the_scan_finds_a_plain_refusal() -> None:
    """The scan itself: each way of writing an English-only message is found, a phrase
    (or a phrase handed on) is not."""
    refusals = {"InvalidInput", "ArgumentTypeError"}
    source = "\n".join(
        [
            "raise InvalidInput('No such season.')",
            "raise InvalidInput(f'Table {t} is not open.', field='table')",
            "raise InvalidInput('Line ' + str(n))",
            "raise argparse.ArgumentTypeError(str(exc))",
            "raise InvalidInput(message='{} seats'.format(n))",
            "raise InvalidInput(translate('app.x', 'Table {t} is not open.').fill(t=t))",
            "raise InvalidInput(exc.phrase, field='file')",
        ]
    )
    found = list(plain_refusals(source, "x.py", refusals))
    assert [line.split(":")[1] for line in found] == ["1", "2", "3", "4", "5"]


def test_every_refusal_of_the_app_store_and_command_line_is_a_phrase() -> None:
    refusals = _refusal_names()
    assert {"InvalidInput", "SeatingRefused", "DatabaseFault", "UnknownPlayer"} <= refusals
    found = [
        line
        for layer in LAYERS
        for path in sorted((SOURCES / layer).rglob("*.py"))
        for line in plain_refusals(
            path.read_text(encoding="utf-8"), str(path.relative_to(SOURCES)), refusals
        )
    ]
    assert not found, "refusals written in English only:\n" + "\n".join(found)

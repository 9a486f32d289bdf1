"""The refusals of the floor's rules are written to be said in the reader's language.

Issue 30: "Every string a person reads [...] goes through one translation
mechanism [...] A test fails when a string is not translatable." A refusal
decided in ``domain/prize``, ``seating``, ``registration``, ``tournament``,
``players``, ``field``, ``clock``, ``structure``, ``league``, ``fold``,
``kernel``, ``rulings``, ``results`` or ``display`` reaches a director in the window, on the
command line, on a phone and in the logs, so each is raised with a phrase
(``translate(context, text).fill(...)``, ``kernel/phrases.py``), never with a
string literal, an f-string, a ``+`` or a ``.format`` of one: a ``FloorError``
given a ``str`` is English only. Left out, for its reason: the fold's own
consistency checks (``ReplayConflict`` and its kin, such as ``SeatTaken``): a
journal that disagrees with itself, which no director's request causes,
reported in the journal's terms. The event settings' own checks
(``domain/tournament/settings.py``) are phrases like every other refusal.

That each marked text is in every catalogue is ``tests/test_catalogues.py``'s
check; that a refusal really comes out in German is each package's
``test_<package>_said_in_german.py`` (``tests/domain/test_refusals_said.py`` for
the packages from structure on), and that a sentence handed to a helper that
builds the refusal is a phrase too is ``tests/domain/test_refusal_messages_marked.py``.
"""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import floortool.domain
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.journal import ReplayConflict

DOMAIN = Path(floortool.domain.__file__).parent
PACKAGES = (
    "prize",
    "seating",
    "registration",
    "tournament",
    "players",
    "field",
    "clock",
    "structure",
    "league",
    "fold",
    "kernel",
    "rulings",
    "results",
    "display",
)


def _refusals() -> set[str]:
    """The names of every ``FloorError`` class of the domain, the fold's checks left out."""
    for module in pkgutil.walk_packages(floortool.domain.__path__, "floortool.domain."):
        importlib.import_module(module.name)
    names: set[str] = set()
    todo: list[type[FloorError]] = [FloorError]
    while todo:
        refusal = todo.pop()
        if not issubclass(refusal, ReplayConflict):
            names.add(refusal.__name__)
            todo.extend(refusal.__subclasses__())
    return names


def _written_in_english(node: ast.expr) -> bool:
    """Whether ``node`` is a text with words, written in the source and not marked."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and any(char.isalpha() for char in node.value)
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.BinOp):
        return _written_in_english(node.left) or _written_in_english(node.right)
    if isinstance(node, ast.IfExp):
        return _written_in_english(node.body) or _written_in_english(node.orelse)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr == "format" and _written_in_english(node.func.value)
    return False


def unmarked_refusals(source: str, refusals: set[str]) -> list[int]:
    """The lines of ``source`` that make one of ``refusals`` with an unmarked message."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name not in refusals:
            continue
        messages = node.args[:1] + [k.value for k in node.keywords if k.arg == "message"]
        if any(_written_in_english(message) for message in messages):
            lines.append(node.lineno)
    return lines


def test_every_refusal_of_these_packages_is_a_phrase() -> None:
    refusals = _refusals()
    found = [
        f"{path.relative_to(DOMAIN.parent.parent)}:{line}"
        for package in PACKAGES
        for path in sorted((DOMAIN / package).rglob("*.py"))
        for line in unmarked_refusals(path.read_text(encoding="utf-8"), refusals)
    ]
    assert found == []


def test_the_scan_finds_a_refusal_written_in_english() -> None:
    """The scan itself: each way of writing an English message is found, a phrase is not."""
    source = "\n".join(
        (
            'raise InvalidInput("Table 3 is full.")',
            'raise HandRefused(f"Table {n} is full.", code="x")',
            'raise NotFound("Table " + str(n) + " is missing.")',
            'raise CountRefused("{} chips".format(n))',
            'raise FloorError(message="Nothing to change.")',
            'raise InvalidInput(translate("domain.x", "Table {n} is full.").fill(n=n))',
            'raise ReplayConflict(f"entry {n} is missing")',
            "raise InvalidInput(refusal.fill(n=n))",
        )
    )
    assert unmarked_refusals(source, _refusals()) == [1, 2, 3, 4, 5]

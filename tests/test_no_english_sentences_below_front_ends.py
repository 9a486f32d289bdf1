"""No English sentence is written below the front ends, outside ``translate``.

Issue 30: "Every string a person reads [...] goes through one translation
mechanism [...] A test fails when a string is not translatable." Below the
front ends (``floortool/domain`` and ``floortool/app``) a sentence a person
reads is a phrase (``translate(context, text).fill(...)``,
``domain/kernel/phrases.py``), said by the front end in its reader's language.
This scan reads every module there and finds each string literal or f-string
holding a sentence (two words of letters with a space between them) that is not
inside ``translate`` or ``QT_TRANSLATE_NOOP``. Left out, each for its reason:

- docstrings: the programmer's;
- logging calls (``logger.warning(...)``): the logs stay English;
- raising or making a consistency check of the fold (``ReplayConflict`` and
  its kin): a journal that disagrees with itself, reported in the journal's
  terms; and a Python exception (``ValueError``, ``KeyError`` ..., or a class of
  floortool's defined on one, such as ``BadStateData``) or an ``assert``: a
  programmer's error, or one caught and told another way;
- dictionary keys and ``code=`` / ``field=`` values: the ``--json`` keys, the
  refusals' codes and fields, identifiers a program reads; a text compared
  against (``name == "LATIN SMALL LETTER SHARP S"``) and a regular expression
  (``re.compile(...)``): read by the program, never shown;
- ``IN_PROGRESS``: the files other parts of issue 30 are converting now;
- ``LEFT_IN_ENGLISH``: a file with English left in it, how many sentences and
  why. A file listed must hold exactly that many (so the list shrinks as texts
  are translated, and a new English sentence there is found too).

The heuristic is simple on purpose: a sentence held in a variable and shown
later is found where it is written, and a single word ("Break") is not found.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import pkgutil
import re
from functools import cache
from pathlib import Path

import pytest

import floortool
import floortool.domain
from floortool.domain.kernel.journal import ReplayConflict

ROOT = Path(floortool.__file__).parent
LAYERS = ("domain", "app")
#: Two words of letters with a space between them (a comma, colon or semicolon may
#: end the first): "Table 3 is full", not "late-reg" nor "clock,payouts".
SENTENCE = re.compile(r"[A-Za-z]{2,}[,;:]? +[A-Za-z]{2,}")
MARKERS = {"translate", "QT_TRANSLATE_NOOP"}
LOGGING = {"debug", "info", "warning", "error", "exception", "critical", "log"}
PYTHON_ERRORS = {
    name
    for name, value in vars(builtins).items()
    if isinstance(value, type) and issubclass(value, BaseException)
}
IDENTIFIERS = {"code", "field"}

#: Files being converted by other parts of issue 30 now (paths under ``floortool/``;
#: a folder takes everything in it). The lead shrinks this after merging them.
IN_PROGRESS: tuple[str, ...] = ()

#: Files with English sentences left in them: how many, and why.
LEFT_IN_ENGLISH: dict[str, tuple[int, str]] = {
    # Stays English: read by a program or a programmer, never shown as a sentence.
    "domain/clock/state.py": (1, "a clock hold's reason, an id kept in the journal"),
    "domain/display/cue_lines.py": (9, "the line fields' descriptions, never shown"),
    "domain/tournament/settings.py": (4, "the room-screen views' descriptions, never shown"),
    "domain/fold/kinds.py": (1, "the source of a generated module"),
    "domain/fold/replay.py": (1, "a group left out of the fold, for the log"),
    "domain/kernel/journal.py": (1, "part of a programmer's error (a kind taken twice)"),
    "app/announce.py": (1, "the PowerShell command that speaks on Windows"),
    "app/about.py": (
        7,
        "the names of the licence and the bundled parts, as their makers write them",
    ),
    "app/demo.py": (2, "the demo event's name and type: data, as a director types them"),
    "app/layouts.py": (4, "the sponsor slide: a layout's data, as a director writes one"),
    "app/views/clock.py": (3, "the status JSON's late_registration value"),
    "domain/league/events.py": (1, "a record's kind, named by a journal consistency check"),
    "domain/prize/events.py": (1, "a setting's key, the field of its refusal"),
    "domain/prize/mystery_prizes.py": (3, "the prizes' syntax, as a director types it"),
    "domain/rulings/rulebook_records.py": (4, "the books' titles and a rule's ref, as written"),
}


def _text(node: ast.AST) -> str | None:
    """The words written in a string literal or an f-string (its fields left out)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(
            part.value
            for part in node.values
            if isinstance(part, ast.Constant) and isinstance(part.value, str)
        )
    return None


def _called(call: ast.Call) -> tuple[str, bool]:
    """The name a call is made by, and whether it is a method (``x.name(...)``)."""
    if isinstance(call.func, ast.Attribute):
        return call.func.attr, True
    return getattr(call.func, "id", ""), False


def _allowed(node: ast.AST, parents: dict[ast.AST, ast.AST], checks: set[str]) -> bool:
    """Whether the text ``node`` stands where a sentence may be written in English."""
    child = node
    while child in parents:
        parent = parents[child]
        if isinstance(parent, ast.Expr) and isinstance(child, ast.Constant):
            return True  # a docstring (or a bare string statement)
        if isinstance(parent, ast.Call):
            name, method = _called(parent)
            if name in MARKERS or name in checks or name in PYTHON_ERRORS:
                return True
            if method and (name in LOGGING or _of_re(parent)):
                return True
        if isinstance(parent, ast.Dict) and child in parent.keys:
            return True
        if isinstance(parent, ast.keyword) and parent.arg in IDENTIFIERS:
            return True
        if isinstance(parent, ast.Assert | ast.Compare):
            return True
        if isinstance(parent, ast.stmt):
            return False
        child = parent
    return False


def _of_re(call: ast.Call) -> bool:
    """Whether ``call`` is one of the ``re`` module's (``re.compile(...)``)."""
    return isinstance(call.func, ast.Attribute) and getattr(call.func.value, "id", "") == "re"


def english_sentences(source: str, checks: set[str]) -> list[int]:
    """The lines of ``source`` holding an English sentence a person may read: written
    outside ``translate`` and every place the module docstring leaves out (``checks``:
    the exceptions whose messages stay English)."""
    tree = ast.parse(source)
    parents = {child: parent for parent in ast.walk(tree) for child in ast.iter_child_nodes(parent)}
    lines = []
    for node in ast.walk(tree):
        text = _text(node)
        if text is None or isinstance(parents.get(node), ast.JoinedStr):
            continue
        if SENTENCE.search(text) and not _allowed(node, parents, checks):
            lines.append(node.lineno)
    return lines


def _english_exceptions() -> set[str]:
    """The names of ``ReplayConflict`` and its kin (every domain module imported first,
    so each is known), and of floortool's classes defined on a Python exception."""
    for module in pkgutil.walk_packages(floortool.domain.__path__, "floortool.domain."):
        importlib.import_module(module.name)
    names: set[str] = set()
    todo: list[type[Exception]] = [ReplayConflict]
    while todo:
        check = todo.pop()
        names.add(check.__name__)
        todo.extend(check.__subclasses__())
    for layer in LAYERS:
        for path in (ROOT / layer).rglob("*.py"):
            for found in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(found, ast.ClassDef) and any(
                    getattr(base, "id", "") in PYTHON_ERRORS for base in found.bases
                ):
                    names.add(found.name)
    return names


@cache
def _found() -> dict[str, list[int]]:
    """Each module's lines with an English sentence, by path under ``floortool/``."""
    checks = _english_exceptions()
    found: dict[str, list[int]] = {}
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            name = path.relative_to(ROOT).as_posix()
            if name.startswith(IN_PROGRESS):
                continue
            lines = english_sentences(path.read_text(encoding="utf-8"), checks)
            if lines:
                found[name] = lines
    return found


def test_no_english_sentence_is_written_below_the_front_ends() -> None:
    found = _found()
    unlisted = {name: lines for name, lines in found.items() if name not in LEFT_IN_ENGLISH}
    assert unlisted == {}


def test_the_files_left_in_english_hold_what_the_list_says() -> None:
    """Each file listed holds exactly its count: more is a new English sentence, fewer
    means some were translated (lower the count, or drop the file)."""
    found = _found()
    counts = {name: len(found.get(name, [])) for name in LEFT_IN_ENGLISH}
    assert counts == {name: count for name, (count, _why) in LEFT_IN_ENGLISH.items()}


@pytest.mark.parametrize("name", sorted(LEFT_IN_ENGLISH))
def test_each_file_left_in_english_says_why(name: str) -> None:
    count, why = LEFT_IN_ENGLISH[name]
    assert count > 0 and why.strip()


def test_the_scan_finds_a_sentence_written_in_english() -> None:
    """The scan itself: each way of writing an English sentence is found, each place
    the docstring leaves out is not."""
    source = "\n".join(
        (
            '"""A module docstring with words."""',  # 1: left out
            'NOTE = "Table 3 is full"',  # 2: found
            'def f(n):\n    return f"Table {n} is full"',  # 3-4: found (4)
            'raise InvalidInput("Name the chips pushed.")',  # 5: found
            'reason = "Seats drawn" if n else "No seats"',  # 6: found (twice)
            'logger.warning("stored checkpoint not used: %s", n)',  # 7: left out
            'raise ReplayConflict(f"entry {n} is missing")',  # 8: left out
            'raise ValueError("not a floor state")',  # 9: left out
            'translate("domain.x", "Table {n} is full.")',  # 10: left out
            'data = {"the key": 1, "field": "late reg"}',  # 11: found (the value)
            'raise InvalidInput(x, code="not a code", field="some field")',  # 12: left out
            'return Outcome(scope=s, label=f"Seat {n} players")',  # 13: found
            'WORD = "Break"',  # 14: one word, left out
            'raise BadStateData(f"{n} is not a list")',  # 15: left out (a ValueError)
            'if name == "LATIN SMALL LETTER SHARP S": pass',  # 16: left out
            'ALL_IN = re.compile(r"all in")',  # 17: left out
        )
    )
    assert english_sentences(source, _english_exceptions()) == [2, 4, 5, 6, 6, 11, 13]

"""What the command line prints for a person is marked for translation.

Issue 30: "Every string a person reads [...] goes through one translation
mechanism [...] A test fails when a string is not translatable or a catalogue
lacks a string." A command prints its text through ``Output.done`` (or
``print``), built from lines it appends to a list; so a string literal with a
letter in it (plain or an f-string) found in what is handed to ``done`` or
``print`` (on stdout: refusals and warnings on stderr are said where refusals
are), appended to, added to or assigned to the lines a command builds, or
returned by a function that makes a line (``..._text``, ``..._line``),
outside ``translate(...)``, is a line no catalogue can say. (Names, numbers and
padding around them are not letters written in the source, so
``f"  {seat:>2}  {player}"`` passes.) That each catalogue has each marked text
is ``tests/test_catalogues.py``'s check.

The commands whose lines are still English are listed in ``STILL_ENGLISH``; a
module there that no longer prints an unmarked line fails too, so the list only
shrinks.

``--help`` is read too: a ``help=``, ``description=`` or ``epilog=`` handed to
argparse with a literal that has a letter in it, outside ``translate(...)``
(marked as ``help_text(translate(...))``, ``cli.help_text``), is a help text no
catalogue can say; so is a ``metavar=`` that is a word, the notations in
``NOTATIONS`` aside.
"""

from __future__ import annotations

import ast
from pathlib import Path

CLI = Path(__file__).resolve().parents[2] / "floortool" / "cli"

#: Names of the lists a command builds its text in.
LINE_NAMES = {"lines", "text", "head", "said", "line", "place"}
#: Endings of the names of functions that make a line to print (``device_line``, ``code_text``).
TEXT_FUNCTIONS = ("_text", "_line", "_lines")
#: Calls whose arguments are printed.
PRINTERS = {"done", "print"}
#: Command modules whose human lines are not translated yet (the README says which).
STILL_ENGLISH: set[str] = set()
#: argparse's keywords whose text ``--help`` shows.
HELP_KEYWORDS = {"help", "description", "epilog"}
#: Metavars that are notations, the same in every language: numbers (``N``), an id, an
#: address, a formula, a size, a date, a rule's reference, lists of such and ``all``
#: (a word typed as it is).
NOTATIONS = {"N", "M", "T", "ID", "URL", "EXPR", "WxH", "YYYY-MM-DD", "REF", "N|all"}
NOTATIONS |= {"A,B,...", "P1,P2,..."}


def _words(node: ast.AST) -> list[ast.AST]:
    """The literals with a letter in ``node``, outside ``translate(...)`` calls."""
    if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "translate":
        return []
    if isinstance(node, ast.Constant):
        text = node.value
        return [node] if isinstance(text, str) and any(c.isalpha() for c in text) else []
    if isinstance(node, ast.JoinedStr):  # its text, and the values put in (not their format)
        parts = [p.value if isinstance(p, ast.FormattedValue) else p for p in node.values]
        return [node] if any(_words(part) for part in parts) else []
    if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "join":
        return [hit for arg in node.args for hit in _words(arg)]  # the separator is punctuation
    if isinstance(node, ast.Call) and getattr(node.func, "attr", None) == "replace":
        return _words(node.func.value)  # type: ignore[attr-defined]  # the marks replaced
    if isinstance(node, ast.Subscript):
        return []  # a key: error["message"]
    return [hit for child in ast.iter_child_nodes(node) for hit in _words(child)]


def _printed(tree: ast.AST) -> list[ast.AST]:
    """What a module prints: the arguments of ``done``/``print`` and what goes into the
    lists of lines."""
    found: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "attr", getattr(node.func, "id", None))
            target = getattr(node.func, "value", None)
            if name == "print" and any(k.arg == "file" for k in node.keywords):
                continue  # refusals and warnings on stderr: said where refusals are
            if name in PRINTERS:
                found += node.args[1:] if name == "done" else node.args
            elif name in {"append", "insert", "extend"} and getattr(target, "id", "") in LINE_NAMES:
                found += node.args
        elif isinstance(node, ast.FunctionDef) and node.name.endswith(TEXT_FUNCTIONS):
            found += [
                ret.value for ret in ast.walk(node) if isinstance(ret, ast.Return) and ret.value
            ]
        elif isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign) and node.value:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(getattr(t, "id", "") in LINE_NAMES for t in targets):
                found.append(node.value)
    return found


def _help_texts(tree: ast.AST) -> list[ast.AST]:
    """What a module hands argparse for ``--help``: its help texts and worded metavars."""
    found: list[ast.AST] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg in HELP_KEYWORDS:
            found.append(node.value)
        elif isinstance(node, ast.keyword) and node.arg == "metavar":
            value = node.value
            if not (isinstance(value, ast.Constant) and value.value in NOTATIONS):
                found.append(value)
    return found


def _unmarked(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path.name}:{hit.lineno}: {ast.unparse(hit)}"  # type: ignore[attr-defined]
        for printed in _printed(tree)
        for hit in _words(printed)
    ]


def _unmarked_help(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path.name}:{hit.lineno}: {ast.unparse(hit)}"  # type: ignore[attr-defined]
        for shown in _help_texts(tree)
        for hit in _words(shown)
    ]


def test_the_command_lines_printed_are_marked_for_translation() -> None:
    unmarked = [
        line
        for path in sorted(CLI.glob("*.py"))
        if path.name not in STILL_ENGLISH
        for line in _unmarked(path)
    ]
    assert not unmarked, "\n".join(unmarked)


def test_the_modules_still_in_english_are_listed_honestly() -> None:
    translated = sorted(name for name in STILL_ENGLISH if not _unmarked(CLI / name))
    assert not translated, f"translated now, drop from STILL_ENGLISH: {translated}"


def test_the_scan_finds_an_unmarked_line() -> None:
    source = (
        "def _show(out, n):\n"
        "    lines = [f'{n} players left']\n"
        "    lines.append(translate('cli.x', 'Marked'))\n"
        "    out.done({}, lines)\n"
    )
    tree = ast.parse(source)
    hits = [ast.unparse(hit) for printed in _printed(tree) for hit in _words(printed)]
    assert hits == ["f'{n} players left'"]


def test_every_help_text_is_marked_for_translation() -> None:
    unmarked = [line for path in sorted(CLI.glob("*.py")) for line in _unmarked_help(path)]
    assert not unmarked, "\n".join(unmarked)


def test_the_scan_finds_a_bare_help_text() -> None:
    source = (
        "def register(actions):\n"
        "    show = actions.add_parser('show', help='the current event')\n"
        "    show.add_argument('--top', metavar='N', help=f'how many ({TOP})')\n"
        "    show.add_argument('name', metavar='NAME')\n"
        "    show.add_argument('--x', metavar='N', help=help_text(translate('cli.x', 'Marked')))\n"
    )
    tree = ast.parse(source)
    hits = [ast.unparse(hit) for shown in _help_texts(tree) for hit in _words(shown)]
    assert hits == ["'the current event'", "f'how many ({TOP})'", "'NAME'"]

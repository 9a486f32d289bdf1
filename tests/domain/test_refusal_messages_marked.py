"""A sentence handed to whatever builds a refusal is a phrase, as the refusal's own is.

Issue 30: "Every string a person reads [...] goes through one translation
mechanism [...] A test fails when a string is not translatable."
``tests/test_domain_refusals_translatable.py`` finds a refusal made with a plain
string. Many refusals of the rule packages are built by a helper that frames a
sentence ("Level 3: ...", "Situation file x: ...", "The layout: ...") or by a
refusal class's own ``__init__``: so in the packages below no ``raise`` hands a
call a plain sentence (a literal with a space, an f-string with words, a ``+``
or a ``.format`` of one), and no ``super().__init__`` is given one. Programmers'
errors (``ValueError``, ``TypeError``...) and a checkpoint the fold reads again
from the journal (``BadStateData``) are read by no director.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("structure", "league", "fold", "kernel", "rulings", "results", "display")
PROGRAMMERS = {"ValueError", "TypeError", "KeyError", "AssertionError", "BadStateData"}


def _sentence(node: ast.AST) -> bool:
    """A plain string a person would read (a field name or a key has no space)."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and " " in node.value.strip()
    if isinstance(node, ast.JoinedStr):
        return any(isinstance(part, ast.Constant) and " " in part.value for part in node.values)
    if isinstance(node, ast.BinOp):
        return _sentence(node.left) or _sentence(node.right)
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "format"
    )


def _name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def handed_sentences(source: str) -> list[int]:
    """The lines of ``source`` that hand a plain sentence to a refusal's maker."""
    lines = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
            call = node.exc
            if _name(call) not in PROGRAMMERS and any(map(_sentence, call.args)):
                lines.append(node.lineno)
        elif (
            isinstance(node, ast.Call)
            and _name(node) == "__init__"
            and node.args
            and _sentence(node.args[0])
        ):
            lines.append(node.lineno)
    return lines


def test_no_refusal_of_these_packages_is_built_from_a_plain_sentence() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}"
        for package in PACKAGES
        for path in sorted((ROOT / "floortool" / "domain" / package).rglob("*.py"))
        for line in handed_sentences(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_the_scan_finds_a_sentence_handed_to_a_helper() -> None:
    source = "\n".join(
        (
            'raise _refuse(structure, index, "the ante cannot be negative.", field="ante")',
            'raise self.refuse(where, f"unknown key {key!r}.")',
            'super().__init__(f"The ruling on {title} needs an answer")',
            'raise _refuse(structure, index, translate("domain.x", "the ante is 0."), field="a")',
            'raise _refuse(f"{where}.choices", phrase)',
            'raise ValueError("a chip race needs an rng")',
        )
    )
    assert handed_sentences(source) == [1, 2, 3]

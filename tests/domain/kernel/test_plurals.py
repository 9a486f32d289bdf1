"""Domain: every message that counts something says "1 player", "2 players" — one helper,
``plurals.plural``, never a count glued to a plural noun ("1 players", "1 tables").

The check reads the source: an f-string in which a formatted value (not a constant
such as ``MAX_SEATS``) is followed by a plural noun must go through ``plural``.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import floortool
from floortool.domain.kernel.plurals import plural

NOUNS = (
    "players|tables|entries|seats|moves|levels|hands|rebuys|add-ons|re-entries|entrants|"
    "busts|places|events|rows|members|breaks|rules|steps|rounds"
)
GLUED = re.compile(rf"^ ({NOUNS})\b")
#: Values followed by the noun that are not counts: (file, expression) and why.
NOT_COUNTS = {
    ("domain/prize/payout_edit.py", "upper"): "text: a grouped number or 'any number'",
    ("domain/seating/engine/breaking.py", "number"): "'Table 5 breaks': a verb",
    ("domain/tournament/settings.py", "what"): "'A table seats 2 to 9 players': a verb",
}


def _constant(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.Name | ast.Attribute):
        return (node.id if isinstance(node, ast.Name) else node.attr).isupper()
    if isinstance(node, ast.BinOp):
        return _constant(node.left) and _constant(node.right)
    return False


def glued_counts(root: Path) -> list[str]:
    """``file:line: expression noun`` for every count glued to a plural noun under ``root``."""
    found = []
    for path in sorted(root.rglob("*.py")):
        where = path.relative_to(root).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.JoinedStr):
                continue
            for value, text in zip(node.values, node.values[1:], strict=False):
                if not (isinstance(value, ast.FormattedValue) and isinstance(text, ast.Constant)):
                    continue
                glued = isinstance(text.value, str) and GLUED.match(text.value)
                expression = ast.unparse(value.value)
                if glued and not _constant(value.value) and (where, expression) not in NOT_COUNTS:
                    found.append(f"{where}:{node.lineno}: {expression}{text.value[:20]!r}")
    return found


def test_no_count_is_glued_to_a_plural_noun() -> None:
    assert glued_counts(Path(floortool.__file__).parent) == []


def test_the_helper_says_one_and_many() -> None:
    assert [plural(n, "player") for n in (0, 1, 2, 1_000)] == [
        "0 players",
        "1 player",
        "2 players",
        "1,000 players",
    ]
    assert plural(1, "entry", "entries") == "1 entry" and plural(3, "entry", "entries") == (
        "3 entries"
    )

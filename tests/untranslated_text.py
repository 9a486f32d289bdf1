"""What the translation scans of the window and the printed documents call text a person
reads, written in the source: a literal with a letter in it (paragraph markup such as
``<b>`` is no text), an f-string, a ``+``, a conditional, a tuple or list, a generator,
or a ``.format``/``.join`` of one of them. A ``translate(...)`` call is none of these."""

from __future__ import annotations

import ast
import re

#: A paragraph's markup.
MARKUP = re.compile(r"<[^<>]*>")


def has_words(node: ast.expr) -> bool:
    """Whether ``node`` is text a person reads written in the source, untranslated."""
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str) and any(c.isalpha() for c in MARKUP.sub("", node.value))
    if isinstance(node, ast.JoinedStr):
        return any(has_words(part) for part in node.values)
    if isinstance(node, ast.BinOp):
        return has_words(node.left) or has_words(node.right)
    if isinstance(node, ast.IfExp):
        return has_words(node.body) or has_words(node.orelse)
    if isinstance(node, ast.Tuple | ast.List):
        return any(has_words(element) for element in node.elts)
    if isinstance(node, ast.GeneratorExp):
        return has_words(node.elt)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        return node.func.attr in ("format", "join") and has_words(node.func.value)
    return False

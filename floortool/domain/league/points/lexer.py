"""Domain layer: cutting a points formula into tokens (numbers, names, operators).

Only ASCII is read: digits ``0-9`` with an optional decimal point and
exponent (``12``, ``1.5``, ``.5``, ``2e3``), names of letters, digits and
``_`` starting with a letter or ``_``, the operators ``+ - * / ^ < <= > >=
= !=``, parentheses and commas, and spaces, tabs and line breaks between
them. Anything else (quotes, brackets, ``==``, a stray character) is refused
with its position.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.league.points.errors import FormulaError
from floortool.domain.league.points.language import MAX_LENGTH


class Kind(Enum):
    NUMBER = "number"
    NAME = "name"
    OPERATOR = "operator"
    OPEN = "("
    CLOSE = ")"
    COMMA = ","
    END = "end"


@dataclass(frozen=True)
class Token:
    kind: Kind
    text: str
    position: int  # 1-based character where the token starts
    value: float = 0.0  # for numbers

    def describe(self) -> str | Phrase:
        if self.kind is Kind.END:
            return translate("domain.league.points.lexer", "the end of the formula")
        return f"'{self.text}'"


_DIGITS = frozenset("0123456789")
_NAME_START = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_")
_NAME_REST = _NAME_START | _DIGITS
_SPACE = frozenset(" \t\r\n")
_TWO_CHAR = ("<=", ">=", "!=")
_ONE_CHAR = frozenset("+-*/^<>=")
_PUNCTUATION = {"(": Kind.OPEN, ")": Kind.CLOSE, ",": Kind.COMMA}
_HINTS = {
    "==": translate("domain.league.points.lexer", "use '=' to compare"),
    "**": translate("domain.league.points.lexer", "use '^' for powers"),
    '"': translate("domain.league.points.lexer", "formulas have no text in quotes"),
    "'": translate("domain.league.points.lexer", "formulas have no text in quotes"),
    "[": translate(
        "domain.league.points.lexer", "use parentheses, or table(r, ...) for a list of points"
    ),
    "&": translate("domain.league.points.lexer", "use 'and'"),
    "|": translate("domain.league.points.lexer", "use 'or'"),
    "!": translate("domain.league.points.lexer", "use 'not' (or '!=' for 'not equal')"),
}


def tokenize(text: str) -> list[Token]:
    """The tokens of ``text``, ending with an ``END`` token."""
    if len(text) > MAX_LENGTH:
        raise FormulaError(
            translate(
                "domain.league.points.lexer", "The formula is longer than {max_length} characters"
            ).fill(max_length=MAX_LENGTH),
            text,
            1,
        )
    tokens: list[Token] = []
    i = 0
    while i < len(text):
        c = text[i]
        if c in _SPACE:
            i += 1
        elif c in _DIGITS or (c == "." and text[i + 1 : i + 2] in _DIGITS):
            token, i = _number(text, i)
            tokens.append(token)
        elif c in _NAME_START:
            start = i
            while i < len(text) and text[i] in _NAME_REST:
                i += 1
            tokens.append(Token(Kind.NAME, text[start:i], start + 1))
        elif text[i : i + 2] in _TWO_CHAR:
            tokens.append(Token(Kind.OPERATOR, text[i : i + 2], i + 1))
            i += 2
        elif text[i : i + 2] in _HINTS:
            raise FormulaError(
                translate("domain.league.points.lexer", "Unexpected '{text}' ({hint})").fill(
                    text=text[i : i + 2], hint=_HINTS[text[i : i + 2]]
                ),
                text,
                i + 1,
            )
        elif c in _ONE_CHAR:
            tokens.append(Token(Kind.OPERATOR, c, i + 1))
            i += 1
        elif c in _PUNCTUATION:
            tokens.append(Token(_PUNCTUATION[c], c, i + 1))
            i += 1
        else:
            shown = c if c.isprintable() else repr(c)
            raise FormulaError(
                translate(
                    "domain.league.points.lexer", "Unexpected character '{shown}' ({hint})"
                ).fill(shown=shown, hint=_HINTS[c])
                if c in _HINTS
                else translate("domain.league.points.lexer", "Unexpected character '{shown}'").fill(
                    shown=shown
                ),
                text,
                i + 1,
            )
    tokens.append(Token(Kind.END, "", len(text) + 1))
    return tokens


def _number(text: str, start: int) -> tuple[Token, int]:
    i = start
    while i < len(text) and text[i] in _DIGITS:
        i += 1
    if i < len(text) and text[i] == ".":
        i += 1
        while i < len(text) and text[i] in _DIGITS:
            i += 1
    if i < len(text) and text[i] in "eE":
        j = i + 1
        if j < len(text) and text[j] in "+-":
            j += 1
        if j < len(text) and text[j] in _DIGITS:
            while j < len(text) and text[j] in _DIGITS:
                j += 1
            i = j
    literal = text[start:i]
    if i < len(text) and (text[i] in _NAME_START or text[i] == "."):
        raise FormulaError(
            (
                translate(
                    "domain.league.points.lexer",
                    "'{literal}{text}' is not a number (write {literal}*{text} to multiply)",
                )
                if text[i] in _NAME_START
                else translate("domain.league.points.lexer", "'{literal}{text}' is not a number")
            ).fill(literal=literal, text=text[i]),
            text,
            start + 1,
        )
    value = float(literal)
    if not math.isfinite(value):
        raise FormulaError(
            translate("domain.league.points.lexer", "The number {literal} is too large").fill(
                literal=literal[:20]
            ),
            text,
            start + 1,
        )
    return Token(Kind.NUMBER, literal, start + 1, value), i

"""Domain layer: reading a points formula into a tree (recursive descent).

The grammar, loosest binding first (``language`` says it in words)::

    formula    := or_expr END
    or_expr    := and_expr ("or" and_expr)*
    and_expr   := not_expr ("and" not_expr)*
    not_expr   := "not" not_expr | comparison
    comparison := sum (("<" | "<=" | ">" | ">=" | "=" | "!=") sum)?
    sum        := term (("+" | "-") term)*
    term       := unary (("*" | "/") unary)*
    unary      := "-" unary | power
    power      := atom ("^" unary)?
    atom       := NUMBER | NAME | NAME "(" [or_expr ("," or_expr)*] ")" | "(" or_expr ")"

Names are checked here: an unknown variable or function, a function used
without parentheses, a variable called like a function and a call with the
wrong number of arguments are refused with their position. Nesting deeper
than ``MAX_DEPTH`` (while reading) or a tree taller than ``MAX_HEIGHT`` (a
long chain like ``1+1+...+1`` is a tall tree) is refused, so neither reading
nor working out a formula can meet Python's own recursion limit.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.league.points.errors import FormulaError
from floortool.domain.league.points.language import (
    FUNCTIONS,
    KEYWORDS,
    MAX_DEPTH,
    MAX_HEIGHT,
    VARIABLES,
)
from floortool.domain.league.points.lexer import Kind, Token, tokenize

COMPARISONS = frozenset({"<", "<=", ">", ">=", "=", "!="})


@dataclass(frozen=True)
class Number:
    value: float
    position: int


@dataclass(frozen=True)
class Variable:
    name: str
    position: int


@dataclass(frozen=True)
class Negate:
    operand: Node
    position: int


@dataclass(frozen=True)
class Not:
    operand: Node
    position: int


@dataclass(frozen=True)
class Binary:
    """Arithmetic (``+ - * / ^``), a comparison, or ``and`` / ``or``."""

    op: str
    left: Node
    right: Node
    position: int  # the operator's


@dataclass(frozen=True)
class Call:
    name: str
    args: tuple[Node, ...]
    position: int


Node = Number | Variable | Negate | Not | Binary | Call


def parse(text: str) -> Node:
    """The tree of ``text``; refuses (``FormulaError``) anything that is not a formula."""
    node = _Parser(text).formula()
    _check_height(node, text)
    return node


def _children(node: Node) -> tuple[Node, ...]:
    if isinstance(node, Negate | Not):
        return (node.operand,)
    if isinstance(node, Binary):
        return (node.left, node.right)
    if isinstance(node, Call):
        return node.args
    return ()


def _check_height(root: Node, text: str) -> None:
    """Refuse a tree taller than ``MAX_HEIGHT`` (walked without recursion), so that
    working it out never meets Python's recursion limit."""
    stack = [(root, 1)]
    while stack:
        node, height = stack.pop()
        if height > MAX_HEIGHT:
            raise FormulaError(
                translate(
                    "domain.league.points.parser",
                    "The formula has more than {max_height} operations inside one another",
                ).fill(max_height=MAX_HEIGHT),
                text,
                node.position,
            )
        stack.extend((child, height + 1) for child in _children(node))


def variables_in(node: Node) -> frozenset[str]:
    """The variables ``node`` uses."""
    if isinstance(node, Variable):
        return frozenset({node.name})
    return frozenset().union(*(variables_in(child) for child in _children(node)))


class _Parser:
    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = tokenize(text)
        self.index = 0
        self.depth = 0

    # ------------------------------------------------------------ helpers
    @property
    def token(self) -> Token:
        return self.tokens[self.index]

    def _advance(self) -> Token:
        token = self.tokens[self.index]
        self.index += 1
        return token

    def _is(self, kind: Kind, *texts: str) -> bool:
        token = self.token
        return token.kind is kind and (not texts or token.text in texts)

    def _fail(self, problem: Phrase, token: Token | None = None) -> FormulaError:
        where = token or self.token
        return FormulaError(problem, self.text, where.position)

    def _deeper(self) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self._fail(
                translate(
                    "domain.league.points.parser",
                    "The formula is nested more than {max_depth} levels deep",
                ).fill(max_depth=MAX_DEPTH)
            )

    # ------------------------------------------------------------ grammar
    def formula(self) -> Node:
        if self._is(Kind.END):
            raise self._fail(translate("domain.league.points.parser", "The formula is empty"))
        node = self._or()
        if not self._is(Kind.END):
            raise self._fail(
                translate("domain.league.points.parser", "Unexpected {token}").fill(
                    token=self.token.describe()
                )
            )
        return node

    def _or(self) -> Node:
        node = self._and()
        while self._is(Kind.NAME, "or"):
            op = self._advance()
            node = Binary("or", node, self._and(), op.position)
        return node

    def _and(self) -> Node:
        node = self._not()
        while self._is(Kind.NAME, "and"):
            op = self._advance()
            node = Binary("and", node, self._not(), op.position)
        return node

    def _not(self) -> Node:
        if not self._is(Kind.NAME, "not"):
            return self._comparison()
        op = self._advance()
        self._deeper()
        node = Not(self._not(), op.position)
        self.depth -= 1
        return node

    def _comparison(self) -> Node:
        node = self._sum()
        if self._is(Kind.OPERATOR, *COMPARISONS):
            op = self._advance()
            node = Binary(op.text, node, self._sum(), op.position)
            if self._is(Kind.OPERATOR, *COMPARISONS):
                raise self._fail(
                    translate(
                        "domain.league.points.parser",
                        "Comparisons do not chain; join two with 'and'",
                    )
                )
        return node

    def _sum(self) -> Node:
        node = self._term()
        while self._is(Kind.OPERATOR, "+", "-"):
            op = self._advance()
            node = Binary(op.text, node, self._term(), op.position)
        return node

    def _term(self) -> Node:
        node = self._unary()
        while self._is(Kind.OPERATOR, "*", "/"):
            op = self._advance()
            node = Binary(op.text, node, self._unary(), op.position)
        return node

    def _unary(self) -> Node:
        if not self._is(Kind.OPERATOR, "-"):
            return self._power()
        op = self._advance()
        self._deeper()
        node = Negate(self._unary(), op.position)
        self.depth -= 1
        return node

    def _power(self) -> Node:
        node = self._atom()
        if self._is(Kind.OPERATOR, "^"):
            op = self._advance()
            self._deeper()
            node = Binary("^", node, self._unary(), op.position)
            self.depth -= 1
        return node

    def _atom(self) -> Node:
        token = self.token
        if token.kind is Kind.NUMBER:
            self._advance()
            return Number(token.value, token.position)
        if token.kind is Kind.OPEN:
            self._advance()
            self._deeper()
            node = self._or()
            self.depth -= 1
            self._close(token)
            return node
        if token.kind is Kind.NAME:
            return self._name()
        if token.kind is Kind.END:
            raise self._fail(
                translate(
                    "domain.league.points.parser",
                    "The formula ends too soon: a number, name or '(' is missing",
                )
            )
        raise self._fail(
            translate(
                "domain.league.points.parser",
                "Unexpected {token}: a number, name or '(' is expected",
            ).fill(token=token.describe())
        )

    def _name(self) -> Node:
        token = self._advance()
        name = token.text
        called = self._is(Kind.OPEN)
        if name in KEYWORDS:
            raise self._fail(
                translate("domain.league.points.parser", "Unexpected '{name}'").fill(name=name),
                token,
            )
        if name in FUNCTIONS:
            if not called:
                raise self._fail(
                    translate(
                        "domain.league.points.parser", "{name} is a function: write {name}(...)"
                    ).fill(name=name),
                    token,
                )
            return self._call(token)
        if name in VARIABLES:
            if called:
                raise self._fail(
                    translate(
                        "domain.league.points.parser", "{name} is a variable, not a function"
                    ).fill(name=name),
                    token,
                )
            return Variable(name, token.position)
        if called:
            known = ", ".join(FUNCTIONS)
            raise self._fail(
                translate(
                    "domain.league.points.parser", "Unknown function '{name}' (functions: {known})"
                ).fill(name=name, known=known),
                token,
            )
        known = ", ".join(VARIABLES)
        raise self._fail(
            translate(
                "domain.league.points.parser", "Unknown variable '{name}' (variables: {known})"
            ).fill(name=name, known=known),
            token,
        )

    def _call(self, name: Token) -> Call:
        opening = self._advance()
        self._deeper()
        args: list[Node] = []
        if not self._is(Kind.CLOSE):
            args.append(self._or())
            while self._is(Kind.COMMA):
                self._advance()
                args.append(self._or())
        self.depth -= 1
        self._close(opening)
        spec = FUNCTIONS[name.text]
        if len(args) < spec.least or (spec.most is not None and len(args) > spec.most):
            raise self._fail(
                translate(
                    "domain.league.points.parser", "{text} takes {spec}, not {arg_count}"
                ).fill(text=name.text, spec=spec.arity_text(), arg_count=len(args)),
                name,
            )
        return Call(name.text, tuple(args), name.position)

    def _close(self, opening: Token) -> None:
        if self._is(Kind.CLOSE):
            self._advance()
            return
        if self._is(Kind.END):
            raise self._fail(
                translate("domain.league.points.parser", "This '(' is never closed"), opening
            )
        raise self._fail(
            translate(
                "domain.league.points.parser", "Unexpected {token}: ')' or an operator is expected"
            ).fill(token=self.token.describe())
        )

"""Domain layer: a points formula made into a function of its variables.

``compile_formula`` reads the text once (``parser``) and turns the tree into
nested closures, so scoring a season's thousands of finishes does not read
the text again. Working a formula out never produces anything but a finite
number: the square root of a negative number, a logarithm of 0 or less, a
division by zero, 0 to a negative power, a negative number to a fractional
power and any result too large for a float are refused (``formula_domain``)
with the position of the operator or function at fault. ``round`` takes
halves away from zero (``round(2.5)`` is 3, ``round(-2.5)`` is -3);
``if`` and ``table`` work out only the argument they return, and ``and`` /
``or`` stop as soon as the answer is known.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from decimal import ROUND_HALF_UP, Decimal

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.league.points.errors import FormulaDomainError
from floortool.domain.league.points.parser import (
    Binary,
    Call,
    Negate,
    Node,
    Not,
    Number,
    Variable,
    parse,
    variables_in,
)

Values = Mapping[str, float]
Compiled = Callable[[Values], float]
MAX_ROUND_DIGITS = 10
_EXACT_LIMIT = 1e15  # beyond this a float has no decimals left to round


@dataclass(frozen=True)
class Formula:
    """A formula read and ready: ``evaluate`` it with a value for each of ``variables``."""

    text: str
    variables: frozenset[str]
    _run: Compiled = field(repr=False, compare=False)

    def evaluate(self, values: Values) -> float:
        """The formula's value; refused when a variable has no value or the result
        cannot be worked out (``FormulaDomainError``)."""
        missing = sorted(self.variables - values.keys())
        if missing:
            listed = ", ".join(missing)
            raise InvalidInput(
                (
                    translate(
                        "domain.league.points.compiler",
                        "The formula uses {listed}: give its value to work it out.",
                    )
                    if len(missing) == 1
                    else translate(
                        "domain.league.points.compiler",
                        "The formula uses {listed}: give their value to work it out.",
                    )
                ).fill(listed=listed),
                code="formula_values",
                missing=missing,
            )
        for name in self.variables:
            if not math.isfinite(values[name]):
                raise InvalidInput(
                    translate(
                        "domain.league.points.compiler", "The value of {name} is not a number."
                    ).fill(name=name),
                    code="formula_values",
                )
        return self._run(values) + 0.0  # never -0.0


def compile_formula(text: str) -> Formula:
    """Read ``text``; refuses (``FormulaError``) anything that is not a formula."""
    node = parse(text)
    return Formula(text=text, variables=variables_in(node), _run=_Compiler(text).node(node))


def _shown(value: float) -> str:
    return f"{value:g}"


class _Compiler:
    def __init__(self, text: str) -> None:
        self.text = text

    def fail(self, problem: Phrase, position: int) -> FormulaDomainError:
        return FormulaDomainError(problem, self.text, position)

    def finite(self, value: float, position: int) -> float:
        if not math.isfinite(value):
            raise self.fail(
                translate("domain.league.points.compiler", "The result is too large"), position
            )
        return value

    def node(self, node: Node) -> Compiled:
        if isinstance(node, Number):
            constant = node.value
            return lambda values: constant
        if isinstance(node, Variable):
            name = node.name
            return lambda values: float(values[name])
        if isinstance(node, Negate):
            operand = self.node(node.operand)
            return lambda values: -operand(values)
        if isinstance(node, Not):
            inner = self.node(node.operand)
            return lambda values: 1.0 if inner(values) == 0 else 0.0
        if isinstance(node, Binary):
            return self.binary(node)
        return self.call(node)

    # ------------------------------------------------------------ operators
    def binary(self, node: Binary) -> Compiled:
        left, right = self.node(node.left), self.node(node.right)
        op, at = node.op, node.position
        if op == "and":
            return lambda v: 1.0 if left(v) != 0 and right(v) != 0 else 0.0
        if op == "or":
            return lambda v: 1.0 if left(v) != 0 or right(v) != 0 else 0.0
        compare = _COMPARE.get(op)
        if compare is not None:
            return lambda v: 1.0 if compare(left(v), right(v)) else 0.0
        arithmetic = {"+": _add, "-": _subtract, "*": _multiply, "/": self.divide, "^": self.power}
        work = arithmetic[op]
        return lambda v: self.finite(work(left(v), right(v), at), at)

    def divide(self, a: float, b: float, at: int) -> float:
        if b == 0:
            raise self.fail(
                translate("domain.league.points.compiler", "Division by zero ({a} / 0)").fill(
                    a=_shown(a)
                ),
                at,
            )
        try:
            return a / b
        except OverflowError:
            raise self.fail(
                translate("domain.league.points.compiler", "The result is too large"), at
            ) from None

    def power(self, a: float, b: float, at: int) -> float:
        if a == 0 and b < 0:
            raise self.fail(
                translate(
                    "domain.league.points.compiler", "0 cannot be raised to a negative power ({b})"
                ).fill(b=_shown(b)),
                at,
            )
        if a < 0 and b != math.floor(b):
            raise self.fail(
                translate(
                    "domain.league.points.compiler",
                    "A negative number ({a}) cannot be raised to a fractional power",
                ).fill(a=_shown(a)),
                at,
            )
        try:
            return float(a**b)
        except OverflowError:
            raise self.fail(
                translate("domain.league.points.compiler", "The result is too large"), at
            ) from None

    # ------------------------------------------------------------ functions
    def call(self, node: Call) -> Compiled:
        args = [self.node(arg) for arg in node.args]
        at = node.position
        name = node.name
        if name == "if":
            test, then, otherwise = args
            return lambda v: then(v) if test(v) != 0 else otherwise(v)
        if name == "table":
            return self.table(args, at)
        if name in ("min", "max"):
            pick = min if name == "min" else max
            return lambda v: pick(arg(v) for arg in args)
        if name == "round":
            return self.rounding(args, at)
        one = args[0]
        function = self.unary_function(name, at)
        return lambda v: function(one(v))

    def unary_function(self, name: str, at: int) -> Callable[[float], float]:
        def square_root(x: float) -> float:
            if x < 0:
                raise self.fail(
                    translate(
                        "domain.league.points.compiler", "sqrt of a negative number ({x})"
                    ).fill(x=_shown(x)),
                    at,
                )
            return math.sqrt(x)

        def logarithm(x: float) -> float:
            if x <= 0:
                raise self.fail(
                    translate(
                        "domain.league.points.compiler", "{name} of {x}: it needs a number above 0"
                    ).fill(name=name, x=_shown(x)),
                    at,
                )
            return math.log(x) if name == "ln" else math.log10(x)

        def exponential(x: float) -> float:
            try:
                return math.exp(x)
            except OverflowError:
                raise self.fail(
                    translate("domain.league.points.compiler", "exp({x}) is too large").fill(
                        x=_shown(x)
                    ),
                    at,
                ) from None

        functions: dict[str, Callable[[float], float]] = {
            "sqrt": square_root,
            "ln": logarithm,
            "log10": logarithm,
            "exp": exponential,
            "abs": abs,
            "floor": lambda x: float(math.floor(x)),
            "ceil": lambda x: float(math.ceil(x)),
        }
        return functions[name]

    def table(self, args: list[Compiled], at: int) -> Compiled:
        index, points = args[0], args[1:]

        def pick(v: Values) -> float:
            place = index(v)
            if place != math.floor(place) or place < 1:
                raise self.fail(
                    translate(
                        "domain.league.points.compiler",
                        "table() needs a place of 1, 2, 3 ... (got {place})",
                    ).fill(place=_shown(place)),
                    at,
                )
            return points[int(place) - 1](v) if place <= len(points) else 0.0

        return pick

    def rounding(self, args: list[Compiled], at: int) -> Compiled:
        def work(v: Values) -> float:
            x = args[0](v)
            digits = args[1](v) if len(args) > 1 else 0.0
            if digits != math.floor(digits) or abs(digits) > MAX_ROUND_DIGITS:
                raise self.fail(
                    translate(
                        "domain.league.points.compiler",
                        "round() takes a whole number of digits from "
                        "-{max_round_digits} to {max_round_digits} (got {digits})",
                    ).fill(max_round_digits=MAX_ROUND_DIGITS, digits=_shown(digits)),
                    at,
                )
            return round_half_away(x, int(digits))

        return work


def round_half_away(x: float, digits: int) -> float:
    """``x`` rounded to ``digits`` decimals (negative: tens, hundreds ...), halves
    away from zero, as written in decimal (2.675 to 2 decimals is 2.68)."""
    if abs(x) >= _EXACT_LIMIT:
        return x
    step = Decimal(1).scaleb(-digits)
    return float(Decimal(repr(x)).quantize(step, rounding=ROUND_HALF_UP)) + 0.0


def _add(a: float, b: float, at: int) -> float:
    return a + b


def _subtract(a: float, b: float, at: int) -> float:
    return a - b


def _multiply(a: float, b: float, at: int) -> float:
    return a * b


_COMPARE: dict[str, Callable[[float, float], bool]] = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "=": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}

"""Domain: the points formula language — reading, refusing with a position and a
caret, working out, and the two Hypothesis properties: random well-formed
formulas give what an independent reference evaluator gives (same value, or
both refuse), and random text never raises anything but the formula error."""

from __future__ import annotations

import builtins
import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.league.points.compiler import compile_formula
from floortool.domain.league.points.errors import FormulaDomainError, FormulaError
from floortool.domain.league.points.language import FUNCTIONS, MAX_DEPTH, MAX_LENGTH, VARIABLES
from floortool.domain.league.points.presets import PRESETS, preset_formula, table_formula

VALUES = {
    "n": 50.0,
    "r": 3.0,
    "b": 20.0,
    "players": 42.0,
    "hits": 2.0,
    "rebuys": 1.0,
    "addons": 0.0,
    "prize": 150.5,
    "itm": 7.0,
    "bounty": 0.0,
}


def value(text: str, **values: float) -> float:
    return compile_formula(text).evaluate({**VALUES, **values})


def refusal(text: str, **values: float) -> FormulaError:
    with pytest.raises(FormulaError) as info:
        compile_formula(text).evaluate({**VALUES, **values})
    return info.value


# ------------------------------------------------------------------ examples
def test_the_issue_example() -> None:
    assert value("10*sqrt(n)/sqrt(r)", n=50, r=1) == pytest.approx(70.710678, abs=1e-6)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1 + 2 * 3", 7),
        ("(1 + 2) * 3", 9),
        ("2^3^2", 512),  # right to left
        ("-2^2", -4),  # unary minus binds looser than the power
        ("2^-1", 0.5),
        ("10 - 4 - 3", 3),  # left to right
        ("12 / 4 / 3", 1),
        ("--3", 3),
        ("1 < 2", 1),
        ("2 <= 1", 0),
        ("n = 50", 1),
        ("n != 50", 0),
        ("1 + 1 = 2", 1),  # arithmetic binds tighter than comparison
        ("1 < 2 and 2 < 1", 0),
        ("0 or 3", 1),
        ("not 0", 1),
        ("not 1 = 1", 0),  # not applies to the comparison
        ("not 0 and 0", 0),
        ("1 or 0 and 0", 1),  # and before or
        ("if(r <= itm, 10, 0)", 10),
        ("if(0, sqrt(-1), 5)", 5),  # only the branch taken is worked out
        ("0 and ln(0)", 0),  # and stops early
        ("1 or 1/0", 1),
        ("min(3, 1, 2) + max(4, 9)", 10),
        ("abs(-2.5)", 2.5),
        ("floor(2.7) + ceil(2.1)", 5),
        ("round(2.5) + round(-2.5)", 0),  # halves away from zero
        ("round(2.675, 2)", 2.68),  # as written in decimal
        ("round(1234, -2)", 1200),
        ("exp(0) + ln(1) + log10(1000)", 4),
        ("table(r, 100, 80, 65, 55)", 65),
        ("table(20, 100, 80)", 0),  # after the list: no points
        ("table(1, 5, 1/0)", 5),  # only the place asked for is worked out
        (".5 + 1e2 + 2E-1", 100.7),
        ("prize / b", 7.525),
        ("players", 42),
    ],
)
def test_values(text: str, expected: float) -> None:
    assert value(text) == pytest.approx(expected)


def test_no_negative_zero() -> None:
    assert math.copysign(1, value("-0 * n")) == 1


@pytest.mark.parametrize(
    ("text", "problem", "position"),
    [
        ("10*x", "Unknown variable 'x'", 4),
        ("foo(1)", "Unknown function 'foo'", 1),
        ("sqrt", "sqrt is a function: write sqrt(...)", 1),
        ("n(2)", "n is a variable, not a function", 1),
        ("sqrt(1, 2)", "sqrt takes 1 argument, not 2", 1),
        ("if(1, 2)", "if takes 3 arguments, not 2", 1),
        ("min()", "min takes 1 or more arguments, not 0", 1),
        ("1 +", "The formula ends too soon", 4),
        ("(1 + 2", "This '(' is never closed", 1),
        ("sqrt(n", "This '(' is never closed", 5),
        ("1 + 2)", "Unexpected ')'", 6),
        ("1 < 2 < 3", "Comparisons do not chain", 7),
        ("1 == 1", "Unexpected '==' (use '=' to compare)", 3),
        ("2 ** 3", "Unexpected '**' (use '^' for powers)", 3),
        ("2n", "'2n' is not a number (write 2*n to multiply)", 1),
        ("1.2.3", "'1.2.' is not a number", 1),
        ('__import__("os")', "Unexpected character '\"'", 12),
        ("n; 1", "Unexpected character ';'", 2),
        ("n and", "The formula ends too soon", 6),
        ("and 1", "Unexpected 'and'", 1),
        ("", "The formula is empty", 1),
        ("1e999", "The number 1e999 is too large", 1),
        ("r ñ", "Unexpected character 'ñ'", 3),
    ],
)
def test_refused_with_position_and_caret(text: str, problem: str, position: int) -> None:
    with pytest.raises(FormulaError) as info:
        compile_formula(text)
    error = info.value
    assert error.code == "formula_error"
    assert error.problem.startswith(problem)
    assert error.position == position
    assert error.details["position"] == position
    head, _, caret = error.message.split("\n")
    assert head.endswith(f"at character {position}:")
    assert caret.index("^") == position + 1  # under the character (after two spaces)


def test_caret_points_under_the_character() -> None:
    error = refusal("10 * sqrt(n) / x")
    _, shown, caret = error.message.split("\n")
    assert shown[caret.index("^")] == "x"


def test_long_formula_shows_the_part_around_the_problem() -> None:
    text = "1 + " * 60 + "x"
    error = refusal(text)
    _, shown, caret = error.message.split("\n")
    assert shown.strip().startswith("…")
    assert shown[caret.index("^")] == "x"


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("sqrt(0 - n)", "sqrt of a negative number (-50)"),
        ("ln(0)", "ln of 0: it needs a number above 0"),
        ("log10(-1)", "log10 of -1"),
        ("n / (r - 3)", "Division by zero (50 / 0)"),
        ("0 ^ -1", "0 cannot be raised to a negative power"),
        ("(-8) ^ (1/3)", "A negative number (-8) cannot be raised to a fractional power"),
        ("exp(1000)", "exp(1000) is too large"),
        ("10 ^ 400", "The result is too large"),
        ("1e308 * 10", "The result is too large"),
        ("table(r - 2.5, 1)", "table() needs a place of 1, 2, 3 ... (got 0.5)"),
        ("round(n, 1.5)", "round() takes a whole number of digits"),
    ],
)
def test_domain_errors_are_clear(text: str, problem: str) -> None:
    error = refusal(text)
    assert isinstance(error, FormulaDomainError)
    assert error.code == "formula_domain"
    assert error.problem.startswith(problem)


def test_domain_error_points_at_the_operator() -> None:
    error = refusal("n + n / (r - 3)")
    assert error.position == 7  # the "/"


def test_missing_and_unusable_values_are_refused() -> None:
    formula = compile_formula("hits * 2 + prize")
    assert formula.variables == {"hits", "prize"}
    with pytest.raises(InvalidInput) as info:
        formula.evaluate({"hits": 1})
    assert info.value.code == "formula_values"
    assert info.value.details["missing"] == ["prize"]
    with pytest.raises(InvalidInput):
        formula.evaluate({"hits": math.inf, "prize": 0})


def test_limits() -> None:
    with pytest.raises(FormulaError, match="longer than"):
        compile_formula("1" * (MAX_LENGTH + 1))
    assert value("(" * MAX_DEPTH + "1" + ")" * MAX_DEPTH) == 1
    with pytest.raises(FormulaError, match="nested more than"):
        compile_formula("(" * (MAX_DEPTH + 1) + "1" + ")" * (MAX_DEPTH + 1))
    with pytest.raises(FormulaError, match="nested more than"):
        compile_formula("-" * 500 + "1")
    with pytest.raises(FormulaError, match="operations inside one another"):
        compile_formula("+".join(["1"] * 400))  # a long chain is a tall tree
    assert value("+".join(["1"] * 150)) == 150


def test_never_evaluates_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing in reading or working out a formula reaches eval, exec, compile or import."""
    calls: list[str] = []
    real_import = builtins.__import__

    def spy(name: str) -> Callable[..., Any]:
        def refuse(*args: Any, **kwargs: Any) -> Any:
            calls.append(name)
            raise AssertionError(f"{name} called")

        return refuse

    for name in ("eval", "exec", "compile"):
        monkeypatch.setattr(builtins, name, spy(name))

    def no_import(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "os":
            calls.append("import os")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_import)
    for text in ('__import__("os")', "__import__(os)", "os.system(1)", "open(1)"):
        with pytest.raises(FormulaError):
            compile_formula(text)
    assert value("10*sqrt(n)/sqrt(r)") > 0
    assert calls == []


def test_every_documented_name_is_usable() -> None:
    for name in VARIABLES:
        assert value(name) == VALUES[name]
    assert set(FUNCTIONS) == {
        *["sqrt", "ln", "log10", "exp", "abs", "min", "max", "round", "floor", "ceil", "if"],
        "table",
    }


def test_presets_read_and_score_sensibly() -> None:
    for preset in PRESETS.values():
        first = value(preset.formula, r=1)
        tenth = value(preset.formula, r=10)
        assert first > tenth >= 0, preset.name
    assert value(preset_formula("sqrt"), n=50, r=1) == pytest.approx(70.7106781)
    assert value(preset_formula("linear"), n=30, r=30) == 1
    assert table_formula([100, 80, 65.5]) == "table(r, 100, 80, 65.5)"
    with pytest.raises(InvalidInput):
        preset_formula("nope")
    with pytest.raises(InvalidInput):
        table_formula([])


# ------------------------------------------------------------------ the reference evaluator
class RefDomain(Exception):
    """The reference evaluator's refusal."""


@dataclass(frozen=True)
class Expr:
    """A formula tree for the tests: ``op`` and its parts; ``level`` its binding."""

    op: str
    parts: tuple[Any, ...] = ()

    @property
    def level(self) -> int:
        return LEVELS.get(self.op, 9)


LEVELS = {"or": 1, "and": 2, "not": 3, "neg": 7, "^": 8}
LEVELS.update(dict.fromkeys(("<", "<=", ">", ">=", "=", "!="), 4))
LEVELS.update(dict.fromkeys(("+", "-"), 5))
LEVELS.update(dict.fromkeys(("*", "/"), 6))


def _finite(x: float) -> float:
    if not math.isfinite(x):
        raise RefDomain
    return x


def _half_away(x: float, digits: int) -> float:
    exact = Fraction(repr(x)) * Fraction(10) ** digits
    whole = math.floor(abs(exact) + Fraction(1, 2))
    return float(math.copysign(1, x) * Fraction(whole) / Fraction(10) ** digits) + 0.0


def reference(e: Expr, v: dict[str, float]) -> float:
    op, p = e.op, e.parts
    if op == "num":
        return float(p[0])
    if op == "var":
        return v[p[0]]
    if op == "neg":
        return -reference(p[0], v)
    if op == "not":
        return 1.0 if reference(p[0], v) == 0 else 0.0
    if op == "and":
        return 1.0 if reference(p[0], v) != 0 and reference(p[1], v) != 0 else 0.0
    if op == "or":
        return 1.0 if reference(p[0], v) != 0 or reference(p[1], v) != 0 else 0.0
    if op in LEVELS and LEVELS[op] == 4:
        a, b = reference(p[0], v), reference(p[1], v)
        return (
            1.0
            if {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "=": a == b, "!=": a != b}[op]
            else 0.0
        )
    if op in ("+", "-", "*", "/", "^"):
        a, b = reference(p[0], v), reference(p[1], v)
        if op == "+":
            return _finite(a + b)
        if op == "-":
            return _finite(a - b)
        if op == "*":
            return _finite(a * b)
        if op == "/":
            if b == 0:
                raise RefDomain
            try:
                return _finite(a / b)
            except OverflowError:
                raise RefDomain from None
        if (a == 0 and b < 0) or (a < 0 and b != int(b)):
            raise RefDomain
        try:
            return _finite(float(a**b))
        except OverflowError:
            raise RefDomain from None
    args = p
    if op == "if":
        return reference(args[1], v) if reference(args[0], v) != 0 else reference(args[2], v)
    if op == "table":
        place = reference(args[0], v)
        if place < 1 or place != int(place):
            raise RefDomain
        return reference(args[int(place)], v) if place < len(args) else 0.0
    values = [reference(a, v) for a in args]
    if op == "min":
        return min(values)
    if op == "max":
        return max(values)
    if op == "round":
        digits = values[1] if len(values) > 1 else 0.0
        if digits != int(digits) or abs(digits) > 10:
            raise RefDomain
        return values[0] if abs(values[0]) >= 1e15 else _half_away(values[0], int(digits))
    x = values[0]
    if op == "sqrt":
        if x < 0:
            raise RefDomain
        return math.sqrt(x)
    if op in ("ln", "log10"):
        if x <= 0:
            raise RefDomain
        return math.log(x) if op == "ln" else math.log10(x)
    if op == "exp":
        try:
            return math.exp(x)
        except OverflowError:
            raise RefDomain from None
    return {"abs": abs, "floor": math.floor, "ceil": math.ceil}[op](x) * 1.0


def render(e: Expr, wrap: Callable[[], bool]) -> str:
    """The text of ``e`` with the parentheses the grammar needs, and some it does not."""

    def child(c: Expr, needs: bool) -> str:
        text = render(c, wrap)
        return f"({text})" if needs or wrap() else text

    op, p = e.op, e.parts
    if op == "num":
        return repr(float(p[0])) if isinstance(p[0], float) else str(p[0])
    if op == "var":
        return str(p[0])
    if op == "neg":
        return "-" + child(p[0], p[0].level < 7)
    if op == "not":
        return "not " + child(p[0], p[0].level < 3)
    if op == "^":
        return child(p[0], p[0].level < 9) + "^" + child(p[1], p[1].level < 7)
    if op in LEVELS:
        level = LEVELS[op]
        if level == 4:
            return f"{child(p[0], p[0].level <= 4)} {op} {child(p[1], p[1].level <= 4)}"
        return f"{child(p[0], p[0].level < level)} {op} {child(p[1], p[1].level <= level)}"
    return f"{op}(" + ", ".join(render(a, wrap) for a in p) + ")"


numbers = st.one_of(
    st.integers(0, 100),
    st.sampled_from([0.5, 1.5, 2.25, 1e300, 0.001]),
).map(lambda x: Expr("num", (x,)))
variables = st.sampled_from(sorted(VARIABLES)).map(lambda name: Expr("var", (name,)))


def _extend(inner: st.SearchStrategy[Expr]) -> st.SearchStrategy[Expr]:
    binary = st.tuples(st.sampled_from(sorted(LEVELS.keys() - {"neg", "not"})), inner, inner)
    one = st.sampled_from(["sqrt", "ln", "log10", "exp", "abs", "floor", "ceil"])
    return st.one_of(
        binary.map(lambda t: Expr(t[0], (t[1], t[2]))),
        inner.map(lambda x: Expr("neg", (x,))),
        inner.map(lambda x: Expr("not", (x,))),
        st.tuples(one, inner).map(lambda t: Expr(t[0], (t[1],))),
        st.tuples(st.sampled_from(["min", "max"]), st.lists(inner, min_size=1, max_size=3)).map(
            lambda t: Expr(t[0], tuple(t[1]))
        ),
        st.lists(inner, min_size=1, max_size=2).map(lambda xs: Expr("round", tuple(xs))),
        st.tuples(inner, inner, inner).map(lambda t: Expr("if", t)),
        st.tuples(inner, st.lists(inner, min_size=1, max_size=3)).map(
            lambda t: Expr("table", (t[0], *t[1]))
        ),
    )


expressions = st.recursive(st.one_of(numbers, variables), _extend, max_leaves=12)
values = st.fixed_dictionaries(
    {name: st.one_of(st.integers(-3, 60).map(float), st.floats(-5, 5)) for name in VARIABLES}
)


@settings(max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(expressions, values, st.data())
def test_random_formulas_match_the_reference(
    e: Expr, v: dict[str, float], data: st.DataObject
) -> None:
    text = render(e, lambda: data.draw(st.booleans()) and data.draw(st.booleans()))
    formula = compile_formula(text)
    try:
        expected = reference(e, v)
    except RefDomain:
        with pytest.raises(FormulaDomainError):
            formula.evaluate(v)
        return
    got = formula.evaluate(v)
    assert math.isfinite(got)
    assert got == pytest.approx(expected, rel=1e-12, abs=1e-300), text


ALPHABET = "0123456789.eE nrbxyz_()+-*/^<>=!,\"'[]#;:" + "".join(sorted(VARIABLES)) + "ñ\x00\n"
WORDS = st.sampled_from(
    [*VARIABLES, *FUNCTIONS, "and", "or", "not", "(", ")", ",", "^", "-", "1e308", "0", " "]
)


@settings(max_examples=400)
@given(st.one_of(st.text(ALPHABET, max_size=60), st.lists(WORDS, max_size=25).map("".join)))
def test_garbage_raises_only_the_formula_error(text: str) -> None:
    try:
        formula = compile_formula(text)
        formula.evaluate(VALUES)
    except FormulaError:
        pass

"""Domain layer: how a points formula is refused: the message, the position, the caret.

A formula that cannot be read (``formula_error``) and one that cannot be
worked out for some values (``formula_domain``: the square root of a negative
number, a division by zero ...) are both ``InvalidInput``: the message says
what is wrong at which character (counted from 1) and shows the formula with a
caret under it::

    Unknown variable 'x' at character 4:
      10*x
         ^
"""

from __future__ import annotations

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Phrase, translate

SHOWN = 70  # characters of the formula shown around the caret


class FormulaError(InvalidInput):
    """The formula cannot be read, or names something that does not exist."""

    code = "formula_error"

    def __init__(
        self, problem: str | Phrase, text: str, position: int, *, code: str | None = None
    ) -> None:
        super().__init__(
            translate(
                "domain.league.points.errors", "{problem} at character {position}:\n{caret}"
            ).fill(problem=problem, position=position, caret=caret_lines(text, position)),
            code=code,
            field="formula",
            position=position,
            problem=str(problem),
        )
        self.problem = str(problem)
        #: the problem to say in the reader's language (``problem`` is its English)
        self.problem_phrase = problem
        self.position = position


class FormulaDomainError(FormulaError):
    """The formula reads well but cannot be worked out for these values."""

    code = "formula_domain"


def caret_lines(text: str, position: int) -> str:
    """The formula (or the part around ``position``) and a caret line under it."""
    flat = "".join(" " if c in "\t\r\n" else c for c in text)
    index = max(0, min(position - 1, len(flat)))
    start = max(0, min(index - SHOWN // 2, len(flat) - SHOWN))
    shown = flat[start : start + SHOWN]
    lead = "…" if start > 0 else ""
    tail = "…" if start + SHOWN < len(flat) else ""
    return f"  {lead}{shown}{tail}\n  {' ' * (len(lead) + index - start)}^"

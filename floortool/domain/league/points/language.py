"""Domain layer: what a points formula may say: its variables, functions and limits.

A formula is arithmetic over numbers and these names (``cli.md``, Results and
league). Operators, loosest first: ``or``; ``and``; ``not``; comparisons
``< <= > >= = !=`` (true is 1, false 0; they do not chain); ``+ -``;
``* /``; unary minus; ``^`` (power, right to left: ``2^3^2`` is ``2^9``,
``-2^2`` is ``-4``). Parentheses group. Any number other than 0 counts as
true. Money variables are in currency units (a buy-in of 20.00 is ``20``).
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.kernel.phrases import Phrase, counted, translate

#: Every variable a formula may use, with what it holds for one finish.
VARIABLES: dict[str, Phrase] = {
    "n": translate("domain.league.points.language", "entries in the event, re-entries included"),
    "r": translate("domain.league.points.language", "the finishing place (1 is the winner)"),
    "b": translate("domain.league.points.language", "the buy-in of one entry, in money"),
    "players": translate(
        "domain.league.points.language",
        "distinct players in the event (fewer than n when players re-entered)",
    ),
    "hits": translate("domain.league.points.language", "players this entry eliminated"),
    "rebuys": translate("domain.league.points.language", "rebuys this entry bought"),
    "addons": translate("domain.league.points.language", "add-ons this entry bought"),
    "prize": translate("domain.league.points.language", "prize money this entry won"),
    "itm": translate("domain.league.points.language", "places paid (in the money)"),
    "bounty": translate("domain.league.points.language", "bounty money this entry won"),
}


@dataclass(frozen=True)
class FunctionSpec:
    """A function's arguments (``most`` None: any number) and what it does."""

    least: int
    most: int | None
    text: Phrase

    def arity_text(self) -> Phrase:
        """``1 argument``, ``2 or more arguments`` or ``1 to 2 arguments``."""
        if self.most == self.least:
            return counted(
                self.least,
                translate("domain.league.points.language", "{count} argument"),
                translate("domain.league.points.language", "{count} arguments"),
            )
        if self.most is None:
            return translate("domain.league.points.language", "{least} or more arguments").fill(
                least=self.least
            )
        return translate("domain.league.points.language", "{least} to {most} arguments").fill(
            least=self.least, most=self.most
        )


#: Every function a formula may call.
FUNCTIONS: dict[str, FunctionSpec] = {
    "sqrt": FunctionSpec(
        1, 1, translate("domain.league.points.language", "square root (of 0 or more)")
    ),
    "ln": FunctionSpec(
        1, 1, translate("domain.league.points.language", "natural logarithm (of more than 0)")
    ),
    "log10": FunctionSpec(
        1, 1, translate("domain.league.points.language", "base-10 logarithm (of more than 0)")
    ),
    "exp": FunctionSpec(1, 1, translate("domain.league.points.language", "e to the power x")),
    "abs": FunctionSpec(1, 1, translate("domain.league.points.language", "absolute value")),
    "min": FunctionSpec(
        1, None, translate("domain.league.points.language", "the smallest argument")
    ),
    "max": FunctionSpec(
        1, None, translate("domain.league.points.language", "the largest argument")
    ),
    "round": FunctionSpec(
        1,
        2,
        translate(
            "domain.league.points.language", "round(x) or round(x, digits): halves away from zero"
        ),
    ),
    "floor": FunctionSpec(1, 1, translate("domain.league.points.language", "round down")),
    "ceil": FunctionSpec(1, 1, translate("domain.league.points.language", "round up")),
    "if": FunctionSpec(
        3,
        3,
        translate(
            "domain.league.points.language",
            "if(condition, then, else): only the branch taken is worked out",
        ),
    ),
    "table": FunctionSpec(
        2,
        None,
        translate(
            "domain.league.points.language",
            "table(r, p1, p2, ...): p1 for 1st, p2 for 2nd ..., 0 after the last",
        ),
    ),
}
KEYWORDS = frozenset({"and", "or", "not"})

MAX_LENGTH = 1000  # characters in a formula
MAX_DEPTH = 40  # nesting of parentheses, calls, unary minus and not
MAX_HEIGHT = 200  # operations inside one another, chains like 1+1+...+1 included

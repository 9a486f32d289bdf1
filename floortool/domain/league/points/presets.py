"""Domain layer: the built-in points formulas a league can start from.

- ``linear``: ``n - r + 1``: the winner of 30 entries gets 30, last gets 1;
- ``table``: fixed points by place, written ``table(r, 100, 80, ...)``
  (``table_formula`` builds one from a list; places after the list get 0);
- ``sqrt``: ``10*sqrt(n)/sqrt(r)``: grows with the field, falls slowly with place;
- ``buy-in``: ``sqrt(n*b)/(1 + r)``: bigger fields and bigger buy-ins are
  worth more (a free event gives no points).

A preset is only a starting text: the season keeps the formula itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Phrase, translate


@dataclass(frozen=True)
class Preset:
    name: str
    title: Phrase  # English when made a ``str`` (the ``--json`` ``title``)
    formula: str
    text: Phrase


TABLE_POINTS = (100, 80, 65, 55, 45, 40, 35, 30, 25, 20)
MAX_TABLE = 200


def table_formula(points: Sequence[float]) -> str:
    """``table(r, 100, 80, 65)`` for points ``[100, 80, 65]`` by place."""
    if not 1 <= len(points) <= MAX_TABLE:
        raise InvalidInput(
            translate(
                "domain.league.points.presets", "A points table has 1 to {max_table} places."
            ).fill(max_table=MAX_TABLE),
            field="table",
        )
    return "table(r, " + ", ".join(f"{p:g}" for p in points) + ")"


PRESETS: dict[str, Preset] = {
    preset.name: preset
    for preset in (
        Preset(
            "linear",
            translate("domain.league.points.presets", "Linear"),
            "n - r + 1",
            translate("domain.league.points.presets", "one point for every entry beaten, plus one"),
        ),
        Preset(
            "table",
            translate("domain.league.points.presets", "Fixed table"),
            table_formula(TABLE_POINTS),
            translate(
                "domain.league.points.presets", "fixed points for the first ten places, none after"
            ),
        ),
        Preset(
            "sqrt",
            translate("domain.league.points.presets", "Square root"),
            "10*sqrt(n)/sqrt(r)",
            translate(
                "domain.league.points.presets",
                "grows with the field; falls with the square root of the place",
            ),
        ),
        Preset(
            "buy-in",
            translate("domain.league.points.presets", "Buy-in weighted"),
            "sqrt(n*b)/(1 + r)",
            translate(
                "domain.league.points.presets",
                "grows with the field and the buy-in; halves from 1st to 3rd",
            ),
        ),
    )
}


def preset_formula(name: str) -> str:
    """The formula of the preset called ``name``; refused when there is none."""
    preset = PRESETS.get(name)
    if preset is None:
        raise InvalidInput(
            translate(
                "domain.league.points.presets",
                "There is no preset called '{name}'; choose one of: {presets}.",
            ).fill(name=name, presets=", ".join(PRESETS)),
            field="preset",
        )
    return preset.formula


def formula_title(formula: str) -> Phrase:
    """A readable name for ``formula``: its preset's title ("Linear"), "Fixed table" for
    any points table, else "Own formula" (the formula itself is shown beside it)."""
    bare = "".join(formula.split())
    for preset in PRESETS.values():
        if bare == "".join(preset.formula.split()):
            return preset.title
    if bare.startswith("table("):
        return PRESETS["table"].title
    return translate("domain.league.points.presets", "Own formula")


def formula_line(formula: str) -> Phrase:
    """``Linear (n - r + 1)``: the formula under its readable title."""
    return translate("domain.league.points.presets", "{title} ({formula})").fill(
        title=formula_title(formula), formula=" ".join(formula.split())
    )

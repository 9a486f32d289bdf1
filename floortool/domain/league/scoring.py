"""Domain layer: a formula applied to one finish of an event.

``finish_values`` fills the formula's variables (``language.VARIABLES``) from
the event and the finish; money becomes currency units (cents / 100).
``finish_points`` works the formula out once per place the finish holds and
averages them: two players sharing 9th and 10th each get the mean of 9th's
and 10th's points (house amendment A-17: "added together and divided by
two"; TDA 2024's shared places likewise). ``format_points`` shows points
as people read them: ``70.71``, ``30``, ``-2.5``.
"""

from __future__ import annotations

from floortool.domain.league.points.compiler import Formula
from floortool.domain.results.finishes import EventResult, Finish


def finish_values(result: EventResult, finish: Finish, place: int) -> dict[str, float]:
    """Every variable's value for ``finish`` finishing ``place`` in ``result``."""
    return {
        "n": float(result.entries),
        "r": float(place),
        "b": result.buy_in / 100,
        "players": float(result.players),
        "hits": float(finish.hits),
        "rebuys": float(finish.rebuys),
        "addons": float(finish.addons),
        "prize": finish.prize / 100,
        "itm": float(result.itm),
        "bounty": finish.bounty / 100,
    }


def finish_points(formula: Formula, result: EventResult, finish: Finish) -> float:
    """The formula's points for ``finish``: the mean over the places it holds."""
    total = sum(formula.evaluate(finish_values(result, finish, place)) for place in finish.places)
    return total / len(finish.places)


def format_points(points: float) -> str:
    """Points with at most two decimals and no trailing zeros: ``70.71``, ``30``."""
    text = f"{points:,.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text

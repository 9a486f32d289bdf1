"""Domain layer: a deal to and from JSON-ready data, so the app can record
the agreement in the journal and replay it.

Pure standard library. A recorded deal is taken as it was agreed: the amounts
are not recalculated (a later change to a method never rewrites an old
agreement), only checked to add up to the prize money it shared.
"""

from __future__ import annotations

from typing import Any

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.domain.prize.deals import Deal, parse_deal_method, validate_deal

FIELDS = (
    "method",
    "players",
    "stacks",
    "prizes_cents",
    "played_for_cents",
    "rounding_unit_cents",
    "amounts_cents",
)


def deal_to_data(deal: Deal) -> dict[str, Any]:
    """The JSON-ready form of a deal, for the journal and ``--json``."""
    return {
        "method": deal.method.value,
        "players": list(deal.players),
        "stacks": list(deal.stacks),
        "prizes_cents": list(deal.prizes_cents),
        "played_for_cents": deal.played_for_cents,
        "rounding_unit_cents": deal.rounding_unit_cents,
        "amounts_cents": list(deal.amounts_cents),
    }


def parse_deal_data(data: object) -> Deal:
    """A recorded deal back from ``deal_to_data``'s form, checked with
    ``validate_deal`` (the amounts are taken as recorded)."""
    if not isinstance(data, dict):
        raise InvalidInput(
            translate("domain.prize.deal_data", "A recorded deal must be an object."), field="deal"
        )
    missing = [key for key in FIELDS if key not in data]
    if missing:
        raise InvalidInput(
            translate("domain.prize.deal_data", "The recorded deal has no {key}.").fill(
                key=missing[0]
            ),
            field=missing[0],
        )
    unknown = [key for key in data if key not in FIELDS]
    if unknown:
        raise InvalidInput(
            translate(
                "domain.prize.deal_data", "The recorded deal has an unknown field '{key}'."
            ).fill(key=unknown[0]),
            field="deal",
        )
    for key in ("players", "stacks", "prizes_cents", "amounts_cents"):
        if not isinstance(data[key], list):
            raise InvalidInput(
                translate(
                    "domain.prize.deal_data", "The recorded deal's {key} must be a list."
                ).fill(key=key),
                field=key,
            )
    deal = Deal(
        method=parse_deal_method(data["method"]),
        players=tuple(data["players"]),
        stacks=tuple(data["stacks"]),
        prizes_cents=tuple(data["prizes_cents"]),
        played_for_cents=data["played_for_cents"],
        rounding_unit_cents=data["rounding_unit_cents"],
        amounts_cents=tuple(data["amounts_cents"]),
    )
    validate_deal(deal)
    return deal

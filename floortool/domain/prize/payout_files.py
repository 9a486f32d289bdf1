"""Domain layer: payout tables to and from JSON text (templates and the
built-in tables in ``resources/payouts``).

Pure standard library (``json`` and ``decimal`` on strings): the caller reads
and writes files. The format, one range per line::

    {"name": "Standard",
     "ranges": [
       {"min_players": 2, "max_players": 5, "percentages": [100]},
       {"min_players": 6, "max_players": 10, "percentages": [65, 35]},
       {"min_players": 11, "max_players": null, "percentages": [50, 30, 20]}
     ]}

Percentages are numbers with at most two decimals (``32.5`` is 3250 basis
points); they are read as exact decimals, never as floats. ``max_players``
null (or left out) on the last range means "or more". Every parsed table has
passed ``validate_payout_table``; a refusal names the range and the place.
"""

from __future__ import annotations

import json
from decimal import Decimal
from typing import Any

from floortool.domain.kernel import nouns
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import read_decimal
from floortool.domain.kernel.json_text import load_json_text
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.prize.payouts import PayoutRange, PayoutTable, validate_payout_table

RANGE_FIELDS = ("min_players", "max_players", "percentages")
_LARGEST = Decimal(10**12)  # beyond any field size; keeps "1e999999" from becoming an int


def parse_percent(value: object, *, where: str | Phrase = "") -> int:
    """Basis points from a percentage: ``32.5``, ``"32.50"`` or ``"32.5%"``."""
    if isinstance(value, bool) or not isinstance(value, int | float | Decimal | str):
        number = None
    elif isinstance(value, str):
        number = read_decimal(value.strip().removesuffix("%"))
    elif isinstance(value, float):
        number = read_decimal(repr(value))  # the digits as typed: 32.5, never 32.4999...
    else:
        number = Decimal(value)
    if number is None or not number.is_finite():
        shown = f"'{value}'" if isinstance(value, str) else repr(value)
        problem = translate(
            "domain.prize.payout_files", "{shown} is not a percentage (write it like 32.5)."
        )
        raise InvalidInput(_placed(where, problem.fill(shown=shown)), field="percentages")
    if not 0 <= number <= 100:
        problem = translate("domain.prize.payout_files", "{number}% is not between 0 and 100%.")
        raise InvalidInput(_placed(where, problem.fill(number=number)), field="percentages")
    basis_points = number * 100
    if basis_points != basis_points.to_integral_value():
        problem = translate("domain.prize.payout_files", "{number}% has more than two decimals.")
        raise InvalidInput(_placed(where, problem.fill(number=number)), field="percentages")
    return int(basis_points)


def _placed(where: str | Phrase, problem: Phrase) -> Phrase:
    """``problem`` after where it is (``Payout range 2, place 3: ...``), if anywhere."""
    if not where:
        return problem
    return translate("domain.prize.payout_files", "{where}: {problem}").fill(
        where=where, problem=problem
    )


def percent_text(basis_points: int) -> str:
    """Basis points as a JSON number: 3250 → ``32.5``, 10000 → ``100``."""
    whole, rest = divmod(basis_points, 100)
    return str(whole) if rest == 0 else f"{whole}.{rest:02d}".rstrip("0")


# ---------------------------------------------------------------- data


def _percent_number(basis_points: int) -> int | float:
    # A float only carries the digits to ``json.dumps``: a percentage has at
    # most 5 significant digits, so its repr is exactly those digits again and
    # ``parse_percent`` reads it back without loss.
    whole, rest = divmod(basis_points, 100)
    return whole if rest == 0 else float(percent_text(basis_points))


def payout_table_to_data(table: PayoutTable) -> dict[str, Any]:
    """The JSON-ready form of ``table`` (for the journal and ``--json``):
    ``parse_payout_table_data`` turns it back into the same table."""
    return {
        "name": table.name,
        "ranges": [
            {
                "min_players": payout_range.min_players,
                "max_players": payout_range.max_players,
                "percentages": [_percent_number(share) for share in payout_range.basis_points],
            }
            for payout_range in table.ranges
        ],
    }


def parse_payout_table_data(data: object) -> PayoutTable:
    """A validated payout table from JSON-ready data (``json.loads`` output,
    ideally with ``parse_float=Decimal``)."""
    if not isinstance(data, dict):
        raise InvalidInput(
            translate(
                "domain.prize.payout_files",
                'A payout table must be an object with a "name" and a "ranges" list.',
            ),
            field="file",
        )
    for key in data:
        if key not in ("name", "ranges"):
            raise InvalidInput(
                translate(
                    "domain.prize.payout_files",
                    "The payout table has an unknown field '{key}'; it has name and ranges.",
                ).fill(key=key),
                field=str(key),
            )
    name = data.get("name")
    if not isinstance(name, str):
        raise InvalidInput(
            translate("domain.prize.payout_files", "The payout table's name must be text."),
            field="name",
        )
    items = data.get("ranges")
    if not isinstance(items, list):
        raise InvalidInput(
            translate("domain.prize.payout_files", 'The payout table has no "ranges" list.'),
            field="ranges",
        )
    ranges = tuple(
        _range_from_fields(item, index=index, last=index == len(items) - 1)
        for index, item in enumerate(items)
    )
    table = PayoutTable(name=name.strip(), ranges=ranges)
    validate_payout_table(table)
    return table


def _range_from_fields(item: object, *, index: int, last: bool) -> PayoutRange:
    where = translate("domain.prize.payout_files", "Payout range {number}").fill(number=index + 1)
    if not isinstance(item, dict):
        raise InvalidInput(
            translate(
                "domain.prize.payout_files",
                '{where} is {item}, not an object like {{"min_players": 2, '
                '"max_players": 10, "percentages": [65, 35]}}.',
            ).fill(where=where, item=json.dumps(item, default=str)[:40]),
            field="ranges",
            range=index,
            place=0,
        )
    for key in item:
        if key not in RANGE_FIELDS:
            raise InvalidInput(
                translate(
                    "domain.prize.payout_files",
                    "{where}: unknown field '{key}'; a range has {RANGE_FIELDS}.",
                ).fill(where=where, key=key, RANGE_FIELDS=", ".join(RANGE_FIELDS)),
                field=str(key),
                range=index,
                place=0,
            )
    low = _players(item.get("min_players"), where=where, field="min_players", index=index)
    if low is None:
        raise InvalidInput(
            translate(
                "domain.prize.payout_files",
                "{where}: no min_players; every range says where it starts.",
            ).fill(where=where),
            field="min_players",
            range=index,
            place=0,
        )
    high = _players(item.get("max_players"), where=where, field="max_players", index=index)
    if high is not None:
        where = translate("domain.prize.payout_files", "Payout range {low} to {players}").fill(
            low=Number(low), players=_counted_players(high)
        )
    elif last:
        where = translate("domain.prize.payout_files", "Payout range {players} or more").fill(
            players=_counted_players(low)
        )
    else:
        raise InvalidInput(
            translate(
                "domain.prize.payout_files",
                "{where}: no max_players; only the last range can be open-ended.",
            ).fill(where=where),
            field="max_players",
            range=index,
            place=0,
        )
    percentages = item.get("percentages")
    if not isinstance(percentages, list) or not percentages:
        raise InvalidInput(
            translate(
                "domain.prize.payout_files",
                "{where}: percentages must be a list with one percentage per place, "
                "like [50, 30, 20].",
            ).fill(where=where),
            field="percentages",
            range=index,
            place=0,
        )
    shares: list[int] = []
    for place, value in enumerate(percentages, start=1):
        try:
            shares.append(
                parse_percent(
                    value,
                    where=translate("domain.prize.payout_files", "{where}, place {place}").fill(
                        where=where, place=place
                    ),
                )
            )
        except InvalidInput as exc:
            exc.details.update(range=index, place=place)
            raise
    return PayoutRange(min_players=low, max_players=high, basis_points=tuple(shares))


def _counted_players(count: int | None) -> Phrase:
    return nouns.players(count or 0)


def _players(value: object, *, where: Phrase, field: str, index: int) -> int | None:
    if value is None:
        return None
    number = _whole_number(value)
    if number is not None and number >= 1:
        return number
    shown = str(value) if isinstance(value, Decimal) else json.dumps(value, default=repr)
    raise InvalidInput(
        translate(
            "domain.prize.payout_files", "{where}: {field} {shown} is not a number of players."
        ).fill(where=where, field=field, shown=shown),
        field=field,
        range=index,
        place=0,
    )


def _whole_number(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        value = read_decimal(repr(value))
    if (
        isinstance(value, Decimal)
        and value.is_finite()
        and abs(value) <= _LARGEST
        and value == value.to_integral_value()
    ):
        return int(value)
    return None


# ---------------------------------------------------------------- JSON text


def parse_payout_table_json(text: str) -> PayoutTable:
    """A validated payout table from JSON text in the format above."""
    data = load_json_text(
        text,
        what=translate("domain.prize.payout_files", "The payout table"),
        item=translate("domain.prize.payout_files", "one place"),
        parse_float=Decimal,
    )
    return parse_payout_table_data(data)


def payout_table_to_json(table: PayoutTable) -> str:
    """JSON text in the format above, one range per line."""
    lines = []
    for payout_range in table.ranges:
        high = "null" if payout_range.max_players is None else str(payout_range.max_players)
        shares = ", ".join(percent_text(share) for share in payout_range.basis_points)
        lines.append(
            f'   {{"min_players": {payout_range.min_players}, "max_players": {high}, '
            f'"percentages": [{shares}]}}'
        )
    name = json.dumps(table.name, ensure_ascii=False)
    body = ",\n".join(lines)
    return f'{{"name": {name},\n "ranges": [\n{body}\n ]}}\n'

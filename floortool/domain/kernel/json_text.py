"""Domain layer: reading JSON text a director hands us (structure files, payout
tables), strictly and with messages that point at the problem.

Bad syntax is refused with its line and column; a key given twice in one
object, and ``NaN``/``Infinity``, are refused rather than silently taking one
value. A byte-order mark at the start is allowed (spreadsheet exports add one).
Before parsing, the text goes through the checks every input does
(``input_checks``): nesting depth, numbers too large, lone surrogates.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.input_checks import (
    check_json_nesting,
    check_json_texts,
    json_number_readers,
)
from floortool.domain.kernel.phrases import Phrase, translate


def load_json_text(
    text: str,
    *,
    what: str | Phrase,
    item: str | Phrase,
    parse_float: Callable[[str], Any] | None = None,
) -> object:
    """The data in ``text``; ``what`` names the document ("The payout table") and
    ``item`` one of its objects ("one place"), for the messages."""

    def refuse_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for key, value in pairs:
            if key in data:
                raise InvalidInput(
                    translate(
                        "domain.kernel.json_text", "{what} gives '{key}' twice in {item}."
                    ).fill(what=what, key=key, item=item),
                    field=key,
                )
            data[key] = value
        return data

    def refuse_constant(name: str) -> None:
        raise InvalidInput(
            translate(
                "domain.kernel.json_text", "{what} contains {name}, which is not a number."
            ).fill(what=what, name=name),
            field="file",
        )

    text = text.removeprefix("\ufeff")
    check_json_nesting(text, what=what)
    read_int, read_float = json_number_readers(what, parse_float)
    try:
        data = json.loads(
            text,
            parse_int=read_int,
            parse_float=read_float,
            parse_constant=refuse_constant,
            object_pairs_hook=refuse_repeated_keys,
        )
    except json.JSONDecodeError as exc:
        raise InvalidInput(
            translate(
                "domain.kernel.json_text",
                "{what} is not valid JSON: line {lineno}, column {colno}: {msg}.",
            ).fill(what=what, lineno=exc.lineno, colno=exc.colno, msg=exc.msg),
            field="file",
            line=exc.lineno,
            column=exc.colno,
        ) from None
    check_json_texts(data, what=what)
    return data


def known_object(
    value: object,
    *,
    what: str | Phrase,
    where: str | Phrase,
    keys: tuple[str, ...],
    kind: str | Phrase,
) -> dict[str, Any]:
    """``value`` once it is an object holding only ``keys``: a document's part (``where``
    in ``what``: "The layout", "region 2") with a key ``kind`` ("a layout") does not
    know is refused, naming the keys it does know."""
    if not isinstance(value, dict):
        raise InvalidInput(
            translate("domain.kernel.json_text", "{what}: {where} must be an object {{...}}.").fill(
                what=what, where=where
            ),
            field=str(where),
        )
    unknown = [key for key in value if key not in keys]
    if unknown:
        raise InvalidInput(
            translate(
                "domain.kernel.json_text",
                "{what}: {where} has '{unknown}', which {kind} does not know (it knows: {keys}).",
            ).fill(
                what=what,
                where=where,
                unknown=str(unknown[0])[:40],
                kind=kind,
                keys=", ".join(keys),
            ),
            field=str(unknown[0])[:40],
        )
    return value

"""Domain kernel: a phrase kept in the journal, to be said again in any language.

A sentence the floor stores (a seat move's reason, the label of an action in
Edit > Undo) is read back long after it was written, by a reader whose
language nobody knew then. So it is kept twice: its English words (what the
``--json`` output and older versions read) and its *data* here: the context,
the English template and the fields, each field as JSON (a nested phrase, a
``Number``, a ``Money``, ``Decimals`` or a plain value). ``phrase_data`` writes it;
``kept_phrase`` reads it back, or gives the English words when there is no
data (a record written before phrases were kept) or the data is not a
phrase's (a hand-edited journal): those are shown as they were written.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from floortool.domain.kernel.phrases import Counted, Decimals, Money, Number, Phrase

_PLAIN = (str, int, float, bool)


def phrase_data(phrase: Phrase) -> dict[str, Any]:
    """``phrase`` as JSON data: its context, template, fields (and a count's ``one`` form)."""
    data: dict[str, Any] = {
        "context": phrase.context,
        "text": phrase.text,
        "fields": {name: _value_data(value) for name, value in phrase.fields.items()},
    }
    if isinstance(phrase, Counted):
        data["one"] = phrase.one
    return data


def kept_phrase(data: object, english: str) -> Phrase | str:
    """The phrase ``data`` keeps, or ``english`` where it keeps none it can read."""
    phrase = _phrase(data)
    return english if phrase is None else phrase


def _value_data(value: Any) -> Any:
    if isinstance(value, Phrase):
        return {"phrase": phrase_data(value)}
    if isinstance(value, Number):
        return {"number": value.value}
    if isinstance(value, Money):
        return {"cents": value.cents, "grouped": value.grouped}
    if isinstance(value, Decimals):
        return {"decimals": value.text}
    if value is None or isinstance(value, _PLAIN):
        return value
    return str(value)


def _phrase(data: object) -> Phrase | None:
    if not isinstance(data, Mapping):
        return None
    context, text, fields = data.get("context"), data.get("text"), data.get("fields", {})
    if not (isinstance(context, str) and isinstance(text, str) and isinstance(fields, Mapping)):
        return None
    values: dict[str, Any] = {}
    for name, value in fields.items():
        read = _value(value)
        if read is _UNREADABLE:
            return None
        values[str(name)] = read
    one = data.get("one")
    if one is None:
        return Phrase(context, text, values)
    return Counted(context, text, values, one) if isinstance(one, str) else None


_UNREADABLE = object()


def _value(data: Any) -> Any:
    if data is None or isinstance(data, _PLAIN):
        return data
    if not isinstance(data, Mapping):
        return _UNREADABLE
    if "phrase" in data:
        phrase = _phrase(data["phrase"])
        return _UNREADABLE if phrase is None else phrase
    decimals = data.get("decimals")
    if isinstance(decimals, str):
        return Decimals(decimals)
    number = data.get("number")
    if isinstance(number, int) and not isinstance(number, bool):
        return Number(number)
    cents, grouped = data.get("cents"), data.get("grouped", True)
    if isinstance(cents, int) and not isinstance(cents, bool) and isinstance(grouped, bool):
        return Money(cents, grouped)
    return _UNREADABLE

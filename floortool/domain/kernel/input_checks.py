"""Domain kernel: the checks every file and argument a director hands us goes
through before any reader looks at its meaning.

A file's bytes must be UTF-8 text (a UTF-8 byte-order mark is dropped; a UTF-16
or UTF-32 one is named as such), at most ``MAX_FILE_BYTES`` long. A JSON
document may nest at most ``MAX_DEPTH`` arrays and objects, and its numbers may
have at most ``MAX_NUMBER_DIGITS`` digits before the decimal point (no chip
count, duration or amount needs more); its texts may not hold a lone surrogate
(``"\\ud800"``), which no database or file can store. A typed argument (a name,
a formula) may not hold one either (they arrive when the command line was not
UTF-8), and may be at most a given length.

Every refusal is an ``InvalidInput`` naming what was read, where (offset, line,
field) and why; nothing is read further.
"""

from __future__ import annotations

import codecs
import re
import unicodedata
from collections.abc import Callable
from decimal import Decimal, InvalidOperation, getcontext
from typing import Any

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import Number, Phrase, translate
from floortool.domain.kernel.shown_text import shown_typed

#: The largest file a reader takes (a 200,000-row import is well under it).
MAX_FILE_BYTES = 50_000_000
#: Arrays and objects nested deeper than this in a JSON document are refused.
MAX_DEPTH = 32
#: Digits a JSON number may have before its decimal point.
MAX_NUMBER_DIGITS = 18
#: Characters of a JSON number's text (a fraction's digits included).
MAX_NUMBER_TEXT = 40
#: Values (arrays, objects and the items after a comma) a JSON document may hold:
#: a structure of 1,000 levels has about 6,000; refused before the parser builds them.
MAX_JSON_VALUES = 100_000

_BOMS = (
    (codecs.BOM_UTF32_LE, "UTF-32"),
    (codecs.BOM_UTF32_BE, "UTF-32"),
    (codecs.BOM_UTF16_LE, "UTF-16"),
    (codecs.BOM_UTF16_BE, "UTF-16"),
)
#: A plain decimal number: no exponent, no ``inf`` or ``nan``, ASCII digits only.
_DECIMAL = re.compile(r"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)")
_SURROGATE = re.compile("[\ud800-\udfff]")
#: The bidirectional embedding, override and isolate controls (U+202A-202E, U+2066-2069).
_BIDI_CONTROL = re.compile("[\u202a-\u202e\u2066-\u2069]")
#: What the scan of a JSON document stops at: a bracket, a comma, a string's opening quote.
_JSON_MARK = re.compile(r'[\[\]{},"]')


def decode_file(data: bytes, *, name: str) -> str:
    """The text of the file ``name`` holding ``data``: UTF-8, a leading byte-order
    mark dropped. Refuses a file too large, one in UTF-16/32 and bytes that are not
    UTF-8 (saying which byte, at which offset)."""
    if len(data) > MAX_FILE_BYTES:
        raise InvalidInput(
            translate(
                "domain.kernel.input_checks", "{name} is larger than {value} MB; nothing was read."
            ).fill(name=name, value=MAX_FILE_BYTES // 1000000),
            field="file",
            file=name,
        )
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            raise InvalidInput(
                translate(
                    "domain.kernel.input_checks",
                    "{name} is {encoding} text (it starts with a {encoding} "
                    "byte-order mark); save it as UTF-8 and try again.",
                ).fill(name=name, encoding=encoding),
                field="file",
                file=name,
            )
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        offset = exc.start + (3 if data.startswith(codecs.BOM_UTF8) else 0)
        line = data[:offset].count(b"\n") + 1
        raise InvalidInput(
            translate(
                "domain.kernel.input_checks",
                "{name} is not UTF-8 text (byte 0x{data} at offset {offset}, "
                "line {line}); save it as UTF-8 and try again.",
            ).fill(name=name, data=f"{data[offset]:02x}", offset=offset, line=line),
            field="file",
            file=name,
            offset=offset,
            line=line,
        ) from None


def check_text(text: str, *, what: str | Phrase, field: str, longest: int | None = None) -> str:
    """``text`` unchanged, once it holds no lone surrogate and (``longest``) is not
    too long; ``what`` names it in the refusal ("The player's name")."""
    why = translate("domain.kernel.input_checks", "{what} holds a character that is not text")
    _refuse_any(_SURROGATE, text, why.fill(what=what), field)
    if longest is not None and len(text) > longest:
        raise InvalidInput(
            translate(
                "domain.kernel.input_checks",
                "{what} is {text_count} characters long; at most {longest} are allowed.",
            ).fill(what=what, text_count=Number(len(text)), longest=Number(longest)),
            field=field,
        )
    return text


def check_visible(text: str, *, what: str | Phrase, field: str) -> str:
    """``text`` unchanged, once it shows something (a letter, digit, punctuation or
    symbol, not only zero-width, format or space characters) and holds no
    bidirectional embedding, override or isolate control (which would reorder what
    is shown around it: no name or colour needs one). ``what``: "The player's name"."""
    why = translate(
        "domain.kernel.input_checks",
        "{what} holds a character that reverses or reorders the text around it",
    )
    _refuse_any(_BIDI_CONTROL, text, why.fill(what=what), field)
    if text and not any(unicodedata.category(char)[0] in "LNPS" for char in text):
        raise InvalidInput(
            translate(
                "domain.kernel.input_checks",
                "{what} is made only of invisible characters (spaces, "
                "zero-width or format characters); type it in letters or "
                "digits.",
            ).fill(what=what),
            field=field,
        )
    return text


def _refuse_any(pattern: re.Pattern[str], text: str, why: Phrase, field: str) -> None:
    """Refuse ``text`` if ``pattern`` finds a character in it: ``why``, then which
    character (escaped) and where."""
    found = pattern.search(text)
    if found is not None:
        raise InvalidInput(
            translate(
                "domain.kernel.input_checks", "{why} (\\u{found} at position {position})."
            ).fill(why=why, found=f"{ord(found.group()):04x}", position=found.start() + 1),
            field=field,
        )


def check_json_nesting(text: str, *, what: str | Phrase) -> None:
    """Refuse a JSON text whose arrays and objects nest deeper than ``MAX_DEPTH``,
    naming the line where it does, or that holds more than ``MAX_JSON_VALUES``
    values, before the parser builds anything.

    The scan costs no memory beyond the text: it jumps from one bracket, comma or
    quote to the next (``str.find`` over a string's body), where a regular expression
    matching whole strings would keep about a hundred bytes of state per character."""
    depth = values = 0
    at = 0
    while (found := _JSON_MARK.search(text, at)) is not None:
        mark, at = found.group(), found.end()
        if mark == '"':
            at = _string_end(text, at)
        elif mark in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                line = text.count("\n", 0, found.start()) + 1
                raise InvalidInput(
                    translate(
                        "domain.kernel.input_checks",
                        "{what} is nested more than {max_depth} levels deep (line {line}).",
                    ).fill(what=what, max_depth=MAX_DEPTH, line=line),
                    field="file",
                    line=line,
                )
        elif mark in "]}":
            depth = max(depth - 1, 0)
        if mark in "[{,":
            values += 1
            if values > MAX_JSON_VALUES:
                line = text.count("\n", 0, found.start()) + 1
                raise InvalidInput(
                    translate(
                        "domain.kernel.input_checks",
                        "{what} holds more than {max_json_values} values (line "
                        "{line}); no structure or payout table needs that many.",
                    ).fill(what=what, max_json_values=Number(MAX_JSON_VALUES), line=line),
                    field="file",
                    line=line,
                )


def _string_end(text: str, start: int) -> int:
    """Where the JSON string whose body starts at ``start`` ends (past its closing
    quote; the end of ``text`` when it is left open): a quote is the end unless an
    odd number of backslashes comes before it."""
    at = start
    while (quote := text.find('"', at)) != -1:
        before = quote
        while before > start and text[before - 1] == "\\":
            before -= 1
        if (quote - before) % 2 == 0:
            return quote + 1
        at = quote + 1
    return len(text)


def json_number_readers(
    what: str | Phrase, parse_float: Callable[[str], Any] | None
) -> tuple[Callable[[str], int], Callable[[str], Any]]:
    """``parse_int`` and ``parse_float`` for ``json.loads`` that refuse a number
    too large before building it: an integer of more than ``MAX_NUMBER_DIGITS``
    digits, a fraction written with more than ``MAX_NUMBER_TEXT`` characters, and,
    read as a float (no ``parse_float`` given), one of ``MAX_NUMBER_DIGITS`` digits or
    more before its point (``1e300``). A caller's own ``parse_float`` (``Decimal``)
    gets the exact value and bounds it itself, naming the field."""

    def refused(literal: str, why: Phrase | None = None) -> InvalidInput:
        shown = literal if len(literal) <= 24 else literal[:20] + "..."
        if why is None:
            why = translate("domain.kernel.input_checks", "a number too large")
        return InvalidInput(
            translate("domain.kernel.input_checks", "{what} holds {why}: {shown}.").fill(
                what=what, why=why, shown=shown
            ),
            field="file",
        )

    def checked(literal: str) -> str:
        if not literal.isascii():  # the JSON grammar's digits are any script's
            raise refused(
                literal,
                translate("domain.kernel.input_checks", "a number not written with the digits 0-9"),
            )
        return literal

    def read_int(literal: str) -> int:
        if len(checked(literal).lstrip("-")) > MAX_NUMBER_DIGITS:
            raise refused(literal)
        return int(literal)

    def read_float(literal: str) -> Any:
        if len(checked(literal)) > MAX_NUMBER_TEXT:
            raise refused(literal)
        try:
            value = Decimal(literal)
        except InvalidOperation:  # an exponent past any decimal's
            raise refused(literal) from None
        if value and value.adjusted() > getcontext().Emax:  # arithmetic on it overflows
            raise refused(literal)
        if parse_float is not None:
            return parse_float(literal)
        if value and value.adjusted() >= MAX_NUMBER_DIGITS:
            raise refused(literal)
        return float(literal)

    return read_int, read_float


def check_json_texts(data: object, *, what: str | Phrase, where: str = "") -> None:
    """Refuse a lone surrogate in any key or text of parsed JSON ``data``, naming
    the field (``levels[3].game``)."""
    if isinstance(data, str):
        at = (
            translate("domain.kernel.input_checks", "{what}: the text at {where}").fill(where=where)
            if where
            else translate("domain.kernel.input_checks", "{what}: the text at the top")
        )
        check_text(data, what=at.fill(what=what), field=where or "file")
    elif isinstance(data, dict):
        for key, value in data.items():
            key_in = (
                translate("domain.kernel.input_checks", "{what}: a key in {where}").fill(
                    where=where
                )
                if where
                else translate("domain.kernel.input_checks", "{what}: a key in the top object")
            )
            check_text(key, what=key_in.fill(what=what), field="file")
            check_json_texts(value, what=what, where=f"{where}.{key}" if where else key)
    elif isinstance(data, list):
        for index, value in enumerate(data):
            check_json_texts(value, what=what, where=f"{where}[{index}]")


def read_decimal(text: str) -> Decimal | None:
    """The decimal number ``text`` holds (``90``, ``-30``, ``1.5``), or None: the one
    reader of typed decimals. ASCII digits only, no exponent, ``inf`` or ``nan``, at
    most ``MAX_NUMBER_TEXT`` characters (``Decimal`` and ``float`` take ``٣`` as 3)."""
    cleaned = text.strip()
    if len(cleaned) > MAX_NUMBER_TEXT or _DECIMAL.fullmatch(cleaned) is None:
        return None
    return Decimal(cleaned)


def finite_number(text: str, *, what: str | Phrase, field: str, largest: float) -> float:
    """A number typed by a director (``read_decimal``), no larger than ``largest``
    either way; ``inf``, ``nan``, ``1e300`` and non-numbers are refused."""
    number = read_decimal(text)
    if number is None:
        raise InvalidInput(
            translate("domain.kernel.input_checks", "{what}: {text} is not a number.").fill(
                what=what, text=shown_typed(text)
            ),
            field=field,
        )
    cleaned = text.strip()
    value = float(number)
    if abs(value) > largest:
        raise InvalidInput(
            translate(
                "domain.kernel.input_checks", "{what}: {cleaned} is beyond {largest} either way."
            ).fill(what=what, cleaned=cleaned, largest=f"{largest:,g}"),
            field=field,
        )
    return value

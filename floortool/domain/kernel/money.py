"""Domain layer: money as integer cents, parsed from and shown as decimal text.

Money never touches a float: ``"20"``, ``"20.5"`` and ``"20.50"`` all become
2050 cents; anything else is refused with a message. Shown plain (``1250.50``,
for files and the command line) or with thousands grouped (``1,250.50``, for
the window and the printed sheets).
"""

from __future__ import annotations

import re

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate

_MONEY = re.compile(r"^\s*([0-9]{1,9})(?:[.,]([0-9]{1,2}))?\s*$")


def parse_money(text: str, *, field: str = "amount") -> int:
    """Return ``text`` (a non-negative decimal amount) in cents."""
    match = _MONEY.match(text)
    if match is None:
        raise InvalidInput(
            translate(
                "domain.kernel.money",
                "{field}: '{text}' is not an amount of money (write it like 20 or 20.50)",
            ).fill(field=field, text=text),
            field=field,
        )
    whole, fraction = match.group(1), match.group(2) or "0"
    return int(whole) * 100 + int(fraction.ljust(2, "0"))


def format_money(cents: int) -> str:
    """Show cents as ``1250.50`` (negative amounts keep their sign)."""
    return _decimal_text(cents, "")


def format_money_grouped(cents: int) -> str:
    """Show cents as ``1,250.50``, thousands grouped, as the floor prints and shows money."""
    return _decimal_text(cents, ",")


def _decimal_text(cents: int, grouping: str) -> str:
    sign = "-" if cents < 0 else ""
    whole, rest = divmod(abs(cents), 100)
    return f"{sign}{whole:{grouping}}.{rest:02d}"

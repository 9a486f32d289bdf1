"""Domain layer: the cash report's lines and its balance — money in, money out, and
the difference that must be 0.00 when the night's sheet balances.

``CashReport`` holds the lines as the app gathers them (``app.views.cash``);
it decides the totals, who signs (everyone who takes money away, once each),
the JSON form and the CSV text.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from typing import Any

from floortool.domain.kernel.csv_rows import safe_cell
from floortool.domain.kernel.money import format_money
from floortool.domain.kernel.phrases import Phrase

IN, OUT = "in", "out"
CSV_HEADER = ("direction", "kind", "payee", "detail", "amount")


@dataclass(frozen=True, slots=True)
class CashLine:
    """One line of the report: its ``kind`` ("Buy-ins", "Prize"), who is paid (out)
    or "" (in), a detail ("40 entries", "1st"), and the amount in cents; the kind and
    detail are phrases said in the reader's language (a name typed by a person, such as
    the withholding's or a fee part's, a plain ``str``), the JSON and CSV in English."""

    kind: str | Phrase
    payee: str
    detail: str | Phrase
    cents: int

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": str(self.kind),
            "payee": self.payee,
            "detail": str(self.detail),
            "cents": self.cents,
            "amount": format_money(self.cents),
        }


@dataclass(frozen=True, slots=True)
class CashReport:
    """An event's money: ``money_in`` and ``money_out`` line by line, and the overlay."""

    event: str
    money_in: tuple[CashLine, ...]
    money_out: tuple[CashLine, ...]
    overlay_cents: int
    guarantee_cents: int

    @property
    def in_cents(self) -> int:
        return sum(line.cents for line in self.money_in)

    @property
    def out_cents(self) -> int:
        return sum(line.cents for line in self.money_out)

    @property
    def difference_cents(self) -> int:
        """In minus out: 0 when the sheet balances."""
        return self.in_cents - self.out_cents

    @property
    def signers(self) -> tuple[str, ...]:
        """Everyone who takes money away, once each, in the order they are listed."""
        return tuple(dict.fromkeys(line.payee for line in self.money_out if line.payee))

    def to_json(self) -> dict[str, Any]:
        """The one JSON form (``report cash --json``)."""
        return {
            "event": self.event,
            "in_cents": self.in_cents,
            "out_cents": self.out_cents,
            "difference_cents": self.difference_cents,
            "overlay_cents": self.overlay_cents,
            "guarantee_cents": self.guarantee_cents,
            "in": [line.to_json() for line in self.money_in],
            "out": [line.to_json() for line in self.money_out],
        }

    def csv_text(self) -> str:
        """The report as CSV: a header, a row per line, the totals last; a name a
        spreadsheet would run as a formula is written so it is not (``safe_cell``)."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(CSV_HEADER)
        for direction, lines in ((IN, self.money_in), (OUT, self.money_out)):
            writer.writerows(
                (
                    direction,
                    safe_cell(str(line.kind)),
                    safe_cell(line.payee),
                    safe_cell(str(line.detail)),
                    format_money(line.cents),
                )
                for line in lines
            )
        writer.writerows(
            ("total", name, "", "", format_money(cents))
            for name, cents in (
                ("In", self.in_cents),
                ("Out", self.out_cents),
                ("Difference", self.difference_cents),
            )
        )
        return out.getvalue()

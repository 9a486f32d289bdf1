"""Reports layer: the cash report — one sheet for the end of the night: money in by
kind, money out by payee, the totals and the difference (0.00 when it balances),
and a line per person who takes money away, to sign.

Takes the domain's ``CashReport`` (``domain.prize.cash_count``); money is in
integer cents and printed with thousands grouped.
"""

from __future__ import annotations

from floortool.domain.kernel.money import format_money_grouped
from floortool.domain.prize.cash_count import CashLine, CashReport
from floortool.reports.page_frame import MM, DocumentHead, Pdf, Progress
from floortool.reports.tabular import RIGHT, Column, Section, render_sections

IN_COLUMNS = (Column("Kind", 2.0), Column("Detail", 2.6, wrap=True), Column("Amount", 1.4, RIGHT))
OUT_COLUMNS = (
    Column("Kind", 1.8),
    Column("Paid to", 2.2, wrap=True),
    Column("Detail", 1.4),
    Column("Amount", 1.4, RIGHT),
)
TOTAL_COLUMNS = (Column("", 4.6), Column("Amount", 1.4, RIGHT))
SIGN_COLUMNS = (
    Column("Name", 2.4, wrap=True),
    Column("Amount", 1.4, RIGHT),
    Column("Signature", 3.2),
)
SIGN_HEIGHT = 11 * MM


def _total(lines: tuple[CashLine, ...], payee: str) -> int:
    return sum(line.cents for line in lines if line.payee == payee)


def cash_sections(report: CashReport) -> list[Section]:
    money = format_money_grouped
    in_rows = tuple((line.kind, line.detail, money(line.cents)) for line in report.money_in)
    out_rows = tuple(
        (line.kind, line.payee, line.detail, money(line.cents)) for line in report.money_out
    )
    balance = "balances" if report.difference_cents == 0 else "DOES NOT BALANCE"
    overlay = (
        f"Guarantee {money(report.guarantee_cents)}: the house adds an overlay of "
        f"{money(report.overlay_cents)}."
        if report.overlay_cents
        else ""
    )
    return [
        Section(
            title="Money in",
            intro=overlay,
            columns=IN_COLUMNS,
            rows=in_rows,
            empty="No money in yet.",
        ),
        Section(title="Money out", columns=OUT_COLUMNS, rows=out_rows, empty="Nothing paid yet."),
        Section(
            title=f"Totals: the sheet {balance}",
            columns=TOTAL_COLUMNS,
            rows=(
                ("In", money(report.in_cents)),
                ("Out", money(report.out_cents)),
                ("Difference (in - out)", money(report.difference_cents)),
            ),
            strong=frozenset({2}),
            font_size=12,
        ),
        Section(
            title="Signatures",
            intro="Everyone who takes money away signs for the amount beside their name; "
            "the director and the cashier sign the last lines.",
            columns=SIGN_COLUMNS,
            rows=(
                *((name, money(_total(report.money_out, name)), "") for name in report.signers),
                ("Director", "", ""),
                ("Cashier", "", ""),
            ),
            row_height=SIGN_HEIGHT,
        ),
    ]


def render_cash_report(
    head: DocumentHead, report: CashReport, *, progress: Progress | None = None
) -> Pdf:
    return render_sections(head, cash_sections(report), progress=progress)

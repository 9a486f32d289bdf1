"""Reports layer: the cash report — one sheet for the end of the night: money in by
kind, money out by payee, the totals and the difference (0.00 when it balances),
and a line per person who takes money away, to sign.

Takes the domain's ``CashReport`` (``domain.prize.cash_count``); money is in
integer cents and printed with thousands grouped.
"""

from __future__ import annotations

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Money, translate
from floortool.domain.prize.cash_count import CashLine, CashReport
from floortool.reports.page_frame import MM, DocumentHead, Pdf, Progress
from floortool.reports.tabular import RIGHT, Column, Section, render_sections

KIND = translate("reports.cash_report", "Kind")
DETAIL = translate("reports.cash_report", "Detail")
AMOUNT = translate("reports.cash_report", "Amount")
IN_COLUMNS = (
    Column(KIND, 2.0, wrap=True),
    Column(DETAIL, 2.6, wrap=True),
    Column(AMOUNT, 1.4, RIGHT),
)
OUT_COLUMNS = (
    Column(KIND, 1.8, wrap=True),  # German and French kinds run longer than English
    Column(translate("reports.cash_report", "Paid to"), 2.2, wrap=True),
    Column(DETAIL, 1.4),
    Column(AMOUNT, 1.4, RIGHT),
)
TOTAL_COLUMNS = (Column("", 4.6), Column(AMOUNT, 1.4, RIGHT))
SIGN_COLUMNS = (
    Column(translate("reports.cash_report", "Name"), 2.4, wrap=True),
    Column(AMOUNT, 1.4, RIGHT),
    Column(translate("reports.cash_report", "Signature"), 3.2),
)
SIGN_HEIGHT = 11 * MM


def _total(lines: tuple[CashLine, ...], payee: str) -> int:
    return sum(line.cents for line in lines if line.payee == payee)


def cash_sections(report: CashReport) -> list[Section]:
    money = Money
    in_rows = tuple((line.kind, line.detail, money(line.cents)) for line in report.money_in)
    out_rows = tuple(
        (line.kind, line.payee, line.detail, money(line.cents)) for line in report.money_out
    )
    if report.difference_cents == 0:
        totals = translate("reports.cash_report", "Totals: the sheet balances")
    else:
        totals = translate("reports.cash_report", "Totals: the sheet DOES NOT BALANCE")
    overlay = (
        translate(
            "reports.cash_report",
            "Guarantee {guarantee}: the house adds an overlay of {overlay}.",
        ).fill(guarantee=money(report.guarantee_cents), overlay=money(report.overlay_cents))
        if report.overlay_cents
        else ""
    )
    return [
        Section(
            title=translate("reports.cash_report", "Money in"),
            intro=overlay,
            columns=IN_COLUMNS,
            rows=in_rows,
            empty=translate("reports.cash_report", "No money in yet."),
        ),
        Section(
            title=translate("reports.cash_report", "Money out"),
            columns=OUT_COLUMNS,
            rows=out_rows,
            empty=translate("reports.cash_report", "Nothing paid yet."),
        ),
        Section(
            title=totals,
            columns=TOTAL_COLUMNS,
            rows=(
                (translate("reports.cash_report", "In"), money(report.in_cents)),
                (translate("reports.cash_report", "Out"), money(report.out_cents)),
                (
                    translate("reports.cash_report", "Difference (in - out)"),
                    money(report.difference_cents),
                ),
            ),
            strong=frozenset({2}),
            font_size=12,
        ),
        Section(
            title=translate("reports.cash_report", "Signatures"),
            intro=translate(
                "reports.cash_report",
                "Everyone who takes money away signs for the amount beside their name; "
                "the director and the cashier sign the last lines.",
            ),
            columns=SIGN_COLUMNS,
            rows=(
                *((name, money(_total(report.money_out, name)), "") for name in report.signers),
                (translate("reports.cash_report", "Director"), "", ""),
                (translate("reports.cash_report", "Cashier"), "", ""),
            ),
            row_height=SIGN_HEIGHT,
        ),
    ]


def render_cash_report(
    head: DocumentHead,
    report: CashReport,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    return render_sections(head, cash_sections(report), progress=progress, words=words)

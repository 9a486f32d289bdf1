"""Reports layer: the payouts sheet for the cage — the prize pool line by line and
what each place is paid.

Takes the domain's own rows (``PrizePool.breakdown`` and ``Payouts.paid``);
money is in integer cents and printed with thousands grouped.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.kernel.money import format_money_grouped
from floortool.domain.prize.payouts import PaidPlace, ordinal
from floortool.domain.prize.pool import BreakdownRow, format_percent
from floortool.reports.page_frame import DocumentHead, Pdf, Progress
from floortool.reports.tabular import RIGHT, Column, Section, render_sections

POOL_COLUMNS = (Column("", 2.0), Column("Detail", 2.0), Column("Amount", 1.4, RIGHT))
PLACE_COLUMNS = (Column("Place", 1.0), Column("Share", 1.0, RIGHT), Column("Amount", 1.6, RIGHT))


@dataclass(frozen=True)
class PayoutsSheet:
    breakdown: tuple[BreakdownRow, ...]  # ending with the total
    paid: tuple[PaidPlace, ...]  # empty until payouts can be worked out
    summary: str  # "60 entries · 9 places paid · Standard (about 15% of the field)"
    note: str  # the overlay, the fees, or why there are no payouts yet


def payouts_sections(sheet: PayoutsSheet) -> list[Section]:
    pool_rows = tuple((r.label, r.detail, format_money_grouped(r.cents)) for r in sheet.breakdown)
    place_rows = tuple(
        (ordinal(p.place), format_percent(p.basis_points), format_money_grouped(p.cents))
        for p in sheet.paid
    )
    return [
        Section(
            title="Prize pool",
            intro=sheet.summary,
            columns=POOL_COLUMNS,
            rows=pool_rows,
            strong=frozenset({len(pool_rows) - 1}) if pool_rows else frozenset(),
            font_size=12,
        ),
        Section(
            title="Payouts",
            intro=sheet.note,
            columns=PLACE_COLUMNS,
            rows=place_rows,
            empty="No payouts yet.",
            font_size=12,
        ),
    ]


def render_payouts_sheet(
    head: DocumentHead, sheet: PayoutsSheet, *, progress: Progress | None = None
) -> Pdf:
    return render_sections(head, payouts_sections(sheet), progress=progress)

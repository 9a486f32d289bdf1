"""Reports layer: the payouts sheet for the cage — the prize pool line by line and
what each place is paid.

Takes the domain's own rows (``PrizePool.breakdown`` and ``Payouts.paid``);
money is in integer cents and printed with thousands grouped.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.ordinals import ordinal
from floortool.domain.kernel.phrases import Money, Phrase, translate
from floortool.domain.prize.payouts import PaidPlace
from floortool.domain.prize.pool import BreakdownRow, percent_phrase
from floortool.reports.page_frame import DocumentHead, Pdf, Progress
from floortool.reports.tabular import RIGHT, Column, Section, render_sections

AMOUNT = translate("reports.payouts_sheet", "Amount")
POOL_COLUMNS = (
    Column("", 2.0),
    Column(translate("reports.payouts_sheet", "Detail"), 2.0),
    Column(AMOUNT, 1.4, RIGHT),
)
PLACE_COLUMNS = (
    Column(translate("reports.payouts_sheet", "Place"), 1.0),
    Column(translate("reports.payouts_sheet", "Share"), 1.0, RIGHT),
    Column(AMOUNT, 1.6, RIGHT),
)


@dataclass(frozen=True)
class PayoutsSheet:
    breakdown: tuple[BreakdownRow, ...]  # ending with the total
    paid: tuple[PaidPlace, ...]  # empty until payouts can be worked out
    summary: str | Phrase  # "60 entries · 9 places paid · Standard (about 15% of the field)"
    note: str | Phrase  # the overlay, the fees, or why there are no payouts yet


def payouts_sections(sheet: PayoutsSheet, words: Catalogue = ENGLISH) -> list[Section]:
    pool_rows = tuple((r.label, r.detail, Money(r.cents)) for r in sheet.breakdown)
    place_rows = tuple(
        (ordinal(p.place), percent_phrase(p.basis_points), Money(p.cents)) for p in sheet.paid
    )
    return [
        Section(
            title=translate("reports.payouts_sheet", "Prize pool"),
            intro=sheet.summary,
            columns=POOL_COLUMNS,
            rows=pool_rows,
            strong=frozenset({len(pool_rows) - 1}) if pool_rows else frozenset(),
            font_size=12,
        ),
        Section(
            title=translate("reports.payouts_sheet", "Payouts"),
            intro=sheet.note,
            columns=PLACE_COLUMNS,
            rows=place_rows,
            empty=translate("reports.payouts_sheet", "No payouts yet."),
            font_size=12,
        ),
    ]


def render_payouts_sheet(
    head: DocumentHead,
    sheet: PayoutsSheet,
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    sections = payouts_sections(sheet, words)
    return render_sections(head, sections, progress=progress, words=words)

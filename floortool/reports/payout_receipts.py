"""Reports layer: payout receipts — one per player paid: the event, the place, the
prize, the bounties won, the total, the tax note when the total reaches the
venue's threshold, and a line for the player to sign for the money."""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.kernel.money import format_money_grouped
from floortool.reports.page_frame import MM, DocumentHead, Pdf, Progress
from floortool.reports.tabular import RIGHT, Column, Section, render_sections

COLUMNS = (Column("", 2.0), Column("", 3.0, RIGHT))
SIGN_HEIGHT = 14 * MM
TAX_NOTE = (
    "This payout reaches the venue's reporting threshold ({threshold}): the player's "
    "identity is recorded for tax purposes."
)


@dataclass(frozen=True)
class PayoutReceipt:
    event: str
    player: str
    place: str  # "1st", "9th-10th"
    prize_cents: int
    bounty_cents: int
    tax_threshold_cents: int  # 0: the venue sets none
    bounty_label: str = "Bounties won"  # "Mystery bounties won" in a mystery bounty

    @property
    def total_cents(self) -> int:
        return self.prize_cents + self.bounty_cents

    @property
    def taxed(self) -> bool:
        return 0 < self.tax_threshold_cents <= self.total_cents


def receipt_sections(receipts: tuple[PayoutReceipt, ...]) -> list[Section]:
    money = format_money_grouped
    return [
        Section(
            title=f"Receipt: {r.place}, {r.player}",
            intro=TAX_NOTE.format(threshold=money(r.tax_threshold_cents)) if r.taxed else "",
            columns=COLUMNS,
            rows=(
                ("Event", r.event),
                ("Place", r.place),
                ("Prize", money(r.prize_cents)),
                (r.bounty_label, money(r.bounty_cents)),
                ("Total received", money(r.total_cents)),
                ("Signature", ""),
            ),
            strong=frozenset({4}),
            row_height=SIGN_HEIGHT,
        )
        for r in receipts
    ]


def render_payout_receipts(
    head: DocumentHead, receipts: tuple[PayoutReceipt, ...], *, progress: Progress | None = None
) -> Pdf:
    return render_sections(head, receipt_sections(receipts), progress=progress)

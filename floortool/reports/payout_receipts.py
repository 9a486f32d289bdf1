"""Reports layer: payout receipts — one per player paid: the event, the place, the
prize, the bounties won, the total, the tax note when the total reaches the
venue's threshold, and a line for the player to sign for the money."""

from __future__ import annotations

from dataclasses import dataclass

from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import Money, Phrase, translate
from floortool.reports.page_frame import MM, DocumentHead, Pdf, Progress
from floortool.reports.tabular import RIGHT, Column, Section, render_sections

COLUMNS = (Column("", 2.0), Column("", 3.0, RIGHT))
SIGN_HEIGHT = 14 * MM
TAX_NOTE = translate(
    "reports.payout_receipts",
    "This payout reaches the venue's reporting threshold ({threshold}): the player's "
    "identity is recorded for tax purposes.",
)
BOUNTIES_WON = translate("reports.payout_receipts", "Bounties won")


@dataclass(frozen=True)
class PayoutReceipt:
    event: str
    player: str
    place: str | Phrase  # "1st", "9th-10th"
    prize_cents: int
    bounty_cents: int
    tax_threshold_cents: int  # 0: the venue sets none
    bounty_label: str | Phrase = BOUNTIES_WON  # "Mystery bounties won" in a mystery bounty

    @property
    def total_cents(self) -> int:
        return self.prize_cents + self.bounty_cents

    @property
    def taxed(self) -> bool:
        return 0 < self.tax_threshold_cents <= self.total_cents


def receipt_sections(receipts: tuple[PayoutReceipt, ...]) -> list[Section]:
    money = Money
    return [
        Section(
            title=translate("reports.payout_receipts", "Receipt: {place}, {player}").fill(
                place=r.place, player=r.player
            ),
            intro=TAX_NOTE.fill(threshold=money(r.tax_threshold_cents)) if r.taxed else "",
            columns=COLUMNS,
            rows=(
                (translate("reports.payout_receipts", "Event"), r.event),
                (translate("reports.payout_receipts", "Place"), r.place),
                (translate("reports.payout_receipts", "Prize"), money(r.prize_cents)),
                (r.bounty_label, money(r.bounty_cents)),
                (translate("reports.payout_receipts", "Total received"), money(r.total_cents)),
                (translate("reports.payout_receipts", "Signature"), ""),
            ),
            strong=frozenset({4}),
            row_height=SIGN_HEIGHT,
        )
        for r in receipts
    ]


def render_payout_receipts(
    head: DocumentHead,
    receipts: tuple[PayoutReceipt, ...],
    *,
    progress: Progress | None = None,
    words: Catalogue = ENGLISH,
) -> Pdf:
    return render_sections(head, receipt_sections(receipts), progress=progress, words=words)

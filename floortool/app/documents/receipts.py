"""App layer: the payout receipts of an event, gathered from its results — a receipt
for every player paid a prize or bounties, best place first (players still
playing who won bounties after them; a mystery bounty's prizes drawn say so), with
the tax-note threshold of the event's prize settings, else the venue's
(``app.venue_tax_note``)."""

from __future__ import annotations

from floortool.app.views.payouts import prize_settings
from floortool.app.views.results import results_view
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.ordinals import places
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.tournament.event import require_event
from floortool.reports.payout_receipts import BOUNTIES_WON, PayoutReceipt

STILL_PLAYING = translate("app.documents.receipts", "still playing")
MYSTERY_BOUNTIES_WON = translate("app.documents.receipts", "Mystery bounties won")


def _place(held: tuple[int, ...]) -> Phrase:
    """``9th``, or ``9th-10th (shared)``."""
    if len(held) == 1:
        return places(held)
    return translate("app.documents.receipts", "{places} (shared)").fill(places=places(held))


def payout_receipts(
    state: FloorState, event_id: int, *, venue_tax_note_cents: int = 0
) -> tuple[PayoutReceipt, ...]:
    info = require_event(state, event_id)
    threshold = prize_settings(state, event_id).tax_note_from(venue_tax_note_cents)
    results = results_view(state, event_id)
    mystery = results.bounties is not None and results.bounties.mystery
    rows = [r for r in results.results if r.prize_cents or r.bounty_cents]
    if not rows:
        raise FloorError(
            translate("app.documents.receipts", "Nobody has been paid yet: bust players first."),
            code="nothing_to_print",
        )
    rows.sort(key=lambda r: (r.place is None, r.place or 0))
    return tuple(
        PayoutReceipt(
            event=info.name,
            player=r.player,
            place=_place(r.places) if r.place is not None else STILL_PLAYING,
            prize_cents=r.prize_cents if r.place is not None else 0,
            bounty_cents=r.bounty_cents,
            tax_threshold_cents=threshold,
            bounty_label=MYSTERY_BOUNTIES_WON if mystery else BOUNTIES_WON,
        )
        for r in rows
    )

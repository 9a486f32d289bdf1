"""App layer: the venue's tax-note threshold — a setting of the floor's database, not of one
event.

A payout receipt whose total reaches the threshold carries the tax note
(``reports.payout_receipts``). The venue sets it once for every event on this
database (``payouts venue --tax-note-from MONEY``), kept beside the journal as
the entry keys' secret is (``Floor.preference``: a setting of the venue, never
undone, every station sharing the database reads the same); an event that sets
its own (``payouts set --tax-note-from``, or the prize settings dialog) overrides
it (``PrizeSettings.tax_note_from``). 0: no tax note at this venue.
"""

from __future__ import annotations

from floortool.app.floor import Floor
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.phrases import translate
from floortool.domain.kernel.text import read_whole
from floortool.domain.prize.events import MAX_CENTS

#: The preference that keeps the threshold, in cents.
VENUE_TAX_NOTE = "venue_tax_note_cents"


def venue_tax_note(floor: Floor) -> int:
    """The venue's threshold in cents (0: none set, or a value that does not read)."""
    kept = read_whole(floor.preference(VENUE_TAX_NOTE) or "")
    return kept if kept is not None and 0 <= kept <= MAX_CENTS else 0


def set_venue_tax_note(floor: Floor, cents: int) -> None:
    """Keep ``cents`` as the venue's threshold; refused beyond what money can hold."""
    if not 0 <= cents <= MAX_CENTS:
        raise InvalidInput(
            translate("app.venue_tax_note", "The tax-note threshold cannot be negative."),
            field="tax-note-from",
        )
    floor.set_preference(VENUE_TAX_NOTE, str(cents))

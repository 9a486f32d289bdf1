"""App layer: which seat cards to print, and what each says.

The cards are those of the seated entries, table by table and seat by seat:
all of them, one table's, only those not printed yet (an entry whose card
for its present seat was never printed: new entries, and players who moved),
or the latest batch again (the same entries, at their present seats). A
choice that finds no card is refused with the reason. The QR code opens the
entry's page on the floor's web companion (``http://ADDRESS/entry/EVENT/KEY``,
by the entry's unguessable key) once the floor has been shared on the venue
network (``app.web_address``), and holds ``floortool:EVENT:ENTRY`` until then.
"""

from __future__ import annotations

from dataclasses import dataclass

from floortool.app.commands.printing import RecordSeatCardsPrinted
from floortool.app.views.field import EntryRow, entry_row, field_summary
from floortool.app.web_address import EntryPages
from floortool.domain.field.entries import ACTIVE, event_entries
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.domain.registration.printed_cards import CardKey, printed_cards
from floortool.reports.seat_cards import SeatCard


@dataclass(frozen=True)
class CardChoice:
    """Which cards: every seated entry's (optionally one table's), only the new ones,
    or the latest batch again."""

    table: int | None = None
    new_only: bool = False
    reprint: bool = False


def qr_code_text(event_id: int, entry_id: int, pages: EntryPages | None = None) -> str:
    if pages is not None:
        return pages.url(event_id, entry_id)
    return f"floortool:{event_id}:{entry_id}"


def _card(event_id: int, row: EntryRow, pages: EntryPages | None) -> SeatCard:
    assert row.table is not None and row.seat is not None
    return SeatCard(
        entry_id=row.id,
        player=row.player,
        table=row.table,
        seat=row.seat,
        starting_stack=row.stack + row.deduction,
        deduction=row.deduction,
        entry_number=row.entry_number,
        code=qr_code_text(event_id, row.id, pages),
    )


def seated_card(
    state: FloorState, event_id: int, entry_id: int, pages: EntryPages | None = None
) -> SeatCard | None:
    """The card of one entry at its seat now (the desk's, as it registers them); None
    while the entry has no seat."""
    entry = event_entries(state, event_id).get(entry_id)
    row = None if entry is None else entry_row(state, entry)
    if row is None or row.status != ACTIVE or row.table is None:
        return None
    return _card(event_id, row, pages)


def _nothing(message: Phrase) -> FloorError:
    return FloorError(message, code="nothing_to_print")


def choose_cards(
    state: FloorState, event_id: int, choice: CardChoice, pages: EntryPages | None = None
) -> list[SeatCard]:
    """The cards ``choice`` asks for, in print order (their QR codes opening the
    entries' ``pages``, if given); refused when there are none."""
    if choice.reprint and (choice.new_only or choice.table is not None):
        raise InvalidInput(
            translate(
                "app.documents.seat_cards",
                "Reprinting the last batch prints it whole: leave out the table and 'new only'.",
            ),
            field="reprint",
        )
    seated = [
        row
        for row in field_summary(state, event_id).entries
        if row.status == ACTIVE and row.table is not None
    ]
    if choice.reprint:
        batch = [entry for entry, _, _ in printed_cards(state, event_id).last_batch]
        if not batch:
            raise _nothing(
                translate(
                    "app.documents.seat_cards",
                    "No seat cards have been printed for this event yet.",
                )
            )
        by_entry = {row.id: row for row in seated}
        cards = [_card(event_id, by_entry[e], pages) for e in batch if e in by_entry]
        if not cards:
            raise _nothing(
                translate(
                    "app.documents.seat_cards",
                    "Nobody from the last batch of seat cards is seated any more.",
                )
            )
        return cards
    seated.sort(key=lambda row: (row.table, row.seat))
    if not seated:
        raise _nothing(
            translate("app.documents.seat_cards", "Nobody is seated yet: register players first.")
        )
    if choice.table is not None:
        seated = [row for row in seated if row.table == choice.table]
        if not seated:
            raise _nothing(
                translate("app.documents.seat_cards", "Nobody is seated at table {table}.").fill(
                    table=choice.table
                )
            )
    if choice.new_only:
        done = printed_cards(state, event_id).printed
        seated = [row for row in seated if (row.id, row.table, row.seat) not in done]
        if not seated:
            raise _nothing(
                translate("app.documents.seat_cards", "Every seat card is printed already.")
                if choice.table is None
                else translate(
                    "app.documents.seat_cards",
                    "Every seat card at table {table} is printed already.",
                ).fill(table=choice.table)
            )
    return [_card(event_id, row, pages) for row in seated]


def record_printed(event_id: int, cards: list[SeatCard]) -> RecordSeatCardsPrinted:
    """The command that remembers ``cards`` as printed (the latest batch)."""
    keys: tuple[CardKey, ...] = tuple((c.entry_id, c.table, c.seat) for c in cards)
    return RecordSeatCardsPrinted(
        event_id=event_id, cards=keys, names=tuple(c.player for c in cards[:1])
    )

"""App layer: the seat card the registration desk prints for each entrant it seats.

The desk's own printout, made as each entrant is registered (a membership card
scanned, a name typed): the card of that one entry on an 80 mm ticket, written
as a PDF into the folder the desk prints to (a thermal printer's watched
folder, or one to print from), named for the event and the entry so a
re-entry never overwrites an earlier card. An entrant without a seat yet (the
waiting list, the seat draw before the start) gets no card.
"""

from __future__ import annotations

from pathlib import Path

from floortool.app.documents.catalogue import write_pdf
from floortool.app.documents.head import document_head
from floortool.app.documents.seat_cards import seated_card
from floortool.app.floor import Floor
from floortool.app.web_address import entry_pages
from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.phrases import translate
from floortool.reports.card_layouts import TICKET_80MM
from floortool.reports.seat_cards import render_seat_cards


def desk_card_path(folder: Path, event_id: int, entry_id: int) -> Path:
    """Where the desk's card of ``entry_id`` goes: ``seat-card-E3-0042.pdf``."""
    return folder / f"seat-card-E{event_id}-{entry_id:04d}.pdf"


def print_desk_card(
    floor: Floor, event_id: int, entry_id: int, folder: Path, words: Catalogue = ENGLISH
) -> Path | None:
    """Write the seat card of ``entry_id`` into ``folder``, in ``words``' language; its
    path, or None when the entry has no seat (refused, ``cannot_write``, when the folder
    cannot be written)."""
    card = seated_card(floor.state, event_id, entry_id, entry_pages(floor))
    if card is None:
        return None
    head = document_head(
        floor.state,
        event_id,
        translate("app.documents.desk_card", "Seat card"),
        floor.clock(),
        words,
    )
    path = desk_card_path(folder, event_id, entry_id)
    write_pdf(path, render_seat_cards(head, [card], TICKET_80MM, words=words))
    return path

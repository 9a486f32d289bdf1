"""App layer: the documents the floor prints, and a print job for one of them.

``DOCUMENTS`` names each document (as the command line spells it), its
title, one sentence about it, the function that gathers it, and which
options it takes: a table, a card layout, "only the new cards" / "the last
batch again" (seat cards), "every move" (move slips), a league and season
(standings), the words to search for (the incident log). ``prepare`` gathers a
document's content from the state at once and returns a ``PrintJob`` whose
``render`` makes the PDF (slow for big batches: the window runs it in a
worker thread) and whose ``record`` is the command to run once the document
is printed or saved (seat cards remember they were printed). ``write_pdf``
saves the bytes; a file that cannot be written is refused and nothing is
recorded.

Adding a document is a report module in ``floortool.reports`` (its input
dataclass and a renderer, usually a few ``tabular.Section``s), a function
that gathers it from the state, and one ``Document`` entry naming that
function; the command line and the Reports page pick it up from
``DOCUMENTS``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from floortool.app.commands.base import Command
from floortool.app.documents.bags import bag_slips, chip_count_sheet
from floortool.app.documents.chip_sheet import chip_sheet
from floortool.app.documents.event_sheets import (
    colour_up_sheet,
    payouts_sheet,
    sign_in_sheet,
    structure_sheet,
)
from floortool.app.documents.head import document_head
from floortool.app.documents.incident_log import incident_log
from floortool.app.documents.member_cards import member_cards
from floortool.app.documents.move_slips import move_slips
from floortool.app.documents.receipts import payout_receipts
from floortool.app.documents.request import PrintRequest as PrintRequest  # callers' import
from floortool.app.documents.results_sheet import results_sheet
from floortool.app.documents.seat_cards import CardChoice, choose_cards, record_printed
from floortool.app.documents.seating import seating_chart, table_sheets
from floortool.app.documents.sign_up_poster import sign_up_poster
from floortool.app.documents.standings_sheet import standings_sheet
from floortool.app.documents.ticket_vouchers import ticket_vouchers
from floortool.app.floor import Floor
from floortool.app.venue_tax_note import venue_tax_note
from floortool.app.views.cash import cash_report
from floortool.app.web_address import EntryPages, entry_pages
from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.catalogue import ENGLISH, Catalogue
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.journal import JournalEntry
from floortool.domain.kernel.phrases import Phrase, translate
from floortool.reports.bag_slips import render_bag_slips, render_chip_count_sheet
from floortool.reports.card_layouts import DEFAULT_LAYOUT, LAYOUTS, CardLayout
from floortool.reports.cash_report import render_cash_report
from floortool.reports.chip_chart import render_chip_sheet
from floortool.reports.colour_up import render_colour_up_plan
from floortool.reports.member_cards import render_member_cards
from floortool.reports.move_slips import render_move_slips
from floortool.reports.page_frame import DocumentHead, Progress
from floortool.reports.page_frame import Pdf as Pdf
from floortool.reports.payout_receipts import render_payout_receipts
from floortool.reports.payouts_sheet import render_payouts_sheet
from floortool.reports.results_sheet import render_results_sheet
from floortool.reports.rulings_log import render_rulings_log
from floortool.reports.seat_cards import render_seat_cards
from floortool.reports.seating_chart import render_seating_chart
from floortool.reports.sign_in import render_sign_in_sheet
from floortool.reports.sign_up_poster import render_sign_up_poster
from floortool.reports.standings_sheet import render_standings_sheet
from floortool.reports.structure_sheet import render_structure_sheet
from floortool.reports.table_sheets import render_table_sheets
from floortool.reports.ticket_vouchers import render_ticket_vouchers

Render = Callable[[Progress | None], Pdf]
#: The card layouts (seat cards, move slips) by name, with their titles.
CARD_LAYOUTS: dict[str, Phrase] = {name: layout.title for name, layout in LAYOUTS.items()}
DEFAULT_CARD_LAYOUT: str = DEFAULT_LAYOUT


@dataclass(frozen=True)
class Source:
    """What a document is gathered from: the state, the journal, the event, the
    options, the frame of its pages, and the language it is printed in."""

    state: FloorState
    journal: Sequence[JournalEntry]
    event_id: int
    request: PrintRequest
    head: DocumentHead
    pages: EntryPages | None = None  # the entries' web pages (seat cards' QR codes)
    venue_tax_note_cents: int = 0  # the venue's tax-note threshold (payout receipts)
    words: Catalogue = ENGLISH  # the reader's language

    @property
    def layout(self) -> CardLayout:
        return LAYOUTS[self.request.layout]


@dataclass(frozen=True)
class Content:
    """A gathered document: how many items it holds, how to render it, and what to
    record once it is printed or saved."""

    items: int  # cards, slips, tables, lines ...
    render: Render
    record: Command | None = None


def _seat_cards(src: Source) -> Content:
    request = src.request
    choice = CardChoice(request.table, request.new_only, request.reprint)
    cards = choose_cards(src.state, src.event_id, choice, src.pages)
    return Content(
        len(cards),
        lambda progress: render_seat_cards(
            src.head, cards, src.layout, progress=progress, words=src.words
        ),
        record_printed(src.event_id, cards),
    )


def _move_slips(src: Source) -> Content:
    every = src.request.every_move
    slips = move_slips(src.state, src.journal, src.event_id, every_move=every)
    return Content(
        len(slips),
        lambda progress: render_move_slips(
            src.head, slips, src.layout, progress=progress, words=src.words
        ),
    )


def _table_sheets(src: Source) -> Content:
    sheets = table_sheets(src.state, src.event_id, src.request.table)
    return Content(
        len(sheets), lambda p: render_table_sheets(src.head, sheets, progress=p, words=src.words)
    )


def _seating_chart(src: Source) -> Content:
    lines = seating_chart(src.state, src.event_id)
    return Content(
        len(lines), lambda p: render_seating_chart(src.head, lines, progress=p, words=src.words)
    )


def _structure(src: Source) -> Content:
    sheet = structure_sheet(src.state, src.event_id)
    return Content(
        len(sheet.lines),
        lambda p: render_structure_sheet(src.head, sheet, progress=p, words=src.words),
    )


def _payouts(src: Source) -> Content:
    sheet = payouts_sheet(src.state, src.event_id)
    return Content(
        len(sheet.paid),
        lambda p: render_payouts_sheet(src.head, sheet, progress=p, words=src.words),
    )


def _sign_in(src: Source) -> Content:
    sheet = sign_in_sheet(src.state, src.event_id)
    return Content(
        len(sheet.lines),
        lambda p: render_sign_in_sheet(src.head, sheet, progress=p, words=src.words),
    )


def _colour_up(src: Source) -> Content:
    sheet = colour_up_sheet(src.state, src.event_id)
    return Content(
        len(sheet.plans),
        lambda p: render_colour_up_plan(src.head, sheet, progress=p, words=src.words),
    )


def _chip_leaders(src: Source) -> Content:
    sheet = chip_sheet(src.state, src.event_id, datetime.now(UTC))
    return Content(
        len(sheet.leaders),
        lambda p: render_chip_sheet(src.head, sheet, progress=p, words=src.words),
    )


def _bag_slips(src: Source) -> Content:
    slips = bag_slips(src.state, src.event_id)
    return Content(
        len(slips),
        lambda p: render_bag_slips(src.head, slips, src.layout, progress=p, words=src.words),
    )


def _chip_count_sheet(src: Source) -> Content:
    sheet = chip_count_sheet(src.state, src.event_id)
    return Content(
        len(sheet.lines),
        lambda p: render_chip_count_sheet(src.head, sheet, progress=p, words=src.words),
    )


def _results(src: Source) -> Content:
    sheet = results_sheet(src.state, src.event_id)
    return Content(
        len(sheet.lines),
        lambda p: render_results_sheet(src.head, sheet, progress=p, words=src.words),
    )


def _standings(src: Source) -> Content:
    request = src.request
    sheet = standings_sheet(src.state, src.event_id, request.league, request.season)
    return Content(
        len(sheet.lines),
        lambda p: render_standings_sheet(src.head, sheet, progress=p, words=src.words),
    )


def _tickets(src: Source) -> Content:
    vouchers = ticket_vouchers(src.state, src.event_id)
    return Content(
        len(vouchers),
        lambda p: render_ticket_vouchers(
            src.head, vouchers, src.layout, progress=p, words=src.words
        ),
    )


def _sign_up_poster(src: Source) -> Content:
    poster = sign_up_poster(src.state, src.event_id, src.head, src.pages)
    return Content(1, lambda _progress: render_sign_up_poster(src.head, poster, src.words))


def _cash(src: Source) -> Content:
    report = cash_report(src.state, src.event_id)
    items = len(report.money_in) + len(report.money_out)
    return Content(
        items, lambda p: render_cash_report(src.head, report, progress=p, words=src.words)
    )


def _receipts(src: Source) -> Content:
    receipts = payout_receipts(
        src.state, src.event_id, venue_tax_note_cents=src.venue_tax_note_cents
    )
    return Content(
        len(receipts),
        lambda p: render_payout_receipts(src.head, receipts, progress=p, words=src.words),
    )


def _member_cards(src: Source) -> Content:
    cards = member_cards(src.state)
    return Content(
        len(cards),
        lambda p: render_member_cards(src.head, cards, src.layout, progress=p, words=src.words),
    )


def _rulings(src: Source) -> Content:
    log = incident_log(src.state, src.event_id, src.request.search)
    return Content(
        len(log.rulings), lambda p: render_rulings_log(src.head, log, progress=p, words=src.words)
    )


@dataclass(frozen=True)
class Document:
    """A printable document, the options it takes, and how it is gathered."""

    name: str  # as the command line spells it: "seat-cards"
    title: Phrase
    about: Phrase
    gather: Callable[[Source], Content]
    table: bool = False  # one table only (--table N)
    layout: bool = False  # card layouts (--layout)
    cards: bool = False  # only the new ones (--new), the last batch again (--reprint)
    every_move: bool = False  # every move, not just the latest action's (--all)
    season: bool = False  # a league's season (--league, --season)
    search: bool = False  # only what some words find (--search)


DOCUMENTS: dict[str, Document] = {
    d.name: d
    for d in (
        Document(
            "seat-cards",
            translate("app.documents.catalogue", "Seat cards"),
            translate(
                "app.documents.catalogue",
                "A card per seated player: table and seat, stack, entry, QR code of the entry.",
            ),
            _seat_cards,
            table=True,
            layout=True,
            cards=True,
        ),
        Document(
            "move-slips",
            translate("app.documents.catalogue", "Move slips"),
            translate(
                "app.documents.catalogue",
                "A slip per player moved by the latest balance or table break: from, to, and why.",
            ),
            _move_slips,
            layout=True,
            every_move=True,
        ),
        Document(
            "tables",
            translate("app.documents.catalogue", "Table sheets"),
            translate(
                "app.documents.catalogue",
                "A page per open table, seat by seat, with the dealer button.",
            ),
            _table_sheets,
            table=True,
        ),
        Document(
            "seating-chart",
            translate("app.documents.catalogue", "Seating chart"),
            translate(
                "app.documents.catalogue",
                "Everyone seated, alphabetically, with table and seat, in large type for the wall.",
            ),
            _seating_chart,
        ),
        Document(
            "structure",
            translate("app.documents.catalogue", "Structure"),
            translate(
                "app.documents.catalogue", "Every level and break, with antes and colour-ups."
            ),
            _structure,
        ),
        Document(
            "payouts",
            translate("app.documents.catalogue", "Payouts"),
            translate(
                "app.documents.catalogue", "The prize pool line by line and what each place pays."
            ),
            _payouts,
        ),
        Document(
            "results",
            translate("app.documents.catalogue", "Results"),
            translate(
                "app.documents.catalogue",
                "Everyone who has finished: place, prize, points, hits, who knocked them out.",
            ),
            _results,
        ),
        Document(
            "chip-leaders",
            translate("app.documents.catalogue", "Chip leaders"),
            translate(
                "app.documents.catalogue",
                "The chip leaders by last count, the average, and the chart of the night.",
            ),
            _chip_leaders,
        ),
        Document(
            "bag-slips",
            translate("app.documents.catalogue", "Bag slips"),
            translate(
                "app.documents.catalogue",
                "A slip per bagged survivor: name, entry, chips, bag number, day, QR code.",
            ),
            _bag_slips,
            layout=True,
        ),
        Document(
            "chip-sheet",
            translate("app.documents.catalogue", "Chip counts"),
            translate(
                "app.documents.catalogue",
                "Everyone still in, most chips first, with bag, table and seat.",
            ),
            _chip_count_sheet,
        ),
        Document(
            "cash",
            translate("app.documents.catalogue", "Cash report"),
            translate(
                "app.documents.catalogue",
                "Money in by kind, money out by payee, the difference (0.00), a line to sign each.",
            ),
            _cash,
        ),
        Document(
            "receipts",
            translate("app.documents.catalogue", "Payout receipts"),
            translate(
                "app.documents.catalogue",
                "A receipt per player paid: place, prize, bounties, the tax note, a line to sign.",
            ),
            _receipts,
        ),
        Document(
            "standings",
            translate("app.documents.catalogue", "League standings"),
            translate(
                "app.documents.catalogue",
                "A season's standings, with the league's rules; the event's season unless chosen.",
            ),
            _standings,
            season=True,
        ),
        Document(
            "rulings",
            translate("app.documents.catalogue", "Incident log"),
            translate(
                "app.documents.catalogue",
                "Every ruling given in the event, as recorded, oldest first.",
            ),
            _rulings,
            search=True,
        ),
        Document(
            "sign-in",
            translate("app.documents.catalogue", "Sign-in sheet"),
            translate("app.documents.catalogue", "A line per entry to sign, and blank lines."),
            _sign_in,
        ),
        Document(
            "tickets",
            translate("app.documents.catalogue", "Satellite tickets"),
            translate(
                "app.documents.catalogue",
                "A voucher per seat won in the satellite: the winner, the seat's value, a QR code.",
            ),
            _tickets,
            layout=True,
        ),
        Document(
            "member-cards",
            translate("app.documents.catalogue", "Membership cards"),
            translate(
                "app.documents.catalogue",
                "A card per member: name, membership number, a barcode and a QR code to scan in.",
            ),
            _member_cards,
            layout=True,
        ),
        Document(
            "sign-up-poster",
            translate("app.documents.catalogue", "Sign-up poster"),
            translate(
                "app.documents.catalogue",
                "A page for the wall whose QR code opens the sign-up page on a phone.",
            ),
            _sign_up_poster,
        ),
        Document(
            "colour-up",
            translate("app.documents.catalogue", "Colour-up plan"),
            translate(
                "app.documents.catalogue", "Per break: the chips that leave, the chips needed."
            ),
            _colour_up,
        ),
    )
}


@dataclass(frozen=True)
class PrintJob:
    """A document ready to render: its content was gathered when the job was made."""

    event_id: int
    document: Document
    head: DocumentHead
    items: int  # cards, slips, tables, lines ... in the document
    render: Render
    record: Command | None  # run once the document is printed or saved

    @property
    def file_name(self) -> str:
        """A name to save it under: ``seat-cards-demo-tournament.pdf``."""
        words = "".join(c if c.isalnum() else " " for c in self.head.event.lower()).split()
        return f"{self.document.name}-{'-'.join(words) or 'event'}.pdf"


def document(name: str) -> Document:
    found = DOCUMENTS.get(name)
    if found is None:
        known = ", ".join(DOCUMENTS)
        raise InvalidInput(
            translate(
                "app.documents.catalogue", "There is no document '{name}' (there are: {known})."
            ).fill(name=name, known=known),
            field="document",
        )
    return found


def prepare(
    state: FloorState,
    journal: Sequence[JournalEntry],
    event_id: int,
    request: PrintRequest,
    now: datetime,
    pages: EntryPages | None = None,
    venue_tax_note_cents: int = 0,
    words: Catalogue = ENGLISH,
) -> PrintJob:
    """Gather ``request``'s document for ``event_id``, to print in ``words``' language;
    refused (``FloorError``) when there is nothing to print or an option is wrong. Seat
    cards' QR codes open the entries' ``pages`` when the floor has been shared; payout
    receipts carry the tax note from the event's threshold, else the venue's
    (``venue_tax_note_cents``)."""
    kind = document(request.document)
    if request.layout not in LAYOUTS:
        known = ", ".join(LAYOUTS)
        raise InvalidInput(
            translate(
                "app.documents.catalogue", "There is no layout '{layout}' (there are: {known})."
            ).fill(layout=request.layout, known=known),
            field="layout",
        )
    head = document_head(state, event_id, kind.title, now, words)
    content = kind.gather(
        Source(state, journal, event_id, request, head, pages, venue_tax_note_cents, words)
    )
    return PrintJob(
        event_id=event_id,
        document=kind,
        head=head,
        items=content.items,
        render=content.render,
        record=content.record,
    )


def prepare_on(
    floor: Floor, event_id: int, request: PrintRequest, words: Catalogue = ENGLISH
) -> PrintJob:
    """``prepare`` on the floor's state and journal, at the floor's time, with the
    entries' pages where phones reach it and the venue's tax-note threshold, in
    ``words``' language."""
    return prepare(
        floor.state,
        floor.journal(),
        event_id,
        request,
        floor.clock(),
        entry_pages(floor),
        venue_tax_note(floor),
        words,
    )


def write_pdf(path: Path, pdf: Pdf) -> None:
    """Save ``pdf`` at ``path``; refused with the reason when the file cannot be written."""
    try:
        path.write_bytes(pdf.data)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise FloorError(
            translate("app.documents.catalogue", "Cannot write {path}: {reason}.").fill(
                path=path, reason=reason
            ),
            code="cannot_write",
        ) from None

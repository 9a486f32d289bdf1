"""Reports: every printed document in the reader's language — "every heading, label,
column title, sentence and date in a document" is said in German, French or
Spanish, "numbers and money per locale", and names stay as typed.

A night is played on the demo event (players busted, a table broken, stacks
counted and bagged, a ruling given); each family of documents is printed in
German and read back from the PDF: its German words are there, the English
headings are gone, and money reads ``1.250,50``. One document of each family is
printed in French and in Spanish too.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import datetime

import pytest
from tests.reports.pdf_text import TRICKY, demo_floor, pages_text, seated
from tests.support import FakeClock, entries_of, entry_of

from floortool.app.commands.chip_counts import BagChips
from floortool.app.commands.clock import StartClock
from floortool.app.commands.results import BustPlayers
from floortool.app.commands.rulings import RecordRuling
from floortool.app.commands.seating import BreakTable
from floortool.app.documents.catalogue import DOCUMENTS, PrintRequest, prepare_on
from floortool.app.documents.head import date_text
from floortool.app.floor import Floor
from floortool.app.languages import catalogue
from floortool.app.views.payouts import prize_view
from floortool.domain.kernel.phrases import Money, translate
from floortool.domain.league.standings import Standing
from floortool.domain.seating.seats import seating_of
from floortool.reports.card_layouts import A4_10UP
from floortool.reports.member_cards import MemberCard, render_member_cards
from floortool.reports.page_frame import DocumentHead
from floortool.reports.sign_up_poster import SignUpPoster, render_sign_up_poster
from floortool.reports.standings_sheet import StandingLine, StandingsSheet, render_standings_sheet
from floortool.reports.ticket_vouchers import TicketVoucher, render_ticket_vouchers


@pytest.fixture(scope="module")
def night(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Floor, int]]:
    """The demo event after a night: six out, table 3 broken, then all but three out
    (four places paid), the survivors' stacks bagged, a ruling given."""
    url = f"sqlite:///{tmp_path_factory.mktemp('night') / 'floor.db'}"
    floor, event_id = demo_floor(url, FakeClock())
    floor.execute(StartClock(event_id))
    names = [name for name, table, _ in seated(floor, event_id) if table != 3]
    winner = entry_of(floor, event_id, TRICKY[2])
    for name in [n for n in names if n not in TRICKY][:6]:
        floor.execute(BustPlayers(event_id, entries_of(floor, event_id, name), by=winner))
    floor.execute(BreakTable(event_id, 3))
    for name in [n for n, _, _ in seated(floor, event_id) if n != TRICKY[2]][:-2]:
        floor.execute(BustPlayers(event_id, entries_of(floor, event_id, name), by=winner))
    room = seating_of(floor.state, event_id).tables
    chips = [
        (entry, 20_000 + 1_000 * n)
        for n, entry in enumerate(sorted(e for t in room.values() for e in t.occupied.values()))
    ]
    floor.execute(BagChips(event_id, chips))
    floor.execute(
        RecordRuling(
            event_id, "four-card-flop", {}, director="Dana", table=2, hand=41, notes="Notiert."
        )
    )
    yield floor, event_id
    floor.close()


def printed(floor: Floor, event_id: int, document: str, language: str, **options: object) -> str:
    """The document's text, every page, as printed in ``language``."""
    request = PrintRequest(document, **options)  # type: ignore[arg-type]
    job = prepare_on(floor, event_id, request, catalogue(language))
    return "\n".join(pages_text(job.render(None).data))


def german_money(cents: int) -> str:
    """``1.250,50``: "money per locale", worked out here from its digits."""
    whole, rest = divmod(cents, 100)
    return f"{whole:,}".replace(",", ".") + f",{rest:02d}"


#: Per document: German words it must say, English words it must no longer say.
GERMAN = {
    "seat-cards": (["TISCH", "PLATZ", "Entry 1", "Seite 1 von"], ["TABLE", "SEAT", "Page 1"]),
    "move-slips": (["UMSETZEN", "VON", "NACH", "Tisch "], ["MOVE", "FROM"]),
    "tables": (["Tisch 1", "PLATZ", "Plätze besetzt"], ["Table 1", "SEAT", "seats taken"]),
    "seating-chart": (["TISCH", "PLATZ", "Sitzplan"], ["TABLE", "Seating chart"]),
    "structure": (["Startstack", "Pause", "Minuten", "Beginn"], ["Starting stack", "Minutes"]),
    "payouts": (["Preisgeld", "Auszahlungen", "Betrag", "Anteil"], ["Payouts", "Amount"]),
    "results": (["Ergebnisse", "Platz", "Eliminiert von", "Feld 23"], ["Results", "Field 23"]),
    "chip-leaders": (["Chips im Spiel", "Durchschnittsstack", "Gezählt"], ["Chips in play"]),
    "bag-slips": (["CHIPS EINGETÜTET", "BAG 1", "Unterschrift:"], ["CHIPS BAGGED", "Signed:"]),
    "chip-sheet": (["Chipcounts", "Rang", "Tisch ·"], ["Rank", "Table ·"]),
    "cash": (["Einnahmen", "Ausgaben", "Unterschriften", "Kasse"], ["Money in", "Cashier"]),
    "receipts": (["Quittung:", "Erhalten insgesamt", "Unterschrift"], ["Receipt:", "Total"]),
    "rulings": (["Vorfallsprotokoll", "Turnierleitung Dana", "Tisch 2"], ["Director Dana"]),
    "sign-in": (["Unterschriftenliste", "Unterschreiben Sie"], ["Sign-in sheet", "Signature"]),
    "colour-up": (["Startstack", "Je Spieler", "Im Koffer"], ["Starting stack", "In the case"]),
}


@pytest.mark.parametrize("document", sorted(GERMAN))
def test_a_document_printed_in_german(night: tuple[Floor, int], document: str) -> None:
    floor, event_id = night
    text = printed(floor, event_id, document, "de")
    german, english = GERMAN[document]
    for word in german:
        assert word in text, (document, word)
    for word in english:
        assert word not in text, (document, word)
    assert "Gedruckt " in text and "Printed" not in text  # the frame of every page
    assert re.search(r"Seite \d+ von \d+", text)


def test_the_date_names_its_weekday_and_month_per_language() -> None:
    """Dates "with month/day names per language"."""
    day = datetime(2026, 11, 29, 12).astimezone()
    said = {code: catalogue(code).say(date_text(day)) for code in ("en", "de", "fr", "es")}
    assert said == {
        "en": "Sun 29 Nov 2026",
        "de": "So., 29. Nov. 2026",
        "fr": "dim. 29 nov. 2026",
        "es": "dom., 29 nov. 2026",
    }


def test_money_and_places_read_as_german_writes_them(night: tuple[Floor, int]) -> None:
    floor, event_id = night
    view = prize_view(floor.state, event_id)
    pool = view.pool.total_cents
    assert pool >= 100_000  # a thousand or more: the group mark shows
    payouts = printed(floor, event_id, "payouts", "de")
    assert german_money(pool) in payouts
    results = printed(floor, event_id, "results", "de")
    assert re.search(r"\n23\.\n", results) and "23rd" not in results


@pytest.mark.parametrize(
    ("language", "document", "words", "english"),
    [
        ("fr", "seat-cards", ["TABLE", "SIÈGE", "Entrée 1", "Page 1 sur"], ["SEAT", "Entry 1"]),
        ("fr", "cash", ["Entrées d'argent", "Caissier"], ["Money in", "Cashier"]),
        ("fr", "results", ["Résultats", "Éliminé par", "23e"], ["Eliminated by", "23rd"]),
        ("fr", "bag-slips", ["JETONS ENSACHÉS", "SAC 1"], ["CHIPS BAGGED", "BAG 1"]),
        ("es", "structure", ["Stack inicial", "Descanso", "Minutos"], ["Big blind", "Minutes"]),
        ("es", "payouts", ["Bote de premios", "Importe"], ["Payouts", "Amount"]),
        ("es", "move-slips", ["CAMBIO", "Mesa "], ["MOVE", "FROM"]),
        ("es", "rulings", ["Registro de incidencias", "Director Dana"], ["Incident log"]),
    ],
)
def test_a_document_printed_in_french_or_spanish(
    night: tuple[Floor, int], language: str, document: str, words: list[str], english: list[str]
) -> None:
    floor, event_id = night
    text = printed(floor, event_id, document, language)
    for word in words:
        assert word in text, word
    for word in english:
        assert word not in text, word


def test_english_documents_say_what_they_always_said(night: tuple[Floor, int]) -> None:
    floor, event_id = night
    text = printed(floor, event_id, "results", "en")
    assert "Results" in text and "23rd" in text and "Printed " in text and "Page 1 of" in text


def test_every_family_is_printed_in_german() -> None:
    """The documents this night cannot print (no league, satellite, members or network)
    are printed from their renderers below."""
    assert set(DOCUMENTS) - set(GERMAN) == {
        "standings",
        "tickets",
        "member-cards",
        "sign-up-poster",
    }


HEAD = DocumentHead(event="Liga", date="Do., 3. Dez. 2026", title="Dokument", printed="")


def test_cards_and_the_poster_printed_in_german() -> None:
    """Membership cards, satellite tickets and the sign-up poster, from their renderers."""
    words = catalogue("de")
    members = render_member_cards(
        HEAD, [MemberCard("Zoë O'Brien", "M-0042", "2027-03-31")], A4_10UP, words=words
    )
    text = "\n".join(pages_text(members.data))
    assert "MITGLIEDSKARTE" in text and "Beitrag bis 2027-03-31" in text
    assert "MEMBERSHIP" not in text and "Zoë O'Brien" in text
    tickets = render_ticket_vouchers(
        HEAD, [TicketVoucher("Bo", 125_050, 2_500, "T1-3")], A4_10UP, words=words
    )
    text = "\n".join(pages_text(tickets.data))
    assert "SATELLITEN-TICKET" in text and german_money(125_050) in text
    assert "Dazu 25,00 in bar." in text and "SEAT TICKET" not in text
    price = translate("app.documents.sign_up_poster", "Buy-in {buy_in} + {fee}")
    poster = SignUpPoster(
        "Liga",
        "Do., 3. Dez. 2026",
        price.fill(buy_in=Money(150_000), fee=Money(0)),
        "http://x/signup",
    )
    text = "\n".join(pages_text(render_sign_up_poster(HEAD, poster, words).data))
    assert "VORANMELDUNG" in text and "Buy-in 1.500,00" in text
    assert "Code mit der Handykamera scannen" in text
    assert "SIGN UP" not in text and "Scan the code" not in text


def test_standings_printed_in_german() -> None:
    standing = Standing(
        rank=1,
        tied=True,
        player_id=1,
        total=1234.5,
        points=1200.0,
        attendance=34.5,
        adjustments=0,
        events=5,
        counted=4,
        wins=2,
        best=1,
        average=None,
        qualified=False,
    )
    sheet = StandingsSheet("Liga, Saison 2026", "", (StandingLine(standing, "Ann"),))
    text = "\n".join(pages_text(render_standings_sheet(HEAD, sheet, words=catalogue("de")).data))
    assert "Rang" in text and "Gesamt" in text and "1.234,5" in text and "\n1.\n" in text
    assert "Noch nicht nach Schnitt gewertet" in text and "Not yet ranked" not in text

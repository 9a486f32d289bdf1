"""Reports: every other document for the demo event, read back from the PDF —
move slips (a table break and a manual move), table sheets, the seating
chart, the structure, the payouts, the sign-in sheet, the colour-up plan,
the results, the league standings and the incident log: their content,
their page count, and the frame on every page."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from tests.reports.pdf_text import FIELD, TRICKY, demo_floor, pages_text, seated
from tests.support import FakeClock, entries_of, entry_of, player_of

from floortool.app.commands.clock import GoToLevel, StartClock
from floortool.app.commands.events import CreateEvent
from floortool.app.commands.league import (
    AddSeason,
    AdjustPoints,
    AssignEvent,
    CreateLeague,
    ImportLeagueResults,
    RecordLeaguePoints,
)
from floortool.app.commands.registration import RegisterEntry, newcomers
from floortool.app.commands.results import BustPlayers, CorrectPlace, SignOut
from floortool.app.commands.rulings import RecordRuling
from floortool.app.commands.seating import BreakTable, MoveEntry, SetButton
from floortool.app.documents.catalogue import DOCUMENTS, PrintRequest, prepare_on
from floortool.app.floor import Floor
from floortool.app.rulings import ruling_log
from floortool.app.views.payouts import prize_view
from floortool.domain.kernel.errors import FloorError
from floortool.domain.kernel.money import format_money_grouped
from floortool.domain.seating.seats import seating_of
from floortool.domain.tournament.event import settings_for


@pytest.fixture
def demo(db_url: str, clock: FakeClock) -> Iterator[tuple[Floor, int]]:
    floor, event_id = demo_floor(db_url, clock)
    yield floor, event_id
    floor.close()


def printed(floor: Floor, event_id: int, document: str, **options: Any) -> list[str]:
    """The pages' text; each page is framed with the event, the title and its number."""
    job = prepare_on(floor, event_id, PrintRequest(document, **options))
    pdf = job.render(None)
    pages = pages_text(pdf.data)
    assert len(pages) == pdf.pages
    for number, text in enumerate(pages, start=1):
        assert "Demo Tournament" in text and str(job.document.title) in text
        assert f"Page {number} of {pdf.pages}" in text
    return pages


def test_move_slips_of_a_break_and_of_every_move(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    with pytest.raises(FloorError, match="Nobody has been moved") as refused:
        printed(floor, event_id, "move-slips")
    assert refused.value.code == "nothing_to_print"
    at_three = [name for name, table, _ in seated(floor, event_id) if table == 3]
    for name in [n for n, table, _ in seated(floor, event_id) if table != 3][:6]:
        floor.execute(
            BustPlayers(event_id, entries_of(floor, event_id, name))
        )  # 17 left: table 3 can break
    floor.execute(BreakTable(event_id, 3))
    (page,) = printed(floor, event_id, "move-slips")
    assert page.count("MOVE") == len(at_three)
    for name in at_three:
        assert f"\n{name}\n" in page
    assert "Table 3, seat" in page and "TDA 2024 Rule 10-B" in page

    tables = seating_of(floor.state, event_id).tables
    table = min(tables, key=lambda number: len(tables[number].occupied))
    empty = next(s for s in range(1, 10) if s not in tables[table].occupied)
    name, _, seat = next(p for p in seated(floor, event_id) if p[1] == table)
    floor.execute(MoveEntry(event_id, entry_of(floor, event_id, name), table, empty))
    (latest,) = printed(floor, event_id, "move-slips")
    assert latest.count("MOVE") == 1 and f"\n{name}\n" in latest
    assert f"Table {table}, seat {seat}" in latest and f"Table {table}  Seat {empty}" in latest
    every = "".join(printed(floor, event_id, "move-slips", every_move=True, layout="ticket-80mm"))
    assert every.count("MOVE") == len(at_three) + 1


def test_table_sheets(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    floor.execute(SetButton(event_id, 2, 4))
    pages = printed(floor, event_id, "tables")
    assert len(pages) == 3  # one per table
    for name, table, seat in seated(floor, event_id):
        assert re.search(rf"SEAT\n{seat}\n{re.escape(name)}\n", pages[table - 1])
    assert "button: seat 4" in pages[1] and "button not known" in pages[0]
    taken = len(seating_of(floor.state, event_id).tables[1].occupied)
    assert f"{taken} of 9 seats taken" in pages[0]
    assert pages[0].count("empty") == 9 - taken
    (only,) = printed(floor, event_id, "tables", table=2)
    assert only.startswith(pages[1][:40])
    with pytest.raises(FloorError, match="Table 7 is not open"):
        printed(floor, event_id, "tables", table=7)


def test_seating_chart_is_alphabetical(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    (page,) = printed(floor, event_id, "seating-chart")
    where = {name: (table, seat) for name, table, seat in seated(floor, event_id)}
    found = [
        (m.group(1), int(m.group(2)), int(m.group(3)))
        for m in re.finditer(r"\n(.+)\n(\d+)\n(\d+)(?=\n)", page)
    ]
    names = [name for name, _, _ in found]
    assert sorted(names) == sorted(FIELD)
    assert names.index("<b>Bob</b> & Co") < names.index("Łukasz Żółć") < names.index("Player 01")
    assert names.index("Siobhán Ní Bhriain") < names.index("Zoë O'Brien")
    assert all(where[name] == (table, seat) for name, table, seat in found)


def test_seating_chart_of_a_big_field_runs_over_pages() -> None:
    from floortool.reports.page_frame import DocumentHead
    from floortool.reports.seating_chart import ChartLine, render_seating_chart

    head = DocumentHead("Cup", "Sun 29 Nov 2026", "Seating chart", "Printed now")
    lines = [ChartLine(f"Player {n:04d}", n // 9 + 1, n % 9 + 1, "P") for n in range(1000)]
    pdf = render_seating_chart(head, lines)
    pages = pages_text(pdf.data)
    assert pdf.pages == len(pages) > 10
    assert all(f"Player {n:04d}" in "".join(pages) for n in range(1000))
    assert "".join(pages).count("\nP\n") == 1  # one initial: one heading


def test_structure_sheet(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    structure = floor.state.structures[event_id]
    text = "".join(printed(floor, event_id, "structure"))
    assert "Starting stack 20,000" in text and "full starting stack (TDA 2024 Rule 8-A)" in text
    assert text.count("Break") == sum(1 for row in structure.rows if row.is_break)
    first = structure.levels[0]
    assert f"\n1\n{first.small_blind:,}\n{first.big_blind:,}\n" in text
    assert f"\n{structure.level_count}\n" in text
    assert "Colour up 25 (green)" in text


def test_payouts_sheet(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    view = prize_view(floor.state, event_id)
    assert view.payouts is not None
    (page,) = printed(floor, event_id, "payouts")
    assert f"Prize pool\n{format_money_grouped(view.pool.total_cents)}" in page
    assert "23 entries, payout table Standard" in page
    for paid in view.payouts.paid:
        assert format_money_grouped(paid.cents) in page
    assert f"{view.payouts.places} places paid." in page


def test_sign_in_sheet(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    text = "".join(printed(floor, event_id, "sign-in"))
    for name in TRICKY:
        assert name in text
    listed = [re.search(rf"\n(\d+)\n{re.escape(name)}\n", text) for name in FIELD]
    numbers = sorted(int(m.group(1)) for m in listed if m)
    assert numbers == list(range(1, len(FIELD) + 1))
    assert "\n33\n" in text  # ten blank lines follow the 23 listed


def test_colour_up_plan(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    (page,) = printed(floor, event_id, "colour-up")
    assert "Starting stack 20,000" in page
    assert "The plan is for 3 tables of 9 seats, full." in page
    assert "Coming off each table: 25 (green): up to 72." in page
    assert re.search(r"Break after level \d+", page)


def refused_code(floor: Floor, event_id: int, document: str, **options: Any) -> tuple[str, str]:
    """The code and message of a document that cannot be made."""
    with pytest.raises(FloorError) as refusal:
        printed(floor, event_id, document, **options)
    return refusal.value.code, refusal.value.message


def refused(floor: Floor, event_id: int, document: str, **options: Any) -> str:
    """The message of a document with nothing to print."""
    code, message = refused_code(floor, event_id, document, **options)
    assert code == "nothing_to_print"
    return message


def test_results_list_the_finished_best_place_first(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    assert refused(floor, event_id, "results") == "Nobody has finished yet: bust players first."
    floor.execute(StartClock(event_id))
    floor.execute(
        BustPlayers(
            event_id,
            entries_of(floor, event_id, "Player 01"),
            by=entry_of(floor, event_id, "<b>Bob</b> & Co"),
        )
    )
    floor.execute(
        BustPlayers(
            event_id, entries_of(floor, event_id, "Player 02", "Player 03"), stacks=(900, 900)
        )
    )
    floor.execute(GoToLevel(event_id, 3))
    for name in [*(f"Player {n:02d}" for n in range(4, 20)), "Zoë O'Brien"]:
        floor.execute(
            BustPlayers(
                event_id,
                entries_of(floor, event_id, name),
                by=entry_of(floor, event_id, "Łukasz Żółć"),
            )
        )
    floor.execute(
        CorrectPlace(
            event_id, entry_of(floor, event_id, "Player 04"), (20,), "Seen leaving <early> & late"
        )
    )
    (page,) = printed(floor, event_id, "results")
    assert "Field 23 · 20 out · 3 still playing, listed once they finish." in page
    assert "\n21st-22nd\nPlayer 02\n1\n" in page and "\n21st-22nd\nPlayer 03\n1\n" in page
    assert "\n23rd\nPlayer 01\n1\n<b>Bob</b> & Co\n1\n" in page  # busted in level 1
    assert "\n5th\nPlayer 19\n1\nŁukasz Żółć\n3\n" in page  # out of the money
    assert page.index("\n4th\n") < page.index("\n20th\n") < page.index("\n23rd\n")
    view = prize_view(floor.state, event_id)
    assert view.payouts is not None and view.payouts.places == 4
    fourth = format_money_grouped(view.payouts.amount_for(4))
    assert f"\n4th\nZoë O'Brien\n1\n{fourth}\n" in page
    assert "Siobhán Ní Bhriain" not in page  # still playing, and has no hit to her name
    assert "Points" not in page and "Signed out" not in page  # nothing in them yet
    assert "Bount" not in page  # no bounties in this event
    assert "How these places were decided" in page
    assert "Set by the director: Seen leaving <early> & late" in page
    assert "Equal starting stacks share the places" in page


def test_results_with_league_points_and_sign_outs(db_url: str, clock: FakeClock) -> None:
    floor, _ = demo_floor(db_url, clock, ())
    floor.execute(CreateLeague("Tuesday League"))
    floor.execute(AddSeason(None, "2026", {"formula": "n - r + 1"}))
    settings = settings_for(name="Week 1", rulebook="roberts-v6-league", tables=1)
    event_id = floor.execute(CreateEvent(settings)).group
    floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Bob", "Cy", "Di"))))
    for name in ("Di", "Cy", "Bob"):
        floor.execute(
            BustPlayers(
                event_id, entries_of(floor, event_id, name), by=entry_of(floor, event_id, "Ann")
            )
        )
    floor.execute(SignOut(event_id, entry_of(floor, event_id, "Cy")))
    floor.execute(RecordLeaguePoints(None, event_id))
    job = prepare_on(floor, event_id, PrintRequest("results"))
    (page,) = pages_text(job.render(None).data)
    floor.close()
    assert "Field 4 · final results." in page and "still playing" not in page
    assert "\n1st\nAnn\n1\n" in page and "\n4\n3\n" in page  # 4 points, 3 hits
    assert "Points" in page and "Signed out" in page
    assert "\n3rd\nCy\n1\n2\nAnn\nyes\n" in page  # 2 points, no level: clock not started
    assert "The last player with chips wins" in page


def test_standings_of_the_chosen_season(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    assert refused_code(floor, event_id, "standings") == (
        "no_league",
        "There is no league yet: create one first.",
    )
    floor.execute(CreateLeague("Tuesday League"))
    rows = [("2025", "Week 1", "Ann", 1), ("2025", "Week 1", "Bob", 2), ("2025", "Week 1", "Cy", 3)]
    rows += [
        ("2026", f"Week {w}", name, place)
        for w in (1, 2)
        for name, place in (("Zoë O'Brien", w), ("<b>Bob</b> & Co", 3 - w), ("Di", 3))
    ]
    csv = "season,event,date,player,place\n" + "".join(
        f"{season},{name},{season}-01-0{name[-1]},{player},{place}\n"
        for season, name, player, place in rows
    )
    floor.execute(ImportLeagueResults(None, csv, source="old.csv"))
    floor.execute(AdjustPoints(None, "2026", player_of(floor, "Di"), -0.5, "slow play"))

    (page,) = printed(floor, event_id, "standings")  # the newest season
    assert "Standings: Tuesday League, season 2026" in page
    assert "2 of 2 events played." in page
    assert "Points: rules v1: Linear (n - r + 1)" in page
    assert "Ties: more wins, then better best finish, then more events played." in page
    assert "\n1=\nZoë O'Brien\n5\n5\n2\n1\n1st\n2.5\n" in page  # no adjustment: blank
    assert "\n1=\n<b>Bob</b> & Co\n5\n5\n" in page
    assert "\n3\nDi\n1.5\n2\n-0.5\n2\n" in page and "Adjust." in page
    assert "Attend." not in page and "Ann" not in page

    floor.execute(AssignEvent(None, "2025", event_id))
    (own,) = printed(floor, event_id, "standings")  # the event's own season
    assert "season 2025" in own and "\n1\nAnn\n3\n" in own and "Adjust." not in own
    (named,) = printed(floor, event_id, "standings", league="tuesday league", season="2026")
    assert "season 2026" in named
    floor.execute(AddSeason(None, "2027"))
    assert refused(floor, event_id, "standings", season="2027") == (
        "No event of Tuesday League, season 2027 has been scored yet."
    )
    assert refused_code(floor, event_id, "standings", season="1999")[0] == "unknown_season"


def test_incident_log_one_block_per_ruling(demo: tuple[Floor, int]) -> None:
    floor, event_id = demo
    assert refused(floor, event_id, "rulings") == "No ruling has been recorded in this event yet."
    first = floor.execute(
        RecordRuling(
            event_id,
            "four-card-flop",
            {},
            director="Dana",
            table=2,
            hand=41,
            players=("Zoë O'Brien", "<b>Bob</b> & Co"),
            notes="Dealer pitched four cards <quickly> & apologised.",
        )
    )
    floor.execute(
        RecordRuling(
            event_id, "premature-turn", {}, director="Ann", table=1, rulebook="roberts-v6-league"
        )
    )
    boxed = {"where": "initial-deal", "count": "one", "substantial_action": "no"}
    for hand in range(60, 66):
        floor.execute(
            RecordRuling(
                event_id,
                "boxed-card",
                boxed,
                director="Dana",
                table=3,
                hand=hand,
                notes=f"Mark {hand}. " + "A long note. " * 40,
            )
        )
    pages = [" ".join(page.split()) for page in printed(floor, event_id, "rulings")]
    text = " ".join(pages)
    assert len(pages) >= 3
    assert "8 rulings, oldest first. Event rulebook: Poker TDA Rules 2024." in pages[0]
    assert first.group > 1  # numbered in the event, not by the journal group
    assert "Table 2 · Hand 41 — Four-card flop #1 Director Dana" in pages[0]
    assert "Director Dana · Players: Zoë O'Brien, <b>Bob</b> & Co" in pages[0]
    assert "Notes Dealer pitched four cards <quickly> & apologised." in pages[0]
    record = ruling_log(floor.state, event_id)[-1]
    assert record.pick is not None
    assert f"Random pick, drawn when the ruling was given {record.pick['text']}" in text
    assert "Steps 1. Turn any exposed flop cards face down. 2. Scramble" in text
    assert "Rules TDA 2024 39-A Irregular Flops and Premature-Dealt Cards" in text
    assert "Director Ann · Under Robert's Rules of Poker v6 with the league's house" in text
    assert "House A-18 Card turned before betting is complete" in text
    assert text.count("At the director's discretion.") == 6
    assert text.index("Four-card flop") < text.index("Premature turn") < text.index("Mark 60.")
    for page in pages:  # a block is never split across pages: its heading and its notes meet
        for hand in range(60, 66):
            assert (f"Hand {hand} —" in page) == (f"Mark {hand}." in page)

    (found,) = printed(floor, event_id, "rulings", search="zoë")
    assert "1 ruling matching “zoë”, oldest first." in found and "Boxed card" not in found
    assert refused(floor, event_id, "rulings", search="nobody") == (
        "No ruling in the incident log matches “nobody”."
    )


def test_ticket_vouchers_one_per_seat_won(db_url: str, clock: FakeClock) -> None:
    """Three players at 60.00 for seats of 90.00 : the first
    bust ends the satellite, and each of the other two gets a voucher with its code."""
    floor = Floor.open(db_url, operator="td", clock=clock)
    settings = settings_for(name="Demo Tournament", tables=1, buy_in=6_000, satellite_seat=9_000)
    event_id = floor.execute(CreateEvent(settings)).group
    floor.execute(RegisterEntry(event_id, newcomers(("Ann", "Bob", "Cy"))))
    (before,) = printed(floor, event_id, "tickets")
    assert "SATELLITE SEAT TICKET" not in before  # still being played
    floor.execute(BustPlayers(event_id, entries_of(floor, event_id, "Cy")))
    (page,) = printed(floor, event_id, "tickets")
    assert page.count("SATELLITE SEAT TICKET") == 2 and page.count("90.00") == 2
    assert "T1-1" in page and "T1-2" in page and "Ann" in page and "Bob" in page
    floor.close()


def test_every_document_is_tested() -> None:
    tested = {"seat-cards", "move-slips", "tables", "seating-chart", "structure", "payouts"}
    tested |= {"results", "standings", "rulings", "tickets", "member-cards"}  # test_member_cards
    tested |= {"bag-slips", "chip-sheet"}  # test_bag_documents
    assert set(DOCUMENTS) == tested | {
        "sign-in",
        "colour-up",
        "cash",
        "receipts",
        "chip-leaders",  # test_chip_sheet
        "sign-up-poster",  # test_sign_up_poster
    }  # test_cash_sheet

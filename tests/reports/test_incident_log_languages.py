"""The printed incident log says each ruling's situation in the reader's language
(issue 30, item 2: "Every string a person reads — [...] printed documents [...] —
goes through one translation mechanism").

The record keeps the situation's English texts; printed in German, the title,
the ruling and the dealer's steps are the catalogue's German ones, and the
rules stay cited as their books write them.
"""

from __future__ import annotations

from pathlib import Path

from tests.reports.pdf_text import pages_text

from floortool.app.commands.events import CreateEvent
from floortool.app.commands.rulings import RecordRuling
from floortool.app.documents.catalogue import PrintRequest, prepare_on
from floortool.app.floor import Floor
from floortool.app.languages import catalogue
from floortool.app.resources import load_template
from floortool.domain.tournament.event import settings_for


def test_the_incident_log_printed_in_german_and_in_english(tmp_path: Path) -> None:
    floor = Floor.open(f"sqlite:///{tmp_path / 'floor.db'}", operator="td")
    settings = settings_for(name="Cup", rulebook="tda-2024")
    event_id = floor.execute(CreateEvent(settings, structure=load_template("turbo"))).group
    answers = {"case": "absent-at-deal", "at_seat_at_deal": "no"}
    floor.execute(RecordRuling(event_id, "absent-player", answers, director="Dana", table=2))

    def printed(code: str) -> str:
        job = prepare_on(floor, event_id, PrintRequest("rulings"), catalogue(code))
        return " ".join(" ".join(pages_text(job.render(None).data)).split())

    german, english = printed("de"), printed("en")
    floor.close()
    assert "Abwesender Spieler beim Geben" in german
    assert "Der Spieler war nicht am Platz" in german
    assert "Seine Blinds und Antes im Pot lassen." in german
    assert "At Your Seat and Live Hands" in german  # the rule as its book writes it
    assert "The player was not at the seat" not in german
    assert "Absent player at the deal" in english
    assert "Leave their blinds and antes in the pot." in english

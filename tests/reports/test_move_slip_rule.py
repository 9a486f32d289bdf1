"""Reports: a move slip's rule line wraps instead of being cut short (issue 23, item 12).

In a Robert's event the balancing rule reads "Robert's Rules are silent; TDA 2024 Rule
11-A applied" (TDA 2024 Rule 11-A: "the player to be big blind next moves to the worst
position"); the slip prints it whole, on every card layout.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.reports.pdf_text import pages_text

from floortool.app.languages import catalogue
from floortool.domain.rulings.rulebook_records import rulebook_record
from floortool.domain.seating.policy import seating_citations
from floortool.reports.card_layouts import LAYOUTS
from floortool.reports.move_slips import MoveSlip, render_move_slips
from floortool.reports.page_frame import DocumentHead

RULE = "Robert's Rules are silent; TDA 2024 Rule 11-A applied"
SLIP = MoveSlip(
    player="Alexandria Montgomery-Whitfield",
    from_table=3,
    from_seat=6,
    to_table=1,
    to_seat=2,
    reason="Table 3 seat 6 is big blind next → Table 1 seat 2, the worst position",
    rule=RULE,
    when="21:04",
)


@pytest.mark.parametrize("layout", list(LAYOUTS))
def test_the_rule_line_is_printed_whole(layout: str) -> None:
    head = DocumentHead("League Night", "Tue 1 Dec 2026", "Move slips", "Printed 21:05")
    text = pages_text(render_move_slips(head, [SLIP], LAYOUTS[layout]).data)[0]
    assert " ".join(text.split()).count(RULE) == 1, text
    assert "…" not in text


@pytest.mark.parametrize("layout", list(LAYOUTS))
def test_a_league_slip_prints_its_rule_whole_in_german(layout: str) -> None:
    """The same league move, its rule kept as a phrase (``seating_citations`` of the
    league's record): the German slip prints the citation whole, in German."""
    rule = seating_citations(rulebook_record("roberts-v6-league")).balance
    slip = replace(SLIP, rule=rule)
    head = DocumentHead("League Night", "Di 1 Dez 2026", "Umzugszettel", "Gedruckt 21:05")
    data = render_move_slips(head, [slip], LAYOUTS[layout], words=catalogue("de")).data
    text = " ".join(pages_text(data)[0].split())
    assert text.count("Robert's Rules regeln das nicht; TDA 2024 Rule 11-A angewandt") == 1
    assert "…" not in text and "silent" not in text

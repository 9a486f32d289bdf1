"""Reports: a move slip's rule line wraps instead of being cut short (issue 23, item 12).

In a Robert's event the balancing rule reads "Robert's Rules are silent; TDA 2024 Rule
11-A applied" (TDA 2024 Rule 11-A: "the player to be big blind next moves to the worst
position"); the slip prints it whole, on every card layout.
"""

from __future__ import annotations

import pytest
from tests.reports.pdf_text import pages_text

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

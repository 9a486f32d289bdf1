"""The ruling wizard in a stud event: stud situations offered, flop ones not, and the
league's ruling on a downcard exposed on the initial deal (issue 17, rules item 6).

TDA RP-10-A: "A downcard exposed on the initial deal will be the player's upcard and
3rd street will be dealt down to that player." Under the league rulebook Robert's
§3 Misdeals 1(a) makes the first or second card exposed a misdeal; for a later single
card the league edition has no stud section, so the director rules (RP-10-A's way).
Screenshots at 1024x768 and 1920x1080 go to ``$FLOORTOOL_SHOTS`` when set.
"""

from __future__ import annotations

import os
from pathlib import Path

from tests.ui.fakes import MakeWindow
from tests.ui.test_ruling_wizard import open_floor, search_and_open

from pytestqt.qtbot import QtBot

from floortool.app.floor import Floor
from floortool.ui.ruling_wizard import Step

SIZES = ((1024, 768), (1920, 1080))


def test_a_stud_event_offers_stud_situations_and_rules_by_the_league(
    qtbot: QtBot, make_window: MakeWindow, floor: Floor, tmp_path: Path
) -> None:
    window, page, _ = open_floor(
        make_window, floor, rulebook="roberts-v6-league", type_text="Seven-card stud"
    )
    assert page.rulebook_label.text().startswith(
        "Rulings by Robert's v6 + league amendments  ·  Stud."
    )
    page.search.search("premature")
    shown = [page.search.results.item(n).text() for n in range(page.search.results.count())]
    assert shown == ["Premature card in stud"]  # no premature flop, turn or river
    page.search.search("")

    wizard = search_and_open(qtbot, page, "exposed downcard")
    assert wizard.title_label.text() == "Downcard exposed on the initial deal in stud"
    assert wizard.context_label.text().endswith("  ·  Stud")
    assert wizard.step is Step.QUESTION
    wizard.answer("no")  # not one of the first two cards
    wizard.answer("one")
    assert wizard.step is Step.RULING
    view = wizard.ruling_page.view
    assert "no stud section" in view.ruling_label.text()
    assert "rule:House|A-30" in view.citations_label.text()
    assert view.discretion_label.isVisibleTo(wizard)
    folder = Path(os.environ.get("FLOORTOOL_SHOTS") or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    for width, height in SIZES:
        for name, widget in (("wizard", wizard), ("floor", window)):
            widget.resize(width, height)
            qtbot.wait(30)
            image = widget.grab().toImage()
            assert image.save(str(folder / f"stud_{name}_{width}x{height}.png"))

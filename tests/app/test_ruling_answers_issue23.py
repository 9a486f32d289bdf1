"""App: the ruling wizard's answers cite the rule that decides them (issue 23, item 14),
name a borrowed rule as a borrowed citation, and say what to do in each front end's own
terms (item 12: no command line in a ruling's text or steps)."""

from __future__ import annotations

import copy
import json
from importlib.resources import files
from typing import Any

import pytest

from floortool.app.rulings import decide_ruling, load_catalogue
from floortool.app.views.rulings import ruling_view
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.kernel.remedies import Fix
from floortool.domain.rulings.rulebook_records import Citation
from floortool.domain.rulings.situations import parse_situation

TDA, LEAGUE = "tda-2024", "roberts-v6-league"


def test_three_short_with_the_blinds_not_yet_affected_cites_11_d() -> None:
    """TDA 2024 Rule 11-D: "Play will halt on tables 3 or more players short (by
    elimination) than the table with the most players once the blinds are impacted". A
    table three short whose blinds are not yet affected plays on *because of* 11-D (it
    halts only once they are), so the ruling cites 11-D and says it halts then."""
    ruling = decide_ruling(
        "table-balancing", TDA, {"short_by": "three-or-more", "blinds_affected": "no"}
    )
    assert Citation("TDA 2024", "11-D") in ruling.branch.citations
    assert "halts only once its blinds are affected" in ruling.branch.ruling


@pytest.mark.parametrize(
    ("situation", "answers", "borrowed"),
    [
        # TDA 2024 Rule 46-B: "If facing a raise, clearly pulling back a prior bet chip binds
        # a player to call or raise; they may not put the chip(s) back out and fold."
        ("prior-bet-pulled-back", {"pulled_back": "yes"}, "46-B"),
        # TDA 2024 RP-10-A: "A downcard exposed on the initial deal will be the player's
        # upcard and 3rd street will be dealt down to that player."
        ("stud-exposed-downcard", {"first_two": "no", "exposed_count": "one"}, "RP-10-A"),
    ],
)
def test_the_leagues_ruling_cites_the_tda_rule_it_borrows_as_borrowed(
    situation: str, answers: dict[str, str], borrowed: str
) -> None:
    """Where Robert's Rules (league edition) and the house amendments are silent, the
    league's ruling applies the TDA's rule: it is in the citations, marked borrowed, not
    only named in the text."""
    ruling = decide_ruling(situation, LEAGUE, answers, game="stud")
    assert Citation("TDA 2024", borrowed, borrowed=True) in ruling.branch.citations
    assert Citation("TDA 2024", borrowed, borrowed=True).text.endswith("(borrowed)")
    cited = ruling_view(ruling).to_json()["citations"]
    assert {"book": "TDA 2024", "ref": borrowed, "borrowed": True}.items() <= next(
        c for c in cited if c["ref"] == borrowed
    ).items()


def _situation(name: str) -> dict[str, Any]:
    entry = files("floortool.resources") / "rulings" / f"{name}.json"
    data: dict[str, Any] = json.loads(entry.read_text(encoding="utf-8"))
    return data


def test_a_borrowed_citation_must_come_from_another_book() -> None:
    data = copy.deepcopy(_situation("prior-bet-pulled-back"))
    data["outcomes"][LEAGUE][0]["citations"].append(
        {"book": "RRoP v6", "ref": "§2 Decision 1", "borrowed": True}
    )
    with pytest.raises(InvalidInput, match="own book"):
        parse_situation(data, name="prior-bet-pulled-back.json")


def test_no_ruling_gives_a_command_line_in_its_words() -> None:
    """The window and the phones show a ruling's text and steps: they name no command
    ('floortool seating balance'); the tool the steps are carried out with is data
    (``tool``), worded by each front end."""
    for situation in load_catalogue().situations:
        for branches in situation.outcomes.values():
            for branch in branches:
                words = " ".join([branch.ruling, *branch.steps])
                assert "floortool " not in words, (situation.id, words)
    balancing = load_catalogue().situation("table-balancing")
    assert {b.tool for bs in balancing.outcomes.values() for b in bs} == {Fix.BALANCE_TABLES}

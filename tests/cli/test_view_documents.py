"""CLI: the rulings', the journal's and the league's JSON is the JSON the command
line printed while their read models were dicts, whole document by whole document.

``data/view_documents.json`` holds every document of the fixed scenario of
``views_scenario`` (seed and clock fixed) as ``floortool --json`` printed it
before ``app.views.rulings``, ``JournalRecord`` and ``ScoreLine`` were typed
(made by running that module's ``__main__`` on that code). Each document
printed now must equal the stored one, key order included.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.cli.seating_scenario import Document, Scenario
from tests.cli.stored_documents import assert_same_documents, played_once, read_stored
from tests.cli.views_scenario import play

STORED = Path(__file__).parent / "data" / "view_documents.json"


def stored() -> dict[str, Document]:
    return read_stored(STORED)


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Scenario]:
    """The scenario, played once for this module's tests."""
    yield from played_once(tmp_path_factory, "view_documents", Scenario, play)


def test_the_command_line_prints_every_stored_document(played: Scenario) -> None:
    assert_same_documents(played.documents, stored())


def test_the_stored_documents_hold_every_part_of_the_read_models() -> None:
    """The scenario reaches each optional part: a random remedy and its pick, an
    alternative, a discretionary branch, the journal's entries and the scores."""
    docs = stored()
    decided = [d for name, d in docs.items() if name.startswith(("ruling_decide", "ruling_rec"))]
    assert any(d["random"] for d in decided) and any(d["pick"] for d in decided if "pick" in d)
    assert any(d["alternatives"] for d in decided) and any(d["discretion"] for d in decided)
    outcomes = docs["ruling_show_random"]["situation"]["outcomes"]
    assert any(b["random"] for branches in outcomes.values() for b in branches)
    assert docs["ruling_log"]["rulings"] and docs["league_record"]["scores"]
    assert {r["kind"] for r in docs["journal"]["journal"]} >= {"entry_busted", "ruling_recorded"}

"""CLI and app: the seating read models' JSON is the JSON the command line printed
before they were typed, whole document by whole document.

``data/seating_documents.json`` holds every document of the fixed scenario of
``seating_scenario`` (seed and clock fixed) as ``floortool --json`` printed
it while the read models were dicts (made by running that module's
``__main__`` on that code; made again, every key and type the same, when the
draw began to keep entrants registered together at different tables, which
changed who sits where). The scenario is played again: each document
printed now must equal the stored one (key order included), and so must the
``to_json`` of the read model read at that moment — ``views.seating``
(show, balance, what a seating command did, the policy), ``views.hands`` (a
hand report, hand-for-hand play) and ``views.seat_rules`` (the seat rules,
the draw).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from tests.cli.seating_scenario import Document, Scenario, play
from tests.cli.stored_documents import assert_same_documents, played_once, printed, read_stored

from floortool.app.views.hands import (
    HaltView,
    HandReportView,
    hand_for_hand_view,
    hand_report_view,
)
from floortool.app.views.seat_rules import draw_view, seat_rules_view
from floortool.app.views.seating import (
    applied_view,
    balance_view,
    policy_view,
    seating_view,
)
from floortool.domain.fold.kinds import decode_event
from floortool.domain.seating.adapter import change_of, policy_of

STORED = Path(__file__).parent / "data" / "seating_documents.json"
#: The ``seating`` actions that print what they changed (``SeatingChange``).
_CHANGES = {"break", "button", "move", "final"}
#: The ``seating`` actions that print the seat rules.
_RULES = {"seat-off", "seat-on", "lock", "unlock", "apart", "order"}


def stored() -> dict[str, Document]:
    return read_stored(STORED)


class ReadModels(Scenario):
    """The scenario, keeping beside each document the JSON of its read model, read
    from the floor just after the command line printed it."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.models: dict[str, Document] = {}

    def kept(self, name: str, *argv: str) -> None:
        self.models[name] = self.model(*argv)

    def model(self, *argv: str) -> Document:
        """The ``to_json`` of what the app reads for ``argv`` (what a command did: read
        back from its journal group), in the document the command prints, without its
        ``done`` label."""
        state, now = self.floor.state, self.floor.clock()
        event_id = self.floor.current_event_id()
        assert event_id is not None
        journal = self.floor.journal()
        group = [r for r in journal if r.group == journal[-1].group]
        subject, action = argv[0], argv[1]
        if subject == "hand-for-hand":
            return {"hand_for_hand": hand_for_hand_view(state, event_id, now).to_json()}
        if action == "show":
            return seating_view(state, event_id, now).to_json()
        if action == "balance" and "--apply" not in argv:
            return balance_view(state, event_id, now).to_json()
        if action in _CHANGES or action == "balance":
            change = change_of(decode_event(r.kind, r.data) for r in group)
            return applied_view(state, event_id, change).to_json()
        if action == "hand":
            return {"hand": hand_report_view(state, group).to_json()}
        if action == "policy":
            return {"policy": policy_view(policy_of(state, event_id, now)).to_json()}
        if action == "draw":
            return draw_view(state, event_id).to_json()
        assert action in _RULES, argv
        return seat_rules_view(state, event_id).to_json()


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ReadModels]:
    """The scenario, played once for this module's tests."""
    yield from played_once(tmp_path_factory, "seating_documents", ReadModels, play)


def test_the_command_line_prints_every_stored_document(played: ReadModels) -> None:
    assert_same_documents(played.documents, stored())


def test_each_read_model_json_is_the_stored_document(played: ReadModels) -> None:
    for name, document in stored().items():
        without_done = {key: value for key, value in document.items() if key != "done"}
        assert printed(played.models[name]) == printed(without_done), name


def test_the_stored_documents_hold_every_part_of_the_read_models() -> None:
    """The scenario reaches each read model and each of its optional parts."""
    docs = stored()
    shown = [d for d in docs.values() if "short_tables" in d]
    tables = [t for d in shown for t in d["tables"]]
    seated = [o for t in tables for o in t["occupied"]]
    assert all(any(d[key] for d in shown) for key in ("short_tables", "halted", "waiting"))
    assert all(any(d[key] for d in shown) for key in ("final_table", "broken", "locked"))
    assert all(any(d[key] for d in shown) for key in ("seats_off", "apart", "table_order"))
    assert all(any(t[key] for t in tables) for key in ("halted_since", "button_redraw"))
    assert all(any(t[key] for t in tables) for key in ("final", "unavailable"))
    assert all(any(o[key] for o in seated) for key in ("locked", "moves", "manual_moves"))

    plans = [d for d in docs.values() if "needs_button" in d]
    assert {bool(d["moves"]) for d in plans} == {True, False}
    assert all(any(d[key] for d in plans) for key in ("needs_button", "button_redraws"))
    assert all(any(d[key] for d in plans) for key in ("break_due", "final_due", "waits_for"))

    changes = [d for d in docs.values() if "buttons" in d]
    buttons = [b for d in changes for b in d["buttons"]]
    assert {"cards" in b for b in buttons} == {True, False}
    assert all(any(d[key] for d in changes) for key in ("broken", "final_table", "button_redraws"))

    hands = [d["hand"] for d in docs.values() if "hand" in d]
    assert all(any(h[key] for h in hands) for key in ("hand_for_hand_hand", "button_redraw"))
    assert all(any(h[key] is None for h in hands) for key in ("button_redraw", "dealt"))
    plays = [d["hand_for_hand"] for d in docs.values() if "hand_for_hand" in d]
    assert {p["on"] for p in plays} == {True, False}
    assert all(any(p[key] for p in plays) for key in ("reported", "waiting", "clock"))

    policies = [d["policy"] for d in docs.values() if "policy" in d]
    assert all(any(p[key] for p in policies) for key in ("break_order", "button_redraw"))
    assert any(p["balance_tolerance"] > 1 for p in policies)
    assert docs["draw"]["apart"] and any(s["locked"] for s in docs["draw"]["seats"])
    assert "done" not in docs["order_shown"] and docs["order_set"]["done"]


def test_a_hand_report_lists_the_halts_it_began_and_ended() -> None:
    """Halts a hand boundary records (none in the scenario: its halts begin at bust-outs
    and end at balances) print as ``{"table", "players", "fullest", "rule"}``."""
    report = HandReportView(
        table=2, halted=(HaltView(3, 4, 9, "TDA 2024 Rule 11-D"),), resumed=(1,)
    )
    found = report.to_json()
    assert found["halted"] == [
        {"table": 3, "players": 4, "fullest": 9, "rule": "TDA 2024 Rule 11-D"}
    ]
    assert found["resumed"] == [1] and found["table"] == 2
    with pytest.raises(dataclasses.FrozenInstanceError):
        report.table = 1  # type: ignore[misc]

"""A fixed seating scenario run through the command line's own parser and handlers:
every seating document ``--json`` prints, in order, each under a name.

The floor is opened here with a fake clock and a seeded random source (the
draws, the button cards), so the documents come out the same on every run;
``tests/cli/data/seating_documents.json`` holds what the command line printed
for it before the read models were typed (``test_seating_documents``).

Two events: *Main* under TDA 2024 (seat rules, the draw, buttons, hand reports,
halts, balancing, hand-for-hand play, a break, the final table, the policy)
and *League* under the league rulebook (buttons re-drawn when half a table
is new, house rule A-6, and a player waiting for a seat).
"""

from __future__ import annotations

import contextlib
import io
import json
import random
from typing import Any

from tests.support import FakeClock

from floortool.app.floor import Floor
from floortool.cli.main import build_parser
from floortool.cli.output import EXIT_DONE, Output

Document = dict[str, Any]


class Scenario:
    """Runs command lines on one open floor and keeps the seating documents."""

    def __init__(self, url: str) -> None:
        self.clock = FakeClock()
        self.floor = Floor.open(url, operator="td", clock=self.clock, rng=random.Random(11))
        self.documents: dict[str, Document] = {}

    def run(self, *argv: str) -> Document:
        """``floortool --json ARGV`` on this floor: the one document it printed."""
        args = build_parser().parse_args(["--json", *argv])
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            status = args.handler(args, self.floor, Output(as_json=True))
        assert status == EXIT_DONE, printed.getvalue()
        document = json.loads(printed.getvalue())
        assert isinstance(document, dict)
        return document

    def keep(self, name: str, *argv: str) -> Document:
        """Run ``argv`` and keep its document as ``name``; then time goes on."""
        assert name not in self.documents, name
        self.documents[name] = document = self.run(*argv)
        self.kept(name, *argv)
        self.clock.advance(30)
        return document

    def kept(self, name: str, *argv: str) -> None:
        """Called once ``argv`` has printed ``name``'s document (before time goes on)."""

    def seated(self, table: int) -> dict[int, str]:
        """Seat -> player at ``table`` now."""
        shown = self.run("seating", "show")
        found = next(t for t in shown["tables"] if t["table"] == table)
        return {o["seat"]: o["player"] for o in found["occupied"]}

    def bust(self, table: int, count: int) -> None:
        """The last ``count`` players of ``table`` (by seat) bust, one hand each."""
        for name in list(self.seated(table).values())[-count:]:
            self.run("player", "bust", name)
            self.clock.advance(60)

    def close(self) -> None:
        self.floor.close()


def _main_event(s: Scenario) -> None:
    s.run("event", "create", "--name", "Main", "--tables", "3", "--seats", "6")
    s.keep("seat_off", "seating", "seat-off", "3", "6")
    s.run("player", "register", *(f"Player {n:02d}" for n in range(1, 18)))
    s.keep("lock", "seating", "lock", "Player 01")
    s.keep("apart", "seating", "apart", "Player 02", "Player 03")
    s.keep("order_set", "seating", "order", "1-3")
    s.keep("order_shown", "seating", "order")
    s.keep("draw", "seating", "draw")
    s.keep("show_drawn", "seating", "show")
    s.keep("plan_no_buttons", "seating", "balance")
    first = {t: min(s.seated(t)) for t in (1, 2, 3)}
    s.keep("button_set", "seating", "button", "1", str(first[1]))
    s.keep("button_drawn", "seating", "button", "2", "--draw")
    s.keep("button_set_3", "seating", "button", "3", str(first[3]))
    s.run("clock", "start")
    s.keep("hand_1", "seating", "hand", "1")
    s.bust(1, 4)
    s.keep("show_halted", "seating", "show")
    s.keep("hand_halted", "seating", "hand", "1")
    s.keep("plan_moves", "seating", "balance")
    mover = s.documents["plan_moves"]["moves"][0]["player"]
    s.keep("apply_some", "seating", "balance", "--apply", "--only", mover)
    s.keep("apply_rest", "seating", "balance", "--apply")
    s.keep("show_balanced", "seating", "show")
    empty = min(set(range(1, 7)) - set(s.seated(2)))
    s.keep("move", "seating", "move", next(iter(s.seated(1).values())), "2", str(empty))
    s.keep("hand_for_hand_off", "hand-for-hand", "status")
    s.keep("hand_for_hand_start", "hand-for-hand", "start", "--minutes-per-hand", "1.5")
    s.keep("hand_reported", "seating", "hand", "2")
    s.keep("hand_for_hand_status", "hand-for-hand", "status")
    s.keep("hand_for_hand_next", "hand-for-hand", "next")
    s.keep("hand_for_hand_stop", "hand-for-hand", "stop")
    s.bust(3, 3)
    s.keep("plan_break_first", "seating", "balance")
    due = s.documents["plan_break_first"]["break_due"]
    s.keep("break", "seating", "break", str(due))
    s.keep("show_after_break", "seating", "show")
    for table in (1, 2):
        if len(s.seated(table)) > 3:
            s.bust(table, len(s.seated(table)) - 3)
    s.keep("plan_final_first", "seating", "balance")
    s.keep("final", "seating", "final")
    s.keep("show_final", "seating", "show")
    s.keep("policy", "seating", "policy")
    s.keep("policy_changed", "seating", "policy", "--tolerance", "2", "--break-order", "3, 1")


def _league_event(s: Scenario) -> None:
    s.run(
        "event", "create", "--name", "League", "--tables", "3", "--seats", "4",
        "--rulebook", "roberts-v6-league",
    )  # fmt: skip
    s.run("player", "register", *(f"League {n:02d}" for n in range(1, 14)))
    s.keep("league_show_waiting", "seating", "show")
    s.bust(3, 4)
    s.keep("league_plan_buttons", "seating", "balance")
    for table in (1, 2, 3):
        s.run("seating", "button", str(table), str(min(s.seated(table))))
    s.keep("league_plan", "seating", "balance")
    s.keep("league_apply", "seating", "balance", "--apply")
    s.keep("league_show_redraw", "seating", "show")
    redrawn = next(t["table"] for t in s.documents["league_show_redraw"]["tables"]
                   if t["button_redraw"] is not None)  # fmt: skip
    s.keep("league_hand_redraw", "seating", "hand", str(redrawn))
    s.keep("league_policy", "seating", "policy")


def play(s: Scenario) -> None:
    """The whole scenario, on ``s``'s fresh floor (closed after)."""
    try:
        _main_event(s)
        _league_event(s)
    finally:
        s.close()


if __name__ == "__main__":  # print the documents (how the stored ones were made)
    from tests.cli.stored_documents import print_documents

    print_documents(play)

"""A fixed scenario of the rulings, the journal and the league run through the
command line's own parser and handlers: every document ``--json`` prints for
them, in order, each under a name.

The floor is the seating scenario's (``seating_scenario.Scenario``: a fake
clock, a seeded random source), so the documents come out the same on every
run; ``tests/cli/data/view_documents.json`` holds what the command line printed
for it while these read models were dicts (``test_view_documents``).
"""

from __future__ import annotations

from tests.cli.seating_scenario import Scenario


def _rulings(s: Scenario) -> None:
    s.keep("ruling_list", "ruling", "list")
    s.keep("ruling_list_tda", "ruling", "list", "--rulebook", "tda-2024", "--search", "flop")
    s.keep("ruling_show", "ruling", "show", "exposed-card-on-deal")
    s.keep("ruling_show_random", "ruling", "show", "four-card-flop")
    s.keep("ruling_decide", "ruling", "decide", "four-card-flop")
    s.keep(
        "ruling_decide_answers",
        "ruling",
        "decide",
        "exposed-card-on-deal",
        "--rulebook",
        "tda-2024",
        "--answer",
        "substantial_action=no",
        "--answer",
        "exposed=one-later",
    )
    s.keep("ruling_record", "ruling", "decide", "four-card-flop", "--record", "--table", "2")
    s.keep(
        "ruling_record_pick",
        "ruling",
        "decide",
        "four-card-flop",
        "--rulebook",
        "tda-2024",
        "--record",
        "--player",
        "Ann",
    )
    s.keep("ruling_log", "ruling", "log")


def _league(s: Scenario) -> None:
    s.run("league", "create", "Tuesday League")
    s.run("league", "season", "add", "2026", "--preset", "linear", "--best-of", "8")
    s.keep("league_rules", "league", "rules", "--attendance", "1", "--tie-breaks", "wins")
    for name in ("Di", "Cy", "Bob"):
        s.run("player", "bust", name, "--by", "Ann")
        s.clock.advance(60)
    s.keep("league_record", "league", "record")


def play(s: Scenario) -> None:
    """The whole scenario, on ``s``'s fresh floor (closed after)."""
    try:
        s.run(
            "event", "create", "--name", "Main", "--rulebook", "roberts-v6-league", "--tables", "1"
        )
        s.run("player", "register", "Ann", "Bob", "Cy", "Di")
        _rulings(s)
        _league(s)
        s.keep("journal", "journal")
    finally:
        s.close()


if __name__ == "__main__":  # print the documents (how the stored ones were made)
    from tests.cli.stored_documents import print_documents

    print_documents(play)

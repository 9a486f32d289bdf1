"""Domain: a seat move's citation, kept in the journal, said again in German.

Issue 30: where the event's rulebook is silent, a seating event cites the rule
applied instead in floortool's own words ("Robert's Rules are silent; TDA 2024
Rule 11-A applied"). The journal keeps that citation twice: ``rule``, its
English (what ``--json`` and older versions read), and ``rule_words``, the phrase
as data, so a German reader reads it in German; a record written before keeps
only the English and shows it as it was written.
"""

from __future__ import annotations

import random

from tests.domain.seating.test_policy import room_with

from floortool.app.languages import catalogue
from floortool.domain.rulings.rulebook_records import rulebook_record
from floortool.domain.seating.adapter import events_for, move_event
from floortool.domain.seating.engine.balance import BalancePolicy, plan_balance
from floortool.domain.seating.engine.final import plan_final_table
from floortool.domain.seating.engine.moves import ENGINE_CITATIONS
from floortool.domain.seating.events import EntryMoved, FinalTableRedrawn, said_rule
from floortool.domain.seating.policy import seating_citations

GERMAN = catalogue("de").say
LEAGUE = seating_citations(rulebook_record("roberts-v6-league"))


def _read_back(event: EntryMoved) -> EntryMoved:
    """``event`` as the journal stores it and reads it back."""
    return EntryMoved.from_data(event.to_data())


def test_a_league_balancing_move_cites_its_rule_in_german() -> None:
    """Robert's Rules (the league's book) are silent on who moves when tables are
    balanced (its §2 Seating 8 only says "A forced move may be used to keep tables
    balanced"), so the league applies TDA 2024 Rule 11-A: "When balancing flop and
    mixed games, the player due the big blind next is moved into the worst seat at the
    short table"; and Rule 11-C for the table that gives the player."""
    room = room_with(
        9, {1: list(range(1, 10)), 2: [1, 2, 3, 5, 8], 3: list(range(1, 9))}, {1: 5, 2: 2, 3: 1}
    )
    (move,) = plan_balance(room, BalancePolicy(citations=LEAGUE)).moves
    event = _read_back(move_event(1, move))
    assert event.rule == "Robert's Rules are silent; TDA 2024 Rule 11-A applied"
    assert GERMAN(said_rule(event)) == (
        "Robert's Rules regeln das nicht; TDA 2024 Rule 11-A angewandt"
    )


def test_the_league_final_table_redraw_cites_its_rule_in_german() -> None:
    """Robert's Rules are silent on when the final table forms, so the league applies
    TDA 2024 RP-9: "Nine- and eight-handed events go from two tables of five to a
    nine-handed final table"; its button is the league's house rule A-6: "unless it is
    the final table, where players will 'high card' to establish the dealer"."""
    room = room_with(9, {1: [1, 2, 3, 4, 5], 2: [1, 2, 3, 4]}, {1: 1, 2: 1})
    plan = plan_final_table(room, 9, random.Random(5), LEAGUE)
    (redraw,) = [e for e in events_for(1, plan) if isinstance(e, FinalTableRedrawn)]
    event = FinalTableRedrawn.from_data(redraw.to_data())
    assert event.rule == "Robert's Rules are silent; TDA 2024 RP-9 applied; House A-6"
    assert GERMAN(said_rule(event)) == (
        "Robert's Rules regeln das nicht; TDA 2024 RP-9 angewandt; House A-6"
    )


def test_the_final_tables_button_cites_roberts_rules_in_german() -> None:
    """TDA 2024 is silent on drawing for the final table's button, so floortool applies
    RRoP v6 §2 Seating 5: "each player draws a card and the highest card takes the
    button"."""
    assert str(ENGINE_CITATIONS.final_button) == (
        "TDA 2024 is silent; RRoP v6 §2 Seating 5 applied"
    )
    assert GERMAN(ENGINE_CITATIONS.final_button) == (
        "TDA 2024 regelt das nicht; RRoP v6 §2 Seating 5 angewandt"
    )


def test_a_books_own_rule_is_kept_as_it_is_written() -> None:
    """TDA 2024 Rule 11-A under the TDA rulebook: the book's ref, no words of floortool's
    around it, so nothing is kept besides the English."""
    room = room_with(
        9, {1: list(range(1, 10)), 2: [1, 2, 3, 5, 8], 3: list(range(1, 9))}, {1: 5, 2: 2, 3: 1}
    )
    (move,) = plan_balance(room).moves
    event = move_event(1, move)
    assert (event.rule, event.rule_words) == ("TDA 2024 Rule 11-A", None)
    assert GERMAN(said_rule(event)) == "TDA 2024 Rule 11-A"


def test_an_old_record_shows_its_english_citation() -> None:
    """A move recorded before citations were kept as phrases has only its English rule
    (no ``rule_words``): it still reads, and shows that English as it was written."""
    old = {
        "event_id": 1,
        "entry_id": 7,
        "from_table": 3,
        "from_seat": 6,
        "to_table": 1,
        "to_seat": 2,
        "reason": "Table 3 seat 6 is big blind next → Table 1 seat 2, worst position",
        "rule": "Robert's Rules are silent; TDA 2024 Rule 11-A applied",
        "move": "balance",
    }
    event = EntryMoved.from_data(old)
    assert event.rule_words is None
    assert said_rule(event) == "Robert's Rules are silent; TDA 2024 Rule 11-A applied"
    assert GERMAN(said_rule(event)) == "Robert's Rules are silent; TDA 2024 Rule 11-A applied"

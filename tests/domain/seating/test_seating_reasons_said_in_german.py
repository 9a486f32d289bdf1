"""Domain: the seating engine's reasons said in German, their numbers in place.

Issue 30: a move's reason, a table break's, the final table's and a button
draw's are written where the engine decides, and read later by a director
whose language nobody knew then. Each is a phrase; ``str`` of it is the
English the journal and ``--json`` always had.
"""

from __future__ import annotations

import json
import random

from tests.domain.pure_floor import PureFloor
from tests.domain.seating.test_policy import full, room_with

from floortool.app.languages import catalogue
from floortool.domain.kernel.phrase_data import kept_phrase, phrase_data
from floortool.domain.registration.decisions import where
from floortool.domain.rulings.rulebook_records import rulebook_record
from floortool.domain.seating.engine.balance import MIXED_STUD, STUD, BalancePolicy, plan_balance
from floortool.domain.seating.engine.breaking import plan_break, plan_break_table
from floortool.domain.seating.engine.button_draw import HighCardDraw, Redraw
from floortool.domain.seating.engine.final import plan_final_table
from floortool.domain.seating.policy import seating_citations

GERMAN = catalogue("de").say


def test_a_balancing_move_is_said_in_german() -> None:
    """TDA 2024 Rule 11-A: "To balance in flop and mixed-games, the player to be big
    blind next moves to the worst position, including single big blind if available.
    Worst position is never the small blind.\""""
    room = room_with(
        9, {1: list(range(1, 10)), 2: [1, 2, 3, 5, 8], 3: list(range(1, 9))}, {1: 5, 2: 2, 3: 1}
    )
    (move,) = plan_balance(room).moves
    assert str(move.reason) == (
        "Table 1 seat 7 is big blind next → Table 2 seat 4, worst position; 9 players vs 5"
    )
    assert GERMAN(move.reason) == (
        "Tisch 1 Platz 7 ist als Nächstes Big Blind → Tisch 2 Platz 4, schlechteste Position; "
        "9 Spieler gegen 5"
    )


def test_a_move_waiting_for_a_button_is_said_by_role_in_german() -> None:
    """Rule 11-A: who moves is the player to be big blind next, which the engine does not
    guess while table 1's button is unknown: the move is said by role, and the plan asks
    for the button."""
    room = room_with(9, {1: list(range(1, 10)), 2: [1, 2, 3]}, {2: 1})
    plan = plan_balance(room)
    assert plan.waiting is not None
    assert GERMAN(plan.waiting.role) == (
        "Tisch 1: der Spieler, der als Nächstes Big Blind ist → Tisch 2 Platz 4, "
        "schlechteste Position"
    )
    assert GERMAN(plan.waiting.reason) == GERMAN(plan.waiting.role) + "; 9 Spieler gegen 3"
    assert str(plan.reason) == "Enter the button of table 1 to balance"
    assert GERMAN(plan.reason) == "Zum Ausgleichen fehlt der Button von Tisch 1"


def test_stud_moves_are_said_in_german() -> None:
    """TDA 2024 Rules 11-A/11-B (the tda-2024 rulebook record): "In stud-only events players
    move by position, filling the last open seat"; a stud level of a mixed game moves the
    player due the hold'em big blind, the button frozen."""
    mixed = room_with(9, {1: list(range(1, 10)), 2: [1, 2, 3, 5, 8]}, {1: 5, 2: 2})
    (move,) = plan_balance(mixed, BalancePolicy(game=MIXED_STUD)).moves
    assert GERMAN(move.reason).startswith(
        "Tisch 1 Platz 7 wäre im Hold'em als Nächstes Big Blind (Button für Stud eingefroren) →"
    )
    stud = room_with(8, {1: full(8, 4), 2: full(8, 3, 4, 5)}, {})
    stud.leave(stud.tables[2].occupant[1] or 0)
    (move,) = plan_balance(stud, BalancePolicy(game=STUD)).moves
    assert GERMAN(move.reason) == (
        "Tisch 1 Platz 1 → Tisch 2 Platz 1, nach Position (Stud): Platz 1 ist dort zuletzt "
        "frei geworden; 7 Spieler gegen 4"
    )


def test_a_table_break_is_said_in_german() -> None:
    """TDA 2024 Rule 10-B (the tda-2024 rulebook record): "Players from a broken table
    receive their new tables and seats through a two-step random process"."""
    layout = {n: full(10, 1, 2, 3) for n in (1, 2, 3)} | {4: [1, 2]}
    room = room_with(10, layout, {1: 1, 2: 1, 3: 1, 4: 1})
    plan = plan_break(room, random.Random(3))
    assert str(plan.reason) == "Table 4 breaks: 23 players fit at 3 tables"
    assert GERMAN(plan.reason) == "Tisch 4 wird aufgelöst: für 23 Spieler reichen 3 Tische"
    assert GERMAN(plan.moves[0].reason).startswith(
        "Tisch 4 Platz 2 → Tisch 3 Platz 3: zufälliger Platz an einem Tisch mit den "
        "wenigsten Spielern; "
    )
    chosen = plan_break_table(room, 3, random.Random(3))
    assert GERMAN(chosen.reason) == "Tisch 3 wird auf Entscheidung des Floors aufgelöst"


def test_the_final_table_is_said_in_german() -> None:
    """TDA 2024 RP-9: two tables of five combine into a 9-handed final table; its seats
    are redrawn and the button goes by high card (Robert's Rules §2 Seating 5)."""
    room = room_with(10, {1: [1, 2, 3, 4, 5], 2: [1, 2, 3, 4]}, {1: 1, 2: 1})
    plan = plan_final_table(room, 9, random.Random(1))
    assert str(plan.reason) == "9 players fit at the final table of 9; button by high card"
    assert GERMAN(plan.reason) == (
        "9 Spieler passen an den Finaltisch mit 9 Plätzen; Button per höchster Karte"
    )
    assert GERMAN(plan.moves[0].reason) == (
        "Finaltisch: 9 Spieler auf zufällige Plätze an Tisch 1 neu ausgelost"
    )


def test_a_button_draw_and_a_redraw_are_said_in_german() -> None:
    """Robert's Rules §2 Seating 5: the button by high card, spades over hearts on equal
    ranks; house rule A-6: a table where at least half the players are new draws again."""
    draw = HighCardDraw(((1, "Ah"), (4, "As"), (6, "7d")), 4)
    assert str(draw.reason()) == "Button by high card: seat 4 (As) over seat 1 (Ah), seat 6 (7d)"
    assert GERMAN(draw.reason()) == (
        "Button per höchster Karte: Platz 4 (As) vor Platz 1 (Ah), Platz 6 (7d)"
    )
    redraw = Redraw(2, 4, 8, "House A-6")
    assert str(redraw.reason) == (
        "Table 2: 4 of 8 players are new, so the button is re-drawn by high card"
    )
    assert GERMAN(redraw.reason) == (
        "Tisch 2: 8 Spieler am Tisch, davon 4 neu, daher wird der Button per höchster Karte "
        "neu ausgelost"
    )


def test_a_registered_players_place_is_said_in_german() -> None:
    floor = PureFloor()
    floor.event(tables=1, seats=2)
    alice = floor.enter("Alice")
    floor.enter("Bob")
    carol = floor.enter("Carol")
    seat = floor.state.seating[1].seat_of(alice.id)
    assert seat is not None
    assert GERMAN(where(floor.state, alice, floor.now)) == f"Tisch 1 Platz {seat[1]}"
    assert str(where(floor.state, carol, floor.now)) == "alternate 1"
    assert GERMAN(where(floor.state, carol, floor.now)) == "Nachrücker 1"


def test_an_absent_players_chips_at_a_table_break_are_said_in_german() -> None:
    """TDA 2024 RP-16: staff carry an absent player's chips to the new seat; a broken
    table's move reason ends with it, in the reader's language, the rule as its book
    numbers it. Under the league's record (Robert's Rules §2 Seating 10, the break's
    own rule) the rule is not repeated. The English is the journal's as before."""
    layout = {n: full(10, 1, 2, 3) for n in (1, 2, 3)} | {4: [1, 2]}
    room = room_with(10, layout, {1: 1, 2: 1, 3: 1, 4: 1})
    reason = plan_break(room, random.Random(3)).moves[0].reason
    assert str(reason).endswith("; staff carry an absent player's chips (TDA 2024 RP-16)")
    kept = kept_phrase(json.loads(json.dumps(phrase_data(reason))), str(reason))  # the journal
    for said in (reason, kept):
        assert GERMAN(said).endswith(
            "; das Personal trägt die Chips eines abwesenden Spielers hinüber (TDA 2024 RP-16)"
        )
    league = seating_citations(rulebook_record("roberts-v6-league"))
    assert GERMAN(league.absent_on_break) == (
        "bei Abwesenheit bringt der Turnierleiter die Chips hinüber; an der Big Blind entfernt"
    )

"""Tests of what the Players page's search box finds: names, nicknames, membership
numbers, player numbers and seats (``12-4``), with no widget involved."""

from __future__ import annotations

from tests.ui.desk import entry_row

from floortool.app.entry_search import EntryFinder
from floortool.domain.field.entries import BUSTED
from floortool.domain.players.records import Player

PLAYERS = {
    1: Player(id=1, name="Éva O'Neil", nickname="Evie", membership="M-100"),
    2: Player(id=2, name="Bruno Keller", membership="M-200"),
    3: Player(id=3, name="Chiara Rossi"),
    4: Player(id=4, name="Not Registered"),
}
ROWS = [
    entry_row(1, "Éva O'Neil", table=12, seat=4),
    entry_row(2, "Bruno Keller", table=12, seat=7),
    entry_row(3, "Chiara Rossi", table=3, seat=4),
    entry_row(4, "Bruno Keller", player_id=2, entry_number=2, table=None, seat=None, status=BUSTED),
]
FINDER = EntryFinder(ROWS, PLAYERS)


def test_blank_text_finds_everything() -> None:
    assert FINDER.find("") is None
    assert FINDER.find("   ") is None


def test_names_ignore_case_accents_punctuation_and_word_order() -> None:
    assert FINDER.find("eva") == frozenset({1})
    assert FINDER.find("oneil") == frozenset({1})
    assert FINDER.find("keller bru") == frozenset({2, 4})  # both of Bruno's entries
    assert FINDER.find("ross") == frozenset({3})
    assert FINDER.find("registered") == frozenset()  # not in this event
    assert FINDER.find("zz") == frozenset()


def test_nickname_membership_and_player_number() -> None:
    assert FINDER.find("evie") == frozenset({1})
    assert FINDER.find("m200") == frozenset({2, 4})
    assert FINDER.find("#3") == frozenset({3})


def test_table_seat_finds_a_seat_and_table_dash_finds_a_table() -> None:
    assert FINDER.find("12-4") == frozenset({1})
    assert FINDER.find(" 12 - 7 ") == frozenset({2})
    assert FINDER.find("12-") == frozenset({1, 2})
    assert FINDER.find("3-4") == frozenset({3})
    assert FINDER.find("12-9") == frozenset()

"""Domain: the player database — fields, member fields (dues, bars), finding a typed
name or a membership number, duplicates and merging."""

from __future__ import annotations

from datetime import date

import pytest
from tests.domain.pure_floor import PureFloor

from floortool.domain.fold.state import FloorState
from floortool.domain.kernel.errors import FloorError, InvalidInput
from floortool.domain.kernel.journal import ReplayConflict
from floortool.domain.players.records import (
    AmbiguousPlayer,
    DuplicatePlayer,
    Player,
    PlayerBook,
    PlayersAdded,
    UnknownPlayer,
    check_welcome,
    clean_fields,
    clean_member_fields,
    decide_merge,
    decide_new_player,
    decide_update_player,
    dues_warning,
    duplicate_groups,
    find_player,
    fold_text,
    member_numbered,
    merged_fields,
    require_player,
)


def db(*players: Player) -> dict[int, Player]:
    return {p.id: p for p in players}


ALICE = Player(1, "Alice Smith", "Ace", "M-100")
JOSE = Player(2, "José Núñez")
JOHN_A = Player(3, "John Smith", membership="M-7")
JOHN_B = Player(4, "John Smith", membership="M-8")


def test_clean_fields_trims_and_refuses() -> None:
    assert clean_fields("  Alice   Smith ", " Ace ") == {
        "name": "Alice Smith",
        "nickname": "Ace",
        "membership": "",
        "contact": "",
    }
    for name, words in [("  ", "needs a name"), ("x" * 121, "longer than 120"), ("#5", "'#'")]:
        with pytest.raises(InvalidInput) as info:
            clean_fields(name)
        assert words in info.value.message
    with pytest.raises(InvalidInput):
        clean_fields("Bell\x07")


def test_fold_text_ignores_case_accents_and_punctuation() -> None:
    assert fold_text("Éva  O'Neil-Brown") == "eva o neil brown"


def test_find_player_exact_case_insensitive_and_by_number() -> None:
    players = db(ALICE, JOSE, JOHN_A, JOHN_B)
    assert find_player(players, "alice  SMITH") == ALICE
    assert find_player(players, "#2") == JOSE
    assert find_player(players, "Jose Nunez") is None  # exact: accents matter here
    assert find_player(players, "Alice") is None  # a prefix is not a match
    with pytest.raises(UnknownPlayer):
        find_player(players, "#99")
    with pytest.raises(UnknownPlayer) as unknown:
        require_player(players, "Zed")
    assert unknown.value.code == "unknown_player"


def test_ambiguous_names_are_refused_with_the_candidates() -> None:
    with pytest.raises(AmbiguousPlayer) as info:
        find_player(db(JOHN_A, JOHN_B), "john smith")
    assert info.value.code == "ambiguous_player"
    assert [c["id"] for c in info.value.details["candidates"]] == [3, 4]
    assert "'#3'" in info.value.message and "M-8" in info.value.message


def test_duplicate_groups() -> None:
    players = [
        ALICE,
        Player(5, "smith, alice"),  # same words, other order and punctuation
        Player(6, "Alicia", membership="m 100"),  # same membership number
        JOSE,
        Player(7, "Jose Nunez"),  # accents ignored
        JOHN_A,
        JOHN_B,  # same name, different membership numbers: two people
        Player(8, "Bob"),
    ]
    groups = [[p.id for p in group] for group in duplicate_groups(players)]
    assert groups == [[1, 5, 6], [2, 7]]


def test_a_new_player_that_duplicates_someone_is_refused() -> None:
    players = db(ALICE, JOHN_A)
    with pytest.raises(DuplicatePlayer) as info:
        decide_new_player(players, clean_fields("ALICE SMITH"))
    assert "#1 Alice Smith" in info.value.message
    with pytest.raises(DuplicatePlayer):
        decide_new_player(players, clean_fields("Someone", membership="m-100"))
    added = decide_new_player(players, clean_fields("John Smith", membership="M-9"))
    assert added.players == [
        {"id": 4, "name": "John Smith", "nickname": "", "membership": "M-9", "contact": ""}
    ]


def test_update_player() -> None:
    players = db(ALICE, JOHN_A)
    event = decide_update_player(players, 1, {"nickname": "  The Ace ", "contact": ""})
    assert event.changes == {"nickname": "The Ace"}
    with pytest.raises(InvalidInput):
        decide_update_player(players, 1, {"nickname": "Ace"})
    with pytest.raises(DuplicatePlayer):
        decide_update_player(players, 3, {"membership": "M-100"})
    with pytest.raises(InvalidInput):
        decide_update_player(players, 3, {"colour": "red"})


def test_merge_moves_entries_in_every_event_and_fills_blanks() -> None:
    floor = PureFloor()
    first, second = floor.event("Monday"), floor.event("Tuesday")
    floor.apply(
        [
            PlayersAdded(
                players=[
                    {
                        "id": 1,
                        "name": "Alice Smith",
                        "nickname": "",
                        "membership": "",
                        "contact": "555",
                    }
                ]
            )
        ]
    )
    floor.apply(
        [
            PlayersAdded(
                players=[
                    {
                        "id": 2,
                        "name": "A. Smith",
                        "nickname": "Ace",
                        "membership": "M-1",
                        "contact": "777",
                    }
                ]
            )
        ]
    )
    floor.enter("#1", first)
    moved = floor.enter("#2", second)
    event = decide_merge(floor.state, 1, 2)
    assert event.filled == {"nickname": "Ace", "membership": "M-1"}
    floor.apply([event])
    assert 2 not in floor.state.players
    assert floor.state.players[1] == Player(1, "Alice Smith", "Ace", "M-1", "555")
    assert floor.state.entries[second][moved.id].player_id == 1
    with pytest.raises(ReplayConflict):
        event.apply(floor.state)  # the merged record is gone


def test_merge_refusals() -> None:
    floor = PureFloor()
    event_id = floor.event()
    floor.enter("Alice", event_id)
    floor.enter("Alicia", event_id)
    with pytest.raises(Exception) as both:
        decide_merge(floor.state, 1, 2)
    assert getattr(both.value, "code", "") == "merge_conflict"
    with pytest.raises(InvalidInput):
        decide_merge(floor.state, 1, 1)
    with pytest.raises(UnknownPlayer):
        decide_merge(FloorState(), 1, 2)


def test_the_member_fields_are_read_and_judged() -> None:
    """ "dues paid until (a date; an expired member is named at the desk — a warning,
    not a refusal)", "barred (refused at the desk with the reason, never silently)"."""
    assert clean_member_fields(" 2027-01-31 ", "  no  ", "a\n b") == {
        "dues_until": "2027-01-31",
        "barred": "no",
        "notes": "a b",
    }
    with pytest.raises(InvalidInput) as bad:
        clean_member_fields("2027-02-30")
    assert bad.value.details["field"] == "dues_until"
    ann = Player(1, "Ann", membership="M-104", dues_until="2026-10-31")
    assert dues_warning(ann, date(2026, 10, 31)) == ""  # the last day covered
    assert str(dues_warning(ann, date(2026, 11, 1))) == "Dues expired on 2026-10-31"
    assert dues_warning(Player(2, "Bo"), date(2030, 1, 1)) == ""  # none recorded
    check_welcome(ann)
    with pytest.raises(FloorError) as barred:
        check_welcome(Player(3, "Cy", barred="cheating"))
    assert barred.value.code == "player_barred" and "barred: cheating." in barred.value.message
    book = PlayerBook([ann, Player(4, "Di", membership="M-1040")])
    assert member_numbered(book, "m 104") == ann
    assert member_numbered(book, "M-10") is None and member_numbered(book, "") is None
    other = Player(5, "Annie", contact="555", dues_until="2027-10-31", notes="cash")
    assert merged_fields(Player(1, "Ann", notes="seat 1", dues_until="2026-10-31"), other) == {
        "contact": "555",
        "dues_until": "2027-10-31",
        "notes": "seat 1 / cash",
    }

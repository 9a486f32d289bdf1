"""Finishing places: stack order, ties, hand-for-hand sharing, house amendment A-17."""

from __future__ import annotations

from functools import partial

import pytest
from hypothesis import given
from hypothesis import strategies as st

import floortool.domain.results.places as places_module
from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.results.places import Elimination, finishing_places, place_group

#: What each placing cites. TDA 2024 has no rule ordering simultaneous busts (standard
#: practice: more chips first, equal stacks share); RP-8-A: "players eliminated during
#: the same hand-for-hand hand ... share" the place; house A-17: "with equal chips the
#: better hand finishes higher; with equal chips and equal hands" the places are shared.
STACKS = (
    "More chips at the start of the hand finishes higher "
    "(TDA 2024 is silent; standard practice applied)"
)
TIED_STACKS = (
    "Equal starting stacks share the places (TDA 2024 is silent; standard practice applied)"
)
HAND_FOR_HAND = "Out on the same hand-for-hand hand: shared (TDA 2024 RP-8-A)"
HOUSE_ONE_TABLE = (
    "More chips at the start of the hand finishes higher "
    "(house rule for busts at one table, in place of TDA 2024 RP-8-A)"
)
HOUSE_A17 = "More chips, then the better hand, finishes higher (House A-17)"
HOUSE_A17_SHARED = "Equal chips and equal hands share the places (House A-17)"

TDA, LEAGUE = "tda-2024", "roberts-v6-league"


def _by_entry(placings: list) -> dict[int, tuple[int, tuple[int, ...], str]]:
    return {p.entry_id: (p.place, p.places, str(p.rule)) for p in placings}


def test_a_lone_elimination_takes_the_worst_open_place() -> None:
    assert _by_entry(place_group([Elimination(1, "h1")], worst=10, rulebook=TDA)) == {
        1: (10, (10,), "")
    }


def test_more_chips_at_the_start_of_the_hand_finishes_higher() -> None:
    group = [Elimination(1, "h", stack=5_000), Elimination(2, "h", stack=12_000)]
    assert _by_entry(place_group(group, worst=10, rulebook=TDA)) == {
        2: (9, (9,), STACKS),
        1: (10, (10,), STACKS),
    }


def test_equal_stacks_share_the_places_under_tda() -> None:
    group = [
        Elimination(1, "h", stack=8_000, hand_rank=1),
        Elimination(2, "h", stack=8_000, hand_rank=2),
        Elimination(3, "h", stack=20_000),
    ]
    assert _by_entry(place_group(group, worst=10, rulebook=TDA)) == {
        3: (8, (8,), STACKS),
        1: (9, (9, 10), TIED_STACKS),
        2: (9, (9, 10), TIED_STACKS),
    }


def test_hand_for_hand_eliminations_share_whatever_their_stacks_under_tda() -> None:
    group = [
        Elimination(1, "h4h-3", stack=1_000, hand_for_hand=True),
        Elimination(2, "h4h-3", stack=90_000, hand_for_hand=True),
        Elimination(3, "h4h-3", hand_for_hand=True),
    ]
    result = _by_entry(place_group(group, worst=19, rulebook=TDA))
    assert result == {n: (17, (17, 18, 19), HAND_FOR_HAND) for n in (1, 2, 3)}


@pytest.mark.parametrize("table_two", [1_000, 3_000, 9_000])
def test_the_issue_case_all_three_share_whatever_the_stacks(table_two: int) -> None:
    """RP-8-A: "If enough players bust on the current hand to break into the money, the
    busting players will be eligible for a share of the place(s) paid on the current
    hand": players eliminated on the same hand-for-hand hand finish tied.
    Six left, four paid; table 1 loses 2,000 and 5,000, table 2 loses one:
    the table-2 player ties with each table-1 player, and a tie joins everyone it
    touches, so the three share 4th-6th (and 4th's prize), whatever table 2's stack."""
    group = [
        Elimination(1, "h4h-1", stack=2_000, hand_for_hand=True, table=1),
        Elimination(2, "h4h-1", stack=5_000, hand_for_hand=True, table=1),
        Elimination(3, "h4h-1", stack=table_two, hand_for_hand=True, table=2),
    ]
    assert _by_entry(place_group(group, worst=6, rulebook=TDA)) == {
        n: (4, (4, 5, 6), HAND_FOR_HAND) for n in (1, 2, 3)
    }


def test_hand_for_hand_busts_at_one_table_share_as_rp_8_a_says() -> None:
    """TDA 2024 RP-8-A: "If enough players bust on the current hand to break into the
    money, the busting players will be eligible for a share of the place(s) paid on the
    current hand. Example: ... 52 players remain ... and during the current hand 3
    players bust. All 3 players will share in the 50th place payout." The rule makes no
    exception for players out at one table, and no TDA 2024 rule orders simultaneous
    busts by chips: two out at table 1 on the bubble hand share 11th-12th, whatever
    their stacks, and the placing cites RP-8-A (not "TDA 2024 is silent")."""
    group = [
        Elimination(1, "h", stack=2_000, hand_for_hand=True, table=1),
        Elimination(2, "h", stack=9_000, hand_for_hand=True, table=1),
    ]
    assert _by_entry(place_group(group, worst=12, rulebook=TDA)) == {
        n: (11, (11, 12), HAND_FOR_HAND) for n in (1, 2)
    }
    unknown = [Elimination(1, "h", hand_for_hand=True, table=1), group[1]]
    assert len(place_group(unknown, worst=12, rulebook=TDA)) == 2  # no chips needed to share


def test_a_house_may_order_one_tables_hand_for_hand_busts_by_chips_and_says_so() -> None:
    """The event setting "Hand-for-hand, one table: more chips ... (house rule)":
    against RP-8-A's sharing (quoted above), the player who started the hand with more
    chips finishes higher, and the placing names it a house rule in place of RP-8-A."""
    group = [
        Elimination(1, "h", stack=2_000, hand_for_hand=True, table=1),
        Elimination(2, "h", stack=9_000, hand_for_hand=True, table=1),
    ]
    assert _by_entry(place_group(group, worst=12, rulebook=TDA, one_table="chips")) == {
        2: (11, (11,), HOUSE_ONE_TABLE),
        1: (12, (12,), HOUSE_ONE_TABLE),
    }
    with pytest.raises(InvalidInput):  # two out at one table: their chips are needed
        place_group(
            [Elimination(1, "h", hand_for_hand=True, table=1), group[1]],
            worst=12,
            rulebook=TDA,
            one_table="chips",
        )
    spanning = [*group, Elimination(3, "h", stack=500, hand_for_hand=True, table=2)]
    assert {
        str(p.rule) for p in place_group(spanning, worst=12, rulebook=TDA, one_table="chips")
    } == {HAND_FOR_HAND}


_H4H_BUST = st.tuples(
    st.integers(min_value=1, max_value=3),  # the table
    st.integers(min_value=1, max_value=4).map(lambda n: n * 1_000),  # the starting stack
)


@given(
    busts=st.lists(_H4H_BUST, min_size=1, max_size=6),
    league=st.booleans(),
    one_table=st.sampled_from(["share", "chips"]),
    data=st.data(),
)
def test_every_report_order_gives_the_same_places(
    busts: list[tuple[int, int]], league: bool, one_table: str, data: st.DataObject
) -> None:
    """RP-8-A: the tie comes from the hand, not from which table reported first, so any
    order of the reports of one hand-for-hand hand, after a bust on an earlier hand and
    before one on a later hand, gives every player the same places and rule."""
    hand = [
        Elimination(n, "h4h-2", stack=s, hand_for_hand=True, table=t)
        for n, (t, s) in enumerate(busts, start=10)
    ]
    before, after = Elimination(1, "h4h-1", hand_for_hand=True), Elimination(2, "h4h-3")
    rulebook = LEAGUE if league else TDA
    field = len(hand) + 5
    places = partial(finishing_places, field=field, rulebook=rulebook, one_table=one_table)
    expected = places([before, *hand, after])
    order = data.draw(st.permutations(hand))
    assert places([before, *order, after]) == expected
    tables = {t for t, _ in busts}
    if not league and (len(tables) > 1 or one_table == "share"):  # under TDA: one tie
        assert {expected[e.entry_id].places for e in hand} == {
            tuple(range(field - len(hand), field))
        }


def test_the_league_separates_equal_stacks_by_the_better_hand() -> None:
    group = [
        Elimination(1, "h", stack=8_000, hand_rank=2),
        Elimination(2, "h", stack=8_000, hand_rank=1),
        Elimination(3, "h", stack=8_000, hand_rank=2),
    ]
    assert _by_entry(place_group(group, worst=10, rulebook=LEAGUE)) == {
        2: (8, (8,), HOUSE_A17),
        1: (9, (9, 10), HOUSE_A17_SHARED),
        3: (9, (9, 10), HOUSE_A17_SHARED),
    }


def test_the_league_keeps_stack_order_in_hand_for_hand_play() -> None:
    group = [
        Elimination(1, "h", stack=3_000, hand_for_hand=True),
        Elimination(2, "h", stack=9_000, hand_for_hand=True),
    ]
    assert _by_entry(place_group(group, worst=10, rulebook=LEAGUE))[2][:2] == (9, (9,))


@pytest.mark.parametrize("stacks", [(None, 5_000), (0, 5_000), (-10, 5_000)])
def test_several_eliminations_without_valid_stacks_are_refused(
    stacks: tuple[int | None, int],
) -> None:
    group = [Elimination(1, "h", stack=stacks[0]), Elimination(2, "h", stack=stacks[1])]
    with pytest.raises(InvalidInput):
        place_group(group, worst=10, rulebook=TDA)


def test_places_count_down_over_the_field_hand_by_hand() -> None:
    eliminations = [
        Elimination(7, "a"),
        Elimination(3, "b", stack=100),
        Elimination(4, "b", stack=200),
        Elimination(5, "c"),
    ]
    places = finishing_places(eliminations, field=10, rulebook=TDA)
    assert {e: p.place for e, p in places.items()} == {7: 10, 3: 9, 4: 8, 5: 7}


@given(
    stacks=st.lists(st.integers(min_value=1, max_value=4), min_size=1, max_size=8),
    league=st.booleans(),
    h4h=st.booleans(),
)
def test_a_group_covers_exactly_its_places(stacks: list[int], league: bool, h4h: bool) -> None:
    group = [
        Elimination(n, "h", stack=s, hand_rank=s % 2, hand_for_hand=h4h)
        for n, s in enumerate(stacks)
    ]
    worst = 20
    placings = place_group(group, worst=worst, rulebook=LEAGUE if league else TDA)
    covered = sorted(place for p in placings for place in p.places)
    expected = list(range(worst - len(stacks) + 1, worst + 1))
    # Each place is used by as many players as share it: the multiset of shares
    # fills the group's places exactly once per player.
    assert sorted(p.place for p in placings) == sorted(p.places[0] for p in placings)
    assert set(covered) == set(expected)
    for p in placings:
        assert p.place == p.places[0]
        assert len(p.places) == sum(1 for q in placings if q.places == p.places)
    by_id = {p.entry_id: p for p in placings}
    for a in group:
        for b in group:
            if (a.stack or 0) > (b.stack or 0) and not (h4h and not league):
                # (no tables given: under TDA in hand-for-hand play everyone shares)
                assert by_id[a.entry_id].place < by_id[b.entry_id].place


@given(
    steps=st.lists(
        st.sampled_from(
            ("bust", "same hand", "undo", "preview", "field", "rules", "another event")
        ),
        max_size=40,
    )
)
def test_places_kept_from_the_last_answer_are_the_places_decided_afresh(
    steps: list[str],
) -> None:
    """``finishing_places`` keeps its last answer and places again only from its last
    hand on when it is asked about the same hands before ("places are decided here
    from those facts every time"): through busts, a bust joining the last hand (also
    after an undo, the hand before), a bust's preview, undos, a changed field and
    rulebook and another event's eliminations, every answer is the one worked out
    with nothing kept."""
    eliminations: list[Elimination] = []
    field, rulebook, hands = 60, TDA, 0

    def bust(hand: str) -> Elimination:
        stack = 1_000 + len(eliminations)  # every stack differs: no shared places
        return Elimination(len(eliminations) + 1, hand, stack=stack)

    for step in steps:
        asked = eliminations
        if step == "bust":
            hands += 1
            eliminations.append(bust(f"h{hands}"))
        elif step == "same hand" and eliminations:
            eliminations.append(bust(eliminations[-1].hand))
        elif step == "undo" and eliminations:
            eliminations.pop()
        elif step == "preview":  # asked with one more bust, not recorded
            asked = [*eliminations, bust(f"h{hands + 1}")]
        elif step == "field":
            field += 1
        elif step == "rules":
            rulebook = LEAGUE if rulebook == TDA else TDA
        elif step == "another event":  # other entries, one more of them, the same field
            eliminations = [
                Elimination(100 + n, f"x{n}", stack=500 + n) for n in range(len(eliminations) + 1)
            ]
        places = partial(finishing_places, list(asked), field=field, rulebook=rulebook)
        answer = places()
        kept, places_module._last = places_module._last, None
        assert answer == places()
        places_module._last = kept

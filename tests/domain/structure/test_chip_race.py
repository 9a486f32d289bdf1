"""Domain: the colour-up chip race, TDA 2024 Rule 24 and the league's house amendment A-5."""

from __future__ import annotations

import random
from collections.abc import MutableSequence, Sequence
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.structure.chip_race import DECK, ChipRaceResult, SeatLeftover, race_chips


class StackedDeck(random.Random):
    """An rng whose shuffle deals ``order`` first (the race draws from the end)."""

    def __init__(self, *order: str) -> None:
        super().__init__(0)
        self.order = order

    def shuffle(self, x: MutableSequence[Any]) -> None:
        rest = [card for card in DECK if card not in self.order]
        x[:] = rest + list(reversed(self.order))


def seat(number: int, chips: int, other: int, player: str = "") -> SeatLeftover:
    return SeatLeftover(seat=number, chips=chips, other_chips=other, player=player)


def tda(leftovers: Sequence[SeatLeftover], rng: random.Random) -> ChipRaceResult:
    return race_chips(leftovers, removed=25, next_denomination=100, rule="tda-2024", rng=rng)


def a5(leftovers: Sequence[SeatLeftover]) -> ChipRaceResult:
    return race_chips(leftovers, removed=25, next_denomination=100, rule="roberts-v6-league")


# Seat 1: 3 odd greens and a big stack; seat 2 (Ann): 7 greens (a full set + 3 odd) and
# nothing else; seat 3: 2 greens and nothing else; seat 4: 1 green and a black.
TABLE = (seat(1, 3, 5000), seat(2, 7, 0, "Ann"), seat(3, 2, 0), seat(4, 1, 100))


# ---------------------------------------------------------------- TDA 2024 Rule 24


def test_tda_race_worked_example() -> None:
    # 9 odd greens = 225: two blacks are raced, 25 removed without compensation.
    # Cards from seat 1 on, one per odd chip: seat 1 2c 3c 4c, seat 2 As 5c 6c,
    # seat 3 7c 8c, seat 4 Ks. Best cards As (seat 2) and Ks (seat 4) win.
    rng = StackedDeck("2c", "3c", "4c", "As", "5c", "6c", "7c", "8c", "Ks")
    result = tda(TABLE, rng)
    by_seat = {o.seat: o for o in result.outcomes}
    assert result.race_chips == 2
    assert result.value_removed == 25
    assert by_seat[1].cards == ("2c", "3c", "4c")
    assert (by_seat[1].added_chips, by_seat[1].value_after) == (0, 5000)
    assert (by_seat[2].full_sets, by_seat[2].added_chips, by_seat[2].won_chip) == (1, 2, True)
    assert by_seat[4].value_after == 200
    # Seat 3 lost its last chips in the race: it gets one chip so it is not raced out.
    assert (by_seat[3].added_chips, by_seat[3].minimum_chip, by_seat[3].value_after) == (
        0,
        100,
        100,
    )
    assert result.value_created == 100
    assert by_seat[3].explanation == (
        "Seat 3: 2 x 25 off; 2 odd chips raced, cards 7c 8c: wins nothing; the odd chips are "
        "removed; left with no chips, so receives 1 x 100: nobody is raced out; "
        "ends with 1 x 100 (TDA 2024 Rule 24)."
    )
    assert by_seat[2].explanation.startswith("Seat 2 (Ann): 7 x 25 off; 1 full set -> 1 x 100;")
    assert result.explanation == (
        "9 odd 25 chips (worth 225) raced from seat 1 for 2 x 100, at most one a player; "
        "25 removed without compensation; 1 player kept in with one chip (TDA 2024 Rule 24)."
    )


def test_tda_race_gives_at_most_one_chip_a_player() -> None:
    # 8 odd greens = 200 -> 2 blacks. Seat 1 holds the three best cards but wins one chip;
    # the second goes to the next best card (6c, seat 3).
    rng = StackedDeck("As", "Ks", "Qs", "2c", "3c", "4c", "5c", "6c")
    result = tda((seat(1, 3, 500), seat(2, 3, 500), seat(3, 2, 500)), rng)
    assert [o.added_chips for o in result.outcomes] == [1, 0, 1]


def test_tda_ties_on_rank_go_to_the_higher_suit() -> None:
    # 4 odd greens = one black. Seat 1 gets Ah, seat 2 As, seat 3 2c 3c: spades beat hearts.
    rng = StackedDeck("Ah", "As", "2c", "3c")
    result = tda((seat(1, 1, 500), seat(2, 1, 500), seat(3, 2, 500)), rng)
    assert [o.added_chips for o in result.outcomes] == [0, 1, 0]


def test_tda_race_is_recorded_and_repeatable_with_the_same_seed() -> None:
    first = tda(TABLE, random.Random(42))
    again = tda(TABLE, random.Random(42))
    assert first == again
    assert sum(len(o.cards) for o in first.outcomes) == 9


def test_tda_race_with_more_odd_chips_than_a_deck() -> None:
    # 10 seats with 19 odd 25s each against 500s: 190 cards from four decks, ties re-dealt.
    table = [seat(n, 19, 1000) for n in range(1, 11)]
    result = race_chips(
        table, removed=25, next_denomination=500, rule="tda-2024", rng=random.Random(7)
    )
    assert result.race_chips == 190 * 25 // 500 == 9
    assert sorted(o.added_chips for o in result.outcomes) == [0] + [1] * 9


leftovers = st.lists(
    st.tuples(st.integers(0, 30), st.integers(0, 3000)).filter(lambda pair: pair != (0, 0)),
    min_size=1,
    max_size=10,
).map(lambda pairs: [seat(n, chips, other) for n, (chips, other) in enumerate(pairs, start=1)])


@given(leftovers=leftovers, seed=st.integers(0, 2**32))
def test_tda_race_properties(leftovers: list[SeatLeftover], seed: int) -> None:
    result = tda(leftovers, random.Random(seed))
    odd_value = sum(o.odd_chips for o in result.outcomes) * 25
    assert result.race_chips == odd_value // 100  # remainder below a black is removed
    for left, outcome in zip(leftovers, result.outcomes, strict=True):
        full_sets, odd = divmod(left.chips, 4)
        assert outcome.full_sets == full_sets  # full sets at equal value
        assert outcome.added_chips - full_sets in (0, 1)  # at most one race chip
        assert len(outcome.cards) >= odd  # one card per odd chip (more only on a tie)
        assert outcome.value_after > 0  # nobody is raced out
    # The race never creates chips at the table, except the chip that keeps a player in.
    before = sum(o.value_before for o in result.outcomes)
    after = sum(o.value_after - o.minimum_chip for o in result.outcomes)
    assert before - after == result.value_removed < 100


# ---------------------------------------------------------------- House A-5


def test_a5_rounds_odd_chips_up_worked_example() -> None:
    result = a5(TABLE)
    assert [o.added_chips for o in result.outcomes] == [1, 2, 1, 1]
    assert [o.value_after for o in result.outcomes] == [5100, 200, 100, 200]
    assert all(o.cards == () and o.minimum_chip == 0 for o in result.outcomes)
    # 9 odd greens (225) became 4 blacks (400): 175 created, as the amendment intends.
    assert (result.race_chips, result.value_created, result.value_removed) == (4, 175, 0)
    assert result.outcomes[1].explanation == (
        "Seat 2 (Ann): 7 x 25 off; 1 full set -> 1 x 100; 3 odd chips rounded up to 1 x 100; "
        "ends with 2 x 100 more (House A-5)."
    )
    assert result.citation == "House A-5"


def test_a5_full_sets_only_are_exchanged_at_equal_value() -> None:
    result = a5((seat(1, 8, 0), seat(2, 4, 300)))
    assert [(o.added_chips, o.won_chip) for o in result.outcomes] == [(2, False), (1, False)]
    assert result.value_created == 0


@given(leftovers=leftovers)
def test_a5_properties(leftovers: list[SeatLeftover]) -> None:
    result = a5(leftovers)
    for left, outcome in zip(leftovers, result.outcomes, strict=True):
        assert outcome.added_chips == -(-left.chips // 4)  # rounded up, per player
        assert outcome.value_after >= outcome.value_before
        assert outcome.value_after > 0


# ---------------------------------------------------------------- refusals


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"rule": "house-rules"}, "Unknown rulebook 'house-rules'"),
        ({"next_denomination": 250, "removed": 100}, "can't be exchanged evenly for 250"),
        ({"next_denomination": 25}, "must be exchanged for a larger chip"),
        (
            {"leftovers": [seat(1, 1, 0), seat(1, 2, 0)]},
            "Seat 1 is not a seat number, or appears twice",
        ),
        ({"leftovers": [seat(2, 0, 0)]}, "Seat 2 has no chips at all"),
        ({"leftovers": [seat(2, -1, 0)]}, "Seat 2: chip counts cannot be negative"),
    ],
)
def test_race_refuses_impossible_input(kwargs: dict[str, Any], message: str) -> None:
    arguments: dict[str, Any] = {
        "leftovers": TABLE,
        "removed": 25,
        "next_denomination": 100,
        "rule": "tda-2024",
        "rng": random.Random(1),
        **kwargs,
    }
    leftovers = arguments.pop("leftovers")
    with pytest.raises(InvalidInput, match=message):
        race_chips(leftovers, **arguments)


def test_tda_race_needs_an_rng() -> None:
    with pytest.raises(ValueError, match="needs an rng"):
        race_chips(TABLE, removed=25, next_denomination=100, rule="tda-2024")

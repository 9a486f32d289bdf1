"""Domain: a league's final takes the season's ``top`` best ranked players (First to
Act Poker, Season Final Game, rule 4: "Players will be placed into one of the two
tournaments based on their point accumulation"), never half of a tie."""

from __future__ import annotations

import pytest

from floortool.domain.kernel.errors import InvalidInput
from floortool.domain.league.final import final_qualifiers
from floortool.domain.league.standings import Standing


def _row(player_id: int, rank: int, tied: bool = False) -> Standing:
    return Standing(
        rank=rank,
        tied=tied,
        player_id=player_id,
        total=0.0,
        points=0.0,
        attendance=0.0,
        adjustments=0.0,
        events=1,
        counted=1,
        wins=0,
        best=None,
        average=None,
        qualified=True,
    )


#: Ranks 1, 2, 2, 4: players 20 and 30 are level on every tie-break.
STANDINGS = (_row(10, 1), _row(20, 2, True), _row(30, 2, True), _row(40, 4))


def test_the_best_ranked_qualify_in_rank_order() -> None:
    assert final_qualifiers(STANDINGS, 1) == (10,)
    assert final_qualifiers(STANDINGS, 3) == (10, 20, 30)
    assert final_qualifiers(STANDINGS, 4) == (10, 20, 30, 40)


def test_a_tie_across_the_last_place_is_refused_saying_how_many_may_qualify() -> None:
    with pytest.raises(InvalidInput) as refused:
        final_qualifiers(STANDINGS, 2)
    assert refused.value.message.startswith(
        "2 players share rank 2, across the last qualifying place: qualify 1 or 3"
    )


@pytest.mark.parametrize("top", [0, -3, 5])
def test_no_qualifier_or_more_than_the_ranked_players_is_refused(top: int) -> None:
    with pytest.raises(InvalidInput):
        final_qualifiers(STANDINGS, top)

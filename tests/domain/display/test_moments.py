"""The moments of the night (``domain.display.moments``), each worked out from the
rule's text:

"``level``: a new level starts on a running clock (not straight from a break);
``break``: a break starts on a running clock; ``break_over``: the level after a
break starts on a running clock; ``warning``: the row's last minute comes;
``late_reg_closed``: late registration was open and is closed ..., the tournament
not over; ``bubble``: the players left went down to the places paid + 1;
``in_the_money``: the players left went down to the places paid or fewer;
``final_table``: the final table was drawn."

"What the clock decides fires only forward ... What the field decides fires only
when players leave ... The first reading of an event fires nothing ... Nothing
fires twice."
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from floortool.domain.display.moments import (
    BREAK,
    BREAK_OVER,
    BUBBLE,
    FINAL_TABLE,
    IN_THE_MONEY,
    LATE_REG_CLOSED,
    LEVEL,
    MOMENT_TITLES,
    MOMENTS,
    WARNING,
    Fired,
    Reading,
    moments_between,
)

#: Level 3 (row 2) running with 5 minutes left; 30 players, 9 paid; late reg open.
PLAYING = Reading(
    running=True,
    index=2,
    is_break=False,
    warning=False,
    players_left=30,
    places_paid=9,
    final_table=False,
    late_reg_open=True,
)


def test_every_moment_has_a_title() -> None:
    assert set(MOMENT_TITLES) == set(MOMENTS)


def test_the_first_reading_fires_nothing() -> None:
    assert moments_between(None, PLAYING) == ()
    assert moments_between(PLAYING, None) == ()
    assert moments_between(PLAYING, PLAYING) == ()


def test_a_new_level_on_a_running_clock() -> None:
    after = replace(PLAYING, index=3, warning=False)
    assert moments_between(PLAYING, after) == (LEVEL,)


def test_a_level_reached_while_paused_is_not_announced() -> None:
    # "on a running clock": Next pressed on a paused clock
    after = replace(PLAYING, index=3, running=False)
    assert moments_between(PLAYING, after) == ()


def test_a_break_starts() -> None:
    after = replace(PLAYING, index=3, is_break=True, warning=False)
    assert moments_between(PLAYING, after) == (BREAK,)


def test_the_level_after_a_break() -> None:
    on_break = replace(PLAYING, index=3, is_break=True, warning=True)
    after = replace(PLAYING, index=4, warning=False)
    assert moments_between(on_break, after) == (BREAK_OVER,)


def test_jumping_past_a_break_is_a_new_level() -> None:
    # "the level after a break": row 5 is not the row after the break at row 3
    on_break = replace(PLAYING, index=3, is_break=True)
    assert moments_between(on_break, replace(PLAYING, index=5)) == (LEVEL,)


def test_one_minute_left() -> None:
    last_minute = replace(PLAYING, warning=True)
    assert moments_between(PLAYING, last_minute) == (WARNING,)
    assert moments_between(last_minute, last_minute) == ()


def test_the_clock_going_back_announces_nothing() -> None:
    # "What the clock decides fires only forward": an undo of Next, or Previous
    assert moments_between(replace(PLAYING, index=3), PLAYING) == ()


def test_late_registration_closes() -> None:
    after = replace(PLAYING, late_reg_open=False)
    assert moments_between(PLAYING, after) == (LATE_REG_CLOSED,)


def test_late_registration_closed_by_the_end_of_the_tournament_is_not_announced() -> None:
    after = replace(PLAYING, late_reg_open=False, players_left=1, finished=True, running=False)
    assert LATE_REG_CLOSED not in moments_between(PLAYING, after)


def test_the_level_that_closes_late_registration_announces_both_in_order() -> None:
    after = replace(PLAYING, index=3, late_reg_open=False)
    assert moments_between(PLAYING, after) == (LEVEL, LATE_REG_CLOSED)


def test_the_bubble_is_the_places_paid_plus_one() -> None:
    # 9 paid: the bubble is 10 players left, reached by a bust from 11
    before = replace(PLAYING, players_left=11)
    assert moments_between(before, replace(PLAYING, players_left=10)) == (BUBBLE,)
    assert moments_between(before, replace(PLAYING, players_left=11)) == ()


def test_in_the_money_once_the_players_left_are_all_paid() -> None:
    bubble = replace(PLAYING, players_left=10)
    assert moments_between(bubble, replace(PLAYING, players_left=9)) == (IN_THE_MONEY,)
    # two busts on one hand from 11: straight into the money, the bubble skipped
    eleven = replace(PLAYING, players_left=11)
    assert moments_between(eleven, replace(PLAYING, players_left=9)) == (IN_THE_MONEY,)
    # already in the money: a further bust is no moment
    assert moments_between(replace(PLAYING, players_left=9), replace(bubble, players_left=8)) == ()


def test_without_payouts_there_is_no_bubble() -> None:
    before = replace(PLAYING, players_left=2, places_paid=0)
    assert moments_between(before, replace(before, players_left=1)) == ()


def test_players_coming_back_fire_nothing() -> None:
    # "never when they come back (an undo of a bust, a late entry)"
    in_money = replace(PLAYING, players_left=9)
    assert moments_between(in_money, replace(PLAYING, players_left=10)) == ()
    assert moments_between(replace(PLAYING, players_left=9, places_paid=8), in_money) == ()


def test_the_final_table_is_drawn() -> None:
    after = replace(PLAYING, final_table=True)
    assert moments_between(PLAYING, after) == (FINAL_TABLE,)
    assert moments_between(after, PLAYING) == ()  # its draw undone


def test_nothing_fires_twice() -> None:
    """A bubble undone and redone, a level left by Previous and reached again."""
    fired = Fired()
    eleven, ten = replace(PLAYING, players_left=11), replace(PLAYING, players_left=10)
    assert moments_between(eleven, ten, fired) == (BUBBLE,)
    assert moments_between(ten, eleven, fired) == ()  # the bust undone
    assert moments_between(eleven, ten, fired) == ()  # and redone
    level_4 = replace(PLAYING, index=3)
    assert moments_between(PLAYING, level_4, fired) == (LEVEL,)
    assert moments_between(level_4, PLAYING, fired) == ()
    assert moments_between(PLAYING, level_4, fired) == ()
    level_5 = replace(PLAYING, index=4)
    assert moments_between(level_4, level_5, fired) == (LEVEL,)  # another row: its own


@pytest.mark.parametrize("moment", MOMENTS)
def test_a_fired_record_is_per_moment(moment: str) -> None:
    fired = Fired()
    assert fired.first_time(moment, 3)
    assert not fired.first_time(moment, 3)

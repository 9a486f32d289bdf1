"""Domain: the clock-call countdown (``rulings.clock_call``), by rulebook."""

from __future__ import annotations

from floortool.domain.rulings.clock_call import CLOCK_CALLS, countdown


def test_the_clock_call_countdown_by_rulebook() -> None:
    tda = CLOCK_CALLS["tda-2024"]
    assert tda.total_seconds == 30
    assert str(countdown(tda, 0).phase) == "Time"
    late = countdown(tda, 26)
    assert (str(late.phase), late.phase_left, late.total_left) == ("Countdown", 4, 4)
    assert countdown(tda, 30).expired
    roberts = CLOCK_CALLS["roberts-v6-league"]
    assert roberts.total_seconds == 70
    assert str(countdown(roberts, 61).phase) == "Ten-second warning"
